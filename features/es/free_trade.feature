# language: es
@topic-free-trade
Característica: Regla opcional: Comercio Libre (es:1273-1278, es:1305-1312)
  Si todos los jugadores están de acuerdo, durante la fase de aceptación de Contratos pueden
  intercambiar libremente cualquier cantidad de Contratos, Bienes y Oro; los objetos
  intercambiados no tienen que ser del mismo tipo (es:1277-1278, es:1305-1308).  Sin la regla
  opcional no hay tales intercambios.

  Antecedentes:
    Dados los jugadores Jen y Kay
    Y la fase de aceptación de Contratos de la ronda 3
    Y el Contrato K1 pide 1 contador de Bienes de Consumo y paga 6 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y Kay tiene las cartas de Contrato K1
    Y Jen tiene 1 contador de Bienes de Consumo
    Y Jen tiene 10 piezas de Oro
    Y Kay tiene 10 piezas de Oro

  @es-ex-23 @example @freetrade.trade
  Escenario: Kay da a Jen un Contrato a cambio de un contador de Bienes de Consumo y una pieza de Oro (es:1309-1312)
    La primera oferta de Jen (el contador de Bienes de Consumo solo) es sólo una conversación:
    "La oferta no satisface a Kay", y no pasa nada; el intercambio que acuerdan ("Jen acepta, y
    el intercambio se lleva a cabo") se hace de una vez.

    Dada la regla opcional de Comercio Libre en juego
    Cuando Jen da a Kay 1 cubo azul y una pieza de Oro a cambio del Contrato K1
    Entonces la acción se lleva a cabo
    Y Jen tiene las cartas de Contrato K1
    Y Kay tiene 0 cartas de Contrato
    Y Jen tiene 0 contadores de Bienes de Consumo
    Y Jen tiene 9 piezas de Oro
    Y Kay tiene 1 contador de Bienes de Consumo
    Y Kay tiene 11 piezas de Oro

  @rule @freetrade.disabled
  Escenario: Sin la regla opcional los jugadores no intercambian (es:1277-1278)
    Cuando Jen da a Kay 1 contador de Bienes de Consumo y una pieza de Oro a cambio del Contrato K1
    Entonces la acción es rechazada por la regla freetrade.disabled
    Y nada ha cambiado
