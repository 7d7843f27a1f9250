# language: de
@topic-auction
Funktionalität: Phase „Ämter versteigern“ (de:213-269)
  Jede Runde beginnt mit der Versteigerung der fünf Ämter in Spielerreihenfolge (de:217-237).
  Dasselbe Amt zu behalten kostet nichts, ein freies Amt kostet 2 Gold, ein besetztes Amt
  bekommt, wer höher bietet; der Verlierer zahlt nichts und wählt neu, und er darf das gerade
  frei gewordene Amt seines Gegners kostenlos besetzen (de:229-235).  Am Ende der Phase kommen
  alle Münzen auf dem Spielplan in die Bank, der PRAEFECTUS PRETORIO erhält ein Produktionsgut,
  das er herstellen kann, und der COMES THESAURORUM 4 Gold (de:237-241).

  Grundlage:
    Angenommen die Spieler sind Grün, Rot, Blau und Gelb
    Und es ist die Phase „Ämter versteigern“ der Runde 2
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Grün    |
      | Praefectus Pretorio | Blau    |
      | Comes Thesaurorum   | Rot     |
      | Praefectus Urbi     | Gelb    |
    Und Grün hat 10 Gold
    Und Rot hat 10 Gold
    Und Blau hat 10 Gold
    Und Gelb hat 10 Gold

  @de-ex-01 @de-ex-02 @de-ex-03 @example @auction.loser-takes-vacated-free @auction.phase-end @auction.vacant-office-costs-2
  Szenario: Das Versteigerungsbeispiel in drei Teilen (de:247-269)
    Die Abbildungen fehlen im Text; die Ämter vor der Versteigerung sind aus der Erzählung
    erschlossen: Grün hat das Amt mit der niedrigsten Zahl (I, de:247) und verliert es an Rot,
    das Gelb dann Rot als MAGISTER OFFICIORUM abnimmt (de:259); Blau hält den PRAEFECTUS
    PRETORIO (de:263) und ist vor Gelb an der Reihe (de:255-259); Gelbs Amt (IV) bleibt frei,
    als Gelb wechselt; der CONSUL (V) ist bei vier Spielern frei.  Jeder besitzt nur den AGER
    (zwei Nahrungsgüter, de:392-394), und keiner hat Güter, damit das Produktionsgut des
    PRAEFECTUS PRETORIO nach der Produktion noch zu erkennen ist.

    Angenommen das Gebäude AGER erzeugt 2 Nahrungsgüter
    Und Grün hat keine Güter
    Und Rot hat keine Güter
    Und Blau hat keine Güter
    Und Gelb hat keine Güter
    # Teil 1 (de:247-251)
    Dann Grün ist am Zug
    Wenn Grün bietet 1 Gold auf das Amt COMES THESAURORUM
    Und Rot passt
    Dann Grün hat das Amt COMES THESAURORUM inne
    Und auf dem Amt COMES THESAURORUM liegt 1 Gold
    # "Automatisch ist jetzt Spieler Rot aktiv ... Er muss dazu kein Gebot abgeben."
    Und Rot ist am Zug
    Wenn Rot besetzt das freie Amt MAGISTER OFFICIORUM
    Dann Rot hat das Amt MAGISTER OFFICIORUM inne
    Und auf dem Amt MAGISTER OFFICIORUM liegen 0 Gold
    Und Rot hat 10 Gold
    # Teil 2 (de:255-265): Blau bleibt, wo er ist, und zahlt nichts.
    Und Blau ist am Zug
    Wenn Blau behält sein Amt
    Dann Blau hat 10 Gold
    # "Jetzt ist Spieler Gelb aktiv (Spieler Grün war ja bereits aktiv)."
    Und Gelb ist am Zug
    Wenn Gelb bietet 1 Gold auf das Amt MAGISTER OFFICIORUM
    Und Rot passt
    Dann Gelb hat das Amt MAGISTER OFFICIORUM inne
    Und auf dem Amt MAGISTER OFFICIORUM liegt 1 Gold
    # Rot ist erneut aktiv, übernimmt das von Gelb geräumte Amt nicht und bietet stattdessen.
    Und Rot ist am Zug
    Wenn Rot bietet 1 Gold auf das Amt PRAEFECTUS PRETORIO
    Und Blau erhöht auf 2 Gold
    Und Rot erhöht auf 3 Gold
    Und Blau passt
    Dann Rot hat das Amt PRAEFECTUS PRETORIO inne
    Und auf dem Amt PRAEFECTUS PRETORIO liegen 3 Gold
    Und Blau ist am Zug
    Wenn Blau besetzt das freie Amt CONSUL
    # Teil 3 (de:269): die Phase ist vorbei; 1 + 1 + 3 + 2 = 7 Gold kommen in die Bank.
    Dann die 7 Gold auf dem Spielplan werden in die Bank gelegt
    Und Grün hat das Amt COMES THESAURORUM inne
    Und Rot hat das Amt PRAEFECTUS PRETORIO inne
    Und Blau hat das Amt CONSUL inne
    Und Gelb hat das Amt MAGISTER OFFICIORUM inne
    Und das Amt PRAEFECTUS URBI ist frei
    # "Spieler Grün erhält 4 Gold aus der Bank": 10 - 1 + 4 = 13.
    Und Grün hat 13 Gold
    Und Rot hat 7 Gold
    Und Blau hat 8 Gold
    Und Gelb hat 9 Gold
    # "Spieler Rot erhält ein Produktionsgut": Rot kann nur Nahrungsgüter herstellen (AGER).  Die
    # Phase „Güter produzieren“ folgt gleich darauf, und jeder bekommt 2 Nahrungsgüter dazu.
    Und die Phase „Gebäude bauen“ hat begonnen
    Und Rot hat 3 Nahrungsgüter
    Und Grün hat 2 Nahrungsgüter
    Und Blau hat 2 Nahrungsgüter
    Und Gelb hat 2 Nahrungsgüter
    # Die neue Spielerreihenfolge: Gelb (I), Rot (II), Grün (III), Blau (V).
    Und Gelb ist am Zug

  @rule @auction.no-office-to-keep
  Szenario: Wer sein Amt verloren hat, kann es nicht behalten (de:233-235)
    Wenn Grün bietet 1 Gold auf das Amt COMES THESAURORUM
    Und Rot passt
    Und Rot behält sein Amt
    Dann die Aktion wird durch die Regel auction.no-office-to-keep abgelehnt
    Und nichts hat sich geändert

  @rule @auction.vacant-office-costs-2
  Szenario: Ein freies Amt kostet 2 Gold, die auf das Amt gelegt werden (de:231)
    Wenn Grün bietet 1 Gold auf das Amt CONSUL
    Dann die Aktion wird durch die Regel auction.vacant-office-costs-2 abgelehnt
    Und nichts hat sich geändert
    Wenn Grün besetzt das freie Amt CONSUL
    Dann Grün hat das Amt CONSUL inne
    Und auf dem Amt CONSUL liegen 2 Gold
    Und Grün hat 8 Gold
    Und das Amt MAGISTER OFFICIORUM ist frei
    Und Blau ist am Zug

  @rule @auction.bid-exceeds-coins @auction.winner-pays
  Szenario: Ein Gebot muss höher sein als das Gold, das schon auf dem Amt liegt (de:233)
    Wenn Grün bietet 2 Gold auf das Amt COMES THESAURORUM
    Und Rot passt
    Dann auf dem Amt COMES THESAURORUM liegen 2 Gold
    Und Rot ist am Zug
    Wenn Rot bietet 2 Gold auf das Amt COMES THESAURORUM
    Dann die Aktion wird durch die Regel auction.bid-exceeds-coins abgelehnt
    Und nichts hat sich geändert
    Wenn Rot bietet 3 Gold auf das Amt COMES THESAURORUM
    Und Grün passt
    # Der Gewinner legt sein Gebot auf das Münzensymbol, zu den 2 Gold, die dort schon liegen.
    Dann Rot hat das Amt COMES THESAURORUM inne
    Und auf dem Amt COMES THESAURORUM liegen 5 Gold
    Und Rot hat 7 Gold
    # "Wer eine Versteigerung verliert, muss sein Gebot nicht bezahlen."
    Und Grün hat 8 Gold
    Und Grün ist am Zug

  @rule @auction.raise-exceeds-bid
  Szenario: Wer erhöht, muss mehr bieten als das Gebot davor; der Inhaber kann sein Amt behalten (de:233)
    Wenn Grün bietet 2 Gold auf das Amt COMES THESAURORUM
    Und Rot erhöht auf 2 Gold
    Dann die Aktion wird durch die Regel auction.raise-exceeds-bid abgelehnt
    Und nichts hat sich geändert
    Wenn Rot erhöht auf 3 Gold
    Und Grün passt
    Dann Rot hat das Amt COMES THESAURORUM inne
    Und auf dem Amt COMES THESAURORUM liegen 3 Gold
    Und Rot hat 7 Gold
    Und Grün hat 10 Gold
    Und Grün hat das Amt MAGISTER OFFICIORUM inne
    Und Grün ist am Zug

  @rule @auction.wall-raise-3
  Szenario: Auf das Amt des Besitzers des Mauerabschnitts Ämterschutz muss man immer um mindestens 3 erhöhen (de:926)
    de:926 sagt "muss man immer mindestens um 3 erhöhen", de:478 dagegen, dass jede Mauer ihre
    Eigenschaft "immer nur einmal pro Runde" bietet.  Gewählt ist die Lesart der Tabelle (de:926
    "immer"), die auch die anderen Einträge der Tabelle stützen: nur die Einträge, die "Einmal pro
    Runde" sagen (de:922-924, de:927), gelten einmal pro Runde.  Das erste Gebot erhöht das Gold
    auf dem Amt (hier 0) und muss darum mindestens 3 betragen; die Gegengebote des Besitzers
    sind gewöhnliche Erhöhungen.

    Angenommen Rot besitzt den Mauerabschnitt Ämterschutz
    Wenn Grün bietet 2 Gold auf das Amt COMES THESAURORUM
    Dann die Aktion wird durch die Regel auction.wall-raise-3 abgelehnt
    Und nichts hat sich geändert
    Wenn Grün bietet 3 Gold auf das Amt COMES THESAURORUM
    Und Rot erhöht auf 4 Gold
    Dann die Aktion wird ausgeführt
    Wenn Grün erhöht auf 6 Gold
    Dann die Aktion wird durch die Regel auction.wall-raise-3 abgelehnt
    Und nichts hat sich geändert
    # Ein zweites Mal in derselben Runde, wieder um mindestens 3.
    Wenn Grün erhöht auf 7 Gold
    Und Rot erhöht auf 8 Gold
    Und Grün erhöht auf 10 Gold
    Dann die Aktion wird durch die Regel auction.wall-raise-3 abgelehnt
    Und nichts hat sich geändert
    Wenn Grün erhöht auf 11 Gold
    Dann die Aktion wird durch die Regel gold.cannot-afford abgelehnt
    Und nichts hat sich geändert
    Wenn Grün passt
    Dann Rot hat das Amt COMES THESAURORUM inne
    Und auf dem Amt COMES THESAURORUM liegen 8 Gold
    Und Rot hat 2 Gold
    Und Grün hat 10 Gold

  @rule @office.comes-thesaurorum-gold @office.praefectus-pretorio-good
  Szenario: Am Ende der Phase erhält der COMES THESAURORUM 4 Gold und der PRAEFECTUS PRETORIO ein Gut, das er herstellen kann (de:241, de:836-840)
    Blau, der PRAEFECTUS PRETORIO, kann zwei Arten herstellen (Nahrungsgüter mit dem AGER,
    Luxusgüter mit dem SCULPTORIS DOMUS) und wählt darum selbst.

    Angenommen Blau besitzt das Gebäude SCULPTORIS DOMUS
    Und das Gebäude AGER erzeugt 2 Nahrungsgüter
    Und das Gebäude SCULPTORIS DOMUS erzeugt 1 Luxusgut
    Und Blau hat keine Güter
    Und Grün hat keine Güter
    Wenn Grün behält sein Amt
    Und Blau behält sein Amt
    Und Rot behält sein Amt
    Und Gelb behält sein Amt
    Dann Rot hat 14 Gold
    Und Grün hat 10 Gold
    Und Blau hat 10 Gold
    Und Gelb hat 10 Gold
    Und Blau muss das Gut des PRAEFECTUS PRETORIO wählen
    Wenn Blau nimmt als PRAEFECTUS PRETORIO 1 Militärgut
    Dann die Aktion wird durch die Regel office.praefectus-pretorio-good abgelehnt
    Und nichts hat sich geändert
    Wenn Blau nimmt als PRAEFECTUS PRETORIO 1 Luxusgut
    Dann die Phase „Gebäude bauen“ hat begonnen
    # 1 Luxusgut vom Amt und 1 aus der Produktion des SCULPTORIS DOMUS
    Und Blau hat 2 Luxusgüter
    Und Blau hat 2 Nahrungsgüter
    Und Grün hat 0 Luxusgüter
