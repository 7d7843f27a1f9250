# language: es
@topic-commercial-buildings
Característica: Uso de Edificios Comerciales y las Murallas que convierten Bienes (es:593-599, es:771-805, es:869-877, es:1329-1337, es:1410-1415)
  En cualquier momento de la fase de construcción de Edificios el jugador activo, y de la fase
  de aceptación de Contratos cada jugador, puede activar sus Edificios Comerciales, incluso los
  construidos en esa misma ronda, cada uno una vez por ronda (es:595, es:772-774,
  es:870-873).  Sólo se pueden usar contadores de Bienes que el jugador pueda producir, es decir
  de un tipo que figure en uno de sus Edificios de Producción (es:790-793, es:1412-1415).  Los
  Bienes usados se quedan sobre la ficha hasta el final de la ronda (es:774-777).  Dos
  segmentos de Muralla también convierten Bienes, con una habilidad que se usa "generalmente una
  vez por ronda" (es:577): uno intercambia un contador por otro que el propietario pueda
  producir (es:1329-1332), otro 3 contadores por 10 piezas de Oro (es:1334-1337).

  Todos los Edificios usados se definen en el escenario: los 2 Bienes Alimentarios del Caupona
  por 4 piezas de Oro y 1 PF son los del ejemplo (es:798-801); las 5 piezas de Oro del
  Vestificina figuran en la tabla (es:1209, "5 Oro +"), los 2 Bienes de Consumo y el PF son
  números propios de los escenarios.

  Antecedentes:
    Dados los jugadores Greg y Jen
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Praefectus Pretorio | Greg    |
      | Comes Thesaurorum   | Jen     |
    Y el Ager produce 2 contadores de Bienes Alimentarios
    Y el Textrinum produce 1 contador de Bienes de Consumo
    Y el Caupona pide 2 contadores de Bienes Alimentarios a cambio de 4 piezas de Oro y 1 PF
    Y el Vestificina pide 2 contadores de Bienes de Consumo a cambio de 5 piezas de Oro y 1 PF

  @es-ex-14 @example @commercial.exact-goods
  Escenario: Greg usa el Caupona, y los Bienes que hay sobre él se descartan al final de la ronda (es:798-805, es:686-687, es:700-702, es:710-711, es:717-718, es:727-728)
    Greg posee el Ager, que produce Bienes Alimentarios (paso 1 del esquema), y tiene 2 de esos
    contadores.  El resto de la ronda se juega para mostrar el Caupona vacío al final (paso 4).

    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y las cartas de Contrato de esta partida:
      | Contrato | Bienes | Tipo                | Oro | PF | Pequeño | Mediano | Grande |
      | k1       | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
      | k2       | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
    Y el mazo de Contratos tiene k1 k2 desde arriba
    Y Greg posee el Caupona
    Y Greg tiene 10 piezas de Oro
    Y Greg tiene 5 PF
    Y Greg tiene 2 contadores de Bienes Alimentarios
    Y Jen no tiene Bienes
    # Pasos 2 y 3: "coloca los 2 cubos sobre el Caupona ..., coge 4 piezas de Oro del suministro y
    # avanza su marcador una casilla en la escala de Puntos de Fama".
    Cuando Greg usa el Caupona
    Entonces Greg tiene 14 piezas de Oro
    Y Greg tiene 6 PF
    Y Greg tiene 0 contadores de Bienes Alimentarios
    Y sobre el Caupona de Greg hay 2 cubos verdes
    # Paso 4: "Al final de la ronda, descarta los 2 contadores del Caupona, indicando que está
    # disponible para su uso durante la siguiente ronda."
    Cuando los jugadores juegan:
      | Acción     |
      | Greg: done |
      | Jen: done  |
      | Greg: done |
      | Jen: done  |
      | Greg: done |
      | Jen: done  |
    Entonces ha comenzado la ronda 3
    Y no hay nada sobre el Caupona de Greg
    Y Greg no tiene Bienes
    Y Greg tiene 14 piezas de Oro
    Y Greg tiene 6 PF

  @es-faq-11 @faq @commercial.can-produce
  Escenario: Ser capaz de producir un tipo es poseer un Edificio que lo muestre, no usar los Bienes que ha producido (es:1410-1415)
    Greg posee el Textrinum, que produce un contador de Bienes de Consumo; usa un contador de
    Bienes de Consumo comprado en el Mercado (con la Taberna, es:1263-1265) junto al que produjo:
    "esto no significa que debas usar el mismo tipo de Bienes que has producido durante esa
    ronda".

    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y la carta del Forum Costantinum dice:
      | Bienes            | Límite | Compra | Venta |
      | Bienes de Consumo | 2      | 3      | 2     |
    Y el Mercado actual es el Forum Costantinum
    Y el mazo de Mercados futuros es Porta Aurea
    Y Greg posee estos Edificios:
      | Edificio                      |
      | Textrinum                     |
      | Edificio de Servicios Taberna |
      | Vestificina                   |
    Y Greg tiene 10 piezas de Oro
    Y Greg tiene 0 PF
    Y Greg tiene 1 contador de Bienes de Consumo
    Cuando Greg compra 1 contador de Bienes de Consumo
    Entonces Greg tiene 7 piezas de Oro
    Y Greg tiene 2 contadores de Bienes de Consumo
    Cuando Greg usa el Vestificina
    Entonces Greg tiene 12 piezas de Oro
    Y Greg tiene 1 PF
    Y Greg tiene 0 contadores de Bienes de Consumo
    Y sobre el Vestificina de Greg hay 2 contadores de Bienes de Consumo

  @rule @commercial.can-produce
  Escenario: Bienes de un tipo que el jugador no puede producir no activan un Edificio Comercial (es:790-793)
    Greg sólo posee el Ager, que no muestra Bienes de Consumo, así que sus 2 contadores de Bienes
    de Consumo no sirven para su Vestificina.

    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y Greg posee el Vestificina
    Y Greg tiene 10 piezas de Oro
    Y Greg tiene 2 contadores de Bienes de Consumo
    Cuando Greg usa el Vestificina
    Entonces la acción es rechazada por la regla commercial.can-produce
    Y nada ha cambiado

  # Errata de la traducción, es:774: "Cada Edificio Comercial puede usarse una vez por turno".  El
  # mismo libro dice "una vez por ronda" en es:595 y es:872-873, y los Bienes se quedan sobre la
  # ficha hasta el final de la ronda para que todos sepan que se ha usado (es:774-777); el
  # escenario sigue "una vez por ronda".
  @rule @commercial.once-per-round
  Escenario: Cada Edificio Comercial se usa una vez por ronda (es:595, es:772-777)
    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y Greg posee el Caupona
    Y Greg tiene 10 piezas de Oro
    Y Greg tiene 4 contadores de Bienes Alimentarios
    Cuando Greg usa el Caupona
    Entonces Greg tiene 14 piezas de Oro
    Y Greg tiene 2 contadores de Bienes Alimentarios
    Cuando Greg usa el Caupona
    Entonces la acción es rechazada por la regla commercial.once-per-round
    Y nada ha cambiado

  # Errata de es:774 (véase arriba): "una vez por turno" se lee "una vez por ronda"; el turno de la
  # fase de construcción de Edificios y la fase de aceptación de Contratos son de la misma ronda.
  @rule @commercial.once-per-round
  Escenario: Un Edificio Comercial usado en la fase de construcción de Edificios no se usa de nuevo en la fase de aceptación de Contratos (es:870-877)
    Dada la fase de aceptación de Contratos de la ronda 2
    Y Greg posee el Caupona
    Y Greg ya ha usado el Caupona en esta ronda
    Y Greg tiene 10 piezas de Oro
    Y Greg tiene 2 contadores de Bienes Alimentarios
    Cuando Greg usa el Caupona
    Entonces la acción es rechazada por la regla commercial.once-per-round
    Y nada ha cambiado

  @rule @commercial.once-per-round
  Escenario: Un Edificio Comercial puede usarse en la ronda en que se construye (es:772-774)
    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y Greg tiene 20 piezas de Oro
    Y Greg tiene 0 PF
    Y Greg tiene 2 contadores de Bienes Alimentarios
    Cuando Greg compra el Caupona
    Entonces Greg tiene 11 piezas de Oro
    Cuando Greg usa el Caupona
    Entonces Greg tiene 15 piezas de Oro
    Y Greg tiene 1 PF
    Y sobre el Caupona de Greg hay 2 contadores de Bienes Alimentarios

  @rule @commercial.can-produce
  Escenario: Un Edificio de Producción recién comprado ya hace al jugador capaz de producir su tipo de Bienes (es:790-793, es:1412-1415)
    "Ser capaz de producir un tipo de Bienes significa que debes poseer al menos un Edificio de
    Producción en cuya ficha figure ese tipo de Bienes" (es:1412-1413): poseerlo basta, aunque aún
    no haya producido (empieza a producir en la ronda siguiente, es:1369-1371).  Greg guardó 2
    contadores de Bienes de Consumo, compra el Textrinum y usa en seguida su Vestificina.

    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y Greg posee el Vestificina
    Y Greg tiene 20 piezas de Oro
    Y Greg tiene 0 PF
    Y Greg tiene 2 contadores de Bienes de Consumo
    Cuando Greg usa el Vestificina
    Entonces la acción es rechazada por la regla commercial.can-produce
    Y nada ha cambiado
    Cuando Greg compra el Textrinum
    Y Greg usa el Vestificina
    Entonces Greg posee el Textrinum
    # 20 - 11 + 5
    Y Greg tiene 14 piezas de Oro
    Y Greg tiene 1 PF
    Y sobre el Vestificina de Greg hay 2 contadores de Bienes de Consumo

  @rule @commercial.once-per-round
  Escenario: Los Edificios Comerciales también se usan en la fase de aceptación de Contratos, por todos los jugadores (es:869-873)
    Dada la fase de aceptación de Contratos de la ronda 2
    Y Greg posee el Caupona
    Y Jen posee el Textrinum
    Y Jen posee el Vestificina
    Y Greg tiene 10 piezas de Oro
    Y Jen tiene 20 piezas de Oro
    Y Greg tiene 2 contadores de Bienes Alimentarios
    Y Jen tiene 2 contadores de Bienes de Consumo
    Cuando Jen usa el Vestificina
    Entonces Jen tiene 25 piezas de Oro
    Cuando Greg usa el Caupona
    Entonces Greg tiene 14 piezas de Oro
    Y sobre el Caupona de Greg hay 2 contadores de Bienes Alimentarios
    Y sobre el Vestificina de Jen hay 2 contadores de Bienes de Consumo

  @rule @market.active-player
  Escenario: En la fase de construcción de Edificios sólo el jugador activo usa sus Edificios Comerciales (es:772-774)
    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y Jen posee el Caupona
    Y Jen tiene 2 contadores de Bienes Alimentarios
    Cuando Jen usa el Caupona
    Entonces la acción es rechazada por la regla market.active-player
    Y nada ha cambiado

  @rule @wall.swap
  Escenario: La Muralla de intercambio cambia un contador por otro que el propietario pueda producir, una vez por ronda (es:577, es:1329-1332)
    El principio del texto del segmento está dañado ("WK,!N!! este segmento puede intercambiar uno
    de sus contadores de Bienes por cualquier otro de su elección que pueda producir"); el "una
    vez por ronda" es el de es:577.

    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y Greg posee la Muralla de intercambio
    Y Greg posee el Textrinum
    Y Greg tiene estos Bienes:
      | Bienes              | Número |
      | Bienes Alimentarios | 2      |
      | Bienes de Lujo      | 1      |
    Cuando Greg intercambia un contador de Bienes de Lujo por un contador de Bienes Industriales con la Muralla de intercambio
    Entonces la acción es rechazada por la regla wall.swap
    Y nada ha cambiado
    Cuando Greg intercambia un contador de Bienes de Lujo por un contador de Bienes de Consumo con la Muralla de intercambio
    Entonces Greg tiene 0 contadores de Bienes de Lujo
    Y Greg tiene 1 contador de Bienes de Consumo
    Y Greg tiene 2 contadores de Bienes Alimentarios
    Cuando Greg intercambia un contador de Bienes Alimentarios por un contador de Bienes de Consumo con la Muralla de intercambio
    Entonces la acción es rechazada por la regla wall.swap
    Y nada ha cambiado

  @rule @wall.sale
  Escenario: La Muralla de venta cambia 3 contadores de Bienes, de cualquier tipo, por 10 piezas de Oro una vez por ronda (es:577, es:1334-1337)
    Dada la fase de aceptación de Contratos de la ronda 2
    Y Greg posee la Muralla de venta
    Y Greg tiene 5 piezas de Oro
    Y Greg tiene estos Bienes:
      | Bienes              | Número |
      | Bienes Alimentarios | 4      |
      | Bienes de Consumo   | 1      |
      | Bienes Militares    | 1      |
    Cuando Greg intercambia 2 contadores de Bienes Alimentarios por 10 piezas de Oro con la Muralla de venta
    Entonces la acción es rechazada por la regla wall.sale
    Y nada ha cambiado
    Cuando Greg intercambia 1 contador de Bienes Alimentarios, 1 contador de Bienes de Consumo y 1 contador de Bienes Militares por 10 piezas de Oro con la Muralla de venta
    Entonces Greg tiene 15 piezas de Oro
    Y Greg tiene 3 contadores de Bienes Alimentarios
    Y Greg tiene 0 contadores de Bienes de Consumo
    Y Greg tiene 0 contadores de Bienes Militares
    Cuando Greg intercambia 3 contadores de Bienes Alimentarios por 10 piezas de Oro con la Muralla de venta
    Entonces la acción es rechazada por la regla wall.sale
    Y nada ha cambiado
