# language: fr
@topic-public-offices
Fonctionnalité: Charges Publiques (fr:262-292)
  Le Magister Officiorum reçoit 3 cartes Contrat supplémentaires en phase 5 (fr:266) ; le
  Praefectus Pretorio 1 Marchandise d'un type qu'il produit et le Comes Thesaurorum 4 po à la
  fin des enchères (fr:270, fr:274).  Le Praefectus Urbi et le Consul ont chacun deux
  capacités, au choix : un Pan de Muraille ou la préemption pendant la construction, ou
  défausser 2 cartes Contrat (max) et en piocher autant pendant l'acceptation (fr:278-289) ;
  une seule fois par tour, ce que rappelle la figurine couchée (fr:292).

  Contexte:
    Soit les joueurs sont Greg, Jen et Kay
    Et les cartes Contrat de cette partie sont :
      | Contrat | Nombre | Marchandise                  | po | PR | Petit | Moyen | Grand |
      | k01     | 1      | Marchandise Alimentaire      | 4  | 1  | 1     | 1     | 1     |
      | k02     | 1      | Marchandise Alimentaire      | 5  | 1  | 1     | 1     | 2     |
      | k03     | 1      | Marchandise de Consommation  | 5  | 1  | 1     | 1     | 2     |
      | k04     | 2      | Marchandise de Consommation  | 9  | 1  | 1     | 2     | 2     |
      | k05     | 1      | Marchandise Industrielle     | 6  | 1  | 1     | 1     | 2     |
      | k06     | 2      | Marchandise Industrielle     | 12 | 1  | 1     | 1     | 2     |
      | k07     | 1      | Marchandise Militaire        | 8  | 1  | 1     | 1     | 2     |
      | k08     | 1      | Marchandise de Luxe          | 10 | 1  | 1     | 2     | 2     |
      | k09     | 2      | Marchandise Alimentaire      | 8  | 1  | 1     | 1     | 1     |

  @rule @office.praefectus-pretorio-good @office.comes-thesaurorum-gold
  Scénario: Le Praefectus Pretorio reçoit 1 Marchandise d'un type qu'il produit, le Comes Thesaurorum 4 po (fr:270, fr:274)
    Jen, Praefectus Pretorio, produit deux types (Marchandises Alimentaires avec l'Ager, de
    Luxe avec la Sculptoris Domus) : elle choisit.  La production des Bâtiments est propre au
    scénario.
    Soit c'est la phase Mise aux enchères des Charges Publiques du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    Et Greg a 30 po
    Et Jen a 30 po
    Et Kay a 30 po
    Et Jen possède le bâtiment Sculptoris Domus
    Et le bâtiment Ager produit 2 Marchandises Alimentaires
    Et le bâtiment Sculptoris Domus produit 1 Marchandise de Luxe
    Et Jen n'a aucune Marchandise
    Quand Greg garde sa Charge
    Et Jen garde sa Charge
    Et Kay garde sa Charge
    Alors Jen doit choisir la Marchandise du Praefectus Pretorio
    Et Kay a 34 po
    Et Greg a 30 po
    Et Jen a 30 po
    Quand Greg construit le bâtiment Pistrinum
    Alors l'action est refusée par la règle turn.pending-decision
    Et rien n'a changé
    Quand Jen prend 1 Marchandise Militaire comme Praefectus Pretorio
    Alors l'action est refusée par la règle office.praefectus-pretorio-good
    Et rien n'a changé
    Quand Jen prend 1 Marchandise de Luxe comme Praefectus Pretorio
    Alors la phase Construction de Bâtiments a commencé
    # 1 Marchandise de Luxe de la Charge et 1 produite par la Sculptoris Domus
    Et Jen a 2 Marchandises de Luxe
    Et Jen a 2 Marchandises Alimentaires

  @rule @office.magister-officiorum-draw
  Scénario: Le Magister Officiorum reçoit 3 cartes Contrat supplémentaires pendant la phase Pioche de Contrats (fr:266)
    Soit c'est la phase Pioche de Contrats du tour 2
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Jen    |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Kay    |
    Et Jen ne possède que l'Ager
    Et Greg possède le bâtiment Textrinum
    Et Kay ne possède que l'Ager
    Et la pioche Contrat contient k01 k02 k03 k04 k05 k06 k07 en partant du dessus
    # Jen : Niveau de Production 1, 1 carte, plus 3 comme Magister Officiorum
    Alors Jen détient les contrats k01 k02 k03 k04
    Et Greg détient les contrats k05 k06
    Et Kay détient les contrats k07
    Et la phase Acceptation des Contrats a commencé

  @fr-cl-13 @clarification @office.ability-once @build.walls-praefectus-urbi
  Scénario: Le Praefectus Urbi qui a construit un Pan de Muraille a couché sa figurine : il ne défausse pas de contrats ce tour (fr:280-282, fr:292)
    fr:292 : « couchez la figurine Charge Publique ... pour indiquer que la capacité spéciale a
    été utilisée ce tour » (en:811 ne fait que le suggérer) : l'état du jeu garde cette marque.
    Soit c'est la phase Construction de Bâtiments du tour 2
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Praefectus Urbi     | Kay    |
    Et c'est au tour de Kay
    Et Kay a 20 po
    Et Greg ne possède que l'Ager
    Et Jen ne possède que l'Ager
    Et Kay ne possède que l'Ager
    Et la pioche Contrat contient k01 k02 k03 k04 k05 k06 k07 k08 en partant du dessus
    Alors le Praefectus Urbi n'a pas utilisé sa capacité spéciale ce tour
    Quand Kay construit le Pan de Muraille d'échange
    Alors Kay possède le Pan de Muraille d'échange
    Et Kay a 10 po
    Et le Praefectus Urbi a utilisé sa capacité spéciale ce tour
    Quand Kay termine son tour
    # Greg pioche 1 + 3 (Magister Officiorum), Jen 1, Kay 1
    Alors la phase Acceptation des Contrats a commencé
    Et Kay détient les contrats k06
    Quand Kay défausse le contrat k06 et en pioche un nouveau
    Alors l'action est refusée par la règle office.ability-once
    Et rien n'a changé

  @fr-cl-13 @clarification @office.ability-once @accept.swap @end.cleanup
  Scénario: Le Consul qui a défaussé des contrats ne le fait qu'une fois par tour ; sa figurine se relève au tour suivant (fr:289, fr:292)
    Soit c'est la phase Acceptation des Contrats du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Urbi     | Jen    |
      | Consul              | Kay    |
    Et Greg n'a aucune Marchandise
    Et Jen n'a aucune Marchandise
    Et Kay n'a aucune Marchandise
    Et Kay détient les contrats k01 k02
    Et les prochains contrats piochés sont k03 k04
    Quand Kay défausse le contrat k01 et en pioche un nouveau
    Alors Kay détient les contrats k02 k03
    Et le Consul a utilisé sa capacité spéciale ce tour
    Quand Kay défausse le contrat k02 et en pioche un nouveau
    Alors l'action est refusée par la règle office.ability-once
    Et rien n'a changé
    Quand les joueurs jouent :
      | Action     |
      | Greg: done |
      | Jen: done  |
      | Kay: done  |
      | Greg: done |
      | Jen: done  |
      | Kay: done  |
    Alors le tour 4 a commencé
    Et le Consul n'a pas utilisé sa capacité spéciale ce tour

  @rule @office.ability-once @consul.preempt
  Scénario: Le Consul qui a préempté un Bâtiment ne défausse pas de contrats ce tour : l'un ou l'autre, au choix (fr:285-289)
    Soit c'est la phase Construction de Bâtiments du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Kay    |
      | Praefectus Pretorio | Greg   |
      | Consul              | Jen    |
    Et Kay a 30 po
    Et Jen a 25 po
    Et Kay ne possède que l'Ager
    Et Greg ne possède que l'Ager
    Et Jen ne possède que l'Ager
    Et la réserve contient 2 tuiles Metallum
    Et la pioche Contrat contient k01 k02 k03 k04 k05 k06 k07 k08 k09 en partant du dessus
    Quand Kay construit le bâtiment Metallum
    Et Jen utilise son droit de préemption
    Alors Jen a 5 po
    Et le Consul a utilisé sa capacité spéciale ce tour
    Quand Kay termine son tour
    Et Greg termine son tour
    Et Jen termine son tour
    # Kay pioche 1 + 3 (Magister Officiorum), Greg 1, Jen 2 (Ager et Metallum)
    Alors la phase Acceptation des Contrats a commencé
    Et Jen détient les contrats k06 k07
    Quand Jen défausse le contrat k06 et en pioche un nouveau
    Alors l'action est refusée par la règle office.ability-once
    Et rien n'a changé
