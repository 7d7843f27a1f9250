"""Setup overrides: put a new game into an exact situation.

Used by scenario files and by :meth:`Game.new(setup=...)`.  The structure is
documented in ``docs/scenario-format.md``.  Every problem raises
:class:`SetupError` naming the key path (``players.greg.goods.purple``) so the
scenario loader can point at the line.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .actions import MAX_NUMBER
from .components import GOODS, Components
from .errors import SetupError, shown
from .setup_checks import check_setup
from .state import OFFICES, ONCE_A_ROUND, PHASES, ROUND_FLAGS, Phase, Player, RoundFlags, Ship

if TYPE_CHECKING:
    from .table import Table

PLAYER_KEYS = {"gold", "fp", "goods", "buildings", "ships", "hand", "saved", "posts", "done", "round"}
# The keys of the sections' own mappings: any other is a misspelling, an error (never ignored)
SHIP_KEYS = {"id", "size", "position", "contracts"}
MARKET_KEYS = {"current", "future", "exhaustions", "future_face_down"}
CONTRACTS_KEYS = {"deck", "deck_top", "discard"}
SUPPLY_KEYS = {"buildings", "ships"}
# The sections that hold several keys or entries: the type each must have, and what it holds.
SECTION_TYPES: dict[str, tuple[type, str]] = {
    "players": (dict, "a mapping of player name to his situation"),
    "offices": (dict, "a mapping of office to player (or null)"),
    "office_coins": (dict, "a mapping of office to gold"),
    "abilities_used": (dict, "a mapping of office to true/false"),
    "market": (dict, "a mapping with current (and future, exhaustions, future_face_down)"),
    "contracts": (dict, "a mapping with deck or deck_top, and discard"),
    "supply": (dict, "a mapping with buildings and/or ships"),
    "shuffles": (list, "a list of {pile, order}"),
}
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


class _Path:
    """A key path of the set-up (``players.greg.goods``); ``path / key`` is the path of one of its keys.  Not a
    subclass of ``str``, which mypyc does not compile (benchmarks/README.md): ``str(path)`` is its text."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __truediv__(self, key: object) -> _Path:
        return _Path(f"{self.text}.{key}")  # a path is never empty: every key is in some section

    def __str__(self) -> str:
        return self.text


def _fail(path: str | _Path, problem: str) -> SetupError:
    """The error of the set-up at ``path`` (never empty: every problem is in some section or key)."""
    return SetupError(f"{path}: {problem}", str(path))


def _known_keys(data: dict[Any, Any], path: str | _Path, known: set[str], what: str = "key") -> None:
    """A key of ``data`` not among ``known`` is an error at its path, naming the known keys: a misspelt key
    (``postion``) would otherwise be ignored, and the situation set up otherwise than written."""
    bad = sorted((k for k in data if k not in known), key=str)
    if bad:
        raise _fail(_Path(str(path)) / bad[0], f"unknown {what}; known: {', '.join(sorted(known))}")


def _int(value: Any, path: str | _Path, minimum: int = 0) -> int:
    """A number of the set-up: a whole number (not true/false, 1.5 or "1") from ``minimum`` to
    :data:`~constantinopolis.core.actions.MAX_NUMBER`, the bound of an action's numbers."""
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise _fail(path, f"expected a whole number >= {minimum}, got {shown(value)}")
    if value > MAX_NUMBER:
        raise _fail(path, f"expected a whole number from {minimum} to {MAX_NUMBER:,}, got {shown(value)}")
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


def _list(value: Any, path: str | _Path) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(path, f"expected a list, got {shown(value)}")
    return value


def _shuffles(game: Table, value: Any, path: _Path) -> list[dict[str, Any]]:
    """The stated results of the shuffles after set-up, checked: [{pile, order (top first)}, ...]."""
    known: dict[str, set[str]] = {"markets": set(game.components.markets), "contracts": set(game.components.contracts)}
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


# The set-up rules, each with the ``setup`` section that states its outcome instead (None: always applies).
SETUP_RULE_SECTIONS: dict[str, str | None] = {
    "setup.player-count": None,
    "setup.starting-resources": "players",
    "setup.building-supply": "supply.buildings",
    "setup.markets": "market",
    "setup.ships": "supply.ships",
    "setup.contracts": "contracts",
    "setup.offices": "offices",
}
STARTING_KEYS = ("gold", "fp", "goods", "buildings", "ships", "posts")  # a sheet's starting resources (en:172-174)


def rules_left_to_set_up(setup: dict[str, Any] | None, players: Iterable[str]) -> list[str]:
    """The set-up rules whose outcome ``setup`` leaves to the rules (en:159-175): a section it states
    is the situation's, not the rule's (``setup.starting-resources`` applies while some player's sheet
    leaves out one of :data:`STARTING_KEYS`)."""
    setup = setup or {}
    sheets: dict[str, Any] = setup["players"] if isinstance(setup.get("players"), dict) else {}
    supply: dict[str, Any] = setup["supply"] if isinstance(setup.get("supply"), dict) else {}
    stated = {
        "players": all(isinstance(sheets.get(n), dict) and set(STARTING_KEYS) <= set(sheets[n]) for n in players),
        "supply.buildings": supply.get("buildings") is not None,
        "supply.ships": supply.get("ships") is not None,
        "market": setup.get("market") is not None,
        "contracts": setup.get("contracts") is not None,
        "offices": setup.get("offices") is not None,
    }
    return [rule for rule, section in SETUP_RULE_SECTIONS.items() if section is None or not stated[section]]


def apply_setup(game: Table, setup: dict[str, Any]) -> None:
    """Apply ``setup`` to a freshly created ``game`` (in place).

    The sections follow the order of the table's set-up: the round, the player sheets (en:172-173),
    the offices (en:175), the market piles (en:168-170), the contract deck (en:162), the supply
    (en:166-167), the later shuffles (en:579, en:687), and last the phase and whose turn it is.  A
    contract lies in one place only: ``placed`` collects the ones the sections have placed so far.  Then
    the table as a whole is checked (:func:`~constantinopolis.core.setup_checks.check_setup`).  ``setup`` is a
    mapping: ``Game.new`` has checked that (``inputs.mapping_or_none``).
    """
    unknown = set(setup) - TOP_KEYS
    if unknown:
        raise _fail(sorted(unknown)[0], f"unknown setup key; known: {', '.join(sorted(TOP_KEYS))}")
    for key, (kind, holds) in SECTION_TYPES.items():  # each section's type, before any section is read
        if setup.get(key) is not None and not isinstance(setup[key], kind):
            raise _fail(key, f"expected {holds}; got {setup[key]!r}")

    if "round" in setup:
        game.state.round = _int(setup["round"], "round", 1)
    placed: set[str] = set()
    # with supply.buildings given, a player's buildings are not taken from the supply
    supply_given = (setup.get("supply") or {}).get("buildings") is not None
    players = setup.get("players") or {}
    _set_players(game, players, placed, supply_given)
    _set_producible_at_start(game, players)
    if "offices" in setup:
        _set_offices(game, setup["offices"])
    if "office_coins" in setup:
        _set_office_coins(game, setup["office_coins"])
    if "abilities_used" in setup:
        _set_abilities_used(game, setup["abilities_used"])
    if setup.get("market") is not None:
        _set_market(game, setup["market"])
    if setup.get("contracts") is not None or placed:
        _set_contracts(game, setup.get("contracts") or {}, placed)
    if setup.get("supply"):
        _set_supply(game, setup["supply"])
    if "shuffles" in setup:
        game.state.shuffles = _shuffles(game, setup["shuffles"], _Path("shuffles"))
        game.state.shuffles_used = 0
    if "ends_after_round" in setup:
        _set_ends_after_round(game, setup["ends_after_round"])
    if "phase" in setup:
        _set_phase(game, setup["phase"])
    _start_phase(game, players)
    if "turn" in setup:
        _set_turn(game, setup["turn"])
    check_setup(game, setup)  # the table as a whole: tiles, ships, market piles, round, end (setup_checks.py)


# ----------------------------------------------------------------- the player sheets


def _set_players(game: Table, players: dict[Any, Any], placed: set[str], supply_given: bool) -> None:
    """``players``: each named player's situation, in the order given."""
    for name, data in players.items():
        _set_player(game, name, data, _Path("players") / name, placed, supply_given)


def _set_player(game: Table, name: Any, data: Any, path: _Path, placed: set[str], supply_given: bool) -> None:
    """``players.<name>``: his sheet (en:172-173), his contracts, his ships and this round's flags."""
    if name not in game.by_name:
        raise _fail(path, f"unknown player; players: {', '.join(game.by_name)}")
    if not isinstance(data, dict):
        raise _fail(path, "expected a mapping (gold, goods, buildings, ...)")
    _known_keys(data, path, PLAYER_KEYS, "player key")
    p = game.by_name[name]
    _set_sheet(p, data, path)
    if "buildings" in data:
        p.buildings = _give_buildings(game, data["buildings"], path / "buildings", supply_given)
    if "hand" in data:
        p.hand = _place_contracts(game, data["hand"], path / "hand", placed)
    if "saved" in data:
        p.saved = _place_contracts(game, data["saved"], path / "saved", placed)
    if len(p.saved) > p.posts:
        raise _fail(path / "saved", f"{len(p.saved)} saved contracts need as many Trading Posts; posts is {p.posts}")
    if "ships" in data:
        _give_ships(game, p, data["ships"], path / "ships", placed)
    if "round" in data:
        p.flags = _round_flags(data["round"], path / "round")


def _set_sheet(p: Player, data: dict[Any, Any], path: _Path) -> None:
    """The Treasury, the Fame Points, the goods in storage, the Trading Posts bought, and whether he
    has finished the current simultaneous phase."""
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
        if not isinstance(data["done"], bool):  # "yes" or 1 would be read as true
            raise _fail(path / "done", f"expected true or false, got {shown(data['done'])}")
        p.done = data["done"]


def _give_buildings(game: Table, value: Any, path: _Path, supply_given: bool) -> list[str]:
    """The buildings he owns, the Ager first if it is missing; unless the supply is given, each other
    building is taken from the building supply (en:166-167)."""
    s, c = game.state, game.components
    blist = [str(b) for b in _list(value, path)]
    for i, b in enumerate(blist):
        if b not in c.buildings:
            raise _fail(path / i, f"unknown building {b!r}; known: {', '.join(sorted(game.components.buildings))}")
    if "ager" not in blist:
        blist.insert(0, "ager")
    for b in blist:
        if b != "ager" and not supply_given:
            if s.building_supply.get(b, 0) < 1:
                raise _fail(path, f"no {b} left in the supply to give (set supply.buildings)")
            s.building_supply[b] -= 1
    return blist


def _place_contracts(game: Table, value: Any, path: _Path, placed: set[str]) -> list[str]:
    """A list of contract ids, each known and placed nowhere else; they are added to ``placed``."""
    ids = [str(x) for x in _list(value, path)]
    for i, cid in enumerate(ids):
        if cid not in game.components.contracts:
            raise _fail(path / i, f"unknown contract {cid!r}")
        if cid in placed:
            raise _fail(path / i, f"contract {cid} is placed twice")
        placed.add(cid)
    return ids


def _give_ships(game: Table, p: Player, value: Any, path: _Path, placed: set[str]) -> None:
    """His ships: the ones he had go back to the supply, then he gets the listed ones.  A ship of his that a
    player listed before him took by its id is on that player's sheet, so it does not go back: the result is
    the same whichever of the two is listed first."""
    elsewhere = {sh.id for pl in game.state.players if pl is not p for sh in pl.ships}
    for old in p.ships:
        if old.id not in elsewhere:
            game.state.ship_supply[old.size].append(old.id)  # a new game's supply has every size
    p.ships = []
    for i, sd in enumerate(_list(value, path)):
        p.ships.append(_ship(game, sd, path / i, placed))


def _ship(game: Table, sd: Any, sp: _Path, placed: set[str]) -> Ship:
    """One ship: a size (or {size, id, position, contracts}), taken from the ship supply, at sea or in
    the Harbour, with the goods of the contracts loaded on it."""
    s, c = game.state, game.components
    where = sp if isinstance(sd, str) else sp / "size"  # a ship written as its size, or as a mapping
    if isinstance(sd, str):
        sd = {"size": sd}
    if not isinstance(sd, dict) or "size" not in sd:
        raise _fail(sp, f"a ship needs a size ({', '.join(c.ships)})")
    _known_keys(sd, sp, SHIP_KEYS, "ship key")
    if not isinstance(sd["size"], str) or sd["size"] not in c.ships:
        raise _fail(where, f"unknown ship size {shown(sd['size'])}; sizes: {', '.join(c.ships)}")
    size = sd["size"]
    sid = str(sd.get("id") or "")
    if sid:
        _check_ship_id(game, sid, size, sp / "id")
    pool = s.ship_supply[size]  # every size of the components (Game.new; set-up only replaces a size's list)
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
    for i, cid in enumerate(_place_contracts(game, sd.get("contracts", []), sp / "contracts", placed)):
        _check_load(game, ship, cid, sp / "contracts" / i)
        ship.contracts.append(cid)
        for good, n in c.contracts[cid].goods.items():
            ship.cargo[good] = ship.cargo.get(good, 0) + n
    return ship


def _check_ship_id(game: Table, sid: str, size: str, path: _Path) -> None:
    """A ship named by the id of a ship card (``small-1`` to ``small-9``, en:30-33) has that card's size; any
    other id is an id of its own (``S1``, docs/scenario-format.md), of whatever size it is given."""
    cards = {f"{sz}-{i}": sz for sz, ship in game.components.ships.items() for i in range(1, ship.copies + 1)}
    if sid in cards and cards[sid] != size:
        raise _fail(path, f"ship {sid} is a {cards[sid]} ship card, not a {size} one")


def _check_load(game: Table, ship: Ship, cid: str, path: _Path) -> None:
    problem = load_problem(game.components, ship.size, ship.contracts, cid)
    if problem is not None:
        raise _fail(path, problem)


def load_problem(comps: Components, size: str, aboard: Iterable[str], cid: str) -> str | None:
    """Why a ship of ``size`` holding the contracts ``aboard`` could not also take ``cid`` (accept.no-voyage
    en:336, accept.passengers en:273-277, accept.capacity en:273-283), as if it were loaded in play, or None: a
    set-up's or a saved game's ship holds only contracts it could have taken."""
    st, k = comps.ships[size], comps.contracts[cid]
    if k.voyage.get(size) is None:
        return f"{cid} has '/' for a {size} ship: that size cannot undertake it (en:336)"
    aboard = list(aboard)
    if sum(comps.contracts[x].passengers for x in aboard) + k.passengers > st.passengers:
        return f"a {st.name} ({size}) carries at most {st.passengers} passenger(s) (en:273-277)"
    if sum(comps.contracts[x].cargo for x in aboard) + k.cargo > st.capacity:
        return f"a {st.name} ({size}) has {st.capacity} cargo space(s): {cid} does not fit (en:273-283)"
    return None


def _round_flags(rd: Any, path: _Path) -> RoundFlags:
    """``players.<name>.round``: this round's flags, the Ledger's goods known."""
    if not isinstance(rd, dict):
        raise _fail(path, "expected a mapping of this round's flags")
    unknown = next((key for key in rd if key not in ROUND_FLAGS), None)
    if unknown is not None:
        raise _fail(path / unknown, "unknown round flag")
    _check_flag_types(rd, path)  # before the flags are made: compiled by mypyc, they take only values of their types
    flags = RoundFlags.from_dict(rd)
    if "ledger" in rd:
        for good in flags.ledger:
            if good not in GOODS:
                raise _fail(path / "ledger" / good, f"unknown good type; known: {', '.join(GOODS)}")
    return flags


def check_round_flags(rd: dict[str, Any], path: str) -> None:
    """A player's round flags as a saved game or a set-up gives them (``path``: where, ``state.players[0].round``):
    each of the type of its default, the Ledger's goods known; else a SetupError naming the flag."""
    _check_flag_types(rd, _Path(path))
    for good in rd.get("ledger") or {}:
        if good not in GOODS:
            raise _fail(_Path(path) / "ledger" / good, f"unknown good type; known: {', '.join(GOODS)}")


def _check_flag_types(rd: dict[str, Any], path: _Path) -> None:
    """Each round flag has the type of its default: true/false, a list of names, the ledger's good -> +bought or
    -sold, a Commercial Building's goods left on it (building -> good -> count)."""
    defaults = RoundFlags().to_dict()
    for key, value in rd.items():
        kind = type(defaults[key])
        if kind is bool and not isinstance(value, bool):
            raise _fail(path / key, f"expected true or false, got {shown(value)}")
        if kind is list and not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
            raise _fail(path / key, f"expected a list of names, got {shown(value)}")
        if key == "ledger":
            if not isinstance(value, dict):
                raise _fail(path / key, f"expected a mapping of good type to +bought or -sold, got {shown(value)}")
            for good, n in value.items():
                if isinstance(n, bool) or not isinstance(n, int) or abs(n) > MAX_NUMBER:
                    bounds = f"from -{MAX_NUMBER:,} (sold) to {MAX_NUMBER:,} (bought)"
                    raise _fail(path / key / good, f"expected a whole number {bounds}, got {shown(n)}")
        if key == "commercial":
            if not isinstance(value, dict) or not all(isinstance(v, dict) for v in value.values()):
                raise _fail(path / key, f"expected a mapping of building to goods left on it, got {shown(value)}")
            for building, goods in value.items():
                for good, n in goods.items():
                    _int(n, path / key / building / good)


def _set_producible_at_start(game: Table, players: dict[str, Any]) -> None:
    """What each player could produce at the start of the round (the market rule, en:902-906),
    unless his round flags set it."""
    for p in game.state.players:
        given = (players.get(p.name) or {}).get("round") or {}
        if "producible_at_start" not in given:
            p.flags.producible_at_start = game.producible(p)


# ----------------------------------------------------------------- the offices


def _set_offices(game: Table, offices: Any) -> None:
    """``offices``: who holds which office (en:175); every office not listed becomes vacant."""
    s = game.state
    if not isinstance(offices, dict):  # offices: null (apply_setup has checked any other value's type)
        raise _fail("offices", f"expected a mapping of office to player (or null); got {offices!r}")
    s.offices = dict.fromkeys(OFFICES)
    for office, holder in offices.items():
        path = _Path("offices") / office
        if office not in OFFICES:
            raise _fail(path, f"unknown office; offices: {', '.join(OFFICES)}")
        if holder is not None and (not isinstance(holder, str) or holder not in game.by_name):
            raise _fail(path, f"unknown player {holder!r}; players: {', '.join(game.by_name)}")
        if holder is not None and holder in s.offices.values():
            first = next(o for o, h in s.offices.items() if h == holder)
            raise _fail(
                path,
                f"{holder} holds two offices ({first} and {office}), but a player has one public office marker "
                "(en:56, en:173) and holds the office it stands on (en:225-229)",
            )
        s.offices[office] = holder


def _set_office_coins(game: Table, coins: Any) -> None:
    """``office_coins``: the gold lying on the offices (an auction in progress)."""
    for office, n in (coins or {}).items():
        if office not in OFFICES:
            raise _fail(_Path("office_coins") / office, "unknown office")
        game.state.office_coins[office] = _int(n, _Path("office_coins") / office)


def _set_abilities_used(game: Table, used_by_office: Any) -> None:
    """``abilities_used``: the office abilities already used this round."""
    for office, used in (used_by_office or {}).items():
        if office not in game.state.abilities_used:
            raise _fail(_Path("abilities_used") / office, f"only {' and '.join(ONCE_A_ROUND)}")
        if not isinstance(used, bool):  # "no" would be read as true
            raise _fail(_Path("abilities_used") / office, f"expected true or false, got {shown(used)}")
        game.state.abilities_used[office] = used


# ----------------------------------------------------------------- the market, the contracts, the supply


def _set_market(game: Table, market: dict[str, Any]) -> None:
    """``market``: the Current Market card and the Future pile (en:168-170), top first, the
    exhaustions so far and whether the Future pile lies face down."""
    s, c = game.state, game.components
    mp = _Path("market")
    _known_keys(market, mp, MARKET_KEYS)
    current = market.get("current", [])
    if not isinstance(current, (str, list)):  # one card's id, or the pile, top first
        raise _fail(mp / "current", f"expected a market card's id or a list of them, got {shown(current)}")
    current = [current] if isinstance(current, str) else current
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
        # top first in the file; [::-1] rather than reversed(), which mypyc does not compile over a list of Any
        s.market_current = rest + [str(x) for x in current[::-1]]
        s.market_future = [str(x) for x in future[::-1]]
    else:  # the cards not named stay in the future pile, in their shuffled order
        s.market_current = [str(x) for x in current[::-1]]
        s.market_future = list(reversed(rest))
    if "exhaustions" in market:
        s.market_exhaustions = _int(market["exhaustions"], mp / "exhaustions")
    if "future_face_down" in market:
        if not isinstance(market["future_face_down"], bool):  # "no" would be read as true
            raise _fail(mp / "future_face_down", f"expected true or false, got {shown(market['future_face_down'])}")
        s.future_face_down = market["future_face_down"]


def _set_contracts(game: Table, contracts: dict[str, Any], placed: set[str]) -> None:
    """``contracts``: the contract deck (en:162), top first, whole (``deck``: the contracts placed
    nowhere are out of play) or on top of the rest (``deck_top``), and the discard pile.  Called too
    when only the players' contracts are given: they leave the deck."""
    s = game.state
    cp = _Path("contracts")
    _known_keys(contracts, cp, CONTRACTS_KEYS)
    lists = {}
    for key in ("deck", "deck_top", "discard"):
        if key in contracts:
            lists[key] = _place_contracts(game, contracts[key], cp / key, placed)
    if "deck" in lists and "deck_top" in lists:
        raise _fail(cp, "give either deck (the whole deck) or deck_top (on top of the rest), not both")
    remaining = [cid for cid in s.deck if cid not in placed]
    s.discard = list(reversed(lists.get("discard", [])))
    if "deck" in lists:
        s.deck = list(reversed(lists["deck"]))
        s.removed = remaining
    else:
        s.deck = remaining + list(reversed(lists.get("deck_top", [])))


def _set_supply(game: Table, supply: dict[str, Any]) -> None:
    """``supply``: the buildings and ships left in the supply (en:166-167, en:172)."""
    sp = _Path("supply")
    _known_keys(supply, sp, SUPPLY_KEYS)
    for key in ("buildings", "ships"):
        if supply.get(key) is not None and not isinstance(supply[key], dict):
            what = "building id" if key == "buildings" else "ship size"
            raise _fail(sp / key, f"expected a mapping of {what} to count")
    if supply.get("buildings") is not None:
        for bid, n in supply["buildings"].items():
            if bid not in game.components.buildings:
                raise _fail(
                    sp / "buildings" / bid, f"unknown building; known: {', '.join(sorted(game.components.buildings))}"
                )
            game.state.building_supply[bid] = _int(n, sp / "buildings" / bid)
    if supply.get("ships") is not None:
        _set_ship_supply(game, supply["ships"], sp / "ships")


def _set_ship_supply(game: Table, ships: Any, path: _Path) -> None:
    """``supply.ships``: how many ships of each size are left; they are the ones on no player sheet."""
    s, c = game.state, game.components
    for size, n in ships.items():
        if size not in c.ships:
            raise _fail(path / size, f"unknown ship size; sizes: {', '.join(c.ships)}")
        want = _int(n, path / size)
        owned = {sh.id for pl in s.players for sh in pl.ships}
        free = [f"{size}-{i}" for i in range(c.ships[size].copies, 0, -1) if f"{size}-{i}" not in owned]
        if want > len(free):
            raise _fail(path / size, f"only {len(free)} {size} ships are not on a player sheet")
        s.ship_supply[size] = free[len(free) - want :]


# ----------------------------------------------------------------- the end, the phase and the turn


def _set_ends_after_round(game: Table, ends: Any) -> None:
    """``ends_after_round``: the current round is the last one, and why."""
    if ends not in (None, "market", "public-buildings"):
        raise _fail("ends_after_round", "null, market or public-buildings")
    game.state.ends_after_round = ends


def _set_phase(game: Table, phase: Any) -> None:
    """``phase``: the phase the scenario starts in."""
    if phase not in SETTABLE_PHASES:
        raise _fail(
            "phase",
            f"a scenario starts in one of: {', '.join(SETTABLE_PHASES)} "
            f"(not {phase!r}; known phases {', '.join(PHASES)})",
        )
    game.state.phase = Phase(phase)


def _start_phase(game: Table, players: dict[str, Any]) -> None:
    """The phase starts: its turn order is fixed and the first player in it is to act.  (In the
    Auction phase, ``phases.start`` then begins the auction: a new game has none under way.)"""
    s = game.state
    s.order = game.turn_order()
    s.turn = 0
    if s.phase == "end-of-round":  # as in play: whoever holds no goods has nothing to choose
        for p in s.players:
            if not p.goods and "done" not in (players.get(p.name) or {}):
                p.done = True


def _set_turn(game: Table, who: Any) -> None:
    """``turn``: the player to act in the construct or draw phase."""
    s = game.state
    if s.phase not in ("construct", "draw"):
        raise _fail("turn", f"{who!r}: a turn is given only in the construct or draw phase, not in {s.phase.value}")
    if who not in s.order:
        raise _fail("turn", f"{who!r} is not a player; the turn order is {', '.join(s.order)}")
    s.turn = s.order.index(who)
