"""Move Ships (en:261-368), Produce Goods (en:370-378), End of Round (en:669-711) and
Winning the Game (en:713-756)."""

from __future__ import annotations

import pytest

from constantinopolis import ComponentError
from helpers_rules import MARKET_IDS, assert_refused, contract, new_game, p

# Neither the Praefectus Pretorio (free good) nor the Comes Thesaurorum (4 gold) is held,
# so the auction changes no goods and no gold.
OFFICES = {"magister-officiorum": "greg", "praefectus-urbi": "jen", "consul": "kay"}

CARDS = [
    contract("a-5", goods={"alimentary": 1}, gold=5, fp=1),
    contract("c-7", goods={"consumer": 1}, gold=7, fp=1),
    contract("pax-6", passengers=1, gold=6),
    # en:750 final example
    contract("greg-1", goods={"alimentary": 1}, gold=5, fp=1),
    contract("greg-2", goods={"consumer": 1}, gold=7, fp=1),
    contract("jen-1", goods={"industrial": 2}, gold=9, fp=1, large=2),
    contract("jen-2", goods={"consumer": 2}, gold=8, fp=1, large=2),
    contract("jen-3", goods={"luxury": 1}, gold=6, fp=1, large=2),
    contract("kay-1", goods={"military": 1}, gold=10, fp=1),
]


def game_at(setup, **kw):
    setup = {"offices": OFFICES, **setup}
    return new_game(setup, contracts=CARDS, **kw)


def keep_offices(game):
    """Every player keeps his office: the auction ends without any gold or goods changing hands."""
    while game.state.phase == "auction":
        game.apply(f"{game.actors()[0]}: keep")


def play_minimal_round(game):
    """Everybody passes through one round (drawing what he must, storing his first goods)."""
    start = game.state.round
    while not game.is_over and game.state.round == start:
        name = game.actors()[0]
        phase = game.state.phase
        if phase == "auction":
            game.apply(f"{name}: keep")
        elif phase == "draw":
            game.apply(next(a for a in game.legal_actions(name) if a.verb == "draw"))  # the least he must draw
        elif phase == "end-of-round":
            player = game.player(name)
            keep = sorted(player.goods)[0]
            game.apply(f"{name}: store {keep}:1")
        else:
            game.apply(f"{name}: done")


def finish_donate(game):
    for name in list(game.actors()):
        game.apply(f"{name}: done")


# ====================================================================== Move Ships
def test_move_ships_is_skipped_in_the_first_round():
    """en:265: the Move Ships/Fulfill Contracts Phase is skipped during the first round."""
    ship = {"size": "small", "position": 1, "contracts": ["a-5"]}
    game = game_at({"round": 1, "phase": "auction", "players": {"greg": {"gold": 10, "ships": [ship]}}})
    keep_offices(game)
    greg = p(game, "greg")
    assert greg["ships"][0]["position"] == 1
    assert greg["ships"][0]["contracts"] == ["a-5"]
    assert greg["gold"] == 10


def test_move_ships_is_logged_as_skipped_in_the_first_round_only():
    """en:265: the Move Ships/Fulfill Contracts Phase is skipped during the first round (only then).
    Written to kill the mutants phases.ships.x_begin__mutmut_5 and _6 (issue 8's triage, list b)."""
    game = game_at({"round": 1, "phase": "auction"})
    keep_offices(game)
    assert any("move-ships: skipped in the first round" in line for line in game.state.log), game.state.log
    game = game_at({"round": 2, "phase": "auction"})
    keep_offices(game)
    assert game.state.phase == "construct"
    assert not any("skipped in the first round" in line for line in game.state.log), game.state.log


def test_ship_on_short_voyage_arrives_and_pays_gold_and_fp():
    """en:344, en:364-366: a ship on #1 reaches the Harbour; each contract pays its gold and FP and is discarded."""
    ship = {"size": "small", "position": 1, "contracts": ["a-5", "c-7"]}
    game = game_at({"round": 2, "phase": "auction", "players": {"greg": {"gold": 10, "fp": 3, "ships": [ship]}}})
    keep_offices(game)
    greg = p(game, "greg")
    assert greg["gold"] == 22
    assert greg["fp"] == 5
    assert greg["ships"][0] == {
        "id": greg["ships"][0]["id"],
        "size": "small",
        "position": 0,
        "contracts": [],
        "cargo": {},
    }
    assert sorted(game.state.discard) == ["a-5", "c-7"]


def test_ship_on_long_voyage_moves_to_short_voyage():
    """en:344: a ship on the Long Voyage space (#2) moves to #1 and pays nothing yet."""
    ship = {"size": "large", "position": 2, "contracts": ["a-5"]}
    game = game_at({"round": 2, "phase": "auction", "players": {"greg": {"gold": 10, "fp": 3, "ships": [ship]}}})
    keep_offices(game)
    greg = p(game, "greg")
    assert greg["ships"][0]["position"] == 1
    assert greg["ships"][0]["contracts"] == ["a-5"]
    assert greg["ships"][0]["cargo"] == {"alimentary": 1}
    assert (greg["gold"], greg["fp"]) == (10, 3)


def test_passenger_contract_pays_gold_only():
    """en:366-368: passenger transportation grants gold but no Fame Points."""
    ship = {"size": "medium", "position": 1, "contracts": ["pax-6"]}
    game = game_at({"round": 2, "phase": "auction", "players": {"greg": {"gold": 0, "fp": 3, "ships": [ship]}}})
    keep_offices(game)
    assert (p(game, "greg")["gold"], p(game, "greg")["fp"]) == (6, 3)


def test_passenger_contract_never_pays_fp():
    """en:334, en:368: passenger transportation grants no FP; a passenger card printed with FP is either refused
    as a component or pays none."""
    bad = {"id": "pax-fp", "passengers": 1, "gold": 6, "fp": 2, "voyage": {"small": None, "medium": 1, "large": 1}}
    ship = {"size": "medium", "position": 1, "contracts": ["pax-fp"]}
    setup = {"offices": OFFICES, "round": 2, "phase": "auction", "players": {"greg": {"fp": 3, "ships": [ship]}}}
    try:
        game = new_game(setup, contracts=[*CARDS, bad])
    except ComponentError:
        return
    keep_offices(game)
    assert p(game, "greg")["fp"] == 3


def test_ship_back_in_the_harbour_takes_contracts_the_same_round():
    """en:364: ships that have completed their voyage can accept new contracts in the same round."""
    ship = {"size": "small", "position": 1, "contracts": ["a-5"]}
    game = game_at({"round": 2, "phase": "auction", "players": {"greg": {"ships": [ship]}}})
    keep_offices(game)
    for _ in range(3):
        game.apply(f"{game.actors()[0]}: done")
    assert game.state.phase == "accept"
    card = p(game, "greg")["hand"][0]
    game.apply(f"greg: load {card} {p(game, 'greg')['ships'][0]['id']}")
    assert p(game, "greg")["ships"][0]["contracts"] == [card]


# ====================================================================== Produce
def test_first_round_production_is_two_alimentary_goods_from_the_ager():
    """en:376: in the first round each player owns only the Ager and receives two Alimentary Goods."""
    game = game_at({"round": 1, "phase": "auction"})
    keep_offices(game)
    assert game.state.phase == "construct"
    assert [p(game, n)["goods"] for n in ("greg", "jen", "kay")] == [{"alimentary": 2}] * 3


def test_each_production_building_produces_its_goods():
    """en:374: each player receives the goods shown on every Production Building he owns, added to his
    stored goods (en:691)."""
    players = {"greg": {"buildings": ["metallum", "textrinum"], "goods": {"luxury": 1}}}
    game = game_at({"round": 3, "phase": "auction", "players": players})
    keep_offices(game)
    assert p(game, "greg")["goods"] == {"alimentary": 2, "industrial": 2, "consumer": 1, "luxury": 1}


# ====================================================================== End of Round: markets
def market_view(game):
    m = game.view()["market"]
    return m["current"]["id"], m["current_pile"], m["future"]


def test_change_markets_top_future_card_becomes_current():
    """en:673, en:683: the Porta Aurea (top of the Future pile) goes on the Forum Costantinum and the Opificies
    becomes the Future Market."""
    market = {
        "current": ["forum-costantinum"],
        "future": ["porta-aurea", "opificies", "domus-regia", "portus-iulianus"],
    }
    game = game_at({"round": 2, "phase": "donate", "market": market})
    finish_donate(game)
    current, pile, future = market_view(game)
    assert current == "porta-aurea"
    assert pile[:2] == ["porta-aurea", "forum-costantinum"]
    assert future == ["opificies", "domus-regia", "portus-iulianus"]


def test_first_empty_future_pile_is_refilled_from_the_current_pile_but_its_top():
    """en:685, en:687: the Opificies is taken from the Future pile, which is now empty for the first time: every
    other card of the Current pile is shuffled into a new face-up Future pile."""
    market = {
        "current": ["porta-aurea", "forum-costantinum", "domus-regia", "portus-iulianus"],
        "future": ["opificies"],
        "exhaustions": 0,
    }
    game = game_at({"round": 4, "phase": "donate", "market": market})
    finish_donate(game)
    current, pile, future = market_view(game)
    assert current == "opificies"
    assert pile == ["opificies"]
    assert sorted(future) == ["domus-regia", "forum-costantinum", "porta-aurea", "portus-iulianus"]
    assert game.view()["market"]["exhaustions"] == 1
    assert not game.is_over


def test_second_empty_future_pile_means_one_more_round():
    """en:685, en:718: the second time the Future pile empties it stays empty and one full final round is
    played; the game ends when no Future card is left to become current."""
    market = {"current": ["porta-aurea"], "future": ["opificies"], "exhaustions": 1}
    game = game_at({"round": 8, "phase": "donate", "market": market})
    finish_donate(game)
    while game.state.phase == "end-of-round":
        game.apply(f"{game.actors()[0]}: store -")
    assert game.state.round == 9
    assert not game.is_over
    current, _pile, future = market_view(game)
    assert current == "opificies"
    assert future == []
    play_minimal_round(game)
    assert game.is_over
    assert game.state.result["reason"] == "market"
    assert game.state.result["rounds"] == 9


def test_the_game_lasts_nine_rounds_at_most():
    """en:718: with five market cards the Future pile empties for the second time after round 8, so a total of
    nine rounds is the maximum."""
    game = game_at({"market": {"current": MARKET_IDS[0], "future": list(MARKET_IDS[1:])}})
    seen = []
    while not game.is_over:
        seen.append(game.view()["market"]["current"]["id"])
        play_minimal_round(game)
    assert game.state.result["rounds"] == 9
    assert game.state.result["reason"] == "market"
    assert seen[:5] == list(MARKET_IDS)
    assert sorted(seen[5:]) == sorted(MARKET_IDS[:4])


# ====================================================================== End of Round: store
def test_store_example_greg_jen_kay():
    """en:693: Greg must discard down to one of his three Consumer Goods, Jen keeps her one Industrial Good and
    Kay, with a Horreum, keeps both her goods."""
    players = {
        "greg": {"goods": {"consumer": 3}},
        "jen": {"goods": {"industrial": 1}},
        "kay": {"goods": {"consumer": 1, "luxury": 1}, "buildings": ["horreum"]},
    }
    game = game_at({"round": 2, "phase": "donate", "players": players})
    finish_donate(game)
    assert game.state.phase == "end-of-round"
    assert set(game.actors()) == {"greg", "jen", "kay"}  # whoever holds goods chooses what to keep
    assert_refused(game, "greg: store consumer:2", "end.store")
    game.apply("greg: store consumer:1")
    game.apply("jen: store industrial:1")
    game.apply("kay: store consumer:1,luxury:1")
    assert game.state.round == 3
    goods = [p(game, n)["goods"] for n in ("greg", "jen", "kay")]
    assert goods == [{"consumer": 1}, {"industrial": 1}, {"consumer": 1, "luxury": 1}]


def test_store_log_names_exactly_the_goods_discarded():
    """en:689-691: whatever a player does not store is discarded.  Greg stores one of his three Consumer
    Goods: the log says he discards the other two, both his Alimentary Goods and his one Luxury Good.
    Written to kill the mutants phases.end_of_round.xǁStoreǁcarry_out__mutmut_3, _4, _8 and _14 (issue 8's
    triage, list b)."""
    players = {"greg": {"goods": {"consumer": 3, "alimentary": 2, "luxury": 1}}}
    game = game_at({"round": 2, "phase": "donate", "players": players})
    finish_donate(game)
    game.apply("greg: store consumer:1")
    lines = [line for line in game.state.log if "greg keeps" in line]
    assert lines, game.state.log
    assert lines[-1].endswith("greg keeps consumer:1, discards alimentary:2,consumer:2,luxury:1"), lines[-1]


def test_horreum_stores_five_goods_not_six():
    """en:691, en:850: the Horreum owner stores up to five goods of any types."""
    players = {"kay": {"goods": {"consumer": 3, "luxury": 3}, "buildings": ["horreum"]}}
    game = game_at({"round": 2, "phase": "donate", "players": players})
    finish_donate(game)
    assert_refused(game, "kay: store consumer:3,luxury:3", "end.store")
    game.apply("kay: store consumer:2,luxury:3")
    assert p(game, "kay")["goods"] == {"consumer": 2, "luxury": 3}


def test_goods_on_a_voyage_are_not_discarded():
    """en:689: goods currently on a voyage do not count when storing."""
    ship = {"size": "medium", "position": 2, "contracts": ["c-7"]}
    players = {"greg": {"goods": {"alimentary": 2}, "ships": [ship]}}
    game = game_at({"round": 2, "phase": "donate", "players": players})
    finish_donate(game)
    game.apply("greg: store alimentary:1")
    greg = p(game, "greg")
    assert greg["goods"] == {"alimentary": 1}
    assert greg["ships"][0]["cargo"] == {"consumer": 1}


def test_ledger_is_cleared_at_the_end_of_the_round():
    """en:485: the ledger goods return to the supply at the end of the round, so the limits start afresh."""
    players = {"greg": {"round": {"ledger": {"consumer": 2}}}}
    game = game_at({"round": 2, "phase": "donate", "players": players})
    finish_donate(game)
    assert p(game, "greg")["round"]["ledger"] == {}


def test_nobody_is_done_once_the_round_is_over():
    """en:689: once goods are stored or discarded a new round begins: at the boundary after the End of Round
    phase (a scenario's "after end-of-round" view) no player is marked as having finished a phase.
    Written to kill the mutants phases.end_of_round.x_run__mutmut_6 and _7 (issue 8's triage, list b)."""
    players = {"greg": {"goods": {"consumer": 2}}, "jen": {"goods": {"luxury": 1}}}
    game = game_at({"round": 2, "phase": "donate", "players": players})
    finish_donate(game)
    assert game.state.phase == "end-of-round"
    seen = []

    def observer(left, entered):
        if left == "end-of-round":
            seen.append({name: v["done"] for name, v in game.view()["players"].items()})

    game.phase_observer = observer
    game.apply("greg: store consumer:1")
    game.apply("jen: store luxury:1")
    assert seen == [{"greg": False, "jen": False, "kay": False}]
    assert game.state.round == 3


# ====================================================================== final scoring
def final_round(players, **extra):
    setup = {
        "round": 9,
        "phase": "donate",
        "market": {"current": "porta-aurea", "future": [], "exhaustions": 2},
        "players": players,
        **extra,
    }
    return game_at(setup)


def test_final_scoring_example():
    """en:748-754: Greg 45, Jen 47, Kay 52 FP after the last round.  Ships arrive (Greg +12 gold +2 FP, Jen +23 gold
    +3 FP, Kay +10 gold +1 FP), walls (Greg 2 -> 3 FP, Jen 1 -> 1 FP), gold (17 -> 1, 27 -> 1, 32 -> 2):
    Greg 51, Jen 52, Kay 55; Kay wins."""
    players = {
        "greg": {
            "fp": 45,
            "gold": 5,
            "buildings": ["moenia-swap", "moenia-sale"],
            "ships": [{"size": "small", "position": 1, "contracts": ["greg-1", "greg-2"]}],
        },
        "jen": {
            "fp": 47,
            "gold": 4,
            "buildings": ["moenia-contract"],
            "ships": [{"size": "large", "position": 2, "contracts": ["jen-1", "jen-2", "jen-3"]}],
        },
        "kay": {
            "fp": 52,
            "gold": 22,
            "ships": [{"size": "small", "position": 1, "contracts": ["kay-1"]}],
        },
    }
    game = final_round(players)
    jen_ship = p(game, "jen")["ships"][0]
    assert sum(jen_ship["cargo"].values()) == 5  # five goods, three contracts
    finish_donate(game)
    assert game.is_over
    result = game.state.result
    scores = result["scores"]
    assert {n: (s["ships_fp"], s["walls_fp"], s["gold"], s["gold_fp"]) for n, s in scores.items()} == {
        "greg": (2, 3, 17, 1),
        "jen": (3, 1, 27, 1),
        "kay": (1, 0, 32, 2),
    }
    assert {n: s["fp"] for n, s in scores.items()} == {"greg": 51, "jen": 52, "kay": 55}
    assert [p(game, n)["fp"] for n in ("greg", "jen", "kay")] == [51, 52, 55]
    assert result["winners"] == ["kay"]


@pytest.mark.parametrize(("fp", "gold", "beyond"), [(79, 30, True), (78, 30, False), (81, 0, True), (80, 14, False)])
def test_a_final_score_beyond_80_applies_the_rule_that_the_track_counts_on(fp, gold, beyond):
    """en:756: beyond 80 FP the track counts on; a judge reads score.beyond-80 among the rules applied exactly when
    a final score, gold included (15 gold a FP, en:726), passes 80: 79 + 2 = 81 does, 78 + 2 = 80 does not."""
    game = final_round({"greg": {"fp": fp, "gold": gold}})
    game.trace = set()
    finish_donate(game)
    assert game.state.result["scores"]["greg"]["fp"] == fp + gold // 15
    assert ("score.beyond-80" in game.trace) is beyond


def test_a_shared_win_is_logged_with_every_winner():
    """en:730: players still tied on FP, gold and goods all win; the log's last line, which a judge reads, names
    every one of them."""
    game = final_round({"greg": {"fp": 50, "gold": 0}, "jen": {"fp": 50, "gold": 0}, "kay": {"fp": 10, "gold": 0}})
    finish_donate(game)
    assert game.state.result["winners"] == ["greg", "jen"]
    assert game.state.log[-1].endswith("winner(s): greg, jen"), game.state.log[-1]


@pytest.mark.parametrize(("walls", "fp"), [(0, 0), (1, 1), (2, 3), (3, 6), (4, 9), (5, 12), (6, 16)])
def test_wall_segments_score(walls, fp):
    """en:460-467, en:724: 1, 2, 3, 4, 5, 6 wall segments give 1, 3, 6, 9, 12, 16 FP."""
    segments = ["moenia-swap", "moenia-sale", "moenia-contract", "moenia-market", "moenia-office", "moenia-ship"]
    game = final_round({"greg": {"fp": 10, "gold": 0, "buildings": segments[:walls]}})
    finish_donate(game)
    assert game.state.result["scores"]["greg"]["walls_fp"] == fp
    assert p(game, "greg")["fp"] == 10 + fp


def test_wall_fame_points_stop_at_six_segments():
    """en:460-467: the wall table ends at six segments, 16 FP; a seventh segment (a component set with a
    second copy of one) scores no more.  Written to kill the mutant phases.scoring.x_score__mutmut_25
    (issue 8's triage, list b)."""
    walls = ["moenia-swap", "moenia-sale", "moenia-contract", "moenia-market", "moenia-office", "moenia-ship"]
    game = game_at(
        {
            "round": 9,
            "phase": "donate",
            "market": {"current": "porta-aurea", "future": [], "exhaustions": 2},
            "players": {"greg": {"buildings": [*walls, "moenia-swap"], "fp": 0, "gold": 0}},
        },
        buildings={"moenia-swap": {"copies": 2}},
    )
    finish_donate(game)
    assert game.state.phase == "game-over"
    greg = game.state.result["scores"]["greg"]
    assert greg["walls_fp"] == 16
    assert greg["fp"] == 16


@pytest.mark.parametrize(("gold", "fp"), [(14, 0), (15, 1), (29, 1), (30, 2), (40, 2), (45, 3)])
def test_one_fp_for_every_full_15_gold(gold, fp):
    """en:726: 1 FP for every full 15 gold: 30 gold gives 2 FP, and so does 40."""
    game = final_round({"greg": {"fp": 10, "gold": gold}})
    finish_donate(game)
    assert p(game, "greg")["fp"] == 10 + fp


def test_tie_goes_to_the_most_gold():
    """en:730: between players with the same FP the one with the most gold wins."""
    game = final_round({"greg": {"fp": 20, "gold": 29}, "jen": {"fp": 20, "gold": 20}, "kay": {"fp": 5, "gold": 0}})
    finish_donate(game)
    assert [p(game, n)["fp"] for n in ("greg", "jen")] == [21, 21]
    assert game.state.result["winners"] == ["greg"]


def test_tie_on_fp_and_gold_goes_to_the_most_goods():
    """en:730: if the gold ties too, the tied player with the most goods wins (goods are not discarded after
    the final round, en:695)."""
    players = {
        "greg": {"fp": 20, "gold": 3, "goods": {"alimentary": 2}},
        "jen": {"fp": 20, "gold": 3, "goods": {"consumer": 2, "luxury": 1}},
    }
    game = final_round(players)
    finish_donate(game)
    assert game.state.result["winners"] == ["jen"]
    assert p(game, "jen")["goods"] == {"consumer": 2, "luxury": 1}


def test_full_tie_is_shared():
    """en:730: tied on FP, gold and goods, the tied players all win."""
    players = {
        "greg": {"fp": 20, "gold": 3, "goods": {"alimentary": 1}},
        "jen": {"fp": 20, "gold": 3, "goods": {"luxury": 1}},
        "kay": {"fp": 19, "gold": 3},
    }
    game = final_round(players)
    finish_donate(game)
    assert sorted(game.state.result["winners"]) == ["greg", "jen"]


def test_no_goods_discarded_after_the_final_round():
    """en:695: at the end of the last round no goods are discarded and no store step is asked."""
    game = final_round({"greg": {"goods": {"alimentary": 3, "consumer": 2}}})
    finish_donate(game)
    assert game.is_over
    assert p(game, "greg")["goods"] == {"alimentary": 3, "consumer": 2}
    assert game.state.result["scores"]["greg"]["goods"] == 5


def test_no_action_after_the_game_ends():
    """en:728: once the final scores are counted no more Fame Points can be gained."""
    game = final_round({"greg": {"goods": {"alimentary": 3}}})
    finish_donate(game)
    assert_refused(game, "greg: store alimentary:1", "game.over")


def test_after_the_game_ends_no_player_has_candidate_actions():
    """en:715-718: the game ends when the Future Market area is emptied for the second time, after one
    full final round; once it has ended nobody acts any more.  So no player may act, no action is legal,
    and the candidate makers offer nothing for any player (golden coverage asks them for every player
    before each recorded input, a refused one after the end included) rather than failing.  Written to
    kill the mutants phases.x_candidates__mutmut_48 and _52 (issue 8's triage, list d1)."""
    game = final_round({})
    finish_donate(game)
    assert game.state.phase == "game-over"
    assert game.actors() == []
    assert game.legal_actions() == []
    for name in ("greg", "jen", "kay"):
        assert game.candidate_makers(game.player(name)) == {}


@pytest.mark.parametrize(
    ("fp", "tied"),
    [((20, 20, 5), True), ((20, 20, 20), True), ((20, 19, 5), False), ((3, 3, 20), False)],
)
def test_the_tie_rule_takes_effect_only_when_the_most_fp_are_tied(fp, tied):
    """en:730: the tie-breaks apply when two or more players have the *most* Fame Points.  A judge sees
    the rules that took effect (``adjudicate``, which reads the game's rule trace): score.ties is among
    them only then, not for a tie below the top (greg and jen on 4 FP, kay winning on 21)."""
    gold = {"greg": 29, "jen": 20, "kay": 0}
    players = {n: {"fp": f, "gold": gold[n]} for n, f in zip(("greg", "jen", "kay"), fp, strict=True)}
    game = final_round(players)
    game.trace = set()
    finish_donate(game)
    assert game.is_over
    assert ("score.ties" in game.trace) is tied
