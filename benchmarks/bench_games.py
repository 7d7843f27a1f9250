"""Benchmark: random legal games, legal-action listing and replays, with their run-to-run range.

Run:  python benchmarks/bench_games.py [--games N] [--repeats R] [--seed S] [--players 2 3 4 5]

For each player count, on one core (one process), each figure measured ``--repeats`` times
and printed as ``median (min-max)``:

- **games/s**: complete random legal games (``simulate.play_random_game``: a random legal
  action at each step, until the game ends), by the wall clock and by the process's CPU time
  (``time.process_time``, less dependent on the other work of a shared machine), and
  **actions/s** in those games (wall clock);
- **µs per legal_actions()**: one call listing every legal action, at the positions of
  random games;
- **µs per replayed action**: a finished game's history applied again to a new game
  (``Game.new`` with the same players and seed, then ``apply`` for each action), the cost
  of replaying a log or a golden game without its checks.

Figures are measured here, never asserted in a test.  The aim (issue 9) is 1,000 random
4-player games a second on one core.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import time
from collections.abc import Callable

from constantinopolis import Game
from constantinopolis.core.components import default_components
from constantinopolis.suite.simulate import play_random_game, random_action


def bench_games(players: int, games: int, seed: int) -> tuple[float, float, float, list[Game]]:
    """(games/s by the wall clock, games/s by CPU time, actions/s by the wall clock, the games played)."""
    start, cpu = time.perf_counter(), time.process_time()
    played = [play_random_game(players, seed + i) for i in range(games)]
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    actions = sum(len(g.history) for g in played)
    return games / elapsed, games / cpu, actions / elapsed, played


def bench_legal_actions(players: int, positions: int, seed: int) -> float:
    """µs per Game.legal_actions() call (every legal action, fully listed)."""
    rng = random.Random(seed)
    game = Game.new([f"p{i}" for i in range(players)], seed=seed)
    game.record_log = False
    calls = 0
    elapsed = 0.0
    while calls < positions:
        if game.is_over:
            game = Game.new([f"p{i}" for i in range(players)], seed=seed + calls)
            game.record_log = False
        t = time.perf_counter()
        game.legal_actions()
        elapsed += time.perf_counter() - t
        calls += 1
        game.apply(random_action(game, rng))
    return elapsed / calls * 1e6


def bench_replay(games: list[Game]) -> float:
    """µs per action of replaying finished games from their history."""
    histories = [([p.name for p in g.state.players], g.seed, list(g.history)) for g in games]
    start = time.perf_counter()
    actions = 0
    for names, seed, history in histories:
        again = Game.new(names, seed=seed)
        again.record_log = False
        for action in history:
            again.apply(action)
        actions += len(history)
    return (time.perf_counter() - start) / actions * 1e6


def spread(values: list[float], fmt: Callable[[float], str]) -> str:
    return f"{fmt(statistics.median(values))} ({fmt(min(values))}-{fmt(max(values))})"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games per player count and repeat (default 200)")
    parser.add_argument("--repeats", type=int, default=3, help="how many times each figure is measured (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5], choices=[2, 3, 4, 5])
    args = parser.parse_args(argv)
    default_components()  # load the manifest once, outside the timing
    play_random_game(2, 0)  # warm up
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())  # a shared machine: figures are comparable only at one load
    print(f"python {platform.python_version()} on {platform.machine()}, one process; {args.games} games a repeat")
    print(f"load average (1, 5, 15 min) at the start: {load}")
    print("each figure: median (min-max) of", args.repeats, "repeats")
    print(f"{'players':>7}  {'games/s':>20}  {'games/s (CPU)':>20}  {'actions/s':>26}  ", end="")
    print(f"{'µs/legal_actions()':>20}  {'µs/replayed action':>20}")
    for players in args.players:
        gps, cps, aps, la, rp = [], [], [], [], []
        for r in range(args.repeats):
            g, c, a, played = bench_games(players, args.games, args.seed + r * args.games)
            gps.append(g)
            cps.append(c)
            aps.append(a)
            la.append(bench_legal_actions(players, 2000, args.seed + r))
            rp.append(bench_replay(played))
        print(
            f"{players:>7}  {spread(gps, lambda x: f'{x:.0f}'):>20}  {spread(cps, lambda x: f'{x:.0f}'):>20}  "
            f"{spread(aps, lambda x: f'{x:,.0f}'):>26}  "
            f"{spread(la, lambda x: f'{x:.1f}'):>20}  {spread(rp, lambda x: f'{x:.1f}'):>20}"
        )
    print(f"load average at the end: {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print("aim: at least 1,000 random 4-player games a second on one core, legal_actions() at 15 µs or less")


if __name__ == "__main__":
    main()
