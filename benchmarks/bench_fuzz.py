"""Benchmark: ``constantinopolis fuzz`` throughput, in steps per second.

Run:  python benchmarks/bench_fuzz.py [--games N] [--seed S] [--jobs 1 2]

Plays the same games (``--games``, ``--seed``) with ``constantinopolis fuzz`` against
``constantinopolis serve`` as a subprocess, once per ``--jobs`` value (each job its own engine
process), and prints the steps (actions played in lockstep), the refused probes, the wall time and
the steps per second of each.  A step costs the reference's move, the engine's ``act``, a judge's
``view`` and one ``legal_actions`` per player who may act; the probes (1-2 refused actions a step)
come on top.  Figures are measured here, never asserted in a test.
"""

from __future__ import annotations

import argparse
import os
import platform
import shlex
import sys
import time

from constantinopolis.suite.fuzz import FuzzConfig, fuzz


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    args = parser.parse_args()
    serve = shlex.join([sys.executable, "-m", "constantinopolis", "serve"])
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores")
    print(f"fuzz --engine 'constantinopolis serve' --games {args.games} --seed {args.seed}")
    print(f"{'jobs':>5} {'games':>6} {'steps':>8} {'probes':>8} {'seconds':>9} {'steps/s':>9}")
    for jobs in args.jobs:
        started = time.perf_counter()
        run = fuzz(FuzzConfig(engine=serve, games=args.games, seed=args.seed, jobs=jobs))
        wall = time.perf_counter() - started
        fz = run.report["fuzz"]
        if fz["divergences"]:
            print(f"  the reference diverged from itself: {fz['divergences'][0]['message']}")
        print(f"{jobs:>5} {fz['games']:>6} {fz['steps']:>8} {fz['probes']:>8} {wall:>9.1f} {fz['steps'] / wall:>9.0f}")


if __name__ == "__main__":
    main()
