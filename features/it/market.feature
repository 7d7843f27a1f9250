# language: it
@topic-market
Funzionalità: Acquisti e vendite al Mercato (it:151-167, it:347-349, it:387-389, it:562-564, it:590, it:647-649)
  Durante la propria fase di costruzione degli edifici (cioè al proprio turno) e durante la fase
  di accettazione dei Contratti il giocatore può acquistare e vendere al Mercato Attuale
  (it:349, it:389).  La Tessera Mercato riporta per ogni tipo il numero massimo di beni che si
  possono vendere oppure acquistare nel turno, una scelta esclude l'altra, il prezzo di acquisto
  e il prezzo di vendita (it:159-167).  Un bene che il giocatore è in grado di produrre non si
  acquista senza la TABERNA (it:163).

  La tessera del VI REGIO - Forum Costantinum è definita con ciò che il libro riporta.
  L'illustrazione ha perso i simboli e restano quattro coppie di numeri, "2 1", "3 2", "6 4",
  "7 5" (it:154-157), cioè prezzo di acquisto e di vendita di quattro tipi.  Il testo ne fissa
  due: un bene di consumo costa 3 monete (it:161), quindi è la seconda riga; un Bene di Lusso
  si vende a 5 monete (it:167), quindi è la quarta.  Le altre due righe seguono lo stesso ordine
  di valore crescente della tabella dei beni (it:520-525): Generi Alimentari 2/1, Materie Prime
  6/4.  Il limite di due Generi Alimentari è nel testo (it:159); gli altri limiti (2 Beni di
  Consumo, 2 Materie Prime, 1 Bene di Lusso, nessun Armamento) sono numeri degli scenari.

  Contesto:
    Dati i giocatori Eugenia, Giovanni e Narsete
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Comes Thesaurorum   | Narsete   |
    E la Tessera Mercato Forum Costantinum riporta:
      | Bene              | Limite | Acquisto | Vendita |
      | Generi Alimentari | 2      | 2        | 1       |
      | Beni di Consumo   | 2      | 3        | 2       |
      | Materie Prime     | 2      | 6        | 4       |
      | Beni di Lusso     | 1      | 7        | 5       |
    E il Mercato Attuale è VI REGIO - Forum Costantinum
    E la pila dei Mercati Futuri è formata da Porta Aurea
    E l'Ager produce 2 Generi Alimentari

  @it-ex-02 @example @market.limit @market.no-buy-and-sell
  Scenario: Al Forum Costantinum si acquistano fino a due Generi Alimentari, ma poi non si vendono (it:159)
    Ogni giocatore possiede l'Ager, che produce Generi Alimentari (it:226, it:325), quindi per
    acquistarli occorre la TABERNA (it:163): Eugenia la possiede.

    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    Ed Eugenia possiede la Taberna
    Ed Eugenia ha 10 monete
    Ed Eugenia non ha Beni di Produzione
    Quando Eugenia acquista 2 Generi Alimentari
    Allora Eugenia ha 6 monete
    Ed Eugenia ha 2 Generi Alimentari
    E lo spazio Beni Acquistati/Venduti di Eugenia mostra l'acquisto di 2 Generi Alimentari
    # "fino ad un massimo di due generi alimentari (cubetti verdi)"
    Quando Eugenia acquista 1 Genere Alimentare
    Allora l'azione è rifiutata dalla regola market.limit
    E non è cambiato nulla
    # "ma non entrambe le cose"
    Quando Eugenia vende 1 Genere Alimentare
    Allora l'azione è rifiutata dalla regola market.no-buy-and-sell
    E non è cambiato nulla

  @it-ex-02 @example @market.limit @market.no-buy-and-sell
  Scenario: Al Forum Costantinum si vendono fino a due Generi Alimentari, e una volta venduti non si riacquistano (it:159)
    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    Ed Eugenia possiede la Taberna
    Ed Eugenia ha 10 monete
    Ed Eugenia ha 4 cubetti verdi
    Quando Eugenia vende 1 cubetto verde
    Ed Eugenia vende 1 cubetto verde
    Allora Eugenia ha 12 monete
    Ed Eugenia ha 2 Generi Alimentari
    E lo spazio Beni Acquistati/Venduti di Eugenia mostra la vendita di 2 Generi Alimentari
    Quando Eugenia vende 1 Genere Alimentare
    Allora l'azione è rifiutata dalla regola market.limit
    E non è cambiato nulla
    # "una volta venduto un certo tipo di Bene di Produzione, non è possibile riacquistarlo"
    Quando Eugenia acquista 1 Genere Alimentare
    Allora l'azione è rifiutata dalla regola market.no-buy-and-sell
    E non è cambiato nulla

  @it-ex-03 @example @market.price
  Scenario: Nel VI REGIO acquistare un bene di consumo costa 3 monete (it:161)
    Gli Edifici di Produzione di Eugenia (l'Ager e il Metallum) non producono Beni di Consumo.

    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    E il Metallum produce 2 Materie Prime
    Ed Eugenia possiede il Metallum
    Ed Eugenia ha 10 monete
    Ed Eugenia non ha Beni di Produzione
    Quando Eugenia acquista 1 cubetto blu
    Allora Eugenia ha 7 monete
    Ed Eugenia ha 1 Bene di Consumo
    E lo spazio Beni Acquistati/Venduti di Eugenia mostra l'acquisto di 1 Bene di Consumo

  @it-ex-04 @example @market.price
  Scenario: Nel VI REGIO vendere un Bene di Lusso fa guadagnare 5 monete (it:165-167)
    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    Ed Eugenia possiede solo l'Ager
    Ed Eugenia ha 10 monete
    Ed Eugenia ha 1 cubetto giallo
    Quando Eugenia vende 1 Bene di Lusso
    Allora Eugenia ha 15 monete
    Ed Eugenia ha 0 Beni di Lusso
    E lo spazio Beni Acquistati/Venduti di Eugenia mostra la vendita di 1 Bene di Lusso

  @it-faq-10 @faq @market.no-buy-and-sell
  Scenario: Neanche con la TABERNA si rivende un bene acquistato nello stesso turno (it:647-649)
    Eugenia possiede il Metallum, che produce Materie Prime, e la TABERNA, che le permette di
    acquistarle.

    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    E il Metallum produce 2 Materie Prime
    Ed Eugenia possiede il Metallum
    Ed Eugenia possiede la Taberna
    Ed Eugenia ha 10 monete
    Ed Eugenia non ha Beni di Produzione
    Quando Eugenia acquista 1 Materia Prima
    Allora Eugenia ha 4 monete
    Ed Eugenia ha 1 Materia Prima
    # "No. In ogni turno è possibile acquistare OPPURE vendere al Mercato un determinato tipo
    # di Bene di Produzione, ma non entrambe le cose, neanche con la TABERNA."
    Quando Eugenia vende 1 Materia Prima
    Allora l'azione è rifiutata dalla regola market.no-buy-and-sell
    E non è cambiato nulla

  @rule @market.no-buy-produced
  Scenario: Un bene che il giocatore è in grado di produrre non si acquista al mercato senza la TABERNA (it:163)
    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    E il Metallum produce 2 Materie Prime
    Ed Eugenia possiede il Metallum
    Ed Eugenia ha 30 monete
    Ed Eugenia non ha Beni di Produzione
    Quando Eugenia acquista 1 Materia Prima
    Allora l'azione è rifiutata dalla regola market.no-buy-produced
    E non è cambiato nulla
    Quando Eugenia acquista 1 Genere Alimentare
    Allora l'azione è rifiutata dalla regola market.no-buy-produced
    E non è cambiato nulla
    Quando Eugenia acquista 1 Bene di Consumo
    Allora Eugenia ha 27 monete

  @rule @market.no-buy-produced
  Scenario: Con la TABERNA si acquista al Mercato un tipo fra i beni che si è in grado di produrre (it:163, it:564, it:649)
    La tabella dice che con la TABERNA "Il giocatore può acquistare al Mercato un tipo fra i
    Beni di Produzione che è in grado di produrre" (it:564): "un tipo fra" è la scelta di un solo
    tipo fra quelli che produce.  Le altre due frasi del libro non la contraddicono: "Per poter
    acquistare al mercato un bene che produce, un giocatore deve possedere l'Edificio di Utilità
    TABERNA" (it:163) dà una condizione necessaria, e la Nota di Gioco dice che consente "di
    acquistare al Mercato un tipo di Bene di Produzione che il giocatore è in grado di produrre"
    (it:649).  "un" può anche essere l'articolo indeterminato (qualunque tipo, come in en:849);
    si segue la lettera di it:564.  Il libro non dice per quanto tempo valga la scelta; gli
    acquisti al mercato si contano per turno (it:159), e lo scenario resta dentro un turno.
    Eugenia produce Materie Prime (Metallum) e Generi Alimentari (Ager): acquista Materie Prime,
    poi non acquista Generi Alimentari; i Beni di Consumo, che non produce, non c'entrano.

    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    E il Metallum produce 2 Materie Prime
    Ed Eugenia possiede il Metallum
    Ed Eugenia possiede la Taberna
    Ed Eugenia ha 30 monete
    Ed Eugenia non ha Beni di Produzione
    Quando Eugenia acquista 2 Materie Prime
    Allora Eugenia ha 18 monete
    Ed Eugenia ha 2 Materie Prime
    Quando Eugenia acquista 2 Generi Alimentari
    Allora l'azione è rifiutata dalla regola market.no-buy-produced
    E non è cambiato nulla
    Quando Eugenia acquista 1 Bene di Consumo
    Allora Eugenia ha 15 monete
    Ed Eugenia ha 1 Bene di Consumo

  @rule @market.no-buy-produced
  Scenario: Un Edificio di Produzione acquistato in questo turno non impedisce di acquistare il suo bene nello stesso turno (it:163, it:645)
    Essere in grado di produrre un bene significa possedere "dall'inizio del turno" un Edificio
    di Produzione che lo faccia acquisire "nella fase apposita" (it:645), che in questo turno è
    già passata (it:238-241).  Eugenia acquista il Textrinum e poi un Bene di Consumo.

    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    E il Textrinum produce 1 Bene di Consumo
    Ed Eugenia possiede solo l'Ager
    Ed Eugenia ha 30 monete
    Ed Eugenia non ha Beni di Produzione
    Quando Eugenia acquista il Textrinum
    Allora Eugenia possiede il Textrinum
    Ed Eugenia ha 19 monete
    Quando Eugenia acquista 1 Bene di Consumo
    Allora Eugenia ha 16 monete
    Ed Eugenia ha 1 Bene di Consumo

  @rule @market.limit
  Scenario: Il limite della tessera conta tutti gli acquisti del turno (it:159)
    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    Ed Eugenia possiede solo l'Ager
    Ed Eugenia ha 30 monete
    Ed Eugenia non ha Beni di Produzione
    Quando Eugenia acquista 2 Beni di Lusso
    Allora l'azione è rifiutata dalla regola market.limit
    E non è cambiato nulla
    # Un Bene di Lusso costa 7 monete (it:157, quarta riga).
    Quando Eugenia acquista 1 Bene di Lusso
    Allora Eugenia ha 23 monete
    Quando Eugenia acquista 1 Bene di Lusso
    Allora l'azione è rifiutata dalla regola market.limit
    E non è cambiato nulla
    # Una Materia Prima costa 6 monete (it:156, terza riga).
    Quando Eugenia acquista 1 Materia Prima
    Ed Eugenia acquista 1 Materia Prima
    Allora Eugenia ha 11 monete
    E lo spazio Beni Acquistati/Venduti di Eugenia mostra l'acquisto di 2 Materie Prime
    Quando Eugenia acquista 1 Materia Prima
    Allora l'azione è rifiutata dalla regola market.limit
    E non è cambiato nulla
    # Nessun Armamento nella colonna dei limiti di questa tessera.
    Quando Eugenia acquista 1 Armamento
    Allora l'azione è rifiutata dalla regola market.limit
    E non è cambiato nulla

  @rule @market.active-player
  Scenario: Nella fase di costruzione degli edifici solo il giocatore di turno compra e vende (it:349)
    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    E Giovanni ha 10 monete
    E Giovanni ha 2 Beni di Consumo
    Quando Giovanni acquista 1 Bene di Lusso
    Allora l'azione è rifiutata dalla regola market.active-player
    E non è cambiato nulla
    Quando Giovanni vende 1 Bene di Consumo
    Allora l'azione è rifiutata dalla regola market.active-player
    E non è cambiato nulla

  @rule @market.limit
  Scenario: Nella fase di accettazione dei Contratti ogni giocatore compra e vende, entro il limite del turno (it:389, it:159)
    Eugenia ha già acquistato un Bene di Lusso nella fase di costruzione di questo turno.

    Data la fase di Accettazione dei Contratti del turno 2
    Ed Eugenia possiede solo l'Ager
    E Giovanni possiede solo l'Ager
    Ed Eugenia ha 20 monete
    E Giovanni ha 10 monete
    Ed Eugenia ha 1 Bene di Lusso
    E Giovanni ha 2 Beni di Consumo
    Ed Eugenia ha già acquistato 1 Bene di Lusso in questo turno
    Quando Giovanni vende 2 Beni di Consumo
    Allora Giovanni ha 14 monete
    Quando Eugenia acquista 1 Bene di Consumo
    Allora Eugenia ha 17 monete
    Quando Eugenia acquista 1 Bene di Lusso
    Allora l'azione è rifiutata dalla regola market.limit
    E non è cambiato nulla

  @rule @market.mensae
  Scenario: Le Mensae fanno guadagnare 1 moneta aggiuntiva per ogni bene venduto al Mercato (it:562)
    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    Ed Eugenia possiede le Mensae
    Ed Eugenia ha 10 monete
    Ed Eugenia ha questi Beni di Produzione:
      | Bene              | Numero |
      | Materie Prime     | 2      |
      | Generi Alimentari | 1      |
    Quando Eugenia vende 2 Materie Prime
    Allora Eugenia ha 20 monete
    Quando Eugenia vende 1 Genere Alimentare
    Allora Eugenia ha 22 monete
    Ed Eugenia non ha Beni di Produzione

  @rule @market.wall-discount
  Scenario: Il segmento di Mura dà uno sconto di 2 monete su ogni bene acquistato, con un minimo di 1 moneta (it:590)
    La TABERNA permette a Eugenia di acquistare Generi Alimentari, il cui prezzo di 2 monete
    scenderebbe a 0.

    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    Ed Eugenia possiede il segmento di Mura (sconto al Mercato)
    Ed Eugenia possiede la Taberna
    Ed Eugenia ha 30 monete
    Ed Eugenia non ha Beni di Produzione
    Quando Eugenia acquista 2 Materie Prime
    Allora Eugenia ha 22 monete
    Quando Eugenia acquista 1 Bene di Consumo
    Allora Eugenia ha 21 monete
    Quando Eugenia acquista 2 Generi Alimentari
    Allora Eugenia ha 19 monete
    Ed Eugenia ha 2 Generi Alimentari
