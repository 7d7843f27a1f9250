"""Faulty: a building the Consul preempts counts as his building of its kind this round, so that he
may not buy another of that kind in his own turn (consul.preempt-not-counted, en:477, en:942-944:
it counts toward neither player's one-per-kind limit)."""

from dataclasses import dataclass
from typing import Any

import common

from constantinopolis.core.actions import Preempt
from constantinopolis.core.phases import construction
from constantinopolis.core.phases.plan import Check
from constantinopolis.core.table import Checker, Table


@dataclass(frozen=True)
class CountedPreemption:
    reference: construction.PreemptionPlan

    def carry_out(self, t: Table) -> None:
        self.reference.carry_out(t)
        self.reference.consul.flags.built_kinds.append(self.reference.building.kind)  # counted for the Consul


def counted(reference: Check) -> Check:
    def check(t: Table, p: Any, a: Any, ck: Checker) -> CountedPreemption:
        plan = reference(t, p, a, ck)
        assert isinstance(plan, construction.PreemptionPlan)
        return CountedPreemption(plan)

    return check


common.patch_check(Preempt, counted)
common.run()
