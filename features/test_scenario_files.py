"""The scenario files (``scenarios/*.yaml``, docs/scenario-format.md) against the chosen engine.

Each file is one test, played through the same driver and refusal judging as the
rulebook features (``--engine``, ``--refusals``), and tagged with its source
(``source``: book and inventory id), which ``constantinopolis verify`` reports it under.
Per-edition values (``{editions: ...}``) are read under the edition played, list matchers and
``refused: true`` / ``false`` are judged as ``constantinopolis play-scenario`` judges them.  A
checkpoint with ``at:`` reads the state between automatic steps, which the protocol does not show:
such a file is not supported here (:func:`.scenario_files.play`); it lives in
``scenarios/engine-only/``, which this module does not read.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from constantinopolis.scenario import Scenario, load_scenario
from constantinopolis.verify.plugin import TABLE, settings

from .scenario_files import play
from .steps import Table

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _param(path: Path) -> object:
    scenario = load_scenario(path)
    return pytest.param(scenario, id=path.name, marks=[pytest.mark.scenario_file])


@pytest.mark.parametrize("scenario", [_param(p) for p in sorted(SCENARIOS.glob("*.yaml"))])
def test_scenario_file(scenario: Scenario, request: pytest.FixtureRequest) -> None:
    if scenario.component_file:
        raise AssertionError(f"{scenario.path}: component_file is not part of the protocol; inline 'components'")
    chosen = settings(request.config)
    table = Table(
        language=str(scenario.source.get("book", "en")),
        edition=chosen.edition or scenario.edition,
        driver=chosen.new_driver(),
        judge=chosen.judge,
    )
    request.node.stash[TABLE] = table
    play(scenario, table)
    table.finish()
