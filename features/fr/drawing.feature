# language: fr
@topic-drawing
Fonctionnalité: Pioche de Contrats (fr:153-162)
  Dans l'ordre des Charges (de I à V), chaque joueur pioche des cartes Contrat suivant son
  Niveau de Production : 1/2/3/4/5/6/7 donnent 1/2/2/3/4/4/5 cartes (fr:154-156).  Il peut en
  piocher 1 de plus pour chaque Comptoir acheté non utilisé (fr:159) et 1 de plus avec le Pan
  de Muraille ad hoc (fr:161, fr:479) ; le Magister Officiorum en pioche 3 de plus (fr:160).
  Si la pioche est épuisée, elle est reconstituée avec la défausse (fr:162).

  Chaque contrat pioché est défini dans le scénario ; seuls leur nombre et leur ordre comptent.
  Personne n'est Magister Officiorum sauf mention contraire.

  Contexte:
    Soit les cartes Contrat de cette partie sont :
      | Contrat | Nombre | Marchandise                  | po | PR | Petit | Moyen | Grand |
      | k01     | 1      | Marchandises Alimentaires    | 4  | 1  | 1     | 1     | 1     |
      | k02     | 1      | Marchandises Alimentaires    | 4  | 1  | 1     | 1     | 1     |
      | k03     | 1      | Marchandises de Consommation | 5  | 1  | 1     | 1     | 2     |
      | k04     | 1      | Marchandises de Consommation | 5  | 1  | 1     | 1     | 2     |
      | k05     | 1      | Marchandises Industrielles   | 6  | 1  | 1     | 2     | 2     |
      | k06     | 1      | Marchandises Industrielles   | 6  | 1  | 1     | 2     | 2     |
      | k07     | 2      | Marchandises Alimentaires    | 8  | 1  | 1     | 1     | 2     |
      | k08     | 2      | Marchandises de Consommation | 10 | 1  | 1     | 1     | 2     |
      | k09     | 1      | Marchandises Militaires      | 8  | 1  | 1     | 1     | 1     |
      | k10     | 1      | Marchandises de Luxe         | 10 | 1  | 1     | 2     | 2     |
      | k11     | 2      | Marchandises Industrielles   | 12 | 1  | 1     | 1     | 2     |
      | k12     | 1      | Marchandises Alimentaires    | 5  | 1  | 1     | 1     | 1     |
      | k13     | 1      | Marchandises Alimentaires    | 5  | 1  | 1     | 1     | 1     |
      | k14     | 1      | Marchandises de Consommation | 6  | 1  | 1     | 1     | 2     |
      | k15     | 1      | Marchandises Militaires      | 9  | 1  | 1     | 1     | 2     |
      | k16     | 2      | Marchandises Militaires      | 16 | 1  | 1     | 1     | 2     |

  @rule @draw.by-level
  Scénario: Aux Niveaux de Production 1, 2 et 3 un joueur pioche 1, 2 et 2 cartes Contrat (fr:156)
    Soit les joueurs sont Greg, Jen et Kay
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
      | Praefectus Urbi     | Kay    |
    Et c'est la phase Pioche de Contrats du tour 3
    Et la pioche Contrat contient k01 k02 k03 k04 k05 k06 en partant du dessus
    Et Greg ne possède que l'Ager
    Et Jen possède le bâtiment Pistrinum
    Et Kay possède ces bâtiments :
      | Bâtiment  |
      | Pistrinum |
      | Textrinum |
    Alors Greg est au niveau de production 1
    Et Jen est au niveau de production 2
    Et Kay est au niveau de production 3
    Et Greg détient les contrats k01
    Et Jen détient les contrats k02 k03
    Et Kay détient les contrats k04 k05
    Et la phase Acceptation des Contrats a commencé

  # fr:156 écrit « piocher 1/2/2/3/4/4/5 carte Contrat » (singulier) : 1 carte, puis 2, 2, 3, 4, 4, 5 cartes.
  @rule @draw.by-level
  Scénario: Aux Niveaux de Production 4, 5, 6 et 7 un joueur pioche 3, 4, 4 et 5 cartes Contrat (fr:156)
    Les quatre joueurs possèdent les mêmes Bâtiments : la réserve en contient assez pour eux.
    Soit les joueurs sont Greg, Jen, Kay et Lea
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
      | Praefectus Urbi     | Kay    |
      | Consul              | Lea    |
    Et c'est la phase Pioche de Contrats du tour 5
    Et la pioche Contrat contient k01 k02 k03 k04 k05 k06 k07 k08 k09 k10 k11 k12 k13 k14 k15 k16 en partant du dessus
    Et la réserve contient 4 tuiles de chacun de ces bâtiments :
      | Bâtiment          |
      | Pistrinum         |
      | Venatoris Domus   |
      | Textrinum         |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
    Et Greg possède ces bâtiments :
      | Bâtiment        |
      | Pistrinum       |
      | Venatoris Domus |
      | Textrinum       |
    Et Jen possède ces bâtiments :
      | Bâtiment          |
      | Pistrinum         |
      | Venatoris Domus   |
      | Textrinum         |
      | Lignarii Officina |
    Et Kay possède ces bâtiments :
      | Bâtiment          |
      | Pistrinum         |
      | Venatoris Domus   |
      | Textrinum         |
      | Lignarii Officina |
      | Cura              |
    Et Lea possède ces bâtiments :
      | Bâtiment          |
      | Pistrinum         |
      | Venatoris Domus   |
      | Textrinum         |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
    Alors Greg est au niveau de production 4
    Et Jen est au niveau de production 5
    Et Kay est au niveau de production 6
    Et Lea est au niveau de production 7
    Et Greg détient les contrats k01 k02 k03
    Et Jen détient les contrats k04 k05 k06 k07
    Et Kay détient les contrats k08 k09 k10 k11
    Et Lea détient les contrats k12 k13 k14 k15 k16

  @rule @draw.trading-posts @draw.count
  Scénario: Un joueur peut piocher 1 carte Contrat supplémentaire pour chaque Comptoir acheté non utilisé (fr:159)
    Greg a acheté 2 Comptoirs ; l'un conserve le contrat k12 : 1 seul est non utilisé.
    Soit les joueurs sont Greg et Jen
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
    Et c'est la phase Pioche de Contrats du tour 3
    Et la pioche Contrat contient k01 k02 k03 k04 en partant du dessus
    Et Greg a acheté 2 Comptoirs
    Et Greg a conservé les contrats k12
    Alors Greg a 1 Comptoir non utilisé
    Et c'est au tour de Greg
    Quand Greg pioche 3 cartes Contrat
    Alors l'action est refusée par la règle draw.count
    Et rien n'a changé
    Quand Greg pioche 2 cartes Contrat
    Alors Greg détient les contrats k01 k02
    Et Greg a conservé les contrats k12
    Et Jen détient les contrats k03

  @rule @draw.trading-posts @draw.count
  Scénario: La carte supplémentaire d'un Comptoir non utilisé est facultative, celles du Niveau de Production non (fr:154, fr:159)
    Soit les joueurs sont Greg et Jen
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
    Et c'est la phase Pioche de Contrats du tour 3
    Et la pioche Contrat contient k01 k02 k03 k04 en partant du dessus
    Et Greg a acheté 1 Comptoir
    Quand Greg pioche 0 carte Contrat
    Alors l'action est refusée par la règle draw.count
    Et rien n'a changé
    Quand Greg pioche 1 carte Contrat
    Alors Greg détient les contrats k01
    Et Jen détient les contrats k02

  @rule @office.magister-officiorum-draw
  Scénario: Le Magister Officiorum pioche 3 cartes Contrat supplémentaires (fr:160, fr:266)
    Soit les joueurs sont Greg et Jen
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Comes Thesaurorum   | Jen    |
    Et c'est la phase Pioche de Contrats du tour 3
    Et la pioche Contrat contient k01 k02 k03 k04 k05 k06 en partant du dessus
    Et Greg ne possède que l'Ager
    Et Jen ne possède que l'Ager
    Alors Greg est au niveau de production 1
    Et Greg détient les contrats k01 k02 k03 k04
    Et Jen détient les contrats k05

  @rule @wall.extra-contract @draw.count
  Scénario: Le bâtisseur du Pan de Muraille des contrats peut piocher 1 carte Contrat supplémentaire (fr:161, fr:479)
    Soit les joueurs sont Greg et Jen
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
    Et c'est la phase Pioche de Contrats du tour 3
    Et la pioche Contrat contient k01 k02 k03 k04 en partant du dessus
    Et Greg possède le Pan de Muraille des contrats
    Quand Greg pioche 3 cartes Contrat
    Alors l'action est refusée par la règle draw.count
    Et rien n'a changé
    Quand Greg pioche 2 cartes Contrat
    Alors Greg détient les contrats k01 k02
    Et Jen détient les contrats k03

  @rule @draw.reshuffle
  Scénario: Si la pioche Contrat est épuisée, elle est reconstituée avec les cartes Contrat défaussées (fr:162)
    Greg, au Niveau de Production 2, pioche la dernière carte puis une carte de la défausse
    reconstituée ; Jen pioche l'autre carte défaussée.
    Soit les joueurs sont Greg et Jen
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
    Et c'est la phase Pioche de Contrats du tour 3
    Et la pioche Contrat contient k01 en partant du dessus
    Et la défausse Contrat contient k02 k03
    Et Greg possède le bâtiment Pistrinum
    Et Jen ne possède que l'Ager
    Alors Greg est au niveau de production 2
    Et Greg détient 2 contrats
    Et Jen détient 1 contrat
    Et le chemin players.Greg.hand.0 de la vue vaut k01
    Et la pioche Contrat contient 0 carte
    Et la défausse Contrat est vide
