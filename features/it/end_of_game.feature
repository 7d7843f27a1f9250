# language: it
@topic-end-of-game
Funzionalità: Condizioni di vittoria e conteggio finale (it:439-472)
  La partita termina alla fine del turno in cui si acquista l'ultimo Edificio Pubblico, oppure
  alla fine del turno successivo a quello in cui la pila dei Mercati Futuri si esaurisce per la
  seconda volta: al massimo 9 turni (it:427, it:441-444).  Si contano allora i PF delle Mura
  della Città (1, 3, 6, 9, 12 o 16 per 1-6 segmenti, it:448, it:585), il denaro e i PF dei
  Contratti sulle navi ancora in viaggio, anche quelle caricate nell'ultimo turno (it:456), e
  1 PF per ogni 15 monete (it:460-462).  Vince chi ha più PF; in caso di parità chi ha più
  denaro, poi chi ha più Beni di Produzione, poi vincono alla pari (it:468-472).

  Il libro conta prima le Mura e poi le navi (it:446-456); i totali non cambiano con l'ordine e
  gli scenari controllano i PF di ogni voce e il totale, non la posizione intermedia del
  segnalino.

  Contesto:
    Dati i giocatori Eugenia, Giovanni e Narsete

  # ------------------------------------------------------------- fine della partita

  @rule @game.end-public @build.public-fp
  Scenario: Acquistato l'ultimo Edificio Pubblico, la partita termina alla fine del turno corrente (it:443)
    Data la fase di costruzione degli edifici del turno 6
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Comes Thesaurorum   | Narsete   |
    Ed è il turno di Narsete
    E sul tabellone restano 0 copie di ciascuno di questi edifici:
      | Edificio                 |
      | Domus Regia da 24 monete |
      | Hippodromus da 32 monete |
      | Domus Regia da 36 monete |
      | Hippodromus da 45 monete |
      | Domus Regia da 50 monete |
      | Hippodromus da 60 monete |
      | Domus Regia da 66 monete |
    E sul tabellone resta 1 copia di Hippodromus da 21 monete
    E Narsete ha 25 monete
    E Narsete ha 30 PF
    Quando Narsete acquista un Edificio Pubblico da 3 PF
    Allora Narsete possiede l'Hippodromus da 21 monete
    E Narsete ha 4 monete
    E Narsete ha 33 PF
    E la partita non è terminata
    E la partita terminerà alla fine del turno 6
    # il resto del turno si gioca
    Quando Narsete termina il proprio turno
    Allora è iniziata la fase di Accettazione dei Contratti
    Quando Eugenia ha finito
    E Giovanni ha finito
    E Narsete ha finito
    Allora è iniziata la fase Donazioni alla cittadinanza
    E la partita non è terminata
    Quando Eugenia ha finito
    E Giovanni ha finito
    E Narsete ha finito
    Allora la partita è terminata
    E la partita è durata 6 turni
    E la partita è terminata perché è stato acquistato l'ultimo Edificio Pubblico

  @rule @game.end-market @end.change-markets
  Scenario: Esaurita per la seconda volta la pila dei Mercati Futuri, la partita finisce alla fine del turno successivo: al massimo 9 turni (it:427, it:444)
    Eugenia, Giovanni e Narsete rivestono cariche che non danno nulla alla fine dell'asta.  La
    pila dei Mercati Futuri si esaurisce per la seconda volta alla fine del turno 8, quando la
    Tessera Mercato passa al Mercato Attuale (it:423); i giocatori immagazzinano i loro beni e
    giocano il turno 9.

    # "Qualora non si sia verificata una delle due condizioni di fine partita (vedi Capitolo 5), i
    # giocatori devono immagazzinare o scartare i Beni di Produzione ... In caso contrario, la
    # partita è terminata" (it:431): il cambio di mercato (it:423) precede l'immagazzinamento
    # (it:435), quindi alla lettera la partita finirebbe già qui, alla fine del turno 8.  it:427
    # ("alla fine del turno successivo terminerà la partita") e it:444 ("massimo 9 turni") dicono
    # il contrario: lo scenario segue queste due regole.
    Data la fase Donazioni alla cittadinanza del turno 8
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Urbi     | Giovanni  |
      | Consul              | Narsete   |
    E il Mercato Attuale è EXTRA REGIO - Porta Aurea
    E la pila dei Mercati Futuri è formata da Opificies
    E la pila dei Mercati Futuri si è già esaurita 1 volta
    Ed Eugenia ha 2 Generi Alimentari
    Quando Eugenia ha finito
    E Giovanni ha finito
    E Narsete ha finito
    Allora il Mercato Attuale è VII REGIO - Opificies
    E la pila dei Mercati Futuri è vuota
    E la pila dei Mercati Futuri si è esaurita 2 volte
    E la partita non è terminata
    Quando Eugenia immagazzina 1 Genere Alimentare
    Allora è iniziato il turno 9
    Ed Eugenia ha 1 Genere Alimentare
    # il turno successivo si gioca per intero
    Quando Eugenia mantiene la propria Carica Pubblica
    E Giovanni mantiene la propria Carica Pubblica
    E Narsete mantiene la propria Carica Pubblica
    Allora è iniziata la fase di costruzione degli edifici
    Quando Eugenia termina il proprio turno
    E Giovanni termina il proprio turno
    E Narsete termina il proprio turno
    Allora è iniziata la fase di Accettazione dei Contratti
    Quando Eugenia ha finito
    E Giovanni ha finito
    E Narsete ha finito
    Allora è iniziata la fase Donazioni alla cittadinanza
    Quando Eugenia ha finito
    E Giovanni ha finito
    E Narsete ha finito
    Allora la partita è terminata
    E la partita è durata 9 turni
    E la partita è terminata perché la pila dei Mercati Futuri si è esaurita per la seconda volta

  # ------------------------------------------------------------- conteggio finale

  @rule @score.walls @wall.fp
  Scenario: Uno, due e tre segmenti di Mura danno 1, 3 e 6 PF (it:448, it:585)
    Data la fase Donazioni alla cittadinanza del turno 9
    E questo è l'ultimo turno della partita
    Ed Eugenia possiede il segmento di Mura (scambio di beni)
    E Giovanni possiede questi edifici:
      | Edificio                                     |
      | segmento di Mura (3 beni per 10 monete)      |
      | segmento di Mura (carta Contratto aggiuntiva) |
    E Narsete possiede questi edifici:
      | Edificio                                     |
      | segmento di Mura (sconto al Mercato)         |
      | segmento di Mura (offerta di almeno 3 monete) |
      | segmento di Mura (sconto sulla Nave)         |
    E Giovanni ha terminato questa fase
    E Narsete ha terminato questa fase
    Quando Eugenia ha finito
    Allora Eugenia guadagna 1 PF per le Mura della Città
    E Giovanni guadagna 3 PF per le Mura della Città
    E Narsete guadagna 6 PF per le Mura della Città

  @rule @score.walls @wall.fp
  Scenario: Quattro segmenti di Mura danno 9 PF (it:585)
    Data la fase Donazioni alla cittadinanza del turno 9
    E questo è l'ultimo turno della partita
    Ed Eugenia possiede questi edifici:
      | Edificio                                     |
      | segmento di Mura (scambio di beni)           |
      | segmento di Mura (3 beni per 10 monete)      |
      | segmento di Mura (carta Contratto aggiuntiva) |
      | segmento di Mura (sconto al Mercato)         |
    E Giovanni ha terminato questa fase
    E Narsete ha terminato questa fase
    Quando Eugenia ha finito
    Allora Eugenia guadagna 9 PF per le Mura della Città
    E Giovanni guadagna 0 PF per le Mura della Città

  @rule @score.walls @wall.fp
  Scenario: Cinque segmenti di Mura danno 12 PF (it:585)
    Data la fase Donazioni alla cittadinanza del turno 9
    E questo è l'ultimo turno della partita
    Ed Eugenia possiede questi edifici:
      | Edificio                                     |
      | segmento di Mura (scambio di beni)           |
      | segmento di Mura (3 beni per 10 monete)      |
      | segmento di Mura (carta Contratto aggiuntiva) |
      | segmento di Mura (sconto al Mercato)         |
      | segmento di Mura (offerta di almeno 3 monete) |
    E Giovanni ha terminato questa fase
    E Narsete ha terminato questa fase
    Quando Eugenia ha finito
    Allora Eugenia guadagna 12 PF per le Mura della Città

  @rule @score.walls @wall.fp
  Scenario: Sei segmenti di Mura danno 16 PF (it:585)
    Data la fase Donazioni alla cittadinanza del turno 9
    E questo è l'ultimo turno della partita
    Ed Eugenia possiede questi edifici:
      | Edificio                                     |
      | segmento di Mura (scambio di beni)           |
      | segmento di Mura (3 beni per 10 monete)      |
      | segmento di Mura (carta Contratto aggiuntiva) |
      | segmento di Mura (sconto al Mercato)         |
      | segmento di Mura (offerta di almeno 3 monete) |
      | segmento di Mura (sconto sulla Nave)         |
    E Giovanni ha terminato questa fase
    E Narsete ha terminato questa fase
    Quando Eugenia ha finito
    Allora Eugenia guadagna 16 PF per le Mura della Città

  @rule @score.ships @score.gold
  Scenario: Le navi ancora in viaggio, anche quelle caricate nell'ultimo turno, pagano denaro e PF come se consegnassero ora (it:456, it:462)
    Nell'ultimo turno Eugenia carica K1 (1 Genere Alimentare, 5 monete e 1 PF) sulla sua Parvus
    Dromo; la sua Magnus Dromo è già nello spazio Viaggio Lungo con K2 (10 monete e 1 PF) e la
    Medius Dromo di Giovanni nello spazio Viaggio Breve con il Passeggero P1 (6 monete, nessun
    PF).  Il denaro arriva prima della conversione finale: Eugenia ha 0 + 5 + 10 = 15 monete,
    1 PF; Giovanni 9 + 6 = 15 monete, 1 PF.

    Data la fase di Accettazione dei Contratti del turno 9
    E questo è l'ultimo turno della partita
    E il Contratto K1 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K2 richiede 1 Bene di Lusso e paga 10 monete e 1 PF, con viaggi 1-1-2
    E il Contratto P1 trasporta un Passeggero e paga 6 monete, con viaggi /-1-1
    Ed Eugenia ha in mano i Contratti K1
    Ed Eugenia ha 1 Genere Alimentare
    Ed Eugenia possiede la Parvus Dromo S1
    E la Magnus Dromo L1 di Eugenia è nello spazio Viaggio Lungo con i Contratti K2
    E la Medius Dromo M1 di Giovanni è nello spazio Viaggio Breve con i Contratti P1
    Ed Eugenia ha 0 monete
    Ed Eugenia ha 20 PF
    E Giovanni ha 9 monete
    E Giovanni ha 20 PF
    E Narsete ha 0 monete
    E Narsete ha 10 PF
    Quando Eugenia carica il Contratto K1 sulla nave S1
    Ed Eugenia ha finito
    E Giovanni ha finito
    E Narsete ha finito
    Allora la nave S1 di Eugenia è nello spazio Viaggio Breve
    Quando Eugenia ha finito
    E Giovanni ha finito
    E Narsete ha finito
    Allora la partita è terminata
    E il segnalino Punti Fama di Eugenia era a 20 PF alla fine dell'ultimo turno
    Ed Eugenia guadagna 2 PF dalle navi ancora in viaggio
    E Giovanni guadagna 0 PF dalle navi ancora in viaggio
    Ed Eugenia ha 15 monete
    E Giovanni ha 15 monete
    Ed Eugenia guadagna 1 PF per il denaro residuo
    E Giovanni guadagna 1 PF per il denaro residuo
    E il totale finale di Eugenia è 23 PF
    E il totale finale di Giovanni è 21 PF
    Ed Eugenia vince

  @rule @score.gold
  Scenario: 1 Punto Fama per ogni 15 monete (it:462)
    "per ogni 15 monete = 1 Punto Fama": 14 monete non bastano, 44 monete ne contengono due.

    Data la fase Donazioni alla cittadinanza del turno 9
    E questo è l'ultimo turno della partita
    Ed Eugenia ha 14 monete
    E Giovanni ha 15 monete
    E Narsete ha 44 monete
    E Giovanni ha terminato questa fase
    E Narsete ha terminato questa fase
    Quando Eugenia ha finito
    Allora Eugenia guadagna 0 PF per il denaro residuo
    E Giovanni guadagna 1 PF per il denaro residuo
    E Narsete guadagna 2 PF per il denaro residuo

  # ------------------------------------------------------------- parità

  @rule @score.ties
  Scenario: A parità di Punti Fama vince il giocatore che ha più denaro residuo (it:470)
    Data la fase Donazioni alla cittadinanza del turno 9
    E questo è l'ultimo turno della partita
    Ed Eugenia ha 20 PF
    Ed Eugenia ha 16 monete
    E Giovanni ha 20 PF
    E Giovanni ha 29 monete
    E Narsete ha 10 PF
    E Narsete ha 0 monete
    E Giovanni ha terminato questa fase
    E Narsete ha terminato questa fase
    Quando Eugenia ha finito
    Allora il totale finale di Eugenia è 21 PF
    E il totale finale di Giovanni è 21 PF
    E Giovanni vince

  @rule @score.ties @end.no-discard-final
  Scenario: A ulteriore parità sul denaro vince chi ha più Beni di Produzione di qualsiasi tipo (it:472)
    Data la fase Donazioni alla cittadinanza del turno 9
    E questo è l'ultimo turno della partita
    Ed Eugenia ha 20 PF
    Ed Eugenia ha 16 monete
    Ed Eugenia ha 2 Generi Alimentari
    E Giovanni ha 20 PF
    E Giovanni ha 16 monete
    E Giovanni ha 1 Bene di Lusso
    E Narsete ha 10 PF
    E Narsete ha 0 monete
    E Giovanni ha terminato questa fase
    E Narsete ha terminato questa fase
    Quando Eugenia ha finito
    Allora il totale finale di Eugenia è 21 PF
    E il totale finale di Giovanni è 21 PF
    Ed Eugenia vince

  @rule @score.ties
  Scenario: Il denaro decide prima dei Beni: vince il giocatore più ricco anche con meno Beni di Produzione (it:470-472)
    Il denaro di entrambi dà 1 PF (16 e 29 monete), quindi sono pari nei Punti Fama; Giovanni ha
    più denaro, Eugenia più Beni di Produzione.

    Data la fase Donazioni alla cittadinanza del turno 9
    E questo è l'ultimo turno della partita
    Ed Eugenia ha 20 PF
    Ed Eugenia ha 16 monete
    Ed Eugenia ha 3 Generi Alimentari
    E Giovanni ha 20 PF
    E Giovanni ha 29 monete
    E Giovanni ha 1 Bene di Lusso
    E Narsete ha 10 PF
    E Narsete ha 0 monete
    E Giovanni ha terminato questa fase
    E Narsete ha terminato questa fase
    Quando Eugenia ha finito
    Allora il totale finale di Eugenia è 21 PF
    E il totale finale di Giovanni è 21 PF
    E Giovanni vince

  @rule @score.ties
  Scenario: Se c'è ancora parità i giocatori vincono alla pari (it:472)
    Data la fase Donazioni alla cittadinanza del turno 9
    E questo è l'ultimo turno della partita
    Ed Eugenia ha 20 PF
    Ed Eugenia ha 16 monete
    Ed Eugenia ha 1 Bene di Consumo
    E Giovanni ha 20 PF
    E Giovanni ha 16 monete
    E Giovanni ha 1 Armamento
    E Narsete ha 10 PF
    E Narsete ha 0 monete
    E Giovanni ha terminato questa fase
    E Narsete ha terminato questa fase
    Quando Eugenia ha finito
    Allora Eugenia e Giovanni vincono alla pari
