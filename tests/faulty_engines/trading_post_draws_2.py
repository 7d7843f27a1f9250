"""Faulty: a Trading Post bought with its draw draws 2 contracts instead of 1
(tradingpost.extra-draw, en:637)."""

from dataclasses import dataclass
from typing import Any

import common

from constantinopolis.core.actions import BuyTradingPost
from constantinopolis.core.phases.plan import Check, Plan
from constantinopolis.core.table import Checker, Table


@dataclass(frozen=True)
class DrawsOneMore:
    reference: Plan
    player: Any

    def carry_out(self, t: Table) -> None:
        self.reference.carry_out(t)
        t.draw_contracts(self.player, 1)  # one more than the rule allows


def draws_two(reference: Check) -> Check:
    def check(t: Table, p: Any, a: Any, ck: Checker) -> Plan:
        plan = reference(t, p, a, ck)
        return DrawsOneMore(plan, p) if a.draw else plan

    return check


common.patch_check(BuyTradingPost, draws_two)
common.run()
