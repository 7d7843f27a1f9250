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

Each phase module has ``begin`` (enter the phase), ``run`` (its automatic steps; True
when the phase is over), ``VERBS``, ``candidates`` and ``CHECKS`` (one check per kind of
action, returning a plan), empty where nobody acts: the typed contract
:class:`.plan.PhaseModule`, which mypy checks each module of :data:`PHASES` against.  This module
ties them together: :func:`advance` runs the automatic steps until someone must decide,
:func:`gate` decides whether this player may use this kind of action now, and
:func:`check` finds the plan of an action.  A pending decision is a stage with its own moves:
one class per kind (:class:`~constantinopolis.core.state.Decision`, in the phase module that asks
for it), through which the gate, :func:`candidates` and :func:`check_decline` handle any kind.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

from .. import actions as A
from ..errors import InvalidAction, RuleViolation
from ..state import SIMULTANEOUS_PHASES, Decision, Phase, Player
from ..table import UNTRACED, Checker, Table, violation
from . import accept, auction, construction, donations, draw, end_of_round, production, ships
from .plan import Candidates, Check, LegalActions, Noted, PhaseModule, Plan

#: The phases of a round in order (en:194-205), each with the module that plays it: each module is
#: checked against the contract :class:`.plan.PhaseModule` here (by mypy).
PHASES: dict[Phase, PhaseModule] = {
    Phase.AUCTION: auction,
    Phase.MOVE_SHIPS: ships,
    Phase.PRODUCE: production,
    Phase.CONSTRUCT: construction,
    Phase.DRAW: draw,
    Phase.ACCEPT: accept,
    Phase.DONATE: donations,
    Phase.END_OF_ROUND: end_of_round,
}
_GAME_OVER = Phase.GAME_OVER  # a name of the module is read faster than an Enum member
#: The phases of a round in order.
ROUND: tuple[Phase, ...] = tuple(PHASES)
#: The phase that follows each phase (after End of Round, the next round's Auction).
NEXT: dict[Phase, Phase] = {phase: ROUND[(i + 1) % len(ROUND)] for i, phase in enumerate(ROUND)}

#: The verbs of each phase of the round (none in Move Ships and Produce, which no player plays).
VERBS: dict[Phase, frozenset[str]] = {phase: m.VERBS for phase, m in PHASES.items()}

# ------------------------------------------------------------------ the pending decisions
#: Each kind of pending decision: its ``kind`` to its class (:class:`~constantinopolis.core.state.Decision`),
#: which the phase module whose rules ask for it defines (turn.pending-decision, en:229, en:473-477, en:645).
DECISIONS: Mapping[str, type[Decision]] = Decision.KINDS

_T = TypeVar("_T")


class _ByKind(Mapping[str, _T], Generic[_T]):
    """One attribute of each kind of decision, by kind, read from the classes as they are now."""

    def __init__(self, read: Callable[[type[Decision]], _T]) -> None:
        self._read = read

    def __getitem__(self, kind: str) -> _T:
        return self._read(DECISIONS[kind])

    def __iter__(self) -> Iterator[str]:
        return iter(DECISIONS)

    def __len__(self) -> int:
        return len(DECISIONS)

    def __repr__(self) -> str:
        return repr(dict(self))


#: What each kind of pending decision is called in messages (``Decision.title``).
DECISION_NAMES: Mapping[str, str] = _ByKind(lambda d: d.title)
#: The verbs that answer each kind of pending decision (``Decision.VERBS``).
DECISION_VERBS: Mapping[str, frozenset[str]] = _ByKind(lambda d: d.VERBS)


# ------------------------------------------------------------------ the flow of the round
def start(t: Table) -> None:
    """Start play in the phase the state is in: a new game, or a situation set up in any phase, whose
    turn order the set-up has fixed (``setup._start_phase``)."""
    s = t.state
    if s.phase == Phase.AUCTION and s.auction is None:
        auction.begin(t)
    advance(t)


def advance(t: Table) -> None:
    """Run automatic steps until someone has a decision to make, or the game is over.

    ``t.phase_observer``, when set, is told (the phase left, the phase entered) just before the next
    phase begins."""
    s = t.state
    while s.phase != _GAME_OVER and s.pending is None:
        if not PHASES[s.phase].run(t):
            return
        following = NEXT[s.phase]
        if t.phase_observer is not None:
            t.phase_observer(s.phase, following)
        PHASES[following].begin(t)


# ------------------------------------------------------------------ who may act
def gate(t: Table, a: A.Action) -> Player:
    """The player of ``a``, if the phase, the turn and any pending decision let him use this kind of
    action now; else the refusal (game.over, the rule that kept a decision from him, turn.pending-decision,
    turn.wrong-phase or wall.when, turn.already-done, market.active-player or wall.when, turn.not-your-turn), in
    that order."""
    s = t.state
    if a.player not in t.by_name:
        raise InvalidAction(f"unknown player {a.player!r}; players: {', '.join(t.by_name)}")
    p = t.by_name[a.player]
    if s.phase == Phase.GAME_OVER:
        raise violation("game.over", "the game has ended")
    verb = a.verb
    for kept in s.not_offered:  # a decision the last action did not offer him: the rule that kept it from him
        if a.player == kept.player and verb in DECISIONS[kept.kind].VERBS:
            raise violation(kept.rule, f"{p.name} is not offered the {DECISION_NAMES[kept.kind]}: {kept.reason}")
    if s.pending:
        kind = s.pending.kind
        responder = s.pending.responder
        allowed = s.pending.verbs(t.options)  # those that answer it, and any the options let him use first
        if a.player != responder or verb not in allowed:
            raise violation(
                "turn.pending-decision",
                f"{responder} must first decide on the {DECISION_NAMES[kind]} ({' / '.join(sorted(allowed))})",
            )
        return p
    if verb not in VERBS[s.phase]:  # the game is not over (above): a phase of the round
        if verb in construction.WALL_VERBS:  # no book says when: the engine's convention, said as one
            raise violation("wall.when", f"the walls' '{verb}' is not used in the {s.phase.value} phase")
        raise violation("turn.wrong-phase", f"'{verb}' is not possible in the {s.phase.value} phase")
    if s.phase in SIMULTANEOUS_PHASES:
        if p.done:
            raise violation("turn.already-done", f"{p.name} has already finished the {s.phase.value} phase")
    elif a.player not in t.actors():
        # here one player acts (the one whose turn it is, or in an auction the active one or the one to answer a
        # contest): a game at rest waits for a player, or is over (refused above; a saved game in which nobody may
        # act is refused when loaded: saved.nobody_acts)
        who = t.actors()[0]
        if s.phase == Phase.CONSTRUCT and verb in construction.MARKET_VERBS:
            if verb in construction.WALL_VERBS:
                raise violation("wall.when", f"only the active player ({who}) uses a wall now")
            if verb == "use":
                raise violation(
                    "market.active-player", f"only the active player ({who}) uses a Commercial Building now"
                )
            raise violation("market.active-player", f"only the active player ({who}) trades now")
        raise violation("turn.not-your-turn", f"it is {who}'s turn, not {a.player}'s")
    return p


# ------------------------------------------------------------------ actions every phase shares
@dataclass
class DonePlan:
    player: Player

    def carry_out(self, t: Table) -> None:
        if t.state.phase == Phase.CONSTRUCT:
            t.state.turn += 1  # the next player in turn order (en:382)
        else:
            self.player.done = True


def check_done(t: Table, p: Player, a: A.Done, ck: Checker) -> DonePlan:
    """A player ends his turn (Construct) or his part in a phase played by everyone at once."""
    if ck.traced:
        if t.state.phase in SIMULTANEOUS_PHASES:
            ck.held("turn.already-done", f"{p.name} has not yet finished the {t.state.phase.value} phase")
        else:
            ck.held("turn.not-your-turn", f"it is {p.name}'s turn")
    return DonePlan(p)


def check_decline(t: Table, p: Player, a: A.Decline, ck: Checker) -> Plan:
    """The answer "no" to the pending decision (the gate lets it through only for a decision that
    ``decline`` answers): the decision's own check (:meth:`.state.Decision.check_decline`)."""
    pending = t.state.pending
    assert pending is not None  # 'decline' is in no phase's verbs: the gate lets it through only to answer one
    if ck.traced:
        ck.held("turn.pending-decision", f"{p.name} is to decide on the {DECISION_NAMES[pending.kind]}, and declines")
    return pending.check_decline(t, p, a)


def _checks() -> dict[type[A.Action], Check]:
    """Every phase module's checks, and those every phase shares; each kind of action has one check."""
    checks: dict[type[A.Action], Check] = {A.Done: check_done, A.Decline: check_decline}
    for m in PHASES.values():
        twice = checks.keys() & m.CHECKS.keys()
        assert not twice, twice  # checked by another phase too
        checks.update(m.CHECKS)
    return checks


#: The one check of each kind of action.
CHECKS: dict[type[A.Action], Check] = _checks()


def check(t: Table, p: Player, a: A.Action, ck: Checker | None = None) -> Plan:
    """The plan of ``a`` by ``p`` (who has passed :func:`gate`), or the refusal of its own rules.  The check
    writes nothing; in a traced game, what it noted travels with the plan (:class:`.plan.Noted`).  ``ck``:
    a traced checker of the caller's, to read what the check notes even when it refuses (``Game.noted``)."""
    if ck is None:
        if t.trace is None:
            return CHECKS[type(a)](t, p, a, UNTRACED)  # the fast path: nothing is noted
        ck = Checker(True)
    return Noted(CHECKS[type(a)](t, p, a, ck), ck.rules, ck.conditions)


# ------------------------------------------------------------------ candidate actions
def candidates(t: Table, p: Player) -> dict[str, Candidates]:
    """For each verb ``p`` might use now, a function listing its candidate actions.

    Only cheap necessary conditions filter here; the checks decide.  A Bid or Raise
    candidate stands for every amount from it up to the player's gold.  Lazy per verb so
    that random play only builds what it tries.
    """
    s = t.state
    if s.pending is not None:  # the decision's own moves
        return s.pending.candidates(t, p)
    module = PHASES.get(s.phase)  # none once the game is over
    return module.candidates(t, p) if module is not None else {}


# ------------------------------------------------------------------ legal actions
def legal(t: Table, p: Player, acting: bool = False) -> Mapping[str, LegalActions]:
    """For each verb ``p`` may use now, in the order of :func:`candidates`, a function listing his legal actions
    when called with ``t`` and ``p`` (a Bid or Raise at its least amount stands for every amount up to his
    gold), possibly none: random play makes only those of the verbs it draws.  :func:`legal_actions` lists them all.

    Generated from the state by the phase module (or the pending decision) without trying candidates
    through the checks: an optimisation, which tests/test_legal_generation.py keeps equal to :func:`checked`,
    the checks being the authority.  A decision without a generator is answered by :func:`checked`.
    ``acting``: the caller knows ``p`` is one of ``t.actors()`` (random play draws him from them), which is then
    not asked again."""
    s = t.state
    pending = s.pending
    if pending is not None:
        if p.name != pending.responder:
            return {}
        moves = pending.legal(t, p)
        if moves is None:
            return {verb: _listed(found) for verb, found in checked(t, p).items()}
    elif not acting and p.name not in t.actors():  # none at the game's end
        return {}
    else:
        moves = PHASES[s.phase].legal(t)
    if s.not_offered:  # the verbs of a decision the last action did not offer him (the gate)
        kept = [DECISIONS[k.kind].VERBS for k in s.not_offered if k.player == p.name]
        return {verb: found for verb, found in moves.items() if not any(verb in v for v in kept)}
    return moves


def _listed(found: list[A.Action]) -> LegalActions:
    return lambda t, p: found


def legal_actions(t: Table, p: Player) -> dict[str, list[A.Action]]:
    """:func:`legal`, each verb's list made; verbs with none are left out."""
    out: dict[str, list[A.Action]] = {}
    for verb, make in legal(t, p).items():
        found = make(t, p)
        if found:
            out[verb] = found if type(found) is list else list(found)
    return out


def checked(t: Table, p: Player) -> dict[str, list[A.Action]]:
    """For each verb, ``p``'s candidates (:func:`candidates`) that :func:`gate` and :func:`check` accept; verbs
    with none are left out.  What :func:`legal` must equal, found by trying every candidate."""
    out: dict[str, list[A.Action]] = {}
    for verb, make in candidates(t, p).items():
        options = make()
        if not options:
            continue
        try:
            gate(t, options[0])  # the same verb and player for all of them
        except RuleViolation:
            continue
        found = []
        for a in options:
            try:
                CHECKS[type(a)](t, p, a, UNTRACED)
            except RuleViolation:
                continue
            found.append(a)
        if found:
            out[verb] = found
    return out


__all__ = [
    "CHECKS",
    "DECISIONS",
    "DECISION_NAMES",
    "DECISION_VERBS",
    "NEXT",
    "PHASES",
    "ROUND",
    "VERBS",
    "advance",
    "candidates",
    "check",
    "checked",
    "gate",
    "legal",
    "legal_actions",
    "start",
]
