"""What a phase module gives the game: plans, checks, candidate makers.

Every action has one *check*, ``check(table, player, action) -> Plan``.  It tests every
rule, raising :class:`~constantinopolis.errors.RuleViolation` (naming the rule) or
:class:`~constantinopolis.errors.InvalidAction`, and changes nothing.  What it returns is
a *plan*: a small record of what the action will do, the price worked out and what
moves where, whose ``carry_out`` does exactly that and checks nothing again.
``Game.apply`` runs the check and carries the plan out; ``Game.check`` and
``Game.legal_actions`` run the check alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any, Protocol, overload

from ..actions import Action
from ..state import Player
from ..table import Table


class Plan(Protocol):
    def carry_out(self, t: Table) -> None:
        """Do what the check found allowed."""


Check = Callable[[Table, Player, Any], Plan]
Candidates = Callable[[], Sequence[Action]]


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
