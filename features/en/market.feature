@topic-market
Feature: Buy and sell goods at the market (en:481-521, en:625-627, en:847-849, en:872)
  In the Construct Buildings Phase the active player, and in the Accept Contracts Phase
  every player, may buy and sell goods at the Current Market (en:483, en:627).  The
  market card gives, for each type, the Buy/Sell Limit of the round, the buy price and the
  sell price (en:507-515).  A type sold in a round cannot be bought that round and vice
  versa (en:509, en:936); a type the player can produce cannot be bought without the
  Taberna (en:511, en:849).  Each transaction is recorded in the Ledger (en:485).

  The Forum Costantinum card is defined here with what the book states: the limit of 2
  Alimentary Goods (en:509), 2 Industrial Goods and 1 Luxury Good and no Military Goods
  (en:519), Consumer Goods bought for 3 gold (en:513) with a limit of at least 2 ("he could
  still buy one more of them", en:519; 2 is taken), Alimentary Goods sold for 1 gold
  (en:519).  The other prices are lost with the icons; the buy/sell pairs 2/1, 3/2, 6/4 and
  7/5 are those printed on the Italian card (it:154-157), used here as the scenarios' own
  numbers.

  Background:
    Given the players are Greg, Jen and Kay
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    And the Forum Costantinum card reads:
      | Good             | Limit | Buy | Sell |
      | Alimentary Goods | 2     | 2   | 1    |
      | Consumer Goods   | 2     | 3   | 2    |
      | Industrial Goods | 2     | 6   | 4    |
      | Luxury Goods     | 1     | 7   | 5    |
    And the current market is the Forum Costantinum
    And the future market pile is Porta Aurea

  @en-ex-10 @example @market.limit @market.no-buy-and-sell
  Scenario: Up to two Alimentary Goods may be bought at the Forum Costantinum, but then not sold (en:509)
    Every player owns the Ager, which produces Alimentary Goods (en:376), so buying them
    needs the Taberna (en:511, en:849); Greg owns it.
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And Greg owns the Taberna
    And Greg has 10 gold
    And Greg has no goods
    When Greg buys 2 Alimentary Goods
    Then Greg has 6 gold
    And Greg has 2 Alimentary Goods
    And Greg's ledger shows 2 Alimentary Goods bought
    When Greg buys 1 Alimentary Good
    Then the action is refused by rule market.limit
    And nothing has changed
    When Greg sells 1 Alimentary Good
    Then the action is refused by rule market.no-buy-and-sell
    And nothing has changed

  @en-ex-10 @example @market.limit @market.no-buy-and-sell
  Scenario: Up to two Alimentary Goods may be sold at the Forum Costantinum, but then not bought (en:509)
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And Greg owns the Taberna
    And Greg has 10 gold
    And Greg has 4 Alimentary Goods
    When Greg sells 1 Alimentary Good
    And Greg sells 1 Alimentary Good
    Then Greg has 12 gold
    And Greg has 2 Alimentary Goods
    And Greg's ledger shows 2 Alimentary Goods sold
    When Greg sells 1 Alimentary Good
    Then the action is refused by rule market.limit
    And nothing has changed
    When Greg buys 1 Alimentary Good
    Then the action is refused by rule market.no-buy-and-sell
    And nothing has changed

  @en-ex-11 @example @market.price @market.no-buy-produced
  Scenario: Greg buys one Consumer Good and records it in his Ledger (en:513)
    Greg's Production Buildings (the Ager and the Metallum) do not produce Consumer Goods.
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And the Ager produces 2 Alimentary Goods
    And the Metallum produces 2 Industrial Goods
    And Greg owns the Metallum
    And Greg has 10 gold
    And Greg has no goods
    When Greg buys 1 Consumer Good
    Then Greg has 7 gold
    And Greg has 1 Consumer Good
    And Greg's ledger shows 1 Consumer Good bought

  @en-ex-12 @example @market.limit @market.no-buy-and-sell
  Scenario: Greg sells two of his three Alimentary Goods, and what he may still trade (en:517-519)
    Greg owns only the Ager, so he cannot produce Consumer, Industrial, Luxury or Military
    Goods.  He has already bought one Consumer Good this round (en:513, en:519) and holds
    one Military Good, to show that it cannot be sold either.
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And the Ager produces 2 Alimentary Goods
    And Greg owns only the Ager
    And Greg has 10 gold
    And Greg has these goods:
      | Good            | Number |
      | green cubes     | 3      |
      | Consumer Good   | 1      |
      | Military Good   | 1      |
    And Greg has already bought 1 Consumer Good this round
    When Greg sells 2 Alimentary Goods
    Then Greg has 12 gold
    And Greg has 1 Alimentary Good
    And Greg's ledger shows 2 Alimentary Goods sold
    # "However, he can still buy or sell up to two Industrial Goods (red) and one Luxury Good
    # (yellow) ... he could still buy one more [Consumer Good] ... He may not buy or sell any
    # Military Goods": what the engine lists as legal for Greg now.
    And Greg may buy 2 Industrial Goods
    And Greg may buy 1 Luxury Good
    And Greg may not buy 2 Luxury Goods
    And Greg may buy 1 Consumer Good
    And Greg may not buy 2 Consumer Goods
    And Greg may not sell 1 Consumer Good
    And Greg may not buy 1 Military Good
    And Greg may not sell 1 Military Good
    And Greg may not sell 1 Alimentary Good
    And Greg may not buy 1 Alimentary Good
    # "He cannot sell all three because there are only two green cubes in the Buy/Sell Limit column."
    When Greg sells 1 Alimentary Good
    Then the action is refused by rule market.limit
    And nothing has changed
    # "After selling his two Alimentary Goods, he cannot buy or sell any more of them."
    When Greg buys 1 Alimentary Good
    Then the action is refused by rule market.no-buy-and-sell
    And nothing has changed
    # "He previously bought one Consumer Good, so he cannot sell any of those ..."
    When Greg sells 1 Consumer Good
    Then the action is refused by rule market.no-buy-and-sell
    And nothing has changed
    # "He may not buy or sell any Military Goods (black) because no black cubes are in the
    # Buy/Sell Limit column."
    When Greg buys 1 Military Good
    Then the action is refused by rule market.limit
    And nothing has changed
    When Greg sells 1 Military Good
    Then the action is refused by rule market.limit
    And nothing has changed
    # "... although he could still buy one more of them."
    When Greg buys 1 Consumer Good
    Then Greg has 9 gold
    And Greg has 2 Consumer Goods
    And Greg's ledger shows 2 Consumer Goods bought
    # Not in the text: a third one exceeds the limit of 2 taken for the card (see above).
    When Greg buys 1 Consumer Good
    Then the action is refused by rule market.limit
    And nothing has changed

  @en-ex-12 @example @market.limit
  Scenario: After selling his Alimentary Goods Greg can still buy two Industrial Goods and one Luxury Good (en:517-519)
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And the Ager produces 2 Alimentary Goods
    And Greg owns only the Ager
    And Greg has 30 gold
    And Greg has 3 Alimentary Goods
    And Greg has already bought 1 Consumer Good this round
    When Greg sells 2 Alimentary Goods
    Then Greg has 32 gold
    When Greg buys 2 Industrial Goods
    Then Greg has 20 gold
    And Greg has 2 Industrial Goods
    When Greg buys 1 Industrial Good
    Then the action is refused by rule market.limit
    And nothing has changed
    When Greg buys 1 Luxury Good
    Then Greg has 13 gold
    And Greg has 1 Luxury Good
    When Greg buys 1 Luxury Good
    Then the action is refused by rule market.limit
    And nothing has changed

  @en-ex-12 @example @market.limit
  Scenario: After selling his Alimentary Goods Greg can still sell two Industrial Goods and one Luxury Good (en:517-519)
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And the Ager produces 2 Alimentary Goods
    And Greg owns only the Ager
    And Greg has 10 gold
    And Greg has these goods:
      | Good             | Number |
      | Alimentary Goods | 3      |
      | Industrial Goods | 3      |
      | Luxury Goods     | 2      |
    When Greg sells 2 Alimentary Goods
    And Greg sells 2 Industrial Goods
    And Greg sells 1 Luxury Good
    Then Greg has 25 gold
    And Greg's ledger shows 2 Industrial Goods sold
    And Greg's ledger shows 1 Luxury Good sold
    When Greg sells 1 Industrial Good
    Then the action is refused by rule market.limit
    And nothing has changed
    When Greg sells 1 Luxury Good
    Then the action is refused by rule market.limit
    And nothing has changed

  @en-faq-05 @faq @market.no-buy-produced
  Scenario: A Production Building bought this round does not stop its type being bought this round (en:902-906)
    Greg produced no Consumer Goods at the start of this round; he buys the Textrinum, which
    produces them, and may still buy a Consumer Good at the market in the same round.
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And the Ager produces 2 Alimentary Goods
    And the Textrinum produces 1 Consumer Good
    And Greg owns only the Ager
    And Greg has 30 gold
    And Greg has no goods
    When Greg buys the Textrinum
    Then Greg owns the Textrinum
    And Greg has 19 gold
    When Greg buys 1 Consumer Good
    Then Greg has 16 gold
    And Greg has 1 Consumer Good
    And Greg's ledger shows 1 Consumer Good bought

  @en-faq-12 @faq @market.no-buy-and-sell
  Scenario: Even with the Taberna a good bought cannot be sold back the same round (en:934-936)
    Greg owns the Metallum, which produces Industrial Goods, and the Taberna, which lets him
    buy them (en:849).
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And the Metallum produces 2 Industrial Goods
    And Greg owns the Metallum
    And Greg owns the Taberna
    And Greg has 10 gold
    And Greg has no goods
    When Greg buys 1 Industrial Good
    Then Greg has 4 gold
    And Greg has 1 Industrial Good
    When Greg sells 1 Industrial Good
    Then the action is refused by rule market.no-buy-and-sell
    And nothing has changed

  @rule @market.limit
  Scenario: The Buy/Sell Limit counts every transaction of the round (en:509)
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And Greg owns only the Ager
    And Greg has 30 gold
    And Greg has no goods
    When Greg buys 2 Luxury Goods
    Then the action is refused by rule market.limit
    And nothing has changed
    When Greg buys 1 Industrial Good
    And Greg buys 1 Industrial Good
    Then Greg has 18 gold
    And Greg's ledger shows 2 Industrial Goods bought
    When Greg buys 1 Industrial Good
    Then the action is refused by rule market.limit
    And nothing has changed

  @rule @market.no-buy-and-sell
  Scenario: A type sold this round cannot be bought this round (en:509)
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And Greg owns only the Ager
    And Greg has 10 gold
    And Greg has 2 Consumer Goods
    When Greg sells 1 Consumer Good
    Then Greg has 12 gold
    When Greg buys 1 Consumer Good
    Then the action is refused by rule market.no-buy-and-sell
    And nothing has changed

  @rule @market.no-buy-produced
  Scenario: A type the player can produce cannot be bought without the Taberna (en:511)
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And the Ager produces 2 Alimentary Goods
    And the Metallum produces 2 Industrial Goods
    And Greg owns the Metallum
    And Greg has 30 gold
    And Greg has no goods
    When Greg buys 1 Industrial Good
    Then the action is refused by rule market.no-buy-produced
    And nothing has changed
    When Greg buys 1 Alimentary Good
    Then the action is refused by rule market.no-buy-produced
    And nothing has changed
    When Greg buys 1 Consumer Good
    Then Greg has 27 gold

  @rule @market.no-buy-produced
  Scenario: Every player owns the Ager, so nobody buys Alimentary Goods without the Taberna (en:376, en:511)
    Kay's situation is the one every player starts with (en:376): the Ager and nothing else.
    Given it is the Construct Buildings Phase of round 2
    And it is Kay's turn
    And the Ager produces 2 Alimentary Goods
    When Kay buys 1 Alimentary Good
    Then the action is refused by rule market.no-buy-produced
    And nothing has changed

  @rule @market.no-buy-produced
  Scenario: The Taberna lets its owner buy goods he can produce (en:849)
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And the Ager produces 2 Alimentary Goods
    And the Metallum produces 2 Industrial Goods
    And Greg owns the Metallum
    And Greg owns the Taberna
    And Greg has 30 gold
    And Greg has no goods
    When Greg buys 2 Industrial Goods
    Then Greg has 18 gold
    And Greg has 2 Industrial Goods
    When Greg buys 2 Alimentary Goods
    Then Greg has 14 gold
    And Greg has 2 Alimentary Goods

  @rule @market.mensae
  Scenario: The Mensae pays 1 extra gold for each good sold (en:847)
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And Greg owns the Mensae
    And Greg has 10 gold
    And Greg has these goods:
      | Good             | Number |
      | Industrial Goods | 2      |
      | Alimentary Goods | 1      |
    When Greg sells 2 Industrial Goods
    Then Greg has 20 gold
    When Greg sells 1 Alimentary Good
    Then Greg has 22 gold
    And Greg has no goods

  @rule @market.wall-discount
  Scenario: The market wall takes 2 gold off each good bought, never below 1 gold (en:872)
    The Taberna lets Greg buy Alimentary Goods, whose buy price of 2 would fall to 0.
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And Greg owns the market wall
    And Greg owns the Taberna
    And Greg has 30 gold
    And Greg has no goods
    When Greg buys 2 Industrial Goods
    Then Greg has 22 gold
    When Greg buys 1 Consumer Good
    Then Greg has 21 gold
    When Greg buys 2 Alimentary Goods
    Then Greg has 19 gold
    And Greg has 2 Alimentary Goods

  @rule @market.active-player
  Scenario: In the Construct Buildings Phase only the active player trades at the market (en:483)
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And Jen has 10 gold
    And Jen has 2 Consumer Goods
    When Jen buys 1 Luxury Good
    Then the action is refused by rule market.active-player
    And nothing has changed
    When Jen sells 1 Consumer Good
    Then the action is refused by rule market.active-player
    And nothing has changed

  @rule @market.limit
  Scenario: Every player may trade at the market in the Accept Contracts Phase, within the round's limit (en:625-627)
    Greg bought one Luxury Good in the Construct Buildings Phase of this round.
    Given it is the Accept Contracts Phase of round 2
    And Greg owns only the Ager
    And Jen owns only the Ager
    And Greg has 20 gold
    And Jen has 10 gold
    And Greg has no goods
    And Jen has 2 Consumer Goods
    And Greg has already bought 1 Luxury Good this round
    When Jen sells 2 Consumer Goods
    Then Jen has 14 gold
    When Greg buys 1 Consumer Good
    Then Greg has 17 gold
    When Greg buys 1 Luxury Good
    Then the action is refused by rule market.limit
    And nothing has changed
