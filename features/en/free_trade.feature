@topic-free-trade
Feature: Optional Rule: Free Trade (en:876-882)
  If all players agree, players may freely trade Contract Cards, goods and gold with each
  other during the Accept Contracts Phase (en:878-880).  Without the optional rule no such
  trade takes place.

  Background:
    Given the players are Jen and Kay
    And it is the Accept Contracts Phase of round 3
    And contract K1 asks for 1 Consumer Good and pays 6 gold and 1 FP, in 1/1/1 rounds
    And Kay holds the contracts K1
    And Jen has 1 Consumer Good
    And Jen has 10 gold
    And Kay has 10 gold

  @en-ex-23 @example @freetrade.trade
  Scenario: Kay gives Jen a contract for one Consumer Good and 1 gold (en:882)
    Jen's first offer (the Consumer Good alone) is only talk: Kay refuses it and nothing
    happens; the trade they agree on is carried out as one exchange.

    # The core phrase "the free_trade rule option is true" passes the text 'true', which the
    # engine refuses as an option value (reported); this phrase sets the option to true.
    Given the Free Trade optional rule is in play
    When Jen gives Kay 1 Consumer Good and 1 gold for contract K1
    Then the action is carried out
    And Jen holds the contracts K1
    And Kay holds 0 contracts
    And Jen has 0 Consumer Goods
    And Jen has 9 gold
    And Kay has 1 Consumer Good
    And Kay has 11 gold

  @rule @freetrade.disabled
  Scenario: Without the optional rule players cannot trade (en:876-878)
    When Jen gives Kay 1 Consumer Good and 1 gold for contract K1
    Then the action is refused by rule freetrade.disabled
    And nothing has changed
