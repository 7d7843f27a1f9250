# language: it
@topic-ships-and-contracts
Funzionalità: Navi, Contratti e Movimento delle Navi e consegne (it:85-107, it:299-315, it:367-385, it:627-629, it:639-641, it:651-653)
  La PARVUS DROMO fa sempre viaggi brevi, porta 2 Beni di Produzione e nessun Passeggero; la
  MEDIUS DROMO porta 4 beni, di cui 1 può essere sostituito da 1 Passeggero; la MAGNUS DROMO ne
  porta 8, di cui fino a 3 Passeggeri (it:89-95).  Ogni Contratto riporta la durata del viaggio
  per ogni tipo di nave (it:107).  I Contratti accettati si caricano sulle navi in porto con
  spazio sufficiente; la nave va nello spazio del viaggio più lungo fra i suoi Contratti; un
  viaggio lungo dà subito 1 PF per nave, 1 in più con una MAGNUS DROMO (it:367-383).  Nel
  Movimento delle Navi le navi avanzano di una casella: quelle che rientrano in Porto pagano il
  denaro dei Contratti e 1 PF per ogni Contratto di Beni di Produzione, mai per i Passeggeri
  (it:299-315).

  Contesto:
    Dati i giocatori Eugenia e Giovanni

  # ------------------------------------------------------------- durata dei viaggi

  @it-ex-01 @example @accept.voyage @accept.long-voyage-bonus
  Scenario: Un Contratto 1-1-2 è un Viaggio Breve con una Nave Piccola o Media e un Viaggio Lungo con una Nave Grande (it:107)
    L'esempio legge una sola carta per ogni tipo di nave.  Un Contratto viaggia su una sola nave
    (it:641), quindi tre carte con gli stessi numeri si caricano una per nave.

    Data la fase di Accettazione dei Contratti del turno 3
    E il Contratto K1 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-2
    E il Contratto K2 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-2
    E il Contratto K3 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-2
    Ed Eugenia ha in mano i Contratti K1 K2 K3
    Ed Eugenia ha 3 Generi Alimentari
    Ed Eugenia ha 0 PF
    Ed Eugenia possiede la Parvus Dromo S1
    Ed Eugenia possiede la Medius Dromo M1
    Ed Eugenia possiede la Magnus Dromo L1
    E Giovanni ha terminato questa fase
    Quando Eugenia carica il Contratto K1 sulla nave S1
    Ed Eugenia carica il Contratto K2 sulla nave M1
    Ed Eugenia carica il Contratto K3 sulla nave L1
    Ed Eugenia ha finito
    Allora la nave S1 di Eugenia è nello spazio Viaggio Breve
    E la nave M1 di Eugenia è nello spazio Viaggio Breve
    E la nave L1 di Eugenia è nello spazio Viaggio Lungo
    # Solo la Nave Grande fa un viaggio lungo: 1 PF, e 1 PF in più per la MAGNUS DROMO (it:381-383).
    Ed Eugenia ha 2 PF

  @it-ex-12 @example @accept.capacity @accept.voyage @accept.long-voyage-bonus
  Scenario: Una Medius Dromo con un Contratto da 2 Beni lungo, uno da 1 Bene breve e un Passeggero breve è piena e fa un Viaggio Lungo (it:373)
    # "I tre Contratti occupano rispettivamente  $1 + 1 + 2 = 4$  spazi di stiva" (it:373): gli
    # addendi non seguono l'ordine in cui i Contratti sono elencati (2 + 1 + 1); il totale è 4.
    Data la fase di Accettazione dei Contratti del turno 3
    E il Contratto K1 richiede 2 Beni di Consumo e paga 9 monete e 1 PF, con viaggi 1-2-2
    E il Contratto K2 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto P1 trasporta un Passeggero e paga 6 monete, con viaggi /-1-1
    E il Contratto K3 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    Ed Eugenia ha in mano i Contratti K1 K2 P1 K3
    Ed Eugenia ha 2 Beni di Consumo
    Ed Eugenia ha 2 Generi Alimentari
    Ed Eugenia ha 0 PF
    Ed Eugenia possiede la Medius Dromo M1
    E Giovanni ha terminato questa fase
    Quando Eugenia carica il Contratto K1 sulla nave M1
    Ed Eugenia carica il Contratto K2 sulla nave M1
    Ed Eugenia carica il Contratto P1 sulla nave M1
    Allora la nave M1 di Eugenia trasporta i Contratti K1 K2 P1
    E la nave M1 di Eugenia ha a bordo 2 Beni di Consumo
    E la nave M1 di Eugenia ha a bordo 1 Genere Alimentare
    # "la Nave Media non può accettare altri Contratti": Eugenia ha ancora il Genere
    # Alimentare per K3, ma non lo spazio.
    Ed Eugenia ha 1 Genere Alimentare
    Quando Eugenia carica il Contratto K3 sulla nave M1
    Allora l'azione è rifiutata dalla regola accept.capacity
    E non è cambiato nulla
    Quando Eugenia ha finito
    # "In ogni caso la nave verrà posizionata ... nello spazio del Viaggio Lungo (2 turni)"
    Allora la nave M1 di Eugenia è nello spazio Viaggio Lungo
    Ed Eugenia ha 1 PF

  @it-ex-13 @example @accept.long-voyage-bonus
  Scenario: Caricando due navi in modo che entrambe facciano un viaggio lungo si ottengono subito 2 Punti Fama (it:381)
    "Questo bonus si applica per ogni nave": le navi sono due Medius Dromo, ciascuna con un
    Contratto che richiede un viaggio lungo; una terza nave in viaggio breve non dà nulla.

    Data la fase di Accettazione dei Contratti del turno 3
    E il Contratto K1 richiede 1 Genere Alimentare e paga 6 monete e 1 PF, con viaggi 1-2-2
    E il Contratto K2 richiede 1 Genere Alimentare e paga 6 monete e 1 PF, con viaggi 1-2-2
    E il Contratto K3 richiede 1 Genere Alimentare e paga 4 monete e 1 PF, con viaggi 1-1-1
    Ed Eugenia ha in mano i Contratti K1 K2 K3
    Ed Eugenia ha 3 Generi Alimentari
    Ed Eugenia ha 10 PF
    Ed Eugenia possiede la Medius Dromo M1
    Ed Eugenia possiede la Medius Dromo M2
    Ed Eugenia possiede la Parvus Dromo S1
    E Giovanni ha terminato questa fase
    Quando Eugenia carica il Contratto K1 sulla nave M1
    Ed Eugenia carica il Contratto K2 sulla nave M2
    Ed Eugenia carica il Contratto K3 sulla nave S1
    Ed Eugenia ha finito
    Allora la nave M1 di Eugenia è nello spazio Viaggio Lungo
    E la nave M2 di Eugenia è nello spazio Viaggio Lungo
    E la nave S1 di Eugenia è nello spazio Viaggio Breve
    Ed Eugenia ha 12 PF

  @rule @accept.long-voyage-bonus
  Scenario: Il bonus del viaggio lungo si applica per nave, e la MAGNUS DROMO dà un ulteriore Punto Fama (it:381-383)
    La Magnus Dromo porta tre Contratti che richiedono un viaggio lungo: 1 PF per la nave, 1 in
    più perché è una Nave Grande.

    Data la fase di Accettazione dei Contratti del turno 3
    E il Contratto K1 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-2
    E il Contratto K2 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-2
    E il Contratto K3 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-2
    Ed Eugenia ha in mano i Contratti K1 K2 K3
    Ed Eugenia ha 3 Generi Alimentari
    Ed Eugenia ha 10 PF
    Ed Eugenia possiede la Magnus Dromo L1
    E Giovanni ha terminato questa fase
    Quando Eugenia carica il Contratto K1 sulla nave L1
    Ed Eugenia carica il Contratto K2 sulla nave L1
    Ed Eugenia carica il Contratto K3 sulla nave L1
    Ed Eugenia ha finito
    Allora la nave L1 di Eugenia è nello spazio Viaggio Lungo
    Ed Eugenia ha 12 PF

  # ------------------------------------------------------------- stiva e Passeggeri

  @it-faq-05 @faq @accept.passengers @accept.capacity
  Scenario: Se una Medius Dromo imbarca un Passeggero resta spazio soltanto per 3 beni (it:627-629)
    "Sì, è esatto."  Un secondo Passeggero non trova posto, e con il Passeggero a bordo
    entrano solo 3 beni.

    Data la fase di Accettazione dei Contratti del turno 3
    E il Contratto P1 trasporta un Passeggero e paga 6 monete, con viaggi /-1-1
    E il Contratto P2 trasporta un Passeggero e paga 6 monete, con viaggi /-1-1
    E il Contratto A1 richiede 2 Beni di Consumo e paga 9 monete e 1 PF, con viaggi 1-1-2
    E il Contratto B1 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-2
    E il Contratto B2 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-2
    Ed Eugenia ha in mano i Contratti P1 P2 A1 B1 B2
    Ed Eugenia ha 2 Beni di Consumo
    Ed Eugenia ha 2 Generi Alimentari
    Ed Eugenia possiede la Medius Dromo M1
    Quando Eugenia carica il Contratto P1 sulla nave M1
    Ed Eugenia carica il Contratto P2 sulla nave M1
    Allora l'azione è rifiutata dalla regola accept.passengers
    E non è cambiato nulla
    Quando Eugenia carica il Contratto A1 sulla nave M1
    Ed Eugenia carica il Contratto B1 sulla nave M1
    Allora la nave M1 di Eugenia trasporta i Contratti P1 A1 B1
    E la nave M1 di Eugenia ha a bordo 2 Beni di Consumo
    E la nave M1 di Eugenia ha a bordo 1 Genere Alimentare
    # 1 Passeggero e 3 beni: per un quarto bene non c'è spazio.
    Quando Eugenia carica il Contratto B2 sulla nave M1
    Allora l'azione è rifiutata dalla regola accept.capacity
    E non è cambiato nulla

  @rule @accept.passengers
  Scenario: La PARVUS DROMO non può trasportare Passeggeri (it:89)
    # "I Passeggeri richiedono sempre 1 spazio di stiva su qualsiasi nave" (it:369) dice lo spazio
    # che un Passeggero occupa, non quali navi lo portano: la stessa frase chiede "una nave in grado di
    # effettuare questo tipo di servizio", e it:89 esclude la Parvus Dromo (voce passengers-any-ship).
    Data la fase di Accettazione dei Contratti del turno 3
    E il Contratto P1 trasporta un Passeggero e paga 6 monete, con viaggi /-1-1
    Ed Eugenia ha in mano i Contratti P1
    Ed Eugenia possiede la Parvus Dromo S1
    Quando Eugenia carica il Contratto P1 sulla nave S1
    Allora l'azione è rifiutata dalla regola accept.passengers
    E non è cambiato nulla

  @rule @accept.passengers @accept.capacity
  Scenario: La MAGNUS DROMO porta 8 Beni di Produzione, di cui fino a 3 sostituiti da Passeggeri (it:95)
    Data la fase di Accettazione dei Contratti del turno 3
    E il Contratto P1 trasporta un Passeggero e paga 6 monete, con viaggi /-1-2
    E il Contratto P2 trasporta un Passeggero e paga 6 monete, con viaggi /-1-2
    E il Contratto P3 trasporta un Passeggero e paga 6 monete, con viaggi /-1-2
    E il Contratto P4 trasporta un Passeggero e paga 6 monete, con viaggi /-1-2
    E il Contratto G1 richiede 2 Armamenti e paga 16 monete e 1 PF, con viaggi 1-1-2
    E il Contratto G2 richiede 2 Armamenti e paga 16 monete e 1 PF, con viaggi 1-1-2
    E il Contratto G3 richiede 1 Armamento e paga 8 monete e 1 PF, con viaggi 1-1-2
    E il Contratto G4 richiede 1 Armamento e paga 8 monete e 1 PF, con viaggi 1-1-2
    Ed Eugenia ha in mano i Contratti P1 P2 P3 P4 G1 G2 G3 G4
    Ed Eugenia ha 6 Armamenti
    Ed Eugenia possiede la Magnus Dromo L1
    Quando Eugenia carica il Contratto P1 sulla nave L1
    Ed Eugenia carica il Contratto P2 sulla nave L1
    Ed Eugenia carica il Contratto P3 sulla nave L1
    Ed Eugenia carica il Contratto P4 sulla nave L1
    Allora l'azione è rifiutata dalla regola accept.passengers
    E non è cambiato nulla
    Quando Eugenia carica il Contratto G1 sulla nave L1
    Ed Eugenia carica il Contratto G2 sulla nave L1
    Ed Eugenia carica il Contratto G3 sulla nave L1
    # 3 Passeggeri + 5 beni = 8 spazi: la stiva è piena
    Allora la nave L1 di Eugenia trasporta i Contratti P1 P2 P3 G1 G2 G3
    E la nave L1 di Eugenia ha a bordo 5 Armamenti
    Quando Eugenia carica il Contratto G4 sulla nave L1
    Allora l'azione è rifiutata dalla regola accept.capacity
    E non è cambiato nulla

  @rule @accept.capacity
  Scenario: Il solo limite ai Contratti accettati è lo spazio di stiva delle navi (it:367-369)
    Data la fase di Accettazione dei Contratti del turno 3
    E il Contratto D1 richiede 2 Materie Prime e paga 12 monete e 1 PF, con viaggi 1-1-2
    E il Contratto K1 richiede 1 Materia Prima e paga 6 monete e 1 PF, con viaggi 1-1-2
    Ed Eugenia ha in mano i Contratti D1 K1
    Ed Eugenia ha 3 Materie Prime
    Ed Eugenia possiede la Parvus Dromo S1
    Quando Eugenia carica il Contratto D1 sulla nave S1
    Ed Eugenia carica il Contratto K1 sulla nave S1
    Allora l'azione è rifiutata dalla regola accept.capacity
    E non è cambiato nulla
    E la nave S1 di Eugenia trasporta i Contratti D1
    E la nave S1 di Eugenia ha a bordo 2 Materie Prime

  @it-faq-08 @faq @accept.one-ship
  Scenario: Un Contratto da 2 beni non si carica su due Navi (it:639-641)
    Data la fase di Accettazione dei Contratti del turno 3
    E il Contratto D1 richiede 2 Materie Prime e paga 12 monete e 1 PF, con viaggi 1-1-2
    Ed Eugenia ha in mano i Contratti D1
    Ed Eugenia ha 2 Materie Prime
    Ed Eugenia possiede la Parvus Dromo S1
    Ed Eugenia possiede la Parvus Dromo S2
    Quando Eugenia carica il Contratto D1 sulla nave S1
    Allora la nave S1 di Eugenia trasporta i Contratti D1
    E la nave S1 di Eugenia ha a bordo 2 Materie Prime
    Quando Eugenia carica il Contratto D1 sulla nave S2
    Allora l'azione è rifiutata dalla regola accept.one-ship
    E non è cambiato nulla

  @it-faq-08 @faq @accept.capacity
  Scenario: I due beni di un Contratto non si dividono fra gli spazi liberi di due Navi (it:639-641)
    "anche se occupa due spazi di stiva perchè richiede due Beni di Produzione": ognuna delle due
    navi ha un solo spazio libero.

    Data la fase di Accettazione dei Contratti del turno 3
    E il Contratto K1 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K2 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto D1 richiede 2 Materie Prime e paga 12 monete e 1 PF, con viaggi 1-1-2
    Ed Eugenia ha in mano i Contratti K1 K2 D1
    Ed Eugenia ha 2 Generi Alimentari
    Ed Eugenia ha 2 Materie Prime
    Ed Eugenia possiede la Parvus Dromo S1
    Ed Eugenia possiede la Parvus Dromo S2
    Quando Eugenia carica il Contratto K1 sulla nave S1
    Ed Eugenia carica il Contratto K2 sulla nave S2
    Ed Eugenia carica il Contratto D1 sulla nave S1
    Allora l'azione è rifiutata dalla regola accept.capacity
    E non è cambiato nulla
    Quando Eugenia carica il Contratto D1 sulla nave S2
    Allora l'azione è rifiutata dalla regola accept.capacity
    E non è cambiato nulla

  @it-faq-11 @faq @accept.harbour-only
  Scenario: Un Contratto non si imbarca su una Nave già in viaggio, anche se la stiva lo consente (it:651-653)
    Data la fase di Accettazione dei Contratti del turno 3
    E il Contratto K1 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-2
    E il Contratto K2 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-2
    E il Contratto K3 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-2
    E la Medius Dromo M1 di Eugenia è nello spazio Viaggio Breve con i Contratti K1
    E la Magnus Dromo L1 di Eugenia è nello spazio Viaggio Lungo con i Contratti K2
    Ed Eugenia ha in mano i Contratti K3
    Ed Eugenia ha 1 Genere Alimentare
    # "No, mai."
    Quando Eugenia carica il Contratto K3 sulla nave M1
    Allora l'azione è rifiutata dalla regola accept.harbour-only
    E non è cambiato nulla
    Quando Eugenia carica il Contratto K3 sulla nave L1
    Allora l'azione è rifiutata dalla regola accept.harbour-only
    E non è cambiato nulla

  # ------------------------------------------------------------- movimento delle navi

  @rule @ships.move @contracts.fulfil
  Scenario: Le navi avanzano di una casella; quelle che rientrano in Porto pagano i Contratti, i Passeggeri senza Punti Fama (it:301-315)
    Data la fase Cariche Pubbliche del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Urbi     | Giovanni  |
    E il Contratto K1 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K2 richiede 2 Materie Prime e paga 12 monete e 1 PF, con viaggi 1-1-2
    E il Contratto K3 richiede 1 Bene di Lusso e paga 10 monete e 1 PF, con viaggi 1-1-2
    E il Contratto P1 trasporta un Passeggero e paga 6 monete, con viaggi /-1-1
    E la Parvus Dromo S1 di Eugenia è nello spazio Viaggio Breve con i Contratti K1
    E la Magnus Dromo L1 di Eugenia è nello spazio Viaggio Lungo con i Contratti K2
    E la Medius Dromo M1 di Giovanni è nello spazio Viaggio Breve con i Contratti K3 P1
    Ed Eugenia ha 10 monete
    Ed Eugenia ha 5 PF
    E Giovanni ha 10 monete
    E Giovanni ha 5 PF
    Quando Eugenia mantiene la propria Carica Pubblica
    E Giovanni mantiene la propria Carica Pubblica
    Allora è iniziata la fase di costruzione degli edifici
    # Viaggio Breve -> Porto: il Contratto paga 5 monete e 1 PF ed è scartato
    E la nave S1 di Eugenia è in Porto
    E la nave S1 di Eugenia non trasporta Contratti
    # Viaggio Lungo -> Viaggio Breve: sarà in Porto al turno seguente
    E la nave L1 di Eugenia è nello spazio Viaggio Breve
    E la nave L1 di Eugenia trasporta i Contratti K2
    # il carico del motore: it:371 scarta questi beni nella riserva alla partenza (voce goods-loaded-on-ships)
    E la nave L1 di Eugenia ha a bordo 2 Materie Prime
    Ed Eugenia ha 15 monete
    Ed Eugenia ha 6 PF
    # il Contratto di beni paga 10 monete e 1 PF, il Passeggero 6 monete e nessun PF
    E la nave M1 di Giovanni è in Porto
    E la nave M1 di Giovanni non trasporta Contratti
    E Giovanni ha 26 monete
    E Giovanni ha 6 PF
    E i Contratti K1 K3 P1 sono nella pila degli scarti

  @rule @ships.move @accept.harbour-only
  Scenario: Le Navi che rientrano in Porto imbarcano altri Contratti già nel turno in corso (it:309)
    Eugenia è Praefectus Urbi e Giovanni Consul: nessuno dei due riceve beni o monete alla fine
    dell'asta né carte aggiuntive.  Il turno si gioca fino all'accettazione dei Contratti.

    Data la fase Cariche Pubbliche del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica          | Giocatore |
      | Praefectus Urbi | Eugenia   |
      | Consul          | Giovanni  |
    E l'Ager produce 2 Generi Alimentari
    E il Contratto K1 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K2 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K3 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E la Parvus Dromo S1 di Eugenia è nello spazio Viaggio Breve con i Contratti K1
    E le prossime carte Contratto pescate sono K2 K3
    Ed Eugenia non ha Beni di Produzione
    E Giovanni non ha Beni di Produzione
    Quando i giocatori giocano:
      | Azione         |
      | Eugenia: keep  |
      | Giovanni: keep |
      | Eugenia: done  |
      | Giovanni: done |
    Allora è iniziata la fase di Accettazione dei Contratti
    E la nave S1 di Eugenia è in Porto
    Ed Eugenia ha in mano i Contratti K2
    Quando Eugenia carica il Contratto K2 sulla nave S1
    Allora la nave S1 di Eugenia trasporta i Contratti K2
    E la nave S1 di Eugenia ha a bordo 1 Genere Alimentare
