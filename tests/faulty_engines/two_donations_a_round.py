"""Faulty: a player may donate more than once a round (donate.one-per-round, en:657)."""

from typing import Any

import common

from constantinopolis.core.actions import Donate
from constantinopolis.core.phases.plan import Check, Plan
from constantinopolis.core.table import Checker, Table


def donates_again(reference: Check) -> Check:
    def check(t: Table, p: Any, a: Any, ck: Checker) -> Plan:
        donated, p.flags.donated = p.flags.donated, False  # as if he had not donated yet
        try:
            return reference(t, p, a, ck)  # carried out, the plan sets the flag again, as the reference does
        finally:
            p.flags.donated = donated

    return check


common.patch_check(Donate, donates_again)
common.run()
