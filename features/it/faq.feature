# language: it
@topic-faq
Funzionalità: Note di Gioco: che cosa si vede e chi abbandona la partita (it:609-637)
  Il denaro dei giocatori non è pubblico, ciascuno è libero di mostrarlo o no (it:611-613); i
  Contratti pescati e non ancora caricati sono scoperti sul tavolo (it:615-617); quelli caricati
  sulle navi non sono più pubblici (it:619-621).  Ciascuna risposta si controlla nella vista di
  un giocatore.  La partita continua se uno o più giocatori abbandonano, purché ne restino
  almeno due (it:635-637).

  Contesto:
    Dati i giocatori Eugenia e Giovanni

  @it-faq-01 @faq @view.gold-hidden
  Scenario: Prima di fare un'offerta non si vedono le monete dell'avversario, se lui non le mostra (it:611-613)
    "Dipende. Il denaro posseduto dai giocatori non è pubblico": la vista di ogni giocatore
    mostra le sue monete e nasconde quelle degli altri; mostrarle è una libera scelta del
    giocatore, fuori dal gioco.

    Data la fase Cariche Pubbliche del turno 2
    Ed Eugenia riveste la carica di Magister Officiorum
    E Giovanni riveste la carica di Praefectus Urbi
    Ed Eugenia ha 10 monete
    E Giovanni ha 12 monete
    Allora è il turno di Eugenia
    Ed Eugenia non vede le monete di Giovanni
    Ed Eugenia vede le proprie 10 monete
    E Giovanni non vede le monete di Eugenia
    E Giovanni vede le proprie 12 monete

  @it-faq-02 @faq @view.hand-face-up
  Scenario: I Contratti pescati da un altro giocatore sono scoperti sul tavolo (it:615-617)
    # Eugenia, Magister Officiorum, pesca 1 + 3 Contratti; Giovanni, Praefectus Urbi, 1.
    Data la fase Nuovi Contratti del turno 2
    Ed Eugenia riveste la carica di Magister Officiorum
    E Giovanni riveste la carica di Praefectus Urbi
    Ed Eugenia possiede solo l'Ager
    E Giovanni possiede solo l'Ager
    E il Contratto K1 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K2 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K3 richiede 1 Bene di Consumo e paga 6 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K4 richiede 1 Bene di Consumo e paga 6 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K5 richiede 1 Materia Prima e paga 7 monete e 1 PF, con viaggi 1-1-1
    E le prossime carte Contratto pescate sono K1 K2 K3 K4 K5
    Allora è iniziata la fase di Accettazione dei Contratti
    E Giovanni vede i Contratti K1 K2 K3 K4 in mano a Eugenia
    Ed Eugenia vede i Contratti K5 in mano a Giovanni

  @it-faq-03 @faq @view.ship-contracts-hidden @view.hand-face-up
  Scenario: I Contratti caricati sulla Nave di un altro giocatore non sono più pubblici (it:619-621)
    Data la fase di Accettazione dei Contratti del turno 3
    E il Contratto K1 richiede 1 Genere Alimentare e paga 5 monete e 1 PF, con viaggi 1-1-1
    E il Contratto K2 richiede 1 Bene di Consumo e paga 6 monete e 1 PF, con viaggi 1-1-2
    E il Contratto K3 richiede 1 Bene di Consumo e paga 6 monete e 1 PF, con viaggi 1-1-1
    E la Magnus Dromo J1 di Eugenia è nello spazio Viaggio Lungo con i Contratti K1
    Ed Eugenia possiede la Parvus Dromo J2
    Ed Eugenia ha in mano i Contratti K2 K3
    Ed Eugenia ha 1 Bene di Consumo
    Allora Giovanni non vede i Contratti sulla nave J1 di Eugenia
    Ed Eugenia vede i Contratti K1 sulla nave J1 di Eugenia
    # "una volta accettati e caricati sulle Navi": non più scoperti davanti a Eugenia
    Quando Eugenia carica il Contratto K2 sulla nave J2
    Allora Giovanni non vede i Contratti sulla nave J2 di Eugenia
    Ed Eugenia vede i Contratti K2 sulla nave J2 di Eugenia
    E Giovanni vede i Contratti K3 in mano a Eugenia

  @it-faq-07 @faq @setup.building-supply @build.not-available
  Scenario: La partita continua con i giocatori rimasti; i beni di chi abbandona escono dal gioco e sul tabellone resta un edificio per tipo (it:635-637)
    Il motore non ha un'azione per abbandonare la partita, né un modo di togliere un giocatore da
    una partita in corso: lo scenario comincia dalla situazione che la Nota descrive "all'inizio
    del turno" dopo l'abbandono, e controlla ciò che il motore può controllare.  Narsete ha
    abbandonato nel turno 4 di una partita a tre (2 edifici per tipo sul tabellone, it:216);
    restano Eugenia e Giovanni, "almeno due".  Gli edifici, le navi e i segnalini di Narsete sono
    rimossi dal gioco: il suo Metallum non torna sul tabellone, dove i due Metallum sono stati
    acquistati da Eugenia e da Narsete, e nessuno può comprarlo.  Poi si rimuovono gli edifici in
    eccesso: a 2 giocatori ne resta "uno solo" per tipo.  Delle 2 Caupona, che nessuno ha
    acquistato, ne resta 1: è la dotazione del motore per 2 giocatori, che qui si controlla.  Del
    Textrinum (2, meno quello di Giovanni) ne resta 1, e così della Lignarii Officina: questi
    numeri sono fissati nella situazione, perché il motore, preparando una partita a 2, toglierebbe
    il Textrinum di Giovanni dalla dotazione di 2 giocatori e non ne lascerebbe nessuno.  Che
    servano almeno due giocatori non si può scrivere come azione rifiutata: il motore rifiuta di
    preparare una partita con un solo giocatore (setup.player-count) con un errore di
    preparazione, prima di ogni passo, e i passi non hanno modo di controllarlo.

    Data la fase Cariche Pubbliche del turno 5
    Ed Eugenia riveste la carica di Magister Officiorum
    E Giovanni riveste la carica di Praefectus Urbi
    E l'Ager produce 2 Generi Alimentari
    E il Metallum produce 2 Materie Prime
    E il Textrinum produce 1 Bene di Consumo
    Ed Eugenia possiede il Metallum
    E Giovanni possiede il Textrinum
    Ed Eugenia ha 30 monete
    E Giovanni ha 30 monete
    E sul tabellone restano 0 copie di Metallum
    E sul tabellone resta 1 copia di Textrinum
    E sul tabellone resta 1 copia di Lignarii Officina
    # A 2 giocatori "uno solo" per tipo: delle Caupona, che nessuno ha acquistato, ne resta una.
    Allora sul tabellone resta 1 copia di Caupona
    # La partita prosegue con due giocatori.
    Quando Eugenia mantiene la propria Carica Pubblica
    E Giovanni mantiene la propria Carica Pubblica
    Allora è iniziata la fase di costruzione degli edifici
    Ed è il turno di Eugenia
    Quando Eugenia acquista la Caupona
    Allora Eugenia possiede la Caupona
    Ed Eugenia ha 21 monete
    E sul tabellone non resta alcuna copia di Caupona
    Quando Eugenia termina il proprio turno
    # Il Metallum di Narsete è uscito dal gioco "senza possibilità di acquisto".
    E Giovanni acquista il Metallum
    Allora l'azione è rifiutata dalla regola build.not-available
    E non è cambiato nulla
    # Delle due Caupona ne era rimasta una sola, e Eugenia l'ha acquistata.
    Quando Giovanni acquista la Caupona
    Allora l'azione è rifiutata dalla regola build.not-available
    E non è cambiato nulla
    Quando Giovanni acquista la Lignarii Officina
    Allora Giovanni possiede la Lignarii Officina
    E Giovanni ha 18 monete

  @it-faq-07 @faq @setup.building-supply @build.not-available
  Scenario: Se da cinque si scende a tre giocatori, sul tabellone restano al massimo due edifici per tipo (it:635-637)
    Come sopra, lo scenario comincia dal turno dopo l'abbandono.  A 5 giocatori erano sul tabellone
    tutti gli edifici (it:218): le 3 Caupona (18 Edifici Commerciali, it:56, di sei nomi,
    it:550-556).  Due giocatori abbandonano; restano Eugenia, Giovanni e Narsete, e si tolgono gli
    edifici in eccesso "lasciandone al massimo due per ogni tipo se si scende a 3 o 4 giocatori":
    nessuno ha acquistato una Caupona, e ne restano 2, la dotazione del motore per 3 giocatori.

    Dati i giocatori Eugenia, Giovanni e Narsete
    E la fase di costruzione degli edifici del turno 5
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Comes Thesaurorum   | Narsete   |
    Ed Eugenia ha 30 monete
    E Giovanni ha 30 monete
    E Narsete ha 30 monete
    Allora sul tabellone restano 2 copie di Caupona
    Quando Eugenia acquista la Caupona
    Ed Eugenia termina il proprio turno
    E Giovanni acquista la Caupona
    E Giovanni termina il proprio turno
    E Narsete acquista la Caupona
    Allora l'azione è rifiutata dalla regola build.not-available
    E non è cambiato nulla
    E Narsete ha 30 monete
