"""Verify an engine of ``hostile.py`` and say what is wrong with the outcome (the tests' and CI's check).

    python tests/hostile_engines/check.py [KIND ...]     # every kind on the whole English book

Each kind is verified (the verify API, in a subprocess that reports the harness's own peak memory)
and compared with the reference engine's run: the report must be complete (four files, strict JSON,
the reference's items), only the scenarios that act a Free Trade may change (each with the kind's
reason), the harness must stay under 200 MB, and no process or working directory of the engine may
be left.  ``tests/test_verify_hostile.py`` runs this on a selection of scenarios; ``.ci/run`` on the
whole English book, printing one line per kind.
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from constantinopolis.suite.protocol import installed_version
from constantinopolis.suite.verify.untrusted import MAX_QUOTED, UNSAFE

ROOT = Path(__file__).resolve().parents[2]
HOSTILE = ROOT / "tests" / "hostile_engines" / "hostile.py"
# The English scenarios that act a Free Trade ('trade'): the example (en-ex-23) and the refusal
# without the variant (freetrade.disabled).  Every other selected scenario must keep the reference's result.
TRADING = frozenset({("features/en/free_trade.feature", 17), ("features/en/free_trade.feature", 34)})
REFUSED_TRADE = frozenset({("features/en/free_trade.feature", 34)})
STEP_TIMEOUT = 3.0  # for the engine that hangs for ever; an honest answer takes milliseconds
# every other run's timeouts: only a hang reaches them, so they are generous (a loaded machine slows starts)
GENEROUS = {"step_timeout": 60.0, "startup_timeout": 60.0}
MEMORY_LIMIT_KB = 200 * 1024
REPORT_LIMIT_BYTES = 10 * 2**20  # each report file (the reference's English book: about 1 MB)
REPORT_FILES = ("report.json", "report.html", "junit.xml", "cucumber.json")
HELLO_CHANGES = (  # the problem of hello_changes, which gives another version from its second process on
    "the engine's processes do not all answer 'hello' alike: "
    'engine {"name": "constantinopolis", "version": "changed"} '
    f'(first: {{"name": "constantinopolis", "version": "{installed_version()}"}}); '
    "the report describes the first answer"
)

# The harness's peak memory is its VmHWM (ru_maxrss would count the forking parent's pages too).
RUN = """
import json, sys
from constantinopolis.suite.verify.run import verify
v = verify(**json.loads(sys.argv[1]))
status = open("/proc/self/status", encoding="utf-8").read()
peak = int(status.split("VmHWM:")[1].split()[0])
with open(sys.argv[2], "w", encoding="utf-8") as f:
    json.dump({"report": v.report, "exit_code": v.exit_code, "peak_kb": peak}, f, allow_nan=False)
"""


@dataclass(frozen=True)
class Expect:
    """What verify must make of one kind of engine."""

    reasons: tuple[str, ...] = ()  # the trading scenarios' message holds one of these; () = they keep their result
    result: str = "error"
    problem: str | None = None  # a run-wide problem the report must list (a part of its words)
    not_supported: str | None = None  # other scenarios may become not-supported, for this reason
    changes: frozenset[tuple[str, int]] = TRADING  # the scenarios whose result changes, when there are reasons


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
    "deep_nesting": Expect(("nested too deep: at most 200 levels of lists and objects",)),
    "big_int": Expect(("an integer of 5,000 digits; at most 4,300 are read",)),
    "nan_answer": Expect(("not JSON: NaN is not a JSON number",)),
    "overflow": Expect(("the number 1e999 is too large for a 64-bit float",)),
    "not_utf8": Expect(("printed a line that is not UTF-8",)),
    "empty_line": Expect(("printed an empty line where an answer was due",)),
    "close_stdout": Expect(("closed its standard output while still running (answering 'act')",)),
    "orphan_child": Expect(("the engine exited (code 3) while answering 'act'",)),
    "killed": Expect(("the engine was killed by signal 9 (SIGKILL) while answering 'act'",)),
    "exit_zero": Expect(("the engine exited (code 0)",)),
    "exit_after_answer": Expect(("the engine exited (code 0)",)),
    "hang": Expect((f"no answer to 'act' within {STEP_TIMEOUT:g} s (the engine was stopped)",)),
    "flood_stdout": Expect(("printed something that is not JSON: progress...",)),
    "nan_view": Expect(("not JSON: NaN is not a JSON number",)),
    "huge_refusal": Expect(("... (cut: 1,500,1",), result="fail"),
    "unsafe_view": Expect(
        ("changed the state: \\x1b[2J\\x1b[31mEVIL\\ud800\\u202e</script>",), result="fail", changes=REFUSED_TRADE
    ),
    # not misbehaviours: an answer in pieces, a CRLF line end, files written in the engine's own directory
    "slow_bytes": Expect(),
    "crlf": Expect(),
    "write_cwd": Expect(),
    "hello_spec_claim": Expect(),
    # the processes after the first answer hello with another version: the report describes the first
    "hello_changes": Expect(problem=HELLO_CHANGES),
    # a second answer to a trade, sent as the next scenario starts: noted, and that scenario is not the worse for it
    "late_answer": Expect(problem="('act') a second time, during a later scenario (the extra answer was ignored)"),
    # stdin closed between two scenarios, the engine still running: restarted, and named as a problem of the run
    "close_stdin_between": Expect(
        problem="the engine closed its standard input after a scenario ended, while still running (it was restarted)"
    ),
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


def run_verify(command: str, folder: Path, **options: Any) -> Outcome:
    """``verify(engine=command, books=["en"], **options)`` in a subprocess run in ``folder``."""
    folder.mkdir(parents=True)
    pids = folder / "pids"
    pids.mkdir()
    kwargs = {"engine": command, "books": ["en"], "report_dir": str(folder / "report"), **options}
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


REFERENCE = "constantinopolis serve"


def run_all(kinds: list[str], base: Path, workers: int = 4, **options: Any) -> dict[str, Outcome]:
    """The reference's run (key ``reference``) and each kind's, ``workers`` at a time."""
    jobs: dict[str, tuple[str, dict[str, Any]]] = {"reference": (REFERENCE, GENEROUS)}
    for kind in kinds:
        jobs[kind] = (engine(kind), GENEROUS | ({"step_timeout": STEP_TIMEOUT} if kind == "hang" else {}))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        futures = {
            name: pool.submit(run_verify, command, base / name, **opts, **options)
            for name, (command, opts) in jobs.items()
        }
        return {name: future.result() for name, future in futures.items()}


def running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, IndexError):
        return False
    return state not in ("Z", "X")


def _strict(text: str) -> str | None:
    """Why ``text`` is not strict JSON, or None."""
    try:
        json.loads(text, parse_constant=lambda c: (_ for _ in ()).throw(ValueError(f"{c} is not strict JSON")))
    except ValueError as exc:
        return str(exc)[:200]
    return None


def problems(kind: str, run: Outcome, reference: Outcome) -> list[str]:
    """Everything wrong with ``kind``'s outcome, in words (none: verify held up)."""
    expect, out = EXPECT[kind], []
    if reference.exit_code != 0:
        out.append("the reference did not pass")
    # the report is complete: all four files, strict JSON, the same items as the reference's
    for name in REPORT_FILES:
        path = run.folder / "report" / name
        if not path.exists() or not path.stat().st_size:
            out.append(f"{name} was not written")
    for name in REPORT_FILES:  # strict JSON, and no unsafe character even once a JSON string is decoded
        path = run.folder / "report" / name
        text = decoded = path.read_text(encoding="utf-8", errors="surrogateescape") if path.exists() else ""
        if name.endswith(".json"):
            if why := _strict(text):
                out.append(f"{name}: {why}")
            else:
                decoded = json.dumps(json.loads(text), ensure_ascii=False)
        if found := UNSAFE.search(decoded.replace("\n", "").replace("\t", "").replace("\r", "")):
            out.append(f"{name} holds the unsafe character {found.group()!r}")
    for name in REPORT_FILES:  # what the engine sent is quoted, never whole: a report stays the reference's size
        path = run.folder / "report" / name
        if path.exists() and path.stat().st_size > REPORT_LIMIT_BYTES:
            out.append(f"{name} is {path.stat().st_size:,} bytes")
    if [i["id"] for i in run.report["items"]] != [i["id"] for i in reference.report["items"]]:
        out.append("the report's items are not the reference's")
    # only the scenarios where the engine misbehaved changed, each with the reason
    got, before = run.scenarios(), reference.scenarios()
    if got.keys() != before.keys():
        out.append("the report's scenarios are not the reference's")
    changed = {key for key in got if key in before and got[key]["result"] != before[key]["result"]}
    if expect.not_supported:
        unsupported = {k for k in changed if got[k]["result"] == "not-supported"}
        out += [f"{k}: {got[k]['message']}" for k in unsupported if expect.not_supported not in got[k]["message"]]
        changed -= unsupported
    if expect.reasons:
        if changed != expect.changes:
            out.append(f"changed {sorted(changed)}, expected exactly {sorted(expect.changes)}")
        for key in expect.changes & got.keys():
            message = got[key]["message"] or ""
            if got[key]["result"] != expect.result or not any(reason in message for reason in expect.reasons):
                out.append(f"{key}: {got[key]['result']}: {message[:300]}")
            if len(message) > MAX_QUOTED + 100:
                out.append(f"{key}: a message of {len(message)} characters")
    elif changed:
        out.append(f"{sorted(changed)} changed: {[got[k]['message'] for k in changed]}")
    # the run's problems, and the exit code
    if expect.problem and not any(expect.problem in p for p in run.report["problems"]):
        out.append(f"the problem is not listed: {run.report['problems']}")
    if not expect.problem and run.report["problems"]:
        out.append(f"problems: {run.report['problems']}")
    if run.exit_code != (1 if expect.reasons or expect.problem else 0):
        out.append(f"exit {run.exit_code}")
    # the report names the command given, whatever the engine claims
    if run.report["engine"]["spec"] != engine(kind):
        out.append(f"the report names {run.report['engine']['spec']!r} as the command")
    # bounded memory, nothing left running, no working directory left, nothing written beside verify
    if run.peak_kb >= MEMORY_LIMIT_KB:
        out.append(f"the harness peaked at {run.peak_kb // 1024} MB")
    if not run.pids:
        out.append("the engine noted no process")
    if alive := [pid for pid in run.pids if running(pid)]:
        out.append(f"processes of the engine still running: {alive}")
    if left := [d for d in run.pids.values() if Path(d).exists()]:
        out.append(f"working directories left: {left}")
    if sorted(p.name for p in run.folder.iterdir()) != ["out.json", "pids", "report"]:
        out.append(f"files beside verify: {sorted(p.name for p in run.folder.iterdir())}")
    return out


def main(argv: list[str]) -> int:
    """Every kind (or the ones named) on the whole English book; one line each; exit 1 on any problem."""
    kinds = argv or list(EXPECT)
    with tempfile.TemporaryDirectory(prefix="hostile-") as tmp:
        started = time.monotonic()
        outcomes = run_all(kinds, Path(tmp), workers=2)
        bad = 0
        for kind in kinds:
            run = outcomes[kind]
            found = problems(kind, run, outcomes["reference"])
            bad += bool(found)
            s = run.report["summary"]
            erred = sum(x["result"] in ("error", "fail") for x in run.scenarios().values())
            print(
                f"{kind:<24} exit {run.exit_code}  items {s['items']:>3}  erred scenarios {erred}  "
                f"harness {run.peak_kb // 1024:>3} MB  processes {len(run.pids):>2}, left 0"
                + (f"  PROBLEMS: {'; '.join(found)}" if found else "  ok")
            )
        print(f"{len(kinds) - bad} of {len(kinds)} hostile engines held up in {time.monotonic() - started:.0f} s")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
