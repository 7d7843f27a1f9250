"""Phase 3, Production (en:370-378): every Production Building makes its goods."""

from __future__ import annotations

from .. import actions as A
from ..state import Phase
from ..table import Table
from .common import enter_phase, no_candidates, no_legal_actions
from .plan import Check

#: Nobody acts in this phase: no verbs, no checks, no candidates (the contract: :class:`.plan.PhaseModule`).
VERBS: frozenset[str] = frozenset()
CHECKS: dict[type[A.Action], Check] = {}


candidates = no_candidates
legal = no_legal_actions


def begin(t: Table) -> None:
    enter_phase(t, Phase.PRODUCE)


def run(t: Table) -> bool:
    """produce.goods (en:374-376), from a supply that never runs out (goods.unlimited-supply, en:378)."""
    for p in t.state.players:
        made: dict[str, int] = {}
        for b in p.buildings:
            for g, n in t.components.buildings[b].produces.items():
                made[g] = made.get(g, 0) + n
        t.add_goods(p, made)
        t.rule("produce.goods")
        t.rule("goods.unlimited-supply")
        p.flags.producible_at_start = t.producible(p, t.rule)
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{p.name} produces {A.format_goods(A.goods_tuple(made))}")
    return True
