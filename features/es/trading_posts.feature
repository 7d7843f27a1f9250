# language: es
@topic-trading-posts
Característica: Compra y uso de Establecimientos Comerciales (es:883-902, es:913-917)
  En cualquier momento de la fase de aceptación de Contratos un jugador puede comprar un
  Establecimiento Comercial por 3, 4, 5 ó 6 piezas de Oro, según sea el primero, segundo,
  tercero o cuarto; sólo uno por ronda, y puede usarse inmediatamente (es:884-889).  Al
  comprarlo puede robar inmediatamente una carta de Contrato adicional (es:895).  Un
  Establecimiento Comercial sin usar guarda un Contrato, que no se descarta al final de la fase;
  un Contrato guardado puede liberarse, y el Establecimiento guarda entonces otro (es:895-902,
  es:913-917).  Cada jugador tiene 4 Establecimientos Comerciales (es:166-168).

  El título de la sección dice "Compra/Venta de Establecimientos Comerciales" (es:883); el texto
  sólo trata de comprarlos y usarlos (la referencia de es:756 dice "Compra/Uso"), y ningún
  escenario vende uno.

  Antecedentes:
    Dadas las cartas de Contrato de esta partida:
      | Contrato | Bienes | Tipo                | Oro | PF | Pequeño | Mediano | Grande |
      | k1       | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
      | k2       | 1      | Bienes de Consumo   | 5   | 1  | 1       | 1       | 2      |
      | k3       | 2      | Bienes Industriales | 12  | 1  | 1       | 2       | 2      |
      | k4       | 1      | Bienes de Lujo      | 10  | 1  | 1       | 2       | 2      |

  @rule @tradingpost.price
  Escenario: El primer, segundo, tercer y cuarto Establecimiento Comercial cuestan 3, 4, 5 y 6 piezas de Oro (es:884-886)
    Dados los jugadores Greg, Jen, Kay y Lea
    Y la fase de aceptación de Contratos de la ronda 4
    Y Greg tiene 10 piezas de Oro
    Y Jen tiene 10 piezas de Oro
    Y Kay tiene 10 piezas de Oro
    Y Lea tiene 10 piezas de Oro
    Y Greg ha comprado 0 Establecimientos Comerciales
    Y Jen ha comprado un Establecimiento Comercial
    Y Kay ha comprado 2 Establecimientos Comerciales
    Y Lea ha comprado 3 Establecimientos Comerciales
    Cuando Greg compra un Establecimiento Comercial
    Y Jen compra un Establecimiento Comercial
    Y Kay compra un Establecimiento Comercial
    Y Lea compra un Establecimiento Comercial
    Entonces Greg tiene 7 piezas de Oro
    Y Jen tiene 6 piezas de Oro
    Y Kay tiene 5 piezas de Oro
    Y Lea tiene 4 piezas de Oro
    Y Greg ha comprado un Establecimiento Comercial
    Y Jen ha comprado 2 Establecimientos Comerciales
    Y Kay ha comprado 3 Establecimientos Comerciales
    Y Lea ha comprado 4 Establecimientos Comerciales

  @rule @tradingpost.price
  Escenario: Cada jugador tiene 4 Establecimientos Comerciales; no se compra un quinto (es:166-168, es:884-886)
    Dados los jugadores Greg y Jen
    Y la fase de aceptación de Contratos de la ronda 6
    Y Greg tiene 20 piezas de Oro
    Y Greg ha comprado 4 Establecimientos Comerciales
    Cuando Greg compra un Establecimiento Comercial
    Entonces la acción es rechazada por la regla tradingpost.price
    Y nada ha cambiado

  @rule @tradingpost.one-per-round
  Escenario: Cada jugador puede comprar sólo un Establecimiento Comercial por ronda (es:888-889)
    Dados los jugadores Greg y Jen
    Y la fase de aceptación de Contratos de la ronda 2
    Y Greg tiene 20 piezas de Oro
    Y Greg ha comprado 0 Establecimientos Comerciales
    Cuando Greg compra un Establecimiento Comercial
    Entonces Greg tiene 17 piezas de Oro
    Y Greg ha comprado un Establecimiento Comercial
    Cuando Greg compra un Establecimiento Comercial
    Entonces la acción es rechazada por la regla tradingpost.one-per-round
    Y nada ha cambiado

  @rule @tradingpost.extra-draw
  Escenario: Al comprar un Establecimiento Comercial se puede robar inmediatamente una carta de Contrato adicional (es:895)
    Dados los jugadores Greg y Jen
    Y la fase de aceptación de Contratos de la ronda 2
    Y el mazo de Contratos tiene k1 k2 desde arriba
    Y Greg tiene 10 piezas de Oro
    Y Jen tiene 10 piezas de Oro
    Y Greg tiene las cartas de Contrato k3
    Y Jen tiene las cartas de Contrato k4
    Cuando Greg compra un Establecimiento Comercial y roba una carta de Contrato
    Entonces Greg tiene 7 piezas de Oro
    Y Greg tiene las cartas de Contrato k3 k1
    # "puede robar": Jen no roba
    Cuando Jen compra un Establecimiento Comercial
    Entonces Jen tiene 7 piezas de Oro
    Y Jen tiene las cartas de Contrato k4
    Y el mazo de Contratos tiene una carta

  @rule @tradingpost.save
  Escenario: Los Establecimientos Comerciales guardan Contratos, y un Contrato liberado se carga mientras su Establecimiento guarda otro (es:889, es:895-902, es:913-917)
    Greg compra su primer Establecimiento Comercial y lo usa inmediatamente (es:889).  El Contrato
    k3 no se carga ni se guarda, así que se descarta al final de la fase (es:890).

    Dados los jugadores Greg y Jen
    Y la fase de aceptación de Contratos de la ronda 2
    Y Greg tiene 10 piezas de Oro
    Y Greg ha comprado 0 Establecimientos Comerciales
    Y Greg posee el Barco Pequeño s1
    Y Greg tiene 1 contador de Bienes Alimentarios
    Y Greg tiene las cartas de Contrato k1 k2 k3
    Cuando Greg guarda el Contrato k1
    Entonces la acción es rechazada por la regla tradingpost.save
    Y nada ha cambiado
    Cuando Greg compra un Establecimiento Comercial
    Y Greg guarda el Contrato k1
    Entonces Greg ha guardado los Contratos k1
    Y Greg tiene las cartas de Contrato k2 k3
    Y Greg tiene 0 Establecimientos Comerciales sin usar
    Cuando Greg guarda el Contrato k2
    Entonces la acción es rechazada por la regla tradingpost.save
    Y nada ha cambiado
    Cuando Greg libera el Contrato k1
    Entonces Greg tiene un Establecimiento Comercial sin usar
    Y Greg tiene las cartas de Contrato k2 k3 k1
    Cuando Greg guarda el Contrato k2
    Y Greg carga el Contrato k1 en el Barco s1
    Entonces Greg ha guardado los Contratos k2
    Y el Barco s1 de Greg lleva los Contratos k1
    Cuando Greg termina la fase
    Y Jen termina la fase
    Entonces ha comenzado la fase de donación de Bienes
    Y Greg ha guardado los Contratos k2
    Y Greg tiene 0 cartas de Contrato
    Y los Contratos k3 están en la pila de descartes
