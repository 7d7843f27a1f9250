"""Faulty: the loser of an office contest pays 2 gold for the office vacated by the player who took
his, as for any vacant office (auction.loser-takes-vacated-free, en:231: he takes it for free)."""

from typing import Any

import common

from constantinopolis.core.actions import Take
from constantinopolis.core.phases.plan import Check, Plan
from constantinopolis.core.table import Checker, Table


def pays_for_vacated(reference: Check) -> Check:
    def check(t: Table, p: Any, a: Any, ck: Checker) -> Plan:
        auction = t.state.auction
        assert auction is not None
        free, auction.free_office = auction.free_office, None  # as if no office had been vacated for him
        try:
            return reference(t, p, a, ck)  # carried out, the plan clears free_office, as the reference does
        finally:
            auction.free_office = free

    return check


common.patch_check(Take, pays_for_vacated)
common.run()
