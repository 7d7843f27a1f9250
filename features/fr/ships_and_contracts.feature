# language: fr
@topic-ships-and-contracts
Fonctionnalité: Navires, cartes Contrat et Déplacement des Navires/Exécution des Contrats (fr:13-15, fr:62-85, fr:166-173)
  Un Petit Navire voyage en 1 tour et transporte 2 Marchandises et aucun passager ; un Navire
  Moyen transporte 4 Marchandises ou 3 Marchandises et 1 passager ; un Grand Navire 8 Items dont
  3 passagers au maximum (fr:64-67).  Chaque carte Contrat indique la Marchandise (1 ou 2) ou
  le passager, les po, 1 PR pour le transport de Marchandises uniquement, et la durée du voyage
  pour chaque taille de Navire, « / » interdisant cette taille (fr:73-81).  Un Navire part pour
  la durée la plus longue de ses contrats (fr:169) ; un long voyage rapporte aussitôt 1 PR, 2
  pour un Grand Navire (fr:173).  Pendant la phase 2, sautée au 1er tour, les Navires avancent
  d'une case ; ceux qui arrivent au Port rapportent po et PR et les contrats sont défaussés
  (fr:62, fr:84-85).

  Les cartes Contrat ne sont pas décrites une à une dans le livre : chaque contrat est défini
  dans son scénario.

  Contexte:
    Soit les joueurs sont Greg et Jen

  # ------------------------------------------------------------- mise en place

  @rule @setup.ships @setup.starting-resources
  Scénario: Chaque joueur reçoit 1 Petit Navire et 30 po ; les autres Navires sont placés sur le plateau (fr:13, fr:15-18)
    fr:13 place les 22 cartes Navire (9 Petits, 8 Moyens, 5 Grands) sur le plateau et fr:15
    donne ensuite 1 Petit Navire à chaque joueur, sans dire d'où il vient (en:172 : « the
    remaining ships »).  Lecture retenue : le Navire de chaque joueur est l'un des 9 Petits
    Navires, il en reste 9 - 3 = 6 sur le plateau.
    Soit les joueurs sont Greg, Jen et Kay
    Alors Greg possède 1 navire
    Et Greg possède un Petit Navire
    Et Kay possède un Petit Navire
    Et la réserve contient encore 6 Petits Navires
    Et la réserve contient encore 8 Navires Moyens
    Et la réserve contient encore 5 Grands Navires
    Et Greg a 30 po
    Et Greg a 0 PR
    Et Greg est au niveau de production 1
    Et Greg possède le bâtiment Ager
    Et Greg a acheté 0 Comptoir

  @rule @setup.contracts
  Scénario: Les 106 cartes Contrat sont mélangées et placées faces cachées (fr:5)
    Alors la pioche Contrat contient 106 cartes
    Et Greg voit la pioche Contrat face cachée

  # ------------------------------------------------------------- ce que transporte un navire

  @rule @accept.passengers @accept.capacity
  Scénario: Un Petit Navire transporte 2 Marchandises et aucun passager (fr:64, fr:167)
    Soit c'est la phase Acceptation des Contrats du tour 3
    Et le contrat D1 demande 2 Marchandises Industrielles et rapporte 12 po et 1 PR, en 1/1/2 tours
    Et le contrat K1 demande 1 Marchandise Industrielle et rapporte 6 po et 1 PR, en 1/1/2 tours
    Et le contrat P1 transporte un passager et rapporte 6 po, en //1/1 tours
    Et Greg détient les contrats D1 K1 P1
    Et Greg a 3 Marchandises Industrielles
    Et Greg possède le Petit Navire S1
    Quand Greg charge le contrat P1 sur le navire S1
    Alors l'action est refusée par la règle accept.passengers
    Et rien n'a changé
    Quand Greg charge le contrat D1 sur le navire S1
    Et Greg charge le contrat K1 sur le navire S1
    Alors l'action est refusée par la règle accept.capacity
    Et rien n'a changé
    Et le navire S1 de Greg transporte les contrats D1
    Et le navire S1 de Greg a 2 Marchandises Industrielles à bord

  @rule @accept.passengers @accept.capacity
  Scénario: Un Navire Moyen transporte 4 Marchandises, ou 3 Marchandises et 1 passager (fr:65, fr:168)
    Soit c'est la phase Acceptation des Contrats du tour 3
    Et le contrat A1 demande 2 Marchandises de Consommation et rapporte 9 po et 1 PR, en 1/1/2 tours
    Et le contrat A2 demande 2 Marchandises de Consommation et rapporte 9 po et 1 PR, en 1/1/2 tours
    Et le contrat A3 demande 1 Marchandise de Consommation et rapporte 5 po et 1 PR, en 1/1/2 tours
    Et le contrat B1 demande 2 Marchandises Alimentaires et rapporte 8 po et 1 PR, en 1/1/2 tours
    Et le contrat B2 demande 1 Marchandise Alimentaire et rapporte 5 po et 1 PR, en 1/1/2 tours
    Et le contrat P1 transporte un passager et rapporte 6 po, en //1/1 tours
    Et le contrat P2 transporte un passager et rapporte 6 po, en //1/1 tours
    Et le contrat P3 transporte un passager et rapporte 6 po, en //1/1 tours
    Et Greg détient les contrats A1 A2 A3 B1 B2 P1 P2 P3
    Et Greg a 5 Marchandises de Consommation
    Et Greg a 3 Marchandises Alimentaires
    Et Greg possède le Navire Moyen M1
    Et Greg possède le Navire Moyen M2
    Et Greg possède le Navire Moyen M3
    Quand Greg charge le contrat A1 sur le navire M1
    Et Greg charge le contrat A2 sur le navire M1
    Alors le navire M1 de Greg a 4 Marchandises de Consommation à bord
    Quand Greg charge le contrat A3 sur le navire M1
    Alors l'action est refusée par la règle accept.capacity
    Et rien n'a changé
    Quand Greg charge le contrat B1 sur le navire M2
    Et Greg charge le contrat B2 sur le navire M2
    Et Greg charge le contrat P1 sur le navire M2
    Alors le navire M2 de Greg transporte les contrats B1 B2 P1
    Et le navire M2 de Greg a 3 Marchandises Alimentaires à bord
    Quand Greg charge le contrat P2 sur le navire M3
    Et Greg charge le contrat P3 sur le navire M3
    Alors l'action est refusée par la règle accept.passengers
    Et rien n'a changé
    Et le navire M3 de Greg transporte les contrats P2

  # fr:67 écrit « 8 Items » (mot anglais) : 8 cases de cargaison, Marchandises et passagers.
  @rule @accept.passengers @accept.capacity
  Scénario: Un Grand Navire transporte 8 Items, dont 3 passagers au maximum (fr:67)
    Soit c'est la phase Acceptation des Contrats du tour 3
    Et le contrat P1 transporte un passager et rapporte 6 po, en //1/2 tours
    Et le contrat P2 transporte un passager et rapporte 6 po, en //1/2 tours
    Et le contrat P3 transporte un passager et rapporte 6 po, en //1/2 tours
    Et le contrat P4 transporte un passager et rapporte 6 po, en //1/2 tours
    Et le contrat G1 demande 2 Marchandises Militaires et rapporte 16 po et 1 PR, en 1/1/2 tours
    Et le contrat G2 demande 2 Marchandises Militaires et rapporte 16 po et 1 PR, en 1/1/2 tours
    Et le contrat G3 demande 1 Marchandise Militaire et rapporte 8 po et 1 PR, en 1/1/2 tours
    Et le contrat G4 demande 1 Marchandise Militaire et rapporte 8 po et 1 PR, en 1/1/2 tours
    Et Greg détient les contrats P1 P2 P3 P4 G1 G2 G3 G4
    Et Greg a 6 Marchandises Militaires
    Et Greg possède le Grand Navire L1
    Quand Greg charge le contrat P1 sur le navire L1
    Et Greg charge le contrat P2 sur le navire L1
    Et Greg charge le contrat P3 sur le navire L1
    Et Greg charge le contrat P4 sur le navire L1
    Alors l'action est refusée par la règle accept.passengers
    Et rien n'a changé
    Quand Greg charge le contrat G1 sur le navire L1
    Et Greg charge le contrat G2 sur le navire L1
    Et Greg charge le contrat G3 sur le navire L1
    # 3 passagers + 5 Marchandises = 8 Items : le Navire est plein
    Alors le navire L1 de Greg transporte les contrats P1 P2 P3 G1 G2 G3
    Et le navire L1 de Greg a 5 Marchandises Militaires à bord
    Quand Greg charge le contrat G4 sur le navire L1
    Alors l'action est refusée par la règle accept.capacity
    Et rien n'a changé

  # ------------------------------------------------------------- durée du voyage

  @fr-cl-04 @clarification @accept.passengers @accept.voyage
  Scénario: Un « / » indique que ce type de Navire ne peut pas être utilisé ; #1 ou #2 donne le nombre de tours du voyage (fr:81)
    fr:81 énonce le « / » pour toute taille de Navire (en:336 précise qu'il ne figure que sur
    les contrats de passagers, pour le Petit Navire).  Le moteur ne représente un « / » que pour
    le Petit Navire d'un contrat de passager : c'est le cas vérifié ici.  P1 se lit « / », « 1 »,
    « 2 » ; K1 « 1 », « 1 », « 2 ».
    Soit c'est la phase Acceptation des Contrats du tour 3
    Et le contrat P1 transporte un passager et rapporte 6 po, en //1/2 tours
    Et le contrat P2 transporte un passager et rapporte 6 po, en //1/2 tours
    Et le contrat K1 demande 1 Marchandise Alimentaire et rapporte 5 po et 1 PR, en 1/1/2 tours
    Et Greg détient les contrats P1 P2 K1
    Et Greg a 1 Marchandise Alimentaire
    Et Greg a 0 PR
    Et Greg possède le Petit Navire S1
    Et Greg possède le Navire Moyen M1
    Et Greg possède le Grand Navire L1
    Et Jen a terminé cette phase
    Quand Greg charge le contrat P1 sur le navire S1
    Alors l'action est refusée par la règle accept.passengers
    Et rien n'a changé
    Quand Greg charge le contrat P1 sur le navire M1
    Et Greg charge le contrat P2 sur le navire L1
    Et Greg charge le contrat K1 sur le navire S1
    Et Greg a terminé
    Alors le navire M1 de Greg est sur la case de voyage #1
    Et le navire L1 de Greg est sur la case de voyage #2
    Et le navire S1 de Greg est sur la case de voyage #1
    # seul le Grand Navire part pour un long voyage : 2 PR (fr:173)
    Et Greg a 2 PR

  @rule @accept.voyage @accept.long-voyage-bonus @accept.capacity
  Scénario: Un Navire chargé de plusieurs contrats part pour la durée la plus longue (fr:169, fr:173)
    Le Navire Moyen de Greg porte un contrat de 2 Marchandises qui demande 2 tours, un contrat
    d'1 Marchandise et un passager qui demandent 1 tour : 2 + 1 + 1 = 4 cases, il est plein, et
    part pour 2 tours.
    Soit c'est la phase Acceptation des Contrats du tour 3
    Et le contrat K1 demande 2 Marchandises de Consommation et rapporte 9 po et 1 PR, en 1/2/2 tours
    Et le contrat K2 demande 1 Marchandise Alimentaire et rapporte 5 po et 1 PR, en 1/1/1 tours
    Et le contrat P1 transporte un passager et rapporte 6 po, en //1/1 tours
    Et Greg détient les contrats K1 K2 P1
    Et Greg a 2 Marchandises de Consommation
    Et Greg a 1 Marchandise Alimentaire
    Et Greg a 0 PR
    Et Greg possède le Navire Moyen M1
    Et Jen a terminé cette phase
    Quand Greg charge le contrat K1 sur le navire M1
    Et Greg charge le contrat K2 sur le navire M1
    Et Greg charge le contrat P1 sur le navire M1
    Et Greg a terminé
    Alors le navire M1 de Greg est sur la case de voyage #2
    Et le navire M1 de Greg transporte les contrats K1 K2 P1
    Et Greg a 1 PR

  @rule @accept.long-voyage-bonus
  Scénario: Le bonus de long voyage se compte par Navire : 1 PR, 2 PR pour un Grand Navire (fr:173)
    Soit c'est la phase Acceptation des Contrats du tour 3
    Et le contrat K1 demande 1 Marchandise Alimentaire et rapporte 6 po et 1 PR, en 1/2/2 tours
    Et le contrat K2 demande 1 Marchandise Alimentaire et rapporte 6 po et 1 PR, en 1/2/2 tours
    Et le contrat K3 demande 1 Marchandise Alimentaire et rapporte 6 po et 1 PR, en 1/2/2 tours
    Et le contrat K4 demande 1 Marchandise Alimentaire et rapporte 4 po et 1 PR, en 1/1/1 tours
    Et Greg détient les contrats K1 K2 K3 K4
    Et Greg a 4 Marchandises Alimentaires
    Et Greg a 10 PR
    Et Greg possède le Navire Moyen M1
    Et Greg possède le Grand Navire L1
    Et Greg possède le Petit Navire S1
    Et Jen a terminé cette phase
    Quand Greg charge le contrat K1 sur le navire M1
    Et Greg charge le contrat K2 sur le navire L1
    Et Greg charge le contrat K3 sur le navire L1
    Et Greg charge le contrat K4 sur le navire S1
    Et Greg a terminé
    Alors le navire M1 de Greg est sur la case de voyage #2
    Et le navire L1 de Greg est sur la case de voyage #2
    Et le navire S1 de Greg est sur la case de voyage #1
    # 1 PR pour le Navire Moyen, 2 PR pour le Grand Navire (même avec deux longs contrats)
    Et Greg a 13 PR

  # ------------------------------------------------------------- déplacement des navires

  @rule @ships.move
  Scénario: La phase Déplacement des Navires/Exécution des Contrats est sautée au 1er tour (fr:62)
    Au vrai premier tour aucun Navire n'est en mer ; un Navire chargé sur la case #1 montre
    seulement que rien ne bouge ni ne rapporte avant la phase de production.
    Soit c'est la phase Mise aux enchères des Charges Publiques du tour 1
    Et Greg détient la Charge de Magister Officiorum
    Et Jen détient la Charge de Praefectus Urbi
    Et le contrat K1 demande 1 Marchandise Alimentaire et rapporte 5 po et 1 PR, en 1/1/1 tours
    Et le Petit Navire S1 de Greg est sur la case de voyage #1 avec les contrats K1
    Et Greg a 10 po
    Et Greg a 3 PR
    Quand Greg garde sa Charge
    Et Jen garde sa Charge
    Alors la phase Construction de Bâtiments a commencé
    Et le navire S1 de Greg est sur la case de voyage #1
    Et le navire S1 de Greg transporte les contrats K1
    Et Greg a 10 po
    Et Greg a 3 PR

  @rule @ships.move @contracts.fulfil
  Scénario: Les Navires avancent d'une case ; au Port ils rapportent les po et PR de leurs contrats, défaussés ensuite (fr:79, fr:84-85, fr:168)
    Soit c'est la phase Mise aux enchères des Charges Publiques du tour 3
    Et Greg détient la Charge de Magister Officiorum
    Et Jen détient la Charge de Praefectus Urbi
    Et le contrat K1 demande 1 Marchandise Alimentaire et rapporte 5 po et 1 PR, en 1/1/1 tours
    Et le contrat K2 demande 2 Marchandises Industrielles et rapporte 12 po et 1 PR, en 1/1/2 tours
    Et le contrat K3 demande 1 Marchandise de Luxe et rapporte 10 po et 1 PR, en 1/1/2 tours
    Et le contrat P1 transporte un passager et rapporte 6 po, en //1/1 tours
    Et le Petit Navire S1 de Greg est sur la case de voyage #1 avec les contrats K1
    Et le Grand Navire L1 de Greg est sur la case de voyage #2 avec les contrats K2
    Et le Navire Moyen M1 de Jen est sur la case de voyage #1 avec les contrats K3 P1
    Et Greg a 10 po
    Et Greg a 5 PR
    Et Jen a 10 po
    Et Jen a 5 PR
    Quand Greg garde sa Charge
    Et Jen garde sa Charge
    Alors la phase Construction de Bâtiments a commencé
    # #1 -> Port : le contrat rapporte 5 po et 1 PR et est défaussé
    Et le navire S1 de Greg est au Port
    Et le navire S1 de Greg ne transporte aucun contrat
    # #2 -> #1 : toujours en mer avec son contrat et sa cargaison
    Et le navire L1 de Greg est sur la case de voyage #1
    Et le navire L1 de Greg transporte les contrats K2
    Et le navire L1 de Greg a 2 Marchandises Industrielles à bord
    Et Greg a 15 po
    Et Greg a 6 PR
    # le contrat de Marchandise rapporte 10 po et 1 PR, le passager 6 po seulement
    Et le navire M1 de Jen est au Port
    Et Jen a 26 po
    Et Jen a 6 PR
    Et les contrats K1 K3 P1 sont dans la défausse

  @rule @contracts.fulfil @accept.harbour-only
  Scénario: Un Navire revenu au Port reçoit une nouvelle carte Contrat dès ce tour (fr:84, fr:166)
    Le tour 3 est joué jusqu'à la phase Acceptation des Contrats : Greg, Praefectus Urbi, pioche
    1 contrat (niveau de production 1) et le charge sur le Petit Navire revenu au Port.  Le
    Grand Navire, encore en mer, ne reçoit rien (« qui n'est pas encore en mer », fr:166).
    Soit c'est la phase Mise aux enchères des Charges Publiques du tour 3
    Et les Charges sont détenues ainsi :
      | Charge          | Joueur |
      | Praefectus Urbi | Greg   |
      | Consul          | Jen    |
    Et le bâtiment Ager produit 2 Marchandises Alimentaires
    Et le contrat K1 demande 1 Marchandise Alimentaire et rapporte 5 po et 1 PR, en 1/1/1 tours
    Et le contrat K2 demande 2 Marchandises Industrielles et rapporte 12 po et 1 PR, en 1/1/2 tours
    Et le contrat K3 demande 2 Marchandises Alimentaires et rapporte 8 po et 1 PR, en 1/1/1 tours
    Et le contrat K4 demande 1 Marchandise Alimentaire et rapporte 5 po et 1 PR, en 1/1/1 tours
    Et le Petit Navire S1 de Greg est sur la case de voyage #1 avec les contrats K1
    Et le Grand Navire L1 de Greg est sur la case de voyage #2 avec les contrats K2
    Et Greg n'a aucune Marchandise
    Et Jen n'a aucune Marchandise
    Et les prochains contrats piochés sont K3 K4
    Quand Greg garde sa Charge
    Et Jen garde sa Charge
    Et Greg termine son tour
    Et Jen termine son tour
    Alors la phase Acceptation des Contrats a commencé
    Et le navire S1 de Greg est au Port
    Et Greg détient les contrats K3
    Et Greg a 2 Marchandises Alimentaires
    Quand Greg charge le contrat K3 sur le navire L1
    Alors l'action est refusée par la règle accept.harbour-only
    Et rien n'a changé
    Quand Greg charge le contrat K3 sur le navire S1
    Alors le navire S1 de Greg transporte les contrats K3
    Et le navire S1 de Greg a 2 Marchandises Alimentaires à bord
