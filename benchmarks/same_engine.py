"""Check that the compiled copy of the rules core (build/compiled/, benchmarks/build_compiled.sh) is the same engine
as the Python source.

Run:  python benchmarks/same_engine.py [--games N] [--tests]

1. Random games: for each of the five editions' presets and 2 to 5 players, ``--games`` random legal games (seeds
   0 to N-1, ``simulate.play_random_game`` with its log kept), played once by the source (``PYTHONPATH=engine``)
   and once by the compiled copy (``PYTHONPATH=build/compiled``), each in a process of its own.  Each game's
   saved form (``Game.to_dict()``: its history, final state, log and result) is hashed; every hash must be
   the same.  The default, 12, makes 240 games.
2. ``--tests``: ``tests/test_legal_generation.py`` (generated legal sets equal the checked ones) and
   ``tests/test_golden.py`` (the golden games replayed, step by step) run against the compiled copy, but for
   the tests that record a game (:data:`RECORDING`): recording plays through ``golden.RecordingGame``, an
   interpreted subclass of ``Game``, which a class compiled by mypyc does not allow.

Builds the compiled copy first if needed (about a minute).  Exit status 0 when all agree.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLAYERS = (2, 3, 4, 5)
#: The tests that record a game: recording plays through golden.RecordingGame (the docstring above).
RECORDING = (
    "tests/test_golden.py::test_record_writes_a_game_that_replays",
    "tests/test_golden.py::test_a_record_script_whose_set_up_is_refused_is_named_with_its_line",
    "tests/test_golden.py::test_a_record_script_refused_in_play_is_named_at_its_line_and_leaves_nothing",
)


def game_hashes(games: int) -> dict[str, object]:
    """The engine on the path: which it is, and the hash of each game (``edition/players/seed``)."""
    import constantinopolis.core.game as game_module
    from constantinopolis.core.options import EDITIONS, RuleOptions
    from constantinopolis.suite.simulate import play_random_game

    hashes = {}
    for code in EDITIONS:
        options = RuleOptions.edition(code)
        for players in PLAYERS:
            for seed in range(games):
                game = play_random_game(players, seed, options, log=True)
                saved = json.dumps(game.to_dict(), sort_keys=True)
                hashes[f"{code}/{players}/{seed}"] = hashlib.sha256(saved.encode()).hexdigest()
    return {"engine": game_module.__file__, "hashes": hashes}


def run_on(path: Path, args: list[str]) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(path)}
    return subprocess.run([sys.executable, *args], env=env, cwd=ROOT, text=True, capture_output=True, check=False)


def build() -> Path:
    done = subprocess.run(["bash", str(ROOT / "benchmarks" / "build_compiled.sh")], text=True, stdout=subprocess.PIPE)
    if done.returncode != 0:
        sys.exit("the compiled copy could not be built (benchmarks/build_compiled.sh)")
    return Path(done.stdout.strip().splitlines()[-1])


def compare(compiled: Path, games: int) -> bool:
    results = {}
    for name, path in (("interpreted", ROOT / "engine"), ("compiled", compiled)):
        done = run_on(path, [__file__, "--hashes", str(games)])
        if done.returncode != 0:
            sys.exit(f"the {name} engine failed:\n{done.stderr}")
        results[name] = json.loads(done.stdout)
        print(f"{name}: {results[name]['engine']}")
    if not str(results["compiled"]["engine"]).endswith(".so"):
        sys.exit("the compiled copy's game.py is not the compiled module")
    mine, theirs = results["interpreted"]["hashes"], results["compiled"]["hashes"]
    differ = [key for key in mine if mine[key] != theirs.get(key)]
    total = hashlib.sha256(json.dumps(mine, sort_keys=True).encode()).hexdigest()[:16]
    if differ:
        print(f"{len(differ)} of {len(mine)} games differ, first {differ[0]} (edition/players/seed)")
        return False
    print(f"{len(mine)} random games (5 editions, {', '.join(map(str, PLAYERS))} players, seeds 0-{games - 1}):")
    print(f"  the same histories, final states and logs compiled and interpreted (digest of all: {total})")
    return True


def tests(compiled: Path) -> bool:
    deselect = [word for test in RECORDING for word in ("--deselect", test)]
    args = ["-m", "pytest", "tests/test_legal_generation.py", "tests/test_golden.py", *deselect]
    done = run_on(compiled, [*args, "-q", "-p", "no:randomly"])
    print(f"against build/compiled: pytest {' '.join(args[2:])}")
    print("  " + (done.stdout.strip().splitlines() or ["(no output)"])[-1])
    if done.returncode != 0:
        print(done.stdout[-3000:], done.stderr[-2000:], sep="\n")
    return done.returncode == 0


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=12, help="games per edition and player count (default 12)")
    parser.add_argument("--tests", action="store_true", help="run the legal-generation and golden tests too")
    parser.add_argument("--hashes", type=int, metavar="N", help=argparse.SUPPRESS)  # the child: print the hashes
    args = parser.parse_args(argv)
    if args.hashes is not None:
        print(json.dumps(game_hashes(args.hashes)))
        return
    if args.games < 1:
        parser.error("--games: at least 1")
    compiled = build()
    same = compare(compiled, args.games)
    passed = tests(compiled) if args.tests else True
    sys.exit(0 if same and passed else 1)


if __name__ == "__main__":
    main()
