"""Phase 1, Auction Public Office (en:209-259), and the offices' rewards (en:777-807).

In turn order each player becomes active once and keeps his office for free, takes a
vacant one for 2 gold, or bids for one held by another player (en:225-233).  A bid starts
a contest that the two players raise or pass until one passes (en:229); the loser of a
contest the challenger won becomes active next (en:231-233).  When everyone has been
active, the gold on the offices goes to the supply, the Comes Thesaurorum receives 4
gold and the Praefectus Pretorio one good he can produce (en:233-235, en:783-787).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from .. import actions as A
from ..components import GOODS, Ability
from ..errors import InvalidAction
from ..state import OFFICES, Auction, Contest, Decision, FreeOffice, Phase, Player
from ..table import Checker, Table, violation
from .common import enter_phase
from .plan import Candidates, Check, LegalActions

# the members read on hot paths: a name of the module is read faster than an Enum member
_OFFICE_PROTECTION = Ability.OFFICE_PROTECTION

VACANT_OFFICE_COST = 2  # en:227
WALL_RAISE = 3  # en:873: the office-protection wall
COMES_GOLD = 4  # en:787

VERBS: frozenset[str] = frozenset({"keep", "take", "bid", "raise", "pass"})


# ------------------------------------------------------------------ automatic steps
def begin(t: Table) -> None:
    """Start the auction: the first player in turn order is active (auction.turn-order, en:217, en:233)."""
    enter_phase(t, Phase.AUCTION)
    t.state.auction = Auction(order=list(t.state.order))
    next_active(t)


def next_active(t: Table) -> None:
    """Make the next player who has not been active the active player (en:233)."""
    a = t.state.auction
    assert a is not None
    if a.loser:
        a.active, a.loser = a.loser, None
        t.rule("auction.loser-active")
        return
    for name in a.order:
        if name not in a.been_active:
            t.rule("auction.turn-order")
            a.active = name
            a.been_active.append(name)
            return
    a.active = None


def run(t: Table) -> bool:
    """Whether the auction is over: once everybody has been active it ends (auction.phase-end), and
    is over when the Praefectus Pretorio has his good."""
    a = t.state.auction
    if a is not None:
        if a.active or a.contest:
            return False
        _end(t)
    return t.state.pending is None


def _end(t: Table) -> None:
    s = t.state
    total = sum(s.office_coins.values())
    s.office_coins = dict.fromkeys(OFFICES, 0)
    s.auction_coins_to_supply = total
    s.auction = None
    t.rule("auction.phase-end")
    if t.record_log:  # no message built for a game that keeps no log
        t.log(f"auction over; {total} gold on the offices go to the supply (en:233)")
    comes = t.holder("comes-thesaurorum")
    if comes:
        comes.gold += COMES_GOLD
        t.rule("office.comes-thesaurorum-gold")
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{comes.name} (Comes Thesaurorum) receives {COMES_GOLD} gold")
    pp = t.holder("praefectus-pretorio")
    if pp:
        types = t.producible(pp, t.rule)
        t.rule("office.praefectus-pretorio-good")  # what he gets: nothing, the one type, or his choice
        if len(types) == 1:
            t.add_goods(pp, {types[0]: 1})
            if t.record_log:  # no message built for a game that keeps no log
                t.log(
                    f"{pp.name} (Praefectus Pretorio) receives 1 {types[0]}: the only type he can produce, so he "
                    "is not asked to choose (office.praefectus-pretorio-good, en:235, en:783)"
                )
        elif types:
            s.pending = ChooseGoodDecision(pp.name)


# ------------------------------------------------------------------ the prices
def min_bid(t: Table, office: str, standing: int) -> int:
    """The least bid over ``standing`` for ``office``, by a player who does not hold it (a bid is for an office
    another player holds, en:229: auction.bid-exceeds-coins; auction.wall-raise-3 en:873)."""
    incumbent = t.holder(office)
    if incumbent is not None and t.owns_ability(incumbent, _OFFICE_PROTECTION):
        if t.options.office_wall_needs_bid_of_3:  # es:1372-1376, fr:491
            return max(standing + 1, WALL_RAISE)
        return standing + WALL_RAISE
    return standing + 1


def raise_min(t: Table, contest: Contest, p: Player) -> int:
    """The least raise: over the standing bid, by 3 for a challenger of a wall owner (en:229, en:873)."""
    if p.name == contest.challenger:
        return min_bid(t, contest.office, contest.amount)  # he holds no office (saved._check_sides)
    return contest.amount + 1


# ------------------------------------------------------------------ candidates
def candidates(t: Table, p: Player) -> dict[str, Candidates]:
    s = t.state
    n = p.name
    contest = _auction(t).contest  # at rest in the Auction phase an auction runs (a decision is answered first)
    if contest:
        return {"pass": lambda: [A.Pass(n)], "raise": lambda: [A.Raise(n, raise_min(t, contest, p))]}
    return {
        "keep": lambda: [A.Keep(n)],
        "take": lambda: [A.Take(n, o) for o in OFFICES if s.offices[o] is None],
        "bid": lambda: [
            A.Bid(n, o, min_bid(t, o, s.office_coins[o])) for o in OFFICES if s.offices[o] not in (None, n)
        ],
    }


def legal(t: Table) -> Mapping[str, LegalActions]:
    """The legal actions of the player whose turn it is, by verb: in a contest (:data:`CONTEST_LEGAL`) or not
    (:data:`LEGAL`)."""
    return CONTEST_LEGAL if t.state.auction and t.state.auction.contest else LEGAL


def _legal_pass(t: Table, p: Player) -> list[A.Action]:
    return [A.Pass(p.name)]


def _legal_raise(t: Table, p: Player) -> list[A.Action]:
    """auction.raise-exceeds-bid, auction.wall-raise-3, gold.cannot-afford: the least raise, if he can pay it."""
    contest = _auction(t).contest
    assert contest is not None
    least = raise_min(t, contest, p)
    return [A.Raise(p.name, least)] if least <= A.most_offered(p.gold) else []


def _legal_keep(t: Table, p: Player) -> list[A.Action]:
    """auction.no-office-to-keep: he holds an office."""
    return [A.Keep(p.name)] if t.office_of(p.name) is not None else []


def _legal_bids(t: Table, p: Player) -> list[A.Action]:
    """auction.bid-exceeds-coins, auction.wall-raise-3, gold.cannot-afford: the least bid on each office held by
    another, if he can pay it."""
    s = t.state
    n = p.name
    most = A.most_offered(p.gold)
    return [
        A.Bid(n, o, least)
        for o in OFFICES
        if s.offices[o] not in (None, n) and (least := min_bid(t, o, s.office_coins[o])) <= most
    ]


def _legal_takes(t: Table, p: Player) -> list[A.Action]:
    """auction.vacant-office-costs-2, auction.loser-takes-vacated-free, and without an office he pays what he
    has (auction.cannot-afford-vacant)."""
    offices = t.state.offices
    # the vacated office free to the loser is only ever his who has just lost his office, and without one a player
    # takes any vacant office, paying what he has: an office costs only one who holds another
    if t.office_of(p.name) is None or p.gold >= VACANT_OFFICE_COST:
        return [A.Take(p.name, o) for o in OFFICES if offices[o] is None]
    return []


#: The player's legal actions when no office is contested, by verb in the order of :func:`candidates`,
#: generated from the state (a Bid at its least amount stands for every amount up to his gold); the checks
#: below stay the authority, and tests/test_legal_generation.py keeps the two equal.
LEGAL: dict[str, LegalActions] = {"keep": _legal_keep, "take": _legal_takes, "bid": _legal_bids}
#: The same, in a contest (a Raise at its least amount stands for every amount up to his gold).
CONTEST_LEGAL: dict[str, LegalActions] = {"pass": _legal_pass, "raise": _legal_raise}


# ------------------------------------------------------------------ keep
@dataclass
class KeepOfficePlan:
    player: Player
    office: str

    def carry_out(self, t: Table) -> None:
        auction = _auction(t)
        auction.free_office = None
        t.rule("auction.keep-office-free")
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{self.player.name} keeps {self.office} for free (en:225)")
        next_active(t)


def check_keep(t: Table, p: Player, a: A.Keep, ck: Checker) -> KeepOfficePlan:
    """auction.keep-office-free (en:225): the active player keeps the office he held, for free."""
    auction = _auction(t)
    if auction.contest:
        raise violation("turn.pending-decision", "an auction for an office is in progress")
    office = t.office_of(p.name)
    if office is None:
        raise violation("auction.no-office-to-keep", f"{p.name} has lost his office and must choose another")
    if ck.traced:
        ck.held("auction.keep-office-free", f"{p.name} holds {office} and keeps it for free")
    return KeepOfficePlan(p, office)


def _auction(t: Table) -> Auction:
    auction = t.state.auction
    assert auction is not None
    return auction


def _choice(t: Table, office: str) -> tuple[Auction, str | None]:
    """The checks every choice of an office shares; returns the auction and the office's holder."""
    auction = _auction(t)
    if office not in OFFICES:
        raise InvalidAction(f"unknown office {office!r}; offices: {', '.join(OFFICES)}")
    if auction.contest:
        raise violation("turn.pending-decision", "an auction for an office is in progress")
    return auction, t.state.offices[office]


# ------------------------------------------------------------------ take
@dataclass
class TakeOfficePlan:
    player: Player
    office: str
    cost: int
    rule: str  # which of the take rules sets the cost

    def carry_out(self, t: Table) -> None:
        s, p = t.state, self.player
        old = t.office_of(p.name)
        if old:
            s.offices[old] = None
        p.gold -= self.cost
        s.office_coins[self.office] += self.cost
        s.offices[self.office] = p.name
        _auction(t).free_office = None
        t.rule(self.rule)
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{p.name} takes the vacant {self.office} for {self.cost} gold ({self.rule})")
        next_active(t)


def check_take(t: Table, p: Player, a: A.Take, ck: Checker) -> TakeOfficePlan:
    """auction.vacant-office-costs-2 (en:227), auction.loser-takes-vacated-free (en:231),
    auction.cannot-afford-vacant (no rulebook line: see rules.py)."""
    auction, holder = _choice(t, a.office)
    if holder == p.name:
        raise violation("auction.keep-office-free", f"{p.name} already holds {a.office}: keep it instead")
    if holder is not None:
        raise violation("auction.vacant-office-costs-2", f"{a.office} is held by {holder}: bid for it instead")
    free = auction.free_office
    cost = 0 if free is not None and free.player == p.name and free.office == a.office else VACANT_OFFICE_COST
    rule = "auction.loser-takes-vacated-free" if cost == 0 else "auction.vacant-office-costs-2"
    if cost > p.gold:
        if t.office_of(p.name) is not None:
            t.check_pay(p, cost, f"the vacant office {a.office}", ck)
        if ck.traced:  # the rule's price, then the engine's convention that decides (no book says, rules.py)
            ck.held(rule, f"{a.office} is vacant: it costs {cost} gold, and {p.name} has {p.gold}")
            ck.held("auction.cannot-afford-vacant", f"{p.name} has no office: he pays what he has, {p.gold} gold")
        cost = p.gold  # auction.cannot-afford-vacant: pays what he has
        rule = "auction.cannot-afford-vacant"
    elif ck.traced:
        if cost:
            ck.held(rule, f"{a.office} is vacant: it costs {cost} gold, and {p.name} has {p.gold}")
        else:
            ck.held(rule, f"{p.name} lost the contest, and {a.office} is the office its winner vacated: it is free")
    return TakeOfficePlan(p, a.office, cost, rule)


# ------------------------------------------------------------------ bid
@dataclass
class StartContestPlan:
    contest: Contest
    over_wall: bool  # the bid had to beat the office-protection wall

    def carry_out(self, t: Table) -> None:
        auction = _auction(t)
        auction.contest = self.contest
        auction.free_office = None
        t.rule("auction.wall-raise-3" if self.over_wall else "auction.bid-exceeds-coins")
        c = self.contest
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{c.challenger} bids {c.amount} for {c.office}, held by {c.incumbent}")


def check_bid(t: Table, p: Player, a: A.Bid, ck: Checker) -> StartContestPlan:
    """auction.bid-exceeds-coins (en:229), auction.wall-raise-3 (en:873), auction.own-office (en:221-229)."""
    s = t.state
    _, holder = _choice(t, a.office)
    if holder == p.name:
        raise violation("auction.own-office", f"{p.name} holds {a.office} already (keep it for free)")
    if holder is None:
        raise violation(
            "auction.vacant-office-costs-2",
            f"{a.office} is vacant: take it for {VACANT_OFFICE_COST} gold instead of bidding",
        )
    coins = s.office_coins[a.office]
    least = min_bid(t, a.office, coins)
    over_wall = least - coins > 1
    if a.amount < least:
        if over_wall:
            why = (
                f"a bid of at least {WALL_RAISE} in all"  # es:1372-1376, fr:491
                if t.options.office_wall_needs_bid_of_3
                else f"{coins} on it + {WALL_RAISE}"
            )
            raise violation(
                "auction.wall-raise-3",
                f"{holder} owns the office wall: a bid on {a.office} must be at least {least} ({why})",
            )
        raise violation("auction.bid-exceeds-coins", f"a bid on {a.office} must be more than the {coins} gold on it")
    if ck.traced:
        # the wall is noted whenever its owner holds the office, also where it asks for no more than one more
        # coin (a bid of 3 in all over 2 coins, es:1372-1376): what it asked is what the verdict rests on
        if over_wall or t.owns_ability(t.by_name[holder], _OFFICE_PROTECTION):
            ck.held(
                "auction.wall-raise-3",
                f"{holder} owns the office wall: the bid of {a.amount} on {a.office} is at least {least}",
            )
        if not over_wall:
            ck.held("auction.bid-exceeds-coins", f"the bid of {a.amount} is more than the {coins} gold on {a.office}")
    t.check_pay(p, a.amount, f"a bid of {a.amount}", ck)
    return StartContestPlan(Contest(a.office, p.name, holder, a.amount, p.name, holder), over_wall)


# ------------------------------------------------------------------ raise
@dataclass
class RaiseBidPlan:
    player: Player
    amount: int
    over_wall: bool

    def carry_out(self, t: Table) -> None:
        contest = _auction(t).contest
        assert contest is not None
        name = self.player.name
        contest.to_act = contest.incumbent if name == contest.challenger else contest.challenger
        contest.amount, contest.leader = self.amount, name
        t.rule("auction.wall-raise-3" if self.over_wall else "auction.raise-exceeds-bid")
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{name} raises to {self.amount} for {contest.office}")


def _contest(t: Table, what: str) -> Contest:
    """The contest a raise or a pass is in.  Past the gate someone acts, so an auction runs, and during a contest
    he is the one to raise or pass (``Table.actors``)."""
    contest = _auction(t).contest
    if not contest:
        raise violation("turn.wrong-phase", f"there is no contested office to {what} on")
    return contest


def check_raise(t: Table, p: Player, a: A.Raise, ck: Checker) -> RaiseBidPlan:
    """auction.raise-exceeds-bid (en:229), auction.wall-raise-3 (en:873)."""
    contest = _contest(t, "raise")
    least = raise_min(t, contest, p)
    over_wall = least - contest.amount > 1
    if a.amount < least:
        if over_wall:
            raise violation(
                "auction.wall-raise-3", f"{contest.incumbent} owns the office wall: raise to at least {least}"
            )
        raise violation("auction.raise-exceeds-bid", f"a raise must be more than the bid of {contest.amount}")
    if ck.traced:
        if over_wall:
            ck.held(
                "auction.wall-raise-3",
                f"{contest.incumbent} owns the office wall: the raise to {a.amount} is at least {least}",
            )
        else:
            ck.held("auction.raise-exceeds-bid", f"the raise to {a.amount} is more than the bid of {contest.amount}")
    t.check_pay(p, a.amount, f"a bid of {a.amount}", ck)
    return RaiseBidPlan(p, a.amount, over_wall)


# ------------------------------------------------------------------ pass
@dataclass
class PassContestPlan:
    player: Player
    contest: Contest

    def carry_out(self, t: Table) -> None:
        s = t.state
        auction = _auction(t)
        c = self.contest
        winner = t.player(c.leader)
        winner.gold -= c.amount  # the whole bid; the loser pays nothing
        t.rule("auction.winner-pays")
        s.office_coins[c.office] += c.amount
        auction.contest = None
        name = self.player.name
        if winner.name != c.challenger:
            if t.record_log:  # no message built for a game that keeps no log
                t.log(
                    f"{name} passes: {winner.name} keeps {c.office} and pays {c.amount}; {name} chooses again (en:229)"
                )
            return
        loser = c.incumbent
        vacated = t.office_of(winner.name)
        if vacated:
            s.offices[vacated] = None
        s.offices[c.office] = winner.name
        auction.free_office = FreeOffice(loser, vacated) if vacated else None
        auction.loser = loser
        if loser not in auction.been_active:
            auction.been_active.append(loser)
        if t.record_log:  # no message built for a game that keeps no log
            t.log(
                f"{name} passes: {winner.name} pays {c.amount} and takes {c.office}; "
                f"{loser} becomes active (en:229-231)"
            )
        next_active(t)


def check_pass(t: Table, p: Player, a: A.Pass, ck: Checker) -> PassContestPlan:
    """auction.winner-pays (en:229, en:253): the one who passes loses the contest."""
    contest = _contest(t, "pass")
    if ck.traced:
        ck.held(
            "auction.winner-pays",
            f"{p.name} passes: {contest.leader} wins {contest.office} and pays the bid of {contest.amount}",
        )
    return PassContestPlan(p, contest)


# ------------------------------------------------------------------ the Praefectus Pretorio's good
@dataclass
class _ChooseGoodFields(Decision):
    """The fields of :class:`ChooseGoodDecision`, its saved form.  Its class variables are on it, not here: mypyc would
    make a dataclass's class variables fields (mypyc issue 1122; benchmarks/README.md)."""

    player: str


class ChooseGoodDecision(_ChooseGoodFields):
    """The Praefectus Pretorio chooses his extra good, among the types he can produce (en:235, en:783);
    he is not asked when he can produce only one type (:func:`_end`).  He may not decline."""

    kind: ClassVar[str] = "pp-good"
    title: ClassVar[str] = "choice of a good"
    VERBS: ClassVar[frozenset[str]] = frozenset({"good"})
    PLAYER_KEYS: ClassVar[tuple[str, ...]] = ("player",)

    @property
    def responder(self) -> str:
        return self.player

    def candidates(self, t: Table, p: Player) -> dict[str, Candidates]:
        n = p.name
        return {"good": lambda: [A.ChooseGood(n, g) for g in GOODS]}

    def legal(self, t: Table, p: Player) -> Mapping[str, LegalActions]:
        """One good of each type he can produce (office.praefectus-pretorio-good)."""
        return GOOD_LEGAL

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ChooseGoodDecision:
        return cls(str(d["player"]))


def _legal_goods(t: Table, p: Player) -> list[A.Action]:
    return [A.ChooseGood(p.name, g) for g in t.producible(p)]


GOOD_LEGAL: dict[str, LegalActions] = {"good": _legal_goods}


@dataclass
class TakeGoodPlan:
    player: Player
    good: str

    def carry_out(self, t: Table) -> None:
        t.add_goods(self.player, {self.good: 1})
        t.rule("office.praefectus-pretorio-good")
        t.state.pending = None
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{self.player.name} (Praefectus Pretorio) takes 1 {self.good}")


def check_good(t: Table, p: Player, a: A.ChooseGood, ck: Checker) -> TakeGoodPlan:
    """office.praefectus-pretorio-good (en:235, en:783): one good of a type he can produce."""
    good = t.good(a.good)
    if not t.can_produce(p, good, ck.rule):
        raise violation(
            "office.praefectus-pretorio-good",
            f"{p.name} cannot produce {good}; choose one of {', '.join(t.producible(p))}",
        )
    if ck.traced:
        ck.held("office.praefectus-pretorio-good", f"{p.name} (Praefectus Pretorio) can produce {good}")
    return TakeGoodPlan(p, good)


CHECKS: dict[type[A.Action], Check] = {
    A.Keep: check_keep,
    A.Take: check_take,
    A.Bid: check_bid,
    A.Raise: check_raise,
    A.Pass: check_pass,
    A.ChooseGood: check_good,
}
