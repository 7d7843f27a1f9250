"""Shared helpers for test_auction.py, test_offices.py, test_setup.py and test_serialization.py."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from constantinopolis import Game, RuleViolation
from constantinopolis.core.state import OFFICES

MAGISTER, PRETORIO, COMES, URBI, CONSUL = OFFICES  # offices I..V (en:213, en:777-807)


def assert_refused(game: Game, action: str, rule_id: str) -> RuleViolation:
    """``action`` is refused with ``rule_id`` and leaves the whole game exactly as it was."""
    before = copy.deepcopy(game.to_dict())
    with pytest.raises(RuleViolation) as excinfo:
        game.apply(action)
    assert excinfo.value.rule_id == rule_id, str(excinfo.value)
    assert game.to_dict() == before
    return excinfo.value


def play(game: Game, *actions: str) -> None:
    for action in actions:
        game.apply(action)


def gold(game: Game, name: str) -> int:
    return game.player(name).gold


def auction_game(
    names: list[str], offices: dict[str, str], players: dict[str, Any] | None = None, **setup: Any
) -> Game:
    """A new game at the start of the auction, with every office given explicitly (the others vacant)."""
    return Game.new(names, seed=11, setup={"offices": offices, "players": players or {}, **setup})
