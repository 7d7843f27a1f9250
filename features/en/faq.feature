@topic-faq
Feature: Frequently Asked Questions on what players may see (en:884-896)
  A player's gold is his own business unless he shows it (en:886-888); contracts not loaded
  on a ship lie face up in front of their owner (en:890-892); the contracts loaded on another
  player's ship are hidden (en:894-896).  Each answer is checked in the view a player gets.

  Background:
    Given the players are Greg and Jen

  @en-faq-01 @faq @view.gold-hidden
  Scenario: Before bidding a player cannot see how much gold the other players have (en:886-888)
    Given it is the Auction Public Office Phase of round 2
    And Greg holds the Magister Officiorum office
    And Jen holds the Praefectus Urbi office
    And Greg has 10 gold
    And Jen has 12 gold
    Then it is Greg's turn
    And Greg sees Jen's gold as hidden
    And Greg sees his own 10 gold
    And Jen sees Greg's gold as hidden
    And Jen sees her own 12 gold

  @rule @view.deck-hidden
  Scenario: The contract deck lies face down: a player sees how many cards are left, not which (en:162)
    Given it is the Auction Public Office Phase of round 2
    And Greg holds the Magister Officiorum office
    And Jen holds the Praefectus Urbi office
    And the contract deck holds c001 c002 c003 from the top
    Then Greg sees the contract deck as hidden, with 3 cards left
    And Jen sees the contract deck as hidden, with 3 cards left

  @en-faq-02 @faq @view.hand-face-up
  Scenario: The contracts another player has drawn lie face up (en:890-892)
    # Jen, Magister Officiorum, draws 1 + 3 contracts; Greg, Praefectus Urbi, draws 1.
    Given it is the Draw Contracts Phase of round 2
    And Jen holds the Magister Officiorum office
    And Greg holds the Praefectus Urbi office
    And contract K1 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/1 rounds
    And contract K2 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/1 rounds
    And contract K3 asks for 1 Consumer Good and pays 6 gold and 1 FP, in 1/1/1 rounds
    And contract K4 asks for 1 Consumer Good and pays 6 gold and 1 FP, in 1/1/1 rounds
    And contract K5 asks for 1 Industrial Good and pays 7 gold and 1 FP, in 1/1/1 rounds
    And the next contracts drawn are K1 K2 K3 K4 K5
    Then the Accept Contracts Phase has begun
    And Greg sees the contracts K1 K2 K3 K4 in Jen's hand
    And Jen sees the contracts K5 in Greg's hand

  @en-faq-03 @faq @view.ship-contracts-hidden @view.hand-face-up
  Scenario: The contracts loaded on another player's ship are hidden (en:894-896)
    Given it is the Accept Contracts Phase of round 3
    And contract K1 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/1 rounds
    And contract K2 asks for 1 Consumer Good and pays 6 gold and 1 FP, in 1/1/2 rounds
    And contract K3 asks for 1 Consumer Good and pays 6 gold and 1 FP, in 1/1/1 rounds
    And Jen's Large Ship J1 is on voyage space #2 with contracts K1
    And Jen owns the Small Ship J2
    And Jen holds the contracts K2 K3
    And Jen has 1 Consumer Good
    Then Greg sees the contracts on Jen's ship J1 as hidden
    And Jen sees the contracts K1 on Jen's ship J1
    # loaded in this phase: no longer face up in front of Jen
    When Jen loads contract K2 on ship J2
    Then Greg sees the contracts on Jen's ship J2 as hidden
    And Jen sees the contracts K2 on Jen's ship J2
    And Greg sees the contracts K3 in Jen's hand
