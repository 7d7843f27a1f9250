@topic-editions
Feature: The editions side by side (translations/discrepancies.yaml)
  Where the five rulebooks disagree in a way that changes play, the same situation is
  played under each edition's preset and the Examples table shows each outcome.  Each
  scenario names its catalogue entry; `constantinopolis discrepancies` quotes every book.
  The outcome column is "carried-out" or the rule id that refuses the action.

  Background:
    Given the players are Ann and Bob

  @rule @end.reshuffle-markets @future_pile_after_reshuffle
  Scenario Outline: future-pile-face: the rebuilt Future pile lies face down only in Italian (en:685, it:425-427)
    Given the rules of the <edition> edition apply
    And it is the Donate Goods Phase of round 4
    And the current market is the Porta Aurea
    And the future market pile is Opificies
    When Ann has finished
    And Bob has finished
    Then the current market is the Opificies
    And the future market pile has been emptied 1 time(s)
    And the rebuilt future market pile lies face down: <down>
    And Ann finds the future market pile hidden: <down>

    Examples:
      | edition | down  |
      | en      | false |
      | es      | false |
      | fr      | false |
      | de      | false |
      | it      | true  |

  @rule @consul.preempt-funding @consul_preemption_funding
  Scenario Outline: consul-preemption-funding: gold from a Commercial Building for a preemption (en:475, it:341)
    Given the rules of the <edition> edition apply
    And it is the Construct Buildings Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Bob    |
      | Consul              | Ann    |
    And Bob has 30 gold
    And Ann has 16 gold
    And Ann owns the Caupona
    And the Caupona takes 2 Alimentary Goods for 4 gold and 1 FP
    And Ann has 2 Alimentary Goods
    And the supply holds 1 Metallum
    When Bob buys the Metallum
    And Ann tries to do "use caupona"
    Then the outcome is <use>
    When Ann tries to do "preempt"
    Then the outcome is <preempt>
    And <owner> owns the Metallum

    Examples:
      | edition | use                  | preempt          | owner |
      | en      | carried-out          | carried-out      | Ann   |
      | es      | carried-out          | carried-out      | Ann   |
      | fr      | carried-out          | carried-out      | Ann   |
      | de      | carried-out          | carried-out      | Ann   |
      | it      | market.active-player | consul.preempt   | Bob   |

  @rule @build.redemptor @redemptor_discount
  Scenario Outline: redemptor-discount-scope: the Redemptor's discount on a Commercial Building (en:848, fr:403)
    Given the rules of the <edition> edition apply
    And it is the Construct Buildings Phase of round 3
    And it is Ann's turn
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Ann    |
      | Praefectus Pretorio | Bob    |
    And the Lignarii Officina produces 1 Industrial Good
    And Ann owns the Lignarii Officina
    And Ann owns the Redemptor
    And Ann has 1 Industrial Good
    And Ann has 20 gold
    And the supply holds 1 Caupona
    When Ann tries to do "build caupona redemptor"
    Then the outcome is <outcome>
    And Ann has <gold> gold

    Examples:
      | edition | outcome         | gold |
      | en      | carried-out     | 16   |
      | es      | carried-out     | 16   |
      | fr      | build.redemptor | 20   |
      | de      | carried-out     | 16   |
      | it      | carried-out     | 16   |

  @rule @tradingpost.save @saved_contract_release
  Scenario Outline: saved-contract-release: freeing a saved contract at will (en:641, fr:188-190)
    Given the rules of the <edition> edition apply
    And it is the Accept Contracts Phase of round 3
    And contract K1 asks for 1 Alimentary Good and pays 4 gold and 1 FP, in 1/1/2 rounds
    And Ann has bought 1 Trading Posts
    And Ann has saved the contracts K1
    When Ann tries to do "free K1"
    Then the outcome is <outcome>

    # fr:188-190 is silent on freeing: the fr preset takes the English rule (the catalogue's silent-book policy)
    Examples:
      | edition | outcome          |
      | en      | carried-out      |
      | es      | carried-out      |
      | fr      | carried-out      |
      | de      | carried-out      |
      | it      | carried-out      |

  @rule @tradingpost.save @saved_contract_release
  Scenario: saved-contract-release: the French text read literally keeps a saved contract until it is loaded (fr:188-190)
    No preset takes only-when-loaded (the French book is silent on freeing, so its preset takes
    en:641); a table that reads fr:190 literally chooses it, and then freeing is refused.
    Given the rules of the fr edition apply
    And the saved_contract_release rule option is only-when-loaded
    And it is the Accept Contracts Phase of round 3
    And contract K1 asks for 1 Alimentary Good and pays 4 gold and 1 FP, in 1/1/2 rounds
    And Ann has bought 1 Trading Posts
    And Ann has saved the contracts K1
    When Ann tries to do "free K1"
    Then the outcome is tradingpost.save

  @rule @auction.wall-raise-3 @office_wall_protection
  Scenario Outline: office-wall-bid-protection: a bid of 3 against the office wall, 2 gold on the office (en:873, es:1372-1376, fr:491)
    Given the rules of the <edition> edition apply
    And it is the Auction Public Office Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Ann    |
      | Praefectus Pretorio | Bob    |
    And 2 gold lie on the Praefectus Pretorio office
    And Bob owns the office wall
    And Ann has 10 gold
    When Ann tries to do "bid praefectus-pretorio 3"
    Then the outcome is <bid_3>
    # Where the bid of 3 stands, Bob must now answer it, so Ann's second bid waits.
    When Ann tries to do "bid praefectus-pretorio 5"
    Then the outcome is <bid_5>

    Examples:
      | edition | bid_3                | bid_5              |
      | en      | auction.wall-raise-3 | carried-out        |
      | es      | carried-out          | turn.not-your-turn |
      | fr      | carried-out          | turn.not-your-turn |
      | de      | auction.wall-raise-3 | carried-out        |
      | it      | auction.wall-raise-3 | carried-out        |

  @rule @market.no-buy-produced @taberna_scope
  Scenario Outline: taberna-scope: buying a second type one can produce with the Taberna (en:849, it:564)
    Given the rules of the <edition> edition apply
    And it is the Construct Buildings Phase of round 3
    And it is Ann's turn
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Ann    |
      | Praefectus Pretorio | Bob    |
    And the Venatoris Domus produces 1 Alimentary Good and 1 Consumer Good
    And Ann owns the Venatoris Domus
    And Ann owns the Taberna
    And Ann has 20 gold
    And the current market is the Forum Costantinum
    And the Forum Costantinum card reads:
      | Good             | Limit | Buy | Sell |
      | Alimentary Goods | 2     | 2   | 1    |
      | Consumer Goods   | 2     | 3   | 2    |
    When Ann tries to do "buy alimentary 1"
    Then the outcome is carried-out
    When Ann tries to do "buy consumer 1"
    Then the outcome is <second>

    Examples:
      | edition | second                 |
      | en      | carried-out            |
      | es      | carried-out            |
      | fr      | carried-out            |
      | de      | carried-out            |
      | it      | market.no-buy-produced |

  @rule @goods.can-produce @commercial.can-produce @can_produce_timing
  Scenario Outline: new-production-building-can-produce: a Commercial Building fed by a type produced from this round (en:930-932, it:645)
    Given the rules of the <edition> edition apply
    And it is the Construct Buildings Phase of round 3
    And it is Ann's turn
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Ann    |
      | Praefectus Pretorio | Bob    |
    And the Pistrinum produces 1 Military Good
    And the Armamentarium takes 2 Military Goods for 10 gold and 1 FP
    And Ann owns the Armamentarium
    And Ann has 2 Military Goods
    And Ann has 6 gold
    And the supply holds 1 Pistrinum
    When Ann buys the Pistrinum
    And Ann tries to do "use armamentarium"
    Then the outcome is <use>
    And Ann has <gold> gold

    Examples:
      | edition | use                   | gold |
      | en      | carried-out           | 10   |
      | es      | carried-out           | 10   |
      | fr      | carried-out           | 10   |
      | de      | carried-out           | 10   |
      | it      | commercial.can-produce | 0   |

  @rule @wall.extra-contract @extra_contract_wall_draw
  Scenario Outline: extra-contract-wall-draw: leaving out the contract wall's card (en:577, es:759-761, it:591)
    Given the rules of the <edition> edition apply
    And it is the Draw Contracts Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Praefectus Pretorio | Ann    |
      | Comes Thesaurorum   | Bob    |
    And Ann owns the contract wall
    # An unused Trading Post keeps an optional card in every edition, so Ann chooses how many.
    And Ann has bought 1 Trading Posts
    When Ann tries to do "draw 1"
    Then the outcome is <draw_1>

    Examples:
      | edition | draw_1      |
      | en      | carried-out |
      | es      | draw.count  |
      | fr      | carried-out |
      | de      | carried-out |
      | it      | draw.count  |

  @rule @tradingpost.extra-draw @trading_post_purchase_draw
  Scenario Outline: trading-post-purchase-draw: buying a Trading Post without drawing (en:637, fr:186, de:676, it:407)
    Given the rules of the <edition> edition apply
    And it is the Accept Contracts Phase of round 3
    And Ann has 10 gold
    When Ann tries to do "buy-post"
    Then the outcome is <outcome>

    Examples:
      | edition | outcome                |
      | en      | carried-out            |
      | es      | carried-out            |
      | fr      | tradingpost.extra-draw |
      | de      | tradingpost.extra-draw |
      | it      | tradingpost.extra-draw |

  @rule @accept.swap @office_contract_swap_timing
  Scenario Outline: office-contract-swap-timing: swapping after loading a contract (en:585, it:363-365)
    Given the rules of the <edition> edition apply
    And it is the Accept Contracts Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Bob    |
      | Consul              | Ann    |
    And contract K1 asks for 1 Alimentary Good and pays 4 gold and 1 FP, in 1/1/2 rounds
    And contract K2 asks for 1 Consumer Good and pays 5 gold and 1 FP, in 1/1/2 rounds
    And contract K3 asks for 1 Industrial Good and pays 6 gold and 1 FP, in 1/1/2 rounds
    And the next contracts drawn are K3
    And Ann owns the Small Ship A1
    And Ann has 1 Alimentary Good
    And Ann holds the contracts K1 K2
    When Ann loads contract K1 on ship A1
    And Ann tries to do "swap K2"
    Then the outcome is <swap>

    Examples:
      | edition | swap        |
      | en      | carried-out |
      | es      | carried-out |
      | fr      | carried-out |
      | de      | carried-out |
      | it      | accept.swap |

  @rule @build.licence-skip @licence_skip
  Scenario Outline: licence-skip: a C building when every B building is gone (en:920-922, fr:100)
    Given the rules of the <edition> edition apply
    And it is the Construct Buildings Phase of round 3
    And it is Ann's turn
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Ann    |
      | Praefectus Pretorio | Bob    |
    And Ann owns only the Ager
    And Ann has 30 gold
    And the supply holds 0 of each of these buildings:
      | Building          |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
      | Metallum          |
    And the supply holds 1 Armorum Faber
    When Ann tries to do "build armorum-faber"
    Then the outcome is <outcome>

    # fr:100 repeats en:416 and is silent on the FAQ's skip: the fr preset takes the English rule
    Examples:
      | edition | outcome       |
      | en      | carried-out   |
      | es      | carried-out   |
      | fr      | carried-out   |
      | de      | carried-out   |
      | it      | carried-out   |

  @rule @build.licence-skip @licence_skip
  Scenario: licence-skip: fr:100 read literally never skips a sold-out licence (fr:100)
    No preset takes never (the French book is silent on the FAQ's skip, so its preset takes
    en:920-922); a table that reads fr:100 literally chooses it, and then the C building is refused.
    Given the rules of the fr edition apply
    And the licence_skip rule option is never
    And it is the Construct Buildings Phase of round 3
    And it is Ann's turn
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Ann    |
      | Praefectus Pretorio | Bob    |
    And Ann owns only the Ager
    And Ann has 30 gold
    And the supply holds 0 of each of these buildings:
      | Building          |
      | Lignarii Officina |
      | Cura              |
      | Figulina          |
      | Metallum          |
    And the supply holds 1 Armorum Faber
    When Ann tries to do "build armorum-faber"
    Then the outcome is build.licence

  @rule @market.no-buy-produced @market_ban_timing
  Scenario Outline: market-ban-timing: buying a type one began to produce this round (en:902-906, fr:125)
    Given the rules of the <edition> edition apply
    And it is the Construct Buildings Phase of round 3
    And it is Ann's turn
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Ann    |
      | Praefectus Pretorio | Bob    |
    And the Textrinum produces 1 Consumer Good
    And Ann owns only the Ager
    And Ann has 20 gold
    And the supply holds 1 Textrinum
    And the current market is the Forum Costantinum
    And the Forum Costantinum card reads:
      | Good           | Limit | Buy | Sell |
      | Consumer Goods | 2     | 3   | 2    |
    When Ann buys the Textrinum
    And Ann tries to do "buy consumer 1"
    Then the outcome is <outcome>

    Examples:
      | edition | outcome                |
      | en      | carried-out            |
      | es      | carried-out            |
      | fr      | carried-out            |
      | de      | carried-out            |
      | it      | carried-out            |
