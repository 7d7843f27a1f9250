"""Tests written while triaging the surviving mutants of the run over the phase layout (issue 8,
list e): what a saved game written or trimmed by hand may leave out (docs/api.md), and where the
error of a corrupt one points."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from constantinopolis import Game, SetupError
from constantinopolis.components import default_components

PLAYERS = ["greg", "jen", "kay"]


def saved_game() -> dict[str, Any]:
    game = Game.new(PLAYERS, seed=3)
    game.apply(game.legal_actions(game.actors()[0])[0])  # one action of history
    return game.to_dict()


def test_a_saved_game_without_a_component_source_is_played_with_the_default_components():
    data = saved_game()
    del data["components"]["source"]
    game = Game.from_dict(data)
    assert game.c.source == default_components().source
    assert game.view() == Game.from_dict(saved_game()).view()


def test_a_saved_game_without_history_or_seed_loads_and_saves_again():
    """The history and the seed are optional: a position typed in by hand has neither."""
    data = saved_game()
    del data["history"]
    del data["seed"]
    game = Game.from_dict(data)
    assert game.history == [] and game.seed is None
    again = Game.from_dict(game.to_dict())
    assert again.seed is None and again.view() == game.view()


def test_a_bad_component_override_in_a_saved_game_names_components_overrides():
    data = saved_game()
    data["components"]["overrides"] = {"ships": {"small": {"capacity": 9}}}
    given = copy.deepcopy(data)
    with pytest.raises(SetupError) as info:
        Game.from_dict(data)
    assert info.value.path == "components.overrides"
    assert str(info.value).startswith("components.overrides: cannot be read (ComponentError: ")
    assert "unknown component section 'ships'" in str(info.value)
    assert data == given


def test_a_missing_component_manifest_in_a_saved_game_names_components_source(tmp_path: Any):
    data = saved_game()
    data["components"]["source"] = str(tmp_path / "gone.yaml")
    with pytest.raises(SetupError) as info:
        Game.from_dict(data)
    assert info.value.path == "components.source"
    assert "gone.yaml" in str(info.value) and "cannot read the file" in str(info.value)


def test_a_new_game_without_a_seed_is_the_game_of_seed_0():
    """docs/api.md: ``Game.new(players, seed=0, ...)``; the same players always get the same set-up."""
    assert Game.new(PLAYERS).to_dict() == Game.new(PLAYERS, seed=0).to_dict()
    assert Game.new(PLAYERS).to_dict() != Game.new(PLAYERS, seed=1).to_dict()


def test_component_overrides_that_are_not_a_mapping_are_named():
    """docs/api.md: setup and component_overrides are mappings; the error names the argument."""
    with pytest.raises(SetupError) as info:
        Game.new(PLAYERS, component_overrides=[{"ships": {}}])  # type: ignore[arg-type]
    assert info.value.path == "component_overrides"
    assert str(info.value) == "component_overrides: a mapping (docs/scenario-format.md); got [{'ships': {}}] (a list)"
