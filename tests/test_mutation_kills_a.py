"""Tests written while triaging surviving mutants (list a of issue 8).

Each test pins a rule, or a documented property of the action forms, that a surviving
mutant changed without any test noticing.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from constantinopolis import Game, InvalidAction
from constantinopolis.actions import Action, SwapContracts, parse_action
from constantinopolis.components import DEFAULT_MANIFEST
from helpers_auction import COMES, CONSUL, MAGISTER, PRETORIO, URBI, auction_game, gold, play
from helpers_rules import contract, new_game, p

THREE = ["ann", "bob", "cid"]
THREE_OFFICES = {MAGISTER: "ann", PRETORIO: "bob", COMES: "cid"}  # IV and V vacant


def three(players: dict | None = None) -> Game:
    return auction_game(THREE, THREE_OFFICES, players)


def logged(game: Game, text: str) -> bool:
    return any(text in line for line in game.state.log)


# ====================================================================== the action forms (docs/actions.md)
def test_json_swap_contracts_may_be_a_string_of_ids():
    """docs/actions.md: the ``contracts`` of ``swap`` (the Consul's and the Praefectus Urbi's swap,
    en:585, en:795, en:807) is a list, or a string of ids separated by spaces."""
    as_text = Action.from_dict({"type": "swap", "player": "kay", "contracts": "one-a one-b"})
    as_list = Action.from_dict({"type": "swap", "player": "kay", "contracts": ["one-a", "one-b"]})
    assert as_text == as_list == SwapContracts("kay", ("one-a", "one-b"))
    assert as_text == parse_action("kay: swap one-a one-b")


def test_an_action_read_from_json_reads_back_from_its_text_form():
    """docs/actions.md: an action has one text form and one JSON form, and an action read from JSON reads
    back from its text form.  A JSON ``null`` given for a name (an office, here) is refused, naming the
    field: it used to be read as the text 'None' (docs/api.md, ``Action.from_dict``)."""
    for data in (
        {"type": "take", "player": "ann", "office": "consul"},
        {"type": "bid", "player": "ann", "office": "consul", "amount": 3},
    ):
        action = Action.from_dict(data)
        assert parse_action(str(action)) == action
        assert Action.from_dict(action.to_dict()) == action
        with pytest.raises(InvalidAction, match=r"field 'office' cannot be None \(expected str\)"):
            Action.from_dict({**data, "office": None})


# ====================================================================== the auction's log (en:225-231)
def test_keeping_an_office_is_logged_with_the_office():
    """en:225: the active player keeps the office he holds, for free; the log names that office."""
    game = three()
    game.apply("ann: keep")
    assert logged(game, f"ann keeps {MAGISTER} for free")


def test_vacant_office_for_exactly_two_gold_is_logged_under_its_rule():
    """en:227: a vacant office costs 2 gold.  A player holding an office with exactly 2 gold pays
    them, under the rule of the vacant office (not the one for a player who cannot afford it)."""
    game = three({"ann": {"gold": 2}})
    game.apply(f"ann: take {URBI}")
    assert gold(game, "ann") == 0
    assert game.state.office_coins[URBI] == 2
    assert logged(game, f"ann takes the vacant {URBI} for 2 gold (auction.vacant-office-costs-2)")


def test_free_vacated_office_is_logged_under_its_rule():
    """en:231: the loser may immediately take the office vacated by the winner without paying."""
    game = three()
    play(game, f"ann: bid {PRETORIO} 1", "bob: pass", f"bob: take {MAGISTER}")
    assert gold(game, "bob") == 30
    assert logged(game, f"bob takes the vacant {MAGISTER} for 0 gold (auction.loser-takes-vacated-free)")


def test_loser_without_two_gold_pays_what_he_has_for_a_vacant_office():
    """en:227, en:229-231: the loser, left without an office, must choose one; with 1 gold he takes
    a vacant office for what he has (auction.cannot-afford-vacant), and the log says so."""
    game = three({"bob": {"gold": 1}})
    play(game, f"ann: bid {PRETORIO} 1", "bob: pass")
    assert game.actors() == ["bob"]
    game.apply(f"bob: take {CONSUL}")
    assert gold(game, "bob") == 0
    assert game.state.offices[CONSUL] == "bob"
    assert logged(game, f"bob takes the vacant {CONSUL} for 1 gold (auction.cannot-afford-vacant)")


# ====================================================================== the ship wall (en:874)
def accept_game(players: dict) -> Game:
    offices = {"praefectus-pretorio": "greg", "comes-thesaurorum": "jen", "consul": "kay"}
    setup = {"round": 2, "phase": "accept", "offices": offices, "players": players}
    return new_game(setup, contracts=[contract("one-a")])


def test_ship_wall_discount_is_marked_used_once_taken():
    """en:874: once per round the wall's owner receives a 3 gold discount on a ship; the round's
    flags show it used."""
    game = accept_game({"greg": {"gold": 20, "buildings": ["moenia-ship"]}})
    assert p(game, "greg")["round"]["ship_discount_used"] is False
    game.apply("greg: buy-ship medium")
    assert p(game, "greg")["gold"] == 20 - (9 - 3)
    assert p(game, "greg")["round"]["ship_discount_used"] is True


def test_ship_bought_without_the_wall_uses_no_discount():
    """en:279, en:874: without the ship wall a ship costs its full price, and no wall discount is
    marked used."""
    game = accept_game({"greg": {"gold": 20}})
    game.apply("greg: buy-ship medium")
    assert p(game, "greg")["gold"] == 11
    assert p(game, "greg")["round"]["ship_discount_used"] is False


def test_ship_wall_discount_may_make_a_cheap_ship_free(tmp_path: Path):
    """en:874: the ship wall takes 3 gold off a ship's price.  Unlike the market wall (en:872: 'cannot
    bring the price below 1 gold') it has no floor of 1, so with a manifest whose Small Ship costs 3
    the owner pays nothing."""
    raw = yaml.safe_load(DEFAULT_MANIFEST.read_text(encoding="utf-8"))
    raw["ships"] = [{**s, "cost": 3} if s["id"] == "small" else s for s in raw["ships"]]
    path = tmp_path / "manifest.yaml"
    path.write_text(yaml.safe_dump(raw), encoding="utf-8")
    game = Game.new(
        ["greg", "jen"],
        seed=3,
        components=str(path),
        setup={"round": 2, "phase": "accept", "players": {"greg": {"gold": 5, "buildings": ["moenia-ship"]}}},
    )
    game.apply("greg: buy-ship small")
    assert p(game, "greg")["gold"] == 5
    assert len(p(game, "greg")["ships"]) == 2
