# language: de
@topic-end-of-round
Funktionalität: Phase „Ende der Runde“ (de:706-746)
  Am Ende jeder Runde, mit Ausnahme des Spielendes, gibt es zwei Schritte (de:708).  Markt
  wechseln: die oberste Karte der Zukünftigen Märkte kommt auf den Aktuellen Markt; wenn der
  Stapel der Zukünftigen Märkte zum ersten Mal leer wird, werden alle Karten der Aktuellen Märkte
  außer der gerade ausgelegten gemischt und offen als neuer Stapel ausgelegt (de:710-724).
  Lagern/Abwerfen: jeder Spieler lagert ein Gut, mit dem HORREUM bis zu fünf, oder weniger, und
  legt den Rest in den Vorrat; Güter auf Fahrt bleiben unberührt, und in der letzten Runde wird
  nichts abgeworfen (de:726-732).  Die Würfel im Konto-Bereich kommen am Ende der Runde in den
  Vorrat (de:507-509, de:664), und die Fähigkeiten von PRAEFECTUS URBI und CONSUL stehen wieder
  zur Verfügung (de:864).

  Grundlage:
    Angenommen die Spieler sind Harald, Petra und Angela

  # ------------------------------------------------------------- Markt wechseln

  @de-ex-20 @example @end.change-markets
  Szenario: Die Porta Aurea wird der Aktuelle Markt und die Opificies der Zukünftige Markt (de:712-720)
    Angenommen es ist die Phase „Güter spenden“ der Runde 3
    Und der Aktuelle Markt ist das Forum Constantinum
    Und der Stapel der Zukünftigen Märkte ist die Porta Aurea und die Opificies
    Wenn Harald ist fertig
    Und Petra ist fertig
    Und Angela ist fertig
    # 1. Zukünftiger Markt (A) wird zum Aktuellen Markt (B)
    Dann der Aktuelle Markt ist die Porta Aurea
    # 2. Neuer Zukünftiger Markt (A) und neuer Aktueller Markt (B)
    Und der Zukünftige Markt ist die Opificies
    Und im Stapel der Zukünftigen Märkte liegt nur noch die Karte Opificies
    Und Runde 4 hat begonnen

  @de-ex-21 @example @end.reshuffle-markets
  Szenario: Beim ersten Leerwerden bilden die Aktuellen Märkte außer den Opificies einen neuen, offenen Stapel der Zukünftigen Märkte (de:722-724)
    Fortsetzung des vorigen Beispiels: die Porta Aurea liegt auf dem Forum Constantinum (und den
    Karten, die davor aktuell waren), die Opificies sind die letzte Zukünftige Karte.  Das Mischen
    ist zufällig, darum nennt die Situation sein Ergebnis: "Oben auf diesem Stapel liegt in
    diesem Beispiel die Domus Regia" (de:724); die Reihenfolge der drei Karten darunter nennt das
    Buch nicht (die hier genannte ist so gut wie jede andere).  Der neue Stapel muss genau die vier
    anderen Karten enthalten, die Domus Regia oben.  Er liegt "offen" (de:722): jeder Spieler
    sieht den nächsten Markt.

    Angenommen es ist die Phase „Güter spenden“ der Runde 4
    Und der Aktuelle Markt ist die Porta Aurea
    Und der Stapel der Zukünftigen Märkte ist die Opificies
    Und das Mischen der Marktkarten ergibt von oben die Domus Regia, die Porta Aurea, das Forum Costantinum und den Portus Iulianus
    Wenn Harald ist fertig
    Und Petra ist fertig
    Und Angela ist fertig
    Dann der Aktuelle Markt ist die Opificies
    Und der Stapel der Aktuellen Märkte enthält nur die Opificies
    Und der Stapel der Zukünftigen Märkte enthält 4 Karten
    Und der Stapel der Zukünftigen Märkte enthält die Porta Aurea, das Forum Costantinum, die Domus Regia und den Portus Iulianus
    Und der Stapel der Zukünftigen Märkte wurde 1 Mal aufgebraucht
    Und der Zukünftige Markt ist die Domus Regia
    Und Petra sieht als nächsten Zukünftigen Markt die Domus Regia

  @rule @game.end-market @end.change-markets
  Szenario: Wird der Stapel zum zweiten Mal aufgebraucht, bleibt der Zukünftige Markt leer und das Spiel endet nach einer weiteren Runde (de:722, de:755)
    Harald, Petra und Angela haben Ämter, die am Ende der Versteigerung nichts geben.

    Angenommen es ist die Phase „Güter spenden“ der Runde 8
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Urbi     | Petra   |
      | Consul              | Angela  |
    Und der Aktuelle Markt ist die Porta Aurea
    Und der Stapel der Zukünftigen Märkte ist die Opificies
    Und der Stapel der Zukünftigen Märkte wurde schon 1 Mal aufgebraucht
    Wenn Harald ist fertig
    Und Petra ist fertig
    Und Angela ist fertig
    Dann der Aktuelle Markt ist die Opificies
    Und der Stapel der Zukünftigen Märkte ist leer
    Und der Stapel der Zukünftigen Märkte wurde 2 Mal aufgebraucht
    Und Runde 9 hat begonnen
    Und das Spiel ist nicht vorbei
    # noch eine komplette Runde
    Wenn Harald behält sein Amt
    Und Petra behält ihr Amt
    Und Angela behält ihr Amt
    Dann die Phase „Gebäude bauen“ hat begonnen
    Wenn Harald beendet seinen Zug
    Und Petra beendet ihren Zug
    Und Angela beendet ihren Zug
    Dann die Phase „Aufträge annehmen“ hat begonnen
    Wenn Harald ist fertig
    Und Petra ist fertig
    Und Angela ist fertig
    Dann die Phase „Güter spenden“ hat begonnen
    Wenn Harald ist fertig
    Und Petra ist fertig
    Und Angela ist fertig
    Dann das Spiel ist vorbei
    # "Spiele [sind] nach maximal neun Runden vorüber" (de:755)
    Und das Spiel hat 9 Runden gedauert
    Und das Spiel endete, weil der Stapel der Zukünftigen Märkte aufgebraucht war

  # ------------------------------------------------------------- Lagern/Abwerfen

  @de-ex-22 @example @end.store
  Szenario: Harald wirft alles bis auf ein Gut ab, Petra behält ihr Gut, Angela mit dem HORREUM behält beide (de:730-746)
    Angenommen es ist der Schritt „Lagern/Abwerfen“ der Runde 3
    Und Harald hat 3 Verbrauchsgüter
    Und Petra hat 1 Gewerbegut
    Und Angela hat 1 Verbrauchsgut
    Und Angela hat 1 Luxusgut
    Und Angela besitzt das Gebäude HORREUM
    Wenn Harald lagert 2 Verbrauchsgüter
    Dann die Aktion wird durch die Regel end.store abgelehnt
    Und nichts hat sich geändert
    # 1. Harald wirft alles bis auf ein Gut ab.
    Wenn Harald lagert 1 Verbrauchsgut
    # 2. Petra behält ihr einzelnes Gut.
    Und Petra lagert 1 Gewerbegut
    # 3. Angela behält ihre beiden Güter.
    Und Angela lagert 1 Verbrauchsgut und 1 Luxusgut
    Dann Runde 4 hat begonnen
    Und Harald hat 1 Verbrauchsgut
    Und Petra hat 1 Gewerbegut
    Und Angela hat 1 Verbrauchsgut
    Und Angela hat 1 Luxusgut

  @rule @end.store
  Szenario: Mit dem HORREUM lagert man bis zu fünf Güter beliebiger Arten, nicht sechs (de:728, de:903)
    Angenommen es ist der Schritt „Lagern/Abwerfen“ der Runde 3
    Und Angela besitzt das Gebäude HORREUM
    Und Angela hat 3 Verbrauchsgüter
    Und Angela hat 3 Luxusgüter
    Und Harald hat keine Güter
    Und Petra hat keine Güter
    Wenn Angela lagert 3 Verbrauchsgüter und 3 Luxusgüter
    Dann die Aktion wird durch die Regel end.store abgelehnt
    Und nichts hat sich geändert
    Wenn Angela lagert 3 Verbrauchsgüter und 2 Luxusgüter
    Dann Runde 4 hat begonnen
    Und Angela hat 3 Verbrauchsgüter
    Und Angela hat 2 Luxusgüter

  @de-faq-04 @faq @end.store
  Szenario: Man kann Produktionsgüter freiwillig abwerfen (de:951-953)
    Angenommen es ist der Schritt „Lagern/Abwerfen“ der Runde 3
    Und Harald hat 2 Nahrungsgüter
    Und Petra hat 1 Gewerbegut
    Und Angela hat 2 Verbrauchsgüter
    Und Angela hat 1 Luxusgut
    Und Angela besitzt das Gebäude HORREUM
    # "Sicher."
    Wenn Harald lagert nichts
    Und Petra lagert nichts
    Und Angela lagert 1 Luxusgut
    Dann Runde 4 hat begonnen
    Und Harald hat keine Güter
    Und Petra hat keine Güter
    Und Angela hat 0 Verbrauchsgüter
    Und Angela hat 1 Luxusgut

  @rule @end.store
  Szenario: Güter, die gerade auf einer Fahrt sind, bleiben vom Lagern/Abwerfen unberührt (de:726)
    Angenommen es ist die Phase „Güter spenden“ der Runde 4
    Und der Auftrag K1 verlangt 2 Verbrauchsgüter und bringt 9 Gold und 1 RP, Reisedauer 1/2/2
    Und der Auftrag K2 verlangt 1 Luxusgut und bringt 10 Gold und 1 RP, Reisedauer 1/1/2
    Und Harald hat das Große Schiff L1 auf dem Feld „2“ mit den Aufträgen K1 K2
    Und Harald hat 2 Nahrungsgüter
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Harald ist fertig
    Und Harald lagert 1 Nahrungsgut
    Dann Runde 5 hat begonnen
    Und Harald hat 1 Nahrungsgut
    Und das Schiff L1 von Harald trägt die Aufträge K1 K2
    Und das Schiff L1 von Harald hat 2 Verbrauchsgüter geladen
    Und das Schiff L1 von Harald hat 1 Luxusgut geladen
    Und das Schiff L1 von Harald liegt auf dem Feld „2“

  @rule @end.no-discard-final
  Szenario: Am Ende der letzten Runde werden keine Güter abgeworfen (de:732)
    # Der Stapel wurde am Ende der vorigen Runde zum zweiten Mal aufgebraucht; diese Runde ist
    # die letzte (de:722).
    Angenommen es ist die Phase „Güter spenden“ der Runde 9
    Und der Aktuelle Markt ist die Opificies
    Und der Stapel der Zukünftigen Märkte ist leer
    Und der Stapel der Zukünftigen Märkte wurde schon 2 Mal aufgebraucht
    Und Harald hat 3 Verbrauchsgüter
    Und Petra hat 2 Nahrungsgüter
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Harald ist fertig
    Dann das Spiel ist vorbei
    Und Harald hat 3 Verbrauchsgüter
    Und Petra hat 2 Nahrungsgüter

  # ------------------------------------------------------------- Aufräumen

  @rule @end.cleanup
  Szenario: Am Ende der Runde ist der Konto-Bereich leer, und PRAEFECTUS URBI und CONSUL dürfen ihre Fähigkeit wieder nutzen (de:509, de:664, de:864)
    Angenommen es ist die Phase „Güter spenden“ der Runde 3
    Und Angela hat das Amt CONSUL inne
    Und Petra hat das Amt PRAEFECTUS URBI inne
    Und Harald hat in dieser Runde schon 2 Verbrauchsgüter gekauft
    Und Petra hat in dieser Runde schon 1 Gewerbegut verkauft
    Und der CONSUL hat seine Fähigkeit in dieser Runde schon genutzt
    Und der PRAEFECTUS URBI hat seine Fähigkeit in dieser Runde schon genutzt
    Wenn Harald ist fertig
    Und Petra ist fertig
    Und Angela ist fertig
    Dann Runde 4 hat begonnen
    Und der Konto-Bereich von Harald ist leer
    Und der Konto-Bereich von Petra ist leer
    Und der CONSUL darf seine Fähigkeit wieder nutzen
    Und der PRAEFECTUS URBI darf seine Fähigkeit wieder nutzen
