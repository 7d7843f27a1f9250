"""Faulty: every Trading Post a player owns gives him an extra draw, also one that is saving a
contract (draw.trading-posts, en:573, en:639: one for each unused Trading Post)."""

from collections.abc import Callable

import common

from constantinopolis.core.phases import draw
from constantinopolis.core.state import Player
from constantinopolis.core.table import Table, ignore

reference_allowance = draw.allowance


def allowance(t: Table, p: Player, note: Callable[[str], None] = ignore) -> tuple[int, int]:
    """The reference allowance, with one optional draw more for each post saving a contract."""
    must, may = reference_allowance(t, p, note)
    return must, may + len(p.saved)


draw.allowance = allowance
common.run()
