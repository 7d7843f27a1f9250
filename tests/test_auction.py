"""The Auction Public Office Phase (en:209-259) and the office-protection wall (en:873)."""

from __future__ import annotations

from constantinopolis import Game, RuleOptions
from helpers_auction import COMES, CONSUL, MAGISTER, PRETORIO, URBI, assert_refused, auction_game, gold, play

THREE = ["ann", "bob", "cid"]
# ann I, bob II, cid III; IV and V vacant.
THREE_OFFICES = {MAGISTER: "ann", PRETORIO: "bob", COMES: "cid"}


def three(players: dict | None = None) -> Game:
    return auction_game(THREE, THREE_OFFICES, players)


def no_coins() -> dict[str, int]:
    return {o: 0 for o in (MAGISTER, PRETORIO, COMES, URBI, CONSUL)}


def logged(game: Game, text: str) -> bool:
    return any(text in line for line in game.state.log)


# ------------------------------------------------------------------ turn order, keep, vacant


def test_first_active_player_holds_the_lowest_office():
    """The auction is performed in turn order, starting with the holder of office I (en:213, en:217)."""
    game = auction_game(THREE, {MAGISTER: "cid", PRETORIO: "ann", COMES: "bob"})
    assert game.state.phase == "auction"
    assert game.actors() == ["cid"]


def test_only_the_active_player_has_legal_actions_in_the_auction():
    """Each player chooses on his turn, as the active player (en:217): the others have no legal action then,
    even when asked for by name."""
    game = three()
    assert game.actors() == ["ann"]
    assert game.legal_actions("ann")
    assert game.legal_actions("bob") == []
    assert game.legal_actions("cid") == []


def test_keeping_the_same_office_is_free():
    """Choosing the office he already holds costs nothing; the next player becomes active (en:225)."""
    game = three()
    game.apply("ann: keep")
    assert gold(game, "ann") == 30
    assert game.state.offices[MAGISTER] == "ann"
    assert game.state.office_coins == no_coins()
    assert game.actors() == ["bob"]


def test_keeping_an_office_is_logged_with_the_office():
    """en:225: the active player keeps the office he holds, for free; the log names that office.
    Written to kill the mutant phases.auction.x_check_keep__mutmut_21 (issue 8's triage, list a)."""
    game = three()
    game.apply("ann: keep")
    assert logged(game, f"ann keeps {MAGISTER} for free")


def test_vacant_office_costs_two_gold_placed_on_the_office():
    """A vacant office costs 2 gold, placed on that office; the marker moves there (en:227)."""
    game = three()
    game.apply(f"ann: take {URBI}")
    assert gold(game, "ann") == 28
    assert game.state.office_coins[URBI] == 2
    assert game.state.offices[URBI] == "ann"
    assert game.state.offices[MAGISTER] is None
    assert game.actors() == ["bob"]


def test_vacant_office_cannot_be_taken_without_two_gold():
    """A player who holds an office and has 1 gold cannot spend the 2 gold a vacant office costs (en:227)."""
    game = three({"ann": {"gold": 1}})
    assert_refused(game, f"ann: take {URBI}", "gold.cannot-afford")


def test_vacant_office_for_exactly_two_gold_is_logged_under_its_rule():
    """en:227: a vacant office costs 2 gold.  A player holding an office with exactly 2 gold pays
    them, under the rule of the vacant office (not the one for a player who cannot afford it).
    Written to kill the mutants phases.auction.x_check_take__mutmut_36, _37, _38 and _54 (issue 8's triage, list a)."""
    game = three({"ann": {"gold": 2}})
    game.apply(f"ann: take {URBI}")
    assert gold(game, "ann") == 0
    assert game.state.office_coins[URBI] == 2
    assert logged(game, f"ann takes the vacant {URBI} for 2 gold (auction.vacant-office-costs-2)")


def test_occupied_office_cannot_be_taken_for_two_gold():
    """An office held by another player is bid for, not taken as a vacant office (en:227-229)."""
    game = three()
    assert_refused(game, f"ann: take {PRETORIO}", "auction.vacant-office-costs-2")


# ------------------------------------------------------------------ bids


def test_bid_must_exceed_the_coins_on_the_office():
    """A bid on an occupied office must be greater than the gold already on it (en:229)."""
    game = three()
    play(game, f"ann: take {URBI}", "bob: keep")  # 2 gold now lie on URBI, held by ann
    assert game.state.office_coins[URBI] == 2
    assert_refused(game, f"cid: bid {URBI} 2", "auction.bid-exceeds-coins")
    game.apply(f"cid: bid {URBI} 3")
    assert game.state.auction.contest.amount == 3
    assert game.actors() == ["ann"]


def test_bid_on_office_without_coins_must_be_at_least_one():
    """With no gold on the office, a bid must be greater than 0 (en:229)."""
    game = three()
    assert_refused(game, f"ann: bid {PRETORIO} 0", "auction.bid-exceeds-coins")


def test_bid_cannot_exceed_the_bidders_gold():
    """A player cannot bid gold he does not have (en:229: the winner pays his bid)."""
    game = three({"ann": {"gold": 4}})
    assert_refused(game, f"ann: bid {PRETORIO} 5", "gold.cannot-afford")


def test_cannot_bid_on_own_office():
    """A player chooses his own office (keep, free) or another player's office to bid on (en:221-229)."""
    game = three()
    assert_refused(game, f"ann: bid {MAGISTER} 1", "auction.own-office")


def test_incumbent_answers_a_bid_and_raises_alternate():
    """After a bid the incumbent raises or passes, then the challenger, and so on (en:229)."""
    game = three()
    game.apply(f"ann: bid {PRETORIO} 1")
    assert game.actors() == ["bob"]
    assert_refused(game, "ann: raise 2", "turn.not-your-turn")
    assert_refused(game, "cid: raise 2", "turn.not-your-turn")
    game.apply("bob: raise 2")
    assert game.actors() == ["ann"]
    assert_refused(game, "bob: raise 3", "turn.not-your-turn")
    game.apply("ann: raise 3")
    assert game.actors() == ["bob"]
    assert game.state.auction.contest.amount == 3


def test_raise_must_exceed_the_standing_bid():
    """Each raise is greater than the bid it answers (en:229)."""
    game = three()
    game.apply(f"ann: bid {PRETORIO} 2")
    assert_refused(game, "bob: raise 2", "auction.raise-exceeds-bid")


def test_nothing_is_paid_while_the_auction_runs():
    """Gold is placed only by the winner when one player passes (en:229)."""
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: raise 2", "ann: raise 3")
    assert gold(game, "ann") == 30
    assert gold(game, "bob") == 30
    assert game.state.office_coins == no_coins()


def test_challenger_wins_pays_whole_bid_and_loser_pays_nothing():
    """The winner places his whole highest bid on the office; the loser pays nothing (en:229)."""
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: raise 2", "ann: raise 5", "bob: pass")
    assert gold(game, "ann") == 25
    assert gold(game, "bob") == 30
    assert game.state.office_coins[PRETORIO] == 5
    assert game.state.offices[PRETORIO] == "ann"
    assert game.state.offices[MAGISTER] is None
    assert game.actors() == ["bob"]


def test_incumbent_wins_pays_his_raise_and_challenger_chooses_again():
    """If the challenger passes, the incumbent pays his raise and keeps the office; the challenger
    pays nothing and remains active to make a new choice (en:229)."""
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: raise 4", "ann: pass")
    assert gold(game, "bob") == 26
    assert gold(game, "ann") == 30
    assert game.state.office_coins[PRETORIO] == 4
    assert game.state.offices[PRETORIO] == "bob"
    assert game.state.offices[MAGISTER] == "ann"
    assert game.actors() == ["ann"]
    assert game.state.auction.contest is None


def test_the_one_who_passes_is_named_in_the_log_whichever_side_wins():
    """en:229: the one who passes loses; the log a judge reads names him, the winner, the office and the bid, for
    the incumbent keeping his office (the challenger chooses again) as for the challenger taking it (en:229-231)."""
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: raise 4", "ann: pass")
    assert f"r1 auction: ann passes: bob keeps {PRETORIO} and pays 4; ann chooses again (en:229)" in game.state.log
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: pass")
    assert f"r1 auction: bob passes: ann pays 1 and takes {PRETORIO}; bob becomes active (en:229-231)" in game.state.log


def test_the_two_gold_for_a_vacated_office_join_the_gold_already_on_it():
    """An office vacated in the auction keeps the gold placed on it; the 2 gold of whoever takes it
    are placed there too (en:227, en:229), and all of it goes to the supply at the end (en:233)."""
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: raise 4", "ann: pass")  # bob keeps it, 4 gold on it
    play(game, "ann: keep", f"bob: take {URBI}")  # bob moves on: the Praefectus Pretorio is vacant
    assert game.state.offices[PRETORIO] is None and game.state.office_coins[PRETORIO] == 4
    game.apply(f"cid: take {PRETORIO}")  # the last to act: the auction ends
    assert gold(game, "cid") == 28
    assert game.state.auction_coins_to_supply == 4 + 2 + 2  # the Pretorio's 4 and 2, the Urbi's 2


# ------------------------------------------------------------------ the loser


def test_loser_takes_the_office_vacated_by_the_winner_for_free():
    """The player who lost his office may take the office vacated by the winner without paying (en:231, en:241)."""
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: pass")
    assert game.actors() == ["bob"]
    game.apply(f"bob: take {MAGISTER}")
    assert gold(game, "bob") == 30
    assert game.state.office_coins[MAGISTER] == 0
    assert game.state.offices[MAGISTER] == "bob"


def test_free_vacated_office_is_logged_under_its_rule():
    """en:231: the loser may immediately take the office vacated by the winner without paying.
    Written to kill the mutants phases.auction.x_check_take__mutmut_33, _34 and _35 (issue 8's triage, list a)."""
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: pass", f"bob: take {MAGISTER}")
    assert gold(game, "bob") == 30
    assert logged(game, f"bob takes the vacant {MAGISTER} for 0 gold (auction.loser-takes-vacated-free)")


def test_loser_who_takes_another_vacant_office_pays_two():
    """Instead of the vacated office, the loser may choose as normal, e.g. another vacant office for 2 (en:231)."""
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: pass", f"bob: take {CONSUL}")
    assert gold(game, "bob") == 28
    assert game.state.office_coins[CONSUL] == 2
    assert game.state.offices[CONSUL] == "bob"
    assert game.state.offices[MAGISTER] is None


def test_loser_without_two_gold_pays_what_he_has_for_a_vacant_office():
    """en:227, en:229-231: the loser, left without an office, must choose one; with 1 gold he takes
    a vacant office for what he has (auction.cannot-afford-vacant), and the log says so.
    Written to kill the mutants phases.auction.x_check_take__mutmut_48, _49 and _50 (issue 8's triage, list a)."""
    game = three({"bob": {"gold": 1}})
    play(game, f"ann: bid {PRETORIO} 1", "bob: pass")
    assert game.actors() == ["bob"]
    game.apply(f"bob: take {CONSUL}")
    assert gold(game, "bob") == 0
    assert game.state.offices[CONSUL] == "bob"
    assert logged(game, f"bob takes the vacant {CONSUL} for 1 gold (auction.cannot-afford-vacant)")


def test_loser_may_bid_on_another_office():
    """The loser remains active and may bid for another player's office (en:231, en:253)."""
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: pass", f"bob: bid {COMES} 1")
    assert game.state.auction.contest.challenger == "bob"
    assert game.actors() == ["cid"]


def test_loser_without_office_cannot_keep():
    """A player who lost his office has no office to keep and must choose another (en:229-231)."""
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: pass")
    assert_refused(game, "bob: keep", "auction.no-office-to-keep")


def test_free_take_is_only_offered_immediately():
    """The vacated office is free only as the loser's immediate choice (en:231 'immediately'); after he
    has bid elsewhere and lost again, a vacant office costs 2 (en:227)."""
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: pass", f"bob: bid {COMES} 1", "cid: raise 2", "bob: pass")
    assert game.actors() == ["bob"]
    game.apply(f"bob: take {MAGISTER}")
    assert gold(game, "bob") == 28
    assert game.state.office_coins[MAGISTER] == 2


def test_vacated_office_is_not_free_for_other_players():
    """Only the displaced player takes the vacated office for free; anyone else pays 2 (en:227, en:231)."""
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: pass", f"bob: take {URBI}")
    # bob paid 2 for URBI; MAGISTER (vacated by ann) is vacant; cid is active next
    assert game.actors() == ["cid"]
    game.apply(f"cid: take {MAGISTER}")
    assert game.state.offices[MAGISTER] == "cid"
    assert game.state.offices[COMES] is None  # so nobody receives the Comes Thesaurorum's 4 gold
    assert gold(game, "cid") == 28


def test_displaced_player_who_was_not_yet_active_is_not_active_twice():
    """Losing his office makes a player active; afterwards the next player in turn order who has not been
    active becomes active, so the displaced player gets no second turn of his own (en:233, en:241, en:247)."""
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: pass", f"bob: take {MAGISTER}")
    assert game.actors() == ["cid"]
    game.apply("cid: keep")
    assert game.state.phase != "auction"


# ------------------------------------------------------------------ end of the phase


def test_phase_continues_until_every_player_has_been_active():
    """The phase ends only after each player has been active at least once (en:233)."""
    game = three()
    play(game, f"ann: take {URBI}", "bob: keep")
    assert game.state.phase == "auction"
    assert game.actors() == ["cid"]


def test_phase_end_discards_office_coins_and_pays_comes_thesaurorum():
    """When all have been active and hold an office, the coins on the offices go to the supply (en:233) and
    the Comes Thesaurorum receives 4 gold (en:235, en:787)."""
    game = three()
    play(game, f"ann: take {URBI}", "bob: keep")
    assert game.state.office_coins[URBI] == 2
    game.apply("cid: keep")
    assert game.state.phase == "construct"
    assert game.state.auction is None
    assert game.state.office_coins == no_coins()
    assert game.state.auction_coins_to_supply == 2
    assert gold(game, "ann") == 28
    assert gold(game, "bob") == 30
    assert gold(game, "cid") == 34
    assert sum(p.gold for p in game.state.players) == 90 - 2 + 4


def test_turn_order_after_the_auction_follows_the_office_numbers():
    """Turn order in the following phases is by office number, vacant offices skipped (en:213)."""
    game = three()
    play(game, f"ann: take {CONSUL}", "bob: keep", f"cid: take {MAGISTER}")
    assert game.state.phase == "construct"
    assert game.state.order == ["cid", "bob", "ann"]
    assert game.actors() == ["cid"]


def test_praefectus_pretorio_good_is_automatic_with_one_producible_type():
    """The Praefectus Pretorio receives one good of a type he can produce (en:235, en:783); with only the
    Ager (alimentary, en:376) there is no choice to make."""
    game = three()
    play(game, "ann: keep", "bob: keep", "cid: keep")
    assert game.state.pending is None
    assert game.state.phase == "construct"
    # Produce Goods gave each player the Ager's 2 alimentary (en:376); bob has one more
    assert game.player("bob").goods == {"alimentary": 3}
    assert game.player("ann").goods == {"alimentary": 2}
    assert game.player("cid").goods == {"alimentary": 2}


def _pp_choice_game() -> Game:
    """bob (Praefectus Pretorio) owns a Textrinum set to produce consumer goods, and the Ager."""
    return Game.new(
        THREE,
        seed=11,
        setup={"offices": THREE_OFFICES, "players": {"bob": {"buildings": ["ager", "textrinum"]}}},
        component_overrides={"buildings": {"textrinum": {"produces": {"consumer": 1}}}},
    )


def test_praefectus_pretorio_chooses_when_he_can_produce_several_types():
    """With two producible types the Praefectus Pretorio chooses his good at the end of the auction (en:783)."""
    game = _pp_choice_game()
    play(game, "ann: keep", "bob: keep", "cid: keep")
    assert game.state.phase == "auction"
    assert game.state.pending.to_dict() == {"kind": "pp-good", "player": "bob"}
    assert game.actors() == ["bob"]
    assert game.state.office_coins == no_coins()
    assert gold(game, "cid") == 34  # the Comes Thesaurorum is already paid
    game.apply("bob: good consumer")
    assert game.state.pending is None
    assert game.state.phase == "construct"
    # 1 consumer chosen + Textrinum 1 consumer; Ager 2 alimentary (Produce Goods, en:374)
    assert game.player("bob").goods == {"consumer": 2, "alimentary": 2}


def test_praefectus_pretorio_cannot_choose_a_type_he_cannot_produce():
    """The good must be of a type his buildings can produce (en:783, en:930-932)."""
    game = _pp_choice_game()
    play(game, "ann: keep", "bob: keep", "cid: keep")
    assert_refused(game, "bob: good luxury", "office.praefectus-pretorio-good")


def test_the_praefectus_pretorios_choice_is_traced_with_the_can_produce_rule():
    """What a judge reads among the rules applied (adjudicate): the choice of the good (en:783) applies
    office.praefectus-pretorio-good and goods.can-produce (en:930-932), whether it is taken or refused."""
    game = _pp_choice_game()
    play(game, "ann: keep", "bob: keep", "cid: keep")
    game.trace, game.held_conditions = set(), []
    assert "goods.can-produce" in game.noted("bob: good luxury")
    game.apply("bob: good consumer")
    assert {"office.praefectus-pretorio-good", "goods.can-produce"} <= game.trace


def test_nothing_else_happens_while_the_praefectus_pretorio_chooses():
    """The game waits for the Praefectus Pretorio's choice (en:235)."""
    game = _pp_choice_game()
    play(game, "ann: keep", "bob: keep", "cid: keep")
    assert_refused(game, "ann: build mensae", "turn.pending-decision")
    assert_refused(game, "bob: keep", "turn.pending-decision")


# ------------------------------------------------------------------ the office-protection wall (en:873)

WALL = {"bob": {"buildings": ["moenia-office"]}}


def test_wall_opening_bid_on_owners_office_must_be_three_more():
    """Against the wall owner's office a bid must beat the gold on it by at least 3 (en:873)."""
    game = three(WALL)
    assert_refused(game, f"ann: bid {PRETORIO} 2", "auction.wall-raise-3")
    game.apply(f"ann: bid {PRETORIO} 3")
    assert game.state.auction.contest.amount == 3


def test_wall_counts_from_the_coins_already_on_the_office():
    """With 2 gold on the owner's office a bid must be at least 5 (en:229, en:873)."""
    game = auction_game(THREE, {MAGISTER: "bob", PRETORIO: "ann", COMES: "cid"}, WALL)
    play(game, f"bob: take {URBI}", "ann: keep")  # 2 gold on URBI, now held by the wall owner
    assert game.state.office_coins[URBI] == 2
    assert_refused(game, f"cid: bid {URBI} 4", "auction.wall-raise-3")
    game.apply(f"cid: bid {URBI} 5")
    assert game.actors() == ["bob"]


def test_wall_challengers_raises_must_be_three_more():
    """Every raise by the owner's opponent must be at least 3 over the standing bid (en:873)."""
    game = three(WALL)
    play(game, f"ann: bid {PRETORIO} 3", "bob: raise 4")
    assert_refused(game, "ann: raise 6", "auction.wall-raise-3")
    game.apply("ann: raise 7")
    assert game.state.auction.contest.amount == 7


def test_wall_owners_own_raises_need_only_exceed():
    """The wall binds the owner's opponent only; the owner raises by 1 as usual (en:229, en:873)."""
    game = three(WALL)
    game.apply(f"ann: bid {PRETORIO} 3")
    assert_refused(game, "bob: raise 3", "auction.raise-exceeds-bid")
    game.apply("bob: raise 4")
    assert game.state.auction.contest.to_dict() == {
        "office": PRETORIO,
        "challenger": "ann",
        "incumbent": "bob",
        "amount": 4,
        "leader": "bob",
        "to_act": "ann",
    }


def test_wall_read_as_a_bid_of_3_in_all_holds_a_saved_contest_below_3_to_it():
    """fr:491 (read as a bid of at least 3 gold in all, office_wall_protection 'bid-at-least-3'): every raise of the
    wall owner's opponent must reach 3.  A saved game edited by hand stands at a contest for bob's office at a bid
    of 1, ann to raise: her raise to 2 is refused under the wall's rule, not the ordinary one, and 3 is accepted."""
    options = RuleOptions.edition("en").with_(office_wall_protection="bid-at-least-3")
    setup = {"offices": THREE_OFFICES, "players": WALL}
    game = Game.new(THREE, seed=11, options=options, setup=setup)
    play(game, f"ann: bid {PRETORIO} 3", "bob: raise 4")
    data = game.to_dict()
    data["state"]["auction"]["contest"]["amount"] = 1
    game = Game.from_dict(data)
    err = assert_refused(game, "ann: raise 2", "auction.wall-raise-3")
    assert err.message == "bob owns the office wall: raise to at least 3"
    game.apply("ann: raise 3")
    assert game.state.auction.contest.amount == 3


def test_a_wall_that_asks_no_more_than_one_coin_is_still_what_the_bid_rests_on():
    """es:1372-1376 (a bid of at least 3 in all): over 2 coins a bid of 3 is enough, the same as without the wall;
    the wall is still noted, for the judge who asks whether 3 is enough (the reading decides it)."""
    options = RuleOptions.edition("es")
    setup = {"offices": {MAGISTER: "bob", PRETORIO: "ann"}, "players": WALL}
    game = Game.new(THREE, seed=11, options=options, setup=setup)
    game.apply("bob: take consul")
    held = dict(game.held("ann: bid consul 3"))
    assert held["auction.wall-raise-3"] == "bob owns the office wall: the bid of 3 on consul is at least 3"
    assert held["auction.bid-exceeds-coins"] == "the bid of 3 is more than the 2 gold on consul"
    without = Game.new(THREE, seed=11, options=options, setup={"offices": {MAGISTER: "bob", PRETORIO: "ann"}})
    without.apply("bob: take consul")
    assert "auction.wall-raise-3" not in dict(without.held("ann: bid consul 3"))


def test_wall_does_not_protect_other_offices_against_its_owner():
    """The wall protects the office of its owner; when the owner bids for another office, ordinary bids
    apply (en:229, en:873)."""
    game = auction_game(THREE, {MAGISTER: "bob", PRETORIO: "ann", COMES: "cid"}, WALL)
    game.apply(f"bob: bid {PRETORIO} 1")
    game.apply("ann: raise 2")
    game.apply("bob: raise 3")
    assert game.state.auction.contest.amount == 3


# ------------------------------------------------------------------ the worked example (en:241-259)


def test_rulebook_auction_example():
    """The worked example, en:241-259.  The diagram is lost; the text fixes green on office I (en:241), red on
    III (Comes Thesaurorum, en:241), blue on II (Praefectus Pretorio, en:253) and yellow on one of IV/V with the
    other vacant; the Italian book (it:288 'la quinta Carica che è vacante') has V vacant, so yellow holds IV
    (also what random set-up from the leftmost space gives 4 players, en:175)."""
    game = Game.new(
        ["green", "red", "blue", "yellow"],
        seed=5,
        setup={"offices": {MAGISTER: "green", PRETORIO: "blue", COMES: "red", URBI: "yellow"}},
    )
    assert game.actors() == ["green"]  # lowest-numbered office (en:241)
    # en:241: green bids 1 on the Comes Thesaurorum, red passes; red takes green's office for free
    play(game, f"green: bid {COMES} 1", "red: pass")
    assert game.actors() == ["red"]
    game.apply(f"red: take {MAGISTER}")
    # en:247-249: blue stays where he is
    assert game.actors() == ["blue"]
    game.apply("blue: keep")
    # en:251: yellow bids 1 on the Magister Officiorum, red passes
    assert game.actors() == ["yellow"]
    play(game, f"yellow: bid {MAGISTER} 1", "red: pass")
    # en:253: red is active again, does not take yellow's vacated office, bids 1 on blue's office
    assert game.actors() == ["red"]
    play(game, f"red: bid {PRETORIO} 1", "blue: raise 2", "red: raise 3", "blue: pass")
    assert game.actors() == ["blue"]
    assert game.state.office_coins == {MAGISTER: 1, PRETORIO: 3, COMES: 1, URBI: 0, CONSUL: 0}
    game.apply(f"blue: take {CONSUL}")
    # en:259: phase over; the 7 gold on the offices go to the supply
    assert game.state.phase == "construct"
    assert game.state.office_coins == no_coins()
    assert game.state.auction_coins_to_supply == 7
    assert sum(p.gold for p in game.state.players) == 4 * 30 - 7 + 4  # + Comes Thesaurorum's 4 (en:235)
    assert game.state.offices == {MAGISTER: "yellow", PRETORIO: "red", COMES: "green", URBI: None, CONSUL: "blue"}
    assert gold(game, "green") == 30 - 1 + 4  # Comes Thesaurorum (en:235, en:787)
    assert gold(game, "red") == 30 - 3
    assert gold(game, "blue") == 30 - 2
    assert gold(game, "yellow") == 30 - 1
    # red, Praefectus Pretorio, took 1 alimentary (his only type) before producing 2 (en:235, en:376)
    assert game.player("red").goods == {"alimentary": 3}
    assert game.state.order == ["yellow", "red", "green", "blue"]


def test_a_raise_over_the_wall_is_reported_under_the_wall_rule():
    """en:873: the challenger's raise of 3 over the bid is made under the office wall's rule; the
    owner's raise of 1 under the ordinary one (en:229).  A judge sees the rules that took effect
    (``adjudicate``, which reads the game's rule trace)."""
    game = three(WALL)
    game.apply(f"ann: bid {PRETORIO} 3")
    game.trace = set()
    game.apply("bob: raise 4")
    assert game.trace >= {"auction.raise-exceeds-bid"} and "auction.wall-raise-3" not in game.trace
    game.trace, game.held_conditions = set(), []
    game.apply("ann: raise 7")
    assert "auction.wall-raise-3" in game.trace and "auction.raise-exceeds-bid" not in game.trace
    # and the condition that held, in the words a judge reads (adjudicate's deciding rules)
    assert ("auction.wall-raise-3", "bob owns the office wall: the raise to 7 is at least 7") in game.held_conditions
