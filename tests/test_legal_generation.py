"""Generated legal actions equal the checked ones (issue 22, point 6).

The legal actions are generated from the state by each phase module and pending decision
(``phases.legal``, ``phases.legal_actions``), without trying candidates through the checks: that is what
makes random play and ``Game.legal_actions()`` fast.  The checks stay the single authority:
``phases.checked`` tries every candidate through the gate and the checks, and here the two must be equal
(the same verbs, the same actions in the same order) for every player at every position of random
games, in every edition: the five presets, each non-default value of every rule option, and games whose
players start with random Utility and Commercial Buildings and walls (whose abilities random games seldom
reach).

The main suite compares at least 500 positions; the slow run (``pytest -m slow``, in CI) at least 10,000.
``test_legal_actions.py`` compares ``legal_actions()`` with probes built independently of the engine's
candidate lists.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations_with_replacement
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from constantinopolis import Game
from constantinopolis.core import phases
from constantinopolis.core.components import DEFAULT_MANIFEST, GOODS, default_components
from constantinopolis.core.options import EDITIONS, OPTION_SPECS, RuleOptions
from constantinopolis.core.phases.common import goods_subsets
from constantinopolis.core.state import Player
from constantinopolis.suite.simulate import random_move
from helpers_rules import new_game as rules_game

#: The five presets, then the English preset with each other value of each option.
EDITION_OPTIONS: list[RuleOptions] = [RuleOptions.edition(code) for code in EDITIONS] + [
    RuleOptions.edition("en").with_(**{name: value})
    for name, spec in OPTION_SPECS.items()
    for value in spec.values
    if value != spec.default
]
#: Buildings whose abilities random games seldom give a player: Utility and Commercial Buildings, walls.
RICH = ["redemptor", "taberna", "mensae", "horreum", "caupona", "emporium", "metallum", "textrinum"]
WALLS = ["moenia-swap", "moenia-sale", "moenia-contract", "moenia-market", "moenia-office", "moenia-ship"]


def new_game(options: RuleOptions, seed: int, rich: bool) -> tuple[Game, random.Random]:
    rng = random.Random(seed)
    names = [f"p{i}" for i in range(1, rng.randint(2, 5) + 1)]
    setup = None
    if rich:  # each of them goes to a random player or to nobody (one tile each); goods and gold too; few ships
        # left in the supply, so that the last ship of a size is often claimed (ships.last-ship-priority)
        owned: dict[str, list[str]] = {n: ["ager"] for n in names}
        for b in RICH + WALLS:
            if rng.random() < 0.7:
                owned[rng.choice(names)].append(b)
        setup = {
            "players": {
                n: {"buildings": owned[n], "goods": {g: rng.randint(0, 3) for g in GOODS}, "gold": rng.randint(5, 45)}
                for n in names
            },
            "supply": {"ships": {size: rng.randint(0, 2) for size in default_components().ships}},
        }
    game = Game.new(names, seed=seed, options=options, setup=setup)
    game.record_log = False
    return game, rng


def positions(count: int, seed: int) -> Iterator[Game]:
    """``count`` positions of random games, each edition in turn, every other game a rich one."""
    seen = 0
    k = 0
    while True:
        options = EDITION_OPTIONS[k % len(EDITION_OPTIONS)]
        game, rng = new_game(options, seed * 1_000 + k, rich=k % 2 == 1)
        k += 1
        while not game.is_over:
            yield game
            seen += 1
            if seen >= count:
                return
            game.perform(*random_move(game, rng))


def assert_generated_equals_checked(game: Game) -> int:
    """For every player: ``phases.legal`` is ``phases.checked``; returns how many legal actions were compared."""
    compared = 0
    for p in game.state.players:
        generated = phases.legal_actions(game, p)
        checked = phases.checked(game, p)
        if generated != checked:
            where = f"{game.game_string()} round {game.state.round} {game.state.phase.value}, {p.name}"
            extra = {v: [str(a) for a in found if a not in checked.get(v, [])] for v, found in generated.items()}
            missing = {v: [str(a) for a in found if a not in generated.get(v, [])] for v, found in checked.items()}
            pytest.fail(
                f"{where}: generated but refused { ({v: x for v, x in extra.items() if x}) }; "
                f"legal but not generated { ({v: x for v, x in missing.items() if x}) }; "
                f"or the order differs: {generated} != {checked}"
            )
        compared += sum(len(found) for found in generated.values())
    return compared


def test_every_edition_and_option_value_is_played() -> None:
    assert len(EDITION_OPTIONS) == len(EDITIONS) + sum(len(s.values) - 1 for s in OPTION_SPECS.values())
    assert len(set(EDITION_OPTIONS)) == len(EDITION_OPTIONS)


def test_generated_legal_actions_equal_the_checked_ones() -> None:
    """500 positions, every edition and option value (the main suite)."""
    compared = sum(assert_generated_equals_checked(game) for game in positions(500, seed=1))
    assert compared > 2_000  # the positions have legal actions to compare, not only empty sets


@pytest.mark.slow
def test_generated_legal_actions_equal_the_checked_ones_over_10000_positions() -> None:
    compared = sum(assert_generated_equals_checked(game) for game in positions(10_000, seed=2))
    assert compared > 40_000


def test_the_redemptor_owner_is_offered_every_purchase_the_checks_accept() -> None:
    """build.redemptor (en:848: 5 gold off a building for one Industrial Good, once a round; en:444 the dearer
    Public Building of an FP value).  Greg (19 gold, the Metallum and the Redemptor, one Industrial Good) may buy
    the Cura (16) with or without the Redemptor, the Conflatorium (23) only with it, and the 3 FP Domus Regia
    (24 = 19 + 5, to the last gold piece) only with it.  The candidates the checks accept list each of them once,
    each building without then with the Redemptor, and are what is generated (random positions seldom reach
    an owner of the Redemptor with an Industrial Good and the gold for it)."""
    offices = {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"}
    greg_setup = {"gold": 19, "buildings": ["metallum", "redemptor"], "goods": {"industrial": 1}}
    game = rules_game({"round": 3, "phase": "construct", "offices": offices, "players": {"greg": greg_setup}})
    checked = {verb: [str(a) for a in found] for verb, found in phases.checked(game, game.player("greg")).items()}
    assert checked.get("build-public") == ["greg: build-public 3 redemptor"]
    builds = checked["build"]
    assert "greg: build conflatorium redemptor" in builds and "greg: build conflatorium" not in builds
    assert builds.index("greg: build cura redemptor") == builds.index("greg: build cura") + 1
    assert len(builds) == len(set(builds))
    assert_generated_equals_checked(game)


def test_the_redemptor_makes_the_cheapest_public_building_affordable_to_the_last_gold_piece() -> None:
    """build.redemptor (en:848) with en:444: the Domus Regia of 3 FP is gone, so the Hippodromus (21) is the 3 FP
    Public Building to build, the cheapest of all.  Greg has 16 gold: 21 - 5 = 16, so only with the Redemptor, to
    his last gold piece; generated as the checks accept it (a pre-filter "his gold and the discount below the
    cheapest" must not drop the equal case)."""
    offices = {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"}
    greg_setup = {"gold": 16, "buildings": ["metallum", "redemptor"], "goods": {"industrial": 1}}
    setup = {
        "round": 3,
        "phase": "construct",
        "offices": offices,
        "players": {"greg": greg_setup},
        "supply": {"buildings": {"domus-regia-24": 0}},
    }
    game = rules_game(setup)
    generated = [str(a) for a in phases.legal_actions(game, game.player("greg")).get("build-public", [])]
    assert generated == ["greg: build-public 3 redemptor"]
    assert_generated_equals_checked(game)


def test_a_manifest_in_another_order_changes_no_licence(tmp_path: Path) -> None:
    """en:416: a building of licence C needs one of licence B; a Commercial Building needs no licence.  A manifest
    of a player's own (``--components``) may list its buildings in any order: here the Commercial and Utility
    Buildings come first.  Greg owns only the Ager (licence A) and has 20 gold: the Armorum Faber (C, 14) is
    refused (build.licence) and not generated, whatever was worked out before it for a building of no licence."""
    raw = yaml.safe_load(DEFAULT_MANIFEST.read_text(encoding="utf-8"))
    first = [b for b in raw["buildings"] if b["kind"] in ("commercial", "utility")]
    raw["buildings"] = first + [b for b in raw["buildings"] if b not in first]
    path = tmp_path / "manifest.yaml"
    path.write_text(yaml.safe_dump(raw), encoding="utf-8")
    offices = {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"}
    setup = {"round": 3, "phase": "construct", "offices": offices, "players": {"greg": {"gold": 20}}}
    game = Game.new(["greg", "jen", "kay"], seed=7, components=str(path), setup=setup)
    refused = game.check("greg: build armorum-faber")
    assert refused is not None and refused.rule_id == "build.licence"
    builds = [str(a) for a in phases.legal_actions(game, game.player("greg")).get("build", [])]
    assert "greg: build caupona" in builds and "greg: build cura" in builds
    assert "greg: build armorum-faber" not in builds
    assert_generated_equals_checked(game)


def test_a_wall_listed_before_other_buildings_hides_none_of_them() -> None:
    """en:388, en:469 (build.walls-praefectus-urbi): only the Praefectus Urbi builds wall segments, so greg, who is not,
    is offered none; the buildings listed after a Wall are offered still.  The Mensae made a Wall by a scenario's
    override (``components.buildings``) puts one before the Redemptor, the Taberna and the Horreum."""
    offices = {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"}
    setup = {"round": 3, "phase": "construct", "offices": offices, "players": {"greg": {"gold": 30}}}
    game = rules_game(setup, buildings={"mensae": {"kind": "wall", "ability": "swap", "copies": 1}})
    builds = [str(a) for a in phases.legal_actions(game, game.player("greg")).get("build", [])]
    assert "greg: build mensae" not in builds
    assert {"greg: build redemptor", "greg: build taberna", "greg: build horreum"} <= set(builds)
    assert_generated_equals_checked(game)


def test_the_legal_moves_of_the_api_are_the_checked_ones_for_every_player() -> None:
    """``Game.legal_moves(p)`` (the API, ``acting`` left out: the game works out whether ``p`` may act) lists the
    checked actions of every player, so nothing for one who may not act now: in the phases played in turn order
    only the player whose turn it is acts (en:213, en:382), and a pending decision is its responder's."""
    idle = 0
    for game in positions(100, seed=3):
        actors = game.actors()
        for p in game.state.players:
            made = {verb: list(make(game, p)) for verb, make in game.legal_moves(p).items()}
            assert {verb: found for verb, found in made.items() if found} == phases.checked(game, p), p.name
            idle += p.name not in actors
    assert idle > 100  # players who may not act now were asked


@settings(max_examples=25, deadline=None)
@given(
    edition=st.integers(min_value=0, max_value=len(EDITION_OPTIONS) - 1),
    seed=st.integers(min_value=0, max_value=2**31),
    rich=st.booleans(),
    steps=st.integers(min_value=0, max_value=400),
)
def test_generated_legal_actions_equal_the_checked_ones_at_any_step(
    edition: int, seed: int, rich: bool, steps: int
) -> None:
    """Hypothesis draws the edition, the game and how far it is played; it shrinks a failure to the least."""
    game, rng = new_game(EDITION_OPTIONS[edition], seed, rich)
    for _ in range(steps):
        if game.is_over:
            break
        game.perform(*random_move(game, rng))
    assert_generated_equals_checked(game)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(GOODS), st.integers(0, 4)), st.integers(0, 6), st.booleans())
def test_goods_subsets_are_the_combinations_he_can_make(goods: dict[str, int], size: int, exact: bool) -> None:
    """The multisets of the store (end.store) and the sale wall are made without trying every combination: the
    same as the combinations of his kinds of goods that he holds enough of, in the same order."""
    p = Player("p1", goods=dict(goods))
    kinds = sorted(goods)
    expected = [
        combo
        for k in range(size if exact else 0, min(size, sum(goods.values())) + 1)
        for combo in combinations_with_replacement(kinds, k)
        if all(combo.count(g) <= goods[g] for g in kinds)
    ]
    assert goods_subsets(p, size, exact) == expected
