"""Scenario files: a situation, actions, and what must then be true.

A scenario is a YAML file (``scenarios/*.yaml``, format in
``docs/scenario-format.md``).  :func:`load_scenario` reads it with
``yaml.safe_load`` and checks its shape; every problem is a
:class:`ScenarioError` naming the file, the line and what is wrong.
:func:`run_scenario` plays it and returns a :class:`Report` of every step.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..core.actions import parse_action
from ..core.errors import ComponentError, InvalidAction, RuleViolation, ScenarioError, SetupError
from ..core.game import Game
from ..core.inputs import player_names
from ..core.options import EDITIONS, RuleOptions
from ..core.yamlfile import YamlInputError, line_map, read_file
from .scenario_values import (
    BoundaryRecorder,
    PerEdition,
    Refusal,
    describe_refusal,
    parse_boundary,
    parse_expected,
    parse_refused,
    resolve,
)
from .vocabulary import Matcher, as_written, matches, normalize, path_default, read_path

TOP_KEYS = {
    "scenario",
    "source",
    "description",
    "edition",
    "options",
    "players",
    "components",
    "component_file",
    "setup",
    "actions",
    "expect",
}
NOT_PASSED = "<not passed>"  # the actual value of a checkpoint's path when the boundary it reads was not passed
NO_SEED = (
    "a scenario has no seed: another implementation cannot reproduce this engine's random generator, so the "
    "situation states every random outcome it relies on instead (setup.market for the market piles, "
    "setup.contracts.deck for the deck order, setup.offices, and setup.shuffles for each later shuffle; "
    "docs/scenario-format.md)"
)


@dataclass
class Step:
    """One item of the ``actions`` list."""

    line: int | None
    action: str | None = None  # text form
    # what the action's outcome must be: refused by this rule id, by any rule (True), allowed (None),
    # or one of those per edition (scenario_values.PerEdition)
    refused: Refusal | PerEdition = None
    # checkpoint expectations: path -> literal value, vocabulary.Matcher or PerEdition
    expect: dict[str, Any] | None = None
    observer: str | None = None  # whose view the expectations read (None = judge)
    expect_lines: dict[str, int | None] = field(default_factory=dict)
    at: str | None = None  # a checkpoint's boundary of the previous action (scenario_values.BOUNDARIES)

    def refusal(self, edition: str) -> Refusal:
        """What the action's outcome must be under ``edition``."""
        want: Refusal = resolve(self.refused, edition)
        return want


@dataclass
class Scenario:
    path: str
    name: str
    source: dict[str, Any]
    description: str
    edition: str
    options: dict[str, Any]
    players: list[str]
    components: dict[str, Any]
    component_file: str | None
    setup: dict[str, Any]
    steps: list[Step]
    expect: dict[str, Any]
    expect_lines: dict[str, int | None]
    observer: str | None
    lines: dict[tuple[Any, ...], int]

    def line_of(self, *path: Any) -> int | None:
        """The line of the deepest known node on ``path``."""
        for cut in range(len(path), -1, -1):
            line = self.lines.get(tuple(path[:cut]))
            if line is not None:
                return line
        return None


@dataclass
class Check:
    path: str
    expected: Any  # the value under the run's edition, as plain data (a matcher as written)
    actual: Any
    line: int | None
    matcher: Matcher | None = None  # set when ``expected`` is a list matcher, not a literal
    at: str | None = None  # the boundary read by a checkpoint with ``at:``
    problem: str | None = None  # why the value could not be read (the boundary was not passed)

    @property
    def ok(self) -> bool:
        if self.problem is not None:
            return False
        return matches(self.matcher or self.expected, self.actual)


@dataclass
class StepResult:
    step: Step
    ok: bool
    outcome: str  # "applied", "refused <rule>", "invalid", "checked", "not passed"
    detail: str = ""
    checks: list[Check] = field(default_factory=list)
    want: Refusal = None  # an action's expected outcome under the run's edition


@dataclass
class Report:
    scenario: Scenario
    edition: str
    results: list[StepResult]
    final_checks: list[Check]
    game: Game
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None and all(r.ok for r in self.results) and all(c.ok for c in self.final_checks)

    def to_dict(self) -> dict[str, Any]:
        return {
            "scenario": self.scenario.name,
            "file": self.scenario.path,
            "source": self.scenario.source,
            "edition": self.edition,
            "ok": self.ok,
            "error": self.error,
            "steps": [
                {
                    "line": r.step.line,
                    "action": r.step.action,
                    "refused": r.want,
                    "at": r.step.at,
                    "ok": r.ok,
                    "outcome": r.outcome,
                    "detail": r.detail,
                    "checks": [_check_dict(c) for c in r.checks],
                }
                for r in self.results
            ],
            "expectations": [_check_dict(c) for c in self.final_checks],
            "log": list(self.game.state.log),
        }


def _check_dict(c: Check) -> dict[str, Any]:
    out = {"path": c.path, "line": c.line, "expected": c.expected, "actual": c.actual, "ok": c.ok}
    if c.matcher is not None:
        out["matcher"] = True
    if c.at is not None:
        out["at"] = c.at
    if c.problem is not None:
        out["problem"] = c.problem
    return out


# ---------------------------------------------------------------------- loading
def load_scenario(path: str | Path) -> Scenario:
    """Read and check a scenario file; raise :class:`ScenarioError` (file, line, problem)."""
    p = str(path)
    data, root = _read_yaml(p, path)
    lines = line_map(root)
    fail = _failure(p, lines)
    players, edition, options, source = _check_top_level(data, fail)
    for key in ("actions", "expect"):  # written with nothing after it: a file cut short, never "nothing to check"
        if key in data and data[key] is None:
            raise fail(f"{key}: nothing follows it; give its entries, or leave the key out", key)
    steps = _parse_steps(data.get("actions") or [], lines, fail)
    expect, observer = _parse_expect(data.get("expect"), ("expect",), fail)
    _check_observers(players, steps, observer, fail)
    expect_lines = {k: lines.get(("expect", k)) for k in expect}
    return Scenario(
        path=p,
        name=str(data["scenario"]),
        source=source,
        description=str(data.get("description", "")),
        edition=edition,
        options=options,
        players=players,
        components=data.get("components") or {},
        component_file=data.get("component_file"),
        setup=data.get("setup") or {},
        steps=steps,
        expect=expect,
        expect_lines=expect_lines,
        observer=observer,
        lines=lines,
    )


def _read_yaml(p: str, path: str | Path) -> tuple[dict[Any, Any], yaml.Node]:
    """The scenario file's data and its YAML node tree (for the lines); it must be a mapping.  The file
    is read through :func:`constantinopolis.core.yamlfile.read_file`: UTF-8, no aliases, no key twice,
    bounded depth and numbers."""
    try:
        doc = read_file(path, p)
    except YamlInputError as exc:
        raise ScenarioError(p, exc.line, exc.problem) from None
    if not isinstance(doc.data, dict) or doc.root is None:
        raise ScenarioError(p, 1, "a scenario is a mapping (scenario, players, setup, actions, expect, ...)")
    return doc.data, doc.root


def _failure(p: str, lines: dict[tuple[Any, ...], int]) -> Callable[..., ScenarioError]:
    """``fail(problem, *where)``: the error at the line of ``where`` or of its nearest known parent."""

    def fail(problem: str, *where: Any) -> ScenarioError:
        for cut in range(len(where), -1, -1):
            if tuple(where[:cut]) in lines:
                return ScenarioError(p, lines[tuple(where[:cut])], problem)
        return ScenarioError(p, None, problem)

    return fail


def _check_top_level(
    data: dict[Any, Any], fail: Callable[..., ScenarioError]
) -> tuple[list[str], str, dict[Any, Any], dict[Any, Any]]:
    """Check the top-level keys; the players, the edition, the options and the source."""
    if "seed" in data:
        raise fail(NO_SEED, "seed")
    unknown = sorted(set(map(str, data)) - TOP_KEYS)
    if unknown:
        raise fail(f"unknown key {unknown[0]!r}; known keys: {', '.join(sorted(TOP_KEYS))}", unknown[0])
    for required in ("scenario", "players"):
        if required not in data:
            raise fail(f"the key {required!r} is required")
    for key in ("scenario", "description", "component_file"):  # text, and never empty (a title of [a] read "['a']")
        if key in data and (not isinstance(data[key], str) or not data[key].strip()):
            raise fail(f"{key}: a text, not {data[key]!r}", key)
    players = data["players"]
    if not isinstance(players, list) or not all(isinstance(x, str) for x in players):
        odd = [x for x in players if not isinstance(x, str)] if isinstance(players, list) else []
        if odd:  # YAML reads yes, no, on, off, true, false, null and numbers as other values than names
            kinds = {bool: "true or false (as YAML reads yes, no, on and off)", int: "a number", float: "a number"}
            kinds |= {list: "a list", dict: "a mapping"}
            what = kinds.get(type(odd[0]), "an empty value" if odd[0] is None else "another kind of value")
            raise fail(
                f"players: a list of player names; one is read as {what}, not as a name: put it in quotes",
                "players",
            )
        raise fail("players: a list of player names", "players")
    try:
        player_names(players)  # 2 to 5 different single-word names (en:18), at the players: line
    except SetupError as exc:
        raise fail(f"players: {exc}", "players") from None
    edition = str(data.get("edition", "en"))
    if edition not in EDITIONS:
        raise fail(f"edition: {edition!r} is not one of {', '.join(EDITIONS)}", "edition")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise fail("options: a mapping of rule option to value", "options")
    source = data.get("source") or {}
    if not isinstance(source, dict):
        raise fail("source: a mapping with book, id and lines", "source")
    for key in ("setup", "components"):
        if key in data and not isinstance(data[key], dict):
            raise fail(f"{key}: expected a mapping", key)
    return players, edition, options, source


def _check_observers(
    players: list[str], steps: list[Step], observer: str | None, fail: Callable[..., ScenarioError]
) -> None:
    """Each action is a player's, and each ``view:`` names one of the players (a judge's view is no ``view:`` at
    all): checked when the file is read, so that the error has its line, as a misspelt verb's has."""
    for i, step in enumerate(steps):
        if step.action is not None and (actor := parse_action(step.action).player) not in players:
            raise fail(f"unknown player {actor!r}; players: {', '.join(players)}", "actions", i)  # the engine's words
    views = [(step.observer, ("actions", i, "expect", "view")) for i, step in enumerate(steps)]
    for name, where in [*views, (observer, ("expect", "view"))]:
        if name is not None and name not in players:
            raise fail(
                f"view: {name!r} is not a player; players: {', '.join(players)} (leave view out for the judge's)",
                *where,
            )


def _parse_steps(raw_steps: Any, lines: dict[tuple[Any, ...], int], fail: Callable[..., ScenarioError]) -> list[Step]:
    """The ``actions`` list: actions and checkpoints (a checkpoint with ``at:`` needs an action before it)."""
    if not isinstance(raw_steps, list):
        raise fail("actions: a list of actions ('player: verb args') and checkpoints", "actions")
    steps = [_parse_step(item, i, lines, fail) for i, item in enumerate(raw_steps)]
    for i, step in enumerate(steps):
        if step.at is not None and not any(s.action is not None for s in steps[:i]):
            raise fail(
                "at: reads a boundary that the previous action passed, and no action comes before this checkpoint",
                "actions",
                i,
                "at",
            )
    return steps


def _parse_expect(raw: Any, where: tuple[Any, ...], fail: Any) -> tuple[dict[str, Any], str | None]:
    """A mapping of state path to expected value (scenario_values.parse_expected), and ``view``."""
    if raw is None:
        return {}, None
    if not isinstance(raw, dict):
        raise fail("expect: a mapping of state path (e.g. players.greg.gold) to value", *where)
    expect = dict(raw)
    observer = expect.pop("view", None)
    if observer is not None and not isinstance(observer, str):
        raise fail("expect: view names the player whose view the expectations read", *where, "view")
    for key in expect:
        if not isinstance(key, str) or not key:  # at the key's own line (YAML wrote 5 or true as its text)
            raise fail(f"expect: the key {key!r} must be a dotted state path", *where, str(key).lower())
        try:
            path_default(key)  # read now, not after the actions are played
        except ValueError as exc:
            raise fail(f"expect: {key[:80]!r}: {exc}", *where, key) from None
        if key == "at":
            raise fail(
                "expect: 'at' is not a state path; a checkpoint names its boundary beside expect "
                "(- expect: {...} on one line, at: before produce on the next)",
                *where,
                key,
            )
    return {key: parse_expected(value, (*where, key), fail) for key, value in expect.items()}, observer


def _parse_step(item: Any, i: int, lines: dict[tuple[Any, ...], int], fail: Any) -> Step:
    where = ("actions", i)
    line = lines.get(where)
    if isinstance(item, str):
        return Step(line, action=_checked_action(item, fail, where))
    if not isinstance(item, dict) or not item:
        raise fail("an action is 'player: verb args', or a mapping with do/refused or expect", *where)
    if "at" in item and "expect" not in item:
        raise fail("at: belongs to a checkpoint (- expect: {...} with at: beside it), not to an action", *where, "at")
    if set(item) <= {"do", "refused"} and "do" in item:
        if "refused" in item and item["refused"] is None:  # "refused:" left empty: a slip, not "allowed"
            empty = "refused: empty; write a rule id, true, or false (the action must be allowed)"
            raise fail(empty, *where, "refused")
        refused = parse_refused(item.get("refused"), (*where, "refused"), fail)
        if not isinstance(item["do"], str):  # "do:" left empty, or a list: never the text 'None'
            raise fail(f"do: an action as text, 'player: verb args'; got {_yaml_words(item['do'])}", *where, "do")
        return Step(line, action=_checked_action(item["do"], fail, (*where, "do")), refused=refused)
    if "expect" in item:
        if set(item) - {"expect", "at"}:
            raise fail("a checkpoint holds only 'expect' (and 'at')", *where)
        expect, observer = _parse_expect(item["expect"], (*where, "expect"), fail)
        return Step(
            line,
            expect=expect,
            observer=observer,
            expect_lines={k: lines.get((*where, "expect", k)) for k in expect},
            at=parse_boundary(item["at"], (*where, "at"), fail) if "at" in item else None,
        )
    if len(item) == 1:
        ((player, rest),) = item.items()
        if not isinstance(rest, (str, int)) or isinstance(rest, bool):  # "- greg:" with nothing, or a list
            raise fail(
                f"{player}: an action as text after the player ('{player}: verb args'); got {_yaml_words(rest)}", *where
            )
        return Step(line, action=_checked_action(f"{player}: {rest}", fail, where))
    raise fail(f"cannot read this action (keys {', '.join(map(str, item))}); see docs/scenario-format.md", *where)


def _yaml_words(value: Any) -> str:
    """A value as the file wrote it, in YAML's words: nothing, true, a list, not Python's None or True."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return f"a list ({len(value)} item(s))"
    if isinstance(value, dict):
        return "a mapping"
    return repr(value)


def _checked_action(text: str, fail: Any, where: tuple[Any, ...]) -> str:
    try:
        parse_action(text)
    except InvalidAction as exc:
        raise fail(str(exc), *where) from None
    return text


# ---------------------------------------------------------------------- running
def evaluate(
    game: Game, expect: dict[str, Any], lines: dict[str, int | None], observer: str | None, edition: str | None = None
) -> list[Check]:
    """The checks of ``expect`` against the game's view for ``observer``, with the values of ``edition``
    (default: the game's preset)."""
    return check_view(game.view(observer), expect, lines, edition or game.options.edition_name)


def check_view(
    view: Any, expect: dict[str, Any], lines: dict[str, int | None], edition: str, at: str | None = None
) -> list[Check]:
    """The checks of ``expect`` against a state view; per-edition values read under ``edition``."""
    checks = []
    for path, written in expect.items():
        expected = resolve(written, edition)
        matcher = expected if isinstance(expected, Matcher) else None
        actual = normalize(read_path(view, path))
        checks.append(Check(path, as_written(expected), actual, lines.get(path), matcher, at))
    return checks


def build_game(sc: Scenario, edition: str | None = None, seed: int = 0) -> Game:
    """Create the scenario's game; errors point at the scenario line.

    ``seed`` drives this engine's random set-up and shuffles; a scenario states every
    random outcome it relies on, so its outcome must not depend on the seed.
    """
    ed = edition or sc.edition
    try:
        options = RuleOptions.edition(ed)
        if sc.options:
            options = options.changed(sc.options)
    except ValueError as exc:
        raise ScenarioError(sc.path, sc.line_of("options") or sc.line_of("edition"), str(exc)) from None
    component_file = None
    if sc.component_file:  # relative to the scenario's folder
        component_file = str((Path(sc.path).parent / sc.component_file).resolve())
    try:
        return Game.new(
            sc.players,
            seed=seed,
            options=options,
            components=component_file,
            setup=sc.setup,
            component_overrides=sc.components or None,
        )
    except SetupError as exc:
        raise setup_error(sc, exc) from None
    except ComponentError as exc:
        if component_file and exc.source == component_file:
            where, what = sc.line_of("component_file"), f"component_file {sc.component_file}"
        else:
            where, what = sc.line_of("components"), "components"
        problems = "; ".join(exc.problems)
        raise ScenarioError(sc.path, where, f"{what}: {problems}") from None


def setup_error(sc: Scenario, exc: SetupError) -> ScenarioError:
    """A setup problem at the line of the setup key it names (``players.greg.goods``, ``shuffles.0``)."""
    parts = [int(x) if x.isdigit() else x for x in exc.path.split(".") if x]
    text = str(exc)
    return ScenarioError(sc.path, sc.line_of("setup", *parts), text if text.startswith("setup.") else f"setup: {text}")


def run_scenario(
    sc: Scenario | str | Path,
    edition: str | None = None,
    keep_going: bool = False,
    options: dict[str, Any] | None = None,
    seed: int = 0,
) -> Report:
    """Play the scenario.  ``keep_going`` plays on after an unexpected refusal (used to compare
    editions); ``options`` changes rule options on top of the edition preset; ``seed`` is this
    engine's own random seed (no scenario may depend on it)."""
    if not isinstance(sc, Scenario):
        sc = load_scenario(sc)
    if options:
        from dataclasses import replace

        sc = replace(sc, options={**sc.options, **options})
    game = build_game(sc, edition, seed)
    ed = edition or sc.edition
    results: list[StepResult] = []
    last: tuple[Step, BoundaryRecorder | None] | None = None  # the previous action, and what it passed
    for i, step in enumerate(sc.steps):
        if step.expect is not None:
            results.append(_checkpoint(game, step, ed, last))
            continue
        recorder = _recorder_for(game, sc.steps, i)
        result, error = _play_action(sc, game, step, ed, recorder, keep_going)
        results.append(result)
        last = (step, recorder)
        if error is not None:
            return Report(sc, game.options.edition_name, results, [], game, error=error)
    final = evaluate(game, sc.expect, sc.expect_lines, sc.observer, ed)
    return Report(sc, game.options.edition_name, results, final, game)


def _recorder_for(game: Game, steps: list[Step], i: int) -> BoundaryRecorder | None:
    """A recorder for the action ``steps[i]`` when checkpoints with ``at:`` follow it (else None: the
    boundaries are not watched), keeping the views those checkpoints read."""
    observers: list[str | None] = []
    for step in steps[i + 1 :]:
        if step.action is not None:
            break
        if step.at is not None:
            observers.append(step.observer)
    return BoundaryRecorder(game, observers) if observers else None


def _play_action(
    sc: Scenario, game: Game, step: Step, edition: str, recorder: BoundaryRecorder | None, keep_going: bool
) -> tuple[StepResult, str | None]:
    """Apply one action and judge its outcome; the result, and why the run stops (or None)."""
    assert step.action is not None
    want = step.refusal(edition)
    before = game.to_json()
    game.phase_observer = recorder
    try:
        game.apply(parse_action(step.action))
    except SetupError as exc:  # a stated shuffle (setup.shuffles) that does not match the game
        raise setup_error(sc, exc) from None
    except RuleViolation as v:
        unchanged = game.to_json() == before
        ok = unchanged and (want is True or want == v.rule_id)
        detail = str(v) if unchanged else f"{v} -- and the state CHANGED (engine defect)"
        if isinstance(want, str) and want != v.rule_id:
            detail = f"expected refusal by {want}, got {v}"
        stop = not ok and want is None and not keep_going
        return StepResult(
            step, ok, f"refused {v.rule_id}", detail, want=want
        ), f"line {step.line}: {v}" if stop else None
    except InvalidAction as exc:
        return StepResult(step, False, "invalid", str(exc), want=want), f"line {step.line}: {exc}"
    finally:
        game.phase_observer = None
    if want is not None:
        return StepResult(
            step, False, "applied", f"expected {describe_refusal(want)}, but it was legal", want=want
        ), None
    return StepResult(step, True, "applied"), None


def _checkpoint(game: Game, step: Step, edition: str, last: tuple[Step, BoundaryRecorder | None] | None) -> StepResult:
    """Check a checkpoint: in the current state, or (``at:``) at a boundary the previous action passed."""
    assert step.expect is not None
    if step.at is None:
        checks = check_view(game.view(step.observer), step.expect, step.expect_lines, edition)
        return StepResult(step, all(c.ok for c in checks), "checked", checks=checks)
    assert last is not None  # the loader sees to it
    action, recorder = last
    assert recorder is not None  # _recorder_for sees to it
    views = recorder.views.get(step.at)
    if views is None:
        problem = (
            f"the previous action (line {action.line}: {action.action}) did not pass '{step.at}'; "
            f"it passed: {recorder.describe_passed()}"
        )
        checks = [
            Check(
                path,
                as_written(resolve(v, edition)),
                NOT_PASSED,
                step.expect_lines.get(path),
                at=step.at,
                problem=problem,
            )
            for path, v in step.expect.items()
        ]
        return StepResult(step, False, "not passed", problem, checks=checks)
    checks = check_view(views[step.observer], step.expect, step.expect_lines, edition, step.at)
    return StepResult(step, all(c.ok for c in checks), "checked", checks=checks)


def format_report(report: Report) -> str:
    sc = report.scenario
    out = [f"scenario: {sc.name}  [{report.edition}]  {sc.path}"]
    if sc.source:
        out.append("source: " + ", ".join(f"{k} {v}" for k, v in sc.source.items()))
    for r in report.results:
        mark = "ok " if r.ok else "FAIL"
        where = f"line {r.step.line}" if r.step.line else ""
        if r.step.action is not None:
            want = f" (expected {describe_refusal(r.want)})" if r.want is not None else ""
            out.append(f"  {mark} {where}: {r.step.action} -> {r.outcome}{want}")
            if r.detail and not r.ok:
                out.append(f"       {r.detail}")
        elif r.detail:  # a checkpoint whose boundary was not passed
            out.append(f"  {mark} {where}: at {r.step.at}: {r.detail}")
        for c in r.checks:
            out.append(_format_check(c))
    if report.final_checks:
        out.append("expectations:")
        out += [_format_check(c) for c in report.final_checks]
    if report.error:
        out.append(f"stopped: {report.error}")
    passed = sum(c.ok for c in report.final_checks) + sum(c.ok for r in report.results for c in r.checks)
    total = len(report.final_checks) + sum(len(r.checks) for r in report.results)
    out.append(
        f"{'PASSED' if report.ok else 'FAILED'}: {passed}/{total} expectations held, {len(report.results)} steps"
    )
    return "\n".join(out)


def _format_check(c: Check) -> str:
    where = f"line {c.line}: " if c.line else ""
    if c.at:
        where += f"at {c.at}: "
    if c.problem is not None:
        return f"  FAIL {where}{c.path}: expected {json.dumps(c.expected)}, but the boundary was not passed"
    if c.matcher is not None:
        failure = c.matcher.failure(c.actual)
        if failure is None:
            return f"  ok   {where}{c.path} {c.matcher.describe()}"
        return f"  FAIL {where}{c.path}: {failure}"
    if c.ok:
        return f"  ok   {where}{c.path} == {json.dumps(c.expected)}"
    return f"  FAIL {where}{c.path}: expected {json.dumps(c.expected)}, got {json.dumps(c.actual)}"


# ---------------------------------------------------------------- all editions
@dataclass
class EditionComparison:
    scenario: Scenario
    reports: dict[str, Report]
    differences: list[dict[str, Any]]  # what differs: {"what", "line", "values": {edition: value}}
    causes: list[dict[str, Any]]  # option -> values and the quotes of the books involved


def compare_editions(sc: Scenario | str | Path, seed: int = 0) -> EditionComparison:
    """Run one situation under every edition preset and show where the outcomes differ."""
    if not isinstance(sc, Scenario):
        sc = load_scenario(sc)
    reports = {ed: run_scenario(sc, edition=ed, keep_going=True, seed=seed) for ed in EDITIONS}
    differences = _differences(sc, reports)
    causes = _causes(sc, reports, seed) if differences else []
    return EditionComparison(sc, reports, differences, causes)


def _differences(sc: Scenario, reports: dict[str, Report]) -> list[dict[str, Any]]:
    """In the file's order: the actions whose outcome, and the checkpoint and final paths whose actual
    value, is not the same under every edition."""
    differences: list[dict[str, Any]] = []

    def add(what: str, line: int | None, values: dict[str, Any]) -> None:
        if len({json.dumps(v, sort_keys=True) for v in values.values()}) > 1:
            differences.append({"what": what, "line": line, "values": values})

    for i, step in enumerate(sc.steps):
        reached = {ed: r.results[i] for ed, r in reports.items() if i < len(r.results)}
        if step.action is not None:
            add(step.action, step.line, {ed: reached[ed].outcome if ed in reached else "not reached" for ed in reports})
            continue
        for path in step.expect or {}:
            values = {ed: _actual(reached[ed].checks, path) if ed in reached else "not reached" for ed in reports}
            add(f"at {step.at}: {path}" if step.at else path, step.expect_lines.get(path), values)
    for path in sc.expect:
        add(path, sc.expect_lines.get(path), {ed: _actual(r.final_checks, path) for ed, r in reports.items()})
    return differences


def _actual(checks: list[Check], path: str) -> Any:
    return next((c.actual for c in checks if c.path == path), "not reached")


def _causes(sc: Scenario, reports: dict[str, Report], seed: int) -> list[dict[str, Any]]:
    """The rule options that change the outcome, switched one at a time on the scenario's own preset,
    with their values under each preset and the discrepancies of the books that concern them."""
    from ..books.discrepancies import option_causes

    baseline = _signature(reports[sc.edition])

    def changes(name: str, value: Any) -> bool:
        trial = run_scenario(sc, edition=sc.edition, keep_going=True, options={name: value}, seed=seed)
        return _signature(trial) != baseline

    return option_causes(sc.edition, sc.options, changes)


def _signature(report: Report) -> str:
    """What a run produced: each step's outcome and checkpoint values, and each expectation's actual value."""
    return json.dumps(
        [[[r.outcome, [c.actual for c in r.checks]] for r in report.results], [c.actual for c in report.final_checks]],
        sort_keys=True,
        default=str,
    )


def format_comparison(cmp: EditionComparison) -> str:
    sc = cmp.scenario
    out = [f"scenario: {sc.name}  {sc.path}", "under every edition preset: " + ", ".join(EDITIONS)]
    for ed, r in cmp.reports.items():
        mark = "expectations held" if r.ok else "expectations did NOT hold"
        out.append(f"  {ed}: {mark}" + (" (the scenario's own edition)" if ed == sc.edition else ""))
    if not cmp.differences:
        out.append("the outcome is the same under every edition")
        return "\n".join(out)
    out.append("where the outcomes differ:")
    for d in cmp.differences:
        where = f"line {d['line']}: " if d.get("line") else ""
        out.append(f"  {where}{d['what']}")
        for ed, v in d["values"].items():
            out.append(f"    {ed}: {json.dumps(v, ensure_ascii=False)}")
    out.append("why: the rule options that change this outcome (one switched at a time), with each book's text")
    from ..books.discrepancies import format_causes

    out += format_causes(cmp.causes, "  option {option}: {values}", "    ")
    return "\n".join(out)
