# language: es
@topic-production
Característica: Fase de producción de Bienes (es:499-524)
  Cada jugador recibe del suministro los contadores de Bienes que indican, en número y tipos,
  sus Edificios de Producción (es:507-510).  En la primera ronda todos poseen sólo el Ager, así
  que cada uno recibe 2 contadores de Bienes Alimentarios (es:511-514).  Las cantidades de
  Bienes y de Oro se consideran ilimitadas (es:520-524).  Un Edificio de Producción comienza a
  producir al principio de la ronda siguiente a aquella en que se compró (es:1369-1371).

  Los Bienes de cada Edificio usado se definen en el escenario: los 2 Bienes Alimentarios del
  Ager figuran en el texto (es:513); los iconos de las demás fichas se perdieron y sus Bienes
  son números propios de los escenarios.  La subasta se juega deprisa (todos conservan su
  Cargo) para llegar a la fase de producción; nadie ocupa el Praefectus Pretorio ni el Comes
  Thesaurorum, cuyos premios cambiarían las cuentas (es:1188-1198).

  Antecedentes:
    Dados los jugadores Greg, Jen y Kay
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Urbi     | Jen     |
      | Consul              | Kay     |
    Y el Ager produce 2 contadores de Bienes Alimentarios

  @rule @produce.goods
  Escenario: En la primera ronda cada jugador recibe 2 contadores de Bienes Alimentarios del Ager (es:511-514)
    Dada la fase de subasta de Cargos Públicos de la ronda 1
    Y Greg no tiene Bienes
    Y Jen no tiene Bienes
    Y Kay no tiene Bienes
    Cuando Greg conserva el mismo Cargo
    Y Jen conserva el mismo Cargo
    Y Kay conserva el mismo Cargo
    Entonces ha comenzado la fase de construcción de Edificios
    Y Greg tiene 2 cubos verdes
    Y Jen tiene 2 cubos verdes
    Y Kay tiene 2 cubos verdes
    Y Greg posee un único Edificio
    Y Jen posee un único Edificio
    Y Kay posee un único Edificio

  @rule @produce.goods
  Escenario: Cada Edificio de Producción produce los Bienes de su ficha, que se suman a los almacenados (es:507-510, es:999-1001)
    Greg almacenó un contador de Bienes de Lujo al final de la ronda anterior.

    Dada la fase de subasta de Cargos Públicos de la ronda 2
    Y el Metallum produce 2 contadores de Bienes Industriales
    Y el Venatoris Domus produce 1 contador de Bienes Alimentarios y 1 contador de Bienes de Consumo
    Y el Textrinum produce 1 contador de Bienes de Consumo
    Y Greg posee estos Edificios:
      | Edificio        |
      | Metallum        |
      | Venatoris Domus |
    Y Jen posee el Textrinum
    Y Greg tiene 1 contador de Bienes de Lujo
    Y Jen no tiene Bienes
    Y Kay no tiene Bienes
    Cuando Greg conserva el mismo Cargo
    Y Jen conserva el mismo Cargo
    Y Kay conserva el mismo Cargo
    Entonces ha comenzado la fase de construcción de Edificios
    Y Greg tiene 3 contadores de Bienes Alimentarios
    Y Greg tiene 2 contadores de Bienes Industriales
    Y Greg tiene 1 contador de Bienes de Consumo
    Y Greg tiene 1 contador de Bienes de Lujo
    Y Jen tiene 2 contadores de Bienes Alimentarios
    Y Jen tiene 1 contador de Bienes de Consumo
    Y Kay tiene 2 contadores de Bienes Alimentarios
    Y Kay tiene 0 contadores de Bienes de Consumo

  @rule @produce.goods @es-faq-05 @faq
  Escenario: Un Edificio de Producción comprado en esta ronda produce a partir de la siguiente (es:1354-1356, es:1369-1371)
    Greg compra el Textrinum en la fase de construcción de Edificios de la ronda 2; no produce nada
    en la ronda 2 y su contador de Bienes de Consumo en la ronda 3 ("Un Edificio de Producción
    comienza a producir al principio de la ronda siguiente en la que ha sido comprada").  Kay, el
    Consul, se lo deja comprar.  El resto de la ronda 2 se juega (se roban y rechazan Contratos,
    no hay nada que almacenar).

    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y el Textrinum produce 1 contador de Bienes de Consumo
    Y las cartas de Contrato de esta partida:
      | Contrato | Bienes | Tipo                | Oro | PF | Pequeño | Mediano | Grande |
      | k1       | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
      | k2       | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
      | k3       | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
      | k4       | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
      | k5       | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
      | k6       | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
      | k7       | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
      | k8       | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
    Y el mazo de Contratos tiene k1 k2 k3 k4 k5 k6 k7 k8 desde arriba
    Y Greg tiene 30 piezas de Oro
    Y Greg no tiene Bienes
    Y Jen no tiene Bienes
    Y Kay no tiene Bienes
    Cuando Greg compra el Textrinum
    Y Kay no usa su derecho de preferencia de compra
    Entonces Greg posee el Textrinum
    Y Greg tiene 0 contadores de Bienes de Consumo
    Cuando los jugadores juegan:
      | Acción      |
      | Greg: done  |
      | Jen: done   |
      | Kay: done   |
      | Greg: done  |
      | Jen: done   |
      | Kay: done   |
      | Greg: done  |
      | Jen: done   |
      | Kay: done   |
      | Greg: keep  |
      | Jen: keep   |
      | Kay: keep   |
    Entonces ha comenzado la ronda 3
    Y ha comenzado la fase de construcción de Edificios
    Y Greg tiene 1 contador de Bienes de Consumo
    Y Greg tiene 2 contadores de Bienes Alimentarios

  @rule @goods.unlimited-supply
  Escenario: La producción no se detiene cuando se agotan los contadores del suministro (es:520-524)
    El juego tiene 24 contadores de Bienes Alimentarios (es:80); aquí los jugadores ya los tienen todos.

    Dada la fase de subasta de Cargos Públicos de la ronda 2
    Y Greg tiene 12 contadores de Bienes Alimentarios
    Y Jen tiene 12 contadores de Bienes Alimentarios
    Y Kay no tiene Bienes
    Cuando Greg conserva el mismo Cargo
    Y Jen conserva el mismo Cargo
    Y Kay conserva el mismo Cargo
    Entonces Greg tiene 14 contadores de Bienes Alimentarios
    Y Jen tiene 14 contadores de Bienes Alimentarios
    Y Kay tiene 2 contadores de Bienes Alimentarios
