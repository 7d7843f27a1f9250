"""The early empty lists of the legal actions (issue 22, point 6, third pass) at their boundary.

``_legal_buys`` lists no buy when the player's gold is below the least unit price of the Current Market
(with or without the market wall's discount), and ``_legal_ships`` no ship below the least ship price less
the ship wall's discount.  Here the generated lists equal the checked ones with the gold at that bound and
one below, on every market card, with and without the wall, in the Accept Contracts phase; below it the checks
refuse every buy; at the ship bound, with the ship wall, a ship is bought.
"""

from __future__ import annotations

import pytest

from constantinopolis import Game
from constantinopolis.core import phases
from constantinopolis.core.components import default_components
from constantinopolis.core.phases.accept import _least_ship_price
from constantinopolis.core.phases.construction import _least_unit

MARKETS = sorted(default_components().markets)


def accept_game(market: str, gold: int, wall: str | None) -> Game:
    buildings = ["ager"] + ([wall] if wall else [])
    setup = {
        "phase": "accept",
        "market": {"current": market},
        "players": {"p1": {"gold": gold, "buildings": buildings}, "p2": {"gold": 30}},
    }
    game = Game.new(["p1", "p2"], seed=1, setup=setup)
    game.record_log = False
    return game


@pytest.mark.parametrize("wall", [None, "moenia-market"])
@pytest.mark.parametrize("market", MARKETS)
def test_buys_at_the_least_unit_price_and_below(market: str, wall: str | None) -> None:
    least = _least_unit(default_components().markets[market])
    for gold in (least - 1, least):
        if gold < 0:
            continue
        game = accept_game(market, gold, wall)
        p = game.by_name["p1"]
        assert phases.legal_actions(game, p) == phases.checked(game, p), (market, wall, gold)
        if gold < least:  # what the early exit rests on, asked of the checks alone
            assert "buy" not in phases.checked(game, p), (market, wall, gold)


@pytest.mark.parametrize("wall", [None, "moenia-ship"])
def test_ship_buys_at_the_least_ship_price_and_below(wall: str | None) -> None:
    least = _least_ship_price(default_components())
    for gold in (least - 1, least, least + 3):
        if gold < 0:
            continue
        game = accept_game(MARKETS[0], gold, wall)
        p = game.by_name["p1"]
        assert phases.legal_actions(game, p) == phases.checked(game, p), (wall, gold)
    game = accept_game(MARKETS[0], least, "moenia-ship")  # the bound is met with the ship wall's discount
    assert phases.checked(game, game.by_name["p1"]).get("buy-ship")
