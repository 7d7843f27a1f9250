"""The end of the game and the final score (en:713-756).

Ships still at sea deliver their contracts (score.ships, en:722), the walls give FP
(score.walls, en:724, en:460-467), every full 15 gold is 1 FP (score.gold, en:726), and the
most FP wins; a tie goes to the most gold, then the most goods (score.ties, en:730).
"""

from __future__ import annotations

from typing import Any

from ..components import BuildingKind
from ..state import Phase
from ..table import Table
from .ships import arrive

WALL_FP = (0, 1, 3, 6, 9, 12, 16)  # en:460-467: FP by the number of wall segments owned
GOLD_PER_FP = 15  # en:726
TIE_BREAKS = ("fp", "gold", "goods")  # en:730: the most FP, then the most gold, then the most goods


def tie_break(scores: dict[str, dict[str, int]]) -> list[dict[str, Any]]:
    """The steps that decide the winner from ``result.scores`` (en:730), in order: each step's key
    (``fp``, ``gold``, ``goods``), the number of each player still in contention, and who leads after
    it; the last step decides (one leader) or, after goods, ends in a shared win (several)."""
    steps: list[dict[str, Any]] = []
    contenders = list(scores)
    for key in TIE_BREAKS:
        numbers = {n: scores[n][key] for n in contenders}
        best = max(numbers.values())
        contenders = [n for n, v in numbers.items() if v == best]
        steps.append({"step": key, "numbers": numbers, "leaders": list(contenders)})
        if len(contenders) == 1:
            break
    return steps


def score(t: Table) -> None:
    s = t.state
    s.phase = Phase.GAME_OVER
    scores: dict[str, dict[str, int]] = {}
    for p in s.players:
        before = p.fp
        for ship in p.ships:
            if ship.contracts:
                arrive(t, p, ship)
        ships_fp = p.fp - before
        if ships_fp:
            t.rule("score.ships")
        after_ships = p.fp
        walls = sum(1 for b in p.buildings if t.components.buildings[b].kind == BuildingKind.WALL)
        walls_fp = WALL_FP[min(walls, 6)]
        if walls_fp:
            t.rule("score.walls")
            t.rule("wall.fp")
        p.fp += walls_fp
        after_walls = p.fp
        gold_fp = p.gold // GOLD_PER_FP
        if gold_fp:
            t.rule("score.gold")
        if p.fp + gold_fp > 80:
            t.rule("score.beyond-80")
        p.fp += gold_fp  # FP have no upper bound: beyond 80 the track counts on (score.beyond-80, en:756)
        scores[p.name] = {
            "fp": p.fp,
            "before_scoring": before,
            "after_ships": after_ships,
            "after_walls": after_walls,
            "ships_fp": ships_fp,
            "walls_fp": walls_fp,
            "gold_fp": gold_fp,
            "gold": p.gold,
            "goods": p.goods_count(),
        }
    steps = tie_break(scores)
    if len(steps) > 1:
        t.rule("score.ties")
    winners = steps[-1]["leaders"]
    s.result = {"reason": s.ends_after_round, "rounds": s.round, "scores": scores, "winners": winners}
    if t.record_log:  # no message built for a game that keeps no log
        t.log(f"game over ({s.ends_after_round}) after round {s.round}; winner(s): {', '.join(winners)}")
