"""Tests written while triaging surviving mutants (list b of issue 8): rules and set-up behaviour
that no other test pinned down closely enough to notice the mutated code."""

from __future__ import annotations

import pytest

from constantinopolis import SetupError
from helpers_rules import new_game

OFFICES = {"magister-officiorum": "greg", "praefectus-urbi": "jen", "consul": "kay"}
WALLS = ["moenia-swap", "moenia-sale", "moenia-contract", "moenia-market", "moenia-office", "moenia-ship"]


def game_at(setup, **kw):
    return new_game({"offices": OFFICES, **setup}, **kw)


def keep_offices(game):
    while game.state.phase == "auction":
        game.apply(f"{game.actors()[0]}: keep")


def finish_donate(game):
    for name in list(game.actors()):
        game.apply(f"{name}: done")


# ====================================================================== End of Round: store
def test_store_log_names_exactly_the_goods_discarded():
    """en:689-691: whatever a player does not store is discarded.  Greg stores one of his three Consumer
    Goods: the log says he discards the other two, both his Alimentary Goods and his one Luxury Good."""
    players = {"greg": {"goods": {"consumer": 3, "alimentary": 2, "luxury": 1}}}
    game = game_at({"round": 2, "phase": "donate", "players": players})
    finish_donate(game)
    game.apply("greg: store consumer:1")
    lines = [line for line in game.state.log if "greg keeps" in line]
    assert lines, game.state.log
    assert lines[-1].endswith("greg keeps consumer:1, discards alimentary:2,consumer:2,luxury:1"), lines[-1]


# ====================================================================== Move Ships
def test_move_ships_is_logged_as_skipped_in_the_first_round_only():
    """en:265: the Move Ships/Fulfill Contracts Phase is skipped during the first round (only then)."""
    game = game_at({"round": 1, "phase": "auction"})
    keep_offices(game)
    assert any("move-ships: skipped in the first round" in line for line in game.state.log), game.state.log
    game = game_at({"round": 2, "phase": "auction"})
    keep_offices(game)
    assert game.state.phase == "construct"
    assert not any("skipped in the first round" in line for line in game.state.log), game.state.log


# ====================================================================== End of Round: clean-up
def test_nobody_is_done_once_the_round_is_over():
    """en:689: once goods are stored or discarded a new round begins: at the boundary after the End of Round
    phase (a scenario's "after end-of-round" view) no player is marked as having finished a phase."""
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


# ====================================================================== set-up: buildings
def test_a_building_with_no_tile_in_the_game_cannot_be_given():
    """docs/scenario-format.md: unless supply.buildings is given, each building a player is given is taken
    from the building supply (en:166-167); one with no tile in the game (copies 0) is a set-up error."""
    with pytest.raises(SetupError) as info:
        new_game({"players": {"greg": {"buildings": ["caupona"]}}}, buildings={"caupona": {"copies": 0}})
    assert "no caupona left in the supply to give" in str(info.value)


# ====================================================================== final scoring: walls
def test_wall_fame_points_stop_at_six_segments():
    """en:460-467: the wall table ends at six segments, 16 FP; a seventh segment (a component set with a
    second copy of one) scores no more."""
    game = game_at(
        {
            "round": 9,
            "phase": "donate",
            "market": {"current": "porta-aurea", "future": [], "exhaustions": 2},
            "players": {"greg": {"buildings": [*WALLS, "moenia-swap"], "fp": 0, "gold": 0}},
        },
        buildings={"moenia-swap": {"copies": 2}},
    )
    finish_donate(game)
    assert game.state.phase == "game-over"
    greg = game.state.result["scores"]["greg"]
    assert greg["walls_fp"] == 16
    assert greg["fp"] == 16
