"""Checks are pure (issue 22): a check writes nothing, not even the trace; only carrying out a plan
records the rules that took effect and the conditions that held (docs/engine.md, "check, plan, carry out").

- at random positions of random games under every edition, the check of every candidate action of
  every player (legal or not), asked through ``Game.check``, ``Game.plan`` and ``phases.check``, leaves
  the state, every view, the trace and the held conditions as they were;
- ``legal_actions()`` of a traced game records nothing;
- read from the source: no function a check reaches (the values of each phase's ``CHECKS``, and the
  functions of ``phases/`` and the ``Table`` methods they call) notes on the table (``t.rule``,
  ``t.held``, ``t.record``, ``t.log``) or writes into the table, the player or the action;
- what a check noted reaches the trace when, and only when, its plan is carried out.
"""

from __future__ import annotations

import ast
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from constantinopolis import Game
from constantinopolis.core import actions as A
from constantinopolis.core import phases
from constantinopolis.core.errors import InvalidAction
from constantinopolis.core.options import EDITIONS, RuleOptions
from constantinopolis.core.phases import draw, ships
from constantinopolis.core.table import UNTRACED, Checker
from constantinopolis.suite.simulate import random_action

ENGINE = Path(__file__).resolve().parents[1] / "engine" / "constantinopolis" / "core"
SEEDS = range(6)
STEPS = 700  # actions into each game, looked at every STRIDE-th
STRIDE = 11


def positions(edition: str, seed: int) -> Iterator[Game]:
    """Positions along a random game of ``edition`` (3 or 4 players), every STRIDE-th action."""
    names = ["ana", "ben", "cy", "dee"][: 3 + seed % 2]
    game = Game.new(names, seed=seed, options=RuleOptions.edition(edition))
    rng = random.Random(seed)
    for step in range(STEPS):
        if game.is_over:
            return
        if step % STRIDE == 0:
            yield game
        game.apply(random_action(game, rng))


def everything(game: Game) -> str:
    """The whole game as text: state (with the generator's position), history, and every player's view."""
    trace, game.trace = game.trace, None  # a view records the view rules it applies: not a check's doing
    views = {name: game.view(name) for name in game.by_name} | {"judge": game.view()}
    game.trace = trace
    return json.dumps([game.to_dict(), views, game.state.log, game.state.not_offered], sort_keys=True, default=repr)


def candidates_of_everyone(game: Game) -> list[tuple[Any, A.Action]]:
    """Every candidate action of every player, legal or not (the candidate lists filter only cheap
    conditions; players who may not act now are refused by the gate)."""
    return [(p, a) for p in game.state.players for make in phases.candidates(game, p).values() for a in make()]


@pytest.mark.parametrize("edition", EDITIONS)
def test_checking_any_candidate_writes_nothing(edition: str) -> None:
    checked = refused = 0
    for seed in SEEDS:
        for game in positions(edition, seed):
            for traced in (False, True):
                game.trace, game.held_conditions = (set() if traced else None), []
                before = everything(game)
                for p, action in candidates_of_everyone(game):
                    try:
                        violation = game.check(action)
                    except InvalidAction:
                        continue
                    refused += violation is not None
                    if violation is None:
                        checked += 1
                        assert game.plan(p, action) is not None  # the fast path of random play
                        phases.check(game, phases.gate(game, action), action)
                assert everything(game) == before, f"{game.game_string()}: a check changed the game"
                assert game.trace == (set() if traced else None), "a check wrote the trace"
                assert game.held_conditions == [], "a check wrote the held conditions"
            game.trace = None
    assert checked > 100 and refused > 100, (checked, refused)  # legal and illegal candidates both seen


@pytest.mark.parametrize("edition", EDITIONS)
def test_legal_actions_record_nothing(edition: str) -> None:
    listed = 0
    for game in positions(edition, 1):
        game.trace, game.held_conditions = set(), []
        listed += len(game.legal_actions())
        assert game.trace == set() and game.held_conditions == [], game.trace
        game.trace = None
    assert listed > 100


def test_the_plan_carries_what_its_check_noted_and_carrying_it_out_records_it() -> None:
    """A traced check notes the rules and held conditions on its plan; the trace gets them only when
    the plan is carried out (a Praefectus Pretorio choosing a good he can produce: goods.can-produce)."""
    for game in positions("en", 0):
        for name in game.actors():
            p = game.player(name)
            for make in phases.candidates(game, p).values():
                for action in make():
                    if game.check(action) is not None:
                        continue
                    game.trace, game.held_conditions = set(), []
                    plan = phases.check(game, phases.gate(game, action), action)
                    assert isinstance(plan, phases.plan.Noted)
                    assert game.trace == set() and game.held_conditions == []
                    if not plan.held:
                        continue
                    game.apply(action)
                    assert set(plan.rules) <= game.trace
                    assert all(held in game.held_conditions for held in plan.held)
                    game.trace = None
                    return
    raise AssertionError("no legal action with a held condition was found")


# ------------------------------------------------------------------ read from the source
NOTES = {"rule", "held", "record", "log"}  # what notes on the table, or writes its log
MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "update", "add", "discard", "setdefault", "sort"}
#: Table methods that write only a memo of derived facts, never the state, the trace or the held list.
MEMOS = {"_owned"}


def _functions() -> dict[str, list[ast.FunctionDef]]:
    """Every function and method of phases/ and table.py, by name (names may repeat: all are kept)."""
    found: dict[str, list[ast.FunctionDef]] = {}
    for path in [*sorted((ENGINE / "phases").glob("*.py")), ENGINE / "table.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef):
                found.setdefault(node.name, []).append(node)
    return found


def _called(f: ast.FunctionDef) -> set[str]:
    """The names ``f`` calls, but the checker's (``ck.rule``, ``ck.held``: where a check's notes belong)."""
    return {
        c.func.id if isinstance(c.func, ast.Name) else c.func.attr
        for c in ast.walk(f)
        if isinstance(c, ast.Call)
        and (isinstance(c.func, ast.Name) or (isinstance(c.func, ast.Attribute) and _root(c.func.value) != "ck"))
    }


def _root(node: ast.expr) -> str | None:
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def _check_functions() -> dict[str, list[ast.FunctionDef]]:
    """The checks (``phases.CHECKS``, and each pending decision's ``check_decline``) and every function
    of phases/ or Table they call, by name, except carrying out (a check never carries out)."""
    functions = _functions()
    todo = [f.__name__ for f in phases.CHECKS.values()] + ["check_decline"]
    reached: dict[str, list[ast.FunctionDef]] = {}
    while todo:
        name = todo.pop()
        if name in reached or name not in functions or name == "carry_out":
            continue
        reached[name] = functions[name]
        todo += [called for f in functions[name] for called in _called(f)]
    return reached


def _writes(f: ast.FunctionDef) -> list[str]:
    """What ``f`` notes on the table, or writes into an object its parameters reach."""
    params = {a.arg for a in f.args.args}  # t / self, p, a, ...: the table, the players, the action
    out = []
    for node in ast.walk(f):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            root, attr = _root(node.func.value), node.func.attr
            if root in ("t", "self", "game") and attr in NOTES:
                out.append(f"line {node.lineno}: {root}.{attr}(...)")
            elif root in params and attr in MUTATORS:
                out.append(f"line {node.lineno}: {ast.unparse(node.func)}(...)")
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = node.targets
        for target in targets:
            if isinstance(target, (ast.Attribute, ast.Subscript)) and _root(target) in params:
                out.append(f"line {node.lineno}: writes {ast.unparse(target)}")
    return sorted(out, key=lambda w: int(w.split(":")[0].split()[1]))


def test_the_source_of_every_check_writes_nothing() -> None:
    reached = _check_functions()
    assert {"check_draw", "allowance", "can_produce", "check_pay", "public_tile", "licence_refusal"} <= set(reached)
    found = [f"{name} {write}" for name, fs in reached.items() if name not in MEMOS for f in fs for write in _writes(f)]
    assert found == [], "\n".join(found)


def test_the_source_check_sees_a_write() -> None:
    """The reader above is not blind: it finds a note and a write of a check that makes them."""
    source = (
        "def check_x(t, p, a, ck):\n    t.rule('x')\n    p.gold -= 1\n"
        "    t.state.discard.append('c')\n    ck.held('x', 'y')"
    )
    tree = ast.parse(source)
    f = tree.body[0]
    assert isinstance(f, ast.FunctionDef)
    assert [w.split(":")[0] for w in _writes(f)] == ["line 2", "line 3", "line 4"]


def test_a_kind_of_action_that_two_phases_check_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """phases.CHECKS joins the phase modules' checks (the contract: phases.plan.PhaseModule); a kind of
    action checked by two of them would be checked by whichever came last, so it is an error.  (Here, not in
    the architecture checks: the mutation run builds the table again in a test, the one at import being
    built before any mutant is switched on.)"""
    monkeypatch.setattr(ships, "CHECKS", {A.Draw: draw.check_draw})
    with pytest.raises(AssertionError, match="Draw"):
        phases._checks()
    monkeypatch.setattr(ships, "CHECKS", {})
    assert phases._checks() == phases.CHECKS


def test_an_untraced_check_builds_no_note() -> None:
    """Untraced (listing legal actions, random play), a check builds no message: a note given to the shared
    untraced checker is the calling check's fault, named at once, never kept; a traced checker keeps each note.
    Every check of the candidates above, in every edition, passes untraced without one."""
    with pytest.raises(AssertionError) as err:
        UNTRACED.held("goods.not-held", "the donation needs 3 military; jen has 3")
    assert str(err.value) == (
        "an untraced check built a note (build it only when traced): the donation needs 3 military; jen has 3"
    )
    assert UNTRACED.conditions == []
    ck = Checker(True)
    ck.held("goods.not-held", "the donation needs 3 military; jen has 3")
    assert ck.conditions == [("goods.not-held", "the donation needs 3 military; jen has 3")]
    # a game gives a check the untraced checker while it keeps no trace, and a new noting one each time after
    game = Game.new(["ana", "ben"], seed=1)
    assert game.checker() is UNTRACED
    game.trace = set()
    first = game.checker()
    assert first.traced and first is not game.checker()
