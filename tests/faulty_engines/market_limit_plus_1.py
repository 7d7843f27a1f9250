"""Faulty: the market lets every player trade one good more of each type a round than
the Current Market's limit (market.limit, en:509, en:517-519)."""

import common

from constantinopolis.core.components import MarketCard

reference_limit = MarketCard.limit
MarketCard.limit = lambda self, good: reference_limit(self, good) + 1  # type: ignore[method-assign]
common.run()
