@topic-end-of-game
Feature: Winning the Game (en:713-756)
  The game ends at the end of the round in which the last Public Building is bought, or one
  full round after the Future Market pile empties for the second time: nine rounds at most
  (en:715-718).  Then the ships at sea arrive and pay, the City Walls score 1/3/6/9/12/16 FP,
  and every full 15 gold gives 1 FP (en:720-726).  The most FP wins; ties go to the most
  gold, then the most goods, then all tied players win (en:728-730).  Scores go on beyond
  80 FP (en:756).

  Background:
    Given the players are Greg, Jen and Kay

  # ------------------------------------------------------------- final scoring

  @en-ex-20 @example @score.gold
  Scenario: 30 gold give 2 FP, and so do 40 gold (en:726)
    Given it is the Donate Goods Phase of round 9
    And this is the last round of the game
    And Greg has 30 gold
    And Greg has 10 FP
    And Jen has 40 gold
    And Jen has 10 FP
    And Kay has 0 gold
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg has finished
    Then the game is over
    And Greg gains 2 FP for his gold
    And Jen gains 2 FP for her gold
    And Greg's final score is 12 FP
    And Jen's final score is 12 FP

  @en-ex-21 @example @score.ships @score.walls @score.gold
  Scenario: Greg, Jen and Kay score their ships, walls and gold after the last round; Kay wins (en:748-754)
    The gold step counts the gold the players have after their ships have paid (the ship
    gold is added to the Treasury first, en:722): Greg "has 17 gold" after receiving 12 for
    his ship, so he starts with 5; Jen with 27 - 23 = 4 and Kay with 32 - 10 = 22.  The
    marker positions on the way (Greg 47 then 50, Jen 50 then 51, Kay 53 then 53) are read
    from the result, which records the marker after each scoring step.  Greg's two walls and Jen's one may be any segments; their abilities
    play no part.  The contracts' split of the gold and goods is chosen to give the totals.

    Given it is the Donate Goods Phase of round 9
    And this is the last round of the game
    And contract G1 asks for 1 Consumer Good and pays 5 gold and 1 FP, in 1/1/2 rounds
    And contract G2 asks for 1 Industrial Good and pays 7 gold and 1 FP, in 1/1/2 rounds
    And contract J1 asks for 2 Military Goods and pays 9 gold and 1 FP, in 1/2/2 rounds
    And contract J2 asks for 2 Consumer Goods and pays 8 gold and 1 FP, in 1/1/2 rounds
    And contract J3 asks for 1 Industrial Good and pays 6 gold and 1 FP, in 1/1/2 rounds
    And contract K1 asks for 1 Luxury Good and pays 10 gold and 1 FP, in 1/1/2 rounds
    And Greg has 45 FP
    And Jen has 47 FP
    And Kay has 52 FP
    And Greg has 5 gold
    And Jen has 4 gold
    And Kay has 22 gold
    And Greg's Small Ship GS is on voyage space #1 with contracts G1 G2
    And Jen's Large Ship JL is on voyage space #2 with contracts J1 J2 J3
    And Kay's Small Ship KS is on voyage space #1 with contracts K1
    And Greg owns these buildings:
      | Building        |
      | goods-swap wall |
      | sale wall       |
    And Jen owns the extra-contract wall
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg has finished
    Then the game is over
    # Traveling Ships: Greg 12 gold and 2 FP (45 -> 47), Jen 23 gold and 3 FP (47 -> 50),
    # Kay 10 gold and 1 FP (52 -> 53)
    And Greg's marker stood at 45 FP at the end of the final round
    And Jen's marker stood at 47 FP at the end of the final round
    And Kay's marker stood at 52 FP at the end of the final round
    And Greg gains 2 FP from his ships
    And Jen gains 3 FP from her ships
    And Kay gains 1 FP from her ships
    And Greg's marker stands at 47 FP after the traveling ships
    And Jen's marker stands at 50 FP after the traveling ships
    And Kay's marker stands at 53 FP after the traveling ships
    # City Walls: Greg 2 walls 3 FP (-> 50), Jen 1 wall 1 FP (-> 51), Kay none (53)
    And Greg gains 3 FP for his walls
    And Jen gains 1 FP for her walls
    And Kay gains 0 FP for her walls
    And Greg's marker stands at 50 FP after the City Walls
    And Jen's marker stands at 51 FP after the City Walls
    And Kay's marker stands at 53 FP after the City Walls
    # Gold: Greg 17 gold 1 FP, Jen 27 gold 1 FP, Kay 32 gold 2 FP
    And Greg has 17 gold
    And Jen has 27 gold
    And Kay has 32 gold
    And Greg gains 1 FP for his gold
    And Jen gains 1 FP for her gold
    And Kay gains 2 FP for her gold
    And Greg's final score is 51 FP
    And Jen's final score is 52 FP
    And Kay's final score is 55 FP
    And Kay wins

  @en-ex-22 @example @score.beyond-80
  Scenario: Fame Points beyond 80 simply count on (en:756)
    # The track's "2" space counts as 82 FP: Greg at 79 FP gains 3 FP for two walls.
    Given it is the Donate Goods Phase of round 9
    And this is the last round of the game
    And Greg has 79 FP
    And Greg has 0 gold
    And Greg owns these buildings:
      | Building        |
      | goods-swap wall |
      | sale wall       |
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg has finished
    Then the game is over
    And Greg gains 3 FP for his walls
    And Greg's final score is 82 FP
    And Greg has 82 FP

  @rule @score.walls @wall.fp
  Scenario: One, two and three wall segments score 1, 3 and 6 FP (en:460-467)
    Given it is the Donate Goods Phase of round 9
    And this is the last round of the game
    And Greg owns the goods-swap wall
    And Jen owns these buildings:
      | Building          |
      | sale wall         |
      | extra-contract wall |
    And Kay owns these buildings:
      | Building              |
      | market-discount wall  |
      | office-protection wall |
      | ship-discount wall    |
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg has finished
    Then Greg gains 1 FP for his walls
    And Jen gains 3 FP for her walls
    And Kay gains 6 FP for her walls

  @rule @score.walls @wall.fp
  Scenario: Four wall segments score 9 FP (en:460-467)
    Given it is the Donate Goods Phase of round 9
    And this is the last round of the game
    And Greg owns these buildings:
      | Building               |
      | goods-swap wall        |
      | sale wall              |
      | extra-contract wall    |
      | market-discount wall   |
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg has finished
    Then Greg gains 9 FP for his walls
    And Jen gains 0 FP for her walls

  @rule @score.walls @wall.fp
  Scenario: Five wall segments score 12 FP (en:460-467)
    Given it is the Donate Goods Phase of round 9
    And this is the last round of the game
    And Greg owns these buildings:
      | Building               |
      | goods-swap wall        |
      | sale wall              |
      | extra-contract wall    |
      | market-discount wall   |
      | office-protection wall |
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg has finished
    Then Greg gains 12 FP for his walls

  @rule @score.walls @wall.fp
  Scenario: Six wall segments score 16 FP (en:460-467)
    Given it is the Donate Goods Phase of round 9
    And this is the last round of the game
    And Greg owns these buildings:
      | Building               |
      | goods-swap wall        |
      | sale wall              |
      | extra-contract wall    |
      | market-discount wall   |
      | office-protection wall |
      | ship-discount wall     |
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg has finished
    Then Greg gains 16 FP for his walls

  @rule @score.gold
  Scenario: Only full 15 gold give a Fame Point (en:726)
    Given it is the Donate Goods Phase of round 9
    And this is the last round of the game
    And Greg has 14 gold
    And Jen has 15 gold
    And Kay has 29 gold
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg has finished
    Then Greg gains 0 FP for his gold
    And Jen gains 1 FP for her gold
    And Kay gains 1 FP for her gold

  # ------------------------------------------------------------- ties

  @rule @score.ties
  Scenario: Tied players: the one with the most gold wins (en:730)
    Given it is the Donate Goods Phase of round 9
    And this is the last round of the game
    And Greg has 20 FP
    And Greg has 16 gold
    And Jen has 20 FP
    And Jen has 29 gold
    And Kay has 10 FP
    And Kay has 0 gold
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg has finished
    Then Greg's final score is 21 FP
    And Jen's final score is 21 FP
    And Jen wins

  @rule @score.ties @end.no-discard-final
  Scenario: Tied players with as much gold: the one with the most goods wins (en:730)
    Given it is the Donate Goods Phase of round 9
    And this is the last round of the game
    And Greg has 20 FP
    And Greg has 16 gold
    And Greg has 2 Alimentary Goods
    And Jen has 20 FP
    And Jen has 16 gold
    And Jen has 1 Luxury Good
    And Kay has 10 FP
    And Kay has 0 gold
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg has finished
    Then Greg's final score is 21 FP
    And Jen's final score is 21 FP
    And Greg wins

  @rule @score.ties
  Scenario: Gold breaks a tie before goods: the richer tied player wins with fewer goods (en:730)
    Both players' gold gives 1 FP (16 and 29 gold), so they tie on FP; Jen has more gold and
    Greg more goods.

    Given it is the Donate Goods Phase of round 9
    And this is the last round of the game
    And Greg has 20 FP
    And Greg has 16 gold
    And Greg has 3 Alimentary Goods
    And Jen has 20 FP
    And Jen has 29 gold
    And Jen has 1 Luxury Good
    And Kay has 10 FP
    And Kay has 0 gold
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg has finished
    Then Greg's final score is 21 FP
    And Jen's final score is 21 FP
    And Jen wins

  @rule @score.ties
  Scenario: Tied players with as much gold and as many goods all win (en:730)
    Given it is the Donate Goods Phase of round 9
    And this is the last round of the game
    And Greg has 20 FP
    And Greg has 16 gold
    And Greg has 1 Consumer Good
    And Jen has 20 FP
    And Jen has 16 gold
    And Jen has 1 Military Good
    And Kay has 10 FP
    And Kay has 0 gold
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg has finished
    Then Greg and Jen share the win

  # ------------------------------------------------------------- when the game ends

  @rule @game.end-public
  Scenario: Buying a Public Building that is not the last one sets no end of the game (en:717)
    en:717 ends the game with "the last Public Building available".  Two are left here, the 3 FP
    Hippodromus and the 4 FP Domus Regia; Kay buys the first, and the other is still in the supply.
    Given it is the Construct Buildings Phase of round 6
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    And it is Kay's turn
    And the supply holds 0 of each of these buildings:
      | Building            |
      | 24 gold Domus Regia |
      | 32 gold Hippodromus |
      | 45 gold Hippodromus |
      | 50 gold Domus Regia |
      | 60 gold Hippodromus |
      | 66 gold Domus Regia |
    And the supply holds 1 21 gold Hippodromus
    And the supply holds 1 36 gold Domus Regia
    And Kay has 25 gold
    When Kay buys a 3 FP Public Building
    Then Kay owns the 21 gold Hippodromus
    And Kay has 4 gold
    And the supply holds 1 36 gold Domus Regia
    And no end of the game is set

  @rule @game.end-public
  Scenario: The game ends at the end of the round in which the last Public Building is bought (en:717)
    Given it is the Construct Buildings Phase of round 6
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Pretorio | Jen    |
      | Comes Thesaurorum   | Kay    |
    And it is Kay's turn
    And the supply holds 0 of each of these buildings:
      | Building           |
      | 24 gold Domus Regia |
      | 32 gold Hippodromus |
      | 36 gold Domus Regia |
      | 45 gold Hippodromus |
      | 50 gold Domus Regia |
      | 60 gold Hippodromus |
      | 66 gold Domus Regia |
    And the supply holds 1 21 gold Hippodromus
    And Kay has 25 gold
    And Kay has 30 FP
    When Kay buys a 3 FP Public Building
    Then Kay owns the 21 gold Hippodromus
    And Kay has 4 gold
    And Kay has 33 FP
    And the game is not over
    And the game ends after round 6
    # the rest of the round is played
    When Kay ends the turn
    Then the Accept Contracts Phase has begun
    When Greg has finished
    And Jen has finished
    And Kay has finished
    Then the Donate Goods Phase has begun
    And the game is not over
    When Greg has finished
    And Jen has finished
    And Kay has finished
    Then the game is over
    And the game has lasted 6 rounds
    And the game ended because the last Public Building was bought

  @rule @game.end-market @end.change-markets
  Scenario: The game ends one full round after the Future pile empties for the second time, after nine rounds at most (en:685, en:718)
    # Greg, Jen and Kay hold offices that give nothing at the end of the auction.
    Given it is the Donate Goods Phase of round 8
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Urbi     | Jen    |
      | Consul              | Kay    |
    And the current market is the Porta Aurea
    And the future market pile is Opificies
    And the future market pile has been emptied 1 time(s)
    When Greg has finished
    And Jen has finished
    And Kay has finished
    Then the current market is the Opificies
    And the future market pile is empty
    And the future market pile has been emptied 2 time(s)
    And it is now round 9
    And the game is not over
    # one full final round
    When Greg keeps the same office
    And Jen keeps the same office
    And Kay keeps the same office
    Then the Construct Buildings Phase has begun
    When Greg ends the turn
    And Jen ends the turn
    And Kay ends the turn
    Then the Accept Contracts Phase has begun
    When Greg has finished
    And Jen has finished
    And Kay has finished
    Then the Donate Goods Phase has begun
    When Greg has finished
    And Jen has finished
    And Kay has finished
    Then the game is over
    And the game has lasted 9 rounds
    And the game ended because the Future Market pile ran out
