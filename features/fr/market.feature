# language: fr
@topic-market
Fonctionnalité: Acheter/Vendre des Marchandises au Marché (fr:121-146, fr:174-175, fr:397, fr:409, fr:485)
  Pendant la phase Construction de Bâtiments le joueur actif (fr:122), et pendant la phase
  Acceptation des Contrats les joueurs (fr:175), achètent et vendent au Marché Actuel.  La
  carte indique pour chaque type la limite du tour (Balance), le prix d'achat et le prix de
  vente (fr:142-145) ; un joueur achète ou vend un type, pas les deux, dans la limite du tour
  (fr:142, fr:175).  Il ne peut acheter un type qu'un de ses Bâtiments de Production produit
  sans la Taberna (fr:125, fr:409).  Les Marchandises achetées sont aussitôt utilisables et
  chaque transaction est tracée dans le Livre de Comptes (fr:124).

  Le livre français ne donne aucun chiffre de carte Marché (fr:140-146 ne décrit que les
  colonnes) : la carte Forum Costantinum ci-dessous et la production des Bâtiments sont des
  nombres propres aux scénarios.

  Contexte:
    Soit les joueurs sont Greg, Jen et Kay
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    Et la carte Forum Costantinum indique :
      | Marchandise                  | Balance | Achat | Vente |
      | Marchandises Alimentaires    | 2       | 2     | 1     |
      | Marchandises de Consommation | 2       | 3     | 2     |
      | Marchandises Industrielles   | 2       | 6     | 4     |
      | Marchandises de Luxe         | 1       | 7     | 5     |
    Et le Marché Actuel est Forum Costantinum
    Et la pile Marché Futur est Porta Aurea
    Et le bâtiment Ager produit 2 Marchandises Alimentaires

  @rule @market.active-player
  Scénario: Pendant la phase Construction de Bâtiments seul le joueur actif achète et vend au Marché (fr:122)
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et c'est au tour de Greg
    Et Jen a 10 po
    Et Jen a 2 Marchandises de Consommation
    Quand Jen achète 1 Marchandise de Luxe
    Alors l'action est refusée par la règle market.active-player
    Et rien n'a changé
    Quand Jen vend 1 Marchandise de Consommation
    Alors l'action est refusée par la règle market.active-player
    Et rien n'a changé

  @rule @market.limit @commercial.can-produce
  Scénario: Les Marchandises achetées sont aussitôt utilisables ; le Livre de Comptes trace l'achat sans fournir de Marchandise (fr:124)
    Greg produit des Marchandises de Consommation (Textrinum) et possède la Taberna, qui lui
    permet d'en acheter (fr:409).  La Vestificina rapporte 5 po + 1 PR (fr:368) ; les 2
    Marchandises de Consommation qu'elle demande sont un nombre propre au scénario.
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et c'est au tour de Greg
    Et le bâtiment Textrinum produit 1 Marchandise de Consommation
    Et le bâtiment Vestificina prend 2 Marchandises de Consommation contre 5 po et 1 PR
    Et Greg possède ces bâtiments :
      | Bâtiment    |
      | Textrinum   |
      | Taberna     |
      | Vestificina |
    Et Greg a 10 po
    Et Greg a 0 PR
    Et Greg a 1 Marchandise de Consommation
    Quand Greg achète 1 Marchandise de Consommation
    Alors Greg a 7 po
    Et Greg a 2 Marchandises de Consommation
    Et le Livre de Comptes de Greg indique 1 Marchandise de Consommation achetée
    Quand Greg active le bâtiment Vestificina
    Alors Greg a 12 po
    Et Greg a 1 PR
    # le cube du Livre de Comptes ne peut être utilisé
    Et Greg a 0 Marchandise de Consommation
    Et le Livre de Comptes de Greg indique 1 Marchandise de Consommation achetée

  @fr-cl-07 @clarification @market.no-buy-produced
  Scénario: Un joueur n'achète pas un type de Marchandise qu'un de ses Bâtiments de Production produit, sauf avec la Taberna (fr:125)
    Greg possède l'Ager (Marchandises Alimentaires) et la Metallum (Marchandises Industrielles)
    depuis un tour précédent ; Kay possède en plus la Taberna.
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et c'est au tour de Greg
    Et le bâtiment Metallum produit 2 Marchandises Industrielles
    Et Greg possède le bâtiment Metallum
    Et Kay possède ces bâtiments :
      | Bâtiment |
      | Metallum |
      | Taberna  |
    Et Greg a 30 po
    Et Kay a 30 po
    Et Greg n'a aucune Marchandise
    Et Kay n'a aucune Marchandise
    Quand Greg achète 1 Marchandise Industrielle
    Alors l'action est refusée par la règle market.no-buy-produced
    Et rien n'a changé
    Quand Greg achète 1 Marchandise Alimentaire
    Alors l'action est refusée par la règle market.no-buy-produced
    Et rien n'a changé
    Quand Greg achète 1 Marchandise de Consommation
    Alors Greg a 27 po
    Quand Greg termine son tour
    Et Jen termine son tour
    Et Kay achète 2 Marchandises Industrielles
    Et Kay achète 2 Marchandises Alimentaires
    Alors Kay a 14 po
    Et Kay a 2 Marchandises Industrielles
    Et Kay a 2 Marchandises Alimentaires

  @fr-cl-07 @clarification @market.no-buy-produced
  Scénario: Le tour où il construit le Bâtiment de Production, le joueur achète encore ce type : le livre français est muet, la règle anglaise s'applique (fr:125)
    fr:125 : « Un joueur ne peut pas acheter un type de Marchandise s'il possède un Bâtiment de
    Production qui produit ce même type de Marchandise » : c'est la phrase d'en:511, et le livre
    français, sans FAQ, ne dit rien d'un Bâtiment construit ce tour-ci.  Il est muet sur ce point ;
    son préréglage suit donc la règle anglaise (en:902-906 : un Bâtiment ne produit qu'à partir du
    tour suivant, l'achat reste permis ce tour), selon la règle des livres muets de
    translations/discrepancies.yaml (entrée market-ban-timing).  Lu à la lettre, fr:125 refuse
    l'achat : une table qui le lit ainsi choisit market_ban_timing=at-purchase.
    Greg construit le Textrinum (11 po, fr:315), qui produit des Marchandises de Consommation.
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et c'est au tour de Greg
    Et le bâtiment Textrinum produit 1 Marchandise de Consommation
    Et Greg ne possède que l'Ager
    Et Greg a 30 po
    Et Greg n'a aucune Marchandise
    Et la réserve contient 2 tuiles Textrinum
    Quand Greg construit le bâtiment Textrinum
    Alors Greg possède le bâtiment Textrinum
    Et Greg a 19 po
    Quand Greg achète 1 Marchandise de Consommation
    Alors Greg a 16 po
    Et Greg a 1 Marchandise de Consommation

  @rule @market.limit @market.no-buy-and-sell
  Scénario: La Balance indique combien de Marchandises de chaque type un joueur peut acheter ou vendre (pas les deux) ce tour (fr:142)
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et c'est au tour de Greg
    Et Greg ne possède que l'Ager
    Et Greg a 10 po
    Et Greg a ces Marchandises :
      | Marchandise                  | Nombre |
      | Marchandises Alimentaires    | 3      |
      | Marchandises de Consommation | 1      |
      | Marchandises Militaires      | 1      |
    Quand Greg vend 2 Marchandises Alimentaires
    Alors Greg a 12 po
    Et Greg a 1 Marchandise Alimentaire
    Et le Livre de Comptes de Greg indique 2 Marchandises Alimentaires vendues
    Quand Greg vend 1 Marchandise Alimentaire
    Alors l'action est refusée par la règle market.limit
    Et rien n'a changé
    Quand Greg achète 1 Marchandise de Consommation
    Alors Greg a 9 po
    Et le Livre de Comptes de Greg indique 1 Marchandise de Consommation achetée
    Quand Greg vend 1 Marchandise de Consommation
    Alors l'action est refusée par la règle market.no-buy-and-sell
    Et rien n'a changé
    # aucune Marchandise Militaire dans la colonne Balance de cette carte
    Quand Greg vend 1 Marchandise Militaire
    Alors l'action est refusée par la règle market.limit
    Et rien n'a changé

  @rule @market.limit @market.no-buy-and-sell
  Scénario: Un type vendu ce tour ne s'achète plus ce tour (fr:142)
    La Taberna permettrait à Greg d'acheter des Marchandises Alimentaires : seule la vente déjà
    faite l'en empêche.
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et c'est au tour de Greg
    Et Greg possède le bâtiment Taberna
    Et Greg a 10 po
    Et Greg a 4 Marchandises Alimentaires
    Quand Greg vend 1 Marchandise Alimentaire
    Alors Greg a 11 po
    Quand Greg achète 1 Marchandise Alimentaire
    Alors l'action est refusée par la règle market.no-buy-and-sell
    Et rien n'a changé

  @rule @market.limit
  Scénario: Pendant la phase Acceptation des Contrats chaque joueur achète et vend, sans excéder la limite du tour (fr:175)
    Greg a acheté 1 Marchandise de Luxe pendant la phase Construction de Bâtiments de ce tour.
    Soit c'est la phase Acceptation des Contrats du tour 2
    Et Greg ne possède que l'Ager
    Et Jen ne possède que l'Ager
    Et Greg a 20 po
    Et Jen a 10 po
    Et Greg n'a aucune Marchandise
    Et Jen a 2 Marchandises de Consommation
    Et Greg a déjà acheté 1 Marchandise de Luxe ce tour
    Quand Jen vend 2 Marchandises de Consommation
    Alors Jen a 14 po
    Quand Greg achète 1 Marchandise de Luxe
    Alors l'action est refusée par la règle market.limit
    Et rien n'a changé
    Quand Greg achète 2 Marchandises Industrielles
    Alors Greg a 8 po
    Et Greg a 2 Marchandises Industrielles

  @rule @market.mensae
  Scénario: La Mensae procure 1 po supplémentaire par Marchandise vendue au Marché (fr:397)
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et c'est au tour de Greg
    Et Greg possède le bâtiment Mensae
    Et Greg a 10 po
    Et Greg a ces Marchandises :
      | Marchandise                | Nombre |
      | Marchandises Industrielles | 2      |
      | Marchandises Alimentaires  | 1      |
    Quand Greg vend 2 Marchandises Industrielles
    Alors Greg a 20 po
    Quand Greg vend 1 Marchandise Alimentaire
    Alors Greg a 22 po
    Et Greg n'a aucune Marchandise

  @rule @market.wall-discount
  Scénario: Le Pan de Muraille du marché fait 2 po de rabais par Marchandise achetée, avec un prix plancher de 1 po (fr:485)
    Les Marchandises Alimentaires (achat 2 po) coûteraient 0 po : elles coûtent 1 po.  La
    Taberna permet à Greg d'en acheter.
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et c'est au tour de Greg
    Et Greg possède le Pan de Muraille du marché
    Et Greg possède le bâtiment Taberna
    Et Greg a 30 po
    Et Greg n'a aucune Marchandise
    Quand Greg achète 2 Marchandises Industrielles
    Alors Greg a 22 po
    Quand Greg achète 1 Marchandise de Consommation
    Alors Greg a 21 po
    Quand Greg achète 2 Marchandises Alimentaires
    Alors Greg a 19 po
    Et Greg a 2 Marchandises Alimentaires
