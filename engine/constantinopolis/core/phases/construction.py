"""Phase 4, Construct Buildings (en:380-549), with the market, the Commercial Buildings and
the walls, which are also used in later phases.

In turn order each player may buy one building of each kind (en:388): a Production
Building within his licence (en:396-416), a Commercial, Utility or Public Building, and,
for the Praefectus Urbi, a wall segment (en:454-469).  The Consul may take the building
first, at full price (en:471-477).  Meanwhile the active player trades at the Current
Market (en:481-521) and uses his Commercial Buildings (en:523-549); the walls' abilities
are listed with the buildings (en:860-874).  The same trades are open in the Accept
Contracts Phase (en:625-631), and the walls' abilities in the Donate Goods Phase.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, ClassVar

from .. import actions as A
from ..components import GOODS, LICENCES, Ability, BuildingKind, BuildingType, Components, MarketCard
from ..errors import N_, InvalidAction, RuleViolation
from ..options import RuleOptions
from ..rules import RULES
from ..state import Decision, NotOffered, Phase, Player
from ..table import UNTRACED, Checker, Table, violation
from .common import enter_phase, goods_subsets, legal_done, multiset
from .plan import Candidates, Check, LazyActions, LegalActions

# the members read on hot paths: a name of the module is read faster than an Enum member
_MARKET_DISCOUNT = Ability.MARKET_DISCOUNT
_MENSAE = Ability.MENSAE
_REDEMPTOR = Ability.REDEMPTOR
_SALE = Ability.SALE
_SWAP = Ability.SWAP
_TABERNA = Ability.TABERNA
_COMMERCIAL = BuildingKind.COMMERCIAL
_PRODUCTION = BuildingKind.PRODUCTION
_PUBLIC = BuildingKind.PUBLIC
_WALL = BuildingKind.WALL

REDEMPTOR_DISCOUNT = 5  # en:848
MARKET_WALL_DISCOUNT = 2  # en:872
SALE_WALL_GOLD = 10  # en:870
#: The licence each one needs (en:416): B needs an A building, C a B, D a C; A none.
LICENCE_NEEDED = dict(zip(LICENCES[1:], LICENCES, strict=False))

VERBS: frozenset[str] = frozenset({"build", "build-public", "buy", "sell", "use", "wall-swap", "wall-sale", "done"})
# Only the active player trades or uses his buildings: the gate refuses the others by market.active-player
MARKET_VERBS = frozenset({"buy", "sell", "use", "wall-swap", "wall-sale"})
WALL_VERBS = frozenset({"wall-swap", "wall-sale"})  # used where goods change hands (wall.when, a convention)


def begin(t: Table) -> None:
    enter_phase(t, Phase.CONSTRUCT)


def run(t: Table) -> bool:
    """Over when every player in turn order has said he is done (en:382)."""
    return t.state.turn >= len(t.state.order)


# ================================================================== candidates
def candidates(t: Table, p: Player) -> dict[str, Candidates]:
    n = p.name
    makers: dict[str, Candidates] = {"done": lambda: [A.Done(n)], "build": lambda: _build_candidates(t, p)}
    if _PUBLIC not in p.flags.built_kinds:
        makers["build-public"] = lambda: [
            A.BuildPublic(n, fp, r)
            for fp in t.components.public_pairs()
            if (tile := public_tile(t, fp, UNTRACED)) is not None and tile.cost <= p.gold + REDEMPTOR_DISCOUNT
            for r in ((False, True) if t.owns_ability(p, _REDEMPTOR) else (False,))
        ]
    makers.update(market_candidates(t, p))
    makers.update(wall_candidates(t, p))
    return makers


def market_candidates(t: Table, p: Player) -> dict[str, Candidates]:
    """Buying, selling, the Commercial Buildings: in the Construct and Accept Contracts phases."""
    makers: dict[str, Candidates] = {"buy": lambda: _trades(t, p, A.Buy)}
    if p.goods:
        makers["sell"] = lambda: _trades(t, p, A.Sell)
    makers["use"] = lambda: commercial_candidates(t, p)
    return makers


def wall_candidates(t: Table, p: Player) -> dict[str, Candidates]:
    """The swap and sale walls: whenever the owner holds goods."""
    if not p.goods:
        return {}
    return {"wall-swap": lambda: _swap_candidates(t, p), "wall-sale": lambda: sale_candidates(t, p)}


def _build_candidates(t: Table, p: Player) -> Sequence[A.Action]:
    """Each building left that is not public, of a kind he has not bought this round, within his
    gold (with the Redemptor's discount if he owns it); with and without the Redemptor."""
    redemptor = t.owns_ability(p, _REDEMPTOR)
    budget = p.gold + (REDEMPTOR_DISCOUNT if redemptor else 0)
    built = p.flags.built_kinds
    ids = [
        b.id
        for b in t.components.buildings.values()
        if b.kind != _PUBLIC and b.kind not in built and b.cost <= budget and t.state.building_supply.get(b.id)
    ]
    if not redemptor:
        return LazyActions(len(ids), lambda i: A.Build(p.name, ids[i]))
    return LazyActions(2 * len(ids), lambda i: A.Build(p.name, ids[i // 2], i % 2 == 1))


def _trades(t: Table, p: Player, kind: type[A.Buy] | type[A.Sell]) -> Sequence[A.Action]:
    """Every count of every good the Current Market trades, up to its limit less what he has traded
    (and, to sell, the goods he has); never a good he has traded the other way this round."""
    ledger = p.flags.ledger
    runs: list[tuple[str, int]] = []  # (good, how many counts: 1..n; a run of 0 lists none)
    for g, limit in t.current_market().limits.items():
        done = ledger.get(g, 0)  # +n bought, -n sold this round
        if kind is A.Buy:
            runs.append((g, limit - done if done >= 0 else 0))
        else:
            runs.append((g, min(limit + done, p.goods.get(g, 0)) if done <= 0 else 0))
    return _counts(t, p, kind, runs)


def _counts(t: Table, p: Player, kind: type[A.Buy] | type[A.Sell], runs: list[tuple[str, int]]) -> LazyActions:
    """``kind`` of each good of ``runs`` at each count from 1 to its own, made only when asked for."""

    name, made = p.name, t.actions_made

    def make(i: int) -> A.Action:
        for g, n in runs:
            if i < n:
                a = made.get((kind, name, g, i + 1))  # each count's action made once a game
                if a is None:
                    a = made[(kind, name, g, i + 1)] = kind(name, g, i + 1)
                return a
            i -= n
        raise IndexError(i)

    return LazyActions(sum(n for _, n in runs), make)


def commercial_candidates(t: Table, p: Player) -> list[A.Action]:
    return [
        A.UseCommercial(p.name, b) for b in dict.fromkeys(p.buildings) if t.components.buildings[b].kind == _COMMERCIAL
    ]


def sale_candidates(t: Table, p: Player) -> list[A.Action]:
    if not t.owns_ability(p, _SALE) or p.flags.wall_sale_used:
        return []
    return [A.WallSale(p.name, A.goods_tuple(multiset(c))) for c in goods_subsets(p, 3, exact=True)]


def _swap_candidates(t: Table, p: Player) -> list[A.Action]:
    if not t.owns_ability(p, _SWAP) or p.flags.wall_swap_used:
        return []
    return [A.WallSwap(p.name, give, take) for give in p.goods for take in GOODS if take != give]


# ================================================================== legal actions, generated
def legal(t: Table) -> Mapping[str, LegalActions]:
    """The active player's legal actions, by verb (:data:`LEGAL`)."""
    return LEGAL


def _may_own(t: Table, p: Player, b: BuildingType) -> bool:
    """build.unique-name and build.licence (:func:`check_can_own`), as a yes or no."""
    if b.unique_name and any(t.components.buildings[x].name == b.name for x in p.buildings):
        return False
    return licence_refusal(t, p, b, UNTRACED) is None


def _redemptor_open(t: Table, p: Player) -> bool:
    """build.redemptor, what does not depend on the building: he owns it, unused, holding an Industrial Good."""
    return t.owns_ability(p, _REDEMPTOR) and not p.flags.redemptor_used and p.goods.get("industrial", 0) >= 1


def _with_redemptor(t: Table, p: Player, b: BuildingType) -> bool:
    """build.redemptor for ``b`` (the caller has checked :func:`_redemptor_open`) and its discounted price."""
    if t.options.redemptor_only_for_industrial_buildings:
        if "industrial" not in b.produces:
            return False
    elif not t.can_use_type(p, "industrial"):
        return False
    return price_with(b, True) <= p.gold


def _owner(t: Table, p: Player) -> Callable[[BuildingType], bool]:
    """:func:`_may_own` for many buildings: the names he owns, and the answer of each licence, worked out once
    (:func:`licence_refusal` depends on the building's kind and licence alone)."""
    names: set[str] = set()
    licences: dict[str | None, bool] = {}

    def may_own(b: BuildingType) -> bool:
        if b.unique_name:
            if not names:
                names.update(t.components.buildings[x].name for x in p.buildings)  # he owns the Ager at least
            if b.name in names:
                return False
        ok = licences.get(b.licence)  # None for every building but a Production Building (components._building)
        if ok is None:
            ok = licences[b.licence] = licence_refusal(t, p, b, UNTRACED) is None
        return ok

    return may_own


#: The last components :func:`_for_sale` was asked about, and its answer (one entry: most games share theirs).
_FOR_SALE: list[tuple[Components, list[BuildingType]]] = []


def _for_sale(c: Components) -> list[BuildingType]:
    """The buildings bought with 'build', in the order of ``c.buildings``: not Public Buildings (build.public-dearest),
    not printed on the player sheet (build.not-available)."""
    if not _FOR_SALE or _FOR_SALE[0][0] is not c:
        _FOR_SALE[:] = [(c, [b for b in c.buildings.values() if b.kind != _PUBLIC and b.copies != 0])]
    return _FOR_SALE[0][1]


#: The last components :func:`_cheapest` was asked about, and its answer.
_CHEAPEST: list[tuple[Components, tuple[int, int]]] = []


def _cheapest(c: Components) -> tuple[int, int]:
    """The least price of a building bought with 'build' (:func:`_for_sale`) and of a Public Building: below it,
    a player has none to list, whatever else holds."""
    if not _CHEAPEST or _CHEAPEST[0][0] is not c:
        public = [b.cost for pair in c.public_pairs().values() for b in pair]
        cheapest = (min((b.cost for b in _for_sale(c)), default=sys.maxsize), min(public, default=sys.maxsize))
        _CHEAPEST[:] = [(c, cheapest)]
    return _CHEAPEST[0][1]


def _legal_builds(t: Table, p: Player) -> Sequence[A.Action]:
    """The order of :func:`_build_candidates`: each building, then with the Redemptor."""
    s = t.state
    redemptor = t.owns_ability(p, _REDEMPTOR)
    budget = p.gold + (REDEMPTOR_DISCOUNT if redemptor else 0)
    if budget < _cheapest(t.components)[0]:  # none within his gold, even with the Redemptor's discount
        return []
    discount = redemptor and _redemptor_open(t, p)
    built = p.flags.built_kinds
    supply = s.building_supply
    may_own = _owner(t, p)
    found: list[tuple[str, bool]] = []  # (building, with the Redemptor): only the actions asked for are made
    for b in _for_sale(t.components):
        if b.cost > budget or b.kind in built or not supply.get(b.id) or not may_own(b):
            continue
        if b.kind == _WALL and (s.offices["praefectus-urbi"] != p.name or s.abilities_used["praefectus-urbi"]):
            continue
        if b.cost <= p.gold:
            found.append((b.id, False))
        if discount and _with_redemptor(t, p, b):
            found.append((b.id, True))
    if not found:
        return []
    name = p.name
    return LazyActions(len(found), lambda i: A.Build(name, *found[i]))


def _legal_public(t: Table, p: Player) -> list[A.Action]:
    """The dearest Public Building left of each FP value (build.public-dearest), with and without the Redemptor."""
    if _PUBLIC in p.flags.built_kinds:  # build.one-per-kind
        return []
    if p.gold + REDEMPTOR_DISCOUNT < _cheapest(t.components)[1]:  # none within his gold, even with a discount
        return []
    redemptor = t.owns_ability(p, _REDEMPTOR)
    discount = redemptor and _redemptor_open(t, p)
    out: list[A.Action] = []
    for fp in t.components.public_pairs():
        b = public_tile(t, fp, UNTRACED)
        # a Public Building has no unique name (en:390) and needs no licence (en:416): _may_own always allows it
        if b is None or b.cost > p.gold + REDEMPTOR_DISCOUNT:
            continue
        if b.cost <= p.gold:
            out.append(A.BuildPublic(p.name, fp))
        if discount and _with_redemptor(t, p, b):
            out.append(A.BuildPublic(p.name, fp, True))
    return out


def _legal_sells(t: Table, p: Player) -> Sequence[A.Action]:
    """Every candidate sale is legal (:func:`check_sell`)."""
    return _trades(t, p, A.Sell)


def _legal_buys(t: Table, p: Player) -> Sequence[A.Action]:
    """market.limit, market.no-buy-and-sell, market.price and the gold he has, then market.no-buy-produced (what
    he can produce worked out only for a good that passes the others)."""
    gold = p.gold
    m = t.current_market()
    if gold < _least_unit(m):  # not one good within his gold, even with the market wall's discount
        return []
    ledger = p.flags.ledger
    abilities = t.abilities(p)
    discount = _MARKET_DISCOUNT in abilities
    produced: list[str] | None = None
    runs: list[tuple[str, int]] = []  # (good, how many counts: 1..n)
    for g, limit in m.limits.items():
        done = ledger.get(g, 0)
        most = limit - done
        if done < 0 or most <= 0:
            continue
        # a good with a limit has a price of 1 or more (components._market_goods); the wall's discount leaves 1 at least
        most = min(most, gold // (max(1, m.buy[g] - MARKET_WALL_DISCOUNT) if discount else m.buy[g]))
        if produced is None:
            produced = p.flags.producible_at_start if t.options.market_ban_from_next_round else t.producible(p)
        if g in produced:
            if _TABERNA not in abilities:
                continue
            if t.options.taberna_one_type and any(n > 0 and x != g and x in produced for x, n in ledger.items()):
                continue
        runs.append((g, most))  # a run of 0 (a good beyond his gold) lists none
    return _counts(t, p, A.Buy, runs)


#: For each market card asked about (by id, the card kept with its answer): :func:`_least_unit`'s answer.
_LEAST_UNIT: dict[int, tuple[MarketCard, int]] = {}
__caches__ = ("_FOR_SALE", "_CHEAPEST", "_LEAST_UNIT")  # constantinopolis.core.clear_caches


def _least_unit(m: MarketCard) -> int:
    """The least unit price of a good ``m`` trades (those with a price: a limit above 0), with or without the market
    wall's discount (:func:`_legal_buys`): with less gold, a player buys nothing there."""
    known = _LEAST_UNIT.get(id(m))
    if known is None or known[0] is not m:
        if len(_LEAST_UNIT) > 256:  # components made again and again (a long process): kept small
            _LEAST_UNIT.clear()
        prices = [min(m.buy[g], max(1, m.buy[g] - MARKET_WALL_DISCOUNT)) for g in m.buy]
        known = _LEAST_UNIT[id(m)] = (m, min(prices, default=0))
    return known[1]


def legal_uses(t: Table, p: Player) -> list[A.Action]:
    """commercial.once-per-round, commercial.can-produce, commercial.exact-goods (:func:`check_use`)."""
    out: list[A.Action] = []
    for b in t.commercial_buildings(p):
        if b.id in p.flags.commercial:
            continue
        if all(t.can_use_type(p, g) and p.goods.get(g, 0) >= k for g, k in b.requires.items()):
            out.append(A.UseCommercial(p.name, b.id))
    return out


def _legal_sales(t: Table, p: Player) -> list[A.Action]:
    """Every candidate of the sale wall is legal (:func:`check_wall_sale`)."""
    return sale_candidates(t, p)


def _legal_swaps(t: Table, p: Player) -> list[A.Action]:
    """wall.not-owned, wall.swap (once a round, for a type he can produce) and goods.not-held
    (:func:`check_wall_swap`)."""
    if not p.goods or not t.owns_ability(p, _SWAP) or p.flags.wall_swap_used:
        return []
    takes = [g for g in GOODS if t.can_use_type(p, g)]
    return [A.WallSwap(p.name, give, take) for give, k in p.goods.items() if k >= 1 for take in takes if take != give]


#: Buying, selling, the Commercial Buildings (the verbs of :func:`market_candidates`).
MARKET_LEGAL: dict[str, LegalActions] = {"buy": _legal_buys, "sell": _legal_sells, "use": legal_uses}
#: The swap and sale walls (the verbs of :func:`wall_candidates`).
WALL_LEGAL: dict[str, LegalActions] = {"wall-swap": _legal_swaps, "wall-sale": _legal_sales}
#: For each verb of the phase, in the order of :func:`candidates`, the function listing the active player's
#: legal actions, generated from the state without trying candidates through the checks below, which stay
#: the authority (tests/test_legal_generation.py keeps the two equal).
LEGAL: dict[str, LegalActions] = {
    "done": legal_done,
    "build": _legal_builds,
    "build-public": _legal_public,
    **MARKET_LEGAL,
    **WALL_LEGAL,
}


# ================================================================== buildings
def licence_refusal(t: Table, p: Player, b: BuildingType, ck: Checker) -> str | None:
    """None if ``p`` may buy ``b`` under build.licence (en:416), skipping a licence with no
    building left (build.licence-skip, en:920-922), else the reason."""
    if b.kind != _PRODUCTION or b.licence in (None, "A"):
        if ck.traced and b.licence == "A":  # only a Production Building has a licence (components._building)
            ck.held("build.licence", f"the {b.name} is a licence {b.licence} building, which needs no other")
        return None
    owned = {t.components.buildings[x].licence for x in p.buildings if t.components.buildings[x].kind == _PRODUCTION}
    need = LICENCE_NEEDED[b.licence]
    while True:
        if need in owned:
            if ck.traced:
                name = next(
                    t.components.buildings[x].name for x in p.buildings if t.components.buildings[x].licence == need
                )
                ck.held("build.licence", f"{p.name} owns a licence {need} building (the {name})")
            return None
        left = any(
            n > 0 and t.components.buildings[bid].licence == need
            for bid, n in t.state.building_supply.items()
            if t.components.buildings[bid].kind == _PRODUCTION
        )
        if left or need == "A" or t.options.licence_never_skipped:  # fr:100 has no exception
            return f"{b.name} (licence {b.licence}) needs a licence {need} building, and {p.name} has none"
        skipped, need = need, LICENCE_NEEDED[need]
        ck.rule("build.licence-skip")
        if ck.traced:
            ck.held(
                "build.licence-skip",
                f"licence {skipped} is sold out, so the {b.name} (licence {b.licence}) needs a licence {need} building",
            )


def check_can_own(t: Table, p: Player, b: BuildingType, ck: Checker) -> None:
    """build.unique-name and build.licence: whether ``p`` may own ``b`` at all."""
    if b.unique_name and any(t.components.buildings[x].name == b.name for x in p.buildings):
        raise violation("build.unique-name", f"{p.name} already owns a {b.name}")
    if ck.traced and b.unique_name:
        ck.held("build.unique-name", f"{p.name} owns no {b.name} yet")
    reason = licence_refusal(t, p, b, ck)
    if reason:
        raise violation("build.licence", reason)


def price_with(b: BuildingType, redemptor: bool) -> int:
    """The price of ``b``, less the Redemptor's discount if used (build.redemptor, en:848)."""
    return max(0, b.cost - REDEMPTOR_DISCOUNT) if redemptor else b.cost


def _note_preemption(t: Table, p: Player, ck: Checker) -> None:
    """The Consul's preemption this round counts toward neither his limit nor the buyer's (en:942-944)."""
    ck.rule("consul.preempt-not-counted")
    if not ck.traced:
        return
    consul = t.state.offices["consul"]
    if consul == p.name:
        ck.held(
            "consul.preempt-not-counted",
            f"{p.name} preempted a building this round as Consul, which does not count toward his limit",
        )
    else:
        ck.held(
            "consul.preempt-not-counted",
            f"{consul} (Consul) preempted a building this round, which counts toward no buyer's limit",
        )


def _check_purchase(t: Table, p: Player, b: BuildingType, redemptor: bool, ck: Checker) -> int:
    """Every rule of buying ``b`` in ``p``'s turn (en:386-469); returns the price."""
    s = t.state
    if not s.building_supply.get(b.id):
        raise violation("build.not-available", f"no {b.name} ({b.id}) is left in the supply")
    if b.kind in p.flags.built_kinds:
        raise violation("build.one-per-kind", f"{p.name} has already bought a {b.kind} building this round")
    traced = ck.traced
    if traced:
        left = s.building_supply[b.id]
        ck.held("build.not-available", f"{left} {b.name} ({b.id}) left in the supply")
        ck.held("build.one-per-kind", f"{p.name} has not bought a {b.kind} building this round")
    if s.abilities_used["consul"]:
        _note_preemption(t, p, ck)
    if b.kind == _WALL:
        if s.offices["praefectus-urbi"] != p.name:
            raise violation("build.walls-praefectus-urbi", "only the Praefectus Urbi builds wall segments")
        if s.abilities_used["praefectus-urbi"]:
            raise violation("office.ability-once", "the Praefectus Urbi has already used his ability this round")
        if traced:
            ck.held("build.walls-praefectus-urbi", f"{p.name} is the Praefectus Urbi")
            ck.held("office.ability-once", f"{p.name}, the Praefectus Urbi, has not used his ability this round")
    check_can_own(t, p, b, ck)
    if redemptor:
        if not t.owns_ability(p, _REDEMPTOR):
            raise violation("build.redemptor", f"{p.name} does not own the Redemptor")
        if p.flags.redemptor_used:
            raise violation("build.redemptor", "the Redemptor is used once per round")
        if t.options.redemptor_only_for_industrial_buildings:  # fr:403
            if "industrial" not in b.produces:
                raise violation(
                    "build.redemptor",
                    f"the Redemptor's discount is only for a building producing Industrial Goods, not the {b.name}",
                )
            if traced:
                ck.held("build.redemptor", f"the {b.name} produces Industrial Goods (fr:403)")
        elif not t.can_use_type(p, "industrial", ck.rule):
            raise violation("build.redemptor", f"{p.name} cannot produce Industrial Goods")
        elif traced:
            ck.held("build.redemptor", f"{p.name} can produce Industrial Goods")
        if traced:
            ck.held(
                "build.redemptor",
                f"{p.name} owns the Redemptor, not used this round: the {b.name} costs {b.cost} - "
                f"{REDEMPTOR_DISCOUNT} = {price_with(b, True)} gold",
            )
        t.check_goods(p, {"industrial": 1}, N_("the Redemptor"), ck)
    price = price_with(b, redemptor)
    t.check_pay(p, price, b.name, ck)
    return price


def acquire(t: Table, p: Player, b: BuildingType, price: int) -> None:
    """``p`` pays ``price`` and takes ``b`` from the supply."""
    s = t.state
    p.gold -= price
    s.building_supply[b.id] -= 1
    p.buildings.append(b.id)  # with no limit on how many he owns (build.no-space-limit, en:908-910)
    t.rule("build.no-space-limit")
    if b.kind == _PRODUCTION:
        t.rule("build.production-level")
    if b.kind == _PUBLIC:
        p.fp += b.fp
        t.rule("build.public-fp")
        if not any(n for bid, n in s.building_supply.items() if t.components.buildings[bid].kind == _PUBLIC):
            t.rule("game.end-public")
            s.ends_after_round = "public-buildings"
            t.log("the last Public Building is bought: the game ends at the end of this round (en:717)")
    if b.kind == _WALL:
        s.abilities_used["praefectus-urbi"] = True


def complete_purchase(t: Table, p: Player, b: BuildingType, redemptor: bool) -> None:
    """``p`` buys ``b`` in his turn: it counts as his building of its kind this round (build.one-per-kind)."""
    price = price_with(b, redemptor)
    if redemptor:
        t.add_goods(p, {"industrial": 1}, -1)
        p.flags.redemptor_used = True
        t.rule("build.redemptor")
    p.flags.built_kinds.append(b.kind.value)  # the state holds plain strings (saved games)
    t.rule("build.one-per-kind")
    if b.kind == _PUBLIC:
        t.rule("build.public-dearest")
    if b.kind == _WALL:
        t.rule("build.walls-praefectus-urbi")
    acquire(t, p, b, price)
    if t.record_log:  # no message built for a game that keeps no log
        t.log(
            f"{p.name} buys {b.id} for {price} gold and gains {b.fp} FP"
            if b.kind == _PUBLIC
            else f"{p.name} buys {b.id} for {price} gold"
        )


@dataclass
class PurchasePlan:
    player: Player
    building: BuildingType
    redemptor: bool
    price: int

    def carry_out(self, t: Table) -> None:
        p, b = self.player, self.building
        consul = PreemptDecision.consul_asked(t, p, b)
        if consul is not None:
            t.state.pending = PreemptDecision(consul.name, p.name, b.id, self.redemptor)
            if t.record_log:  # no message built for a game that keeps no log
                t.log(f"{p.name} chooses {b.id}; {consul.name} (Consul) may preempt it (en:473-477)")
            return
        complete_purchase(t, p, b, self.redemptor)


def known_building(t: Table, building: str, kind: BuildingKind | None = None) -> BuildingType:
    """The building of the id ``building``, or the :class:`InvalidAction` naming the ids there are (of ``kind``
    when given: those an action of that kind may name)."""
    b = t.components.buildings.get(building)
    if b is None:
        ids = sorted(x.id for x in t.components.buildings.values() if kind is None or x.kind == kind)
        known = ", ".join(ids)  # ids are lowercase: 'pistrinum', not 'Pistrinum'
        raise InvalidAction(f"unknown building {building!r}; known: {known}")
    return b


def check_build(t: Table, p: Player, a: A.Build, ck: Checker) -> PurchasePlan:
    """Buying a building other than a Public Building (en:386-438, en:454-469)."""
    b = known_building(t, a.building)
    if b.kind == _PUBLIC:
        raise violation("build.public-dearest", f"Public Buildings are financed by FP value: 'build-public {b.fp}'")
    if b.copies == 0:
        raise violation("build.not-available", f"the {b.name} is printed on the player sheet and cannot be bought")
    return PurchasePlan(p, b, a.redemptor, _check_purchase(t, p, b, a.redemptor, ck))


def public_tile(t: Table, fp: int, ck: Checker) -> BuildingType | None:
    """The tile a player must buy for this FP value (one of ``public_pairs()``, the caller's to check): the dearer
    one still available (build.public-dearest, en:444)."""
    for b in t.components.public_pairs()[fp]:
        if t.state.building_supply.get(b.id):
            ck.rule("build.public-dearest")  # the tile, and so its price, is this rule's (a refusal's too)
            if ck.traced:
                ck.held(
                    "build.public-dearest",
                    f"the {b.name} is the dearest {fp} FP Public Building left: it costs {b.cost} gold",
                )
            return b
    return None


def check_build_public(t: Table, p: Player, a: A.BuildPublic, ck: Checker) -> PurchasePlan:
    """Buying a Public Building by its FP value (build.public-dearest, en:440-452)."""
    if a.fp not in t.components.public_pairs():
        raise InvalidAction(
            f"no Public Building gives {a.fp} FP; values: {', '.join(map(str, t.components.public_pairs()))}"
        )
    b = public_tile(t, a.fp, ck)
    if b is None:
        raise violation("build.not-available", f"both {a.fp} FP Public Buildings are gone")
    return PurchasePlan(p, b, a.redemptor, _check_purchase(t, p, b, a.redemptor, ck))


# ------------------------------------------------------------------ the Consul's answer
@dataclass
class _PreemptFields(Decision):
    """The fields of :class:`PreemptDecision`, its saved form.  Its class variables are on it, not here: mypyc would
    make a dataclass's class variables fields (mypyc issue 1122; benchmarks/README.md)."""

    player: str  # the Consul
    buyer: str
    building: str
    redemptor: bool


class PreemptDecision(_PreemptFields):
    """The Consul may take the building ``buyer`` chose, at its full price (consul.preempt, en:473-477),
    or let him have it.  Everything about the Consul's funding is here: he is asked only if he could
    pay (:meth:`why_not_offered`, consul.preempt-funding), counting the gold he could still raise
    where the edition lets him (:meth:`could_raise`, en:475) with the verbs of ``FUNDING``, which he
    may then use before he answers (:meth:`verbs`)."""

    kind: ClassVar[str] = "preempt"
    title: ClassVar[str] = "preemption"
    VERBS: ClassVar[frozenset[str]] = frozenset({"preempt", "decline"})
    decline_rule: ClassVar[str | None] = "consul.preempt"
    PLAYER_KEYS: ClassVar[tuple[str, ...]] = ("player", "buyer")
    #: How the Consul may raise gold before he answers, where the edition lets him (en:475): the verb,
    #: and its candidate actions.
    FUNDING: ClassVar[dict[str, Callable[[Table, Player], list[A.Action]]]] = {
        "use": commercial_candidates,
        "wall-sale": sale_candidates,
    }
    FUNDED_VERBS: ClassVar[frozenset[str]] = VERBS | frozenset(FUNDING)

    @property
    def responder(self) -> str:
        return self.player

    def verbs(self, options: RuleOptions) -> frozenset[str]:
        return self.FUNDED_VERBS if options.consul_may_raise_gold_to_preempt else self.VERBS

    def candidates(self, t: Table, p: Player) -> dict[str, Candidates]:
        n = p.name
        out: dict[str, Candidates] = {"preempt": lambda: [A.Preempt(n)], "decline": lambda: [A.Decline(n)]}
        for verb, make in self.FUNDING.items():  # whatever the edition: the gate refuses them where not allowed
            out[verb] = partial(make, t, p)
        return out

    def check_decline(self, t: Table, p: Player, a: A.Decline) -> NoPreemptionPlan:
        """The Consul lets the buyer have the building (en:473-477); the buyer's purchase was checked
        when he chose it, and nothing of his has changed since."""
        return NoPreemptionPlan(p, self)

    def legal(self, t: Table, p: Player) -> Mapping[str, LegalActions]:
        """consul.preempt: he may own the building and pays its full price; he may always decline; and where the
        edition lets him raise gold first (the verbs of ``FUNDING``, en:475), his legal uses of Commercial
        Buildings and of the sale wall."""
        return FUNDED_LEGAL if t.options.consul_may_raise_gold_to_preempt else PREEMPT_LEGAL

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PreemptDecision:
        return cls(str(d["player"]), str(d["buyer"]), str(d["building"]), bool(d["redemptor"]))

    @classmethod
    def consul_asked(cls, t: Table, p: Player, b: BuildingType) -> Player | None:
        """The Consul, if he is asked before ``p`` buys ``b`` (consul.preempt, en:473-477).  When there is
        a Consul but the rules keep the decision from him, why goes to ``state.not_offered`` and the log,
        so that a ``preempt`` of his is refused by that rule."""
        consul = t.holder("consul")
        if consul is None or consul is p:
            return None
        ck = t.checker()
        why = cls.why_not_offered(t, consul, b, ck)
        if why is None:
            t.record(ck.rules, ck.conditions)
            return consul
        rule, reason = why
        if ck.traced:  # not what held of his before the condition that keeps it from him
            t.record(ck.rules, [(rule, f"{consul.name} (Consul) is not offered the {b.name}: {reason}")])
        t.state.not_offered.append(NotOffered(cls.kind, consul.name, rule, reason))
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{consul.name} (Consul) is not offered the {b.name}: {reason} ({rule}, {RULES[rule].cite()})")
        return None

    @classmethod
    def why_not_offered(cls, t: Table, consul: Player, b: BuildingType, ck: Checker) -> tuple[str, str] | None:
        """The rule, and the reason in concrete words, that keep ``consul`` from preempting ``b``; None if
        he is asked: not twice a round (office.ability-once), not for walls (consul.not-walls), only if he
        could own it and pay its full price, counting the gold he could still raise (consul.preempt-funding)."""
        if t.state.abilities_used["consul"]:
            return "office.ability-once", f"{consul.name} has already used the Consul's ability this round"
        if b.kind == _WALL:
            ck.rule("consul.not-walls")
            return "consul.not-walls", f"the {b.name} is a wall segment, which the Consul never preempts"
        try:
            check_can_own(t, consul, b, ck)
        except RuleViolation as v:
            return v.rule_id, v.message
        ck.rule("consul.preempt-funding")
        extra = cls.could_raise(t, consul, ck)
        if consul.gold + extra >= b.cost:
            if ck.traced:
                ck.held("office.ability-once", f"{consul.name} has not used the Consul's ability this round")
                ck.held(
                    "consul.preempt-funding",
                    f"{consul.name} (Consul) has {consul.gold} gold and could raise {extra} more; "
                    f"the {b.name} costs {b.cost}",
                )
            return None
        if not t.options.consul_may_raise_gold_to_preempt:
            return "consul.preempt", (
                f"{consul.name} has {consul.gold} gold; the {b.name} costs {b.cost}, which the Consul pays in full "
                "with the gold he has, no building giving him gold or a discount"
            )
        return "consul.preempt", (
            f"{consul.name} has {consul.gold} gold and could raise {extra} more; the {b.name} costs {b.cost}, "
            "which the Consul pays in full, with no discount"
        )

    @staticmethod
    def could_raise(t: Table, consul: Player, ck: Checker) -> int:
        """The gold the Consul could still raise before answering, where the edition lets him (en:475):
        his Commercial Buildings not used this round whose goods he holds (``use``), and the sale wall
        (``wall-sale``)."""
        if not t.options.consul_may_raise_gold_to_preempt:  # he may still raise gold, not get discounts (en:475)
            return 0
        extra = 0
        for bid in dict.fromkeys(consul.buildings):
            cb = t.components.buildings[bid]
            if (
                cb.kind == _COMMERCIAL
                and bid not in consul.flags.commercial
                and all(
                    t.can_use_type(consul, good, ck.rule) and consul.goods.get(good, 0) >= n
                    for good, n in cb.requires.items()
                )
            ):
                extra += cb.gold
        if t.owns_ability(consul, _SALE) and not consul.flags.wall_sale_used and consul.goods_count() >= 3:
            extra += SALE_WALL_GOLD
        return extra


def _preemption(t: Table) -> PreemptDecision:
    pend = t.state.pending
    assert isinstance(pend, PreemptDecision)
    return pend


def _legal_preempt(t: Table, p: Player) -> list[A.Action]:
    b = t.components.buildings[_preemption(t).building]
    return [A.Preempt(p.name)] if _may_own(t, p, b) and b.cost <= p.gold else []


def _legal_decline(t: Table, p: Player) -> list[A.Action]:
    return [A.Decline(p.name)]


PREEMPT_LEGAL: dict[str, LegalActions] = {"preempt": _legal_preempt, "decline": _legal_decline}
FUNDED_LEGAL: dict[str, LegalActions] = {**PREEMPT_LEGAL, "use": legal_uses, "wall-sale": sale_candidates}


@dataclass
class PreemptionPlan:
    consul: Player
    building: BuildingType

    def carry_out(self, t: Table) -> None:
        p, b = self.consul, self.building
        acquire(t, p, b, b.cost)
        t.rule("consul.preempt")
        t.rule("consul.preempt-not-counted")  # no built_kinds entry, for him or the buyer
        t.state.abilities_used["consul"] = True
        t.state.pending = None
        if t.record_log:  # no message built for a game that keeps no log
            t.log(
                f"{p.name} (Consul) preempts {b.id} for {b.cost} gold; "
                "it counts toward neither player's limit (en:942-944)"
            )


def check_preempt(t: Table, p: Player, a: A.Preempt, ck: Checker) -> PreemptionPlan:
    """consul.preempt (en:473-477): the Consul takes the building at its full price."""
    b = t.components.buildings[_preemption(t).building]
    check_can_own(t, p, b, ck)
    if b.cost > p.gold:
        raise violation("consul.preempt", f"the Consul pays the full {b.cost} gold with no discount and has {p.gold}")
    if ck.traced:
        ck.held("consul.preempt", f"{p.name} (Consul) has {p.gold} gold and pays the full {b.cost}, with no discount")
    return PreemptionPlan(p, b)


@dataclass
class NoPreemptionPlan:
    consul: Player
    decision: PreemptDecision

    def carry_out(self, t: Table) -> None:
        d = self.decision
        t.state.pending = None
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{self.consul.name} (Consul) does not preempt")
        complete_purchase(t, t.player(d.buyer), t.components.buildings[d.building], d.redemptor)


# ================================================================== the market
@dataclass
class MarketBuyPlan:
    player: Player
    good: str
    count: int
    unit: int  # the price of one good
    discounted: bool  # by the market wall

    def carry_out(self, t: Table) -> None:
        p = self.player
        t.rule("market.price")
        if self.discounted:
            t.rule("market.wall-discount")
        p.gold -= self.unit * self.count
        t.add_goods(p, {self.good: self.count})
        p.flags.ledger[self.good] = p.flags.ledger.get(self.good, 0) + self.count


def check_buy(t: Table, p: Player, a: A.Buy, ck: Checker) -> MarketBuyPlan:
    """Buying at the Current Market (en:481-513): market.limit, market.no-buy-and-sell,
    market.no-buy-produced (the Taberna, en:849), market.price, market.wall-discount (en:872)."""
    good = t.good(a.good)
    if a.count < 1:
        raise InvalidAction("buy at least one good")
    m = t.current_market()
    done = p.flags.ledger.get(good, 0)
    if done < 0:
        raise violation("market.no-buy-and-sell", f"{p.name} sold {good} this round and cannot buy it")
    if done + a.count > m.limit(good):
        raise violation("market.limit", f"{m.name} allows {m.limit(good)} {good} a round; {p.name} has traded {done}")
    produced = p.flags.producible_at_start if t.options.market_ban_from_next_round else t.producible(p, ck.rule)
    if good in produced:
        if not t.owns_ability(p, _TABERNA):
            raise violation("market.no-buy-produced", f"{p.name} can produce {good} and has no Taberna")
        if t.options.taberna_one_type:  # it:564: "un tipo fra" the goods he can produce
            other = [x for x, n in p.flags.ledger.items() if n > 0 and x != good and x in produced]
            if other:
                raise violation(
                    "market.no-buy-produced",
                    f"the Taberna lets {p.name} buy one type he can produce; he has bought {other[0]} this round",
                )
    unit = m.buy[good]  # market.price (en:503, en:511): the Current Market's buy price
    discounted = t.owns_ability(p, _MARKET_DISCOUNT)
    if discounted:
        unit = max(1, unit - MARKET_WALL_DISCOUNT)
    if ck.traced:
        ck.held("market.no-buy-and-sell", f"{p.name} has not sold {good} this round")
        ck.held(
            "market.limit",
            f"{m.name} allows {m.limit(good)} {good} a round; {p.name} has traded {done}, buys {a.count}",
        )
        if good in produced:
            ck.held("market.no-buy-produced", f"{p.name} can produce {good} and owns the Taberna")
        elif good in t.producible(p):  # judged at the start of the round (market_ban_timing next-round)
            ck.held(
                "market.no-buy-produced",
                f"{p.name} could not produce {good} at the start of the round: a building bought this round "
                "counts from the next",
            )
        else:
            ck.held("market.no-buy-produced", f"{p.name} cannot produce {good}")
        ck.held("market.price", f"{m.name} sells {good} at {m.buy[good]} gold each")
        if discounted:
            ck.held("market.wall-discount", f"the market wall takes {MARKET_WALL_DISCOUNT} gold off: {unit} gold each")
    t.check_pay(p, unit * a.count, f"{a.count} {good}", ck)
    return MarketBuyPlan(p, good, a.count, unit, discounted)


@dataclass
class MarketSalePlan:
    player: Player
    good: str
    count: int
    unit: int
    mensae: bool  # one gold more per good (market.mensae, en:847)

    def carry_out(self, t: Table) -> None:
        p = self.player
        t.rule("market.price")
        if self.mensae:
            t.rule("market.mensae")
        p.gold += self.unit * self.count
        t.add_goods(p, {self.good: self.count}, -1)
        p.flags.ledger[self.good] = p.flags.ledger.get(self.good, 0) - self.count


def check_sell(t: Table, p: Player, a: A.Sell, ck: Checker) -> MarketSalePlan:
    """Selling at the Current Market (en:481-521): market.limit, market.no-buy-and-sell, market.price (en:515)."""
    good = t.good(a.good)
    if a.count < 1:
        raise InvalidAction("sell at least one good")
    m = t.current_market()
    done = p.flags.ledger.get(good, 0)
    if done > 0:
        raise violation("market.no-buy-and-sell", f"{p.name} bought {good} this round and cannot sell it")
    if -done + a.count > m.limit(good):
        raise violation("market.limit", f"{m.name} allows {m.limit(good)} {good} a round; {p.name} has traded {-done}")
    t.check_goods(p, {good: a.count}, N_("the sale"), ck)
    mensae = t.owns_ability(p, _MENSAE)
    if ck.traced:
        ck.held("market.no-buy-and-sell", f"{p.name} has not bought {good} this round")
        ck.held(
            "market.limit",
            f"{m.name} allows {m.limit(good)} {good} a round; {p.name} has traded {-done}, sells {a.count}",
        )
        ck.held("market.price", f"{m.name} buys {good} at {m.sell[good]} gold each")
        if mensae:
            ck.held("market.mensae", f"{p.name} owns the Mensae: {m.sell[good] + 1} gold each")
    return MarketSalePlan(p, good, a.count, m.sell[good] + (1 if mensae else 0), mensae)


# ================================================================== Commercial Buildings
@dataclass
class UseCommercialPlan:
    player: Player
    building: BuildingType

    def carry_out(self, t: Table) -> None:
        p, b = self.player, self.building
        t.add_goods(p, b.requires, -1)  # exactly the goods shown (commercial.exact-goods)
        t.rule("commercial.exact-goods")
        p.flags.commercial[b.id] = dict(b.requires)
        t.rule("commercial.once-per-round")
        p.gold += b.gold
        p.fp += b.fp
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{p.name} uses the {b.name}: +{b.gold} gold, +{b.fp} FP")


def check_use(t: Table, p: Player, a: A.UseCommercial, ck: Checker) -> UseCommercialPlan:
    """Using a Commercial Building (en:523-549): building.not-owned, commercial.once-per-round,
    commercial.can-produce, commercial.exact-goods."""
    b = known_building(t, a.building, _COMMERCIAL)  # 'Caupona' is unknown, not "not a Commercial Building"
    if b.kind != _COMMERCIAL:
        raise InvalidAction(f"{a.building!r} is not a Commercial Building")
    if b.id not in p.buildings:
        raise violation("building.not-owned", f"{p.name} does not own a {b.name}")
    if b.id in p.flags.commercial:
        raise violation("commercial.once-per-round", f"{p.name} has already used the {b.name} this round")
    for good in b.requires:
        if not t.can_use_type(p, good, ck.rule):
            raise violation("commercial.can-produce", f"the {b.name} takes {good}, which {p.name} cannot produce")
    if ck.traced:
        ck.held("building.not-owned", f"{p.name} owns the {b.name}")
        ck.held("commercial.once-per-round", f"{p.name} has not used the {b.name} this round")
        for good in b.requires:
            ck.held("commercial.can-produce", f"the {b.name} takes {good}, which {p.name} can produce")
        ck.held("commercial.exact-goods", f"the {b.name} gives {b.gold} gold and {b.fp} FP")
    t.check_goods(p, b.requires, f"the {b.name}", ck)
    return UseCommercialPlan(p, b)


# ================================================================== the walls' abilities
@dataclass
class WallSwapPlan:
    player: Player
    give: str
    take: str

    def carry_out(self, t: Table) -> None:
        p = self.player
        t.add_goods(p, {self.give: 1}, -1)
        t.add_goods(p, {self.take: 1})
        p.flags.wall_swap_used = True
        t.rule("wall.swap")


def check_wall_swap(t: Table, p: Player, a: A.WallSwap, ck: Checker) -> WallSwapPlan:
    """wall.swap (en:869): once a round, one good for one of a type he can produce."""
    give, take = t.good(a.give), t.good(a.take)
    if not t.owns_ability(p, _SWAP):
        raise violation("wall.not-owned", f"{p.name} does not own the swap wall")
    if p.flags.wall_swap_used:
        raise violation("wall.swap", "the swap wall is used once per round")
    if give == take:
        raise violation("wall.swap", "swap one good for another type")
    if not t.can_use_type(p, take, ck.rule):
        raise violation("wall.swap", f"{p.name} cannot produce {take}")
    if ck.traced:
        ck.held("wall.not-owned", f"{p.name} owns the swap wall")
        ck.held("wall.swap", f"the swap wall is not used this round, and {p.name} can produce {take}")
    t.check_goods(p, {give: 1}, N_("the swap"), ck)
    return WallSwapPlan(p, give, take)


@dataclass
class WallSalePlan:
    player: Player
    goods: dict[str, int]

    def carry_out(self, t: Table) -> None:
        p = self.player
        t.add_goods(p, self.goods, -1)
        p.gold += SALE_WALL_GOLD
        p.flags.wall_sale_used = True
        t.rule("wall.sale")


def check_wall_sale(t: Table, p: Player, a: A.WallSale, ck: Checker) -> WallSalePlan:
    """wall.sale (en:870): once a round, exactly three goods for 10 gold."""
    goods = dict(a.goods)
    if not t.owns_ability(p, _SALE):
        raise violation("wall.not-owned", f"{p.name} does not own the sale wall")
    if p.flags.wall_sale_used:
        raise violation("wall.sale", "the sale wall is used once per round")
    if sum(goods.values()) != 3:
        raise violation("wall.sale", f"the sale wall takes exactly three goods, not {sum(goods.values())}")
    if ck.traced:
        ck.held("wall.not-owned", f"{p.name} owns the sale wall")
        ck.held("wall.sale", f"the sale wall is not used this round and takes three goods for {SALE_WALL_GOLD} gold")
    t.check_goods(p, goods, N_("the sale wall"), ck)
    return WallSalePlan(p, goods)


CHECKS: dict[type[A.Action], Check] = {
    A.Build: check_build,
    A.BuildPublic: check_build_public,
    A.Preempt: check_preempt,
    A.Buy: check_buy,
    A.Sell: check_sell,
    A.UseCommercial: check_use,
    A.WallSwap: check_wall_swap,
    A.WallSale: check_wall_sale,
}
