"""Draw Contracts (en:551-579), Accept Contracts (en:581-647) and Donate Goods (en:649-667)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from constantinopolis import ComponentError, Game, RuleViolation
from constantinopolis.core import phases
from constantinopolis.core.components import DEFAULT_MANIFEST
from helpers_rules import FILLER_IDS, assert_refused, contract, market, new_game, p

# No Magister Officiorum (his 3 extra contracts are not what these tests are about).
OFFICES = {"praefectus-pretorio": "greg", "comes-thesaurorum": "jen", "consul": "kay"}
PRODUCTION = ["pistrinum", "venatoris-domus", "textrinum", "lignarii-officina", "cura", "figulina", "metallum"]

# Contracts: voyages are (small, medium, large) in rounds.
CARDS = [
    contract("one-a", goods={"alimentary": 1}, gold=4),
    contract("one-b", goods={"alimentary": 1}, gold=5),
    contract("one-c", goods={"alimentary": 1}, gold=6),
    contract("two-a", goods={"alimentary": 2}, gold=8),
    contract("two-b", goods={"alimentary": 2}, gold=9),
    contract("two-long", goods={"consumer": 2}, gold=11, medium=2, large=2),  # en:613 the long one
    contract("one-long", goods={"consumer": 1}, gold=7, medium=2, large=2),
    contract("large-long", goods={"alimentary": 1}, gold=5, large=2),  # short on Small and Medium
    contract("pax-1", passengers=1, gold=6),
    contract("pax-2", passengers=1, gold=6),
    contract("pax-3", passengers=1, gold=6),
    contract("pax-4", passengers=1, gold=6),
    contract("pax-long", passengers=1, gold=7, medium=2, large=2),
]


def draw_game(players, offices=OFFICES, contracts=None, **extra):
    setup = {"round": 2, "phase": "draw", "offices": offices, "players": players, **extra}
    if contracts is not None:
        setup["contracts"] = contracts
    return new_game(setup, contracts=CARDS)


def accept_game(players, offices=OFFICES, **extra):
    setup = {"round": 2, "phase": "accept", "offices": offices, "players": players, **extra}
    return new_game(setup, contracts=CARDS)


def finish_accept(game):
    for name in list(game.actors()):
        game.apply(f"{name}: done")
    assert game.state.phase == "donate"


# ====================================================================== Draw Contracts
def test_draw_example_levels_4_6_and_8_buildings():
    """en:571: Greg (4 Production Buildings) draws 3, Jen (6) draws 4, Kay (8, level 7) draws 5.  No more
    than the two tiles of each building a 3-player game uses are handed out (en:167)."""
    game = draw_game(
        {
            "greg": {"buildings": ["fabri-officina", "conflatorium", "sculptoris-domus"]},
            "jen": {"buildings": PRODUCTION[:5]},
            "kay": {"buildings": [*PRODUCTION, "armorum-faber"]},
        },
    )
    assert game.state.phase == "accept"  # nothing optional: every draw was automatic
    assert [len(p(game, n)["hand"]) for n in ("greg", "jen", "kay")] == [3, 4, 5]
    assert p(game, "kay")["production_level"] == 7


@pytest.mark.parametrize(
    ("level", "draws"), [(1, 1), (2, 2), (3, 2), (4, 3), (5, 4), (6, 4), (7, 5)], ids=lambda x: str(x)
)
def test_draws_by_production_level(level, draws):
    """en:553-567: production level 1, 2, 3, 4, 5, 6, 7 draws 1, 2, 2, 3, 4, 4, 5 contracts."""
    game = draw_game({"greg": {"buildings": PRODUCTION[: level - 1]}})
    assert p(game, "greg")["production_level"] == level
    assert len(p(game, "greg")["hand"]) == draws


def test_draw_follows_turn_order():
    """en:553: each player draws in turn order, so the first player takes the top cards."""
    offices = {"praefectus-pretorio": "kay", "comes-thesaurorum": "greg", "consul": "jen"}
    game = draw_game({}, offices=offices)
    assert p(game, "kay")["hand"] == FILLER_IDS[:1]
    assert p(game, "greg")["hand"] == FILLER_IDS[1:2]
    assert p(game, "jen")["hand"] == FILLER_IDS[2:3]


def test_unused_trading_posts_are_optional_extra_draws():
    """en:573: one more contract may be drawn for each unused Trading Post: level 1 and 2 unused posts draw 1 to 3."""
    game = draw_game({"greg": {"posts": 2}})
    assert game.state.phase == "draw"
    assert game.actors() == ["greg"]
    assert_refused(game, "greg: draw 0", "draw.count")
    assert_refused(game, "greg: draw 4", "draw.count")
    game.apply("greg: draw 3")
    assert p(game, "greg")["hand"] == FILLER_IDS[:3]


def test_a_trading_post_saving_a_contract_gives_no_extra_draw():
    """en:573, en:639: only unused Trading Posts count; a post saving a contract does not."""
    game = draw_game({"greg": {"posts": 2, "saved": ["one-a"]}})
    assert_refused(game, "greg: draw 3", "draw.count")
    game.apply("greg: draw 2")
    assert len(p(game, "greg")["hand"]) == 2


def test_the_player_may_decline_the_extra_draws():
    """en:573: the extra draws are optional: with an unused post he may draw just his production level's 1."""
    game = draw_game({"greg": {"posts": 1}})
    game.apply("greg: draw 1")
    assert p(game, "greg")["hand"] == FILLER_IDS[:1]


def test_contract_wall_is_one_optional_extra_draw():
    """en:577, en:871: the owner of the contract wall may draw one extra contract."""
    game = draw_game({"greg": {"buildings": ["moenia-contract"]}})
    assert game.actors() == ["greg"]
    assert_refused(game, "greg: draw 3", "draw.count")
    game.apply("greg: draw 2")
    assert len(p(game, "greg")["hand"]) == 2


def test_unused_posts_and_the_contract_wall_add_up():
    """en:573, en:577: each unused Trading Post and the contract wall is one more optional draw."""
    game = draw_game({"greg": {"posts": 1, "buildings": ["moenia-contract"]}})
    assert_refused(game, "greg: draw 4", "draw.count")
    game.apply("greg: draw 3")
    assert p(game, "greg")["hand"] == FILLER_IDS[:3]


def test_a_drawer_with_nothing_to_choose_is_told_the_one_count_he_draws():
    """en:553-577: with no unused Trading Post (en:573) and no contract wall (en:577), the production level's
    cards and the Magister Officiorum's three (en:575) are all he draws: no range.  Play draws for such a player
    by himself, so the refusal is read only in a saved game stopped at his turn (edited by hand: his post gone)."""
    offices = {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"}
    data = draw_game({"greg": {"posts": 1}}, offices=offices).to_dict()
    data["state"]["players"][0]["posts"] = 0
    game = Game.from_dict(data)
    assert game.actors() == ["greg"]
    refused = assert_refused(game, "greg: draw 5", "draw.count")
    assert refused.message == "greg draws 4 contracts, not 5"
    game.apply("greg: draw 4")  # level 1: 1 card, and 3 as Magister Officiorum
    assert p(game, "greg")["hand"] == FILLER_IDS[:4]


def test_a_player_draws_what_is_left_when_deck_and_discards_run_out():
    """en:579 reshuffles the discards; with neither deck nor discards left, the player keeps what he drew."""
    game = draw_game(
        {"greg": {"buildings": PRODUCTION[:2]}},  # level 3: two contracts
        contracts={"deck": FILLER_IDS[:1], "discard": []},
    )
    assert p(game, "greg")["hand"] == FILLER_IDS[:1]
    assert p(game, "jen")["hand"] == [] and p(game, "kay")["hand"] == []


def test_discards_are_reshuffled_when_the_deck_runs_out():
    """en:579: when there are no contracts to draw, the discard pile is shuffled to form a new deck."""
    discards = FILLER_IDS[1:6]
    game = draw_game(
        {"greg": {"buildings": PRODUCTION[:2]}},  # level 3: two contracts
        contracts={"deck": FILLER_IDS[:1], "discard": discards},
    )
    greg, jen, kay = (p(game, n)["hand"] for n in ("greg", "jen", "kay"))
    assert greg[0] == FILLER_IDS[0]
    assert len(greg) == 2 and len(jen) == 1 and len(kay) == 1
    assert set(greg[1:] + jen + kay) <= set(discards)
    assert game.state.discard == []
    assert len(game.state.deck) == 2


# ====================================================================== loading ships
def test_only_ships_in_the_harbour_take_contracts():
    """en:587, en:938-940: a ship that has started its voyage never takes new contracts."""
    game = accept_game(
        {
            "greg": {
                "hand": ["one-b"],
                "goods": {"alimentary": 1},
                "ships": [{"size": "medium", "position": 1, "contracts": ["one-a"]}],
            }
        }
    )
    ship = p(game, "greg")["ships"][0]["id"]
    assert_refused(game, f"greg: load one-b {ship}", "accept.harbour-only")


def test_the_loads_worth_trying_are_the_contracts_whose_goods_he_holds():
    """en:587: a contract goes on a ship with its goods, so the loads random play and the suite try
    (``Game.candidate_makers``, a cheap necessary condition before the checks) leave out a contract of a good
    type he holds none of, or too few of."""
    greg = {"hand": ["one-a", "two-long"], "goods": {"consumer": 1}, "ships": ["small"]}
    game = accept_game({"greg": greg})
    assert game.candidate_makers(game.player("greg"))["load"]() == []
    ship = p(game, "greg")["ships"][0]["id"]
    assert_refused(game, f"greg: load one-a {ship}", "goods.not-held")
    game = accept_game({"greg": {**greg, "goods": {"alimentary": 1, "consumer": 1}}})
    assert [str(a) for a in game.candidate_makers(game.player("greg"))["load"]()] == [f"greg: load one-a {ship}"]


def test_loading_moves_the_goods_onto_the_ship():
    """en:587: the contract is placed by a ship with the goods on it."""
    game = accept_game({"greg": {"hand": ["two-a"], "goods": {"alimentary": 3}, "ships": ["small"]}})
    ship = p(game, "greg")["ships"][0]["id"]
    game.apply(f"greg: load two-a {ship}")
    greg = p(game, "greg")
    assert greg["goods"] == {"alimentary": 1}
    assert greg["hand"] == []
    assert greg["ships"][0]["contracts"] == ["two-a"]
    assert greg["ships"][0]["cargo"] == {"alimentary": 2}


def test_contract_needs_its_goods():
    """en:587, en:623: a goods contract is accepted with its goods; without them it cannot be loaded."""
    game = accept_game({"greg": {"hand": ["two-a"], "goods": {"alimentary": 1}, "ships": ["small"]}})
    ship = p(game, "greg")["ships"][0]["id"]
    assert_refused(game, f"greg: load two-a {ship}", "goods.not-held")


def test_small_ship_capacity_is_two_goods():
    """en:273, en:593: a Small Ship carries up to two goods."""
    game = accept_game({"greg": {"hand": ["two-a", "one-a"], "goods": {"alimentary": 3}, "ships": ["small"]}})
    ship = p(game, "greg")["ships"][0]["id"]
    game.apply(f"greg: load two-a {ship}")
    assert_refused(game, f"greg: load one-a {ship}", "accept.capacity")


def test_large_ship_capacity_is_eight():
    """en:277: a Large Ship has a cargo capacity of eight."""
    hand = ["two-a", "two-b", "one-a", "one-b", "pax-1", "pax-2", "one-c"]
    game = accept_game({"greg": {"hand": hand, "goods": {"alimentary": 7}, "ships": ["large"]}})
    ship = p(game, "greg")["ships"][0]["id"]
    for cid in hand[:6]:
        game.apply(f"greg: load {cid} {ship}")
    assert_refused(game, f"greg: load one-c {ship}", "accept.capacity")


def test_small_ship_carries_no_passengers():
    """en:273, en:589: no passengers on a Small Ship."""
    game = accept_game({"greg": {"hand": ["pax-1"], "ships": ["small"]}})
    ship = p(game, "greg")["ships"][0]["id"]
    assert_refused(game, f"greg: load pax-1 {ship}", "accept.passengers")


def test_medium_ship_carries_one_passenger():
    """en:275: a Medium Ship carries four goods or three goods and one passenger."""
    game = accept_game({"greg": {"hand": ["pax-1", "pax-2"], "ships": ["medium"]}})
    ship = p(game, "greg")["ships"][0]["id"]
    game.apply(f"greg: load pax-1 {ship}")
    assert_refused(game, f"greg: load pax-2 {ship}", "accept.passengers")


def test_large_ship_carries_three_passengers():
    """en:277: up to three of the Large Ship's eight slots carry passengers."""
    game = accept_game({"greg": {"hand": ["pax-1", "pax-2", "pax-3", "pax-4"], "ships": ["large"]}})
    ship = p(game, "greg")["ships"][0]["id"]
    for cid in ("pax-1", "pax-2", "pax-3"):
        game.apply(f"greg: load {cid} {ship}")
    assert_refused(game, f"greg: load pax-4 {ship}", "accept.passengers")


def test_a_contract_goes_on_one_ship_only():
    """en:924-926: a contract is loaded on one single ship."""
    game = accept_game({"greg": {"hand": ["one-a"], "goods": {"alimentary": 2}, "ships": ["small", "small"]}})
    first, second = (s["id"] for s in p(game, "greg")["ships"])
    game.apply(f"greg: load one-a {first}")
    assert_refused(game, f"greg: load one-a {second}", "accept.one-ship")


def test_medium_ship_example():
    """en:613-615: a two-goods long contract, a one-good short and a passenger short fill a Medium Ship
    (2 + 1 + 1 = 4 spaces); it goes on the Long Voyage (#2) space."""
    game = accept_game(
        {
            "greg": {
                "fp": 10,
                "hand": ["two-long", "one-a", "pax-1", "one-b"],
                "goods": {"consumer": 2, "alimentary": 2},
                "ships": ["medium"],
            }
        }
    )
    ship = p(game, "greg")["ships"][0]["id"]
    for cid in ("two-long", "one-a", "pax-1"):
        game.apply(f"greg: load {cid} {ship}")
    assert_refused(game, f"greg: load one-b {ship}", "accept.capacity")
    finish_accept(game)
    medium = p(game, "greg")["ships"][0]
    assert medium["position"] == 2
    assert p(game, "greg")["fp"] == 11  # the long-voyage bonus (en:619)


def test_voyage_length_depends_on_the_ship_size():
    """en:336-340: the same contract (1, 1, 2) is a short voyage on a Small Ship and a long one on a Large Ship."""
    game = accept_game(
        {"greg": {"hand": ["large-long"], "goods": {"alimentary": 1}, "ships": ["small"]}},
    )
    game.apply(f"greg: load large-long {p(game, 'greg')['ships'][0]['id']}")
    finish_accept(game)
    assert p(game, "greg")["ships"][0]["position"] == 1
    assert p(game, "greg")["fp"] == 0

    game = accept_game({"greg": {"hand": ["large-long"], "goods": {"alimentary": 1}, "ships": ["large"]}})
    game.apply(f"greg: load large-long {p(game, 'greg')['ships'][0]['id']}")
    finish_accept(game)
    assert p(game, "greg")["ships"][0]["position"] == 2


def test_small_ship_always_completes_its_voyage_in_one_round():
    """en:273: the Small Ship always completes its voyages in one round; a card claiming otherwise is either
    refused as a component or sails short."""
    odd = contract("small-long", goods={"alimentary": 1}, small=2, medium=2, large=2)
    setup = {"round": 2, "phase": "accept", "offices": OFFICES}
    setup["players"] = {"greg": {"hand": ["small-long"], "goods": {"alimentary": 1}, "ships": ["small"]}}
    try:
        game = new_game(setup, contracts=[*CARDS, odd])
    except ComponentError:
        return
    game.apply(f"greg: load small-long {p(game, 'greg')['ships'][0]['id']}")
    finish_accept(game)
    assert p(game, "greg")["ships"][0]["position"] == 1
    assert p(game, "greg")["fp"] == 0


# ====================================================================== long-voyage bonus
def test_long_voyage_bonus_per_ship_not_per_contract():
    """en:619: 1 FP for every ship on a long voyage; two long contracts on one ship still give only 1 FP."""
    game = accept_game(
        {
            "greg": {
                "hand": ["two-long", "one-long", "pax-long"],
                "goods": {"consumer": 3},
                "ships": ["medium", "medium"],
            }
        }
    )
    first, second = (s["id"] for s in p(game, "greg")["ships"])
    game.apply(f"greg: load two-long {first}")
    game.apply(f"greg: load one-long {first}")
    game.apply(f"greg: load pax-long {second}")
    finish_accept(game)
    assert [s["position"] for s in p(game, "greg")["ships"]] == [2, 2]
    assert p(game, "greg")["fp"] == 2


def test_long_voyage_bonus_for_a_passenger_contract():
    """en:916-918: the long-voyage FP is gained even when the long contract carries a passenger."""
    game = accept_game({"greg": {"hand": ["pax-long"], "ships": ["medium"]}})
    game.apply(f"greg: load pax-long {p(game, 'greg')['ships'][0]['id']}")
    finish_accept(game)
    assert p(game, "greg")["fp"] == 1


def test_long_voyage_bonus_is_2_for_a_large_ship():
    """en:621: a Large Ship on a long voyage gives 2 FP."""
    game = accept_game({"greg": {"hand": ["large-long"], "goods": {"alimentary": 1}, "ships": ["large"]}})
    game.apply(f"greg: load large-long {p(game, 'greg')['ships'][0]['id']}")
    finish_accept(game)
    assert p(game, "greg")["fp"] == 2


def test_short_voyages_and_empty_ships():
    """en:595, en:623: a short voyage goes to #1 with no bonus; an empty ship stays in the Harbour."""
    game = accept_game({"greg": {"hand": ["one-a"], "goods": {"alimentary": 1}, "ships": ["medium", "small"]}})
    game.apply(f"greg: load one-a {p(game, 'greg')['ships'][0]['id']}")
    finish_accept(game)
    assert [s["position"] for s in p(game, "greg")["ships"]] == [1, 0]
    assert p(game, "greg")["fp"] == 0


def test_unloaded_unsaved_contracts_are_discarded_at_the_end_of_the_phase():
    """en:611: contracts neither loaded nor saved are discarded at the end of the phase."""
    game = accept_game({"greg": {"hand": ["one-a", "one-b", "pax-1"], "posts": 1, "goods": {"alimentary": 1}}})
    game.apply(f"greg: load one-a {p(game, 'greg')['ships'][0]['id']}")
    game.apply("greg: save one-b")
    finish_accept(game)
    greg = p(game, "greg")
    assert greg["hand"] == []
    assert greg["saved"] == ["one-b"]
    assert game.state.discard == ["pax-1"]


# ====================================================================== Trading Posts
@pytest.mark.parametrize(("bought", "price"), [(0, 3), (1, 4), (2, 5), (3, 6)])
def test_trading_post_prices(bought, price):
    """en:635: the first, second, third and fourth Trading Post cost 3, 4, 5 and 6 gold."""
    game = accept_game({"greg": {"gold": 10, "posts": bought}})
    game.apply("greg: buy-post")
    assert p(game, "greg")["gold"] == 10 - price
    assert p(game, "greg")["trading_posts"]["bought"] == bought + 1


def test_no_fifth_trading_post():
    """en:173, en:635: each player has four Trading Posts."""
    game = accept_game({"greg": {"gold": 10, "posts": 4}})
    assert_refused(game, "greg: buy-post", "tradingpost.price")


def test_one_trading_post_a_round():
    """en:635: each player can buy only one Trading Post per round."""
    game = accept_game({"greg": {"gold": 20}})
    game.apply("greg: buy-post")
    assert_refused(game, "greg: buy-post", "tradingpost.one-per-round")


def test_new_trading_post_may_draw_a_contract_at_once():
    """en:637: when a player buys a Trading Post, he can immediately draw an additional contract."""
    game = accept_game({"greg": {"gold": 10}})
    game.apply("greg: buy-post draw")
    assert p(game, "greg")["hand"] == FILLER_IDS[:1]
    other = accept_game({"greg": {"gold": 10}})
    other.apply("greg: buy-post")
    assert p(other, "greg")["hand"] == []


def test_new_trading_post_can_be_used_at_once():
    """en:635, en:639: the new post is used at once to save a contract, which is kept past the phase."""
    game = accept_game({"greg": {"gold": 10, "hand": ["one-a"]}})
    assert_refused(game, "greg: save one-a", "tradingpost.save")
    game.apply("greg: buy-post")
    game.apply("greg: save one-a")
    finish_accept(game)
    assert p(game, "greg")["saved"] == ["one-a"]
    assert "one-a" not in game.state.discard


def test_freed_contract_frees_its_trading_post():
    """en:641: a saved contract can be freed; the post can save another contract, and the freed one is
    discarded at the end of the phase if not loaded."""
    game = accept_game({"greg": {"posts": 1, "saved": ["one-a"], "hand": ["one-b"]}})
    assert_refused(game, "greg: save one-b", "tradingpost.save")
    game.apply("greg: free one-a")
    game.apply("greg: save one-b")
    finish_accept(game)
    assert p(game, "greg")["saved"] == ["one-b"]
    assert game.state.discard == ["one-a"]


# ====================================================================== ships
@pytest.mark.parametrize(("size", "price"), [("small", 6), ("medium", 9), ("large", 12)])
def test_ship_prices(size, price):
    """en:279: Small, Medium and Large Ships cost 6, 9 and 12 gold."""
    game = accept_game({"greg": {"gold": 20}})
    game.apply(f"greg: buy-ship {size}")
    greg = p(game, "greg")
    assert greg["gold"] == 20 - price
    assert [s["size"] for s in greg["ships"]] == ["small", size]


def test_one_ship_a_round():
    """en:645: each player may buy only one ship per round."""
    game = accept_game({"greg": {"gold": 30}})
    game.apply("greg: buy-ship small")
    assert_refused(game, "greg: buy-ship medium", "ships.buy")


def test_bought_ship_is_used_at_once():
    """en:647: ships may be used as soon as they have been purchased."""
    game = accept_game({"greg": {"gold": 30, "hand": ["pax-1"]}})
    game.apply("greg: buy-ship medium")
    ship = p(game, "greg")["ships"][1]["id"]
    game.apply(f"greg: load pax-1 {ship}")
    finish_accept(game)
    assert p(game, "greg")["ships"][1]["position"] == 1


def test_ship_wall_discounts_3_gold():
    """en:874: the ship wall gives a 3 gold discount on the purchase of a ship."""
    game = accept_game({"greg": {"gold": 20, "buildings": ["moenia-ship"]}})
    game.apply("greg: buy-ship large")
    assert p(game, "greg")["gold"] == 11


def test_ship_wall_discount_is_marked_used_once_taken():
    """en:874: once per round the wall's owner receives a 3 gold discount on a ship; the round's
    flags show it used.  Written to kill the mutants phases.accept.x_complete_ship__mutmut_9 and _10
    (issue 8's triage, list a)."""
    game = accept_game({"greg": {"gold": 20, "buildings": ["moenia-ship"]}})
    assert p(game, "greg")["round"]["ship_discount_used"] is False
    game.apply("greg: buy-ship medium")
    assert p(game, "greg")["gold"] == 20 - (9 - 3)
    assert p(game, "greg")["round"]["ship_discount_used"] is True


def test_ship_bought_without_the_wall_uses_no_discount():
    """en:279, en:874: without the ship wall a ship costs its full price, and no wall discount is
    marked used.  Written to kill the mutant phases.accept.x_complete_ship__mutmut_8 (issue 8's
    triage, list a)."""
    game = accept_game({"greg": {"gold": 20}})
    game.apply("greg: buy-ship medium")
    assert p(game, "greg")["gold"] == 11
    assert p(game, "greg")["round"]["ship_discount_used"] is False


def _ship_wall_owner_with_a_small_ship_at_3(tmp_path: Path, gold: int) -> Game:
    """greg, owner of the ship wall (en:874), with ``gold``, in the Accept Contracts phase of a game whose manifest
    prices the Small Ship at 3 gold."""
    raw = yaml.safe_load(DEFAULT_MANIFEST.read_text(encoding="utf-8"))
    raw["ships"] = [{**s, "cost": 3} if s["id"] == "small" else s for s in raw["ships"]]
    path = tmp_path / "manifest.yaml"
    path.write_text(yaml.safe_dump(raw), encoding="utf-8")
    return Game.new(
        ["greg", "jen"],
        seed=3,
        components=str(path),
        setup={"round": 2, "phase": "accept", "players": {"greg": {"gold": gold, "buildings": ["moenia-ship"]}}},
    )


def test_ship_wall_discount_may_make_a_cheap_ship_free(tmp_path: Path):
    """en:874: the ship wall takes 3 gold off a ship's price.  Unlike the market wall (en:872: 'cannot
    bring the price below 1 gold') it has no floor of 1, so with a manifest whose Small Ship costs 3
    the owner pays nothing.  Written to kill the mutant phases.accept.x_ship_price__mutmut_15 (issue 8's
    triage, list a)."""
    game = _ship_wall_owner_with_a_small_ship_at_3(tmp_path, gold=5)
    game.apply("greg: buy-ship small")
    assert p(game, "greg")["gold"] == 5
    assert len(p(game, "greg")["ships"]) == 2


def test_a_free_ship_is_among_the_moves_of_the_ship_wall_owner_without_gold(tmp_path: Path):
    """en:874: with a manifest whose Small Ship costs 3, the ship wall's 3 gold off make it free, so its owner
    may buy it with no gold at all: it is one of his legal moves (and the only ship he may buy)."""
    game = _ship_wall_owner_with_a_small_ship_at_3(tmp_path, gold=0)
    assert [str(a) for a in game.legal_actions() if str(a).startswith("greg: buy-ship")] == ["greg: buy-ship small"]
    game.apply("greg: buy-ship small")
    assert p(game, "greg")["gold"] == 0
    assert len(p(game, "greg")["ships"]) == 2


def last_medium_ship_game():
    players = {name: {"gold": 20} for name in ("greg", "jen", "kay")}
    return accept_game(players, supply={"ships": {"medium": 1}})


def test_last_ship_goes_first_to_the_earlier_player_in_turn_order():
    """en:645: when two players want the last ship of a size, the earlier in turn order has priority."""
    game = last_medium_ship_game()
    game.apply("kay: buy-ship medium")
    assert game.actors() == ["greg"]
    assert_refused(game, "kay: buy-ship small", "turn.pending-decision")
    game.apply("greg: decline")
    assert game.actors() == ["jen"]
    game.apply("jen: claim-ship")
    assert [s["size"] for s in p(game, "jen")["ships"]] == ["small", "medium"]
    assert p(game, "jen")["gold"] == 11
    assert [s["size"] for s in p(game, "kay")["ships"]] == ["small"]
    assert p(game, "kay")["gold"] == 20
    assert game.view()["supply"]["ships"]["medium"] == 0


def test_last_ship_to_the_asker_when_no_earlier_player_claims_it():
    """en:645: if no earlier player claims the last ship, the player who asked buys it."""
    game = last_medium_ship_game()
    start = len(game.state.log)
    game.apply("kay: buy-ship medium")
    game.apply("greg: decline")
    game.apply("jen: decline")
    assert [s["size"] for s in p(game, "kay")["ships"]] == ["small", "medium"]
    assert p(game, "kay")["gold"] == 11
    # what a judge reads of it (adjudicate's log): who is asked first, and each one who lets it go
    log = [line.partition(": ")[2] for line in game.state.log[start:]]
    assert "kay asks for the last medium ship; greg, jen come(s) first in turn order (en:645)" in log
    assert "greg does not claim the last medium ship" in log
    assert "jen does not claim the last medium ship" in log


def test_a_player_not_asked_for_the_last_ship_is_told_why():
    """en:645 and en:643: greg, earlier in turn order, has bought a ship this round, so he is not asked
    for the last Medium Ship; the log says why, and his claim is refused by ships.buy, not as an
    action of the wrong phase."""
    players = {name: {"gold": 20} for name in ("greg", "jen", "kay")}
    players["greg"]["round"] = {"ship_bought": True}
    game = accept_game(players, supply={"ships": {"medium": 1}})
    game.apply("kay: buy-ship medium")
    assert game.actors() == ["jen"]
    assert any("greg is not asked for the last medium ship" in line and "ships.buy" in line for line in game.state.log)
    assert_refused(game, "greg: claim-ship", "ships.buy")
    game.apply("jen: decline")
    assert [s["size"] for s in p(game, "kay")["ships"]] == ["small", "medium"]
    assert_refused(game, "greg: claim-ship", "turn.wrong-phase")  # only until the next action


# ====================================================================== contract swap
def test_consul_swaps_up_to_two_contracts():
    """en:585, en:807: the Consul discards up to two contracts and draws as many from the deck."""
    game = accept_game({"kay": {"hand": ["one-a", "one-b", "one-c"]}})
    assert_refused(game, "kay: swap one-a one-b one-c", "accept.swap")
    game.apply("kay: swap one-a one-b")
    assert p(game, "kay")["hand"] == ["one-c", *FILLER_IDS[:2]]
    assert game.state.discard == ["one-a", "one-b"]
    assert_refused(game, "kay: swap one-c", "office.ability-once")


def test_praefectus_urbi_swaps_contracts():
    """en:585, en:797: the Praefectus Urbi who built no wall may swap contracts."""
    offices = {"praefectus-pretorio": "greg", "praefectus-urbi": "jen", "consul": "kay"}
    game = accept_game({"jen": {"hand": ["one-a"]}}, offices=offices)
    game.apply("jen: swap one-a")
    assert p(game, "jen")["hand"] == FILLER_IDS[:1]


def test_other_offices_do_not_swap_contracts():
    """en:585: only the Consul and the Praefectus Urbi swap contracts."""
    game = accept_game({"greg": {"hand": ["one-a"]}})
    assert_refused(game, "greg: swap one-a", "accept.swap")


def test_praefectus_urbi_who_built_a_wall_cannot_swap():
    """en:585, en:793-797: building a wall uses the Praefectus Urbi's ability: no swap in that round."""
    offices = {"praefectus-pretorio": "greg", "praefectus-urbi": "jen", "consul": "kay"}
    game = new_game({"round": 2, "phase": "construct", "offices": offices}, contracts=CARDS)
    game.apply("greg: done")
    game.apply("jen: build moenia-swap")
    game.apply("jen: done")
    game.apply("kay: done")
    assert game.state.phase == "accept"
    card = p(game, "jen")["hand"][0]
    assert_refused(game, f"jen: swap {card}", "office.ability-once")


# ====================================================================== Donate Goods
# The Forum Costantinum's donation column as far as en:667 states it: no Luxury, three
# Consumer, three Military for 3 FP, and Alimentary that three green cubes satisfy.
# The Alimentary and Consumer FP (1 and 2) are this test's own choice.
FORUM = market(
    "forum-costantinum",
    {"alimentary": (2, 2, 1)},
    donations=[("alimentary", 3, 1), ("consumer", 3, 2), ("military", 3, 3)],
)


def donate_game(players):
    setup = {
        "round": 2,
        "phase": "donate",
        "offices": OFFICES,
        "players": players,
        "market": {"current": "forum-costantinum", "future": ["domus-regia"]},
    }
    return new_game(setup, markets=[FORUM])


def test_donation_example_jen():
    """en:667: Jen (1 Luxury, 2 Consumer, 3 Alimentary, 3 Military) cannot donate Luxury (not in the column) nor
    Consumer (three needed); she donates her three Military Goods for 3 FP, and then cannot donate Alimentary."""
    game = donate_game(
        {
            "jen": {
                "fp": 20,
                "buildings": ["textrinum", "armorum-faber", "sculptoris-domus"],
                "goods": {"luxury": 1, "consumer": 2, "alimentary": 3, "military": 3},
            }
        }
    )
    assert_refused(game, "jen: donate luxury", "donate.market")
    assert_refused(game, "jen: donate consumer", "goods.not-held")
    game.apply("jen: donate military")
    jen = p(game, "jen")
    assert jen["fp"] == 23
    assert jen["goods"] == {"luxury": 1, "consumer": 2, "alimentary": 3}
    assert_refused(game, "jen: donate alimentary", "donate.one-per-round")


def test_donation_takes_exactly_the_number_on_the_card():
    """en:655: the player discards the type and number of goods shown on the card (three, not all five)."""
    game = donate_game({"greg": {"fp": 0, "goods": {"alimentary": 5}}})
    game.apply("greg: donate alimentary")
    assert p(game, "greg")["goods"] == {"alimentary": 2}
    assert p(game, "greg")["fp"] == 1


def test_donation_only_of_a_type_you_can_produce():
    """en:655: to donate goods the player must be able to produce that type."""
    game = donate_game({"kay": {"goods": {"military": 3}}})
    assert_refused(game, "kay: donate military", "donate.can-produce")


def test_a_slash_on_the_contract_has_its_own_rule():
    """en:336: a '/' means a ship of that size cannot undertake the contract.  It only appears on
    passenger contracts for Small Ships (the manifest refuses it elsewhere), where en:273 already
    forbids passengers; but it is a rule of its own: a Small Ship given room for a passenger (a
    faulty manifest) still may not take a passenger contract marked '/', and the refusal names
    the '/' rather than the passengers."""
    game = accept_game({"greg": {"hand": ["pax-1"], "ships": ["small"]}})
    game.components.ships["small"] = replace(game.components.ships["small"], passengers=1)
    ship = p(game, "greg")["ships"][0]["id"]
    assert_refused(game, f"greg: load pax-1 {ship}", "accept.no-voyage")
    assert f"greg: load pax-1 {ship}" not in [str(a) for a in game.legal_actions("greg")]  # nor listed as legal


def test_a_slash_on_the_contract_is_refused_with_its_reason():
    """en:336: a '/' on a contract means a ship of that size cannot undertake it.  The refusal a
    judge reads names the contract, the '/' and the ship's size (a Small Ship given room for a
    passenger, as in test_a_slash_on_the_contract_has_its_own_rule, so that accept.passengers does
    not refuse first).  Written to kill the mutant phases.accept.x_check_load__mutmut_45 (issue 8's
    triage, list d2)."""
    game = accept_game({"greg": {"hand": ["pax-1"], "ships": ["small"]}})
    game.components.ships["small"] = replace(game.components.ships["small"], passengers=1)
    ship = p(game, "greg")["ships"][0]["id"]
    with pytest.raises(RuleViolation) as info:
        game.apply(f"greg: load pax-1 {ship}")
    assert info.value.rule_id == "accept.no-voyage"
    assert info.value.message == "pax-1 has '/' for a small ship: a ship of that size cannot undertake it"


def test_the_contract_wall_s_mandatory_draw_is_a_held_condition_in_its_words():
    """es:759-761, it:359: under the Spanish and Italian books the wall's extra contract must be drawn; the check
    of greg's draw holds wall.extra-contract in those words (what a judge reads of the step).  His unused
    Trading Post (en:573) leaves him a choice, so the draw is his to make."""
    greg = {"posts": 1, "buildings": ["moenia-contract"]}
    game = new_game(
        {"round": 2, "phase": "draw", "offices": OFFICES, "players": {"greg": greg}},
        contracts=CARDS,
        options="es",
    )
    assert_refused(game, "greg: draw 1", "draw.count")
    game.trace, game.held_conditions = set(), []
    game.apply("greg: draw 2")
    assert ("wall.extra-contract", "greg owns the contract wall: one more contract") in game.held_conditions


def test_the_log_says_who_cannot_draw_when_deck_and_discards_run_out():
    """en:579: with neither deck nor discards left, a player keeps what he drew; the log says he could draw no more."""
    game = draw_game(
        {"greg": {"buildings": PRODUCTION[:2]}},  # level 3: two contracts
        contracts={"deck": FILLER_IDS[:1], "discard": []},
    )
    assert p(game, "greg")["hand"] == FILLER_IDS[:1]
    log = game.state.log
    assert "r2 draw: greg cannot draw: no contracts left in deck or discards" in log
    assert log[log.index("r2 draw: greg cannot draw: no contracts left in deck or discards") + 1] == (
        "r2 draw: greg draws 1 contract(s)"  # what he drew, not the two his level gives
    )


def test_a_player_with_just_the_price_of_the_last_ship_may_claim_it():
    """en:645, en:643: greg, earlier in turn order, has exactly the 9 gold of the last Medium Ship: he is asked,
    and claiming it is one of his legal actions, as the checks of his candidates say too."""
    players = {"greg": {"gold": 9}, "jen": {"gold": 20}, "kay": {"gold": 20}}
    game = accept_game(players, supply={"ships": {"medium": 1}})
    game.apply("kay: buy-ship medium")
    assert game.actors() == ["greg"]
    assert sorted(str(a) for a in game.legal_actions()) == ["greg: claim-ship", "greg: decline"]
    checked = phases.checked(game, game.player("greg"))
    assert {verb: [str(a) for a in found] for verb, found in checked.items()} == {
        "claim-ship": ["greg: claim-ship"],
        "decline": ["greg: decline"],
    }
    game.apply("greg: claim-ship")
    assert p(game, "greg")["gold"] == 0


def test_the_candidates_of_a_ship_claim_are_listed_under_their_verbs():
    """en:645: greg, earlier in turn order, is asked whether he claims the last Medium Ship: he may claim it or
    decline.  Game.candidate_makers (docs/api.md) lists, for each verb he might use, the actions worth checking:
    under 'claim-ship' his claim, under 'decline' his refusal."""
    players = {"greg": {"gold": 9}, "jen": {"gold": 20}, "kay": {"gold": 20}}
    game = accept_game(players, supply={"ships": {"medium": 1}})
    game.apply("kay: buy-ship medium")
    makers = game.candidate_makers(game.player("greg"))
    assert {verb: [str(a) for a in make()] for verb, make in makers.items()} == {
        "claim-ship": ["greg: claim-ship"],
        "decline": ["greg: decline"],
    }


def test_the_proposed_trading_posts_and_ships_leave_out_what_the_state_rules_out():
    """en:635: a player buys at most four Trading Posts, one a round; en:645: one ship a round, of a size left,
    at its price.  Game.candidate_makers (docs/api.md) proposes the purchases worth checking: no post to greg, who
    has all four; to jen, who has one, a post (with or without its draw) until she has bought one this round; no
    Small Ship, none being left; to kay, 10 gold, only the Medium Ship (9 gold), not the Large one (12)."""
    players = {"greg": {"gold": 20, "posts": 4}, "jen": {"gold": 20, "posts": 1}, "kay": {"gold": 10}}
    game = accept_game(players, supply={"ships": {"small": 0}})

    def proposed(name: str, verb: str) -> list[str] | None:
        make = game.candidate_makers(game.player(name)).get(verb)
        return None if make is None else [str(a) for a in make()]

    assert proposed("greg", "buy-post") is None
    assert proposed("jen", "buy-post") == ["jen: buy-post", "jen: buy-post draw"]
    assert proposed("jen", "buy-ship") == ["jen: buy-ship medium", "jen: buy-ship large"]
    assert proposed("kay", "buy-ship") == ["kay: buy-ship medium"]
    game.apply("jen: buy-post")
    assert proposed("jen", "buy-post") is None


def test_the_proposed_draws_are_from_what_he_must_draw_to_all_his_extra_contracts():
    """en:571-573: greg (level 1) must draw one contract and may draw one more for each of his two unused Trading
    Posts.  Game.candidate_makers (docs/api.md) proposes the draws worth checking: of 1, 2 and 3 contracts."""
    game = draw_game({"greg": {"posts": 2}})
    proposed = game.candidate_makers(game.player("greg"))["draw"]()
    assert [str(a) for a in proposed] == ["greg: draw 1", "greg: draw 2", "greg: draw 3"]


def test_the_proposed_donations_are_of_the_goods_he_holds_enough_of():
    """en:653-655: a player donates a batch of goods the Current Market Card's donation column shows.  A scenario's
    card asks a batch of one Luxury Good and of three Alimentary Goods; jen holds three Alimentary Goods and no Luxury
    Good: Game.candidate_makers (docs/api.md) proposes the Alimentary donation only."""
    card = market("forum-costantinum", {"alimentary": (2, 2, 1)}, donations=[("luxury", 1, 2), ("alimentary", 3, 1)])
    setup = {
        "round": 2,
        "phase": "donate",
        "offices": OFFICES,
        "players": {"jen": {"goods": {"alimentary": 3}}},
        "market": {"current": "forum-costantinum", "future": ["domus-regia"]},
    }
    game = new_game(setup, markets=[card])
    proposed = game.candidate_makers(game.player("jen"))["donate"]()
    assert [str(a) for a in proposed] == ["jen: donate alimentary"]
