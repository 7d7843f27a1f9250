"""Office abilities: Magister Officiorum's extra contracts (en:575, en:779) and the once-per-round abilities
of the Praefectus Urbi and the Consul (en:585, en:789-811)."""

from __future__ import annotations

import pytest

from constantinopolis import Game, RuleOptions
from helpers_auction import CONSUL, MAGISTER, PRETORIO, URBI, assert_refused, gold, play

TOP = ["c001", "c002", "c003", "c004", "c005", "c006", "c007", "c008", "c009", "c010"]


# ------------------------------------------------------------------ Magister Officiorum


def test_magister_officiorum_draws_three_extra_contracts():
    """At production level 1 a player draws 1 contract (en:555); the Magister Officiorum draws 3 more (en:575)."""
    game = Game.new(
        ["ann", "bob"],
        seed=3,
        setup={"phase": "draw", "offices": {MAGISTER: "ann", PRETORIO: "bob"}, "contracts": {"deck_top": TOP}},
    )
    # nobody has a choice (no Trading Post), so both draws are automatic, in turn order
    assert game.state.phase == "accept"
    assert game.player("ann").hand == ["c001", "c002", "c003", "c004"]
    assert game.player("bob").hand == ["c005"]


def test_magister_officiorum_extra_adds_to_the_production_level_draw():
    """At production level 2 a player draws 2 (en:557); as Magister Officiorum 2 + 3 = 5 (en:575)."""
    game = Game.new(
        ["ann", "bob"],
        seed=3,
        setup={
            "phase": "draw",
            "offices": {PRETORIO: "ann", MAGISTER: "bob"},
            "players": {"bob": {"buildings": ["ager", "pistrinum"]}},
            "contracts": {"deck_top": TOP},
        },
    )
    assert game.state.phase == "accept"
    assert game.player("bob").hand == ["c001", "c002", "c003", "c004", "c005"]
    assert game.player("ann").hand == ["c006"]


def test_magister_officiorum_extra_contracts_are_not_optional():
    """Trading Posts allow optional extra draws (en:573), but the Magister Officiorum draws his 3 extra
    contracts (en:575): with one unused Trading Post he draws 4 or 5, never 3."""
    game = Game.new(
        ["ann", "bob"],
        seed=3,
        setup={
            "phase": "draw",
            "offices": {MAGISTER: "ann", PRETORIO: "bob"},
            "players": {"ann": {"posts": 1}},
            "contracts": {"deck_top": TOP},
        },
    )
    assert game.actors() == ["ann"]
    assert_refused(game, "ann: draw 3", "draw.count")
    assert_refused(game, "ann: draw 6", "draw.count")
    game.apply("ann: draw 5")
    assert game.player("ann").hand == TOP[:5]


# ------------------------------------------------------------------ Praefectus Urbi and Consul (once per round)


def _accept_game(office: str) -> Game:
    """ann holds ``office`` in the Accept Contracts Phase with three contracts in hand."""
    return Game.new(
        ["ann", "bob"],
        seed=3,
        setup={
            "phase": "accept",
            "offices": {MAGISTER: "bob", office: "ann"},
            "players": {"ann": {"hand": ["c101", "c102", "c103"]}},
            "contracts": {"deck_top": TOP},
        },
    )


def test_praefectus_urbi_swaps_contracts_once_per_round():
    """The Praefectus Urbi's swap is his ability for the round; a second swap is refused (en:797, en:811)."""
    game = _accept_game(URBI)
    game.apply("ann: swap c101")
    assert game.player("ann").hand == ["c102", "c103", "c001"]
    assert game.state.abilities_used[URBI] is True
    assert_refused(game, "ann: swap c102", "office.ability-once")


def test_consul_swaps_contracts_once_per_round():
    """The Consul's swap is his ability for the round; a second swap is refused (en:807, en:811)."""
    game = _accept_game(CONSUL)
    game.apply("ann: swap c101 c102")
    assert game.player("ann").hand == ["c103", "c001", "c002"]
    assert game.state.abilities_used[CONSUL] is True
    assert_refused(game, "ann: swap c103", "office.ability-once")


def _urbi_builds_a_wall() -> Game:
    """Bob, the Praefectus Urbi, builds the swap wall in the Construct phase; then the Accept phase begins."""
    game = Game.new(
        ["ann", "bob"],
        seed=3,
        setup={
            "phase": "construct",
            "offices": {MAGISTER: "ann", URBI: "bob"},
            "contracts": {"deck_top": TOP},
        },
    )
    play(game, "ann: done", "bob: build moenia-swap", "bob: done")
    return game


def test_praefectus_urbi_who_built_a_wall_cannot_swap():
    """Building a wall segment or swapping contracts: one or the other, once per round (en:791-797, en:585)."""
    game = _urbi_builds_a_wall()
    assert "moenia-swap" in game.player("bob").buildings
    assert gold(game, "bob") == 20
    assert game.state.phase == "accept"
    assert game.player("bob").hand == ["c005"]
    assert_refused(game, "bob: swap c005", "office.ability-once")


def _construct_with_consul() -> Game:
    return Game.new(
        ["ann", "bob", "cid"],
        seed=3,
        setup={
            "phase": "construct",
            "offices": {MAGISTER: "ann", PRETORIO: "bob", CONSUL: "cid"},
            "contracts": {"deck_top": TOP},
        },
    )


def test_consul_preempts_once_per_round():
    """After the Consul has preempted one building, later purchases are not offered to him (en:803, en:811)."""
    game = _construct_with_consul()
    game.apply("ann: build mensae")
    assert game.state.pending.kind == "preempt"
    game.apply("cid: preempt")
    assert game.player("cid").buildings == ["ager", "mensae"]
    assert game.player("ann").buildings == ["ager"]
    assert game.state.abilities_used[CONSUL] is True
    play(game, "ann: done", "bob: build mensae")
    assert game.state.pending is None
    assert game.player("bob").buildings == ["ager", "mensae"]


def test_consul_who_preempted_cannot_swap():
    """Preempting or swapping contracts: one or the other, once per round (en:801-807, en:585)."""
    game = _construct_with_consul()
    play(game, "ann: build mensae", "cid: preempt", "ann: done", "bob: done", "cid: done")
    assert game.state.phase == "accept"
    assert game.player("cid").hand == ["c006"]
    assert_refused(game, "cid: swap c006", "office.ability-once")


def test_office_abilities_are_available_again_next_round():
    """'Once per round': the Praefectus Urbi who built a wall this round builds another the next (en:811)."""
    game = _urbi_builds_a_wall()
    play(game, "ann: done", "bob: done")  # accept
    play(game, "ann: done", "bob: done")  # donate; nobody has goods to store
    assert game.state.round == 2
    assert game.state.abilities_used == {URBI: False, CONSUL: False}
    play(game, "ann: keep", "bob: keep", "ann: done")
    assert game.state.phase == "construct"
    game.apply("bob: build moenia-sale")
    assert game.player("bob").buildings == ["ager", "moenia-swap", "moenia-sale"]
    assert game.state.abilities_used[URBI] is True


def _before_loading(ann: dict[str, object]) -> Game:
    """The Accept Contracts phase under the "before loading" reading of the swap (it:363-365): ann, the Praefectus
    Urbi, with three contracts in hand and ``ann`` besides."""
    options = RuleOptions.edition("en").with_(office_contract_swap_timing="before-loading")
    return Game.new(
        ["ann", "bob"],
        seed=3,
        options=options,
        setup={
            "phase": "accept",
            "offices": {MAGISTER: "bob", URBI: "ann"},
            "players": {"ann": {"hand": ["c101", "c102", "c103"], **ann}},
            "contracts": {"deck_top": TOP},
        },
    )


def test_under_the_before_loading_reading_a_swap_holds_that_nothing_is_loaded_yet():
    """it:363-365, read as "before loading": the Praefectus Urbi swaps while no contract of his is loaded on a
    ship; the traced swap holds accept.swap in those words (what a judge reads of the step)."""
    game = _before_loading({})
    game.trace, game.held_conditions = set(), []
    game.apply("ann: swap c101")
    assert ("accept.swap", "ann has not loaded a contract on a ship yet (it:363-365)") in game.held_conditions


@pytest.mark.parametrize(
    ("ship", "listed"),
    [
        ({"size": "medium", "position": 0, "contracts": ["c104"]}, False),  # loaded, in port: no swap now
        ({"size": "medium", "position": 0, "contracts": []}, True),  # an empty ship in port
        ({"size": "medium", "position": 1, "contracts": ["c104"]}, True),  # loaded last round, sailing
    ],
    ids=["loaded-in-port", "empty-in-port", "loaded-at-sea"],
)
def test_under_the_before_loading_reading_the_swaps_are_listed_until_a_contract_is_loaded(
    ship: dict[str, object], listed: bool
) -> None:
    """it:363-365, read as "before loading": the Praefectus Urbi's swap is among his legal actions (and allowed)
    while none of his contracts is loaded on a ship in port this round; a ship at sea, loaded in an earlier
    round, or an empty one changes nothing."""
    game = _before_loading({"ships": [ship]})
    swaps = [str(a) for a in game.legal_actions("ann") if a.verb == "swap"]
    assert bool(swaps) == listed, swaps
    assert (game.check("ann: swap c101") is None) == listed
