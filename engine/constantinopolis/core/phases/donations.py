"""Phase 7, Donate Goods (en:649-667), played by everyone at once.

A player may donate once a round the goods the Current Market's donation column asks
for, of a type he can produce, for the FP it shows (en:651-661).
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import actions as A
from ..components import Donation
from ..errors import N_
from ..state import Phase, Player
from ..table import Checker, Table, violation
from .common import enter_phase
from .construction import wall_candidates
from .plan import Candidates, Check

VERBS: frozenset[str] = frozenset({"donate", "wall-swap", "wall-sale", "done"})


def begin(t: Table) -> None:
    enter_phase(t, Phase.DONATE)


def run(t: Table) -> bool:
    return all(p.done for p in t.state.players)


def candidates(t: Table, p: Player) -> dict[str, Candidates]:
    makers: dict[str, Candidates] = {"done": lambda: [A.Done(p.name)]}
    makers.update(wall_candidates(t, p))
    if not p.flags.donated:
        makers["donate"] = lambda: [
            A.Donate(p.name, d.good) for d in t.current_market().donations if p.goods.get(d.good, 0) >= d.count
        ]
    return makers


@dataclass(frozen=True)
class DonatePlan:
    player: Player
    donation: Donation

    def carry_out(self, t: Table) -> None:
        p, d = self.player, self.donation
        t.add_goods(p, {d.good: d.count}, -1)
        p.fp += d.fp
        p.flags.donated = True
        t.rule("donate.market")
        t.rule("donate.one-per-round")
        t.log(f"{p.name} donates {d.count} {d.good}: +{d.fp} FP")


def check_donate(t: Table, p: Player, a: A.Donate, ck: Checker) -> DonatePlan:
    """donate.one-per-round, donate.market (the Current Market's column), donate.can-produce."""
    good = t.good(a.good)
    if p.flags.donated:
        raise violation("donate.one-per-round", f"{p.name} has already donated this round")
    m = t.current_market()
    wanted = next((d for d in m.donations if d.good == good), None)
    if wanted is None:
        raise violation("donate.market", f"{m.name} takes no donation of {good}")
    if not t.can_use_type(p, good, ck.rule):
        raise violation("donate.can-produce", f"{p.name} cannot produce {good}")
    if ck.traced:
        ck.held("donate.one-per-round", f"{p.name} has not donated this round")
        ck.held("donate.market", f"{m.name} takes {wanted.count} {good} for {wanted.fp} FP")
        ck.held("donate.can-produce", f"{p.name} can produce {good}")
    t.check_goods(p, {good: wanted.count}, N_("the donation"), ck)
    return DonatePlan(p, wanted)


CHECKS: dict[type[A.Action], Check] = {A.Donate: check_donate}
