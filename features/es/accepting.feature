# language: es
@topic-accepting
Característica: Fase de aceptación de Contratos (es:779-812, es:829-836, es:890, es:921-929, es:951-954)
  Los jugadores cargan los Contratos que aceptan en Barcos que no estén en el mar; los demás se
  descartan al final de la fase, salvo los guardados con Establecimientos Comerciales (es:890).
  El Consul y el Praefectus Urbi, si no han usado sus habilidades en la fase de construcción de
  Edificios, pueden descartar hasta 2 cartas de Contrato y robar el mismo número (es:785-788).
  Los Barcos cuestan 6, 9 y 12 piezas de Oro (es:393-397), uno por ronda (es:951-952); el
  primero en el orden de turnos tiene prioridad para el último Barco de un tipo (es:924-929), y
  un Barco se puede usar en cuanto se compra (es:953-954).

  Antecedentes:
    Dados los jugadores Greg, Jen y Kay
    Y la fase de aceptación de Contratos de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Urbi     | Jen     |
      | Consul              | Kay     |
    Y el Contrato K1 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Contrato K2 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Contrato K3 pide 1 contador de Bienes de Consumo y paga 6 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Contrato K4 pide 1 contador de Bienes de Consumo y paga 6 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Contrato K5 pide 1 contador de Bienes Industriales y paga 7 piezas de Oro y 1 PF, en 1/1/1 rondas

  # ------------------------------------------------------------- Contratos rechazados

  @rule @accept.discard-unloaded @tradingpost.save
  Escenario: Los Contratos que no se cargan ni se guardan se descartan al final de la fase (es:890)
    Dado Greg tiene las cartas de Contrato K1 K2 K3
    Y Greg ha comprado un Establecimiento Comercial
    Y Greg tiene 1 contador de Bienes Alimentarios
    Y Greg posee el Barco Pequeño S1
    Y Jen tiene las cartas de Contrato K4
    Y Kay ha terminado esta fase
    Cuando Greg carga el Contrato K1 en el Barco S1
    Y Greg guarda el Contrato K2
    Y Greg termina la fase
    Y Jen termina la fase
    Entonces ha comenzado la fase de donación de Bienes
    Y el Barco S1 de Greg lleva los Contratos K1
    Y Greg ha guardado los Contratos K2
    Y Greg tiene 0 cartas de Contrato
    Y Jen tiene 0 cartas de Contrato
    Y los Contratos K3 K4 están en la pila de descartes

  # ------------------------------------------------------------- Consul y Praefectus Urbi

  @rule @accept.swap @office.ability-once
  Escenario: El Consul que no ha usado su habilidad descarta 2 cartas de Contrato y roba 2, una vez (es:785-788, es:1235-1237)
    Dado Kay tiene las cartas de Contrato K1 K2 K3
    Y las próximas cartas de Contrato del mazo son K4 K5
    Cuando Kay descarta los Contratos K1 y K2 y roba dos nuevos
    Entonces Kay tiene las cartas de Contrato K3 K4 K5
    Y los Contratos K1 K2 están en la pila de descartes
    Cuando Kay descarta el Contrato K3 y roba uno nuevo
    Entonces la acción es rechazada por la regla office.ability-once
    Y nada ha cambiado

  @rule @accept.swap
  Escenario: El Praefectus Urbi que no ha construido un segmento de Muralla cambia un Contrato (es:785-788, es:1202-1204)
    Dado Jen tiene las cartas de Contrato K1 K2
    Y las próximas cartas de Contrato del mazo son K3
    Cuando Jen descarta el Contrato K1 y roba uno nuevo
    Entonces Jen tiene las cartas de Contrato K2 K3
    Y los Contratos K1 están en la pila de descartes

  @rule @accept.swap @office.ability-once
  Escenario: Un Consul que ha usado su derecho de preferencia de compra o un Praefectus Urbi que ha construido una Muralla no cambian Contratos (es:785-788)
    Dado Kay tiene las cartas de Contrato K1 K2
    Y Jen tiene las cartas de Contrato K3 K4
    Y el Consul ya ha usado su habilidad en esta ronda
    Y el Praefectus Urbi ya ha usado su habilidad en esta ronda
    Cuando Kay descarta el Contrato K1 y roba uno nuevo
    Entonces la acción es rechazada por la regla office.ability-once
    Y nada ha cambiado
    Cuando Jen descarta el Contrato K3 y roba uno nuevo
    Entonces la acción es rechazada por la regla office.ability-once
    Y nada ha cambiado

  @rule @accept.swap
  Escenario: El Consul puede cambiar Contratos después de haber cargado otro (es:782-788)
    El texto no pone momento a los descartes del Consul y del Praefectus Urbi dentro de la fase
    ("Si los jugadores que poseen los Cargos Públicos de Consul o de Praefectus Urbi no han usado
    sus habilidades especiales en la fase de construcción de Edificios, pueden descartar hasta 2
    cartas de Contrato y robar el mismo número de cartas del mazo"): Kay carga un Contrato y
    después descarta otro.

    Dado Kay tiene las cartas de Contrato K1 K2
    Y Kay tiene 1 contador de Bienes Alimentarios
    Y Kay posee el Barco Pequeño S9
    Y las próximas cartas de Contrato del mazo son K5
    Cuando Kay carga el Contrato K1 en el Barco S9
    Y Kay descarta el Contrato K2 y roba uno nuevo
    Entonces la acción se lleva a cabo
    Y Kay tiene las cartas de Contrato K5
    Y el Barco S9 de Kay lleva los Contratos K1
    Y los Contratos K2 están en la pila de descartes

  @rule @accept.swap
  Escenario: Se cambian 2 Contratos como máximo, y sólo el Consul o el Praefectus Urbi (es:785-788)
    Dado Kay tiene las cartas de Contrato K1 K2 K3
    Y Greg tiene las cartas de Contrato K4 K5
    Cuando Kay descarta los Contratos K1, K2 y K3 y roba tres nuevos
    Entonces la acción es rechazada por la regla accept.swap
    Y nada ha cambiado
    Cuando Greg descarta el Contrato K4 y roba uno nuevo
    Entonces la acción es rechazada por la regla accept.swap
    Y nada ha cambiado

  # ------------------------------------------------------------- compra de Barcos

  @rule @ships.buy
  Escenario: Los Barcos cuestan 6, 9 y 12 piezas de Oro, y cada jugador compra un Barco por ronda (es:393-397, es:951-952)
    Dado el suministro tiene 3 Barcos Pequeños
    Y el suministro tiene 3 Barcos Medianos
    Y el suministro tiene 3 Barcos Grandes
    Y Greg tiene 30 piezas de Oro
    Y Jen tiene 30 piezas de Oro
    Y Kay tiene 30 piezas de Oro
    Cuando Greg compra un Barco Pequeño
    Y Jen compra un Barco Mediano
    Y Kay compra un Barco Grande
    Entonces Greg tiene 24 piezas de Oro
    Y Jen tiene 21 piezas de Oro
    Y Kay tiene 18 piezas de Oro
    Y Greg posee 2 Barcos
    Y Jen posee un Barco Mediano
    Y Kay posee un Barco Grande
    Y al suministro le quedan 2 Barcos Pequeños
    Y al suministro le quedan 2 Barcos Medianos
    Y al suministro le quedan 2 Barcos Grandes
    Cuando Greg compra un Barco Mediano
    Entonces la acción es rechazada por la regla ships.buy
    Y nada ha cambiado

  @rule @wall.ship-discount
  Escenario: El propietario de la Muralla de Barcos paga 3 piezas de Oro menos por un Barco (es:577, es:1381-1383)
    Dado Greg posee la Muralla de Barcos
    Y el suministro tiene 3 Barcos Grandes
    Y Greg tiene 30 piezas de Oro
    Y Jen tiene 30 piezas de Oro
    Cuando Greg compra un Barco Grande
    Y Jen compra un Barco Grande
    Entonces Greg tiene 21 piezas de Oro
    Y Jen tiene 18 piezas de Oro
    Y Greg posee un Barco Grande
    Y Jen posee un Barco Grande

  @rule @ships.last-ship-priority
  Escenario: El jugador anterior en el orden de turnos puede reclamar el último Barco de un tipo que compra otro (es:924-929)
    El libro pide anunciar la compra y dar a los demás la oportunidad de responder; el motor
    pregunta a cada jugador anterior en el orden de turnos (Greg, Magister Officiorum, I) si
    reclama el último Barco antes de que lo reciba el posterior (Jen, Praefectus Urbi, IV).

    Dado el suministro tiene 1 Barco Grande
    Y Greg tiene 30 piezas de Oro
    Y Jen tiene 30 piezas de Oro
    Cuando Jen compra un Barco Grande
    Entonces Greg debe decidir si reclama el último Barco Grande
    Cuando Greg reclama el Barco
    Entonces Greg posee un Barco Grande
    Y Greg tiene 18 piezas de Oro
    Y Jen posee un único Barco
    Y Jen tiene 30 piezas de Oro
    Y al suministro le quedan 0 Barcos Grandes

  @rule @ships.last-ship-priority
  Escenario: Si el jugador anterior deja pasar el último Barco, lo compra el posterior (es:924-929)
    Dado el suministro tiene 1 Barco Grande
    Y Greg tiene 30 piezas de Oro
    Y Jen tiene 30 piezas de Oro
    Cuando Jen compra un Barco Grande
    Entonces Greg debe decidir si reclama el último Barco Grande
    Cuando Greg deja pasar el Barco
    Entonces Jen posee un Barco Grande
    Y Jen tiene 18 piezas de Oro
    Y Greg posee un único Barco
    Y Greg tiene 30 piezas de Oro
    Y al suministro le quedan 0 Barcos Grandes

  @rule @ships.last-ship-priority
  Escenario: El primero en el orden de turnos compra el último Barco sin esperar (es:927-929)
    Dado el suministro tiene 1 Barco Mediano
    Y Greg tiene 30 piezas de Oro
    Cuando Greg compra un Barco Mediano
    Entonces Greg posee un Barco Mediano
    Y Greg tiene 21 piezas de Oro
    Y al suministro le quedan 0 Barcos Medianos

  @rule @ships.buy
  Escenario: Un Barco se puede usar en cuanto se ha comprado (es:953-954)
    # Los Barcos del suministro se numeran medium-1, medium-2, ...; el que se entrega es medium-1.
    Dado el suministro tiene 2 Barcos Medianos
    Y Greg tiene 30 piezas de Oro
    Y Greg no tiene Barcos
    Y Greg tiene las cartas de Contrato K1 K3
    Y Greg tiene 1 contador de Bienes Alimentarios
    Y Greg tiene 1 contador de Bienes de Consumo
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg compra un Barco Mediano
    Y Greg carga el Contrato K1 en el Barco medium-1
    Y Greg carga el Contrato K3 en el Barco medium-1
    Y Greg termina la fase
    Entonces Greg tiene 21 piezas de Oro
    Y el Barco medium-1 de Greg lleva los Contratos K1 K3
    Y el Barco medium-1 de Greg está en la casilla de Travesía 1
