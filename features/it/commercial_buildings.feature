# language: it
@topic-commercial-buildings
Funzionalità: Utilizzo degli Edifici Commerciali e delle Mura che scambiano beni (it:181-186, it:351-353, it:391-395, it:547-556, it:592-597, it:643-645)
  Ogni Edificio Commerciale si usa una sola volta per turno, scartando i Beni di Produzione
  richiesti in cambio di denaro ed eventualmente Punti Fama, e solo con beni che il giocatore è
  in grado di produrre, cioè di cui possiede un Edificio di Produzione con il simbolo (it:181).
  Si usa al proprio turno nella fase di costruzione degli edifici, anche se appena costruito
  (it:353), e nella fase di accettazione dei Contratti se non è stato già usato nel turno
  (it:393); i beni scartati restano sopra l'edificio fino alla fine del turno (it:353, it:395).
  Due segmenti di Mura scambiano beni una volta per turno (it:592, it:597).

  I beni richiesti dagli Edifici Commerciali sono simboli persi nel testo (it:550-556): ogni
  edificio usato è definito negli scenari.  La CAUPONA dà 4 monete e 1 PF e l'HOSPITIUM 5 monete
  e nessun PF, entrambi per Generi Alimentari (it:186); che siano due Generi Alimentari è detto
  solo dal libro inglese (en:531) per la Caupona ed è un numero degli scenari per l'Hospitium.
  La VESTIFICINA dà 5 monete "+" un simbolo perso (it:551): due Beni di Consumo e 1 PF sono
  numeri degli scenari.

  Contesto:
    Dati i giocatori Eugenia e Giovanni
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Praefectus Pretorio | Eugenia   |
      | Comes Thesaurorum   | Giovanni  |
    E l'Ager produce 2 Generi Alimentari
    E il Textrinum produce 1 Bene di Consumo
    E la Caupona richiede 2 Generi Alimentari e dà 4 monete e 1 PF
    E l'Hospitium richiede 2 Generi Alimentari e dà 5 monete e 0 PF
    E la Vestificina richiede 2 Beni di Consumo e dà 5 monete e 1 PF

  @it-ex-05 @example @commercial.exact-goods @commercial.can-produce
  Scenario: La CAUPONA dà 4 monete e 1 Punto Fama, l'HOSPITIUM 5 monete e nessun PF, a chi produce generi alimentari (it:186)
    Eugenia produce Generi Alimentari con l'Ager, come ogni giocatore (it:226), e possiede i due
    edifici.  I beni scartati restano sopra gli edifici (it:353).

    # "Esistono cinque diversi tipi di Edifici Commerciali in gioco" (it:184): la tabella ne
    # elenca sei (it:550-556), Hospitium compreso.
    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    Ed Eugenia possiede la Caupona
    Ed Eugenia possiede l'Hospitium
    Ed Eugenia ha 10 monete
    Ed Eugenia ha 5 PF
    Ed Eugenia ha 4 Generi Alimentari
    Quando Eugenia utilizza la Caupona
    Allora Eugenia ha 14 monete
    Ed Eugenia ha 6 PF
    Ed Eugenia ha 2 Generi Alimentari
    E sull'edificio Caupona di Eugenia ci sono 2 Generi Alimentari
    Quando Eugenia utilizza l'Hospitium
    Allora Eugenia ha 19 monete
    # "(nessun PF)"
    Ed Eugenia ha 6 PF
    Ed Eugenia ha 0 Generi Alimentari
    E sull'edificio Hospitium di Eugenia ci sono 2 Generi Alimentari

  @it-faq-09 @faq @commercial.can-produce
  Scenario: Per usare un Edificio Commerciale basta saper produrre il bene: alcuni beni scartati possono essere stati acquistati al Mercato (it:643-645)
    Eugenia possiede dai turni precedenti il Textrinum, che produce un Bene di Consumo; ne
    acquista un altro al Mercato (con la TABERNA, it:163) e usa la Vestificina con entrambi.

    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    E la Tessera Mercato Forum Costantinum riporta:
      | Bene            | Limite | Acquisto | Vendita |
      | Beni di Consumo | 2      | 3        | 2       |
    E il Mercato Attuale è VI REGIO - Forum Costantinum
    E la pila dei Mercati Futuri è formata da Porta Aurea
    Ed Eugenia possiede questi edifici:
      | Edificio    |
      | Textrinum   |
      | Taberna     |
      | Vestificina |
    Ed Eugenia ha 10 monete
    Ed Eugenia ha 0 PF
    Ed Eugenia ha 1 Bene di Consumo
    Quando Eugenia acquista 1 Bene di Consumo
    Allora Eugenia ha 7 monete
    Ed Eugenia ha 2 Beni di Consumo
    Quando Eugenia utilizza la Vestificina
    Allora Eugenia ha 12 monete
    Ed Eugenia ha 1 PF
    Ed Eugenia ha 0 Beni di Consumo
    E sull'edificio Vestificina di Eugenia ci sono 2 Beni di Consumo

  @it-faq-09 @faq @build.redemptor
  Scenario: Anche per il REDEMPTOR la Materia Prima scartata può essere stata acquistata al Mercato (it:643-645, it:563)
    Eugenia sa produrre Materie Prime con la Lignarii Officina, ma non ne ha; ne acquista una al
    Mercato (con la TABERNA) e la scarta con il REDEMPTOR per lo sconto di 5 monete sul Metallum.

    Data la fase di costruzione degli edifici del turno 3
    Ed è il turno di Eugenia
    E la Tessera Mercato Forum Costantinum riporta:
      | Bene          | Limite | Acquisto | Vendita |
      | Materie Prime | 2      | 6        | 4       |
    E il Mercato Attuale è VI REGIO - Forum Costantinum
    E la pila dei Mercati Futuri è formata da Porta Aurea
    E la Lignarii Officina produce 1 Materia Prima
    Ed Eugenia possiede questi edifici:
      | Edificio          |
      | Lignarii Officina |
      | Taberna           |
      | Redemptor         |
    Ed Eugenia ha 40 monete
    Ed Eugenia non ha Beni di Produzione
    E sul tabellone resta 1 copia di Metallum
    Quando Eugenia acquista 1 Materia Prima
    Allora Eugenia ha 34 monete
    Quando Eugenia acquista il Metallum usando il Redemptor
    Allora Eugenia possiede il Metallum
    # 20 - 5 = 15 monete
    Ed Eugenia ha 19 monete
    Ed Eugenia ha 0 Materie Prime

  @it-faq-09 @faq @commercial.can-produce @goods.can-produce
  Scenario: Un Edificio di Produzione acquistato in questo turno non rende ancora "in grado di produrre" per gli Edifici Commerciali (it:643-645)
    "Essere in grado di produrre un certo tipo di bene significa possedere dall'inizio del turno
    almeno un Edificio di Produzione che faccia acquisire al giocatore quel tipo di bene nella
    fase apposita" (it:645).  Eugenia possiede la Vestificina e due Beni di Consumo, ma nessun
    Edificio di Produzione di Beni di Consumo all'inizio del turno; acquista ora il Textrinum:
    in questo turno non può ancora usare la Vestificina.  Il libro inglese (en:930-932) non ha
    "dall'inizio del turno".

    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    Ed Eugenia possiede la Vestificina
    Ed Eugenia ha 30 monete
    Ed Eugenia ha 0 PF
    Ed Eugenia ha 2 Beni di Consumo
    E sul tabellone resta 1 copia di Textrinum
    Quando Eugenia acquista il Textrinum
    Allora Eugenia possiede il Textrinum
    Ed Eugenia ha 19 monete
    Quando Eugenia utilizza la Vestificina
    Allora l'azione è rifiutata dalla regola commercial.can-produce
    E non è cambiato nulla
    Ed Eugenia ha 2 Beni di Consumo

  @rule @commercial.can-produce
  Scenario: Un Edificio Commerciale si usa solo con beni che il giocatore è in grado di produrre (it:181)
    Eugenia possiede solo l'Ager, che non ha il simbolo dei Beni di Consumo.

    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    Ed Eugenia possiede la Vestificina
    Ed Eugenia ha 10 monete
    Ed Eugenia ha 2 Beni di Consumo
    Quando Eugenia utilizza la Vestificina
    Allora l'azione è rifiutata dalla regola commercial.can-produce
    E non è cambiato nulla

  @rule @commercial.once-per-round
  Scenario: Ogni Edificio Commerciale si usa una sola volta per turno (it:181, it:353)
    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    Ed Eugenia possiede la Caupona
    Ed Eugenia ha 10 monete
    Ed Eugenia ha 4 Generi Alimentari
    Quando Eugenia utilizza la Caupona
    Allora Eugenia ha 14 monete
    Ed Eugenia ha 2 Generi Alimentari
    Quando Eugenia utilizza la Caupona
    Allora l'azione è rifiutata dalla regola commercial.once-per-round
    E non è cambiato nulla

  @rule @commercial.once-per-round
  Scenario: Un Edificio Commerciale si usa anche se appena costruito (it:353)
    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    Ed Eugenia ha 20 monete
    Ed Eugenia ha 0 PF
    Ed Eugenia ha 2 Generi Alimentari
    E sul tabellone resta 1 copia di Caupona
    Quando Eugenia acquista la Caupona
    Allora Eugenia ha 11 monete
    Quando Eugenia utilizza la Caupona
    Allora Eugenia ha 15 monete
    Ed Eugenia ha 1 PF
    E sull'edificio Caupona di Eugenia ci sono 2 Generi Alimentari

  @rule @commercial.once-per-round
  Scenario: Nella fase di accettazione dei Contratti non si usa un Edificio Commerciale già usato nel turno (it:393)
    Data la fase di Accettazione dei Contratti del turno 2
    Ed Eugenia possiede la Caupona
    Ed Eugenia ha già utilizzato la Caupona in questo turno
    Ed Eugenia ha 10 monete
    Ed Eugenia ha 2 Generi Alimentari
    Quando Eugenia utilizza la Caupona
    Allora l'azione è rifiutata dalla regola commercial.once-per-round
    E non è cambiato nulla

  @rule @commercial.once-per-round
  Scenario: Nella fase di accettazione dei Contratti ogni giocatore usa i propri Edifici Commerciali (it:391-393)
    Data la fase di Accettazione dei Contratti del turno 2
    Ed Eugenia possiede la Caupona
    E Giovanni possiede il Textrinum
    E Giovanni possiede la Vestificina
    Ed Eugenia ha 10 monete
    E Giovanni ha 20 monete
    Ed Eugenia ha 2 Generi Alimentari
    E Giovanni ha 2 Beni di Consumo
    Quando Giovanni utilizza la Vestificina
    Allora Giovanni ha 25 monete
    Quando Eugenia utilizza la Caupona
    Allora Eugenia ha 14 monete
    E sull'edificio Caupona di Eugenia ci sono 2 Generi Alimentari
    E sull'edificio Vestificina di Giovanni ci sono 2 Beni di Consumo

  @rule @market.active-player
  Scenario: Nella fase di costruzione degli edifici solo il giocatore di turno usa i suoi Edifici Commerciali (it:353)
    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    E Giovanni possiede la Caupona
    E Giovanni ha 2 Generi Alimentari
    Quando Giovanni utilizza la Caupona
    Allora l'azione è rifiutata dalla regola market.active-player
    E non è cambiato nulla

  @rule @end.cleanup
  Scenario: Al termine del turno si rimuovono i beni dagli Edifici Commerciali (it:353, it:395)
    Eugenia usa la Caupona; il resto del turno si gioca fino alla fine (i Contratti pescati non
    vengono accettati), e al turno seguente la Caupona è libera.

    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    E queste carte Contratto:
      | Contratto | Beni | Bene              | Monete | PF | Piccola | Media | Grande |
      | k1        | 1    | Genere Alimentare | 4      | 1  | 1       | 1     | 1      |
      | k2        | 1    | Genere Alimentare | 4      | 1  | 1       | 1     | 1      |
    E il mazzo dei Contratti contiene dall'alto k1 k2
    Ed Eugenia possiede la Caupona
    Ed Eugenia ha 10 monete
    Ed Eugenia ha 5 PF
    Ed Eugenia ha 2 Generi Alimentari
    E Giovanni non ha Beni di Produzione
    Quando Eugenia utilizza la Caupona
    Allora Eugenia ha 14 monete
    Ed Eugenia ha 6 PF
    E sull'edificio Caupona di Eugenia ci sono 2 Generi Alimentari
    Quando i giocatori giocano:
      | Azione         |
      | Eugenia: done  |
      | Giovanni: done |
      | Eugenia: done  |
      | Giovanni: done |
      | Eugenia: done  |
      | Giovanni: done |
    Allora è iniziato il turno 3
    E sull'edificio Caupona di Eugenia non ci sono Beni di Produzione
    Ed Eugenia non ha Beni di Produzione
    Ed Eugenia ha 14 monete
    Ed Eugenia ha 6 PF

  @rule @wall.swap
  Scenario: Il segmento di Mura scambia, una volta per turno, un bene con un altro che si è in grado di produrre (it:597)
    Eugenia produce Generi Alimentari (Ager) e Beni di Consumo (Textrinum), non Materie Prime.

    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    Ed Eugenia possiede il Textrinum
    Ed Eugenia possiede il segmento di Mura (scambio di beni)
    Ed Eugenia ha 2 Beni di Lusso
    Quando Eugenia scambia 1 Bene di Lusso con 1 Materia Prima grazie al segmento di Mura
    Allora l'azione è rifiutata dalla regola wall.swap
    E non è cambiato nulla
    Quando Eugenia scambia 1 Bene di Lusso con 1 Bene di Consumo grazie al segmento di Mura
    Allora Eugenia ha 1 Bene di Lusso
    Ed Eugenia ha 1 Bene di Consumo
    Quando Eugenia scambia 1 Bene di Lusso con 1 Genere Alimentare grazie al segmento di Mura
    Allora l'azione è rifiutata dalla regola wall.swap
    E non è cambiato nulla

  @rule @wall.sale
  Scenario: Il segmento di Mura scambia, una volta per turno, 3 beni di qualunque tipo per 10 monete (it:592)
    I tre beni di Eugenia sono di tipi che non produce: "di qualunque tipo".

    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    Ed Eugenia possiede il segmento di Mura (3 beni per 10 monete)
    Ed Eugenia ha 5 monete
    Ed Eugenia ha questi Beni di Produzione:
      | Bene          | Numero |
      | Bene di Lusso | 2      |
      | Armamenti     | 2      |
      | Materia Prima | 2      |
    Quando Eugenia scambia 1 Bene di Lusso, 1 Armamento e 1 Materia Prima per 10 monete grazie al segmento di Mura
    Allora Eugenia ha 15 monete
    Ed Eugenia ha 1 Bene di Lusso
    Ed Eugenia ha 1 Armamento
    Ed Eugenia ha 1 Materia Prima
    Quando Eugenia scambia 1 Bene di Lusso, 1 Armamento e 1 Materia Prima per 10 monete grazie al segmento di Mura
    Allora l'azione è rifiutata dalla regola wall.sale
    E non è cambiato nulla
