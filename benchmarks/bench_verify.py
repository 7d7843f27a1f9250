"""Benchmark: verification through the protocol.

Run:  python benchmarks/bench_verify.py [--actions N] [--skip-verify] [--jobs 1 2]

Prints
- the cost of one protocol step, in µs: the same random game actions applied
  (1) with the engine's Python API, (2) through ``Session.handle`` (the protocol's
  messages, in-process), and (3) through a ``constantinopolis serve`` subprocess
  (JSON over pipes); the difference is the protocol's overhead per step;
- the same for a judge's ``view`` request (the features read the view at every step);
- the whole five-book ``constantinopolis verify`` run against ``constantinopolis serve`` as a
  subprocess with ``--jobs 1`` and ``--jobs 2``: wall time, scenarios/s and steps/s (the requests
  sent to the engine: the report's ``steps``; the aim is under 60 s on 2 cores);
- the same run as ``--shard 1/2`` and ``--shard 2/2`` one after the other, and the time of their
  ``constantinopolis report merge``.

Figures are measured here, never asserted in a test.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from constantinopolis import Game
from constantinopolis.suite.protocol import Session
from constantinopolis.suite.simulate import random_action
from constantinopolis.suite.verify.driver import ProcessDriver


def random_actions(n: int, seed: int) -> list[tuple[int, list[dict[str, Any]]]]:
    """Random legal games, as (game seed, actions in JSON form), about ``n`` actions in all."""
    rng = random.Random(seed)
    games = []
    total = 0
    i = 0
    while total < n:
        game = Game.new(["a", "b", "c", "d"], seed=seed + i)
        game.record_log = False
        actions = []
        while not game.is_over and total < n:
            action = random_action(game, rng)
            actions.append(action.to_dict())
            game.apply(action)
            total += 1
        games.append((seed + i, actions))
        i += 1
    return games


Games = list[tuple[int, list[dict[str, Any]]]]


def per_step(games: Games, apply: Callable[[int, list[dict[str, Any]]], None]) -> float:
    """µs per action over ``games``."""
    count = sum(len(a) for _, a in games)
    start = time.perf_counter()
    for seed, actions in games:
        apply(seed, actions)
    return (time.perf_counter() - start) / count * 1e6


def start_message(seed: int) -> dict[str, Any]:
    """A game with no stated situation: the engine's own seed decides the set-up."""
    return {"type": "start", "players": ["a", "b", "c", "d"], "edition": "en", "situation": {}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip-verify", action="store_true", help="only the per-step figures")
    parser.add_argument(
        "--jobs", type=int, nargs="+", default=[1, 2], help="the --jobs values of the verify runs (default 1 2)"
    )
    args = parser.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores")
    games = random_actions(args.actions, args.seed)
    count = sum(len(a) for _, a in games)

    def api(seed: int, actions: list[dict[str, Any]]) -> None:
        from constantinopolis.core.actions import Action

        game = Game.new(["a", "b", "c", "d"], seed=seed)
        for a in actions:
            game.apply(Action.from_dict(a))

    def in_process(seed: int, actions: list[dict[str, Any]]) -> None:
        session = Session(seed=seed)
        session.handle(start_message(seed))
        for a in actions:
            answer = session.handle({"type": "act", "action": a})
            assert answer["type"] == "applied", answer  # the same game as through the API

    drivers: dict[int, ProcessDriver] = {}

    def subprocess_serve(seed: int, actions: list[dict[str, Any]]) -> None:
        if seed not in drivers:  # the seed is the engine's own: one serve process per game seed
            drivers[seed] = ProcessDriver(f"{sys.executable} -m constantinopolis.tools.cli serve --seed {seed}")
            drivers[seed].launch()
        driver = drivers[seed]
        driver.request(start_message(seed))
        for a in actions:
            driver.request({"type": "act", "action": a})

    for seed, _ in games:  # launch outside the timing
        subprocess_serve(seed, [])
    figures = {
        "engine API (Game.apply)": per_step(games, api),
        "protocol in-process (Session.handle)": per_step(games, in_process),
        "protocol via subprocess (constantinopolis serve)": per_step(games, subprocess_serve),
    }
    print(f"\nper act step, {count} actions of random 4-player games:")
    for name, us in figures.items():
        print(f"  {name:<50} {us:8.1f} µs")
    base = figures["engine API (Game.apply)"]
    in_proc = figures["protocol in-process (Session.handle)"] - base
    through = figures["protocol via subprocess (constantinopolis serve)"] - base
    print(f"  protocol overhead per act: {in_proc:.1f} µs in-process, {through:.1f} µs through a subprocess")

    seed = games[0][0]
    driver = drivers[seed]
    driver.request(start_message(seed))
    session = Session(seed=seed)
    session.handle(start_message(seed))
    n = 300
    t = time.perf_counter()
    for _ in range(n):
        session.handle({"type": "view", "observer": None})
    in_view = (time.perf_counter() - t) / n * 1e6
    t = time.perf_counter()
    for _ in range(n):
        driver.request({"type": "view", "observer": None})
    sub_view = (time.perf_counter() - t) / n * 1e6
    print(f"per judge's view: {in_view:.1f} µs in-process, {sub_view:.1f} µs through a subprocess")
    for d in drivers.values():
        d.close()

    if not args.skip_verify:
        verify_throughput(args.jobs)


def verify_throughput(jobs: list[int]) -> None:
    """The five-book verify against ``constantinopolis serve`` with each ``--jobs``: wall time, scenarios/s
    and steps/s (the requests sent to the engine, the report's ``steps``); then the same run as two
    ``--shard`` runs one after the other and their ``report merge``, timed apart."""
    import subprocess
    import tempfile
    from pathlib import Path

    from constantinopolis.suite.verify.run import verify

    engine = f"{sys.executable} -m constantinopolis.tools.cli serve"
    print(f"\nfive-book verify against constantinopolis serve ({os.cpu_count()} cores on this machine):")
    for n in jobs:
        t = time.perf_counter()
        result = verify(engine=engine, jobs=n)
        wall = time.perf_counter() - t
        s, steps = result.report["summary"], result.report["steps"]
        print(
            f"  --jobs {n}: {wall:6.1f} s wall, {s['scenarios']} scenarios ({s['scenarios'] / wall:.0f}/s), "
            f"{steps} steps ({steps / wall:,.0f} steps/s); {s['items']} items: {s['pass']} pass, "
            f"{s['unclear']} unclear, {s['fail']} fail, {s['error']} error"
        )
    with tempfile.TemporaryDirectory() as scratch:
        folders = [Path(scratch) / f"shard-{k}" for k in (1, 2)]
        times = []
        for k, folder in enumerate(folders, 1):
            t = time.perf_counter()
            verify(engine=engine, shard=f"{k}/2", report_dir=folder)
            times.append(time.perf_counter() - t)
        t = time.perf_counter()
        cli = [sys.executable, "-m", "constantinopolis", "report", "merge", *map(str, folders), "--report"]
        subprocess.run([*cli, str(Path(scratch) / "merged")], check=False, capture_output=True)
        merging = time.perf_counter() - t
        print(
            f"  --shard 1/2 then 2/2 on this machine: {times[0]:.1f} s + {times[1]:.1f} s; "
            f"report merge (a new process, all four files): {merging:.1f} s"
        )


if __name__ == "__main__":
    main()
