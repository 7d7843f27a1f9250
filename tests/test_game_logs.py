"""What a judge reads of a step of play besides the state: its log lines, the rules that took effect and
the conditions that held.

``adjudicate`` shows, for an action, the engine's log lines (``ruling.log``), the rules applied (the
engine's trace, ``Table.rule``) and the conditions that held, in concrete words (``Checker.held``, the
deciding rules of a verdict); the views of the players add the hidden-information rules (en:886-896).
The rule tests assert the state and the rule ids of refusals; the refusal words are pinned by
``tests/messages/refusals.yaml``.  This module pins the rest, word for word, as
``tests/messages/game-logs.yaml`` records it: for the golden games of ``GAMES`` (chosen so that together
they run every place of the engine that writes to the log, the trace or a check's notes that any golden
game runs), each step that writes from a place no earlier step of the same game wrote from, with all its
log lines, rules applied and conditions held.

After an intended change of the log's words or of the rules traced, write the file again from what the
engine says now and review the change::

    .venv/bin/python tests/test_game_logs.py --write
    git diff tests/messages/game-logs.yaml
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import yaml

from constantinopolis.core.table import Checker, Table
from constantinopolis.suite.golden import read_game
from constantinopolis.suite.verify.driver import ReferenceDriver

HERE = Path(__file__).resolve().parent
GAMES_DIR = HERE.parent / "scenarios" / "games"
CATALOGUE = HERE / "messages" / "game-logs.yaml"
# Together these run every log and rule-trace line of the rules core that a golden game runs.
GAMES = (
    "fr-5p",
    "en-3p",
    "de-2p-accept-refusals",
    "fr-4p-public-end",
    "es-2p-free-trade",
    "it-4p",
    "es-5p",
    "en-3p-construct-refusals",
    "it-3p-auction-refusals",
)
HEADER = """\
# What a judge reads of a step besides the state (tests/test_game_logs.py): for some golden games
# (scenarios/games/), each step that writes to the log, the trace or a check's notes from a place in
# the engine no earlier step of that game wrote from, with all its log lines, the rules applied (the
# engine's trace; the players' and the judge's views after the step included) and the conditions that
# held (rule: words).  Written by `.venv/bin/python tests/test_game_logs.py --write`.
"""


@contextmanager
def sites(seen: set[tuple[str, int]]) -> Iterator[None]:
    """Notes in ``seen`` the place (file, line) of every call of the log, the trace and the checks' notes."""
    wrapped = [(Table, "log"), (Table, "rule"), (Checker, "rule"), (Checker, "held")]
    originals = [getattr(cls, name) for cls, name in wrapped]

    def noting(method: Callable[..., None]) -> Callable[..., None]:
        def note(*args: Any) -> None:
            caller = sys._getframe(1)
            seen.add((caller.f_code.co_filename, caller.f_lineno))
            method(*args)

        return note

    for (cls, name), method in zip(wrapped, originals, strict=True):
        setattr(cls, name, noting(method))
    try:
        yield
    finally:
        for (cls, name), method in zip(wrapped, originals, strict=True):
            setattr(cls, name, method)


def steps(name: str, reached: set[tuple[str, int]] | None = None) -> list[dict[str, Any]]:
    """The steps of golden game ``name`` to pin: those that call the log, the trace or a check's note from
    a place of the engine no earlier step called it from, each with its number, action, log lines, rules
    applied and conditions held.  ``reached`` gets every place."""
    game = read_game(GAMES_DIR / f"{name}.game")
    driver = ReferenceDriver()
    driver.start(game.situation())
    engine = driver.session.game
    assert engine is not None
    seen: set[tuple[str, int]] = set()
    pinned: list[dict[str, Any]] = []
    for number, entry in enumerate(game.inputs(), 1):
        if entry.kind == "refuse":  # a refusal changes nothing; its words are in refusals.yaml
            continue
        action = entry.input() or ""
        start, engine.trace, engine.held_conditions = len(engine.state.log), set(), []
        now: set[tuple[str, int]] = set()
        with sites(now):
            engine.apply(action)
            for observer in [None, *(p.name for p in engine.state.players)]:
                engine.view(observer)
        held = [f"{rule}: {words}" for rule, words in dict.fromkeys(engine.held_conditions)]
        if now - seen:
            log, rules = engine.state.log[start:], sorted(engine.trace)
            pinned.append({"step": number, "action": action, "log": log, "rules": rules, "held": held})
            seen |= now
    engine.trace, engine.held_conditions = None, []
    if reached is not None:
        reached |= seen
    return pinned


def catalogue() -> dict[str, Any]:
    with CATALOGUE.open(encoding="utf-8") as f:
        loaded = yaml.safe_load(f)
    assert isinstance(loaded, dict), f"{CATALOGUE}: expected a mapping of game to steps"
    return loaded


def test_the_catalogue_holds_exactly_the_chosen_games() -> None:
    assert sorted(catalogue()) == sorted(GAMES)
    for name in GAMES:
        assert (GAMES_DIR / f"{name}.game").is_file(), name


@pytest.mark.parametrize("name", GAMES)
def test_a_judge_reads_the_same_log_and_rules(name: str) -> None:
    expected = catalogue()[name]
    got = steps(name)
    for want, have in zip(expected, got, strict=False):
        assert have == want, f"{name}, step {want['step']} ({want['action']})"
    assert len(got) == len(expected), f"{name}: {len(got)} steps pinned, the catalogue has {len(expected)}"


def write() -> None:
    body = yaml.safe_dump({name: steps(name) for name in GAMES}, allow_unicode=True, sort_keys=False, width=200)
    CATALOGUE.write_text(HEADER + body, encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit(f"usage: {sys.argv[0]} --write   (writes {CATALOGUE.name} again; see the docstring)")
    write()


@pytest.mark.parametrize(("players", "edition", "seed"), [(["greg", "jen", "kay"], "en", 1), (["ann", "bob"], "it", 7)])
def test_the_log_begins_with_the_game_string_a_judge_can_start_again_from(
    players: list[str], edition: str, seed: int
) -> None:
    """The first line of every game's log names the game (edition, players, seed): the string ``Game.game_string``
    gives, from which the same game is started again (docs/api.md)."""
    from constantinopolis import Game

    game = Game.new(players, seed=seed, options=edition)
    assert game.state.log == [f"r1 auction: new game: {game.game_string()}"]
    assert game.game_string() == f"constantinopolis(edition={edition},players={len(players)},seed={seed})"
