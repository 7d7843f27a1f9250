@topic-setup
Feature: Setup and the order of play (en:159-213, en:263, en:382, en:583, en:651, en:713)
  A new game starts with 30 gold, a Small Ship, the Ager, production level 1 and 0 FP for
  each player and four Trading Posts still to buy (en:172-174, en:376); the buildings in
  play depend on the number of players (en:167); one random market is current and the rest
  lie face up in the Future pile (en:168-170); the remaining ships form the supply (en:172);
  the contract deck is shuffled (en:162); the office markers are placed at random from the
  leftmost office, which gives the turn order (en:175, en:213).  Phases played in turn
  order accept only the active player's actions; simultaneous phases accept a player's
  actions until he has finished; no action is possible after the end of the game.

  @rule @setup.starting-resources @setup.markets @setup.contracts @setup.offices @setup.ships
  Scenario Outline: A new game for <n> players (en:159-175)
    Given the players are <players>
    Then the phase is the Auction Public Office Phase
    And round 1 is under way
    And Ann has 30 gold
    And Ann has 0 FP
    And Ann is at production level 1
    And Ann owns the Ager
    And Ann owns a Small Ship
    And Ann owns 1 ships
    And Ann has bought 0 Trading Posts
    And Ann has no goods
    And Ann holds an office
    And Bob holds an office
    And the Consul office is vacant
    And the current market pile holds 1 card
    And the future market pile holds 4 cards
    And the contract deck holds 106 cards
    And the supply has <small> Small Ship left
    And the supply has 8 Medium Ship left
    And the supply has 5 Large Ship left

    Examples:
      | n | players            | small |
      | 2 | Ann and Bob        | 7     |
      | 3 | Ann, Bob and Cid   | 6     |
      | 4 | Ann, Bob, Cid, Dee | 5     |

  @rule @setup.building-supply
  Scenario Outline: The buildings in play depend on the number of players (en:167)
    All Public Buildings and City Walls are always used; of every other building one is used
    with two players and two with three or four.
    Given the players are <players>
    Then the supply holds <each> Metallum
    And the supply holds <each> Caupona
    And the supply holds <each> Taberna
    And the supply holds 1 50 gold Domus Regia
    And the supply holds 1 21 gold Hippodromus
    And the supply holds 1 office wall

    Examples:
      | players            | each |
      | Ann and Bob        | 1    |
      | Ann, Bob and Cid   | 2    |
      | Ann, Bob, Cid, Dee | 2    |

  @rule @turn.not-your-turn @turn.wrong-phase
  Scenario: Only the active player acts in a phase played in turn order (en:213, en:217, en:382)
    Given the players are Ann, Bob and Cid
    And it is the Auction Public Office Phase of round 2
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Ann    |
      | Praefectus Pretorio | Bob    |
      | Comes Thesaurorum   | Cid    |
    When Bob keeps the same office
    Then the action is refused by rule turn.not-your-turn
    And nothing has changed
    When Ann buys 1 Consumer Good
    Then the action is refused by rule turn.wrong-phase
    And nothing has changed
    When Ann keeps the same office
    Then it is Bob's turn

  @rule @turn.already-done
  Scenario: A player who has finished a simultaneous phase takes no more actions in it (en:583)
    Given the players are Ann and Bob
    And it is the Accept Contracts Phase of round 2
    And Ann has 10 gold
    When Ann has finished
    And Ann buys a Trading Post
    Then the action is refused by rule turn.already-done
    And nothing has changed

  @rule @game.over
  Scenario: No action is possible once the game has ended (en:713-728)
    Given the players are Ann and Bob
    And it is the Donate Goods Phase of round 9
    And the current market is the Forum Costantinum
    And the future market pile is empty
    And the future market pile has been emptied 2 time(s)
    When Ann has finished
    And Bob has finished
    Then the game is over
    When Ann does "store -"
    Then the action is refused by rule game.over
    And nothing has changed

  @rule @building.not-owned @wall.not-owned @accept.contract-in-hand
  Scenario: A player uses only his own buildings and his own contracts (en:430, en:456, en:585)
    Given the players are Ann and Bob
    And it is the Accept Contracts Phase of round 2
    And Ann has 2 Alimentary Goods
    And Bob owns the Caupona
    And Bob owns the swap wall
    And contract K1 asks for 1 Alimentary Good and pays 4 gold and 1 FP, in 1/1/2 rounds
    And Bob holds the contracts K1
    When Ann uses the Caupona
    Then the action is refused by rule building.not-owned
    And nothing has changed
    When Ann trades 1 Alimentary Good for 1 Consumer Good with the swap wall
    Then the action is refused by rule wall.not-owned
    And nothing has changed
    When Ann saves contract K1
    Then the action is refused by rule accept.contract-in-hand
    And nothing has changed

  @rule @build.not-available
  Scenario: Only buildings still in the supply can be bought (en:165-167)
    Given the players are Ann and Bob
    And it is the Construct Buildings Phase of round 2
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Ann    |
      | Praefectus Pretorio | Bob    |
    And Ann has 30 gold
    And the supply holds 0 Metallum
    When Ann buys the Metallum
    Then the action is refused by rule build.not-available
    And nothing has changed

  @convention @auction.cannot-afford-vacant
  Scenario: A displaced player with 1 gold and no free office left takes a vacant office for all he has: an engine convention, the books are silent (en:227, en:231)
    The gap: a player who loses his office may take, for free, the office vacated by the player
    who took his (en:231); otherwise he chooses as normal, and a vacant office costs 2 gold
    (en:227).  When the player who took his office held none (he had lost his own earlier in the
    same auction), nothing was vacated for him, and with less than 2 gold he can neither take a
    vacant office nor outbid anyone.  No book says what he does then.  The engine's convention
    (auction.cannot-afford-vacant, `constantinopolis rules auction.cannot-afford-vacant`): he
    takes a vacant office for all the gold he has, so that every player holds an office (en:233).
    Here Ann takes Bob's office and vacates hers; Bob, displaced, takes Cid's instead of Ann's free
    one; Cid, displaced by a player who vacated nothing, has 1 gold.
    Given the players are Ann, Bob and Cid
    And it is the Auction Public Office Phase of round 2
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Ann    |
      | Praefectus Pretorio | Bob    |
      | Comes Thesaurorum   | Cid    |
    And Ann has 10 gold
    And Bob has 10 gold
    And Cid has 1 gold
    When Ann bids 1 gold on the Praefectus Pretorio office
    And Bob passes
    Then it is Bob's turn
    When Bob bids 1 gold on the Comes Thesaurorum office
    And Cid passes
    Then it is Cid's turn
    When Cid takes the vacant Consul office
    Then Cid holds the Consul office
    And Cid has 0 gold
