"""Faulty: the game ends at once when the Future Market pile empties for the second time, without
its final round (game.end-market, en:685, en:718: one full final round is played)."""

import common

from constantinopolis.core.phases import end_of_round
from constantinopolis.core.phases.scoring import score
from constantinopolis.core.state import Phase
from constantinopolis.core.table import Table

reference_change_markets = end_of_round.change_markets


def change_markets(t: Table) -> None:
    """The reference change of markets; then, if the Future pile has just emptied for the second time,
    the game is scored at once instead of after one more round."""
    s = t.state
    reference_change_markets(t)
    if s.phase != Phase.GAME_OVER and not s.market_future and s.market_exhaustions >= 2:
        s.ends_after_round = "market"
        t.rule("game.end-market")
        t.rule("end.no-discard-final")
        score(t)


end_of_round.change_markets = change_markets
common.run()
