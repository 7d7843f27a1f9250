"""Faulty: a player may buy more than one ship a round (ships.buy, en:645-647)."""

from typing import Any

import common

from constantinopolis.core.phases import accept
from constantinopolis.core.table import Checker, Table

reference_checks = accept.check_ship_purchase


def ship_checks(t: Table, p: Any, size: str, ck: Checker) -> None:
    """The reference checks, as if this player had bought no ship this round yet."""
    bought, p.flags.ship_bought = p.flags.ship_bought, False
    try:
        reference_checks(t, p, size, ck)
    finally:
        p.flags.ship_bought = bought


accept.check_ship_purchase = ship_checks
common.run()
