# language: es
@topic-faq
Característica: Preguntas frecuentes sobre lo que ven los jugadores (es:1313, es:1319-1321, es:1327, es:1338, es:1363-1367)
  Cada jugador puede mostrar u ocultar su Oro (es:1320-1321); los Contratos que no se han
  cargado en un Barco están boca arriba frente a cada jugador (es:1363-1364); los Contratos
  cargados en los Barcos de otro jugador no se pueden mirar (es:1365-1367).  Cada respuesta se
  comprueba en la vista que recibe un jugador.

  Antecedentes:
    Dados los jugadores Greg y Jen

  @es-faq-01 @faq @view.gold-hidden
  Escenario: Antes de pujar, un jugador no ve cuánto Oro tienen los demás (es:1319-1321)
    Dada la fase de subasta de Cargos Públicos de la ronda 2
    Y Greg ocupa el Cargo de Magister Officiorum
    Y Jen ocupa el Cargo de Praefectus Urbi
    Y Greg tiene 10 piezas de Oro
    Y Jen tiene 12 piezas de Oro
    Entonces es el turno de Greg
    # "R: No, a menos que los jugadores te den esa información de forma voluntaria."
    Y Greg ve oculto el Oro de Jen
    Y Greg ve sus propias 10 piezas de Oro
    Y Jen ve oculto el Oro de Greg
    Y Jen ve sus propias 12 piezas de Oro

  @es-faq-02 @faq @view.hand-face-up
  Escenario: Las cartas de Contrato que ha robado otro jugador están boca arriba (es:1327, es:1363-1364)
    # Jen, Magister Officiorum, roba 1 + 3 cartas de Contrato; Greg, Praefectus Urbi, roba 1.
    Dada la fase de robo de Contratos de la ronda 2
    Y Jen ocupa el Cargo de Magister Officiorum
    Y Greg ocupa el Cargo de Praefectus Urbi
    Y el Contrato K1 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Contrato K2 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Contrato K3 pide 1 contador de Bienes de Consumo y paga 6 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Contrato K4 pide 1 contador de Bienes de Consumo y paga 6 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Contrato K5 pide 1 contador de Bienes Industriales y paga 7 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y las próximas cartas de Contrato del mazo son K1 K2 K3 K4 K5
    Entonces ha comenzado la fase de aceptación de Contratos
    # "R: Sí. Mientras no hayan sido cargadas en un Barco, las cartas de Contrato se sitúan boca
    # arriba frente a cada jugador."
    Y Greg ve las cartas de Contrato K1 K2 K3 K4 de Jen
    Y Jen ve las cartas de Contrato K5 de Greg

  @es-faq-03 @faq @view.ship-contracts-hidden @view.hand-face-up
  Escenario: Los Contratos cargados en el Barco de otro jugador están ocultos (es:1338, es:1365-1367)
    Dada la fase de aceptación de Contratos de la ronda 3
    Y el Contrato K1 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Contrato K2 pide 1 contador de Bienes de Consumo y paga 6 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato K3 pide 1 contador de Bienes de Consumo y paga 6 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Barco Grande J1 de Jen está en la casilla de Travesía 2 con los Contratos K1
    Y Jen posee el Barco Pequeño J2
    Y Jen tiene las cartas de Contrato K2 K3
    Y Jen tiene 1 contador de Bienes de Consumo
    # "R: No."
    Entonces Greg ve ocultos los Contratos del Barco J1 de Jen
    Y Jen ve los Contratos K1 en el Barco J1 de Jen
    # cargado en esta fase: ya no está boca arriba frente a Jen
    Cuando Jen carga el Contrato K2 en el Barco J2
    Entonces Greg ve ocultos los Contratos del Barco J2 de Jen
    Y Jen ve los Contratos K2 en el Barco J2 de Jen
    Y Greg ve las cartas de Contrato K3 de Jen
