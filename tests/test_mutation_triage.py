"""The triage of the surviving mutants (tests/mutation/survivors.yaml, docs/mutation.md): each entry is
untriaged, equivalent with a reason, or killed by a test that exists."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
SURVIVORS = ROOT / "tests" / "mutation" / "survivors.yaml"
KILLED_BY = re.compile(r"^killed-by: (?P<file>tests/[\w/]+\.py)::(?P<test>\w+)")


def entries() -> list[dict[str, str]]:
    return list(yaml.safe_load(SURVIVORS.read_text(encoding="utf-8")) or [])


def test_each_triage_is_untriaged_a_reason_or_an_existing_test() -> None:
    problems = []
    for e in entries():
        triage = str(e["triage"])
        if triage.startswith("untriaged"):
            continue
        if triage.startswith("equivalent: "):
            if len(triage) < len("equivalent: ") + 20:
                problems.append(f"{e['mutant']}: the reason is too short: {triage!r}")
            continue
        m = KILLED_BY.match(triage)
        if not m:
            problems.append(f"{e['mutant']}: not a triage: {triage!r}")
            continue
        path = ROOT / m["file"]
        if not path.is_file() or f"def {m['test']}(" not in path.read_text(encoding="utf-8"):
            problems.append(f"{e['mutant']}: {m['file']}::{m['test']} does not exist")
    assert problems == []


def test_the_check_finds_a_missing_test() -> None:
    assert KILLED_BY.match("killed-by: tests/test_x.py::test_y")
    assert not KILLED_BY.match("killed by a test")
