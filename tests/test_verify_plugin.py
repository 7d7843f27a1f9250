"""A bad ``--engine`` or refusal option is ONE usage error when pytest starts; and the plugin's
options are there only in the checkout (or with ``-p constantinopolis.suite.verify.plugin``).

``pytest features/... --engine SPEC`` checks the spec (and shakes hands with a program)
once, in ``pytest_configure``: a spec that cannot work stops pytest with exit code 4 and
one ``ERROR:`` line on stderr naming the problem, instead of a failure per scenario.
Each case runs pytest in a subprocess; they all start together.

The plugin is registered by the checkout's conftest.py (and by features/conftest.py when that one
is not there), not by an entry point of the package: docs/install.md, "The pytest plugin".
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from helpers_verify import ROOT, engine, selected

BAD_MAP = "E1: market.limit\nE2: no.such-rule\nE3: [ships.buy, also.bogus]\n"
SILENT = "python -c 'import time; time.sleep(3600)'"  # hangs for sure (the harness stops it after 0.5 s)
# for an engine that answers: only a hang would reach these (a loaded machine may slow a start, never 60 s)
GENEROUS = ("--startup-timeout", "60", "--step-timeout", "60")


@dataclass(frozen=True)
class Case:
    args: tuple[str, ...]
    error: str  # what the one error line says
    or_else: str = ""  # what it may say instead, where the engine's timing decides (a race, said where it is)


CASES = {
    "no such module": Case(
        ("--engine", "nosuchmodule:Driver"),
        "--engine nosuchmodule:Driver: cannot import module 'nosuchmodule'",
    ),
    "no such class": Case(
        ("--engine", "constantinopolis.suite.protocol:NoDriver"),
        "module 'constantinopolis.suite.protocol' has no 'NoDriver'",
    ),
    "not a driver": Case(
        ("--engine", "constantinopolis.suite.protocol:Session"),
        "Session lacks the driver method(s) start, act, view, legal_actions",
    ),
    "no such program": Case(
        ("--engine", "/nonexistent/engine"),
        "--engine '/nonexistent/engine': the handshake failed: cannot run '/nonexistent/engine': No such file",
    ),
    # the engine prints 1 and exits at once: 'hello' reaches it in time, or it has already exited (a race the
    # harness cannot win on a loaded machine); either way the one error line shows what it printed
    "not the protocol": Case(
        ("--engine", "python -c 'print(1)'", *GENEROUS),
        "the handshake failed: printed a line that is not an answer (a JSON object with a \"type\") to 'hello': 1",
        "the handshake failed: the engine exited (code 0) before the 'hello' request; it printed: 1",
    ),
    "another protocol version": Case(
        ("--engine", engine("bad_handshake"), *GENEROUS),
        "the handshake failed: speaks protocol 99; this suite speaks 1",
    ),
    "no handshake": Case(
        ("--engine", SILENT, "--startup-timeout", "0.5"),
        "the handshake failed: no answer to 'hello' within 0.5 s (the engine was stopped)",
    ),
    "mapped without a map": Case(("--refusals", "mapped"), "--refusals mapped needs --refusal-map FILE"),
    "a map with unknown rules": Case(
        ("--refusal-map", "{bad_map}"),
        "bad-codes.yaml:2: E2: unknown rule id(s) no.such-rule (see 'constantinopolis rules'); ",
    ),
    "a map that is not there": Case(
        ("--refusals", "mapped", "--refusal-map", "/nonexistent/codes.yaml"),
        "/nonexistent/codes.yaml: cannot read the refusal map: No such file or directory",
    ),
    "a timeout that is not positive": Case(
        ("--step-timeout", "0"), "argument --step-timeout: expected a number of seconds above 0, got '0'"
    ),
    "a timeout that is not a number": Case(
        ("--startup-timeout", "nan"), "argument --startup-timeout: expected a number of seconds above 0, got 'nan'"
    ),
}


@pytest.fixture(scope="module")
def pytest_runs(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, subprocess.Popen[str]]:
    """``pytest features/test_en.py ARGS`` of every selected case, started together."""
    bad_map: Path = tmp_path_factory.mktemp("plugin") / "bad-codes.yaml"
    bad_map.write_text(BAD_MAP, encoding="utf-8")
    runs = {}
    for name in selected(request, "name"):
        args = [a.replace("{bad_map}", str(bad_map)) for a in CASES[name].args]
        argv = [sys.executable, "-m", "pytest", "features/test_en.py", "-q", "-p", "no:cacheprovider", *args]
        runs[name] = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return runs


# Each case is a pytest subprocess (about a second of CPU): four stay in the README's test command (a module
# that cannot be imported, a handshake that never comes, a refusal map's two errors), the others are slow tests.
QUICK_CASES = ("no such module", "no handshake", "mapped without a map", "a map with unknown rules")


@pytest.mark.parametrize("name", [n if n in QUICK_CASES else pytest.param(n, marks=pytest.mark.slow) for n in CASES])
def test_a_bad_option_is_one_usage_error(name: str, pytest_runs: dict[str, subprocess.Popen[str]]) -> None:
    proc = pytest_runs[name]
    stdout, stderr = proc.communicate(timeout=120)
    command = shlex.join(str(a) for a in proc.args)  # type: ignore[union-attr]
    assert proc.returncode == pytest.ExitCode.USAGE_ERROR, f"{command}\n{stdout[-2000:]}\n{stderr[-2000:]}"
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1, stderr
    assert lines[0].startswith("ERROR: ")
    case = CASES[name]
    assert case.error in lines[0] or (case.or_else and case.or_else in lines[0]), lines[0]
    assert "passed" not in stdout and "failed" not in stdout and "error" not in stdout.lower(), stdout


# ------------------------------------------------------------------ where the plugin's options are
HELP = "--engine=SPEC"  # how pytest --help lists the option
# name -> (the folder pytest runs in: the checkout or an empty one, its arguments, whether --engine is there)
PLACES: dict[str, tuple[str, tuple[str, ...], bool]] = {
    "outside the checkout": ("elsewhere", ("--help",), False),
    "outside, opted in with -p": ("elsewhere", ("-p", "constantinopolis.suite.verify.plugin", "--help"), True),
    "in the checkout, tests only": ("checkout", ("tests/test_yamlfile.py", "--help"), True),
    "in the checkout": ("checkout", ("--help",), True),
}
# name -> arguments of a run in the checkout that must work: the features on an engine chosen by option
RUNS = {
    # no path: the configuration's testpaths, narrowed to the features (--ignore=tests would not narrow them:
    # pytest does not apply --ignore to a path it was given, and testpaths are given), the features only collected
    "no path: --engine before its value is known": (
        "--engine",
        "constantinopolis serve",
        *GENEROUS,
        "-o",
        "testpaths=features",
        "--co",
    ),
    "features only": ("features/test_en.py", "--engine", "constantinopolis serve", *GENEROUS, "-k", "auction"),
    "the plugin also given by -p": (
        "features/test_en.py",
        "-p",
        "constantinopolis.suite.verify.plugin",
        "--refusals",
        "lenient",
        "-k",
        "auction",
    ),
    # the root conftest.py out of reach, as in the mutation workspace: features/conftest.py registers it
    "without the root conftest": (
        "features/test_en.py",
        "--confcutdir",
        "features",
        "--engine",
        "constantinopolis serve",
        *GENEROUS,
        "-k",
        "auction",
    ),
}


def _pytest(cwd: Path, *args: str) -> subprocess.Popen[str]:
    argv = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly", *args]
    return subprocess.Popen(argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


@pytest.fixture(scope="module")
def elsewhere(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An empty folder outside the checkout, where pytest finds no configuration of ours."""
    return tmp_path_factory.mktemp("elsewhere")


@pytest.fixture(scope="module")
def helps(request: pytest.FixtureRequest, elsewhere: Path) -> dict[str, subprocess.Popen[str]]:
    """``pytest --help`` of every selected place, started together."""
    return {
        name: _pytest(elsewhere if PLACES[name][0] == "elsewhere" else ROOT, *PLACES[name][1])
        for name in selected(request, "place")
    }


QUICK_PLACES = ("outside the checkout", "in the checkout")  # the two ends; the others are slow tests


@pytest.mark.parametrize("place", [n if n in QUICK_PLACES else pytest.param(n, marks=pytest.mark.slow) for n in PLACES])
def test_the_options_are_there_only_in_the_checkout_or_with_p(
    place: str, helps: dict[str, subprocess.Popen[str]]
) -> None:
    out, _ = helps[place].communicate(timeout=120)
    assert helps[place].returncode == 0, out
    assert "--hypothesis-seed" in out  # the help of this environment's pytest, with its plugins
    assert (HELP in out) == PLACES[place][2], out


@pytest.fixture(scope="module")
def runs(request: pytest.FixtureRequest) -> dict[str, subprocess.Popen[str]]:
    return {name: _pytest(ROOT, *RUNS[name]) for name in selected(request, "run")}


QUICK_RUNS = ("features only",)  # each run collects or runs features in a subprocess: the others are slow tests


@pytest.mark.parametrize("run", [n if n in QUICK_RUNS else pytest.param(n, marks=pytest.mark.slow) for n in RUNS])
def test_the_features_run_with_the_plugins_options(run: str, runs: dict[str, subprocess.Popen[str]]) -> None:
    out, _ = runs[run].communicate(timeout=300)
    assert runs[run].returncode == 0, out
    last = out.strip().splitlines()[-1]
    assert re.fullmatch(r"\d+ (passed, \d+ deselected|tests collected) in [\d.]+s", last), out
    assert "warning" not in out.lower(), out


@pytest.mark.slow  # a pytest run in a subprocess through an engine process (docs/tag-conventions.md)
def test_a_broken_rule_is_named_by_the_failures_and_first_in_their_summary() -> None:
    """A maintainer or an engine author who breaks one rule reads, for each failing rulebook scenario, where it
    is, the rules it checks with their lines, the step and what differed (not a traceback through pytest-bdd
    and pluggy), and at the end the rules of the failing scenarios, the broken one first: every scenario that
    checks it fails, where the others fail only by knock-on effect.  A new maintainer who broke
    draw.trading-posts saw the id nowhere in 2,072 lines of output."""
    run = subprocess.run(
        [
            sys.executable, "-m", "pytest", "features/test_en.py", "features/test_de.py", "-k", "contract or draw",
            "-p", "no:randomly", "-p", "no:cacheprovider", "--engine", engine("draws_count_saving_posts"), *GENEROUS,
        ],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    out = run.stdout
    assert run.returncode == 1, out[-3000:] + run.stderr[-2000:]
    summary = out.split("failed rulebook scenarios, by the rules they check")[1].splitlines()
    assert summary[1].split()[0] == "draw.trading-posts", summary[:5]
    failure = r"features/en/\w+\.feature:\d+: .*\n  from en:[\d,-]+\n  checks .*draw\.trading-posts \(en:573"
    assert re.search(failure, out), out[-3000:]
    failures = out.split("= FAILURES =")[1]
    assert "failed at: " in failures and "Mismatch: " in failures and "_pytest" not in failures, failures[-3000:]


def test_the_rule_summary_ranks_the_likeliest_broken_rule_first_and_counts_only_rulebook_items() -> None:
    """A planted bug in market.limit failed 11 of its 29 scenarios and 8 of market.no-buy-and-sell's 20 by
    knock-on effect: ranked by share alone, the knock-on rule came first.  A unit test parametrized by a rule
    id (tests/test_rule_sweep.py[end.cleanup]) is no rulebook scenario and is not counted."""
    from types import SimpleNamespace

    from constantinopolis.suite.verify.plugin import pytest_terminal_summary

    def reports(rule: str, failed: int, total: int, where: str = "features/en/x.feature") -> dict[str, list[Any]]:
        made = [SimpleNamespace(when="call", nodeid=f"{where}::{rule}{i}", keywords={rule: 1}) for i in range(total)]
        return {"failed": made[:failed], "passed": made[failed:]}

    stats: dict[str, list[Any]] = {"failed": [], "passed": []}
    for rule, failed, total, where in [
        ("market.limit", 11, 29, "features/en/x.feature"),
        ("market.no-buy-and-sell", 8, 20, "features/en/x.feature"),
        ("end.cleanup", 1, 1, "tests/test_rule_sweep.py"),
    ]:
        for outcome, made in reports(rule, failed, total, where).items():
            stats[outcome] += made
    lines: list[str] = []
    reporter = SimpleNamespace(stats=stats, section=lambda title: lines.append(title), write_line=lines.append)
    pytest_terminal_summary(reporter)
    assert [line.split()[0] for line in lines[1:]] == ["market.limit", "market.no-buy-and-sell"]
