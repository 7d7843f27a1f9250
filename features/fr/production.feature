# language: fr
@topic-production
Fonctionnalité: Production de Marchandises (fr:8, fr:87-88)
  Chaque joueur reçoit du stock les nombre et type de Marchandises indiqués sur ses
  Bâtiments de Production ; les cubes sont placés sur les Bâtiments qui les ont produits
  (fr:88).  Les Marchandises sont censées être en nombre illimité (fr:8).

  La colonne « Production » du tableau des Bâtiments de Production est perdue dans le texte
  (fr:304-352) et le livre français ne dit nulle part ce que produit l'Ager : les Marchandises
  produites sont des nombres propres aux scénarios.  Les enchères sont jouées rapidement
  (chacun garde sa Charge) pour atteindre la phase de production ; personne ne détient le
  Praefectus Pretorio ni le Comes Thesaurorum, dont les gains changeraient les comptes (fr:60).

  Contexte:
    Soit les joueurs sont Greg, Jen et Kay
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Urbi     | Jen    |
      | Consul              | Kay    |
    Et le bâtiment Ager produit 2 Marchandises Alimentaires

  @fr-cl-01 @clarification @goods.unlimited-supply @produce.goods
  Scénario: Les 90 cubes sont tous chez les joueurs et la production continue : les Marchandises sont illimitées (fr:8)
    fr:8 compte 10 Marchandises de Luxe, 16 Militaires, 20 Industrielles, 20 de Consommation et
    24 Alimentaires (90 cubes) puis précise qu'elles sont « censées être en nombre illimité ».
    Les joueurs détiennent ici les 90 cubes ; le stock est vide de toutes les couleurs et
    chaque Bâtiment de Production produit quand même.  (fr:8 ne parle que des Marchandises, pas
    des po, contrairement à en:378 : rien n'est vérifié pour les po.)
    Soit c'est la phase Mise aux enchères des Charges Publiques du tour 3
    Et le bâtiment Sculptoris Domus produit 1 Marchandise de Luxe
    Et le bâtiment Armorum Faber produit 1 Marchandise Militaire
    Et le bâtiment Metallum produit 2 Marchandises Industrielles
    Et le bâtiment Textrinum produit 1 Marchandise de Consommation
    Et Greg possède ces bâtiments :
      | Bâtiment         |
      | Sculptoris Domus |
      | Armorum Faber    |
    Et Jen possède ces bâtiments :
      | Bâtiment  |
      | Metallum  |
      | Textrinum |
    Et Greg a ces Marchandises :
      | Marchandise                 | Nombre |
      | Marchandises de Luxe        | 10     |
      | Marchandises Militaires     | 16     |
    Et Jen a ces Marchandises :
      | Marchandise                  | Nombre |
      | Marchandises Industrielles   | 20     |
      | Marchandises de Consommation | 20     |
    Et Kay a 24 Marchandises Alimentaires
    Alors Greg a 10 Marchandises de Luxe
    Et Greg a 16 Marchandises Militaires
    Et Jen a 20 Marchandises Industrielles
    Et Jen a 20 Marchandises de Consommation
    Et Kay a 24 Marchandises Alimentaires
    Quand Greg garde sa Charge
    Et Jen garde sa Charge
    Et Kay garde sa Charge
    Alors la phase Construction de Bâtiments a commencé
    Et Greg a 11 Marchandises de Luxe
    Et Greg a 17 Marchandises Militaires
    Et Greg a 2 Marchandises Alimentaires
    Et Jen a 22 Marchandises Industrielles
    Et Jen a 21 Marchandises de Consommation
    Et Jen a 2 Marchandises Alimentaires
    Et Kay a 26 Marchandises Alimentaires

  @rule @produce.goods
  Scénario: Chaque joueur reçoit les Marchandises indiquées sur ses Bâtiments de Production, en plus de celles qu'il a stockées (fr:88, fr:210)
    Greg a stocké 1 Marchandise de Luxe à la fin du tour précédent.
    Soit c'est la phase Mise aux enchères des Charges Publiques du tour 2
    Et le bâtiment Metallum produit 2 Marchandises Industrielles
    Et le bâtiment Venatoris Domus produit 1 Marchandise Alimentaire et 1 Marchandise de Consommation
    Et le bâtiment Textrinum produit 1 Marchandise de Consommation
    Et Greg possède ces bâtiments :
      | Bâtiment        |
      | Metallum        |
      | Venatoris Domus |
    Et Jen possède le bâtiment Textrinum
    Et Greg a 1 Marchandise de Luxe
    Et Jen n'a aucune Marchandise
    Et Kay n'a aucune Marchandise
    Quand Greg garde sa Charge
    Et Jen garde sa Charge
    Et Kay garde sa Charge
    Alors la phase Construction de Bâtiments a commencé
    Et Greg a 3 Marchandises Alimentaires
    Et Greg a 2 Marchandises Industrielles
    Et Greg a 1 Marchandise de Consommation
    Et Greg a 1 Marchandise de Luxe
    Et Jen a 2 Marchandises Alimentaires
    Et Jen a 1 Marchandise de Consommation
    Et Kay a 2 Marchandises Alimentaires
    Et Kay a 0 Marchandise de Consommation
