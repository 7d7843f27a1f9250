# language: it
@topic-drawing
Funzionalità: Nuovi Contratti (it:355-359)
  Secondo l'ordine di gioco ciascun giocatore pesca le carte Contratto che gli spettano in base
  alla posizione del suo segnalino nella Tabella Livello di Produzione; se non ci sono più carte
  da pescare si rimescola la pila degli scarti (it:357).  In più ha diritto a una carta per ogni
  Ufficio Mercantile libero; il MAGISTER OFFICIORUM pesca 3 carte aggiuntive e chi ha il segmento
  di Mura (carta Contratto aggiuntiva) una (it:359).

  La Tabella Livello di Produzione è stampata sul tabellone (it:357) e il testo ne dà un solo
  valore: 4 Edifici di Produzione, 3 carte (it:359).  Gli altri valori usati qui (livello 1, 1
  carta; livello 2, 2 carte) sono quelli del tabellone, riportati dal libro inglese (en:555-559).
  Ogni Contratto pescato è definito negli scenari; contano solo il numero e l'ordine delle carte.

  Contesto:
    Date queste carte Contratto:
      | Contratto | Beni | Bene              | Monete | PF | Piccola | Media | Grande |
      | k01       | 1    | Genere Alimentare | 4      | 1  | 1       | 1     | 1      |
      | k02       | 1    | Genere Alimentare | 4      | 1  | 1       | 1     | 1      |
      | k03       | 1    | Bene di Consumo   | 5      | 1  | 1       | 1     | 2      |
      | k04       | 1    | Bene di Consumo   | 5      | 1  | 1       | 1     | 2      |
      | k05       | 1    | Materia Prima     | 6      | 1  | 1       | 2     | 2      |
      | k06       | 1    | Materia Prima     | 6      | 1  | 1       | 2     | 2      |
      | k07       | 2    | Generi Alimentari | 8      | 1  | 1       | 1     | 2      |
      | k08       | 2    | Beni di Consumo   | 10     | 1  | 1       | 1     | 2      |
      | k09       | 1    | Armamento         | 8      | 1  | 1       | 1     | 1      |
      | k10       | 1    | Bene di Lusso     | 10     | 1  | 1       | 2     | 2      |
      | k11       | 2    | Materie Prime     | 12     | 1  | 1       | 1     | 2      |
      | k12       | 1    | Genere Alimentare | 5      | 1  | 1       | 1     | 1      |

  @it-ex-11 @example @draw.by-level @office.magister-officiorum-draw @draw.trading-posts @wall.extra-contract
  Scenario: Con 4 Edifici di Produzione si pescano 3 carte; in più una per Ufficio Mercantile libero, 3 per il Magister Officiorum, una per il segmento di Mura (it:359)
    Eugenia possiede 4 Edifici di Produzione, Ager compreso.  Giovanni, MAGISTER OFFICIORUM, ha
    solo l'Ager.  Narsete ha solo l'Ager, un Ufficio Mercantile libero e il segmento di Mura
    (carta Contratto aggiuntiva).  Eugenia e Giovanni pescano senza scelta; Narsete ha diritto
    alla carta dell'Ufficio Mercantile e pesca anche quella.

    Dati i giocatori Eugenia, Giovanni e Narsete
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Giovanni  |
      | Praefectus Pretorio | Eugenia   |
      | Comes Thesaurorum   | Narsete   |
    E la fase Nuovi Contratti del turno 3
    E il mazzo dei Contratti contiene dall'alto k01 k02 k03 k04 k05 k06 k07 k08 k09 k10 k11 k12
    Ed Eugenia possiede questi edifici:
      | Edificio        |
      | Pistrinum       |
      | Venatoris Domus |
      | Textrinum       |
    E Giovanni possiede solo l'Ager
    E Narsete possiede solo l'Ager
    E Narsete possiede il segmento di Mura (carta Contratto aggiuntiva)
    E Narsete ha acquistato 1 Ufficio Mercantile
    Allora Eugenia possiede 4 edifici
    Ed Eugenia è al livello di produzione 4
    # Giovanni: 1 carta per il livello 1, più 3 come Magister Officiorum.
    E Giovanni ha in mano i Contratti k01 k02 k03 k04
    # Eugenia: 4 Edifici di Produzione, 3 carte.
    Ed Eugenia ha in mano i Contratti k05 k06 k07
    Ed è il turno di Narsete
    # Narsete: 1 carta per il livello 1, 1 per l'Ufficio Mercantile libero, 1 per le Mura.
    Quando Narsete pesca 4 Contratti
    Allora l'azione è rifiutata dalla regola draw.count
    E non è cambiato nulla
    Quando Narsete pesca 3 Contratti
    Allora Narsete ha in mano i Contratti k08 k09 k10
    Ed è iniziata la fase di Accettazione dei Contratti

  @rule @wall.extra-contract @draw.count
  Scenario: Chi ha il segmento di Mura pesca la carta Contratto aggiuntiva come il Magister Officiorum pesca le sue (it:359, it:591)
    "Il giocatore che ricopre la Carica di MAGISTER OFFICIORUM pesca 3 carte Contratto
    aggiuntive ... Il giocatore che abbia acquistato il segmento di Mura (carta Contratto
    aggiuntiva) pesca una carta Contratto aggiuntiva" (it:359): le due carte aggiuntive sono dette
    allo stesso modo, mentre per gli Uffici Mercantili il giocatore "avrà diritto di pescare".  Il
    libro inglese dice che il proprietario del segmento "can do so" (en:577).  Narsete, al
    livello 1 con il segmento di Mura e un Ufficio Mercantile libero, deve pescare 2 carte e può
    pescarne una terza.

    Dati i giocatori Eugenia e Narsete
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Praefectus Pretorio | Narsete   |
      | Comes Thesaurorum   | Eugenia   |
    E la fase Nuovi Contratti del turno 3
    E il mazzo dei Contratti contiene dall'alto k01 k02 k03 k04
    E Narsete possiede solo l'Ager
    E Narsete possiede il segmento di Mura (carta Contratto aggiuntiva)
    E Narsete ha acquistato 1 Ufficio Mercantile
    Ed Eugenia possiede solo l'Ager
    Allora è il turno di Narsete
    Quando Narsete pesca 1 Contratto
    Allora l'azione è rifiutata dalla regola draw.count
    E non è cambiato nulla
    Quando Narsete pesca 2 Contratti
    Allora Narsete ha in mano i Contratti k01 k02
    Ed Eugenia ha in mano i Contratti k03

  @rule @wall.extra-contract @draw.count
  Scenario: Senza altre carte a scelta, chi ha il segmento di Mura pesca subito le sue 2 carte (it:359, it:591)
    Narsete, al livello 1, ha solo il segmento di Mura: non ha scelte e pesca 2 carte.

    Dati i giocatori Eugenia e Narsete
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Praefectus Pretorio | Narsete   |
      | Comes Thesaurorum   | Eugenia   |
    E la fase Nuovi Contratti del turno 3
    E il mazzo dei Contratti contiene dall'alto k01 k02 k03 k04
    E Narsete possiede solo l'Ager
    E Narsete possiede il segmento di Mura (carta Contratto aggiuntiva)
    Ed Eugenia possiede solo l'Ager
    Allora è iniziata la fase di Accettazione dei Contratti
    E Narsete ha in mano i Contratti k01 k02
    Ed Eugenia ha in mano i Contratti k03

  @rule @draw.trading-posts @draw.count
  Scenario: Per ogni Ufficio Mercantile libero si ha diritto a una carta in più, non all'obbligo di pescarla (it:359)
    Narsete ha acquistato due Uffici Mercantili; uno blocca il Contratto k12, l'altro è libero.

    Dati i giocatori Eugenia e Narsete
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Praefectus Pretorio | Narsete   |
      | Comes Thesaurorum   | Eugenia   |
    E la fase Nuovi Contratti del turno 3
    E il mazzo dei Contratti contiene dall'alto k01 k02 k03 k04
    E Narsete possiede solo l'Ager
    Ed Eugenia possiede solo l'Ager
    E Narsete ha acquistato 2 Uffici Mercantili
    E Narsete ha bloccato i Contratti k12
    Allora Narsete ha 1 Ufficio Mercantile libero
    Ed è il turno di Narsete
    Quando Narsete pesca 3 Contratti
    Allora l'azione è rifiutata dalla regola draw.count
    E non è cambiato nulla
    Quando Narsete pesca 0 Contratti
    Allora l'azione è rifiutata dalla regola draw.count
    E non è cambiato nulla
    Quando Narsete pesca 1 Contratto
    Allora Narsete ha in mano i Contratti k01
    E Narsete ha bloccato i Contratti k12
    Ed Eugenia ha in mano i Contratti k02

  @rule @draw.reshuffle
  Scenario: Se non ci sono carte Contratto da pescare si rimescola la pila degli scarti (it:357)
    Eugenia, al livello 2, pesca l'ultima carta del mazzo e poi una dal mazzo formato con gli
    scarti; Giovanni pesca l'altra carta scartata.

    Dati i giocatori Eugenia e Giovanni
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Praefectus Pretorio | Eugenia   |
      | Comes Thesaurorum   | Giovanni  |
    E la fase Nuovi Contratti del turno 3
    E il mazzo dei Contratti contiene dall'alto k01
    E la pila degli scarti dei Contratti contiene k02 k03
    Ed Eugenia possiede il Pistrinum
    E Giovanni possiede solo l'Ager
    Allora Eugenia è al livello di produzione 2
    Ed Eugenia ha in mano 2 Contratti
    E Giovanni ha in mano 1 Contratto
    E il percorso players.Eugenia.hand.0 della vista di stato vale k01
    E il mazzo dei Contratti contiene 0 carte
    E la pila degli scarti dei Contratti è vuota
