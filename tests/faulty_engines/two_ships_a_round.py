"""Faulty: a player may buy more than one ship a round (ships.buy, en:645-647)."""

from typing import Any

import common

from constantinopolis import game

reference_checks = game._ship_checks


def ship_checks(g: game.Game, p: Any, size: str) -> None:
    """The reference checks, as if this player had bought no ship this round yet."""
    bought, p.flags.ship_bought = p.flags.ship_bought, False
    try:
        reference_checks(g, p, size)
    finally:
        p.flags.ship_bought = bought


game._ship_checks = ship_checks
common.run()
