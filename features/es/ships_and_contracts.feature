# language: es
@topic-ships-and-contracts
Característica: Barcos, cartas de Contrato y la fase de movimiento de Barcos/cumplimiento de Contratos (es:337-347, es:364-421, es:438-498, es:794-855, es:878-912, es:918-919)
  Hay Barcos de tres tamaños (es:364-386): el Pequeño lleva hasta 2 contadores de Bienes y
  ningún Pasajero, el Mediano 4 contadores o 3 y un Pasajero, el Grande 8, de los que hasta 3
  pueden ser Pasajeros.  Un Contrato pide 1 ó 2 contadores de Bienes o un Pasajero (es:440-442)
  e indica la duración de la Travesía para cada tamaño de Barco (es:406-416).  Los Contratos se
  cargan en Barcos que no estén en el mar durante la fase de aceptación de Contratos; un Barco va
  a la casilla de Travesía Larga (2) si alguno de sus Contratos requiere dos rondas, y una
  Travesía Larga da 1 PF inmediatamente, 2 PF con un Barco Grande (es:829-843, es:878-879,
  es:905-912, es:918-919).  En la fase de movimiento de Barcos/cumplimiento de Contratos los
  Barcos pasan de la casilla 2 a la 1 y de la 1 a la de Puerto, donde cobran el Oro y los PF de
  sus Contratos (es:466-473, es:482-490).

  Antecedentes:
    Dados los jugadores Greg y Jen

  # ------------------------------------------------------------- duración de las Travesías

  @es-ex-04 @example @accept.voyage @accept.long-voyage-bonus
  Escenario: Un Contrato 1/1/2 es una Travesía Corta en un Barco Pequeño o Mediano y Larga en un Barco Grande (es:417-421)
    El ejemplo lee una sola carta para cada tamaño de Barco.  Un Contrato se carga en un único
    Barco (es:1409), así que se cargan tres cartas con los mismos números, una en cada Barco.

    Dada la fase de aceptación de Contratos de la ronda 3
    Y el Contrato K1 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato K2 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato K3 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y Greg tiene las cartas de Contrato K1 K2 K3
    Y Greg tiene 3 contadores de Bienes Alimentarios
    Y Greg tiene 0 PF
    Y Greg posee el Barco Pequeño S1
    Y Greg posee el Barco Mediano M1
    Y Greg posee el Barco Grande L1
    Y Jen ha terminado esta fase
    Cuando Greg carga el Contrato K1 en el Barco S1
    Y Greg carga el Contrato K2 en el Barco M1
    Y Greg carga el Contrato K3 en el Barco L1
    Y Greg termina la fase
    # Pequeño (el primer número) y Mediano (el segundo): una ronda, Corta
    Entonces el Barco S1 de Greg está en la casilla de Travesía 1
    Y el Barco M1 de Greg está en la casilla de Travesía 1
    # Grande (el tercer número): dos rondas, Larga
    Y el Barco L1 de Greg está en la casilla de Travesía 2
    # sólo el Barco Grande inicia una Travesía Larga: 1 PF + 1 PF por ser Grande (es:905-907, es:918-919)
    Y Greg tiene 2 PF

  # Errata de es:891-893: "un Contrato de un contador de Bienes y un Pasajero que requiere una
  # Travesía Corta", un solo Contrato, pero es:893 cuenta "Estos 3 Contratos" (2 + 1 + 1).  Un
  # Contrato pide 1 ó 2 contadores de Bienes o un Pasajero (es:440-442): son dos Contratos, uno de
  # un contador y otro de un Pasajero, ambos cortos; el escenario sigue esa lectura.
  @es-ex-15 @example @accept.capacity @accept.voyage @accept.long-voyage-bonus
  Escenario: Un Barco Mediano con un Contrato largo de 2 contadores, uno corto de un contador y un Pasajero corto está lleno y hace una Travesía Larga (es:891-894, es:903-904)
    Dada la fase de aceptación de Contratos de la ronda 3
    Y el Contrato K1 pide 2 contadores de Bienes de Consumo y paga 9 piezas de Oro y 1 PF, en 1/2/2 rondas
    Y el Contrato K2 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Contrato P1 lleva un Pasajero y paga 6 piezas de Oro, en //1/1 rondas
    Y el Contrato K3 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y Greg tiene las cartas de Contrato K1 K2 P1 K3
    Y Greg tiene 2 contadores de Bienes de Consumo
    Y Greg tiene 2 contadores de Bienes Alimentarios
    Y Greg tiene 0 PF
    Y Greg posee el Barco Mediano M1
    Y Jen ha terminado esta fase
    Cuando Greg carga el Contrato K1 en el Barco M1
    Y Greg carga el Contrato K2 en el Barco M1
    Y Greg carga el Contrato P1 en el Barco M1
    Entonces el Barco M1 de Greg lleva los Contratos K1 K2 P1
    # "Estos 3 Contratos ocupan 2 + 1 + 1 = 4 espacios de carga, uno de los cuales es usado por el Pasajero"
    Y el Barco M1 de Greg lleva 2 contadores de Bienes de Consumo a bordo
    Y el Barco M1 de Greg lleva 1 contador de Bienes Alimentarios a bordo
    # "completando el Barco e impidiendo que pueda aceptar más Contratos": Greg aún tiene el
    # contador para K3, pero no hay espacio
    Y Greg tiene 1 contador de Bienes Alimentarios
    Cuando Greg carga el Contrato K3 en el Barco M1
    Entonces la acción es rechazada por la regla accept.capacity
    Y nada ha cambiado
    Cuando Greg termina la fase
    # "Greg sitúa el Barco en la casilla de Travesía Larga (dos rondas)"
    Entonces el Barco M1 de Greg está en la casilla de Travesía 2
    Y Greg tiene 1 PF

  @rule @accept.voyage
  Escenario: Sólo los Barcos que tienen Contratos cargados inician Travesías; un Barco vacío se queda en la casilla de Puerto (es:851-855)
    Dada la fase de aceptación de Contratos de la ronda 3
    Y el Contrato K1 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y Greg tiene las cartas de Contrato K1
    Y Greg tiene 1 contador de Bienes Alimentarios
    Y Greg posee el Barco Pequeño S1
    Y Greg posee el Barco Mediano M1
    Y Jen ha terminado esta fase
    Cuando Greg carga el Contrato K1 en el Barco S1
    Y Greg termina la fase
    Entonces el Barco S1 de Greg está en la casilla de Travesía 1
    Y el Barco M1 de Greg está en la casilla de Puerto
    Y el Barco M1 de Greg no lleva Contratos

  # ------------------------------------------------------------- lo que lleva un Barco

  @rule @accept.passengers
  Escenario: Un Barco Pequeño no puede transportar Pasajeros (es:371-373, es:403-404)
    Dada la fase de aceptación de Contratos de la ronda 3
    Y el Contrato P1 lleva un Pasajero y paga 6 piezas de Oro, en //1/1 rondas
    Y Greg tiene las cartas de Contrato P1
    Y Greg posee el Barco Pequeño S1
    Cuando Greg carga el Contrato P1 en el Barco S1
    Entonces la acción es rechazada por la regla accept.passengers
    Y nada ha cambiado

  @rule @accept.passengers @accept.capacity
  Escenario: Un Barco Mediano lleva 4 contadores de Bienes, o 3 y un Pasajero, nunca 2 Pasajeros (es:374-377)
    Dada la fase de aceptación de Contratos de la ronda 3
    Y el Contrato A1 pide 2 contadores de Bienes de Consumo y paga 9 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato A2 pide 2 contadores de Bienes de Consumo y paga 9 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato B1 pide 2 contadores de Bienes Alimentarios y paga 8 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato B2 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato P1 lleva un Pasajero y paga 6 piezas de Oro, en //1/1 rondas
    Y el Contrato P2 lleva un Pasajero y paga 6 piezas de Oro, en //1/1 rondas
    Y el Contrato P3 lleva un Pasajero y paga 6 piezas de Oro, en //1/1 rondas
    Y Greg tiene las cartas de Contrato A1 A2 B1 B2 P1 P2 P3
    Y Greg tiene 4 contadores de Bienes de Consumo
    Y Greg tiene 3 contadores de Bienes Alimentarios
    Y Greg posee el Barco Mediano M1
    Y Greg posee el Barco Mediano M2
    Y Greg posee el Barco Mediano M3
    Cuando Greg carga el Contrato A1 en el Barco M1
    Y Greg carga el Contrato A2 en el Barco M1
    Entonces el Barco M1 de Greg lleva los Contratos A1 A2
    Y el Barco M1 de Greg lleva 4 contadores de Bienes de Consumo a bordo
    Cuando Greg carga el Contrato B1 en el Barco M2
    Y Greg carga el Contrato B2 en el Barco M2
    Y Greg carga el Contrato P1 en el Barco M2
    Entonces el Barco M2 de Greg lleva los Contratos B1 B2 P1
    Y el Barco M2 de Greg lleva 3 contadores de Bienes Alimentarios a bordo
    Cuando Greg carga el Contrato P2 en el Barco M3
    Y Greg carga el Contrato P3 en el Barco M3
    Entonces la acción es rechazada por la regla accept.passengers
    Y nada ha cambiado
    Y el Barco M3 de Greg lleva los Contratos P2

  @rule @accept.passengers @accept.capacity
  Escenario: Un Barco Grande lleva 8, de los que hasta 3 pueden ser Pasajeros (es:384-386)
    Dada la fase de aceptación de Contratos de la ronda 3
    Y el Contrato P1 lleva un Pasajero y paga 6 piezas de Oro, en //1/2 rondas
    Y el Contrato P2 lleva un Pasajero y paga 6 piezas de Oro, en //1/2 rondas
    Y el Contrato P3 lleva un Pasajero y paga 6 piezas de Oro, en //1/2 rondas
    Y el Contrato P4 lleva un Pasajero y paga 6 piezas de Oro, en //1/2 rondas
    Y el Contrato G1 pide 2 contadores de Bienes Militares y paga 16 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato G2 pide 2 contadores de Bienes Militares y paga 16 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato G3 pide 1 contador de Bienes Militares y paga 8 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato G4 pide 1 contador de Bienes Militares y paga 8 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y Greg tiene las cartas de Contrato P1 P2 P3 P4 G1 G2 G3 G4
    Y Greg tiene 6 contadores de Bienes Militares
    Y Greg posee el Barco Grande L1
    Cuando Greg carga el Contrato P1 en el Barco L1
    Y Greg carga el Contrato P2 en el Barco L1
    Y Greg carga el Contrato P3 en el Barco L1
    Y Greg carga el Contrato P4 en el Barco L1
    Entonces la acción es rechazada por la regla accept.passengers
    Y nada ha cambiado
    Cuando Greg carga el Contrato G1 en el Barco L1
    Y Greg carga el Contrato G2 en el Barco L1
    Y Greg carga el Contrato G3 en el Barco L1
    # 3 Pasajeros + 5 contadores = 8 espacios de carga: el Barco está lleno
    Entonces el Barco L1 de Greg lleva los Contratos P1 P2 P3 G1 G2 G3
    Y el Barco L1 de Greg lleva 5 contadores de Bienes Militares a bordo
    Cuando Greg carga el Contrato G4 en el Barco L1
    Entonces la acción es rechazada por la regla accept.capacity
    Y nada ha cambiado

  @rule @accept.capacity
  Escenario: Los contadores de Bienes y los Pasajeros de un Barco no pueden exceder su capacidad de carga (es:401-405)
    Dada la fase de aceptación de Contratos de la ronda 3
    Y el Contrato D1 pide 2 contadores de Bienes Industriales y paga 12 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato K1 pide 1 contador de Bienes Industriales y paga 6 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y Greg tiene las cartas de Contrato D1 K1
    Y Greg tiene 3 contadores de Bienes Industriales
    Y Greg posee el Barco Pequeño S1
    Cuando Greg carga el Contrato D1 en el Barco S1
    Y Greg carga el Contrato K1 en el Barco S1
    Entonces la acción es rechazada por la regla accept.capacity
    Y nada ha cambiado
    Y el Barco S1 de Greg lleva los Contratos D1
    Y el Barco S1 de Greg lleva 2 contadores de Bienes Industriales a bordo

  @es-faq-10 @faq @accept.one-ship
  Escenario: Un Contrato de 2 contadores de Bienes no se carga en 2 Barcos (es:1407-1409)
    Dada la fase de aceptación de Contratos de la ronda 3
    Y el Contrato D1 pide 2 contadores de Bienes Industriales y paga 12 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y Greg tiene las cartas de Contrato D1
    Y Greg tiene 2 contadores de Bienes Industriales
    Y Greg posee el Barco Pequeño S1
    Y Greg posee el Barco Pequeño S2
    Cuando Greg carga el Contrato D1 en el Barco S1
    Entonces el Barco S1 de Greg lleva los Contratos D1
    Y el Barco S1 de Greg lleva 2 contadores de Bienes Industriales a bordo
    # "Cada Contrato debe ser cargado en un único Barco."
    Cuando Greg carga el Contrato D1 en el Barco S2
    Entonces la acción es rechazada por la regla accept.one-ship
    Y nada ha cambiado

  @es-faq-10 @faq @accept.capacity
  Escenario: Los 2 contadores de un Contrato no se reparten entre los espacios libres de 2 Barcos (es:1407-1409)
    Dada la fase de aceptación de Contratos de la ronda 3
    Y el Contrato K1 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Contrato K2 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Contrato D1 pide 2 contadores de Bienes Industriales y paga 12 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y Greg tiene las cartas de Contrato K1 K2 D1
    Y Greg tiene 2 contadores de Bienes Alimentarios
    Y Greg tiene 2 contadores de Bienes Industriales
    Y Greg posee el Barco Pequeño S1
    Y Greg posee el Barco Pequeño S2
    Cuando Greg carga el Contrato K1 en el Barco S1
    Y Greg carga el Contrato K2 en el Barco S2
    Y Greg carga el Contrato D1 en el Barco S1
    Entonces la acción es rechazada por la regla accept.capacity
    Y nada ha cambiado
    Cuando Greg carga el Contrato D1 en el Barco S2
    Entonces la acción es rechazada por la regla accept.capacity
    Y nada ha cambiado

  @es-faq-13 @faq @accept.harbour-only
  Escenario: Un Contrato no se carga en un Barco que ya ha empezado una Travesía, aunque tenga espacio libre (es:1421-1424)
    Dada la fase de aceptación de Contratos de la ronda 3
    Y el Contrato K1 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato K2 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato K3 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Barco Mediano M1 de Greg está en la casilla de Travesía 1 con los Contratos K1
    Y el Barco Grande L1 de Greg está en la casilla de Travesía 2 con los Contratos K2
    Y Greg tiene las cartas de Contrato K3
    Y Greg tiene 1 contador de Bienes Alimentarios
    # "No, nunca. Sólo los Barcos que estén en la casilla de Puerto pueden usarse para cargar nuevos Contratos."
    Cuando Greg carga el Contrato K3 en el Barco M1
    Entonces la acción es rechazada por la regla accept.harbour-only
    Y nada ha cambiado
    Cuando Greg carga el Contrato K3 en el Barco L1
    Entonces la acción es rechazada por la regla accept.harbour-only
    Y nada ha cambiado

  # ------------------------------------------------------------- bonificación por Travesías Largas

  @rule @accept.long-voyage-bonus
  Escenario: La bonificación por Travesía Larga es de 1 PF por Barco, no por Contrato (es:905-912)
    Dada la fase de aceptación de Contratos de la ronda 3
    Y el Contrato K1 pide 1 contador de Bienes Alimentarios y paga 6 piezas de Oro y 1 PF, en 1/2/2 rondas
    Y el Contrato K2 pide 1 contador de Bienes Alimentarios y paga 6 piezas de Oro y 1 PF, en 1/2/2 rondas
    Y el Contrato K3 pide 1 contador de Bienes Alimentarios y paga 6 piezas de Oro y 1 PF, en 1/2/2 rondas
    Y el Contrato K4 pide 1 contador de Bienes Alimentarios y paga 4 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y Greg tiene las cartas de Contrato K1 K2 K3 K4
    Y Greg tiene 4 contadores de Bienes Alimentarios
    Y Greg tiene 10 PF
    Y Greg posee el Barco Mediano M1
    Y Greg posee el Barco Mediano M2
    Y Greg posee el Barco Pequeño S1
    Y Jen ha terminado esta fase
    Cuando Greg carga el Contrato K1 en el Barco M1
    Y Greg carga el Contrato K2 en el Barco M1
    Y Greg carga el Contrato K3 en el Barco M2
    Y Greg carga el Contrato K4 en el Barco S1
    Y Greg termina la fase
    Entonces el Barco M1 de Greg está en la casilla de Travesía 2
    Y el Barco M2 de Greg está en la casilla de Travesía 2
    Y el Barco S1 de Greg está en la casilla de Travesía 1
    # 2 Barcos en Travesía Larga: 1 PF cada uno ("2 PF en total"); el segundo Contrato largo de
    # M1 no añade nada ("sólo otorga 1 PF, no 2")
    Y Greg tiene 12 PF

  @rule @accept.long-voyage-bonus
  Escenario: Un Barco Grande en Travesía Larga da un PF más, una vez, lleve los Contratos largos que lleve (es:840-843, es:918-919)
    Dada la fase de aceptación de Contratos de la ronda 3
    Y el Contrato K1 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato K2 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato K3 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y Greg tiene las cartas de Contrato K1 K2 K3
    Y Greg tiene 3 contadores de Bienes Alimentarios
    Y Greg tiene 10 PF
    Y Greg posee el Barco Grande L1
    Y Jen ha terminado esta fase
    Cuando Greg carga el Contrato K1 en el Barco L1
    Y Greg carga el Contrato K2 en el Barco L1
    Y Greg carga el Contrato K3 en el Barco L1
    Y Greg termina la fase
    Entonces el Barco L1 de Greg está en la casilla de Travesía 2
    # "un Barco Grande que transporte al menos un Contrato que requiera una Travesía de este tipo
    # otorga 2 PF a su propietario"
    Y Greg tiene 12 PF

  @es-faq-08 @faq @accept.long-voyage-bonus
  Escenario: Un Contrato de Pasajeros que requiere una Travesía Larga también da la bonificación (es:1395-1401)
    Dada la fase de aceptación de Contratos de la ronda 3
    Y el Contrato P1 lleva un Pasajero y paga 7 piezas de Oro, en //2/2 rondas
    Y el Contrato P2 lleva un Pasajero y paga 7 piezas de Oro, en //2/2 rondas
    Y Greg tiene las cartas de Contrato P1 P2
    Y Greg tiene 5 PF
    Y Greg posee el Barco Mediano M1
    Y Greg posee el Barco Grande L1
    Y Jen ha terminado esta fase
    Cuando Greg carga el Contrato P1 en el Barco M1
    Y Greg carga el Contrato P2 en el Barco L1
    Y Greg termina la fase
    Entonces el Barco M1 de Greg está en la casilla de Travesía 2
    Y el Barco L1 de Greg está en la casilla de Travesía 2
    # "Sí": 1 PF por el Barco Mediano; "Si se trata de un Barco Grande, recibes un segundo Punto
    # de Fama adicional": 1 + 1 PF por el Barco Grande
    Y Greg tiene 8 PF

  # ------------------------------------------------------------- movimiento de los Barcos

  @rule @ships.move
  Escenario: La fase de movimiento de Barcos/cumplimiento de Contratos no tiene lugar en la primera ronda (es:343)
    En una primera ronda real ningún Barco está aún en el mar; un Barco cargado en la casilla 1
    sólo muestra que nada se mueve ni se cobra antes de la fase de producción de Bienes.

    Dada la fase de subasta de Cargos Públicos de la ronda 1
    Y Greg ocupa el Cargo de Magister Officiorum
    Y Jen ocupa el Cargo de Praefectus Urbi
    Y el Contrato K1 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Barco Pequeño S1 de Greg está en la casilla de Travesía 1 con los Contratos K1
    Y Greg tiene 10 piezas de Oro
    Y Greg tiene 3 PF
    Cuando Greg conserva el mismo Cargo
    Y Jen conserva el mismo Cargo
    Entonces ha comenzado la fase de construcción de Edificios
    Y el Barco S1 de Greg está en la casilla de Travesía 1
    Y el Barco S1 de Greg lleva los Contratos K1
    Y Greg tiene 10 piezas de Oro
    Y Greg tiene 3 PF

  @rule @ships.move @contracts.fulfil
  Escenario: Los Barcos avanzan una casilla; los que llegan a la casilla de Puerto cobran sus Contratos, y los Pasajeros no dan PF (es:466-473, es:482-490, es:498)
    Dada la fase de subasta de Cargos Públicos de la ronda 3
    Y Greg ocupa el Cargo de Magister Officiorum
    Y Jen ocupa el Cargo de Praefectus Urbi
    Y el Contrato K1 pide 1 contador de Bienes Alimentarios y paga 5 piezas de Oro y 1 PF, en 1/1/1 rondas
    Y el Contrato K2 pide 2 contadores de Bienes Industriales y paga 12 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato K3 pide 1 contador de Bienes de Lujo y paga 10 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato P1 lleva un Pasajero y paga 6 piezas de Oro, en //1/1 rondas
    Y el Barco Pequeño S1 de Greg está en la casilla de Travesía 1 con los Contratos K1
    Y el Barco Grande L1 de Greg está en la casilla de Travesía 2 con los Contratos K2
    Y el Barco Mediano M1 de Jen está en la casilla de Travesía 1 con los Contratos K3 P1
    Y Greg tiene 10 piezas de Oro
    Y Greg tiene 5 PF
    Y Jen tiene 10 piezas de Oro
    Y Jen tiene 5 PF
    Cuando Greg conserva el mismo Cargo
    Y Jen conserva el mismo Cargo
    Entonces ha comenzado la fase de construcción de Edificios
    # de la casilla 1 a la de Puerto: el Contrato paga 5 piezas de Oro y 1 PF y se descarta
    Y el Barco S1 de Greg está en la casilla de Puerto
    Y el Barco S1 de Greg no lleva Contratos
    # de la casilla 2 a la 1: sigue en el mar con su Contrato y su cargamento
    Y el Barco L1 de Greg está en la casilla de Travesía 1
    Y el Barco L1 de Greg lleva los Contratos K2
    Y el Barco L1 de Greg lleva 2 contadores de Bienes Industriales a bordo
    Y Greg tiene 15 piezas de Oro
    Y Greg tiene 6 PF
    # el Contrato de Bienes paga 10 piezas de Oro y 1 PF, el Pasajero 6 piezas de Oro y ningún PF
    Y el Barco M1 de Jen está en la casilla de Puerto
    Y el Barco M1 de Jen no lleva Contratos
    Y Jen tiene 26 piezas de Oro
    Y Jen tiene 6 PF
    Y los Contratos K1 K3 P1 están en la pila de descartes
