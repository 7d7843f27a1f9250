# language: de
@topic-ships-and-contracts
Funktionalität: Schiffe, Auftragskarten und die Phase „Schiffe bewegen/Aufträge erfüllen“ (de:271-384, de:616-660)
  Es gibt drei Schiffsgrößen (de:281-297): ein Kleines Schiff befördert bis zu zwei Güter und
  keine Passagiere, ein Mittleres Schiff bis zu vier Güter oder drei Güter und einen Passagier,
  ein Großes Schiff acht, davon bis zu drei Passagiere.  Jede Auftragskarte gibt für jede
  Schiffsgröße die Fahrtdauer an (de:348-354).  In der Phase „Aufträge annehmen“ werden Aufträge
  auf Schiffe im Hafen geladen; die Fahrtdauer eines Schiffs bestimmt sein längster Auftrag, und
  eine lange Fahrt bringt sofort 1 RP, einem Großen Schiff 2 RP (de:632-658).  In der Phase
  „Schiffe bewegen/Aufträge erfüllen“ rücken die Schiffe ein Feld vor; wer den Hafen erreicht,
  bekommt Gold und RP seiner Aufträge (de:358-384).

  Grundlage:
    Angenommen die Spieler sind Harald und Petra

  # ------------------------------------------------------------- was ein Schiff befördert

  @de-ex-04 @example @accept.passengers
  Szenario: Ein Kleines Schiff hat keine Passagierzahl und befördert darum keine Passagiere (de:297)
    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 3
    Und der Auftrag P1 befördert einen Passagier und bringt 6 Gold, Reisedauer //1/1
    Und Harald hält die Aufträge P1
    Und Harald besitzt das Kleine Schiff S1
    Und Harald besitzt das Mittlere Schiff M1
    Wenn Harald lädt den Auftrag P1 auf das Schiff S1
    Dann die Aktion wird durch die Regel accept.passengers abgelehnt
    Und nichts hat sich geändert
    # Das Mittlere Schiff darf einen Passagier befördern (de:287).
    Wenn Harald lädt den Auftrag P1 auf das Schiff M1
    Dann das Schiff M1 von Harald trägt die Aufträge P1

  @rule @accept.passengers @accept.capacity
  Szenario: Ein Mittleres Schiff befördert vier Güter oder drei Güter und einen Passagier, nie zwei Passagiere (de:287)
    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 3
    Und der Auftrag A1 verlangt 2 Verbrauchsgüter und bringt 9 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag A2 verlangt 2 Verbrauchsgüter und bringt 9 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag B1 verlangt 2 Nahrungsgüter und bringt 8 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag B2 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag P1 befördert einen Passagier und bringt 6 Gold, Reisedauer //1/1
    Und der Auftrag P2 befördert einen Passagier und bringt 6 Gold, Reisedauer //1/1
    Und der Auftrag P3 befördert einen Passagier und bringt 6 Gold, Reisedauer //1/1
    Und Harald hält die Aufträge A1 A2 B1 B2 P1 P2 P3
    Und Harald hat 4 Verbrauchsgüter
    Und Harald hat 3 Nahrungsgüter
    Und Harald besitzt das Mittlere Schiff M1
    Und Harald besitzt das Mittlere Schiff M2
    Und Harald besitzt das Mittlere Schiff M3
    Wenn Harald lädt den Auftrag A1 auf das Schiff M1
    Und Harald lädt den Auftrag A2 auf das Schiff M1
    Dann das Schiff M1 von Harald trägt die Aufträge A1 A2
    Und das Schiff M1 von Harald hat 4 Verbrauchsgüter geladen
    Wenn Harald lädt den Auftrag B1 auf das Schiff M2
    Und Harald lädt den Auftrag B2 auf das Schiff M2
    Und Harald lädt den Auftrag P1 auf das Schiff M2
    Dann das Schiff M2 von Harald trägt die Aufträge B1 B2 P1
    Und das Schiff M2 von Harald hat 3 Nahrungsgüter geladen
    Wenn Harald lädt den Auftrag P2 auf das Schiff M3
    Und Harald lädt den Auftrag P3 auf das Schiff M3
    Dann die Aktion wird durch die Regel accept.passengers abgelehnt
    Und nichts hat sich geändert
    Und das Schiff M3 von Harald trägt die Aufträge P2

  @rule @accept.passengers @accept.capacity
  Szenario: Ein Großes Schiff hat eine Ladekapazität von acht, davon bis zu drei Passagiere (de:289)
    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 3
    Und der Auftrag P1 befördert einen Passagier und bringt 6 Gold, Reisedauer //1/2
    Und der Auftrag P2 befördert einen Passagier und bringt 6 Gold, Reisedauer //1/2
    Und der Auftrag P3 befördert einen Passagier und bringt 6 Gold, Reisedauer //1/2
    Und der Auftrag P4 befördert einen Passagier und bringt 6 Gold, Reisedauer //1/2
    Und der Auftrag G1 verlangt 2 Militärgüter und bringt 16 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag G2 verlangt 2 Militärgüter und bringt 16 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag G3 verlangt 1 Militärgut und bringt 8 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag G4 verlangt 1 Militärgut und bringt 8 Gold und 1 RP, Reisedauer 1/1/2
    Und Harald hält die Aufträge P1 P2 P3 P4 G1 G2 G3 G4
    Und Harald hat 6 Militärgüter
    Und Harald besitzt das Große Schiff L1
    Wenn Harald lädt den Auftrag P1 auf das Schiff L1
    Und Harald lädt den Auftrag P2 auf das Schiff L1
    Und Harald lädt den Auftrag P3 auf das Schiff L1
    Und Harald lädt den Auftrag P4 auf das Schiff L1
    Dann die Aktion wird durch die Regel accept.passengers abgelehnt
    Und nichts hat sich geändert
    Wenn Harald lädt den Auftrag G1 auf das Schiff L1
    Und Harald lädt den Auftrag G2 auf das Schiff L1
    Und Harald lädt den Auftrag G3 auf das Schiff L1
    # 3 Passagiere + 5 Güter = 8: das Schiff ist voll
    Dann das Schiff L1 von Harald trägt die Aufträge P1 P2 P3 G1 G2 G3
    Und das Schiff L1 von Harald hat 5 Militärgüter geladen
    Wenn Harald lädt den Auftrag G4 auf das Schiff L1
    Dann die Aktion wird durch die Regel accept.capacity abgelehnt
    Und nichts hat sich geändert

  # ------------------------------------------------------------- Fahrtdauer

  @de-ex-05 @example @accept.voyage @accept.long-voyage-bonus
  Szenario: Ein Auftrag mit 1, 1 und 2 ist auf einem Kleinen oder Mittleren Schiff eine kurze, auf einem Großen Schiff eine lange Fahrt (de:354)
    Das Beispiel liest eine Karte für jede Schiffsgröße.  Ein Auftrag kommt nur auf ein Schiff
    (de:977-979), darum werden drei Karten mit denselben Zahlen nebeneinander geladen.

    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 3
    Und der Auftrag K1 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag K2 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag K3 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/2
    Und Harald hält die Aufträge K1 K2 K3
    Und Harald hat 3 Nahrungsgüter
    Und Harald hat 0 RP
    Und Harald besitzt das Kleine Schiff S1
    Und Harald besitzt das Mittlere Schiff M1
    Und Harald besitzt das Große Schiff L1
    Und Petra ist mit dieser Phase fertig
    Wenn Harald lädt den Auftrag K1 auf das Schiff S1
    Und Harald lädt den Auftrag K2 auf das Schiff M1
    Und Harald lädt den Auftrag K3 auf das Schiff L1
    Und Harald ist fertig
    # erste und zweite Zahl: eine Runde (kurze Fahrt, Feld „1“)
    Dann das Schiff S1 von Harald liegt auf dem Feld „1“
    Und das Schiff M1 von Harald liegt auf dem Feld „1“
    # dritte Zahl: zwei Runden (lange Fahrt, Feld „2“)
    Und das Schiff L1 von Harald liegt auf dem Feld „2“
    # nur das Große Schiff fährt lang: 1 RP + 1 RP für ein Großes Schiff (de:654-656)
    Und Harald hat 2 RP

  @de-ex-16 @example @accept.capacity @accept.voyage @accept.long-voyage-bonus
  Szenario: Haralds Mittleres Schiff mit einem langen Auftrag für zwei Güter, einem kurzen für ein Gut und einem kurzen Passagierauftrag ist voll und fährt lang (de:650)
    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 3
    Und der Auftrag K1 verlangt 2 Verbrauchsgüter und bringt 9 Gold und 1 RP, Reisedauer 1/2/2
    Und der Auftrag K2 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/1
    Und der Auftrag P1 befördert einen Passagier und bringt 6 Gold, Reisedauer //1/1
    Und der Auftrag K3 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/1
    Und Harald hält die Aufträge K1 K2 P1 K3
    Und Harald hat 2 Verbrauchsgüter
    Und Harald hat 2 Nahrungsgüter
    Und Harald hat 0 RP
    Und Harald besitzt das Mittlere Schiff M1
    Und Petra ist mit dieser Phase fertig
    Wenn Harald lädt den Auftrag K1 auf das Schiff M1
    Und Harald lädt den Auftrag K2 auf das Schiff M1
    Und Harald lädt den Auftrag P1 auf das Schiff M1
    Dann das Schiff M1 von Harald trägt die Aufträge K1 K2 P1
    # 2 + 1 + 1 Anteile der Ladekapazität, einer davon für den Passagier
    Und das Schiff M1 von Harald hat 2 Verbrauchsgüter geladen
    Und das Schiff M1 von Harald hat 1 Nahrungsgut geladen
    # "mehr Aufträge kann das Schiff nicht transportieren"
    Und Harald hat 1 Nahrungsgut
    Wenn Harald lädt den Auftrag K3 auf das Schiff M1
    Dann die Aktion wird durch die Regel accept.capacity abgelehnt
    Und nichts hat sich geändert
    Wenn Harald ist fertig
    # der langwierigste Auftrag (K1: zwei Runden auf einem Mittleren Schiff) bestimmt die Fahrt
    Dann das Schiff M1 von Harald liegt auf dem Feld „2“
    Und Harald hat 1 RP

  @rule @accept.voyage
  Szenario: Nur Schiffe mit Aufträgen für lange Fahrten treten lange Fahrten an (de:632, de:644, de:660)
    Ein Schiff, dessen Aufträge alle eine Runde brauchen, kommt auf das Feld „1“; ein leeres
    Schiff bleibt im Hafen.

    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 3
    Und der Auftrag K1 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/2
    Und Harald hält die Aufträge K1
    Und Harald hat 1 Nahrungsgut
    Und Harald hat 0 RP
    Und Harald besitzt das Mittlere Schiff M1
    Und Harald besitzt das Kleine Schiff S1
    Und Petra ist mit dieser Phase fertig
    Wenn Harald lädt den Auftrag K1 auf das Schiff M1
    Und Harald ist fertig
    Dann das Schiff M1 von Harald liegt auf dem Feld „1“
    Und das Schiff S1 von Harald liegt im Hafen
    Und Harald hat 0 RP

  # ------------------------------------------------------------- Bonus für Lange Fahrt

  @de-ex-17 @example @accept.long-voyage-bonus
  Szenario: Zwei Schiffe auf langer Fahrt bringen 2 RP, ein Schiff mit zwei Aufträgen für lange Fahrt nur 1 RP (de:654)
    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 3
    Und der Auftrag K1 verlangt 1 Nahrungsgut und bringt 6 Gold und 1 RP, Reisedauer 1/2/2
    Und der Auftrag K2 verlangt 1 Nahrungsgut und bringt 6 Gold und 1 RP, Reisedauer 1/2/2
    Und der Auftrag K3 verlangt 1 Nahrungsgut und bringt 6 Gold und 1 RP, Reisedauer 1/2/2
    Und der Auftrag K4 verlangt 1 Nahrungsgut und bringt 4 Gold und 1 RP, Reisedauer 1/1/1
    Und Harald hält die Aufträge K1 K2 K3 K4
    Und Harald hat 4 Nahrungsgüter
    Und Harald hat 10 RP
    Und Harald besitzt das Mittlere Schiff M1
    Und Harald besitzt das Mittlere Schiff M2
    Und Harald besitzt das Kleine Schiff S1
    Und Petra ist mit dieser Phase fertig
    Wenn Harald lädt den Auftrag K1 auf das Schiff M1
    Und Harald lädt den Auftrag K2 auf das Schiff M1
    Und Harald lädt den Auftrag K3 auf das Schiff M2
    Und Harald lädt den Auftrag K4 auf das Schiff S1
    Und Harald ist fertig
    Dann das Schiff M1 von Harald liegt auf dem Feld „2“
    Und das Schiff M2 von Harald liegt auf dem Feld „2“
    Und das Schiff S1 von Harald liegt auf dem Feld „1“
    # zwei Schiffe auf langer Fahrt: je 1 RP, also 2 RP gesamt; der zweite lange Auftrag auf M1
    # bringt nichts ("nur 1 RP, nicht etwa 2 RP")
    Und Harald hat 12 RP

  @de-ex-17 @example @accept.long-voyage-bonus @contracts.fulfil
  Szenario: Ein Großes Schiff mit mindestens einem Auftrag für lange Fahrt bringt sofort 2 RP, zusätzlich zu den RP der Aufträge (de:656-658)
    Die Runde wird zu Ende gespielt und die nächste ganz, bis das Schiff zwei Runden später den
    Hafen erreicht und die Aufträge ihre RP bringen ("zusätzlich zu den RP, welche die
    transportierten Aufträge am Ende der Fahrt einbringen").  Die Ämter geben nichts, was die
    Zahlen ändert; was der AGER in Runde 4 erzeugt, wird am Ende der Runde abgeworfen.

    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 3
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Urbi     | Petra   |
    Und das Gebäude AGER erzeugt 2 Nahrungsgüter
    Und der Auftrag K1 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag K2 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag K3 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/2
    Und Harald hält die Aufträge K1 K2 K3
    Und Harald hat 3 Nahrungsgüter
    Und Harald hat 10 RP
    Und Harald hat 0 Gold
    Und Harald besitzt das Große Schiff L1
    Und Petra hat keine Güter
    Und Petra ist mit dieser Phase fertig
    Wenn Harald lädt den Auftrag K1 auf das Schiff L1
    Und Harald lädt den Auftrag K2 auf das Schiff L1
    Und Harald lädt den Auftrag K3 auf das Schiff L1
    Und Harald ist fertig
    Dann das Schiff L1 von Harald liegt auf dem Feld „2“
    # sofort 2 RP, gleich wie viele Aufträge für lange Fahrt das Schiff trägt
    Und Harald hat 12 RP
    Wenn die Spieler spielen:
      | Aktion       |
      | Harald: done |
      | Petra: done  |
      | Harald: keep |
      | Petra: keep  |
    Dann Runde 4 hat begonnen
    Und die Phase „Gebäude bauen“ hat begonnen
    Und das Schiff L1 von Harald liegt auf dem Feld „1“
    Und Harald hat 12 RP
    Wenn die Spieler spielen:
      | Aktion          |
      | Harald: done    |
      | Petra: done     |
      | Harald: done    |
      | Petra: done     |
      | Harald: done    |
      | Petra: done     |
      | Harald: store - |
      | Petra: store -  |
      | Harald: keep    |
      | Petra: keep     |
    Dann Runde 5 hat begonnen
    Und das Schiff L1 von Harald liegt im Hafen
    # am Ende der Fahrt: 3 × 1 RP und 3 × 5 Gold
    Und Harald hat 15 RP
    Und Harald hat 15 Gold

  @de-faq-08 @faq @accept.long-voyage-bonus
  Szenario: Auch ein Passagierauftrag, der eine lange Fahrt verlangt, bringt den zusätzlichen Ruhmespunkt (de:969-971)
    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 3
    Und der Auftrag P1 befördert einen Passagier und bringt 7 Gold, Reisedauer //2/2
    Und der Auftrag P2 befördert einen Passagier und bringt 7 Gold, Reisedauer //2/2
    Und Harald hält die Aufträge P1 P2
    Und Harald hat 5 RP
    Und Harald besitzt das Mittlere Schiff M1
    Und Harald besitzt das Große Schiff L1
    Und Petra ist mit dieser Phase fertig
    Wenn Harald lädt den Auftrag P1 auf das Schiff M1
    Und Harald lädt den Auftrag P2 auf das Schiff L1
    Und Harald ist fertig
    Dann das Schiff M1 von Harald liegt auf dem Feld „2“
    Und das Schiff L1 von Harald liegt auf dem Feld „2“
    # "Ja": 1 RP für das Mittlere Schiff; "Ist dieses Schiff außerdem ein großes Schiff, bekommt
    # man einen weiteren RP": 1 + 1 RP für das Große Schiff.
    Und Harald hat 8 RP

  # ------------------------------------------------------------- Aufträge auf Schiffe laden

  @de-faq-10 @faq @accept.one-ship
  Szenario: Ein Auftrag mit zwei Gütern darf nicht auf zwei Schiffe geladen werden (de:977-979)
    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 3
    Und der Auftrag D1 verlangt 2 Gewerbegüter und bringt 12 Gold und 1 RP, Reisedauer 1/1/2
    Und Harald hält die Aufträge D1
    Und Harald hat 2 Gewerbegüter
    Und Harald besitzt das Kleine Schiff S1
    Und Harald besitzt das Kleine Schiff S2
    Wenn Harald lädt den Auftrag D1 auf das Schiff S1
    Dann das Schiff S1 von Harald trägt die Aufträge D1
    Und das Schiff S1 von Harald hat 2 Gewerbegüter geladen
    Wenn Harald lädt den Auftrag D1 auf das Schiff S2
    Dann die Aktion wird durch die Regel accept.one-ship abgelehnt
    Und nichts hat sich geändert

  @de-faq-10 @faq @accept.capacity
  Szenario: Die zwei Güter eines Auftrags lassen sich nicht auf die freien Plätze zweier Schiffe verteilen (de:977-979)
    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 3
    Und der Auftrag K1 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/1
    Und der Auftrag K2 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/1
    Und der Auftrag D1 verlangt 2 Gewerbegüter und bringt 12 Gold und 1 RP, Reisedauer 1/1/2
    Und Harald hält die Aufträge K1 K2 D1
    Und Harald hat 2 Nahrungsgüter
    Und Harald hat 2 Gewerbegüter
    Und Harald besitzt das Kleine Schiff S1
    Und Harald besitzt das Kleine Schiff S2
    Wenn Harald lädt den Auftrag K1 auf das Schiff S1
    Und Harald lädt den Auftrag K2 auf das Schiff S2
    Und Harald lädt den Auftrag D1 auf das Schiff S1
    Dann die Aktion wird durch die Regel accept.capacity abgelehnt
    Und nichts hat sich geändert
    Wenn Harald lädt den Auftrag D1 auf das Schiff S2
    Dann die Aktion wird durch die Regel accept.capacity abgelehnt
    Und nichts hat sich geändert

  @de-faq-13 @faq @accept.harbour-only
  Szenario: Einem Schiff, das seine Fahrt schon begonnen hat, kann man keinen Auftrag zuordnen, auch mit freier Ladekapazität (de:989-991)
    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 3
    Und der Auftrag K1 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag K2 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag K3 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/2
    Und Harald hat das Mittlere Schiff M1 auf dem Feld „1“ mit den Aufträgen K1
    Und Harald hat das Große Schiff L1 auf dem Feld „2“ mit den Aufträgen K2
    Und Harald hält die Aufträge K3
    Und Harald hat 1 Nahrungsgut
    Wenn Harald lädt den Auftrag K3 auf das Schiff M1
    Dann die Aktion wird durch die Regel accept.harbour-only abgelehnt
    Und nichts hat sich geändert
    Wenn Harald lädt den Auftrag K3 auf das Schiff L1
    Dann die Aktion wird durch die Regel accept.harbour-only abgelehnt
    Und nichts hat sich geändert

  # ------------------------------------------------------------- Schiffe bewegen

  @rule @ships.move
  Szenario: In der ersten Runde wird die Phase „Schiffe bewegen/Aufträge erfüllen“ übersprungen (de:275)
    In einer echten ersten Runde ist noch kein Schiff auf Fahrt; ein beladenes Schiff auf dem
    Feld „1“ zeigt nur, dass vor der Produktion nichts bewegt und nichts bezahlt wird.

    Angenommen es ist die Phase „Ämter versteigern“ der Runde 1
    Und Harald hat das Amt MAGISTER OFFICIORUM inne
    Und Petra hat das Amt PRAEFECTUS URBI inne
    Und der Auftrag K1 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/1
    Und Harald hat das Kleine Schiff S1 auf dem Feld „1“ mit den Aufträgen K1
    Und Harald hat 10 Gold
    Und Harald hat 3 RP
    Wenn Harald behält sein Amt
    Und Petra behält ihr Amt
    Dann die Phase „Gebäude bauen“ hat begonnen
    Und das Schiff S1 von Harald liegt auf dem Feld „1“
    Und das Schiff S1 von Harald trägt die Aufträge K1
    Und Harald hat 10 Gold
    Und Harald hat 3 RP

  @rule @ships.move @contracts.fulfil
  Szenario: Die Schiffe rücken ein Feld vor; wer den Hafen erreicht, erfüllt seine Aufträge, Passagiere bringen keine RP (de:358-384)
    Das Schaubild "Darstellung der Schiffsbewegung und der Erfüllung von Aufträgen" (de:360-376):
    1. jedes Schiff bewegt sich ein Feld vorwärts; 2. die Schiffe erreichen ihre neuen Felder;
    3. das Schiff im Hafen erfüllt seinen Auftrag; 4. der Spieler bekommt Gold und RP.

    Angenommen es ist die Phase „Ämter versteigern“ der Runde 3
    Und Harald hat das Amt MAGISTER OFFICIORUM inne
    Und Petra hat das Amt PRAEFECTUS URBI inne
    Und der Auftrag K1 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/1
    Und der Auftrag K2 verlangt 2 Gewerbegüter und bringt 12 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag K3 verlangt 1 Luxusgut und bringt 10 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag P1 befördert einen Passagier und bringt 6 Gold, Reisedauer //1/1
    Und Harald hat das Kleine Schiff S1 auf dem Feld „1“ mit den Aufträgen K1
    Und Harald hat das Große Schiff L1 auf dem Feld „2“ mit den Aufträgen K2
    Und Petra hat das Mittlere Schiff M1 auf dem Feld „1“ mit den Aufträgen K3 P1
    Und Harald hat 10 Gold
    Und Harald hat 5 RP
    Und Petra hat 10 Gold
    Und Petra hat 5 RP
    Wenn Harald behält sein Amt
    Und Petra behält ihr Amt
    Dann die Phase „Gebäude bauen“ hat begonnen
    # Feld „1“ -> Hafen: der Auftrag bringt 5 Gold und 1 RP und kommt auf den Ablagestapel
    Und das Schiff S1 von Harald liegt im Hafen
    Und das Schiff S1 von Harald trägt keine Aufträge
    # Feld „2“ -> Feld „1“: noch auf Fahrt, mit Auftrag und Ladung
    Und das Schiff L1 von Harald liegt auf dem Feld „1“
    Und das Schiff L1 von Harald trägt die Aufträge K2
    Und das Schiff L1 von Harald hat 2 Gewerbegüter geladen
    Und Harald hat 15 Gold
    Und Harald hat 6 RP
    # der Güterauftrag bringt 10 Gold und 1 RP, der Passagier 6 Gold und keine RP
    Und das Schiff M1 von Petra liegt im Hafen
    Und das Schiff M1 von Petra trägt keine Aufträge
    Und Petra hat 26 Gold
    Und Petra hat 6 RP
    Und die Aufträge K1 K3 P1 liegen auf dem Ablagestapel

  @rule @contracts.fulfil
  Szenario: Erfüllte Auftragskarten kommen auf einen offenen Ablagestapel (de:384)
    Nur das deutsche Buch sagt, dass der Ablagestapel offen liegt (en:366: "a discard pile").
    Jeder Spieler sieht darum die erfüllten Aufträge.

    Angenommen es ist die Phase „Ämter versteigern“ der Runde 3
    Und Harald hat das Amt MAGISTER OFFICIORUM inne
    Und Petra hat das Amt PRAEFECTUS URBI inne
    Und der Auftrag K1 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/1
    Und Harald hat das Kleine Schiff S1 auf dem Feld „1“ mit den Aufträgen K1
    Dann Petra sieht die Aufträge auf dem Schiff S1 von Harald nicht
    Wenn Harald behält sein Amt
    Und Petra behält ihr Amt
    Dann das Schiff S1 von Harald liegt im Hafen
    Und Petra sieht auf dem offenen Ablagestapel die Aufträge K1
    Und Harald sieht auf dem offenen Ablagestapel die Aufträge K1
