"""Faulty: the Praefectus Pretorio may take a good of any type, not only one he can produce
(office.praefectus-pretorio-good, en:235, en:783)."""

from typing import Any

import common

from constantinopolis.core.actions import ChooseGood
from constantinopolis.core.phases import auction
from constantinopolis.core.phases.plan import Check, Plan
from constantinopolis.core.table import Checker, Table


def any_good(reference: Check) -> Check:
    def check(t: Table, p: Any, a: Any, ck: Checker) -> Plan:
        return auction.TakeGoodPlan(p, t.good(a.good))  # no check that he can produce it

    return check


common.patch_check(ChooseGood, any_good)
common.run()
