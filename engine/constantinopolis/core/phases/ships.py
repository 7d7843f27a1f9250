"""Phase 2, Move Ships/Fulfill Contracts (en:261-368): ships at sea advance one space.

A ship on the Short Voyage space (#1) reaches the Harbour: its contracts are fulfilled,
their gold and FP paid, and the ship is empty again (contracts.fulfil, en:364-368).  A
ship on the Long Voyage space (#2) moves to #1.  The phase is skipped in the first round
(ships.move, en:265, en:344).
"""

from __future__ import annotations

from .. import actions as A
from ..state import Phase, Player, Ship
from ..table import Table
from .common import enter_phase, no_candidates, no_legal_actions
from .plan import Check

#: Nobody acts in this phase: no verbs, no checks, no candidates (the contract: :class:`.plan.PhaseModule`).
VERBS: frozenset[str] = frozenset()
CHECKS: dict[type[A.Action], Check] = {}


candidates = no_candidates
legal = no_legal_actions


def begin(t: Table) -> None:
    enter_phase(t, Phase.MOVE_SHIPS)
    if t.state.round == 1:
        t.log("skipped in the first round (en:265)")


def run(t: Table) -> bool:
    """ships.move (en:265, en:344); nobody decides anything here."""
    if t.state.round == 1:
        return True
    t.rule("ships.move")
    for p in t.state.players:
        for ship in p.ships:
            if ship.position == 1:
                arrive(t, p, ship)
            elif ship.position == 2:
                ship.position = 1
    return True


def arrive(t: Table, p: Player, ship: Ship) -> None:
    """contracts.fulfil (en:364-368): the contracts pay their gold and FP; the ship is empty in the Harbour."""
    for cid in ship.contracts:
        k = t.contract(cid)
        p.gold += k.gold
        p.fp += k.fp
        t.rule("contracts.fulfil")
        t.state.discard.append(cid)
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{p.name}'s {ship.id} fulfils {cid}: +{k.gold} gold, +{k.fp} FP")
    ship.contracts = []
    ship.cargo = {}
    ship.position = 0
