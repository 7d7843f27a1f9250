# language: de
@topic-commercial-buildings
Funktionalität: Wirtschaftsgebäude und Stadtmauern, die Güter umwandeln (de:450-452, de:560-586, de:666-668, de:922-923, de:981-983)
  Jederzeit während der Phase „Gebäude bauen“ kann der aktive Spieler, und in der Phase
  „Aufträge annehmen“ jeder Spieler, seine Wirtschaftsgebäude nutzen, auch solche, die er in
  derselben Runde gebaut hat; jedes einmal pro Runde (de:562-564, de:668).  Dazu darf er nur
  Güter einer Art benutzen, die er herstellen kann, das heißt, die eines seiner
  Produktionsgebäude anzeigt (de:566, de:983).  Die Güter bleiben bis zum Ende der Runde auf
  dem Gebäudeplättchen liegen (de:564).  Zwei Mauerabschnitte wandeln ebenfalls Güter um, einmal
  pro Runde: einer tauscht ein Gut gegen ein anderes, das der Besitzer herstellen kann (de:922),
  einer drei beliebige Produktionsgüter gegen 10 Gold (de:923).

  Jedes genutzte Gebäude ist im Szenario definiert: die CAUPONA nimmt genau zwei Nahrungsgüter
  für 4 Gold und 1 RP (de:568); die VESTIFICINA bringt 5 Gold (de:891), ihre benötigten Güter
  und ihr RP sind verloren (Symbole), zwei Verbrauchsgüter und 1 RP sind eigene Zahlen der
  Szenarien.

  Grundlage:
    Angenommen die Spieler sind Harald und Petra
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Praefectus Pretorio | Harald  |
      | Comes Thesaurorum   | Petra   |
    Und das Gebäude AGER erzeugt 2 Nahrungsgüter
    Und das Gebäude TEXTRINUM erzeugt 1 Verbrauchsgut
    Und das Gebäude CAUPONA benötigt 2 Nahrungsgüter und erzeugt 4 Gold und 1 RP
    Und das Gebäude VESTIFICINA benötigt 2 Verbrauchsgüter und erzeugt 5 Gold und 1 RP

  @de-ex-14 @example @commercial.exact-goods @end.cleanup
  Szenario: Harald nutzt die CAUPONA; am Ende der Runde kommen die Güter von ihr in den Vorrat (de:568-586)
    Harald besitzt den AGER, der grüne Würfel erzeugt, und hat zwei davon (Schaubild, Schritt 1).
    Der Rest der Runde wird durchgespielt, um die CAUPONA an ihrem Ende wieder frei zu sehen
    (Schritt 4).  Die Schritte stehen im Text in der Reihenfolge 1, 3, 2, 4 (Satz der Seite);
    hier folgen sie der Nummerierung.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und die Auftragskarten in diesem Spiel lauten:
      | Auftrag | Güter | Gut         | Gold | RP | Klein | Mittel | Groß |
      | k1      | 1     | Nahrungsgut | 4    | 1  | 1     | 1      | 1    |
      | k2      | 1     | Nahrungsgut | 4    | 1  | 1     | 1      | 1    |
    Und der Nachziehstapel enthält von oben k1 k2
    Und Harald besitzt das Gebäude CAUPONA
    Und Harald hat 10 Gold
    Und Harald hat 5 RP
    Und Harald hat 2 Nahrungsgüter
    Und Petra hat keine Güter
    # Schritte 2 und 3: die zwei grünen Würfel auf die CAUPONA; 4 Gold und 1 RP.
    Wenn Harald nutzt das Gebäude CAUPONA
    Dann Harald hat 14 Gold
    Und Harald hat 6 RP
    Und Harald hat 0 Nahrungsgüter
    Und auf dem Gebäude CAUPONA von Harald liegen 2 Nahrungsgüter
    # Schritt 4: am Ende der Runde kommen die beiden grünen Würfel in den Vorrat; die CAUPONA
    # steht für die nächste Runde wieder zur Verfügung.
    Wenn die Spieler spielen:
      | Aktion       |
      | Harald: done |
      | Petra: done  |
      | Harald: done |
      | Petra: done  |
      | Harald: done |
      | Petra: done  |
    Dann Runde 3 hat begonnen
    Und auf dem Gebäude CAUPONA von Harald liegt nichts
    Und Harald hat keine Güter
    Und Harald hat 14 Gold
    Und Harald hat 6 RP

  @de-ex-14 @example @commercial.exact-goods
  Szenario: Die CAUPONA nimmt genau zwei Nahrungsgüter, nicht eines (de:568)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und Harald besitzt das Gebäude CAUPONA
    Und Harald hat 10 Gold
    Und Harald hat 1 Nahrungsgut
    Wenn Harald nutzt das Gebäude CAUPONA
    Dann die Aktion wird durch die Regel goods.not-held abgelehnt
    Und nichts hat sich geändert

  @de-faq-11 @faq @commercial.can-produce
  Szenario: Eine Güterart herstellen können heißt, ein Gebäude zu besitzen, das sie anzeigt, nicht die selbst erzeugten Güter zu benutzen (de:981-983)
    Harald besitzt das TEXTRINUM, das ein Verbrauchsgut herstellt; er benutzt ein Verbrauchsgut,
    das er auf dem Markt gekauft hat (mit der TABERNA, de:902), zusammen mit dem erzeugten.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und die Marktkarte Forum Constantinum zeigt:
      | Gut             | Limit | Kaufpreis | Verkaufspreis |
      | Verbrauchsgüter | 2     | 3         | 2             |
    Und der Aktuelle Markt ist das Forum Constantinum
    Und der Stapel der Zukünftigen Märkte ist die Porta Aurea
    Und Harald besitzt diese Gebäude:
      | Gebäude     |
      | TEXTRINUM   |
      | TABERNA     |
      | VESTIFICINA |
    Und Harald hat 10 Gold
    Und Harald hat 0 RP
    Und Harald hat 1 Verbrauchsgut
    Wenn Harald kauft 1 Verbrauchsgut
    Dann Harald hat 7 Gold
    Und Harald hat 2 Verbrauchsgüter
    Wenn Harald nutzt das Gebäude VESTIFICINA
    Dann Harald hat 12 Gold
    Und Harald hat 1 RP
    Und Harald hat 0 Verbrauchsgüter
    Und auf dem Gebäude VESTIFICINA von Harald liegen 2 Verbrauchsgüter

  @rule @commercial.can-produce
  Szenario: Güter einer Art, die man nicht herstellen kann, aktivieren kein Wirtschaftsgebäude (de:566)
    Harald besitzt nur den AGER, der keine Verbrauchsgüter anzeigt; seine zwei Verbrauchsgüter
    kann er auf seiner VESTIFICINA nicht benutzen.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und Harald besitzt das Gebäude VESTIFICINA
    Und Harald hat 10 Gold
    Und Harald hat 2 Verbrauchsgüter
    Wenn Harald nutzt das Gebäude VESTIFICINA
    Dann die Aktion wird durch die Regel commercial.can-produce abgelehnt
    Und nichts hat sich geändert

  @rule @commercial.once-per-round
  Szenario: Jedes Wirtschaftsgebäude kann einmal pro Runde aktiviert werden (de:452, de:564)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und Harald besitzt das Gebäude CAUPONA
    Und Harald hat 10 Gold
    Und Harald hat 4 Nahrungsgüter
    Wenn Harald nutzt das Gebäude CAUPONA
    Dann Harald hat 14 Gold
    Und Harald hat 2 Nahrungsgüter
    Wenn Harald nutzt das Gebäude CAUPONA
    Dann die Aktion wird durch die Regel commercial.once-per-round abgelehnt
    Und nichts hat sich geändert

  @rule @commercial.once-per-round
  Szenario: Ein in der Phase „Gebäude bauen“ genutztes Wirtschaftsgebäude kann in der Phase „Aufträge annehmen“ nicht noch einmal genutzt werden (de:668)
    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 2
    Und Harald besitzt das Gebäude CAUPONA
    Und Harald hat das Gebäude CAUPONA in dieser Runde schon genutzt
    Und Harald hat 10 Gold
    Und Harald hat 2 Nahrungsgüter
    Wenn Harald nutzt das Gebäude CAUPONA
    Dann die Aktion wird durch die Regel commercial.once-per-round abgelehnt
    Und nichts hat sich geändert

  @rule @commercial.once-per-round
  Szenario: Ein Wirtschaftsgebäude kann in der Runde genutzt werden, in der es gebaut wurde (de:564)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und Harald hat 20 Gold
    Und Harald hat 0 RP
    Und Harald hat 2 Nahrungsgüter
    Wenn Harald kauft das Gebäude CAUPONA
    Dann Harald hat 11 Gold
    Wenn Harald nutzt das Gebäude CAUPONA
    Dann Harald hat 15 Gold
    Und Harald hat 1 RP
    Und auf dem Gebäude CAUPONA von Harald liegen 2 Nahrungsgüter

  @rule @commercial.once-per-round
  Szenario: In der Phase „Aufträge annehmen“ nutzt jeder Spieler seine Wirtschaftsgebäude (de:666-668)
    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 2
    Und Harald besitzt das Gebäude CAUPONA
    Und Petra besitzt das Gebäude TEXTRINUM
    Und Petra besitzt das Gebäude VESTIFICINA
    Und Harald hat 10 Gold
    Und Petra hat 20 Gold
    Und Harald hat 2 Nahrungsgüter
    Und Petra hat 2 Verbrauchsgüter
    Wenn Petra nutzt das Gebäude VESTIFICINA
    Dann Petra hat 25 Gold
    Wenn Harald nutzt das Gebäude CAUPONA
    Dann Harald hat 14 Gold
    Und auf dem Gebäude CAUPONA von Harald liegen 2 Nahrungsgüter
    Und auf dem Gebäude VESTIFICINA von Petra liegen 2 Verbrauchsgüter

  @rule @market.active-player
  Szenario: In der Phase „Gebäude bauen“ nutzt nur der aktive Spieler seine Wirtschaftsgebäude (de:562-564)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und Petra besitzt das Gebäude CAUPONA
    Und Petra hat 2 Nahrungsgüter
    Wenn Petra nutzt das Gebäude CAUPONA
    Dann die Aktion wird durch die Regel market.active-player abgelehnt
    Und nichts hat sich geändert

  @rule @wall.swap
  Szenario: Der Mauerabschnitt Gütertausch tauscht einmal pro Runde ein Gut gegen ein anderes, das der Besitzer herstellen kann (de:922)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und Harald besitzt den Mauerabschnitt Gütertausch
    Und Harald besitzt das Gebäude TEXTRINUM
    Und Harald hat diese Güter:
      | Gut           | Anzahl |
      | Nahrungsgüter | 2      |
      | Luxusgut      | 1      |
    # "falls er letzteres auch produzieren kann": Gewerbegüter kann Harald nicht herstellen.
    Wenn Harald tauscht mit dem Mauerabschnitt Gütertausch 1 Luxusgut gegen 1 Gewerbegut
    Dann die Aktion wird durch die Regel wall.swap abgelehnt
    Und nichts hat sich geändert
    Wenn Harald tauscht mit dem Mauerabschnitt Gütertausch 1 Luxusgut gegen 1 Verbrauchsgut
    Dann Harald hat 0 Luxusgüter
    Und Harald hat 1 Verbrauchsgut
    Und Harald hat 2 Nahrungsgüter
    # "Einmal pro Runde"
    Wenn Harald tauscht mit dem Mauerabschnitt Gütertausch 1 Nahrungsgut gegen 1 Verbrauchsgut
    Dann die Aktion wird durch die Regel wall.swap abgelehnt
    Und nichts hat sich geändert

  @rule @wall.sale
  Szenario: Der Mauerabschnitt Güterverkauf tauscht einmal pro Runde drei beliebige Produktionsgüter gegen 10 Gold (de:923)
    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 2
    Und Harald besitzt den Mauerabschnitt Güterverkauf
    Und Harald hat 5 Gold
    Und Harald hat diese Güter:
      | Gut           | Anzahl |
      | Nahrungsgüter | 4      |
      | Verbrauchsgut | 1      |
      | Militärgut    | 1      |
    Wenn Harald tauscht mit dem Mauerabschnitt Güterverkauf 2 Nahrungsgüter gegen 10 Gold
    Dann die Aktion wird durch die Regel wall.sale abgelehnt
    Und nichts hat sich geändert
    Wenn Harald tauscht mit dem Mauerabschnitt Güterverkauf 1 Nahrungsgut, 1 Verbrauchsgut und 1 Militärgut gegen 10 Gold
    Dann Harald hat 15 Gold
    Und Harald hat 3 Nahrungsgüter
    Und Harald hat 0 Verbrauchsgüter
    Und Harald hat 0 Militärgüter
    Wenn Harald tauscht mit dem Mauerabschnitt Güterverkauf 3 Nahrungsgüter gegen 10 Gold
    Dann die Aktion wird durch die Regel wall.sale abgelehnt
    Und nichts hat sich geändert
