"""What several phases share: entering a phase, and the multisets of a player's goods."""

from __future__ import annotations

from itertools import combinations_with_replacement

from ..state import Phase, Player
from ..table import Table


def enter_phase(t: Table, phase: Phase) -> None:
    """Start ``phase``: turn order fixed now (en:213), nobody done yet."""
    s = t.state
    s.phase = phase
    s.turn = 0
    s.order = t.turn_order()
    for p in s.players:
        p.done = False


def everyone_done(t: Table) -> bool:
    """Whether every player has finished the phase played by everyone at once (asked after each action)."""
    for p in t.state.players:
        if not p.done:
            return False
    return True


def multiset(items: tuple[str, ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for g in items:
        out[g] = out.get(g, 0) + 1
    return out


def goods_subsets(p: Player, size: int, exact: bool = False) -> list[tuple[str, ...]]:
    """Multisets of the player's goods of at most ``size`` goods (exactly ``size`` with ``exact``)."""
    kinds = sorted(p.goods)
    found: list[tuple[str, ...]] = []
    goods = p.goods
    for k in range(size if exact else 0, min(size, p.goods_count()) + 1):
        if k <= 1:  # nothing, or one good of a kind he holds: the combinations below, without trying them
            found += [()] if k == 0 else [(g,) for g in kinds if goods[g] >= 1]
            continue
        for combo in combinations_with_replacement(kinds, k):
            if all(combo.count(g) <= goods[g] for g in kinds):
                found.append(combo)
    return found
