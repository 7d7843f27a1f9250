# language: de
@topic-donations
Funktionalität: Phase „Güter spenden“ (de:690-704, de:981-983)
  Spieler können einen Satz Produktionsgüter spenden, wie ihn der Kasten mit dem
  Spenden-Symbol der Karte des Aktuellen Marktes zeigt: sie legen Art und Anzahl der Würfel in
  den Vorrat und bekommen die angegebenen Ruhmespunkte (de:694-696).  Man muss das Spendengut
  herstellen können (de:696), das heißt ein Produktionsgebäude besitzen, das diese Art anzeigt
  (de:983).  Pro Runde darf ein Spieler nur eine Art Gut spenden (de:698).

  Der Spendenkasten des Forum Constantinum ist mit dem definiert, was das Beispiel sagt (de:704;
  der Kasten selbst ist verloren, de:554): drei Militärgüter bringen 3 RP; Verbrauchsgüter
  verlangen drei Würfel; drei Nahrungsgüter sind "genug"; Luxusgüter stehen nicht auf der
  Karte.  Die RP für Verbrauchs- und Nahrungsgüter nennt der Text nicht; 2 und 1 RP und die
  Anzahl 3 für Nahrungsgüter sind eigene Zahlen der Szenarien.  Auch die Erzeugnisse der
  benutzten Gebäude sind im Szenario definiert.

  Grundlage:
    Angenommen die Spieler sind Harald, Petra und Angela
    Und es ist die Phase „Güter spenden“ der Runde 2
    Und die Marktkarte Forum Constantinum nimmt diese Spenden an:
      | Gut             | Anzahl | RP |
      | Nahrungsgüter   | 3      | 1  |
      | Verbrauchsgüter | 3      | 2  |
      | Militärgüter    | 3      | 3  |
    Und der Aktuelle Markt ist das Forum Constantinum
    Und der Stapel der Zukünftigen Märkte ist die Porta Aurea
    Und das Gebäude AGER erzeugt 2 Nahrungsgüter
    Und das Gebäude TEXTRINUM erzeugt 1 Verbrauchsgut
    Und das Gebäude ARMORUM FABER erzeugt 1 Militärgut
    Und das Gebäude SCULPTORIS DOMUS erzeugt 1 Luxusgut

  @de-ex-19 @example @donate.market @donate.one-per-round
  Szenario: Petra kann nur eine der Spenden machen, die ihre Güter erlauben, und spendet drei Militärgüter für 3 RP (de:704)
    Petra kann jede Art herstellen, die sie hält; nur der Spendenkasten, die Zahl der Würfel und
    die eine Spende pro Runde halten sie auf.

    Angenommen Petra besitzt diese Gebäude:
      | Gebäude          |
      | TEXTRINUM        |
      | ARMORUM FABER    |
      | SCULPTORIS DOMUS |
    Und Petra hat 10 RP
    Und Petra hat diese Güter:
      | Gut           | Anzahl |
      | Luxusgut      | 1      |
      | Verbrauchsgüter | 2    |
      | Nahrungsgüter | 3      |
      | Militärgüter  | 3      |
    # "Petra kann ihr Luxusgut nicht spenden, denn dieser Typ Spendung wird auf der Marktkarte nicht erwähnt."
    Wenn Petra spendet Luxusgüter
    Dann die Aktion wird durch die Regel donate.market abgelehnt
    Und nichts hat sich geändert
    # "Ihre Verbrauchsgüter kann sie ebenfalls nicht spenden, denn sie braucht drei blaue Würfel, hat aber nur zwei."
    Wenn Petra spendet Verbrauchsgüter
    Dann die Aktion wird durch die Regel goods.not-held abgelehnt
    Und nichts hat sich geändert
    # "Sie spendet ihre drei Militärgüter (schwarz), legt sie in den Vorrat und erhält dafür 3 RP."
    Wenn Petra spendet Militärgüter
    Dann Petra hat 13 RP
    Und Petra hat 0 Militärgüter
    Und Petra hat 3 Nahrungsgüter
    Und Petra hat 2 Verbrauchsgüter
    Und Petra hat 1 Luxusgut
    Und Petra hat in dieser Runde gespendet
    # "Sie hat genug Würfel, um grüne oder schwarze zu spenden – da ein Spieler aber nur eine Art
    # Gut spenden darf, muss sie sich für eine Art entscheiden."
    Wenn Petra spendet Nahrungsgüter
    Dann die Aktion wird durch die Regel donate.one-per-round abgelehnt
    Und nichts hat sich geändert

  @de-ex-19 @example
  Szenario: Petra hätte stattdessen ihre drei Nahrungsgüter spenden können (de:704)
    Angenommen Petra besitzt diese Gebäude:
      | Gebäude       |
      | TEXTRINUM     |
      | ARMORUM FABER |
    Und Petra hat 10 RP
    Und Petra hat diese Güter:
      | Gut           | Anzahl |
      | Nahrungsgüter | 3      |
      | Militärgüter  | 3      |
    Wenn Petra spendet Nahrungsgüter
    Dann Petra hat 11 RP
    Und Petra hat 0 Nahrungsgüter
    Und Petra hat 3 Militärgüter

  @rule @donate.one-per-round
  Szenario: Ein Spieler macht eine Spende pro Runde, auch nicht zweimal dieselbe Art (de:694, de:698)
    de:698 sagt "Ein Spieler darf pro Runde immer nur eine Art Gut spenden"; wörtlich genommen
    könnte man zwei Sätze derselben Art spenden.  de:694 ("einen Satz Produktionsgüter") und
    das Beispiel de:704 lesen es als eine Spende pro Runde (so auch en:657, en:667), und dieser
    Lesart folgt das Szenario – Harald hat sechs Militärgüter, spendet aber nur drei.

    Angenommen Harald besitzt das Gebäude ARMORUM FABER
    Und Harald hat 0 RP
    Und Harald hat 6 Militärgüter
    Wenn Harald spendet Militärgüter
    Dann Harald hat 3 RP
    Und Harald hat 3 Militärgüter
    Wenn Harald spendet Militärgüter
    Dann die Aktion wird durch die Regel donate.one-per-round abgelehnt
    Und nichts hat sich geändert

  @rule @donate.can-produce @de-faq-11 @faq
  Szenario: Nur eine Art, die man herstellen kann, darf man spenden; dazu genügt ein Gebäude, das sie anzeigt (de:696, de:981-983)
    Angela besitzt nur den AGER, der keine Militärgüter anzeigt.  Harald besitzt das ARMORUM
    FABER; seine drei Militärgüter hat er nicht selbst in dieser Runde erzeugt ("Es bedeutet
    nicht, dass man zur Spende ... nur exakt solche Güter benutzen darf, die man auch selbst in
    dieser Runde produziert hatte").

    Angenommen Angela besitzt nur den AGER
    Und Angela hat 4 RP
    Und Angela hat diese Güter:
      | Gut           | Anzahl |
      | Militärgüter  | 3      |
      | Nahrungsgüter | 3      |
    Und Harald besitzt das Gebäude ARMORUM FABER
    Und Harald hat 0 RP
    Und Harald hat 3 Militärgüter
    Wenn Angela spendet Militärgüter
    Dann die Aktion wird durch die Regel donate.can-produce abgelehnt
    Und nichts hat sich geändert
    Wenn Angela spendet Nahrungsgüter
    Dann Angela hat 5 RP
    Und Angela hat 3 Militärgüter
    Wenn Harald spendet Militärgüter
    Dann Harald hat 3 RP
    Und Harald hat 0 Militärgüter
