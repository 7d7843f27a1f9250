"""The options that connect the suite to an engine, declared once for every command that takes them.

``pytest`` (the plugin), ``constantinopolis verify``, ``fuzz`` and ``replay`` add them from
:data:`ENGINE_OPTIONS` with :func:`add_engine_options`, each taking the ones that name it; the table of
docs/protocol.md ("Running the suite") is generated from the same list (docgen's ``engine-options``).
Every value is checked where it is read: an empty ``--engine`` (an unset variable would otherwise verify
the reference and pass) and a time limit that is not a number of seconds above 0 (``nan``, ``inf``) are
usage errors, in the same words whether a command's parser or the pytest plugin finds them.  A default is
left unset (None) and resolved by :func:`timeouts`, so that a caller can tell "not given" from a value.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .judging import LEVEL_MEANINGS, LEVELS

DEFAULT_STEP_TIMEOUT = 10.0
"""Seconds an engine may take over a request after ``hello``, writing it and reading its answer."""
DEFAULT_STARTUP_TIMEOUT = 30.0
"""Seconds an engine may take to start and answer ``hello``: an interpreter or a JVM on a loaded machine."""

#: The commands that connect to an engine, in the order the docs' table names them.
COMMANDS = ("pytest", "verify", "fuzz", "replay")


def engine_spec(text: str) -> str:
    """An ``--engine`` spec: never empty.  An empty spec (``--engine "$ENGINE"`` with the variable unset) would
    verify the reference engine and pass; leaving ``--engine`` out is how the reference is asked for."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty command (leave --engine out to use the reference engine)")
    return text


def seconds(text: str) -> float:
    """A time limit: a number of seconds above 0 (not ``nan`` or ``inf``)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"expected a number of seconds above 0, got {text!r}")
    return value


@dataclass(frozen=True)
class EngineOption:
    """One option: its flag, its argument's name in the docs, what it means, the commands that take it and the
    arguments of ``add_argument`` (its type or choices)."""

    flag: str
    argument: str
    meaning: str
    commands: tuple[str, ...]
    kwargs: dict[str, Any] = field(default_factory=dict)
    #: the conversion alone (``float``), for pytest, whose parser prints a usage block on a type's error: the
    #: plugin checks the values itself (:func:`check_values`), for a one-line usage error
    convert: Callable[[str], Any] | None = None


ENGINE_OPTIONS: tuple[EngineOption, ...] = (
    EngineOption(
        "--engine",
        "SPEC",
        'the engine: a command line speaking docs/protocol.md ("node my-engine.js", "java -jar engine.jar"), or '
        "module:Class for an in-process Python adapter; default: the reference engine (leave it out: an empty "
        "command is an error)",
        COMMANDS,
        {"type": engine_spec},
    ),
    EngineOption(
        "--refusals",
        "strict|mapped|lenient",
        "how refusals are judged (default: mapped when --refusal-map is given, else strict): "
        + "; ".join(f"{level}, {meaning}" for level, meaning in LEVEL_MEANINGS.items()),
        ("pytest", "verify", "fuzz"),
        {"choices": LEVELS},
    ),
    EngineOption(
        "--refusal-map",
        "FILE",
        "a YAML map of the engine's refusal codes to rule ids",
        ("pytest", "verify", "fuzz"),
    ),
    EngineOption(
        "--step-timeout",
        "SECONDS",
        f"how long the engine may take over each request after hello, writing it and reading its answer "
        f"(default {DEFAULT_STEP_TIMEOUT:g})",
        COMMANDS,
        {"type": seconds},
        float,
    ),
    EngineOption(
        "--startup-timeout",
        "SECONDS",
        f"how long the engine may take to start and answer hello (default {DEFAULT_STARTUP_TIMEOUT:g})",
        COMMANDS,
        {"type": seconds},
        float,
    ),
)


def add_engine_options(add: Callable[..., Any], command: str) -> None:
    """Add the options ``command`` takes with ``add``: an argparse parser's ``add_argument`` or a pytest option
    group's ``addoption`` (the same arguments)."""
    assert command in COMMANDS, command
    for o in ENGINE_OPTIONS:
        if command in o.commands:
            kwargs = dict(o.kwargs)
            if command == "pytest" and "type" in kwargs:
                kwargs.pop("type")
                if o.convert is not None:
                    kwargs["type"] = o.convert
            add(o.flag, metavar=None if "choices" in kwargs else o.argument, help=o.meaning, **kwargs)


def check_values(values: Mapping[str, Any]) -> None:
    """``ValueError``, worded as a command line's parser words it, for the first value given (not None) that its
    option refuses: what the pytest plugin and verify's API check (a command line's parser has checked them)."""
    for o in ENGINE_OPTIONS:
        check = o.kwargs.get("type")
        value = values.get(dest(o))
        if check is not None and value is not None:
            try:
                check(value if isinstance(value, str) else f"{value:g}")  # 0.0 as a command line writes it: 0
            except argparse.ArgumentTypeError as exc:
                raise ValueError(f"argument {o.flag}: {exc}") from None


def dest(o: EngineOption) -> str:
    """The option's name among parsed arguments (``--step-timeout``: ``step_timeout``)."""
    return o.flag.removeprefix("--").replace("-", "_")


def as_arguments(values: Mapping[str, Any], command: str) -> list[str]:
    """The options ``command`` takes, given again on a command line from parsed ``values`` (those not None):
    how verify passes its own options to the pytest runs and the ``--jobs`` children it starts."""
    out: list[str] = []
    for o in ENGINE_OPTIONS:
        if command in o.commands and values.get(dest(o)) is not None:
            out += [o.flag, str(values[dest(o)])]
    return out


def timeouts(step: float | None, startup: float | None) -> tuple[float, float]:
    """The step and start-up time limits, each its default when not given."""
    return step or DEFAULT_STEP_TIMEOUT, startup or DEFAULT_STARTUP_TIMEOUT
