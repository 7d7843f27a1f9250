"""What a scenario file may write where a value is expected (``docs/scenario-format.md``).

- ``{editions: {it: 16, other: 0}}``: one value per edition preset (:class:`PerEdition`), wherever an
  expected value may stand and as the value of ``refused:``;
- a literal value or a matcher (``{length: 3}``, ``{contains: c012}``, ...): the suite's one vocabulary
  (:mod:`.vocabulary`, shared with the Gherkin steps);
- ``refused:`` a rule id, ``true`` (refused by any rule) or ``false`` (must be allowed);
- ``at: before produce``: a checkpoint that reads the state at a boundary between two phases that the
  previous action passed through (:data:`BOUNDARIES`, recorded by :class:`BoundaryRecorder`).

Every problem is a :class:`~constantinopolis.core.errors.ScenarioError` made by the loader's ``fail``
(the file, the line of ``where`` and the problem).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from ..core.errors import ScenarioError
from ..core.options import EDITIONS
from ..core.rules import RULES
from ..core.state import Phase
from .vocabulary import expected_value, normalize

if TYPE_CHECKING:
    from ..core.game import Game

Fail = Callable[..., ScenarioError]
Where = tuple[Any, ...]

#: The key of a per-edition value that stands for every edition not named.
OTHER = "other"
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


def parse_expected(value: Any, where: Where, fail: Fail, per_edition: bool = True) -> Any:
    """An expected value as written at ``where``: a :class:`PerEdition`, a :class:`~.vocabulary.Matcher`, or a
    literal."""
    if _is_per_edition(value):
        if not per_edition:
            raise fail("editions: a value for one edition cannot itself be {editions: ...}", *where)
        return _per_edition(value["editions"], where, fail, lambda v, w: parse_expected(v, w, fail, False))
    return expected_value(value, fail, where)


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
