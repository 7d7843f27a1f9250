"""The pytest plugin (the checkout's conftest.py; elsewhere ``-p constantinopolis.suite.verify.plugin``,
docs/install.md): which engine the rulebook scenarios verify.

    pytest features --engine "node my-engine.js"          # any program speaking docs/protocol.md
    pytest features --engine mypackage.driver:MyDriver    # an in-process Python driver
    pytest features --edition en                          # every book under the English preset
    pytest features --engine "..." --refusals mapped --refusal-map codes.yaml

Without ``--engine`` the reference engine runs in-process.  The spec is checked once
when pytest starts: a bad one is a single usage error, not a failure per scenario.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest

from constantinopolis.core.options import EDITIONS

from .driver import Driver, EngineSpecError, close_driver, load_driver
from .engine_options import add_engine_options, check_values, timeouts
from .judging import RefusalJudge, RefusalMapError


@dataclass
class Settings:
    """What the options chose, for the ``table`` fixture of the features."""

    new_driver: Callable[[], Driver]
    judge: RefusalJudge = field(default_factory=RefusalJudge)
    edition: str | None = None  # every book under this preset (scenarios that name an edition keep it)
    engine: str | None = None


SETTINGS = pytest.StashKey[Settings]()
TABLE = pytest.StashKey[Any]()  # the scenario's table (features/steps.py), read by the report


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("constantinopolis", "verify an implementation against the rulebooks")
    add_engine_options(group.addoption, "pytest")
    group.addoption(
        "--edition",
        choices=EDITIONS,
        help="play every book's scenarios under this edition's preset instead of the book's own",
    )


def settings_from_options(
    engine: str | None,
    edition: str | None = None,
    refusals: str | None = None,
    refusal_map: str | None = None,
    step_timeout: float | None = None,
    startup_timeout: float | None = None,
) -> Settings:
    """Check the options; raise ``ValueError`` with one sentence on the first problem.  A time limit left out is
    its default (``engine_options.timeouts``)."""
    check_values({"engine": engine, "step_timeout": step_timeout, "startup_timeout": startup_timeout})
    judge = RefusalJudge.of(refusals, refusal_map)
    try:
        new_driver = load_driver(engine, *timeouts(step_timeout, startup_timeout))
    except EngineSpecError as exc:
        raise ValueError(str(exc)) from None
    return Settings(new_driver, judge, edition, engine)


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    try:
        settings = settings_from_options(
            config.getoption("engine"),
            config.getoption("edition"),
            config.getoption("refusals"),
            config.getoption("refusal_map"),
            config.getoption("step_timeout"),
            config.getoption("startup_timeout"),
        )
    except (ValueError, RefusalMapError) as exc:
        raise pytest.UsageError(str(exc)) from None
    config.stash[SETTINGS] = settings


def settings(config: pytest.Config) -> Settings:
    return config.stash[SETTINGS]


# ----------------------------------------------------------------- a failing rulebook scenario, in its words
FAILED_STEP = pytest.StashKey[str]()  # the Gherkin step that failed: "When Greg draws 1 contract (line 50)"


@pytest.hookimpl(optionalhook=True)
def pytest_bdd_step_error(request: pytest.FixtureRequest, step: Any, **_: Any) -> None:
    request.node.stash[FAILED_STEP] = f"{step.keyword} {step.name} (line {step.line_number})"


@pytest.hookimpl(optionalhook=True)
def pytest_bdd_step_func_lookup_error(request: pytest.FixtureRequest, step: Any, **_: Any) -> None:
    request.node.stash[FAILED_STEP] = f"{step.keyword} {step.name} (line {step.line_number}): no such step"


@pytest.hookimpl(hookwrapper=True, trylast=True)  # innermost: verify's report then adds its "expected by" line
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """A rulebook item (a Gherkin scenario, a scenario file, a ruling, a golden game) that fails a check is
    reported in its own terms instead of a traceback through pytest-bdd and pluggy: where it is, the rules it
    checks with their lines, the step, what differed.  ``--tb=long`` (or native) keeps the traceback."""
    outcome: Any = yield
    report: pytest.TestReport = outcome.get_result()
    error = call.excinfo.value if call.excinfo is not None else None
    if report.when != "call" or not report.failed or not isinstance(error, AssertionError):
        return
    if item.config.getoption("tbstyle", "auto") not in ("auto", "short"):
        return
    text = rulebook_failure(item, error)
    if text is not None:
        report.longrepr = text


def rulebook_failure(item: pytest.Item, error: AssertionError) -> str | None:
    """What failed, for a rulebook item; None for any other test."""
    from constantinopolis.core.rules import RULES

    from .expected import cite, cite_text
    from .meta import scenario_meta

    if not _rulebook_item(item.nodeid):
        return None
    meta = scenario_meta(item, item.config.rootpath)
    rules = [t for t in meta["tags"] if t in RULES]
    where = f"{meta['book']}:{','.join(meta['lines'])}" if meta["lines"] else meta["book"]
    out = [f"{meta['file']}:{meta['line']}: {meta['name']}", f"  from {where}"]
    if rules:
        out.append("  checks " + ", ".join(cite_text(cite(rule, meta["book"])) for rule in rules))
    if FAILED_STEP in item.stash:
        out.append(f"  failed at: {item.stash[FAILED_STEP]}")
    elif meta["file"].endswith(".feature"):  # every step passed: what the scenario's end checks
        out.append("  failed at: the end of the scenario (a refusal no step checked, or output after the last answer)")
    out += [f"  {line}" for line in f"{type(error).__name__}: {error}".splitlines()]
    out.append("  (the traceback: --tb=long)")
    return "\n".join(out)


def _rulebook_item(nodeid: str) -> bool:
    """Whether a test is a rulebook item: a Gherkin scenario, a scenario file, a ruling or a golden game, all
    collected under features/."""
    return nodeid.startswith("features/") or "/features/" in nodeid


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """After failures of rulebook scenarios: the rules their tags name, the likeliest broken first.  A broken rule
    fails the scenarios that check it and some others by knock-on effect, which name other rules: a rule is
    ranked by its failing scenarios times the share of its scenarios that fail (failed² / total), so that a
    rule of 11 failing of 29 comes before a knock-on rule of 8 of 20, and a rule of 2 of 2 before one of 3 of
    30.  Only rulebook items count (features/): a unit test whose parameter is a rule id is no scenario."""
    from constantinopolis.core.rules import RULES

    tally: dict[str, list[int]] = {}
    for outcome in ("passed", "failed"):
        for report in terminalreporter.stats.get(outcome, []):
            if getattr(report, "when", None) != "call" or not _rulebook_item(str(getattr(report, "nodeid", ""))):
                continue
            for rule in (k for k in getattr(report, "keywords", {}) if k in RULES):
                counts = tally.setdefault(rule, [0, 0])
                counts[0] += outcome == "failed"
                counts[1] += 1
    failing = sorted((r for r, c in tally.items() if c[0]), key=lambda r: (-(tally[r][0] ** 2) / tally[r][1], r))
    if not failing:
        return
    terminalreporter.section("failed rulebook scenarios, by the rules they check")
    for rule in failing[:12]:
        failed, total = tally[rule]
        terminalreporter.write_line(f"{rule:<34} {failed:>3} of {total:<3} failed   {RULES[rule].cite()}")
    if len(failing) > 12:
        terminalreporter.write_line(f"... and {len(failing) - 12} more rule(s) with a failing scenario")


def pytest_unconfigure(config: pytest.Config) -> None:
    """Let a protocol engine's process end cleanly (``quit``) when the run is over."""
    chosen = config.stash.get(SETTINGS, None)
    if chosen is not None and chosen.engine:
        close_driver(chosen.new_driver())
