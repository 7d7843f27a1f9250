@topic-auction
Feature: Auction Public Office (en:209-259)
  Each round starts with an auction for the five public offices, in turn order.
  Keeping one's office is free, a vacant office costs 2 gold, and an occupied office
  goes to the higher bidder.

  Background:
    Given the players are Green, Red, Blue and Yellow
    And it is the Auction Public Office Phase of round 2
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Green  |
      | Praefectus Pretorio | Blue   |
      | Comes Thesaurorum   | Red    |
      | Praefectus Urbi     | Yellow |
    And Green has 10 gold
    And Red has 10 gold
    And Blue has 10 gold
    And Yellow has 10 gold

  @en-ex-01 @en-ex-02 @en-ex-03 @example
  Scenario: The three-part auction example (en:241-259)
    # The diagrams are lost in the text; the offices before the auction are inferred
    # from the narration: Green is first (I), Blue second (II), Red third (III), Yellow
    # fourth (IV, left vacant when Yellow moves); the Consul (V) is vacant with 4 players.
    When Green bids 1 gold on the Comes Thesaurorum office
    And Red passes
    Then Green holds the Comes Thesaurorum office
    And 1 gold lie on the Comes Thesaurorum office
    And it is Red's turn
    When Red takes the vacant Magister Officiorum office
    Then Red holds the Magister Officiorum office
    And 0 gold lie on the Magister Officiorum office
    And it is Blue's turn
    When Blue keeps the same office
    Then it is Yellow's turn
    When Yellow bids 1 gold on the Magister Officiorum office
    And Red passes
    Then Yellow holds the Magister Officiorum office
    And it is Red's turn
    When Red bids 1 gold on the Praefectus Pretorio office
    And Blue raises the bid to 2 gold
    And Red raises the bid to 3 gold
    And Blue passes
    Then Red holds the Praefectus Pretorio office
    And it is Blue's turn
    When Blue takes the vacant Consul office
    Then the 7 gold on the offices go to the supply
    And Green holds the Comes Thesaurorum office
    And Red holds the Praefectus Pretorio office
    And Blue holds the Consul office
    And Yellow holds the Magister Officiorum office
    And the Praefectus Urbi office is vacant
    And Red has 7 gold
    And Blue has 8 gold
    And Yellow has 9 gold

  @rule @auction.no-office-to-keep
  Scenario: A player who lost his office cannot keep it (en:229-231)
    When Green bids 1 gold on the Comes Thesaurorum office
    And Red passes
    And Red keeps the same office
    Then the action is refused by rule auction.no-office-to-keep
    And nothing has changed
