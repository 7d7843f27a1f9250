"""Tests written while triaging surviving mutants (list d1 of issue 8): the candidate makers
(phases.candidates) that random play, golden coverage and ``Game.legal_actions()`` draw on."""

from __future__ import annotations

from constantinopolis import Game

PLAYERS = ["greg", "jen", "kay"]
OFFICES = {"magister-officiorum": "greg", "praefectus-urbi": "jen", "consul": "kay"}


def test_after_the_game_ends_no_player_has_candidate_actions():
    """en:715-718: the game ends when the Future Market area is emptied for the second time, after one
    full final round; once it has ended nobody acts any more.  So no player may act, no action is legal,
    and the candidate makers offer nothing for any player (golden coverage asks them for every player
    before each recorded input, a refused one after the end included) rather than failing."""
    game = Game.new(
        PLAYERS,
        seed=0,
        options="en",
        setup={
            "offices": OFFICES,
            "round": 9,
            "phase": "donate",
            "market": {"current": "porta-aurea", "future": [], "exhaustions": 2},
        },
    )
    for name in list(game.actors()):
        game.apply(f"{name}: done")
    assert game.state.phase == "game-over"
    assert game.actors() == []
    assert game.legal_actions() == []
    for name in PLAYERS:
        assert game.candidate_makers(game.player(name)) == {}
