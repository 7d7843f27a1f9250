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

from collections.abc import Callable
from typing import Any, Protocol

from ..actions import Action
from ..state import Player
from ..table import Table


class Plan(Protocol):
    def carry_out(self, t: Table) -> None:
        """Do what the check found allowed."""


Check = Callable[[Table, Player, Any], Plan]
Candidates = Callable[[], list[Action]]
