@topic-donations
Feature: The Donate Goods Phase (en:649-667)
  A player may donate, once per round, one batch of goods shown in the Donation column of
  the Current Market Card: he discards the type and number of goods shown and gains the Fame
  Points shown (en:653-657).  He must be able to produce the type he donates (en:655), that
  is own a Production Building that shows it (en:930-932).

  The Forum Costantinum's Donation column is defined with what the example states (en:667):
  three Military Goods give 3 FP; three Consumer Goods are needed; three Alimentary Goods are
  enough; Luxury Goods are not in the column.  The FP for Consumer and Alimentary Goods are
  not stated; 2 and 1 FP are the scenarios' own numbers.  The production of the buildings
  used is defined in the scenario too.

  Background:
    Given the players are Greg, Jen and Kay
    And it is the Donate Goods Phase of round 2
    And the Forum Costantinum card takes donations of:
      | Good             | Number | FP |
      | Alimentary Goods | 3      | 1  |
      | Consumer Goods   | 3      | 2  |
      | Military Goods   | 3      | 3  |
    And the current market is the Forum Costantinum
    And the future market pile is Porta Aurea
    And the Ager produces 2 Alimentary Goods
    And the Textrinum produces 1 Consumer Good
    And the Armorum Faber produces 1 Military Good
    And the Sculptoris Domus produces 1 Luxury Good

  @en-ex-16 @example @donate.market @donate.one-per-round
  Scenario: Jen can make only one of the donations her goods allow, and donates three Military Goods for 3 FP (en:667)
    Jen can produce every type she holds, so only the Donation column, the number of cubes
    and the one-donation limit stop her.
    Given Jen owns these buildings:
      | Building         |
      | Textrinum        |
      | Armorum Faber    |
      | Sculptoris Domus |
    And Jen has 10 FP
    And Jen has these goods:
      | Good             | Number |
      | Luxury Goods     | 1      |
      | Consumer Goods   | 2      |
      | Alimentary Goods | 3      |
      | Military Goods   | 3      |
    # "Jen cannot donate her Luxury Good because that type is not found in the Donation column."
    When Jen donates Luxury Goods
    Then the action is refused by rule donate.market
    And nothing has changed
    # "She also cannot donate her Consumer Goods because she needs three blue cubes but only has two."
    When Jen donates Consumer Goods
    Then the action is refused by rule goods.not-held
    And nothing has changed
    # "She has enough cubes to donate green or black ones": both are legal before she chooses.
    Then Jen may donate Alimentary Goods
    And Jen may donate Military Goods
    And Jen may not donate Luxury Goods
    And Jen may not donate Consumer Goods
    # "She decides to donate her three Military Goods (black), discarding them to the supply and
    # taking 3 FP in return."
    When Jen donates Military Goods
    Then Jen has 13 FP
    And Jen has 0 Military Goods
    And Jen has 3 Alimentary Goods
    And Jen has 2 Consumer Goods
    And Jen has 1 Luxury Good
    # "because a player can only make one donation per round she cannot donate both types"
    And Jen may not donate Alimentary Goods
    And Jen has donated this round
    # "She has enough cubes to donate green or black ones; however, because a player can only
    # make one donation per round she cannot donate both types of cubes."
    When Jen donates Alimentary Goods
    Then the action is refused by rule donate.one-per-round
    And nothing has changed

  @en-ex-16 @example
  Scenario: Jen could have donated her three Alimentary Goods instead (en:667)
    Given Jen owns these buildings:
      | Building      |
      | Textrinum     |
      | Armorum Faber |
    And Jen has 10 FP
    And Jen has these goods:
      | Good             | Number |
      | Alimentary Goods | 3      |
      | Military Goods   | 3      |
    When Jen donates Alimentary Goods
    Then Jen has 11 FP
    And Jen has 0 Alimentary Goods
    And Jen has 3 Military Goods

  @rule @donate.can-produce
  Scenario: Only a type the player can produce may be donated (en:655)
    Kay owns only the Ager, which shows no Military Goods.
    Given Kay owns only the Ager
    And Kay has 4 FP
    And Kay has these goods:
      | Good             | Number |
      | Military Goods   | 3      |
      | Alimentary Goods | 3      |
    When Kay donates Military Goods
    Then the action is refused by rule donate.can-produce
    And nothing has changed
    When Kay donates Alimentary Goods
    Then Kay has 5 FP
    And Kay has 3 Military Goods

  @rule @donate.one-per-round
  Scenario: A player makes one donation a round (en:657)
    Given Greg owns the Textrinum
    And Greg has 0 FP
    And Greg has these goods:
      | Good             | Number |
      | Alimentary Goods | 6      |
      | Consumer Goods   | 3      |
    When Greg donates Consumer Goods
    Then Greg has 2 FP
    And Greg has 0 Consumer Goods
    When Greg donates Alimentary Goods
    Then the action is refused by rule donate.one-per-round
    And nothing has changed
    And Greg has 6 Alimentary Goods
