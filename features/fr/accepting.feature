# language: fr
@topic-accepting
Fonctionnalité: Acceptation des Contrats et achat de Navires (fr:163-170, fr:192-193, fr:497)
  Les joueurs placent chaque Contrat accepté, avec ses Marchandises, à côté d'un de leurs
  Navires qui n'est pas encore en mer et qui a la place de les transporter (fr:166) ; à la fin
  de la phase, tout Contrat non accepté est défaussé, sauf s'il est conservé avec un Comptoir
  (fr:170).  Le Consul et le Praefectus Urbi qui n'ont pas utilisé leur capacité spéciale
  pendant la construction peuvent défausser 2 cartes Contrat (max) et en piocher autant
  (fr:165).  Un joueur peut acheter 1 seul Navire par tour, pour 6, 9 ou 12 po ; pour le dernier
  exemplaire le 1er joueur dans l'ordre du tour est prioritaire ; le Navire est aussitôt
  utilisable (fr:69, fr:193).

  Contexte:
    Soit les joueurs sont Greg, Jen et Kay
    Et c'est la phase Acceptation des Contrats du tour 3
    Et les Charges sont détenues ainsi :
      | Charge              | Joueur |
      | Magister Officiorum | Greg   |
      | Praefectus Urbi     | Jen    |
      | Consul              | Kay    |
    Et le contrat K1 demande 1 Marchandise Alimentaire et rapporte 5 po et 1 PR, en 1/1/1 tours
    Et le contrat K2 demande 1 Marchandise Alimentaire et rapporte 5 po et 1 PR, en 1/1/1 tours
    Et le contrat K3 demande 1 Marchandise de Consommation et rapporte 6 po et 1 PR, en 1/1/1 tours
    Et le contrat K4 demande 1 Marchandise de Consommation et rapporte 6 po et 1 PR, en 1/1/1 tours
    Et le contrat K5 demande 1 Marchandise Industrielle et rapporte 7 po et 1 PR, en 1/1/1 tours
    Et le contrat D1 demande 2 Marchandises Industrielles et rapporte 12 po et 1 PR, en 1/1/2 tours

  # ------------------------------------------------------------- contrats acceptés et refusés

  @rule @accept.discard-unloaded @tradingpost.save
  Scénario: A la fin de la phase, chaque Contrat non accepté est défaussé sauf s'il est conservé avec un Comptoir (fr:170)
    Soit Greg détient les contrats K1 K2 K3
    Et Greg a acheté 1 Comptoir
    Et Greg a 1 Marchandise Alimentaire
    Et Greg possède le Petit Navire S1
    Et Jen détient les contrats K4
    Et Kay a terminé cette phase
    Quand Greg charge le contrat K1 sur le navire S1
    Et Greg conserve le contrat K2 avec un Comptoir
    Et Greg a terminé
    Et Jen a terminé
    Alors la phase Don de Marchandises a commencé
    Et le navire S1 de Greg transporte les contrats K1
    Et Greg a conservé les contrats K2
    Et Greg détient 0 contrat
    Et Jen détient 0 contrat
    Et les contrats K3 K4 sont dans la défausse

  @rule @accept.one-ship @accept.capacity
  Scénario: Un Contrat se place à côté d'un seul de ses Navires (fr:166)
    Soit Greg détient les contrats D1
    Et Greg a 2 Marchandises Industrielles
    Et Greg possède le Petit Navire S1
    Et Greg possède le Petit Navire S2
    Quand Greg charge le contrat D1 sur le navire S1
    Alors le navire S1 de Greg transporte les contrats D1
    Et le navire S1 de Greg a 2 Marchandises Industrielles à bord
    Quand Greg charge le contrat D1 sur le navire S2
    Alors l'action est refusée par la règle accept.one-ship
    Et rien n'a changé

  @rule @accept.harbour-only
  Scénario: Un Navire déjà en mer ne reçoit pas de nouveau Contrat, même s'il a de la place (fr:166)
    Soit le Navire Moyen M1 de Greg est sur la case de voyage #1 avec les contrats K1
    Et Greg détient les contrats K2
    Et Greg a 1 Marchandise Alimentaire
    Quand Greg charge le contrat K2 sur le navire M1
    Alors l'action est refusée par la règle accept.harbour-only
    Et rien n'a changé

  # ------------------------------------------------------------- Consul et Praefectus Urbi

  @rule @accept.swap @office.ability-once
  Scénario: Le Consul qui n'a pas utilisé sa capacité défausse 2 cartes Contrat et en pioche 2, une seule fois (fr:165, fr:289)
    Soit Kay détient les contrats K1 K2 K3
    Et les prochains contrats piochés sont K4 K5
    Quand Kay défausse les contrats K1 et K2 et en pioche deux nouveaux
    Alors Kay détient les contrats K3 K4 K5
    Et les contrats K1 K2 sont dans la défausse
    Quand Kay défausse le contrat K3 et en pioche un nouveau
    Alors l'action est refusée par la règle office.ability-once
    Et rien n'a changé

  @rule @accept.swap
  Scénario: Le Praefectus Urbi qui n'a pas construit de Pan de Muraille défausse 1 carte Contrat et en pioche 1 (fr:165, fr:282)
    Soit Jen détient les contrats K1 K2
    Et les prochains contrats piochés sont K3
    Quand Jen défausse le contrat K1 et en pioche un nouveau
    Alors Jen détient les contrats K2 K3
    Et les contrats K1 sont dans la défausse

  @rule @accept.swap @office.ability-once
  Scénario: Le Consul qui a préempté et le Praefectus Urbi qui a construit un Pan de Muraille ne défaussent pas de contrats (fr:165)
    Soit Kay détient les contrats K1 K2
    Et Jen détient les contrats K3 K4
    Et le Consul a déjà utilisé sa capacité spéciale ce tour
    Et le Praefectus Urbi a déjà utilisé sa capacité spéciale ce tour
    Quand Kay défausse le contrat K1 et en pioche un nouveau
    Alors l'action est refusée par la règle office.ability-once
    Et rien n'a changé
    Quand Jen défausse le contrat K3 et en pioche un nouveau
    Alors l'action est refusée par la règle office.ability-once
    Et rien n'a changé

  @rule @accept.swap
  Scénario: Au plus 2 cartes Contrat, et seulement par le Consul ou le Praefectus Urbi (fr:165)
    Soit Kay détient les contrats K1 K2 K3
    Et Greg détient les contrats K4 K5
    Quand Kay défausse les contrats K1, K2 et K3 et en pioche trois nouveaux
    Alors l'action est refusée par la règle accept.swap
    Et rien n'a changé
    Quand Greg défausse le contrat K4 et en pioche un nouveau
    Alors l'action est refusée par la règle accept.swap
    Et rien n'a changé

  # ------------------------------------------------------------- acheter des navires

  @rule @ships.buy
  Scénario: Les Navires coûtent 6, 9 et 12 po, et un joueur achète 1 seul Navire par tour (fr:69, fr:193)
    Soit la réserve contient 3 Petits Navires
    Et la réserve contient 3 Navires Moyens
    Et la réserve contient 3 Grands Navires
    Et Greg a 30 po
    Et Jen a 30 po
    Et Kay a 30 po
    Quand Greg achète un Petit Navire
    Et Jen achète un Navire Moyen
    Et Kay achète un Grand Navire
    Alors Greg a 24 po
    Et Jen a 21 po
    Et Kay a 18 po
    Et Greg possède 2 navires
    Et Jen possède un Navire Moyen
    Et Kay possède un Grand Navire
    Et la réserve contient encore 2 Petits Navires
    Et la réserve contient encore 2 Navires Moyens
    Et la réserve contient encore 2 Grands Navires
    Quand Greg achète un Navire Moyen
    Alors l'action est refusée par la règle ships.buy
    Et rien n'a changé

  @rule @wall.ship-discount
  Scénario: Une fois par tour, le Pan de Muraille des navires fait 3 po de rabais sur l'achat d'un Navire (fr:497)
    Soit Greg possède le Pan de Muraille des navires
    Et la réserve contient 3 Grands Navires
    Et Greg a 30 po
    Et Jen a 30 po
    Quand Greg achète un Grand Navire
    Et Jen achète un Grand Navire
    Alors Greg a 21 po
    Et Jen a 18 po
    Et Greg possède un Grand Navire
    Et Jen possède un Grand Navire

  @rule @ships.last-ship-priority
  Scénario: Pour le dernier exemplaire d'un Navire, le 1er joueur dans l'ordre du tour est prioritaire (fr:193)
    Jen (Praefectus Urbi, IV) annonce l'achat du dernier Grand Navire ; Greg (Magister
    Officiorum, I) le souhaite aussi et passe avant elle.
    Soit la réserve contient 1 Grand Navire
    Et Greg a 30 po
    Et Jen a 30 po
    Quand Jen achète un Grand Navire
    Alors Greg doit décider s'il revendique le dernier Grand Navire
    Quand Greg revendique le navire
    Alors Greg possède un Grand Navire
    Et Greg a 18 po
    Et Jen possède 1 navire
    Et Jen a 30 po
    Et la réserve contient encore 0 Grand Navire

  @rule @ships.last-ship-priority
  Scénario: Si le joueur prioritaire ne le souhaite pas, le dernier Navire va à celui qui l'a annoncé (fr:193)
    Soit la réserve contient 1 Grand Navire
    Et Greg a 30 po
    Et Jen a 30 po
    Quand Jen achète un Grand Navire
    Alors Greg doit décider s'il revendique le dernier Grand Navire
    Quand Greg laisse passer le navire
    Alors Jen possède un Grand Navire
    Et Jen a 18 po
    Et Greg possède 1 navire
    Et Greg a 30 po
    Et la réserve contient encore 0 Grand Navire

  @rule @ships.buy
  Scénario: Le Navire acheté peut aussitôt être utilisé (fr:193)
    Les Navires de la réserve sont numérotés medium-1, medium-2, ... ; Greg reçoit medium-1.
    Soit la réserve contient 2 Navires Moyens
    Et Greg a 30 po
    Et Greg n'a aucun Navire
    Et Greg détient les contrats K1 K3
    Et Greg a 1 Marchandise Alimentaire
    Et Greg a 1 Marchandise de Consommation
    Et Jen a terminé cette phase
    Et Kay a terminé cette phase
    Quand Greg achète un Navire Moyen
    Et Greg charge le contrat K1 sur le navire medium-1
    Et Greg charge le contrat K3 sur le navire medium-1
    Et Greg a terminé
    Alors Greg a 21 po
    Et le navire medium-1 de Greg transporte les contrats K1 K3
    Et le navire medium-1 de Greg est sur la case de voyage #1
