"""What a phase module gives the game: plans, checks, candidate makers.

Every action has one *check*, ``check(table, player, action, checker) -> Plan``.  It tests
every rule, raising :class:`~constantinopolis.core.errors.RuleViolation` (naming the rule) or
:class:`~constantinopolis.core.errors.InvalidAction`, and writes nothing: not the state, not the
trace, not the held conditions.  What it returns is a *plan*: a small record of what the
action will do, the price worked out and what moves where, whose ``carry_out`` does exactly
that and checks nothing again.  What the check noted on its
:class:`~constantinopolis.core.table.Checker` (the rules that take effect, the conditions that
held, noted only in a traced game) travels with the plan (:class:`Noted`), and carrying it
out records them.  ``Game.apply`` runs the check and carries the plan out; ``Game.check``
and ``Game.legal_actions`` run the check alone, and so record nothing.

Names: a plan class is named for what it carries out, with the suffix ``Plan``
(``UseCommercialPlan``, ``PurchasePlan``, ``DonePlan``), so that no plan has the name of an action
class (:mod:`constantinopolis.core.actions`, which the phase modules import as ``A``: ``A.UseCommercial``);
its check is a function ``check_...`` (``check_use``), and a pending decision is ``<What>Decision``
(``PreemptDecision``).  ``tests/test_architecture.py`` holds every phase module to it.

:class:`PhaseModule` is the contract of a phase module: the names :mod:`constantinopolis.core.phases`
reads from each, with their types.  A module satisfies a Protocol structurally, so mypy checks
every phase module against it where the round lists them (``phases.PHASES``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, overload

from ..actions import Action
from ..state import Player
from ..table import Checker, Table


class Plan(Protocol):
    def carry_out(self, t: Table) -> None:
        """Do what the check found allowed."""


Check = Callable[[Table, Player, Any, Checker], Plan]


@dataclass
class Noted:
    """A plan with what its check noted (a traced game): carried out, it records the rules that take
    effect and the conditions that held (:meth:`.table.Table.record`), then carries the plan out."""

    plan: Plan
    rules: list[str]
    held: list[tuple[str, str]]

    def carry_out(self, t: Table) -> None:
        t.record(self.rules, self.held)
        self.plan.carry_out(t)


Candidates = Callable[[], Sequence[Action]]
#: A function listing the legal actions of one verb (possibly none) of a player: random play calls only those
#: of the verbs it draws, and of a long list (:class:`LazyActions`) makes only the action it draws.
LegalActions = Callable[[Table, Player], Sequence[Action]]


class PhaseModule(Protocol):
    """What each phase module of the round gives :mod:`constantinopolis.core.phases` (docs/engine.md).

    A phase where nobody acts (Move Ships, Produce) has no verbs, no checks and no candidates:
    its ``VERBS`` and ``CHECKS`` are empty and its ``candidates`` returns ``{}``."""

    #: The verbs a player may use in the phase (the gate refuses any other: turn.wrong-phase).
    VERBS: frozenset[str]
    #: The check of each kind of action the phase's rules decide.
    CHECKS: dict[type[Action], Check]

    def begin(self, t: Table) -> None:
        """Enter the phase (the turn order is fixed then, en:213)."""

    def run(self, t: Table) -> bool:
        """The phase's automatic steps; True when the phase is over."""

    def candidates(self, t: Table, p: Player) -> dict[str, Candidates]:
        """For each verb ``p`` might use now, a function listing the actions worth checking."""

    def legal(self, t: Table) -> Mapping[str, LegalActions]:
        """For each verb of the phase now, a function listing the legal actions of a player who may act, generated
        from the state without trying candidates through the checks, possibly none (the table and the player
        are passed to it); a Bid or Raise at its least amount stands for every amount up to his gold.  The
        checks stay the authority: tests/test_legal_generation.py keeps the two equal over random positions of
        every edition."""


class LazyActions(Sequence[Action]):
    """``size`` candidate actions, the ``i``-th made by ``make(i)`` only when it is asked for.

    Random play draws a few candidates of a long list (every count of every good at the
    market); this makes only those it draws."""

    __slots__ = ("make", "size")

    def __init__(self, size: int, make: Callable[[int], Action]) -> None:
        self.size = size
        self.make = make

    def __len__(self) -> int:
        return self.size

    @overload
    def __getitem__(self, i: int) -> Action: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Action]: ...
    def __getitem__(self, i: int | slice) -> Action | Sequence[Action]:
        if isinstance(i, slice):
            return [self.make(k) for k in range(self.size)[i]]
        if not -self.size <= i < self.size:
            raise IndexError(i)
        return self.make(i % self.size)

    def __iter__(self) -> Iterator[Action]:
        return (self.make(k) for k in range(self.size))
