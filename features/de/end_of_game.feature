# language: de
@topic-end-of-game
Funktionalität: Das Spiel gewinnen (de:750-809)
  Das Spiel endet am Ende der Runde, in der das letzte Öffentliche Gebäude gekauft wird, oder
  eine komplette Runde, nachdem der Stapel der Zukünftigen Märkte zum zweiten Mal aufgebraucht
  ist: nach höchstens neun Runden (de:752-755).  Dann erreichen die Schiffe auf Fahrt den Hafen
  und zahlen aus, die Stadtmauern bringen 1/3/6/9/12/16 RP (de:484-489), und jede vollständigen
  15 Gold bringen 1 RP (de:759-763).  Es gewinnt, wer die meisten RP hat; bei Gleichstand das
  meiste Gold, dann die meisten Produktionsgüter, sonst wird der Sieg geteilt (de:765-767).
  Über 80 RP hinaus wird weitergezählt (de:809).

  Grundlage:
    Angenommen die Spieler sind Harald, Petra und Angela

  # ------------------------------------------------------------- Schlusswertung

  @de-ex-23 @example @score.gold
  Szenario: 30 Gold bringen 2 RP, 40 Gold ebenfalls 2 RP (de:763)
    Angenommen es ist die Phase „Güter spenden“ der Runde 9
    Und dies ist die letzte Runde des Spiels
    Und Harald hat 30 Gold
    Und Harald hat 10 RP
    Und Petra hat 40 Gold
    Und Petra hat 10 RP
    Und Angela hat 0 Gold
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Harald ist fertig
    Dann das Spiel ist vorbei
    Und Harald bekommt 2 RP für sein Gold
    Und Petra bekommt 2 RP für ihr Gold
    Und Harald hat am Ende 12 RP
    Und Petra hat am Ende 12 RP

  @de-ex-24 @example @score.ships @score.walls @score.gold
  Szenario: Harald, Petra und Angela werten Schiffe, Stadtmauern und Gold nach der letzten Runde; Angela gewinnt (de:769-807)
    Der Text sagt nicht, ob die 17, 27 und 32 Gold des Schritts „Gold“ das Gold der Schiffe
    enthalten.  Gewählt ist die Reihenfolge der Schlusswertung (de:759-763): das Gold der Schiffe
    kommt zuerst in die Kasse, danach wird das Gold gezählt.  Harald "hat 17 Gold", nachdem er 12
    für sein Schiff bekommen hat, beginnt also mit 5; Petra mit 27 - 23 = 4 und Angela mit
    32 - 10 = 22.  Die Stellungen der Spielsteine unterwegs (Harald 47 dann 50,
    Petra 50 dann 51, Angela 53 dann 53) werden aus dem Ergebnis gelesen, das den Spielstein nach
    jedem Schritt festhält.  Haralds zwei Stadtmauern und Petras eine können beliebige Abschnitte
    sein; ihre Eigenschaften spielen keine Rolle.  Wie sich Gold und Güter auf die Aufträge
    verteilen, ist so gewählt, dass die Summen stimmen (Haralds zwei Aufträge zu je einem Gut,
    Petras drei Aufträge mit fünf Gütern, Angelas ein Auftrag mit einem Gut).
    # de:799 schreibt zweimal "Schiffe auf Fabrt" / "auf Fabrt" für "Fahrt".

    Angenommen es ist die Phase „Güter spenden“ der Runde 9
    Und dies ist die letzte Runde des Spiels
    Und der Auftrag G1 verlangt 1 Verbrauchsgut und bringt 5 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag G2 verlangt 1 Gewerbegut und bringt 7 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag J1 verlangt 2 Militärgüter und bringt 9 Gold und 1 RP, Reisedauer 1/2/2
    Und der Auftrag J2 verlangt 2 Verbrauchsgüter und bringt 8 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag J3 verlangt 1 Gewerbegut und bringt 6 Gold und 1 RP, Reisedauer 1/1/2
    Und der Auftrag K1 verlangt 1 Luxusgut und bringt 10 Gold und 1 RP, Reisedauer 1/1/2
    Und Harald hat 45 RP
    Und Petra hat 47 RP
    Und Angela hat 52 RP
    Und Harald hat 5 Gold
    Und Petra hat 4 Gold
    Und Angela hat 22 Gold
    Und Harald hat das Kleine Schiff HS auf dem Feld „1“ mit den Aufträgen G1 G2
    Und Petra hat das Große Schiff PL auf dem Feld „2“ mit den Aufträgen J1 J2 J3
    Und Angela hat das Kleine Schiff AS auf dem Feld „1“ mit den Aufträgen K1
    Und Harald besitzt diese Gebäude:
      | Gebäude                     |
      | Mauerabschnitt Gütertausch  |
      | Mauerabschnitt Güterverkauf |
    Und Petra besitzt den Mauerabschnitt Zusatzauftrag
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    # Haralds Kleines Schiff hat zwei Güter geladen, Petras Großes Schiff trägt fünf Güter (drei
    # Aufträge), Angelas Kleines Schiff ein Gut (ein Auftrag).
    Dann das Schiff HS von Harald hat 1 Verbrauchsgut geladen
    Und das Schiff HS von Harald hat 1 Gewerbegut geladen
    Und das Schiff PL von Petra hat 2 Militärgüter geladen
    Und das Schiff PL von Petra hat 2 Verbrauchsgüter geladen
    Und das Schiff PL von Petra hat 1 Gewerbegut geladen
    Und das Schiff AS von Angela hat 1 Luxusgut geladen
    Wenn Harald ist fertig
    Dann das Spiel ist vorbei
    # 1: RP am Ende der letzten Runde
    Und der RP-Spielstein von Harald steht am Ende der letzten Runde auf 45 RP
    Und der RP-Spielstein von Petra steht am Ende der letzten Runde auf 47 RP
    Und der RP-Spielstein von Angela steht am Ende der letzten Runde auf 52 RP
    # 2-3: Schiffe auf Fahrt: Harald 12 Gold und 2 RP (45 -> 47), Petra 23 Gold und 3 RP
    # (47 -> 50), Angela 10 Gold und 1 RP (52 -> 53)
    Und Harald bekommt 2 RP für seine Schiffe auf Fahrt
    Und Petra bekommt 3 RP für ihre Schiffe auf Fahrt
    Und Angela bekommt 1 RP für ihre Schiffe auf Fahrt
    Und der RP-Spielstein von Harald steht nach den Schiffen auf Fahrt auf 47 RP
    Und der RP-Spielstein von Petra steht nach den Schiffen auf Fahrt auf 50 RP
    Und der RP-Spielstein von Angela steht nach den Schiffen auf Fahrt auf 53 RP
    # 4-5: Stadtmauern: Harald zwei (3 RP, -> 50), Petra eine (1 RP, -> 51), Angela keine (53)
    Und Harald bekommt 3 RP für seine Stadtmauern
    Und Petra bekommt 1 RP für ihre Stadtmauern
    Und Angela bekommt 0 RP für ihre Stadtmauern
    Und der RP-Spielstein von Harald steht nach den Stadtmauern auf 50 RP
    Und der RP-Spielstein von Petra steht nach den Stadtmauern auf 51 RP
    Und der RP-Spielstein von Angela steht nach den Stadtmauern auf 53 RP
    # 6-7: Gold: Harald 17 Gold 1 RP, Petra 27 Gold "ebenfalls bloß 1 RP", Angela 32 Gold 2 RP
    Und Harald hat 17 Gold
    Und Petra hat 27 Gold
    Und Angela hat 32 Gold
    Und Harald bekommt 1 RP für sein Gold
    Und Petra bekommt 1 RP für ihr Gold
    Und Angela bekommt 2 RP für ihr Gold
    # "Der Endstand sieht so aus: Harald 51 RP, Petra 52 RP und Angela 55 RP."
    Und Harald hat am Ende 51 RP
    Und Petra hat am Ende 52 RP
    Und Angela hat am Ende 55 RP
    Und Angela gewinnt

  @de-ex-25 @example @score.beyond-80
  Szenario: Über 80 RP hinaus wird weitergezählt; Feld „2“ steht dann für 82 RP (de:809)
    # Harald mit 79 RP bekommt 3 RP für zwei Stadtmauern: sein Spielstein steht auf Feld „2“, 82 RP.
    Angenommen es ist die Phase „Güter spenden“ der Runde 9
    Und dies ist die letzte Runde des Spiels
    Und Harald hat 79 RP
    Und Harald hat 0 Gold
    Und Harald besitzt diese Gebäude:
      | Gebäude                     |
      | Mauerabschnitt Gütertausch  |
      | Mauerabschnitt Güterverkauf |
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Harald ist fertig
    Dann das Spiel ist vorbei
    Und Harald bekommt 3 RP für seine Stadtmauern
    Und Harald hat am Ende 82 RP
    Und Harald hat 82 RP

  @de-ex-25 @example @score.beyond-80
  Szenario: Feld „1“ steht nach 80 RP für 81 RP (de:809)
    # Petra mit 80 RP bekommt 1 RP für eine Stadtmauer.
    Angenommen es ist die Phase „Güter spenden“ der Runde 9
    Und dies ist die letzte Runde des Spiels
    Und Petra hat 80 RP
    Und Petra hat 0 Gold
    Und Petra besitzt den Mauerabschnitt Zusatzauftrag
    Und Harald ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Petra ist fertig
    Dann das Spiel ist vorbei
    Und Petra bekommt 1 RP für ihre Stadtmauern
    Und Petra hat am Ende 81 RP

  @rule @score.walls @wall.fp
  Szenario: Ein, zwei und drei Mauerabschnitte bringen 1, 3 und 6 RP (de:484-486)
    Angenommen es ist die Phase „Güter spenden“ der Runde 9
    Und dies ist die letzte Runde des Spiels
    Und Harald besitzt den Mauerabschnitt Gütertausch
    Und Petra besitzt diese Gebäude:
      | Gebäude                      |
      | Mauerabschnitt Güterverkauf  |
      | Mauerabschnitt Zusatzauftrag |
    Und Angela besitzt diese Gebäude:
      | Gebäude                        |
      | Mauerabschnitt Marktnachlass   |
      | Mauerabschnitt Ämterschutz     |
      | Mauerabschnitt Schiffsnachlass |
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Harald ist fertig
    Dann Harald bekommt 1 RP für seine Stadtmauern
    Und Petra bekommt 3 RP für ihre Stadtmauern
    Und Angela bekommt 6 RP für ihre Stadtmauern

  @rule @score.walls @wall.fp
  Szenario: Sechs Mauerabschnitte bringen 16 RP (de:489)
    Angenommen es ist die Phase „Güter spenden“ der Runde 9
    Und dies ist die letzte Runde des Spiels
    Und Harald besitzt diese Gebäude:
      | Gebäude                        |
      | Mauerabschnitt Gütertausch     |
      | Mauerabschnitt Güterverkauf    |
      | Mauerabschnitt Zusatzauftrag   |
      | Mauerabschnitt Marktnachlass   |
      | Mauerabschnitt Ämterschutz     |
      | Mauerabschnitt Schiffsnachlass |
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Harald ist fertig
    Dann Harald bekommt 16 RP für seine Stadtmauern
    Und Petra bekommt 0 RP für ihre Stadtmauern

  @rule @score.walls @wall.fp
  Szenario: Vier Mauerabschnitte bringen 9 RP (de:487)
    Angenommen es ist die Phase „Güter spenden“ der Runde 9
    Und dies ist die letzte Runde des Spiels
    Und Harald besitzt diese Gebäude:
      | Gebäude                      |
      | Mauerabschnitt Gütertausch   |
      | Mauerabschnitt Güterverkauf  |
      | Mauerabschnitt Zusatzauftrag |
      | Mauerabschnitt Marktnachlass |
    Und Petra besitzt diese Gebäude:
      | Gebäude                        |
      | Mauerabschnitt Ämterschutz     |
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Harald ist fertig
    Dann Harald bekommt 9 RP für seine Stadtmauern
    Und Petra bekommt 1 RP für ihre Stadtmauern

  @rule @score.walls @wall.fp
  Szenario: Fünf Mauerabschnitte bringen 12 RP (de:488)
    Angenommen es ist die Phase „Güter spenden“ der Runde 9
    Und dies ist die letzte Runde des Spiels
    Und Angela besitzt diese Gebäude:
      | Gebäude                      |
      | Mauerabschnitt Gütertausch   |
      | Mauerabschnitt Güterverkauf  |
      | Mauerabschnitt Zusatzauftrag |
      | Mauerabschnitt Marktnachlass |
      | Mauerabschnitt Ämterschutz   |
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Harald ist fertig
    Dann Angela bekommt 12 RP für ihre Stadtmauern

  @rule @score.gold
  Szenario: Nur vollständige 15 Gold bringen einen Ruhmespunkt (de:763)
    Angenommen es ist die Phase „Güter spenden“ der Runde 9
    Und dies ist die letzte Runde des Spiels
    Und Harald hat 14 Gold
    Und Petra hat 15 Gold
    Und Angela hat 29 Gold
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Harald ist fertig
    Dann Harald bekommt 0 RP für sein Gold
    Und Petra bekommt 1 RP für ihr Gold
    Und Angela bekommt 1 RP für ihr Gold

  # ------------------------------------------------------------- Gleichstand

  @rule @score.ties
  Szenario: Bei Gleichstand gewinnt, wer das meiste Gold hat (de:767)
    Angenommen es ist die Phase „Güter spenden“ der Runde 9
    Und dies ist die letzte Runde des Spiels
    Und Harald hat 20 RP
    Und Harald hat 16 Gold
    Und Petra hat 20 RP
    Und Petra hat 29 Gold
    Und Angela hat 10 RP
    Und Angela hat 0 Gold
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Harald ist fertig
    Dann Harald hat am Ende 21 RP
    Und Petra hat am Ende 21 RP
    Und Petra gewinnt

  @rule @score.ties @end.no-discard-final
  Szenario: Bei gleichem Gold gewinnt, wer die meisten Produktionsgüter hat (de:732, de:767)
    Angenommen es ist die Phase „Güter spenden“ der Runde 9
    Und dies ist die letzte Runde des Spiels
    Und Harald hat 20 RP
    Und Harald hat 16 Gold
    Und Harald hat 2 Nahrungsgüter
    Und Petra hat 20 RP
    Und Petra hat 16 Gold
    Und Petra hat 1 Luxusgut
    Und Angela hat 10 RP
    Und Angela hat 0 Gold
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Harald ist fertig
    Dann Harald hat am Ende 21 RP
    Und Petra hat am Ende 21 RP
    Und Harald gewinnt

  @rule @score.ties
  Szenario: Gold entscheidet vor den Gütern: der reichere Spieler gewinnt mit weniger Produktionsgütern (de:767)
    Das Gold beider Spieler bringt 1 RP (16 und 29 Gold), also herrscht Gleichstand; Petra hat mehr
    Gold, Harald mehr Produktionsgüter.

    Angenommen es ist die Phase „Güter spenden“ der Runde 9
    Und dies ist die letzte Runde des Spiels
    Und Harald hat 20 RP
    Und Harald hat 16 Gold
    Und Harald hat 3 Nahrungsgüter
    Und Petra hat 20 RP
    Und Petra hat 29 Gold
    Und Petra hat 1 Luxusgut
    Und Angela hat 10 RP
    Und Angela hat 0 Gold
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Harald ist fertig
    Dann Harald hat am Ende 21 RP
    Und Petra hat am Ende 21 RP
    Und Petra gewinnt

  @rule @score.ties
  Szenario: Reicht auch das nicht, wird der Sieg geteilt (de:767)
    Angenommen es ist die Phase „Güter spenden“ der Runde 9
    Und dies ist die letzte Runde des Spiels
    Und Harald hat 20 RP
    Und Harald hat 16 Gold
    Und Harald hat 1 Verbrauchsgut
    Und Petra hat 20 RP
    Und Petra hat 16 Gold
    Und Petra hat 1 Militärgut
    Und Angela hat 10 RP
    Und Angela hat 0 Gold
    Und Petra ist mit dieser Phase fertig
    Und Angela ist mit dieser Phase fertig
    Wenn Harald ist fertig
    Dann Harald und Petra teilen sich den Sieg

  # ------------------------------------------------------------- wann das Spiel endet

  @rule @game.end-public
  Szenario: Kauft ein Spieler das letzte verfügbare Öffentliche Gebäude, endet das Spiel am Ende der laufenden Runde (de:754)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 6
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Pretorio | Petra   |
      | Comes Thesaurorum   | Angela  |
    Und Angela ist am Zug
    Und der Vorrat enthält von jedem dieser Gebäude 0:
      | Gebäude                 |
      | Domus Regia für 24 Gold |
      | Hippodromus für 32 Gold |
      | Domus Regia für 36 Gold |
      | Hippodromus für 45 Gold |
      | Domus Regia für 50 Gold |
      | Hippodromus für 60 Gold |
      | Domus Regia für 66 Gold |
    Und der Vorrat enthält 1 Hippodromus für 21 Gold
    Und Angela hat 25 Gold
    Und Angela hat 30 RP
    Wenn Angela kauft ein 3-RP-Plättchen
    Dann Angela besitzt das Gebäude Hippodromus für 21 Gold
    Und Angela hat 4 Gold
    Und Angela hat 33 RP
    Und das Spiel ist nicht vorbei
    Und das Spiel endet nach Runde 6
    # die Runde wird zu Ende gespielt
    Wenn Angela beendet ihren Zug
    Dann die Phase „Aufträge annehmen“ hat begonnen
    Wenn Harald ist fertig
    Und Petra ist fertig
    Und Angela ist fertig
    Dann die Phase „Güter spenden“ hat begonnen
    Und das Spiel ist nicht vorbei
    Wenn Harald ist fertig
    Und Petra ist fertig
    Und Angela ist fertig
    Dann das Spiel ist vorbei
    Und das Spiel hat 6 Runden gedauert
    Und das Spiel endete, weil das letzte Öffentliche Gebäude gekauft wurde
