"""Tests written while triaging surviving mutants (list c of issue 8): the candidate makers of the
Construct Buildings phase, where the order of ``Game.legal_actions()`` (which random play also draws
from by position) was not pinned down."""

from __future__ import annotations

from constantinopolis import Game
from constantinopolis import actions as A

OFFICES = {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"}


def test_build_lists_each_building_without_then_with_the_redemptor():
    """build.redemptor (en:848): the owner of the Redemptor may buy a building with or without its
    discount.  Greg (30 gold, the Metallum and the Redemptor, two Industrial Goods) may buy the
    Textrinum either way; ``Game.legal_actions()`` lists actions in a fixed order, each building
    first at its full price, then with the Redemptor, the order random play draws from."""
    setup = {
        "round": 3,
        "phase": "construct",
        "offices": OFFICES,
        "players": {"greg": {"gold": 30, "buildings": ["metallum", "redemptor"], "goods": {"industrial": 2}}},
    }
    game = Game.new(["greg", "jen", "kay"], seed=0, options="en", setup=setup)
    legal = game.legal_actions("greg")
    plain, discounted = A.Build("greg", "textrinum"), A.Build("greg", "textrinum", True)
    assert plain in legal and discounted in legal, legal
    assert legal.index(discounted) == legal.index(plain) + 1, legal
