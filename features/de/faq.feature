# language: de
@topic-faq
Funktionalität: Häufig gestellte Fragen: was die Spieler sehen dürfen (de:937-949)
  Wie viel Gold ein Spieler hat, sieht ein anderer nur, wenn er es zulässt (de:939-941);
  Auftragskarten, die noch nicht auf Schiffe geladen sind, liegen offen vor ihrem Besitzer
  (de:943-945); die Aufträge auf den Schiffen der Mitspieler sieht man nicht (de:947-949).  Jede
  Antwort wird in der Sicht eines Spielers geprüft.

  Grundlage:
    Angenommen die Spieler sind Harald und Petra

  @de-faq-01 @faq @view.gold-hidden
  Szenario: Vor dem Bieten sieht ein Spieler nicht, wie viel Gold die anderen haben (de:939-941)
    "Jeder Spieler darf wählen, ob er seine Münzen verdeckt oder offen hält": die Sicht eines
    Spielers zeigt das Gold der anderen verdeckt; wer es zeigen will, tut das außerhalb der
    Regeln (die Engine kennt keine Aktion dafür).

    Angenommen es ist die Phase „Ämter versteigern“ der Runde 2
    Und Harald hat das Amt MAGISTER OFFICIORUM inne
    Und Petra hat das Amt PRAEFECTUS URBI inne
    Und Harald hat 10 Gold
    Und Petra hat 12 Gold
    Dann Harald ist am Zug
    Und Harald sieht das Gold von Petra nicht
    Und Harald sieht seine eigenen 10 Gold
    Und Petra sieht das Gold von Harald nicht
    Und Petra sieht ihre eigenen 12 Gold

  @de-faq-02 @faq @view.hand-face-up
  Szenario: Die Auftragskarten, die ein anderer Spieler gezogen hat, liegen offen vor ihm (de:943-945)
    # Petra, MAGISTER OFFICIORUM, zieht 1 + 3 Aufträge; Harald, PRAEFECTUS URBI, zieht 1.
    Angenommen es ist die Phase „Auftragskarten ziehen“ der Runde 2
    Und Petra hat das Amt MAGISTER OFFICIORUM inne
    Und Harald hat das Amt PRAEFECTUS URBI inne
    Und der Auftrag K1 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/1
    Und der Auftrag K2 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/1
    Und der Auftrag K3 verlangt 1 Verbrauchsgut und bringt 6 Gold und 1 RP, Reisedauer 1/1/1
    Und der Auftrag K4 verlangt 1 Verbrauchsgut und bringt 6 Gold und 1 RP, Reisedauer 1/1/1
    Und der Auftrag K5 verlangt 1 Gewerbegut und bringt 7 Gold und 1 RP, Reisedauer 1/1/1
    Und die nächsten gezogenen Aufträge sind K1 K2 K3 K4 K5
    Dann die Phase „Aufträge annehmen“ hat begonnen
    Und Harald sieht vor Petra die Aufträge K1 K2 K3 K4
    Und Petra sieht vor Harald die Aufträge K5

  @de-faq-03 @faq @view.ship-contracts-hidden @view.hand-face-up
  Szenario: Die Aufträge auf den Schiffen der Mitspieler sieht man nicht (de:947-949)
    "Wenn es alle Spieler jedoch nicht stört, kann man das auch offen handhaben": das ist eine
    Vereinbarung am Tisch; die Sicht eines Spielers zeigt die Regel.

    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 3
    Und der Auftrag K1 verlangt 1 Nahrungsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/1
    Und der Auftrag K2 verlangt 1 Verbrauchsgut und bringt 6 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag K3 verlangt 1 Verbrauchsgut und bringt 6 Gold und 1 RP, Reisedauer 1/1/1
    Und Petra hat das Große Schiff J1 auf dem Feld „2“ mit den Aufträgen K1
    Und Petra besitzt das Kleine Schiff J2
    Und Petra hält die Aufträge K2 K3
    Und Petra hat 1 Verbrauchsgut
    Dann Harald sieht die Aufträge auf dem Schiff J1 von Petra nicht
    Und Petra sieht auf dem Schiff J1 von Petra die Aufträge K1
    # in dieser Phase geladen: nicht mehr offen vor Petra
    Wenn Petra lädt den Auftrag K2 auf das Schiff J2
    Dann Harald sieht die Aufträge auf dem Schiff J2 von Petra nicht
    Und Petra sieht auf dem Schiff J2 von Petra die Aufträge K2
    Und Harald sieht vor Petra die Aufträge K3
