"""Consistency checks on a situation's set-up (engine/constantinopolis/core/setup_checks.py,
docs/scenario-format.md "Consistency checks on the set-up").

Each check: a situation no game can reach is refused with a SetupError that names the key path and the
numbers, and the consistent boundary case next to it is accepted.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from constantinopolis import Game, SetupError, default_components
from constantinopolis.core.errors import ScenarioError
from constantinopolis.core.setup_checks import last_possible_round
from constantinopolis.suite.scenario import run_scenario

NAMES = ["greg", "jen", "kay", "lea", "max"]
PUBLIC = [
    "hippodromus-21",
    "domus-regia-24",
    "hippodromus-32",
    "domus-regia-36",
    "hippodromus-45",
    "domus-regia-50",
    "hippodromus-60",
    "domus-regia-66",
]
FINAL_MARKET = {"current": "porta-aurea", "future": [], "exhaustions": 2}  # round 9: emptied twice


def game(setup: dict[str, Any], players: int = 3, **kwargs: Any) -> Game:
    return Game.new(NAMES[:players], seed=0, setup=setup, **kwargs)


def refused(setup: dict[str, Any], players: int = 3, **kwargs: Any) -> SetupError:
    with pytest.raises(SetupError) as info:
        game(setup, players, **kwargs)
    return info.value


def owners(*names: str, building: str) -> dict[str, Any]:
    return {name: {"buildings": [building]} for name in names}


# ----------------------------------------------------------------- 1. building tiles (en:167, en:390)


def test_the_wall_tile_owned_twice_and_in_the_supply_is_refused() -> None:
    """en:167: every City Wall tile is used, and there is one of each segment."""
    setup = {"players": owners("greg", "jen", building="moenia-office"), "supply": {"buildings": {"moenia-office": 1}}}
    error = refused(setup)
    assert error.path == "supply.buildings.moenia-office"
    assert str(error) == (
        "supply.buildings.moenia-office: 2 owned (greg, jen) + 1 in the supply = 3, but a 3-player game uses "
        "1 moenia-office tile (Moenia; every Public Building and City Wall tile is used, en:167)"
    )


def test_the_wall_tile_owned_once_and_not_in_the_supply_is_accepted() -> None:
    setup = {"players": owners("greg", building="moenia-office"), "supply": {"buildings": {"moenia-office": 0}}}
    g = game(setup)
    assert g.state.building_supply["moenia-office"] == 0
    assert g.state.players[0].buildings == ["ager", "moenia-office"]


def test_a_public_building_in_the_supply_and_on_a_sheet_is_refused_and_out_of_the_supply_accepted() -> None:
    setup = {"players": owners("kay", building="domus-regia-66"), "supply": {"buildings": {"domus-regia-66": 1}}}
    error = refused(setup, players=4)
    assert error.path == "supply.buildings.domus-regia-66"
    assert "1 owned (kay) + 1 in the supply = 2, but a 4-player game uses 1 domus-regia-66 tile" in str(error)
    setup["supply"] = {"buildings": {"domus-regia-66": 0}}
    assert game(setup, players=4).state.players[2].buildings == ["ager", "domus-regia-66"]


def test_the_wall_owned_by_two_is_refused_when_the_supply_is_given_without_it() -> None:
    """With supply.buildings given, a tile given to a player is not taken from the supply; the tiles owned
    are still held against the tiles used."""
    setup = {"players": owners("greg", "jen", building="moenia-swap"), "supply": {"buildings": {"metallum": 0}}}
    error = refused(setup)
    assert error.path == "players.jen.buildings"
    assert str(error).startswith("players.jen.buildings: 2 owned (greg, jen), but a 3-player game uses 1 moenia-swap")


@pytest.mark.parametrize(
    ("players", "building", "tiles", "why"),
    [
        (2, "metallum", 1, "one of each in a 2-player game"),
        (3, "metallum", 2, "two of each in a 3- or 4-player game"),
        (4, "caupona", 2, "two of each in a 3- or 4-player game"),
        (5, "metallum", 2, "all of them in a 5-player game"),
        (5, "caupona", 3, "all of them in a 5-player game"),
    ],
)
def test_owned_tiles_are_held_against_the_tiles_of_the_player_count(
    players: int, building: str, tiles: int, why: str
) -> None:
    """en:167: one of each other building with 2 players, two with 3 or 4, all with 5 (2 of each Production
    Building, 3 of each Commercial one in the box: docs/components.md)."""
    supply = {"buildings": {}}  # the tiles are handed out without being taken from the supply
    exactly = owners(*NAMES[:tiles], building=building)
    g = game({"players": exactly, "supply": supply}, players=players)
    assert sum(building in p.buildings for p in g.state.players) == tiles
    one_more = owners(*NAMES[: tiles + 1], building=building)
    error = refused({"players": one_more, "supply": supply}, players=players)
    assert error.path == f"players.{NAMES[tiles]}.buildings"
    assert f"{tiles + 1} owned ({', '.join(NAMES[: tiles + 1])}), but a {players}-player game uses" in str(error)
    assert f"{tiles} {building} tile" in str(error)
    assert f"{why}, en:167)" in str(error)


def test_tiles_taken_from_the_dealt_supply_are_consistent_up_to_the_last_one() -> None:
    """Without supply.buildings, each tile given to a player leaves the supply; a third Metallum in a
    3-player game is refused by the existing check (there is none left to give)."""
    g = game({"players": owners("greg", "jen", building="metallum")})
    assert g.state.building_supply["metallum"] == 0
    error = refused({"players": owners("greg", "jen", "kay", building="metallum")})
    assert str(error) == "players.kay.buildings: no metallum left in the supply to give (set supply.buildings)"


def test_a_stated_supply_of_a_production_building_is_not_counted_yet() -> None:
    """Documented gap (docs/scenario-format.md): compliance features state more Production, Commercial and
    Utility tiles in the supply than en:167 allows, so a stated supply of these is taken as stated."""
    g = game({"players": owners("greg", building="hospitium"), "supply": {"buildings": {"hospitium": 2}}})
    assert g.state.building_supply["hospitium"] == 2


def test_two_buildings_of_the_same_name_on_one_sheet_are_refused() -> None:
    """en:390: with the exception of Public Buildings and City Walls, a player cannot have more than one
    building with the same name."""
    error = refused({"players": {"jen": {"buildings": ["metallum", "textrinum", "metallum"]}}})
    assert error.path == "players.jen.buildings.2"
    assert str(error) == (
        "players.jen.buildings.2: jen owns two Metallum, but a player cannot have more than one building with the "
        "same name, Public Buildings and City Walls excepted (en:390)"
    )


def test_the_ager_listed_twice_is_refused() -> None:
    error = refused({"players": {"greg": {"buildings": ["ager", "pistrinum", "ager"]}}})
    assert error.path == "players.greg.buildings.2"
    assert "greg owns two Ager" in str(error)


def test_public_buildings_and_walls_of_the_same_name_on_one_sheet_are_accepted() -> None:
    buildings = ["hippodromus-21", "hippodromus-32", "moenia-swap", "moenia-sale"]
    g = game({"players": {"greg": {"buildings": buildings}}})
    assert g.state.players[0].buildings == ["ager", *buildings]


# ----------------------------------------------------------------- 2. ships (en:30-33, en:172)


def test_a_ship_on_two_sheets_is_refused() -> None:
    """greg names jen's Small Ship while jen keeps it (the second player's ship is small-2)."""
    error = refused({"players": {"greg": {"ships": [{"id": "small-2", "size": "small"}]}}})
    assert error.path == "players.greg.ships.0"
    assert str(error) == (
        "players.greg.ships.0: ship small-2 is in 2 places (jen's sheet and greg's sheet), "
        "but each ship card is in one place (en:172)"
    )


def test_a_ship_card_keeps_its_size() -> None:
    """medium-3 is a Medium Ship card (en:32): a Small Ship named medium-3 is refused as such (it read as the card
    lying in two places); an id of its own (S1) may be of any size."""
    error = refused({"players": {"kay": {"ships": [{"id": "medium-3", "size": "small"}]}}})
    assert (error.path, str(error)) == (
        "players.kay.ships.0.id",
        "players.kay.ships.0.id: ship medium-3 is a medium ship card, not a small one",
    )
    assert [
        sh.id for sh in game({"players": {"kay": {"ships": [{"id": "S1", "size": "small"}]}}}).by_name["kay"].ships
    ] == ["S1"]
    # the cards are small-1 to small-9 (en:31): the last is one, 0 and 10 are ids of their own
    assert str(refused({"players": {"kay": {"ships": [{"id": "small-9", "size": "large"}]}}})).endswith(
        "ship small-9 is a small ship card, not a large one"
    )
    for own in ("small-0", "small-10"):
        ships = game({"players": {"kay": {"ships": [{"id": own, "size": "large"}]}}}).by_name["kay"].ships
        assert [(sh.id, sh.size) for sh in ships] == [(own, "large")]


def test_an_unknown_key_is_named_whatever_the_types_of_the_keys() -> None:
    """YAML keys may be numbers: the unknown keys are sorted as text to name the first (5 before 'futur'), never
    compared as they are (a TypeError)."""
    error = refused({"market": {"current": "forum-costantinum", 5: 1, "futur": ["opificies"]}})
    assert str(error) == "market.5: unknown key; known: current, exhaustions, future, future_face_down"


def test_more_ships_of_a_size_than_cards_with_the_supply_stated_is_refused() -> None:
    """en:33: 5 Large Ships.  A ship named by an id of its own is not taken from the supply."""
    setup: dict[str, Any] = {"players": {"greg": {"ships": [{"id": "L1", "size": "large"}]}}}
    setup["supply"] = {"ships": {"large": 5}}
    error = refused(setup)
    assert error.path == "supply.ships.large"
    assert str(error) == (
        "supply.ships.large: 1 large ship on player sheets (greg) + 5 in the supply = 6, "
        "but the game has 5 large ship cards (Magnus Dromo, en:33)"
    )
    setup["supply"] = {"ships": {"large": 4}}
    g = game(setup)
    assert len(g.state.ship_supply["large"]) == 4


def test_more_ships_of_a_size_on_the_sheets_than_cards_is_refused() -> None:
    """en:31: 9 Small Ships; jen and kay keep theirs."""
    fleet = [{"id": f"s{i}", "size": "small"} for i in range(8)]
    error = refused({"players": {"greg": {"ships": fleet}}})
    assert error.path == "players.greg.ships"
    assert str(error) == (
        "players.greg.ships: 10 small ships on player sheets (greg x8, jen, kay), "
        "but the game has 9 small ship cards (Parvus Dromo, en:31)"
    )
    g = game({"players": {"greg": {"ships": fleet[:7]}}})
    assert sum(len(p.ships) for p in g.state.players) == 9


# ----------------------------------------------------------------- 3. offices (en:56, en:173, en:225-229)


def test_a_player_holding_two_offices_is_refused() -> None:
    """Each player has one public office marker (en:56, en:173), moved onto the office he takes (en:227)."""
    error = refused({"offices": {"consul": "greg", "praefectus-urbi": "greg"}})
    assert error.path == "offices.praefectus-urbi"
    assert str(error) == (
        "offices.praefectus-urbi: greg holds two offices (consul and praefectus-urbi), but a player has one public "
        "office marker (en:56, en:173) and holds the office it stands on (en:225-229)"
    )


def test_one_office_each_with_the_others_vacant_is_accepted_and_holders_must_be_players() -> None:
    g = game({"offices": {"consul": "jen", "magister-officiorum": "greg"}}, players=2)
    assert g.state.offices == {
        "magister-officiorum": "greg",
        "praefectus-pretorio": None,
        "comes-thesaurorum": None,
        "praefectus-urbi": None,
        "consul": "jen",
    }
    unknown = "offices.consul: unknown player 'zoe'; players: greg, jen, kay"
    assert str(refused({"offices": {"consul": "zoe"}})) == unknown


# ----------------------------------------------------------------- 4. the round (en:673, en:685-687, en:718)


def test_the_last_possible_round_is_nine_with_five_market_cards() -> None:
    """en:718: "a total of nine rounds is the maximum"; 1 + 4 rounds to empty the pile a first time, 4 to
    empty it again, one more round."""
    assert last_possible_round(5) == 9
    assert last_possible_round(6) == 11


def test_round_999_is_refused_and_round_9_accepted() -> None:
    error = refused({"round": 999})
    assert error.path == "round"
    assert str(error) == (
        "round: 999, but a game with 5 Market Cards has rounds 1 to 9: the Future pile is emptied for the second "
        "time at the end of round 8 and one more round is played (en:685, en:718)"
    )
    assert "round: 10, but a game with 5 Market Cards has rounds 1 to 9" in str(refused({"round": 10}))
    assert game({"round": 9}).state.round == 9


def test_a_sixth_market_card_allows_eleven_rounds() -> None:
    comps = default_components()
    extra = dataclasses.replace(comps.markets["opificies"], id="extra", name="Extra")
    six = dataclasses.replace(comps, markets={**comps.markets, "extra": extra})
    assert game({"round": 11}, components=six).state.round == 11
    assert "round: 12, but a game with 6 Market Cards has rounds 1 to 11" in str(refused({"round": 12}, components=six))


def test_an_exhaustion_before_the_rounds_it_needs_is_refused() -> None:
    """The Future pile first empties at the end of round 4 (one card a round, en:673, en:685)."""
    market = {"current": "opificies", "exhaustions": 1}
    error = refused({"round": 4, "market": market})
    assert error.path == "round"
    assert str(error) == (
        "round: round 4 with 1 exhaustion of the Future pile, but it is emptied for the first time at the end of "
        "round 4 and for the second at the end of round 8 (one card a round, en:673, en:685-687), so round 5 is the "
        "first with 1 exhaustion"
    )
    g = game({"round": 5, "market": market})  # the four other cards were reshuffled into the Future pile
    assert (g.state.round, len(g.state.market_future)) == (5, 4)


def test_in_the_end_of_round_phase_the_market_change_of_this_round_has_happened() -> None:
    """At the End of Round of round 4 the pile has just been refilled; at that of round 8 it stays empty."""
    refilled = {"current": "opificies", "exhaustions": 1}
    assert game({"round": 4, "phase": "end-of-round", "market": refilled}).state.market_exhaustions == 1
    emptied = {"current": "opificies", "future": [], "exhaustions": 2}
    g = game({"round": 8, "phase": "end-of-round", "market": emptied, "players": {"greg": {"goods": {"consumer": 2}}}})
    assert (g.state.round, g.state.phase) == (8, "end-of-round")
    error = refused({"round": 8, "phase": "donate", "market": emptied})
    assert error.path == "round"
    assert "round 8 with 2 exhaustions of the Future pile" in str(error)
    assert str(error).endswith("so round 9 is the first with 2 exhaustions")
    # the End of Round of round 9 finds no Future card: the game is scored at once, no store step (en:695)
    text = str(refused({"round": 9, "phase": "end-of-round", "market": emptied}))
    assert "round 9 with 0 cards in the Future pile after 2 exhaustions: the game would last until round 10" in text


def test_more_future_cards_than_rounds_left_after_the_first_exhaustion_is_refused() -> None:
    """After the first exhaustion every Future card is one more round; the game ends after round 9."""
    market = {"current": "opificies", "exhaustions": 1}  # the four other cards in the Future pile
    error = refused({"round": 6, "market": market})
    assert error.path == "round"
    assert str(error) == (
        "round: round 6 with 4 cards in the Future pile after 1 exhaustion: the game would last until round 10, "
        "but it ends after round 9 at the latest (en:685, en:718)"
    )
    short = {"current": "opificies", "future": ["porta-aurea", "domus-regia", "portus-iulianus"], "exhaustions": 1}
    assert game({"round": 6, "market": short}).state.round == 6


def test_without_the_round_the_exhaustions_are_named() -> None:
    error = refused({"market": {"current": "opificies", "exhaustions": 1}})
    assert error.path == "market.exhaustions"


# ----------------------------------------------------------- 5. the market piles and the end (en:685-687, en:717-718)


def test_three_exhaustions_are_refused() -> None:
    error = refused({"round": 9, "market": {"current": "opificies", "future": [], "exhaustions": 3}})
    assert error.path == "market.exhaustions"
    assert str(error).startswith("market.exhaustions: 3 exhaustions, but the Future pile is emptied at most twice")


def test_cards_in_the_future_pile_after_two_exhaustions_are_refused() -> None:
    error = refused({"round": 9, "market": {"current": "opificies", "future": ["porta-aurea"], "exhaustions": 2}})
    assert error.path == "market.future"
    assert str(error) == (
        "market.future: the Future pile holds 1 card after 2 exhaustions, but after the second it is left empty "
        "(en:685)"
    )


def test_an_empty_future_pile_before_two_exhaustions_is_refused() -> None:
    error = refused({"round": 4, "market": {"current": "opificies", "future": [], "exhaustions": 0}})
    assert error.path == "market.future"
    assert str(error) == (
        "market.future: the Future pile is empty after 0 exhaustions, but the first time it empties it is refilled "
        "at once from the Current pile (en:685-687); an empty Future pile means exhaustions: 2"
    )
    assert game({"round": 9, "market": FINAL_MARKET}).state.market_future == []


def test_a_card_both_current_and_in_the_future_pile_is_refused() -> None:
    error = refused({"market": {"current": "opificies", "future": ["porta-aurea", "opificies"]}})
    assert str(error) == "market: market card opificies is placed twice"


def test_the_market_end_with_a_full_future_pile_is_refused() -> None:
    """en:718: the market ends the game one full round after the Future pile empties for the second time."""
    error = refused({"round": 9, "ends_after_round": "market", "market": {"current": "opificies"}})
    assert error.path == "ends_after_round"
    assert str(error) == (
        "ends_after_round: market, but the Future pile holds 4 cards: the market ends the game when no Future card "
        "is left to become the Current Market (en:685, en:718)"
    )


def test_the_market_end_before_round_nine_is_refused() -> None:
    error = refused({"round": 5, "ends_after_round": "market"})
    assert error.path == "ends_after_round"
    assert str(error) == (
        "ends_after_round: market in round 5, but the market ends the game only after round 9, one full round after "
        "the Future pile is emptied for the second time (en:685, en:718)"
    )


def test_the_market_end_in_round_nine_is_accepted() -> None:
    g = game({"round": 9, "ends_after_round": "market", "market": FINAL_MARKET})
    assert g.state.ends_after_round == "market"
    # the piles left as dealt are not held against it (docs/scenario-format.md: what is not checked)
    assert game({"round": 9, "ends_after_round": "market"}).state.ends_after_round == "market"


def test_the_public_buildings_end_with_public_buildings_in_the_supply_is_refused() -> None:
    """en:717: the game ends at the end of the round in which the last Public Building is bought."""
    supply = dict.fromkeys(PUBLIC, 0) | {"domus-regia-66": 1}
    error = refused({"ends_after_round": "public-buildings", "supply": {"buildings": supply}})
    assert error.path == "ends_after_round"
    assert str(error) == (
        "ends_after_round: public-buildings, but 1 Public Building is still in the supply (domus-regia-66); the "
        "game ends this way after the round in which the last one is bought (en:717)"
    )
    assert "8 Public Buildings are still in the supply" in str(refused({"ends_after_round": "public-buildings"}))
    supply["domus-regia-66"] = 0
    g = game({"ends_after_round": "public-buildings", "supply": {"buildings": supply}})
    assert g.state.ends_after_round == "public-buildings"


# ----------------------------------------------------------------- after the whole set-up: key order, scenario files


def test_the_order_of_the_keys_does_not_matter() -> None:
    players = owners("greg", "jen", building="moenia-office")
    supply = {"buildings": {"moenia-office": 1}}
    one = refused({"players": players, "supply": supply, "round": 3})
    other = refused({"round": 3, "supply": supply, "players": players})
    assert (one.path, str(one)) == (other.path, str(other))


def test_a_scenario_file_points_at_the_line_of_the_key(tmp_path: Path) -> None:
    text = (
        "scenario: x\n"
        "players: [greg, jen, kay]\n"
        "setup:\n"
        "  players:\n"
        "    greg: {buildings: [moenia-office]}\n"
        "    jen: {buildings: [moenia-office]}\n"
        "  supply:\n"
        "    buildings:\n"
        "      moenia-office: 1\n"
    )
    path = tmp_path / "wall.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError) as err:
        run_scenario(path)
    assert err.value.line == 9
    assert err.value.problem.startswith("setup: supply.buildings.moenia-office: 2 owned (greg, jen) + 1 in the supply")
