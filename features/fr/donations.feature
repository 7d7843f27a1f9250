# language: fr
@topic-donations
Fonctionnalité: Don de Marchandises (fr:146, fr:194-197)
  Un joueur peut distribuer 1 seul type de Marchandises par tour aux citoyens pour gagner des
  PR ; les Marchandises qui peuvent faire l'objet d'un don sont listées sur la carte Marché du
  tour en cours (fr:195), dont la colonne Don indique aussi les PR reçus (fr:146).  Le donateur
  doit être capable de produire ce type (fr:197), c'est-à-dire posséder un Bâtiment de
  Production qui le produit (fr:151).

  Le livre français ne donne aucune carte Marché : la colonne Don de la carte Forum
  Costantinum ci-dessous (nombre de Marchandises et PR) et la production des Bâtiments sont des
  nombres propres aux scénarios.  Le livre ne dit pas non plus combien de Marchandises un don
  demande : la lecture retenue est le lot indiqué par la carte, avec « les PR indiqués » (fr:146).

  Contexte:
    Soit les joueurs sont Greg, Jen et Kay
    Et c'est la phase Don de Marchandises du tour 2
    Et la carte Forum Costantinum accepte ces dons :
      | Marchandise                  | Nombre | PR |
      | Marchandises Alimentaires    | 3      | 1  |
      | Marchandises de Consommation | 3      | 2  |
      | Marchandises Militaires      | 3      | 3  |
    Et le Marché Actuel est Forum Costantinum
    Et la pile Marché Futur est Porta Aurea
    Et le bâtiment Ager produit 2 Marchandises Alimentaires
    Et le bâtiment Textrinum produit 1 Marchandise de Consommation
    Et le bâtiment Armorum Faber produit 1 Marchandise Militaire
    Et le bâtiment Sculptoris Domus produit 1 Marchandise de Luxe

  @fr-cl-11 @clarification @donate.one-per-round @donate.market
  Scénario: Un joueur distribue 1 seul type de Marchandises par tour (fr:195)
    Jen produit tous les types qu'elle détient et peut faire deux des dons de la carte : elle
    n'en fait qu'un.
    Soit Jen possède ces bâtiments :
      | Bâtiment         |
      | Textrinum        |
      | Armorum Faber    |
      | Sculptoris Domus |
    Et Jen a 10 PR
    Et Jen a ces Marchandises :
      | Marchandise                  | Nombre |
      | Marchandises de Luxe         | 1      |
      | Marchandises Alimentaires    | 3      |
      | Marchandises Militaires      | 3      |
    Quand Jen fait un don de Marchandises Militaires
    Alors Jen a 13 PR
    Et Jen a 0 Marchandise Militaire
    Et Jen a 3 Marchandises Alimentaires
    Et Jen a fait un don ce tour
    Quand Jen fait un don de Marchandises Alimentaires
    Alors l'action est refusée par la règle donate.one-per-round
    Et rien n'a changé
    Et Jen a 13 PR

  @rule @donate.market
  Scénario: Seules les Marchandises listées sur la carte Marché du tour en cours peuvent faire l'objet d'un don (fr:195)
    Soit Jen possède le bâtiment Sculptoris Domus
    Et Jen a 10 PR
    Et Jen a 3 Marchandises de Luxe
    Quand Jen fait un don de Marchandises de Luxe
    Alors l'action est refusée par la règle donate.market
    Et rien n'a changé

  @rule @donate.can-produce
  Scénario: Le donateur doit être capable de produire le type de Marchandises (fr:197)
    Kay ne possède que l'Ager, qui ne produit pas de Marchandises Militaires.
    Soit Kay ne possède que l'Ager
    Et Kay a 4 PR
    Et Kay a ces Marchandises :
      | Marchandise               | Nombre |
      | Marchandises Militaires   | 3      |
      | Marchandises Alimentaires | 3      |
    Quand Kay fait un don de Marchandises Militaires
    Alors l'action est refusée par la règle donate.can-produce
    Et rien n'a changé
    Quand Kay fait un don de Marchandises Alimentaires
    Alors Kay a 5 PR
    Et Kay a 3 Marchandises Militaires
    Et Kay a 0 Marchandise Alimentaire

  @rule @donate.market @goods.not-held
  Scénario: Le don demande le lot que la carte indique (fr:146)
    Greg produit des Marchandises de Consommation mais n'en a que 2 pour un lot de 3.
    Soit Greg possède le bâtiment Textrinum
    Et Greg a 0 PR
    Et Greg a 2 Marchandises de Consommation
    Quand Greg fait un don de Marchandises de Consommation
    Alors l'action est refusée par la règle goods.not-held
    Et rien n'a changé
