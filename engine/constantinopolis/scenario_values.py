"""What a scenario file may write where a value is expected (``docs/scenario-format.md``).

- ``{editions: {it: 16, other: 0}}``: one value per edition preset (:class:`PerEdition`), wherever an
  expected value may stand and as the value of ``refused:``;
- ``{length: 3}``, ``{contains: c012}``, ``{contains: [c012, c031]}``, or both keys: a list matcher
  (:class:`Matcher`) instead of a literal value;
- ``refused:`` a rule id, ``true`` (refused by any rule) or ``false`` (must be allowed);
- ``at: before produce``: a checkpoint that reads the state at a boundary between two phases that the
  previous action passed through (:data:`BOUNDARIES`, recorded by :class:`BoundaryRecorder`).

Every problem is a :class:`~constantinopolis.errors.ScenarioError` made by the loader's ``fail``
(the file, the line of ``where`` and the problem).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from .errors import ScenarioError
from .options import EDITIONS
from .rules import RULES
from .state import Phase

if TYPE_CHECKING:
    from .game import Game

Fail = Callable[..., ScenarioError]
Where = tuple[Any, ...]

#: The key of a per-edition value that stands for every edition not named.
OTHER = "other"
#: The keys of a list matcher.  A literal mapping with only these keys cannot be written.
MATCHER_KEYS = frozenset({"length", "contains"})
#: The boundaries a checkpoint's ``at:`` may name: ``before <phase>`` (play enters the phase) and
#: ``after <phase>`` (play leaves it).  ``game-over`` is left out: the game ends inside the step that
#: enters end-of-round (the last round is scored at once), never between two automatic steps.
BOUNDARIES: tuple[str, ...] = tuple(
    f"{when} {phase.value}" for phase in Phase if phase != Phase.GAME_OVER for when in ("before", "after")
)
GAME_OVER_BOUNDARY = (
    "the game ends inside the step that enters end-of-round (the last round is scored at once, "
    "end.no-discard-final); read the state before the scoring with 'at: before end-of-round', and the "
    "final state with a checkpoint without at:"
)


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def normalize(value: Any) -> Any:
    """``value`` as the JSON it compares as (tuples become lists, keys strings)."""
    return json.loads(json.dumps(value, sort_keys=True, default=str))


# ------------------------------------------------------------------------------ per-edition values
@dataclass(frozen=True)
class PerEdition:
    """One value per edition preset; ``values`` has every edition of :data:`EDITIONS`."""

    values: dict[str, Any]

    def get(self, edition: str) -> Any:
        """The value under ``edition`` (a preset name; ``it+custom`` reads ``it``)."""
        return self.values[edition.split("+")[0]]


def resolve(value: Any, edition: str) -> Any:
    """``value`` under ``edition``: a :class:`PerEdition`'s value for it, any other value as it is."""
    return value.get(edition) if isinstance(value, PerEdition) else value


def _is_per_edition(value: Any) -> bool:
    return isinstance(value, dict) and list(value) == ["editions"]


def _per_edition(raw: Any, where: Where, fail: Fail, parse_one: Callable[[Any, Where], Any]) -> PerEdition:
    """``{editions: {...}}`` at ``where``: every edition covered, by name or by ``other``."""
    inner = (*where, "editions")
    known = f"{', '.join(EDITIONS)}, or {OTHER} (every edition not named)"
    if not isinstance(raw, dict) or not raw:
        raise fail(f"editions: a mapping of edition to value; editions: {known}", *inner)
    unknown = [key for key in raw if key not in (*EDITIONS, OTHER)]
    if unknown:
        raise fail(f"editions: unknown edition {unknown[0]!r}; known: {known}", *inner, unknown[0])
    missing = [ed for ed in EDITIONS if ed not in raw]
    if missing and OTHER not in raw:
        raise fail(f"editions: no value for {', '.join(missing)}; name each edition, or add '{OTHER}:'", *inner)
    if OTHER in raw and not missing:
        raise fail(f"editions: every edition is named, so '{OTHER}' is never used", *inner, OTHER)
    parsed = {key: parse_one(value, (*inner, key)) for key, value in raw.items()}
    return PerEdition({ed: parsed[ed] if ed in parsed else parsed[OTHER] for ed in EDITIONS})


# ------------------------------------------------------------------------------ list matchers
@dataclass(frozen=True)
class Matcher:
    """``{length: n}`` and/or ``{contains: x}`` / ``{contains: [x, y]}``: checks a list, not a literal."""

    length: int | None = None
    contains: tuple[Any, ...] | None = None  # JSON-normalized items
    contains_list: bool = False  # written as a list (for the report)

    def as_written(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.length is not None:
            out["length"] = self.length
        if self.contains is not None:
            out["contains"] = list(self.contains) if self.contains_list else self.contains[0]
        return out

    def describe(self) -> str:
        """``has length 3 and contains "c012", "c031"``."""
        parts = []
        if self.length is not None:
            parts.append(f"has length {self.length}")
        if self.contains is not None:
            parts.append(f"contains {_items(self.contains)}")
        return " and ".join(parts)

    def failure(self, actual: Any) -> str | None:
        """Why ``actual`` (JSON-normalized) does not match, or None when it does."""
        if not isinstance(actual, list) and not (self.contains is None and isinstance(actual, dict)):
            return f"expected a list that {self.describe()}, got {_dump(actual)}, which is not a list"
        problems = []
        if self.length is not None and len(actual) != self.length:
            problems.append(f"expected length {self.length}, got {len(actual)}")
        if self.contains is not None:
            missing = [x for x in self.contains if x not in actual]
            if missing:
                verb = "is" if len(missing) == 1 else "are"
                problems.append(f"expected to contain {_items(self.contains)}, but {_items(missing)} {verb} missing")
        return f"{'; '.join(problems)} ({_dump(actual)})" if problems else None


def _items(values: Iterable[Any]) -> str:
    return ", ".join(_dump(v) for v in values)


def _is_matcher(value: Any) -> bool:
    return isinstance(value, dict) and bool(value) and set(value) <= MATCHER_KEYS


def _matcher(raw: dict[Any, Any], where: Where, fail: Fail) -> Matcher:
    length = raw.get("length")
    if "length" in raw and (not isinstance(length, int) or isinstance(length, bool) or length < 0):
        raise fail(f"length: a whole number >= 0 (the length of the list), not {length!r}", *where, "length")
    contains: tuple[Any, ...] | None = None
    written = raw.get("contains")
    if "contains" in raw:
        contains = tuple(normalize(x) for x in (written if isinstance(written, list) else [written]))
        if not contains:
            raise fail("contains: name at least one item the list must hold", *where, "contains")
    return Matcher(length, contains, isinstance(written, list))


def parse_expected(value: Any, where: Where, fail: Fail, per_edition: bool = True) -> Any:
    """An expected value as written at ``where``: a :class:`PerEdition`, a :class:`Matcher`, or a literal."""
    if _is_per_edition(value):
        if not per_edition:
            raise fail("editions: a value for one edition cannot itself be {editions: ...}", *where)
        return _per_edition(value["editions"], where, fail, lambda v, w: parse_expected(v, w, fail, False))
    if _is_matcher(value):
        return _matcher(value, where, fail)
    return value


def as_written(value: Any) -> Any:
    """An expected value (after :func:`resolve`) as plain data, for the report and the JSON output."""
    return value.as_written() if isinstance(value, Matcher) else normalize(value)


# ------------------------------------------------------------------------------ refusals
#: What an action's outcome must be: refused by this rule id, refused by any rule (True), or allowed (None).
Refusal = str | Literal[True] | None


def parse_refused(value: Any, where: Where, fail: Fail) -> Refusal | PerEdition:
    """The value of ``refused:``: a rule id, true, false (= allowed, None), or one of those per edition."""
    if _is_per_edition(value):
        return _per_edition(value["editions"], where, fail, lambda v, w: _one_refusal(v, w, fail))
    return _one_refusal(value, where, fail)


def _one_refusal(value: Any, where: Where, fail: Fail) -> Refusal:
    if value is None or value is False:
        return None
    if value is True:
        return True
    if not isinstance(value, str):
        raise fail(
            "refused: the rule id the action must be refused with, true (refused by any rule), "
            "false (it must be allowed), or {editions: {...}}",
            *where,
        )
    if value not in RULES:
        raise fail(f"refused: unknown rule id {value!r} (see 'constantinopolis rules')", *where)
    return value


def describe_refusal(want: Refusal) -> str:
    if want is True:
        return "refusal by any rule"
    return f"refusal by {want}" if want else "allowed"


# ------------------------------------------------------------------------------ boundaries
def parse_boundary(value: Any, where: Where, fail: Fail) -> str:
    """The value of a checkpoint's ``at:``: one of :data:`BOUNDARIES`."""
    if value in ("before game-over", "after game-over"):
        raise fail(f"at: {value!r} is not a boundary a checkpoint can read: {GAME_OVER_BOUNDARY}", *where)
    if value not in BOUNDARIES:
        known = ", ".join(BOUNDARIES)
        raise fail(f"at: unknown boundary {value!r}; 'before' or 'after' and a phase: {known}", *where)
    return str(value)


class BoundaryRecorder:
    """Installed as a game's ``phase_observer`` while one action is applied: the boundaries the action
    passes, in order, and the views (for the observers asked for) at each one, the first time it is passed."""

    def __init__(self, game: Game, observers: Iterable[str | None]) -> None:
        self.game = game
        self.observers = list(dict.fromkeys(observers))
        self.passed: list[tuple[Phase, Phase]] = []
        self.views: dict[str, dict[str | None, Any]] = {}

    def __call__(self, left: Phase, entered: Phase) -> None:
        self.passed.append((left, entered))
        views: dict[str | None, Any] | None = None
        for name in (f"after {left.value}", f"before {entered.value}"):
            if name not in self.views:
                views = views or {o: normalize(self.game.view(o)) for o in self.observers}
                self.views[name] = views

    def describe_passed(self) -> str:
        """``after auction = before move-ships, after move-ships = before produce`` (or ``none``)."""
        return ", ".join(f"after {a.value} = before {b.value}" for a, b in self.passed) or "none"
