"""Faulty: the Mensae pays its extra gold once per sale, not for each good sold (market.mensae, en:847)."""

from dataclasses import dataclass
from typing import Any

import common

from constantinopolis.core.actions import Sell
from constantinopolis.core.phases import construction
from constantinopolis.core.phases.plan import Check, Plan
from constantinopolis.core.table import Checker, Table


@dataclass(frozen=True)
class OneExtraGold:
    reference: construction.MarketSalePlan

    def carry_out(self, t: Table) -> None:
        self.reference.carry_out(t)
        self.reference.player.gold -= self.reference.count - 1  # 1 extra gold for the sale, not 1 a good


def once_per_sale(reference: Check) -> Check:
    def check(t: Table, p: Any, a: Any, ck: Checker) -> Plan:
        plan = reference(t, p, a, ck)
        assert isinstance(plan, construction.MarketSalePlan)
        return OneExtraGold(plan) if plan.mensae else plan

    return check


common.patch_check(Sell, once_per_sale)
common.run()
