"""The scenario files (``scenarios/*.yaml``, docs/scenario-format.md) against the chosen engine.

Each file is one test, played through the same driver and refusal judging as the
rulebook features (``--engine``, ``--refusals``), and tagged with its source
(``source``: book and inventory id), which ``constantinopolis verify`` reports it under.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from constantinopolis.scenario import Scenario, load_scenario
from constantinopolis.verify.judging import Mismatch
from constantinopolis.verify.plugin import TABLE, settings

from .steps import Table, special_refused, special_unchanged

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
    table.players, table.options = list(scenario.players), dict(scenario.options)
    table.setup, table.components = scenario.setup, scenario.components
    request.node.stash[TABLE] = table
    for step in scenario.steps:
        where = f"{scenario.path}:{step.line}"
        if step.expect is not None:
            _check(table, step.expect, step.observer, where)
            continue
        assert step.action is not None
        table.act(step.action)
        if step.refused:
            special_refused(table, {"rule": step.refused})
            special_unchanged(table, {})
        table.require_refusal_seen()
    _check(table, scenario.expect, scenario.observer, f"{scenario.path}: expect")


def _check(table: Table, expect: dict[str, object], observer: str | None, where: str) -> None:
    try:
        table.check(expect, observer)
    except Mismatch as exc:
        raise Mismatch(f"{where}: {exc}", exc.expected, exc.got) from None
