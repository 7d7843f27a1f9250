# language: de
@topic-production
Funktionalität: Phase „Güter produzieren“ (de:386-396)
  Jeder Spieler nimmt sich aus dem Vorrat die Güter, die unten rechts auf seinen
  Produktionsgebäuden abgebildet sind (de:390).  In der ersten Runde besitzt jeder nur den AGER
  und bekommt zwei Nahrungsgüter (de:392-394).  Güter und Gold gelten als unbegrenzt (de:396).
  Ein Produktionsgebäude beginnt seine Produktion in der Runde nach seinem Kauf (de:957).

  Die Erzeugnisse jedes benutzten Gebäudes sind im Szenario definiert: die zwei Nahrungsgüter des
  AGER stehen im Text (de:394); die Symbole der anderen Plättchen sind verloren, ihre Güter sind
  eigene Zahlen der Szenarien.  Die Versteigerung wird schnell gespielt (jeder behält sein Amt),
  um zur Produktion zu kommen; niemand hat PRAEFECTUS PRETORIO oder COMES THESAURORUM, deren
  Vorteile die Zahlen ändern würden (de:241).

  Grundlage:
    Angenommen die Spieler sind Harald, Petra und Angela
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Urbi     | Petra   |
      | Consul              | Angela  |
    Und das Gebäude AGER erzeugt 2 Nahrungsgüter

  @rule @produce.goods
  Szenario: In der ersten Runde bekommt jeder Spieler zwei Nahrungsgüter vom AGER (de:392-394)
    Angenommen es ist die Phase „Ämter versteigern“ der Runde 1
    Und Harald hat keine Güter
    Und Petra hat keine Güter
    Und Angela hat keine Güter
    Wenn Harald behält sein Amt
    Und Petra behält ihr Amt
    Und Angela behält ihr Amt
    Dann die Phase „Gebäude bauen“ hat begonnen
    Und Harald hat 2 Nahrungsgüter
    Und Petra hat 2 Nahrungsgüter
    Und Angela hat 2 Nahrungsgüter
    Und Harald besitzt 1 Gebäude
    Und Petra besitzt 1 Gebäude
    Und Angela besitzt 1 Gebäude

  @rule @produce.goods
  Szenario: Jedes Produktionsgebäude erzeugt die Güter seines Plättchens, zu den gelagerten dazu (de:390, de:728)
    Harald hat am Ende der letzten Runde ein Luxusgut gelagert.

    Angenommen es ist die Phase „Ämter versteigern“ der Runde 2
    Und das Gebäude METALLUM erzeugt 2 Gewerbegüter
    Und das Gebäude VENATORIS DOMUS erzeugt 1 Nahrungsgut und 1 Verbrauchsgut
    Und das Gebäude TEXTRINUM erzeugt 1 Verbrauchsgut
    Und Harald besitzt diese Gebäude:
      | Gebäude         |
      | METALLUM        |
      | VENATORIS DOMUS |
    Und Petra besitzt das Gebäude TEXTRINUM
    Und Harald hat 1 Luxusgut
    Und Petra hat keine Güter
    Und Angela hat keine Güter
    Wenn Harald behält sein Amt
    Und Petra behält ihr Amt
    Und Angela behält ihr Amt
    Dann die Phase „Gebäude bauen“ hat begonnen
    Und Harald hat 3 Nahrungsgüter
    Und Harald hat 2 Gewerbegüter
    Und Harald hat 1 Verbrauchsgut
    Und Harald hat 1 Luxusgut
    Und Petra hat 2 Nahrungsgüter
    Und Petra hat 1 Verbrauchsgut
    Und Angela hat 2 Nahrungsgüter
    Und Angela hat 0 Verbrauchsgüter

  @de-faq-05 @faq @produce.goods
  Szenario: Ein Produktionsgebäude beginnt seine Produktion in der Runde nach seinem Kauf (de:955-959)
    Harald kauft das TEXTRINUM in der Phase „Gebäude bauen“ der Runde 2; es erzeugt in Runde 2
    nichts und in Runde 3 sein Verbrauchsgut.  Angela, der CONSUL, lässt es ihm.  Der Rest der
    Runde 2 wird durchgespielt (Aufträge gezogen und abgelehnt, nichts zu lagern).

    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und Harald ist am Zug
    Und das Gebäude TEXTRINUM erzeugt 1 Verbrauchsgut
    Und die Auftragskarten in diesem Spiel lauten:
      | Auftrag | Güter | Gut         | Gold | RP | Klein | Mittel | Groß |
      | k1      | 1     | Nahrungsgut | 4    | 1  | 1     | 1      | 1    |
      | k2      | 1     | Nahrungsgut | 4    | 1  | 1     | 1      | 1    |
      | k3      | 1     | Nahrungsgut | 4    | 1  | 1     | 1      | 1    |
      | k4      | 1     | Nahrungsgut | 4    | 1  | 1     | 1      | 1    |
      | k5      | 1     | Nahrungsgut | 4    | 1  | 1     | 1      | 1    |
      | k6      | 1     | Nahrungsgut | 4    | 1  | 1     | 1      | 1    |
      | k7      | 1     | Nahrungsgut | 4    | 1  | 1     | 1      | 1    |
      | k8      | 1     | Nahrungsgut | 4    | 1  | 1     | 1      | 1    |
    Und der Nachziehstapel enthält von oben k1 k2 k3 k4 k5 k6 k7 k8
    Und Harald hat 30 Gold
    Und Harald hat keine Güter
    Und Petra hat keine Güter
    Und Angela hat keine Güter
    Wenn Harald kauft das Gebäude TEXTRINUM
    Und Angela verzichtet auf das Vorkaufsrecht
    Dann Harald besitzt das Gebäude TEXTRINUM
    Und Harald hat 0 Verbrauchsgüter
    Wenn die Spieler spielen:
      | Aktion        |
      | Harald: done  |
      | Petra: done   |
      | Angela: done  |
      | Harald: done  |
      | Petra: done   |
      | Angela: done  |
      | Harald: done  |
      | Petra: done   |
      | Angela: done  |
      | Harald: keep  |
      | Petra: keep   |
      | Angela: keep  |
    Dann Runde 3 hat begonnen
    Und die Phase „Gebäude bauen“ hat begonnen
    Und Harald hat 1 Verbrauchsgut
    Und Harald hat 2 Nahrungsgüter

  @rule @goods.unlimited-supply
  Szenario: Die Produktion hört nicht auf, wenn im Vorrat die Würfel ausgehen (de:396)
    Das Spiel hat 24 grüne Würfel (de:53); hier halten die Spieler sie schon alle.

    Angenommen es ist die Phase „Ämter versteigern“ der Runde 2
    Und Harald hat 12 Nahrungsgüter
    Und Petra hat 12 Nahrungsgüter
    Und Angela hat keine Güter
    Wenn Harald behält sein Amt
    Und Petra behält ihr Amt
    Und Angela behält ihr Amt
    Dann Harald hat 14 Nahrungsgüter
    Und Petra hat 14 Nahrungsgüter
    Und Angela hat 2 Nahrungsgüter
