# language: de
@topic-drawing
Funktionalität: Phase „Aufträge ziehen“ (de:588-614, de:997-999)
  In Spielerreihenfolge zieht jeder Spieler so viele Auftragskarten, wie seine
  Produktionsstufe angibt, das heißt die Zahl seiner Produktionsgebäude, höchstens 7: Stufe 1
  bis 7 ziehen 1, 2, 2, 3, 4, 4 und 5 Karten (de:590-606).  Für jeden unbenutzten Handelsposten
  darf er eine Karte mehr ziehen (de:610), mit dem Mauerabschnitt Zusatzauftrag ebenfalls eine
  (de:614, de:924); der MAGISTER OFFICIORUM zieht 3 weitere (de:612).  Müssen Auftragskarten
  gezogen werden und der Stapel ist leer, wird der Ablagestapel gemischt und bildet einen neuen
  Nachziehstapel (de:997-999; im deutschen Buch nur als Frage und Antwort).

  Jede gezogene Auftragskarte ist im Szenario definiert; hier zählen nur die Zahl und die
  Reihenfolge der Karten.  Niemand hat den MAGISTER OFFICIORUM, wenn das Szenario es nicht sagt.

  Grundlage:
    Angenommen die Auftragskarten in diesem Spiel lauten:
      | Auftrag | Güter | Gut             | Gold | RP | Klein | Mittel | Groß |
      | k01     | 1     | Nahrungsgut     | 4    | 1  | 1     | 1      | 1    |
      | k02     | 1     | Nahrungsgut     | 4    | 1  | 1     | 1      | 1    |
      | k03     | 1     | Verbrauchsgut   | 5    | 1  | 1     | 1      | 2    |
      | k04     | 1     | Verbrauchsgut   | 5    | 1  | 1     | 1      | 2    |
      | k05     | 1     | Gewerbegut      | 6    | 1  | 1     | 2      | 2    |
      | k06     | 1     | Gewerbegut      | 6    | 1  | 1     | 2      | 2    |
      | k07     | 2     | Nahrungsgüter   | 8    | 1  | 1     | 1      | 2    |
      | k08     | 2     | Verbrauchsgüter | 10   | 1  | 1     | 1      | 2    |
      | k09     | 1     | Militärgut      | 8    | 1  | 1     | 1      | 1    |
      | k10     | 1     | Luxusgut        | 10   | 1  | 1     | 2      | 2    |
      | k11     | 2     | Gewerbegüter    | 12   | 1  | 1     | 1      | 2    |
      | k12     | 1     | Nahrungsgut     | 5    | 1  | 1     | 1      | 1    |

  @de-ex-15 @example @draw.by-level
  Szenario: Harald auf Produktionsstufe 4 zieht 3, Petra auf Stufe 6 zieht 4, Angela mit acht Produktionsgebäuden zieht 5 Karten (de:608)
    Harald besitzt vier Produktionsgebäude, Petra sechs und Angela acht, den AGER mitgezählt.
    Niemand hat einen Handelsposten oder den Mauerabschnitt Zusatzauftrag; jedes Ziehen ist
    Pflicht.
    # de:608 schreibt "Angela besitzt acht Produktionsgebäude (sie ist auf Produktionsstufe 8)";
    # die höchste Stufe ist 7 (de:606, en:571: "production level 7").  Das Szenario folgt der
    # Regel: Stufe 7, fünf Karten.
    Angenommen die Spieler sind Harald, Petra und Angela
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Praefectus Pretorio | Harald  |
      | Comes Thesaurorum   | Petra   |
      | Praefectus Urbi     | Angela  |
    Und es ist die Phase „Auftragskarten ziehen“ der Runde 3
    Und der Nachziehstapel enthält von oben k01 k02 k03 k04 k05 k06 k07 k08 k09 k10 k11 k12
    Und Harald besitzt diese Gebäude:
      | Gebäude         |
      | PISTRINUM       |
      | VENATORIS DOMUS |
      | TEXTRINUM       |
    Und Petra besitzt diese Gebäude:
      | Gebäude           |
      | PISTRINUM         |
      | VENATORIS DOMUS   |
      | TEXTRINUM         |
      | LIGNARII OFFICINA |
      | CURA              |
    Und Angela besitzt diese Gebäude:
      | Gebäude           |
      | LIGNARII OFFICINA |
      | CURA              |
      | FIGULINA          |
      | METALLUM          |
      | ARMORUM FABER     |
      | FABRI OFFICINA    |
      | CONFLATORIUM      |
    Dann Harald besitzt 4 Gebäude
    Und Petra besitzt 6 Gebäude
    Und Angela besitzt 8 Gebäude
    Und Harald ist auf Produktionsstufe 4
    Und Petra ist auf Produktionsstufe 6
    Und Angela ist auf Produktionsstufe 7
    Und Harald hält die Aufträge k01 k02 k03
    Und Petra hält die Aufträge k04 k05 k06 k07
    Und Angela hält die Aufträge k08 k09 k10 k11 k12
    Und die Phase „Aufträge annehmen“ hat begonnen

  @rule @draw.by-level
  Szenario: Die Produktionsstufen 1, 2, 3 und 5 ziehen 1, 2, 2 und 4 Karten (de:592-600)
    Angenommen die Spieler sind Harald, Petra, Angela und Lea
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Praefectus Pretorio | Harald  |
      | Comes Thesaurorum   | Petra   |
      | Praefectus Urbi     | Angela  |
      | Consul              | Lea     |
    Und es ist die Phase „Auftragskarten ziehen“ der Runde 3
    Und der Nachziehstapel enthält von oben k01 k02 k03 k04 k05 k06 k07 k08 k09 k10 k11 k12
    Und Harald besitzt nur den AGER
    Und Petra besitzt das Gebäude PISTRINUM
    Und Angela besitzt diese Gebäude:
      | Gebäude         |
      | PISTRINUM       |
      | VENATORIS DOMUS |
    Und Lea besitzt diese Gebäude:
      | Gebäude           |
      | LIGNARII OFFICINA |
      | CURA              |
      | FIGULINA          |
      | METALLUM          |
    Dann Harald hält die Aufträge k01
    Und Petra hält die Aufträge k02 k03
    Und Angela hält die Aufträge k04 k05
    Und Lea ist auf Produktionsstufe 5
    Und Lea hält die Aufträge k06 k07 k08 k09

  @rule @draw.trading-posts @draw.count
  Szenario: Pro unbenutztem Handelsposten darf ein Spieler eine Karte mehr ziehen (de:610)
    Harald hat zwei Handelsposten gekauft; einer blockiert den Auftrag k12, einer ist unbenutzt.

    Angenommen die Spieler sind Harald und Petra
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Praefectus Pretorio | Harald  |
      | Comes Thesaurorum   | Petra   |
    Und es ist die Phase „Auftragskarten ziehen“ der Runde 3
    Und der Nachziehstapel enthält von oben k01 k02 k03 k04
    Und Harald hat 2 Handelsposten gekauft
    Und Harald hat die Aufträge k12 blockiert
    Dann Harald hat 1 unbenutzten Handelsposten
    Und Harald ist am Zug
    Wenn Harald zieht 3 Auftragskarten
    Dann die Aktion wird durch die Regel draw.count abgelehnt
    Und nichts hat sich geändert
    Wenn Harald zieht 2 Auftragskarten
    Dann Harald hält die Aufträge k01 k02
    Und Harald hat die Aufträge k12 blockiert
    Und Petra hält die Aufträge k03

  @rule @draw.trading-posts @draw.count
  Szenario: Die Karte für einen unbenutzten Handelsposten darf man ziehen, die der Produktionsstufe muss man ziehen (de:590, de:610)
    Angenommen die Spieler sind Harald und Petra
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Praefectus Pretorio | Harald  |
      | Comes Thesaurorum   | Petra   |
    Und es ist die Phase „Auftragskarten ziehen“ der Runde 3
    Und der Nachziehstapel enthält von oben k01 k02 k03 k04
    Und Harald hat 1 Handelsposten gekauft
    Wenn Harald zieht 0 Auftragskarten
    Dann die Aktion wird durch die Regel draw.count abgelehnt
    Und nichts hat sich geändert
    Wenn Harald zieht 1 Auftragskarte
    Dann Harald hält die Aufträge k01
    Und Petra hält die Aufträge k02

  @rule @office.magister-officiorum-draw
  Szenario: Der MAGISTER OFFICIORUM zieht 3 weitere Auftragskarten (de:612, de:832)
    Angenommen die Spieler sind Harald und Petra
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Comes Thesaurorum   | Petra   |
    Und es ist die Phase „Auftragskarten ziehen“ der Runde 3
    Und der Nachziehstapel enthält von oben k01 k02 k03 k04 k05 k06
    Und Harald besitzt nur den AGER
    Und Petra besitzt nur den AGER
    Dann Harald ist auf Produktionsstufe 1
    Und Harald hält die Aufträge k01 k02 k03 k04
    Und Petra hält die Aufträge k05

  @rule @wall.extra-contract @draw.count
  Szenario: Wer den Mauerabschnitt Zusatzauftrag besitzt, darf eine weitere Auftragskarte ziehen (de:614, de:924)
    Angenommen die Spieler sind Harald und Petra
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Praefectus Pretorio | Harald  |
      | Comes Thesaurorum   | Petra   |
    Und es ist die Phase „Auftragskarten ziehen“ der Runde 3
    Und der Nachziehstapel enthält von oben k01 k02 k03 k04
    Und Harald besitzt den Mauerabschnitt Zusatzauftrag
    Wenn Harald zieht 3 Auftragskarten
    Dann die Aktion wird durch die Regel draw.count abgelehnt
    Und nichts hat sich geändert
    Wenn Harald zieht 2 Auftragskarten
    Dann Harald hält die Aufträge k01 k02
    Und Petra hält die Aufträge k03

  @rule @wall.extra-contract @draw.count
  Szenario: Die Karte des Mauerabschnitts Zusatzauftrag darf man ziehen, muss es aber nicht (de:614)
    de:614: "Der Spieler, der das Stadtmauerplättchen besitzt, das es ihm erlaubt, eine weitere
    Auftragskarte zu ziehen, kann dies jetzt tun" (de:924: "bekommt ... einen zusätzlichen
    Auftrag"); das "kann" der Phase macht die Karte freiwillig.

    Angenommen die Spieler sind Harald und Petra
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Praefectus Pretorio | Harald  |
      | Comes Thesaurorum   | Petra   |
    Und es ist die Phase „Auftragskarten ziehen“ der Runde 3
    Und der Nachziehstapel enthält von oben k01 k02 k03 k04
    Und Harald besitzt den Mauerabschnitt Zusatzauftrag
    Wenn Harald zieht 1 Auftragskarte
    Dann Harald hält die Aufträge k01
    Und Petra hält die Aufträge k02

  @rule @draw.by-level @build.production-level
  Szenario: Ein in dieser Runde gekauftes Produktionsgebäude zählt schon beim Ziehen dieser Runde (de:422, de:590)
    # de:418 sagt, Produktionsgebäude beeinflussen "die Anzahl der zu Rundenbeginn gezogenen
    # Auftragskarten"; gezogen wird aber in der fünften Phase, nach dem Bauen (de:206, de:590),
    # nach der Produktionsstufe, die "immer seiner Anzahl an Produktionsgebäuden entspricht" (de:422).
    Angenommen die Spieler sind Harald und Petra
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Praefectus Pretorio | Harald  |
      | Comes Thesaurorum   | Petra   |
    Und es ist die Phase „Gebäude bauen“ der Runde 3
    Und der Nachziehstapel enthält von oben k01 k02 k03 k04
    Und Harald hat 30 Gold
    Und Harald besitzt nur den AGER
    Und Petra besitzt nur den AGER
    Und der Vorrat enthält 2 PISTRINUM
    Wenn Harald kauft das Gebäude PISTRINUM
    Dann Harald ist auf Produktionsstufe 2
    Wenn Harald beendet seinen Zug
    Und Petra beendet ihren Zug
    Dann die Phase „Aufträge annehmen“ hat begonnen
    Und Harald hält die Aufträge k01 k02
    Und Petra hält die Aufträge k03

  # ------------------------------------------------------------- der leere Stapel

  @de-faq-15 @faq @draw.reshuffle
  Szenario: Ist der Stapel leer, wenn Auftragskarten gezogen werden müssen, wird der Ablagestapel gemischt und neu gezogen (de:997-999)
    Harald auf Produktionsstufe 2 zieht die letzte Karte des Stapels und dann eine aus dem neu
    gemischten Ablagestapel; Petra zieht die andere abgelegte Karte.

    Angenommen die Spieler sind Harald und Petra
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Praefectus Pretorio | Harald  |
      | Comes Thesaurorum   | Petra   |
    Und es ist die Phase „Auftragskarten ziehen“ der Runde 3
    Und der Nachziehstapel enthält von oben k01
    Und der Ablagestapel der Auftragskarten enthält k02 k03
    Und Harald besitzt das Gebäude PISTRINUM
    Und Petra besitzt nur den AGER
    Dann Harald ist auf Produktionsstufe 2
    Und Harald hält 2 Aufträge
    Und Petra hält 1 Auftrag
    Und der Pfad players.Harald.hand.0 der Zustandsansicht ist k01
    Und der Nachziehstapel enthält 0 Karten
    Und der Ablagestapel der Auftragskarten ist leer

  @de-faq-15 @faq @draw.reshuffle @accept.swap
  Szenario: Der Ablagestapel wird für jedes Ziehen gemischt, auch wenn der CONSUL Aufträge ablegt und neue zieht (de:997-999, de:860)
    Die deutsche Antwort gilt allgemein, wann immer "Auftragskarten gezogen werden müssen"
    (en:579 sagt es nur für die Phase „Aufträge ziehen“).  Der CONSUL Harald legt k01 und k02 ab
    (de:860); der Stapel ist leer, und der Ablagestapel mit k03 und den beiden eben abgelegten
    Karten wird gemischt: Harald zieht zwei der drei, eine bleibt im Stapel.

    Angenommen die Spieler sind Harald und Petra
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Petra   |
      | Consul              | Harald  |
    Und es ist die Phase „Aufträge annehmen“ der Runde 3
    Und Harald hält die Aufträge k01 k02
    Und der Nachziehstapel ist leer und der Ablagestapel enthält k03
    Wenn Harald legt die Aufträge k01 und k02 ab und zieht zwei neue Karten
    Dann Harald hält 2 Aufträge
    Und der Nachziehstapel enthält 1 Karte
    Und der Ablagestapel der Auftragskarten ist leer
    Und der CONSUL hat seine Fähigkeit in dieser Runde genutzt

  @de-faq-15 @faq @draw.reshuffle @tradingpost.extra-draw
  Szenario: Auch wer beim Kauf eines Handelspostens zieht, zieht aus dem neu gemischten Ablagestapel (de:676, de:997-999)
    Angenommen die Spieler sind Harald und Petra
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Petra   |
      | Consul              | Harald  |
    Und es ist die Phase „Aufträge annehmen“ der Runde 3
    Und Harald hat 10 Gold
    Und Harald hält die Aufträge k01
    Und der Nachziehstapel ist leer und der Ablagestapel enthält k05
    Wenn Harald kauft einen Handelsposten und zieht eine Auftragskarte
    Dann Harald hat 7 Gold
    Und Harald hält die Aufträge k01 k05
    Und der Ablagestapel der Auftragskarten ist leer
    Und der Nachziehstapel enthält 0 Karten
