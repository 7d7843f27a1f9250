# language: es
@topic-public-offices
Característica: Cargos Públicos (es:1163-1237, es:1384-1393)
  Cada uno de los cinco Cargos Públicos da un beneficio a quien lo ocupa (es:1164-1237): el
  Magister Officiorum roba 3 cartas de Contrato adicionales (es:757-758, es:1165-1167); el
  Praefectus Pretorio recibe un contador de Bienes que pueda producir y el Comes Thesaurorum 4
  piezas de Oro al final de la fase de subasta (es:1188-1198); el Praefectus Urbi y el Consul
  tienen dos habilidades cada uno, de las que usan una, una vez por ronda (es:785-788,
  es:1199-1204, es:1227-1237, es:1388-1390).  El segmento de Muralla y el derecho de preferencia
  de compra se usan en la fase de construcción de Edificios (véase construction.feature); el
  cambio de Contratos, en la fase de aceptación de Contratos.

  Antecedentes:
    Dados los jugadores Greg, Jen y Kay
    Y las cartas de Contrato de esta partida:
      | Contrato | Bienes | Tipo                | Oro | PF | Pequeño | Mediano | Grande |
      | k01      | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
      | k02      | 1      | Bienes Alimentarios | 5   | 1  | 1       | 1       | 2      |
      | k03      | 1      | Bienes de Consumo   | 5   | 1  | 1       | 1       | 2      |
      | k04      | 2      | Bienes de Consumo   | 9   | 1  | 1       | 2       | 2      |
      | k05      | 1      | Bienes Industriales | 6   | 1  | 1       | 1       | 2      |
      | k06      | 2      | Bienes Industriales | 12  | 1  | 1       | 1       | 2      |
      | k07      | 1      | Bienes Militares    | 8   | 1  | 1       | 1       | 2      |
      | k08      | 1      | Bienes de Lujo      | 10  | 1  | 1       | 2       | 2      |
      | k09      | 2      | Bienes Alimentarios | 8   | 1  | 1       | 1       | 1      |
      | k10      | 1      | Bienes de Consumo   | 6   | 1  | 1       | 2       | 2      |

  @rule @office.magister-officiorum-draw
  Escenario: El Magister Officiorum recibe 3 cartas de Contrato adicionales (es:1165-1167)
    Nadie tiene Establecimientos Comerciales ni la Muralla de Contrato, así que cada jugador roba
    lo que le dan su Nivel de Producción y su Cargo, en el orden de la ronda (es:814-819,
    es:754-761).

    Dada la fase de robo de Contratos de la ronda 2
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Jen     |
      | Praefectus Pretorio | Greg    |
      | Comes Thesaurorum   | Kay     |
    Y Jen sólo posee el Ager
    Y Greg posee el Textrinum
    Y Kay sólo posee el Ager
    Y el mazo de Contratos tiene k01 k02 k03 k04 k05 k06 k07 desde arriba
    # Jen: Nivel de Producción 1, roba 1, más 3 como Magister Officiorum = 4.
    Entonces Jen está en el Nivel de Producción 1
    Y Jen tiene las cartas de Contrato k01 k02 k03 k04
    # Greg: Ager y Textrinum, Nivel de Producción 2, roba 2.
    Y Greg está en el Nivel de Producción 2
    Y Greg tiene las cartas de Contrato k05 k06
    # Kay: Nivel de Producción 1, roba 1.
    Y Kay tiene las cartas de Contrato k07
    Y ha comenzado la fase de aceptación de Contratos

  @rule @office.ability-once @build.walls-praefectus-urbi
  Escenario: Un Praefectus Urbi que ha construido un segmento de Muralla no puede cambiar Contratos (es:785-788, es:1199-1204, es:1388-1390)
    Dada la fase de construcción de Edificios de la ronda 2
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Pretorio | Jen     |
      | Praefectus Urbi     | Kay     |
    Y es el turno de Kay
    Y Kay tiene 20 piezas de Oro
    Y Greg sólo posee el Ager
    Y Jen sólo posee el Ager
    Y Kay sólo posee el Ager
    Y el mazo de Contratos tiene k01 k02 k03 k04 k05 k06 k07 k08 desde arriba
    Cuando Kay compra el segmento de Muralla de intercambio de Bienes
    Entonces Kay posee el segmento de Muralla de intercambio de Bienes
    Y Kay tiene 10 piezas de Oro
    Y el Praefectus Urbi ha usado su habilidad en esta ronda
    Cuando Kay termina su turno
    # Greg roba 1 + 3 (Magister Officiorum), Jen 1 y Kay 1.
    Entonces ha comenzado la fase de aceptación de Contratos
    Y Kay tiene las cartas de Contrato k06
    Cuando Kay descarta el Contrato k06 y roba uno nuevo
    Entonces la acción es rechazada por la regla office.ability-once
    Y nada ha cambiado

  @rule @office.ability-once @accept.swap
  Escenario: El Praefectus Urbi y el Consul que no han usado su habilidad descartan hasta 2 cartas de Contrato, una vez (es:785-788, es:1203-1204, es:1236-1237, es:1388-1390)
    Dada la fase de aceptación de Contratos de la ronda 2
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Urbi     | Jen     |
      | Consul              | Kay     |
    Y Greg tiene las cartas de Contrato k10
    Y Jen tiene las cartas de Contrato k01 k02 k03
    Y Kay tiene las cartas de Contrato k04 k05 k06
    Y el mazo de Contratos tiene k07 k08 k09 desde arriba
    Entonces el Praefectus Urbi no ha usado su habilidad en esta ronda
    Y el Consul no ha usado su habilidad en esta ronda
    Cuando Jen descarta los Contratos k01 y k02 y roba dos nuevos
    Entonces Jen tiene las cartas de Contrato k03 k07 k08
    Y los Contratos k01 k02 están en la pila de descartes
    Y el Praefectus Urbi ha usado su habilidad en esta ronda
    Cuando Jen descarta el Contrato k03 y roba uno nuevo
    Entonces la acción es rechazada por la regla office.ability-once
    Y nada ha cambiado
    # "hasta 2 cartas de Contrato"
    Cuando Kay descarta los Contratos k04, k05 y k06 y roba tres nuevos
    Entonces la acción es rechazada por la regla accept.swap
    Y nada ha cambiado
    Cuando Kay descarta el Contrato k04 y roba uno nuevo
    Entonces Kay tiene las cartas de Contrato k05 k06 k09
    Y el Consul ha usado su habilidad en esta ronda
    # Sólo estos dos Cargos tienen esta habilidad.
    Cuando Greg descarta el Contrato k10 y roba uno nuevo
    Entonces la acción es rechazada por la regla accept.swap
    Y nada ha cambiado

  @es-faq-07 @faq @office.praefectus-pretorio-good @turn.pending-decision
  Escenario: El contador de Bienes del Praefectus Pretorio es de un tipo que puede producir, y no se puede olvidar (es:1385-1387, es:1391-1393)
    La respuesta trata del Praefectus Pretorio que olvida coger su contador al final de la
    subasta: "Tan pronto como el jugador se percate de su olvido, puede coger el contador de
    Bienes adicional del suministro, pero en lugar de escoger el tipo, debe coger un contador del
    tipo con el valor más alto entre los que puede producir."  El motor hace de esa elección una
    decisión pendiente al final mismo de la subasta, que bloquea cualquier otra acción hasta que
    la toma, así que el olvido (y la pérdida de la elección) no puede darse.  Se comprueba lo que
    queda de la respuesta: el contador sale del suministro, debe ser de un tipo que pueda
    producir (es:1191), y nada más ocurre hasta que lo coge.  Jen puede producir Bienes
    Alimentarios (Ager) y Bienes Industriales (Metallum); coge el de más valor de los dos
    (Industrial "Medio" frente a Alimentario "Muy bajo", es:1149-1160).

    Dada la fase de subasta de Cargos Públicos de la ronda 3
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Pretorio | Jen     |
      | Comes Thesaurorum   | Kay     |
    Y Greg tiene 30 piezas de Oro
    Y Jen tiene 30 piezas de Oro
    Y Kay tiene 30 piezas de Oro
    Y Jen posee el Metallum
    Y el Ager produce 2 contadores de Bienes Alimentarios
    Y el Metallum produce 2 contadores de Bienes Industriales
    Cuando Greg conserva el mismo Cargo
    Y Jen conserva el mismo Cargo
    Y Kay conserva el mismo Cargo
    Entonces Jen debe elegir el Bien del Praefectus Pretorio
    Y la fase actual es la fase de subasta de Cargos Públicos
    Y Kay tiene 34 piezas de Oro
    Cuando Greg compra el Pistrinum
    Entonces la acción es rechazada por la regla turn.pending-decision
    Y nada ha cambiado
    Cuando Jen coge un contador de Bienes de Lujo como Praefectus Pretorio
    Entonces la acción es rechazada por la regla office.praefectus-pretorio-good
    Y nada ha cambiado
    Cuando Jen coge un contador de Bienes Industriales como Praefectus Pretorio
    Entonces ha comenzado la fase de construcción de Edificios
    Y es el turno de Greg
    # 1 contador de Bienes Industriales del Cargo y 2 producidos por el Metallum.
    Y Jen tiene 3 contadores de Bienes Industriales
    Y Jen tiene 2 contadores de Bienes Alimentarios
    Y Jen tiene 0 contadores de Bienes de Lujo
