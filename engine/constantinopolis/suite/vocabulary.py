"""The suite's one vocabulary: reading a state view by path, and matching a value against what is expected.

Scenario files (``docs/scenario-format.md``, :mod:`.scenario`), the Gherkin steps (``features/steps.py``,
and through them ``constantinopolis verify``) all read and match with this module:

- :func:`read_path` reads a dotted path of a state view: ``players.greg.gold``; a list entry by number from 0
  (``players.greg.ships.0.position``) or by a key's value (``players.greg.ships.id=s1.position``, the first
  entry whose ``id`` is ``s1``); ``path|default`` reads ``default`` (YAML) where the path does not exist.
  A path that does not exist reads as :data:`MISSING`, so a typo fails instead of passing.
- :func:`normalize` is a value as the JSON it compares as.
- An expected value is a literal, compared as JSON, or a :class:`Matcher`: a mapping whose keys are all
  among :data:`MATCHER_KEYS` (``{length: 3}``, ``{contains: c012}``, ``{contains: [c012, c031]}``,
  ``{excludes: caupona}``, ``{not: null}``, or several at once).  :func:`matches` says whether it holds.

>>> read_path({"players": {"greg": {"ships": [{"id": "s1", "position": 2}]}}}, "players.greg.ships.id=s1.position")
2
>>> read_path({"goods": {}}, "goods.consumer"), read_path({"goods": {}}, "goods.consumer|0")
('<missing>', 0)
>>> matches(expected_value({"length": 2, "contains": "ager"}, ValueError), ["ager", "caupona"])
True
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..core.view import (
    PROTOCOL_AUCTION_KEYS,
    PROTOCOL_CONTRACTS_KEYS,
    PROTOCOL_KEYS,
    PROTOCOL_PLAYER_KEYS,
    PROTOCOL_ROUND_KEYS,
)
from ..core.yamlfile import YamlInputError, read_yaml

#: What a path that does not exist reads as (a text, so that it shows in a report and compares as JSON).
MISSING = "<missing>"
#: The keys of a matcher.  A literal mapping whose keys are all among these cannot be written.
MATCHER_KEYS = frozenset({"length", "contains", "excludes", "not"})

#: How a problem in a written matcher is reported: ``fail(problem, *where)`` returns the exception to raise
#: (a scenario file's loader names the file and line of ``where``).
Fail = Callable[..., Exception]
Where = tuple[Any, ...]

_INDEX = re.compile(r"[0-9]+")
_NOTHING = object()


# ------------------------------------------------------------------------------ reading
def path_parts(path: str) -> list[str]:
    """The steps of a dotted ``path``, without its default: ``players.kay.gold|0`` is ``['players', 'kay', 'gold']``."""
    return path.partition("|")[0].split(".")


def read_path(view: Any, path: str) -> Any:
    """The value at the dotted ``path`` of ``view``, or :data:`MISSING` (or the default after ``|``)."""
    default = path.partition("|")[2]
    node = view
    for part in path_parts(path):
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and _INDEX.fullmatch(part) and int(part) < len(node):
            node = node[int(part)]
        elif isinstance(node, list) and "=" in part:  # the first entry whose key has this value
            key, _, wanted = part.partition("=")
            node = next((x for x in node if isinstance(x, dict) and str(x.get(key)) == wanted), _NOTHING)
            if node is _NOTHING:
                return MISSING
        else:
            return path_default(path) if default else MISSING
    return node


def path_default(path: str) -> Any:
    """The value after ``|`` in ``path`` (``players.kay.goods.luxury|0``), read as YAML with the checks of every
    YAML the suite reads (:func:`.yamlfile.read_yaml`: no aliases, no tags, bounded sizes); ValueError naming
    the problem for a default that is not such a value.  None without a default."""
    default = path.partition("|")[2]
    if not default:
        return None
    try:
        return read_yaml(default, "the default").data
    except YamlInputError as exc:
        raise ValueError(f"the default after '|' is not a plain YAML value: {exc.problem}") from None


def in_protocol_view(path: str) -> bool:
    """Whether the protocol's view (:func:`.view.protocol_view`) can hold the dotted ``path`` of the engine's own
    view (``players.kay.round.ledger`` yes; ``players.kay.round.redemptor_used``, engine bookkeeping, no).

    >>> in_protocol_view("players.kay.round.ledger"), in_protocol_view("players.kay.round.redemptor_used|false")
    (True, False)
    """
    parts = path_parts(path)
    head = parts[0]
    if head == "players":
        if len(parts) < 3:
            return True
        if parts[2] == "round":
            return len(parts) < 4 or parts[3] in PROTOCOL_ROUND_KEYS
        return parts[2] in PROTOCOL_PLAYER_KEYS
    if head == "auction":
        return len(parts) < 2 or parts[1] in PROTOCOL_AUCTION_KEYS
    if head == "contracts":
        return len(parts) < 2 or parts[1] in PROTOCOL_CONTRACTS_KEYS
    return head in PROTOCOL_KEYS or head == "format"


def differences(before: Any, after: Any, path: str = "") -> list[tuple[str, Any, Any]]:
    """The dotted paths at which two views differ, with the value before and after (lists are compared whole; a
    key one view lacks is ``"<none>"`` there): what an action changed, or what a refused one should not have.

    >>> differences({"players": {"kay": {"gold": 3, "fp": 1}}}, {"players": {"kay": {"gold": 1, "fp": 1}}})
    [('players.kay.gold', 3, 1)]
    """
    if isinstance(before, dict) and isinstance(after, dict):
        out: list[tuple[str, Any, Any]] = []
        for key in list(before) + [k for k in after if k not in before]:
            sub = f"{path}.{key}" if path else str(key)
            out += differences(before.get(key, "<none>"), after.get(key, "<none>"), sub)
        return out
    return [] if same_json(before, after) else [(path, before, after)]


def normalize(value: Any) -> Any:
    """``value`` as the JSON it compares as (tuples become lists, keys strings)."""
    return json.loads(json.dumps(value, sort_keys=True, default=str))


def same_json(a: Any, b: Any) -> bool:
    """Whether two JSON-normalized values are the same JSON: ``true`` is not ``1`` nor ``false`` ``0`` (Python's
    ``==`` says they are), at any depth; ``1`` and ``1.0`` are the same number.

    >>> same_json({"gold": 1}, {"gold": True}), same_json([1, {"fp": 0}], [1.0, {"fp": 0}])
    (False, True)
    """
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if isinstance(a, dict):
        return isinstance(b, dict) and a.keys() == b.keys() and all(same_json(v, b[k]) for k, v in a.items())
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b) and not isinstance(b, (dict, list))


def _holds(items: list[Any], x: Any) -> bool:
    """Whether the list ``items`` holds ``x``, as JSON (:func:`same_json`)."""
    return any(same_json(x, item) for item in items)


def dump(value: Any) -> str:
    """A value as JSON text, for a message."""
    return json.dumps(value, ensure_ascii=False)


# ------------------------------------------------------------------------------ matching
@dataclass(frozen=True)
class Matcher:
    """``{length: n}``, ``{contains: x}`` / ``{contains: [x, y]}``, ``{excludes: x}`` / ``{excludes: [x, y]}``,
    ``{not: x}``, or several at once: a check of the actual value instead of a literal.  Items are JSON-normalized.
    """

    length: int | None = None
    contains: tuple[Any, ...] | None = None
    excludes: tuple[Any, ...] | None = None
    differs: tuple[Any] | None = None  # {not: x}: (x,)
    contains_list: bool = False  # contains written as a list (for the report)
    excludes_list: bool = False

    def as_written(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.length is not None:
            out["length"] = self.length
        if self.contains is not None:
            out["contains"] = list(self.contains) if self.contains_list else self.contains[0]
        if self.excludes is not None:
            out["excludes"] = list(self.excludes) if self.excludes_list else self.excludes[0]
        if self.differs is not None:
            out["not"] = self.differs[0]
        return out

    def describe(self) -> str:
        """``has length 3 and contains "c012", "c031"``."""
        parts = []
        if self.length is not None:
            parts.append(f"has length {self.length}")
        if self.contains is not None:
            parts.append(f"contains {_items(self.contains)}")
        if self.excludes is not None:
            parts.append(f"does not contain {_items(self.excludes)}")
        if self.differs is not None:
            parts.append(f"is not {dump(self.differs[0])}")
        return " and ".join(parts)

    def failure(self, actual: Any) -> str | None:
        """Why ``actual`` (JSON-normalized) does not match, or None when it does."""
        listed = self.contains is not None or self.excludes is not None
        if (listed or self.length is not None) and not (
            isinstance(actual, list) or (not listed and isinstance(actual, dict))
        ):
            return f"expected a list that {self.describe()}, got {dump(actual)}, which is not a list"
        problems = []
        if self.length is not None and len(actual) != self.length:
            problems.append(f"expected length {self.length}, got {len(actual)}")
        if self.contains is not None:
            missing = [x for x in self.contains if not _holds(actual, x)]
            if missing:
                wanted = _items(self.contains)
                problems.append(f"expected to contain {wanted}, but {_items(missing)} {_is(missing)} missing")
        if self.excludes is not None:
            present = [x for x in self.excludes if _holds(actual, x)]
            if present:
                unwanted = _items(self.excludes)
                problems.append(f"expected not to contain {unwanted}, but {_items(present)} {_is(present)} there")
        if self.differs is not None and same_json(actual, self.differs[0]):
            problems.append(f"expected anything but {dump(actual)}")
        return f"{'; '.join(problems)} ({dump(actual)})" if problems else None


def _items(values: Iterable[Any]) -> str:
    return ", ".join(dump(v) for v in values)


def _is(values: list[Any]) -> str:
    return "is" if len(values) == 1 else "are"


def is_matcher(value: Any) -> bool:
    """Whether an expected value as written is a matcher: a mapping whose keys are all :data:`MATCHER_KEYS`."""
    return isinstance(value, dict) and bool(value) and set(value) <= MATCHER_KEYS


def parse_matcher(raw: dict[Any, Any], where: Where, fail: Fail) -> Matcher:
    """A matcher as written at ``where`` (:func:`is_matcher`); a problem is ``fail(problem, *where, key)``."""
    length = raw.get("length")
    if "length" in raw and (not isinstance(length, int) or isinstance(length, bool) or length < 0):
        raise fail(f"length: a whole number >= 0 (the length of the list), not {length!r}", *where, "length")
    contains = _listed(raw, "contains", "name at least one item the list must hold", where, fail)
    excludes = _listed(raw, "excludes", "name at least one item the list must not hold", where, fail)
    differs = (normalize(raw["not"]),) if "not" in raw else None
    return Matcher(
        length,
        contains,
        excludes,
        differs,
        isinstance(raw.get("contains"), list),
        isinstance(raw.get("excludes"), list),
    )


def _listed(raw: dict[Any, Any], key: str, need: str, where: Where, fail: Fail) -> tuple[Any, ...] | None:
    """The items of ``contains`` or ``excludes``: one item, or a list of at least one."""
    if key not in raw:
        return None
    written = raw[key]
    items = tuple(normalize(x) for x in (written if isinstance(written, list) else [written]))
    if not items:
        raise fail(f"{key}: {need}", *where, key)
    return items


def expected_value(value: Any, fail: Fail, where: Where = ()) -> Any:
    """An expected value as written: a :class:`Matcher` when it is one (:func:`is_matcher`), else the literal."""
    return parse_matcher(value, where, fail) if is_matcher(value) else value


def matches(expected: Any, actual: Any) -> bool:
    """Whether ``actual`` matches ``expected`` (a :class:`Matcher`, or a literal compared as JSON)."""
    if isinstance(expected, Matcher):
        return expected.failure(normalize(actual)) is None
    return same_json(normalize(actual), normalize(expected))


def as_written(expected: Any) -> Any:
    """An expected value as plain data, for a report and the JSON output."""
    return expected.as_written() if isinstance(expected, Matcher) else normalize(expected)
