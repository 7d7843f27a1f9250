"""Faulty: the cheaper Public Building of a pair is sold first, the dearer one once it is gone
(build.public-dearest, en:444-452: the dearer one must be bought while it is available)."""

import common

from constantinopolis.core.components import BuildingType
from constantinopolis.core.phases import construction
from constantinopolis.core.table import Checker, Table


def public_tile(t: Table, fp: int, ck: Checker) -> BuildingType | None:
    """The cheaper tile still available of the pair with this FP value."""
    for b in reversed(t.components.public_pairs().get(fp, [])):  # the pairs are listed dearest first
        if t.state.building_supply.get(b.id):
            return b
    return None


construction.public_tile = public_tile
common.run()
