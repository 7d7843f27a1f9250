"""The golden games (``scenarios/games/*.game``, docs/golden-games.md) against the chosen engine.

Each game is one test: its situation is started and its actions applied one by one on the engine
(``--engine``); the digest of the observable state at every phase, and the legal actions at every
decision point when the engine lists them (capability ``legal_actions``), must be the file's.  The
first difference fails the test with the game, the step, the last action, the line expected against
the line got and, for a legal set, the actions missing and the actions extra.  ``constantinopolis
verify`` reports each game as an item of kind ``game``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from constantinopolis.suite.golden import replay
from constantinopolis.suite.verify.judging import Mismatch
from constantinopolis.suite.verify.plugin import settings

GAMES = sorted((Path(__file__).resolve().parents[1] / "scenarios" / "games").glob("*.game"))


@pytest.mark.parametrize("game", [pytest.param(p, id=p.name, marks=[pytest.mark.golden_game]) for p in GAMES])
def test_golden_game(game: Path, request: pytest.FixtureRequest) -> None:
    chosen = settings(request.config)
    result = replay(game, chosen.new_driver, chosen.judge)  # refusals judged as the scenarios judge them
    if result.cause is not None:  # not supported, or an engine failure: the report says which
        raise result.cause
    assert result.error is None, result.error
    if result.difference is not None:
        d = result.difference
        raise Mismatch(d.format(), d.expected, d.got)
