# language: it
@topic-auction
Funzionalità: Cariche Pubbliche e ordine di gioco (it:247-297)
  Ogni turno comincia con un'asta per le cinque Cariche Pubbliche, secondo l'ordine di gioco
  (it:249-255).  Il giocatore attivo mantiene la propria carica senza offerta, occupa una carica
  vacante con un'offerta fissa di 2 monete, oppure fa un'offerta, maggiore delle monete già
  presenti e non inferiore a 1 moneta, per la carica di un avversario, che può rilanciare o
  passare (it:257-267).  Chi vince paga la sua offerta mettendola sulla carica, chi perde non
  paga nulla; chi perde la propria carica diventa subito attivo e può occupare gratuitamente la
  carica appena lasciata libera (it:269-271).  Alla fine della fase le monete sulle cariche vanno
  alla Banca (it:273).

  Le cariche si susseguono da sinistra a destra nell'ordine di gioco (it:251), nell'ordine dei
  Paragrafi 7.1-7.5: Magister Officiorum, Praefectus Pretorio, Comes Thesaurorum, Praefectus
  Urbi, Consul (it:476-508).

  Contesto:
    Dati i giocatori Verde, Rosso, Blu e Giallo
    E la fase Cariche Pubbliche del turno 2
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Verde     |
      | Praefectus Pretorio | Blu       |
      | Comes Thesaurorum   | Rosso     |
      | Praefectus Urbi     | Giallo    |
    E Verde ha 10 monete
    E Rosso ha 10 monete
    E Blu ha 10 monete
    E Giallo ha 10 monete

  @it-ex-06 @it-ex-07 @it-ex-08 @example @auction.loser-takes-vacated-free @auction.phase-end @auction.vacant-office-costs-2
  Scenario: L'esempio dell'asta in tre parti (it:280-297)
    Le Figure 1-3 sono perse nel testo e il libro non nomina le cariche; la situazione iniziale
    si ricava dal racconto.  Verde è "il primo di turno" (it:280), quindi riveste la prima
    carica; dopo l'Esempio 1 Blu è "il primo in ordine di gioco che non sia stato ancora attivo",
    seguito da Verde e poi da Giallo (it:286), quindi Blu era secondo, Rosso terzo e Giallo
    quarto; "la quinta Carica ... è vacante" (it:288), come sempre con quattro giocatori.
    Il 7 del finale (it:297) è la somma delle offerte: 1 (Verde) + 1 (Giallo) + 3 (Rosso) + 2
    (Blu).

    Quando Verde offre 1 moneta per la carica di Comes Thesaurorum
    E Rosso passa
    Allora Verde riveste la carica di Comes Thesaurorum
    E 1 moneta si trova sulla carica di Comes Thesaurorum
    Ed è il turno di Rosso
    Quando Rosso occupa gratuitamente la carica di Magister Officiorum appena lasciata vacante
    Allora Rosso riveste la carica di Magister Officiorum
    E 0 monete si trovano sulla carica di Magister Officiorum
    Ed è il turno di Blu
    # Esempio 2: Blu resta dove si trova, Verde è già stato attivo, quindi tocca a Giallo.
    Quando Blu mantiene la propria Carica Pubblica
    Allora è il turno di Giallo
    Quando Giallo offre 1 moneta per la carica di Magister Officiorum
    E Rosso passa
    Allora Giallo riveste la carica di Magister Officiorum
    Ed è il turno di Rosso
    Quando Rosso offre 1 moneta per la carica di Praefectus Pretorio
    # "rilancia di 2 monete" (it:288) vale "porta l'offerta a 2 monete": l'offerta seguente è di
    # 3 monete e il totale finale è 7.
    E Blu rilancia portando l'offerta a 2 monete
    # "Il giocatore rilancia a sua volta portando l'offerta a 3 monete" (it:288): manca il colore,
    # che può essere solo il rosso.
    E Rosso rilancia portando l'offerta a 3 monete
    E Blu passa
    Allora Rosso riveste la carica di Praefectus Pretorio
    Ed è il turno di Blu
    Quando Blu offre 2 monete per la carica vacante di Consul
    # Esempio 3: nessun altro giocatore deve attivarsi, la fase termina.
    Allora le 7 monete presenti sulle Cariche Pubbliche vanno alla Banca
    E Giallo riveste la carica di Magister Officiorum
    E Rosso riveste la carica di Praefectus Pretorio
    E Verde riveste la carica di Comes Thesaurorum
    E la carica di Praefectus Urbi è vacante
    E Blu riveste la carica di Consul
    E Rosso ha 7 monete
    E Blu ha 8 monete
    E Giallo ha 9 monete
    # Verde ha pagato 1 moneta e, come Comes Thesaurorum, riceve le sue 4 monete (it:275, it:488).
    E Verde ha 13 monete
    Ed è iniziata la fase di costruzione degli edifici

  @rule @auction.keep-office-free
  Scenario: Chi sceglie la stessa carica non fa alcuna offerta e si passa al giocatore successivo (it:261)
    Quando Verde mantiene la propria Carica Pubblica
    Allora Verde riveste la carica di Magister Officiorum
    E Verde ha 10 monete
    E 0 monete si trovano sulla carica di Magister Officiorum
    Ed è il turno di Blu

  @rule @auction.vacant-office-costs-2
  Scenario: Una carica vacante si occupa con un'offerta fissa di 2 monete, messe sulla carica (it:265)
    # Con quattro giocatori la quinta carica, il Consul, è vacante: non vi si fanno offerte.
    Quando Verde offre 1 moneta per la carica di Consul
    Allora l'azione è rifiutata dalla regola auction.vacant-office-costs-2
    E non è cambiato nulla
    Quando Verde offre 2 monete per la carica vacante di Consul
    Allora Verde riveste la carica di Consul
    E 2 monete si trovano sulla carica di Consul
    E Verde ha 8 monete
    E la carica di Magister Officiorum è vacante
    Ed è il turno di Blu

  @rule @auction.bid-exceeds-coins @auction.winner-pays
  Scenario: L'offerta supera le monete già presenti sulla carica ed è di almeno 1 moneta (it:265, it:269)
    Quando Verde offre 0 monete per la carica di Comes Thesaurorum
    Allora l'azione è rifiutata dalla regola auction.bid-exceeds-coins
    E non è cambiato nulla
    Quando Verde offre 2 monete per la carica di Comes Thesaurorum
    E Rosso passa
    Allora Verde riveste la carica di Comes Thesaurorum
    E 2 monete si trovano sulla carica di Comes Thesaurorum
    Ed è il turno di Rosso
    Quando Rosso offre 2 monete per la carica di Comes Thesaurorum
    Allora l'azione è rifiutata dalla regola auction.bid-exceeds-coins
    E non è cambiato nulla
    Quando Rosso offre 3 monete per la carica di Comes Thesaurorum
    E Verde passa
    # Il vincitore mette la sua offerta sulla carica, sopra le 2 monete che vi si trovano già.
    Allora Rosso riveste la carica di Comes Thesaurorum
    E 5 monete si trovano sulla carica di Comes Thesaurorum
    E Rosso ha 7 monete
    E Verde ha 8 monete
    Ed è il turno di Verde

  @rule @auction.raise-exceeds-bid @auction.winner-pays
  Scenario: Il titolare rilancia per mantenere la carica; chi perde l'asta non paga nulla (it:267-269)
    Quando Verde offre 2 monete per la carica di Comes Thesaurorum
    E Rosso rilancia portando l'offerta a 2 monete
    Allora l'azione è rifiutata dalla regola auction.raise-exceeds-bid
    E non è cambiato nulla
    Quando Rosso rilancia portando l'offerta a 3 monete
    E Verde rilancia portando l'offerta a 3 monete
    Allora l'azione è rifiutata dalla regola auction.raise-exceeds-bid
    E non è cambiato nulla
    Quando Verde passa
    # Rosso mantiene la carica e paga la sua offerta; Verde non paga nulla e sceglie di nuovo.
    Allora Rosso riveste la carica di Comes Thesaurorum
    E 3 monete si trovano sulla carica di Comes Thesaurorum
    E Rosso ha 7 monete
    E Verde ha 10 monete
    E Verde riveste la carica di Magister Officiorum
    Ed è il turno di Verde

  @rule @auction.no-office-to-keep @auction.loser-active
  Scenario: Chi perde la propria carica diventa subito attivo e non può mantenerla (it:271)
    Quando Verde offre 1 moneta per la carica di Comes Thesaurorum
    E Rosso passa
    Allora è il turno di Rosso
    Quando Rosso mantiene la propria Carica Pubblica
    Allora l'azione è rifiutata dalla regola auction.no-office-to-keep
    E non è cambiato nulla

  @rule @auction.own-office
  Scenario: Il giocatore attivo non fa offerte per la carica che riveste già (it:257-259)
    Quando Verde offre 1 moneta per la carica di Magister Officiorum
    Allora l'azione è rifiutata dalla regola auction.own-office
    E non è cambiato nulla

  @rule @auction.wall-raise-3
  Scenario: Contro il proprietario del segmento di Mura gli altri offrono o rilanciano di almeno 3 monete (it:589)
    "gli altri giocatori devono offrire o rilanciare almeno di 3 monete per la carica occupata
    dal giocatore, anziché di 1 moneta": anche la prima offerta supera di almeno 3 le monete
    presenti sulla carica (0 qui); i rilanci del proprietario restano di 1 moneta.

    Dato Rosso possiede il segmento di Mura (offerta di almeno 3 monete)
    Quando Verde offre 2 monete per la carica di Comes Thesaurorum
    Allora l'azione è rifiutata dalla regola auction.wall-raise-3
    E non è cambiato nulla
    Quando Verde offre 3 monete per la carica di Comes Thesaurorum
    E Rosso rilancia portando l'offerta a 4 monete
    Allora l'azione è eseguita
    Quando Verde rilancia portando l'offerta a 6 monete
    Allora l'azione è rifiutata dalla regola auction.wall-raise-3
    E non è cambiato nulla
    Quando Verde rilancia portando l'offerta a 7 monete
    E Rosso passa
    Allora Verde riveste la carica di Comes Thesaurorum
    E 7 monete si trovano sulla carica di Comes Thesaurorum
    E Verde ha 3 monete
    E Rosso ha 10 monete
    Ed è il turno di Rosso
