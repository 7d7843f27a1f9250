# language: it
@topic-trading-posts
Funzionalità: Acquisto e utilizzo degli Uffici Mercantili (it:403-413)
  In qualsiasi momento della fase di accettazione dei Contratti il giocatore può acquistare un
  Ufficio Mercantile per 3, 4, 5 o 6 monete, a seconda che sia il primo, secondo, terzo o
  quarto; uno solo per turno, utilizzabile subito; quando lo acquista pesca immediatamente un
  Contratto aggiuntivo come bonus speciale (it:407).  Un Ufficio Mercantile blocca un Contratto,
  che non viene scartato alla fine della fase; un Contratto bloccato si può liberare, e
  l'Ufficio liberato può bloccarne subito un altro, ma non dà diritto a una nuova carta
  (it:409-413).  Ogni giocatore ha 4 Uffici Mercantili (it:71-73).

  Contesto:
    Date queste carte Contratto:
      | Contratto | Beni | Bene              | Monete | PF | Piccola | Media | Grande |
      | k1        | 1    | Genere Alimentare | 4      | 1  | 1       | 1     | 1      |
      | k2        | 1    | Bene di Consumo   | 5      | 1  | 1       | 1     | 2      |
      | k3        | 2    | Materie Prime     | 12     | 1  | 1       | 2     | 2      |
      | k4        | 1    | Bene di Lusso     | 10     | 1  | 1       | 2     | 2      |

  @rule @tradingpost.price @tradingpost.extra-draw
  Scenario: Il primo, secondo, terzo e quarto Ufficio Mercantile costano 3, 4, 5 e 6 monete, e ognuno fa pescare un Contratto (it:407)
    Dati i giocatori Eugenia, Giovanni, Narsete e Silvio
    E la fase di Accettazione dei Contratti del turno 4
    E il mazzo dei Contratti contiene dall'alto k1 k2 k3 k4
    Ed Eugenia ha 10 monete
    E Giovanni ha 10 monete
    E Narsete ha 10 monete
    E Silvio ha 10 monete
    Ed Eugenia ha acquistato 0 Uffici Mercantili
    E Giovanni ha acquistato 1 Ufficio Mercantile
    E Narsete ha acquistato 2 Uffici Mercantili
    E Silvio ha acquistato 3 Uffici Mercantili
    Quando Eugenia acquista un Ufficio Mercantile e pesca un Contratto
    E Giovanni acquista un Ufficio Mercantile e pesca un Contratto
    E Narsete acquista un Ufficio Mercantile e pesca un Contratto
    E Silvio acquista un Ufficio Mercantile e pesca un Contratto
    Allora Eugenia ha 7 monete
    E Giovanni ha 6 monete
    E Narsete ha 5 monete
    E Silvio ha 4 monete
    Ed Eugenia ha acquistato 1 Ufficio Mercantile
    E Giovanni ha acquistato 2 Uffici Mercantili
    E Narsete ha acquistato 3 Uffici Mercantili
    E Silvio ha acquistato 4 Uffici Mercantili
    Ed Eugenia ha in mano i Contratti k1
    E Giovanni ha in mano i Contratti k2
    E Narsete ha in mano i Contratti k3
    E Silvio ha in mano i Contratti k4

  @rule @tradingpost.price
  Scenario: Ogni giocatore ha 4 Uffici Mercantili: un quinto non si acquista (it:73, it:407)
    Dati i giocatori Eugenia e Giovanni
    E la fase di Accettazione dei Contratti del turno 6
    Ed Eugenia ha 20 monete
    Ed Eugenia ha acquistato 4 Uffici Mercantili
    Quando Eugenia acquista un Ufficio Mercantile e pesca un Contratto
    Allora l'azione è rifiutata dalla regola tradingpost.price
    E non è cambiato nulla

  @rule @tradingpost.one-per-round
  Scenario: Si acquista un solo Ufficio Mercantile per turno (it:407)
    Dati i giocatori Eugenia e Giovanni
    E la fase di Accettazione dei Contratti del turno 2
    E il mazzo dei Contratti contiene dall'alto k1 k2
    Ed Eugenia ha 20 monete
    Ed Eugenia ha acquistato 0 Uffici Mercantili
    Quando Eugenia acquista un Ufficio Mercantile e pesca un Contratto
    Allora Eugenia ha 17 monete
    Ed Eugenia ha acquistato 1 Ufficio Mercantile
    Quando Eugenia acquista un Ufficio Mercantile e pesca un Contratto
    Allora l'azione è rifiutata dalla regola tradingpost.one-per-round
    E non è cambiato nulla

  @rule @tradingpost.extra-draw
  Scenario: Chi acquista un Ufficio Mercantile pesca immediatamente un Contratto aggiuntivo (it:407)
    "Quando un giocatore acquista un Ufficio Mercantile, pesca immediatamente un Contratto
    aggiuntivo come bonus speciale": la carta si pesca con l'acquisto, non a scelta, e un
    acquisto senza la carta non si fa.  Il libro inglese dice invece "he can immediately draw"
    (en:637).

    Dati i giocatori Eugenia e Giovanni
    E la fase di Accettazione dei Contratti del turno 2
    E il mazzo dei Contratti contiene dall'alto k1 k2
    Ed Eugenia ha 10 monete
    Ed Eugenia ha in mano i Contratti k3
    Quando Eugenia acquista un Ufficio Mercantile senza pescare il Contratto aggiuntivo
    Allora l'azione è rifiutata dalla regola tradingpost.extra-draw
    E non è cambiato nulla
    Quando Eugenia acquista un Ufficio Mercantile e pesca un Contratto
    Allora Eugenia ha 7 monete
    Ed Eugenia ha acquistato 1 Ufficio Mercantile
    Ed Eugenia ha in mano i Contratti k3 k1
    E il mazzo dei Contratti contiene 1 carta

  @rule @tradingpost.save
  Scenario: Gli Uffici Mercantili bloccano i Contratti; quello liberato ne blocca subito un altro ma non fa pescare una nuova carta (it:409-413)
    Eugenia acquista il suo primo Ufficio Mercantile (e pesca k4) e lo usa subito.  Il Contratto
    k3, né accettato né bloccato, è scartato alla fine della fase (it:385).

    Dati i giocatori Eugenia e Giovanni
    E la fase di Accettazione dei Contratti del turno 2
    E il mazzo dei Contratti contiene dall'alto k4
    Ed Eugenia ha 10 monete
    Ed Eugenia ha acquistato 0 Uffici Mercantili
    Ed Eugenia possiede la Parvus Dromo s1
    Ed Eugenia ha 1 Genere Alimentare
    Ed Eugenia ha in mano i Contratti k1 k2 k3
    Quando Eugenia blocca il Contratto k1
    Allora l'azione è rifiutata dalla regola tradingpost.save
    E non è cambiato nulla
    Quando Eugenia acquista un Ufficio Mercantile e pesca un Contratto
    Allora Eugenia ha in mano i Contratti k1 k2 k3 k4
    Quando Eugenia blocca il Contratto k1
    Allora Eugenia ha bloccato i Contratti k1
    Ed Eugenia ha in mano i Contratti k2 k3 k4
    Ed Eugenia ha 0 Uffici Mercantili liberi
    Quando Eugenia blocca il Contratto k2
    Allora l'azione è rifiutata dalla regola tradingpost.save
    E non è cambiato nulla
    Quando Eugenia libera il Contratto k1
    Allora Eugenia ha 1 Ufficio Mercantile libero
    # Nessuna nuova carta: la mano è la stessa, più k1 liberato.
    Ed Eugenia ha in mano i Contratti k2 k3 k4 k1
    E il mazzo dei Contratti contiene 0 carte
    Quando Eugenia blocca il Contratto k4
    Ed Eugenia carica il Contratto k1 sulla nave s1
    Allora Eugenia ha bloccato i Contratti k4
    E la nave s1 di Eugenia trasporta i Contratti k1
    Quando Eugenia ha finito
    E Giovanni ha finito
    Allora è iniziata la fase Donazioni alla cittadinanza
    Ed Eugenia ha bloccato i Contratti k4
    Ed Eugenia ha in mano 0 Contratti
    E i Contratti k2 k3 sono nella pila degli scarti
