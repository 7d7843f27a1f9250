# language: es
@topic-construction
Característica: Fase de construcción de Edificios: compra de Edificios (es:460-464, es:474-481, es:525-583, es:600-611, es:619-665)
  Siguiendo el orden de turnos (es:529), cada jugador puede comprar hasta un Edificio de cada
  tipo: de Producción, Comercial, de Servicios y Público; las Murallas de la Ciudad son un
  tipo aparte que sólo compra el Praefectus Urbi (es:461-463, es:600-602).  Paga el coste
  indicado en la ficha (es:474-476) y no puede tener dos Edificios con el mismo nombre, salvo
  los Públicos y las Murallas (es:478-481).  Un Edificio de Producción necesita uno de la
  Licencia de Construcción inmediatamente inferior (es:525-527, es:556-559, es:1402-1406) y
  hace avanzar el Nivel de Producción (es:515-516).  Los Edificios Públicos se compran por su
  valor en PF, el más caro de la pareja primero (es:627-631).  El Consul puede usar su
  derecho de preferencia de compra, pagando el precio completo (es:603-611, es:659-661,
  es:1428-1430).  Los costes son los impresos (es:1116-1304; el del Metallum, 20, sólo figura
  en los ejemplos, es:573 y es:621).

  Antecedentes:
    Dados los jugadores Greg, Jen y Kay

  @es-ex-05 @example @build.unique-name
  Escenario: Un jugador no puede poseer más de un Hospitium (es:474-481)
    Dada la fase de construcción de Edificios de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Pretorio | Jen     |
      | Comes Thesaurorum   | Kay     |
    Y Greg tiene 30 piezas de Oro
    Y Jen tiene 30 piezas de Oro
    Y Greg posee el Hospitium
    Y el suministro tiene 2 de cada uno de estos Edificios:
      | Edificio  |
      | Hospitium |
      | Caupona   |
    Cuando Greg compra el Hospitium
    Entonces la acción es rechazada por la regla build.unique-name
    Y nada ha cambiado
    # Otro Edificio Comercial con otro nombre sí puede comprarlo.
    Cuando Greg compra el Caupona
    Entonces Greg posee el Caupona
    Y Greg tiene 21 piezas de Oro
    Cuando Greg termina su turno
    # Otro jugador puede tener su propio Hospitium.
    Y Jen compra el Hospitium
    Entonces Jen posee el Hospitium
    Y Jen tiene 21 piezas de Oro
    Y el suministro tiene 1 Hospitium

  @rule @build.unique-name
  Escenario: Los Edificios Públicos y las Murallas de la Ciudad pueden repetir nombre en una hoja de jugador (es:478-480)
    Dada la fase de construcción de Edificios de la ronda 5
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Jen     |
      | Praefectus Pretorio | Kay     |
      | Praefectus Urbi     | Greg    |
    Y es el turno de Greg
    Y Greg tiene 50 piezas de Oro
    Y Greg tiene 3 PF
    Y Greg posee estos Edificios:
      | Edificio                                    |
      | Domus Regia de 24 piezas de Oro             |
      | segmento de Muralla de intercambio de Bienes |
    Y el suministro tiene 1 de cada uno de estos Edificios:
      | Edificio                         |
      | Domus Regia de 36 piezas de Oro  |
      | Hippodromus de 32 piezas de Oro  |
      | Muralla de venta                 |
    Cuando Greg compra un Edificio Público de 4 PF
    Entonces Greg posee el Domus Regia de 36 piezas de Oro
    Y Greg tiene 14 piezas de Oro
    Y Greg tiene 7 PF
    Cuando Greg compra el segmento de Muralla de venta de 3 Bienes por 10 piezas de Oro
    Entonces Greg posee el segmento de Muralla de venta de 3 Bienes por 10 piezas de Oro
    Y Greg posee el segmento de Muralla de intercambio de Bienes
    Y Greg tiene 4 piezas de Oro

  @es-ex-06 @example @build.licence
  Escenario: Un Edificio de Licencia "C" necesita uno de Licencia "B"; la "A" del Ager abre los de Licencia "B" (es:525-527, es:556-559)
    # es:558 dice "los edificios de Construcción con Licencia “B”": son los Edificios de
    # Producción con Licencia de Construcción "B" (es:525-527).
    Dada la fase de construcción de Edificios de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Pretorio | Jen     |
      | Comes Thesaurorum   | Kay     |
    Y Greg tiene 30 piezas de Oro
    Y Jen tiene 30 piezas de Oro
    Y Greg sólo posee el Ager
    Y Jen posee el Cura
    Y el suministro tiene 2 de cada uno de estos Edificios:
      | Edificio          |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
      | Metallum          |
      | Armorum Faber     |
    # Greg sólo tiene el Ager ("A"): el Armorum Faber ("C") necesita un Edificio "B".
    Cuando Greg compra el Armorum Faber
    Entonces la acción es rechazada por la regla build.licence
    Y nada ha cambiado
    Cuando Greg compra el Lignarii Officina
    Entonces Greg posee el Lignarii Officina
    Y Greg tiene 18 piezas de Oro
    Cuando Greg termina su turno
    # Jen posee el Cura ("B"), así que puede comprar un Edificio "C".
    Y Jen compra el Armorum Faber
    Entonces Jen posee el Armorum Faber
    Y Jen tiene 16 piezas de Oro

  @es-ex-07 @example @build.licence @build.one-per-kind
  Escenario: Ejemplo de compra de Edificios: Greg compra el Metallum y el Emporio, Jen el Textrinum y el Caupona (es:532, es:537-545, es:566-574, es:578-583)
    El segundo Textrinum se rechaza por dos razones (es:580-583); el motor nombra la primera que
    comprueba, un Edificio de cada tipo por ronda; la segunda (el mismo nombre) se comprueba en
    el escenario siguiente.

    Dada la fase de construcción de Edificios de la ronda 1
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Pretorio | Jen     |
      | Comes Thesaurorum   | Kay     |
    Y Greg tiene 30 piezas de Oro
    Y Jen tiene 30 piezas de Oro
    Y Greg sólo posee el Ager
    Y Jen sólo posee el Ager
    Y el suministro tiene 2 de cada uno de estos Edificios:
      | Edificio  |
      | Vinaria   |
      | Metallum  |
      | Emporio   |
      | Textrinum |
      | Caupona   |
    # "Greg, al ser el primer jugador, tiene la primera oportunidad de comprar Edificios."
    Entonces es el turno de Greg
    # Un Vinaria por 21 piezas de Oro (Licencia "D") necesitaría un Edificio "C".
    Cuando Greg compra el Vinaria
    Entonces la acción es rechazada por la regla build.licence
    Y nada ha cambiado
    # "compra el Edificio de Producción Metallum (Licencia de Construcción “B”) por 20 piezas de Oro"
    Cuando Greg compra el Metallum
    Entonces Greg tiene 10 piezas de Oro
    # "y el Edificio Comercial Emporio por 9 piezas"
    Cuando Greg compra el Emporio
    # "Greg paga 29 piezas de Oro al suministro": 20 + 9
    Entonces Greg tiene una pieza de Oro
    Y Greg posee el Metallum
    Y Greg posee el Emporio
    Y Greg está en el Nivel de Producción 2
    Cuando Greg termina su turno
    Entonces es el turno de Jen
    # "compra el Edificio de Producción Textrinum (Licencia de Construcción “A”) por 11 piezas de Oro"
    Cuando Jen compra el Textrinum
    Entonces Jen tiene 19 piezas de Oro
    # "y el Edificio Comercial Caupona por 9 piezas"
    Cuando Jen compra el Caupona
    # "Jen paga 20 piezas de Oro al suministro": 11 + 9
    Entonces Jen tiene 10 piezas de Oro
    Y Jen posee el Textrinum
    Y Jen posee el Caupona
    Cuando Jen compra el Textrinum
    Entonces la acción es rechazada por la regla build.one-per-kind
    Y nada ha cambiado
    Y el suministro tiene 1 Textrinum

  @es-ex-07 @example @build.licence
  Escenario: Con un Edificio "C", Greg compraría el Vinaria por 21 piezas de Oro (es:566-572, es:537-545)
    "Le gustaría comprar un Vinaria por 21 piezas de Oro (un Edificio con Licencia de Construcción
    “D”), pero para hacer esto necesitaría un Edificio “C”, el cual no posee."  Aquí Greg posee el
    Armorum Faber ("C"), y el Vinaria le cuesta las 21 piezas.

    Dada la fase de construcción de Edificios de la ronda 4
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Pretorio | Jen     |
      | Comes Thesaurorum   | Kay     |
    Y Greg tiene 30 piezas de Oro
    Y Greg posee estos Edificios:
      | Edificio      |
      | Metallum      |
      | Armorum Faber |
    Y el suministro tiene 2 Vinaria
    Cuando Greg compra el Vinaria
    Entonces Greg posee el Vinaria
    Y Greg tiene 9 piezas de Oro
    Y Greg está en el Nivel de Producción 4

  @es-ex-07 @example @build.unique-name
  Escenario: Tampoco en otra ronda puede Jen tener un segundo Textrinum (es:581-583)
    "... en segundo lugar, porque un jugador no puede poseer 2 fichas de Edificios de
    Producción, Comerciales o de Servicios con el mismo nombre."

    Dada la fase de construcción de Edificios de la ronda 2
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Jen     |
      | Praefectus Pretorio | Greg    |
      | Comes Thesaurorum   | Kay     |
    Y Jen tiene 30 piezas de Oro
    Y Jen posee el Textrinum
    Y el suministro tiene 1 Textrinum
    Cuando Jen compra el Textrinum
    Entonces la acción es rechazada por la regla build.unique-name
    Y nada ha cambiado

  @es-ex-08 @example @consul.preempt @consul.preempt-not-counted
  Escenario: Jen, el Consul, usa su derecho de preferencia de compra con el último Metallum que eligió Kay (es:619-621, es:653-655)
    Dada la fase de construcción de Edificios de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Kay     |
      | Praefectus Pretorio | Greg    |
      | Consul              | Jen     |
    Y Kay tiene 30 piezas de Oro
    Y Jen tiene 25 piezas de Oro
    Y Kay sólo posee el Ager
    Y Jen sólo posee el Ager
    Y el suministro tiene 1 Metallum
    Y el suministro tiene 2 Figulina
    # "Kay, el jugador activo, decide comprar el último Edificio de Producción Metallum disponible."
    Cuando Kay compra el Metallum
    Entonces Jen debe decidir si usa su derecho de preferencia de compra
    Cuando Jen usa su derecho de preferencia de compra
    # "Jen paga 20 piezas de Oro al suministro, coge la ficha de Edificio y la sitúa en su hoja"
    Entonces Jen posee el Metallum
    Y Jen tiene 5 piezas de Oro
    Y Kay no posee el Metallum
    Y Kay tiene 30 piezas de Oro
    Y el suministro tiene 0 Metallum
    Y el Consul ha usado su habilidad en esta ronda
    Y es el turno de Kay
    # "Kay, que no pudo comprar el Metallum, puede ahora comprar otro Edificio de Producción"
    Cuando Kay compra el Figulina
    Entonces Kay posee el Figulina
    Y Kay tiene 13 piezas de Oro
    Y Kay está en el Nivel de Producción 2

  @es-ex-09 @example @build.public-dearest @build.public-fp
  Escenario: Edificios Públicos: se compra el más caro de la pareja (es:640-643, es:550-555, es:560-565)
    Dada la fase de construcción de Edificios de la ronda 5
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Kay     |
      | Praefectus Pretorio | Jen     |
      | Comes Thesaurorum   | Greg    |
    Y Kay tiene 40 piezas de Oro
    Y Kay tiene 20 PF
    Y Jen tiene 45 piezas de Oro
    Y Jen tiene 18 PF
    # "Todos las fichas de Edificios Públicos están aún disponibles"
    Y el suministro tiene 1 de cada uno de estos Edificios:
      | Edificio                        |
      | Hippodromus de 21 piezas de Oro |
      | Domus Regia de 24 piezas de Oro |
      | Hippodromus de 32 piezas de Oro |
      | Domus Regia de 36 piezas de Oro |
      | Hippodromus de 45 piezas de Oro |
      | Domus Regia de 50 piezas de Oro |
      | Hippodromus de 60 piezas de Oro |
      | Domus Regia de 66 piezas de Oro |
    # Kay sólo puede permitirse una de las dos parejas más baratas (21/24 y 32/36).
    Cuando Kay compra un Edificio Público de 5 PF
    Entonces la acción es rechazada por la regla gold.cannot-afford
    Y nada ha cambiado
    # Hubiera preferido la más barata de 3 PF (21), pero no tiene permitido hacer esto.
    Cuando Kay compra el Hippodromus de 21 piezas de Oro
    Entonces la acción es rechazada por la regla build.public-dearest
    Y nada ha cambiado
    # "Está obligada a comprar el más caro de la pareja y paga 24 piezas de Oro al suministro."
    Cuando Kay compra un Edificio Público de 3 PF
    Entonces Kay posee el Domus Regia de 24 piezas de Oro
    Y Kay tiene 16 piezas de Oro
    Y Kay tiene 23 PF
    Y no queda ningún Domus Regia de 24 piezas de Oro en el suministro
    Cuando Kay termina su turno
    Entonces es el turno de Jen
    # No una ficha de 5 PF mientras la de 50 piezas esté todavía disponible ...
    Cuando Jen compra el Hippodromus de 45 piezas de Oro
    Entonces la acción es rechazada por la regla build.public-dearest
    Y nada ha cambiado
    # ... y la de 50 piezas cuesta más que sus 45.
    Cuando Jen compra un Edificio Público de 5 PF
    Entonces la acción es rechazada por la regla gold.cannot-afford
    Y nada ha cambiado
    # Una de 4 PF sería la más cara, de 36 piezas, no la de 32.
    Cuando Jen compra el Hippodromus de 32 piezas de Oro
    Entonces la acción es rechazada por la regla build.public-dearest
    Y nada ha cambiado
    # "Al final decide comprar la ficha de 3 PF que queda por 21 piezas de Oro."
    Cuando Jen compra un Edificio Público de 3 PF
    Entonces Jen posee el Hippodromus de 21 piezas de Oro
    Y Jen tiene 24 piezas de Oro
    Y Jen tiene 21 PF
    Y no queda ningún Hippodromus de 21 piezas de Oro en el suministro

  @es-ex-09 @example @build.public-dearest @build.public-fp
  Escenario: Jen podría haber comprado una ficha de 4 PF, la más cara, por 36 piezas de Oro (es:560-565)
    "Si quiere comprar una de 4 PF, debe comprar la más cara por 36 piezas de Oro en lugar de la
    más barata, de 32 piezas."

    Dada la fase de construcción de Edificios de la ronda 5
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Jen     |
      | Praefectus Pretorio | Kay     |
      | Comes Thesaurorum   | Greg    |
    Y Jen tiene 45 piezas de Oro
    Y Jen tiene 18 PF
    # Kay ya ha comprado el Domus Regia de 24 piezas de Oro.
    Y el suministro tiene 0 Domus Regia de 24 piezas de Oro
    Y el suministro tiene 1 de cada uno de estos Edificios:
      | Edificio                        |
      | Hippodromus de 21 piezas de Oro |
      | Hippodromus de 32 piezas de Oro |
      | Domus Regia de 36 piezas de Oro |
      | Hippodromus de 45 piezas de Oro |
      | Domus Regia de 50 piezas de Oro |
      | Hippodromus de 60 piezas de Oro |
      | Domus Regia de 66 piezas de Oro |
    Cuando Jen compra un Edificio Público de 4 PF
    Entonces Jen posee el Domus Regia de 36 piezas de Oro
    Y Jen no posee el Hippodromus de 32 piezas de Oro
    Y Jen tiene 9 piezas de Oro
    Y Jen tiene 22 PF
    Y el suministro tiene 1 Hippodromus de 32 piezas de Oro

  @es-faq-14 @faq @consul.preempt-not-counted
  Escenario: Un Edificio comprado con el derecho de preferencia de compra no cuenta para el límite de ningún jugador (es:1425-1430)
    Dada la fase de construcción de Edificios de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Kay     |
      | Praefectus Pretorio | Greg    |
      | Consul              | Jen     |
    Y Kay tiene 30 piezas de Oro
    Y Jen tiene 40 piezas de Oro
    Y Kay sólo posee el Ager
    Y Jen sólo posee el Ager
    Y el suministro tiene 2 Metallum
    Y el suministro tiene 2 Lignarii Officina
    Cuando Kay compra el Metallum
    Y Jen usa su derecho de preferencia de compra
    Entonces Jen posee el Metallum
    Y Jen tiene 20 piezas de Oro
    # "¿puedo comprar otro Edificio del mismo tipo?" "Sí": el jugador activo (aquí incluso del
    # mismo nombre) ...
    Cuando Kay compra el Metallum
    Entonces Kay posee el Metallum
    Y Kay tiene 10 piezas de Oro
    Cuando Kay termina su turno
    Y Greg termina su turno
    Entonces es el turno de Jen
    # ... "como para el jugador que posee el Cargo Público de Consul".
    Cuando Jen compra el Lignarii Officina
    Entonces Jen posee el Lignarii Officina
    Y Jen tiene 8 piezas de Oro
    Y Jen está en el Nivel de Producción 3
    Y el suministro tiene 0 Metallum

  @es-faq-06 @faq @build.no-space-limit
  Escenario: Se pueden seguir comprando Edificios cuando no quedan casillas libres en la hoja de jugador (es:1377-1380)
    El número de casillas para Edificios de la hoja de jugador no está en el texto (la hoja es un
    dibujo); el motor no pone límite.  Kay ya posee 21 Edificios, más de los que cabrían en el
    área de Edificios construidos, y compra dos más ("puedes seguir comprando Edificios y
    colocarlos simplemente junto a la hoja de jugador").

    Dada la fase de construcción de Edificios de la ronda 7
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Kay     |
      | Praefectus Pretorio | Greg    |
      | Comes Thesaurorum   | Jen     |
    Y Kay tiene 40 piezas de Oro
    Y Kay posee estos Edificios:
      | Edificio          |
      | Pistrinum         |
      | Venatoris Domus   |
      | Textrinum         |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
      | Metallum          |
      | Armorum Faber     |
      | Fabri Officina    |
      | Conflatorium      |
      | Sculptoris Domus  |
      | Caupona           |
      | Vestificina       |
      | Emporium          |
      | Armamentarium     |
      | Antiquarius       |
      | Hospitium         |
      | Mensae            |
      | Redemptor         |
      | Taberna           |
    Y el suministro tiene 1 Vinaria
    Y el suministro tiene 1 Horreum
    Entonces Kay posee 21 Edificios
    Cuando Kay compra el Vinaria
    Y Kay compra el Horreum
    Entonces Kay posee el Vinaria
    Y Kay posee el Horreum
    Y Kay posee 23 Edificios
    Y Kay tiene 14 piezas de Oro

  @es-faq-09 @faq @build.licence-skip
  Escenario: Con sólo el Ager ("A") y todos los Edificios "B" comprados, se puede comprar uno "C" (es:1402-1406)
    La pregunta española habla de un solo Edificio de Producción con Licencia "A" ("Sólo tengo
    un Edificio de Producción con una Licencia de Construcción “A”"): Jen sólo posee el Ager.

    Dada la fase de construcción de Edificios de la ronda 4
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Jen     |
      | Praefectus Pretorio | Greg    |
      | Comes Thesaurorum   | Kay     |
    Y Jen tiene 30 piezas de Oro
    Y Jen sólo posee el Ager
    # "todos los Edificios de Producción con Licencia de Construcción “B” han sido comprados"
    Y el suministro tiene 0 de cada uno de estos Edificios:
      | Edificio          |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
      | Metallum          |
    Y el suministro tiene 2 Armorum Faber
    # "puedes saltarte ese tipo de Licencia y comprar un Edificio ... con la siguiente Licencia
    # disponible (“C”)"
    Cuando Jen compra el Armorum Faber
    Entonces Jen posee el Armorum Faber
    Y Jen tiene 16 piezas de Oro
    Y Jen está en el Nivel de Producción 2

  @rule @build.licence-skip @build.licence
  Escenario: Una Licencia sólo se salta cuando no queda ningún Edificio de ella (es:1402-1406)
    Greg y Jen sólo poseen el Ager; queda un Cura ("B").  Greg no puede saltarse la Licencia
    "B" mientras quede; una vez que lo ha comprado él, Jen sí puede.

    Dada la fase de construcción de Edificios de la ronda 4
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Pretorio | Jen     |
      | Comes Thesaurorum   | Kay     |
    Y Greg tiene 30 piezas de Oro
    Y Jen tiene 30 piezas de Oro
    Y Greg sólo posee el Ager
    Y Jen sólo posee el Ager
    Y el suministro tiene 0 de cada uno de estos Edificios:
      | Edificio          |
      | Lignarii Officina |
      | Figulina          |
      | Metallum          |
    Y el suministro tiene 1 Cura
    Y el suministro tiene 2 Armorum Faber
    Cuando Greg compra el Armorum Faber
    Entonces la acción es rechazada por la regla build.licence
    Y nada ha cambiado
    Cuando Greg compra el Cura
    Y Greg termina su turno
    Y Jen compra el Armorum Faber
    Entonces Jen posee el Armorum Faber
    Y Jen tiene 16 piezas de Oro
    Y Greg posee el Cura
    Y Greg tiene 14 piezas de Oro

  @rule @build.one-per-kind
  Escenario: Un Edificio de cada tipo en su turno (es:461-462)
    Dada la fase de construcción de Edificios de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Pretorio | Jen     |
      | Comes Thesaurorum   | Kay     |
    Y Greg tiene 60 piezas de Oro
    Y Greg tiene 0 PF
    Y Greg sólo posee el Ager
    Y el suministro tiene 2 de cada uno de estos Edificios:
      | Edificio        |
      | Venatoris Domus |
      | Textrinum       |
      | Caupona         |
      | Mensae          |
    Y el suministro tiene 1 de cada uno de estos Edificios:
      | Edificio                        |
      | Hippodromus de 21 piezas de Oro |
      | Domus Regia de 24 piezas de Oro |
    Cuando Greg compra el Venatoris Domus
    Y Greg compra el Textrinum
    Entonces la acción es rechazada por la regla build.one-per-kind
    Y nada ha cambiado
    Cuando Greg compra el Caupona
    Y Greg compra el Mensae
    Y Greg compra un Edificio Público de 3 PF
    Entonces Greg posee el Venatoris Domus
    Y Greg no posee el Textrinum
    Y Greg posee el Caupona
    Y Greg posee el Mensae
    Y Greg posee el Domus Regia de 24 piezas de Oro
    # 10 + 9 + 5 + 24 = 48 piezas de Oro (es:1128, es:579, es:1250, es:1285)
    Y Greg tiene 12 piezas de Oro
    Y Greg tiene 3 PF
    Cuando Greg compra el Vestificina
    Entonces la acción es rechazada por la regla build.one-per-kind
    Y nada ha cambiado

  @rule @build.production-level
  Escenario: Cada Edificio de Producción comprado hace avanzar el Nivel de Producción (es:515-516)
    Dada la fase de construcción de Edificios de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Pretorio | Jen     |
      | Comes Thesaurorum   | Kay     |
    Y Greg tiene 40 piezas de Oro
    Y Greg posee el Textrinum
    Y el suministro tiene 2 Metallum
    Y el suministro tiene 2 Caupona
    Entonces Greg está en el Nivel de Producción 2
    Cuando Greg compra el Metallum
    Entonces Greg está en el Nivel de Producción 3
    # Un Edificio Comercial no es de Producción.
    Cuando Greg compra el Caupona
    Entonces Greg está en el Nivel de Producción 3
    Y Greg tiene 11 piezas de Oro

  @rule @build.walls-praefectus-urbi @build.one-per-kind
  Escenario: Sólo el Praefectus Urbi construye un segmento de Muralla, uno por ronda (es:461-463, es:600-602, es:1199-1201)
    El Cargo dice "durante la fase de construcción de Murallas" (es:1201), una fase que la ronda
    no tiene (es:284-291); en el resto del libro el segmento se compra en la fase de
    construcción de Edificios (es:463, es:600-602, es:786), que es lo que se sigue aquí.

    Dada la fase de construcción de Edificios de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Pretorio | Jen     |
      | Praefectus Urbi     | Kay     |
    Y Greg tiene 30 piezas de Oro
    Y Kay tiene 25 piezas de Oro
    Cuando Greg compra el segmento de Muralla de intercambio de Bienes
    Entonces la acción es rechazada por la regla build.walls-praefectus-urbi
    Y nada ha cambiado
    Cuando Greg termina su turno
    Y Jen termina su turno
    Y Kay compra el segmento de Muralla de intercambio de Bienes
    Entonces Kay posee el segmento de Muralla de intercambio de Bienes
    Y Kay tiene 15 piezas de Oro
    Y no queda ningún segmento de Muralla de intercambio de Bienes en el suministro
    Cuando Kay compra el segmento de Muralla de venta de 3 Bienes por 10 piezas de Oro
    Entonces la acción es rechazada por la regla build.one-per-kind
    Y nada ha cambiado

  @rule @consul.not-walls
  Escenario: El Consul no usa su derecho de preferencia de compra con un segmento de Muralla en el turno del Praefectus Urbi (es:659-661, es:1231-1233)
    El motor nunca ofrece al Consul un segmento de Muralla.

    Dada la fase de construcción de Edificios de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Urbi     | Kay     |
      | Consul              | Jen     |
    Y es el turno de Kay
    Y Kay tiene 25 piezas de Oro
    Y Jen tiene 30 piezas de Oro
    Cuando Kay compra el segmento de Muralla de descuento en el Mercado
    Entonces nadie recibe la oferta del derecho de preferencia de compra
    Y Kay posee el segmento de Muralla de descuento en el Mercado
    Y Kay tiene 15 piezas de Oro
    Y Jen no posee el segmento de Muralla de descuento en el Mercado
    Y Jen tiene 30 piezas de Oro
    Y el Consul no ha usado su habilidad en esta ronda

  @rule @consul.preempt @build.redemptor
  Escenario: El Consul paga el precio completo, sin el descuento del Redemptor (es:604-611)
    Kay elige el Metallum con su Redemptor (20 - 5 = 15 piezas de Oro).  Jen, el Consul, también
    posee un Redemptor y puede producir Bienes Industriales, pero "debe pagar el precio completo
    del Edificio ... y no puede aplicar ningún descuento otorgado por Edificios Comerciales o de
    Servicios": paga 20 y conserva su contador de Bienes Industriales.  Kay, que no ha comprado
    nada, conserva su Oro y su contador.

    Dada la fase de construcción de Edificios de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Kay     |
      | Praefectus Pretorio | Greg    |
      | Consul              | Jen     |
    Y Kay tiene 20 piezas de Oro
    Y Jen tiene 25 piezas de Oro
    Y Kay posee estos Edificios:
      | Edificio          |
      | Redemptor         |
      | Lignarii Officina |
    Y Jen posee estos Edificios:
      | Edificio          |
      | Redemptor         |
      | Lignarii Officina |
    Y el Lignarii Officina produce 1 contador de Bienes Industriales
    Y Kay tiene 1 contador de Bienes Industriales
    Y Jen tiene 1 contador de Bienes Industriales
    Y el suministro tiene 2 Metallum
    Cuando Kay compra el Metallum usando el Redemptor
    Entonces Jen debe decidir si usa su derecho de preferencia de compra
    Cuando Jen usa su derecho de preferencia de compra
    Entonces Jen posee el Metallum
    Y Jen tiene 5 piezas de Oro
    Y Jen tiene 1 contador de Bienes Industriales
    Y Kay no posee el Metallum
    Y Kay tiene 20 piezas de Oro
    Y Kay tiene 1 contador de Bienes Industriales

  @rule @consul.preempt
  Escenario: Un Consul que no tiene el precio completo en Oro no recibe la oferta (es:607-608)
    Jen tiene 18 piezas de Oro: con un Redemptor el Metallum le costaría 15, pero el Consul paga
    el precio completo, 20, "con el Oro que posea en ese momento", sin descuentos.  No posee
    ningún Edificio Comercial ni la Muralla de venta que le permitirían conseguir Oro, así que el
    motor no le ofrece la compra.

    Dada la fase de construcción de Edificios de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Kay     |
      | Praefectus Pretorio | Greg    |
      | Consul              | Jen     |
    Y Kay tiene 20 piezas de Oro
    Y Jen tiene 18 piezas de Oro
    Y Kay sólo posee el Ager
    Y Jen posee estos Edificios:
      | Edificio          |
      | Redemptor         |
      | Lignarii Officina |
    Y el Lignarii Officina produce 1 contador de Bienes Industriales
    Y Jen tiene 1 contador de Bienes Industriales
    Y el suministro tiene 2 Metallum
    Cuando Kay compra el Metallum
    Entonces nadie recibe la oferta del derecho de preferencia de compra
    Y Kay posee el Metallum
    Y Kay tiene 0 piezas de Oro
    Y Jen no posee el Metallum
    Y Jen tiene 18 piezas de Oro

  @rule @build.redemptor
  Escenario: El Redemptor: un contador de Bienes Industriales por un descuento de 5 piezas de Oro, sólo si se pueden producir Bienes Industriales (es:617-618, es:1256-1261)
    El texto del Redemptor está dañado en la extracción: "K,!N!! ! Bienes Industriales (cubo
    rojo) para obtener un descuento de 5 piezas de Oro en la JN! sólo si puede producir Bienes
    Industriales."  Se comprueba lo legible: el descuento de 5 piezas, el contador de Bienes
    Industriales que se descarta (uno, como en en:848; el número es ilegible) y la condición de
    poder producir Bienes Industriales.  El "una vez por ronda" del libro inglés (en:848) no es
    legible aquí y no se comprueba.

    Dada la fase de construcción de Edificios de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Pretorio | Jen     |
      | Comes Thesaurorum   | Kay     |
    Y Greg tiene 30 piezas de Oro
    Y Jen tiene 30 piezas de Oro
    Y Greg posee estos Edificios:
      | Edificio          |
      | Redemptor         |
      | Lignarii Officina |
    Y Jen posee el Redemptor
    Y el Lignarii Officina produce 1 contador de Bienes Industriales
    Y el Ager produce 2 contadores de Bienes Alimentarios
    Y Greg tiene 2 contadores de Bienes Industriales
    Y Jen tiene 1 contador de Bienes Industriales
    Y el suministro tiene 2 de cada uno de estos Edificios:
      | Edificio  |
      | Metallum  |
      | Caupona   |
      | Pistrinum |
    Cuando Greg compra el Metallum usando el Redemptor
    Entonces Greg posee el Metallum
    # 20 - 5 = 15 piezas de Oro, y un contador de Bienes Industriales descartado
    Y Greg tiene 15 piezas de Oro
    Y Greg tiene 1 contador de Bienes Industriales
    Cuando Greg termina su turno
    # Jen tiene un contador de Bienes Industriales, pero ningún Edificio que los produzca.
    Y Jen compra el Pistrinum usando el Redemptor
    Entonces la acción es rechazada por la regla build.redemptor
    Y nada ha cambiado
    Y Jen tiene 30 piezas de Oro
    Y Jen tiene 1 contador de Bienes Industriales

  @rule @build.redemptor
  Escenario: El descuento del Redemptor vale para la compra de cualquier Edificio, también uno Comercial (es:617-618, es:1256-1261)
    En la tabla, el Edificio al que se aplica el descuento está en la parte dañada ("un descuento
    de 5 piezas de Oro en la JN!"); es:617-618 dice que el Redemptor "puede usarse para reducir el
    coste de la compra de Edificios", sin limitarlo a un tipo.  Greg puede producir Bienes
    Industriales (Lignarii Officina) y compra el Caupona por 9 - 5 = 4 piezas de Oro.

    Dada la fase de construcción de Edificios de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Pretorio | Jen     |
      | Comes Thesaurorum   | Kay     |
    Y Greg tiene 30 piezas de Oro
    Y Greg posee estos Edificios:
      | Edificio          |
      | Redemptor         |
      | Lignarii Officina |
    Y el Lignarii Officina produce 1 contador de Bienes Industriales
    Y Greg tiene 1 contador de Bienes Industriales
    Y el suministro tiene 2 Caupona
    Cuando Greg compra el Caupona usando el Redemptor
    Entonces Greg posee el Caupona
    Y Greg tiene 26 piezas de Oro
    Y Greg tiene 0 contadores de Bienes Industriales

  @rule @office.ability-once @consul.preempt
  Escenario: Un Consul que ha usado su derecho de preferencia de compra no descarta Contratos en esa ronda (es:785-788, es:1227-1237, es:1388-1390)
    Dada la fase de construcción de Edificios de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Kay     |
      | Praefectus Pretorio | Greg    |
      | Consul              | Jen     |
    Y Kay tiene 30 piezas de Oro
    Y Jen tiene 25 piezas de Oro
    Y Kay sólo posee el Ager
    Y Greg sólo posee el Ager
    Y Jen sólo posee el Ager
    Y el suministro tiene 2 Metallum
    Y las cartas de Contrato de esta partida:
      | Contrato | Bienes | Tipo                       | Oro | PF | Pequeño | Mediano | Grande |
      | k01      | 1      | Bienes Alimentarios        | 4   | 1  | 1       | 1       | 1      |
      | k02      | 1      | Bienes Alimentarios        | 5   | 1  | 1       | 1       | 2      |
      | k03      | 1      | Bienes de Consumo          | 5   | 1  | 1       | 1       | 2      |
      | k04      | 2      | Bienes de Consumo          | 9   | 1  | 1       | 2       | 2      |
      | k05      | 1      | Bienes Industriales        | 6   | 1  | 1       | 1       | 2      |
      | k06      | 2      | Bienes Industriales        | 12  | 1  | 1       | 1       | 2      |
      | k07      | 1      | Bienes Militares           | 8   | 1  | 1       | 1       | 2      |
      | k08      | 1      | Bienes de Lujo             | 10  | 1  | 1       | 2       | 2      |
      | k09      | 2      | Bienes Alimentarios        | 8   | 1  | 1       | 1       | 1      |
    Y el mazo de Contratos tiene k01 k02 k03 k04 k05 k06 k07 k08 k09 desde arriba
    Cuando Kay compra el Metallum
    Y Jen usa su derecho de preferencia de compra
    Entonces Jen tiene 5 piezas de Oro
    Y el Consul ha usado su habilidad en esta ronda
    Cuando Kay termina su turno
    Y Greg termina su turno
    Y Jen termina su turno
    # Kay roba 1 + 3 (Magister Officiorum), Greg 1 y Jen 2 (Ager y Metallum).
    Entonces ha comenzado la fase de aceptación de Contratos
    Y Jen tiene las cartas de Contrato k06 k07
    Cuando Jen descarta el Contrato k06 y roba uno nuevo
    Entonces la acción es rechazada por la regla office.ability-once
    Y nada ha cambiado

  @rule @game.end-public @build.public-fp
  Escenario: Comprar el último Edificio Público disponible termina la partida al final de esa ronda (es:1041-1042)
    Dada la fase de construcción de Edificios de la ronda 4
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Kay     |
      | Praefectus Pretorio | Jen     |
      | Comes Thesaurorum   | Greg    |
    Y Kay tiene 70 piezas de Oro
    Y Kay tiene 30 PF
    Y Jen tiene 20 piezas de Oro
    Y Jen tiene 25 PF
    Y Greg tiene 30 piezas de Oro
    Y Greg tiene 28 PF
    Y el suministro tiene 0 de cada uno de estos Edificios:
      | Edificio                        |
      | Hippodromus de 21 piezas de Oro |
      | Domus Regia de 24 piezas de Oro |
      | Hippodromus de 32 piezas de Oro |
      | Domus Regia de 36 piezas de Oro |
      | Hippodromus de 45 piezas de Oro |
      | Domus Regia de 50 piezas de Oro |
      | Domus Regia de 66 piezas de Oro |
    Y el suministro tiene 1 de cada uno de estos Edificios:
      | Edificio                        |
      | Hippodromus de 60 piezas de Oro |
    Y las cartas de Contrato de esta partida:
      | Contrato | Bienes | Tipo                | Oro | PF | Pequeño | Mediano | Grande |
      | k01      | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
      | k02      | 1      | Bienes Alimentarios | 5   | 1  | 1       | 1       | 2      |
      | k03      | 1      | Bienes de Consumo   | 5   | 1  | 1       | 1       | 2      |
      | k04      | 2      | Bienes de Consumo   | 9   | 1  | 1       | 2       | 2      |
      | k05      | 1      | Bienes Industriales | 6   | 1  | 1       | 1       | 2      |
      | k06      | 2      | Bienes Industriales | 12  | 1  | 1       | 1       | 2      |
    Y el mazo de Contratos tiene k01 k02 k03 k04 k05 k06 desde arriba
    Cuando Kay compra un Edificio Público de 6 PF
    Entonces Kay posee el Hippodromus de 60 piezas de Oro
    Y Kay tiene 10 piezas de Oro
    Y Kay tiene 36 PF
    Y no queda ningún Hippodromus de 60 piezas de Oro en el suministro
    Y la partida terminará al final de la ronda 4
    Y la partida no ha terminado
    Cuando Kay termina su turno
    Y Jen termina su turno
    Y Greg termina su turno
    Entonces ha comenzado la fase de aceptación de Contratos
    Cuando Kay termina la fase
    Y Jen termina la fase
    Y Greg termina la fase
    Entonces ha comenzado la fase de donación de Bienes
    Cuando Kay termina la fase
    Y Jen termina la fase
    Y Greg termina la fase
    Entonces la partida ha terminado
    Y la partida ha durado 4 rondas
    # Nadie tiene Murallas ni Barcos en Travesías; 1 PF por cada 15 piezas de Oro.
    Y la puntuación final de Kay es de 36 PF
    Y la puntuación final de Jen es de 26 PF
    Y la puntuación final de Greg es de 30 PF
    Y Kay gana la partida
