"""What several phases share: entering a phase, and the multisets of a player's goods."""

from __future__ import annotations

from collections.abc import Mapping

from .. import actions as A
from ..state import Phase, Player
from ..table import Table
from .plan import Candidates, LegalActions


def enter_phase(t: Table, phase: Phase) -> None:
    """Start ``phase``: turn order fixed now (en:213), nobody done yet."""
    s = t.state
    s.phase = phase
    s.turn = 0
    s.order = t.turn_order()
    for p in s.players:
        p.done = False


def no_candidates(t: Table, p: Player) -> dict[str, Candidates]:
    """The candidates of a phase in which nobody acts (Production, Move Ships): none."""
    return {}


def no_legal_actions(t: Table) -> Mapping[str, LegalActions]:
    """The legal actions of a phase in which nobody acts (Production, Move Ships): none."""
    return {}


def legal_done(t: Table, p: Player) -> list[A.Action]:
    """``p``'s 'done', which needs nothing (legal actions are listed only for a player who may act); the action
    made once a game (``Table.actions_made``, a third of a random game's actions are a 'done')."""
    made = t.actions_made
    key = (A.Done, p.name)
    a = made.get(key)
    if a is None:
        a = made[key] = A.Done(p.name)
    return [a]


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
    """Multisets of the player's goods of at most ``size`` goods (exactly ``size`` with ``exact``), by size, each
    size in the order of ``itertools.combinations_with_replacement`` over the sorted kinds."""
    kinds = sorted(p.goods)
    found: list[tuple[str, ...]] = []
    for k in range(size if exact else 0, min(size, p.goods_count()) + 1):
        found += _multisets(kinds, p.goods, k, 0)
    return found


def _multisets(kinds: list[str], goods: dict[str, int], k: int, start: int) -> list[tuple[str, ...]]:
    """The multisets of ``k`` goods of ``kinds[start:]`` within what he holds (``goods``), made without trying
    the combinations that exceed it: the most of the first kind first, the order of the sorted tuples."""
    if k == 0:
        return [()]
    out: list[tuple[str, ...]] = []
    for i in range(start, len(kinds)):
        g = kinds[i]
        for n in range(min(k, goods[g]), 0, -1):
            if n == k:
                out.append((g,) * n)
            else:
                out += [(g,) * n + rest for rest in _multisets(kinds, goods, k - n, i + 1)]
    return out
