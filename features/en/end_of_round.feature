@topic-end-of-round
Feature: The End of Round Phase (en:669-711)
  Unless the game is at an end, two cleanup steps close every round (en:671).  Change
  Markets: the top Future Market card becomes the Current Market; the first time the Future
  pile empties, every Current card but the top one is shuffled into a new face-up Future
  pile (en:673-687).  Store/Discard Goods: each player keeps one good, five with the Horreum,
  or fewer, and discards the rest; goods on a voyage do not count, and nothing is discarded
  after the final round (en:689-695).  The goods in the Ledger go back to the supply at the
  end of the round (en:485, en:627) and the office abilities are available again (en:811).

  Background:
    Given the players are Greg, Jen and Kay

  # ------------------------------------------------------------- change markets

  @en-ex-17 @example @end.change-markets
  Scenario: The Porta Aurea becomes the Current Market and the Opificies the Future Market (en:683)
    Given it is the Donate Goods Phase of round 3
    And the current market is the Forum Costantinum
    And the future market pile is Porta Aurea and Opificies
    When Greg has finished
    And Jen has finished
    And Kay has finished
    Then the current market is the Porta Aurea
    And the future market is the Opificies
    And the Opificies is the only card left in the future market pile
    And it is now round 4

  @en-ex-18 @example @end.reshuffle-markets
  Scenario: The first time the Future pile empties, the Current cards but the Opificies form a new Future pile (en:687)
    Continuing the previous example: the Porta Aurea lies on the Forum Costantinum (and the
    cards current before it), the Opificies is the last Future card.  The reshuffle is
    random, so its result is stated in the situation: "As it turns out, the Domus Regia is
    now the Future Market" (en:687), the other three cards under it in an order the book does
    not give (the one stated here is as good as any).  The new Future pile must hold exactly
    the four other cards, with the Domus Regia on top.

    Given it is the Donate Goods Phase of round 4
    And the current market is the Porta Aurea
    And the future market pile is Opificies
    And the market cards will be reshuffled as Domus Regia, Porta Aurea, Forum Costantinum and Portus Iulianus
    When Greg has finished
    And Jen has finished
    And Kay has finished
    Then the current market is the Opificies
    And the current market pile holds only the Opificies
    And the future market pile holds 4 cards
    And the future market pile holds the Porta Aurea, Forum Costantinum, Domus Regia and Portus Iulianus
    And the future market pile has been emptied 1 time(s)
    And the future market is the Domus Regia

  # ------------------------------------------------------------- store / discard goods

  @en-ex-19 @example @end.store
  Scenario: Greg discards down to one good, Jen keeps her one good, Kay with the Horreum keeps both (en:693-711)
    Given it is the Store/Discard Goods step of round 3
    And Greg has 3 Consumer Goods
    And Jen has 1 Industrial Good
    And Kay has 1 Consumer Good
    And Kay has 1 Luxury Good
    And Kay owns the Horreum
    When Greg stores 2 Consumer Goods
    Then the action is refused by rule end.store
    And nothing has changed
    When Greg stores 1 Consumer Good
    And Jen stores 1 Industrial Good
    And Kay stores 1 Consumer Good and 1 Luxury Good
    Then it is now round 4
    And Greg has 1 Consumer Good
    And Jen has 1 Industrial Good
    And Kay has 1 Consumer Good
    And Kay has 1 Luxury Good

  @rule @end.store
  Scenario: With the Horreum a player stores up to five goods of any types, not six (en:691, en:850)
    Given it is the Store/Discard Goods step of round 3
    And Kay owns the Horreum
    And Kay has 3 Consumer Goods
    And Kay has 3 Luxury Goods
    And Greg has no goods
    And Jen has no goods
    When Kay stores 3 Consumer Goods and 3 Luxury Goods
    Then the action is refused by rule end.store
    And nothing has changed
    When Kay stores 3 Consumer Goods and 2 Luxury Goods
    Then it is now round 4
    And Kay has 3 Consumer Goods
    And Kay has 2 Luxury Goods

  @en-faq-04 @faq @end.store
  Scenario: A player may deliberately discard goods he could keep (en:898-900)
    Given it is the Store/Discard Goods step of round 3
    And Greg has 2 Alimentary Goods
    And Jen has 1 Industrial Good
    And Kay has 2 Consumer Goods
    And Kay has 1 Luxury Good
    And Kay owns the Horreum
    When Greg stores nothing
    And Jen stores nothing
    And Kay stores 1 Luxury Good
    Then it is now round 4
    And Greg has no goods
    And Jen has no goods
    And Kay has 0 Consumer Goods
    And Kay has 1 Luxury Good

  @rule @end.store
  Scenario: Goods on a voyage are not stored or discarded (en:689)
    Given it is the Donate Goods Phase of round 4
    And contract K1 asks for 2 Consumer Goods and pays 9 gold and 1 FP, in 1/2/2 rounds
    And contract K2 asks for 1 Luxury Good and pays 10 gold and 1 FP, in 1/1/2 rounds
    And Greg's Large Ship L1 is on voyage space #2 with contracts K1 K2
    And Greg has 2 Alimentary Goods
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg has finished
    And Greg stores 1 Alimentary Good
    Then it is now round 5
    And Greg has 1 Alimentary Good
    And Greg's ship L1 carries the contracts K1 K2
    And Greg's ship L1 has 2 Consumer Goods on board
    And Greg's ship L1 has 1 Luxury Good on board
    And Greg's ship L1 is on voyage space #2

  @rule @end.no-discard-final
  Scenario: Nothing is discarded after the final round (en:695)
    # The Future pile was emptied for the second time at the end of the previous round,
    # so this round is the last (en:685).
    Given it is the Donate Goods Phase of round 9
    And the current market is the Opificies
    And the future market pile is empty
    And the future market pile has been emptied 2 time(s)
    And Greg has 3 Consumer Goods
    And Jen has 2 Alimentary Goods
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg has finished
    Then the game is over
    And Greg has 3 Consumer Goods
    And Jen has 2 Alimentary Goods

  # ------------------------------------------------------------- cleanup

  @rule @end.cleanup
  Scenario: The Ledger is cleared and the office abilities are available again at the end of the round (en:485, en:627, en:811)
    Given it is the Donate Goods Phase of round 3
    And Kay holds the Consul office
    And Jen holds the Praefectus Urbi office
    And Greg has already bought 2 Consumer Goods this round
    And Jen has already sold 1 Industrial Good this round
    And the Consul has already used his ability this round
    And the Praefectus Urbi has already used his ability this round
    When Greg has finished
    And Jen has finished
    And Kay has finished
    Then it is now round 4
    And the goods in Greg's Ledger have gone back to the supply
    And the goods in Jen's Ledger have gone back to the supply
    And the Consul may use his ability again
    And the Praefectus Urbi may use his ability again
