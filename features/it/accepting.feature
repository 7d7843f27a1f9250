# language: it
@topic-accepting
Funzionalità: Accettazione dei Contratti e acquisto di una Nave (it:361-385, it:397-401)
  Ogni giocatore decide quali Contratti accettare e quali rifiutare; il CONSUL che non ha
  esercitato il diritto di prelazione e il PRAEFECTUS URBI che non ha costruito un segmento di
  Mura possono prima scartare fino a due Contratti e ripescarne altrettanti, "prima di decidere
  quali accettare e quali rifiutare" (it:363-365).  I Contratti non accettati si scartano alla
  fine della fase, salvo quelli bloccati con gli Uffici Mercantili (it:385).  Si acquista una
  sola nave per turno, subito utilizzabile; per l'ultima nave di un tipo la precedenza va a chi
  viene prima nell'ordine di turno (it:399-401).

  I costi delle navi sono stampati in alto a sinistra sulle carte (it:87) e il testo non li
  riporta: Medius Dromo 9 e Magnus Dromo 12 monete sono quelli delle carte, riportati dal libro
  inglese (en:279).

  Contesto:
    Dati i giocatori Eugenia, Giovanni e Narsete
    E la fase di Accettazione dei Contratti del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Urbi     | Giovanni  |
      | Consul              | Narsete   |
    E il Contratto K1 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K2 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K3 richiede 1 Bene di Consumo e paga 6 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K4 richiede 1 Bene di Consumo e paga 6 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K5 richiede 1 Materia Prima e paga 7 monete e 1 PF, con viaggi 1-1-1

  # ------------------------------------------------------------- Contratti rifiutati

  @rule @accept.discard-unloaded @tradingpost.save
  Scenario: Alla fine della fase i Contratti non accettati sono scartati, salvo quelli bloccati (it:385)
    Dato Eugenia ha in mano i Contratti K1 K2 K3
    Ed Eugenia ha acquistato 1 Ufficio Mercantile
    Ed Eugenia ha 1 Genere Alimentare
    Ed Eugenia possiede la Parvus Dromo S1
    E Giovanni ha in mano i Contratti K4
    E Narsete ha terminato questa fase
    Quando Eugenia carica il Contratto K1 sulla nave S1
    Ed Eugenia blocca il Contratto K2
    Ed Eugenia ha finito
    E Giovanni ha finito
    Allora è iniziata la fase Donazioni alla cittadinanza
    E la nave S1 di Eugenia trasporta i Contratti K1
    Ed Eugenia ha bloccato i Contratti K2
    Ed Eugenia ha in mano 0 Contratti
    E Giovanni ha in mano 0 Contratti
    E i Contratti K3 K4 sono nella pila degli scarti

  # ------------------------------------------------------------- Consul e Praefectus Urbi

  @rule @accept.swap @office.ability-once
  Scenario: Il Consul che non ha usato il diritto di prelazione scarta due Contratti e ne ripesca due, una volta (it:363-365)
    Dato Narsete ha in mano i Contratti K1 K2 K3
    E le prossime carte Contratto pescate sono K4 K5
    Quando Narsete scarta i Contratti K1 e K2 e ne ripesca due
    Allora Narsete ha in mano i Contratti K3 K4 K5
    E i Contratti K1 K2 sono nella pila degli scarti
    Quando Narsete scarta il Contratto K3 e ne ripesca uno
    Allora l'azione è rifiutata dalla regola office.ability-once
    E non è cambiato nulla

  @rule @accept.swap
  Scenario: Il Praefectus Urbi che non ha costruito un segmento di Mura scarta un Contratto e ne ripesca uno (it:363-365)
    Dato Giovanni ha in mano i Contratti K1 K2
    E le prossime carte Contratto pescate sono K3
    Quando Giovanni scarta il Contratto K1 e ne ripesca uno
    Allora Giovanni ha in mano i Contratti K2 K3
    E i Contratti K1 sono nella pila degli scarti

  @rule @accept.swap
  Scenario: Il Consul scarta e ripesca prima di decidere quali Contratti accettare, non dopo averne caricato uno (it:363-365)
    "possono in questa fase scartare fino a due Carte Contratto fra quelle che possiedono e
    ripescarne altrettante dalla pila, prima di decidere quali accettare e quali rifiutare"
    (it:363-365).  Narsete ha già accettato K1 caricandolo sulla sua nave: ha deciso, e non può
    più scartare e ripescare.  Il libro inglese non pone questo limite di tempo (en:585).

    Dato Narsete ha in mano i Contratti K1 K2
    E Narsete ha 1 Genere Alimentare
    E Narsete possiede la Parvus Dromo S3
    E le prossime carte Contratto pescate sono K3
    Quando Narsete carica il Contratto K1 sulla nave S3
    Allora la nave S3 di Narsete trasporta i Contratti K1
    Quando Narsete scarta il Contratto K2 e ne ripesca uno
    Allora l'azione è rifiutata dalla regola accept.swap
    E non è cambiato nulla

  @rule @accept.swap @office.ability-once
  Scenario: Il Consul che ha esercitato la prelazione e il Praefectus Urbi che ha costruito le Mura non scartano Contratti (it:363)
    Dato Narsete ha in mano i Contratti K1 K2
    E Giovanni ha in mano i Contratti K3 K4
    E il Consul ha già usato la sua abilità in questo turno
    E il Praefectus Urbi ha già usato la sua abilità in questo turno
    Quando Narsete scarta il Contratto K1 e ne ripesca uno
    Allora l'azione è rifiutata dalla regola office.ability-once
    E non è cambiato nulla
    Quando Giovanni scarta il Contratto K3 e ne ripesca uno
    Allora l'azione è rifiutata dalla regola office.ability-once
    E non è cambiato nulla

  @rule @accept.swap
  Scenario: Si scartano al massimo due Contratti, e solo Consul e Praefectus Urbi lo fanno (it:365, it:498, it:508)
    Dato Narsete ha in mano i Contratti K1 K2 K3
    Ed Eugenia ha in mano i Contratti K4 K5
    Quando Narsete scarta i Contratti K1, K2 e K3 e ne ripesca tre
    Allora l'azione è rifiutata dalla regola accept.swap
    E non è cambiato nulla
    Quando Eugenia scarta il Contratto K4 e ne ripesca uno
    Allora l'azione è rifiutata dalla regola accept.swap
    E non è cambiato nulla

  # ------------------------------------------------------------- acquisto di una nave

  @rule @ships.buy
  Scenario: Si acquista una sola nave per turno, pagando alla Banca il costo indicato sulla carta (it:87, it:399)
    Dato nella riserva restano 3 Medius Dromo
    E nella riserva restano 3 Magnus Dromo
    Ed Eugenia ha 30 monete
    E Giovanni ha 30 monete
    Quando Eugenia acquista una Medius Dromo
    E Giovanni acquista una Magnus Dromo
    Allora Eugenia ha 21 monete
    E Giovanni ha 18 monete
    Ed Eugenia possiede una Medius Dromo
    E Giovanni possiede una Magnus Dromo
    E nella riserva restano 2 Medius Dromo
    E nella riserva restano 2 Magnus Dromo
    Quando Eugenia acquista una Magnus Dromo
    Allora l'azione è rifiutata dalla regola ships.buy
    E non è cambiato nulla

  @rule @ships.buy
  Scenario: Le navi acquistate si usano subito per caricare i Contratti accettati nella stessa fase (it:401)
    # Le navi della riserva sono numerate medium-1, medium-2, ...; quella consegnata è medium-1.
    Dato nella riserva restano 2 Medius Dromo
    Ed Eugenia ha 30 monete
    Ed Eugenia non ha navi
    Ed Eugenia ha in mano i Contratti K1 K3
    Ed Eugenia ha 1 Genere Alimentare
    Ed Eugenia ha 1 Bene di Consumo
    E Giovanni ha terminato questa fase
    E Narsete ha terminato questa fase
    Quando Eugenia acquista una Medius Dromo
    Ed Eugenia carica il Contratto K1 sulla nave medium-1
    Ed Eugenia carica il Contratto K3 sulla nave medium-1
    Ed Eugenia ha finito
    Allora Eugenia ha 21 monete
    E la nave medium-1 di Eugenia trasporta i Contratti K1 K3
    E la nave medium-1 di Eugenia è nello spazio Viaggio Breve

  @rule @wall.ship-discount
  Scenario: Il segmento di Mura dà uno sconto di 3 monete sull'acquisto di una Nave (it:588)
    Dato Eugenia possiede il segmento di Mura (sconto sulla Nave)
    E nella riserva restano 3 Magnus Dromo
    Ed Eugenia ha 30 monete
    E Giovanni ha 30 monete
    Quando Eugenia acquista una Magnus Dromo
    E Giovanni acquista una Magnus Dromo
    Allora Eugenia ha 21 monete
    E Giovanni ha 18 monete
    Ed Eugenia possiede una Magnus Dromo
    E Giovanni possiede una Magnus Dromo

  @rule @ships.last-ship-priority
  Scenario: Per l'ultima nave di un tipo la precedenza va a chi viene prima nell'ordine di turno (it:401)
    Giovanni (Praefectus Urbi, quarta carica) chiede l'ultima Magnus Dromo; Eugenia (Magister
    Officiorum, prima carica) la vuole anche lei e ha la precedenza.

    Dato nella riserva resta 1 Magnus Dromo
    Ed Eugenia ha 30 monete
    E Giovanni ha 30 monete
    Quando Giovanni acquista una Magnus Dromo
    Allora Eugenia deve decidere se reclamare l'ultima Magnus Dromo
    Quando Eugenia reclama la nave
    Allora Eugenia possiede una Magnus Dromo
    Ed Eugenia ha 18 monete
    E Giovanni possiede una sola nave
    E Giovanni ha 30 monete
    E nella riserva restano 0 Magnus Dromo

  @rule @ships.last-ship-priority
  Scenario: Se chi viene prima non vuole l'ultima nave, la compra chi l'ha chiesta (it:401)
    Dato nella riserva resta 1 Magnus Dromo
    Ed Eugenia ha 30 monete
    E Giovanni ha 30 monete
    Quando Giovanni acquista una Magnus Dromo
    Allora Eugenia deve decidere se reclamare l'ultima Magnus Dromo
    Quando Eugenia lascia la nave all'altro giocatore
    Allora Giovanni possiede una Magnus Dromo
    E Giovanni ha 18 monete
    Ed Eugenia possiede una sola nave
    Ed Eugenia ha 30 monete
    E nella riserva restano 0 Magnus Dromo
