# language: de
@topic-accepting
Funktionalität: Phase „Aufträge annehmen“ (de:616-688)
  Die Spieler laden die Aufträge, die sie annehmen, auf Schiffe im Hafen; jeder Auftrag, der am
  Ende der Phase nicht auf einem Schiff liegt, kommt auf den Ablagestapel, es sei denn, ein
  Handelsposten blockiert ihn (de:648).  CONSUL und PRAEFECTUS URBI, die ihre Fähigkeit nicht
  in der Phase „Gebäude bauen“ genutzt haben, dürfen bis zu zwei Auftragskarten abwerfen und
  ebenso viele neue ziehen (de:622).  Schiffe kosten 6, 9 und 12 Gold, eines pro Runde; wollen
  zwei Spieler dasselbe Schiff, hat der in Spielerreihenfolge frühere das Vorkaufsrecht, und
  ein Schiff kann sofort nach dem Kauf benutzt werden (de:684-688).

  Grundlage:
    Angenommen die Spieler sind Harald, Petra und Angela
    Und es ist die Phase „Aufträge annehmen“ der Runde 3
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Urbi     | Petra   |
      | Consul              | Angela  |
    Und der Auftrag K1 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/1
    Und der Auftrag K2 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/1
    Und der Auftrag K3 verlangt 1 Verbrauchsgut und bringt 6 Gold und 1 RP, Reisedauer 1/1/1
    Und der Auftrag K4 verlangt 1 Verbrauchsgut und bringt 6 Gold und 1 RP, Reisedauer 1/1/1
    Und der Auftrag K5 verlangt 1 Gewerbegut und bringt 7 Gold und 1 RP, Reisedauer 1/1/1

  # ------------------------------------------------------------- abgelehnte Aufträge

  @rule @accept.discard-unloaded @tradingpost.save
  Szenario: Aufträge, die weder geladen noch blockiert sind, kommen am Ende der Phase auf den Ablagestapel (de:648)
    Angenommen Harald hält die Aufträge K1 K2 K3
    Und Harald hat 1 Handelsposten gekauft
    Und Harald hat 1 Nahrungsgut
    Und Harald besitzt das Kleine Schiff S1
    Und Petra hält die Aufträge K4
    Und Angela ist mit dieser Phase fertig
    Wenn Harald lädt den Auftrag K1 auf das Schiff S1
    Und Harald blockiert den Auftrag K2
    Und Harald ist fertig
    Und Petra ist fertig
    Dann die Phase „Güter spenden“ hat begonnen
    Und das Schiff S1 von Harald trägt die Aufträge K1
    Und Harald hat die Aufträge K2 blockiert
    Und Harald hält keine Aufträge
    Und Petra hält keine Aufträge
    Und die Aufträge K3 K4 liegen auf dem Ablagestapel

  # ------------------------------------------------------------- CONSUL und PRAEFECTUS URBI

  @rule @accept.swap @office.ability-once
  Szenario: Der CONSUL, der seine Fähigkeit nicht genutzt hat, legt zwei Aufträge ab und zieht zwei, einmal (de:622, de:860, de:864)
    Angenommen Angela hält die Aufträge K1 K2 K3
    Und die nächsten gezogenen Aufträge sind K4 K5
    Wenn Angela legt die Aufträge K1 und K2 ab und zieht zwei neue Karten
    Dann Angela hält die Aufträge K3 K4 K5
    Und die Aufträge K1 K2 liegen auf dem Ablagestapel
    Wenn Angela legt den Auftrag K3 ab und zieht eine neue Karte
    Dann die Aktion wird durch die Regel office.ability-once abgelehnt
    Und nichts hat sich geändert

  @rule @accept.swap
  Szenario: Der PRAEFECTUS URBI, der keine Stadtmauer gebaut hat, tauscht einen Auftrag (de:622, de:850)
    Angenommen Petra hält die Aufträge K1 K2
    Und die nächsten gezogenen Aufträge sind K3
    Wenn Petra legt den Auftrag K1 ab und zieht eine neue Karte
    Dann Petra hält die Aufträge K2 K3
    Und die Aufträge K1 liegen auf dem Ablagestapel
    Und der PRAEFECTUS URBI hat seine Fähigkeit in dieser Runde genutzt

  @rule @accept.swap @office.ability-once
  Szenario: Ein CONSUL, der das Vorkaufsrecht genutzt, und ein PRAEFECTUS URBI, der eine Stadtmauer gebaut hat, tauschen keine Aufträge (de:622, de:844-864)
    Angenommen Angela hält die Aufträge K1 K2
    Und Petra hält die Aufträge K3 K4
    Und der CONSUL hat seine Fähigkeit in dieser Runde schon genutzt
    Und der PRAEFECTUS URBI hat seine Fähigkeit in dieser Runde schon genutzt
    Wenn Angela legt den Auftrag K1 ab und zieht eine neue Karte
    Dann die Aktion wird durch die Regel office.ability-once abgelehnt
    Und nichts hat sich geändert
    Wenn Petra legt den Auftrag K3 ab und zieht eine neue Karte
    Dann die Aktion wird durch die Regel office.ability-once abgelehnt
    Und nichts hat sich geändert

  @rule @accept.swap
  Szenario: Höchstens zwei Aufträge werden getauscht, und nur vom CONSUL oder PRAEFECTUS URBI (de:622)
    Angenommen Angela hält die Aufträge K1 K2 K3
    Und Harald hält die Aufträge K4 K5
    Wenn Angela legt die Aufträge K1, K2 und K3 ab und zieht drei neue Karten
    Dann die Aktion wird durch die Regel accept.swap abgelehnt
    Und nichts hat sich geändert
    Wenn Harald legt den Auftrag K4 ab und zieht eine neue Karte
    Dann die Aktion wird durch die Regel accept.swap abgelehnt
    Und nichts hat sich geändert

  # ------------------------------------------------------------- Schiffe kaufen

  @rule @ships.buy
  Szenario: Schiffe kosten 6, 9 und 12 Gold, und jeder Spieler kauft pro Runde höchstens ein Schiff (de:291, de:688)
    Angenommen der Vorrat enthält 3 Kleine Schiffe
    Und der Vorrat enthält 3 Mittlere Schiffe
    Und der Vorrat enthält 3 Große Schiffe
    Und Harald hat 30 Gold
    Und Petra hat 30 Gold
    Und Angela hat 30 Gold
    Wenn Harald kauft ein Kleines Schiff
    Und Petra kauft ein Mittleres Schiff
    Und Angela kauft ein Großes Schiff
    Dann Harald hat 24 Gold
    Und Petra hat 21 Gold
    Und Angela hat 18 Gold
    Und Harald besitzt 2 Schiffe
    Und Petra besitzt ein Mittleres Schiff
    Und Angela besitzt ein Großes Schiff
    Und im Vorrat liegen noch 2 Kleine Schiffe
    Und im Vorrat liegen noch 2 Mittlere Schiffe
    Und im Vorrat liegen noch 2 Große Schiffe
    Wenn Harald kauft ein Mittleres Schiff
    Dann die Aktion wird durch die Regel ships.buy abgelehnt
    Und nichts hat sich geändert

  @rule @wall.ship-discount
  Szenario: Der Besitzer des Mauerabschnitts Schiffsnachlass bekommt beim Kauf eines Schiffes 3 Gold Nachlass (de:927)
    Angenommen Harald besitzt den Mauerabschnitt Schiffsnachlass
    Und der Vorrat enthält 3 Große Schiffe
    Und Harald hat 30 Gold
    Und Petra hat 30 Gold
    Wenn Harald kauft ein Großes Schiff
    Und Petra kauft ein Großes Schiff
    Dann Harald hat 21 Gold
    Und Petra hat 18 Gold
    Und Harald besitzt ein Großes Schiff
    Und Petra besitzt ein Großes Schiff

  @de-ex-18 @example @ships.last-ship-priority
  Szenario: Wollen zwei Spieler das letzte Große Schiff, hat der in Spielerreihenfolge frühere das Vorkaufsrecht (de:686)
    Das Buch lässt den Käufer seinen Kauf ankündigen (de:686); die Engine fragt jeden früheren
    Spieler in Spielerreihenfolge (Harald, MAGISTER OFFICIORUM, I), ob er das letzte Schiff
    nimmt, bevor der spätere (Petra, PRAEFECTUS URBI, IV) es bekommt.

    Angenommen der Vorrat enthält 1 Großes Schiff
    Und Harald hat 30 Gold
    Und Petra hat 30 Gold
    Wenn Petra kauft ein Großes Schiff
    Dann Harald muss entscheiden, ob er das letzte Große Schiff beansprucht
    Wenn Harald beansprucht das Schiff
    Dann Harald besitzt ein Großes Schiff
    Und Harald hat 18 Gold
    Und Petra besitzt ein einziges Schiff
    Und Petra hat 30 Gold
    Und im Vorrat liegen noch 0 Große Schiffe

  @de-ex-18 @example @ships.last-ship-priority
  Szenario: Will der frühere Spieler das letzte Schiff nicht, kauft es der spätere (de:686)
    Angenommen der Vorrat enthält 1 Großes Schiff
    Und Harald hat 30 Gold
    Und Petra hat 30 Gold
    Wenn Petra kauft ein Großes Schiff
    Dann Harald muss entscheiden, ob er das letzte Große Schiff beansprucht
    Wenn Harald lässt das Schiff ziehen
    Dann Petra besitzt ein Großes Schiff
    Und Petra hat 18 Gold
    Und Harald besitzt ein einziges Schiff
    Und Harald hat 30 Gold
    Und im Vorrat liegen noch 0 Große Schiffe

  @rule @ships.buy
  Szenario: Schiffe können sofort nach ihrem Kauf benutzt werden (de:688)
    # Die Schiffe im Vorrat heißen medium-1, medium-2, ...; das ausgegebene ist medium-1.
    Angenommen der Vorrat enthält 2 Mittlere Schiffe
    Und Harald hat 30 Gold
    Und Harald hat keine Schiffe
    Und Harald hält die Aufträge K1 K3
    Und Harald hat 1 Nahrungsgut
    Und Harald hat 1 Verbrauchsgut
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Harald kauft ein Mittleres Schiff
    Und Harald lädt den Auftrag K1 auf das Schiff medium-1
    Und Harald lädt den Auftrag K3 auf das Schiff medium-1
    Und Harald ist fertig
    Dann Harald hat 21 Gold
    Und das Schiff medium-1 von Harald trägt die Aufträge K1 K3
    Und das Schiff medium-1 von Harald liegt auf dem Feld „1“
