"""The game state: plain, mutable data with a canonical JSON form.

Rules live in :mod:`constantinopolis.game`; this module only holds data and
turns it into plain dicts and back.  Sub-states that exist only at certain
moments (an auction in progress, a pending preemption) are plain dicts so they
serialize as they are; their keys are documented in ``docs/state-view.md``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

OFFICES: tuple[str, ...] = (
    "magister-officiorum",  # I
    "praefectus-pretorio",  # II
    "comes-thesaurorum",  # III
    "praefectus-urbi",  # IV
    "consul",  # V
)
OFFICE_NUMERALS = dict(zip(OFFICES, ("I", "II", "III", "IV", "V"), strict=True))

PHASES: tuple[str, ...] = (
    "auction",
    "move-ships",
    "produce",
    "construct",
    "draw",
    "accept",
    "donate",
    "end-of-round",
    "game-over",
)
SEQUENTIAL_PHASES = ("auction", "construct", "draw")
SIMULTANEOUS_PHASES = ("accept", "donate", "end-of-round")


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
            if not hasattr(f, key):
                raise KeyError(key)
            setattr(f, key, value)
        return f


@dataclass
class Player:
    name: str
    gold: int = 30
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
class GameState:
    players: list[Player]
    round: int = 1
    phase: str = "auction"
    offices: dict[str, str | None] = field(default_factory=lambda: dict.fromkeys(OFFICES))
    office_coins: dict[str, int] = field(default_factory=lambda: dict.fromkeys(OFFICES, 0))
    auction_coins_to_supply: int = 0  # what the last auction's offices held when it ended (en:233, en:259)
    abilities_used: dict[str, bool] = field(default_factory=lambda: {"praefectus-urbi": False, "consul": False})
    turn: int = 0  # index into `order` in the Construct and Draw phases
    order: list[str] = field(default_factory=list)  # turn order fixed at the start of the phase
    auction: dict[str, Any] | None = None
    pending: dict[str, Any] | None = None
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
            "phase": self.phase,
            "players": [p.to_dict() for p in self.players],
            "offices": dict(self.offices),
            "office_coins": dict(self.office_coins),
            "auction_coins_to_supply": self.auction_coins_to_supply,
            "abilities_used": dict(self.abilities_used),
            "turn": self.turn,
            "order": list(self.order),
            "auction": _copy(self.auction),
            "pending": _copy(self.pending),
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
            phase=str(d.get("phase", "auction")),
            offices={o: d.get("offices", {}).get(o) for o in OFFICES},
            office_coins={o: int(d.get("office_coins", {}).get(o, 0)) for o in OFFICES},
            auction_coins_to_supply=int(d.get("auction_coins_to_supply", 0)),
            abilities_used=dict(d.get("abilities_used", {"praefectus-urbi": False, "consul": False})),
            turn=int(d.get("turn", 0)),
            order=list(d.get("order", [])),
            auction=_copy(d.get("auction")),
            pending=_copy(d.get("pending")),
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
