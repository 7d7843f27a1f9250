# language: es
@topic-end-of-game
Característica: Ganar la partida (es:1038-1106)
  La partida termina al final de la ronda en que se compra el último Edificio Público
  disponible, o tras una ronda final completa cuando el área de Mercado futuro se queda vacía
  por segunda vez: nueve rondas como máximo (es:1039-1045).  Entonces los Barcos en Travesías
  llegan a su destino y cobran, las Murallas de la Ciudad dan 1/3/6/9/12/16 PF y cada 15 piezas
  de Oro dan 1 PF (es:1047-1080, es:584-592).  Gana quien tiene más PF; los empates se rompen
  por el Oro, después por los contadores de Bienes, y si persisten todos ganan (es:1081-1093).
  Más allá de 80 PF se sigue contando (es:1102-1106).

  Antecedentes:
    Dados los jugadores Greg, Jen y Kay

  # ------------------------------------------------------------- puntuación final

  @es-ex-20 @example @score.gold
  Escenario: 30 piezas de Oro dan 2 PF, y 40 piezas también (es:1077-1080)
    El texto dice "1 PF por cada 15 piezas de Oro" sin decir "completas"; el ejemplo (40 piezas,
    2 PF) muestra que se redondea hacia abajo.

    Dada la fase de donación de Bienes de la ronda 9
    Y esta es la última ronda de la partida
    Y Greg tiene 30 piezas de Oro
    Y Greg tiene 10 PF
    Y Jen tiene 40 piezas de Oro
    Y Jen tiene 10 PF
    Y Kay tiene 0 piezas de Oro
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Entonces la partida ha terminado
    Y Greg gana 2 PF por su Oro
    Y Jen gana 2 PF por su Oro
    Y la puntuación final de Greg es de 12 PF
    Y la puntuación final de Jen es de 12 PF

  @es-ex-21 @example @score.ships @score.walls @score.gold
  Escenario: Greg, Jen y Kay puntúan sus Barcos, Murallas y Oro tras la última ronda; gana Kay (es:1094-1098, es:1026-1035, es:1058-1061, es:1072-1076, es:1101)
    El paso de Oro cuenta el Oro que tienen los jugadores después de cobrar sus Barcos (el Oro de
    los Contratos se toma primero, es:1053-1056): Greg "posee 17 piezas de Oro" tras recibir 12
    por su Barco, así que empieza con 5; Jen con 27 - 23 = 4 y Kay con 32 - 10 = 22.  Las
    posiciones del marcador por el camino (Greg 47 y luego 50, Jen 50 y luego 51, Kay 53 y 53) se
    leen en el resultado, que registra el marcador tras cada paso.  Los 2 segmentos de Greg y el
    de Jen pueden ser cualesquiera; sus habilidades no intervienen.  El reparto del Oro y de los
    Bienes entre los Contratos se elige para dar los totales.

    Dada la fase de donación de Bienes de la ronda 9
    Y esta es la última ronda de la partida
    Y el Contrato G1 pide 1 contador de Bienes de Consumo y paga 5 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato G2 pide 1 contador de Bienes Industriales y paga 7 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato J1 pide 2 contadores de Bienes Militares y paga 9 piezas de Oro y 1 PF, en 1/2/2 rondas
    Y el Contrato J2 pide 2 contadores de Bienes de Consumo y paga 8 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato J3 pide 1 contador de Bienes Industriales y paga 6 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Contrato K1 pide 1 contador de Bienes de Lujo y paga 10 piezas de Oro y 1 PF, en 1/1/2 rondas
    # "Greg (rojo) tiene 45 PF, Jen (azul) tiene 47 PF, y Kay (verde) tiene 52 PF"
    Y Greg tiene 45 PF
    Y Jen tiene 47 PF
    Y Kay tiene 52 PF
    Y Greg tiene 5 piezas de Oro
    Y Jen tiene 4 piezas de Oro
    Y Kay tiene 22 piezas de Oro
    # "El Barco Pequeño de Greg transporta 2 contadores de Bienes y una carta de Contrato para cada
    # uno"; "El Barco Grande de Jen transporta 5 contadores de Bienes (3 Contratos)"; "El Barco
    # pequeño de Kay transporta un contador de Bienes (un Contrato)"
    Y el Barco Pequeño GS de Greg está en la casilla de Travesía 1 con los Contratos G1 G2
    Y el Barco Grande JL de Jen está en la casilla de Travesía 2 con los Contratos J1 J2 J3
    Y el Barco Pequeño KS de Kay está en la casilla de Travesía 1 con los Contratos K1
    Y Greg posee estos Edificios:
      | Edificio                                                   |
      | segmento de Muralla de intercambio de Bienes               |
      | segmento de Muralla de venta de 3 Bienes por 10 piezas de Oro |
    Y Jen posee el segmento de Muralla de Contrato adicional
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Entonces la partida ha terminado
    Y el marcador de Greg estaba en 45 PF al terminar la última ronda
    Y el marcador de Jen estaba en 47 PF al terminar la última ronda
    Y el marcador de Kay estaba en 52 PF al terminar la última ronda
    # Paso de Barcos en Travesías: Greg 12 piezas de Oro y 2 PF (47), Jen 23 piezas y 3 PF (50),
    # Kay 10 piezas y 1 PF (53)
    Y Greg gana 2 PF por sus Barcos en Travesías
    Y Jen gana 3 PF por sus Barcos en Travesías
    Y Kay gana 1 PF por sus Barcos en Travesías
    Y el marcador de Greg está en 47 PF tras el paso de Barcos en Travesías
    Y el marcador de Jen está en 50 PF tras el paso de Barcos en Travesías
    Y el marcador de Kay está en 53 PF tras el paso de Barcos en Travesías
    # Paso de Murallas de la Ciudad: Greg 2 segmentos, 3 PF (50); Jen uno, 1 PF (51); Kay ninguno,
    # 0 PF (sigue en 53)
    Y Greg gana 3 PF por sus Murallas de la Ciudad
    Y Jen gana 1 PF por sus Murallas de la Ciudad
    Y Kay gana 0 PF por sus Murallas de la Ciudad
    Y el marcador de Greg está en 50 PF tras el paso de Murallas de la Ciudad
    Y el marcador de Jen está en 51 PF tras el paso de Murallas de la Ciudad
    Y el marcador de Kay está en 53 PF tras el paso de Murallas de la Ciudad
    # Paso de Oro: Greg 17 piezas, 1 PF; Jen 27 piezas, 1 PF; Kay 32 piezas, 2 PF
    Y Greg tiene 17 piezas de Oro
    Y Jen tiene 27 piezas de Oro
    Y Kay tiene 32 piezas de Oro
    Y Greg gana 1 PF por su Oro
    Y Jen gana 1 PF por su Oro
    Y Kay gana 2 PF por su Oro
    # "Greg 51 PF, Jen 52 PF, y Kay 55 PF"
    Y la puntuación final de Greg es de 51 PF
    Y la puntuación final de Jen es de 52 PF
    Y la puntuación final de Kay es de 55 PF
    # "¡Kay ha ganado la partida!"
    Y Kay gana la partida

  @es-ex-22 @example @score.beyond-80
  Escenario: Más allá de 80 PF se sigue contando (es:1102-1106)
    # La casilla "2" de la escala cuenta como 82 PF: Greg, en 79 PF, gana 3 PF por 2 segmentos.
    Dada la fase de donación de Bienes de la ronda 9
    Y esta es la última ronda de la partida
    Y Greg tiene 79 PF
    Y Greg tiene 0 piezas de Oro
    Y Greg posee estos Edificios:
      | Edificio                                                   |
      | segmento de Muralla de intercambio de Bienes               |
      | segmento de Muralla de venta de 3 Bienes por 10 piezas de Oro |
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Entonces la partida ha terminado
    Y Greg gana 3 PF por sus Murallas de la Ciudad
    Y la puntuación final de Greg es de 82 PF
    Y Greg tiene 82 PF

  @es-ex-22 @example @score.beyond-80
  Escenario: La casilla "1" de la escala cuenta como 81 PF (es:1102-1106)
    Dada la fase de donación de Bienes de la ronda 9
    Y esta es la última ronda de la partida
    Y Greg tiene 80 PF
    Y Greg tiene 0 piezas de Oro
    Y Greg posee la Muralla de intercambio
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Entonces la partida ha terminado
    Y Greg gana 1 PF por sus Murallas de la Ciudad
    Y la puntuación final de Greg es de 81 PF

  @rule @score.walls @wall.fp
  Escenario: 1, 2 y 3 segmentos de Muralla dan 1, 3 y 6 PF (es:584-589, es:1063-1068)
    Dada la fase de donación de Bienes de la ronda 9
    Y esta es la última ronda de la partida
    Y Greg posee la Muralla de intercambio
    Y Jen posee estos Edificios:
      | Edificio          |
      | Muralla de venta  |
      | Muralla de Contrato |
    Y Kay posee estos Edificios:
      | Edificio           |
      | Muralla de Mercado |
      | Muralla de Cargo   |
      | Muralla de Barcos  |
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Entonces Greg gana 1 PF por sus Murallas de la Ciudad
    Y Jen gana 3 PF por sus Murallas de la Ciudad
    Y Kay gana 6 PF por sus Murallas de la Ciudad

  @rule @score.walls @wall.fp
  Escenario: 4 segmentos de Muralla dan 9 PF (es:590)
    Dada la fase de donación de Bienes de la ronda 9
    Y esta es la última ronda de la partida
    Y Greg posee estos Edificios:
      | Edificio               |
      | Muralla de intercambio |
      | Muralla de venta       |
      | Muralla de Contrato    |
      | Muralla de Mercado     |
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Entonces Greg gana 9 PF por sus Murallas de la Ciudad
    Y Jen gana 0 PF por sus Murallas de la Ciudad

  @rule @score.walls @wall.fp
  Escenario: 5 segmentos de Muralla dan 12 PF (es:591)
    Dada la fase de donación de Bienes de la ronda 9
    Y esta es la última ronda de la partida
    Y Greg posee estos Edificios:
      | Edificio               |
      | Muralla de intercambio |
      | Muralla de venta       |
      | Muralla de Contrato    |
      | Muralla de Mercado     |
      | Muralla de Cargo       |
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Entonces Greg gana 12 PF por sus Murallas de la Ciudad

  @rule @score.walls @wall.fp
  Escenario: 6 segmentos de Muralla dan 16 PF (es:592, es:1315-1317)
    Dada la fase de donación de Bienes de la ronda 9
    Y esta es la última ronda de la partida
    Y Greg posee estos Edificios:
      | Edificio               |
      | Muralla de intercambio |
      | Muralla de venta       |
      | Muralla de Contrato    |
      | Muralla de Mercado     |
      | Muralla de Cargo       |
      | Muralla de Barcos      |
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Entonces Greg gana 16 PF por sus Murallas de la Ciudad

  @rule @score.gold
  Escenario: Sólo cada 15 piezas de Oro completas dan un PF (es:1077-1079)
    Dada la fase de donación de Bienes de la ronda 9
    Y esta es la última ronda de la partida
    Y Greg tiene 14 piezas de Oro
    Y Jen tiene 15 piezas de Oro
    Y Kay tiene 29 piezas de Oro
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Entonces Greg gana 0 PF por su Oro
    Y Jen gana 1 PF por su Oro
    Y Kay gana 1 PF por su Oro

  # ------------------------------------------------------------- empates

  @rule @score.ties
  Escenario: Entre jugadores empatados gana el que tiene más piezas de Oro (es:1088-1089)
    Dada la fase de donación de Bienes de la ronda 9
    Y esta es la última ronda de la partida
    Y Greg tiene 20 PF
    Y Greg tiene 16 piezas de Oro
    Y Jen tiene 20 PF
    Y Jen tiene 29 piezas de Oro
    Y Kay tiene 10 PF
    Y Kay tiene 0 piezas de Oro
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Entonces la puntuación final de Greg es de 21 PF
    Y la puntuación final de Jen es de 21 PF
    Y Jen gana la partida

  @rule @score.ties @end.no-discard-final
  Escenario: Entre jugadores empatados con el mismo Oro gana el que tiene más contadores de Bienes (es:1036-1037, es:1090-1091)
    Dada la fase de donación de Bienes de la ronda 9
    Y esta es la última ronda de la partida
    Y Greg tiene 20 PF
    Y Greg tiene 16 piezas de Oro
    Y Greg tiene 2 contadores de Bienes Alimentarios
    Y Jen tiene 20 PF
    Y Jen tiene 16 piezas de Oro
    Y Jen tiene 1 contador de Bienes de Lujo
    Y Kay tiene 10 PF
    Y Kay tiene 0 piezas de Oro
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Entonces la puntuación final de Greg es de 21 PF
    Y la puntuación final de Jen es de 21 PF
    Y Greg gana la partida

  @rule @score.ties
  Escenario: El Oro desempata antes que los Bienes: gana el empatado con más Oro aunque tenga menos Bienes (es:1088-1091)
    El Oro de ambos da 1 PF (16 y 29 piezas de Oro), así que empatan a PF; Jen tiene más Oro y
    Greg más contadores de Bienes.

    Dada la fase de donación de Bienes de la ronda 9
    Y esta es la última ronda de la partida
    Y Greg tiene 20 PF
    Y Greg tiene 16 piezas de Oro
    Y Greg tiene 3 contadores de Bienes Alimentarios
    Y Jen tiene 20 PF
    Y Jen tiene 29 piezas de Oro
    Y Jen tiene 1 contador de Bienes de Lujo
    Y Kay tiene 10 PF
    Y Kay tiene 0 piezas de Oro
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Entonces la puntuación final de Greg es de 21 PF
    Y la puntuación final de Jen es de 21 PF
    Y Jen gana la partida

  @rule @score.ties
  Escenario: Si los empatados tienen también los mismos contadores de Bienes, todos ganan (es:1091-1093)
    Dada la fase de donación de Bienes de la ronda 9
    Y esta es la última ronda de la partida
    Y Greg tiene 20 PF
    Y Greg tiene 16 piezas de Oro
    Y Greg tiene 1 contador de Bienes de Consumo
    Y Jen tiene 20 PF
    Y Jen tiene 16 piezas de Oro
    Y Jen tiene 1 contador de Bienes Militares
    Y Kay tiene 10 PF
    Y Kay tiene 0 piezas de Oro
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Entonces Greg y Jen comparten la victoria

  # ------------------------------------------------------------- cuándo termina la partida

  @rule @game.end-public
  Escenario: La partida termina al final de la ronda en que se compra el último Edificio Público disponible (es:1041-1042)
    Dada la fase de construcción de Edificios de la ronda 6
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Pretorio | Jen     |
      | Comes Thesaurorum   | Kay     |
    Y es el turno de Kay
    Y el suministro tiene 0 de cada uno de estos Edificios:
      | Edificio                        |
      | Domus Regia de 24 piezas de Oro |
      | Hippodromus de 32 piezas de Oro |
      | Domus Regia de 36 piezas de Oro |
      | Hippodromus de 45 piezas de Oro |
      | Domus Regia de 50 piezas de Oro |
      | Hippodromus de 60 piezas de Oro |
      | Domus Regia de 66 piezas de Oro |
    Y el suministro tiene 1 Hippodromus de 21 piezas de Oro
    Y Kay tiene 25 piezas de Oro
    Y Kay tiene 30 PF
    Cuando Kay compra un Edificio Público de 3 PF
    Entonces Kay posee el Hippodromus de 21 piezas de Oro
    Y Kay tiene 4 piezas de Oro
    Y Kay tiene 33 PF
    Y la partida no ha terminado
    Y la partida terminará al final de la ronda 6
    # se juega el resto de la ronda
    Cuando Kay termina su turno
    Entonces ha comenzado la fase de aceptación de Contratos
    Cuando Greg termina la fase
    Y Jen termina la fase
    Y Kay termina la fase
    Entonces ha comenzado la fase de donación de Bienes
    Y la partida no ha terminado
    Cuando Greg termina la fase
    Y Jen termina la fase
    Y Kay termina la fase
    Entonces la partida ha terminado
    Y la partida ha durado 6 rondas
    Y la partida terminó porque se compró el último Edificio Público disponible

  @rule @game.end-market @end.change-markets
  Escenario: La partida termina tras una ronda final completa cuando el área de Mercado futuro se queda vacía por segunda vez, tras nueve rondas como máximo (es:942-948, es:1043-1045)
    # Greg, Jen y Kay ocupan Cargos que no dan nada al final de la subasta.
    Dada la fase de donación de Bienes de la ronda 8
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Urbi     | Jen     |
      | Consul              | Kay     |
    Y el Mercado actual es el Porta Aurea
    Y el mazo de Mercados futuros es Opificies
    Y el área de Mercado futuro se ha quedado vacía 1 vez/veces
    Cuando Greg termina la fase
    Y Jen termina la fase
    Y Kay termina la fase
    Entonces el Mercado actual es el Opificies
    Y el área de Mercado futuro está vacía
    Y el área de Mercado futuro se ha quedado vacía 2 vez/veces
    Y es ahora la ronda 9
    Y la partida no ha terminado
    # una ronda final completa
    Cuando Greg conserva el mismo Cargo
    Y Jen conserva el mismo Cargo
    Y Kay conserva el mismo Cargo
    Entonces ha comenzado la fase de construcción de Edificios
    Cuando Greg termina su turno
    Y Jen termina su turno
    Y Kay termina su turno
    Entonces ha comenzado la fase de aceptación de Contratos
    Cuando Greg termina la fase
    Y Jen termina la fase
    Y Kay termina la fase
    Entonces ha comenzado la fase de donación de Bienes
    Cuando Greg termina la fase
    Y Jen termina la fase
    Y Kay termina la fase
    Entonces la partida ha terminado
    Y la partida ha durado 9 rondas
    Y la partida terminó porque el área de Mercado futuro se quedó vacía por segunda vez
