@topic-public-offices
Feature: Public Offices (en:773-811)
  Each of the five public offices grants its holder a bonus (en:775-807): the Magister
  Officiorum draws three extra contracts (en:575, en:779); the Praefectus Pretorio takes one
  good he can produce and the Comes Thesaurorum 4 gold at the end of the auction (en:235,
  en:783-787); the Praefectus Urbi and the Consul each have two abilities, of which they use
  one, once per round (en:585, en:791-811). The wall and the preemption are bought in the
  Construct Buildings Phase (see construction.feature); the contract swap is made in the
  Accept Contracts Phase.

  Background:
    Given the players are Greg, Jen and Kay
    And the contract cards in this game read:
      | Contract | Goods | Good             | Gold | FP | Small | Medium | Large |
      | k01      | 1     | Alimentary Good  | 4    | 1  | 1     | 1      | 1     |
      | k02      | 1     | Alimentary Good  | 5    | 1  | 1     | 1      | 2     |
      | k03      | 1     | Consumer Good    | 5    | 1  | 1     | 1      | 2     |
      | k04      | 2     | Consumer Good    | 9    | 1  | 1     | 2      | 2     |
      | k05      | 1     | Industrial Good  | 6    | 1  | 1     | 1      | 2     |
      | k06      | 2     | Industrial Good  | 12   | 1  | 1     | 1      | 2     |
      | k07      | 1     | Military Good    | 8    | 1  | 1     | 1      | 2     |
      | k08      | 1     | Luxury Good      | 10   | 1  | 1     | 2      | 2     |
      | k09      | 2     | Alimentary Good  | 8    | 1  | 1     | 1      | 1     |
      | k10      | 1     | Consumer Good    | 6    | 1  | 1     | 2      | 2     |

  @rule @office.magister-officiorum-draw
  Scenario: The Magister Officiorum draws three extra contracts (en:575, en:779)
    Nobody has a Trading Post or the extra-contract wall, so every player simply draws what his
    production level and office give him, in turn order (en:553-577).

    Given it is the Draw Contracts Phase of round 2
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Jen    |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Kay    |
    And Jen owns only the Ager
    And Greg owns the Textrinum
    And Kay owns only the Ager
    And the contract deck holds k01 k02 k03 k04 k05 k06 k07 from the top
    # Jen: production level 1 draws 1, plus 3 as Magister Officiorum = 4.
    Then Jen is at production level 1
    And Jen holds the contracts k01 k02 k03 k04
    # Greg: Ager and Textrinum, production level 2, draws 2.
    And Greg is at production level 2
    And Greg holds the contracts k05 k06
    # Kay: production level 1, draws 1.
    And Kay holds the contracts k07
    And the Accept Contracts Phase has begun

  @rule @office.ability-once @build.walls-praefectus-urbi
  Scenario: A Praefectus Urbi who built a wall segment cannot also swap contracts (en:585, en:791-797, en:811)
    Given it is the Construct Buildings Phase of round 2
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Praefectus Urbi     | Kay    |
    And it is Kay's turn
    And Kay has 20 gold
    And Greg owns only the Ager
    And Jen owns only the Ager
    And Kay owns only the Ager
    And the contract deck holds k01 k02 k03 k04 k05 k06 k07 k08 from the top
    When Kay buys the goods-swap wall
    Then Kay owns the goods-swap wall
    And Kay has 10 gold
    And the Praefectus Urbi has used his ability this round
    When Kay ends the turn
    # Greg draws 1 + 3 (Magister Officiorum), Jen 1, Kay 1.
    Then the Accept Contracts Phase has begun
    And Kay holds the contracts k06
    When Kay swaps the contract cards k06
    Then the action is refused by rule office.ability-once
    And nothing has changed

  @rule @office.ability-once @accept.swap
  Scenario: The Praefectus Urbi and the Consul who used no ability swap up to two contracts, once (en:585, en:797, en:807, en:811)
    Given it is the Accept Contracts Phase of round 2
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Urbi     | Jen    |
      | Consul              | Kay    |
    And Greg holds the contracts k10
    And Jen holds the contracts k01 k02 k03
    And Kay holds the contracts k04 k05 k06
    And the contract deck holds k07 k08 k09 from the top
    Then the Praefectus Urbi has not used his ability this round
    And the Consul has not used his ability this round
    When Jen swaps the contract cards k01 k02
    Then Jen holds the contracts k03 k07 k08
    And the contracts k01 k02 are in the discard pile
    And the Praefectus Urbi has used his ability this round
    When Jen swaps the contract cards k03
    Then the action is refused by rule office.ability-once
    And nothing has changed
    # "up to two" Contract Cards
    When Kay swaps the contract cards k04 k05 k06
    Then the action is refused by rule accept.swap
    And nothing has changed
    When Kay swaps the contract cards k04
    Then Kay holds the contracts k05 k06 k09
    And the Consul has used his ability this round
    # Only these two offices have the swap ability.
    When Greg swaps the contract cards k10
    Then the action is refused by rule accept.swap
    And nothing has changed

  @en-faq-07 @faq @office.praefectus-pretorio-good @turn.pending-decision
  Scenario: The Praefectus Pretorio's good is of a type he can produce, and it cannot be forgotten (en:912-914)
    The FAQ answers what happens when the Praefectus Pretorio forgets the good at the end of the
    auction: he takes it when he notices, but then of the most valuable type he can produce
    instead of choosing. The engine makes the choice a pending decision at the very end of the
    auction, which blocks every other action until he has taken it, so the forgotten good (and
    the "highest value" penalty) cannot arise. What remains of the answer is checked here: the
    good is taken from the supply, it must be of a type he can produce (en:783), and nothing
    else happens until he takes it. Jen can produce Alimentary Goods (Ager) and Industrial
    Goods (Metallum).

    Given it is the Auction Public Office Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    And Greg has 30 gold
    And Jen has 30 gold
    And Kay has 30 gold
    And Jen owns the Metallum
    And the Ager produces 2 Alimentary Goods
    And the Metallum produces 2 Industrial Goods
    When Greg keeps the same office
    And Jen keeps the same office
    And Kay keeps the same office
    Then Jen must choose the Praefectus Pretorio's good
    And the phase is the Auction Public Office Phase
    And Kay has 34 gold
    When Greg buys the Pistrinum
    Then the action is refused by rule turn.pending-decision
    And nothing has changed
    When Jen takes 1 Luxury Good as Praefectus Pretorio
    Then the action is refused by rule office.praefectus-pretorio-good
    And nothing has changed
    When Jen takes 1 Industrial Good as Praefectus Pretorio
    Then the Construct Buildings Phase has begun
    And it is Greg's turn
    # 1 Industrial Good from the office and 2 produced by the Metallum.
    And Jen has 3 Industrial Goods
    And Jen has 2 Alimentary Goods
    And Jen has 0 Luxury Goods
