"""Phase 8, End of Round (en:669-711): change markets, then store or discard goods.

The top Future Market card becomes the Current Market (en:673-687); the first time the
Future pile runs out, the older market cards are reshuffled into a new one (en:685-687).
Each player keeps one good, or five with the Horreum, and discards the rest (en:689-711).
The game ends after a round in which the last Public Building was bought or the Future
pile ran out a second time (en:713-730): then the goods are not stored but the game is
scored (:mod:`.scoring`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .. import actions as A
from ..errors import N_
from ..state import ONCE_A_ROUND, Phase, Player, RoundFlags
from ..table import HORREUM_LIMIT, Checker, Table, violation
from .common import enter_phase, everyone_done, goods_subsets, multiset
from .plan import Candidates, Check, LazyActions, LegalActions
from .scoring import score

VERBS: frozenset[str] = frozenset({"store"})


def begin(t: Table) -> None:
    s = t.state
    enter_phase(t, Phase.END_OF_ROUND)
    change_markets(t)
    if s.phase == Phase.GAME_OVER:
        return
    for p in s.players:  # whoever holds goods chooses what to keep (en:689-693, en:898-900)
        if not p.goods:
            p.done = True


def change_markets(t: Table) -> None:
    """end.change-markets (en:673-683), end.reshuffle-markets (en:685-687), or the end of the game:
    game.end-market, and end.no-discard-final (the last round is scored at once)."""
    s = t.state
    if s.ends_after_round:
        t.rule("end.no-discard-final")  # scored at once: no goods are stored or discarded
        score(t)
        return
    if not s.market_future:
        s.ends_after_round = "market"
        t.rule("game.end-market")
        t.rule("end.no-discard-final")
        score(t)
        return
    s.market_current.append(s.market_future.pop())
    t.rule("end.change-markets")
    if t.record_log:  # no message built for a game that keeps no log
        t.log(f"the Current Market is now {s.market_current[-1]}")
    if not s.market_future:
        s.market_exhaustions += 1
        if s.market_exhaustions == 1:
            rest = s.market_current[:-1]
            t.shuffle("markets", rest)
            t.rule("end.reshuffle-markets")
            s.market_future = rest
            s.market_current = s.market_current[-1:]
            s.future_face_down = t.options.future_pile_face_down
            if t.record_log:  # no message built for a game that keeps no log
                t.log(
                    f"the Future pile is empty for the first time: reshuffled ({t.options.future_pile_after_reshuffle})"
                )
        else:
            t.rule("game.end-market")  # the game ends one round later: the next round is the last
            t.log("the Future pile is empty for the second time: the next round is the last (en:685)")


def run(t: Table) -> bool:
    """Over when everyone has stored his goods: the round's markers are cleared (end.cleanup)."""
    s = t.state
    if not everyone_done(t):
        return False
    t.rule("end.cleanup")
    for p in s.players:
        p.flags = RoundFlags()
        p.done = False
    s.abilities_used = dict.fromkeys(ONCE_A_ROUND, False)
    s.round += 1
    return True


def candidates(t: Table, p: Player) -> dict[str, Candidates]:
    return {"store": lambda: _legal_stores(t, p)}


def _stores(t: Table, p: Player, subsets: list[tuple[str, ...]]) -> LazyActions:
    name, made = p.name, t.actions_made

    def make(i: int) -> A.Action:
        a = made.get((_STORE, name, subsets[i]))  # each store's action made once a game
        if a is None:
            a = made[(_STORE, name, subsets[i])] = A.Store(name, A.goods_tuple(multiset(subsets[i])))
        return a

    return LazyActions(len(subsets), make)


_STORE = A.Store


def legal(t: Table) -> Mapping[str, LegalActions]:
    """end.store: every candidate is legal (at most his store limit, of the goods he holds)."""
    return LEGAL


def _legal_stores(t: Table, p: Player) -> LazyActions:
    return _stores(t, p, goods_subsets(p, t.store_limit(p)))


LEGAL: dict[str, LegalActions] = {"store": _legal_stores}


@dataclass
class StorePlan:
    player: Player
    keep: dict[str, int]

    def carry_out(self, t: Table) -> None:
        p = self.player
        discarded = {k: v - self.keep.get(k, 0) for k, v in p.goods.items()}  # goods_tuple leaves out the 0s
        p.goods = {k: v for k, v in self.keep.items() if v}
        p.done = True
        t.rule("end.store")
        if t.record_log:  # no message built for a game that keeps no log
            t.log(
                f"{p.name} keeps {A.format_goods(A.goods_tuple(self.keep))}, "
                f"discards {A.format_goods(A.goods_tuple(discarded))}"
            )


def check_store(t: Table, p: Player, a: A.Store, ck: Checker) -> StorePlan:
    """end.store (en:689-711): keep at most one good, or five with the Horreum."""
    keep = dict(a.goods)
    limit = t.store_limit(p)
    if sum(keep.values()) > limit:
        raise violation("end.store", f"{p.name} may keep {limit} good(s), not {sum(keep.values())}")
    if ck.traced:
        kept = sum(keep.values())
        if limit == HORREUM_LIMIT:
            ck.held("end.store", f"{p.name} owns the Horreum: he may keep {limit} goods, and keeps {kept}")
        else:
            ck.held("end.store", f"{p.name} may keep {limit} good, and keeps {kept}")
    t.check_goods(p, keep, N_("storing"), ck)
    return StorePlan(p, keep)


CHECKS: dict[type[A.Action], Check] = {A.Store: check_store}
