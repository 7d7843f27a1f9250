@topic-accepting
Feature: The Accept Contracts Phase (en:581-647)
  Players load the contracts they accept on ships in the Harbour; the others are discarded
  at the end of the phase unless saved with a Trading Post (en:611).  The Consul and the
  Praefectus Urbi, if they did not use their ability in the Construct Buildings Phase, may
  discard up to two contracts and draw as many (en:585).  Ships cost 6, 9 and 12 gold,
  one a round; the earlier player in turn order has priority for the last ship of a size,
  and a ship can be used as soon as it is bought (en:645-647).

  Background:
    Given the players are Greg, Jen and Kay
    And it is the Accept Contracts Phase of round 3
    And the offices are held as follows:
      | Office              | Player |
      | Magister Officiorum | Greg   |
      | Praefectus Urbi     | Jen    |
      | Consul              | Kay    |
    And contract K1 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/1 rounds
    And contract K2 asks for 1 Alimentary Good and pays 5 gold and 1 FP, in 1/1/1 rounds
    And contract K3 asks for 1 Consumer Good and pays 6 gold and 1 FP, in 1/1/1 rounds
    And contract K4 asks for 1 Consumer Good and pays 6 gold and 1 FP, in 1/1/1 rounds
    And contract K5 asks for 1 Industrial Good and pays 7 gold and 1 FP, in 1/1/1 rounds

  # ------------------------------------------------------------- refused contracts

  @rule @accept.discard-unloaded @tradingpost.save
  Scenario: Contracts neither loaded nor saved are discarded at the end of the phase (en:611)
    Given Greg holds the contracts K1 K2 K3
    And Greg has bought 1 Trading Posts
    And Greg has 1 Alimentary Good
    And Greg owns the Small Ship S1
    And Jen holds the contracts K4
    And Kay has finished this phase
    When Greg loads contract K1 on ship S1
    And Greg saves contract K2
    And Greg has finished
    And Jen has finished
    Then the Donate Goods Phase has begun
    And Greg's ship S1 carries the contracts K1
    And Greg has saved the contracts K2
    And Greg holds 0 contracts
    And Jen holds 0 contracts
    And the contracts K3 K4 are in the discard pile

  # ------------------------------------------------------------- Consul and Praefectus Urbi

  @rule @accept.swap @office.ability-once
  Scenario: The Consul who has not used his ability discards two contracts and draws two, once (en:585)
    Given Kay holds the contracts K1 K2 K3
    And the next contracts drawn are K4 K5
    When Kay discards contracts K1 and K2 and draws two new ones
    Then Kay holds the contracts K3 K4 K5
    And the contracts K1 K2 are in the discard pile
    When Kay discards contract K3 and draws a new one
    Then the action is refused by rule office.ability-once
    And nothing has changed

  @rule @accept.swap
  Scenario: The Praefectus Urbi who has not built a wall swaps one contract (en:585)
    Given Jen holds the contracts K1 K2
    And the next contracts drawn are K3
    When Jen discards contract K1 and draws a new one
    Then Jen holds the contracts K2 K3
    And the contracts K1 are in the discard pile

  @rule @accept.swap @office.ability-once
  Scenario: A Consul who preempted or a Praefectus Urbi who built a wall cannot swap contracts (en:585)
    Given Kay holds the contracts K1 K2
    And Jen holds the contracts K3 K4
    And the Consul has already used his ability this round
    And the Praefectus Urbi has already used his ability this round
    When Kay discards contract K1 and draws a new one
    Then the action is refused by rule office.ability-once
    And nothing has changed
    When Jen discards contract K3 and draws a new one
    Then the action is refused by rule office.ability-once
    And nothing has changed

  @rule @accept.swap
  Scenario: At most two contracts are swapped, and only by the Consul or the Praefectus Urbi (en:585)
    Given Kay holds the contracts K1 K2 K3
    And Greg holds the contracts K4 K5
    When Kay discards contracts K1, K2 and K3 and draws three new ones
    Then the action is refused by rule accept.swap
    And nothing has changed
    When Greg discards contract K4 and draws a new one
    Then the action is refused by rule accept.swap
    And nothing has changed

  # ------------------------------------------------------------- buying ships

  @rule @ships.buy
  Scenario: Ships cost 6, 9 and 12 gold, and a player buys one ship a round (en:279, en:645)
    Given the supply holds 3 Small Ship
    And the supply holds 3 Medium Ship
    And the supply holds 3 Large Ship
    And Greg has 30 gold
    And Jen has 30 gold
    And Kay has 30 gold
    When Greg buys a Small Ship
    And Jen buys a Medium Ship
    And Kay buys a Large Ship
    Then Greg has 24 gold
    And Jen has 21 gold
    And Kay has 18 gold
    And Greg owns 2 ships
    And Jen owns a Medium Ship
    And Kay owns a Large Ship
    And the supply has 2 Small Ship left
    And the supply has 2 Medium Ship left
    And the supply has 2 Large Ship left
    When Greg buys a Medium Ship
    Then the action is refused by rule ships.buy
    And nothing has changed

  @rule @wall.ship-discount
  Scenario: The owner of the ship wall pays 3 gold less for a ship (en:874)
    Given Greg owns the ship-discount wall
    And the supply holds 3 Large Ship
    And Greg has 30 gold
    And Jen has 30 gold
    When Greg buys a Large Ship
    Then Greg has 21 gold
    And Greg owns a Large Ship
    When Jen buys a Large Ship
    Then Jen has 18 gold
    And Jen owns a Large Ship

  @rule @ships.last-ship-priority
  Scenario: The earlier player in turn order may claim the last ship of a size another player buys (en:645)
    The rulebook has players announce a purchase and wait for other buyers; the engine asks
    every earlier player in turn order (Greg, Magister Officiorum, I) whether he claims the
    last ship before the later one (Jen, Praefectus Urbi, IV) gets it.

    Given the supply holds 1 Large Ship
    And Greg has 30 gold
    And Jen has 30 gold
    When Jen buys a Large Ship
    Then Greg must decide whether to claim the last Large Ship
    When Greg claims the ship
    Then Greg owns a Large Ship
    And Greg has 18 gold
    And Jen owns a single ship
    And Jen has 30 gold
    And the supply has 0 Large Ship left

  @rule @ships.last-ship-priority
  Scenario: If the earlier player lets the last ship go, the later player buys it (en:645)
    Given the supply holds 1 Large Ship
    And Greg has 30 gold
    And Jen has 30 gold
    When Jen buys a Large Ship
    Then Greg must decide whether to claim the last Large Ship
    When Greg lets the ship go
    Then Jen owns a Large Ship
    And Jen has 18 gold
    And Greg owns a single ship
    And Greg has 30 gold
    And the supply has 0 Large Ship left

  @rule @ships.last-ship-priority @view.gold-hidden @gold.cannot-afford
  Scenario: An earlier player is asked even when he cannot pay, since his gold is hidden (en:645, en:886-888)
    The buyer "must announce" the purchase and "give other players time to respond": who is
    asked depends only on what the table sees, not on the others' hidden gold.  Greg, with 5
    gold, is asked, cannot pay the 12 gold of a Large Ship, and lets it go to Jen.

    Given the supply holds 1 Large Ship
    And Greg has 5 gold
    And Jen has 30 gold
    When Jen buys a Large Ship
    Then Greg must decide whether to claim the last Large Ship
    When Greg claims the ship
    Then the action is refused by rule gold.cannot-afford
    And nothing has changed
    When Greg lets the ship go
    Then Jen owns a Large Ship
    And Jen has 18 gold
    And Greg has 5 gold

  @rule @ships.last-ship-priority
  Scenario: The earliest player in turn order buys the last ship without waiting (en:645)
    Given the supply holds 1 Medium Ship
    And Greg has 30 gold
    When Greg buys a Medium Ship
    Then Greg owns a Medium Ship
    And Greg has 21 gold
    And the supply has 0 Medium Ship left

  @rule @ships.buy
  Scenario: A ship can be used as soon as it is bought (en:647)
    # The supply's ships are numbered medium-1, medium-2, ...; the one handed out is medium-1.
    Given the supply holds 2 Medium Ship
    And Greg has 30 gold
    And Greg has no ships
    And Greg holds the contracts K1 K3
    And Greg has 1 Alimentary Good
    And Greg has 1 Consumer Good
    And Jen has finished this phase
    And Kay has finished this phase
    When Greg buys a Medium Ship
    And Greg loads contract K1 on ship medium-1
    And Greg loads contract K3 on ship medium-1
    And Greg has finished
    Then Greg has 21 gold
    And Greg's ship medium-1 carries the contracts K1 K3
    And Greg's ship medium-1 is on voyage space #1
