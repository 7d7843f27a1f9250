# language: fr
@topic-commercial-buildings
Fonctionnalité: Utiliser un Bâtiment Commercial ; les Pans de Muraille d'échange et de vente (fr:101-102, fr:147-151, fr:177-181, fr:355-384, fr:467, fr:473)
  A tout moment pendant la phase Construction de Bâtiments le joueur actif, et pendant la
  phase Acceptation des Contrats, un joueur active ses Bâtiments Commerciaux, même un construit
  lors de ce tour, chacun une seule fois par tour (fr:148-149, fr:179-181).  Les Marchandises
  utilisées sont placées sur la tuile et remises dans le stock en fin de tour (fr:149) ; ce
  doivent être des Marchandises d'un type que le joueur produit, c'est-à-dire qu'un de ses
  Bâtiments de Production produit (fr:151).  Deux Pans de Muraille convertissent aussi des
  Marchandises, une fois par tour (fr:467, fr:473).

  Les gains des Bâtiments Commerciaux sont ceux du tableau (fr:362-384, avec les PR) ; les
  Marchandises qu'ils demandent (colonne « Nécessite » perdue, fr:364-384) et la production
  des Bâtiments sont des nombres propres aux scénarios.

  Contexte:
    Soit les joueurs sont Greg et Jen
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
    Et le bâtiment Ager produit 2 Marchandises Alimentaires
    Et le bâtiment Textrinum produit 1 Marchandise de Consommation
    Et le bâtiment Caupona prend 2 Marchandises Alimentaires contre 4 po et 1 PR
    Et le bâtiment Vestificina prend 2 Marchandises de Consommation contre 5 po et 1 PR

  @rule @commercial.exact-goods
  Scénario: Ce que rapporte chaque Bâtiment Commercial : 4, 5, 7, 10 et 6 po + 1 PR, l'Hospitium 5 po (fr:362-384)
    Greg possède les six Bâtiments Commerciaux et produit les cinq types de Marchandises.
    Soit c'est la phase Construction de Bâtiments du tour 4
    Et c'est au tour de Greg
    Et le bâtiment Metallum produit 2 Marchandises Industrielles
    Et le bâtiment Armorum Faber produit 1 Marchandise Militaire
    Et le bâtiment Sculptoris Domus produit 1 Marchandise de Luxe
    Et le bâtiment Emporium prend 2 Marchandises Industrielles contre 7 po et 1 PR
    Et le bâtiment Armamentarium prend 2 Marchandises Militaires contre 10 po et 1 PR
    Et le bâtiment Antiquarius prend 1 Marchandise de Luxe contre 6 po et 1 PR
    Et le bâtiment Hospitium prend 2 Marchandises Alimentaires contre 5 po et 0 PR
    Et Greg possède ces bâtiments :
      | Bâtiment         |
      | Textrinum        |
      | Metallum         |
      | Armorum Faber    |
      | Sculptoris Domus |
      | Caupona          |
      | Vestificina      |
      | Emporium         |
      | Armamentarium    |
      | Antiquarius      |
      | Hospitium        |
    Et Greg a 0 po
    Et Greg a 0 PR
    Et Greg a ces Marchandises :
      | Marchandise                  | Nombre |
      | Marchandises Alimentaires    | 4      |
      | Marchandises de Consommation | 2      |
      | Marchandises Industrielles   | 2      |
      | Marchandises Militaires      | 2      |
      | Marchandises de Luxe         | 1      |
    Quand Greg active le bâtiment Caupona
    Alors Greg a 4 po
    Et Greg a 1 PR
    Quand Greg active le bâtiment Vestificina
    Alors Greg a 9 po
    Et Greg a 2 PR
    Quand Greg active le bâtiment Emporium
    Alors Greg a 16 po
    Et Greg a 3 PR
    Quand Greg active le bâtiment Armamentarium
    Alors Greg a 26 po
    Et Greg a 4 PR
    Quand Greg active le bâtiment Antiquarius
    Alors Greg a 32 po
    Et Greg a 5 PR
    Quand Greg active le bâtiment Hospitium
    Alors Greg a 37 po
    Et Greg a 5 PR
    Et Greg n'a aucune Marchandise

  @rule @commercial.once-per-round
  Scénario: Un Bâtiment Commercial peut être activé le tour même où il a été construit (fr:148)
    Caupona 9 po (fr:363).
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et c'est au tour de Greg
    Et Greg a 20 po
    Et Greg a 0 PR
    Et Greg a 2 Marchandises Alimentaires
    Quand Greg construit le bâtiment Caupona
    Alors Greg a 11 po
    Quand Greg active le bâtiment Caupona
    Alors Greg a 15 po
    Et Greg a 1 PR
    Et le bâtiment Caupona de Greg porte 2 Marchandises Alimentaires

  @rule @commercial.once-per-round @end.cleanup
  Scénario: Une seule fois par tour ; les Marchandises restent sur la tuile et sont remises dans le stock en fin de tour (fr:102, fr:149)
    Le reste du tour est joué pour montrer la tuile vidée à la fin du tour.
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et c'est au tour de Greg
    Et les cartes Contrat de cette partie sont :
      | Contrat | Nombre | Marchandise              | po | PR | Petit | Moyen | Grand |
      | k1      | 1      | Marchandise Alimentaire  | 4  | 1  | 1     | 1     | 1     |
      | k2      | 1      | Marchandise Alimentaire  | 4  | 1  | 1     | 1     | 1     |
    Et la pioche Contrat contient k1 k2 en partant du dessus
    Et Greg possède le bâtiment Caupona
    Et Greg a 10 po
    Et Greg a 5 PR
    Et Greg a 4 Marchandises Alimentaires
    Et Jen n'a aucune Marchandise
    Quand Greg active le bâtiment Caupona
    Alors Greg a 14 po
    Et Greg a 6 PR
    Et Greg a 2 Marchandises Alimentaires
    Et le bâtiment Caupona de Greg porte 2 Marchandises Alimentaires
    Quand Greg active le bâtiment Caupona
    Alors l'action est refusée par la règle commercial.once-per-round
    Et rien n'a changé
    Quand les joueurs jouent :
      | Action     |
      | Greg: done |
      | Jen: done  |
      | Greg: done |
      | Jen: done  |
      | Greg: done |
      | Jen: done  |
    Et Greg ne stocke rien
    Alors le tour 3 a commencé
    Et rien n'est posé sur le bâtiment Caupona de Greg
    Et Greg n'a aucune Marchandise
    Et Greg a 14 po
    Et Greg a 6 PR

  @rule @commercial.can-produce
  Scénario: Pour activer un Bâtiment Commercial, un joueur n'utilise que des Marchandises qu'il produit (fr:151)
    Greg ne possède que l'Ager, qui ne produit pas de Marchandises de Consommation.
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et c'est au tour de Greg
    Et Greg possède le bâtiment Vestificina
    Et Greg a 10 po
    Et Greg a 2 Marchandises de Consommation
    Quand Greg active le bâtiment Vestificina
    Alors l'action est refusée par la règle commercial.can-produce
    Et rien n'a changé

  @rule @commercial.can-produce
  Scénario: Il suffit de posséder un Bâtiment de Production qui produit le type, pas d'utiliser les cubes qu'il a produits (fr:151)
    « cela signifie qu'il doit posséder un Bâtiment de Production qui produit le même type de
    Marchandise » : Greg possède le Textrinum et utilise 2 Marchandises de Consommation qu'il a
    stockées et non produites ce tour.
    Soit c'est la phase Acceptation des Contrats du tour 3
    Et Greg possède ces bâtiments :
      | Bâtiment    |
      | Textrinum   |
      | Vestificina |
    Et Greg a 10 po
    Et Greg a 2 Marchandises de Consommation
    Quand Greg active le bâtiment Vestificina
    Alors Greg a 15 po
    Et le bâtiment Vestificina de Greg porte 2 Marchandises de Consommation

  @rule @commercial.can-produce
  Scénario: Un Bâtiment de Production construit ce tour suffit : le joueur le possède (fr:151)
    fr:151 définit « des Marchandises qu'il produit » par la possession d'un Bâtiment de
    Production qui produit ce type.  Greg construit le Textrinum (11 po, fr:315) puis active la
    Vestificina avec 2 Marchandises de Consommation stockées au tour précédent.
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et c'est au tour de Greg
    Et Greg possède le bâtiment Vestificina
    Et Greg a 20 po
    Et Greg a 0 PR
    Et Greg a 2 Marchandises de Consommation
    Et la réserve contient 2 tuiles Textrinum
    Quand Greg active le bâtiment Vestificina
    Alors l'action est refusée par la règle commercial.can-produce
    Et rien n'a changé
    Quand Greg construit le bâtiment Textrinum
    Et Greg active le bâtiment Vestificina
    Alors Greg a 14 po
    Et Greg a 1 PR
    Et Greg a 0 Marchandise de Consommation

  @rule @commercial.once-per-round
  Scénario: Pendant la phase Acceptation des Contrats chaque joueur active ses Bâtiments Commerciaux (fr:179-181)
    Soit c'est la phase Acceptation des Contrats du tour 2
    Et Greg possède le bâtiment Caupona
    Et Jen possède ces bâtiments :
      | Bâtiment    |
      | Textrinum   |
      | Vestificina |
    Et Greg a 10 po
    Et Jen a 20 po
    Et Greg a 2 Marchandises Alimentaires
    Et Jen a 2 Marchandises de Consommation
    Quand Jen active le bâtiment Vestificina
    Alors Jen a 25 po
    Quand Greg active le bâtiment Caupona
    Alors Greg a 14 po
    Et le bâtiment Caupona de Greg porte 2 Marchandises Alimentaires
    Et le bâtiment Vestificina de Jen porte 2 Marchandises de Consommation

  @rule @commercial.once-per-round
  Scénario: Un Bâtiment Commercial utilisé pendant la construction ne l'est plus pendant l'acceptation des contrats (fr:181)
    Soit c'est la phase Acceptation des Contrats du tour 2
    Et Greg possède le bâtiment Caupona
    Et Greg a déjà activé le bâtiment Caupona ce tour
    Et Greg a 10 po
    Et Greg a 2 Marchandises Alimentaires
    Quand Greg active le bâtiment Caupona
    Alors l'action est refusée par la règle commercial.once-per-round
    Et rien n'a changé

  @rule @market.active-player
  Scénario: Pendant la phase Construction de Bâtiments seul le joueur actif active ses Bâtiments Commerciaux (fr:148)
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et c'est au tour de Greg
    Et Jen possède le bâtiment Caupona
    Et Jen a 2 Marchandises Alimentaires
    Quand Jen active le bâtiment Caupona
    Alors l'action est refusée par la règle market.active-player
    Et rien n'a changé

  @rule @wall.swap
  Scénario: Une fois par tour, le Pan de Muraille d'échange échange 1 Marchandise contre une autre d'un type que l'on produit (fr:467)
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et c'est au tour de Greg
    Et Greg possède le Pan de Muraille d'échange
    Et Greg possède le bâtiment Textrinum
    Et Greg a ces Marchandises :
      | Marchandise               | Nombre |
      | Marchandises Alimentaires | 2      |
      | Marchandises de Luxe      | 1      |
    Quand Greg échange 1 Marchandise de Luxe contre 1 Marchandise Industrielle avec le Pan de Muraille d'échange
    Alors l'action est refusée par la règle wall.swap
    Et rien n'a changé
    Quand Greg échange 1 Marchandise de Luxe contre 1 Marchandise de Consommation avec le Pan de Muraille d'échange
    Alors Greg a 0 Marchandise de Luxe
    Et Greg a 1 Marchandise de Consommation
    Et Greg a 2 Marchandises Alimentaires
    Quand Greg échange 1 Marchandise Alimentaire contre 1 Marchandise de Consommation avec le Pan de Muraille d'échange
    Alors l'action est refusée par la règle wall.swap
    Et rien n'a changé

  @rule @wall.sale
  Scénario: Une fois par tour, le Pan de Muraille de vente échange 3 Marchandises quelconques contre 10 po (fr:473)
    Soit c'est la phase Acceptation des Contrats du tour 2
    Et Greg possède le Pan de Muraille de vente
    Et Greg a 5 po
    Et Greg a ces Marchandises :
      | Marchandise                  | Nombre |
      | Marchandises Alimentaires    | 4      |
      | Marchandises de Consommation | 1      |
      | Marchandises Militaires      | 1      |
    Quand Greg échange 2 Marchandises Alimentaires contre 10 po avec le Pan de Muraille de vente
    Alors l'action est refusée par la règle wall.sale
    Et rien n'a changé
    Quand Greg échange 1 Marchandise Alimentaire, 1 Marchandise de Consommation et 1 Marchandise Militaire contre 10 po avec le Pan de Muraille de vente
    Alors Greg a 15 po
    Et Greg a 3 Marchandises Alimentaires
    Et Greg a 0 Marchandise de Consommation
    Et Greg a 0 Marchandise Militaire
    # « Une fois par tour »
    Quand Greg échange 3 Marchandises Alimentaires contre 10 po avec le Pan de Muraille de vente
    Alors l'action est refusée par la règle wall.sale
    Et rien n'a changé
