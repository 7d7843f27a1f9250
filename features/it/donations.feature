# language: it
@topic-donations
Funzionalità: Donazioni alla cittadinanza (it:415-419)
  Ciascun giocatore può effettuare una singola donazione di Beni di Produzione fra quelle
  indicate sulla tessera del Mercato Attuale; deve essere in grado di produrre il tipo di beni
  richiesto; scarta i beni indicati e guadagna subito i Punti Fama corrispondenti (it:419).

  La colonna delle donazioni della tessera (la pergamena, it:167) ha perso i simboli in ogni
  libro: le donazioni del Forum Costantinum sono numeri degli scenari (3 Generi Alimentari per
  1 PF, 3 Beni di Consumo per 2 PF, 3 Armamenti per 3 PF; nessun Bene di Lusso).  Anche i beni
  prodotti dagli edifici usati sono definiti qui.

  Contesto:
    Dati i giocatori Eugenia, Giovanni e Narsete
    E la Tessera Mercato Forum Costantinum accetta queste donazioni:
      | Bene              | Numero | PF |
      | Generi Alimentari | 3      | 1  |
      | Beni di Consumo   | 3      | 2  |
      | Armamenti         | 3      | 3  |
    E il Mercato Attuale è VI REGIO - Forum Costantinum
    E la pila dei Mercati Futuri è formata da Porta Aurea
    E l'Ager produce 2 Generi Alimentari
    E il Textrinum produce 1 Bene di Consumo
    E l'Armorum Faber produce 1 Armamento
    E la Sculptoris Domus produce 1 Bene di Lusso

  @rule @donate.market @donate.one-per-round
  Scenario: Una sola donazione, fra quelle della tessera, scartando i beni indicati per i Punti Fama corrispondenti (it:419)
    Eugenia sa produrre ogni tipo che ha: la fermano solo la colonna delle donazioni, il numero
    dei cubetti e il limite di una donazione.

    Data la fase Donazioni alla cittadinanza del turno 2
    Ed Eugenia possiede questi edifici:
      | Edificio         |
      | Textrinum        |
      | Armorum Faber    |
      | Sculptoris Domus |
    Ed Eugenia ha 10 PF
    Ed Eugenia ha questi Beni di Produzione:
      | Bene              | Numero |
      | Beni di Lusso     | 1      |
      | Beni di Consumo   | 2      |
      | Generi Alimentari | 3      |
      | Armamenti         | 3      |
    Quando Eugenia dona Beni di Lusso
    Allora l'azione è rifiutata dalla regola donate.market
    E non è cambiato nulla
    Quando Eugenia dona Beni di Consumo
    Allora l'azione è rifiutata dalla regola goods.not-held
    E non è cambiato nulla
    Quando Eugenia dona Armamenti
    Allora Eugenia ha 13 PF
    Ed Eugenia ha 0 Armamenti
    Ed Eugenia ha 3 Generi Alimentari
    Ed Eugenia ha 2 Beni di Consumo
    Ed Eugenia ha 1 Bene di Lusso
    Ed Eugenia ha effettuato una donazione in questo turno
    Quando Eugenia dona Generi Alimentari
    Allora l'azione è rifiutata dalla regola donate.one-per-round
    E non è cambiato nulla

  @rule @donate.can-produce
  Scenario: Per donare bisogna essere in grado di produrre il tipo di beni richiesto (it:419)
    Narsete possiede solo l'Ager, che non ha il simbolo degli Armamenti.

    Data la fase Donazioni alla cittadinanza del turno 2
    E Narsete possiede solo l'Ager
    E Narsete ha 4 PF
    E Narsete ha questi Beni di Produzione:
      | Bene              | Numero |
      | Armamenti         | 3      |
      | Generi Alimentari | 3      |
    Quando Narsete dona Armamenti
    Allora l'azione è rifiutata dalla regola donate.can-produce
    E non è cambiato nulla
    Quando Narsete dona Generi Alimentari
    Allora Narsete ha 5 PF
    E Narsete ha 3 Armamenti

  @it-faq-09 @faq @donate.can-produce
  Scenario: I beni donati possono essere stati acquistati al Mercato, se si è in grado di produrli (it:643-645)
    Narsete possiede il Textrinum dai turni precedenti; dei suoi tre Beni di Consumo due sono
    stati acquistati al Mercato in questo turno (con la TABERNA, it:163).

    Data la fase Donazioni alla cittadinanza del turno 3
    E Narsete possiede questi edifici:
      | Edificio  |
      | Textrinum |
      | Taberna   |
    E Narsete ha 0 PF
    E Narsete ha 3 Beni di Consumo
    E Narsete ha già acquistato 2 Beni di Consumo in questo turno
    Quando Narsete dona Beni di Consumo
    Allora Narsete ha 2 PF
    E Narsete ha 0 Beni di Consumo

  @it-faq-09 @faq @donate.can-produce @goods.can-produce
  Scenario: Chi ha acquistato in questo turno l'Edificio di Produzione di un bene non è ancora in grado di donarlo (it:643-645)
    "Essere in grado di produrre un certo tipo di bene significa possedere dall'inizio del turno
    almeno un Edificio di Produzione ..." (it:645), e la Nota vale per le donazioni (it:643).
    Narsete acquista il Textrinum nella fase di costruzione degli edifici di questo turno: nella
    fase delle donazioni non può ancora donare Beni di Consumo.  Il libro inglese non ha
    "dall'inizio del turno" (en:930-932).

    Data la fase di costruzione degli edifici del turno 2
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Comes Thesaurorum   | Narsete   |
    E il Contratto K1 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K2 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K3 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K4 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K5 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K6 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il mazzo dei Contratti contiene dall'alto K1 K2 K3 K4 K5 K6
    E Narsete possiede solo l'Ager
    E Narsete ha 30 monete
    E Narsete ha 0 PF
    E Narsete ha 3 Beni di Consumo
    E sul tabellone restano 2 copie di Textrinum
    Quando Eugenia termina il proprio turno
    E Giovanni termina il proprio turno
    E Narsete acquista il Textrinum
    E Narsete termina il proprio turno
    Allora è iniziata la fase di Accettazione dei Contratti
    Quando Eugenia ha finito
    E Giovanni ha finito
    E Narsete ha finito
    Allora è iniziata la fase Donazioni alla cittadinanza
    E Narsete possiede il Textrinum
    Quando Narsete dona Beni di Consumo
    Allora l'azione è rifiutata dalla regola donate.can-produce
    E non è cambiato nulla
    E Narsete ha 0 PF
