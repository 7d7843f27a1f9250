"""The rulings of scenarios/rulings/ (docs/adjudicating.md): disputes a table would have, each a
situation file whose last action is the dispute, answered from the books' text with its lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from constantinopolis.core.options import EDITIONS
from constantinopolis.suite.adjudicate import adjudicate, disputed_action, readings_for
from constantinopolis.suite.scenario import load_scenario, run_scenario

RULINGS = sorted((Path(__file__).resolve().parents[1] / "scenarios" / "rulings").glob("*.yaml"))


def test_there_are_at_least_30_rulings_and_some_where_the_editions_disagree() -> None:
    assert len(RULINGS) >= 30, f"{len(RULINGS)} rulings in scenarios/rulings/"
    disagreeing = [path.name for path in RULINGS if adjudicate(path).differing]
    assert len(disagreeing) >= 3, f"rulings where an edition decides otherwise: {disagreeing}"


@pytest.mark.parametrize("path", RULINGS, ids=[p.stem for p in RULINGS])
def test_a_ruling_cites_its_lines_and_ends_with_its_dispute(path: Path) -> None:
    sc = load_scenario(path)
    assert sc.source.get("lines") and sc.source.get("book"), f"{path.name}: source needs book and lines"
    assert len(sc.description) > 80, f"{path.name}: the description gives the question and the answer"
    actions = [step for step in sc.steps if step.action is not None]
    assert actions, f"{path.name}: a ruling ends with the disputed action"


@pytest.mark.parametrize("path", RULINGS, ids=[p.stem for p in RULINGS])
@pytest.mark.parametrize("edition", EDITIONS)
def test_a_ruling_holds_under_every_edition(path: Path, edition: str) -> None:
    report = run_scenario(path, edition=edition)
    failed = [c for c in report.final_checks if not c.ok] + [r for r in report.results if not r.ok]
    assert report.ok, f"{path.name} under {edition}: {report.error or failed}"


@pytest.mark.parametrize("path", RULINGS, ids=[p.stem for p in RULINGS])
def test_adjudicate_gives_the_rulings_verdict(path: Path) -> None:
    """The verdict of `adjudicate FILE` on the last action is what the file's own step expects."""
    sc = load_scenario(path)
    last = [step for step in sc.steps if step.action is not None][-1]
    for edition in EDITIONS:
        report = run_scenario(sc, edition=edition)
        outcome = next(r.outcome for r in reversed(report.results) if r.step is last)
        verdict = adjudicate(sc, edition=edition).verdict
        assert outcome == ("applied" if verdict.allowed else f"refused {verdict.rule}"), (path.name, edition)


@pytest.mark.parametrize("path", RULINGS, ids=[p.stem for p in RULINGS])
def test_a_ruling_declares_exactly_the_debatable_readings_it_depends_on(path: Path) -> None:
    """``source.readings`` ({edition: [option, ...]}) names, per edition, the debatable readings of that
    edition's book (the catalogue's ``readings``) on which the verdict depends: a ruling that claims one
    must really depend on it (the other reading alone changes the verdict), and one that depends on one
    must declare it.  Each edition is tried under its preset, whatever value the preset takes."""
    sc = load_scenario(path)
    declared = sc.source.get("readings") or {}
    assert isinstance(declared, dict) and set(declared) <= set(EDITIONS), (
        f"{path.name}: readings: {{edition: [option]}}"
    )
    situation, action = disputed_action(sc)
    for edition in EDITIONS:
        found = sorted(r.reading.option for r in readings_for(situation, action, edition))
        assert found == sorted(declared.get(edition, [])), f"{path.name} under {edition}: depends on {found}"
    for option in {o for options in declared.values() for o in options}:
        assert option in sc.description, f"{path.name}: the description explains both readings of {option}"
