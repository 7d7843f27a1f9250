"""The game state: plain, mutable data with a canonical JSON form.

Rules live in :mod:`constantinopolis.core.phases`; this module only holds data and
turns it into plain dicts and back.  Sub-states that exist only at certain
moments (an auction in progress, a decision a player must answer first) are
dataclasses of their own; their JSON keys are documented in ``docs/state-view.md``.
"""

from __future__ import annotations

from abc import ABCMeta, abstractmethod
from collections.abc import Mapping
from dataclasses import MISSING, dataclass, field, fields
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from .errors import InvalidAction

if TYPE_CHECKING:
    from .actions import Decline
    from .options import RuleOptions
    from .phases.plan import Candidates, LegalActions, Plan
    from .table import Table

OFFICES: tuple[str, ...] = (
    "magister-officiorum",  # I
    "praefectus-pretorio",  # II
    "comes-thesaurorum",  # III
    "praefectus-urbi",  # IV
    "consul",  # V
)
OFFICE_NUMERALS = dict(zip(OFFICES, ("I", "II", "III", "IV", "V"), strict=True))


class Phase(StrEnum):
    """The phases of a round, in the rulebook's order (en:196-205), and the end of the game.

    A member equals its text (``Phase.AUCTION == "auction"``), which is what the JSON form holds."""

    AUCTION = "auction"
    MOVE_SHIPS = "move-ships"
    PRODUCE = "produce"
    CONSTRUCT = "construct"
    DRAW = "draw"
    ACCEPT = "accept"
    DONATE = "donate"
    END_OF_ROUND = "end-of-round"
    GAME_OVER = "game-over"


PHASES: tuple[str, ...] = tuple(p.value for p in Phase)
SEQUENTIAL_PHASES = (Phase.AUCTION, Phase.CONSTRUCT, Phase.DRAW)
SIMULTANEOUS_PHASES = (Phase.ACCEPT, Phase.DONATE, Phase.END_OF_ROUND)
#: What each player starts with (setup.starting-resources, en:172-174): the defaults of a new :class:`Player`.
STARTING_GOLD = 30
#: The offices whose ability is used at most once a round (office.ability-once): ``GameState.abilities_used``.
#: Their ability is the swap of contracts (accept.swap, en:585, en:797, en:807): the offices that swap, too.
ONCE_A_ROUND = ("praefectus-urbi", "consul")


@dataclass
class Ship:
    id: str
    size: str
    position: int = 0  # 0 = Harbour, 1 = Short Voyage (#1), 2 = Long Voyage (#2)
    contracts: list[str] = field(default_factory=list)
    cargo: dict[str, int] = field(default_factory=dict)  # goods loaded with the contracts

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "size": self.size,
            "position": self.position,
            "contracts": list(self.contracts),
            "cargo": dict(sorted(self.cargo.items())),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Ship:
        return cls(
            str(d["id"]),
            str(d["size"]),
            int(d.get("position", 0)),
            list(d.get("contracts", [])),
            dict(d.get("cargo", {})),
        )


@dataclass
class RoundFlags:
    """What a player has done this round (cleared at the end of the round)."""

    built_kinds: list[str] = field(default_factory=list)
    ledger: dict[str, int] = field(default_factory=dict)  # +n bought, -n sold
    commercial: dict[str, dict[str, int]] = field(default_factory=dict)  # building -> goods left on it
    redemptor_used: bool = False
    wall_swap_used: bool = False
    wall_sale_used: bool = False
    ship_discount_used: bool = False
    post_bought: bool = False
    ship_bought: bool = False
    donated: bool = False
    accepted: bool = False  # loaded or saved a contract this round (swap timing, it:363-365)
    producible_at_start: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "built_kinds": list(self.built_kinds),
            "ledger": dict(sorted(self.ledger.items())),
            "commercial": {k: dict(sorted(v.items())) for k, v in sorted(self.commercial.items())},
            "redemptor_used": self.redemptor_used,
            "wall_swap_used": self.wall_swap_used,
            "wall_sale_used": self.wall_sale_used,
            "ship_discount_used": self.ship_discount_used,
            "post_bought": self.post_bought,
            "ship_bought": self.ship_bought,
            "donated": self.donated,
            "accepted": self.accepted,
            "producible_at_start": sorted(self.producible_at_start),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> RoundFlags:
        f = cls()
        for key, value in d.items():
            if key not in ROUND_FLAGS:  # a name, not any attribute: 'to_dict' is no flag
                raise KeyError(key)
            setattr(f, key, value)
        return f


#: The names of the round flags (what a saved game's or a set-up's ``round`` may give).
ROUND_FLAGS: frozenset[str] = frozenset(f.name for f in fields(RoundFlags))


@dataclass
class Player:
    name: str
    gold: int = STARTING_GOLD
    fp: int = 0
    goods: dict[str, int] = field(default_factory=dict)
    buildings: list[str] = field(default_factory=lambda: ["ager"])
    ships: list[Ship] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)  # contracts held, not saved, not loaded
    saved: list[str] = field(default_factory=list)  # contracts under a Trading Post
    posts: int = 0  # Trading Posts bought (0-4)
    done: bool = False  # finished the current simultaneous phase
    flags: RoundFlags = field(default_factory=RoundFlags)

    @property
    def unused_posts(self) -> int:
        return self.posts - len(self.saved)

    def goods_count(self) -> int:
        return sum(self.goods.values())

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "gold": self.gold,
            "fp": self.fp,
            "goods": {g: n for g, n in sorted(self.goods.items()) if n},
            "buildings": list(self.buildings),
            "ships": [s.to_dict() for s in self.ships],
            "hand": list(self.hand),
            "saved": list(self.saved),
            "posts": self.posts,
            "done": self.done,
            "round": self.flags.to_dict(),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Player:
        return cls(
            name=str(d["name"]),
            gold=int(d.get("gold", 30)),
            fp=int(d.get("fp", 0)),
            goods={str(k): int(v) for k, v in d.get("goods", {}).items() if int(v)},
            buildings=list(d.get("buildings", ["ager"])),
            ships=[Ship.from_dict(s) for s in d.get("ships", [])],
            hand=list(d.get("hand", [])),
            saved=list(d.get("saved", [])),
            posts=int(d.get("posts", 0)),
            done=bool(d.get("done", False)),
            flags=RoundFlags.from_dict(d.get("round", {})),
        )


@dataclass
class Contest:
    """An office bid for in the auction (en:229): who must raise or pass now."""

    office: str
    challenger: str
    incumbent: str
    amount: int  # the standing bid
    leader: str  # who made it
    to_act: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "office": self.office,
            "challenger": self.challenger,
            "incumbent": self.incumbent,
            "amount": self.amount,
            "leader": self.leader,
            "to_act": self.to_act,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Contest:
        return cls(
            str(d["office"]),
            str(d["challenger"]),
            str(d["incumbent"]),
            int(d["amount"]),
            str(d["leader"]),
            str(d["to_act"]),
        )


@dataclass
class FreeOffice:
    """The office the loser of a contest may take for free (en:231)."""

    player: str
    office: str


@dataclass
class Auction:
    """The Public Office Auction in progress (en:209-259)."""

    order: list[str]  # the turn order at its start
    active: str | None = None
    been_active: list[str] = field(default_factory=list)
    contest: Contest | None = None
    free_office: FreeOffice | None = None
    loser: str | None = None  # the loser of a contest the challenger won, made active next (en:231-233)

    def to_dict(self) -> dict[str, Any]:
        free = self.free_office
        return {
            "order": list(self.order),
            "active": self.active,
            "been_active": list(self.been_active),
            "contest": self.contest.to_dict() if self.contest else None,
            "free_office": {"player": free.player, "office": free.office} if free is not None else None,
            "loser": self.loser,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Auction:
        free = d.get("free_office")
        contest = d.get("contest")
        return cls(
            order=[str(x) for x in d.get("order", [])],
            active=d.get("active"),
            been_active=[str(x) for x in d.get("been_active", [])],
            contest=Contest.from_dict(contest) if contest else None,
            free_office=FreeOffice(str(free["player"]), str(free["office"])) if free else None,
            loser=d.get("loser"),
        )


# metaclass=ABCMeta rather than deriving from ABC: the same abstract class, but one whose dataclass subclasses
# mypyc can compile (benchmarks/README.md, "Compiled with mypyc").
class Decision(metaclass=ABCMeta):
    """A decision the game waits for before it plays on (turn.pending-decision): a stage of the round
    with its own moves, as an interrupt is a blocking step of a round in 18xx.  ``GameState.pending``
    holds at most one.

    Each kind of decision is one class, a dataclass whose fields say what is being decided (and are its
    saved form), and which carries everything about its kind (the rules' own kinds take their fields from a
    dataclass they derive from, and set only class variables and methods themselves: mypyc makes a
    dataclass's class variables fields):

    - ``kind``: its id in the state, saved games and the state view (``state.pending.kind``);
    - ``title``: what the engine's messages call it, in English; the phrase ``decision.<kind>``
      (:attr:`phrase_id`) names it in each language (``translations/answers/*/phrases.yaml``);
    - ``VERBS``: the verbs that answer it, and :meth:`verbs`: those the responder may use before he
      answers, which may depend on the rule options;
    - :meth:`candidates`: for each of those verbs, the actions worth checking, and :meth:`legal` (optional, for
      speed): the legal ones, generated;
    - ``decline_rule`` and :meth:`check_decline`: whether the responder may say no (``decline`` is one
      of its ``VERBS``), under which rule, and the plan of his no;
    - :meth:`to_dict`, :meth:`from_dict`, ``PLAYER_KEYS`` and ``PLAYER_LIST_KEYS``: its saved form, and
      which of its keys name players (a saved game's check, ``saved.py``).

    A class that sets ``kind`` is entered in :attr:`KINDS` when it is defined.  The gate, the candidate
    actions (``phases/__init__.py``), saved games and the state view handle every decision through it,
    so that a new kind of decision is one class, in the phase module whose rules ask for it."""

    kind: ClassVar[str]
    title: ClassVar[str]
    VERBS: ClassVar[frozenset[str]]
    decline_rule: ClassVar[str | None] = None
    PLAYER_KEYS: ClassVar[tuple[str, ...]] = ()
    PLAYER_LIST_KEYS: ClassVar[tuple[str, ...]] = ()

    #: Every kind of decision: its ``kind`` to its class.
    KINDS: ClassVar[dict[str, type[Decision]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "kind" not in vars(cls):  # the class's own namespace (cls.__dict__, which mypyc does not compile)
            return
        known = Decision.KINDS.get(cls.kind)
        if known is not None and known.__qualname__ != cls.__qualname__:
            raise TypeError(f"two kinds of decision are called {cls.kind!r}: {known.__qualname__}, {cls.__qualname__}")
        Decision.KINDS[cls.kind] = cls

    @property
    def phrase_id(self) -> str:
        """The phrase that names the decision in each language (``decision.preempt``)."""
        return f"decision.{self.kind}"

    @property
    @abstractmethod
    def responder(self) -> str:
        """The player the game waits for."""

    def verbs(self, options: RuleOptions) -> frozenset[str]:
        """The verbs the responder may use now: those that answer the decision, and any the options
        let him use before he answers."""
        return self.VERBS

    @abstractmethod
    def candidates(self, t: Table, p: Player) -> dict[str, Candidates]:
        """For each verb of :meth:`verbs` (whatever the options: the gate refuses the others), a
        function listing the actions of ``p`` worth checking."""

    def legal(self, t: Table, p: Player) -> Mapping[str, LegalActions] | None:
        """For each verb of :meth:`verbs` (under ``t``'s options), a function listing the responder's legal
        actions, generated from the state (tests/test_legal_generation.py keeps them equal to what the checks
        accept); None, for a kind without a generator: its candidates are then tried through the checks
        (``phases.legal``)."""
        return None

    def check_decline(self, t: Table, p: Player, a: Decline) -> Plan:
        """The plan of the responder's no.  Only for a decision that ``decline`` answers: the gate
        refuses it for the others before any check."""
        raise InvalidAction(f"the {self.title} cannot be declined")

    def to_dict(self) -> dict[str, Any]:
        """The saved form: the kind, then each field in order."""
        out: dict[str, Any] = {"kind": self.kind}
        for f in fields(self):  # type: ignore[arg-type]  # every kind of decision is a dataclass
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, list) else value
        return out

    @classmethod
    @abstractmethod
    def from_dict(cls, d: dict[str, Any]) -> Decision:
        """The decision of this kind whose saved form (:meth:`to_dict`) is ``d``."""

    @classmethod
    def required_keys(cls) -> tuple[str, ...]:
        """The keys its saved form may not leave out: its fields without a default."""
        return tuple(
            f.name
            for f in fields(cls)  # type: ignore[arg-type]  # every kind of decision is a dataclass
            if f.default is MISSING and f.default_factory is MISSING
        )


@dataclass(frozen=True)
class NotOffered:
    """A decision the last action did not offer ``player``, and the rule that kept it from him.

    The Consul is asked before a purchase only if the rules let him take the building (en:473-477),
    and a player earlier in turn order is asked for the last ship of a size only if he may buy it
    (en:645); when they are not, a later ``preempt`` or ``claim-ship`` of theirs is refused by that
    rule, not as an action of the wrong phase.  It lasts until the next action is carried out."""

    kind: str  # the decision's kind (Decision.kind)
    player: str
    rule: str  # the rule id that kept it from being offered
    reason: str  # in concrete words: "jen has 19 gold; the Metallum costs 20"

    def to_dict(self) -> dict[str, str]:
        return {"kind": self.kind, "player": self.player, "rule": self.rule, "reason": self.reason}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> NotOffered:
        return cls(str(d["kind"]), str(d["player"]), str(d["rule"]), str(d["reason"]))


def decision_from_dict(d: dict[str, Any]) -> Decision:
    """The pending decision whose saved form is ``d``, by its kind (:attr:`Decision.KINDS`)."""
    kind = d.get("kind")
    cls = Decision.KINDS.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"unknown pending decision kind {kind!r}")
    return cls.from_dict(d)


@dataclass
class GameState:
    players: list[Player]
    round: int = 1
    phase: Phase = Phase.AUCTION
    offices: dict[str, str | None] = field(default_factory=lambda: dict.fromkeys(OFFICES))
    office_coins: dict[str, int] = field(default_factory=lambda: dict.fromkeys(OFFICES, 0))
    auction_coins_to_supply: int = 0  # what the last auction's offices held when it ended (en:233, en:259)
    abilities_used: dict[str, bool] = field(default_factory=lambda: dict.fromkeys(ONCE_A_ROUND, False))
    turn: int = 0  # index into `order` in the Construct and Draw phases
    order: list[str] = field(default_factory=list)  # turn order fixed at the start of the phase
    auction: Auction | None = None
    pending: Decision | None = None
    not_offered: list[NotOffered] = field(default_factory=list)  # decisions the last action did not offer, and why
    market_current: list[str] = field(default_factory=list)  # bottom .. top (the open market is last)
    market_future: list[str] = field(default_factory=list)  # bottom .. top (the next market is last)
    future_face_down: bool = False
    market_exhaustions: int = 0
    deck: list[str] = field(default_factory=list)  # bottom .. top (draws pop from the end)
    discard: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)  # contracts a scenario set aside (out of play)
    building_supply: dict[str, int] = field(default_factory=dict)
    ship_supply: dict[str, list[str]] = field(default_factory=dict)
    ends_after_round: str | None = None  # why this round is the last: "public-buildings" / "market"
    # the stated results of the shuffles after set-up (setup.shuffles), in order: {"pile", "order" (top first)};
    # shuffles[shuffles_used] is the next one.  Not part of the state view: it is the future.
    shuffles: list[dict[str, Any]] = field(default_factory=list)
    shuffles_used: int = 0
    result: dict[str, Any] | None = None
    rng: int = 0
    log: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "phase": self.phase.value,
            "players": [p.to_dict() for p in self.players],
            "offices": dict(self.offices),
            "office_coins": dict(self.office_coins),
            "auction_coins_to_supply": self.auction_coins_to_supply,
            "abilities_used": dict(self.abilities_used),
            "turn": self.turn,
            "order": list(self.order),
            "auction": self.auction.to_dict() if self.auction else None,
            "pending": self.pending.to_dict() if self.pending else None,
            "not_offered": [n.to_dict() for n in self.not_offered],
            "market": {
                "current": list(self.market_current),
                "future": list(self.market_future),
                "future_face_down": self.future_face_down,
                "exhaustions": self.market_exhaustions,
            },
            "contracts": {"deck": list(self.deck), "discard": list(self.discard), "removed": list(self.removed)},
            "supply": {
                "buildings": dict(sorted(self.building_supply.items())),
                "ships": {k: list(v) for k, v in self.ship_supply.items()},
            },
            "ends_after_round": self.ends_after_round,
            "shuffles": _copy(self.shuffles),
            "shuffles_used": self.shuffles_used,
            "result": _copy(self.result),
            "rng": self.rng,
            "log": list(self.log),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> GameState:
        market = d.get("market", {})
        contracts = d.get("contracts", {})
        supply = d.get("supply", {})
        return cls(
            players=[Player.from_dict(p) for p in d["players"]],
            round=int(d.get("round", 1)),
            phase=Phase(d.get("phase", "auction")),
            offices={o: d.get("offices", {}).get(o) for o in OFFICES},
            office_coins={o: int(d.get("office_coins", {}).get(o, 0)) for o in OFFICES},
            auction_coins_to_supply=int(d.get("auction_coins_to_supply", 0)),
            abilities_used=dict(d.get("abilities_used", dict.fromkeys(ONCE_A_ROUND, False))),
            turn=int(d.get("turn", 0)),
            order=list(d.get("order", [])),
            auction=Auction.from_dict(d["auction"]) if d.get("auction") else None,
            pending=decision_from_dict(d["pending"]) if d.get("pending") else None,
            not_offered=[NotOffered.from_dict(n) for n in d.get("not_offered") or []],
            market_current=list(market.get("current", [])),
            market_future=list(market.get("future", [])),
            future_face_down=bool(market.get("future_face_down", False)),
            market_exhaustions=int(market.get("exhaustions", 0)),
            deck=list(contracts.get("deck", [])),
            discard=list(contracts.get("discard", [])),
            removed=list(contracts.get("removed", [])),
            building_supply={str(k): int(v) for k, v in supply.get("buildings", {}).items()},
            ship_supply={str(k): list(v) for k, v in supply.get("ships", {}).items()},
            ends_after_round=d.get("ends_after_round"),
            shuffles=_copy(list(d.get("shuffles", []))),
            shuffles_used=int(d.get("shuffles_used", 0)),
            result=_copy(d.get("result")),
            rng=int(d.get("rng", 0)),
            log=list(d.get("log", [])),
        )


def _copy(value: Any) -> Any:
    """A deep copy of plain JSON-like data (dicts, lists, scalars)."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value
