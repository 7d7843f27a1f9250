# language: de
@topic-construction
Funktionalität: Phase „Gebäude bauen“: Gebäude kaufen (de:398-499)
  In Spielerreihenfolge kann jeder Spieler bis zu ein Gebäude jeder Gebäudeart kaufen:
  Produktions-, Wirtschafts-, Versorgungs- und Öffentliches Gebäude, und – nur der PRAEFECTUS
  URBI – einen Stadtmauerabschnitt (de:406).  Er zahlt den aufgedruckten Preis (de:408).
  Produktionsgebäude brauchen ein Gebäude mit der vorhergehenden Bauerlaubnis (de:434-436,
  de:973-975) und erhöhen die Produktionsstufe (de:422).  Öffentliche Gebäude werden nach
  ihrem RP-Wert gekauft, das teurere Plättchen des Paares zuerst (de:466-474).  Der CONSUL
  kann ein gerade gewähltes Gebäude zum vollen Preis an sich ziehen (de:493-499, de:993-995).
  Die Preise sind die der Gebäudetabellen (de:872-915).

  Grundlage:
    Angenommen die Spieler sind Harald, Petra und Angela

  @de-ex-06 @example @build.unique-name
  Szenario: Kein Spieler darf mehr als ein Gebäude HOSPITIUM besitzen (de:410)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 3
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Pretorio | Petra   |
      | Comes Thesaurorum   | Angela  |
    Und Harald hat 30 Gold
    Und Petra hat 30 Gold
    Und Harald besitzt das Gebäude HOSPITIUM
    Und der Vorrat enthält von jedem dieser Gebäude 2:
      | Gebäude   |
      | HOSPITIUM |
      | CAUPONA   |
    Wenn Harald kauft das Gebäude HOSPITIUM
    Dann die Aktion wird durch die Regel build.unique-name abgelehnt
    Und nichts hat sich geändert
    # Ein anderes Wirtschaftsgebäude mit anderem Namen ist erlaubt.
    Wenn Harald kauft das Gebäude CAUPONA
    Dann Harald besitzt das Gebäude CAUPONA
    Und Harald hat 21 Gold
    Wenn Harald beendet seinen Zug
    # Ein anderer Spieler darf sein eigenes HOSPITIUM besitzen.
    Und Petra kauft das Gebäude HOSPITIUM
    Dann Petra besitzt das Gebäude HOSPITIUM
    Und Petra hat 21 Gold
    Und der Vorrat enthält 1 HOSPITIUM

  @rule @build.unique-name
  Szenario: Öffentliche Gebäude und Stadtmauern dürfen denselben Namen tragen (de:410, de:448, de:907-915)
    de:410 nimmt von der Regel "nie mehr als ein Gebäude mit demselben Namen" nur die
    Stadtmauern aus ("Mit der Ausnahme von Stadtmauern"); die englische Regel (en:390) nimmt
    auch die Öffentlichen Gebäude aus.  Wörtlich gelesen dürfte ein Spieler nur einen
    HIPPODROMUS und eine DOMUS REGIA besitzen.  Das übrige Buch stützt die Ausnahme auch für
    die Öffentlichen Gebäude, und dieser Lesart folgt das Szenario – das Beispiel derselben Seite
    nennt nur "Produktions-, Wirtschafts- oder Versorgungsgebäude mit demselben Namen"
    (de:448); die acht Öffentlichen Gebäude tragen nur zwei Namen (de:907-915), und das Spiel
    endet, wenn das letzte von ihnen gekauft ist (de:754) – mit zwei oder drei Spielern, die je
    nur zwei besitzen dürften, könnte das nie geschehen.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 5
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Petra   |
      | Praefectus Pretorio | Angela  |
      | Praefectus Urbi     | Harald  |
    Und Harald ist am Zug
    Und Harald hat 50 Gold
    Und Harald hat 3 RP
    Und Harald besitzt diese Gebäude:
      | Gebäude                    |
      | Domus Regia für 24 Gold    |
      | Mauerabschnitt Gütertausch |
    Und der Vorrat enthält von jedem dieser Gebäude 1:
      | Gebäude                     |
      | Domus Regia für 36 Gold     |
      | Hippodromus für 32 Gold     |
      | Mauerabschnitt Güterverkauf |
    Wenn Harald kauft ein 4-RP-Plättchen
    Dann Harald besitzt das Gebäude Domus Regia für 36 Gold
    Und Harald besitzt das Gebäude Domus Regia für 24 Gold
    Und Harald hat 14 Gold
    Und Harald hat 7 RP
    Wenn Harald kauft den Mauerabschnitt Güterverkauf
    Dann Harald besitzt den Mauerabschnitt Güterverkauf
    Und Harald besitzt den Mauerabschnitt Gütertausch
    Und Harald hat 4 Gold

  @de-ex-07 @example @build.licence
  Szenario: Ein „C“-Gebäude braucht ein „B“-Gebäude; der AGER („A“) erlaubt sofort „B“-Gebäude (de:434-436)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 3
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Pretorio | Petra   |
      | Comes Thesaurorum   | Angela  |
    Und Harald hat 30 Gold
    Und Petra hat 30 Gold
    Und Harald besitzt nur den AGER
    Und Petra besitzt das Gebäude CURA
    Und der Vorrat enthält von jedem dieser Gebäude 2:
      | Gebäude           |
      | LIGNARII OFFICINA |
      | CURA              |
      | FIGULINA          |
      | METALLUM          |
      | ARMORUM FABER     |
    # Harald hat nur den AGER („A“): das ARMORUM FABER („C“, de:881) braucht ein „B“-Gebäude.
    Wenn Harald kauft das Gebäude ARMORUM FABER
    Dann die Aktion wird durch die Regel build.licence abgelehnt
    Und nichts hat sich geändert
    Wenn Harald kauft das Gebäude LIGNARII OFFICINA
    Dann Harald besitzt das Gebäude LIGNARII OFFICINA
    Und Harald hat 18 Gold
    Wenn Harald beendet seinen Zug
    # Petra besitzt die CURA („B“, de:878) und darf ein „C“-Gebäude bauen.
    Und Petra kauft das Gebäude ARMORUM FABER
    Dann Petra besitzt das Gebäude ARMORUM FABER
    Und Petra hat 16 Gold

  @de-ex-08 @example @build.licence @build.one-per-kind
  Szenario: Beispiel Gebäudekauf: Harald kauft METALLUM und EMPORIUM, Petra TEXTRINUM und CAUPONA (de:438-448)
    Jeder Spieler beginnt mit 30 Gold (de:177).  Ein zweites TEXTRINUM darf Petra aus zwei
    Gründen nicht kaufen (de:446-448); die Engine nennt den ersten, den sie prüft: ein Gebäude
    je Art und Runde.  Der zweite Grund allein (derselbe Name) folgt im nächsten Szenario.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 1
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Pretorio | Petra   |
      | Comes Thesaurorum   | Angela  |
    Und Harald hat 30 Gold
    Und Petra hat 30 Gold
    Und Harald besitzt nur den AGER
    Und Petra besitzt nur den AGER
    Und der Vorrat enthält von jedem dieser Gebäude 2:
      | Gebäude   |
      | VINARIA   |
      | METALLUM  |
      | EMPORIUM  |
      | TEXTRINUM |
      | CAUPONA   |
    # "Harald als Startspieler hat als erster Gelegenheit, zu bauen."
    Dann Harald ist am Zug
    # Die VINARIA für 21 Gold ist ein „D“-Gebäude (de:885); Harald hat kein „C“-Gebäude.
    Wenn Harald kauft das Gebäude VINARIA
    Dann die Aktion wird durch die Regel build.licence abgelehnt
    Und nichts hat sich geändert
    Wenn Harald kauft das Gebäude METALLUM
    Und Harald kauft das Gebäude EMPORIUM
    # 20 + 9 = 29 Gold in die Bank
    Dann Harald hat 1 Gold
    Und Harald besitzt das Gebäude METALLUM
    Und Harald besitzt das Gebäude EMPORIUM
    Und Harald ist auf Produktionsstufe 2
    Wenn Harald beendet seinen Zug
    Dann Petra ist am Zug
    Wenn Petra kauft das Gebäude TEXTRINUM
    Und Petra kauft das Gebäude CAUPONA
    # 11 + 9 = 20 Gold in die Bank
    Dann Petra hat 10 Gold
    Und Petra besitzt das Gebäude TEXTRINUM
    Und Petra besitzt das Gebäude CAUPONA
    Wenn Petra kauft das Gebäude TEXTRINUM
    Dann die Aktion wird durch die Regel build.one-per-kind abgelehnt
    Und nichts hat sich geändert
    Und der Vorrat enthält 1 TEXTRINUM

  @de-ex-08 @example @build.unique-name
  Szenario: Auch in einer späteren Runde darf Petra kein zweites TEXTRINUM besitzen; die VINARIA kostet 21 Gold (de:446-448)
    Der zweite Grund des Beispiels: "kein Spieler [darf] zwei Produktions-, Wirtschafts- oder
    Versorgungsgebäude mit demselben Namen besitzen".  Petra hat ihr TEXTRINUM in Runde 1
    gekauft und in dieser Runde noch kein Produktionsgebäude.  Danach der im Beispiel genannte
    Preis der VINARIA, 21 Gold (de:446, de:885): Harald hat inzwischen ein „C“-Gebäude (ARMORUM
    FABER, de:881) und darf sie bauen.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Petra   |
      | Praefectus Pretorio | Harald  |
      | Comes Thesaurorum   | Angela  |
    Und Petra hat 30 Gold
    Und Harald hat 30 Gold
    Und Petra besitzt diese Gebäude:
      | Gebäude   |
      | TEXTRINUM |
      | CAUPONA   |
    Und Harald besitzt diese Gebäude:
      | Gebäude       |
      | METALLUM      |
      | EMPORIUM      |
      | ARMORUM FABER |
    Und der Vorrat enthält 1 TEXTRINUM
    Und der Vorrat enthält 1 VINARIA
    Wenn Petra kauft das Gebäude TEXTRINUM
    Dann die Aktion wird durch die Regel build.unique-name abgelehnt
    Und nichts hat sich geändert
    Und Petra hat 30 Gold
    Wenn Petra beendet ihren Zug
    Und Harald kauft das Gebäude VINARIA
    Dann Harald besitzt das Gebäude VINARIA
    Und Harald hat 9 Gold

  @de-ex-09 @example @build.public-dearest @build.public-fp
  Szenario: Öffentliche Gebäude: das teurere Plättchen eines Paares zuerst (de:472-474)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 5
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Angela  |
      | Praefectus Pretorio | Petra   |
      | Comes Thesaurorum   | Harald  |
    Und Angela hat 40 Gold
    Und Angela hat 20 RP
    Und Petra hat 45 Gold
    Und Petra hat 18 RP
    Und der Vorrat enthält von jedem dieser Gebäude 1:
      | Gebäude                 |
      | Hippodromus für 21 Gold |
      | Domus Regia für 24 Gold |
      | Hippodromus für 32 Gold |
      | Domus Regia für 36 Gold |
      | Hippodromus für 45 Gold |
      | Domus Regia für 50 Gold |
      | Hippodromus für 60 Gold |
      | Domus Regia für 66 Gold |
    # "Alle Öffentlichen Gebäude sind noch verfügbar, jedoch kann Angela sich nur eins der beiden
    # billigsten Paare leisten."
    Wenn Angela kauft ein 5-RP-Plättchen
    Dann die Aktion wird durch die Regel gold.cannot-afford abgelehnt
    Und nichts hat sich geändert
    # "Das preiswertere darf sie nicht kaufen."
    Wenn Angela kauft das Gebäude Hippodromus für 21 Gold
    Dann die Aktion wird durch die Regel build.public-dearest abgelehnt
    Und nichts hat sich geändert
    Wenn Angela kauft ein 3-RP-Plättchen
    Dann Angela besitzt das Gebäude Domus Regia für 24 Gold
    Und Angela hat 16 Gold
    Und Angela hat 23 RP
    Und kein Gebäude Domus Regia für 24 Gold ist mehr im Vorrat
    Wenn Angela beendet ihren Zug
    Dann Petra ist am Zug
    # "Das 5-RP-Plättchen für 45 Gold kann sie nicht kaufen, denn das Plättchen dieses Paares für
    # 50 Gold steht ebenfalls noch zur Verfügung."
    Wenn Petra kauft das Gebäude Hippodromus für 45 Gold
    Dann die Aktion wird durch die Regel build.public-dearest abgelehnt
    Und nichts hat sich geändert
    Wenn Petra kauft ein 5-RP-Plättchen
    Dann die Aktion wird durch die Regel gold.cannot-afford abgelehnt
    Und nichts hat sich geändert
    # "... müsste sie das teurere für 36 Gold nehmen, nicht das für 32 Gold."
    Wenn Petra kauft das Gebäude Hippodromus für 32 Gold
    Dann die Aktion wird durch die Regel build.public-dearest abgelehnt
    Und nichts hat sich geändert
    Wenn Petra kauft ein 3-RP-Plättchen
    Dann Petra besitzt das Gebäude Hippodromus für 21 Gold
    Und Petra hat 24 Gold
    Und Petra hat 21 RP
    Und kein Gebäude Hippodromus für 21 Gold ist mehr im Vorrat

  @de-ex-10 @example @consul.preempt @consul.preempt-not-counted
  Szenario: Petra, der CONSUL, zieht das letzte METALLUM an sich, das Angela kaufen will (de:497)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 3
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Angela  |
      | Praefectus Pretorio | Harald  |
      | Consul              | Petra   |
    Und Angela hat 30 Gold
    Und Petra hat 25 Gold
    Und Angela besitzt nur den AGER
    Und Petra besitzt nur den AGER
    Und der Vorrat enthält 1 METALLUM
    Und der Vorrat enthält 2 FIGULINA
    Wenn Angela kauft das Gebäude METALLUM
    Dann Petra muss entscheiden, ob sie das Vorkaufsrecht nutzt
    Wenn Petra nutzt das Vorkaufsrecht
    # "Petra zahlt 20 Münzen in die Bank" (Münzen: Gold)
    Dann Petra besitzt das Gebäude METALLUM
    Und Petra hat 5 Gold
    Und Angela besitzt das Gebäude METALLUM nicht
    Und Angela hat 30 Gold
    Und der Vorrat enthält 0 METALLUM
    Und der CONSUL hat seine Fähigkeit in dieser Runde genutzt
    Und Angela ist am Zug
    # "Angela ... darf sich jetzt noch ein anderes Produktionsgebäude kaufen, wenn sie möchte."
    Wenn Angela kauft das Gebäude FIGULINA
    Dann Angela besitzt das Gebäude FIGULINA
    Und Angela hat 13 Gold
    Und Angela ist auf Produktionsstufe 2

  @rule @consul.not-walls
  Szenario: Der CONSUL hat nie ein Vorkaufsrecht auf eine Stadtmauer im Zug des PRAEFECTUS URBI (de:499, de:856)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 3
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Urbi     | Angela  |
      | Consul              | Petra   |
    Und Angela ist am Zug
    Und Angela hat 25 Gold
    Und Petra hat 30 Gold
    Wenn Angela kauft den Mauerabschnitt Marktnachlass
    Dann niemandem wird das Vorkaufsrecht angeboten
    Und Angela besitzt den Mauerabschnitt Marktnachlass
    Und Angela hat 15 Gold
    Und Petra hat 30 Gold
    Und der CONSUL hat seine Fähigkeit in dieser Runde nicht genutzt

  @rule @consul.preempt @build.redemptor
  Szenario: Der CONSUL zahlt den vollen Preis, ohne Nachlass seines REDEMPTOR (de:495)
    Angela wählt das METALLUM mit Hilfe ihres REDEMPTOR (20 - 5 = 15 Gold).  Petra, der CONSUL,
    besitzt ebenfalls einen REDEMPTOR und kann Gewerbegüter herstellen, zahlt aber die vollen 20
    Gold und behält ihr Gewerbegut ("irgendwelche Nachlässe ... darf er hierbei nicht in Anspruch
    nehmen").  Angela, die nichts gekauft hat, behält ihr Gold und ihr Gewerbegut.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 3
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Angela  |
      | Praefectus Pretorio | Harald  |
      | Consul              | Petra   |
    Und Angela hat 20 Gold
    Und Petra hat 25 Gold
    Und Angela besitzt diese Gebäude:
      | Gebäude           |
      | REDEMPTOR         |
      | LIGNARII OFFICINA |
    Und Petra besitzt diese Gebäude:
      | Gebäude           |
      | REDEMPTOR         |
      | LIGNARII OFFICINA |
    Und das Gebäude LIGNARII OFFICINA erzeugt 1 Gewerbegut
    Und Angela hat 1 Gewerbegut
    Und Petra hat 1 Gewerbegut
    Und der Vorrat enthält 2 METALLUM
    Wenn Angela kauft das Gebäude METALLUM mit Hilfe des REDEMPTOR
    Dann Petra muss entscheiden, ob sie das Vorkaufsrecht nutzt
    Wenn Petra nutzt das Vorkaufsrecht
    Dann Petra besitzt das Gebäude METALLUM
    Und Petra hat 5 Gold
    Und Petra hat 1 Gewerbegut
    Und Angela besitzt das Gebäude METALLUM nicht
    Und Angela hat 20 Gold
    Und Angela hat 1 Gewerbegut

  @de-faq-14 @faq @consul.preempt-not-counted
  Szenario: Ein per Vorkaufsrecht gekauftes Gebäude zählt für keinen der beiden Spieler zur Grenze „ein Gebäude pro Art und Runde“ (de:993-995)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 3
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Angela  |
      | Praefectus Pretorio | Harald  |
      | Consul              | Petra   |
    Und Angela hat 30 Gold
    Und Petra hat 40 Gold
    Und Angela besitzt nur den AGER
    Und Petra besitzt nur den AGER
    Und der Vorrat enthält 2 METALLUM
    Und der Vorrat enthält 2 LIGNARII OFFICINA
    Wenn Angela kauft das Gebäude METALLUM
    Und Petra nutzt das Vorkaufsrecht
    Dann Petra besitzt das Gebäude METALLUM
    Und Petra hat 20 Gold
    # "Ja": die aktive Spielerin darf noch ein Gebäude dieser Art kaufen (hier sogar desselben Namens) ...
    Wenn Angela kauft das Gebäude METALLUM
    Dann Angela besitzt das Gebäude METALLUM
    Und Angela hat 10 Gold
    Wenn Angela beendet ihren Zug
    Und Harald beendet seinen Zug
    Dann Petra ist am Zug
    # ... und ebenso der CONSUL in ihrem eigenen Zug.
    Wenn Petra kauft das Gebäude LIGNARII OFFICINA
    Dann Petra besitzt das Gebäude LIGNARII OFFICINA
    Und Petra hat 8 Gold
    Und Petra ist auf Produktionsstufe 3
    Und der Vorrat enthält 0 METALLUM

  @de-faq-06 @faq @build.no-space-limit
  Szenario: Gebäude dürfen auch gekauft werden, wenn auf der Spielertafel kein Bauplatz mehr frei ist (de:961-963)
    Die Zahl der Bauplätze der Spielertafel steht nicht im Text (die Tafel ist ein Bild); die
    Engine setzt keine Grenze.  Angela besitzt schon 21 Gebäude, mehr als die Bauplätze einer
    Tafel fassen dürften, und kauft zwei weitere ("kann man die neugekauften Gebäude auch neben
    die Tafel legen").

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 7
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Angela  |
      | Praefectus Pretorio | Harald  |
      | Comes Thesaurorum   | Petra   |
    Und Angela hat 40 Gold
    Und Angela besitzt diese Gebäude:
      | Gebäude           |
      | PISTRINUM         |
      | VENATORIS DOMUS   |
      | TEXTRINUM         |
      | LIGNARII OFFICINA |
      | CURA              |
      | FIGULINA          |
      | METALLUM          |
      | ARMORUM FABER     |
      | FABRI OFFICINA    |
      | CONFLATORIUM      |
      | SCULPTORIS DOMUS  |
      | CAUPONA           |
      | VESTIFICINA       |
      | EMPORIUM          |
      | ARMAMENTARIUM     |
      | ANTIQUARIUS       |
      | HOSPITIUM         |
      | MENSAE            |
      | REDEMPTOR         |
      | TABERNA           |
    Und der Vorrat enthält 1 VINARIA
    Und der Vorrat enthält 1 HORREUM
    Dann Angela besitzt 21 Gebäude
    Wenn Angela kauft das Gebäude VINARIA
    Und Angela kauft das Gebäude HORREUM
    Dann Angela besitzt das Gebäude VINARIA
    Und Angela besitzt das Gebäude HORREUM
    Und Angela besitzt 23 Gebäude
    # 40 - 21 - 5 = 14
    Und Angela hat 14 Gold

  @de-faq-09 @faq @build.licence-skip
  Szenario: Sind alle „B“-Gebäude gekauft, darf ein Spieler mit nur „A“-Gebäuden ein „C“-Gebäude kaufen (de:973-975)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 4
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Petra   |
      | Praefectus Pretorio | Harald  |
      | Comes Thesaurorum   | Angela  |
    Und Petra hat 30 Gold
    Und Petra besitzt das Gebäude TEXTRINUM
    Und der Vorrat enthält von jedem dieser Gebäude 0:
      | Gebäude           |
      | LIGNARII OFFICINA |
      | CURA              |
      | FIGULINA          |
      | METALLUM          |
    Und der Vorrat enthält 2 ARMORUM FABER
    # "Keineswegs": die nicht mehr verfügbare Genehmigung „B“ wird übersprungen.
    Wenn Petra kauft das Gebäude ARMORUM FABER
    Dann Petra besitzt das Gebäude ARMORUM FABER
    Und Petra hat 16 Gold
    Und Petra ist auf Produktionsstufe 3

  @rule @build.licence-skip @build.licence
  Szenario: Eine Bauerlaubnis wird erst übersprungen, wenn keines ihrer Gebäude mehr verfügbar ist (de:973-975)
    Harald und Petra besitzen nur den AGER; eine CURA („B“) ist noch da.  Harald darf die
    Bauerlaubnis „B“ nicht überspringen, solange sie verfügbar ist; nachdem er sie gekauft hat,
    darf Petra es.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 4
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Pretorio | Petra   |
      | Comes Thesaurorum   | Angela  |
    Und Harald hat 30 Gold
    Und Petra hat 30 Gold
    Und Harald besitzt nur den AGER
    Und Petra besitzt nur den AGER
    Und der Vorrat enthält von jedem dieser Gebäude 0:
      | Gebäude           |
      | LIGNARII OFFICINA |
      | FIGULINA          |
      | METALLUM          |
    Und der Vorrat enthält 1 CURA
    Und der Vorrat enthält 2 ARMORUM FABER
    Wenn Harald kauft das Gebäude ARMORUM FABER
    Dann die Aktion wird durch die Regel build.licence abgelehnt
    Und nichts hat sich geändert
    Wenn Harald kauft das Gebäude CURA
    Und Harald beendet seinen Zug
    Und Petra kauft das Gebäude ARMORUM FABER
    Dann Petra besitzt das Gebäude ARMORUM FABER
    Und Petra hat 16 Gold
    Und Harald besitzt das Gebäude CURA
    Und Harald hat 14 Gold

  @rule @build.one-per-kind @build.public-fp
  Szenario: Bis zu ein Gebäude jeder Gebäudeart in einer Runde (de:406)
    # de:406 nennt "(grünes) Wirtschafts-, (gelbes) Versorgungs-"gebäude, de:458 die
    # Versorgungsgebäude "gelb umrandet"; sonst sind Wirtschaftsgebäude gelb und
    # Versorgungsgebäude grün (de:38-39, de:452, de:887, de:897).  Keine Regel hängt an der Farbe.
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 3
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Pretorio | Petra   |
      | Comes Thesaurorum   | Angela  |
    Und Harald hat 60 Gold
    Und Harald hat 0 RP
    Und Harald besitzt nur den AGER
    Und der Vorrat enthält von jedem dieser Gebäude 2:
      | Gebäude   |
      | PISTRINUM |
      | TEXTRINUM |
      | CAUPONA   |
      | MENSAE    |
    Und der Vorrat enthält von jedem dieser Gebäude 1:
      | Gebäude                 |
      | Hippodromus für 21 Gold |
      | Domus Regia für 24 Gold |
    Wenn Harald kauft das Gebäude PISTRINUM
    Und Harald kauft das Gebäude TEXTRINUM
    Dann die Aktion wird durch die Regel build.one-per-kind abgelehnt
    Und nichts hat sich geändert
    Wenn Harald kauft das Gebäude CAUPONA
    Und Harald kauft das Gebäude MENSAE
    Und Harald kauft ein 3-RP-Plättchen
    Dann Harald besitzt das Gebäude PISTRINUM
    Und Harald besitzt das Gebäude TEXTRINUM nicht
    Und Harald besitzt das Gebäude CAUPONA
    Und Harald besitzt das Gebäude MENSAE
    Und Harald besitzt das Gebäude Domus Regia für 24 Gold
    # 6 + 9 + 5 + 24 = 44 Gold
    Und Harald hat 16 Gold
    Und Harald hat 3 RP
    Wenn Harald kauft das Gebäude VESTIFICINA
    Dann die Aktion wird durch die Regel build.one-per-kind abgelehnt
    Und nichts hat sich geändert

  @rule @build.production-level
  Szenario: Jedes gekaufte Produktionsgebäude erhöht die Produktionsstufe um eins (de:422, de:424-432)
    Das Schaubild "Produktionsstufe erhöhen" (de:424-432): 1. Der Spieler kauft ein
    Produktionsgebäude.  2. Der Spieler setzt seinen Produktionsstufe-Spielstein weiter.

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 3
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Pretorio | Petra   |
      | Comes Thesaurorum   | Angela  |
    Und Harald hat 40 Gold
    Und Harald besitzt das Gebäude TEXTRINUM
    Und der Vorrat enthält 2 METALLUM
    Und der Vorrat enthält 2 CAUPONA
    Dann Harald ist auf Produktionsstufe 2
    Wenn Harald kauft das Gebäude METALLUM
    Dann Harald ist auf Produktionsstufe 3
    # Ein Wirtschaftsgebäude ist kein Produktionsgebäude.
    Wenn Harald kauft das Gebäude CAUPONA
    Dann Harald ist auf Produktionsstufe 3
    Und Harald hat 11 Gold

  @rule @build.walls-praefectus-urbi @build.one-per-kind
  Szenario: Nur der PRAEFECTUS URBI baut einen Stadtmauerabschnitt, einen in einer Runde (de:406, de:491, de:846)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 3
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Pretorio | Petra   |
      | Praefectus Urbi     | Angela  |
    Und Harald hat 30 Gold
    Und Angela hat 25 Gold
    Wenn Harald kauft den Mauerabschnitt Gütertausch
    Dann die Aktion wird durch die Regel build.walls-praefectus-urbi abgelehnt
    Und nichts hat sich geändert
    Wenn Harald beendet seinen Zug
    Und Petra beendet ihren Zug
    Und Angela kauft den Mauerabschnitt Gütertausch
    Dann Angela besitzt den Mauerabschnitt Gütertausch
    Und Angela hat 15 Gold
    Und kein Gebäude Mauerabschnitt Gütertausch ist mehr im Vorrat
    Wenn Angela kauft den Mauerabschnitt Güterverkauf
    Dann die Aktion wird durch die Regel build.one-per-kind abgelehnt
    Und nichts hat sich geändert

  @rule @build.redemptor
  Szenario: Der REDEMPTOR: einmal pro Runde 1 Gewerbegut für 5 Gold Nachlass, nur wenn man Gewerbegüter herstellen kann (de:901)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 3
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Pretorio | Petra   |
      | Comes Thesaurorum   | Angela  |
    Und Harald hat 30 Gold
    Und Petra hat 30 Gold
    Und Harald besitzt diese Gebäude:
      | Gebäude           |
      | REDEMPTOR         |
      | LIGNARII OFFICINA |
    Und Petra besitzt das Gebäude REDEMPTOR
    Und das Gebäude LIGNARII OFFICINA erzeugt 1 Gewerbegut
    Und das Gebäude AGER erzeugt 2 Nahrungsgüter
    Und Harald hat 2 Gewerbegüter
    Und Petra hat 1 Gewerbegut
    Und der Vorrat enthält von jedem dieser Gebäude 2:
      | Gebäude   |
      | METALLUM  |
      | CAUPONA   |
      | PISTRINUM |
    Wenn Harald kauft das Gebäude METALLUM mit Hilfe des REDEMPTOR
    Dann Harald besitzt das Gebäude METALLUM
    # 20 - 5 = 15 Gold, und ein Gewerbegut abgeworfen
    Und Harald hat 15 Gold
    Und Harald hat 1 Gewerbegut
    Wenn Harald kauft das Gebäude CAUPONA mit Hilfe des REDEMPTOR
    Dann die Aktion wird durch die Regel build.redemptor abgelehnt
    Und nichts hat sich geändert
    Wenn Harald kauft das Gebäude CAUPONA
    Dann Harald hat 6 Gold
    Wenn Harald beendet seinen Zug
    # Petra hat ein Gewerbegut, aber kein Produktionsgebäude, das Gewerbegüter herstellt.
    Und Petra kauft das Gebäude PISTRINUM mit Hilfe des REDEMPTOR
    Dann die Aktion wird durch die Regel build.redemptor abgelehnt
    Und nichts hat sich geändert
    Und Petra hat 30 Gold
    Und Petra hat 1 Gewerbegut

  @rule @game.end-public @build.public-fp
  Szenario: Wer das letzte Öffentliche Gebäude kauft, beendet das Spiel am Ende der laufenden Runde (de:754)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 4
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Angela  |
      | Praefectus Pretorio | Petra   |
      | Comes Thesaurorum   | Harald  |
    Und Angela hat 70 Gold
    Und Angela hat 30 RP
    Und Petra hat 20 Gold
    Und Petra hat 25 RP
    Und Harald hat 30 Gold
    Und Harald hat 28 RP
    Und der Vorrat enthält von jedem dieser Gebäude 0:
      | Gebäude                 |
      | Hippodromus für 21 Gold |
      | Domus Regia für 24 Gold |
      | Hippodromus für 32 Gold |
      | Domus Regia für 36 Gold |
      | Hippodromus für 45 Gold |
      | Domus Regia für 50 Gold |
      | Domus Regia für 66 Gold |
    Und der Vorrat enthält 1 Hippodromus für 60 Gold
    Und die Auftragskarten in diesem Spiel lauten:
      | Auftrag | Güter | Gut             | Gold | RP | Klein | Mittel | Groß |
      | k01     | 1     | Nahrungsgut     | 4    | 1  | 1     | 1      | 1    |
      | k02     | 1     | Nahrungsgut     | 5    | 1  | 1     | 1      | 2    |
      | k03     | 1     | Verbrauchsgut   | 5    | 1  | 1     | 1      | 2    |
      | k04     | 2     | Verbrauchsgüter | 9    | 1  | 1     | 2      | 2    |
      | k05     | 1     | Gewerbegut      | 6    | 1  | 1     | 1      | 2    |
      | k06     | 2     | Gewerbegüter    | 12   | 1  | 1     | 1      | 2    |
    Und der Nachziehstapel enthält von oben k01 k02 k03 k04 k05 k06
    Wenn Angela kauft ein 6-RP-Plättchen
    Dann Angela besitzt das Gebäude Hippodromus für 60 Gold
    Und Angela hat 10 Gold
    Und Angela hat 36 RP
    Und kein Gebäude Hippodromus für 60 Gold ist mehr im Vorrat
    Und das Spiel endet nach Runde 4
    Und das Spiel ist nicht vorbei
    Wenn Angela beendet ihren Zug
    Und Petra beendet ihren Zug
    Und Harald beendet seinen Zug
    Dann die Phase „Aufträge annehmen“ hat begonnen
    Wenn Angela ist fertig
    Und Petra ist fertig
    Und Harald ist fertig
    Dann die Phase „Güter spenden“ hat begonnen
    Wenn Angela ist fertig
    Und Petra ist fertig
    Und Harald ist fertig
    Dann das Spiel ist vorbei
    Und das Spiel hat 4 Runden gedauert
    Und das Spiel endete, weil das letzte Öffentliche Gebäude gekauft wurde
    # Niemand hat eine Stadtmauer oder ein Schiff auf Fahrt; 1 RP pro vollständige 15 Gold.
    Und Angela hat am Ende 36 RP
    Und Petra hat am Ende 26 RP
    Und Harald hat am Ende 30 RP
    Und Angela gewinnt
