@topic-construction
Feature: Construct Buildings Phase: buying buildings (en:380-479)
  In turn order each player may buy up to one building of each kind: Production, Commercial,
  Utility, Public, and (for the Praefectus Urbi only) a City Wall segment (en:388). He pays the
  printed cost (en:390) and may not own two Production, Commercial or Utility Buildings of the
  same name (en:390). Production Buildings need a building of the preceding Construction
  Licence (en:416, en:920-922) and raise the production level (en:404). Public Buildings are
  bought by FP value, the dearer tile of the pair first (en:444-452). The Consul may preempt a
  building another player chose, at full price (en:471-479, en:942-944). Buying the last Public
  Building ends the game at the end of the round (en:717). Building costs are the printed ones
  (en:819-862).

  Background:
    Given the players are Greg, Jen and Kay

  @en-ex-05 @example @build.unique-name
  Scenario: No player may own more than one Hospitium (en:390)
    Given it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    And Greg has 30 gold
    And Jen has 30 gold
    And Greg owns the Hospitium
    And the supply holds 2 of each of these buildings:
      | Building  |
      | Hospitium |
      | Caupona   |
    When Greg buys the Hospitium
    Then the action is refused by rule build.unique-name
    And nothing has changed
    # Another Commercial Building with another name is allowed.
    When Greg buys the Caupona
    Then Greg owns the Caupona
    And Greg has 21 gold
    When Greg ends the turn
    # Another player may own a Hospitium of his own.
    And Jen buys the Hospitium
    Then Jen owns the Hospitium
    And Jen has 21 gold
    And the supply holds 1 Hospitium

  @rule @build.unique-name
  Scenario: Public Buildings and City Walls may share a name on one player sheet (en:390)
    Given it is the Construct Buildings Phase of round 5
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Jen    |
      | Praefectus Pretorio | Kay    |
      | Praefectus Urbi     | Greg   |
    And it is Greg's turn
    And Greg has 50 gold
    And Greg has 3 FP
    And Greg owns these buildings:
      | Building            |
      | 24 gold Domus Regia |
      | goods-swap wall     |
    And the supply holds 1 of each of these buildings:
      | Building            |
      | 36 gold Domus Regia |
      | 32 gold Hippodromus |
      | sale wall           |
    When Greg buys a 4 FP Public Building
    Then Greg owns the 36 gold Domus Regia
    And Greg has 14 gold
    And Greg has 7 FP
    When Greg buys the sale wall
    Then Greg owns the sale wall
    And Greg owns the goods-swap wall
    And Greg has 4 gold

  @en-ex-06 @example @build.licence
  Scenario: A "C" licence building needs a "B" one; the Ager's "A" opens the "B" buildings (en:416)
    Given it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    And Greg has 30 gold
    And Jen has 30 gold
    And Greg owns only the Ager
    And Jen owns the Cura
    And the supply holds 2 of each of these buildings:
      | Building          |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
      | Metallum          |
      | Armorum Faber     |
    # Greg has only the Ager ("A"): the Armorum Faber ("C") needs a "B" building.
    When Greg buys the Armorum Faber
    Then the action is refused by rule build.licence
    And nothing has changed
    When Greg buys the Lignarii Officina
    Then Greg owns the Lignarii Officina
    And Greg has 18 gold
    When Greg ends the turn
    # Jen owns the Cura ("B"), so she may buy a "C" building.
    And Jen buys the Armorum Faber
    Then Jen owns the Armorum Faber
    And Jen has 16 gold

  @en-ex-07 @example @build.licence @build.one-per-kind
  Scenario: Buying Buildings Example: Greg buys the Metallum and the Emporium, Jen the Textrinum and the Caupona (en:418-426)
    The text calls the Metallum 'a "B" Production License building'; the licence is the
    Construction Licence of en:416. The second Textrinum is refused for two reasons (en:426):
    the engine names the first it checks, one building of each kind a turn; the same-name rule
    alone is shown by the Hospitium example (en-ex-05).

    Given it is the Construct Buildings Phase of round 1
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    And Greg has 30 gold
    And Jen has 30 gold
    And Greg owns only the Ager
    And Jen owns only the Ager
    And the supply holds 2 of each of these buildings:
      | Building  |
      | Vinaria   |
      | Metallum  |
      | Emporium  |
      | Textrinum |
      | Caupona   |
    # Greg holds office I: he is the starting player.
    Then it is Greg's turn
    # "He would like to buy the Vinarium ... but ... he would have to already have a C building"
    And Greg may not buy the Vinaria
    And Greg may buy the Metallum
    # en:424 calls the building "the Vinarium"; the building table (en:832) names it Vinaria.
    When Greg buys the Vinaria
    Then the action is refused by rule build.licence
    And nothing has changed
    When Greg buys the Metallum
    And Greg buys the Emporium
    # 20 + 9 = 29 gold paid to the supply
    Then Greg has 1 gold
    And Greg owns the Metallum
    And Greg owns the Emporium
    And Greg is at production level 2
    When Greg ends the turn
    Then it is Jen's turn
    When Jen buys the Textrinum
    And Jen buys the Caupona
    # 11 + 9 = 20 gold paid to the supply
    Then Jen has 10 gold
    And Jen owns the Textrinum
    And Jen owns the Caupona
    When Jen buys the Textrinum
    Then the action is refused by rule build.one-per-kind
    And nothing has changed
    And the supply holds 1 Textrinum

  @en-ex-08 @example @build.public-dearest @build.public-fp
  Scenario: Public Buildings: the dearer tile of a pair is bought first (en:448-452)
    Given it is the Construct Buildings Phase of round 5
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Kay    |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Greg   |
    And Kay has 40 gold
    And Kay has 20 FP
    And Jen has 45 gold
    And Jen has 18 FP
    And the supply holds 1 of each of these buildings:
      | Building            |
      | 21 gold Hippodromus |
      | 24 gold Domus Regia |
      | 32 gold Hippodromus |
      | 36 gold Domus Regia |
      | 45 gold Hippodromus |
      | 50 gold Domus Regia |
      | 60 gold Hippodromus |
      | 66 gold Domus Regia |
    # Kay can only afford the two cheapest pairs.
    When Kay buys a 5 FP Public Building
    Then the action is refused by rule gold.cannot-afford
    And nothing has changed
    # She would prefer the cheaper 3 FP tile, but is not allowed to buy it.
    When Kay buys the 21 gold Hippodromus
    Then the action is refused by rule build.public-dearest
    And nothing has changed
    When Kay buys a 3 FP Public Building
    Then Kay owns the 24 gold Domus Regia
    And Kay has 16 gold
    And Kay has 23 FP
    And no 24 gold Domus Regia is left in the supply
    When Kay ends the turn
    Then it is Jen's turn
    # Not the 5 FP tile for 45 gold while the 50 gold tile is still available ...
    When Jen buys the 45 gold Hippodromus
    Then the action is refused by rule build.public-dearest
    And nothing has changed
    # ... and the 50 gold tile is more than her 45 gold.
    When Jen buys a 5 FP Public Building
    Then the action is refused by rule gold.cannot-afford
    And nothing has changed
    # A 4 FP tile would be the 36 gold one, not the 32 gold one.
    When Jen buys the 32 gold Hippodromus
    Then the action is refused by rule build.public-dearest
    And nothing has changed
    When Jen buys a 3 FP Public Building
    Then Jen owns the 21 gold Hippodromus
    And Jen has 24 gold
    And Jen has 21 FP
    And no 21 gold Hippodromus is left in the supply

  @en-ex-09 @example @consul.preempt @consul.preempt-not-counted
  Scenario: Jen, the Consul, preempts the last Metallum Kay chose (en:477)
    Given it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Kay    |
      | Praefectus Pretorio | Greg   |
      | Consul              | Jen    |
    And Kay has 30 gold
    And Jen has 25 gold
    And Kay owns only the Ager
    And Jen owns only the Ager
    And the supply holds 1 Metallum
    And the supply holds 2 Figulina
    When Kay buys the Metallum
    Then Jen must decide whether to preempt
    When Jen uses the preemption right
    Then Jen owns the Metallum
    And Jen has 5 gold
    And Kay does not own the Metallum
    And Kay has 30 gold
    And the supply holds 0 Metallum
    And the Consul has used his ability this round
    And it is Kay's turn
    # Kay may now buy another Production Building instead.
    Then Kay may buy the Figulina
    And Kay may not buy the Metallum
    When Kay buys the Figulina
    Then Kay owns the Figulina
    And Kay has 13 gold
    And Kay is at production level 2

  @en-faq-14 @faq @consul.preempt-not-counted
  Scenario: A preempted building counts toward neither player's one-per-kind limit (en:942-944)
    Given it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Kay    |
      | Praefectus Pretorio | Greg   |
      | Consul              | Jen    |
    And Kay has 30 gold
    And Jen has 40 gold
    And Kay owns only the Ager
    And Jen owns only the Ager
    And the supply holds 2 Metallum
    And the supply holds 2 Lignarii Officina
    When Kay buys the Metallum
    And Jen uses the preemption right
    Then Jen owns the Metallum
    And Jen has 20 gold
    # The active player may still buy a building of the same kind (here even the same name).
    When Kay buys the Metallum
    Then Kay owns the Metallum
    And Kay has 10 gold
    When Kay ends the turn
    And Greg ends the turn
    Then it is Jen's turn
    # And so may the Consul in her own turn.
    When Jen buys the Lignarii Officina
    Then Jen owns the Lignarii Officina
    And Jen has 8 gold
    And Jen is at production level 3
    And the supply holds 0 Metallum

  @en-faq-06 @faq @build.no-space-limit
  Scenario: Buildings may still be bought when the player sheet has no empty space (en:908-910)
    The number of building spaces on the player sheet is not in the text (the sheet is a
    picture); the engine sets no limit. Kay already owns 21 buildings, more than any sheet
    area for constructed buildings would be expected to hold, and buys two more.

    Given it is the Construct Buildings Phase of round 7
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Kay    |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Jen    |
    And Kay has 40 gold
    And Kay owns these buildings:
      | Building          |
      | Pistrinum         |
      | Venatoris Domus   |
      | Textrinum         |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
      | Metallum          |
      | Armorum Faber     |
      | Fabri Officina    |
      | Conflatorium      |
      | Sculptoris Domus  |
      | Caupona           |
      | Vestificina       |
      | Emporium          |
      | Armamentarium     |
      | Antiquarius       |
      | Hospitium         |
      | Mensae            |
      | Redemptor         |
      | Taberna           |
    And the supply holds 1 Vinaria
    And the supply holds 1 Horreum
    Then Kay owns 21 buildings
    When Kay buys the Vinaria
    And Kay buys the Horreum
    Then Kay owns the Vinaria
    And Kay owns the Horreum
    And Kay owns 23 buildings
    And Kay has 14 gold

  @en-faq-09 @faq @build.licence-skip
  Scenario: With every "B" building gone, a player with only "A" buildings buys a "C" building (en:920-922)
    Given it is the Construct Buildings Phase of round 4
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Jen    |
      | Praefectus Pretorio | Greg   |
      | Comes Thesaurorum   | Kay    |
    And Jen has 30 gold
    And Jen owns the Textrinum
    And the supply holds 0 of each of these buildings:
      | Building          |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
      | Metallum          |
    And the supply holds 2 Armorum Faber
    When Jen buys the Armorum Faber
    Then Jen owns the Armorum Faber
    And Jen has 16 gold
    And Jen is at production level 3

  @rule @build.licence-skip @build.licence
  Scenario: A licence is skipped only once none of its buildings is left (en:920-922)
    Greg and Jen own only the Ager; one Cura ("B") is left. Greg cannot skip the "B" licence
    while it is there; once he has bought it, Jen may.

    Given it is the Construct Buildings Phase of round 4
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    And Greg has 30 gold
    And Jen has 30 gold
    And Greg owns only the Ager
    And Jen owns only the Ager
    And the supply holds 0 of each of these buildings:
      | Building          |
      | Lignarii Officina |
      | Figulina          |
      | Metallum          |
    And the supply holds 1 Cura
    And the supply holds 2 Armorum Faber
    When Greg buys the Armorum Faber
    Then the action is refused by rule build.licence
    And nothing has changed
    When Greg buys the Cura
    And Greg ends the turn
    And Jen buys the Armorum Faber
    Then Jen owns the Armorum Faber
    And Jen has 16 gold
    And Greg owns the Cura
    And Greg has 14 gold

  @rule @build.one-per-kind
  Scenario: One building of each kind in a turn (en:388)
    Given it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    And Greg has 60 gold
    And Greg has 0 FP
    And Greg owns only the Ager
    And the supply holds 2 of each of these buildings:
      | Building  |
      | Pistrinum |
      | Textrinum |
      | Caupona   |
      | Mensae    |
    And the supply holds 1 of each of these buildings:
      | Building            |
      | 21 gold Hippodromus |
      | 24 gold Domus Regia |
    When Greg buys the Pistrinum
    And Greg buys the Textrinum
    Then the action is refused by rule build.one-per-kind
    And nothing has changed
    When Greg buys the Caupona
    And Greg buys the Mensae
    And Greg buys a 3 FP Public Building
    Then Greg owns the Pistrinum
    And Greg does not own the Textrinum
    And Greg owns the Caupona
    And Greg owns the Mensae
    And Greg owns the 24 gold Domus Regia
    # 6 + 9 + 5 + 24 = 44 gold
    And Greg has 16 gold
    And Greg has 3 FP
    When Greg buys the Vestificina
    Then the action is refused by rule build.one-per-kind
    And nothing has changed

  @rule @build.production-level
  Scenario: Each Production Building bought raises the production level (en:404)
    Given it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    And Greg has 40 gold
    And Greg owns the Textrinum
    And the supply holds 2 Metallum
    And the supply holds 2 Caupona
    Then Greg is at production level 2
    When Greg buys the Metallum
    Then Greg is at production level 3
    # A Commercial Building is no Production Building.
    When Greg buys the Caupona
    Then Greg is at production level 3
    And Greg has 11 gold

  @rule @build.production-level
  Scenario: A player may own more than seven Production Buildings, but his production level stops at 7 (en:404, en:569)
    Greg owns seven Production Buildings, the Ager included, and buys an eighth.
    Given it is the Construct Buildings Phase of round 5
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    And Greg has 30 gold
    And Greg owns these buildings:
      | Building          |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
      | Metallum          |
      | Armorum Faber     |
      | Fabri Officina    |
    And the supply holds 1 Conflatorium
    When Greg buys the Conflatorium
    Then Greg owns 8 buildings
    And Greg is at production level 7
    And Greg has 7 gold

  @rule @build.walls-praefectus-urbi @build.one-per-kind
  Scenario: Only the Praefectus Urbi builds a wall segment, one a round (en:388, en:469)
    Given it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Praefectus Urbi     | Kay    |
    And Greg has 30 gold
    And Kay has 25 gold
    When Greg buys the goods-swap wall
    Then the action is refused by rule build.walls-praefectus-urbi
    And nothing has changed
    When Greg ends the turn
    And Jen ends the turn
    And Kay buys the goods-swap wall
    Then Kay owns the goods-swap wall
    And Kay has 15 gold
    And no goods-swap wall is left in the supply
    When Kay buys the sale wall
    Then the action is refused by rule build.one-per-kind
    And nothing has changed

  @rule @consul.not-walls
  Scenario: The Consul cannot preempt a wall segment in the Praefectus Urbi's turn (en:479, en:803)
    The engine never offers the Consul a preemption for a wall segment.

    Given it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Urbi     | Kay    |
      | Consul              | Jen    |
    And it is Kay's turn
    And Kay has 25 gold
    And Jen has 30 gold
    When Kay buys the market-discount wall
    Then nobody is offered the preemption right
    And Kay owns the market-discount wall
    And Kay has 15 gold
    And Jen does not own the market-discount wall
    And Jen has 30 gold
    And the Consul has not used his ability this round

  @rule @consul.preempt @build.redemptor
  Scenario: The Consul preempts at full price, without the Redemptor discount (en:473-475)
    Kay chooses the Metallum using her Redemptor (20 - 5 = 15 gold). Jen, the Consul, also owns
    a Redemptor and can produce Industrial Goods, but pays the full 20 gold and keeps her
    Industrial Good. Kay, who bought nothing, keeps her gold and her Industrial Good.

    Given it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Kay    |
      | Praefectus Pretorio | Greg   |
      | Consul              | Jen    |
    And Kay has 20 gold
    And Jen has 25 gold
    And Kay owns these buildings:
      | Building          |
      | Redemptor         |
      | Lignarii Officina |
    And Jen owns these buildings:
      | Building          |
      | Redemptor         |
      | Lignarii Officina |
    And the Lignarii Officina produces 1 Industrial Good
    And Kay has 1 Industrial Good
    And Jen has 1 Industrial Good
    And the supply holds 2 Metallum
    When Kay buys the Metallum using the Redemptor
    Then Jen must decide whether to preempt
    When Jen uses the preemption right
    Then Jen owns the Metallum
    And Jen has 5 gold
    And Jen has 1 Industrial Good
    And Kay does not own the Metallum
    And Kay has 20 gold
    And Kay has 1 Industrial Good

  @rule @consul.preempt
  Scenario: A Consul without the full price in gold is not offered the preemption (en:475)
    Jen has 18 gold: with a Redemptor the Metallum would cost her 15, but the Consul pays the
    full 20 "with the gold he has at the moment" and may use no discount. She owns no Commercial
    Building or sale wall that could raise gold, so the engine does not offer her the choice.

    Given it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Kay    |
      | Praefectus Pretorio | Greg   |
      | Consul              | Jen    |
    And Kay has 20 gold
    And Jen has 18 gold
    And Kay owns only the Ager
    And Jen owns these buildings:
      | Building          |
      | Redemptor         |
      | Lignarii Officina |
    And the Lignarii Officina produces 1 Industrial Good
    And Jen has 1 Industrial Good
    And the supply holds 2 Metallum
    When Kay buys the Metallum
    Then nobody is offered the preemption right
    And Kay owns the Metallum
    And Kay has 0 gold
    And Jen does not own the Metallum
    And Jen has 18 gold

  @rule @build.redemptor
  Scenario: The Redemptor: once a round, 1 Industrial Good for 5 gold off a building, only for a producer of Industrial Goods (en:848)
    # en:436 spells it "the Redeptor Utility Building"; the building table (en:848) names it Redemptor.
    Given it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    And Greg has 30 gold
    And Jen has 30 gold
    And Greg owns these buildings:
      | Building          |
      | Redemptor         |
      | Lignarii Officina |
    And Jen owns the Redemptor
    And the Lignarii Officina produces 1 Industrial Good
    And the Ager produces 2 Alimentary Goods
    And Greg has 2 Industrial Goods
    And Jen has 1 Industrial Good
    And the supply holds 2 of each of these buildings:
      | Building  |
      | Metallum  |
      | Caupona   |
      | Pistrinum |
    When Greg buys the Metallum using the Redemptor
    Then Greg owns the Metallum
    # 20 - 5 = 15 gold, and one Industrial Good discarded
    And Greg has 15 gold
    And Greg has 1 Industrial Good
    When Greg buys the Caupona using the Redemptor
    Then the action is refused by rule build.redemptor
    And nothing has changed
    When Greg buys the Caupona
    Then Greg has 6 gold
    When Greg ends the turn
    # Jen has an Industrial Good but no Production Building that produces Industrial Goods.
    And Jen buys the Pistrinum using the Redemptor
    Then the action is refused by rule build.redemptor
    And nothing has changed
    And Jen has 30 gold
    And Jen has 1 Industrial Good

  @rule @office.ability-once @consul.preempt
  Scenario: A Consul who preempted a building cannot swap contracts in that round (en:585, en:801-807, en:811)
    Given it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Kay    |
      | Praefectus Pretorio | Greg   |
      | Consul              | Jen    |
    And Kay has 30 gold
    And Jen has 25 gold
    And Kay owns only the Ager
    And Greg owns only the Ager
    And Jen owns only the Ager
    And the supply holds 2 Metallum
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
    And the contract deck holds k01 k02 k03 k04 k05 k06 k07 k08 k09 from the top
    When Kay buys the Metallum
    And Jen uses the preemption right
    Then Jen has 5 gold
    And the Consul has used his ability this round
    When Kay ends the turn
    And Greg ends the turn
    And Jen ends the turn
    # Kay draws 1 + 3 (Magister Officiorum), Greg 1, Jen 2 (Ager and Metallum).
    Then the Accept Contracts Phase has begun
    And Jen holds the contracts k06 k07
    When Jen swaps the contract cards k06
    Then the action is refused by rule office.ability-once
    And nothing has changed

  @rule @game.end-public @build.public-fp
  Scenario: Buying the last Public Building ends the game at the end of that round (en:717)
    Given it is the Construct Buildings Phase of round 4
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Kay    |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Greg   |
    And Kay has 70 gold
    And Kay has 30 FP
    And Jen has 20 gold
    And Jen has 25 FP
    And Greg has 30 gold
    And Greg has 28 FP
    And the supply holds 0 of each of these buildings:
      | Building            |
      | 21 gold Hippodromus |
      | 24 gold Domus Regia |
      | 32 gold Hippodromus |
      | 36 gold Domus Regia |
      | 45 gold Hippodromus |
      | 50 gold Domus Regia |
      | 66 gold Domus Regia |
    And the supply holds 1 of each of these buildings:
      | Building            |
      | 60 gold Hippodromus |
    And the contract cards in this game read:
      | Contract | Goods | Good             | Gold | FP | Small | Medium | Large |
      | k01      | 1     | Alimentary Good  | 4    | 1  | 1     | 1      | 1     |
      | k02      | 1     | Alimentary Good  | 5    | 1  | 1     | 1      | 2     |
      | k03      | 1     | Consumer Good    | 5    | 1  | 1     | 1      | 2     |
      | k04      | 2     | Consumer Good    | 9    | 1  | 1     | 2      | 2     |
      | k05      | 1     | Industrial Good  | 6    | 1  | 1     | 1      | 2     |
      | k06      | 2     | Industrial Good  | 12   | 1  | 1     | 1      | 2     |
    And the contract deck holds k01 k02 k03 k04 k05 k06 from the top
    When Kay buys a 6 FP Public Building
    Then Kay owns the 60 gold Hippodromus
    And Kay has 10 gold
    And Kay has 36 FP
    And no 60 gold Hippodromus is left in the supply
    And the game ends after round 4
    And the game is not over
    When Kay ends the turn
    And Jen ends the turn
    And Greg ends the turn
    Then the Accept Contracts Phase has begun
    When Kay has finished
    And Jen has finished
    And Greg has finished
    Then the Donate Goods Phase has begun
    When Kay has finished
    And Jen has finished
    And Greg has finished
    Then the game is over
    And the game has lasted 4 rounds
    # Nobody has a wall or a ship at sea; 1 FP for each full 15 gold.
    And Kay's final score is 36 FP
    And Jen's final score is 26 FP
    And Greg's final score is 30 FP
    And Kay wins

  @rule @consul.preempt-funding @consul.preempt
  Scenario: The Consul may still raise gold, but not take discounts, for a preemption (en:473-475)
    en:475 forbids the Consul "any discounts given by Commercial or Utility Buildings"; the
    English preset reads that explicit list as the rule, so while deciding he may still
    use a Commercial Building for gold (option consul_preemption_funding = no-discounts;
    the Italian book forbids this, it:341: see the next scenario and docs/rule-options.md).
    Given it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Kay    |
      | Praefectus Pretorio | Greg   |
      | Consul              | Jen    |
    And Kay has 30 gold
    And Jen has 16 gold
    And Jen owns the Caupona
    And the Caupona takes 2 Alimentary Goods for 4 gold and 1 FP
    And Jen has 2 Alimentary Goods
    And the supply holds 1 Metallum
    When Kay buys the Metallum
    Then Jen must decide whether to preempt
    When Jen uses the preemption right
    Then the action is refused by rule consul.preempt
    And nothing has changed
    When Jen uses the Caupona
    Then Jen has 20 gold
    When Jen uses the preemption right
    Then Jen owns the Metallum
    And Jen has 0 gold
    And Kay does not own the Metallum
    And Kay has 30 gold

  @rule @consul.preempt-funding @edition-it
  Scenario: Under the Italian preset no building may fund a preemption (it:341)
    The same situation under the Italian rule: the Consul pays with the coins he holds and
    may use no building for coins or discounts, so with 16 gold he cannot reach 20 and is
    not offered the preemption; Kay buys the Metallum.
    Given it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Kay    |
      | Praefectus Pretorio | Greg   |
      | Consul              | Jen    |
    And Kay has 30 gold
    And Jen has 16 gold
    And Jen owns the Caupona
    And the Caupona takes 2 Alimentary Goods for 4 gold and 1 FP
    And Jen has 2 Alimentary Goods
    And the supply holds 1 Metallum
    When Kay buys the Metallum
    Then nobody is offered the preemption right
    And Kay owns the Metallum
    And Kay has 10 gold
