"""A corpus of malformed files (tests/malformed/corpus.yaml), each with the error it must produce.

Every case must end in one clear error: the documented error type, the file and (for scenario
files) the line, the problem in words, no traceback, and no hang.  A hang is caught by an alarm
(a guard, not a timing: how long the errors take is printed by ``benchmarks/bench_malformed.py``).
The same loaders are fed random bytes and random YAML by the Hypothesis tests at the end.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import load_yaml
from constantinopolis.core.components import load_components
from constantinopolis.core.errors import ComponentError, ConstantinopolisError
from constantinopolis.suite.scenario import load_scenario
from constantinopolis.tools.cli import main

CORPUS_FILE = Path(__file__).resolve().parent / "malformed" / "corpus.yaml"
CORPUS: list[dict[str, Any]] = load_yaml(CORPUS_FILE.read_text(encoding="utf-8"))
GUARD_SECONDS = 60  # far above the 2 s an error may take, on a loaded machine too: only a hang trips it


def content(case: dict[str, Any]) -> bytes:
    if "content_hex" in case:
        return bytes.fromhex(case["content_hex"])
    text = case.get("content", "")
    if "repeat" in case:
        text += case["repeat"]["text"] * case["repeat"]["times"]
    return str(text).encode("utf-8")


@contextmanager
def hang_guard(seconds: int = GUARD_SECONDS) -> Iterator[None]:
    def stop(signum: int, frame: Any) -> None:
        raise TimeoutError(f"no answer within {seconds} s: a hang")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def test_the_corpus_is_well_formed_and_large_enough() -> None:
    ids = [c["id"] for c in CORPUS]
    assert len(ids) == len(set(ids)), "ids are unique"
    assert all(c["kind"] in ("scenario", "manifest") and c.get("error") for c in CORPUS)
    # with the message catalogues of tests/messages/ (setup, action and API errors), well over 80 inputs
    assert len(CORPUS) >= 80, f"{len(CORPUS)} malformed files"


@pytest.mark.parametrize("case", [c for c in CORPUS if c["kind"] == "scenario"], ids=lambda c: c["id"])
def test_a_malformed_scenario_file_gets_one_clear_error(
    case: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / f"{case['id']}.yaml"
    path.write_bytes(content(case))
    with hang_guard():
        code = main(["play-scenario", str(path)])
    out, err = capsys.readouterr()
    assert code == 2, f"exit {code}; stdout: {out[:300]} stderr: {err[:300]}"
    assert "Traceback" not in err and err.count("\n") == 1, err
    assert case["error"] in err, err
    where = f"{path}:{case['line']}:" if "line" in case else f"{path}"
    assert where in err, err


@pytest.mark.parametrize("case", [c for c in CORPUS if c["kind"] == "manifest"], ids=lambda c: c["id"])
def test_a_malformed_manifest_gets_one_clear_error(case: dict[str, Any], tmp_path: Path) -> None:
    path = tmp_path / f"{case['id']}.yaml"
    path.write_bytes(content(case))
    with hang_guard(), pytest.raises(ComponentError) as info:
        load_components(str(path))
    assert case["error"] in str(info.value), str(info.value)
    assert str(path) in str(info.value)


# ------------------------------------------------------------------ fuzzing the loaders
YAML_TEXT = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
).map(lambda data: yaml.safe_dump(data, sort_keys=False))

SCENARIO_LIKE = st.fixed_dictionaries(
    {"scenario": st.text(max_size=5), "players": st.lists(st.text(max_size=4), max_size=6)},
    optional={
        "setup": st.dictionaries(
            st.sampled_from(["round", "phase", "players", "offices", "market", "supply", "turn"]),
            st.none() | st.integers(-3, 12) | st.text(max_size=6) | st.lists(st.integers(-2, 3), max_size=3),
            max_size=4,
        ),
        "actions": st.lists(st.text(max_size=12), max_size=3),
        "expect": st.dictionaries(st.text(min_size=1, max_size=8), st.integers(), max_size=3),
    },
).map(lambda data: yaml.safe_dump(data, sort_keys=False))


def only_documented_errors(path: Path, loader: str) -> None:
    with hang_guard(10):
        try:
            if loader == "scenario":
                from constantinopolis.suite.scenario import build_game

                build_game(load_scenario(path))
            else:
                load_components(str(path))
        except ConstantinopolisError:
            pass  # documented: ScenarioError, SetupError, ComponentError, ...


FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@FUZZ
@given(data=st.binary(max_size=300))
def test_random_bytes_give_only_documented_errors(data: bytes, tmp_path: Path) -> None:
    for loader in ("scenario", "manifest"):
        path = tmp_path / f"fuzz-{loader}.yaml"
        path.write_bytes(data)
        only_documented_errors(path, loader)


@FUZZ
@given(text=YAML_TEXT | SCENARIO_LIKE)
def test_random_yaml_gives_only_documented_errors(text: str, tmp_path: Path) -> None:
    for loader in ("scenario", "manifest"):
        path = tmp_path / f"fuzz-{loader}.yaml"
        path.write_text(text, encoding="utf-8")
        only_documented_errors(path, loader)
