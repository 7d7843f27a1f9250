"""Fixtures and hooks shared by every language's rulebook scenarios.

The step phrases are registered by each ``test_<lang>.py`` for its own language
(``features/phrases.py``), so a language's steps never compete with another's.

The verify plugin (``constantinopolis.suite.verify.plugin``: ``--engine``, ``--edition``, ``--refusals``,
``--refusal-map``, ``--step-timeout``, ``--startup-timeout``), whose settings the ``world`` fixture
reads, is registered by the checkout's root conftest.py; by ``pytest_addoption`` here when that file
is not beside features/ (the mutation workspace); never by the installed package (docs/install.md).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from constantinopolis.suite.verify import plugin
from constantinopolis.suite.verify.plugin import FAILED_STEP, TABLE, settings

from .steps import World


def pytest_addoption(parser: pytest.Parser, pluginmanager: pytest.PytestPluginManager) -> None:
    """Register the verify plugin unless it is registered already (by the root conftest.py, or by
    ``-p constantinopolis.suite.verify.plugin``): its own ``pytest_addoption`` then adds its options
    (pytest calls it at once, the hook being historic)."""
    if not pluginmanager.has_plugin(plugin.__name__):
        pluginmanager.register(plugin, plugin.__name__)


@pytest.fixture
def world(request: pytest.FixtureRequest) -> World:
    """The world of one scenario (:class:`World`), in the language (and edition) of its feature folder, on the
    engine and with the refusal judging chosen by the options (``constantinopolis.suite.verify.plugin``)."""
    chosen = settings(request.config)
    language = getattr(request.module, "LANGUAGE", "en")
    edition = chosen.edition or language
    for marker in request.node.iter_markers():
        if marker.name.startswith("edition-"):
            edition = marker.name.removeprefix("edition-")
    world = World(language=language, edition=edition, driver=chosen.new_driver(), judge=chosen.judge)
    request.node.stash[TABLE] = world
    return world


TAG = re.compile(r"(?<!\S)@([^\s@]+)")


def pytest_configure(config: pytest.Config) -> None:
    """Register every tag used in the feature files as a marker (tags: docs/tag-conventions.md)."""
    tags: set[str] = set()
    for path in Path(__file__).parent.rglob("*.feature"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip().startswith("@"):
                tags.update(TAG.findall(line))
    for tag in sorted(tags):
        config.addinivalue_line("markers", f"{tag}: feature tag")
    config.addinivalue_line("markers", "scenario_file: a scenario file of scenarios/ (test_scenario_files.py)")
    config.addinivalue_line("markers", "ruling: a judge's ruling of scenarios/rulings/ (test_scenario_files.py)")
    config.addinivalue_line("markers", "golden_game: a golden game of scenarios/games/ (test_golden_games.py)")


def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """``@unclear``: the rulebook is unclear and the engine's reading may differ (strict xfail, so a
    scenario that starts passing is noticed).  The reason is the ``# unclear:`` comment above it."""
    if tag == "unclear":
        reason = "the rulebook is unclear here; see the '# unclear:' comment above the scenario"
        pytest.mark.xfail(strict=True, reason=reason)(function)
        return True
    return None


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """A refused action that no step checked fails the scenario; so does output the engine printed
    after its last answer (when every step passed: a failed step's own reason is kept)."""
    world = request.getfixturevalue("world")
    if FAILED_STEP not in request.node.stash:
        world.finish()
    world.require_refusal_seen()
