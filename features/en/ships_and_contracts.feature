@topic-ships-and-contracts
Feature: Ships, Contract Cards and the Move Ships/Fulfill Contracts Phase (en:261-368, en:589-621)
  Ships come in three sizes (en:271-283): a Small Ship carries two goods and no passengers,
  a Medium Ship four goods or three goods and one passenger, a Large Ship eight of which
  at most three passengers.  A contract asks for one good, two goods or one passenger and
  gives its voyage length for each ship size (en:287-340).  Contracts are loaded on ships in
  the Harbour in the Accept Contracts Phase; a ship sails to the Long Voyage space (#2) if
  any of its contracts needs two rounds, and a long voyage gives 1 FP at once, 2 FP for a
  Large Ship (en:595-621).  In the Move Ships/Fulfill Contracts Phase ships move #2 to #1
  and #1 to the Harbour, where they pay the gold and FP of their contracts (en:342-368).

  Background:
    Given the players are Greg and Jen

  # ------------------------------------------------------------- voyage lengths

  @en-ex-04 @example @accept.voyage @accept.long-voyage-bonus
  Scenario: A 1/1/2 contract is a short voyage on a Small or Medium Ship and a long one on a Large Ship (en:340)
    The example reads a single card for each ship size.  A contract goes on one ship only
    (en:924-926), so three cards with the same numbers are loaded side by side.

    Given it is the Accept Contracts Phase of round 3
    And contract K1 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/2 rounds
    And contract K2 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/2 rounds
    And contract K3 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/2 rounds
    And Greg holds the contracts K1 K2 K3
    And Greg has 3 Alimentary Goods
    And Greg has 0 FP
    And Greg owns the Small Ship S1
    And Greg owns the Medium Ship M1
    And Greg owns the Large Ship L1
    And Jen has finished this phase
    When Greg loads contract K1 on ship S1
    And Greg loads contract K2 on ship M1
    And Greg loads contract K3 on ship L1
    And Greg has finished
    Then Greg's ship S1 is on voyage space #1
    And Greg's ship M1 is on voyage space #1
    And Greg's ship L1 is on voyage space #2
    # only the Large Ship goes on a long voyage: 1 FP + 1 FP for a Large Ship (en:617-621)
    And Greg has 2 FP

  @en-ex-15 @example @accept.capacity @accept.voyage @accept.long-voyage-bonus
  Scenario: A Medium Ship with a long 2-goods contract, a short 1-good contract and a short passenger is full and sails long (en:613-615)
    Given it is the Accept Contracts Phase of round 3
    And contract K1 asks for 2 Consumer Goods and pays 9 gold and 1 FP, in 1/2/2 rounds
    And contract K2 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/1 rounds
    And contract P1 carries a passenger and pays 6 gold, in //1/1 rounds
    And contract K3 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/1 rounds
    And Greg holds the contracts K1 K2 P1 K3
    And Greg has 2 Consumer Goods
    And Greg has 2 Alimentary Goods
    And Greg has 0 FP
    And Greg owns the Medium Ship M1
    And Jen has finished this phase
    When Greg loads contract K1 on ship M1
    And Greg loads contract K2 on ship M1
    And Greg loads contract P1 on ship M1
    Then Greg's ship M1 carries the contracts K1 K2 P1
    # 2 + 1 + 1 = 4 cargo spaces: two Consumer Goods, one Alimentary Good and the passenger
    And Greg's ship M1 has 2 Consumer Goods on board
    And Greg's ship M1 has 1 Alimentary Good on board
    # the ship is full: Greg still has the Alimentary Good for K3, but no space for it
    And Greg has 1 Alimentary Good
    When Greg loads contract K3 on ship M1
    Then the action is refused by rule accept.capacity
    And nothing has changed
    When Greg has finished
    # the longest voyage of its contracts (K1: two rounds on a Medium Ship)
    Then Greg's ship M1 is on voyage space #2
    And Greg has 1 FP

  # ------------------------------------------------------------- what a ship carries

  @rule @accept.passengers @accept.no-voyage
  Scenario: A Small Ship never carries passengers (en:273, en:336)
    A passenger contract reads "/" for the Small Ship (en:336: "a ship of that size cannot
    undertake that contract"), and the Small Ship has no passenger space (en:273).  The engine
    names the ship's missing passenger space first; the "/" has a rule of its own
    (accept.no-voyage), so a Small Ship wrongly given a passenger space is still refused, but
    under the other rule, and this scenario notices.

    Given it is the Accept Contracts Phase of round 3
    And contract P1 carries a passenger and pays 6 gold, in //1/1 rounds
    And Greg holds the contracts P1
    And Greg owns the Small Ship S1
    When Greg loads contract P1 on ship S1
    Then the action is refused by rule accept.passengers
    And nothing has changed

  @rule @accept.passengers @accept.capacity
  Scenario: A Medium Ship carries four goods, or three goods and one passenger, but never two passengers (en:275)
    Given it is the Accept Contracts Phase of round 3
    And contract A1 asks for 2 Consumer Goods and pays 9 gold and 1 FP, in 1/1/2 rounds
    And contract A2 asks for 2 Consumer Goods and pays 9 gold and 1 FP, in 1/1/2 rounds
    And contract B1 asks for 2 Alimentary Goods and pays 8 gold and 1 FP, in 1/1/2 rounds
    And contract B2 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/2 rounds
    And contract P1 carries a passenger and pays 6 gold, in //1/1 rounds
    And contract P2 carries a passenger and pays 6 gold, in //1/1 rounds
    And contract P3 carries a passenger and pays 6 gold, in //1/1 rounds
    And Greg holds the contracts A1 A2 B1 B2 P1 P2 P3
    And Greg has 4 Consumer Goods
    And Greg has 3 Alimentary Goods
    And Greg owns the Medium Ship M1
    And Greg owns the Medium Ship M2
    And Greg owns the Medium Ship M3
    When Greg loads contract A1 on ship M1
    And Greg loads contract A2 on ship M1
    Then Greg's ship M1 carries the contracts A1 A2
    And Greg's ship M1 has 4 Consumer Goods on board
    When Greg loads contract B1 on ship M2
    And Greg loads contract B2 on ship M2
    And Greg loads contract P1 on ship M2
    Then Greg's ship M2 carries the contracts B1 B2 P1
    And Greg's ship M2 has 3 Alimentary Goods on board
    When Greg loads contract P2 on ship M3
    And Greg loads contract P3 on ship M3
    Then the action is refused by rule accept.passengers
    And nothing has changed
    And Greg's ship M3 carries the contracts P2

  @rule @accept.passengers @accept.capacity
  Scenario: A Large Ship carries eight, at most three of them passengers (en:277)
    Given it is the Accept Contracts Phase of round 3
    And contract P1 carries a passenger and pays 6 gold, in //1/2 rounds
    And contract P2 carries a passenger and pays 6 gold, in //1/2 rounds
    And contract P3 carries a passenger and pays 6 gold, in //1/2 rounds
    And contract P4 carries a passenger and pays 6 gold, in //1/2 rounds
    And contract G1 asks for 2 Military Goods and pays 16 gold and 1 FP, in 1/1/2 rounds
    And contract G2 asks for 2 Military Goods and pays 16 gold and 1 FP, in 1/1/2 rounds
    And contract G3 asks for 1 Military Good and pays 8 gold and 1 FP, in 1/1/2 rounds
    And contract G4 asks for 1 Military Good and pays 8 gold and 1 FP, in 1/1/2 rounds
    And Greg holds the contracts P1 P2 P3 P4 G1 G2 G3 G4
    And Greg has 6 Military Goods
    And Greg owns the Large Ship L1
    When Greg loads contract P1 on ship L1
    And Greg loads contract P2 on ship L1
    And Greg loads contract P3 on ship L1
    And Greg loads contract P4 on ship L1
    Then the action is refused by rule accept.passengers
    And nothing has changed
    When Greg loads contract G1 on ship L1
    And Greg loads contract G2 on ship L1
    And Greg loads contract G3 on ship L1
    # 3 passengers + 5 goods = 8 cargo spaces: the ship is full
    Then Greg's ship L1 carries the contracts P1 P2 P3 G1 G2 G3
    And Greg's ship L1 has 5 Military Goods on board
    When Greg loads contract G4 on ship L1
    Then the action is refused by rule accept.capacity
    And nothing has changed

  @rule @accept.capacity
  Scenario: The goods and passengers on a ship cannot exceed its cargo capacity (en:283)
    Given it is the Accept Contracts Phase of round 3
    And contract D1 asks for 2 Industrial Goods and pays 12 gold and 1 FP, in 1/1/2 rounds
    And contract K1 asks for 1 Industrial Good and pays 6 gold and 1 FP, in 1/1/2 rounds
    And Greg holds the contracts D1 K1
    And Greg has 3 Industrial Goods
    And Greg owns the Small Ship S1
    When Greg loads contract D1 on ship S1
    And Greg loads contract K1 on ship S1
    Then the action is refused by rule accept.capacity
    And nothing has changed
    And Greg's ship S1 carries the contracts D1
    And Greg's ship S1 has 2 Industrial Goods on board

  @en-faq-10 @faq @accept.one-ship
  Scenario: A two goods contract cannot be loaded onto two ships (en:924-926)
    Given it is the Accept Contracts Phase of round 3
    And contract D1 asks for 2 Industrial Goods and pays 12 gold and 1 FP, in 1/1/2 rounds
    And Greg holds the contracts D1
    And Greg has 2 Industrial Goods
    And Greg owns the Small Ship S1
    And Greg owns the Small Ship S2
    When Greg loads contract D1 on ship S1
    Then Greg's ship S1 carries the contracts D1
    And Greg's ship S1 has 2 Industrial Goods on board
    When Greg loads contract D1 on ship S2
    Then the action is refused by rule accept.one-ship
    And nothing has changed

  @en-faq-10 @faq @accept.capacity
  Scenario: The two goods of a contract cannot be split over the free spaces of two ships (en:924-926)
    Given it is the Accept Contracts Phase of round 3
    And contract K1 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/1 rounds
    And contract K2 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/1 rounds
    And contract D1 asks for 2 Industrial Goods and pays 12 gold and 1 FP, in 1/1/2 rounds
    And Greg holds the contracts K1 K2 D1
    And Greg has 2 Alimentary Goods
    And Greg has 2 Industrial Goods
    And Greg owns the Small Ship S1
    And Greg owns the Small Ship S2
    When Greg loads contract K1 on ship S1
    And Greg loads contract K2 on ship S2
    And Greg loads contract D1 on ship S1
    Then the action is refused by rule accept.capacity
    And nothing has changed
    When Greg loads contract D1 on ship S2
    Then the action is refused by rule accept.capacity
    And nothing has changed

  @en-faq-13 @faq @accept.harbour-only
  Scenario: A contract cannot be loaded on a ship that has started its voyage, even with free space (en:938-940)
    Given it is the Accept Contracts Phase of round 3
    And contract K1 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/2 rounds
    And contract K2 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/2 rounds
    And contract K3 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/2 rounds
    And Greg's Medium Ship M1 is on voyage space #1 with contracts K1
    And Greg's Large Ship L1 is on voyage space #2 with contracts K2
    And Greg holds the contracts K3
    And Greg has 1 Alimentary Good
    When Greg loads contract K3 on ship M1
    Then the action is refused by rule accept.harbour-only
    And nothing has changed
    When Greg loads contract K3 on ship L1
    Then the action is refused by rule accept.harbour-only
    And nothing has changed

  # ------------------------------------------------------------- the long voyage bonus

  @rule @accept.long-voyage-bonus
  Scenario: The long voyage bonus is 1 FP for each ship, not for each long contract (en:617)
    Given it is the Accept Contracts Phase of round 3
    And contract K1 asks for 1 Alimentary Good and pays 6 gold and 1 FP, in 1/2/2 rounds
    And contract K2 asks for 1 Alimentary Good and pays 6 gold and 1 FP, in 1/2/2 rounds
    And contract K3 asks for 1 Alimentary Good and pays 6 gold and 1 FP, in 1/2/2 rounds
    And contract K4 asks for 1 Alimentary Good and pays 4 gold and 1 FP, in 1/1/1 rounds
    And Greg holds the contracts K1 K2 K3 K4
    And Greg has 4 Alimentary Goods
    And Greg has 10 FP
    And Greg owns the Medium Ship M1
    And Greg owns the Medium Ship M2
    And Greg owns the Small Ship S1
    And Jen has finished this phase
    When Greg loads contract K1 on ship M1
    And Greg loads contract K2 on ship M1
    And Greg loads contract K3 on ship M2
    And Greg loads contract K4 on ship S1
    And Greg has finished
    Then Greg's ship M1 is on voyage space #2
    And Greg's ship M2 is on voyage space #2
    And Greg's ship S1 is on voyage space #1
    # two ships on a long voyage: 1 FP each; M1's second long contract adds nothing
    And Greg has 12 FP

  @rule @accept.long-voyage-bonus
  Scenario: A Large Ship on a long voyage gives one more FP, once however many long contracts it carries (en:619-621)
    Given it is the Accept Contracts Phase of round 3
    And contract K1 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/2 rounds
    And contract K2 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/2 rounds
    And contract K3 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/2 rounds
    And Greg holds the contracts K1 K2 K3
    And Greg has 3 Alimentary Goods
    And Greg has 10 FP
    And Greg owns the Large Ship L1
    And Jen has finished this phase
    When Greg loads contract K1 on ship L1
    And Greg loads contract K2 on ship L1
    And Greg loads contract K3 on ship L1
    And Greg has finished
    Then Greg's ship L1 is on voyage space #2
    And Greg has 12 FP

  @en-faq-08 @faq @accept.long-voyage-bonus
  Scenario: A passenger contract that needs a long voyage earns the long voyage bonus too (en:916-918)
    Given it is the Accept Contracts Phase of round 3
    And contract P1 carries a passenger and pays 7 gold, in //2/2 rounds
    And contract P2 carries a passenger and pays 7 gold, in //2/2 rounds
    And Greg holds the contracts P1 P2
    And Greg has 5 FP
    And Greg owns the Medium Ship M1
    And Greg owns the Large Ship L1
    And Jen has finished this phase
    When Greg loads contract P1 on ship M1
    And Greg loads contract P2 on ship L1
    And Greg has finished
    Then Greg's ship M1 is on voyage space #2
    And Greg's ship L1 is on voyage space #2
    # 1 FP for the Medium Ship, 1 + 1 FP for the Large Ship
    And Greg has 8 FP

  # ------------------------------------------------------------- moving ships

  @rule @ships.move
  Scenario: The Move Ships/Fulfill Contracts Phase is skipped in the first round (en:265)
    In a real first round no ship is at sea yet; a loaded ship on #1 only shows that nothing
    moves and nothing is paid before the Produce Goods Phase.

    Given it is the Auction Public Office Phase of round 1
    And Greg holds the Magister Officiorum office
    And Jen holds the Praefectus Urbi office
    And contract K1 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/1 rounds
    And Greg's Small Ship S1 is on voyage space #1 with contracts K1
    And Greg has 10 gold
    And Greg has 3 FP
    When Greg keeps the same office
    And Jen keeps the same office
    Then the Construct Buildings Phase has begun
    And Greg's ship S1 is on voyage space #1
    And Greg's ship S1 carries the contracts K1
    And Greg has 10 gold
    And Greg has 3 FP

  @rule @ships.move @contracts.fulfil
  Scenario: Ships move one space; those reaching the Harbour pay their contracts, passengers give no FP (en:344-368)
    Given it is the Auction Public Office Phase of round 3
    And Greg holds the Magister Officiorum office
    And Jen holds the Praefectus Urbi office
    And contract K1 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/1 rounds
    And contract K2 asks for 2 Industrial Goods and pays 12 gold and 1 FP, in 1/1/2 rounds
    And contract K3 asks for 1 Luxury Good and pays 10 gold and 1 FP, in 1/1/2 rounds
    And contract P1 carries a passenger and pays 6 gold, in //1/1 rounds
    And Greg's Small Ship S1 is on voyage space #1 with contracts K1
    And Greg's Large Ship L1 is on voyage space #2 with contracts K2
    And Jen's Medium Ship M1 is on voyage space #1 with contracts K3 P1
    And Greg has 10 gold
    And Greg has 5 FP
    And Jen has 10 gold
    And Jen has 5 FP
    When Greg keeps the same office
    And Jen keeps the same office
    Then the Construct Buildings Phase has begun
    # #1 -> Harbour: the contract pays 5 gold and 1 FP and is discarded
    And Greg's ship S1 is in the Harbour
    And Greg's ship S1 carries no contracts
    # #2 -> #1: still at sea with its contract and cargo
    And Greg's ship L1 is on voyage space #1
    And Greg's ship L1 carries the contracts K2
    And Greg's ship L1 has 2 Industrial Goods on board
    And Greg has 15 gold
    And Greg has 6 FP
    # the goods contract pays 10 gold and 1 FP, the passenger 6 gold and no FP
    And Jen's ship M1 is in the Harbour
    And Jen's ship M1 carries no contracts
    And Jen has 26 gold
    And Jen has 6 FP
    And the contracts K1 K3 P1 are in the discard pile
