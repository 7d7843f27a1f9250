"""Phase 6, Accept Contracts (en:581-647), played by everyone at once.

Players load contracts and their goods onto ships in the Harbour (en:587-615), keep
contracts under Trading Posts (en:633-641), buy Trading Posts and ships (en:633-647),
trade at the market and use Commercial Buildings (en:625-631).  The Consul and the
Praefectus Urbi may swap contracts (en:585, en:795, en:807).  At the end, unloaded
contracts are discarded and loaded ships set out, a long voyage earning FP (en:611-621).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, ClassVar

from .. import actions as A
from ..components import GOODS, Ability, Components, Contract, ShipType
from ..errors import N_, InvalidAction, RuleViolation
from ..state import ONCE_A_ROUND, Decision, NotOffered, Phase, Player, Ship
from ..table import Checker, Table, violation
from .common import enter_phase, everyone_done, legal_done
from .construction import MARKET_LEGAL, WALL_LEGAL, market_candidates, wall_candidates
from .plan import Candidates, Check, LazyActions, LegalActions

# the members read on hot paths: a name of the module is read faster than an Enum member
_SHIP_DISCOUNT = Ability.SHIP_DISCOUNT

TRADING_POST_PRICES = (3, 4, 5, 6)  # en:635
SHIP_WALL_DISCOUNT = 3  # en:874

VERBS: frozenset[str] = frozenset(
    {
        "swap",
        "load",
        "save",
        "free",
        "buy-post",
        "buy-ship",
        "buy",
        "sell",
        "use",
        "wall-swap",
        "wall-sale",
        "trade",
        "done",
    }
)


def begin(t: Table) -> None:
    enter_phase(t, Phase.ACCEPT)


def voyage_of(t: Table, ship: Ship) -> int:
    """accept.voyage: the ship's voyage is the longest of its contracts' for its size (en:603-613)."""
    return max((t.contract(c).voyage[ship.size] or 1) for c in ship.contracts)


def run(t: Table) -> bool:
    """Over when everyone is done: unloaded contracts are discarded (accept.discard-unloaded, en:611),
    loaded ships set out (accept.voyage), a long voyage earning FP (accept.long-voyage-bonus, en:617-621)."""
    if not everyone_done(t):
        return False
    for p in t.state.players:
        if p.hand:
            t.rule("accept.discard-unloaded")
            t.state.discard.extend(p.hand)
            if t.record_log:  # no message built for a game that keeps no log
                t.log(f"{p.name} discards unloaded contract(s) {' '.join(p.hand)} (en:611)")
            p.hand = []
        for ship in p.ships:
            if ship.position == 0 and ship.contracts:
                ship.position = voyage_of(t, ship)
                t.rule("accept.voyage")
                if ship.position == 2:
                    t.rule("accept.long-voyage-bonus")
                    bonus = 2 if ship.size == "large" else 1
                    p.fp += bonus
                    if t.record_log:  # no message built for a game that keeps no log
                        t.log(f"{p.name}'s {ship.id} starts a long voyage: +{bonus} FP (en:619-621)")
    return True


# ================================================================== candidates
def candidates(t: Table, p: Player) -> dict[str, Candidates]:
    s = t.state
    n = p.name
    makers: dict[str, Candidates] = {"done": lambda: [A.Done(n)]}
    makers.update(market_candidates(t, p))
    makers.update(wall_candidates(t, p))
    makers["load"] = lambda: [
        A.Load(n, cid, ship.id)
        for cid in p.hand + p.saved
        if all(p.goods.get(g, 0) >= k for g, k in t.components.contracts[cid].goods.items())
        for ship in p.ships
        if ship.position == 0
    ]
    makers["save"] = lambda: [A.SaveContract(n, c) for c in p.hand]
    makers["free"] = lambda: [A.FreeContract(n, c) for c in p.saved]
    if p.posts < len(TRADING_POST_PRICES) and not p.flags.post_bought:
        makers["buy-post"] = lambda: [A.BuyTradingPost(n), A.BuyTradingPost(n, True)]
    if not p.flags.ship_bought:
        makers["buy-ship"] = lambda: [
            A.BuyShip(n, size) for size, ids in s.ship_supply.items() if ids and ship_price(t, p, size) <= p.gold
        ]
    office = t.office_of(n)
    if office in ONCE_A_ROUND and not s.abilities_used[office]:
        makers["swap"] = lambda: [
            A.SwapContracts(n, pair)
            for pool in [p.hand + p.saved]
            for pair in [(c,) for c in pool] + list(combinations(pool, 2))
        ]
    return makers


def legal(t: Table) -> Mapping[str, LegalActions]:
    """The legal actions of the phase, by verb (:data:`LEGAL`)."""
    return LEGAL


def _legal_saves(t: Table, p: Player) -> list[A.Action]:
    """tradingpost.save: a contract of his hand, under an unused Trading Post."""
    return [A.SaveContract(p.name, c) for c in p.hand] if p.unused_posts >= 1 else []


def _legal_frees(t: Table, p: Player) -> list[A.Action]:
    """tradingpost.save: a saved contract back to the hand, unless the edition keeps it saved (fr:188-190)."""
    return [] if t.options.saved_contract_kept_until_loaded else [A.FreeContract(p.name, c) for c in p.saved]


def _legal_ships(t: Table, p: Player) -> list[A.Action]:
    """ships.buy: one ship a round, of a size left, at its price (:func:`check_buy_ship`)."""
    if p.flags.ship_bought or p.gold < _least_ship_price(t.components):
        return []
    # ship_price's discount, worked out once for every size
    discount = SHIP_WALL_DISCOUNT if not p.flags.ship_discount_used and t.owns_ability(p, _SHIP_DISCOUNT) else 0
    ships, gold = t.components.ships, p.gold
    return [
        A.BuyShip(p.name, size)
        for size, ids in t.state.ship_supply.items()
        if ids and max(0, ships[size].cost - discount) <= gold
    ]


#: The last components :func:`_least_ship_price` was asked about, and its answer (one entry: most games share theirs).
_LEAST_SHIP_PRICE: list[tuple[Components, int]] = []
__caches__ = ("_LEAST_SHIP_PRICE",)  # constantinopolis.core.clear_caches


def _least_ship_price(c: Components) -> int:
    """The least price of a ship, with the ship wall's discount (:func:`ship_price`): with less gold, a player
    buys none."""
    if not _LEAST_SHIP_PRICE or _LEAST_SHIP_PRICE[0][0] is not c:
        least = min((max(0, st.cost - SHIP_WALL_DISCOUNT) for st in c.ships.values()), default=0)
        _LEAST_SHIP_PRICE[:] = [(c, least)]
    return _LEAST_SHIP_PRICE[0][1]


def _legal_loads(t: Table, p: Player) -> Sequence[A.Action]:
    """Each contract whose goods he holds, on each ship in the Harbour that may take it (:func:`check_load`):
    accept.passengers, accept.no-voyage, accept.capacity."""
    if not p.hand and not p.saved:  # no contract to load
        return []
    contracts = t.components.contracts
    goods = p.goods
    held: list[tuple[str, Contract]] = []  # the contracts whose goods he holds
    for cid in p.hand + p.saved:
        k = contracts[cid]
        for g, n in k.goods.items():
            if goods.get(g, 0) < n:
                break
        else:
            held.append((cid, k))
    if not held:
        return []
    harbour: list[tuple[Ship, ShipType, int, int]] = []  # (ship, its type, free cargo spaces, free passenger places)
    for ship in p.ships:
        if ship.position == 0:
            st = t.components.ships[ship.size]
            space, seats = st.capacity, st.passengers
            for c in ship.contracts:
                loaded = contracts[c]
                space -= loaded.cargo
                seats -= loaded.passengers
            harbour.append((ship, st, space, seats))
    if not harbour:
        return []
    found: list[tuple[str, str]] = []  # (contract, ship): only the actions asked for are made
    for cid, k in held:
        found += _loads_of(cid, k, harbour)
    if not found:
        return []
    name, made = p.name, t.actions_made

    def make(i: int) -> A.Action:
        a = made.get((_LOAD, name, found[i]))  # each load's action made once a game
        if a is None:
            a = made[(_LOAD, name, found[i])] = A.Load(name, *found[i])
        return a

    return LazyActions(len(found), make)


_LOAD = A.Load


def _loads_of(cid: str, k: Contract, harbour: list[tuple[Ship, ShipType, int, int]]) -> list[tuple[str, str]]:
    """``cid`` on each ship of ``harbour`` that may take it: (contract, ship)."""
    out: list[tuple[str, str]] = []
    for ship, st, space, seats in harbour:
        if k.voyage[ship.size] is None or (k.passengers and st.passengers == 0):
            continue
        if k.cargo <= space and k.passengers <= seats:
            out.append((cid, ship.id))
    return out


def _legal_posts(t: Table, p: Player) -> list[A.Action]:
    """tradingpost.price (four at most, he can pay the next one), tradingpost.one-per-round and
    tradingpost.extra-draw (mandatory in some editions)."""
    if p.posts >= len(TRADING_POST_PRICES) or p.flags.post_bought or TRADING_POST_PRICES[p.posts] > p.gold:
        return []
    mandatory = t.options.trading_post_draw_mandatory  # fr:186, de:676, it:407
    return [A.BuyTradingPost(p.name, draw) for draw in (False, True) if draw or not mandatory]


def _legal_swaps(t: Table, p: Player) -> Sequence[A.Action]:
    """accept.swap: the Consul or the Praefectus Urbi, his ability unused (office.ability-once), swaps one or
    two contracts he holds, unless the edition's timing has closed it (it:363-365)."""
    if not p.hand and not p.saved:  # no contract to swap
        return []
    office = t.office_of(p.name)
    if office not in ONCE_A_ROUND or t.state.abilities_used[office]:
        return []
    if (t.options.swap_before_accepting and p.flags.accepted) or (
        t.options.swap_before_loading and any(ship.position == 0 and ship.contracts for ship in p.ships)
    ):
        return []
    pool = p.hand + p.saved
    pairs = [(c,) for c in pool] + list(combinations(pool, 2))
    return LazyActions(len(pairs), lambda i: A.SwapContracts(p.name, pairs[i]))


#: For each verb of the phase, in the order of :func:`candidates`, the function listing ``p``'s legal actions,
#: generated from the state without trying candidates through the checks below, which stay the authority
#: (tests/test_legal_generation.py keeps the two equal).
LEGAL: dict[str, LegalActions] = {
    "done": legal_done,
    **MARKET_LEGAL,
    **WALL_LEGAL,
    "load": _legal_loads,
    "save": _legal_saves,
    "free": _legal_frees,
    "buy-post": _legal_posts,
    "buy-ship": _legal_ships,
    "swap": _legal_swaps,
}


# ================================================================== contracts
@dataclass
class SwapContractsPlan:
    player: Player
    office: str
    contracts: tuple[str, ...]

    def carry_out(self, t: Table) -> None:
        p = self.player
        for cid in self.contracts:  # a saved one leaves its Trading Post free (en:585: every contract he holds)
            (p.saved if cid in p.saved else p.hand).remove(cid)
        t.state.discard.extend(self.contracts)
        drawn = t.draw_contracts(p, len(self.contracts))
        t.state.abilities_used[self.office] = True
        t.rule("accept.swap")
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{p.name} swaps {' '.join(self.contracts)} for {' '.join(drawn)}")


def check_swap(t: Table, p: Player, a: A.SwapContracts, ck: Checker) -> SwapContractsPlan:
    """accept.swap (en:585, en:795, en:807): the Consul or the Praefectus Urbi discards one or two
    contracts he holds, drawn this round or saved under a Trading Post, and draws as many, using his
    office's ability (office.ability-once)."""
    office = t.office_of(p.name)
    if office not in ONCE_A_ROUND:
        raise violation("accept.swap", "only the Consul and the Praefectus Urbi swap contracts")
    if t.state.abilities_used[office]:
        raise violation("office.ability-once", f"the {office} has already used his ability this round")
    if t.options.swap_before_accepting and p.flags.accepted:  # it:363-365
        raise violation("accept.swap", "contracts are swapped before deciding which to accept (it:363-365)")
    if t.options.swap_before_loading and any(ship.position == 0 and ship.contracts for ship in p.ships):
        # the other reading of it:363-365: a contract on a ship in the Harbour was loaded in this phase
        raise violation("accept.swap", "contracts are swapped before any is loaded on a ship (it:363-365)")
    if not 1 <= len(a.contracts) <= 2 or len(set(a.contracts)) != len(a.contracts):
        raise violation("accept.swap", "swap one or two different contracts")
    for cid in a.contracts:  # drawn this round or saved earlier: en:585, en:807, fr:164-165, de:620-622, it:363-365
        if cid not in p.hand and cid not in p.saved:
            raise violation(
                "accept.contract-in-hand", f"{cid} is neither in {p.name}'s hand nor saved under his Trading Posts"
            )
    if ck.traced:
        ck.held("accept.swap", f"{p.name} is the {office}, who swaps one or two contracts")
        ck.held("office.ability-once", f"the {office} has not used his ability this round")
        if t.options.swap_before_accepting:
            ck.held("accept.swap", f"{p.name} has not accepted a contract yet (it:363-365)")
        if t.options.swap_before_loading:
            ck.held("accept.swap", f"{p.name} has not loaded a contract on a ship yet (it:363-365)")
        for cid in a.contracts:
            _held_in_hand(p, cid, ck)
    return SwapContractsPlan(p, office, a.contracts)


def _held_in_hand(p: Player, cid: str, ck: Checker) -> None:
    """accept.contract-in-hand held (a traced game): where ``p`` holds ``cid``."""
    if cid in p.hand:
        ck.held("accept.contract-in-hand", f"{cid} is in {p.name}'s hand")
    else:
        ck.held("accept.contract-in-hand", f"{cid} is saved under one of {p.name}'s Trading Posts")


def _ship_of(p: Player, ship_id: str) -> Ship:
    for ship in p.ships:
        if ship.id == ship_id:
            return ship
    raise InvalidAction(f"{p.name} has no ship {ship_id!r}; ships: {', '.join(s.id for s in p.ships)}")


@dataclass
class LoadContractPlan:
    player: Player
    contract: str
    ship: Ship
    goods: dict[str, int]

    def carry_out(self, t: Table) -> None:
        p, ship = self.player, self.ship
        if self.contract in p.saved:
            p.saved.remove(self.contract)
        else:
            p.hand.remove(self.contract)
        t.add_goods(p, self.goods, -1)
        for good, n in self.goods.items():
            ship.cargo[good] = ship.cargo.get(good, 0) + n
        p.flags.accepted = True
        ship.contracts.append(self.contract)
        t.rule("accept.capacity")


def check_load(t: Table, p: Player, a: A.Load, ck: Checker) -> LoadContractPlan:
    """Loading a contract with its goods (en:587-615): accept.contract-in-hand, accept.one-ship,
    accept.harbour-only, accept.passengers, accept.no-voyage, accept.capacity, goods.not-held."""
    ship = _ship_of(p, a.ship)
    if a.contract not in p.hand and a.contract not in p.saved:
        if any(a.contract in sh.contracts for sh in p.ships):
            raise violation("accept.one-ship", f"{a.contract} is already loaded; a contract goes on one ship only")
        raise violation("accept.contract-in-hand", f"{a.contract} is not in {p.name}'s hand")
    if ship.position != 0:
        raise violation(
            "accept.harbour-only", f"{ship.id} is at sea (#{ship.position}); only ships in the Harbour take contracts"
        )
    k = t.contract(a.contract)
    st = t.components.ships[ship.size]
    if k.passengers and st.passengers == 0:
        raise violation("accept.passengers", f"a {st.name} ({ship.size}) carries no passengers")
    if k.voyage[ship.size] is None:
        raise violation(
            "accept.no-voyage", f"{a.contract} has '/' for a {ship.size} ship: a ship of that size cannot undertake it"
        )
    used = sum(t.contract(c).cargo for c in ship.contracts)
    if used + k.cargo > st.capacity:
        raise violation(
            "accept.capacity", f"{ship.id} has {st.capacity - used} free cargo space(s), {a.contract} needs {k.cargo}"
        )
    pax = sum(t.contract(c).passengers for c in ship.contracts)
    if pax + k.passengers > st.passengers:
        raise violation("accept.passengers", f"a {st.name} carries at most {st.passengers} passenger(s)")
    if ck.traced:
        _held_in_hand(p, a.contract, ck)
        ck.held("accept.harbour-only", f"{ship.id} is in the Harbour")
        if k.passengers:
            ck.held(
                "accept.passengers",
                f"a {st.name} carries {st.passengers} passenger(s); {ship.id} has {pax}, "
                f"{a.contract} adds {k.passengers}",
            )
        ck.held("accept.no-voyage", f"{a.contract}'s voyage for a {ship.size} ship is {k.voyage[ship.size]}")
        ck.held(
            "accept.capacity", f"{ship.id} has {st.capacity - used} free cargo space(s), {a.contract} needs {k.cargo}"
        )
    t.check_goods(p, k.goods, f"contract {a.contract}", ck)
    return LoadContractPlan(p, a.contract, ship, dict(k.goods))


# ================================================================== Trading Posts
@dataclass
class SaveContractPlan:
    player: Player
    contract: str

    def carry_out(self, t: Table) -> None:
        p = self.player
        p.hand.remove(self.contract)
        p.flags.accepted = True
        p.saved.append(self.contract)
        t.rule("tradingpost.save")


def check_save(t: Table, p: Player, a: A.SaveContract, ck: Checker) -> SaveContractPlan:
    """tradingpost.save (en:639): an unused Trading Post keeps a contract for a later round."""
    if a.contract not in p.hand:
        raise violation("accept.contract-in-hand", f"{a.contract} is not an unsaved contract in {p.name}'s hand")
    if p.unused_posts < 1:
        raise violation("tradingpost.save", f"{p.name} has no unused Trading Post")
    if ck.traced:
        ck.held("accept.contract-in-hand", f"{a.contract} is in {p.name}'s hand")
        ck.held("tradingpost.save", f"{p.name} has {p.unused_posts} unused Trading Post(s)")
    return SaveContractPlan(p, a.contract)


@dataclass
class FreeContractPlan:
    player: Player
    contract: str

    def carry_out(self, t: Table) -> None:
        self.player.saved.remove(self.contract)
        self.player.hand.append(self.contract)


def check_free(t: Table, p: Player, a: A.FreeContract, ck: Checker) -> FreeContractPlan:
    """tradingpost.save: a saved contract goes back to the hand, freeing its Trading Post
    (not under the French reading, fr:188-190: option saved_contract_release)."""
    if a.contract not in p.saved:
        raise violation("tradingpost.save", f"{a.contract} is not saved by {p.name}")
    if t.options.saved_contract_kept_until_loaded:  # fr:188-190
        raise violation(
            "tradingpost.save", "a saved contract's Trading Post comes back only when the contract is loaded"
        )
    if ck.traced:
        ck.held("tradingpost.save", f"{a.contract} is saved under one of {p.name}'s Trading Posts, which it frees")
    return FreeContractPlan(p, a.contract)


@dataclass
class BuyTradingPostPlan:
    player: Player
    price: int
    draw: bool

    def carry_out(self, t: Table) -> None:
        p = self.player
        p.gold -= self.price
        p.posts += 1
        p.flags.post_bought = True
        t.rule("tradingpost.price")
        t.rule("tradingpost.one-per-round")
        if self.draw:
            t.rule("tradingpost.extra-draw")
            t.draw_contracts(p, 1)


def check_buy_post(t: Table, p: Player, a: A.BuyTradingPost, ck: Checker) -> BuyTradingPostPlan:
    """tradingpost.price (en:635), tradingpost.one-per-round, tradingpost.extra-draw (en:637)."""
    if p.posts >= len(TRADING_POST_PRICES):
        raise violation("tradingpost.price", f"{p.name} has bought all four Trading Posts")
    if p.flags.post_bought:
        raise violation("tradingpost.one-per-round", "one Trading Post a round")
    if not a.draw and t.options.trading_post_draw_mandatory:  # fr:186, de:676, it:407
        raise violation("tradingpost.extra-draw", "buying a Trading Post draws a contract at once: 'buy-post draw'")
    price = TRADING_POST_PRICES[p.posts]
    if ck.traced:
        ck.held("tradingpost.price", f"{p.name} has {p.posts} Trading Post(s): the next one costs {price} gold")
        ck.held("tradingpost.one-per-round", f"{p.name} has not bought a Trading Post this round")
        if a.draw:
            ck.held("tradingpost.extra-draw", f"{p.name} buys a Trading Post and draws a contract at once")
    t.check_pay(p, price, N_("the next Trading Post"), ck)
    return BuyTradingPostPlan(p, price, a.draw)


# ================================================================== ships
def ship_price(t: Table, p: Player, size: str) -> int:
    """ships.buy (en:643-647), less the ship wall's discount once a round (wall.ship-discount, en:874)."""
    price = t.components.ships[size].cost
    if t.owns_ability(p, _SHIP_DISCOUNT) and not p.flags.ship_discount_used:
        price = max(0, price - SHIP_WALL_DISCOUNT)
    return price


def check_ship_open_to(t: Table, p: Player, size: str) -> None:
    """What everyone at the table can see: ``p`` has not bought a ship this round, and one is left."""
    if size not in t.components.ships:
        raise InvalidAction(f"unknown ship size {size!r}; sizes: {', '.join(t.components.ships)}")
    if p.flags.ship_bought:
        raise violation("ships.buy", f"{p.name} has already bought a ship this round: one ship a round")
    if not t.state.ship_supply.get(size):
        raise violation("ships.buy", f"no {size} ship is left")


def check_ship_purchase(t: Table, p: Player, size: str, ck: Checker) -> None:
    check_ship_open_to(t, p, size)
    price = ship_price(t, p, size)
    if ck.traced:
        left = len(t.state.ship_supply[size])
        ck.held("ships.buy", f"{p.name} has not bought a ship this round, and {left} {size} ship(s) are left")
        if price < t.components.ships[size].cost:
            ck.held(
                "wall.ship-discount",
                f"the ship wall takes {SHIP_WALL_DISCOUNT} gold off once a round: a {size} ship costs {price}",
            )
    t.check_pay(p, price, f"a {size} ship", ck)


def complete_ship(t: Table, p: Player, size: str) -> None:
    price = ship_price(t, p, size)
    if price < t.components.ships[size].cost:
        t.rule("wall.ship-discount")
        p.flags.ship_discount_used = True
    p.gold -= price
    p.ships.append(Ship(t.state.ship_supply[size].pop(), size))
    p.flags.ship_bought = True
    t.rule("ships.buy")
    if t.record_log:  # no message built for a game that keeps no log
        t.log(f"{p.name} buys a {size} ship ({p.ships[-1].id}) for {price} gold")


@dataclass
class BuyShipPlan:
    player: Player
    size: str

    def carry_out(self, t: Table) -> None:
        s, p = t.state, self.player
        if len(s.ship_supply[self.size]) == 1:
            queue = []
            for name in s.order:
                if name == p.name:
                    break
                # asked on what the table sees, never on an other player's hidden gold (view.gold-hidden,
                # en:886-888): one who cannot pay is refused when he claims, and lets the ship go
                other = t.player(name)
                try:
                    if other.done:
                        raise violation("turn.already-done", f"{name} has already finished the accept phase")
                    check_ship_open_to(t, other, self.size)
                    queue.append(name)
                except RuleViolation as v:
                    t.state.not_offered.append(NotOffered(ShipClaimDecision.kind, name, v.rule_id, v.message))
                    if t.record_log:  # no message built for a game that keeps no log
                        t.log(
                            f"{name} is not asked for the last {self.size} ship: "
                            f"{v.message} ({v.rule_id}, {v.rule.cite()})"
                        )
            if queue:
                t.rule("ships.last-ship-priority")  # the earlier players in turn order are asked first
                s.pending = ShipClaimDecision(self.size, p.name, queue)
                first = ", ".join(queue)
                if t.record_log:  # no message built for a game that keeps no log
                    t.log(f"{p.name} asks for the last {self.size} ship; {first} come(s) first in turn order (en:645)")
                return
        complete_ship(t, p, self.size)


def check_buy_ship(t: Table, p: Player, a: A.BuyShip, ck: Checker) -> BuyShipPlan:
    """ships.buy (en:643-647): one ship a round; the last one of a size goes first to whoever is
    earlier in turn order (ships.last-ship-priority, en:645)."""
    check_ship_purchase(t, p, a.size, ck)
    return BuyShipPlan(p, a.size)


@dataclass
class _ShipClaimFields(Decision):
    """The fields of :class:`ShipClaimDecision`, its saved form.  Its class variables are on it, not here: mypyc would
    make a dataclass's class variables fields (mypyc issue 1122; benchmarks/README.md)."""

    size: str
    buyer: str
    queue: list[str]  # who may still claim, in turn order; queue[0] answers now


class ShipClaimDecision(_ShipClaimFields):
    """The players before ``buyer`` in turn order who may buy the last ship of a size are asked first,
    in turn order, whether they claim it (ships.last-ship-priority, en:645); when all have declined,
    ``buyer`` has it (:class:`BuyShipPlan` asks, :class:`LetShipGoPlan` moves on)."""

    kind: ClassVar[str] = "ship-claim"
    title: ClassVar[str] = "claim of the last ship"
    VERBS: ClassVar[frozenset[str]] = frozenset({"claim-ship", "decline"})
    decline_rule: ClassVar[str | None] = "ships.last-ship-priority"
    PLAYER_KEYS: ClassVar[tuple[str, ...]] = ("buyer",)
    PLAYER_LIST_KEYS: ClassVar[tuple[str, ...]] = ("queue",)

    @property
    def responder(self) -> str:
        return self.queue[0]

    def candidates(self, t: Table, p: Player) -> dict[str, Candidates]:
        n = p.name
        return {"claim-ship": lambda: [A.ClaimShip(n)], "decline": lambda: [A.Decline(n)]}

    def check_decline(self, t: Table, p: Player, a: A.Decline) -> LetShipGoPlan:
        """He lets the ship go: the next in the queue is asked, or the buyer has it."""
        return LetShipGoPlan(p, self)

    def legal(self, t: Table, p: Player) -> Mapping[str, LegalActions]:
        """ships.last-ship-priority: he claims the ship if he may buy it (:func:`check_claim_ship`), or declines."""
        return CLAIM_LEGAL

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ShipClaimDecision:
        return cls(str(d["size"]), str(d["buyer"]), [str(x) for x in d["queue"]])


def _claim(t: Table) -> ShipClaimDecision:
    pend = t.state.pending
    assert isinstance(pend, ShipClaimDecision)
    return pend


def _legal_claim(t: Table, p: Player) -> list[A.Action]:
    size = _claim(t).size
    may = not p.flags.ship_bought and t.state.ship_supply.get(size) and ship_price(t, p, size) <= p.gold
    return [A.ClaimShip(p.name)] if may else []


def _legal_decline(t: Table, p: Player) -> list[A.Action]:
    return [A.Decline(p.name)]


CLAIM_LEGAL: dict[str, LegalActions] = {"claim-ship": _legal_claim, "decline": _legal_decline}


@dataclass
class ClaimShipPlan:
    player: Player
    decision: ShipClaimDecision

    def carry_out(self, t: Table) -> None:
        t.state.pending = None
        t.rule("ships.last-ship-priority")
        complete_ship(t, self.player, self.decision.size)
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{self.player.name} claims the last {self.decision.size} ship before {self.decision.buyer} (en:645)")


def check_claim_ship(t: Table, p: Player, a: A.ClaimShip, ck: Checker) -> ClaimShipPlan:
    """ships.last-ship-priority (en:645): he buys the last ship first, if he may buy it."""
    pend = _claim(t)
    check_ship_purchase(t, p, pend.size, ck)
    if ck.traced:
        ck.held(
            "ships.last-ship-priority",
            f"{p.name} comes before {pend.buyer} in turn order and is asked first for the last {pend.size} ship",
        )
    return ClaimShipPlan(p, pend)


@dataclass
class LetShipGoPlan:
    player: Player
    decision: ShipClaimDecision

    def carry_out(self, t: Table) -> None:
        d = self.decision
        d.queue.pop(0)
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{self.player.name} does not claim the last {d.size} ship")
        if not d.queue:
            t.state.pending = None
            complete_ship(t, t.player(d.buyer), d.size)


# ================================================================== Free Trade (optional rule)
@dataclass
class TradePlan:
    player: Player
    partner: Player
    give: dict[str, int]
    receive: dict[str, int]

    def carry_out(self, t: Table) -> None:
        t.rule("freetrade.trade")
        for giver, taker, items in ((self.player, self.partner, self.give), (self.partner, self.player, self.receive)):
            for k, v in items.items():
                if k in GOODS:
                    t.add_goods(giver, {k: v}, -1)
                    t.add_goods(taker, {k: v})
                elif k == "gold":
                    giver.gold -= v
                    taker.gold += v
                else:
                    giver.hand.remove(k)
                    taker.hand.append(k)


def check_trade(t: Table, p: Player, a: A.Trade, ck: Checker) -> TradePlan:
    """freetrade.trade (en:876-882): goods, gold and contracts change hands as the two agree."""
    if not t.options.free_trade:
        raise violation("freetrade.disabled", "Free Trade is an optional rule and is not in play")
    partner = t.player(a.partner)
    if partner is p:
        raise InvalidAction("a player does not trade with himself")
    if partner.done:
        raise violation("turn.already-done", f"{partner.name} has already finished the Accept Contracts Phase")
    give, receive = dict(a.give), dict(a.receive)
    for giver, items in ((p, give), (partner, receive)):
        goods = {k: v for k, v in items.items() if k in GOODS}
        t.check_goods(giver, goods, N_("the trade"), ck)
        if items.get("gold", 0) > giver.gold:
            t.check_pay(giver, items["gold"], N_("the trade"), ck)
        for k in items:
            if k not in GOODS and k != "gold" and k not in giver.hand:
                if k not in t.components.contracts:
                    raise InvalidAction(f"{k!r} is not a good type, 'gold' or a contract id")
                raise violation("accept.contract-in-hand", f"{k} is not an unsaved contract in {giver.name}'s hand")
            if ck.traced and k in giver.hand:
                ck.held("accept.contract-in-hand", f"{k} is in {giver.name}'s hand")
        if ck.traced and items.get("gold", 0):
            ck.held("gold.cannot-afford", f"{giver.name} has {giver.gold} gold and gives {items['gold']}")
    if ck.traced:
        ck.held(
            "freetrade.trade",
            f"Free Trade is in play, and {partner.name} has not finished the Accept Contracts Phase",
        )
    return TradePlan(p, partner, give, receive)


CHECKS: dict[type[A.Action], Check] = {
    A.SwapContracts: check_swap,
    A.Load: check_load,
    A.SaveContract: check_save,
    A.FreeContract: check_free,
    A.BuyTradingPost: check_buy_post,
    A.BuyShip: check_buy_ship,
    A.ClaimShip: check_claim_ship,
    A.Trade: check_trade,
}
