"""Benchmark: random legal games, legal-action listing and replays, with their run-to-run range.

Run:  python benchmarks/bench_games.py [--games N] [--repeats R] [--seed S] [--players 2 3 4 5]
                                      [--jobs N] [--compiled] [--steps]

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

``--steps`` prints instead where one process's time goes in those games, by the kind of action played
(``simulate.random_move`` choosing it, ``Game.perform`` carrying it out), beside ``Game.new``'s share and
the time a step may take for 1,000 games a second; the timer's own cost is measured and taken off.

``--jobs N`` (N > 1) adds **games/s (N processes)**: the same games shared among N worker processes
playing at once, all the games divided by the wall time until the last ends; printed beside, never
instead of, the one-process figures.

``--compiled`` measures the copy of the rules core compiled by mypyc (``build/compiled/``, built
first if needed by ``benchmarks/build_compiled.sh``, then this script runs again with it first on
``PYTHONPATH``); the first line printed names the engine measured, compiled or interpreted.

Figures are measured here, never asserted in a test.  The aim (issue 9) is 1,000 random
4-player games a second on one core.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import constantinopolis.core.game as game_module
from constantinopolis import Game
from constantinopolis.core.actions import Action
from constantinopolis.core.components import default_components
from constantinopolis.suite.simulate import play_random_game, random_action, random_move

#: What a replay needs of a finished game: its players, its seed and its history.
Replayable = tuple[list[str], int, list[Action]]


def bench_games(players: int, games: int, seed: int) -> tuple[float, float, float, list[Replayable]]:
    """(games/s by the wall clock, games/s by CPU time, actions/s by the wall clock, what the replays need of the
    games played).  Only the players, seed and history of each game are kept, not the game: a process that plays
    games one after the other lets each go, and keeping 200 whole games made the garbage collector's passes
    over them a third of the compiled engine's time (541 games/s against 785 with each game let go)."""
    start, cpu = time.perf_counter(), time.process_time()
    played: list[Replayable] = []
    for i in range(games):
        g = play_random_game(players, seed + i)
        played.append(([p.name for p in g.state.players], seed + i, g.history))
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    actions = sum(len(history) for _, _, history in played)
    return games / elapsed, games / cpu, actions / elapsed, played


def _play(job: tuple[int, list[int]]) -> int:
    """A worker's share of the games: their actions."""
    players, seeds = job
    return sum(len(play_random_game(players, seed).history) for seed in seeds)


def bench_parallel(pool: multiprocessing.pool.Pool, jobs: int, players: int, games: int, seed: int) -> float:
    """Games/s (wall clock) of the same games as :func:`bench_games`, shared among ``jobs`` worker processes."""
    shares = [(players, list(range(seed + i, seed + games, jobs))) for i in range(jobs)]
    start = time.perf_counter()
    pool.map(_play, shares, chunksize=1)
    return games / (time.perf_counter() - start)


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


def bench_replay(histories: list[Replayable]) -> float:
    """µs per action of replaying finished games from their history."""
    start = time.perf_counter()
    actions = 0
    for names, seed, history in histories:
        again = Game.new(names, seed=seed)
        again.record_log = False
        for action in history:
            again.apply(action)
        actions += len(history)
    return (time.perf_counter() - start) / actions * 1e6


def bench_steps(players: int, games: int, seed: int) -> None:
    """Print where the time of ``games`` random games goes, by the verb of the action played: µs choosing it
    (:func:`random_move`) and carrying it out (``Game.perform``), per step of that verb.  The games are those of
    :func:`play_random_game` (the same players, seeds and policy), timed step by step."""
    clock = time.perf_counter
    timer = min(-clock() + clock() for _ in range(10_000))  # the cost of one reading, taken off each interval
    choosing: dict[str, float] = {}
    carrying: dict[str, float] = {}
    steps: dict[str, int] = {}
    new = 0.0
    for i in range(games):
        start = clock()
        game = Game.new(["p1", "p2", "p3", "p4", "p5"][:players], seed=seed + i)
        new += clock() - start - timer
        game.record_log = False
        rng = random.Random(seed + i)
        while not game.is_over:
            t0 = clock()
            action, plan = random_move(game, rng)
            t1 = clock()
            game.perform(action, plan)
            t2 = clock()
            verb = action.verb
            steps[verb] = steps.get(verb, 0) + 1
            choosing[verb] = choosing.get(verb, 0.0) + t1 - t0 - timer
            carrying[verb] = carrying.get(verb, 0.0) + t2 - t1 - timer
    total = sum(steps.values())
    budget = 1e6 / 1000 / (total / games)
    print(f"{players} players, {games} games, {total / games:.0f} steps a game", end="")
    print(f"; the timer's own cost, {timer * 1e9:.0f} ns")
    print(f"  a game's set-up (Game.new): {new / games * 1e6:.0f} µs, {new / total * 1e6:.2f} µs a step")
    print(f"  1,000 games a second leaves {budget:.2f} µs a step, set-up included")
    print(f"  {'verb':<14} {'steps':>7} {'µs choosing':>12} {'µs carrying out':>16} {'µs a step':>10}")
    rows = sorted(steps, key=lambda v: -(choosing[v] + carrying[v]))
    for verb in [*rows, "all"]:
        n = total if verb == "all" else steps[verb]
        c = sum(choosing.values()) if verb == "all" else choosing[verb]
        p = sum(carrying.values()) if verb == "all" else carrying[verb]
        share = f"{n / total:.0%}"
        print(f"  {verb:<14} {share:>7} {c / n * 1e6:>12.2f} {p / n * 1e6:>16.2f} {(c + p) / n * 1e6:>10.2f}")


def spread(values: list[float], fmt: Callable[[float], str]) -> str:
    return f"{fmt(statistics.median(values))} ({fmt(min(values))}-{fmt(max(values))})"


ROOT = Path(__file__).resolve().parents[1]
CHILD = "CONSTANTINOPOLIS_BENCH_COMPILED"  # set in the run started again on the compiled copy


def compiled() -> bool:
    """Whether the engine imported is the compiled copy (its modules are extensions)."""
    return not str(game_module.__file__).endswith(".py")


def run_compiled(argv: list[str]) -> None:
    """Build the compiled copy if needed, and run this script again with it first on the path."""
    if os.environ.get(CHILD):
        sys.exit(f"--compiled: the engine imported is not the compiled copy but {game_module.__file__}")
    done = subprocess.run(["bash", str(ROOT / "benchmarks" / "build_compiled.sh")], text=True, stdout=subprocess.PIPE)
    if done.returncode != 0:
        sys.exit("--compiled: the compiled copy could not be built (benchmarks/build_compiled.sh)")
    path = done.stdout.strip().splitlines()[-1]
    env = {**os.environ, CHILD: "1", "PYTHONPATH": os.pathsep.join(filter(None, [path, os.environ.get("PYTHONPATH")]))}
    sys.stdout.flush()
    os.execve(sys.executable, [sys.executable, __file__, *argv], env)


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games per player count and repeat (default 200)")
    parser.add_argument("--repeats", type=int, default=3, help="how many times each figure is measured (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4, 5], choices=[2, 3, 4, 5])
    parser.add_argument("--jobs", type=int, default=1, help="also play the games in N processes at once (default 1)")
    parser.add_argument("--compiled", action="store_true", help="measure the copy compiled by mypyc (build/compiled)")
    parser.add_argument("--steps", action="store_true", help="where the time goes, by the kind of action played")
    args = parser.parse_args(argv)
    if args.games < 1 or args.repeats < 1 or args.jobs < 1:
        parser.error("--games, --repeats and --jobs: at least 1")
    if args.compiled and not compiled():
        run_compiled(argv)
    default_components()  # load the manifest once, outside the timing
    play_random_game(2, 0)  # warm up
    engine = "compiled by mypyc" if compiled() else "interpreted"
    print(f"engine: {engine} ({Path(str(game_module.__file__)).parents[2]})")
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())  # a shared machine: figures are comparable only at one load
    if args.steps:
        print(f"python {platform.python_version()} on {platform.machine()}, one process")
        print(f"load average (1, 5, 15 min) at the start: {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
        for players in args.players:
            bench_steps(players, args.games, args.seed)
        return
    print(f"python {platform.python_version()} on {platform.machine()}, one process; {args.games} games a repeat")
    print(f"load average (1, 5, 15 min) at the start: {load}")
    print("each figure: median (min-max) of", args.repeats, "repeats")
    parallel = f"games/s ({args.jobs} processes)"
    print(f"{'players':>7}  {'games/s':>20}  {'games/s (CPU)':>20}  {'actions/s':>26}  ", end="")
    print(f"{'µs/legal_actions()':>20}  {'µs/replayed action':>20}" + (f"  {parallel:>22}" if args.jobs > 1 else ""))
    pool = multiprocessing.get_context("fork").Pool(args.jobs) if args.jobs > 1 else None
    if pool is not None:
        pool.map(_play, [(2, [0])] * args.jobs, chunksize=1)  # the workers started and warmed up
    for players in args.players:
        gps, cps, aps, la, rp, pps = [], [], [], [], [], []
        for r in range(args.repeats):
            g, c, a, played = bench_games(players, args.games, args.seed + r * args.games)
            gps.append(g)
            cps.append(c)
            aps.append(a)
            la.append(bench_legal_actions(players, 2000, args.seed + r))
            rp.append(bench_replay(played))
            if pool is not None:
                pps.append(bench_parallel(pool, args.jobs, players, args.games, args.seed + r * args.games))
        print(
            f"{players:>7}  {spread(gps, lambda x: f'{x:.0f}'):>20}  {spread(cps, lambda x: f'{x:.0f}'):>20}  "
            f"{spread(aps, lambda x: f'{x:,.0f}'):>26}  "
            f"{spread(la, lambda x: f'{x:.1f}'):>20}  {spread(rp, lambda x: f'{x:.1f}'):>20}"
            + (f"  {spread(pps, lambda x: f'{x:.0f}'):>22}" if pool is not None else "")
        )
    if pool is not None:
        pool.close()
        pool.join()
    print(f"load average at the end: {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print("aim: at least 1,000 random 4-player games a second on one core, legal_actions() at 15 µs or less")
    if pool is not None:
        print(f"games/s ({args.jobs} processes): all the games over the wall time, {args.jobs} processes at once")


if __name__ == "__main__":
    main()
