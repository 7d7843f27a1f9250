"""Actions: small immutable values with a stable text form and JSON form.

Text form: ``<player>: <verb> <arguments>``, for example ``green: bid comes-thesaurorum 1``
or ``kay: build-public 3``.  Goods are written ``type:count`` joined by commas
(``alimentary:2,consumer:1``); a lone ``-`` is "no goods".  JSON form:
``{"type": "bid", "player": "green", "office": "comes-thesaurorum", "amount": 1}``.

>>> parse_action("green: bid comes-thesaurorum 1")
Bid(player='green', office='comes-thesaurorum', amount=1)
>>> str(Sell("greg", "alimentary", 2))
'greg: sell alimentary 2'
>>> Action.from_dict(Sell("greg", "alimentary", 2).to_dict()) == Sell("greg", "alimentary", 2)
True

Every verb is listed in ``docs/actions.md``.

Numbers (a bid's or raise's ``amount``, a count, an FP value, the counts of goods) are whole
numbers from 0 to :data:`MAX_NUMBER` (goods counts from 1): in the JSON form a JSON integer, never
``true``, ``1.5``, ``"1"`` or ``1e999``; in the text form the digits 0-9 only.  A name (a player, an
office, a good, a building, ...) is a JSON string in the JSON form, never ``null`` or ``5``.
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any, ClassVar, Protocol, Self, TypeVar, overload

from .errors import N_, InvalidAction, shown

Goods = tuple[tuple[str, int], ...]  # sorted (type, count) pairs, counts > 0

MAX_NUMBER = 1_000
"""The largest number an action may carry (an amount, a count, an FP value, a goods count).  A game
reaches nothing near it: a player starts with 30 gold (en:172), a market sells a few goods at a time,
the dearest Public Building is worth 66 FP; a set-up's numbers have the same bound (``setup.py``)."""

_DIGITS = re.compile(r"[0-9]+")

#: What a field of each annotation holds, in a user's words (the number fields say their bounds themselves):
#: a message never says "expected tuple[str, ...]" or "expected Goods"
KIND_WORDS = {
    "str": N_("a name, as text"),
    "bool": N_("true or false"),
    "Goods": N_("goods, each type with a count from 1"),
    "tuple[str, ...]": N_("a list of names"),
}


def _number_problem(value: Any, minimum: int) -> str | None:
    """Why ``value`` (from the JSON form) is not a number an action may carry, or None if it is one."""
    if isinstance(value, bool) or not isinstance(value, int):
        return f"a whole number, a JSON integer from {minimum} to {MAX_NUMBER:,}"
    if not minimum <= value <= MAX_NUMBER:
        return _whole_number(minimum)
    return None


def _whole_number(minimum: int) -> str:
    """What a number of an action is, in words (the text form's digits, or the JSON form's integer)."""
    return f"a whole number from {minimum} to {MAX_NUMBER:,}"


def _text_number(text: str) -> int | None:
    """The whole number the text form writes (an optional ``-`` and digits 0-9 only; not ``+1``, ``1_000``, ``1e3``
    or other scripts' digits), or None."""
    digits = text.removeprefix("-")
    if not _DIGITS.fullmatch(digits):
        return None
    if len(digits) > 30:  # out of bounds anyway (int() has a limit of digits): read as a number above the bound
        return MAX_NUMBER + 1 if digits == text else -1
    return int(text)


def goods_tuple(goods: dict[str, int]) -> Goods:
    return tuple(sorted((g, n) for g, n in goods.items() if n > 0))


def format_goods(goods: Goods) -> str:
    return ",".join(f"{g}:{n}" for g, n in goods) or "-"


def parse_goods(text: str) -> Goods:
    if text.strip() in ("-", ""):
        return ()
    out: dict[str, int] = {}
    for part in text.split(","):
        name, sep, count = part.strip().partition(":")
        if not name:  # "," or "alimentary:1," or ":2": read as a good named "" before
            raise InvalidAction(f"bad goods {shown(text)}: each part is type or type:count, none empty")
        n = _text_number(count) if sep else 1
        if n is None:
            raise InvalidAction(f"bad goods count in {shown(part)}: expected type:count")
        if n <= 0:
            raise InvalidAction(f"bad goods count in {shown(part)}: counts are positive")
        if out.get(name, 0) + n > MAX_NUMBER:
            raise InvalidAction(f"bad goods count in {shown(part)}: at most {MAX_NUMBER:,} of a type")
        out[name] = out.get(name, 0) + n
    return goods_tuple(out)


_REGISTRY: dict[str, type[Action]] = {}


@dataclass(frozen=True)
class Action:
    """Base class.  ``verb`` is the text and JSON name of the action."""

    player: str
    verb: ClassVar[str] = ""
    flags: ClassVar[tuple[str, ...]] = ()  # bool fields written as a bare word when true

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.verb:
            _REGISTRY[cls.verb] = cls

    def _args(self) -> list[str]:
        out = []
        for f in dataclasses.fields(self)[1:]:
            value = getattr(self, f.name)
            if f.name in self.flags:
                if value:
                    out.append(f.name)
            elif value is None:
                continue
            elif f.type in ("Goods",):
                out.append(format_goods(value))
            elif isinstance(value, tuple):
                out.extend(str(v) for v in value)
            else:
                out.append(str(value))
        return out

    def __str__(self) -> str:
        return " ".join([f"{self.player}:", self.verb, *self._args()])

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.verb, "player": self.player}
        for f in dataclasses.fields(self)[1:]:
            value = getattr(self, f.name)
            if f.type == "Goods":
                out[f.name] = dict(value)
            elif isinstance(value, tuple):
                out[f.name] = list(value)
            else:
                out[f.name] = value
        return out

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Action:
        if not isinstance(data, dict):
            raise InvalidAction(f"an action is a mapping with 'type' and 'player', got {shown(data)}")
        verb = data.get("type")
        cls = _REGISTRY.get(str(verb))
        if cls is None:
            raise InvalidAction(f"unknown action type {shown(verb)}; known: {', '.join(sorted(_REGISTRY))}")
        kwargs: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            if f.name not in data:
                if f.default is not dataclasses.MISSING:
                    continue
                raise InvalidAction(f"action {verb!r} needs the field {f.name!r}")
            kwargs[f.name] = _coerce(cls, f, data[f.name])
        unknown = set(data) - {f.name for f in dataclasses.fields(cls)} - {"type"}
        if unknown:
            raise InvalidAction(f"action {verb!r} has unknown field(s): {', '.join(sorted(unknown))}")
        return cls(**kwargs)


def _coerce(cls: type[Action], f: dataclasses.Field[Any], value: Any, text: bool = False) -> Any:
    """The field's value from the JSON form, or from a word of the text form (``text``)."""
    t = f.type
    if t == "int":
        return _coerce_number(cls, f, value, text)
    if t == "Goods":
        if isinstance(value, str):
            return parse_goods(value)  # its own InvalidAction says what is wrong
        if isinstance(value, dict) and all(_is_whole(v) for v in value.values()):
            for k, v in value.items():
                if v <= 0:  # as in the goods notation: a good given is given at least once
                    raise InvalidAction(f"action {cls.verb!r}: bad goods count {k}: {v}: counts are positive")
                if v > MAX_NUMBER:
                    raise InvalidAction(
                        f"action {cls.verb!r}: bad goods count {shown(k)}: {shown(v)}: at most {MAX_NUMBER:,}"
                    )
            return goods_tuple({str(k): v for k, v in value.items()})
    elif t == "bool":
        if isinstance(value, bool):
            return value
    elif t == "tuple[str, ...]":
        if isinstance(value, str):
            return tuple(value.split())
        if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
            return tuple(value)  # a list of names, not 5 or [1, 2] read as '5' or ('1', '2')
    elif isinstance(value, str):  # a name: null, 5 or ["x"] would be read as 'None', '5' or "['x']"
        return value
    t = KIND_WORDS[str(t)]  # in words: "a list of names", not "tuple[str, ...]" (every annotation but int's)
    raise InvalidAction(f"action {cls.verb!r}: field {f.name!r} cannot be {shown(value)} (expected {t})")


def well_formed(action: Action) -> Action:
    """``action`` if each of its fields holds what its text or JSON form could: a name is text, a number a whole
    number from 0 to :data:`MAX_NUMBER`, a flag ``True`` or ``False``, goods sorted pairs of a good and a count
    from 1 to :data:`MAX_NUMBER`, a list of names a tuple of text.  An :class:`Action` built in Python is not
    read from a form, so :meth:`Game.apply` asks this first: ``Store("greg", (("alimentary", -1),))`` is an
    :class:`InvalidAction`, as ``greg: store alimentary:-1`` is, not a player left with -1 goods."""
    cls = type(action)
    for f in dataclasses.fields(cls):
        name = f.name
        value = getattr(action, name)
        expected = _unlike(str(f.type), value)  # the annotation as written (from __future__ import annotations)
        if expected is not None:
            raise InvalidAction(f"action {cls.verb!r}: field {name!r} cannot be {shown(value)} (expected {expected})")
    return action


def _unlike(t: str, value: Any) -> str | None:
    """What a field of the type written ``t`` holds, in words, if ``value`` is not that; else None."""
    if t == "str":  # the most fields: names
        return None if isinstance(value, str) else KIND_WORDS[t]
    if t == "Goods":
        return None if _goods_pairs(value) else f"sorted (good, count) pairs, counts from 1 to {MAX_NUMBER:,}"
    if t == "int":
        return _number_problem(value, 0)
    if t == "bool":
        return None if isinstance(value, bool) else KIND_WORDS[t]
    names = isinstance(value, tuple) and all(isinstance(v, str) for v in value)
    return None if names else KIND_WORDS["tuple[str, ...]"]


def _goods_pairs(value: Any) -> bool:
    """``value`` is goods as an action carries them (:data:`Goods`): sorted pairs, each good once, counts > 0."""
    if not isinstance(value, tuple):
        return False
    for pair in value:
        if not (isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[0], str)):
            return False
        if _number_problem(pair[1], 1) is not None:  # a count, as the JSON form's
            return False
    return all(a[0] < b[0] for a, b in pairwise(value))


def _coerce_number(cls: type[Action], f: dataclasses.Field[Any], value: Any, text: bool) -> int:
    """An amount, a count or an FP value: a JSON integer (never ``true``, ``1.5``, ``"1"``), or digits in the
    text form, from 0 to :data:`MAX_NUMBER`."""
    number: Any = _text_number(value) if text else value  # a word of the text form (parse_action), then as JSON's
    problem = _whole_number(0) if text and number is None else _number_problem(number, 0)  # 'uno': not "int"
    if problem is not None:  # the value as written: 40 digits are not "1001"
        raise InvalidAction(f"action {cls.verb!r}: field {f.name!r} cannot be {shown(value)} (expected {problem})")
    return int(number)


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_action(text: str) -> Action:
    """Parse the text form ``player: verb args``."""
    if not isinstance(text, str):
        raise InvalidAction(
            f"an action's text form is a string, e.g. 'greg: keep'; got {type(text).__name__}: {text!r}"
        )
    player, sep, rest = text.partition(":")
    if not sep or not player.strip() or not rest.strip():
        raise InvalidAction(f"cannot read action {text!r}: expected 'player: verb arguments'")
    words = rest.split()
    verb, args = words[0], words[1:]
    cls = _REGISTRY.get(verb)
    if cls is None:
        raise InvalidAction(f"unknown action {verb!r} in {text!r}; known: {', '.join(sorted(_REGISTRY))}")
    kwargs: dict[str, Any] = {"player": player.strip()}
    fields = dataclasses.fields(cls)[1:]
    flag_names = set(cls.flags)
    positional = [f for f in fields if f.name not in flag_names]
    # positional arguments come first; words after them are flags ("build redemptor redemptor"
    # buys the Redemptor itself with its own discount)
    remaining = list(args)
    for f in positional:
        if f.type == "tuple[str, ...]":
            kwargs[f.name] = tuple(w for w in remaining if w not in flag_names)
            remaining = [w for w in remaining if w in flag_names]
            break
        if not remaining or (remaining[0] in flag_names and f.default is not dataclasses.MISSING):
            if f.default is dataclasses.MISSING:
                raise InvalidAction(f"{text!r}: '{verb}' needs {' '.join('<' + p.name + '>' for p in positional)}")
            continue
        kwargs[f.name] = _coerce(cls, f, remaining.pop(0), text=True)
    for word in remaining:
        if word not in flag_names:
            raise InvalidAction(f"{text!r}: too many arguments for '{verb}'")
        kwargs[word] = True
    return cls(**kwargs)


# --- auction ---------------------------------------------------------------
@dataclass(frozen=True)
class Keep(Action):
    """Keep the office held the round before (free)."""

    verb: ClassVar[str] = "keep"


@dataclass(frozen=True)
class Take(Action):
    """Take a vacant office (2 gold, or free when offered after losing an auction)."""

    office: str
    verb: ClassVar[str] = "take"


@dataclass(frozen=True)
class Bid(Action):
    """Bid on an office held by another player."""

    office: str
    amount: int
    verb: ClassVar[str] = "bid"

    def at(self, amount: int) -> Self:
        """The same bid of ``amount``."""
        return type(self)(self.player, self.office, amount)


@dataclass(frozen=True)
class Raise(Action):
    """Raise the bid in a contested auction."""

    amount: int
    verb: ClassVar[str] = "raise"

    def at(self, amount: int) -> Self:
        """The same raise of ``amount``."""
        return type(self)(self.player, amount)


@dataclass(frozen=True)
class Pass(Action):
    """Concede a contested auction."""

    verb: ClassVar[str] = "pass"


@dataclass(frozen=True)
class ChooseGood(Action):
    """Praefectus Pretorio's free good."""

    good: str
    verb: ClassVar[str] = "good"


# --- construct / market / commercial / walls ----------------------------------
@dataclass(frozen=True)
class Build(Action):
    """Buy a Production, Commercial, Utility Building or a wall segment by id."""

    building: str
    redemptor: bool = False
    verb: ClassVar[str] = "build"
    flags: ClassVar[tuple[str, ...]] = ("redemptor",)


@dataclass(frozen=True)
class BuildPublic(Action):
    """Finance a Public Building by its FP value (the dearer tile of the pair is bought)."""

    fp: int
    redemptor: bool = False
    verb: ClassVar[str] = "build-public"
    flags: ClassVar[tuple[str, ...]] = ("redemptor",)


@dataclass(frozen=True)
class Preempt(Action):
    """The Consul buys the building the active player chose."""

    verb: ClassVar[str] = "preempt"


@dataclass(frozen=True)
class Decline(Action):
    """Decline a preemption or a ship claim offered to this player."""

    verb: ClassVar[str] = "decline"


@dataclass(frozen=True)
class Buy(Action):
    """Buy goods at the Current Market."""

    good: str
    count: int = 1
    verb: ClassVar[str] = "buy"


@dataclass(frozen=True)
class Sell(Action):
    """Sell goods at the Current Market."""

    good: str
    count: int = 1
    verb: ClassVar[str] = "sell"


@dataclass(frozen=True)
class UseCommercial(Action):
    """Activate a Commercial Building."""

    building: str
    verb: ClassVar[str] = "use"


@dataclass(frozen=True)
class WallSwap(Action):
    """Swap wall: trade one good for another of a type you can produce."""

    give: str
    take: str
    verb: ClassVar[str] = "wall-swap"


@dataclass(frozen=True)
class WallSale(Action):
    """Sale wall: trade three goods for 10 gold."""

    goods: Goods
    verb: ClassVar[str] = "wall-sale"


@dataclass(frozen=True)
class Done(Action):
    """End your turn (Construct) or finish a simultaneous phase (Accept, Donate)."""

    verb: ClassVar[str] = "done"


# --- draw / accept ------------------------------------------------------------
@dataclass(frozen=True)
class Draw(Action):
    """Draw this many contracts (between what you must and what you may draw)."""

    count: int
    verb: ClassVar[str] = "draw"


@dataclass(frozen=True)
class SwapContracts(Action):
    """Consul or Praefectus Urbi: discard up to two contracts and draw as many."""

    contracts: tuple[str, ...]
    verb: ClassVar[str] = "swap"


@dataclass(frozen=True)
class Load(Action):
    """Accept a contract and load it (with its goods) on a ship in the Harbour."""

    contract: str
    ship: str
    verb: ClassVar[str] = "load"


@dataclass(frozen=True)
class SaveContract(Action):
    """Save a contract under an unused Trading Post."""

    contract: str
    verb: ClassVar[str] = "save"


@dataclass(frozen=True)
class FreeContract(Action):
    """Free a saved contract (its Trading Post becomes unused)."""

    contract: str
    verb: ClassVar[str] = "free"


@dataclass(frozen=True)
class BuyTradingPost(Action):
    """Buy the next Trading Post; with ``draw``, draw one contract at once."""

    draw: bool = False
    verb: ClassVar[str] = "buy-post"
    flags: ClassVar[tuple[str, ...]] = ("draw",)


@dataclass(frozen=True)
class BuyShip(Action):
    """Buy a ship of this size (small, medium, large)."""

    size: str
    verb: ClassVar[str] = "buy-ship"


@dataclass(frozen=True)
class ClaimShip(Action):
    """Use your turn-order priority to take the last ship another player asked for."""

    verb: ClassVar[str] = "claim-ship"


@dataclass(frozen=True)
class Trade(Action):
    """Free Trade (optional rule): an agreed exchange with another player.

    ``give`` and ``receive`` list goods types, ``gold`` and contract ids with their
    counts, e.g. ``jen: trade kay consumer:1,gold:1 c012``.
    """

    partner: str
    give: Goods
    receive: Goods
    verb: ClassVar[str] = "trade"


# --- donate / end of round ----------------------------------------------------
@dataclass(frozen=True)
class Donate(Action):
    """Donate the goods the Current Market asks for, of this type."""

    good: str
    verb: ClassVar[str] = "donate"


@dataclass(frozen=True)
class Store(Action):
    """Keep these goods at the end of the round; the rest are discarded."""

    goods: Goods
    verb: ClassVar[str] = "store"


ACTION_TYPES: dict[str, type[Action]] = _REGISTRY


def not_a_verb(words: Iterable[str]) -> str | None:
    """Why ``words`` (verbs a policy prefers) are not all verbs: the first that is not, with the verbs; or None.

    >>> not_a_verb(["build", "flyy"])[:28]
    "'flyy' is no verb; verbs: bi"
    """
    for word in words:
        if word not in _REGISTRY:
            return f"{word!r} is no verb; verbs: {', '.join(sorted(_REGISTRY))}"
    return None


# --- amount ranges --------------------------------------------------------------
#: An action with an amount of gold (a bid, a raise): a legal one stands for every higher amount the player
#: can pay, so it may be written once as a range.
class Amounted(Protocol):
    """A bid or a raise: its amount, and the same action of another amount."""

    @property
    def amount(self) -> int: ...

    def at(self, amount: int) -> Self: ...


_Amount = TypeVar("_Amount", bound=Amounted)


class AmountRange(Sequence[_Amount]):
    """``action`` at every amount from its own up to ``high``, each made when it is read (random play draws one)."""

    def __init__(self, action: _Amount, high: int) -> None:
        self.action: _Amount = action
        self.high = high

    def __len__(self) -> int:
        return max(0, self.high - self.action.amount + 1)

    def _at(self, amount: int) -> _Amount:
        return self.action.at(amount)

    @overload
    def __getitem__(self, i: int) -> _Amount: ...

    @overload
    def __getitem__(self, i: slice) -> list[_Amount]: ...

    def __getitem__(self, i: int | slice) -> _Amount | list[_Amount]:
        if isinstance(i, slice):
            return [self._at(x) for x in range(self.action.amount, self.high + 1)[i]]
        if not -len(self) <= i < len(self):
            raise IndexError(f"{i}: {len(self)} amounts")
        return self._at(self.action.amount + (i if i >= 0 else len(self) + i))

    def __iter__(self) -> Iterator[_Amount]:
        return (self._at(x) for x in range(self.action.amount, self.high + 1))


def most_offered(gold: int) -> int:
    """The highest amount a bid or raise of a player holding ``gold`` may carry: all his gold (gold.cannot-afford),
    up to :data:`MAX_NUMBER`, the bound of an action's numbers (a saved game's gold may pass it: saved.SAVED_MAX).

    >>> most_offered(30), most_offered(5_000)
    (30, 1000)
    """
    return min(gold, MAX_NUMBER)


def expand_amounts(action: _Amount, high: int) -> AmountRange[_Amount]:
    """A legal bid or raise written once: the same action at every amount from its own up to ``high``.

    >>> [str(a) for a in expand_amounts(Bid("jen", "consul", 3), 5)]
    ['jen: bid consul 3', 'jen: bid consul 4', 'jen: bid consul 5']
    """
    return AmountRange(action, high)


def random_amount(action: _Amount, high: int, rng: random.Random) -> _Amount:
    """``action`` at an amount drawn uniformly from its own up to ``high`` (at least its own): the draw of
    ``rng.choice(expand_amounts(action, high))``, made without the range (random play draws a bid's amount so).

    >>> random_amount(Bid("jen", "consul", 3), 9, random.Random(1)) == random.Random(1).choice(
    ...     expand_amounts(Bid("jen", "consul", 3), 9))
    True
    """
    return action.at(action.amount + rng.randrange(high - action.amount + 1))


def compact_amounts(actions: Iterable[Action]) -> list[tuple[Action, int | None]]:
    """Each action once, with bids and raises that differ only in consecutive amounts written once: a run as
    its least action and its highest amount (:func:`expand_amounts` undoes it), any other action with None.
    A run stands where its kind of bid or raise first appears.

    >>> bids = [Bid("jen", "consul", 3), Pass("kay"), Bid("jen", "consul", 4), Bid("jen", "consul", 6)]
    >>> [(str(a), high) for a, high in compact_amounts(bids)]
    [('jen: bid consul 3', 4), ('jen: bid consul 6', None), ('kay: pass', None)]
    """
    order: list[Action] = []  # each action, and each run's kind (its action at amount 0)
    runs: dict[Action, set[int]] = {}
    for a in actions:
        if isinstance(a, (Bid, Raise)):
            kind = dataclasses.replace(a, amount=0)
            if kind not in runs:
                runs[kind] = set()
                order.append(kind)
            runs[kind].add(a.amount)
        else:
            order.append(a)
    out: list[tuple[Action, int | None]] = []
    for a in order:
        if not isinstance(a, (Bid, Raise)):  # a run's kind is a bid or raise, and every bid or raise is one
            out.append((a, None))
            continue
        amounts = sorted(runs[a])
        start = amounts[0]
        for prev, x in zip(amounts, [*amounts[1:], None], strict=True):
            if x is None or x != prev + 1:
                out.append((dataclasses.replace(a, amount=start), prev if prev != start else None))
                start = x if x is not None else start
    return out
