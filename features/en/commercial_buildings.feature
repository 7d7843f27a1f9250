@topic-commercial-buildings
Feature: Use Commercial Buildings and the goods walls (en:523-549, en:629-631, en:869-870, en:928-932)
  At any time during the Construct Buildings Phase the active player, and during the Accept
  Contracts Phase any player, may activate his Commercial Buildings, even ones built in the
  same round, each once per round (en:525-527, en:631).  Only goods of a type the player can
  produce may be used, that is a type shown on one of his Production Buildings (en:529,
  en:930-932).  The goods used stay on the building tile until the end of the round
  (en:527).  Two wall segments convert goods too, once per round: the swap wall trades one
  good for another the owner can produce (en:869), the sale wall three goods for 10 gold
  (en:870).

  Every building used here is defined in the scenario: the Caupona's two Alimentary Goods for
  4 gold and 1 FP are stated (en:531); the Vestificina's 5 gold are stated (en:838), the two
  Consumer Goods and 1 FP are the scenarios' own numbers.

  Background:
    Given the players are Greg and Jen
    And the offices are held as follows:
      | Office              | Player |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
    And the Ager produces 2 Alimentary Goods
    And the Textrinum produces 1 Consumer Good
    And the Caupona takes 2 Alimentary Goods for 4 gold and 1 FP
    And the Vestificina takes 2 Consumer Goods for 5 gold and 1 FP

  @en-ex-13 @example @commercial.exact-goods
  Scenario: Greg uses the Caupona, and the goods on it are discarded at the end of the round (en:531-549)
    Greg owns the Ager, which produces Alimentary Goods (diagram step 1), and has two of them.
    The rest of the round is played through to show the Caupona emptied at its end (step 4).
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And the contract cards in this game read:
      | Contract | Goods | Good             | Gold | FP | Small | Medium | Large |
      | k1       | 1     | Alimentary Goods | 4    | 1  | 1     | 1      | 1     |
      | k2       | 1     | Alimentary Goods | 4    | 1  | 1     | 1      | 1     |
    And the contract deck holds k1 k2 from the top
    And Greg owns the Caupona
    And Greg has 10 gold
    And Greg has 5 FP
    And Greg has 2 Alimentary Goods
    And Jen has no goods
    # Steps 2 and 3: the two green cubes go on the Caupona; 4 gold and 1 FP.
    When Greg uses the Caupona
    Then Greg has 14 gold
    And Greg has 6 FP
    And Greg has 0 Alimentary Goods
    And Greg's Caupona holds 2 Alimentary Goods
    # Step 4: at the end of the round the two cubes are discarded; the Caupona is free again.
    When the players play:
      | Action     |
      | Greg: done |
      | Jen: done  |
      | Greg: done |
      | Jen: done  |
      | Greg: done |
      | Jen: done  |
    Then round 3 has begun
    And nothing lies on Greg's Caupona
    And Greg has no goods
    And Greg has 14 gold
    And Greg has 6 FP

  @en-faq-11 @faq @commercial.can-produce @goods.can-produce
  Scenario: Being able to produce a type means owning a building that shows it, not using the goods it made (en:928-932)
    Greg owns the Textrinum, which produces one Consumer Good; he uses a Consumer Good he
    bought at the market (with the Taberna, en:849) together with the one he produced.
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And the Forum Costantinum card reads:
      | Good           | Limit | Buy | Sell |
      | Consumer Goods | 2     | 3   | 2    |
    And the current market is the Forum Costantinum
    And the future market pile is Porta Aurea
    And Greg owns these buildings:
      | Building    |
      | Textrinum   |
      | Taberna     |
      | Vestificina |
    And Greg has 10 gold
    And Greg has 0 FP
    And Greg has 1 Consumer Good
    When Greg buys 1 Consumer Good
    Then Greg has 7 gold
    And Greg has 2 Consumer Goods
    When Greg uses the Vestificina
    Then Greg has 12 gold
    And Greg has 1 FP
    And Greg has 0 Consumer Goods
    And Greg's Vestificina holds 2 Consumer Goods

  @rule @commercial.can-produce
  Scenario: Goods of a type the player cannot produce do not activate a Commercial Building (en:529)
    Greg owns only the Ager, which shows no Consumer Goods, so his two Consumer Goods cannot
    be used on his Vestificina.
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And Greg owns the Vestificina
    And Greg has 10 gold
    And Greg has 2 Consumer Goods
    When Greg uses the Vestificina
    Then the action is refused by rule commercial.can-produce
    And nothing has changed

  @rule @commercial.once-per-round
  Scenario: Each Commercial Building is used once per round (en:527)
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And Greg owns the Caupona
    And Greg has 10 gold
    And Greg has 4 Alimentary Goods
    When Greg uses the Caupona
    Then Greg has 14 gold
    And Greg has 2 Alimentary Goods
    When Greg uses the Caupona
    Then the action is refused by rule commercial.once-per-round
    And nothing has changed

  @rule @commercial.once-per-round
  Scenario: A Commercial Building used in the Construct Buildings Phase cannot be used again in the Accept Contracts Phase (en:631)
    Given it is the Accept Contracts Phase of round 2
    And Greg owns the Caupona
    And Greg has already used the Caupona this round
    And Greg has 10 gold
    And Greg has 2 Alimentary Goods
    When Greg uses the Caupona
    Then the action is refused by rule commercial.once-per-round
    And nothing has changed

  @rule @commercial.once-per-round
  Scenario: A Commercial Building can be used in the round it is built (en:525-527)
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And Greg has 20 gold
    And Greg has 0 FP
    And Greg has 2 Alimentary Goods
    When Greg buys the Caupona
    Then Greg has 11 gold
    When Greg uses the Caupona
    Then Greg has 15 gold
    And Greg has 1 FP
    And Greg's Caupona holds 2 Alimentary Goods

  @rule @commercial.once-per-round
  Scenario: Commercial Buildings may be used in the Accept Contracts Phase too, by every player (en:629-631)
    Given it is the Accept Contracts Phase of round 2
    And Greg owns the Caupona
    And Jen owns the Textrinum
    And Jen owns the Vestificina
    And Greg has 10 gold
    And Jen has 20 gold
    And Greg has 2 Alimentary Goods
    And Jen has 2 Consumer Goods
    When Jen uses the Vestificina
    Then Jen has 25 gold
    When Greg uses the Caupona
    Then Greg has 14 gold
    And Greg's Caupona holds 2 Alimentary Goods
    And Jen's Vestificina holds 2 Consumer Goods

  @rule @market.active-player
  Scenario: In the Construct Buildings Phase only the active player uses his Commercial Buildings (en:525)
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And Jen owns the Caupona
    And Jen has 2 Alimentary Goods
    When Jen uses the Caupona
    Then the action is refused by rule market.active-player
    And nothing has changed

  @rule @wall.swap
  Scenario: The swap wall trades one good for another that the owner can produce, once per round (en:869)
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And Greg owns the swap wall
    And Greg owns the Textrinum
    And Greg has these goods:
      | Good             | Number |
      | Alimentary Goods | 2      |
      | Luxury Goods     | 1      |
    When Greg trades 1 Luxury Good for 1 Industrial Good with the swap wall
    Then the action is refused by rule wall.swap
    And nothing has changed
    When Greg trades 1 Luxury Good for 1 Consumer Good with the swap wall
    Then Greg has 0 Luxury Goods
    And Greg has 1 Consumer Good
    And Greg has 2 Alimentary Goods
    When Greg trades 1 Alimentary Good for 1 Consumer Good with the swap wall
    Then the action is refused by rule wall.swap
    And nothing has changed

  @rule @wall.sale
  Scenario: The sale wall trades three goods, of any types, for 10 gold once per round (en:870)
    Given it is the Accept Contracts Phase of round 2
    And Greg owns the sale wall
    And Greg has 5 gold
    And Greg has these goods:
      | Good             | Number |
      | Alimentary Goods | 4      |
      | Consumer Goods   | 1      |
      | Military Goods   | 1      |
    When Greg trades 2 Alimentary Goods for 10 gold with the sale wall
    Then the action is refused by rule wall.sale
    And nothing has changed
    When Greg trades 1 Alimentary Good, 1 Consumer Good and 1 Military Good for 10 gold with the sale wall
    Then Greg has 15 gold
    And Greg has 3 Alimentary Goods
    And Greg has 0 Consumer Goods
    And Greg has 0 Military Goods
    When Greg trades 3 Alimentary Goods for 10 gold with the sale wall
    Then the action is refused by rule wall.sale
    And nothing has changed

  @convention @wall.when
  Scenario: The goods walls are used where goods change hands, not at the end of the round: an engine convention, the books are silent (en:456, en:869-870)
    The gap: the swap and sale walls work "once per round" (en:869-870) and a wall's ability "can
    be used right away" (en:456); no book says in which phases.  The engine's convention
    (wall.when, `constantinopolis rules wall.when`): where goods change hands, on the owner's own
    turn in the Construct Buildings Phase (as the market, en:483) and in the Accept Contracts and
    Donate Goods Phases; not in the End of Round Phase, where Greg would rather sell the goods he
    is about to discard.
    Given it is the End of Round Phase of round 2
    And Greg owns the sale wall
    And Greg has 5 gold
    And Greg has 3 Alimentary Goods
    When Greg trades 3 Alimentary Goods for 10 gold with the sale wall
    Then the action is refused by rule wall.when
    And nothing has changed
