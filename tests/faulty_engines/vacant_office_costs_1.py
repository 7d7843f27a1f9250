"""Faulty: a vacant office costs 1 gold instead of 2 (auction.vacant-office-costs-2, en:227)."""

import common

from constantinopolis.core.phases import auction

auction.VACANT_OFFICE_COST = 1
common.run()
