"""Tests written while triaging surviving mutants (list d2 of issue 8): the market checks of
phases.construction and the loading check of phases.accept."""

from __future__ import annotations

from dataclasses import replace

import pytest

from constantinopolis import RuleViolation
from constantinopolis.options import RuleOptions
from helpers_rules import contract, market, new_game, p

OFFICES = {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"}
# A market card of this test's own: limits and prices as (limit, buy, sell).
FORUM = market("forum-costantinum", {"alimentary": (2, 2, 1), "consumer": (2, 3, 2), "luxury": (1, 7, 5)})


def test_taberna_one_type_ignores_a_type_traded_zero_times():
    """en:511 (a player cannot buy a type he can produce), en:849 (the Taberna lets him), en:509
    (the Ledger tracks his market transactions), and the one-type reading (it:564, option
    taberna_scope): once he has *bought* a type he can produce this round, a second one is refused.
    A ledger entry of 0 Alimentary records no purchase, so greg (Ager: Alimentary; Textrinum:
    Consumer; Taberna) may still buy Consumer goods."""
    options = RuleOptions.edition("en").with_(taberna_scope="one-producible-type")
    setup = {
        "round": 2,
        "phase": "construct",
        "offices": OFFICES,
        "players": {
            "greg": {
                "gold": 20,
                "buildings": ["textrinum", "taberna"],
                "round": {"ledger": {"alimentary": 0}},
            }
        },
        "market": {"current": "forum-costantinum", "future": ["domus-regia"]},
    }
    game = new_game(setup, markets=[FORUM], options=options)  # type: ignore[arg-type]
    game.apply("greg: buy consumer 1")
    assert p(game, "greg")["goods"] == {"consumer": 1}
    assert p(game, "greg")["gold"] == 17


def test_a_slash_on_the_contract_is_refused_with_its_reason():
    """en:336: a '/' on a contract means a ship of that size cannot undertake it.  The refusal a
    judge reads names the contract, the '/' and the ship's size (a Small Ship given room for a
    passenger, as in tests/test_accept.py, so that accept.passengers does not refuse first)."""
    setup = {
        "round": 2,
        "phase": "accept",
        "offices": OFFICES,
        "players": {"greg": {"hand": ["pax-1"], "ships": ["small"]}},
    }
    game = new_game(setup, contracts=[contract("pax-1", passengers=1, gold=6)])
    game.c.ships["small"] = replace(game.c.ships["small"], passengers=1)
    ship = p(game, "greg")["ships"][0]["id"]
    with pytest.raises(RuleViolation) as info:
        game.apply(f"greg: load pax-1 {ship}")
    assert info.value.rule_id == "accept.no-voyage"
    assert info.value.message == "pax-1 has '/' for a small ship: a ship of that size cannot undertake it"
