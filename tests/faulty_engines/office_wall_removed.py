"""Faulty: the office-protection wall protects nothing; every bid and raise needs only +1
(auction.wall-raise-3, en:873; the French preset's reading of fr:491, a bid of at least 3)."""

import common

from constantinopolis.core.phases import auction

auction.min_bid = lambda t, office, standing: standing + 1
common.run()
