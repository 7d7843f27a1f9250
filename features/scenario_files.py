"""Playing a scenario file (``scenarios/*.yaml``, docs/scenario-format.md) on a world's driver.

Used by ``features/test_scenario_files.py`` (each file against the chosen engine) and by the tests of
the file format.  Per-edition values (``{editions: ...}``) are read under the world's edition, list
matchers and ``refused: true`` / ``false`` are judged as ``constantinopolis play-scenario`` judges
them.  A checkpoint with ``at:`` reads the state between automatic steps, which the protocol does not
show: a file with one is played and checked, then reported :class:`NotSupported`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from constantinopolis.suite.scenario import Scenario
from constantinopolis.suite.scenario_values import resolve
from constantinopolis.suite.verify.driver import NotSupported
from constantinopolis.suite.verify.judging import Mismatch
from constantinopolis.suite.vocabulary import Matcher, as_written, in_protocol_view, matches, normalize

from .steps import World, special_refused, special_unchanged


def play(scenario: Scenario, world: World) -> None:
    """Play a scenario file on the world's driver under the world's edition (per-edition values read
    under it): every action with its expected refusal, every checkpoint and the final expectations.

    A checkpoint with ``at:`` reads the state between two automatic steps, which the protocol does not
    show: the rest of the file is played and checked, then :class:`NotSupported` names those checkpoints.

    An expectation on the engine's own bookkeeping (``players.kay.round.redemptor_used``), which the protocol's
    view leaves out, is not checked; a file is still judged on everything else it expects (a ruling's verdict:
    the disputed action refused or carried out, and what it changed), and is :class:`NotSupported` only when
    nothing it expects can be seen."""
    world.players, world.options = list(scenario.players), dict(scenario.options)
    world.setup, world.components = scenario.setup, scenario.components
    between_steps: list[str] = []
    unseen: list[str] = []  # engine bookkeeping the protocol's view leaves out
    judged = 0  # the expectations and refusals checked through the protocol
    for step in scenario.steps:
        where = f"{scenario.path}:{step.line}"
        if step.expect is not None:
            if step.at is not None:
                between_steps.append(f"line {step.line} (at: {step.at})")
            else:
                seen = _seen(step.expect, unseen)
                _check(world, seen, step.observer, where)
                judged += len(seen)
            continue
        assert step.action is not None
        world.act(step.action)
        want = step.refusal(world.edition)
        if want is True:
            _refused_by_any_rule(world)
        elif want is not None:
            special_refused(world, {"rule": want})
        if want is not None:
            special_unchanged(world, {})
            judged += 1
        world.require_refusal_seen()
    seen = _seen(scenario.expect, unseen)
    _check(world, seen, scenario.observer, f"{scenario.path}: expect")
    judged += len(seen)
    if unseen and not judged:
        raise NotSupported(
            f"{Path(scenario.path).name}: {', '.join(unseen)} is the engine's own bookkeeping, which the verification "
            "protocol's view leaves out (docs/protocol.md, 'The state view'), and the file expects nothing else"
        )
    if between_steps:
        raise NotSupported(
            f"{scenario.path}: the checkpoints at {', '.join(between_steps)} read the state between automatic "
            "steps, which the verification protocol does not show (everything else was played and held); "
            "keep such files in scenarios/engine-only/, played by 'constantinopolis play-scenario' only "
            "(docs/scenario-format.md)"
        )


def _seen(expect: dict[str, Any], unseen: list[str]) -> dict[str, Any]:
    """The expectations the protocol's view can hold; the others' paths are added to ``unseen``."""
    unseen += [path for path in expect if not in_protocol_view(path) and path not in unseen]
    return {path: value for path, value in expect.items() if in_protocol_view(path)}


def _refused_by_any_rule(world: World) -> None:
    """``refused: true``: the action must have been refused, whatever the rule."""
    if world.refusal is None:
        message = f"'{world.last_action}' was expected to be refused (by any rule), but it was carried out"
        raise Mismatch(message, "refused", "carried out")
    world.refusal_checked = True


def _check(world: World, expect: dict[str, Any], observer: str | None, where: str) -> None:
    """The expectations under the world's edition: literal values and matchers (constantinopolis.suite.vocabulary)."""
    world.require_refusal_seen()
    failures: dict[str, tuple[Any, Any, str]] = {}
    for path, written in expect.items():
        expected = resolve(written, world.edition)
        actual = normalize(world.read(path, observer))
        if matches(expected, actual):
            continue
        if isinstance(expected, Matcher):
            problem = expected.failure(actual) or ""
        else:
            problem = f"expected {expected!r}, got {actual!r}"
        failures[path] = (as_written(expected), actual, problem)
    if failures:
        raise Mismatch(
            f"{where}: " + "; ".join(f"{path}: {problem}" for path, (_, _, problem) in failures.items()),
            {path: exp for path, (exp, _, _) in failures.items()},
            {path: got for path, (_, got, _) in failures.items()},
        )
