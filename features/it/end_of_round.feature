# language: it
@topic-end-of-round
Funzionalità: Nuova posizione del Mercato e Immagazzinamento (it:421-437)
  Completate le donazioni, la Tessera Mercato in cima ai Mercati Futuri diventa il Mercato
  Attuale del turno successivo (it:423).  Quando la pila dei Mercati Futuri si esaurisce, se ne forma una nuova rimescolando le tessere sotto la prima del Mercato
  Attuale, e la nuova pila "dovrà sempre essere posizionata a faccia in giù" (it:425-427),
  mentre la pila iniziale è scoperta (it:151, it:222).  Se la partita non è terminata, ogni
  giocatore immagazzina un solo Bene di Produzione, fino a 5 con l'HORREUM, e scarta gli altri
  (it:429-437, it:565).

  Contesto:
    Dati i giocatori Eugenia, Giovanni e Narsete

  # ------------------------------------------------------------- nuovo mercato

  @rule @end.change-markets
  Scenario: La tessera in cima ai Mercati Futuri diventa il Mercato Attuale del turno successivo (it:423)
    Data la fase Donazioni alla cittadinanza del turno 3
    E il Mercato Attuale è VI REGIO - Forum Costantinum
    E la pila dei Mercati Futuri è formata da Porta Aurea e Opificies
    Quando Eugenia ha finito
    E Giovanni ha finito
    E Narsete ha finito
    Allora il Mercato Attuale è EXTRA REGIO - Porta Aurea
    E il Mercato Futuro è VII REGIO - Opificies
    E Opificies è l'unica tessera rimasta nella pila dei Mercati Futuri
    Ed è iniziato il turno 4

  @rule @end.change-markets
  Scenario: All'inizio la pila dei Mercati Futuri è scoperta e tutti vedono il mercato del turno successivo (it:151, it:222)
    Data la fase Cariche Pubbliche del turno 1
    E il Mercato Attuale è VI REGIO - Forum Costantinum
    E la pila dei Mercati Futuri è formata da Porta Aurea, Opificies, Domus Regia e Portus Iulianus
    Allora Eugenia vede che il Mercato Futuro è Porta Aurea
    E Giovanni vede che il Mercato Futuro è Porta Aurea

  @rule @end.reshuffle-markets
  Scenario: Esaurita la pila dei Mercati Futuri, le tessere sotto la prima del Mercato Attuale formano una nuova pila a faccia in giù (it:425-427)
    L'Opificies è l'ultima tessera dei Mercati Futuri e diventa il Mercato Attuale; le altre
    quattro tessere, sotto la Porta Aurea, vengono rimescolate e formano la nuova pila, coperta:
    i giocatori non vedono più il mercato del turno successivo.  Le tessere della nuova pila si
    leggono qui nella vista completa dello stato.

    # "rimescolando tutte le Tesere Mercato" (it:427): "Tessere".
    Data la fase Donazioni alla cittadinanza del turno 4
    E il Mercato Attuale è EXTRA REGIO - Porta Aurea
    E la pila dei Mercati Futuri è formata da Opificies
    Quando Eugenia ha finito
    E Giovanni ha finito
    E Narsete ha finito
    Allora il Mercato Attuale è VII REGIO - Opificies
    E la pila del Mercato Attuale contiene solo Opificies
    E la pila dei Mercati Futuri contiene 4 tessere
    E la pila dei Mercati Futuri contiene Porta Aurea, Forum Costantinum, Domus Regia e Portus Iulianus
    E la pila dei Mercati Futuri si è esaurita 1 volta
    Ed Eugenia vede la pila dei Mercati Futuri coperta
    E Giovanni vede la pila dei Mercati Futuri coperta
    E Narsete vede la pila dei Mercati Futuri coperta

  # ------------------------------------------------------------- immagazzinamento

  @rule @end.store
  Scenario: Ognuno immagazzina 1 solo Bene di Produzione, di qualsiasi tipo; con l'HORREUM più di uno (it:437)
    Data la fase di Immagazzinamento o scarto dei Beni di Produzione del turno 3
    Ed Eugenia ha 3 Beni di Consumo
    E Giovanni ha 1 Materia Prima
    E Narsete ha 1 Bene di Consumo
    E Narsete ha 1 Bene di Lusso
    E Narsete possiede l'Horreum
    Quando Eugenia immagazzina 2 Beni di Consumo
    Allora l'azione è rifiutata dalla regola end.store
    E non è cambiato nulla
    Quando Eugenia immagazzina 1 Bene di Consumo
    E Giovanni immagazzina 1 Materia Prima
    E Narsete immagazzina 1 Bene di Consumo e 1 Bene di Lusso
    Allora è iniziato il turno 4
    Ed Eugenia ha 1 Bene di Consumo
    E Giovanni ha 1 Materia Prima
    E Narsete ha 1 Bene di Consumo
    E Narsete ha 1 Bene di Lusso

  @rule @end.store
  Scenario: Con l'HORREUM si immagazzinano fino a 5 Beni di Produzione in qualsiasi combinazione (it:437, it:565)
    Data la fase di Immagazzinamento o scarto dei Beni di Produzione del turno 3
    E Narsete possiede l'Horreum
    E Narsete ha questi Beni di Produzione:
      | Bene              | Numero |
      | Generi Alimentari | 3      |
      | Beni di Lusso     | 2      |
      | Armamenti         | 1      |
    Ed Eugenia non ha Beni di Produzione
    E Giovanni non ha Beni di Produzione
    Quando Narsete esegue "store alimentary:3,luxury:2,military:1"
    Allora l'azione è rifiutata dalla regola end.store
    E non è cambiato nulla
    Quando Narsete immagazzina 3 Generi Alimentari e 2 Beni di Lusso
    Allora è iniziato il turno 4
    E Narsete ha 3 Generi Alimentari
    E Narsete ha 2 Beni di Lusso
    E Narsete ha 0 Armamenti

  @it-faq-04 @faq @end.store
  Scenario: Si può scegliere deliberatamente di scartare dei beni, che tornano nella riserva (it:623-625)
    Data la fase di Immagazzinamento o scarto dei Beni di Produzione del turno 3
    Ed Eugenia ha 2 Generi Alimentari
    E Giovanni ha 1 Materia Prima
    E Narsete ha 2 Beni di Consumo
    E Narsete ha 1 Bene di Lusso
    E Narsete possiede l'Horreum
    Quando Eugenia non immagazzina nulla
    E Giovanni non immagazzina nulla
    E Narsete immagazzina 1 Bene di Lusso
    Allora è iniziato il turno 4
    Ed Eugenia non ha Beni di Produzione
    E Giovanni non ha Beni di Produzione
    E Narsete ha 0 Beni di Consumo
    E Narsete ha 1 Bene di Lusso

  @rule @end.store
  Scenario: I beni caricati sulle navi in viaggio non si immagazzinano né si scartano (it:371, it:435)
    I beni usati per i Contratti accettati si scartano nella riserva quando le navi partono (it:371): non sono
    più del giocatore, quindi non si immagazzinano né si scartano a fine turno.  Il motore li tiene come carico
    della nave (voce goods-loaded-on-ships del catalogo: nessuna regola li usa più, lo stesso esito dello
    scarto): i controlli "ha a bordo" leggono quel carico.

    Data la fase Donazioni alla cittadinanza del turno 4
    E il Contratto K1 richiede 2 Beni di Consumo e paga 9 monete e 1 PF, con viaggi 1-2-2
    E il Contratto K2 richiede 1 Bene di Lusso e paga 10 monete e 1 PF, con viaggi 1-1-2
    E la Magnus Dromo L1 di Eugenia è nello spazio Viaggio Lungo con i Contratti K1 K2
    Ed Eugenia ha 2 Generi Alimentari
    E Giovanni ha terminato questa fase
    E Narsete ha terminato questa fase
    Quando Eugenia ha finito
    Ed Eugenia immagazzina 1 Genere Alimentare
    Allora è iniziato il turno 5
    Ed Eugenia ha 1 Genere Alimentare
    E la nave L1 di Eugenia trasporta i Contratti K1 K2
    E la nave L1 di Eugenia ha a bordo 2 Beni di Consumo
    E la nave L1 di Eugenia ha a bordo 1 Bene di Lusso

  @rule @end.no-discard-final
  Scenario: Se si è verificata una condizione di fine partita non si immagazzina né si scarta: si passa al conteggio (it:431)
    La pila dei Mercati Futuri si è esaurita per la seconda volta alla fine del turno 8, quindi
    la partita termina alla fine del turno 9 (it:427, it:444).

    Data la fase Donazioni alla cittadinanza del turno 9
    E il Mercato Attuale è VII REGIO - Opificies
    E la pila dei Mercati Futuri è vuota
    E la pila dei Mercati Futuri si è già esaurita 2 volte
    Ed Eugenia ha 3 Beni di Consumo
    E Giovanni ha 2 Generi Alimentari
    E Giovanni ha terminato questa fase
    E Narsete ha terminato questa fase
    Quando Eugenia ha finito
    Allora la partita è terminata
    Ed Eugenia ha 3 Beni di Consumo
    E Giovanni ha 2 Generi Alimentari

  # ------------------------------------------------------------- fine del turno

  @rule @end.cleanup
  Scenario: Al nuovo turno i bonus del Praefectus Urbi e del Consul e i limiti del mercato ripartono da zero (it:159, it:512)
    I bonus si usano "una sola volta per turno" (it:512); il limite degli acquisti e vendite vale
    "nel turno corrente" (it:159).

    Data la fase Donazioni alla cittadinanza del turno 3
    E Narsete riveste la carica di Consul
    E Giovanni riveste la carica di Praefectus Urbi
    Ed Eugenia ha già acquistato 2 Beni di Consumo in questo turno
    E Giovanni ha già venduto 1 Materia Prima in questo turno
    E il Consul ha già usato la sua abilità in questo turno
    E il Praefectus Urbi ha già usato la sua abilità in questo turno
    Quando Eugenia ha finito
    E Giovanni ha finito
    E Narsete ha finito
    Allora è iniziato il turno 4
    E lo spazio Beni Acquistati/Venduti di Eugenia è stato svuotato
    E lo spazio Beni Acquistati/Venduti di Giovanni è stato svuotato
    E il Consul può di nuovo usare la sua abilità
    E il Praefectus Urbi può di nuovo usare la sua abilità
