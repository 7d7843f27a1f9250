"""Setup overrides: put a new game into an exact situation.

Used by scenario files and by :meth:`Game.new(setup=...)`.  The structure is
documented in ``docs/scenario-format.md``.  Every problem raises
:class:`SetupError` naming the key path (``players.greg.goods.purple``) so the
scenario loader can point at the line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .components import GOODS
from .errors import SetupError
from .state import OFFICES, PHASES, Phase, RoundFlags, Ship

if TYPE_CHECKING:
    from .table import Table

PLAYER_KEYS = {"gold", "fp", "goods", "buildings", "ships", "hand", "saved", "posts", "done", "round"}
TOP_KEYS = {
    "round",
    "phase",
    "players",
    "offices",
    "office_coins",
    "abilities_used",
    "market",
    "contracts",
    "supply",
    "turn",
    "ends_after_round",
    "shuffles",
}
SHUFFLE_PILES = ("markets", "contracts")  # what is shuffled after set-up: en:687 and en:579
SETTABLE_PHASES = ("auction", "construct", "draw", "accept", "donate", "end-of-round")


class _Path(str):
    def __truediv__(self, key: object) -> _Path:
        return _Path(f"{self}.{key}" if self else str(key))


def _fail(path: str, problem: str) -> SetupError:
    return SetupError(f"{path}: {problem}" if path else problem, path)


def _int(value: Any, path: str, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise _fail(path, f"expected a whole number >= {minimum}, got {value!r}")
    return value


def _goods(value: Any, path: _Path) -> dict[str, int]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise _fail(path, "expected a mapping of good type to count")
    out = {}
    for good, n in value.items():
        if good not in GOODS:
            raise _fail(path / good, f"unknown good type; known: {', '.join(GOODS)}")
        if _int(n, path / good):
            out[str(good)] = n
    return out


def _list(value: Any, path: str) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(path, f"expected a list, got {value!r}")
    return value


def _shuffles(game: Table, value: Any, path: _Path) -> list[dict[str, Any]]:
    """The stated results of the shuffles after set-up, checked: [{pile, order (top first)}, ...]."""
    known: dict[str, set[str]] = {"markets": set(game.c.markets), "contracts": set(game.c.contracts)}
    out = []
    for i, entry in enumerate(_list(value, path)):
        ep = path / i
        if not isinstance(entry, dict):
            raise _fail(ep, "expected a mapping with pile (markets or contracts) and order (top first)")
        bad = set(entry) - {"pile", "order"}
        if bad:
            raise _fail(ep / sorted(map(str, bad))[0], "unknown key; known: order, pile")
        pile = entry.get("pile")
        if pile not in SHUFFLE_PILES:
            raise _fail(ep / "pile", f"the pile shuffled: {' or '.join(SHUFFLE_PILES)}, not {pile!r}")
        if "order" not in entry:
            raise _fail(ep / "order", "the order the shuffle gives, top first, is required")
        order = [str(x) for x in _list(entry["order"], ep / "order")]
        for j, card in enumerate(order):
            if card not in known[str(pile)]:
                kind = "market card" if pile == "markets" else "contract"
                raise _fail(ep / "order" / j, f"unknown {kind} {card!r}")
            if card in order[:j]:
                raise _fail(ep / "order" / j, f"{card} is listed twice")
        out.append({"pile": pile, "order": order})
    return out


def apply_setup(game: Table, setup: dict[str, Any]) -> None:
    """Apply ``setup`` to a freshly created ``game`` (in place)."""
    s, c = game.s, game.c
    root = _Path("")
    if not isinstance(setup, dict):
        raise _fail("", "setup must be a mapping")
    unknown = set(setup) - TOP_KEYS
    if unknown:
        raise _fail(root / sorted(unknown)[0], f"unknown setup key; known: {', '.join(sorted(TOP_KEYS))}")

    if "round" in setup:
        s.round = _int(setup["round"], "round", 1)
    placed_contracts: set[str] = set()
    supply_given = (setup.get("supply") or {}).get("buildings") is not None
    ships_given = (setup.get("supply") or {}).get("ships") is not None

    players = setup.get("players") or {}
    if not isinstance(players, dict):
        raise _fail("players", "expected a mapping of player name to his situation")
    for name, data in players.items():
        path = root / "players" / name
        if name not in game.by_name:
            raise _fail(path, f"unknown player; players: {', '.join(game.by_name)}")
        if not isinstance(data, dict):
            raise _fail(path, "expected a mapping (gold, goods, buildings, ...)")
        bad = set(data) - PLAYER_KEYS
        if bad:
            raise _fail(path / sorted(bad)[0], f"unknown player key; known: {', '.join(sorted(PLAYER_KEYS))}")
        p = game.by_name[name]
        if "gold" in data:
            p.gold = _int(data["gold"], path / "gold")
        if "fp" in data:
            p.fp = _int(data["fp"], path / "fp")
        if "goods" in data:
            p.goods = _goods(data["goods"], path / "goods")
        if "posts" in data:
            p.posts = _int(data["posts"], path / "posts")
            if p.posts > 4:
                raise _fail(path / "posts", "a player has four Trading Posts (en:173)")
        if "done" in data:
            p.done = bool(data["done"])
        if "buildings" in data:
            blist = [str(b) for b in _list(data["buildings"], path / "buildings")]
            for i, b in enumerate(blist):
                if b not in c.buildings:
                    raise _fail(path / "buildings" / i, f"unknown building {b!r}")
            if "ager" not in blist:
                blist.insert(0, "ager")
            for b in blist:
                if b != "ager" and not supply_given:
                    if s.building_supply.get(b, 0) < 1:
                        raise _fail(path / "buildings", f"no {b} left in the supply to give (set supply.buildings)")
                    s.building_supply[b] -= 1
            p.buildings = blist
        for key in ("hand", "saved"):
            if key in data:
                ids = [str(x) for x in _list(data[key], path / key)]
                for i, cid in enumerate(ids):
                    if cid not in c.contracts:
                        raise _fail(path / key / i, f"unknown contract {cid!r}")
                    if cid in placed_contracts:
                        raise _fail(path / key / i, f"contract {cid} is placed twice")
                    placed_contracts.add(cid)
                setattr(p, key, ids)
        if len(p.saved) > p.posts:
            raise _fail(
                path / "saved", f"{len(p.saved)} saved contracts need as many Trading Posts; posts is {p.posts}"
            )
        if "ships" in data:
            for old in p.ships:  # the ships he had go back to the supply, then he gets the listed ones
                s.ship_supply.setdefault(old.size, []).append(old.id)
            p.ships = []
            for i, sd in enumerate(_list(data["ships"], path / "ships")):
                sp = path / "ships" / i
                if isinstance(sd, str):
                    sd = {"size": sd}
                if not isinstance(sd, dict) or sd.get("size") not in c.ships:
                    raise _fail(sp, f"a ship needs a size ({', '.join(c.ships)})")
                size = sd["size"]
                sid = str(sd.get("id") or "")
                pool = s.ship_supply.setdefault(size, [])
                if not sid:
                    if not pool:
                        raise _fail(sp, f"no {size} ship left to give")
                    sid = pool.pop()
                elif sid in pool:
                    pool.remove(sid)
                position = _int(sd.get("position", 0), sp / "position")
                if position > 2:
                    raise _fail(sp / "position", "0 (Harbour), 1 (#1) or 2 (#2)")
                ship = Ship(sid, size, position)
                for j, cid in enumerate(_list(sd.get("contracts", []), sp / "contracts")):
                    cid = str(cid)
                    if cid not in c.contracts:
                        raise _fail(sp / "contracts" / j, f"unknown contract {cid!r}")
                    if cid in placed_contracts:
                        raise _fail(sp / "contracts" / j, f"contract {cid} is placed twice")
                    placed_contracts.add(cid)
                    ship.contracts.append(cid)
                    for good, n in c.contracts[cid].goods.items():
                        ship.cargo[good] = ship.cargo.get(good, 0) + n
                p.ships.append(ship)
        if "round" in data:
            rd = data["round"]
            if not isinstance(rd, dict):
                raise _fail(path / "round", "expected a mapping of this round's flags")
            try:
                flags = RoundFlags.from_dict(rd)
            except KeyError as exc:
                raise _fail(path / "round" / exc.args[0], "unknown round flag") from None
            if "ledger" in rd:
                for good in flags.ledger:
                    if good not in GOODS:
                        raise _fail(path / "round" / "ledger" / good, "unknown good type")
            p.flags = flags

    # what each player could produce at the start of the round (the market rule, en:902-906), unless set
    for p in s.players:
        given = (players.get(p.name) or {}).get("round") or {}
        if "producible_at_start" not in given:
            p.flags.producible_at_start = game.producible(p)

    if "offices" in setup:
        offices = setup["offices"]
        if not isinstance(offices, dict):
            raise _fail("offices", "expected a mapping of office to player (or null)")
        s.offices = dict.fromkeys(OFFICES)
        for office, holder in offices.items():
            if office not in OFFICES:
                raise _fail(root / "offices" / office, f"unknown office; offices: {', '.join(OFFICES)}")
            if holder is not None and holder not in game.by_name:
                raise _fail(root / "offices" / office, f"unknown player {holder!r}")
            if holder is not None and holder in s.offices.values():
                raise _fail(root / "offices" / office, f"{holder} holds two offices")
            s.offices[office] = holder
    if "office_coins" in setup:
        for office, n in (setup["office_coins"] or {}).items():
            if office not in OFFICES:
                raise _fail(root / "office_coins" / office, "unknown office")
            s.office_coins[office] = _int(n, root / "office_coins" / office)
    if "abilities_used" in setup:
        for office, used in (setup["abilities_used"] or {}).items():
            if office not in s.abilities_used:
                raise _fail(root / "abilities_used" / office, "only praefectus-urbi and consul")
            s.abilities_used[office] = bool(used)

    market = setup.get("market")
    if market is not None:
        mp = root / "market"
        if not isinstance(market, dict):
            raise _fail(mp, "expected current, future, exhaustions, future_face_down")
        current = market.get("current", [])
        current = [current] if isinstance(current, str) else _list(current, mp / "current")
        future = _list(market.get("future", []), mp / "future")
        named = [str(x) for x in current + future]
        for i, mid in enumerate(named):
            if mid not in c.markets:
                raise _fail(mp, f"unknown market card {mid!r}; cards: {', '.join(c.markets)}")
            if mid in named[:i]:
                raise _fail(mp, f"market card {mid} is placed twice")
        if not current:
            raise _fail(mp / "current", "a Current Market card is needed")
        rest = [m for m in s.market_current + s.market_future[::-1] if m not in named]  # in set-up order
        if "future" in market:  # the future pile is exactly what is listed; the rest lie under the current card
            s.market_current = rest + [str(x) for x in reversed(current)]  # top first in the file
            s.market_future = [str(x) for x in reversed(future)]
        else:  # the cards not named stay in the future pile, in their shuffled order
            s.market_current = [str(x) for x in reversed(current)]
            s.market_future = list(reversed(rest))
        if "exhaustions" in market:
            s.market_exhaustions = _int(market["exhaustions"], mp / "exhaustions")
        if "future_face_down" in market:
            s.future_face_down = bool(market["future_face_down"])

    contracts = setup.get("contracts")
    if contracts is not None or placed_contracts:
        contracts = contracts or {}
        cp = root / "contracts"
        if not isinstance(contracts, dict):
            raise _fail(cp, "expected deck, deck_top and/or discard")
        lists = {}
        for key in ("deck", "deck_top", "discard"):
            if key in contracts:
                ids = [str(x) for x in _list(contracts[key], cp / key)]
                for i, cid in enumerate(ids):
                    if cid not in c.contracts:
                        raise _fail(cp / key / i, f"unknown contract {cid!r}")
                    if cid in placed_contracts:
                        raise _fail(cp / key / i, f"contract {cid} is placed twice")
                    placed_contracts.add(cid)
                lists[key] = ids
        if "deck" in lists and "deck_top" in lists:
            raise _fail(cp, "give either deck (the whole deck) or deck_top (on top of the rest), not both")
        remaining = [cid for cid in s.deck if cid not in placed_contracts]
        s.discard = list(reversed(lists.get("discard", [])))
        if "deck" in lists:
            s.deck = list(reversed(lists["deck"]))
            s.removed = remaining
        else:
            s.deck = remaining + list(reversed(lists.get("deck_top", [])))

    supply = setup.get("supply") or {}
    if supply:
        sp = root / "supply"
        if not isinstance(supply, dict):
            raise _fail(sp, "expected buildings and/or ships")
        if supply.get("buildings") is not None:
            for bid, n in supply["buildings"].items():
                if bid not in c.buildings:
                    raise _fail(sp / "buildings" / bid, "unknown building")
                s.building_supply[bid] = _int(n, sp / "buildings" / bid)
        if ships_given:
            for size, n in supply["ships"].items():
                if size not in c.ships:
                    raise _fail(sp / "ships" / size, "unknown ship size")
                want = _int(n, sp / "ships" / size)
                owned = {sh.id for pl in s.players for sh in pl.ships}
                free = [f"{size}-{i}" for i in range(c.ships[size].copies, 0, -1) if f"{size}-{i}" not in owned]
                if want > len(free):
                    raise _fail(sp / "ships" / size, f"only {len(free)} {size} ships are not on a player sheet")
                s.ship_supply[size] = free[len(free) - want :]

    if "shuffles" in setup:
        s.shuffles = _shuffles(game, setup["shuffles"], root / "shuffles")
        s.shuffles_used = 0

    if "ends_after_round" in setup:
        if setup["ends_after_round"] not in (None, "market", "public-buildings"):
            raise _fail("ends_after_round", "null, market or public-buildings")
        s.ends_after_round = setup["ends_after_round"]
    if "phase" in setup:
        phase = setup["phase"]
        if phase not in SETTABLE_PHASES:
            raise _fail(
                "phase",
                f"a scenario starts in one of: {', '.join(SETTABLE_PHASES)} "
                f"(not {phase!r}; known phases {', '.join(PHASES)})",
            )
        s.phase = Phase(phase)
    s.order = game.turn_order()
    s.turn = 0
    if s.phase == "auction":
        s.auction = None  # started afresh by phases.start
    if s.phase == "end-of-round":  # as in play: whoever holds no goods has nothing to choose
        for p in s.players:
            if not p.goods and "done" not in (players.get(p.name) or {}):
                p.done = True
    if "turn" in setup:
        who = setup["turn"]
        if who not in s.order or s.phase not in ("construct", "draw"):
            raise _fail(
                "turn", f"turn names the player to act in the construct or draw phase; order: {', '.join(s.order)}"
            )
        s.turn = s.order.index(who)
