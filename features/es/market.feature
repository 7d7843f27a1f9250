# language: es
@topic-market
Característica: Venta/Compra de Bienes en el Mercado (es:656-685, es:719-753, es:856-863, es:1263-1265, es:1348-1353)
  En la fase de construcción de Edificios el jugador activo, y en la fase de aceptación de
  Contratos cada jugador, puede comprar y vender Bienes en el Mercado actual (es:669-671,
  es:857-859).  La carta de Mercado da para cada tipo el Límite de Compra/Venta de la ronda,
  el precio de compra y el precio de venta (es:719-732, es:681-685).  Un tipo vendido en una
  ronda no puede comprarse en ella, y viceversa (es:722-723, es:1419-1420); un tipo que el
  jugador puede producir no puede comprarse sin el Edificio de Servicios Taberna (es:656-658,
  es:1263-1265).  Cada transacción se registra en el área de Inventario (es:674-680).

  La carta del Forum Costantinum se define aquí con lo que dice el libro: un límite de 2
  Bienes Alimentarios (es:724-726), 2 Bienes Industriales y 1 de Bienes de Lujo (es:748-749,
  véase el escenario del ejemplo de venta), ningún Bien Militar (es:752-753), los Bienes de
  Consumo comprados por 3 piezas de Oro (es:664) con un límite de 2 al menos ("aún podría
  comprar uno más", es:751; se toma 2) y los Bienes Alimentarios vendidos por 1 pieza de Oro
  (es:743).  Los demás precios se perdieron con los iconos; los pares compra/venta 2/1, 3/2, 6/4
  y 7/5 son los de la carta italiana (it:154-157), usados aquí como números propios de los
  escenarios.

  Antecedentes:
    Dados los jugadores Greg, Jen y Kay
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Praefectus Pretorio | Jen     |
      | Comes Thesaurorum   | Kay     |
    Y la carta del Forum Costantinum dice:
      | Bienes              | Límite | Compra | Venta |
      | Bienes Alimentarios | 2      | 2      | 1     |
      | Bienes de Consumo   | 2      | 3      | 2     |
      | Bienes Industriales | 2      | 6      | 4     |
      | Bienes de Lujo      | 1      | 7      | 5     |
    Y el Mercado actual es el Forum Costantinum
    Y el mazo de Mercados futuros es Porta Aurea

  @es-ex-11 @example @market.limit @market.no-buy-and-sell
  Escenario: En el Forum Constantinum se pueden comprar hasta 2 contadores de Bienes Alimentarios, y entonces no venderlos (es:719-726)
    Todos los jugadores poseen el Ager, que produce Bienes Alimentarios (es:511-514), así que
    comprarlos exige el Edificio de Servicios Taberna (es:656-658); Greg lo posee.

    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y Greg posee el Edificio de Servicios Taberna
    Y Greg tiene 10 piezas de Oro
    Y Greg no tiene Bienes
    Cuando Greg compra 2 contadores de Bienes Alimentarios
    Entonces Greg tiene 6 piezas de Oro
    Y Greg tiene 2 contadores de Bienes Alimentarios
    Y el Inventario de Greg registra 2 contadores de Bienes Alimentarios comprados
    Cuando Greg compra 1 contador de Bienes Alimentarios
    Entonces la acción es rechazada por la regla market.limit
    Y nada ha cambiado
    Cuando Greg vende 1 contador de Bienes Alimentarios
    Entonces la acción es rechazada por la regla market.no-buy-and-sell
    Y nada ha cambiado

  @es-ex-11 @example @market.limit @market.no-buy-and-sell
  Escenario: En el Forum Constantinum se pueden vender hasta 2 contadores de Bienes Alimentarios, y entonces no comprarlos (es:719-726)
    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y Greg posee el Edificio de Servicios Taberna
    Y Greg tiene 10 piezas de Oro
    Y Greg tiene 4 contadores de Bienes Alimentarios
    Cuando Greg vende 1 contador de Bienes Alimentarios
    Y Greg vende 1 contador de Bienes Alimentarios
    Entonces Greg tiene 12 piezas de Oro
    Y Greg tiene 2 contadores de Bienes Alimentarios
    Y el Inventario de Greg registra 2 contadores de Bienes Alimentarios vendidos
    Cuando Greg vende 1 contador de Bienes Alimentarios
    Entonces la acción es rechazada por la regla market.limit
    Y nada ha cambiado
    Cuando Greg compra 1 contador de Bienes Alimentarios
    Entonces la acción es rechazada por la regla market.no-buy-and-sell
    Y nada ha cambiado

  @es-ex-10 @example @market.price @market.no-buy-produced
  Escenario: Greg compra un contador de Bienes de Consumo y lo registra en su área de Inventario (es:662-667)
    Los Edificios de Producción de Greg (el Ager y el Metallum) no producen Bienes de Consumo.
    El ejemplo no nombra el Mercado; el ejemplo de venta (es:739-751) sitúa esa compra en el
    Forum Constantinum en la misma ronda.

    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y el Ager produce 2 contadores de Bienes Alimentarios
    Y el Metallum produce 2 contadores de Bienes Industriales
    Y Greg posee el Metallum
    Y Greg tiene 10 piezas de Oro
    Y Greg no tiene Bienes
    # "puede realizar la compra y paga 3 piezas de Oro al suministro"
    Cuando Greg compra 1 contador de Bienes de Consumo
    Entonces Greg tiene 7 piezas de Oro
    # "toma un contador de Bienes de Consumo del suministro y lo sitúa en su área de Almacenamiento"
    Y Greg tiene 1 contador de Bienes de Consumo
    # "También toma un segundo contador ... y lo sitúa en su área de Inventario"
    Y el Inventario de Greg registra un contador de Bienes de Consumo comprado

  @es-ex-13 @example @market.limit @market.no-buy-and-sell
  Escenario: Greg vende 2 de sus 3 contadores de Bienes Alimentarios, y lo que aún puede comprar o vender (es:739-753)
    Greg sólo posee el Ager, así que no puede producir Bienes de Consumo, Industriales, de Lujo
    ni Militares.  Ya compró un contador de Bienes de Consumo en esta ronda (es:749-750) y tiene
    un contador de Bienes Militares, para mostrar que tampoco puede venderlo.

    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y el Ager produce 2 contadores de Bienes Alimentarios
    Y Greg sólo posee el Ager
    Y Greg tiene 10 piezas de Oro
    Y Greg tiene estos Bienes:
      | Bienes                           | Número |
      | cubos verdes                     | 3      |
      | contador de Bienes de Consumo    | 1      |
      | contador de Bienes Militares     | 1      |
    Y Greg ya ha comprado 1 contador de Bienes de Consumo en esta ronda
    # "Vende sus 2 contadores por un total de 2 piezas de Oro (una por cubo)."
    Cuando Greg vende 2 contadores de Bienes Alimentarios
    Entonces Greg tiene 12 piezas de Oro
    Y Greg tiene 1 contador de Bienes Alimentarios
    Y el Inventario de Greg registra 2 contadores de Bienes Alimentarios vendidos
    # "No puede vender los 3 porque hay sólo 2 cubos verdes en la columna de Límite de Compra/Venta."
    Cuando Greg vende 1 contador de Bienes Alimentarios
    Entonces la acción es rechazada por la regla market.limit
    Y nada ha cambiado
    # "Después de vender sus 2 contadores de Bienes Alimentarios, no puede comprar o vender ninguno más."
    Cuando Greg compra 1 contador de Bienes Alimentarios
    Entonces la acción es rechazada por la regla market.no-buy-and-sell
    Y nada ha cambiado
    # "Anteriormente compró un contador de Bienes de Consumo, así que no puede vender ninguno de ese tipo ..."
    Cuando Greg vende 1 contador de Bienes de Consumo
    Entonces la acción es rechazada por la regla market.no-buy-and-sell
    Y nada ha cambiado
    # "No puede comprar o vender Bienes Militares (negros) porque no hay cubos negros en la
    # columna de Límite de Compra/Venta."
    Cuando Greg compra 1 contador de Bienes Militares
    Entonces la acción es rechazada por la regla market.limit
    Y nada ha cambiado
    Cuando Greg vende 1 contador de Bienes Militares
    Entonces la acción es rechazada por la regla market.limit
    Y nada ha cambiado
    # "... aunque aún podría comprar uno más."
    Cuando Greg compra 1 contador de Bienes de Consumo
    Entonces Greg tiene 9 piezas de Oro
    Y Greg tiene 2 contadores de Bienes de Consumo
    Y el Inventario de Greg registra 2 contadores de Bienes de Consumo comprados
    # No está en el texto: un tercero supera el límite de 2 tomado para la carta (véase arriba).
    Cuando Greg compra 1 contador de Bienes de Consumo
    Entonces la acción es rechazada por la regla market.limit
    Y nada ha cambiado

  # Errata de es:748-749: "todavía puede comprar o vender hasta 2 contadores de Bienes Industriales
  # (rojos) y uno de Bienes de Consumo (amarillo)".  Los cubos amarillos son los Bienes de Lujo
  # (es:76, es:982), los de Consumo son azules (es:79, es:662-663), y la frase siguiente dice que
  # Greg no puede vender ningún Bien de Consumo; los escenarios siguen el color: uno de Lujo.
  @es-ex-13 @example @market.limit
  Escenario: Tras vender sus Bienes Alimentarios, Greg aún puede comprar 2 contadores de Bienes Industriales y uno de Bienes de Lujo (es:739-753)
    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y el Ager produce 2 contadores de Bienes Alimentarios
    Y Greg sólo posee el Ager
    Y Greg tiene 30 piezas de Oro
    Y Greg tiene 3 contadores de Bienes Alimentarios
    Y Greg ya ha comprado 1 contador de Bienes de Consumo en esta ronda
    Cuando Greg vende 2 contadores de Bienes Alimentarios
    Entonces Greg tiene 32 piezas de Oro
    Cuando Greg compra 2 contadores de Bienes Industriales
    Entonces Greg tiene 20 piezas de Oro
    Y Greg tiene 2 contadores de Bienes Industriales
    Cuando Greg compra 1 contador de Bienes Industriales
    Entonces la acción es rechazada por la regla market.limit
    Y nada ha cambiado
    Cuando Greg compra 1 cubo amarillo
    Entonces Greg tiene 13 piezas de Oro
    Y Greg tiene 1 contador de Bienes de Lujo
    Cuando Greg compra 1 cubo amarillo
    Entonces la acción es rechazada por la regla market.limit
    Y nada ha cambiado

  # Errata de es:748-749 (véase arriba): "uno de Bienes de Consumo (amarillo)" se lee como uno de Lujo.
  @es-ex-13 @example @market.limit
  Escenario: Tras vender sus Bienes Alimentarios, Greg aún puede vender 2 contadores de Bienes Industriales y uno de Bienes de Lujo (es:739-753)
    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y el Ager produce 2 contadores de Bienes Alimentarios
    Y Greg sólo posee el Ager
    Y Greg tiene 10 piezas de Oro
    Y Greg tiene estos Bienes:
      | Bienes              | Número |
      | Bienes Alimentarios | 3      |
      | Bienes Industriales | 3      |
      | Bienes de Lujo      | 2      |
    Cuando Greg vende 2 contadores de Bienes Alimentarios
    Y Greg vende 2 contadores de Bienes Industriales
    Y Greg vende 1 cubo amarillo
    Entonces Greg tiene 25 piezas de Oro
    Y el Inventario de Greg registra 2 contadores de Bienes Industriales vendidos
    Y el Inventario de Greg registra un contador de Bienes de Lujo vendido
    Cuando Greg vende 1 contador de Bienes Industriales
    Entonces la acción es rechazada por la regla market.limit
    Y nada ha cambiado
    Cuando Greg vende 1 contador de Bienes de Lujo
    Entonces la acción es rechazada por la regla market.limit
    Y nada ha cambiado

  @es-faq-05 @faq @market.no-buy-produced
  Escenario: Un Edificio de Producción comprado en esta ronda no impide comprar su tipo de Bienes en la misma ronda (es:1354-1356, es:1369-1371)
    Greg no producía Bienes de Consumo al principio de esta ronda; compra el Textrinum, que los
    produce, y aún puede comprar un contador de Bienes de Consumo en el Mercado en la misma
    ronda ("durante la ronda actual podrás comprar ese tipo de Bienes en el Mercado").

    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y el Ager produce 2 contadores de Bienes Alimentarios
    Y el Textrinum produce 1 contador de Bienes de Consumo
    Y Greg sólo posee el Ager
    Y Greg tiene 30 piezas de Oro
    Y Greg no tiene Bienes
    Cuando Greg compra el Textrinum
    Entonces Greg posee el Textrinum
    Y Greg tiene 19 piezas de Oro
    Cuando Greg compra 1 contador de Bienes de Consumo
    Entonces Greg tiene 16 piezas de Oro
    Y Greg tiene 1 contador de Bienes de Consumo
    Y el Inventario de Greg registra un contador de Bienes de Consumo comprado

  @es-faq-12 @faq @market.no-buy-and-sell
  Escenario: Ni siquiera con la Taberna se puede vender en la misma ronda un Bien comprado (es:1416-1420)
    Greg posee el Metallum, que produce Bienes Industriales, y el Edificio de Servicios Taberna,
    que le permite comprarlos (es:1263-1265).

    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y el Metallum produce 2 contadores de Bienes Industriales
    Y Greg posee el Metallum
    Y Greg posee el Edificio de Servicios Taberna
    Y Greg tiene 10 piezas de Oro
    Y Greg no tiene Bienes
    Cuando Greg compra 1 contador de Bienes Industriales
    Entonces Greg tiene 4 piezas de Oro
    Y Greg tiene 1 contador de Bienes Industriales
    Cuando Greg vende 1 contador de Bienes Industriales
    Entonces la acción es rechazada por la regla market.no-buy-and-sell
    Y nada ha cambiado

  @rule @market.limit
  Escenario: El Límite de Compra/Venta cuenta todas las transacciones de la ronda (es:719-722)
    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y Greg sólo posee el Ager
    Y Greg tiene 30 piezas de Oro
    Y Greg no tiene Bienes
    Cuando Greg compra 2 contadores de Bienes de Lujo
    Entonces la acción es rechazada por la regla market.limit
    Y nada ha cambiado
    Cuando Greg compra 1 contador de Bienes Industriales
    Y Greg compra 1 contador de Bienes Industriales
    Entonces Greg tiene 18 piezas de Oro
    Y el Inventario de Greg registra 2 contadores de Bienes Industriales comprados
    Cuando Greg compra 1 contador de Bienes Industriales
    Entonces la acción es rechazada por la regla market.limit
    Y nada ha cambiado

  @rule @market.no-buy-and-sell
  Escenario: Un tipo vendido en esta ronda no puede comprarse en ella (es:722-723)
    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y Greg sólo posee el Ager
    Y Greg tiene 10 piezas de Oro
    Y Greg tiene 2 contadores de Bienes de Consumo
    Cuando Greg vende 1 contador de Bienes de Consumo
    Entonces Greg tiene 12 piezas de Oro
    Cuando Greg compra 1 contador de Bienes de Consumo
    Entonces la acción es rechazada por la regla market.no-buy-and-sell
    Y nada ha cambiado

  @rule @market.no-buy-produced
  Escenario: Un tipo de Bienes que el jugador puede producir no se compra sin la Taberna (es:656-658)
    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y el Ager produce 2 contadores de Bienes Alimentarios
    Y el Metallum produce 2 contadores de Bienes Industriales
    Y Greg posee el Metallum
    Y Greg tiene 30 piezas de Oro
    Y Greg no tiene Bienes
    Cuando Greg compra 1 contador de Bienes Industriales
    Entonces la acción es rechazada por la regla market.no-buy-produced
    Y nada ha cambiado
    Cuando Greg compra 1 contador de Bienes Alimentarios
    Entonces la acción es rechazada por la regla market.no-buy-produced
    Y nada ha cambiado
    Cuando Greg compra 1 contador de Bienes de Consumo
    Entonces Greg tiene 27 piezas de Oro

  @rule @market.no-buy-produced
  Escenario: Todos poseen el Ager, así que nadie compra Bienes Alimentarios sin la Taberna (es:511-514, es:656-658)
    La situación de Kay es la de todos los jugadores al empezar (es:511-514): el Ager y nada más.

    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Kay
    Y el Ager produce 2 contadores de Bienes Alimentarios
    Cuando Kay compra 1 contador de Bienes Alimentarios
    Entonces la acción es rechazada por la regla market.no-buy-produced
    Y nada ha cambiado

  @rule @market.no-buy-produced
  Escenario: Con la Taberna su propietario compra Bienes que puede producir (es:1263-1265)
    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y el Ager produce 2 contadores de Bienes Alimentarios
    Y el Metallum produce 2 contadores de Bienes Industriales
    Y Greg posee el Metallum
    Y Greg posee el Edificio de Servicios Taberna
    Y Greg tiene 30 piezas de Oro
    Y Greg no tiene Bienes
    Cuando Greg compra 2 contadores de Bienes Industriales
    Entonces Greg tiene 18 piezas de Oro
    Y Greg tiene 2 contadores de Bienes Industriales
    Cuando Greg compra 2 contadores de Bienes Alimentarios
    Entonces Greg tiene 14 piezas de Oro
    Y Greg tiene 2 contadores de Bienes Alimentarios

  @rule @market.mensae
  Escenario: El Mensae da una pieza de Oro extra por cada contador de Bienes vendido (es:1229-1230, es:1251-1254)
    El texto del Mensae está dañado en la extracción ("!! + pieza de Oro extra por cada contador
    J*"); lo legible, "pieza de Oro extra por cada contador", en singular, es una pieza por
    contador, como en en:847.

    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y Greg posee el Mensae
    Y Greg tiene 10 piezas de Oro
    Y Greg tiene estos Bienes:
      | Bienes              | Número |
      | Bienes Industriales | 2      |
      | Bienes Alimentarios | 1      |
    Cuando Greg vende 2 contadores de Bienes Industriales
    Entonces Greg tiene 20 piezas de Oro
    Cuando Greg vende 1 contador de Bienes Alimentarios
    Entonces Greg tiene 22 piezas de Oro
    Y Greg no tiene Bienes

  @rule @market.wall-discount
  Escenario: La Muralla de Mercado descuenta 2 piezas de Oro por cada contador comprado, sin bajar de una pieza de Oro (es:1348-1353)
    La Taberna permite a Greg comprar Bienes Alimentarios, cuyo precio de compra de 2 bajaría a 0.

    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y Greg posee el segmento de Muralla de descuento en el Mercado
    Y Greg posee el Edificio de Servicios Taberna
    Y Greg tiene 30 piezas de Oro
    Y Greg no tiene Bienes
    Cuando Greg compra 2 contadores de Bienes Industriales
    Entonces Greg tiene 22 piezas de Oro
    Cuando Greg compra 1 contador de Bienes de Consumo
    Entonces Greg tiene 21 piezas de Oro
    Cuando Greg compra 2 contadores de Bienes Alimentarios
    Entonces Greg tiene 19 piezas de Oro
    Y Greg tiene 2 contadores de Bienes Alimentarios

  @rule @market.active-player
  Escenario: En la fase de construcción de Edificios sólo el jugador activo compra y vende en el Mercado (es:669-671)
    Dada la fase de construcción de Edificios de la ronda 2
    Y es el turno de Greg
    Y Jen tiene 10 piezas de Oro
    Y Jen tiene 2 contadores de Bienes de Consumo
    Cuando Jen compra 1 contador de Bienes de Lujo
    Entonces la acción es rechazada por la regla market.active-player
    Y nada ha cambiado
    Cuando Jen vende 1 contador de Bienes de Consumo
    Entonces la acción es rechazada por la regla market.active-player
    Y nada ha cambiado

  @rule @market.limit
  Escenario: En la fase de aceptación de Contratos cada jugador compra y vende en el Mercado, dentro del límite de la ronda (es:856-863)
    El texto dice que "el jugador activo puede comprar o vender Bienes en el Mercado actual"
    (es:857-858), igual que el inglés (en:627); la fase se juega de forma simultánea por todos
    los jugadores (es:780-781), así que todos están activos en ella.  Greg compró un contador de
    Bienes de Lujo en la fase de construcción de Edificios de esta ronda: "siempre que no exceda
    el Límite de Compra/Venta del Mercado".

    Dada la fase de aceptación de Contratos de la ronda 2
    Y Greg sólo posee el Ager
    Y Jen sólo posee el Ager
    Y Greg tiene 20 piezas de Oro
    Y Jen tiene 10 piezas de Oro
    Y Greg no tiene Bienes
    Y Jen tiene 2 contadores de Bienes de Consumo
    Y Greg ya ha comprado 1 contador de Bienes de Lujo en esta ronda
    Cuando Jen vende 2 contadores de Bienes de Consumo
    Entonces Jen tiene 14 piezas de Oro
    Cuando Greg compra 1 contador de Bienes de Consumo
    Entonces Greg tiene 17 piezas de Oro
    Cuando Greg compra 1 contador de Bienes de Lujo
    Entonces la acción es rechazada por la regla market.limit
    Y nada ha cambiado
