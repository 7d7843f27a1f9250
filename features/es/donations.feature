# language: es
@topic-donations
Característica: Fase de donación de Bienes (es:955-966, es:980-988)
  Un jugador puede donar una partida de Bienes de las que indica la columna de donaciones de la
  carta de Mercado actual: descarta el tipo y número de contadores mostrados y gana los Puntos de
  Fama indicados (es:957-966).  Debe ser capaz de producir ese tipo de Bienes (es:962-963), es
  decir poseer un Edificio de Producción que lo muestre (es:1412-1415).  Sólo se dona un tipo de
  Bienes una vez por ronda (es:980-981).

  La columna de donaciones del Forum Costantinum se define con lo que dice el ejemplo (es:982-988):
  3 contadores de Bienes Militares dan 3 PF; se necesitan 3 contadores de Bienes de Consumo; 3 de
  Bienes Alimentarios bastan; los Bienes de Lujo no están en la columna.  Los PF de los Bienes de
  Consumo y Alimentarios no se dicen; 2 y 1 PF son números propios de los escenarios.  Los Bienes
  que producen los Edificios usados también se definen aquí.

  Antecedentes:
    Dados los jugadores Greg, Jen y Kay
    Y la fase de donación de Bienes de la ronda 2
    Y la carta del Forum Costantinum acepta estas donaciones:
      | Bienes              | Número | PF |
      | Bienes Alimentarios | 3      | 1  |
      | Bienes de Consumo   | 3      | 2  |
      | Bienes Militares    | 3      | 3  |
    Y el Mercado actual es el Forum Constantinum
    Y el mazo de Mercados futuros es Porta Aurea
    Y el Ager produce 2 contadores de Bienes Alimentarios
    Y el Textrinum produce 1 contador de Bienes de Consumo
    Y el Armorum Faber produce 1 contador de Bienes Militares
    Y el Sculptoris Domus produce 1 contador de Bienes de Lujo

  # Errata de es:985-986: "un jugador puede realizar sólo una donación por turno"; la regla es "una
  # vez por ronda" (es:980-981), y en esta fase simultánea cada jugador tiene un turno por ronda.
  @es-ex-18 @example @donate.market @donate.one-per-round
  Escenario: Jen sólo puede hacer una de las donaciones que sus Bienes le permiten, y dona 3 contadores de Bienes Militares por 3 PF (es:982-988)
    Jen puede producir todos los tipos que tiene, así que sólo la columna de donaciones, el
    número de cubos y el límite de una donación la detienen.

    Dado Jen posee estos Edificios:
      | Edificio         |
      | Textrinum        |
      | Armorum Faber    |
      | Sculptoris Domus |
    Y Jen tiene 10 PF
    Y Jen tiene estos Bienes:
      | Bienes              | Número |
      | Bienes de Lujo      | 1      |
      | Bienes de Consumo   | 2      |
      | Bienes Alimentarios | 3      |
      | Bienes Militares    | 3      |
    # "Jen no puede donar su contador de Bienes de Lujo porque ese tipo no se encuentra en la
    # columna de donaciones."
    Cuando Jen dona Bienes de Lujo
    Entonces la acción es rechazada por la regla donate.market
    Y nada ha cambiado
    # "Tampoco puede donar sus contadores de Bienes de Consumo porque necesita 3 cubos azules pero
    # sólo posee 2."
    Cuando Jen dona Bienes de Consumo
    Entonces la acción es rechazada por la regla goods.not-held
    Y nada ha cambiado
    # "Decide donar sus 3 contadores de Bienes Militares (negros) devolviéndolos al suministro y
    # obteniendo 3 PF a cambio."
    Cuando Jen dona Bienes Militares
    Entonces Jen tiene 13 PF
    Y Jen tiene 0 contadores de Bienes Militares
    Y Jen tiene 3 contadores de Bienes Alimentarios
    Y Jen tiene 2 contadores de Bienes de Consumo
    Y Jen tiene 1 contador de Bienes de Lujo
    Y Jen ha donado en esta ronda
    # "Tiene suficientes cubos verdes y negros para donarlos, pero dado que un jugador puede
    # realizar sólo una donación ..., no puede donar ambos tipos."
    Cuando Jen dona Bienes Alimentarios
    Entonces la acción es rechazada por la regla donate.one-per-round
    Y nada ha cambiado

  @es-ex-18 @example
  Escenario: Jen podría haber donado en su lugar sus 3 contadores de Bienes Alimentarios (es:982-988)
    Dado Jen posee estos Edificios:
      | Edificio      |
      | Textrinum     |
      | Armorum Faber |
    Y Jen tiene 10 PF
    Y Jen tiene estos Bienes:
      | Bienes              | Número |
      | Bienes Alimentarios | 3      |
      | Bienes Militares    | 3      |
    Cuando Jen dona Bienes Alimentarios
    Entonces Jen tiene 11 PF
    Y Jen tiene 0 contadores de Bienes Alimentarios
    Y Jen tiene 3 contadores de Bienes Militares

  @rule @donate.can-produce
  Escenario: Sólo se dona un tipo de Bienes que el jugador pueda producir (es:962-963)
    Kay sólo posee el Ager, que no muestra Bienes Militares.

    Dado Kay sólo posee el Ager
    Y Kay tiene 4 PF
    Y Kay tiene estos Bienes:
      | Bienes              | Número |
      | Bienes Militares    | 3      |
      | Bienes Alimentarios | 3      |
    Cuando Kay dona Bienes Militares
    Entonces la acción es rechazada por la regla donate.can-produce
    Y nada ha cambiado
    Cuando Kay dona Bienes Alimentarios
    Entonces Kay tiene 5 PF
    Y Kay tiene 3 contadores de Bienes Militares

  @rule @donate.one-per-round
  Escenario: Un jugador hace una donación por ronda (es:980-981)
    Dado Greg posee el Textrinum
    Y Greg tiene 0 PF
    Y Greg tiene estos Bienes:
      | Bienes              | Número |
      | Bienes Alimentarios | 6      |
      | Bienes de Consumo   | 3      |
    Cuando Greg dona Bienes de Consumo
    Entonces Greg tiene 2 PF
    Y Greg tiene 0 contadores de Bienes de Consumo
    Cuando Greg dona Bienes Alimentarios
    Entonces la acción es rechazada por la regla donate.one-per-round
    Y nada ha cambiado
    Y Greg tiene 6 contadores de Bienes Alimentarios
