"""verify holds up against an engine that misbehaves in any way: the report is complete, only the
scenarios where the engine misbehaved err (with a true reason), memory stays bounded and no process
of the engine is left running.

Each kind of ``tests/hostile_engines/hostile.py`` is verified on the English book's scenarios that
``-k "trade or auction"`` selects: the two that act a Free Trade (where most kinds misbehave) and
twenty others that do not (which must keep the reference's result).  The runs are subprocesses of the
verify API, four at a time; each reports the harness's own peak memory.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from helpers_verify import ROOT

HOSTILE = ROOT / "tests" / "hostile_engines" / "hostile.py"
KEYWORD = "trade or auction"
# The scenarios of that selection that act a Free Trade ('trade'): the example (en-ex-23) and the refusal
# without the variant (freetrade.disabled).  Every other selected scenario must keep the reference's result.
TRADING = {("features/en/free_trade.feature", 17), ("features/en/free_trade.feature", 34)}
STEP_TIMEOUT = 3.0  # for the engine that hangs for ever; an honest answer takes milliseconds
MEMORY_LIMIT_KB = 200 * 1024
REPORT_FILES = ("report.json", "report.html", "junit.xml", "cucumber.json")

RUN = """
import json, resource, sys
from constantinopolis.verify.run import verify
v = verify(**json.loads(sys.argv[1]))
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
with open(sys.argv[2], "w", encoding="utf-8") as f:
    json.dump({"report": v.report, "exit_code": v.exit_code, "peak_kb": peak}, f, allow_nan=False)
"""


@dataclass(frozen=True)
class Expect:
    """What verify must make of one kind of engine."""

    reasons: tuple[str, ...] = ()  # the trading scenarios' message holds one of these; () = they keep their result
    result: str = "error"
    problem: str | None = None  # a run-wide problem the report must list
    not_supported: str | None = None  # other scenarios may become not-supported, for this reason


EXPECT: dict[str, Expect] = {
    "log_line": Expect(("printed a line that is not an answer (a JSON object with a \"type\") to 'act'",)),
    "log_text": Expect(("printed something that is not JSON: DEBUG trade",)),
    "answer_twice": Expect(("printed output nobody asked for", "with an answer for id")),
    "answer_twice_later": Expect(("printed output nobody asked for", "with an answer for id")),
    "wrong_id": Expect(("with an answer for id",)),
    "stop_reading": Expect(("still busy with the trade",)),
    "surrogate": Expect(("with an error: lone surrogate \\ud800 here",)),
    "surrogate_refusal": Expect(("free\\udfff",), result="fail"),
    "escapes": Expect(("with an error: \\x1b[2J\\x1b[H\\x1b[32mverified: every item passes\\x1b[0m\\x0d\\u202eevil",)),
    "stderr_flood": Expect(("the engine exited (code 3) while answering 'act' | stderr: xxx",)),
    "huge_line": Expect(("printed an answer line longer than 2,097,152 bytes to the 'act' request",)),
    "deep_nesting": Expect(("printed an answer nested deeper than 200 levels",)),
    "big_int": Expect(("an integer of 5000 digits (at most 4300)",)),
    "nan_answer": Expect(("NaN is not JSON",)),
    "overflow": Expect(("the number 1e999 overflows",)),
    "not_utf8": Expect(("printed a line that is not UTF-8",)),
    "empty_line": Expect(("printed an empty line where an answer was due",)),
    "close_stdout": Expect(("closed its standard output while still running (answering 'act')",)),
    "orphan_child": Expect(("the engine exited (code 3) while answering 'act'",)),
    "exit_zero": Expect(("the engine exited (code 0)",)),
    "hang": Expect((f"no answer to 'act' within {STEP_TIMEOUT:g} s (the engine was stopped)",)),
    "flood_stdout": Expect(("printed something that is not JSON: progress...",)),
    "nan_view": Expect(("NaN is not JSON",)),
    # not misbehaviours: an answer in pieces, a CRLF line end, files written in the engine's own directory
    "slow_bytes": Expect(),
    "crlf": Expect(),
    "write_cwd": Expect(),
    "hello_spec_claim": Expect(),
    # malformed optional handshake fields: ignored, and named as a problem of the run
    "hello_engine_string": Expect(problem='hello: "engine" is not an object with "name" and "version" (x); ignored'),
    "hello_capabilities_int": Expect(
        problem='hello: "capabilities" is not a list of strings (1); ignored',
        not_supported="the engine does not list legal actions (capability 'legal_actions')",
    ),
}


@dataclass
class Outcome:
    report: dict[str, Any]
    exit_code: int
    peak_kb: int
    pids: dict[int, str] = field(default_factory=dict)  # every engine process (and child) -> its working dir
    folder: Path = Path()
    stderr: str = ""

    def scenarios(self) -> dict[tuple[str, int], dict[str, Any]]:
        return {(s["file"], s["line"]): s for item in self.report["items"] for s in item["scenarios"]}


def _verify(command: str, folder: Path, **options: Any) -> Outcome:
    folder.mkdir(parents=True)
    pids = folder / "pids"
    pids.mkdir()
    kwargs = {"engine": command, "books": ["en"], "keyword": KEYWORD, "report_dir": str(folder / "report"), **options}
    env = {**os.environ, "HOSTILE_PIDS": str(pids)}
    proc = subprocess.run(
        [sys.executable, "-c", RUN, json.dumps(kwargs), str(folder / "out.json")],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert (folder / "out.json").exists(), f"verify crashed (exit {proc.returncode}):\n{proc.stderr[-3000:]}"
    data = json.loads((folder / "out.json").read_text(encoding="utf-8"))
    noted = {int(p.name): p.read_text(encoding="utf-8") for p in pids.iterdir()}
    return Outcome(data["report"], data["exit_code"], data["peak_kb"], noted, folder, proc.stderr)


def engine(kind: str) -> str:
    return shlex.join([sys.executable, str(HOSTILE), kind])


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Outcome]]:
    base = tmp_path_factory.mktemp("hostile")
    jobs: dict[str, tuple[str, dict[str, Any]]] = {"reference": ("constantinopolis serve", {})}
    for kind in EXPECT:
        jobs[kind] = (engine(kind), {"step_timeout": STEP_TIMEOUT} if kind == "hang" else {})
    with ThreadPoolExecutor(max_workers=4) as pool:
        futures = {name: pool.submit(_verify, command, base / name, **opts) for name, (command, opts) in jobs.items()}
        yield {name: future.result() for name, future in futures.items()}


def _not_json(constant: str) -> Any:
    pytest.fail(f"a report file holds {constant}: not strict JSON")


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, IndexError):
        return False
    return state not in ("Z", "X")


def test_the_hostile_engines_cover_every_kind() -> None:
    listed = subprocess.run([sys.executable, str(HOSTILE), "?"], capture_output=True, text=True).stderr
    kinds = set(listed.split("kinds: ")[1].strip().split(", "))
    assert kinds - {"hello_editions_en"} == set(EXPECT), "every kind of hostile.py has its expectation here"


@pytest.mark.parametrize("kind", list(EXPECT))
def test_a_hostile_engine_errs_only_its_own_scenarios(kind: str, outcomes: dict[str, Outcome]) -> None:
    expect, reference, run = EXPECT[kind], outcomes["reference"], outcomes[kind]
    assert reference.exit_code == 0, "the reference passes the selection"
    # the report is complete: all four files, strict JSON, the same items as the reference's
    for name in REPORT_FILES:
        path = run.folder / "report" / name
        assert path.exists() and path.stat().st_size > 0, f"{name} was not written"
    for name in ("report.json", "cucumber.json"):
        text = (run.folder / "report" / name).read_text(encoding="utf-8")
        json.loads(text, parse_constant=_not_json)
        assert "\x1b" not in text and "\u202e" not in text, f"{name} holds a raw control character"
    assert "\x1b" not in (run.folder / "report" / "report.html").read_text(encoding="utf-8")
    assert [i["id"] for i in run.report["items"]] == [i["id"] for i in reference.report["items"]]
    # only the scenarios where the engine misbehaved changed, each with the reason
    got, before = run.scenarios(), reference.scenarios()
    assert got.keys() == before.keys()
    changed = {key for key in got if got[key]["result"] != before[key]["result"]}
    if expect.not_supported:
        unsupported = {k for k in changed if got[k]["result"] == "not-supported"}
        assert all(expect.not_supported in (got[k]["message"] or "") for k in unsupported)
        changed -= unsupported
    if expect.reasons:
        assert changed == TRADING, f"{kind}: changed {sorted(changed)}, expected exactly the trading scenarios"
        for key in TRADING:
            message = got[key]["message"] or ""
            assert got[key]["result"] == expect.result, (key, got[key]["result"], message)
            assert any(reason in message for reason in expect.reasons), f"{key}: {message}"
            assert len(message) < 3000, f"{key}: a message of {len(message)} characters"
    else:
        assert not changed, f"{kind}: {sorted(changed)} changed: {[got[k]['message'] for k in changed]}"
    # the run's problems, and the exit code
    if expect.problem:
        assert expect.problem in run.report["problems"]
    else:
        assert not run.report["problems"], run.report["problems"]
    assert run.exit_code == (1 if expect.reasons or expect.problem else 0)
    # the report names the command given, whatever the engine claims
    assert run.report["engine"]["spec"] == engine(kind)
    # bounded memory, nothing left running, no working directory left, nothing written beside verify
    assert run.peak_kb < MEMORY_LIMIT_KB, f"the harness peaked at {run.peak_kb // 1024} MB"
    assert run.pids, "the engine noted its processes"
    assert not [pid for pid in run.pids if _running(pid)], "a process of the engine is still running"
    assert not [d for d in run.pids.values() if Path(d).exists()], "an engine's working directory was left"
    assert sorted(p.name for p in run.folder.iterdir()) == ["out.json", "pids", "report"]


def test_the_engine_runs_in_a_fresh_directory_of_its_own(outcomes: dict[str, Outcome]) -> None:
    run = outcomes["write_cwd"]
    folders = set(run.pids.values())
    assert len(folders) == len(run.pids), "each engine process had a directory of its own"
    assert all(Path(d).name.startswith("constantinopolis-engine-") for d in folders), folders
    assert not (ROOT / "written-by-the-engine.txt").exists()
