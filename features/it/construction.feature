# language: it
@topic-construction
Funzionalità: Costruzione Edifici e diritto di prelazione del Consul (it:169-200, it:329-343, it:527-597)
  La fase si svolge secondo l'ordine di gioco: al proprio turno ciascun giocatore può acquistare
  fino a 1 Edificio per tipo (Commerciale, Produzione, Utilità, Pubblico); i segmenti delle Mura
  della Città sono un tipo in più, riservato al PRAEFECTUS URBI (it:331-333).  Si paga il costo
  alla Banca e non si acquista mai un Edificio che si possiede già, salvo gli Edifici Pubblici e
  le Mura, tutti diversi fra loro (it:335).  Ogni Edificio di Produzione fa avanzare il Livello
  di Produzione (it:337) e richiede di possederne uno con la licenza precedente (it:179); di un
  Edificio Pubblico si acquista il più costoso dei due a parità di PF, se disponibile, e i PF si
  guadagnano subito (it:195, it:337).  Il CONSUL può acquistare al posto del giocatore di turno
  l'edificio da lui scelto (it:339-343).

  I costi degli edifici sono quelli delle tabelle (it:531-597).

  Contesto:
    Dati i giocatori Eugenia, Giovanni e Narsete

  # ------------------------------------------------------------- diritto di prelazione

  @it-ex-10 @example @consul.preempt @consul.preempt-not-counted
  Scenario: Il Consul acquista l'ultimo Metallum scelto dal giocatore di turno, che può ancora costruire un Edificio di Produzione (it:343)
    Giovanni, il giocatore di turno, riveste la prima carica; Eugenia, il CONSUL, gioca per
    ultima ("Quando sarà il suo turno (l'ultimo)").

    Data la fase di costruzione degli edifici del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Giovanni  |
      | Praefectus Pretorio | Narsete   |
      | Consul              | Eugenia   |
    E Giovanni ha 40 monete
    Ed Eugenia ha 40 monete
    E Giovanni possiede solo l'Ager
    Ed Eugenia possiede solo l'Ager
    E sul tabellone resta 1 copia di Metallum
    E sul tabellone restano 2 copie di Lignarii Officina
    E sul tabellone restano 2 copie di Cura
    Allora è il turno di Giovanni
    # Giovanni dichiara di costruire il METALLUM, l'ultimo disponibile.
    Quando Giovanni acquista il Metallum
    Allora Eugenia deve decidere se esercitare il diritto di prelazione
    Quando Eugenia esercita il diritto di prelazione
    # Eugenia paga 20 monete alla Banca e mette il Metallum sulla sua Plancia.
    Allora Eugenia possiede il Metallum
    Ed Eugenia ha 20 monete
    E Giovanni non possiede il Metallum
    E Giovanni ha 40 monete
    E sul tabellone non resta alcuna copia di Metallum
    # "Il turno è ancora del giocatore che era di turno ... il quale può ancora costruire un
    # Edificio di Produzione."
    Ed è il turno di Giovanni
    Quando Giovanni acquista la Lignarii Officina
    Allora Giovanni possiede la Lignarii Officina
    E Giovanni ha 28 monete
    Quando Giovanni termina il proprio turno
    E Narsete termina il proprio turno
    Allora è il turno di Eugenia
    # "il CONSUL potrà ancora acquistare un Edificio di Produzione, poichè il METALLUM così
    # acquisito fuori turno non conta per il limite"
    Quando Eugenia acquista la Cura
    Allora Eugenia possiede la Cura
    Ed Eugenia ha 4 monete
    Ed Eugenia è al livello di produzione 3

  @it-faq-12 @faq @consul.preempt-not-counted
  Scenario: Dopo la prelazione del Consul il giocatore di turno compra un altro edificio dello stesso tipo, e il Consul pure nel suo turno (it:655-657)
    Narsete, di turno, sceglie la Caupona; il CONSUL Eugenia la acquista al suo posto.  "Sì":
    Narsete compra un altro Edificio Commerciale, e l'edificio preso con la prelazione non conta
    nemmeno per il limite del CONSUL.

    Data la fase di costruzione degli edifici del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Narsete   |
      | Praefectus Pretorio | Giovanni  |
      | Consul              | Eugenia   |
    E Narsete ha 30 monete
    Ed Eugenia ha 30 monete
    E sul tabellone restano 2 copie di ciascuno di questi edifici:
      | Edificio    |
      | Caupona     |
      | Emporium    |
      | Vestificina |
    Quando Narsete acquista la Caupona
    Ed Eugenia esercita il diritto di prelazione
    Allora Eugenia possiede la Caupona
    Ed Eugenia ha 21 monete
    E Narsete non possiede la Caupona
    Quando Narsete acquista l'Emporium
    Allora Narsete possiede l'Emporium
    E Narsete ha 21 monete
    Quando Narsete termina il proprio turno
    E Giovanni termina il proprio turno
    Ed Eugenia acquista la Vestificina
    Allora Eugenia possiede la Vestificina
    Ed Eugenia ha 12 monete

  @rule @consul.preempt-funding @consul.preempt
  Scenario: Il Consul paga con le monete che ha, senza usare edifici per ottenerne altre (it:341)
    "il CONSUL paga usando le sue attuali monete senza poter utilizzare alcun edificio per
    ottenere ulteriori monete o sconti, come ad esempio gli Edifici Commerciali".  Eugenia ha 17
    monete; con la Caupona e 2 Generi Alimentari potrebbe ottenerne 4, ma non può usarla per
    pagare il Metallum da 20: il diritto di prelazione non le spetta.

    Data la fase di costruzione degli edifici del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Narsete   |
      | Praefectus Pretorio | Giovanni  |
      | Consul              | Eugenia   |
    E Narsete ha 20 monete
    Ed Eugenia ha 17 monete
    Ed Eugenia possiede la Caupona
    Ed Eugenia ha 2 Generi Alimentari
    E l'Ager produce 2 Generi Alimentari
    E la Caupona richiede 2 Generi Alimentari e dà 4 monete e 1 PF
    E sul tabellone restano 2 copie di Metallum
    Quando Narsete acquista il Metallum
    Allora nessuno può esercitare il diritto di prelazione
    E Narsete possiede il Metallum
    E Narsete ha 0 monete
    Ed Eugenia non possiede il Metallum
    Ed Eugenia ha 17 monete
    Ed Eugenia ha 2 Generi Alimentari

  @rule @consul.preempt @build.redemptor
  Scenario: Il Consul paga il prezzo pieno, senza lo sconto del Redemptor (it:341)
    Narsete sceglie il Metallum usando il suo Redemptor (20 - 5 = 15 monete).  Eugenia, il
    CONSUL, possiede anche lei un Redemptor e sa produrre Materie Prime, ma paga 20 monete e
    tiene la sua Materia Prima.  Narsete, che non ha acquistato nulla, tiene monete e Materia Prima.

    Data la fase di costruzione degli edifici del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Narsete   |
      | Praefectus Pretorio | Giovanni  |
      | Consul              | Eugenia   |
    E Narsete ha 20 monete
    Ed Eugenia ha 25 monete
    E Narsete possiede questi edifici:
      | Edificio          |
      | Redemptor         |
      | Lignarii Officina |
    Ed Eugenia possiede questi edifici:
      | Edificio          |
      | Redemptor         |
      | Lignarii Officina |
    E la Lignarii Officina produce 1 Materia Prima
    E Narsete ha 1 Materia Prima
    Ed Eugenia ha 1 Materia Prima
    E sul tabellone restano 2 copie di Metallum
    Quando Narsete acquista il Metallum usando il Redemptor
    Allora Eugenia deve decidere se esercitare il diritto di prelazione
    Quando Eugenia esercita il diritto di prelazione
    Allora Eugenia possiede il Metallum
    Ed Eugenia ha 5 monete
    Ed Eugenia ha 1 Materia Prima
    E Narsete non possiede il Metallum
    E Narsete ha 20 monete
    E Narsete ha 1 Materia Prima

  @rule @consul.not-walls
  Scenario: Il Consul non acquista una sezione di mura durante il turno del Praefectus Urbi (it:341)
    Data la fase di costruzione degli edifici del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Giovanni  |
      | Praefectus Urbi     | Narsete   |
      | Consul              | Eugenia   |
    Ed è il turno di Narsete
    E Narsete ha 25 monete
    Ed Eugenia ha 30 monete
    Quando Narsete acquista il segmento di Mura (sconto al Mercato)
    Allora nessuno può esercitare il diritto di prelazione
    E Narsete possiede il segmento di Mura (sconto al Mercato)
    E Narsete ha 15 monete
    Ed Eugenia non possiede il segmento di Mura (sconto al Mercato)
    Ed Eugenia ha 30 monete
    E il Consul non ha usato la sua abilità in questo turno

  # ------------------------------------------------------------- acquisto degli edifici

  @rule @build.one-per-kind
  Scenario: Al proprio turno un giocatore acquista al massimo 1 Edificio per tipo (it:331)
    Data la fase di costruzione degli edifici del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Comes Thesaurorum   | Narsete   |
    Ed Eugenia ha 60 monete
    Ed Eugenia ha 0 PF
    Ed Eugenia possiede solo l'Ager
    E sul tabellone restano 2 copie di ciascuno di questi edifici:
      | Edificio    |
      | Pistrinum   |
      | Textrinum   |
      | Caupona     |
      | Vestificina |
      | Mensae      |
    E sul tabellone resta 1 copia di ciascuno di questi edifici:
      | Edificio                 |
      | Hippodromus da 21 monete |
      | Domus Regia da 24 monete |
    Quando Eugenia acquista il Pistrinum
    Ed Eugenia acquista il Textrinum
    Allora l'azione è rifiutata dalla regola build.one-per-kind
    E non è cambiato nulla
    Quando Eugenia acquista la Caupona
    Ed Eugenia acquista le Mensae
    Ed Eugenia acquista un Edificio Pubblico da 3 PF
    Allora Eugenia possiede il Pistrinum
    Ed Eugenia non possiede il Textrinum
    Ed Eugenia possiede la Caupona
    Ed Eugenia possiede le Mensae
    Ed Eugenia possiede la Domus Regia da 24 monete
    # 6 + 9 + 5 + 24 = 44 monete
    Ed Eugenia ha 16 monete
    Ed Eugenia ha 3 PF
    Quando Eugenia acquista la Vestificina
    Allora l'azione è rifiutata dalla regola build.one-per-kind
    E non è cambiato nulla

  @rule @build.walls-praefectus-urbi @build.one-per-kind
  Scenario: Solo il Praefectus Urbi acquista i segmenti delle Mura, uno per turno (it:200, it:333, it:494)
    "costruire sezioni delle Mura della Città" (it:494) è al plurale, ma le Mura contano come un
    tipo di edificio (it:333), di cui si acquista 1 per turno (it:331); it:363 parla infatti di
    "un segmento di mura".

    Data la fase di costruzione degli edifici del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Praefectus Urbi     | Narsete   |
    Ed Eugenia ha 30 monete
    E Narsete ha 25 monete
    Quando Eugenia acquista il segmento di Mura (scambio di beni)
    Allora l'azione è rifiutata dalla regola build.walls-praefectus-urbi
    E non è cambiato nulla
    Quando Eugenia termina il proprio turno
    E Giovanni termina il proprio turno
    E Narsete acquista il segmento di Mura (scambio di beni)
    Allora Narsete possiede il segmento di Mura (scambio di beni)
    E Narsete ha 15 monete
    E sul tabellone non resta alcuna copia di segmento di Mura (scambio di beni)
    Quando Narsete acquista il segmento di Mura (3 beni per 10 monete)
    Allora l'azione è rifiutata dalla regola build.one-per-kind
    E non è cambiato nulla

  @rule @build.unique-name
  Scenario: Non si acquista un Edificio che si possiede già, salvo Edifici Pubblici e Mura (it:335)
    Data la fase di costruzione degli edifici del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Comes Thesaurorum   | Narsete   |
    Ed Eugenia ha 30 monete
    E Giovanni ha 30 monete
    Ed Eugenia possiede l'Hospitium
    E sul tabellone restano 2 copie di ciascuno di questi edifici:
      | Edificio  |
      | Hospitium |
      | Caupona   |
    Quando Eugenia acquista l'Hospitium
    Allora l'azione è rifiutata dalla regola build.unique-name
    E non è cambiato nulla
    Quando Eugenia acquista la Caupona
    Allora Eugenia possiede la Caupona
    Ed Eugenia ha 21 monete
    # Un altro giocatore può avere il suo Hospitium.
    Quando Eugenia termina il proprio turno
    E Giovanni acquista l'Hospitium
    Allora Giovanni possiede l'Hospitium
    E Giovanni ha 21 monete
    E sul tabellone resta 1 copia di Hospitium

  @rule @build.unique-name
  Scenario: Gli Edifici Pubblici e i segmenti delle Mura si considerano tutti diversi fra loro (it:335)
    Data la fase di costruzione degli edifici del turno 5
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Narsete   |
      | Praefectus Urbi     | Giovanni  |
    Ed è il turno di Giovanni
    E Giovanni ha 50 monete
    E Giovanni ha 3 PF
    E Giovanni possiede questi edifici:
      | Edificio                        |
      | Domus Regia da 24 monete        |
      | segmento di Mura (scambio di beni) |
    E sul tabellone resta 1 copia di ciascuno di questi edifici:
      | Edificio                              |
      | Domus Regia da 36 monete              |
      | Hippodromus da 32 monete              |
      | segmento di Mura (3 beni per 10 monete) |
    Quando Giovanni acquista un Edificio Pubblico da 4 PF
    Allora Giovanni possiede la Domus Regia da 36 monete
    E Giovanni ha 14 monete
    E Giovanni ha 7 PF
    Quando Giovanni acquista il segmento di Mura (3 beni per 10 monete)
    Allora Giovanni possiede il segmento di Mura (3 beni per 10 monete)
    E Giovanni possiede il segmento di Mura (scambio di beni)
    E Giovanni ha 4 monete

  # ------------------------------------------------------------- licenze e Livello di Produzione

  @rule @build.licence
  Scenario: Già nel primo turno l'Ager di licenza 'A' permette di costruire Edifici di licenza 'B', non di licenza 'C' (it:179)
    Data la fase di costruzione degli edifici del turno 1
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Comes Thesaurorum   | Narsete   |
    Ed Eugenia ha 30 monete
    Ed Eugenia possiede solo l'Ager
    E sul tabellone restano 2 copie di ciascuno di questi edifici:
      | Edificio          |
      | Armorum Faber     |
      | Lignarii Officina |
    Quando Eugenia acquista l'Armorum Faber
    Allora l'azione è rifiutata dalla regola build.licence
    E non è cambiato nulla
    Quando Eugenia acquista la Lignarii Officina
    Allora Eugenia possiede la Lignarii Officina
    Ed Eugenia ha 18 monete

  @rule @build.licence
  Scenario: Per costruire un Edificio di Produzione occorre possederne uno con la licenza precedente (it:179)
    Giovanni possiede la Cura ('B') e costruisce l'Armorum Faber ('C'); Narsete possiede il
    Textrinum ('A') e non può costruire la Vinaria ('D').

    Data la fase di costruzione degli edifici del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Giovanni  |
      | Praefectus Pretorio | Narsete   |
      | Comes Thesaurorum   | Eugenia   |
    E Giovanni ha 30 monete
    E Narsete ha 30 monete
    E Giovanni possiede la Cura
    E Narsete possiede il Textrinum
    E sul tabellone restano 2 copie di ciascuno di questi edifici:
      | Edificio      |
      | Armorum Faber |
      | Vinaria       |
    Quando Giovanni acquista l'Armorum Faber
    Allora Giovanni possiede l'Armorum Faber
    E Giovanni ha 16 monete
    Quando Giovanni termina il proprio turno
    E Narsete acquista la Vinaria
    Allora l'azione è rifiutata dalla regola build.licence
    E non è cambiato nulla

  @it-faq-06 @faq @build.licence-skip
  Scenario: Esauriti tutti gli Edifici di licenza 'B', chi ha solo licenze 'A' costruisce direttamente quelli di licenza 'C' (it:631-633)
    "Non posso più costruire Edifici di Produzione?" "Assolutamente no": la risposta nega il
    divieto, quindi l'acquisto è consentito.

    Data la fase di costruzione degli edifici del turno 4
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Comes Thesaurorum   | Narsete   |
    Ed Eugenia ha 30 monete
    Ed Eugenia possiede il Textrinum
    E sul tabellone restano 0 copie di ciascuno di questi edifici:
      | Edificio          |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
      | Metallum          |
    E sul tabellone restano 2 copie di Armorum Faber
    Quando Eugenia acquista l'Armorum Faber
    Allora Eugenia possiede l'Armorum Faber
    Ed Eugenia ha 16 monete
    Ed Eugenia è al livello di produzione 3

  @rule @build.licence-skip @build.licence
  Scenario: La licenza si salta solo quando tutti i suoi Edifici sono esauriti (it:633)
    Eugenia e Giovanni hanno solo l'Ager; resta una Cura ('B').  Finché c'è, Eugenia non salta la
    licenza 'B'; quando l'ha acquistata lei, Giovanni può farlo.

    Data la fase di costruzione degli edifici del turno 4
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Comes Thesaurorum   | Narsete   |
    Ed Eugenia ha 30 monete
    E Giovanni ha 30 monete
    Ed Eugenia possiede solo l'Ager
    E Giovanni possiede solo l'Ager
    E sul tabellone restano 0 copie di ciascuno di questi edifici:
      | Edificio          |
      | Lignarii Officina |
      | Figulina          |
      | Metallum          |
    E sul tabellone resta 1 copia di Cura
    E sul tabellone restano 2 copie di Armorum Faber
    Quando Eugenia acquista l'Armorum Faber
    Allora l'azione è rifiutata dalla regola build.licence
    E non è cambiato nulla
    Quando Eugenia acquista la Cura
    Ed Eugenia termina il proprio turno
    E Giovanni acquista l'Armorum Faber
    Allora Giovanni possiede l'Armorum Faber
    E Giovanni ha 16 monete
    Ed Eugenia possiede la Cura
    Ed Eugenia ha 14 monete

  @rule @build.production-level
  Scenario: Ogni Edificio di Produzione acquistato fa avanzare di una casella il Livello di Produzione (it:337)
    Data la fase di costruzione degli edifici del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Comes Thesaurorum   | Narsete   |
    Ed Eugenia ha 40 monete
    Ed Eugenia possiede il Textrinum
    E sul tabellone restano 2 copie di Metallum
    E sul tabellone restano 2 copie di Caupona
    Allora Eugenia è al livello di produzione 2
    Quando Eugenia acquista il Metallum
    Allora Eugenia è al livello di produzione 3
    # Un Edificio Commerciale non è un Edificio di Produzione.
    Quando Eugenia acquista la Caupona
    Allora Eugenia è al livello di produzione 3
    Ed Eugenia ha 11 monete

  @rule @build.public-dearest @build.public-fp
  Scenario: Dell'Edificio Pubblico si acquista il più costoso a parità di PF, e i PF si guadagnano subito (it:195, it:337, it:569-581)
    # La tabella degli Edifici Pubblici intitola la colonna "PF a fine partita" (it:569), ma la
    # regola dice "Una volta acquistato un Edificio Pubblico il giocatore guadagna immediatamente
    # i Punti Fama relativi" (it:337): lo scenario segue la regola.
    Data la fase di costruzione degli edifici del turno 5
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Comes Thesaurorum   | Narsete   |
    Ed Eugenia ha 40 monete
    Ed Eugenia ha 20 PF
    E Giovanni ha 45 monete
    E Giovanni ha 18 PF
    E sul tabellone resta 1 copia di ciascuno di questi edifici:
      | Edificio                 |
      | Hippodromus da 21 monete |
      | Domus Regia da 24 monete |
      | Hippodromus da 32 monete |
      | Domus Regia da 36 monete |
      | Hippodromus da 45 monete |
      | Domus Regia da 50 monete |
      | Hippodromus da 60 monete |
      | Domus Regia da 66 monete |
    Quando Eugenia acquista un Edificio Pubblico da 5 PF
    Allora l'azione è rifiutata dalla regola gold.cannot-afford
    E non è cambiato nulla
    Quando Eugenia acquista l'Hippodromus da 21 monete
    Allora l'azione è rifiutata dalla regola build.public-dearest
    E non è cambiato nulla
    Quando Eugenia acquista un Edificio Pubblico da 3 PF
    Allora Eugenia possiede la Domus Regia da 24 monete
    Ed Eugenia ha 16 monete
    Ed Eugenia ha 23 PF
    Quando Eugenia termina il proprio turno
    # Il 5 PF da 45 monete non si acquista finché c'è quello da 50.
    E Giovanni acquista l'Hippodromus da 45 monete
    Allora l'azione è rifiutata dalla regola build.public-dearest
    E non è cambiato nulla
    Quando Giovanni acquista un Edificio Pubblico da 3 PF
    Allora Giovanni possiede l'Hippodromus da 21 monete
    E Giovanni ha 24 monete
    E Giovanni ha 21 PF

  @rule @build.redemptor
  Scenario: Redemptor: una volta per turno una Materia Prima scartata vale 5 monete di sconto, se si sanno produrre Materie Prime (it:563)
    Data la fase di costruzione degli edifici del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Comes Thesaurorum   | Narsete   |
    Ed Eugenia ha 30 monete
    E Giovanni ha 30 monete
    Ed Eugenia possiede questi edifici:
      | Edificio          |
      | Redemptor         |
      | Lignarii Officina |
    E Giovanni possiede il Redemptor
    E la Lignarii Officina produce 1 Materia Prima
    E l'Ager produce 2 Generi Alimentari
    Ed Eugenia ha 2 Materie Prime
    E Giovanni ha 1 Materia Prima
    E sul tabellone restano 2 copie di ciascuno di questi edifici:
      | Edificio  |
      | Metallum  |
      | Caupona   |
      | Pistrinum |
    Quando Eugenia acquista il Metallum usando il Redemptor
    Allora Eugenia possiede il Metallum
    # 20 - 5 = 15 monete, e una Materia Prima scartata
    Ed Eugenia ha 15 monete
    Ed Eugenia ha 1 Materia Prima
    Quando Eugenia acquista la Caupona usando il Redemptor
    Allora l'azione è rifiutata dalla regola build.redemptor
    E non è cambiato nulla
    Quando Eugenia acquista la Caupona
    Allora Eugenia ha 6 monete
    Quando Eugenia termina il proprio turno
    # Giovanni ha una Materia Prima ma nessun Edificio di Produzione che ne produca.
    E Giovanni acquista il Pistrinum usando il Redemptor
    Allora l'azione è rifiutata dalla regola build.redemptor
    E non è cambiato nulla
