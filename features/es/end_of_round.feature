# language: es
@topic-end-of-round
Característica: Fase de final de ronda (es:938-950, es:971-979, es:989-1004, es:1010-1037)
  Al final de cada ronda se llevan a cabo dos pasos de mantenimiento (es:1011-1012).  Cambio de
  Mercado: la primera carta del mazo de Mercados futuros pasa al mazo de Mercado actual; la
  primera vez que el área de Mercado futuro queda vacía, las cartas del Mercado actual salvo la
  de arriba se barajan y se sitúan boca arriba en el área de Mercado futuro (es:1013-1015,
  es:938-950).  Almacenado/Descarte de Bienes: cada jugador almacena un solo contador de Bienes,
  hasta 5 con el Horreum, o menos, y descarta el resto; al final de la última ronda no se
  descartan Bienes (es:989-1004, es:1036-1037).  Los Bienes del área de Inventario vuelven al
  suministro al final de la ronda (es:679-680, es:862) y las habilidades del Praefectus Urbi y
  del Consul pueden volver a usarse (es:1388-1390).

  Antecedentes:
    Dados los jugadores Greg, Jen y Kay

  # ------------------------------------------------------------- cambio de Mercado

  @es-ex-16 @example @end.change-markets
  Escenario: El Porta Aurea pasa a ser el Mercado actual y el Opificies el Mercado futuro (es:930-937)
    Las letras (A) a (D) del texto remiten a un esquema que no está en el texto extraído.

    Dada la fase de donación de Bienes de la ronda 3
    # "El Forum Costantinum es el Mercado actual (B) y el Porta Aurea es el Mercado futuro (A)";
    # el Opificies "estaba bajo el Porta Aurea"
    Y el Mercado actual es el Forum Costantinum
    Y el mazo de Mercados futuros es Porta Aurea y Opificies
    Cuando Greg termina la fase
    Y Jen termina la fase
    Y Kay termina la fase
    # "El Porta Aurea es ahora el Mercado actual (D), y el Opificies (C) ... es ahora el Mercado futuro."
    Entonces el Mercado actual es el Porta Aurea
    Y el Mercado futuro es el Opificies
    Y el Opificies es la única carta del mazo de Mercados futuros
    Y es ahora la ronda 4

  @es-ex-17 @example @end.reshuffle-markets
  Escenario: La primera vez que se vacía el área de Mercado futuro, las cartas del Mercado actual salvo el Opificies forman un nuevo mazo de Mercados futuros (es:971-979)
    Continúa el ejemplo anterior: el Porta Aurea está sobre el Forum Costantinum (y las cartas
    que fueron actuales antes), el Opificies es la última carta del Mercado futuro.  La mezcla es
    al azar, así que la situación da su resultado: "el Domus Regia es ahora el Mercado futuro"
    (es:978-979); el orden de las otras tres cartas, debajo, no lo da el libro (el de aquí vale
    como cualquier otro).  El nuevo mazo de Mercados futuros debe tener exactamente las otras
    cuatro cartas, boca arriba (es:938-942), con el Domus Regia arriba.

    Dada la fase de donación de Bienes de la ronda 4
    Y el Mercado actual es el Porta Aurea
    Y el mazo de Mercados futuros es Opificies
    Y las cartas de Mercado se barajarán en el orden Domus Regia, Porta Aurea, Forum Costantinum y Portus Iulianus
    Cuando Greg termina la fase
    Y Jen termina la fase
    Y Kay termina la fase
    # "El Opificies es ahora el Mercado actual, pero el área de Mercado futuro está ahora vacía"
    Entonces el Mercado actual es el Opificies
    # "Greg coge todas las cartas en el área de Mercado actual, excepto el Opificies, las baraja y
    # las coloca en el área de Mercado futuro."
    Y el mazo de Mercado actual sólo contiene el Opificies
    Y el mazo de Mercados futuros tiene 4 cartas
    Y el mazo de Mercados futuros contiene el Porta Aurea, Forum Costantinum, Domus Regia y Portus Iulianus
    Y el área de Mercado futuro se ha quedado vacía 1 vez/veces
    Y la ruta market.future_face_down de la vista vale false
    # "Hecho esto, el Domus Regia es ahora el Mercado futuro."
    Y el Mercado futuro es el Domus Regia

  # ------------------------------------------------------------- almacenado/descarte de Bienes

  @es-ex-19 @example @end.store
  Escenario: Greg se queda con un contador de Bienes, Jen guarda su único contador y Kay, con el Horreum, conserva sus 2 contadores (es:1018-1025)
    Dado el paso de Almacenado/Descarte de Bienes de la ronda 3
    Y Greg tiene 3 contadores de Bienes de Consumo
    Y Jen tiene 1 contador de Bienes Industriales
    Y Kay tiene 1 contador de Bienes de Consumo
    Y Kay tiene 1 contador de Bienes de Lujo
    Y Kay posee el Horreum
    # "Greg debe quedarse con sólo un contador de Bienes"
    Cuando Greg almacena 2 contadores de Bienes de Consumo
    Entonces la acción es rechazada por la regla end.store
    Y nada ha cambiado
    Cuando Greg almacena 1 contador de Bienes de Consumo
    # "Jen guarda el único contador que posee"
    Y Jen almacena 1 contador de Bienes Industriales
    # "Kay, al poseer el Horreum, conserva sus 2 contadores"
    Y Kay almacena 1 contador de Bienes de Consumo y 1 contador de Bienes de Lujo
    Entonces es ahora la ronda 4
    Y Greg tiene 1 contador de Bienes de Consumo
    Y Jen tiene 1 contador de Bienes Industriales
    Y Kay tiene 1 contador de Bienes de Consumo
    Y Kay tiene 1 contador de Bienes de Lujo

  @rule @end.store
  Escenario: Con el Horreum se almacenan hasta 5 contadores de Bienes de cualquier combinación de tipos (es:994-998)
    Dado el paso de Almacenado/Descarte de Bienes de la ronda 3
    Y Kay posee el Horreum
    Y Kay tiene 4 contadores de Bienes de Consumo
    Y Kay tiene 2 contadores de Bienes de Lujo
    Y Greg no tiene Bienes
    Y Jen no tiene Bienes
    Cuando Kay almacena 4 contadores de Bienes de Consumo y 2 contadores de Bienes de Lujo
    Entonces la acción es rechazada por la regla end.store
    Y nada ha cambiado
    Cuando Kay almacena 3 contadores de Bienes de Consumo y 2 contadores de Bienes de Lujo
    Entonces es ahora la ronda 4
    Y Kay tiene 3 contadores de Bienes de Consumo
    Y Kay tiene 2 contadores de Bienes de Lujo

  @es-faq-04 @faq @end.store
  Escenario: Un jugador puede descartar voluntariamente contadores de Bienes que podría almacenar (es:1346-1347, es:1368)
    Dado el paso de Almacenado/Descarte de Bienes de la ronda 3
    Y Greg tiene 2 contadores de Bienes Alimentarios
    Y Jen tiene 1 contador de Bienes Industriales
    Y Kay tiene 2 contadores de Bienes de Consumo
    Y Kay tiene 1 contador de Bienes de Lujo
    Y Kay posee el Horreum
    # "R: Sí."
    Cuando Greg no almacena nada
    Y Jen no almacena nada
    Y Kay almacena 1 contador de Bienes de Lujo
    Entonces es ahora la ronda 4
    Y Greg no tiene Bienes
    Y Jen no tiene Bienes
    Y Kay tiene 0 contadores de Bienes de Consumo
    Y Kay tiene 1 contador de Bienes de Lujo

  # Errata de es:989-991: "los jugadores deben almacenar o descartar los contadores de Bienes que no
  # hayan gastado (o que se encuentren en Travesías)".  Al pie de la letra, el cargamento de un
  # Barco en el mar se almacenaría o descartaría al final de la ronda; pero el mismo libro hace que
  # el Barco lleve sus Bienes y Contratos hasta llegar a la casilla de Puerto y cobrarlos
  # (es:466-473, es:482-489, es:829-833), ningún Barco se pierde en el mar (es:472-473) y los que
  # siguen en Travesías al final de la partida cobran "de forma normal" (es:1051-1054).  Falta la
  # negación de en:689 ("goods currently on a voyage do not count"): el cargamento en el mar no se
  # toca.
  @rule @end.store
  Escenario: Los Bienes que están en Travesías no se almacenan ni se descartan (es:989-991)
    Dada la fase de donación de Bienes de la ronda 4
    Y el Contrato K1 pide 2 contadores de Bienes de Consumo y paga 9 piezas de Oro y 1 PF, en 1/2/2 rondas
    Y el Contrato K2 pide 1 contador de Bienes de Lujo y paga 10 piezas de Oro y 1 PF, en 1/1/2 rondas
    Y el Barco Grande L1 de Greg está en la casilla de Travesía 2 con los Contratos K1 K2
    Y Greg tiene 2 contadores de Bienes Alimentarios
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Y Greg almacena 1 contador de Bienes Alimentarios
    Entonces es ahora la ronda 5
    Y Greg tiene 1 contador de Bienes Alimentarios
    Y el Barco L1 de Greg lleva los Contratos K1 K2
    Y el Barco L1 de Greg lleva 2 contadores de Bienes de Consumo a bordo
    Y el Barco L1 de Greg lleva 1 contador de Bienes de Lujo a bordo
    Y el Barco L1 de Greg está en la casilla de Travesía 2

  @rule @end.no-discard-final
  Escenario: Al final de la última ronda de juego no se descartan Bienes (es:989, es:1036-1037)
    # El área de Mercado futuro se quedó vacía por segunda vez al final de la ronda anterior, así
    # que ésta es la última (es:1043).
    Dada la fase de donación de Bienes de la ronda 9
    Y el Mercado actual es el Opificies
    Y el área de Mercado futuro está vacía
    Y el área de Mercado futuro se ha quedado vacía 2 vez/veces
    Y Greg tiene 3 contadores de Bienes de Consumo
    Y Jen tiene 2 contadores de Bienes Alimentarios
    Y Jen ha terminado esta fase
    Y Kay ha terminado esta fase
    Cuando Greg termina la fase
    Entonces la partida ha terminado
    Y Greg tiene 3 contadores de Bienes de Consumo
    Y Jen tiene 2 contadores de Bienes Alimentarios

  @rule @end.store @game.end-market
  Escenario: La ronda en que el área de Mercado futuro se queda vacía por segunda vez aún termina con el Almacenado/Descarte de Bienes (es:989, es:1011-1012, es:1043)
    es:1011-1012 dice que los dos pasos de mantenimiento se llevan a cabo "a menos que se cumplan
    una de las condiciones establecidas en 'Ganar la partida'", y una de ellas es que el área de
    Mercado futuro se quede vacía por segunda vez (es:1043), lo que ocurre en el paso de Cambio de
    Mercado de esta ronda.  Pero la misma condición dice que entonces "se juega una ronda final
    completa" (es:1043), y el Almacenado/Descarte se hace al final de cada ronda "exceptuando la
    última de la partida" (es:989): se sigue esta lectura, la única en que se salta el paso en la
    última ronda y no en la penúltima.

    Dada la fase de donación de Bienes de la ronda 8
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Urbi     | Jen     |
      | Consul              | Kay     |
    Y el Mercado actual es el Porta Aurea
    Y el mazo de Mercados futuros es Opificies
    Y el área de Mercado futuro se ha quedado vacía 1 vez/veces
    Y Greg tiene 3 contadores de Bienes de Consumo
    Y Jen no tiene Bienes
    Y Kay no tiene Bienes
    Cuando Greg termina la fase
    Y Jen termina la fase
    Y Kay termina la fase
    Entonces el Mercado actual es el Opificies
    Y el área de Mercado futuro está vacía
    Y el área de Mercado futuro se ha quedado vacía 2 vez/veces
    Y la partida no ha terminado
    Y la fase actual es la fase de final de ronda
    Cuando Greg almacena 1 contador de Bienes de Consumo
    Entonces es ahora la ronda 9
    Y Greg tiene 1 contador de Bienes de Consumo

  # ------------------------------------------------------------- mantenimiento

  @rule @end.cleanup
  Escenario: Al final de la ronda se vacía el área de Inventario y las habilidades de los Cargos pueden volver a usarse (es:679-680, es:1388-1390)
    Dada la fase de donación de Bienes de la ronda 3
    Y Kay ocupa el Cargo de Consul
    Y Jen ocupa el Cargo de Praefectus Urbi
    Y Greg ya ha comprado 2 contadores de Bienes de Consumo en esta ronda
    Y Jen ya ha vendido 1 contador de Bienes Industriales en esta ronda
    Y el Consul ya ha usado su habilidad en esta ronda
    Y el Praefectus Urbi ya ha usado su habilidad en esta ronda
    Cuando Greg termina la fase
    Y Jen termina la fase
    Y Kay termina la fase
    Entonces es ahora la ronda 4
    Y los Bienes del Inventario de Greg han vuelto al suministro
    Y los Bienes del Inventario de Jen han vuelto al suministro
    Y el Consul puede volver a usar su habilidad
    Y el Praefectus Urbi puede volver a usar su habilidad
