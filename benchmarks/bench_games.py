"""Benchmark: full random legal games per second, and actions per second.

Run:  python benchmarks/bench_games.py [--games N] [--seed S]

Prints, for 2, 3, 4 and 5 players, how many complete random games the engine
plays per second on one core (one process), how many actions per second that
is, and the cost of listing every legal action.  Figures are measured here,
never asserted in a test.
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from constantinopolis import Game
from constantinopolis.components import default_components
from constantinopolis.simulate import play_random_game, random_action


def bench_games(players: int, games: int, seed: int) -> tuple[float, float, float]:
    start = time.perf_counter()
    actions = 0
    for i in range(games):
        actions += len(play_random_game(players, seed + i).history)
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / elapsed, actions / games


def bench_legal_actions(players: int, positions: int, seed: int) -> float:
    """Calls of Game.legal_actions() (every legal action, fully listed) per second."""
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
    return calls / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200, help="games per player count")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    default_components()  # load the manifest once, outside the timing
    play_random_game(2, 0)  # warm up
    print(f"python {platform.python_version()} on {platform.machine()}, one process")
    print(f"{'players':>7} {'games/s':>9} {'actions/s':>10} {'actions/game':>13} {'legal_actions()/s':>18}")
    for players in (2, 3, 4, 5):
        gps, aps, apg = bench_games(players, args.games, args.seed)
        las = bench_legal_actions(players, 2000, args.seed)
        print(f"{players:>7} {gps:>9.1f} {aps:>10.0f} {apg:>13.0f} {las:>18.0f}")
    print("target: at least 100 full 4-player games per second on one core")


if __name__ == "__main__":
    main()
