@topic-production
Feature: The Produce Goods Phase (en:370-378)
  Each player receives from the supply the goods shown on the lower-right corner of the
  Production Buildings he owns (en:374).  In the first round every player owns only the Ager,
  so each receives two Alimentary Goods (en:376).  Goods and gold are unlimited (en:378).
  A Production Building begins to produce in the round after the one it was bought in
  (en:904-906).

  The goods of every building used are defined in the scenario: the Ager's two Alimentary
  Goods are stated (en:376); the other tiles' icons are lost and their goods are the
  scenarios' own.  The auction is played out quickly (everybody keeps his office) to reach
  the Produce Goods Phase; nobody holds the Praefectus Pretorio or the Comes Thesaurorum, whose
  rewards would change the counts (en:235).

  Background:
    Given the players are Greg, Jen and Kay
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Urbi     | Jen    |
      | Consul              | Kay    |
    And the Ager produces 2 Alimentary Goods

  @rule @produce.goods
  Scenario: In the first round each player receives two Alimentary Goods from the Ager (en:376)
    Given it is the Auction Public Office Phase of round 1
    And Greg has no goods
    And Jen has no goods
    And Kay has no goods
    When Greg keeps the same office
    And Jen keeps the same office
    And Kay keeps the same office
    Then the Construct Buildings Phase has begun
    And Greg has 2 Alimentary Goods
    And Jen has 2 Alimentary Goods
    And Kay has 2 Alimentary Goods
    And Greg owns 1 buildings
    And Jen owns 1 buildings
    And Kay owns 1 buildings

  @rule @produce.goods
  Scenario: Each Production Building produces the goods its tile shows, added to the goods stored (en:374, en:691)
    Greg stored one Luxury Good at the end of the last round.
    Given it is the Auction Public Office Phase of round 2
    And the Metallum produces 2 Industrial Goods
    And the Venatoris Domus produces 1 Alimentary Good and 1 Consumer Good
    And the Textrinum produces 1 Consumer Good
    And Greg owns these buildings:
      | Building        |
      | Metallum        |
      | Venatoris Domus |
    And Jen owns the Textrinum
    And Greg has 1 Luxury Good
    And Jen has no goods
    And Kay has no goods
    When Greg keeps the same office
    And Jen keeps the same office
    And Kay keeps the same office
    Then the Construct Buildings Phase has begun
    And Greg has 3 Alimentary Goods
    And Greg has 2 Industrial Goods
    And Greg has 1 Consumer Good
    And Greg has 1 Luxury Good
    And Jen has 2 Alimentary Goods
    And Jen has 1 Consumer Good
    And Kay has 2 Alimentary Goods
    And Kay has 0 Consumer Goods

  @rule @produce.goods @en-faq-05 @faq
  Scenario: A Production Building bought this round produces from the next round on (en:904-906)
    Greg buys the Textrinum in the Construct Buildings Phase of round 2; it produces nothing
    in round 2 and its Consumer Good in round 3.  Kay, the Consul, lets him have it.  The
    rest of round 2 is played through (contracts drawn and refused, nothing to store).
    Given it is the Construct Buildings Phase of round 2
    And it is Greg's turn
    And the Textrinum produces 1 Consumer Good
    And the contract cards in this game read:
      | Contract | Goods | Good             | Gold | FP | Small | Medium | Large |
      | k1       | 1     | Alimentary Goods | 4    | 1  | 1     | 1      | 1     |
      | k2       | 1     | Alimentary Goods | 4    | 1  | 1     | 1      | 1     |
      | k3       | 1     | Alimentary Goods | 4    | 1  | 1     | 1      | 1     |
      | k4       | 1     | Alimentary Goods | 4    | 1  | 1     | 1      | 1     |
      | k5       | 1     | Alimentary Goods | 4    | 1  | 1     | 1      | 1     |
      | k6       | 1     | Alimentary Goods | 4    | 1  | 1     | 1      | 1     |
      | k7       | 1     | Alimentary Goods | 4    | 1  | 1     | 1      | 1     |
      | k8       | 1     | Alimentary Goods | 4    | 1  | 1     | 1      | 1     |
    And the contract deck holds k1 k2 k3 k4 k5 k6 k7 k8 from the top
    And Greg has 30 gold
    And Greg has no goods
    And Jen has no goods
    And Kay has no goods
    When Greg buys the Textrinum
    And Kay does not use the preemption right
    Then Greg owns the Textrinum
    And Greg has 0 Consumer Goods
    When the players play:
      | Action      |
      | Greg: done  |
      | Jen: done   |
      | Kay: done   |
      | Greg: done  |
      | Jen: done   |
      | Kay: done   |
      | Greg: done  |
      | Jen: done   |
      | Kay: done   |
      | Greg: keep  |
      | Jen: keep   |
      | Kay: keep   |
    Then round 3 has begun
    And the Construct Buildings Phase has begun
    And Greg has 1 Consumer Good
    And Greg has 2 Alimentary Goods

  @rule @goods.unlimited-supply
  Scenario: Production does not stop when the supply runs out of cubes (en:378)
    The game has 24 green cubes (en:53); here the players already hold all of them.
    Given it is the Auction Public Office Phase of round 2
    And Greg has 12 Alimentary Goods
    And Jen has 12 Alimentary Goods
    And Kay has no goods
    When Greg keeps the same office
    And Jen keeps the same office
    And Kay keeps the same office
    Then Greg has 14 Alimentary Goods
    And Jen has 14 Alimentary Goods
    And Kay has 2 Alimentary Goods
