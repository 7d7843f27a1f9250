"""The suite's one vocabulary (constantinopolis.suite.vocabulary): reading a view by path and matching an expected
value, for scenario files, the Gherkin steps, golden games and verify alike; and the amount ranges owned by actions.py.

The tables run once, against the one module; the architecture checks at the end make sure no other module of the
engine or of features/ keeps a reader, matcher or normalize of its own, or expands amounts by itself."""

from __future__ import annotations

import ast
import random
import sys
import textwrap
from pathlib import Path
from typing import Any, TypeGuard

import pytest

from constantinopolis.core.actions import (
    Action,
    Bid,
    Build,
    Pass,
    Raise,
    compact_amounts,
    expand_amounts,
    parse_action,
    random_amount,
)
from constantinopolis.suite.adjudicate import _grouped
from constantinopolis.suite.golden import compact_actions, expand_actions
from constantinopolis.suite.scenario import check_view
from constantinopolis.suite.verify.judging import Mismatch
from constantinopolis.suite.vocabulary import (
    MATCHER_KEYS,
    MISSING,
    Matcher,
    as_written,
    differences,
    expected_value,
    is_matcher,
    matches,
    normalize,
    read_path,
)

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "engine" / "constantinopolis"
if str(ROOT) not in sys.path:  # the features package: the Gherkin steps' World
    sys.path.insert(0, str(ROOT))

from features.steps import World  # noqa: E402


class Problem(Exception):
    pass


def fail(problem: str, *where: Any) -> Problem:
    return Problem(f"{'.'.join(map(str, where))}: {problem}")


# ============================================================================ the matcher's vocabulary
VIEW_LIST = ["ager", "caupona"]
#: (expected as written, actual, holds)
VOCABULARY: list[tuple[Any, Any, bool]] = [
    # literals compare as JSON
    (30, 30, True),
    (30, 31, False),
    (None, None, True),
    (True, True, True),
    ("<missing>", MISSING, True),
    ([1, 2], (1, 2), True),  # a tuple is the JSON list
    ({"1": "a"}, {1: "a"}, True),  # keys are text in JSON
    ({"consumer": 1}, {"consumer": 1, "luxury": 0}, False),  # a whole mapping must be equal
    ({}, {}, True),  # {} is a literal, not a matcher
    ({}, [], False),
    ({"length": 1, "hand": 2}, {"length": 1, "hand": 2}, True),  # another key: a literal mapping
    # length: a list or a mapping of n items
    ({"length": 2}, VIEW_LIST, True),
    ({"length": 3}, VIEW_LIST, False),
    ({"length": 0}, [], True),
    ({"length": 1}, {"alimentary": 2}, True),
    ({"length": 1}, 30, False),
    ({"length": 1}, "a", False),
    # contains: one item, or each of a list, among others
    ({"contains": "ager"}, VIEW_LIST, True),
    ({"contains": "metallum"}, VIEW_LIST, False),
    ({"contains": ["caupona", "ager"]}, VIEW_LIST, True),
    ({"contains": ["ager", "metallum"]}, VIEW_LIST, False),
    ({"contains": ["ager", "ager"]}, VIEW_LIST, True),
    ({"contains": "alimentary"}, {"alimentary": 2}, False),  # not a list
    ({"contains": 1}, (1, 2), True),
    # excludes: none of them
    ({"excludes": "metallum"}, VIEW_LIST, True),
    ({"excludes": "ager"}, VIEW_LIST, False),
    ({"excludes": ["metallum", "caupona"]}, VIEW_LIST, False),
    ({"excludes": ["metallum", "textrinum"]}, VIEW_LIST, True),
    ({"excludes": "x"}, "text", False),  # not a list
    # not: any value but this one
    ({"not": None}, "kay", True),
    ({"not": None}, None, False),
    ({"not": 3}, 4, True),
    ({"not": [1, 2]}, (1, 2), False),
    # several at once: all of them
    ({"length": 2, "contains": ["caupona"]}, VIEW_LIST, True),
    ({"length": 1, "contains": ["caupona"]}, VIEW_LIST, False),
    ({"length": 1}, {"a": 1}, True),
    ({"length": 1, "contains": "a"}, {"a": 1}, False),  # contains needs a list
    ({"contains": "ager", "excludes": "metallum", "not": []}, VIEW_LIST, True),
    ({"contains": "ager", "excludes": "caupona"}, VIEW_LIST, False),
]


@pytest.mark.parametrize(("written", "actual", "holds"), VOCABULARY)
def test_the_matcher_vocabulary(written: Any, actual: Any, holds: bool) -> None:
    expected = expected_value(written, fail)
    assert isinstance(expected, Matcher) == is_matcher(written)
    assert matches(expected, actual) is holds
    if isinstance(expected, Matcher):  # a matcher explains itself exactly when it does not hold
        assert (expected.failure(normalize(actual)) is None) is holds
        assert expected.as_written() == written
    else:
        assert as_written(expected) == normalize(written)


def test_the_matcher_keys_are_the_documented_ones() -> None:
    text = (ROOT / "docs" / "scenario-format.md").read_text(encoding="utf-8")
    assert MATCHER_KEYS == {"length", "contains", "excludes", "not"}
    assert "## Matchers: `length`, `contains`, `excludes` and `not`" in text
    for key in MATCHER_KEYS:
        assert f"| `{{{key}: " in text, f"docs/scenario-format.md's table of matchers has no row for {key}"


@pytest.mark.parametrize(
    ("written", "actual", "message"),
    [
        ({"length": 3}, ["ager"], 'expected length 3, got 1 (["ager"])'),
        ({"contains": ["a", "b"]}, ["a"], 'expected to contain "a", "b", but "b" is missing (["a"])'),
        ({"excludes": ["a", "b"]}, ["a", "b"], 'expected not to contain "a", "b", but "a", "b" are there (["a", "b"])'),
        ({"not": None}, None, "expected anything but null (null)"),
        ({"length": 1, "excludes": "x"}, 5, "expected a list that has length 1 and does not contain \"x\", got 5, "
         "which is not a list"),
    ],
)  # fmt: skip
def test_a_matcher_that_does_not_hold_says_why(written: Any, actual: Any, message: str) -> None:
    matcher = expected_value(written, fail)
    assert isinstance(matcher, Matcher)
    assert matcher.failure(normalize(actual)) == message


@pytest.mark.parametrize(
    ("written", "problem"),
    [
        ({"length": -1}, "p.length: length: a whole number >= 0 (the length of the list), not -1"),
        ({"length": True}, "p.length: length: a whole number >= 0 (the length of the list), not True"),
        ({"length": "3"}, "p.length: length: a whole number >= 0 (the length of the list), not '3'"),
        ({"contains": []}, "p.contains: contains: name at least one item the list must hold"),
        ({"excludes": []}, "p.excludes: excludes: name at least one item the list must not hold"),
    ],
)
def test_a_matcher_that_cannot_be_read_is_an_error(written: Any, problem: str) -> None:
    with pytest.raises(Problem) as caught:
        expected_value(written, fail, ("p",))
    assert str(caught.value) == problem


# ============================================================================ the path reader
VIEW = {
    "phase": "auction",
    "offices": {"consul": {"holder": None}},
    "players": {
        "greg": {
            "gold": 30,
            "goods": {"consumer": 1},
            "ships": [{"id": "small-1", "size": 1, "position": 2}, {"id": 7, "size": 2, "position": 0}],
        },
        "jen": {"gold": {"hidden": True}},
    },
    "market": {"future": [], "current_pile": ["m1", "m2"]},
}
#: (path, what it reads)
PATHS: list[tuple[str, Any]] = [
    ("phase", "auction"),
    ("players.greg.gold", 30),
    ("players.greg.goods", {"consumer": 1}),
    ("players.jen.gold", {"hidden": True}),
    ("players.jen.gold.hidden", True),
    ("offices.consul.holder", None),  # null is a value, not a missing path
    ("market.current_pile.0", "m1"),
    ("market.current_pile.1", "m2"),
    ("market.current_pile.2", MISSING),
    ("market.current_pile.-1", MISSING),  # by number from 0: no counting from the end
    ("market.current_pile.01", "m2"),
    ("market.current_pile.²", MISSING),  # digits 0-9 only
    ("players.greg.ships.0.position", 2),
    ("players.greg.ships.id=small-1.position", 2),
    ("players.greg.ships.id=7.size", 2),  # the key's value compared as text
    ("players.greg.ships.size=2.id", 7),
    ("players.greg.ships.id=large-1.position", MISSING),
    ("players.greg.ships.id=large-1.position|0", MISSING),  # no such entry: missing even with a default
    ("players.greg.goods.luxury", MISSING),
    ("players.greg.goods.luxury|0", 0),
    ("players.greg.goods.consumer|0", 1),
    ("players.greg.goods.luxury|null", None),
    ("players.greg.goods.luxury|false", False),
    ("players.greg.goods.luxury|", MISSING),
    ("players.greg.gold.coins", MISSING),  # below a number
    ("players.kay.gold", MISSING),
    ("market.future.0", MISSING),
    ("nothing", MISSING),
    ("", MISSING),
]


@pytest.mark.parametrize(("path", "value"), PATHS)
def test_the_path_reader(path: str, value: Any) -> None:
    assert read_path(VIEW, path) == value
    assert type(read_path(VIEW, path)) is type(value)


def test_a_path_reads_the_same_in_a_scenario_file_and_in_a_gherkin_step() -> None:
    """The scenario loader's checks and the steps' World read through vocabulary.read_path."""

    class Driver:
        def view(self, observer: str | None = None) -> dict[str, Any]:
            return VIEW

    world = World("en", "en", Driver())  # type: ignore[arg-type]
    world.started = True
    for path, value in PATHS:
        assert world.read(path) == value
        (check,) = check_view(VIEW, {path: value}, {}, "en")
        assert check.ok and check.actual == normalize(value)


def test_a_gherkin_check_uses_the_vocabulary() -> None:
    class Driver:
        def view(self, observer: str | None = None) -> dict[str, Any]:
            return VIEW

    world = World("en", "en", Driver())  # type: ignore[arg-type]
    world.started = True
    world.check({"market.current_pile": {"contains": ["m1", "m2"], "length": 2}, "offices.consul.holder": None})
    with pytest.raises(Mismatch, match=r"market.current_pile: expected \{'excludes': 'm1'\}, got \['m1', 'm2'\]"):
        world.check({"market.current_pile": {"excludes": "m1"}})
    with pytest.raises(ValueError, match="the phrase's check of phase: length: a whole number >= 0"):
        world.check({"phase": {"length": -2}})


# ============================================================================ amount ranges (actions.py)
def test_a_legal_bid_expands_to_every_amount_up_to_the_bound() -> None:
    bids = expand_amounts(Bid("jen", "consul", 3), 6)
    assert [b.amount for b in bids] == [3, 4, 5, 6] and len(bids) == 4
    assert bids[0] == Bid("jen", "consul", 3) and bids[-1] == Bid("jen", "consul", 6) and bids[1:3] == list(bids)[1:3]
    assert list(expand_amounts(Raise("kay", 5), 5)) == [Raise("kay", 5)]
    assert list(expand_amounts(Raise("kay", 5), 4)) == [] and len(expand_amounts(Raise("kay", 5), 4)) == 0
    with pytest.raises(IndexError):
        bids[4]


def test_an_amount_range_is_read_as_a_list_of_its_amounts() -> None:
    """Its slices are those of the list of its actions, to its end; an index out of it names the index and the
    count (as a list's would)."""
    bids = expand_amounts(Bid("jen", "consul", 3), 6)
    listed = [Bid("jen", "consul", n) for n in (3, 4, 5, 6)]
    for part in (slice(None), slice(2, None), slice(-1, None), slice(None, None, 2), slice(1, 10)):
        assert bids[part] == listed[part], part
    for i in range(-4, 4):  # every index a list of 4 has, from the end too: bids[-4] is the least amount
        assert bids[i] == listed[i], i
    for i in (4, -5):
        with pytest.raises(IndexError) as err:
            bids[i]
        assert str(err.value) == f"{i}: 4 amounts"


def test_drawing_one_amount_draws_as_randint_did() -> None:
    """simulate draws a bid's amount with rng.choice over the range: the same numbers as rng.randint(low, high)."""
    for seed in range(50):
        a, b = random.Random(seed), random.Random(seed)
        for low, high in [(0, 0), (1, 30), (7, 12), (3, 60)]:
            assert a.choice(expand_amounts(Bid("p", "consul", low), high)).amount == b.randint(low, high)
    for seed in range(50):  # and random_amount, which random play uses, draws as rng.choice over the range
        a, b = random.Random(seed), random.Random(seed)
        for least, high in [(Bid("p", "consul", 0), 0), (Raise("q", 1), 30), (Bid("r", "aedilis", 7), 12)]:
            assert random_amount(least, high, a) == b.choice(expand_amounts(least, high))


#: (actions, the runs: (least action, highest amount or None))
RUNS: list[tuple[list[str], list[tuple[str, int | None]]]] = [
    ([], []),
    (["jen: pass"], [("jen: pass", None)]),
    (["jen: bid consul 1", "jen: bid consul 2", "jen: bid consul 3"], [("jen: bid consul 1", 3)]),
    (["jen: bid consul 4"], [("jen: bid consul 4", None)]),
    (["jen: bid consul 3", "jen: bid consul 1", "jen: bid consul 2"], [("jen: bid consul 1", 3)]),  # any order
    (
        ["jen: bid consul 1", "jen: bid consul 2", "jen: bid consul 5", "jen: bid consul 6", "jen: bid consul 9"],
        [("jen: bid consul 1", 2), ("jen: bid consul 5", 6), ("jen: bid consul 9", None)],
    ),
    (
        ["kay: pass", "kay: raise 4", "kay: raise 5", "kay: bid consul 2", "kay: build taberna", "kay: bid consul 3"],
        [("kay: pass", None), ("kay: raise 4", 5), ("kay: bid consul 2", 3), ("kay: build taberna", None)],
    ),
    (
        ["jen: bid consul 1", "jen: bid praefectus-urbi 1", "jen: bid consul 2", "jen: bid praefectus-urbi 2"],
        [("jen: bid consul 1", 2), ("jen: bid praefectus-urbi 1", 2)],
    ),
]


@pytest.mark.parametrize(("texts", "runs"), RUNS)
def test_compacting_amounts_and_expanding_them_again(texts: list[str], runs: list[tuple[str, int | None]]) -> None:
    actions = [parse_action(t) for t in texts]
    compact = compact_amounts(actions)
    assert [(str(a), high) for a, high in compact] == runs
    again: list[Action] = []
    for action, high in compact:
        assert isinstance(action, (Bid, Raise)) or high is None
        again += list(expand_amounts(action, high)) if isinstance(action, (Bid, Raise)) and high else [action]
    assert sorted(map(str, again)) == sorted(texts)


def test_the_golden_line_and_the_ruling_write_the_same_runs() -> None:
    actions = [*expand_amounts(Bid("jen", "consul", 2), 19), Pass("jen"), Build("jen", "taberna")]
    assert compact_actions([str(a) for a in actions]) == "bid consul 2..19 | build taberna | pass"
    assert expand_actions("jen", "bid consul 2..19 | build taberna | pass") == {str(a) for a in actions}
    assert [label for label, _ in _grouped(actions)] == ["jen: bid consul 2-19", "jen: pass", "jen: build taberna"]
    assert _grouped(actions)[0][1] == Bid("jen", "consul", 2)  # the least amount is tried for its rules
    assert expand_actions("jen", "bid 3..5") == {"jen: bid 3..5"}  # not an action: left as written


# ============================================================================ one place (architecture)
#: The functions and classes of the vocabulary, each defined in its one module only.
OWNED: dict[str, set[str]] = {
    "vocabulary.py": {"read_path", "lookup", "get_path", "normalize", "_norm", "matches", "_matches", "Matcher",
                      "is_matcher", "_is_matcher", "parse_matcher", "_matcher", "expected_value"},
    "actions.py": {"expand_amounts", "compact_amounts", "AmountRange"},
}  # fmt: skip
SOURCES = sorted([*PACKAGE.rglob("*.py"), *(ROOT / "features").glob("*.py")])


def own_vocabulary(tree: ast.AST, owner: str) -> list[str]:
    """What a module does that only ``owner`` may: define the vocabulary's functions, walk a dotted path
    (a ``for`` over ``x.split(".")``), normalize by a JSON round trip with sorted keys, or expand amounts
    (a range, randint or randrange over ``.amount``; a copy with another ``amount``)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            if any(node.name in names for module, names in OWNED.items() if module != owner):
                found.append(f"defines {node.name}")
        if owner != "vocabulary.py" and isinstance(node, ast.For) and _splits_on_dots(node.iter):
            found.append(f"walks a dotted path (line {node.lineno})")
        if owner != "vocabulary.py" and _is_call(node, "loads") and _sorted_dump(node.args[0]):
            found.append(f"normalizes by a JSON round trip (line {node.lineno})")
        if owner != "actions.py" and isinstance(node, ast.Call):
            name = _call_name(node)
            if name in ("range", "randint", "randrange") and any(map(_reads_amount, node.args)):
                found.append(f"expands amounts with {name} (line {node.lineno})")
            if name == "replace" and any(k.arg == "amount" for k in node.keywords):
                found.append(f"copies a bid with another amount (line {node.lineno})")
        if owner != "actions.py" and isinstance(node, ast.Dict) and None in node.keys:  # {**a.__dict__, "amount": x}
            if any(isinstance(k, ast.Constant) and k.value == "amount" for k in node.keys):
                found.append(f"copies a bid with another amount (line {node.lineno})")
    return sorted(found)


def _is_call(node: ast.AST, name: str) -> TypeGuard[ast.Call]:
    return isinstance(node, ast.Call) and _call_name(node) == name and bool(node.args)


def _sorted_dump(node: ast.AST) -> bool:
    """``json.dumps(..., sort_keys=True)``: inside ``json.loads``, the value as the JSON it compares as."""
    return (
        isinstance(node, ast.Call) and _call_name(node) == "dumps" and any(k.arg == "sort_keys" for k in node.keywords)
    )


def _call_name(node: ast.Call) -> str | None:
    return node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)


def _splits_on_dots(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and _call_name(node) == "split"
        and len(node.args) == 1
        and isinstance(node.args[0], ast.Constant)
        and node.args[0].value == "."
    )


def _reads_amount(node: ast.AST) -> bool:
    return any(isinstance(n, ast.Attribute) and n.attr == "amount" for n in ast.walk(node))


def test_the_checks_find_the_old_places() -> None:
    """The architecture check below finds what the suite used to do in several places (issue 22)."""
    old = {
        "game.py": 'out += [type(a)(**{**a.__dict__, "amount": x}) for x in range(a.amount, p.gold + 1)]',
        "simulate.py": "a = replace(a, amount=rng.randint(a.amount, player.gold))",
        "steps.py": """
            def _norm(value):
                return json.loads(json.dumps(value, sort_keys=True, default=str))
            def read(view, path):
                for part in path.split("."):
                    view = view[part]
            """,
        "golden.py": "def expand_amounts(action, high): ...",
    }
    found = {name: own_vocabulary(ast.parse(textwrap.dedent(code)), name) for name, code in old.items()}
    assert found == {
        "game.py": ["copies a bid with another amount (line 1)", "expands amounts with range (line 1)"],
        "simulate.py": ["copies a bid with another amount (line 1)", "expands amounts with randint (line 1)"],
        "steps.py": ["defines _norm", "normalizes by a JSON round trip (line 3)", "walks a dotted path (line 5)"],
        "golden.py": ["defines expand_amounts"],
    }


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_other_module_reads_paths_matches_values_or_expands_amounts(path: Path) -> None:
    found = own_vocabulary(ast.parse(path.read_text(encoding="utf-8")), path.name)
    assert not found, (
        f"{path.relative_to(ROOT)}: {'; '.join(found)} (use constantinopolis.suite.vocabulary / actions.py)"
    )


def test_the_front_ends_call_the_one_module() -> None:
    """Scenario files, the Gherkin steps and their scenario-file player import the vocabulary."""
    suite = PACKAGE / "suite"
    for path in (suite / "scenario.py", suite / "scenario_values.py", ROOT / "features" / "steps.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        modules = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert modules & {"vocabulary", "constantinopolis.suite.vocabulary"}, f"{path.name} does not use the vocabulary"
    for path in (PACKAGE / "core" / "game.py", suite / "simulate.py", suite / "golden.py", suite / "adjudicate.py"):
        text = path.read_text(encoding="utf-8")
        assert any(f in text for f in ("expand_amounts", "compact_amounts", "random_amount")), (
            f"{path.name} does not use actions.py's ranges"
        )


@pytest.mark.parametrize(
    ("expected", "actual"),
    [(False, 0), (True, 1), (0, False), ({"gold": 1}, {"gold": True}), ([1, 0], [True, False])],
)
def test_true_and_false_are_not_the_numbers_1_and_0(expected: object, actual: object) -> None:
    """Values are compared as JSON (docs/scenario-format.md, "expect"): an engine answering ``true`` for a gold of 1
    does not match, nor does an expected ``false`` match an FP of 0, at any depth and in a matcher's items."""
    assert not matches(expected, actual)
    assert not matches(Matcher(contains=(expected,)), [actual])
    assert matches(Matcher(excludes=(expected,)), [actual])
    assert matches(Matcher(differs=(expected,)), actual)
    assert differences({"v": expected}, {"v": actual})


def test_a_whole_number_matches_the_same_number_written_with_a_point() -> None:
    assert matches(1.0, 1) and matches({"round": 2}, {"round": 2.0})
