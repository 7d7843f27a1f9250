# language: it
@topic-production
Funzionalità: Produzione dei Beni (it:317-327)
  Ciascun giocatore preleva dalla riserva i Beni di Produzione il cui numero e tipo corrispondono
  ai simboli riportati in basso a destra sugli Edifici di Produzione che possiede, e li ripone
  nel Magazzino dei Beni della Plancia (it:321-327), in aggiunta a quelli immagazzinati alla fine
  del turno precedente (it:437).  Ogni giocatore comincia con l'AGER (it:226), che riporta 2
  cubetti verdi (it:325).

  La colonna "Produce" della tabella (it:531-545) ha perso i simboli: i beni di ogni edificio
  usato sono definiti negli scenari; quelli dell'Ager e della Venatoris Domus sono detti dal
  testo (it:325).  L'asta si gioca in fretta (ognuno mantiene la propria carica) per arrivare
  alla Produzione; nessuno riveste il Praefectus Pretorio o il Comes Thesaurorum, i cui bonus
  cambierebbero i conti (it:275).

  Contesto:
    Dati i giocatori Eugenia, Giovanni e Narsete
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Urbi     | Giovanni  |
      | Consul              | Narsete   |
    E l'Ager produce 2 Generi Alimentari

  @it-ex-09 @example @produce.goods
  Scenario: Con un Ager e una VENATORIS DOMUS un giocatore prende dalla riserva 3 Generi Alimentari e 1 Bene di Consumo (it:325-327)
    "Il giocatore prende dalla riserva  (generi alimentari) e  (beni di consumo)" (it:327): i
    simboli delle quantità sono persi; sono la somma dei cubetti dei due edifici di it:325, 2 + 1
    verdi e 1 blu.

    Data la fase Cariche Pubbliche del turno 2
    E la Venatoris Domus produce 1 Genere Alimentare e 1 Bene di Consumo
    Ed Eugenia possiede la Venatoris Domus
    Ed Eugenia non ha Beni di Produzione
    Quando Eugenia mantiene la propria Carica Pubblica
    E Giovanni mantiene la propria Carica Pubblica
    E Narsete mantiene la propria Carica Pubblica
    Allora è iniziata la fase di costruzione degli edifici
    Ed Eugenia ha 3 cubetti verdi
    Ed Eugenia ha 1 cubetto blu

  @rule @produce.goods
  Scenario: Nel primo turno ogni giocatore riceve 2 Generi Alimentari dall'Ager (it:226, it:325)
    Data la fase Cariche Pubbliche del turno 1
    Ed Eugenia non ha Beni di Produzione
    E Giovanni non ha Beni di Produzione
    E Narsete non ha Beni di Produzione
    Quando Eugenia mantiene la propria Carica Pubblica
    E Giovanni mantiene la propria Carica Pubblica
    E Narsete mantiene la propria Carica Pubblica
    Allora è iniziata la fase di costruzione degli edifici
    Ed Eugenia ha 2 Generi Alimentari
    E Giovanni ha 2 Generi Alimentari
    E Narsete ha 2 Generi Alimentari
    Ed Eugenia possiede un solo edificio
    E Giovanni possiede un solo edificio
    E Narsete possiede un solo edificio

  @rule @produce.goods
  Scenario: Ogni Edificio di Produzione dà i beni dei suoi simboli, che si aggiungono a quelli immagazzinati (it:321, it:437)
    Eugenia ha immagazzinato un Bene di Lusso alla fine del turno precedente.

    Data la fase Cariche Pubbliche del turno 2
    E il Metallum produce 2 Materie Prime
    E la Venatoris Domus produce 1 Genere Alimentare e 1 Bene di Consumo
    E il Textrinum produce 1 Bene di Consumo
    Ed Eugenia possiede questi edifici:
      | Edificio        |
      | Metallum        |
      | Venatoris Domus |
    E Giovanni possiede il Textrinum
    Ed Eugenia ha 1 Bene di Lusso
    E Giovanni non ha Beni di Produzione
    E Narsete non ha Beni di Produzione
    Quando Eugenia mantiene la propria Carica Pubblica
    E Giovanni mantiene la propria Carica Pubblica
    E Narsete mantiene la propria Carica Pubblica
    Allora è iniziata la fase di costruzione degli edifici
    Ed Eugenia ha 3 Generi Alimentari
    Ed Eugenia ha 2 Materie Prime
    Ed Eugenia ha 1 Bene di Consumo
    Ed Eugenia ha 1 Bene di Lusso
    E Giovanni ha 2 Generi Alimentari
    E Giovanni ha 1 Bene di Consumo
    E Narsete ha 2 Generi Alimentari
    E Narsete ha 0 Beni di Consumo

  @rule @produce.goods
  Scenario: Un Edificio di Produzione acquistato nella fase di costruzione produce dal turno seguente (it:238-241, it:645)
    La Produzione dei Beni (fase 3) viene prima della Costruzione Edifici (fase 4) (it:238-241):
    il Textrinum acquistato da Eugenia nel turno 2 dà il suo Bene di Consumo nel turno 3, come
    dice anche "possedere dall'inizio del turno ... un Edificio di Produzione che faccia
    acquisire al giocatore quel tipo di bene nella fase apposita" (it:645).  Narsete, il Consul,
    non esercita il diritto di prelazione; il resto del turno 2 si gioca fino alla fine (Contratti
    pescati e rifiutati, nulla da immagazzinare).

    Data la fase di costruzione degli edifici del turno 2
    Ed è il turno di Eugenia
    E il Textrinum produce 1 Bene di Consumo
    E queste carte Contratto:
      | Contratto | Beni | Bene              | Monete | PF | Piccola | Media | Grande |
      | k1        | 1    | Genere Alimentare | 4      | 1  | 1       | 1     | 1      |
      | k2        | 1    | Genere Alimentare | 4      | 1  | 1       | 1     | 1      |
      | k3        | 1    | Genere Alimentare | 4      | 1  | 1       | 1     | 1      |
      | k4        | 1    | Genere Alimentare | 4      | 1  | 1       | 1     | 1      |
      | k5        | 1    | Genere Alimentare | 4      | 1  | 1       | 1     | 1      |
      | k6        | 1    | Genere Alimentare | 4      | 1  | 1       | 1     | 1      |
      | k7        | 1    | Genere Alimentare | 4      | 1  | 1       | 1     | 1      |
      | k8        | 1    | Genere Alimentare | 4      | 1  | 1       | 1     | 1      |
    E il mazzo dei Contratti contiene dall'alto k1 k2 k3 k4 k5 k6 k7 k8
    Ed Eugenia ha 30 monete
    E sul tabellone restano 2 copie di Textrinum
    Ed Eugenia non ha Beni di Produzione
    E Giovanni non ha Beni di Produzione
    E Narsete non ha Beni di Produzione
    Quando Eugenia acquista il Textrinum
    E Narsete non esercita il diritto di prelazione
    Allora Eugenia possiede il Textrinum
    Ed Eugenia ha 0 Beni di Consumo
    Quando i giocatori giocano:
      | Azione         |
      | Eugenia: done  |
      | Giovanni: done |
      | Narsete: done  |
      | Eugenia: done  |
      | Giovanni: done |
      | Narsete: done  |
      | Eugenia: done  |
      | Giovanni: done |
      | Narsete: done  |
      | Eugenia: keep  |
      | Giovanni: keep |
      | Narsete: keep  |
    Allora è iniziato il turno 3
    Ed è iniziata la fase di costruzione degli edifici
    Ed Eugenia ha 1 Bene di Consumo
    Ed Eugenia ha 2 Generi Alimentari
