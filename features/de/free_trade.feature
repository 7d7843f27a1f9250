# language: de
@topic-free-trade
Funktionalität: Optionale Regel: Freier Handel (de:929-935)
  Vereinbaren es die Spieler, dürfen sie während der Phase „Aufträge annehmen“ jede
  beliebige Anzahl an Aufträgen, Produktionsgütern und Gold untereinander tauschen; die
  getauschten Dinge müssen nicht vom gleichen Typ sein (de:931-933).  Ohne die optionale Regel
  findet kein solcher Handel statt.

  Grundlage:
    Angenommen die Spieler sind Petra und Angela
    Und es ist die Phase „Aufträge annehmen“ der Runde 3
    Und der Auftrag K1 verlangt 1 Verbrauchsgut und bringt 6 Gold und 1 RP, Reisedauer 1/1/1
    Und Angela hält die Aufträge K1
    Und Petra hat 1 Verbrauchsgut
    Und Petra hat 10 Gold
    Und Angela hat 10 Gold

  @de-ex-26 @example @freetrade.trade
  Szenario: Angela gibt Petra einen Auftrag für ein Verbrauchsgut und 1 Gold (de:935)
    Petras erstes Angebot (das Verbrauchsgut allein) ist nur ein Gespräch: Angela ist es zu wenig,
    und nichts geschieht; der Handel, auf den sie sich einigen, wird als ein Tausch ausgeführt.

    Angenommen die optionale Regel „Freier Handel“ gilt
    Wenn Petra gibt Angela 1 Verbrauchsgut und 1 Gold für den Auftrag K1
    Dann die Aktion wird ausgeführt
    Und Petra hält die Aufträge K1
    Und Angela hält keine Aufträge
    Und Petra hat 0 Verbrauchsgüter
    Und Petra hat 9 Gold
    Und Angela hat 1 Verbrauchsgut
    Und Angela hat 11 Gold

  @rule @freetrade.disabled
  Szenario: Ohne die optionale Regel können die Spieler nicht frei handeln (de:929-931)
    Wenn Petra gibt Angela 1 Verbrauchsgut und 1 Gold für den Auftrag K1
    Dann die Aktion wird durch die Regel freetrade.disabled abgelehnt
    Und nichts hat sich geändert
