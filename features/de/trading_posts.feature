# language: de
@topic-trading-posts
Funktionalität: Handelsposten kaufen/nutzen (de:670-682)
  Jederzeit während der Phase „Aufträge annehmen“ kann ein Spieler einen Handelsposten kaufen,
  für 3, 4, 5 oder 6 Gold für seinen ersten, zweiten, dritten oder vierten; einen pro Runde,
  sofort benutzbar (de:672-674).  Erwirbt ein Spieler einen Handelsposten, zieht er sofort eine
  zusätzliche Auftragskarte (de:676).  Ein Handelsposten blockiert einen Auftrag, der am Ende
  der Phase nicht abgelegt wird; ein blockierter Auftrag kann wieder freigegeben werden, und
  der Handelsposten blockiert dann sofort einen anderen (de:680-682).  Jeder Spieler hat vier
  Handelsposten (de:179).

  Wie de:676 es verlangt, nennt jeder Kauf in diesen Szenarien das Ziehen ("kauft einen
  Handelsposten und zieht eine Auftragskarte").

  Grundlage:
    Angenommen die Auftragskarten in diesem Spiel lauten:
      | Auftrag | Güter | Gut             | Gold | RP | Klein | Mittel | Groß |
      | k1      | 1     | Nahrungsgut     | 4    | 1  | 1     | 1      | 1    |
      | k2      | 1     | Verbrauchsgut   | 5    | 1  | 1     | 1      | 2    |
      | k3      | 2     | Gewerbegüter    | 12   | 1  | 1     | 2      | 2    |
      | k4      | 1     | Luxusgut        | 10   | 1  | 1     | 2      | 2    |
      | k5      | 1     | Militärgut      | 8    | 1  | 1     | 1      | 1    |
      | k6      | 1     | Militärgut      | 8    | 1  | 1     | 1      | 1    |
      | k7      | 1     | Militärgut      | 8    | 1  | 1     | 1      | 1    |
      | k8      | 1     | Militärgut      | 8    | 1  | 1     | 1      | 1    |

  @rule @tradingpost.extra-draw
  Szenario: Wer einen Handelsposten erwirbt, zieht sofort eine zusätzliche Auftragskarte (de:676)
    de:676: "Erwirbt ein Spieler einen Handelsposten, zieht er sofort eine zusätzliche
    Auftragskarte."  Das deutsche Buch macht das Ziehen zur Folge des Kaufs; en:637 sagt "he can
    immediately draw", also nach Wahl.  Ein Kauf ohne die Karte ist darum nach dem deutschen Buch
    nicht möglich (Option trading_post_purchase_draw, Voreinstellung de: mandatory).

    Angenommen die Spieler sind Harald und Petra
    Und es ist die Phase „Aufträge annehmen“ der Runde 2
    Und der Nachziehstapel enthält von oben k1 k2
    Und Harald hat 10 Gold
    Und Harald hält die Aufträge k3
    Wenn Harald kauft einen Handelsposten, ohne eine Auftragskarte zu ziehen
    Dann die Aktion wird durch die Regel tradingpost.extra-draw abgelehnt
    Und nichts hat sich geändert
    Wenn Harald kauft einen Handelsposten und zieht eine Auftragskarte
    Dann Harald hat 7 Gold
    Und Harald hat 1 Handelsposten gekauft
    Und Harald hält die Aufträge k3 k1
    Und der Nachziehstapel enthält 1 Karte

  @rule @tradingpost.price
  Szenario: Der erste, zweite, dritte und vierte Handelsposten kosten 3, 4, 5 und 6 Gold (de:672)
    Angenommen die Spieler sind Harald, Petra, Angela und Lea
    Und es ist die Phase „Aufträge annehmen“ der Runde 4
    Und der Nachziehstapel enthält von oben k1 k2 k3 k4 k5 k6 k7 k8
    Und Harald hat 10 Gold
    Und Petra hat 10 Gold
    Und Angela hat 10 Gold
    Und Lea hat 10 Gold
    Und Harald hat 0 Handelsposten gekauft
    Und Petra hat 1 Handelsposten gekauft
    Und Angela hat 2 Handelsposten gekauft
    Und Lea hat 3 Handelsposten gekauft
    Wenn Harald kauft einen Handelsposten und zieht eine Auftragskarte
    Und Petra kauft einen Handelsposten und zieht eine Auftragskarte
    Und Angela kauft einen Handelsposten und zieht eine Auftragskarte
    Und Lea kauft einen Handelsposten und zieht eine Auftragskarte
    Dann Harald hat 7 Gold
    Und Petra hat 6 Gold
    Und Angela hat 5 Gold
    Und Lea hat 4 Gold
    Und Harald hat 1 Handelsposten gekauft
    Und Petra hat 2 Handelsposten gekauft
    Und Angela hat 3 Handelsposten gekauft
    Und Lea hat 4 Handelsposten gekauft
    Und Harald hält die Aufträge k1
    Und Lea hält die Aufträge k4

  @rule @tradingpost.price
  Szenario: Jeder Spieler hat vier Handelsposten; einen fünften kann er nicht kaufen (de:179, de:672)
    Angenommen die Spieler sind Harald und Petra
    Und es ist die Phase „Aufträge annehmen“ der Runde 6
    Und Harald hat 20 Gold
    Und Harald hat 4 Handelsposten gekauft
    Wenn Harald kauft einen Handelsposten und zieht eine Auftragskarte
    Dann die Aktion wird durch die Regel tradingpost.price abgelehnt
    Und nichts hat sich geändert

  @rule @tradingpost.one-per-round
  Szenario: Jeder Spieler darf nur einen Handelsposten pro Runde erwerben (de:672)
    Angenommen die Spieler sind Harald und Petra
    Und es ist die Phase „Aufträge annehmen“ der Runde 2
    Und der Nachziehstapel enthält von oben k1 k2 k3
    Und Harald hat 20 Gold
    Und Harald hat 0 Handelsposten gekauft
    Wenn Harald kauft einen Handelsposten und zieht eine Auftragskarte
    Dann Harald hat 17 Gold
    Und Harald hat 1 Handelsposten gekauft
    Wenn Harald kauft einen Handelsposten und zieht eine Auftragskarte
    Dann die Aktion wird durch die Regel tradingpost.one-per-round abgelehnt
    Und nichts hat sich geändert

  @rule @tradingpost.save
  Szenario: Handelsposten blockieren Aufträge; ein freigegebener Auftrag kann geladen werden, während sein Handelsposten einen anderen blockiert (de:674, de:678-682)
    Harald kauft seinen ersten Handelsposten und benutzt ihn sofort (de:674).  Der Auftrag k3
    ist weder geladen noch blockiert und kommt am Ende der Phase auf den Ablagestapel (de:648,
    de:682).

    Angenommen die Spieler sind Harald und Petra
    Und es ist die Phase „Aufträge annehmen“ der Runde 2
    Und der Nachziehstapel enthält von oben k4 k5
    Und Harald hat 10 Gold
    Und Harald hat 0 Handelsposten gekauft
    Und Harald besitzt das Kleine Schiff s1
    Und Harald hat 1 Nahrungsgut
    Und Harald hält die Aufträge k1 k2 k3
    Wenn Harald blockiert den Auftrag k1
    Dann die Aktion wird durch die Regel tradingpost.save abgelehnt
    Und nichts hat sich geändert
    Wenn Harald kauft einen Handelsposten und zieht eine Auftragskarte
    Und Harald blockiert den Auftrag k1
    Dann Harald hat die Aufträge k1 blockiert
    Und Harald hält die Aufträge k2 k3 k4
    Und Harald hat 0 unbenutzte Handelsposten
    Wenn Harald blockiert den Auftrag k2
    Dann die Aktion wird durch die Regel tradingpost.save abgelehnt
    Und nichts hat sich geändert
    Wenn Harald gibt den Auftrag k1 frei
    Dann Harald hat 1 unbenutzten Handelsposten
    Und Harald hält die Aufträge k2 k3 k4 k1
    Wenn Harald blockiert den Auftrag k2
    Und Harald lädt den Auftrag k1 auf das Schiff s1
    Dann Harald hat die Aufträge k2 blockiert
    Und das Schiff s1 von Harald trägt die Aufträge k1
    Wenn Harald ist fertig
    Und Petra ist fertig
    Dann die Phase „Güter spenden“ hat begonnen
    Und Harald hat die Aufträge k2 blockiert
    Und Harald hält keine Aufträge
    Und die Aufträge k3 k4 liegen auf dem Ablagestapel
