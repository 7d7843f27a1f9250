"""Shared helpers for the tests of the verification harness (``tests/test_verify_*.py``).

``constantinopolis verify`` runs pytest itself, which should not be nested inside the test
session, so every run is a subprocess: either the Python API (:func:`start_verify`, which
calls ``constantinopolis.suite.verify.run.verify``) or the command line (:func:`start_cli`).  A
run is started at once and waited for when its result is needed, so a test module can
start all its runs together (they take ~10 s each, mostly waiting on the engine) and the
same run asked for twice in a session is made once.
"""

from __future__ import annotations

import atexit
import json
import shlex
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENGINES = ROOT / "tests" / "faulty_engines"
REFERENCE = "constantinopolis serve"  # the reference engine as a subprocess, like any other engine
RUN_TIMEOUT = 600.0  # seconds; a run that takes longer is a bug in the harness (a lost timeout)
# The step and start-up timeouts of every verify run here unless a test sets its own (only the hang test
# does): only a hang reaches them, so they are generous, and an honest engine on a loaded machine is
# never cut off.
STEP_TIMEOUT = 60.0
STARTUP_TIMEOUT = 60.0

VERIFY_API = """
import json, sys
from constantinopolis.suite.verify.run import verify
v = verify(**json.loads(sys.argv[1]))
with open(sys.argv[2], "w", encoding="utf-8") as f:
    json.dump({"report": v.report, "exit_code": v.exit_code}, f)
"""


def engine(name: str) -> str:
    """The ``--engine`` spec of ``tests/faulty_engines/NAME.py``, run by this Python."""
    return shlex.join([sys.executable, str(ENGINES / f"{name}.py")])


@dataclass
class Verified:
    """The outcome of one verify run: the report (docs/report.md) and the exit code."""

    report: dict[str, Any]
    exit_code: int
    stdout: str = ""
    stderr: str = ""

    def items(self) -> dict[str, dict[str, Any]]:
        return {item["id"]: item for item in self.report["items"]}

    def item_results(self) -> dict[str, str]:
        return {item["id"]: item["result"] for item in self.report["items"]}

    def failing(self) -> set[str]:
        """The items that count against the engine (``fail`` or ``error``)."""
        return {i for i, result in self.item_results().items() if result in ("fail", "error")}

    def scenarios(self) -> dict[tuple[str, int], dict[str, Any]]:
        """Every scenario once, by (file, line) (an example's scenario belongs to several items)."""
        return {(s["file"], s["line"]): s for item in self.report["items"] for s in item["scenarios"]}

    def scenario_results(self) -> dict[tuple[str, int], str]:
        return {key: s["result"] for key, s in self.scenarios().items()}


@dataclass
class Run:
    """A verify run in a subprocess; :meth:`result` waits for it."""

    argv: list[str]
    out: Path
    proc: subprocess.Popen[str]
    cli: bool
    _result: Verified | None = None

    def result(self) -> Verified:
        if self._result is None:
            try:
                stdout, stderr = self.proc.communicate(timeout=RUN_TIMEOUT)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.communicate()
                pytest.fail(f"verify did not finish within {RUN_TIMEOUT:g} s: {shlex.join(self.argv)}")
            report_file = self.out / "report.json"
            if not report_file.exists():
                assert self.cli, f"verify failed (exit {self.proc.returncode}):\n{stderr[-3000:]}"
                self._result = Verified({}, self.proc.returncode, stdout, stderr)
            elif self.cli:
                report = json.loads(report_file.read_text(encoding="utf-8"))
                self._result = Verified(report, self.proc.returncode, stdout, stderr)
            else:
                data = json.loads(report_file.read_text(encoding="utf-8"))
                self._result = Verified(data["report"], data["exit_code"], stdout, stderr)
        return self._result


_RUNS: dict[str, Run] = {}


@atexit.register
def _stop_unfinished() -> None:
    """A run nobody waited for (an interrupted session) does not outlive the tests."""
    for run in _RUNS.values():
        if run.proc.poll() is None:
            run.proc.kill()


def _start(key: str, argv: list[str], out: Path, cli: bool) -> Run:
    if key not in _RUNS:
        out.mkdir(parents=True, exist_ok=True)
        proc = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        _RUNS[key] = Run(argv, out, proc, cli)
    return _RUNS[key]


def start_verify(base: Path, **kwargs: Any) -> Run:
    """Start ``verify(**kwargs)`` (``constantinopolis.suite.verify.run``); ``base``: a scratch folder.
    The timeouts are :data:`STEP_TIMEOUT` and :data:`STARTUP_TIMEOUT` unless ``kwargs`` sets them."""
    kwargs = {"step_timeout": STEP_TIMEOUT, "startup_timeout": STARTUP_TIMEOUT} | kwargs
    key = json.dumps(["api", kwargs], sort_keys=True)
    out = base / f"api-{len(_RUNS)}"
    return _start(key, [sys.executable, "-c", VERIFY_API, json.dumps(kwargs), str(out / "report.json")], out, False)


def start_cli(base: Path, *args: str) -> Run:
    """Start ``constantinopolis verify ARGS --report DIR --quiet`` (``--step-timeout`` :data:`STEP_TIMEOUT`
    and ``--startup-timeout`` :data:`STARTUP_TIMEOUT` unless ``args`` has them)."""
    for option, seconds in (("--step-timeout", STEP_TIMEOUT), ("--startup-timeout", STARTUP_TIMEOUT)):
        if option not in args:
            args = (*args, option, f"{seconds:g}")
    key = json.dumps(["cli", args])
    out = base / f"cli-{len(_RUNS)}"
    cli = str(Path(sys.executable).parent / "constantinopolis")
    return _start(key, [cli, "verify", *args, "--report", str(out), "--quiet"], out, True)


def selected(request: pytest.FixtureRequest, param: str) -> list[Any]:
    """The values of parameter ``param`` of this module's tests that were selected (``-k``)."""
    values: list[Any] = []
    for item in request.session.items:
        callspec = getattr(item, "callspec", None)
        if getattr(item, "module", None) is request.module and callspec is not None and param in callspec.params:
            if callspec.params[param] not in values:
                values.append(callspec.params[param])
    return values


def describe_items(verified: Verified, ids: Iterable[str]) -> str:
    """The failing items, with their rules and first message, for an assertion's text."""
    items = verified.items()
    lines = []
    for i in sorted(ids):
        item = items.get(i)
        if item is None:
            lines.append(f"  {i}: not in the report")
            continue
        messages = [s["message"] for s in item["scenarios"] if s["message"]]
        first = messages[0].splitlines()[0][:200] if messages else ""
        lines.append(f"  {i} [{item['result']}] rules {item['rules']}: {first}")
    return "\n".join(lines)
