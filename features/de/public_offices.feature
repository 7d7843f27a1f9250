# language: de
@topic-public-offices
Funktionalität: Ämter (de:826-864)
  Jedes der fünf Ämter gibt seinem Inhaber einen Vorteil (de:830-860): der MAGISTER OFFICIORUM
  zieht drei zusätzliche Auftragskarten (de:612, de:832); der PRAEFECTUS PRETORIO bekommt ein
  Produktionsgut seiner Wahl, das er herstellen kann, und der COMES THESAURORUM 4 Gold, sobald
  die Ämter zugewiesen sind (de:241, de:836-840); PRAEFECTUS URBI und CONSUL haben je zwei
  Fähigkeiten, von denen sie eine nutzen, einmal pro Runde (de:622, de:844-864).  Stadtmauer und
  Vorkaufsrecht gehören zur Phase „Gebäude bauen“ (construction.feature), das Tauschen von
  Aufträgen zur Phase „Aufträge annehmen“.

  Grundlage:
    Angenommen die Spieler sind Harald, Petra und Angela
    Und die Auftragskarten in diesem Spiel lauten:
      | Auftrag | Güter | Gut             | Gold | RP | Klein | Mittel | Groß |
      | k01     | 1     | Nahrungsgut     | 4    | 1  | 1     | 1      | 1    |
      | k02     | 1     | Nahrungsgut     | 5    | 1  | 1     | 1      | 2    |
      | k03     | 1     | Verbrauchsgut   | 5    | 1  | 1     | 1      | 2    |
      | k04     | 2     | Verbrauchsgüter | 9    | 1  | 1     | 2      | 2    |
      | k05     | 1     | Gewerbegut      | 6    | 1  | 1     | 1      | 2    |
      | k06     | 2     | Gewerbegüter    | 12   | 1  | 1     | 1      | 2    |
      | k07     | 1     | Militärgut      | 8    | 1  | 1     | 1      | 2    |
      | k08     | 1     | Luxusgut        | 10   | 1  | 1     | 2      | 2    |
      | k09     | 2     | Nahrungsgüter   | 8    | 1  | 1     | 1      | 1    |
      | k10     | 1     | Verbrauchsgut   | 6    | 1  | 1     | 2      | 2    |

  @rule @office.magister-officiorum-draw
  Szenario: Der MAGISTER OFFICIORUM bekommt in der Phase „Auftragskarten ziehen“ drei zusätzliche Auftragskarten (de:612, de:832)
    Niemand hat einen Handelsposten oder den Mauerabschnitt Zusatzauftrag; jeder zieht, was
    Produktionsstufe und Amt ihm geben, in Spielerreihenfolge (de:590-612).

    Angenommen es ist die Phase „Auftragskarten ziehen“ der Runde 2
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Petra   |
      | Praefectus Pretorio | Harald  |
      | Comes Thesaurorum   | Angela  |
    Und Petra besitzt nur den AGER
    Und Harald besitzt das Gebäude TEXTRINUM
    Und Angela besitzt nur den AGER
    Und der Nachziehstapel enthält von oben k01 k02 k03 k04 k05 k06 k07
    # Petra: Produktionsstufe 1 zieht 1, plus 3 als MAGISTER OFFICIORUM = 4.
    Dann Petra ist auf Produktionsstufe 1
    Und Petra hält die Aufträge k01 k02 k03 k04
    # Harald: AGER und TEXTRINUM, Produktionsstufe 2, zieht 2.
    Und Harald ist auf Produktionsstufe 2
    Und Harald hält die Aufträge k05 k06
    # Angela: Produktionsstufe 1, zieht 1.
    Und Angela hält die Aufträge k07
    Und die Phase „Aufträge annehmen“ hat begonnen

  @rule @office.ability-once @build.walls-praefectus-urbi
  Szenario: Ein PRAEFECTUS URBI, der einen Mauerabschnitt gekauft hat, kann nicht auch Aufträge tauschen (de:622, de:844-850, de:864)
    Angenommen es ist die Phase „Gebäude bauen“ der Runde 2
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Pretorio | Petra   |
      | Praefectus Urbi     | Angela  |
    Und Angela ist am Zug
    Und Angela hat 20 Gold
    Und Harald besitzt nur den AGER
    Und Petra besitzt nur den AGER
    Und Angela besitzt nur den AGER
    Und der Nachziehstapel enthält von oben k01 k02 k03 k04 k05 k06 k07 k08
    Wenn Angela kauft den Mauerabschnitt Gütertausch
    Dann Angela besitzt den Mauerabschnitt Gütertausch
    Und Angela hat 10 Gold
    Und der PRAEFECTUS URBI hat seine Fähigkeit in dieser Runde genutzt
    Wenn Angela beendet ihren Zug
    # Harald zieht 1 + 3 (MAGISTER OFFICIORUM), Petra 1, Angela 1.
    Dann die Phase „Aufträge annehmen“ hat begonnen
    Und Angela hält die Aufträge k06
    Wenn Angela legt den Auftrag k06 ab und zieht eine neue Karte
    Dann die Aktion wird durch die Regel office.ability-once abgelehnt
    Und nichts hat sich geändert

  @rule @office.ability-once @accept.swap
  Szenario: PRAEFECTUS URBI und CONSUL, die keine Fähigkeit genutzt haben, tauschen bis zu zwei Aufträge, einmal (de:622, de:850, de:860, de:864)
    Angenommen es ist die Phase „Aufträge annehmen“ der Runde 2
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Urbi     | Petra   |
      | Consul              | Angela  |
    Und Harald hält die Aufträge k10
    Und Petra hält die Aufträge k01 k02 k03
    Und Angela hält die Aufträge k04 k05 k06
    Und der Nachziehstapel enthält von oben k07 k08 k09
    Dann der PRAEFECTUS URBI hat seine Fähigkeit in dieser Runde nicht genutzt
    Und der CONSUL hat seine Fähigkeit in dieser Runde nicht genutzt
    Wenn Petra legt die Aufträge k01 und k02 ab und zieht zwei neue Karten
    Dann Petra hält die Aufträge k03 k07 k08
    Und die Aufträge k01 k02 liegen auf dem Ablagestapel
    Und der PRAEFECTUS URBI hat seine Fähigkeit in dieser Runde genutzt
    Wenn Petra legt den Auftrag k03 ab und zieht eine neue Karte
    Dann die Aktion wird durch die Regel office.ability-once abgelehnt
    Und nichts hat sich geändert
    # "bis zu zwei seiner Auftragskarten"
    Wenn Angela legt die Aufträge k04, k05 und k06 ab und zieht drei neue Karten
    Dann die Aktion wird durch die Regel accept.swap abgelehnt
    Und nichts hat sich geändert
    Wenn Angela legt den Auftrag k04 ab und zieht eine neue Karte
    Dann Angela hält die Aufträge k05 k06 k09
    Und der CONSUL hat seine Fähigkeit in dieser Runde genutzt
    # Nur diese zwei Ämter können Aufträge tauschen.
    Wenn Harald legt den Auftrag k10 ab und zieht eine neue Karte
    Dann die Aktion wird durch die Regel accept.swap abgelehnt
    Und nichts hat sich geändert

  @de-faq-07 @faq @office.praefectus-pretorio-good @turn.pending-decision
  Szenario: Das Gut des PRAEFECTUS PRETORIO ist von einer Art, die er herstellen kann, und es kann nicht vergessen werden (de:965-967)
    Die Frage ist, was geschieht, wenn der PRAEFECTUS PRETORIO am Ende der Phase „Ämter
    versteigern“ vergisst, sich das Gut zu nehmen: er nimmt es, sobald er es bemerkt, hat aber
    keine Wahl, sondern muss "einen Würfel des teuersten Guts nehmen, das er produzieren kann".
    Die Engine macht die Wahl am Ende der Versteigerung zu einer Entscheidung, die jede andere
    Aktion sperrt, bis er das Gut genommen hat; das vergessene Gut (und die Regel "das teuerste")
    kann darum nicht vorkommen.  Geprüft wird, was von der Antwort bleibt: das Gut kommt aus dem
    Vorrat, es muss von einer Art sein, die er herstellen kann (de:836), und nichts anderes
    geschieht, bevor er es nimmt.  Petra kann Nahrungsgüter (AGER) und Gewerbegüter (METALLUM)
    herstellen.

    Angenommen es ist die Phase „Ämter versteigern“ der Runde 3
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Pretorio | Petra   |
      | Comes Thesaurorum   | Angela  |
    Und Harald hat 30 Gold
    Und Petra hat 30 Gold
    Und Angela hat 30 Gold
    Und Petra hat keine Güter
    Und Petra besitzt das Gebäude METALLUM
    Und das Gebäude AGER erzeugt 2 Nahrungsgüter
    Und das Gebäude METALLUM erzeugt 2 Gewerbegüter
    Wenn Harald behält sein Amt
    Und Petra behält ihr Amt
    Und Angela behält ihr Amt
    Dann Petra muss das Gut des PRAEFECTUS PRETORIO wählen
    Und es ist die Phase „Ämter versteigern“
    Und Angela hat 34 Gold
    Wenn Harald kauft das Gebäude PISTRINUM
    Dann die Aktion wird durch die Regel turn.pending-decision abgelehnt
    Und nichts hat sich geändert
    Wenn Petra nimmt als PRAEFECTUS PRETORIO 1 Luxusgut
    Dann die Aktion wird durch die Regel office.praefectus-pretorio-good abgelehnt
    Und nichts hat sich geändert
    Wenn Petra nimmt als PRAEFECTUS PRETORIO 1 Gewerbegut
    Dann die Phase „Gebäude bauen“ hat begonnen
    Und Harald ist am Zug
    # 1 Gewerbegut vom Amt und 2 aus der Produktion des METALLUM
    Und Petra hat 3 Gewerbegüter
    Und Petra hat 2 Nahrungsgüter
    Und Petra hat 0 Luxusgüter

  @rule @office.praefectus-pretorio-good
  Szenario: Kann der PRAEFECTUS PRETORIO nur eine Art herstellen, bekommt er ein Gut dieser Art (de:241, de:836)
    Angenommen es ist die Phase „Ämter versteigern“ der Runde 3
    Und die Ämter sind so besetzt:
      | Amt                 | Spieler |
      | Magister Officiorum | Harald  |
      | Praefectus Pretorio | Petra   |
      | Comes Thesaurorum   | Angela  |
    Und Petra besitzt nur den AGER
    Und Petra hat keine Güter
    Und Harald hat keine Güter
    Und das Gebäude AGER erzeugt 2 Nahrungsgüter
    Wenn Harald behält sein Amt
    Und Petra behält ihr Amt
    Und Angela behält ihr Amt
    Dann die Phase „Gebäude bauen“ hat begonnen
    # 1 Nahrungsgut vom Amt und 2 aus der Produktion des AGER
    Und Petra hat 3 Nahrungsgüter
    Und Harald hat 2 Nahrungsgüter
