"""Faulty: the long voyage bonus is paid for each long-voyage contract a ship carries, not once
for the ship (accept.long-voyage-bonus, en:619-621: "based on the number of ships, not the
number of contracts")."""

import common

from constantinopolis.core.phases import accept
from constantinopolis.core.table import Table

reference_run = accept.run


def run(t: Table) -> bool:
    """The reference end of the phase, then the bonus again for each long contract after a ship's first."""
    leaving = [(p, ship) for p in t.state.players for ship in p.ships if ship.position == 0 and ship.contracts]
    over = reference_run(t)
    if over:
        for p, ship in leaving:
            if ship.position == 2:
                long_contracts = sum(1 for c in ship.contracts if t.contract(c).voyage[ship.size] == 2)
                p.fp += (long_contracts - 1) * (2 if ship.size == "large" else 1)
    return over


accept.run = run
common.run()
