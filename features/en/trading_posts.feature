@topic-trading-posts
Feature: Buy and use Trading Posts (en:633-641)
  At any time during the Accept Contracts Phase a player may buy a Trading Post, for 3, 4, 5
  or 6 gold for his first, second, third or fourth one; one a round, usable at once
  (en:635).  On buying one he may draw a contract at once (en:637).  An unused Trading Post
  saves a contract from the discard at the end of the phase; a saved contract can be freed,
  and the Trading Post then saves another (en:639-641).  Each player has four Trading Posts
  (en:173).

  Background:
    Given the contract cards in this game read:
      | Contract | Goods | Good             | Gold | FP | Small | Medium | Large |
      | k1       | 1     | Alimentary Goods | 4    | 1  | 1     | 1      | 1     |
      | k2       | 1     | Consumer Goods   | 5    | 1  | 1     | 1      | 2     |
      | k3       | 2     | Industrial Goods | 12   | 1  | 1     | 2      | 2     |
      | k4       | 1     | Luxury Goods     | 10   | 1  | 1     | 2      | 2     |

  @rule @tradingpost.price
  Scenario: The first, second, third and fourth Trading Posts cost 3, 4, 5 and 6 gold (en:635)
    Given the players are Greg, Jen, Kay and Lea
    And it is the Accept Contracts Phase of round 4
    And Greg has 10 gold
    And Jen has 10 gold
    And Kay has 10 gold
    And Lea has 10 gold
    And Greg has bought 0 Trading Posts
    And Jen has bought 1 Trading Post
    And Kay has bought 2 Trading Posts
    And Lea has bought 3 Trading Posts
    When Greg buys a Trading Post
    And Jen buys a Trading Post
    And Kay buys a Trading Post
    And Lea buys a Trading Post
    Then Greg has 7 gold
    And Jen has 6 gold
    And Kay has 5 gold
    And Lea has 4 gold
    And Greg has bought 1 Trading Post
    And Jen has bought 2 Trading Posts
    And Kay has bought 3 Trading Posts
    And Lea has bought 4 Trading Posts

  @rule @tradingpost.price
  Scenario: A player has four Trading Posts; a fifth cannot be bought (en:635)
    Given the players are Greg and Jen
    And it is the Accept Contracts Phase of round 6
    And Greg has 20 gold
    And Greg has bought 4 Trading Posts
    When Greg buys a Trading Post
    Then the action is refused by rule tradingpost.price
    And nothing has changed

  @rule @tradingpost.one-per-round
  Scenario: Each player can buy only one Trading Post per round (en:635)
    Given the players are Greg and Jen
    And it is the Accept Contracts Phase of round 2
    And Greg has 20 gold
    And Greg has bought 0 Trading Posts
    When Greg buys a Trading Post
    Then Greg has 17 gold
    And Greg has bought 1 Trading Post
    When Greg buys a Trading Post
    Then the action is refused by rule tradingpost.one-per-round
    And nothing has changed

  @rule @tradingpost.extra-draw
  Scenario: On buying a Trading Post a player may draw a contract at once (en:637)
    Given the players are Greg and Jen
    And it is the Accept Contracts Phase of round 2
    And the contract deck holds k1 k2 from the top
    And Greg has 10 gold
    And Jen has 10 gold
    And Greg holds the contracts k3
    And Jen holds the contracts k4
    When Greg buys a Trading Post and draws a contract
    Then Greg has 7 gold
    And Greg holds the contracts k3 k1
    When Jen buys a Trading Post
    Then Jen has 7 gold
    And Jen holds the contracts k4
    And the contract deck holds 1 card

  @rule @tradingpost.save
  Scenario: Trading Posts save contracts, and a freed contract can be loaded while its post saves another (en:639-641)
    Greg buys his first Trading Post and uses it at once (en:635).  Contract k3 is neither
    loaded nor saved, so it is discarded at the end of the phase (en:611).
    Given the players are Greg and Jen
    And it is the Accept Contracts Phase of round 2
    And Greg has 10 gold
    And Greg has bought 0 Trading Posts
    And Greg owns the Small Ship s1
    And Greg has 1 Alimentary Good
    And Greg holds the contracts k1 k2 k3
    When Greg saves contract k1
    Then the action is refused by rule tradingpost.save
    And nothing has changed
    When Greg buys a Trading Post
    And Greg saves contract k1
    Then Greg has saved the contracts k1
    And Greg holds the contracts k2 k3
    And Greg has 0 unused Trading Posts
    When Greg saves contract k2
    Then the action is refused by rule tradingpost.save
    And nothing has changed
    When Greg frees contract k1
    Then Greg has 1 unused Trading Post
    And Greg holds the contracts k2 k3 k1
    When Greg saves contract k2
    And Greg loads contract k1 on ship s1
    Then Greg has saved the contracts k2
    And Greg's ship s1 carries the contracts k1
    When Greg has finished
    And Jen has finished
    Then the Donate Goods Phase has begun
    And Greg has saved the contracts k2
    And Greg holds 0 contracts
    And the contracts k3 are in the discard pile
