@topic-drawing
Feature: The Draw Contracts Phase (en:551-579)
  Following turn order, each player draws contracts by his production level, the number of
  Production Buildings he owns, capped at 7: levels 1 to 7 draw 1, 2, 2, 3, 4, 4 and 5
  contracts (en:553-569).  He may draw one more for each unused Trading Post (en:573) and one
  more with the contract wall (en:577, en:871); the Magister Officiorum draws 3 more (en:575).
  If no contract is left to draw, the discard pile is shuffled into a new deck (en:579).

  Every contract drawn is defined in the scenario; only the number and order of the cards
  matter here.  Nobody holds the Magister Officiorum unless the scenario says so.

  Background:
    Given the contract cards in this game read:
      | Contract | Goods | Good             | Gold | FP | Small | Medium | Large |
      | k01      | 1     | Alimentary Goods | 4    | 1  | 1     | 1      | 1     |
      | k02      | 1     | Alimentary Goods | 4    | 1  | 1     | 1      | 1     |
      | k03      | 1     | Consumer Goods   | 5    | 1  | 1     | 1      | 2     |
      | k04      | 1     | Consumer Goods   | 5    | 1  | 1     | 1      | 2     |
      | k05      | 1     | Industrial Goods | 6    | 1  | 1     | 2      | 2     |
      | k06      | 1     | Industrial Goods | 6    | 1  | 1     | 2      | 2     |
      | k07      | 2     | Alimentary Goods | 8    | 1  | 1     | 1      | 2     |
      | k08      | 2     | Consumer Goods   | 10   | 1  | 1     | 1      | 2     |
      | k09      | 1     | Military Goods   | 8    | 1  | 1     | 1      | 1     |
      | k10      | 1     | Luxury Goods     | 10   | 1  | 1     | 2      | 2     |
      | k11      | 2     | Industrial Goods | 12   | 1  | 1     | 1      | 2     |
      | k12      | 1     | Alimentary Goods | 5    | 1  | 1     | 1      | 1     |

  @en-ex-14 @example @draw.by-level
  Scenario: Greg at production level 4 draws 3, Jen at level 6 draws 4, Kay with eight buildings draws 5 (en:571)
    Greg owns four Production Buildings, Jen six and Kay eight, the Ager included.  Nobody
    has a Trading Post or the contract wall, so every draw is compulsory.
    Given the players are Greg, Jen and Kay
    And the offices are held as follows:
      | Office              | Player |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
      | Praefectus Urbi     | Kay    |
    And it is the Draw Contracts Phase of round 3
    And the contract deck holds k01 k02 k03 k04 k05 k06 k07 k08 k09 k10 k11 k12 from the top
    And Greg owns these buildings:
      | Building        |
      | Pistrinum       |
      | Venatoris Domus |
      | Textrinum       |
    And Jen owns these buildings:
      | Building          |
      | Pistrinum         |
      | Venatoris Domus   |
      | Textrinum         |
      | Lignarii Officina |
      | Cura              |
    And Kay owns these buildings:
      | Building          |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
      | Metallum          |
      | Armorum Faber     |
      | Fabri Officina    |
      | Conflatorium      |
    Then Greg owns 4 buildings
    And Jen owns 6 buildings
    And Kay owns 8 buildings
    And Greg is at production level 4
    And Jen is at production level 6
    And Kay is at production level 7
    And Greg holds the contracts k01 k02 k03
    And Jen holds the contracts k04 k05 k06 k07
    And Kay holds the contracts k08 k09 k10 k11 k12
    And the Accept Contracts Phase has begun

  @rule @draw.by-level
  Scenario: Production levels 1, 2 and 3 draw 1, 2 and 2 contracts (en:555-559)
    Greg's unused Trading Post gives him a choice, so he draws by himself; Jen and Kay, with
    nothing to choose, then draw at once.
    Given the players are Greg, Jen and Kay
    And the offices are held as follows:
      | Office              | Player |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
      | Praefectus Urbi     | Kay    |
    And it is the Draw Contracts Phase of round 3
    And the contract deck holds k01 k02 k03 k04 k05 k06 k07 from the top
    And Greg has bought 1 Trading Post
    And Jen owns these buildings:
      | Building  |
      | Pistrinum |
    And Kay owns these buildings:
      | Building        |
      | Pistrinum       |
      | Venatoris Domus |
    When Greg draws 1 contract
    Then Greg is at production level 1
    And Jen is at production level 2
    And Kay is at production level 3
    And Greg holds the contracts k01
    And Jen holds the contracts k02 k03
    And Kay holds the contracts k04 k05

  @rule @draw.trading-posts @draw.count
  Scenario: A player may draw one more contract for each unused Trading Post (en:573)
    Greg has bought two Trading Posts; one of them saves contract k12, so one is unused.
    Given the players are Greg and Jen
    And the offices are held as follows:
      | Office              | Player |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
    And it is the Draw Contracts Phase of round 3
    And the contract deck holds k01 k02 k03 k04 from the top
    And Greg has bought 2 Trading Posts
    And Greg has saved the contracts k12
    Then Greg has 1 unused Trading Post
    And it is Greg's turn
    When Greg draws 3 contracts
    Then the action is refused by rule draw.count
    And nothing has changed
    When Greg draws 2 contracts
    Then Greg holds the contracts k01 k02
    And Greg has saved the contracts k12
    And Jen holds the contracts k03

  @rule @draw.trading-posts @draw.count
  Scenario: The extra draw for an unused Trading Post is optional, the production level's is not (en:553, en:573)
    Given the players are Greg and Jen
    And the offices are held as follows:
      | Office              | Player |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
    And it is the Draw Contracts Phase of round 3
    And the contract deck holds k01 k02 k03 k04 from the top
    And Greg has bought 1 Trading Post
    When Greg draws 0 contracts
    Then the action is refused by rule draw.count
    And nothing has changed
    When Greg draws 1 contract
    Then Greg holds the contracts k01
    And Jen holds the contracts k02

  @rule @office.magister-officiorum-draw
  Scenario: The Magister Officiorum draws 3 extra contracts (en:575)
    Given the players are Greg and Jen
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Comes Thesaurorum   | Jen    |
    And it is the Draw Contracts Phase of round 3
    And the contract deck holds k01 k02 k03 k04 k05 k06 from the top
    And Greg owns only the Ager
    And Jen owns only the Ager
    Then Greg is at production level 1
    And Greg holds the contracts k01 k02 k03 k04
    And Jen holds the contracts k05

  @rule @wall.extra-contract @draw.count
  Scenario: The owner of the contract wall may draw one extra contract (en:577)
    Given the players are Greg and Jen
    And the offices are held as follows:
      | Office              | Player |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
    And it is the Draw Contracts Phase of round 3
    And the contract deck holds k01 k02 k03 k04 from the top
    And Greg owns the contract wall
    When Greg draws 3 contracts
    Then the action is refused by rule draw.count
    And nothing has changed
    When Greg draws 2 contracts
    Then Greg holds the contracts k01 k02
    And Jen holds the contracts k03

  @rule @draw.reshuffle
  Scenario: When no contract is left to draw, the discard pile is shuffled into a new deck (en:579)
    Greg, at production level 2, draws the last card of the deck and then one from the
    reshuffled discard pile; Jen draws the other discarded card.
    Given the players are Greg and Jen
    And the offices are held as follows:
      | Office              | Player |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
    And it is the Draw Contracts Phase of round 3
    And the contract deck holds k01 from the top
    And the contract discard pile holds k02 k03
    And Greg owns the Pistrinum
    And Jen owns only the Ager
    Then Greg is at production level 2
    And Greg holds 2 contracts
    And Jen holds 1 contract
    And the state view path players.Greg.hand.0 is k01
    And the contract deck holds 0 cards
    And the contract discard pile is empty
