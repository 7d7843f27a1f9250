# language: fr
@topic-construction
Fonctionnalité: Construction de Bâtiments (fr:9, fr:90-119, fr:294-497)
  Dans l'ordre des Charges (de I à V), chaque joueur peut construire 1 Bâtiment de chaque
  type : Production, Commercial, Utilitaire et Public ; seul le Praefectus Urbi construit un
  Pan de Muraille (fr:92-94, fr:111).  Il paie les po indiquées sur la tuile et ne peut
  construire deux Bâtiments du même nom, sauf les Bâtiments Publics et les Pans de Muraille
  (fr:95).  Chaque Bâtiment de Production avance le disque Niveau de Production (fr:98) et
  demande un Bâtiment du Permis de Construire précédent (fr:100).  Un Bâtiment Public se
  finance par sa valeur en PR, le plus cher de la paire d'abord (fr:109).  Le Consul peut
  préempter un Bâtiment choisi par un autre joueur, plein pot et sans rabais, mais jamais un
  Pan de Muraille (fr:116-119, fr:287).  Les coûts sont ceux des tableaux (fr:294-497).

  Contexte:
    Soit les joueurs sont Greg, Jen et Kay

  # ------------------------------------------------------------- mise en place

  @rule @setup.building-supply
  Plan du scénario: À <n> joueurs, 1/2/2/tous les Bâtiments de chaque type sont mis en jeu, et tous les Bâtiments Publics et Pans de Muraille (fr:9)
    Le livre ne donne pas le nombre de tuiles de chaque nom : 3 tuiles Caupona dans la boîte
    est un nombre propre au scénario.  Il y a une tuile de chacun des 8 Bâtiments Publics et
    des 6 Pans de Muraille (fr:9, fr:418-497).
    Soit les joueurs sont <joueurs>
    Et la boîte contient 3 tuiles Caupona
    Alors la réserve contient <caupona>
    Et la réserve contient 1 tuile de chacun de ces bâtiments :
      | Bâtiment                     |
      | Hippodromus à 21 po          |
      | Domus Regia à 24 po          |
      | Hippodromus à 32 po          |
      | Domus Regia à 36 po          |
      | Hippodromus à 45 po          |
      | Domus Regia à 50 po          |
      | Hippodromus à 60 po          |
      | Domus Regia à 66 po          |
      | Pan de Muraille d'échange    |
      | Pan de Muraille de vente     |
      | Pan de Muraille des contrats |
      | Pan de Muraille du marché    |
      | Pan de Muraille des charges  |
      | Pan de Muraille des navires  |

    Exemples:
      | n | joueurs                    | caupona           |
      | 2 | Ann et Bob                 | 1 tuile Caupona   |
      | 3 | Ann, Bob et Cid            | 2 tuiles Caupona  |
      | 4 | Ann, Bob, Cid et Dee       | 2 tuiles Caupona  |
      | 5 | Ann, Bob, Cid, Dee et Eve  | 3 tuiles Caupona  |

  # ------------------------------------------------------------- construire

  @rule @build.one-per-kind
  Scénario: À son tour un joueur construit 1 Bâtiment de chaque type : Production, Commercial, Utilitaire et Public (fr:94)
    Pistrinum 6 po (fr:307), Caupona 9 po (fr:363), Mensae 5 po (fr:396), Bâtiment Public de
    3 PR : la Domus Regia à 24 po (fr:428-430).
    Soit c'est la phase Construction de Bâtiments du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    Et Greg a 60 po
    Et Greg a 0 PR
    Et Greg ne possède que l'Ager
    Et la réserve contient 2 tuiles de chacun de ces bâtiments :
      | Bâtiment    |
      | Pistrinum   |
      | Textrinum   |
      | Caupona     |
      | Vestificina |
      | Mensae      |
    Et la réserve contient 1 tuile de chacun de ces bâtiments :
      | Bâtiment            |
      | Hippodromus à 21 po |
      | Domus Regia à 24 po |
    Quand Greg construit le bâtiment Pistrinum
    Et Greg construit le bâtiment Textrinum
    Alors l'action est refusée par la règle build.one-per-kind
    Et rien n'a changé
    Quand Greg construit le bâtiment Caupona
    Et Greg construit le bâtiment Mensae
    Et Greg finance un Bâtiment Public de 3 PR
    Alors Greg possède le bâtiment Pistrinum
    Et Greg ne possède pas le bâtiment Textrinum
    Et Greg possède le bâtiment Caupona
    Et Greg possède le bâtiment Mensae
    Et Greg possède le bâtiment Domus Regia à 24 po
    # 6 + 9 + 5 + 24 = 44 po
    Et Greg a 16 po
    Et Greg a 3 PR
    Quand Greg construit le bâtiment Vestificina
    Alors l'action est refusée par la règle build.one-per-kind
    Et rien n'a changé

  @rule @build.unique-name
  Scénario: Un joueur ne peut construire deux Bâtiments du même nom (fr:95)
    Hospitium 9 po (fr:383), Caupona 9 po (fr:363).
    Soit c'est la phase Construction de Bâtiments du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    Et Greg a 30 po
    Et Jen a 30 po
    Et Greg possède le bâtiment Hospitium
    Et la réserve contient 2 tuiles de chacun de ces bâtiments :
      | Bâtiment  |
      | Hospitium |
      | Caupona   |
    Quand Greg construit le bâtiment Hospitium
    Alors l'action est refusée par la règle build.unique-name
    Et rien n'a changé
    Quand Greg construit le bâtiment Caupona
    Alors Greg possède le bâtiment Caupona
    Et Greg a 21 po
    Quand Greg termine son tour
    Et Jen construit le bâtiment Hospitium
    Alors Jen possède le bâtiment Hospitium
    Et Jen a 21 po
    Et la réserve contient 1 tuile Hospitium

  @rule @build.unique-name
  Scénario: Les Bâtiments Publics et les Pans de Muraille font exception (fr:95)
    Greg, Praefectus Urbi, possède déjà une Domus Regia et un Pan de Muraille : il finance la
    Domus Regia à 36 po (4 PR, fr:436-438) et construit un second Pan de Muraille (10 po, fr:472).
    Soit c'est la phase Construction de Bâtiments du tour 5
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Jen    |
      | Praefectus Pretorio | Kay    |
      | Praefectus Urbi     | Greg   |
    Et c'est au tour de Greg
    Et Greg a 50 po
    Et Greg a 3 PR
    Et Greg possède ces bâtiments :
      | Bâtiment                  |
      | Domus Regia à 24 po       |
      | Pan de Muraille d'échange |
    Et la réserve contient 1 tuile de chacun de ces bâtiments :
      | Bâtiment                 |
      | Domus Regia à 36 po      |
      | Hippodromus à 32 po      |
      | Pan de Muraille de vente |
    Quand Greg finance un Bâtiment Public de 4 PR
    Alors Greg possède le bâtiment Domus Regia à 36 po
    Et Greg a 14 po
    Et Greg a 7 PR
    Quand Greg construit le Pan de Muraille de vente
    Alors Greg possède le Pan de Muraille de vente
    Et Greg possède le Pan de Muraille d'échange
    Et Greg a 4 po

  # ------------------------------------------------------------- Bâtiments de Production

  @rule @build.production-level
  Scénario: Chaque Bâtiment de Production construit avance le disque Niveau de Production d'une case (fr:98)
    Metallum 20 po (fr:331), Caupona 9 po (fr:363).
    Soit c'est la phase Construction de Bâtiments du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    Et Greg a 40 po
    Et Greg possède le bâtiment Textrinum
    Et la réserve contient 2 tuiles Metallum
    Et la réserve contient 2 tuiles Caupona
    Alors Greg est au niveau de production 2
    Quand Greg construit le bâtiment Metallum
    Alors Greg est au niveau de production 3
    # un Bâtiment Commercial n'est pas un Bâtiment de Production
    Quand Greg construit le bâtiment Caupona
    Alors Greg est au niveau de production 3
    Et Greg a 11 po

  @fr-cl-05 @clarification @build.production-level @draw.by-level
  Scénario: La position du disque reflète le nombre total de Bâtiments de Production possédés et donne les cartes piochées (fr:98)
    Greg possède l'Ager, le Textrinum et la Cura (3 Bâtiments de Production) et deux autres
    Bâtiments ; il construit la Metallum (20 po) : 4 Bâtiments de Production, niveau 4, donc
    3 cartes Contrat en phase 5 (fr:156).  Personne n'est Magister Officiorum ni n'a de Comptoir.
    Soit c'est la phase Construction de Bâtiments du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
      | Praefectus Urbi     | Kay    |
    Et Greg a 30 po
    Et Greg possède ces bâtiments :
      | Bâtiment  |
      | Textrinum |
      | Cura      |
      | Caupona   |
      | Mensae    |
    Et Jen ne possède que l'Ager
    Et Kay ne possède que l'Ager
    Et la réserve contient 2 tuiles Metallum
    Et les cartes Contrat de cette partie sont :
      | Contrat | Nombre | Marchandise                  | po | PR | Petit | Moyen | Grand |
      | k01     | 1      | Marchandise Alimentaire      | 4  | 1  | 1     | 1     | 1     |
      | k02     | 1      | Marchandise Alimentaire      | 5  | 1  | 1     | 1     | 2     |
      | k03     | 1      | Marchandise de Consommation  | 5  | 1  | 1     | 1     | 2     |
      | k04     | 2      | Marchandise de Consommation  | 9  | 1  | 1     | 2     | 2     |
      | k05     | 1      | Marchandise Industrielle     | 6  | 1  | 1     | 1     | 2     |
    Et la pioche Contrat contient k01 k02 k03 k04 k05 en partant du dessus
    Alors Greg est au niveau de production 3
    Quand Greg construit le bâtiment Metallum
    Alors Greg possède 6 bâtiments
    Et Greg est au niveau de production 4
    Et Greg a 10 po
    Quand Greg termine son tour
    Et Jen termine son tour
    Et Kay termine son tour
    Alors la phase Acceptation des Contrats a commencé
    Et Greg détient les contrats k01 k02 k03
    Et Jen détient les contrats k04
    Et Kay détient les contrats k05

  @fr-cl-05 @clarification @build.production-level @draw.by-level
  Scénario: Avec 8 Bâtiments de Production le disque reste sur le Niveau 7, le dernier de la table, et le joueur pioche 5 cartes (fr:98, fr:156)
    Ambiguïté : fr:98 veut que le disque reflète « le nombre total de Bâtiments de Production
    possédés », mais la table de la phase 5 s'arrête au Niveau 7 (fr:156) et le livre français
    ne dit rien d'un 8ème Bâtiment (en:569 plafonne le niveau à 7).  Lecture retenue, la seule
    que le reste du livre permet : le disque ne dépasse pas le Niveau 7 et Kay, avec l'Ager et 7
    autres Bâtiments de Production, pioche les 5 cartes du Niveau 7.
    Soit c'est la phase Pioche de Contrats du tour 6
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
      | Praefectus Urbi     | Kay    |
    Et Greg ne possède que l'Ager
    Et Jen ne possède que l'Ager
    Et Kay possède ces bâtiments :
      | Bâtiment          |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
      | Metallum          |
      | Armorum Faber     |
      | Fabri Officina    |
      | Conflatorium      |
    Et les cartes Contrat de cette partie sont :
      | Contrat | Nombre | Marchandise                  | po | PR | Petit | Moyen | Grand |
      | k01     | 1      | Marchandise Alimentaire      | 4  | 1  | 1     | 1     | 1     |
      | k02     | 1      | Marchandise Alimentaire      | 5  | 1  | 1     | 1     | 2     |
      | k03     | 1      | Marchandise de Consommation  | 5  | 1  | 1     | 1     | 2     |
      | k04     | 2      | Marchandise de Consommation  | 9  | 1  | 1     | 2     | 2     |
      | k05     | 1      | Marchandise Industrielle     | 6  | 1  | 1     | 1     | 2     |
      | k06     | 2      | Marchandise Industrielle     | 12 | 1  | 1     | 1     | 2     |
      | k07     | 1      | Marchandise Militaire        | 8  | 1  | 1     | 1     | 2     |
    Et la pioche Contrat contient k01 k02 k03 k04 k05 k06 k07 en partant du dessus
    Alors Kay possède 8 bâtiments
    Et Kay est au niveau de production 7
    Et Greg détient les contrats k01
    Et Jen détient les contrats k02
    Et Kay détient les contrats k03 k04 k05 k06 k07

  @fr-cl-06 @clarification @build.licence
  Scénario: Un Bâtiment A permet de construire un B, un B un C, un C un D (fr:100)
    Cura 16 po, Permis B (fr:322-324) ; Armorum Faber 14 po, Permis C (fr:334-336) ; Vinaria
    21 po, Permis D (fr:350-352).  L'Ager est un Bâtiment A (fr:302-304).
    Soit c'est la phase Construction de Bâtiments du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    Et Greg a 30 po
    Et Jen a 30 po
    Et Kay a 30 po
    Et Greg ne possède que l'Ager
    Et Jen possède le bâtiment Lignarii Officina
    Et Kay possède le bâtiment Fabri Officina
    Et la réserve contient 2 tuiles de chacun de ces bâtiments :
      | Bâtiment      |
      | Cura          |
      | Armorum Faber |
      | Vinaria       |
    # Greg n'a que l'Ager (A) : pas de Bâtiment C sans un Bâtiment B
    Quand Greg construit le bâtiment Armorum Faber
    Alors l'action est refusée par la règle build.licence
    Et rien n'a changé
    Quand Greg construit le bâtiment Cura
    Alors Greg possède le bâtiment Cura
    Et Greg a 14 po
    Quand Greg termine son tour
    # Jen possède un Bâtiment B (Lignarii Officina), mais pas de Bâtiment C
    Et Jen construit le bâtiment Vinaria
    Alors l'action est refusée par la règle build.licence
    Et rien n'a changé
    Quand Jen construit le bâtiment Armorum Faber
    Alors Jen possède le bâtiment Armorum Faber
    Et Jen a 16 po
    Quand Jen termine son tour
    # Kay possède un Bâtiment C (Fabri Officina)
    Et Kay construit le bâtiment Vinaria
    Alors Kay possède le bâtiment Vinaria
    Et Kay a 9 po

  @fr-cl-06 @clarification @build.licence @build.licence-skip
  Scénario: Un joueur qui n'a que des Bâtiments A construit un Bâtiment C quand tous les B sont partis : le livre français est muet, la règle anglaise s'applique (fr:100)
    fr:100 exige « au moins 1 autre Bâtiment de Production possédant un Permis de Construire
    dont la lettre est située immédiatement avant » : c'est la phrase d'en:416, et le livre
    français, sans FAQ, ne dit rien d'un Permis dont tous les Bâtiments sont achetés.  Il est
    muet sur ce point ; son préréglage suit donc la règle anglaise (en:920-922 : sauter ce Permis),
    selon la règle des livres muets de translations/discrepancies.yaml (entrée licence-skip).
    Lu à la lettre, fr:100 refuse l'achat : une table qui le lit ainsi choisit licence_skip=never.
    Jen ne possède que des Bâtiments A (l'Ager et le Textrinum) ; il ne reste aucun Bâtiment B.
    Soit c'est la phase Construction de Bâtiments du tour 4
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Jen    |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Kay    |
    Et Jen a 30 po
    Et Jen possède le bâtiment Textrinum
    Et la réserve contient 0 tuile de chacun de ces bâtiments :
      | Bâtiment          |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
      | Metallum          |
    Et la réserve contient 2 tuiles Armorum Faber
    Quand Jen construit le bâtiment Armorum Faber
    Alors Jen possède le bâtiment Armorum Faber
    Et Jen a 16 po

  # ------------------------------------------------------------- Bâtiments Publics

  @rule @build.public-dearest @build.public-fp
  Scénario: Le joueur choisit le rapport en PR puis finance le Bâtiment Public le plus cher de la paire (fr:109, fr:424-438)
    Soit c'est la phase Construction de Bâtiments du tour 5
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    Et Greg a 40 po
    Et Greg a 10 PR
    Et Jen a 40 po
    Et Jen a 10 PR
    Et Kay a 40 po
    Et Kay a 10 PR
    Et la réserve contient 1 tuile de chacun de ces bâtiments :
      | Bâtiment            |
      | Hippodromus à 21 po |
      | Domus Regia à 24 po |
      | Hippodromus à 32 po |
      | Domus Regia à 36 po |
    Quand Greg construit le bâtiment Hippodromus à 21 po
    Alors l'action est refusée par la règle build.public-dearest
    Et rien n'a changé
    Quand Greg finance un Bâtiment Public de 3 PR
    Alors Greg possède le bâtiment Domus Regia à 24 po
    Et Greg a 16 po
    Et Greg a 13 PR
    Quand Greg termine son tour
    # la Domus Regia à 24 po partie, il reste l'Hippodromus à 21 po pour 3 PR
    Et Jen finance un Bâtiment Public de 3 PR
    Alors Jen possède le bâtiment Hippodromus à 21 po
    Et Jen a 19 po
    Et Jen a 13 PR
    Quand Jen termine son tour
    Et Kay construit le bâtiment Hippodromus à 32 po
    Alors l'action est refusée par la règle build.public-dearest
    Et rien n'a changé
    Quand Kay finance un Bâtiment Public de 4 PR
    Alors Kay possède le bâtiment Domus Regia à 36 po
    Et Kay a 4 po
    Et Kay a 14 PR

  @rule @build.public-dearest @build.public-fp @gold.cannot-afford
  Scénario: Les Bâtiments Publics de 5 et 6 PR coûtent 50/45 et 66/60 po (fr:440-454)
    Soit c'est la phase Construction de Bâtiments du tour 7
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    Et Greg a 49 po
    Et Greg a 20 PR
    Et Jen a 50 po
    Et Jen a 20 PR
    Et Kay a 70 po
    Et Kay a 20 PR
    Et la réserve contient 1 tuile de chacun de ces bâtiments :
      | Bâtiment            |
      | Hippodromus à 45 po |
      | Domus Regia à 50 po |
      | Hippodromus à 60 po |
      | Domus Regia à 66 po |
    # Greg a 49 po : la Domus Regia à 50 po est encore là, l'Hippodromus à 45 po ne se finance pas avant
    Quand Greg finance un Bâtiment Public de 5 PR
    Alors l'action est refusée par la règle gold.cannot-afford
    Et rien n'a changé
    Quand Greg construit le bâtiment Hippodromus à 45 po
    Alors l'action est refusée par la règle build.public-dearest
    Et rien n'a changé
    Quand Greg termine son tour
    Et Jen finance un Bâtiment Public de 5 PR
    Alors Jen possède le bâtiment Domus Regia à 50 po
    Et Jen a 0 po
    Et Jen a 25 PR
    Quand Jen termine son tour
    Et Kay finance un Bâtiment Public de 6 PR
    Alors Kay possède le bâtiment Domus Regia à 66 po
    Et Kay a 4 po
    Et Kay a 26 PR
    Et la réserve contient 1 tuile Hippodromus à 60 po
    Et la réserve contient 1 tuile Hippodromus à 45 po

  # ------------------------------------------------------------- Pans de Muraille

  @rule @build.walls-praefectus-urbi @build.one-per-kind
  Scénario: Seul le Praefectus Urbi construit un Pan de Muraille ce tour, un seul (fr:94, fr:111, fr:280)
    Un Pan de Muraille coûte 10 po (fr:463-497).
    Soit c'est la phase Construction de Bâtiments du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Praefectus Urbi     | Kay    |
    Et Greg a 30 po
    Et Kay a 25 po
    Quand Greg construit le Pan de Muraille d'échange
    Alors l'action est refusée par la règle build.walls-praefectus-urbi
    Et rien n'a changé
    Quand Greg termine son tour
    Et Jen termine son tour
    Et Kay construit le Pan de Muraille d'échange
    Alors Kay possède le Pan de Muraille d'échange
    Et Kay a 15 po
    Et la réserve contient 0 tuile Pan de Muraille d'échange
    Quand Kay construit le Pan de Muraille de vente
    Alors l'action est refusée par la règle build.one-per-kind
    Et rien n'a changé

  # ------------------------------------------------------------- le Consul

  @rule @consul.preempt @consul.preempt-funding @build.redemptor
  Scénario: Le Consul paie le Bâtiment préempté plein pot avec ses po, sans rabais d'un Bâtiment Utilitaire (fr:117)
    Kay choisit la Metallum en utilisant son Redemptor (20 - 5 = 15 po).  Jen, le Consul,
    possède aussi un Redemptor mais paie les 20 po (fr:331) et garde sa Marchandise
    Industrielle.  Kay, qui n'a rien construit, garde ses po et sa Marchandise.  Les deux
    joueuses produisent des Marchandises Industrielles (Lignarii Officina) et la Metallum en
    produit : le Redemptor est permis selon les deux lectures de fr:403 (voir plus bas).
    Soit c'est la phase Construction de Bâtiments du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Kay    |
      | Praefectus Pretorio | Greg   |
      | Consul              | Jen    |
    Et Kay a 20 po
    Et Jen a 25 po
    Et Kay possède ces bâtiments :
      | Bâtiment          |
      | Redemptor         |
      | Lignarii Officina |
    Et Jen possède ces bâtiments :
      | Bâtiment          |
      | Redemptor         |
      | Lignarii Officina |
    Et le bâtiment Lignarii Officina produit 1 Marchandise Industrielle
    Et le bâtiment Metallum produit 2 Marchandises Industrielles
    Et Kay a 1 Marchandise Industrielle
    Et Jen a 1 Marchandise Industrielle
    Et la réserve contient 2 tuiles Metallum
    Quand Kay construit le bâtiment Metallum avec le Redemptor
    Alors Jen doit décider si elle utilise son droit de préemption
    Quand Jen utilise son droit de préemption
    Alors Jen possède le bâtiment Metallum
    Et Jen a 5 po
    Et Jen a 1 Marchandise Industrielle
    Et Kay ne possède pas le bâtiment Metallum
    Et Kay a 20 po
    Et Kay a 1 Marchandise Industrielle
    Et le Consul a utilisé sa capacité spéciale ce tour

  # fr:119 écrit « pour construire un Pan de Murailles » (pluriel fautif) : il s'agit d'un Pan de Muraille.
  @rule @consul.not-walls
  Scénario: Le Consul ne préempte pas un Pan de Muraille pendant le tour du Praefectus Urbi (fr:119, fr:287)
    Soit c'est la phase Construction de Bâtiments du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Urbi     | Kay    |
      | Consul              | Jen    |
    Et c'est au tour de Kay
    Et Kay a 25 po
    Et Jen a 30 po
    Quand Kay construit le Pan de Muraille du marché
    Alors le droit de préemption n'est proposé à personne
    Et Kay possède le Pan de Muraille du marché
    Et Kay a 15 po
    Et Jen ne possède pas le Pan de Muraille du marché
    Et Jen a 30 po
    Et le Consul n'a pas utilisé sa capacité spéciale ce tour

  @rule @consul.preempt @consul.preempt-not-counted
  Scénario: Un Bâtiment préempté ne compte pour aucun des deux joueurs dans la limite d'un Bâtiment de chaque type (fr:94, fr:117)
    Le livre français ne répond pas explicitement (voir en:477, en:942-944).  fr:94 limite ce
    qu'un joueur construit « à son tour » : Kay n'a rien construit, et Jen a préempté pendant le
    tour de Kay.  Lecture retenue : Kay peut construire une autre Metallum, et Jen un Bâtiment de
    Production à son propre tour.  Metallum 20 po, Lignarii Officina 12 po.
    Soit c'est la phase Construction de Bâtiments du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Kay    |
      | Praefectus Pretorio | Greg   |
      | Consul              | Jen    |
    Et Kay a 30 po
    Et Jen a 40 po
    Et Kay ne possède que l'Ager
    Et Jen ne possède que l'Ager
    Et la réserve contient 2 tuiles Metallum
    Et la réserve contient 2 tuiles Lignarii Officina
    Quand Kay construit le bâtiment Metallum
    Et Jen utilise son droit de préemption
    Alors Jen possède le bâtiment Metallum
    Et Jen a 20 po
    Quand Kay construit le bâtiment Metallum
    Alors Kay possède le bâtiment Metallum
    Et Kay a 10 po
    Quand Kay termine son tour
    Et Greg termine son tour
    Alors c'est au tour de Jen
    Quand Jen construit le bâtiment Lignarii Officina
    Alors Jen possède le bâtiment Lignarii Officina
    Et Jen a 8 po
    Et Jen est au niveau de production 3
    Et la réserve contient 0 tuile Metallum

  # ------------------------------------------------------------- le Redemptor

  @fr-cl-14 @clarification @build.redemptor
  Scénario: Une fois par tour, le Redemptor défausse 1 Marchandise Industrielle pour 5 po de rabais sur un Bâtiment qui produit des Marchandises Industrielles (fr:403)
    Greg possède le Redemptor et produit des Marchandises Industrielles (Lignarii Officina) ; la
    Metallum en produit : le rabais est permis selon fr:403 comme selon en:848.  Metallum 20 po,
    Caupona 9 po.
    Soit c'est la phase Construction de Bâtiments du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    Et Greg a 30 po
    Et Greg possède ces bâtiments :
      | Bâtiment          |
      | Redemptor         |
      | Lignarii Officina |
    Et le bâtiment Lignarii Officina produit 1 Marchandise Industrielle
    Et le bâtiment Metallum produit 2 Marchandises Industrielles
    Et Greg a 2 Marchandises Industrielles
    Et la réserve contient 2 tuiles Metallum
    Et la réserve contient 2 tuiles Caupona
    Quand Greg construit le bâtiment Metallum avec le Redemptor
    Alors Greg possède le bâtiment Metallum
    # 20 - 5 = 15 po, et 1 cube rouge défaussé
    Et Greg a 15 po
    Et Greg a 1 Marchandise Industrielle
    # « Une fois par tour »
    Quand Greg construit le bâtiment Caupona avec le Redemptor
    Alors l'action est refusée par la règle build.redemptor
    Et rien n'a changé
    Quand Greg construit le bâtiment Caupona
    Alors Greg a 6 po
    Et Greg a 1 Marchandise Industrielle

  @fr-cl-14 @clarification @build.redemptor
  Scénario: Le propriétaire du Redemptor n'a pas besoin de produire des Marchandises Industrielles (fr:403)
    fr:403 met la condition sur le Bâtiment construit (« un Bâtiment capable de produire des
    Marchandises Industrielles »), pas sur le propriétaire (en:848 : « only if he can produce
    Industrial Goods »).  Greg ne possède que l'Ager et le Redemptor ; il a 1 Marchandise
    Industrielle achetée et construit la Metallum, qui en produit.
    Soit c'est la phase Construction de Bâtiments du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    Et Greg a 30 po
    Et Greg possède le bâtiment Redemptor
    Et le bâtiment Ager produit 2 Marchandises Alimentaires
    Et le bâtiment Metallum produit 2 Marchandises Industrielles
    Et Greg a 1 Marchandise Industrielle
    Et la réserve contient 2 tuiles Metallum
    Quand Greg construit le bâtiment Metallum avec le Redemptor
    Alors Greg possède le bâtiment Metallum
    Et Greg a 15 po
    Et Greg a 0 Marchandise Industrielle

  @fr-cl-14 @clarification @build.redemptor
  Scénario: Le rabais du Redemptor ne vaut pas pour un Bâtiment qui ne produit pas de Marchandises Industrielles (fr:403)
    en:848 donne le rabais sur « any building » ; fr:403 seulement sur « un Bâtiment capable de
    produire des Marchandises Industrielles ».  La Caupona est un Bâtiment Commercial : elle ne
    produit rien.  Greg produit des Marchandises Industrielles (Lignarii Officina).
    Soit c'est la phase Construction de Bâtiments du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    Et Greg a 30 po
    Et Greg possède ces bâtiments :
      | Bâtiment          |
      | Redemptor         |
      | Lignarii Officina |
    Et le bâtiment Lignarii Officina produit 1 Marchandise Industrielle
    Et Greg a 2 Marchandises Industrielles
    Et la réserve contient 2 tuiles Caupona
    Quand Greg construit le bâtiment Caupona avec le Redemptor
    Alors l'action est refusée par la règle build.redemptor
    Et rien n'a changé
    Quand Greg construit le bâtiment Caupona
    Alors Greg possède le bâtiment Caupona
    Et Greg a 21 po
    Et Greg a 2 Marchandises Industrielles
