"""Faulty: a tie on FP is broken by the most goods first, then the most gold (score.ties, en:730:
gold first, then goods)."""

from typing import Any

import common

from constantinopolis.core.phases import end_of_round
from constantinopolis.core.table import Table

reference_score = end_of_round.score


def score(t: Table) -> None:
    """The reference scoring, with the winners chosen by FP, then goods, then gold."""
    reference_score(t)
    result: dict[str, Any] | None = t.state.result
    assert result is not None
    scores: dict[str, dict[str, int]] = result["scores"]
    best = max((v["fp"], v["goods"], v["gold"]) for v in scores.values())
    result["winners"] = [n for n, v in scores.items() if (v["fp"], v["goods"], v["gold"]) == best]


end_of_round.score = score
common.run()
