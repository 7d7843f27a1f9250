"""Phase 7, Donate Goods (en:649-667), played by everyone at once.

A player may donate once a round the goods the Current Market's donation column asks
for, of a type he can produce, for the FP it shows (en:651-661).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .. import actions as A
from ..components import Donation
from ..errors import N_
from ..state import Phase, Player
from ..table import Checker, Table, violation
from .common import enter_phase, everyone_done, legal_done
from .construction import WALL_LEGAL, wall_candidates
from .plan import Candidates, Check, LegalActions

VERBS: frozenset[str] = frozenset({"donate", "wall-swap", "wall-sale", "done"})


def begin(t: Table) -> None:
    enter_phase(t, Phase.DONATE)


def run(t: Table) -> bool:
    return everyone_done(t)


def candidates(t: Table, p: Player) -> dict[str, Candidates]:
    makers: dict[str, Candidates] = {"done": lambda: [A.Done(p.name)]}
    makers.update(wall_candidates(t, p))
    if not p.flags.donated:
        makers["donate"] = lambda: [
            A.Donate(p.name, d.good) for d in t.current_market().donations if p.goods.get(d.good, 0) >= d.count
        ]
    return makers


def legal(t: Table) -> Mapping[str, LegalActions]:
    """The legal actions of the phase, by verb (:data:`LEGAL`)."""
    return LEGAL


def _legal_donations(t: Table, p: Player) -> list[A.Action]:
    """donate.one-per-round, donate.market, donate.can-produce and goods.not-held (:func:`check_donate`)."""
    if p.flags.donated:
        return []
    m = t.current_market()
    # a card lists each good once (components._donations), so each donation is the one its good names
    return [
        A.Donate(p.name, d.good) for d in m.donations if p.goods.get(d.good, 0) >= d.count and t.can_use_type(p, d.good)
    ]


#: For each verb of the phase, in the order of :func:`candidates`, the function listing ``p``'s legal actions,
#: generated from the state; the check below stays the authority (tests/test_legal_generation.py).
LEGAL: dict[str, LegalActions] = {"done": legal_done, **WALL_LEGAL, "donate": _legal_donations}


@dataclass
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
        if t.record_log:  # no message built for a game that keeps no log
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
