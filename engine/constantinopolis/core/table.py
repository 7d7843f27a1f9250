"""The table: the state, the components and the options, and what every phase asks of them.

:class:`Table` is what the phase modules (:mod:`constantinopolis.core.phases`) work on.  It
answers the questions the rules keep asking (who holds an office, what a player can
produce, who may act now) and does the bookkeeping every rule shares: paying, moving
goods, drawing contracts, shuffling, the rule trace and the text log.  It holds no rule
of a phase.  :class:`~constantinopolis.core.game.Game` is a Table with the public API on top.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .components import GOODS, Ability, BuildingKind, BuildingType, Components, Contract, MarketCard
from .errors import InvalidAction, RuleViolation, SetupError
from .options import OptionSpec, RuleOptions
from .rng import Rng
from .state import OFFICES, SIMULTANEOUS_PHASES, GameState, Phase, Player

if TYPE_CHECKING:
    from .actions import Action

# the members read on hot paths: a name of the module is read faster than an Enum member
_HORREUM = Ability.HORREUM
_COMMERCIAL = BuildingKind.COMMERCIAL
_PRODUCTION = BuildingKind.PRODUCTION

_GAME_OVER, _AUCTION = Phase.GAME_OVER, Phase.AUCTION  # a name of the module is read faster than an Enum member
_IN_TURN = (Phase.CONSTRUCT, Phase.DRAW)
MAX_LEVEL = 7  # en:569: the production level track ends at 7
STORE_LIMIT, HORREUM_LIMIT = 1, 5  # en:691, en:849 (end.store, the Horreum)


@dataclass(frozen=True)
class _Owned:
    """What a list of buildings gives its owner: the types he can produce and the abilities he has."""

    buildings: list[str]  # the very list it was worked out from
    count: int  # its length then
    produces: frozenset[str]
    producible: tuple[str, ...]  # the same, in the order of GOODS
    abilities: frozenset[Ability]
    commercial: tuple[BuildingType, ...]  # his Commercial Buildings, each once, in the order of his buildings

    @classmethod
    def of(cls, buildings: list[str], c: Components) -> _Owned:
        types = [c.buildings[b] for b in buildings]
        produces = frozenset(g for b in types for g in b.produces)
        abilities = frozenset(b.ability for b in types if b.ability)
        commercial = tuple({b.id: b for b in types if b.kind == _COMMERCIAL}.values())
        return cls(buildings, len(buildings), produces, tuple(g for g in GOODS if g in produces), abilities, commercial)


#: Called by :func:`constantinopolis.core.phases.advance` with (the phase play leaves, the phase it enters), just
#: before the next phase begins.
PhaseObserver = Callable[[Phase, Phase], None]


def ignore(rule: str) -> None:
    """Note nothing: where a helper that notes the rules taking effect serves a list of candidates."""


class Checker:
    """What a check notes as it tests the rules, for the plan it returns (docs/engine.md): the rules that
    will take effect (:meth:`rule`) and each condition found to hold, in concrete words (:meth:`held`).

    A check writes nothing of the game's, not even the trace: these notes travel with its plan, and only
    carrying the plan out records them (:meth:`Table.record`).  ``traced`` says whether notes are wanted
    at all; untraced, checks build no message (:data:`UNTRACED`), so that listing legal actions stays fast."""

    __slots__ = ("conditions", "rules", "traced")

    def __init__(self, traced: bool) -> None:
        self.traced = traced
        self.rules: list[str] = []
        self.conditions: list[tuple[str, str]] = []

    def rule(self, rule: str) -> None:
        """``rule`` (an id of rules.py) will take effect if the plan is carried out."""
        if self.traced:
            self.rules.append(rule)

    def held(self, rule: str, message: str) -> None:
        """A condition of ``rule`` was checked and holds, in concrete words (``message``, an f-string with
        the numbers, like a refusal's).  Callers build the message only when traced
        (``if ck.traced: ck.held(...)``), so that the checks stay fast: untraced, a note is a caller's fault."""
        if not self.traced:
            raise AssertionError("an untraced check built a note (build it only when traced): " + message)
        self.conditions.append((rule, message))


#: The checker of a game that keeps no trace: it notes nothing (shared, it never holds a note).
UNTRACED = Checker(False)


def violation(rule: str, message: str) -> RuleViolation:
    """The refusal of an action by the rule ``rule`` (an id of :mod:`constantinopolis.core.rules`)."""
    return RuleViolation(rule, message)


class Table:
    """A game's state, components and options, with the queries and bookkeeping the rules share."""

    def __init__(
        self,
        state: GameState,
        components: Components,
        options: RuleOptions,
        seed: int | None = None,
    ) -> None:
        self.state = state
        self.components = components
        self.options = options
        self.seed = seed
        self.by_name = {p.name: p for p in state.players}
        self.rng = Rng(state.rng)
        self.record_log = True  # False skips the text log (bulk simulation); history is always kept
        self.trace: set[str] | None = None  # when a set: the ids of the rules that took effect (golden coverage)
        # while traced: each condition a check tested and found to hold, as (rule, message) (:meth:`record`)
        self.held_conditions: list[tuple[str, str]] = []
        # when set: told each time automatic play moves from one phase to the next (scenario checkpoints
        # between automatic steps, docs/scenario-format.md); not part of the state, never serialized
        self.phase_observer: PhaseObserver | None = None
        self._owned_by: dict[str, _Owned] = {}
        # the actions the legal actions' lists made, by their fields: an action is a frozen value, so it is made
        # once a game (150-850 in a random game of 2-5 players, each calling legal_actions() at every step)
        self.actions_made: dict[tuple[Any, ...], Action] = {}
        # turn_order() as last worked out: the offices dict, a copy of it then, the order
        self._turn_order: tuple[dict[str, str | None], dict[str, str | None], tuple[str, ...]] | None = None

    def _replace_state(self, state: GameState) -> None:
        self.state = state
        self.by_name = {p.name: p for p in state.players}
        self.rng = Rng(state.rng)

    # ------------------------------------------------------------- accessors
    @property
    def is_over(self) -> bool:
        return self.state.phase == Phase.GAME_OVER

    def game_string(self) -> str:
        """A canonical one-line identifier: the edition's preset, the players, the seed, then each option whose
        value differs from the preset, e.g. ``constantinopolis(edition=fr,players=3,seed=1,licence_skip=never)``."""
        parts = {"edition": self.options.preset_name, "players": len(self.state.players), "seed": self.seed}
        parts |= {name: OptionSpec.text(value) for name, value in self.options.changes().items()}
        return "constantinopolis(" + ",".join(f"{key}={value}" for key, value in parts.items()) + ")"

    def player(self, name: str) -> Player:
        try:
            return self.by_name[name]
        except KeyError:
            raise InvalidAction(f"unknown player {name!r}; players: {', '.join(self.by_name)}") from None

    def office_of(self, name: str) -> str | None:
        for office, holder in self.state.offices.items():
            if holder == name:
                return office
        return None

    def holder(self, office: str) -> Player | None:
        name = self.state.offices.get(office)
        return self.by_name[name] if name else None

    def turn_order(self) -> list[str]:
        """Players by office number (en:213); players without an office come last."""
        return list(self._order())

    def _order(self) -> tuple[str, ...]:
        """:meth:`turn_order`, as a tuple kept until the offices change (not to be changed by the caller)."""
        offices = self.state.offices
        known = self._turn_order
        if known is not None and known[0] is offices and known[1] == offices:
            return known[2]  # the offices as they were when it was worked out: the same order
        held = [n for o in OFFICES if (n := offices[o])]
        order = tuple(held + [p.name for p in self.state.players if p.name not in held])
        self._turn_order = (offices, dict(offices), order)
        return order

    def actors(self) -> list[str]:
        """The players who may act now (in turn order)."""
        s = self.state
        phase = s.phase
        if phase == _GAME_OVER:
            return []
        if s.pending:
            return [s.pending.responder]
        if phase == _AUCTION:
            a = s.auction
            if a is None:
                return []
            if a.contest:
                return [a.contest.to_act]
            return [a.active] if a.active else []
        if phase in _IN_TURN:
            return [s.order[s.turn]] if s.turn < len(s.order) else []
        if phase in SIMULTANEOUS_PHASES:
            by_name = self.by_name
            return [n for n in self._order() if not by_name[n].done]
        return []

    def current_market(self) -> MarketCard:
        return self.components.markets[self.state.market_current[-1]]

    def contract(self, cid: str) -> Contract:
        return self.components.contracts[cid]

    def production_level(self, p: Player) -> int:
        """en:404, en:569: one step per Production Building, up to 7."""
        return min(MAX_LEVEL, sum(1 for b in p.buildings if self.components.buildings[b].kind == _PRODUCTION))

    def _owned(self, p: Player) -> _Owned:
        """What ``p``'s buildings give him, worked out once for each set of buildings he has owned
        (a player only ever gains buildings: the list is kept with its length)."""
        known = self._owned_by.get(p.name)
        if known is None or known.buildings is not p.buildings or known.count != len(p.buildings):
            known = _Owned.of(p.buildings, self.components)
            self._owned_by[p.name] = known
        return known

    def can_produce(self, p: Player, good: str, note: Callable[[str], None] = ignore) -> bool:
        """en:930-932: owns a Production Building that shows this type; ``note`` is told goods.can-produce
        (a check's ``ck.rule``, a carry-out's ``t.rule``; nothing when candidates are listed)."""
        note("goods.can-produce")
        return good in self._owned(p).produces

    def can_use_type(self, p: Player, good: str, note: Callable[[str], None] = ignore) -> bool:
        """'Can produce' where the rules use it for Commercial Buildings, donations, the Redemptor and
        the swap wall (en:930-932): at once, or only from the round after the purchase (option
        can_produce_timing, it:645)."""
        if self.options.can_produce_from_next_round:
            return good in p.flags.producible_at_start
        return self.can_produce(p, good, note)

    def producible(self, p: Player, note: Callable[[str], None] = ignore) -> list[str]:
        """The types ``p`` can produce, in the order of ``GOODS`` (``note``: as :meth:`can_produce`)."""
        note("goods.can-produce")
        return list(self._owned(p).producible)

    def owns_ability(self, p: Player, ability: Ability) -> bool:
        return ability in self._owned(p).abilities

    def commercial_buildings(self, p: Player) -> tuple[BuildingType, ...]:
        """``p``'s Commercial Buildings, each once, in the order he owns them."""
        return self._owned(p).commercial

    def abilities(self, p: Player) -> frozenset[str]:
        """The abilities ``p``'s buildings give him (:meth:`owns_ability` for several at once)."""
        return self._owned(p).abilities

    def store_limit(self, p: Player) -> int:
        """end.store (en:691): one good, or five with the Horreum (en:849)."""
        return HORREUM_LIMIT if self.owns_ability(p, _HORREUM) else STORE_LIMIT

    # ------------------------------------------------------------ bookkeeping
    def rule(self, rule: str) -> None:
        """Note that ``rule`` (an id of rules.py) takes effect here; only a traced game keeps the note."""
        if self.trace is not None:
            self.trace.add(rule)

    def checker(self) -> Checker:
        """A fresh :class:`Checker` for one check: noting when the game is traced, else :data:`UNTRACED`."""
        return UNTRACED if self.trace is None else Checker(True)

    def record(self, rules: list[str], conditions: list[tuple[str, str]]) -> None:
        """Record what a check noted (:class:`Checker`), as its plan is carried out; only a traced game keeps it."""
        if self.trace is not None:
            self.trace.update(rules)
            self.held_conditions.extend(conditions)

    def log(self, text: str) -> None:
        if self.record_log:
            self.state.log.append(f"r{self.state.round} {self.state.phase.value}: {text}")

    @staticmethod
    def check_pay(p: Player, amount: int, what: str, ck: Checker) -> None:
        """gold.cannot-afford: refuse unless ``p`` has ``amount`` gold."""
        if amount > p.gold:
            raise violation("gold.cannot-afford", f"{p.name} has {p.gold} gold and {what} costs {amount}")
        if ck.traced:
            ck.held("gold.cannot-afford", f"{p.name} has {p.gold} gold; {what} costs {amount}")

    @staticmethod
    def check_goods(p: Player, goods: dict[str, int], what: str, ck: Checker) -> None:
        """goods.not-held: refuse unless ``p`` holds these goods."""
        for g, n in goods.items():
            if g not in GOODS:
                raise InvalidAction(f"unknown good type {g!r}; known: {', '.join(GOODS)}")
            if p.goods.get(g, 0) < n:
                raise violation("goods.not-held", f"{what} needs {n} {g}, {p.name} has {p.goods.get(g, 0)}")
            if ck.traced:
                ck.held("goods.not-held", f"{what} needs {n} {g}; {p.name} has {p.goods[g]}")

    @staticmethod
    def add_goods(p: Player, goods: dict[str, int], sign: int = 1) -> None:
        for g, n in goods.items():
            left = p.goods.get(g, 0) + sign * n
            if left:
                p.goods[g] = left
            else:
                del p.goods[g]  # he gives what he has (goods.not-held): a good left at 0 is held no more

    @staticmethod
    def good(good: str) -> str:
        if good not in GOODS:
            raise InvalidAction(f"unknown good type {good!r}; known: {', '.join(GOODS)}")
        return good

    def shuffle(self, pile: str, cards: list[str]) -> None:
        """Shuffle ``cards`` (bottom .. top) in place, after set-up.

        The result is the next one stated in ``setup.shuffles`` when one is left
        (``docs/scenario-format.md``), else the random generator's.  A stated
        result for the other pile, or one that is not exactly a permutation of
        ``cards``, is a :class:`SetupError`: the situation does not match the game.  ``cards`` is never empty: the
        contracts' discards are shuffled only when there are some (en:579), and the Current Market pile, under its
        new top card, holds at least the card it showed (en:685-687; a game always shows one, en:503).
        """
        s = self.state
        if s.shuffles_used >= len(s.shuffles):
            self.rng.shuffle(cards)
            return
        i = s.shuffles_used
        entry = s.shuffles[i]
        where = f"setup.shuffles[{i}]"
        stated_pile = entry.get("pile")
        problem = None
        if stated_pile != pile:
            problem = (
                f"states a shuffle of the {stated_pile} pile, but the next shuffle of the game is of the "
                f"{pile} pile ({', '.join(sorted(cards))}); list the shuffles in the order they happen"
            )
        order = [str(x) for x in entry.get("order") or []]
        if problem is None and sorted(order) != sorted(cards):
            stated = ", ".join(order) or "no cards"
            held = ", ".join(sorted(cards))
            problem = (
                f"the stated order of the {pile} pile holds {stated} ({len(order)}), but the cards being "
                f"shuffled are {held} ({len(cards)}); state exactly those cards, top first"
            )
        if problem is not None:
            raise SetupError(f"{where}: {problem}", f"shuffles.{i}")  # the path: the scenario file's line
        cards[:] = list(reversed(order))  # stated top first; the list is bottom .. top
        s.shuffles_used += 1
        self.log(f"{where}: the {pile} pile is shuffled as stated: {', '.join(order)} (top first)")

    def draw_contracts(self, p: Player, n: int) -> list[str]:
        """Draw ``n`` contracts, reshuffling the discards when the deck runs out (en:579)."""
        drawn = []
        s = self.state
        for _ in range(n):
            if not s.deck and s.discard:
                s.deck = s.discard
                s.discard = []
                self.shuffle("contracts", s.deck)
                self.rule("draw.reshuffle")
                self.log("the contract deck ran out: discards shuffled into a new deck")
            if not s.deck:
                self.log(f"{p.name} cannot draw: no contracts left in deck or discards")
                break
            drawn.append(s.deck.pop())
        p.hand.extend(drawn)
        return drawn

    def snapshot(self) -> dict[str, Any]:
        """The state as plain data (with the random generator's position), for :meth:`restore`."""
        self.state.rng = self.rng.state
        return self.state.to_dict()

    def restore(self, data: dict[str, Any]) -> None:
        self._replace_state(GameState.from_dict(data))
