"""The end of the game and the final score (en:713-756).

Ships still at sea deliver their contracts (score.ships, en:722), the walls give FP
(score.walls, en:724, en:460-467), every full 15 gold is 1 FP (score.gold, en:726), and the
most FP wins; a tie goes to the most gold, then the most goods (score.ties, en:730).
"""

from __future__ import annotations

from ..state import Phase
from ..table import Table
from .ships import arrive

WALL_FP = (0, 1, 3, 6, 9, 12, 16)  # en:460-467: FP by the number of wall segments owned
GOLD_PER_FP = 15  # en:726


def score(t: Table) -> None:
    s = t.s
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
        walls = sum(1 for b in p.buildings if t.c.buildings[b].kind == "wall")
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
    best = max((v["fp"], v["gold"], v["goods"]) for v in scores.values())
    if sum(1 for v in scores.values() if v["fp"] == best[0]) > 1:
        t.rule("score.ties")
    winners = [n for n, v in scores.items() if (v["fp"], v["gold"], v["goods"]) == best]
    s.result = {"reason": s.ends_after_round, "rounds": s.round, "scores": scores, "winners": winners}
    t.log(f"game over ({s.ends_after_round}) after round {s.round}; winner(s): {', '.join(winners)}")
