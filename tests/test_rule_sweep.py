"""The rule sweep (``tests/rule_sweep/``): every rule has a fault and a result, the faults apply to the
reference's source, the docs page is what the results render to, and one fault swept end to end is caught
and named."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from constantinopolis.core.rules import RULES

ROOT = Path(__file__).resolve().parents[1]
SWEEP = ROOT / "tests" / "rule_sweep"
ENGINE_DIR = ROOT / "engine" / "constantinopolis" / "core"  # the rules core, which the faults change
sys.path.insert(0, str(SWEEP))

import faults  # noqa: E402
import patching  # noqa: E402
import sweep  # noqa: E402


def test_every_rule_has_a_fault_and_a_result() -> None:
    assert list(faults.FAULTS) == list(RULES)
    results = sweep.load_results()
    assert set(results) == set(RULES)
    for rule, entry in results.items():
        fault = faults.FAULTS[rule]
        assert entry["kind"] == fault.kind, rule
        if fault.kind == "not-breakable":
            assert fault.description, rule
        else:
            assert "books" in entry and entry["books"]["en"] is not None, f"{rule} was not swept: {entry}"


def test_each_fault_says_what_it_breaks_and_against_which_line() -> None:
    for rule, fault in faults.FAULTS.items():
        if fault.kind == "written":
            assert fault.description and fault.contradicts, rule
            assert bool(fault.edits) != bool(fault.reuse), rule
            if fault.reuse:
                assert (ROOT / "tests" / "faulty_engines" / f"{fault.reuse}.py").exists(), rule
        if fault.kind == "generated":
            assert not fault.edits and not fault.reuse, rule


@pytest.mark.parametrize("rule", [r for r, f in faults.FAULTS.items() if f.kind == "generated"])
def test_a_generated_fault_finds_the_rules_refusals(rule: str) -> None:
    assert patching.refusal_sites(ENGINE_DIR, rule), f"no refusal by {rule} in the reference: write its fault"


@pytest.mark.parametrize("rule", [r for r, f in faults.FAULTS.items() if f.edits])
def test_a_written_faults_edits_apply_to_the_reference(rule: str) -> None:
    for e in faults.FAULTS[rule].edits:
        path = ENGINE_DIR / (e.module.replace(".", "/") + ".py")
        if not path.exists():  # a package: "phases" is phases/__init__.py
            path = ENGINE_DIR / e.module.replace(".", "/") / "__init__.py"
        source = path.read_text(encoding="utf-8")
        assert patching.edited(source, [(e.old, e.new)], e.module) != source


def test_an_edit_that_no_longer_matches_is_an_error() -> None:
    with pytest.raises(patching.FaultError, match="occurs 0 times"):
        patching.edited("x = 1\n", [("x = 2", "x = 3")], "m")


def test_the_rule_named_is_not_a_longer_id_it_begins() -> None:
    assert sweep.names("build.licence", "refused by build.licence, not x")
    assert not sweep.names("build.licence", "build.licence-skip took effect")
    assert not sweep.names("consul.preempt", "expected consul.preempt-funding")


HELLO = json.dumps({"type": "hello", "id": 1, "protocol": 1}) + "\n" + json.dumps({"type": "quit", "id": 2}) + "\n"


@pytest.mark.parametrize(
    "rule",
    [
        "build.licence",
        "view.gold-hidden",
        *(
            pytest.param(r, marks=pytest.mark.slow)
            for r in ("consul.not-walls", "score.gold", "setup.offices", "end.store")
        ),
    ],
)
def test_the_faulty_engine_starts_and_answers_hello(rule: str) -> None:
    done = subprocess.run(
        [sys.executable, str(SWEEP / "engine.py"), rule], input=HELLO, capture_output=True, text=True, timeout=60
    )
    first = json.loads(done.stdout.splitlines()[0])
    assert first["type"] == "hello", done.stderr


def test_a_rule_not_breakable_alone_has_no_engine() -> None:
    done = subprocess.run(
        [sys.executable, str(SWEEP / "engine.py"), "goods.can-produce"], input=HELLO, capture_output=True, text=True
    )
    assert done.returncode != 0 and "not breakable alone" in done.stderr


def test_the_docs_page_is_what_the_results_render_to() -> None:
    text = sweep.DOC.read_text(encoding="utf-8")
    assert sweep.rendered_doc(sweep.load_results(), text) == text, (
        "run `.venv/bin/python tests/rule_sweep/sweep.py --docs` and commit docs/rule-sweep.md"
    )
    assert "rule-sweep.md" in (ROOT / "docs" / "README.md").read_text(encoding="utf-8")


@pytest.mark.slow  # an end-to-end run of seconds: .ci/run's slow step (pytest -m slow)
def test_one_fault_swept_end_to_end_is_caught_and_named() -> None:
    entry = sweep.sweep_one("market.no-buy-and-sell", books=["en"], keyword="no-buy-and-sell")
    assert entry["kind"] == "generated" and "phases/construction.py:" in entry["description"]
    assert entry["exit_status"] == 1 and entry["en_exit_status"] == 1
    assert "en-rule-market.no-buy-and-sell" in entry["books"]["en"]["named"], entry
