"""The rules of Constantinopolis, one module per phase of the round, in the rulebook's order.

============================  ===================================================
module                        the rulebook
============================  ===================================================
:mod:`.auction`               1. Auction Public Office (en:209-259)
:mod:`.ships`                 2. Move Ships/Fulfill Contracts (en:261-368)
:mod:`.production`            3. Produce Goods (en:370-378)
:mod:`.construction`          4. Construct Buildings, the market, Commercial Buildings, walls (en:380-549)
:mod:`.draw`                  5. Draw Contracts (en:551-579)
:mod:`.accept`                6. Accept Contracts (en:581-647)
:mod:`.donations`             7. Donate Goods (en:649-667)
:mod:`.end_of_round`          8. End of Round (en:669-711)
:mod:`.scoring`               Winning the Game (en:713-756)
============================  ===================================================

Each phase module has ``begin`` (enter the phase) and ``run`` (its automatic steps; True
when the phase is over), and, where players act, its ``VERBS``, ``candidates`` and
``CHECKS`` (one check per kind of action, returning a plan: :mod:`.plan`).  This module
ties them together: :func:`advance` runs the automatic steps until someone must decide,
:func:`gate` decides whether this player may use this kind of action now, and
:func:`check` finds the plan of an action.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from .. import actions as A
from ..components import GOODS
from ..errors import InvalidAction
from ..state import (
    SIMULTANEOUS_PHASES,
    ChooseGoodDecision,
    Phase,
    Player,
    PreemptDecision,
    ShipClaimDecision,
)
from ..table import Table, violation
from . import accept, auction, construction, donations, draw, end_of_round, production, ships
from .plan import Candidates, Check, Plan

#: The phases of a round in order, each with the module that plays it.
ROUND: tuple[tuple[Phase, ModuleType], ...] = (
    (Phase.AUCTION, auction),
    (Phase.MOVE_SHIPS, ships),
    (Phase.PRODUCE, production),
    (Phase.CONSTRUCT, construction),
    (Phase.DRAW, draw),
    (Phase.ACCEPT, accept),
    (Phase.DONATE, donations),
    (Phase.END_OF_ROUND, end_of_round),
)
MODULE = dict(ROUND)
NEXT = {phase: ROUND[(i + 1) % len(ROUND)][1] for i, (phase, _) in enumerate(ROUND)}

#: The verbs a player may use in each phase where players act.
VERBS: dict[Phase, frozenset[str]] = {phase: m.VERBS for phase, m in ROUND if hasattr(m, "VERBS")}

#: The verbs that answer each kind of pending decision (turn.pending-decision, en:229, en:473-477, en:645).
# what each pending decision is called in messages
DECISION_NAMES: dict[str, str] = {
    "pp-good": "choice of a good",
    "preempt": "preemption",
    "ship-claim": "claim of the last ship",
}
DECISION_VERBS: dict[str, frozenset[str]] = {
    "pp-good": frozenset({"good"}),
    "preempt": frozenset({"preempt", "decline"}),
    "ship-claim": frozenset({"claim-ship", "decline"}),
}


# ------------------------------------------------------------------ the flow of the round
def start(t: Table) -> None:
    """Start play in the phase the state is in: a new game, or a situation set up in any phase, whose
    turn order the set-up has fixed (``setup._start_phase``)."""
    s = t.s
    if s.phase == Phase.AUCTION and s.auction is None:
        auction.begin(t)
    advance(t)


def advance(t: Table) -> None:
    """Run automatic steps until someone has a decision to make, or the game is over.

    ``t.phase_observer``, when set, is told (the phase left, the phase entered) just before the next
    phase begins."""
    s = t.s
    while s.phase != Phase.GAME_OVER and s.pending is None:
        if not MODULE[s.phase].run(t):
            return
        if t.phase_observer is not None:
            t.phase_observer(s.phase, next(phase for phase, module in ROUND if module is NEXT[s.phase]))
        NEXT[s.phase].begin(t)


# ------------------------------------------------------------------ who may act
def gate(t: Table, a: A.Action) -> Player:
    """The player of ``a``, if the phase, the turn and any pending decision let him use this kind of
    action now; else the refusal (game.over, the rule that kept a decision from him, turn.pending-decision,
    turn.wrong-phase, turn.already-done, market.active-player, turn.not-your-turn), in that order."""
    s = t.s
    if a.player not in t.by_name:
        raise InvalidAction(f"unknown player {a.player!r}; players: {', '.join(t.by_name)}")
    p = t.by_name[a.player]
    if s.phase == Phase.GAME_OVER:
        raise violation("game.over", "the game has ended")
    verb = a.verb
    for kept in s.not_offered:  # a decision the last action did not offer him: the rule that kept it from him
        if a.player == kept.player and verb in DECISION_VERBS[kept.kind]:
            raise violation(kept.rule, f"{p.name} is not offered the {DECISION_NAMES[kept.kind]}: {kept.reason}")
    if s.pending:
        kind = s.pending.kind
        responder = s.pending.responder
        allowed = DECISION_VERBS[kind]
        if kind == "preempt" and t.o.consul_may_raise_gold_to_preempt:
            allowed = allowed | {"use", "wall-sale"}
        if a.player != responder or verb not in allowed:
            raise violation(
                "turn.pending-decision",
                f"{responder} must first decide on the {DECISION_NAMES[kind]} ({' / '.join(sorted(allowed))})",
            )
        return p
    if verb not in VERBS.get(s.phase, frozenset()):
        raise violation("turn.wrong-phase", f"'{verb}' is not possible in the {s.phase.value} phase")
    if s.phase in SIMULTANEOUS_PHASES:
        if p.done:
            raise violation("turn.already-done", f"{p.name} has already finished the {s.phase.value} phase")
    elif a.player not in t.actors():
        if s.phase == Phase.CONSTRUCT and verb in construction.MARKET_VERBS:
            who = ", ".join(t.actors())
            raise violation("market.active-player", f"only the active player ({who}) trades now")
        raise violation("turn.not-your-turn", f"it is {', '.join(t.actors()) or 'nobody'}'s turn, not {a.player}'s")
    return p


# ------------------------------------------------------------------ actions every phase shares
@dataclass(frozen=True)
class Done:
    player: Player

    def carry_out(self, t: Table) -> None:
        if t.s.phase == Phase.CONSTRUCT:
            t.s.turn += 1  # the next player in turn order (en:382)
        else:
            self.player.done = True


def check_done(t: Table, p: Player, a: A.Done) -> Done:
    """A player ends his turn (Construct) or his part in a phase played by everyone at once."""
    if t.trace is not None:
        if t.s.phase in SIMULTANEOUS_PHASES:
            t.held("turn.already-done", f"{p.name} has not yet finished the {t.s.phase.value} phase")
        else:
            t.held("turn.not-your-turn", f"it is {p.name}'s turn")
    return Done(p)


def check_decline(t: Table, p: Player, a: A.Decline) -> Plan:
    """The answer "no" to the pending decision: the Consul's preemption, or a claim of the last ship."""
    if t.trace is not None and t.s.pending is not None:
        t.held(
            "turn.pending-decision", f"{p.name} is to decide on the {DECISION_NAMES[t.s.pending.kind]}, and declines"
        )
    if isinstance(t.s.pending, ShipClaimDecision):
        return accept.check_decline_claim(t, p, a)
    return construction.check_decline_preemption(t, p, a)


CHECKS: dict[type[A.Action], Check] = {
    **auction.CHECKS,
    **construction.CHECKS,
    **draw.CHECKS,
    **accept.CHECKS,
    **donations.CHECKS,
    **end_of_round.CHECKS,
    A.Done: check_done,
    A.Decline: check_decline,
}


def check(t: Table, p: Player, a: A.Action) -> Plan:
    """The plan of ``a`` by ``p`` (who has passed :func:`gate`), or the refusal of its own rules."""
    return CHECKS[type(a)](t, p, a)


# ------------------------------------------------------------------ candidate actions
def candidates(t: Table, p: Player) -> dict[str, Candidates]:
    """For each verb ``p`` might use now, a function listing its candidate actions.

    Only cheap necessary conditions filter here; the checks decide.  A Bid or Raise
    candidate stands for every amount from it up to the player's gold.  Lazy per verb so
    that random play only builds what it tries.
    """
    s = t.s
    n = p.name
    pending = s.pending
    if isinstance(pending, ChooseGoodDecision):
        return {"good": lambda: [A.ChooseGood(n, g) for g in GOODS]}
    if isinstance(pending, PreemptDecision):
        return {
            "preempt": lambda: [A.Preempt(n)],
            "decline": lambda: [A.Decline(n)],
            "use": lambda: construction.commercial_candidates(t, p),
            "wall-sale": lambda: construction.sale_candidates(t, p),
        }
    if isinstance(pending, ShipClaimDecision):
        return {"claim-ship": lambda: [A.ClaimShip(n)], "decline": lambda: [A.Decline(n)]}
    module: Any = MODULE.get(s.phase)
    make: Callable[[Table, Player], dict[str, Candidates]] | None = getattr(module, "candidates", None)
    return make(t, p) if make else {}


__all__ = ["CHECKS", "DECISION_VERBS", "ROUND", "VERBS", "advance", "candidates", "check", "gate", "start"]
