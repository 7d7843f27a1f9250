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

  @en-ex-01 @en-ex-02 @en-ex-03 @example @auction.turn-order @auction.keep-office-free @auction.winner-pays
  @auction.loser-active @auction.loser-takes-vacated-free @auction.phase-end @auction.vacant-office-costs-2
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

  @rule @auction.vacant-office-costs-2
  Scenario: A vacant office costs 2 gold, placed on that office (en:227)
    # The Consul (V) is vacant with four players: it is taken, not bid for.
    When Green bids 1 gold on the Consul office
    Then the action is refused by rule auction.vacant-office-costs-2
    And nothing has changed
    When Green takes the vacant Consul office
    Then Green holds the Consul office
    And 2 gold lie on the Consul office
    And Green has 8 gold
    And the Magister Officiorum office is vacant
    And it is Blue's turn

  @rule @auction.bid-exceeds-coins
  Scenario: A bid must be greater than the gold already on the office (en:229)
    When Green bids 2 gold on the Comes Thesaurorum office
    And Red passes
    Then Green holds the Comes Thesaurorum office
    And 2 gold lie on the Comes Thesaurorum office
    And it is Red's turn
    When Red bids 2 gold on the Comes Thesaurorum office
    Then the action is refused by rule auction.bid-exceeds-coins
    And nothing has changed
    When Red bids 3 gold on the Comes Thesaurorum office
    And Green passes
    # The winner places his bid on the coin area, on top of the 2 gold already there.
    Then Red holds the Comes Thesaurorum office
    And 5 gold lie on the Comes Thesaurorum office
    And Red has 7 gold
    And Green has 8 gold
    And it is Green's turn

  @rule @auction.raise-exceeds-bid
  Scenario: Each raise must be greater than the bid it answers (en:229)
    When Green bids 2 gold on the Comes Thesaurorum office
    And Red raises the bid to 2 gold
    Then the action is refused by rule auction.raise-exceeds-bid
    And nothing has changed
    When Red raises the bid to 3 gold
    And Green raises the bid to 3 gold
    Then the action is refused by rule auction.raise-exceeds-bid
    And nothing has changed
    When Green passes
    # The incumbent keeps his office and pays his bid; the loser pays nothing and chooses again.
    Then Red holds the Comes Thesaurorum office
    And 3 gold lie on the Comes Thesaurorum office
    And Red has 7 gold
    And Green has 10 gold
    And Green holds the Magister Officiorum office
    And it is Green's turn

  @rule @auction.own-office
  Scenario: A player does not bid on the office he holds (en:221-229)
    When Green bids 1 gold on the Magister Officiorum office
    Then the action is refused by rule auction.own-office
    And nothing has changed
    When Green keeps the same office
    Then Green holds the Magister Officiorum office
    And Green has 10 gold
    And it is Blue's turn

  @rule @auction.keep-office-free
  Scenario: The office held the round before is kept for nothing, not taken for 2 gold like a vacant one (en:225-227)
    When Green takes the vacant Magister Officiorum office
    Then the action is refused by rule auction.keep-office-free
    And nothing has changed
    When Green keeps the same office
    Then Green holds the Magister Officiorum office
    And Green has 10 gold
    And 0 gold lie on the Magister Officiorum office
    And it is Blue's turn

  @rule @auction.wall-raise-3
  Scenario: Against the owner of the office-protection wall an opponent bids and raises by at least 3 gold (en:873)
    The wall says "every raising bid for the office of this segment's owner by the owner's
    opponent must be by at least 3 gold". The opening bid is read as raising the gold already on
    the office (0 here), so it must be at least 3; the owner's own raises are ordinary (+1).

    Given Red owns the office-protection wall
    When Green bids 2 gold on the Comes Thesaurorum office
    Then the action is refused by rule auction.wall-raise-3
    And nothing has changed
    When Green bids 3 gold on the Comes Thesaurorum office
    And Red raises the bid to 4 gold
    Then the action is carried out
    When Green raises the bid to 6 gold
    Then the action is refused by rule auction.wall-raise-3
    And nothing has changed
    When Green raises the bid to 7 gold
    And Red passes
    Then Green holds the Comes Thesaurorum office
    And 7 gold lie on the Comes Thesaurorum office
    And Green has 3 gold
    And Red has 10 gold
    And it is Red's turn

  @rule @office.comes-thesaurorum-gold @office.praefectus-pretorio-good
  Scenario: At the end of the auction the Comes Thesaurorum receives 4 gold and the Praefectus Pretorio one good he can produce (en:235, en:783-787)
    Blue, the Praefectus Pretorio, can produce two types (Alimentary Goods with the Ager,
    Luxury Goods with the Sculptoris Domus), so he chooses which one he takes.

    Given Blue owns the Sculptoris Domus
    And the Ager produces 2 Alimentary Goods
    And the Sculptoris Domus produces 1 Luxury Good
    When Green keeps the same office
    And Blue keeps the same office
    And Red keeps the same office
    And Yellow keeps the same office
    Then Red has 14 gold
    And Green has 10 gold
    And Blue has 10 gold
    And Yellow has 10 gold
    And Blue must choose the Praefectus Pretorio's good
    When Blue takes 1 Military Good as Praefectus Pretorio
    Then the action is refused by rule office.praefectus-pretorio-good
    And nothing has changed
    When Blue takes 1 Luxury Good as Praefectus Pretorio
    Then the Construct Buildings Phase has begun
    # 1 Luxury Good from the office and 1 produced by the Sculptoris Domus in the Produce Goods Phase.
    And Blue has 2 Luxury Goods
    And Blue has 2 Alimentary Goods
    And Green has 0 Luxury Goods
    And Red has 14 gold
