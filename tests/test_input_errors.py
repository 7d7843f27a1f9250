"""Catalogues of input errors: every error a user can cause with bad input, and its exact words.

A user who writes a scenario, a saved game or an action reads these messages, so each must
say where and what is wrong.  The catalogues pin, for every error site, one representative
bad input and the exact ``str()`` of the error it raises:

``tests/messages/setup-errors.yaml``
    :class:`SetupError` from the ``setup:`` mapping (``setup.py``), ``Game.new`` and
    ``Game.from_dict``.  Each entry has ``id`` (kebab-case, unique), ``site`` (the function
    that raises), ``message`` and what is called, by ``call``:

    * ``setup`` (the default, may be left out): ``Game.new(["greg", "jen", "kay"], seed=0,
      setup=<setup>)`` with the default components;
    * ``new``: ``Game.new(<players>, seed=<seed>, options=<options>, components=<components>,
      setup=<setup>)``; ``players`` defaults to greg, jen, kay, ``seed`` to 0 and the others to
      none; ``small_ships: N`` passes the default components with only N Small Ships (a
      ``Components`` built in code: every manifest file has nine);
    * ``from_dict``: ``Game.from_dict(data)``, where ``data`` is
      ``Game.new(["greg", "jen", "kay"], seed=0).to_dict()`` with the dotted key paths of
      ``delete`` (a list) removed and those of ``set`` (a mapping of path to value) replaced;
      a number in a path is a list index (``state.players.0.gold``); or ``data``, given as the
      whole saved game instead.

    Besides the type and the message, each test checks that ``SetupError.path`` is the key
    path the message begins with (empty when the message names none), and that the call left
    its input as it was: it raised, so no game exists, half-built or not.

``tests/messages/action-errors.yaml``
    :class:`InvalidAction` from ``actions.py``: ``action`` is the text given to
    ``parse_action`` (the text form of ``docs/actions.md``), or ``json`` the mapping given to
    ``Action.from_dict`` (the JSON form; its sites are reached by no text); or, for the
    arguments of the API (``inputs.py``), ``apply`` the value given to ``Game.apply`` or ``view``
    the observer given to ``Game.view``, on ``Game.new(["greg", "jen", "kay"], seed=0)``.  Each
    entry has ``id``, ``site``, one of ``action``, ``json``, ``apply`` and ``view``, and ``message``.

Each section's type (``players``, ``market``, ``supply``, ...) is checked once, by ``apply_setup``
(``SECTION_TYPES``), before any section is read.  The ``SetupError`` of ``Game._shuffle`` (a
stated shuffle that does not match the game) is raised in play, not by these calls; the
``InvalidAction`` refusals of ``game.py`` are in ``tests/messages/refusals.yaml``.

A comment ``# note: ...`` above a ``message`` marks a message pinned as it is although it is
unclear (to be improved; see the issue tracker).

After an intended change of a message, rewrite the catalogues from what the engine now says
and review the change::

    .venv/bin/python tests/test_input_errors.py --write
    git diff tests/messages/

``--write`` rewrites only the ``message:`` lines (comments and the rest stay as they are) and
refuses when an entry no longer raises the expected error type.  Each ``message:`` is one line
(a double-quoted YAML string).
"""

from __future__ import annotations

import copy
import dataclasses
import json
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from constantinopolis import Game, InvalidAction, SetupError, default_components
from constantinopolis.core import actions as A
from constantinopolis.core.actions import Action, parse_action
from constantinopolis.core.components import load_components
from constantinopolis.core.errors import ConstantinopolisError
from constantinopolis.suite.adjudicate import adjudicate
from constantinopolis.suite.golden import read_game
from constantinopolis.suite.scenario import compare_editions, load_scenario, run_scenario

HERE = Path(__file__).resolve().parent / "messages"
SETUP_FILE = HERE / "setup-errors.yaml"
ACTION_FILE = HERE / "action-errors.yaml"
PLAYERS = ["greg", "jen", "kay"]
MESSAGE_PREFIX = "  message: "


def load(path: Path) -> list[dict[str, Any]]:
    entries = yaml.safe_load(path.read_text(encoding="utf-8"))  # a lone surrogate escape: libyaml refuses it
    assert isinstance(entries, list), f"{path}: expected a list of entries"
    return entries


def _walk(data: Any, dotted: str) -> tuple[Any, Any]:
    """The container holding the last key of ``dotted``, and that key (an int for a list)."""
    *parents, last = dotted.split(".")
    for key in parents:
        data = data[int(key)] if isinstance(data, list) else data[key]
    return data, int(last) if isinstance(data, list) else last


def corrupted_game(entry: dict[str, Any]) -> dict[str, Any]:
    """A serialized game with the entry's ``delete`` and ``set`` applied."""
    data = Game.new(PLAYERS, seed=0).to_dict()
    for dotted in entry.get("delete", []):
        container, key = _walk(data, dotted)
        del container[key]
    for dotted, value in (entry.get("set") or {}).items():
        container, key = _walk(data, dotted)
        container[key] = value
    return data


def _components(small_ships: int) -> Any:
    comps = default_components()
    small = dataclasses.replace(comps.ships["small"], copies=small_ships)
    return dataclasses.replace(comps, ships={**comps.ships, "small": small})


def raise_setup_error(entry: dict[str, Any]) -> SetupError:
    """Make the entry's call; return the SetupError it raises (fail if it raises none)."""
    call = entry.get("call", "setup")
    given = copy.deepcopy(entry)
    with pytest.raises(SetupError) as info:
        if call == "setup":
            Game.new(PLAYERS, seed=0, setup=entry["setup"])
        elif call == "new":
            comps = _components(entry["small_ships"]) if "small_ships" in entry else entry.get("components")
            Game.new(
                entry.get("players", PLAYERS),
                seed=entry.get("seed", 0),
                options=entry.get("options"),
                components=comps,
                setup=entry.get("setup"),
            )
        elif call == "from_dict":
            Game.from_dict(entry["data"] if "data" in entry else corrupted_game(entry))
        else:
            raise AssertionError(f"{entry['id']}: unknown call {call!r}")
    assert entry == given, "the call changed its input"
    return info.value


def raise_invalid_action(entry: dict[str, Any]) -> InvalidAction:
    given = copy.deepcopy(entry)
    with pytest.raises(InvalidAction) as info:
        if "action" in entry:
            parse_action(entry["action"])
        elif "apply" in entry:
            Game.new(PLAYERS, seed=0).apply(entry["apply"])
        elif "view" in entry:
            Game.new(PLAYERS, seed=0).view(entry["view"])
        else:
            Action.from_dict(entry["json"])
    assert entry == given, "the parser changed its input"
    return info.value


def path_in(message: str) -> str:
    """The key path a setup message begins with: the words before ``": "`` when they are one word."""
    head, sep, _ = message.partition(": ")
    return head if sep and " " not in head else ""


SETUP = load(SETUP_FILE)
ACTIONS = load(ACTION_FILE)


@pytest.mark.parametrize("entry", SETUP, ids=[e["id"] for e in SETUP])
def test_setup_error(entry: dict[str, Any]) -> None:
    error = raise_setup_error(entry)
    assert type(error) is SetupError
    assert str(error) == entry["message"]
    assert error.path == path_in(entry["message"])


@pytest.mark.parametrize("entry", ACTIONS, ids=[e["id"] for e in ACTIONS])
def test_action_error(entry: dict[str, Any]) -> None:
    error = raise_invalid_action(entry)
    assert type(error) is InvalidAction
    assert str(error) == entry["message"]


@pytest.mark.parametrize("path", [SETUP_FILE, ACTION_FILE], ids=lambda p: p.name)
def test_ids_are_unique_and_entries_complete(path: Path) -> None:
    entries = load(path)
    ids = [e["id"] for e in entries]
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})
    for e in entries:
        assert e.get("site") and isinstance(e.get("message"), str), e["id"]
    text = path.read_text(encoding="utf-8")
    assert sum(line.startswith(MESSAGE_PREFIX) for line in text.splitlines()) == len(entries), (
        "every entry has one `  message: ` line (for --write)"
    )


# ---------------------------------------------------------------- --write
def rewrite(path: Path, messages: list[str]) -> int:
    """Replace the ``message:`` lines of ``path``, in order; return how many changed."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    where = [i for i, line in enumerate(lines) if line.startswith(MESSAGE_PREFIX)]
    if len(where) != len(messages):
        raise SystemExit(f"{path}: {len(where)} message lines for {len(messages)} entries")
    changed = 0
    for i, message in zip(where, messages, strict=True):
        line = MESSAGE_PREFIX + json.dumps(message, ensure_ascii=False) + "\n"
        changed += lines[i] != line
        lines[i] = line
    path.write_text("".join(lines), encoding="utf-8")
    assert [e["message"] for e in load(path)] == messages, f"{path}: the rewritten messages do not read back"
    return changed


def main(argv: list[str]) -> int:
    if argv != ["--write"]:
        print(__doc__)
        print("usage: .venv/bin/python tests/test_input_errors.py --write")
        return 2
    for path, raiser in ((SETUP_FILE, raise_setup_error), (ACTION_FILE, raise_invalid_action)):
        messages = []
        for entry in load(path):
            try:
                messages.append(str(raiser(entry)))
            except BaseException as exc:  # pytest.raises fails with an outcome exception
                raise SystemExit(f"{path.name}: {entry.get('id')}: no longer raises as expected: {exc}") from None
        print(f"tests/messages/{path.name}: {rewrite(path, messages)} message(s) changed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))


# An Action built in Python is not read from a form: Game.apply checks its fields as the forms' readers do
# (actions.well_formed), so a count the text form refuses is refused here too, and the game is left as it was.
BUILT_IN_PYTHON = [
    (
        A.Store("greg", (("alimentary", -1),)),
        "action 'store': field 'goods' cannot be (('alimentary', -1),) (expected sorted (good, count) pairs,"
        " counts from 1 to 1,000)",
    ),
    (
        A.Store("greg", (("alimentary", 0),)),
        "action 'store': field 'goods' cannot be (('alimentary', 0),) (expected sorted (good, count) pairs,"
        " counts from 1 to 1,000)",
    ),
    (
        A.Store("greg", (("consumer", 1), ("alimentary", 1))),
        "action 'store': field 'goods' cannot be (('consumer', 1), ('alimentary', 1)) (expected sorted (good, count)"
        " pairs, counts from 1 to 1,000)",
    ),
    (
        A.Store("greg", "alimentary"),  # type: ignore[arg-type]
        "action 'store': field 'goods' cannot be 'alimentary' (expected sorted (good, count) pairs, counts from 1"
        " to 1,000)",
    ),
    (
        A.Bid("greg", "consul", True),
        "action 'bid': field 'amount' cannot be true (expected a whole number, a JSON integer from 0 to 1,000)",
    ),
    (
        A.Store("greg", (("alimentary", "x"),)),  # type: ignore[arg-type]
        "action 'store': field 'goods' cannot be (('alimentary', 'x'),) (expected sorted (good, count) pairs,"
        " counts from 1 to 1,000)",
    ),
    (
        A.Store("greg", ((5, 1),)),  # type: ignore[arg-type]
        "action 'store': field 'goods' cannot be ((5, 1),) (expected sorted (good, count) pairs, counts from 1 to"
        " 1,000)",
    ),
    (
        A.Store("greg", (("alimentary", 1, 2),)),  # type: ignore[arg-type]
        "action 'store': field 'goods' cannot be (('alimentary', 1, 2),) (expected sorted (good, count) pairs,"
        " counts from 1 to 1,000)",
    ),
    (
        A.Store("greg", (["alimentary", 1],)),  # type: ignore[arg-type]
        "action 'store': field 'goods' cannot be (['alimentary', 1],) (expected sorted (good, count) pairs,"
        " counts from 1 to 1,000)",
    ),
    (
        A.Store("greg", (("alimentary", 1001),)),
        "action 'store': field 'goods' cannot be (('alimentary', 1001),) (expected sorted (good, count) pairs,"
        " counts from 1 to 1,000)",
    ),
    (
        A.Store("greg", (("alimentary", 1), ("alimentary", 1))),  # each good once
        "action 'store': field 'goods' cannot be (('alimentary', 1), ('alimentary', 1)) (expected sorted (good,"
        " count) pairs, counts from 1 to 1,000)",
    ),
    (
        A.Trade("greg", "jen", (("alimentary", 1),), (("consumer", -1),)),  # a good field, then a bad one
        "action 'trade': field 'receive' cannot be (('consumer', -1),) (expected sorted (good, count) pairs,"
        " counts from 1 to 1,000)",
    ),
    (
        A.BuildPublic("greg", 3, "yes"),
        "action 'build-public': field 'redemptor' cannot be 'yes' (expected true or false)",
    ),  # type: ignore[arg-type]
    (
        A.Bid("greg", "consul", -3),
        "action 'bid': field 'amount' cannot be -3 (expected a whole number from 0 to 1,000)",
    ),
    (A.Keep(5), "action 'keep': field 'player' cannot be 5 (expected a name, as text)"),  # type: ignore[arg-type]
    (A.SwapContracts("greg", "c001"), "action 'swap': field 'contracts' cannot be 'c001' (expected a list of names)"),  # type: ignore[arg-type]
    (A.BuyTradingPost("greg", "yes"), "action 'buy-post': field 'draw' cannot be 'yes' (expected true or false)"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("action", "message"), BUILT_IN_PYTHON, ids=[f"case-{i}" for i in range(len(BUILT_IN_PYTHON))])
def test_an_action_built_in_python_with_a_field_no_form_could_give_is_refused(action: A.Action, message: str) -> None:
    """A player left with -1 goods (``Store`` with a negative count carried out) was the defect: the text and
    JSON forms refuse such a count (``goods-count-zero``, ``json-goods-count-zero``), an Action built in code
    was carried out as given."""
    game = Game.new(["greg", "jen", "kay"], seed=0)
    before = game.to_dict()
    for call in (game.apply, game.check):
        with pytest.raises(InvalidAction) as caught:
            call(action)
        assert str(caught.value) == message
    assert game.to_dict() == before


@pytest.mark.parametrize(
    "action",
    [A.Store("greg", (("alimentary", 1000), ("consumer", 1))), A.Bid("greg", "consul", 1000), A.Keep("greg")],
    ids=["goods-at-the-most", "amount-at-the-most", "names-only"],
)
def test_an_action_built_in_python_with_fields_a_form_could_give_goes_on_to_the_rules(action: A.Action) -> None:
    """The bounds of the forms are the bounds here: 1,000 of a good and an amount of 1,000 (``actions.MAX_NUMBER``)
    are read, and judged by the rules (here, in the auction, the Store is for another phase)."""
    game = Game.new(["greg", "jen", "kay"], seed=0)
    violation = game.check(action)  # an InvalidAction, raised, would fail the test
    assert violation is not None and violation.rule_id in ("turn.wrong-phase", "turn.not-your-turn"), violation


RULING = Path(__file__).resolve().parents[1] / "scenarios" / "rulings" / "a-consul-sale-wall-funding.yaml"
API_CALLS = {
    "parse_action(None)": lambda: parse_action(None),  # type: ignore[arg-type]
    "parse_action(b'greg: keep')": lambda: parse_action(b"greg: keep"),  # type: ignore[arg-type]
    "parse_action({'type': 'keep'})": lambda: parse_action({"type": "keep"}),  # type: ignore[arg-type]
    "load_scenario(None)": lambda: load_scenario(None),  # type: ignore[arg-type]
    "load_scenario(5)": lambda: load_scenario(5),  # type: ignore[arg-type]  # open(5) reads file descriptor 5
    "run_scenario(None)": lambda: run_scenario(None),  # type: ignore[arg-type]
    "compare_editions(None)": lambda: compare_editions(None),  # type: ignore[arg-type]
    "adjudicate(None)": lambda: adjudicate(None),  # type: ignore[arg-type]
    "adjudicate(file, 5)": lambda: adjudicate(RULING, 5),  # type: ignore[arg-type]
    "adjudicate(file, None, ['en'])": lambda: adjudicate(RULING, None, ["en"]),  # type: ignore[arg-type]
    "read_game(None)": lambda: read_game(None),  # type: ignore[arg-type]
    "read_game(5)": lambda: read_game(5),  # type: ignore[arg-type]
    "load_components(5)": lambda: load_components(5),  # type: ignore[arg-type]
}

API_ERRORS = {  # each exact, as a user reads it
    "parse_action(None)": "an action's text form is a string, e.g. 'greg: keep'; got NoneType: None",
    "parse_action(b'greg: keep')": "an action's text form is a string, e.g. 'greg: keep'; got bytes: b'greg: keep'",
    "parse_action({'type': 'keep'})": (
        "an action's text form is a string, e.g. 'greg: keep'; got dict: {'type': 'keep'}"
    ),
    "load_scenario(None)": "None: a file is named by its path (a str or a Path), not NoneType: None",
    "load_scenario(5)": "5: a file is named by its path (a str or a Path), not int: 5",
    "run_scenario(None)": "None: a file is named by its path (a str or a Path), not NoneType: None",
    "compare_editions(None)": "None: a file is named by its path (a str or a Path), not NoneType: None",
    "adjudicate(None)": "None: a file is named by its path (a str or a Path), not NoneType: None",
    "adjudicate(file, 5)": "the disputed action: an action's text form is a string, e.g. 'greg: keep'; got int: 5",
    "adjudicate(file, None, ['en'])": "unknown edition ['en']; editions: en, es, fr, de, it",
    "read_game(None)": "None: cannot read the file: a file is named by its path (a str or a Path), not NoneType: None",
    "read_game(5)": "5: cannot read the file: a file is named by its path (a str or a Path), not int: 5",
    "load_components(5)": (
        "5: 1 problem(s) in the component manifest:\n"
        "  - a file is named by its path (a str or a Path), not int: 5; or None for the default manifest"
    ),
}


@pytest.mark.parametrize("call", list(API_CALLS))
def test_a_wrong_argument_to_a_public_function_is_the_suites_error_never_a_type_error(call: str) -> None:
    """docs/api.md: "A wrong argument is never a TypeError, AttributeError or KeyError" (a reader of the docs
    got AttributeError from parse_action(None) and TypeError from load_scenario(None), and load_scenario(5)
    opened file descriptor 5)."""
    with pytest.raises(ConstantinopolisError) as err:
        API_CALLS[call]()
    assert str(err.value) == API_ERRORS[call]
