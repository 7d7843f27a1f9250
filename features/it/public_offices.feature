# language: it
@topic-public-offices
Funzionalità: Le Cariche Pubbliche in dettaglio (it:474-512)
  Il MAGISTER OFFICIORUM riceve 3 carte Contratto aggiuntive nella fase Nuovi Contratti
  (it:478); non appena l'assegnazione delle cariche è definitiva il PRAEFECTUS PRETORIO riceve
  un Bene di Produzione a sua scelta fra quelli che è in grado di produrre e il COMES
  THESAURORUM 4 monete (it:275, it:482-488).  Il PRAEFECTUS URBI costruisce un segmento di
  Mura OPPURE scarta fino a due Contratti e ne ripesca altrettanti (it:490-498); il CONSUL
  esercita il diritto di prelazione OPPURE scarta e ripesca fino a due Contratti (it:500-508);
  questi bonus si usano una sola volta per turno (it:510-512).

  Contesto:
    Dati i giocatori Eugenia, Giovanni e Narsete
    E queste carte Contratto:
      | Contratto | Beni | Bene              | Monete | PF | Piccola | Media | Grande |
      | k01       | 1    | Genere Alimentare | 4      | 1  | 1       | 1     | 1      |
      | k02       | 1    | Genere Alimentare | 5      | 1  | 1       | 1     | 2      |
      | k03       | 1    | Bene di Consumo   | 5      | 1  | 1       | 1     | 2      |
      | k04       | 2    | Beni di Consumo   | 9      | 1  | 1       | 2     | 2      |
      | k05       | 1    | Materia Prima     | 6      | 1  | 1       | 1     | 2      |
      | k06       | 2    | Materie Prime     | 12     | 1  | 1       | 1     | 2      |
      | k07       | 1    | Armamento         | 8      | 1  | 1       | 1     | 2      |
      | k08       | 1    | Bene di Lusso     | 10     | 1  | 1       | 2     | 2      |
      | k09       | 2    | Generi Alimentari | 8      | 1  | 1       | 1     | 1      |
      | k10       | 1    | Bene di Consumo   | 6      | 1  | 1       | 2     | 2      |

  @rule @office.magister-officiorum-draw
  Scenario: Il Magister Officiorum riceve 3 carte Contratto aggiuntive (it:478, it:359)
    Nessuno ha Uffici Mercantili né il segmento di Mura (carta Contratto aggiuntiva): ciascuno
    pesca, in ordine di gioco, quanto gli spetta; un giocatore con il solo Ager (livello 1) pesca
    1 carta, uno con due Edifici di Produzione (livello 2) 2 carte.  La Tabella Livello di
    Produzione è stampata sul tabellone (it:357) e il testo non la riporta: qui si usano solo i
    livelli 1 e 2.

    Data la fase Nuovi Contratti del turno 2
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Comes Thesaurorum   | Narsete   |
    Ed Eugenia possiede solo l'Ager
    E Giovanni possiede il Textrinum
    E Narsete possiede solo l'Ager
    E il mazzo dei Contratti contiene dall'alto k01 k02 k03 k04 k05 k06 k07
    # Eugenia: 1 carta per il livello 1, più 3 come Magister Officiorum.
    Allora Eugenia è al livello di produzione 1
    Ed Eugenia ha in mano i Contratti k01 k02 k03 k04
    # Giovanni: Ager e Textrinum, livello 2.
    E Giovanni è al livello di produzione 2
    E Giovanni ha in mano i Contratti k05 k06
    E Narsete ha in mano i Contratti k07
    Ed è iniziata la fase di Accettazione dei Contratti

  @rule @office.praefectus-pretorio-good @office.comes-thesaurorum-gold
  Scenario: A cariche definitive il Praefectus Pretorio sceglie un bene che sa produrre e il Comes Thesaurorum riceve 4 monete (it:275, it:482-488)
    Giovanni, Praefectus Pretorio, sa produrre Generi Alimentari (Ager) e Materie Prime
    (Metallum): sceglie fra questi due, non un Bene di Lusso.

    Data la fase Cariche Pubbliche del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Comes Thesaurorum   | Narsete   |
    Ed Eugenia ha 30 monete
    E Giovanni ha 30 monete
    E Narsete ha 30 monete
    E Giovanni possiede il Metallum
    E Giovanni non ha Beni di Produzione
    E l'Ager produce 2 Generi Alimentari
    E il Metallum produce 2 Materie Prime
    Quando Eugenia mantiene la propria Carica Pubblica
    E Giovanni mantiene la propria Carica Pubblica
    E Narsete mantiene la propria Carica Pubblica
    Allora Giovanni deve scegliere il Bene di Produzione del Praefectus Pretorio
    E Narsete ha 34 monete
    Ed Eugenia ha 30 monete
    E Giovanni ha 30 monete
    Quando Giovanni prende 1 Bene di Lusso come Praefectus Pretorio
    Allora l'azione è rifiutata dalla regola office.praefectus-pretorio-good
    E non è cambiato nulla
    Quando Giovanni prende 1 Materia Prima come Praefectus Pretorio
    Allora è iniziata la fase di costruzione degli edifici
    # 1 Materia Prima dalla carica e 2 dal Metallum, 2 Generi Alimentari dall'Ager (it:321).
    E Giovanni ha 3 Materie Prime
    E Giovanni ha 2 Generi Alimentari
    E Giovanni ha 0 Beni di Lusso

  @rule @office.ability-once @build.walls-praefectus-urbi
  Scenario: Il Praefectus Urbi che ha costruito un segmento di Mura non scarta Contratti (it:363, it:490-498, it:512)
    Data la fase di costruzione degli edifici del turno 2
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Pretorio | Giovanni  |
      | Praefectus Urbi     | Narsete   |
    Ed è il turno di Narsete
    E Narsete ha 20 monete
    Ed Eugenia possiede solo l'Ager
    E Giovanni possiede solo l'Ager
    E Narsete possiede solo l'Ager
    E il mazzo dei Contratti contiene dall'alto k01 k02 k03 k04 k05 k06 k07 k08
    Quando Narsete acquista il segmento di Mura (scambio di beni)
    Allora Narsete possiede il segmento di Mura (scambio di beni)
    E Narsete ha 10 monete
    E il Praefectus Urbi ha usato la sua abilità in questo turno
    Quando Narsete termina il proprio turno
    # Eugenia pesca 1 + 3 (Magister Officiorum), Giovanni 1, Narsete 1.
    Allora è iniziata la fase di Accettazione dei Contratti
    E Narsete ha in mano i Contratti k06
    Quando Narsete scarta il Contratto k06 e ne ripesca uno
    Allora l'azione è rifiutata dalla regola office.ability-once
    E non è cambiato nulla

  @rule @office.ability-once @consul.preempt
  Scenario: Il Consul che ha esercitato il diritto di prelazione non scarta Contratti (it:363, it:500-508, it:512)
    Data la fase di costruzione degli edifici del turno 3
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Narsete   |
      | Praefectus Pretorio | Giovanni  |
      | Consul              | Eugenia   |
    E Narsete ha 30 monete
    Ed Eugenia ha 25 monete
    E Narsete possiede solo l'Ager
    E Giovanni possiede solo l'Ager
    Ed Eugenia possiede solo l'Ager
    E sul tabellone restano 2 copie di Metallum
    E il mazzo dei Contratti contiene dall'alto k01 k02 k03 k04 k05 k06 k07 k08 k09
    Quando Narsete acquista il Metallum
    Ed Eugenia esercita il diritto di prelazione
    Allora Eugenia ha 5 monete
    E il Consul ha usato la sua abilità in questo turno
    Quando Narsete termina il proprio turno
    E Giovanni termina il proprio turno
    Ed Eugenia termina il proprio turno
    # Narsete pesca 1 + 3 (Magister Officiorum), Giovanni 1, Eugenia 2 (Ager e Metallum).
    Allora è iniziata la fase di Accettazione dei Contratti
    Ed Eugenia ha in mano i Contratti k06 k07
    Quando Eugenia scarta il Contratto k06 e ne ripesca uno
    Allora l'azione è rifiutata dalla regola office.ability-once
    E non è cambiato nulla

  @rule @office.ability-once @accept.swap
  Scenario: Praefectus Urbi e Consul che non hanno usato l'abilità scartano fino a due Contratti e ne ripescano altrettanti, una volta (it:363-365, it:498, it:508, it:512)
    Data la fase di Accettazione dei Contratti del turno 2
    E le Cariche Pubbliche sono assegnate così:
      | Carica              | Giocatore |
      | Magister Officiorum | Eugenia   |
      | Praefectus Urbi     | Giovanni  |
      | Consul              | Narsete   |
    Ed Eugenia ha in mano i Contratti k10
    E Giovanni ha in mano i Contratti k01 k02 k03
    E Narsete ha in mano i Contratti k04 k05 k06
    E il mazzo dei Contratti contiene dall'alto k07 k08 k09
    Allora il Praefectus Urbi non ha usato la sua abilità in questo turno
    E il Consul non ha usato la sua abilità in questo turno
    Quando Giovanni scarta i Contratti k01 e k02 e ne ripesca due
    Allora Giovanni ha in mano i Contratti k03 k07 k08
    E i Contratti k01 k02 sono nella pila degli scarti
    E il Praefectus Urbi ha usato la sua abilità in questo turno
    Quando Giovanni scarta il Contratto k03 e ne ripesca uno
    Allora l'azione è rifiutata dalla regola office.ability-once
    E non è cambiato nulla
    # "fino a due" Contratti
    Quando Narsete scarta i Contratti k04, k05 e k06 e ne ripesca tre
    Allora l'azione è rifiutata dalla regola accept.swap
    E non è cambiato nulla
    Quando Narsete scarta il Contratto k04 e ne ripesca uno
    Allora Narsete ha in mano i Contratti k05 k06 k09
    E il Consul ha usato la sua abilità in questo turno
    # Solo queste due cariche hanno questa abilità.
    Quando Eugenia scarta il Contratto k10 e ne ripesca uno
    Allora l'azione è rifiutata dalla regola accept.swap
    E non è cambiato nulla
