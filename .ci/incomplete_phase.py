"""Must NOT type-check: .ci/run asserts that mypy --strict refuses a phase module that lacks part of the
phase contract (``constantinopolis.core.phases.plan.PhaseModule``; issue 22: "each phase module satisfies a
typed Protocol that a type checker verifies"; docs/engine.md)."""

from typing import ClassVar

from constantinopolis.core.phases.plan import PhaseModule
from constantinopolis.core.state import Phase
from constantinopolis.core.table import Table


class IncompletePhase:
    """A phase with verbs and checks but no ``candidates``, and a ``run`` that returns nothing."""

    VERBS: frozenset[str] = frozenset({"draw"})
    CHECKS: ClassVar[dict[type, object]] = {}

    @staticmethod
    def begin(t: Table) -> None:
        pass

    @staticmethod
    def run(t: Table) -> None:
        pass


PHASES: dict[Phase, PhaseModule] = {Phase.DRAW: IncompletePhase()}  # refused: not a PhaseModule
