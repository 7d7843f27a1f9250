# language: it
@topic-free-trade
Funzionalità: Regola opzionale: Libero Commercio (it:599-607)
  Con la variante Libero Commercio, durante la fase di accettazione dei Contratti i giocatori
  possono scambiarsi in qualsiasi misura Beni di Produzione, Contratti e Denaro, anche cose di
  tipo diverso, per esempio un Contratto per Beni di Produzione o Monete (it:601-605).  Senza la
  variante non si scambia nulla.

  Contesto:
    Dati i giocatori Eugenia e Giovanni
    E la fase di Accettazione dei Contratti del turno 3
    E il Contratto K1 richiede 1 Bene di Lusso e paga 10 monete e 1 PF, con viaggi 1-1-2
    Ed Eugenia ha in mano i Contratti K1
    Ed Eugenia possiede la Parvus Dromo S1
    Ed Eugenia non ha Beni di Produzione
    E Giovanni ha 1 Genere Alimentare
    Ed Eugenia ha 10 monete
    E Giovanni ha 10 monete

  @it-ex-14 @example @freetrade.trade
  Scenario: Eugenia scambia il Contratto che non riesce ad accettare per un Bene di Produzione verde più 1 moneta (it:607)
    La prima offerta di Giovanni (il solo bene verde) è una trattativa: Eugenia la rifiuta e non
    succede nulla.  Lo scambio concordato si esegue in una volta: Giovanni dà il bene e la
    moneta, Eugenia il Contratto.

    Data la regola opzionale Libero Commercio è in gioco
    # "un Contratto che non riesce ad accettare": Eugenia non ha il Bene di Lusso che richiede.
    Quando Eugenia carica il Contratto K1 sulla nave S1
    Allora l'azione è rifiutata dalla regola goods.not-held
    E non è cambiato nulla
    Quando Giovanni dà a Eugenia 1 Bene di Produzione verde e 1 moneta in cambio del Contratto K1
    Allora l'azione è eseguita
    E Giovanni ha in mano i Contratti K1
    Ed Eugenia ha in mano 0 Contratti
    E Giovanni ha 0 Generi Alimentari
    E Giovanni ha 9 monete
    Ed Eugenia ha 1 Genere Alimentare
    Ed Eugenia ha 11 monete

  @rule @freetrade.disabled
  Scenario: Senza la variante Libero Commercio i giocatori non si scambiano nulla (it:601)
    Quando Giovanni dà a Eugenia 1 Genere Alimentare e 1 moneta in cambio del Contratto K1
    Allora l'azione è rifiutata dalla regola freetrade.disabled
    E non è cambiato nulla

  @rule @freetrade.trade
  Scenario: Gli scambi avvengono durante la fase di accettazione dei Contratti (it:603)
    Data la fase Donazioni alla cittadinanza del turno 3
    E la regola opzionale Libero Commercio è in gioco
    Quando Giovanni dà a Eugenia 1 Genere Alimentare e 1 moneta in cambio del Contratto K1
    Allora l'azione è rifiutata dalla regola turn.wrong-phase
    E non è cambiato nulla
