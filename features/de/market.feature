# language: de
@topic-market
Funktionalität: Güter auf dem Markt kaufen/verkaufen (de:501-558, de:662-664, de:900-902, de:925)
  In der Phase „Gebäude bauen“ der aktive Spieler und in der Phase „Aufträge annehmen“ jeder
  Spieler kann Güter auf dem Aktuellen Markt kaufen oder verkaufen (de:503, de:664).  Die
  Marktkarte gibt für jede Güterart das Kauf-/Verkauf-Limit der Runde, den Kaufpreis und den
  Verkaufspreis an (de:529-537).  Wer eine Art Güter in einer Runde verkauft hat, kann sie in
  dieser Runde nicht kaufen, und umgekehrt (de:531, de:987); eine Art, die er selbst herstellt,
  darf er nur mit der TABERNA kaufen (de:533, de:902).  Jede Transaktion wird im Konto-Bereich
  festgehalten (de:505).

  Die Karte VI Regio – Forum Costantinum ist nach dem deutschen Buch definiert, dem einzigen, das
  ihre Preise druckt: die Seitenleiste „Marktkarten-Übersicht“ (de:541-554) zeigt die Paare
  Kaufpreis/Verkaufspreis 2/1, 3/2, 6/4 und 7/5; die Limits (Würfelsymbole) sind verloren.  Aus
  den Beispielen: Nahrungsgüter Limit 2 (de:531) und Verkauf 1 Gold (de:556, also die Zeile
  2/1); Verbrauchsgüter Kauf 3 Gold (de:535, die Zeile 3/2) und ein Limit von mindestens 2
  ("könnte immer noch ein weiteres davon kaufen", de:556; 2 ist genommen); Gewerbegüter Limit 2
  und Luxusgüter Limit 1, keine Militärgüter (de:556).  Die Zeilen 6/4 und 7/5 sind in der
  aufsteigenden Wertordnung der Gütertabelle (de:819-824) den Gewerbe- und Luxusgütern
  zugeordnet.

  # Das Buch schreibt "Forum Costantinum" (de:517, de:547) und "Forum Constantinum" (de:531,
  # de:539, de:704, de:720); beides ist derselbe Markt.
  Grundlage:
    Angenommen die Spieler sind Harald, Petra und Angela
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Pretorio | Petra   |
      | Comes Thesaurorum   | Angela  |
    Und die Marktkarte Forum Constantinum zeigt:
      | Gut             | Limit | Kaufpreis | Verkaufspreis |
      | Nahrungsgüter   | 2     | 2         | 1             |
      | Verbrauchsgüter | 2     | 3         | 2             |
      | Gewerbegüter    | 2     | 6         | 4             |
      | Luxusgüter      | 1     | 7         | 5             |
    Und der Aktuelle Markt ist das Forum Constantinum
    Und der Stapel der Zukünftigen Märkte ist die Porta Aurea

  @de-ex-11 @example @market.limit @market.no-buy-and-sell
  Szenario: Auf dem Forum Constantinum kann man zwei Nahrungsgüter kaufen, dann aber nicht verkaufen (de:531)
    Jeder Spieler besitzt den AGER, der Nahrungsgüter herstellt (de:392-394); sie zu kaufen
    erlaubt erst die TABERNA (de:533, de:902), die Harald besitzt.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und Harald besitzt das Gebäude TABERNA
    Und Harald hat 10 Gold
    Und Harald hat keine Güter
    Wenn Harald kauft 2 Nahrungsgüter
    Dann Harald hat 6 Gold
    Und Harald hat 2 Nahrungsgüter
    Und der Konto-Bereich von Harald zeigt 2 Nahrungsgüter gekauft
    Wenn Harald kauft 1 Nahrungsgut
    Dann die Aktion wird durch die Regel market.limit abgelehnt
    Und nichts hat sich geändert
    Wenn Harald verkauft 1 Nahrungsgut
    Dann die Aktion wird durch die Regel market.no-buy-and-sell abgelehnt
    Und nichts hat sich geändert

  @de-ex-11 @example @market.limit @market.no-buy-and-sell
  Szenario: Auf dem Forum Constantinum kann man zwei Nahrungsgüter verkaufen, dann aber nicht kaufen (de:531)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und Harald besitzt das Gebäude TABERNA
    Und Harald hat 10 Gold
    Und Harald hat 4 Nahrungsgüter
    Wenn Harald verkauft 1 Nahrungsgut
    Und Harald verkauft 1 Nahrungsgut
    Dann Harald hat 12 Gold
    Und Harald hat 2 Nahrungsgüter
    Und der Konto-Bereich von Harald zeigt 2 Nahrungsgüter verkauft
    Wenn Harald verkauft 1 Nahrungsgut
    Dann die Aktion wird durch die Regel market.limit abgelehnt
    Und nichts hat sich geändert
    Wenn Harald kauft 1 Nahrungsgut
    Dann die Aktion wird durch die Regel market.no-buy-and-sell abgelehnt
    Und nichts hat sich geändert

  @de-ex-12 @example @market.price @market.no-buy-produced
  Szenario: Harald kauft ein Verbrauchsgut für 3 Gold und hält es im Konto-Bereich fest (de:535)
    Haralds Produktionsgebäude (der AGER und das METALLUM) stellen keine blauen Güter her.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und das Gebäude AGER erzeugt 2 Nahrungsgüter
    Und das Gebäude METALLUM erzeugt 2 Gewerbegüter
    Und Harald besitzt das Gebäude METALLUM
    Und Harald hat 10 Gold
    Und Harald hat keine Güter
    Wenn Harald kauft 1 Verbrauchsgut
    # "bezahlt 3 Gold in die Bank"; ein Verbrauchsgut ins Lager, ein zweites auf den Konto-Bereich
    Dann Harald hat 7 Gold
    Und Harald hat 1 Verbrauchsgut
    Und der Konto-Bereich von Harald zeigt 1 Verbrauchsgut gekauft

  @de-ex-13 @example @market.limit @market.no-buy-and-sell
  Szenario: Harald verkauft zwei seiner drei Nahrungsgüter, und was er danach noch handeln darf (de:539-556)
    Harald besitzt nur den AGER und kann darum keine Verbrauchs-, Gewerbe-, Luxus- oder
    Militärgüter herstellen.  Er hat in dieser Runde schon ein Verbrauchsgut gekauft (de:556) und
    hält ein Militärgut, um zu zeigen, dass er auch dieses nicht verkaufen kann.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und das Gebäude AGER erzeugt 2 Nahrungsgüter
    Und Harald besitzt nur den AGER
    Und Harald hat 10 Gold
    Und Harald hat diese Güter:
      | Gut           | Anzahl |
      | grüne Würfel  | 3      |
      | Verbrauchsgut | 1      |
      | Militärgut    | 1      |
    Und Harald hat in dieser Runde schon 1 Verbrauchsgut gekauft
    # "Er verkauft seine zwei Nahrungsgüter für gesamt 2 Gold (1 pro Würfel)."
    Wenn Harald verkauft 2 Nahrungsgüter
    Dann Harald hat 12 Gold
    Und Harald hat 1 Nahrungsgut
    Und der Konto-Bereich von Harald zeigt 2 Nahrungsgüter verkauft
    # "Er kann alle drei nicht verkaufen, weil nur zwei Würfel in der Kaufen/Verkaufen-Spalte angegeben sind."
    Wenn Harald verkauft 1 Nahrungsgut
    Dann die Aktion wird durch die Regel market.limit abgelehnt
    Und nichts hat sich geändert
    # "Nachdem er seine zwei Nahrungsgüter verkauft hat, darf er keine weiteren davon kaufen oder verkaufen."
    Wenn Harald kauft 1 Nahrungsgut
    Dann die Aktion wird durch die Regel market.no-buy-and-sell abgelehnt
    Und nichts hat sich geändert
    # "Er hatte bereits ein Verbrauchsgut (blau) gekauft, daher kann er solche nicht verkaufen ..."
    Wenn Harald verkauft 1 Verbrauchsgut
    Dann die Aktion wird durch die Regel market.no-buy-and-sell abgelehnt
    Und nichts hat sich geändert
    # "Militärgüter (schwarz) könnte er weder kaufen noch verkaufen, denn schwarze Würfel sind in
    # der Spalte Kaufen/Verkaufen dieser Marktkarte nicht aufgeführt."
    Wenn Harald kauft 1 Militärgut
    Dann die Aktion wird durch die Regel market.limit abgelehnt
    Und nichts hat sich geändert
    Wenn Harald verkauft 1 Militärgut
    Dann die Aktion wird durch die Regel market.limit abgelehnt
    Und nichts hat sich geändert
    # "... allerdings könnte er immer noch ein weiteres davon kaufen."
    Wenn Harald kauft 1 Verbrauchsgut
    Dann Harald hat 9 Gold
    Und Harald hat 2 Verbrauchsgüter
    Und der Konto-Bereich von Harald zeigt 2 Verbrauchsgüter gekauft
    # Nicht im Text: ein drittes überschreitet das für die Karte angenommene Limit 2 (siehe oben).
    Wenn Harald kauft 1 Verbrauchsgut
    Dann die Aktion wird durch die Regel market.limit abgelehnt
    Und nichts hat sich geändert

  @de-ex-13 @example @market.limit
  Szenario: Nach dem Verkauf der Nahrungsgüter kann Harald noch bis zu zwei Gewerbegüter und ein Luxusgut kaufen (de:556)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und das Gebäude AGER erzeugt 2 Nahrungsgüter
    Und Harald besitzt nur den AGER
    Und Harald hat 30 Gold
    Und Harald hat 3 Nahrungsgüter
    Wenn Harald verkauft 2 Nahrungsgüter
    Dann Harald hat 32 Gold
    Wenn Harald kauft 2 Gewerbegüter
    Und Harald kauft 1 Luxusgut
    # 32 - 2 × 6 - 7 = 13
    Dann Harald hat 13 Gold
    Und Harald hat 2 Gewerbegüter
    Und Harald hat 1 Luxusgut
    Und der Konto-Bereich von Harald zeigt 2 Gewerbegüter gekauft
    Und der Konto-Bereich von Harald zeigt 1 Luxusgut gekauft
    Wenn Harald kauft 1 Gewerbegut
    Dann die Aktion wird durch die Regel market.limit abgelehnt
    Und nichts hat sich geändert
    Wenn Harald kauft 1 Luxusgut
    Dann die Aktion wird durch die Regel market.limit abgelehnt
    Und nichts hat sich geändert

  @de-ex-13 @example @market.limit
  Szenario: Nach dem Verkauf der Nahrungsgüter kann Harald noch bis zu zwei Gewerbegüter und ein Luxusgut verkaufen (de:556)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und Harald besitzt nur den AGER
    Und Harald hat 10 Gold
    Und Harald hat diese Güter:
      | Gut           | Anzahl |
      | Nahrungsgüter | 3      |
      | Gewerbegüter  | 3      |
      | Luxusgüter    | 2      |
    Wenn Harald verkauft 2 Nahrungsgüter
    Und Harald verkauft 2 Gewerbegüter
    Und Harald verkauft 1 Luxusgut
    # 10 + 2 × 1 + 2 × 4 + 5 = 25
    Dann Harald hat 25 Gold
    Und der Konto-Bereich von Harald zeigt 2 Gewerbegüter verkauft
    Und der Konto-Bereich von Harald zeigt 1 Luxusgut verkauft
    Wenn Harald verkauft 1 Gewerbegut
    Dann die Aktion wird durch die Regel market.limit abgelehnt
    Und nichts hat sich geändert
    Wenn Harald verkauft 1 Luxusgut
    Dann die Aktion wird durch die Regel market.limit abgelehnt
    Und nichts hat sich geändert

  @rule @market.limit
  Szenario: Das Kauf-/Verkauf-Limit gilt für jede Güterart einzeln (de:531, de:556)
    de:531 nennt "die Maximalzahl der Güter, die jeder Spieler in dieser Runde verkaufen oder
    kaufen kann", ohne "je Art" (en:509: "of each type").  Der Satz fährt mit "diese Art Güter"
    fort, und das Beispiel de:556 zählt für jede Art ein eigenes Limit (zwei grüne, zwei rote,
    ein gelber Würfel); dieser Lesart folgt das Szenario – nach zwei Nahrungsgütern darf Harald
    noch Gewerbegüter kaufen.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und Harald besitzt das Gebäude TABERNA
    Und Harald hat 30 Gold
    Und Harald hat keine Güter
    Wenn Harald kauft 2 Nahrungsgüter
    Und Harald kauft 2 Gewerbegüter
    # 30 - 2 × 2 - 2 × 6 = 14
    Dann Harald hat 14 Gold
    Und Harald hat 2 Nahrungsgüter
    Und Harald hat 2 Gewerbegüter

  @de-faq-05 @faq @market.no-buy-produced
  Szenario: Ein in dieser Runde gekauftes Produktionsgebäude hindert nicht daran, seine Güterart in dieser Runde zu kaufen (de:955-959)
    Harald konnte zu Beginn dieser Runde keine Verbrauchsgüter herstellen; er kauft das
    TEXTRINUM, das sie herstellt, und darf in derselben Runde noch ein Verbrauchsgut kaufen.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und das Gebäude AGER erzeugt 2 Nahrungsgüter
    Und das Gebäude TEXTRINUM erzeugt 1 Verbrauchsgut
    Und Harald besitzt nur den AGER
    Und Harald hat 30 Gold
    Und Harald hat keine Güter
    Wenn Harald kauft das Gebäude TEXTRINUM
    Dann Harald besitzt das Gebäude TEXTRINUM
    Und Harald hat 19 Gold
    Wenn Harald kauft 1 Verbrauchsgut
    Dann Harald hat 16 Gold
    Und Harald hat 1 Verbrauchsgut
    Und der Konto-Bereich von Harald zeigt 1 Verbrauchsgut gekauft

  @de-faq-12 @faq @market.no-buy-and-sell
  Szenario: Auch mit der TABERNA kann man ein gekauftes Gut nicht sofort wieder verkaufen (de:985-987)
    Harald besitzt das METALLUM, das Gewerbegüter herstellt, und die TABERNA, mit der er sie
    kaufen darf (de:902).

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und das Gebäude METALLUM erzeugt 2 Gewerbegüter
    Und Harald besitzt das Gebäude METALLUM
    Und Harald besitzt das Gebäude TABERNA
    Und Harald hat 10 Gold
    Und Harald hat keine Güter
    Wenn Harald kauft 1 Gewerbegut
    Dann Harald hat 4 Gold
    Und Harald hat 1 Gewerbegut
    # "Nein. In jeder Runde kann man Güter einer Art entweder kaufen oder verkaufen - nie beides."
    Wenn Harald verkauft 1 Gewerbegut
    Dann die Aktion wird durch die Regel market.no-buy-and-sell abgelehnt
    Und nichts hat sich geändert

  @rule @market.no-buy-produced
  Szenario: Eine Güterart, die man herstellt, darf man ohne TABERNA nicht kaufen (de:533)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und das Gebäude AGER erzeugt 2 Nahrungsgüter
    Und das Gebäude METALLUM erzeugt 2 Gewerbegüter
    Und Harald besitzt das Gebäude METALLUM
    Und Harald hat 30 Gold
    Und Harald hat keine Güter
    Wenn Harald kauft 1 Gewerbegut
    Dann die Aktion wird durch die Regel market.no-buy-produced abgelehnt
    Und nichts hat sich geändert
    Wenn Harald kauft 1 Nahrungsgut
    Dann die Aktion wird durch die Regel market.no-buy-produced abgelehnt
    Und nichts hat sich geändert
    Wenn Harald kauft 1 Verbrauchsgut
    Dann Harald hat 27 Gold

  @rule @market.mensae
  Szenario: Die MENSAE bringt bei jedem Verkauf eines Gutes 1 Gold extra (de:900)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und Harald besitzt das Gebäude MENSAE
    Und Harald hat 10 Gold
    Und Harald hat diese Güter:
      | Gut           | Anzahl |
      | Gewerbegüter  | 2      |
      | Nahrungsgut   | 1      |
    Wenn Harald verkauft 2 Gewerbegüter
    # 2 × (4 + 1)
    Dann Harald hat 20 Gold
    Wenn Harald verkauft 1 Nahrungsgut
    Dann Harald hat 22 Gold
    Und Harald hat keine Güter

  @rule @market.wall-discount
  Szenario: Der Mauerabschnitt Marktnachlass gibt bei jedem gekauften Gut immer 2 Gold Nachlass, nie unter 1 Gold (de:925)
    de:478 sagt, jeder Mauerabschnitt biete eine Eigenschaft, die "immer nur einmal pro Runde"
    genutzt werden kann; die Tabelle sagt für diesen Abschnitt: "bekommt immer einen Nachlass
    von 2 Gold beim Kauf eines Guts" (de:925), und nur andere Einträge der Tabelle sagen
    "Einmal pro Runde" (de:922-924, de:927).  Gewählt ist die Lesart der Tabelle: der Nachlass
    gilt für jedes gekaufte Gut, in jedem Kauf der Runde.  Die TABERNA lässt Harald
    Nahrungsgüter kaufen, deren Kaufpreis 2 auf 0 fiele.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und Harald besitzt den Mauerabschnitt Marktnachlass
    Und Harald besitzt das Gebäude TABERNA
    Und Harald hat 30 Gold
    Und Harald hat keine Güter
    # 2 × (6 - 2) = 8
    Wenn Harald kauft 2 Gewerbegüter
    Dann Harald hat 22 Gold
    # ein zweiter Kauf in derselben Runde: 3 - 2 = 1
    Wenn Harald kauft 1 Verbrauchsgut
    Dann Harald hat 21 Gold
    # 2 - 2 = 0, aber nie unter 1 Gold: 2 × 1
    Wenn Harald kauft 2 Nahrungsgüter
    Dann Harald hat 19 Gold
    Und Harald hat 2 Nahrungsgüter

  @rule @market.active-player
  Szenario: In der Phase „Gebäude bauen“ handelt nur der aktive Spieler auf dem Markt (de:503)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und Petra hat 10 Gold
    Und Petra hat 2 Verbrauchsgüter
    Wenn Petra kauft 1 Luxusgut
    Dann die Aktion wird durch die Regel market.active-player abgelehnt
    Und nichts hat sich geändert
    Wenn Petra verkauft 1 Verbrauchsgut
    Dann die Aktion wird durch die Regel market.active-player abgelehnt
    Und nichts hat sich geändert

  @rule @market.limit
  Szenario: In der Phase „Aufträge annehmen“ handelt jeder Spieler, im Limit derselben Runde (de:664)
    de:664 sagt "kann der aktive Spieler jederzeit Güter ... kaufen oder verkaufen", in einer
    Phase, die "von allen Spielern gleichzeitig abgewickelt werden" kann (de:618) und in der
    jeder Spieler aktiv ist; wie en:627 ("each player") handelt hier jeder Spieler.  Harald hat
    in der Phase „Gebäude bauen“ dieser Runde schon ein Luxusgut gekauft.

    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 2
    Und Harald besitzt nur den AGER
    Und Petra besitzt nur den AGER
    Und Harald hat 20 Gold
    Und Petra hat 10 Gold
    Und Harald hat keine Güter
    Und Petra hat 2 Verbrauchsgüter
    Und Harald hat in dieser Runde schon 1 Luxusgut gekauft
    Wenn Petra verkauft 2 Verbrauchsgüter
    Dann Petra hat 14 Gold
    Wenn Harald kauft 1 Verbrauchsgut
    Dann Harald hat 17 Gold
    Wenn Harald kauft 1 Luxusgut
    Dann die Aktion wird durch die Regel market.limit abgelehnt
    Und nichts hat sich geändert
