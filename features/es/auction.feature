# language: es
@topic-auction
Característica: Fase de subasta de Cargos Públicos (es:259-336, es:352-392)
  Cada ronda empieza con la subasta de los cinco Cargos Públicos, en el orden de la ronda
  (es:281-283).  Conservar el mismo Cargo no cuesta nada (es:313-315), un Cargo libre cuesta
  2 piezas de Oro (es:298-301) y un Cargo ocupado es para quien puje más (es:308-312,
  es:319-322).  Quien pierde su Cargo puede ocupar gratis el que dejó libre quien se lo quitó
  (es:324-329).  Al final, las Monedas de los Cargos vuelven al suministro (es:334-336); el
  Praefectus Pretorio recibe un contador de Bienes que pueda producir y el Comes Thesaurorum
  4 piezas de Oro (es:340-342, es:1188-1198).

  Antecedentes:
    Dados los jugadores Verde, Rojo, Azul y Amarillo
    Y la fase de subasta de Cargos Públicos de la ronda 2
    Y los Cargos ocupados así:
      | Cargo               | Jugador  |
      | Magister Officiorum | Verde    |
      | Praefectus Pretorio | Azul     |
      | Comes Thesaurorum   | Rojo     |
      | Praefectus Urbi     | Amarillo |
    Y Verde tiene 10 piezas de Oro
    Y Rojo tiene 10 piezas de Oro
    Y Azul tiene 10 piezas de Oro
    Y Amarillo tiene 10 piezas de Oro

  @es-ex-01 @es-ex-02 @es-ex-03 @example @auction.turn-order @auction.keep-office-free @auction.winner-pays
  @auction.loser-active @auction.loser-takes-vacated-free @auction.phase-end @auction.vacant-office-costs-2
  Escenario: El ejemplo de subasta de Cargos Públicos, en tres partes (es:352-358, es:368-370, es:378-383, es:387-392, es:317-318, es:330-333)
    Los esquemas del ejemplo se han perdido en el texto; los Cargos de partida se deducen de la
    narración: Verde es el primero (I), Azul el segundo (II), Rojo el tercero (III) y Amarillo
    el cuarto (IV, que queda libre cuando Amarillo se cambia); el Consul (V) está libre con
    cuatro jugadores.  El texto extraído intercala las columnas: la primera parte está en
    es:352-358, la segunda en es:368-370, es:378-383, es:387-392 y termina en es:317-318, la
    tercera en es:330-333 (por eso el inventario numera es-ex-01 la tercera parte, la primera
    en el orden de las líneas).  El Comes Thesaurorum recibe sus 4 piezas de Oro al final de la
    fase (es:1197-1198), lo que el ejemplo no cuenta.

    # Primera parte: "el jugador verde es el primero activo para la subasta, ya que posee el
    # Cargo con el número más bajo"
    Entonces es el turno de Verde
    Cuando Verde puja una pieza de Oro por el Cargo de Comes Thesaurorum
    Y Rojo pasa
    Entonces Verde ocupa el Cargo de Comes Thesaurorum
    Y hay una pieza de Oro sobre el Cargo de Comes Thesaurorum
    Y es el turno de Rojo
    # "decide ocupar el Cargo que el jugador verde acaba de dejar libre ... sin necesidad de pujar"
    Cuando Rojo ocupa el Cargo libre de Magister Officiorum
    Entonces Rojo ocupa el Cargo de Magister Officiorum
    Y hay 0 piezas de Oro sobre el Cargo de Magister Officiorum
    Y Rojo tiene 10 piezas de Oro
    # Segunda parte: el jugador azul "decide permanecer donde estaba y no tiene que pagar nada"
    Y es el turno de Azul
    Cuando Azul conserva el mismo Cargo
    Entonces Azul tiene 10 piezas de Oro
    # "El jugador amarillo pasa a ser el jugador activo, puesto que el jugador verde ha estado
    # activo anteriormente"
    Y es el turno de Amarillo
    Cuando Amarillo puja una pieza de Oro por el Cargo de Magister Officiorum
    Y Rojo pasa
    Entonces Amarillo ocupa el Cargo de Magister Officiorum
    Y hay una pieza de Oro sobre el Cargo de Magister Officiorum
    Y Amarillo tiene 9 piezas de Oro
    # "El jugador rojo está ahora activo (ya que un jugador pasa a estar activo cada vez que
    # pierde una subasta ...)", y elige no ocupar el Cargo que dejó libre el jugador amarillo.
    Y es el turno de Rojo
    Cuando Rojo puja una pieza de Oro por el Cargo de Praefectus Pretorio
    Y Azul sube la puja a 2 piezas de Oro
    Y Rojo sube la puja a 3 piezas de Oro
    Y Azul pasa
    Entonces Rojo ocupa el Cargo de Praefectus Pretorio
    Y hay 3 piezas de Oro sobre el Cargo de Praefectus Pretorio
    Y Rojo tiene 7 piezas de Oro
    Y Azul tiene 10 piezas de Oro
    # "... se convierte en el jugador activo; decide pagar 2 piezas de Oro para hacerse con el
    # Cargo de Consul que está libre."
    Y es el turno de Azul
    Cuando Azul ocupa el Cargo libre de Consul
    # Tercera parte: "Las 7 piezas de Oro que hay sobre el tablero se devuelven al suministro."
    Entonces las 7 piezas de Oro que hay sobre los Cargos se devuelven al suministro
    Y Verde ocupa el Cargo de Comes Thesaurorum
    Y Rojo ocupa el Cargo de Praefectus Pretorio
    Y Azul ocupa el Cargo de Consul
    Y Amarillo ocupa el Cargo de Magister Officiorum
    Y el Cargo de Praefectus Urbi está libre
    # "el orden de los turnos para la ronda queda determinado": I, II, III, V
    Y el orden de turnos es Amarillo, Rojo, Verde y Azul
    Y Rojo tiene 7 piezas de Oro
    Y Azul tiene 8 piezas de Oro
    Y Amarillo tiene 9 piezas de Oro
    # 10 - 1 de su puja + 4 como Comes Thesaurorum
    Y Verde tiene 13 piezas de Oro
    Y ha comenzado la fase de construcción de Edificios

  @rule @auction.no-office-to-keep
  Escenario: Quien ha perdido su Cargo no puede conservarlo (es:313-315, es:324-329)
    Cuando Verde puja una pieza de Oro por el Cargo de Comes Thesaurorum
    Y Rojo pasa
    Y Rojo conserva el mismo Cargo
    Entonces la acción es rechazada por la regla auction.no-office-to-keep
    Y nada ha cambiado

  @rule @auction.vacant-office-costs-2
  Escenario: Un Cargo libre cuesta 2 piezas de Oro, que se colocan en el área de Monedas del Cargo (es:298-301)
    # Con cuatro jugadores el Consul (V) está libre: se ocupa, no se puja por él.
    Cuando Verde puja una pieza de Oro por el Cargo de Consul
    Entonces la acción es rechazada por la regla auction.vacant-office-costs-2
    Y nada ha cambiado
    Cuando Verde ocupa el Cargo libre de Consul
    Entonces Verde ocupa el Cargo de Consul
    Y hay 2 piezas de Oro sobre el Cargo de Consul
    Y Verde tiene 8 piezas de Oro
    Y el Cargo de Magister Officiorum está libre
    Y es el turno de Azul

  @rule @auction.bid-exceeds-coins
  Escenario: La puja debe ser mayor que la cantidad de Oro ya presente en el área de Monedas del Cargo (es:308-310)
    Cuando Verde puja 2 piezas de Oro por el Cargo de Comes Thesaurorum
    Y Rojo pasa
    Entonces Verde ocupa el Cargo de Comes Thesaurorum
    Y hay 2 piezas de Oro sobre el Cargo de Comes Thesaurorum
    Y es el turno de Rojo
    Cuando Rojo puja 2 piezas de Oro por el Cargo de Comes Thesaurorum
    Entonces la acción es rechazada por la regla auction.bid-exceeds-coins
    Y nada ha cambiado
    Cuando Rojo puja 3 piezas de Oro por el Cargo de Comes Thesaurorum
    Y Verde pasa
    # El ganador sitúa su puja en el área de Monedas, sobre las 2 piezas que ya había.
    Entonces Rojo ocupa el Cargo de Comes Thesaurorum
    Y hay 5 piezas de Oro sobre el Cargo de Comes Thesaurorum
    Y Rojo tiene 7 piezas de Oro
    Y Verde tiene 8 piezas de Oro
    Y es el turno de Verde

  @rule @auction.raise-exceeds-bid @auction.winner-pays
  Escenario: El titular puede subir la puja y el jugador activo subirla de nuevo; quien pierde no paga nada (es:310-312, es:319-322)
    Cuando Verde puja 2 piezas de Oro por el Cargo de Comes Thesaurorum
    Y Rojo sube la puja a 2 piezas de Oro
    Entonces la acción es rechazada por la regla auction.raise-exceeds-bid
    Y nada ha cambiado
    Cuando Rojo sube la puja a 3 piezas de Oro
    Y Verde sube la puja a 3 piezas de Oro
    Entonces la acción es rechazada por la regla auction.raise-exceeds-bid
    Y nada ha cambiado
    Cuando Verde pasa
    # El titular conserva su Cargo y paga su puja; el perdedor no paga nada y elige de nuevo.
    Entonces Rojo ocupa el Cargo de Comes Thesaurorum
    Y hay 3 piezas de Oro sobre el Cargo de Comes Thesaurorum
    Y Rojo tiene 7 piezas de Oro
    Y Verde tiene 10 piezas de Oro
    Y Verde ocupa el Cargo de Magister Officiorum
    Y es el turno de Verde

  @rule @auction.own-office
  Escenario: Nadie puja por el Cargo que ya ocupa (es:292-294, es:308)
    Cuando Verde puja una pieza de Oro por el Cargo de Magister Officiorum
    Entonces la acción es rechazada por la regla auction.own-office
    Y nada ha cambiado
    Cuando Verde conserva el mismo Cargo
    Entonces Verde ocupa el Cargo de Magister Officiorum
    Y Verde tiene 10 piezas de Oro
    Y es el turno de Azul

  @rule @auction.wall-raise-3
  Escenario: Contra el propietario de la Muralla de protección del Cargo, la primera puja es de 3 piezas de Oro como mínimo (es:1372-1376)
    Lo que queda del texto del segmento dice ": Durante la subasta de Cargos [...] para el Cargo
    del propietario de este segmento debe ser de 3 piezas de Oro como mínimo"; las palabras que
    faltan (ilegibles en la extracción, "%& NJ!=!!") decían si es la puja o la subida de la puja
    la que debe ser de 3 como mínimo.  En las dos lecturas, la primera puja por un Cargo sin Oro
    sobre él debe ser de 3 piezas de Oro por lo menos, y sólo eso se comprueba aquí (la otra
    parte, en el escenario siguiente).

    Dado Rojo posee el segmento de Muralla de protección del Cargo
    Cuando Verde puja 2 piezas de Oro por el Cargo de Comes Thesaurorum
    Entonces la acción es rechazada por la regla auction.wall-raise-3
    Y nada ha cambiado
    Cuando Verde puja 3 piezas de Oro por el Cargo de Comes Thesaurorum
    Y Rojo pasa
    Entonces Verde ocupa el Cargo de Comes Thesaurorum
    Y hay 3 piezas de Oro sobre el Cargo de Comes Thesaurorum
    Y Verde tiene 7 piezas de Oro
    Y Rojo tiene 10 piezas de Oro
    Y es el turno de Rojo

  @rule @auction.wall-raise-3
  Escenario: Leído tal como ha quedado, el texto del segmento sólo pide pujas de 3 piezas de Oro como mínimo (es:1372-1376)
    Lectura literal de lo que queda de es:1376: cada puja del adversario por el Cargo del
    propietario debe ser "de 3 piezas de Oro como mínimo"; una vez alcanzado ese mínimo, las
    subidas siguen la regla normal (mayores que la puja anterior, es:310-312).  El libro inglés
    pide subidas de 3 en 3 (en:873: Verde tendría que subir a 7); lo que falta del texto español
    no permite saber si decía lo mismo.  Se sigue lo que queda escrito, que es también la lectura
    de la edición española en el motor (opción office_wall_protection: bid-at-least-3).

    Dado Rojo posee el segmento de Muralla de protección del Cargo
    Cuando Verde puja 3 piezas de Oro por el Cargo de Comes Thesaurorum
    Y Rojo sube la puja a 4 piezas de Oro
    Y Verde sube la puja a 5 piezas de Oro
    Entonces la acción se lleva a cabo
    Cuando Rojo pasa
    Entonces Verde ocupa el Cargo de Comes Thesaurorum
    Y hay 5 piezas de Oro sobre el Cargo de Comes Thesaurorum
    Y Verde tiene 5 piezas de Oro

  @rule @office.comes-thesaurorum-gold @office.praefectus-pretorio-good
  Escenario: Al final de la subasta el Comes Thesaurorum recibe 4 piezas de Oro y el Praefectus Pretorio un contador de Bienes que pueda producir (es:1188-1198)
    Azul, el Praefectus Pretorio, puede producir dos tipos (Bienes Alimentarios con el Ager,
    Bienes de Lujo con el Sculptoris Domus), así que elige cuál recibe (es:1189-1191).

    Dado Azul posee el Sculptoris Domus
    Y el Ager produce 2 contadores de Bienes Alimentarios
    Y el Sculptoris Domus produce 1 contador de Bienes de Lujo
    Cuando Verde conserva el mismo Cargo
    Y Azul conserva el mismo Cargo
    Y Rojo conserva el mismo Cargo
    Y Amarillo conserva el mismo Cargo
    Entonces Rojo tiene 14 piezas de Oro
    Y Verde tiene 10 piezas de Oro
    Y Azul tiene 10 piezas de Oro
    Y Amarillo tiene 10 piezas de Oro
    Y Azul debe elegir el Bien del Praefectus Pretorio
    Cuando Azul coge un contador de Bienes Militares como Praefectus Pretorio
    Entonces la acción es rechazada por la regla office.praefectus-pretorio-good
    Y nada ha cambiado
    Cuando Azul coge un contador de Bienes de Lujo como Praefectus Pretorio
    Entonces ha comenzado la fase de construcción de Edificios
    # 1 contador de Bienes de Lujo del Cargo y 1 producido por el Sculptoris Domus.
    Y Azul tiene 2 contadores de Bienes de Lujo
    Y Azul tiene 2 contadores de Bienes Alimentarios
    Y Verde tiene 0 contadores de Bienes de Lujo
    Y Rojo tiene 14 piezas de Oro

  @rule @office.comes-thesaurorum-gold @office.praefectus-pretorio-good @ships.move
  Escenario: Los premios del Praefectus Pretorio y del Comes Thesaurorum llegan al final de la subasta, también en la primera ronda (es:340-343, es:1188-1198)
    En el texto extraído la frase "Al final de esta fase, el jugador que posea el Cargo de
    Praefectus Pretorio recibe un contador de Bienes ... El jugador que ocupe el Cargo de Comes
    Thesaurorum recibe 4 piezas de Oro" (es:340-342) queda bajo el título "FASE DE MOVIMIENTO DE
    BARCOS/CUMPLIMIENTO DE CONTRATOS" (es:337), una fase que no tiene lugar en la primera ronda
    (es:343).  La descripción de los Cargos dice "al final de la fase de subasta de Cargos
    Públicos" (es:1190, es:1198) y la pregunta frecuente es:1385-1387 también; se sigue esa
    lectura: en la primera ronda los dos premios se reciben igualmente.

    Dada la ronda 1
    Y el Ager produce 2 contadores de Bienes Alimentarios
    Y Verde no tiene Bienes
    Y Azul no tiene Bienes
    Cuando Verde conserva el mismo Cargo
    Y Azul conserva el mismo Cargo
    Y Rojo conserva el mismo Cargo
    Y Amarillo conserva el mismo Cargo
    Entonces ha comenzado la fase de construcción de Edificios
    Y Rojo tiene 14 piezas de Oro
    # Azul sólo puede producir Bienes Alimentarios (Ager): 1 del Cargo y 2 producidos.
    Y Azul tiene 3 contadores de Bienes Alimentarios
    Y Verde tiene 2 contadores de Bienes Alimentarios
