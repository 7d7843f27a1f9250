"""Phase 5, Draw Contracts (en:551-579).

In turn order each player draws contracts by his production level (en:555-567), three
more as Magister Officiorum (en:575), and may draw one more for each unused Trading Post
(en:573) and with the contract wall (en:577, en:871).  A player with nothing to choose
draws by himself; the others choose how many of the optional contracts they take.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .. import actions as A
from ..components import Ability
from ..state import Phase, Player
from ..table import Checker, Table, ignore, violation
from .common import enter_phase
from .plan import Candidates, Check, LegalActions

# the members read on hot paths: a name of the module is read faster than an Enum member
_EXTRA_CONTRACT = Ability.EXTRA_CONTRACT

DRAWS_BY_LEVEL = (0, 1, 2, 2, 3, 4, 4, 5)  # index = production level 1..7 (en:555-567)
MAGISTER_EXTRA = 3  # en:575

VERBS: frozenset[str] = frozenset({"draw"})


def begin(t: Table) -> None:
    enter_phase(t, Phase.DRAW)


def allowance(t: Table, p: Player, note: Callable[[str], None] = ignore) -> tuple[int, int]:
    """(contracts he must draw, extra contracts he may draw): draw.by-level (en:555-567),
    office.magister-officiorum-draw (en:575), draw.trading-posts (en:573), wall.extra-contract (en:577).
    ``note`` is told the rules that take effect: the check's ``ck.rule``, the automatic draw's ``t.rule``;
    listing candidates notes nothing."""
    must = DRAWS_BY_LEVEL[t.production_level(p)]
    if t.state.offices["magister-officiorum"] == p.name:
        must += MAGISTER_EXTRA
        note("office.magister-officiorum-draw")
    may = p.unused_posts
    if may:
        note("draw.trading-posts")
    if t.owns_ability(p, _EXTRA_CONTRACT):
        note("wall.extra-contract")
        if t.options.extra_contract_draw_mandatory:  # es:759-761, it:591
            must += 1
        else:
            may += 1
    return must, may


def run(t: Table) -> bool:
    """Each player in turn order draws by himself while he has nothing to choose (draw.by-level)."""
    s = t.state
    while s.turn < len(s.order):
        p = t.by_name[s.order[s.turn]]
        must, may = allowance(t, p, t.rule)
        if may:
            return False
        drawn = len(t.draw_contracts(p, must))  # fewer when deck and discards run out (en:579)
        t.rule("draw.by-level")
        if t.record_log:  # no message built for a game that keeps no log
            t.log(f"{p.name} draws {drawn} contract(s)")
        s.turn += 1
    return True


def candidates(t: Table, p: Player) -> dict[str, Candidates]:
    must, may = allowance(t, p)
    return {"draw": lambda: [A.Draw(p.name, k) for k in range(must, must + may + 1)]}


def legal(t: Table) -> Mapping[str, LegalActions]:
    """draw.count: every candidate is legal (what he must draw, and up to all his optional extra contracts)."""
    return LEGAL


def _legal_draws(t: Table, p: Player) -> list[A.Action]:
    must, may = allowance(t, p)
    return [A.Draw(p.name, k) for k in range(must, must + may + 1)]


LEGAL: dict[str, LegalActions] = {"draw": _legal_draws}


@dataclass
class DrawContractsPlan:
    player: Player
    count: int

    def carry_out(self, t: Table) -> None:
        t.draw_contracts(self.player, self.count)
        t.rule("draw.count")
        t.state.turn += 1


def check_draw(t: Table, p: Player, a: A.Draw, ck: Checker) -> DrawContractsPlan:
    """draw.count: what he must draw, and up to all his optional extra contracts."""
    must, may = allowance(t, p, ck.rule)
    if ck.traced:  # the parts of the allowance, which a refusal rests on too
        _held_allowance(t, p, ck)
    if not must <= a.count <= must + may:
        message = (
            f"{p.name} draws {must} to {must + may} contracts, not {a.count}"
            if may
            else f"{p.name} draws {must} contracts, not {a.count}"
        )
        raise violation("draw.count", message)
    if ck.traced:
        count = a.count
        ck.held("draw.count", f"{p.name} draws {must} to {must + may} contracts: {count}")
    return DrawContractsPlan(p, a.count)


def _held_allowance(t: Table, p: Player, ck: Checker) -> None:
    """What makes up ``p``'s allowance, each part a held condition (a traced game)."""
    level = t.production_level(p)
    ck.held("draw.by-level", f"{p.name} is at production level {level}: {DRAWS_BY_LEVEL[level]} contract(s)")
    if t.state.offices["magister-officiorum"] == p.name:
        ck.held("office.magister-officiorum-draw", f"{p.name} is the Magister Officiorum: {MAGISTER_EXTRA} more")
    if p.unused_posts:
        ck.held(
            "draw.trading-posts", f"{p.name} has {p.unused_posts} unused Trading Post(s): as many more if he wishes"
        )
    if t.owns_ability(p, _EXTRA_CONTRACT):
        if t.options.extra_contract_draw_mandatory:
            ck.held("wall.extra-contract", f"{p.name} owns the contract wall: one more contract")
        else:
            ck.held("wall.extra-contract", f"{p.name} owns the contract wall: one more if he wishes")


CHECKS: dict[type[A.Action], Check] = {A.Draw: check_draw}
