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

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from constantinopolis.core.options import EDITIONS

from .driver import DEFAULT_STARTUP_TIMEOUT, DEFAULT_STEP_TIMEOUT, Driver, EngineSpecError, close_driver, load_driver
from .judging import LEVELS, RefusalJudge, RefusalMapError, load_refusal_map


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
    group.addoption(
        "--engine",
        metavar="SPEC",
        help='the implementation: a command speaking the protocol ("node my-engine.js") or module:Class; '
        "default: the reference engine in-process",
    )
    group.addoption(
        "--edition",
        choices=EDITIONS,
        help="play every book's scenarios under this edition's preset instead of the book's own",
    )
    group.addoption(
        "--refusals",
        choices=LEVELS,
        help="how refusals are judged: strict (same rule id, default), mapped (--refusal-map), lenient (any refusal)",
    )
    group.addoption("--refusal-map", metavar="FILE", help="YAML: the engine's refusal codes -> rule ids")
    group.addoption(
        "--step-timeout",
        type=float,
        default=DEFAULT_STEP_TIMEOUT,
        metavar="SECONDS",
        help=f"how long the engine may take to answer one request (default {DEFAULT_STEP_TIMEOUT:g})",
    )
    group.addoption(
        "--startup-timeout",
        type=float,
        default=DEFAULT_STARTUP_TIMEOUT,
        metavar="SECONDS",
        help=f"how long the engine may take to start and answer hello (default {DEFAULT_STARTUP_TIMEOUT:g})",
    )


def settings_from_options(
    engine: str | None,
    edition: str | None = None,
    refusals: str | None = None,
    refusal_map: str | None = None,
    step_timeout: float = DEFAULT_STEP_TIMEOUT,
    startup_timeout: float = DEFAULT_STARTUP_TIMEOUT,
) -> Settings:
    """Check the options; raise ``ValueError`` with one sentence on the first problem."""
    if step_timeout <= 0:
        raise ValueError(f"--step-timeout must be positive, not {step_timeout:g}")
    if startup_timeout <= 0:
        raise ValueError(f"--startup-timeout must be positive, not {startup_timeout:g}")
    mapping = load_refusal_map(refusal_map) if refusal_map else {}
    level = refusals or ("mapped" if refusal_map else "strict")
    if level == "mapped" and not refusal_map:
        raise ValueError("--refusals mapped needs --refusal-map FILE")
    try:
        new_driver = load_driver(engine, step_timeout, startup_timeout)
    except EngineSpecError as exc:
        raise ValueError(str(exc)) from None
    return Settings(new_driver, RefusalJudge(level, mapping), edition, engine)


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


def pytest_unconfigure(config: pytest.Config) -> None:
    """Let a protocol engine's process end cleanly (``quit``) when the run is over."""
    chosen = config.stash.get(SETTINGS, None)
    if chosen is not None and chosen.engine:
        close_driver(chosen.new_driver())
