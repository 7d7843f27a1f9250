# language: es
@topic-drawing
Característica: Fase de robo de Contratos (es:734-770, es:813-838)
  Por turnos y en el orden de la ronda, cada jugador roba cartas de Contrato según su Nivel de
  Producción, el número de Edificios de Producción que posee, 7 como máximo: los Niveles 1 a 7
  roban 1, 2, 2, 3, 4, 4 y 5 cartas (es:814-828, es:837-838).  Puede robar una carta más por
  cada Establecimiento Comercial sin usar (es:754-756); el Magister Officiorum roba 3 cartas
  adicionales (es:757-758, es:1165-1167); quien ha comprado el segmento de Muralla que le
  permite robar una carta extra "debe hacerlo durante esta fase" (es:759-761, es:1342-1345).  Si
  no quedan cartas para robar, se barajan los descartes para formar un nuevo mazo (es:768-770).

  Cada Contrato robado se define en el escenario; sólo importan el número y el orden de las
  cartas.  Nadie ocupa el Magister Officiorum salvo que el escenario lo diga.

  Antecedentes:
    Dadas las cartas de Contrato de esta partida:
      | Contrato | Bienes | Tipo                | Oro | PF | Pequeño | Mediano | Grande |
      | k01      | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
      | k02      | 1      | Bienes Alimentarios | 4   | 1  | 1       | 1       | 1      |
      | k03      | 1      | Bienes de Consumo   | 5   | 1  | 1       | 1       | 2      |
      | k04      | 1      | Bienes de Consumo   | 5   | 1  | 1       | 1       | 2      |
      | k05      | 1      | Bienes Industriales | 6   | 1  | 1       | 2       | 2      |
      | k06      | 1      | Bienes Industriales | 6   | 1  | 1       | 2       | 2      |
      | k07      | 2      | Bienes Alimentarios | 8   | 1  | 1       | 1       | 2      |
      | k08      | 2      | Bienes de Consumo   | 10  | 1  | 1       | 1       | 2      |
      | k09      | 1      | Bienes Militares    | 8   | 1  | 1       | 1       | 1      |
      | k10      | 1      | Bienes de Lujo      | 10  | 1  | 1       | 2       | 2      |
      | k11      | 2      | Bienes Industriales | 12  | 1  | 1       | 1       | 2      |
      | k12      | 1      | Bienes Alimentarios | 5   | 1  | 1       | 1       | 1      |

  @es-ex-12 @example @draw.by-level
  Escenario: Greg en el Nivel de Producción 4 roba 3 cartas, Jen en el Nivel 6 roba 4 y Kay, con 8 Edificios, roba 5 (es:734-738)
    Greg posee 4 Edificios de Producción, Jen 6 y Kay 8, contando el Ager.  Nadie tiene
    Establecimientos Comerciales ni la Muralla de Contrato, así que todos roban lo que deben.

    Dados los jugadores Greg, Jen y Kay
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Praefectus Pretorio | Greg    |
      | Comes Thesaurorum   | Jen     |
      | Praefectus Urbi     | Kay     |
    Y la fase de robo de Contratos de la ronda 3
    Y el mazo de Contratos tiene k01 k02 k03 k04 k05 k06 k07 k08 k09 k10 k11 k12 desde arriba
    Y Greg posee estos Edificios:
      | Edificio        |
      | Pistrinum       |
      | Venatoris Domus |
      | Textrinum       |
    Y Jen posee estos Edificios:
      | Edificio          |
      | Pistrinum         |
      | Venatoris Domus   |
      | Textrinum         |
      | Lignarii Officina |
      | Cura              |
    Y Kay posee estos Edificios:
      | Edificio          |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
      | Metallum          |
      | Armorum Faber     |
      | Fabri Officina    |
      | Conflatorium      |
    Entonces Greg posee 4 Edificios
    Y Jen posee 6 Edificios
    Y Kay posee 8 Edificios
    Y Greg está en el Nivel de Producción 4
    Y Jen está en el Nivel de Producción 6
    Y Kay está en el Nivel de Producción 7
    Y Greg tiene las cartas de Contrato k01 k02 k03
    Y Jen tiene las cartas de Contrato k04 k05 k06 k07
    Y Kay tiene las cartas de Contrato k08 k09 k10 k11 k12
    Y ha comenzado la fase de aceptación de Contratos

  @rule @draw.trading-posts @draw.count
  Escenario: Se puede robar una carta adicional por cada Establecimiento Comercial sin usar (es:754-756)
    Greg ha comprado 2 Establecimientos Comerciales; uno guarda el Contrato k12, así que uno está
    sin usar.

    Dados los jugadores Greg y Jen
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Praefectus Pretorio | Greg    |
      | Comes Thesaurorum   | Jen     |
    Y la fase de robo de Contratos de la ronda 3
    Y el mazo de Contratos tiene k01 k02 k03 k04 desde arriba
    Y Greg ha comprado 2 Establecimientos Comerciales
    Y Greg ha guardado los Contratos k12
    Entonces Greg tiene un Establecimiento Comercial sin usar
    Y es el turno de Greg
    Cuando Greg roba 3 cartas de Contrato
    Entonces la acción es rechazada por la regla draw.count
    Y nada ha cambiado
    Cuando Greg roba 2 cartas de Contrato
    Entonces Greg tiene las cartas de Contrato k01 k02
    Y Greg ha guardado los Contratos k12
    Y Jen tiene las cartas de Contrato k03

  @rule @draw.trading-posts @draw.count
  Escenario: La carta adicional de un Establecimiento Comercial sin usar es opcional; las del Nivel de Producción, no (es:754-756, es:814-819)
    "los jugadores pueden robar una carta de Contrato adicional por cada Establecimiento
    Comercial sin usar" (es:754-756): pueden, no deben.

    Dados los jugadores Greg y Jen
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Praefectus Pretorio | Greg    |
      | Comes Thesaurorum   | Jen     |
    Y la fase de robo de Contratos de la ronda 3
    Y el mazo de Contratos tiene k01 k02 k03 k04 desde arriba
    Y Greg ha comprado un Establecimiento Comercial
    Cuando Greg roba 0 cartas de Contrato
    Entonces la acción es rechazada por la regla draw.count
    Y nada ha cambiado
    Cuando Greg roba una carta de Contrato
    Entonces Greg tiene las cartas de Contrato k01
    Y Jen tiene las cartas de Contrato k02

  @rule @office.magister-officiorum-draw
  Escenario: El Magister Officiorum roba 3 cartas de Contrato adicionales (es:757-758)
    Dados los jugadores Greg y Jen
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Magister Officiorum | Greg    |
      | Comes Thesaurorum   | Jen     |
    Y la fase de robo de Contratos de la ronda 3
    Y el mazo de Contratos tiene k01 k02 k03 k04 k05 k06 desde arriba
    Y Greg sólo posee el Ager
    Y Jen sólo posee el Ager
    Entonces Greg está en el Nivel de Producción 1
    Y Greg tiene las cartas de Contrato k01 k02 k03 k04
    Y Jen tiene las cartas de Contrato k05

  @rule @wall.extra-contract @draw.count
  Escenario: Quien posee la Muralla de Contrato debe robar la carta adicional (es:759-761, es:1342-1345)
    "Si un jugador ha comprado un segmento de las Murallas de la Ciudad que le permite robar una
    carta extra de Contrato, debe hacerlo durante esta fase" (es:759-761), y el segmento "recibe
    una carta de Contrato adicional durante la Fase de Robo de Contratos" (es:1343-1345).  El
    libro inglés dice "can do so" (en:577).  Greg, en el Nivel de Producción 1, sin
    Establecimientos Comerciales, no tiene nada que elegir: roba 1 + 1 cartas, y Jen después la
    suya.  (En el motor, la opción extra_contract_wall_draw: mandatory de la edición española.)

    Dados los jugadores Greg y Jen
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Praefectus Pretorio | Greg    |
      | Comes Thesaurorum   | Jen     |
    Y la fase de robo de Contratos de la ronda 3
    Y el mazo de Contratos tiene k01 k02 k03 k04 desde arriba
    Y Greg sólo posee el Ager
    Y Jen sólo posee el Ager
    Y Greg posee la Muralla de Contrato
    Entonces Greg tiene las cartas de Contrato k01 k02
    Y Jen tiene las cartas de Contrato k03
    Y ha comenzado la fase de aceptación de Contratos

  @rule @wall.extra-contract @draw.trading-posts @draw.count
  Escenario: Con la Muralla de Contrato y un Establecimiento Comercial sin usar, la carta de la Muralla es obligatoria y la del Establecimiento no (es:754-756, es:759-761)
    Greg está en el Nivel de Producción 1 y tiene un Establecimiento Comercial sin usar: debe
    robar 1 + 1 (la Muralla, es:759-761) y puede robar una más (es:754-756).

    Dados los jugadores Greg y Jen
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Praefectus Pretorio | Greg    |
      | Comes Thesaurorum   | Jen     |
    Y la fase de robo de Contratos de la ronda 3
    Y el mazo de Contratos tiene k01 k02 k03 k04 k05 desde arriba
    Y Greg sólo posee el Ager
    Y Greg posee la Muralla de Contrato
    Y Greg ha comprado un Establecimiento Comercial
    Cuando Greg roba una carta de Contrato
    Entonces la acción es rechazada por la regla draw.count
    Y nada ha cambiado
    Cuando Greg roba 4 cartas de Contrato
    Entonces la acción es rechazada por la regla draw.count
    Y nada ha cambiado
    Cuando Greg roba 2 cartas de Contrato
    Entonces Greg tiene las cartas de Contrato k01 k02
    Y Jen tiene las cartas de Contrato k03

  @rule @draw.reshuffle
  Escenario: Si no quedan cartas de Contrato para robar, se barajan los descartes para formar un nuevo mazo (es:768-770)
    Greg, en el Nivel de Producción 2, roba la última carta del mazo y después una del mazo
    formado con los descartes; Jen roba la otra carta descartada.

    Dados los jugadores Greg y Jen
    Y los Cargos ocupados así:
      | Cargo               | Jugador |
      | Praefectus Pretorio | Greg    |
      | Comes Thesaurorum   | Jen     |
    Y la fase de robo de Contratos de la ronda 3
    Y el mazo de Contratos tiene k01 desde arriba
    Y la pila de descartes de Contratos tiene k02 k03
    Y Greg posee el Pistrinum
    Y Jen sólo posee el Ager
    Entonces Greg está en el Nivel de Producción 2
    Y Greg tiene 2 cartas de Contrato
    Y Jen tiene una carta de Contrato
    Y la ruta players.Greg.hand.0 de la vista vale k01
    Y el mazo de Contratos tiene 0 cartas
    Y la pila de descartes de Contratos está vacía
