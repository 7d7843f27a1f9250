"""Construct Buildings Phase (en:380-480) and the building table (en:813-874)."""

from __future__ import annotations

import pytest

from constantinopolis import Game
from constantinopolis.core import actions as A
from constantinopolis.core import inputs
from constantinopolis.core.components import default_components
from helpers_rules import assert_refused, new_game, p

# Turn order greg (I), jen (II), kay (III); nobody is Consul or Praefectus Urbi.
PLAIN_OFFICES = {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"}


def construct(players=None, offices=None, supply=None, round_=3, options="en", **extra):
    setup = {"round": round_, "phase": "construct", "offices": offices or PLAIN_OFFICES, "players": players or {}}
    if supply:
        setup["supply"] = {"buildings": supply}
    setup.update(extra)
    return new_game(setup, options=options)


def finish_round(game):
    """Everybody passes until the round (and, here, the game) ends."""
    while game.state.phase == "construct":
        game.apply(f"{game.actors()[0]}: done")
    for name in game.actors():  # the draw phase draws by itself; accept and donate are simultaneous
        game.apply(f"{name}: done")
    for name in game.actors():
        game.apply(f"{name}: done")


# ---------------------------------------------------------------- turn order
def test_construct_phase_follows_turn_order_of_offices():
    """en:382 the phase is played in turn order; en:213 the lowest office number plays first."""
    game = construct(offices={"consul": "greg", "magister-officiorum": "kay", "comes-thesaurorum": "jen"})
    assert game.actors() == ["kay"]
    assert_refused(game, "greg: build pistrinum", "turn.not-your-turn")
    assert_refused(game, "jen: build pistrinum", "turn.not-your-turn")
    game.apply("kay: done")
    assert game.actors() == ["jen"]
    game.apply("jen: done")
    assert game.actors() == ["greg"]
    game.apply("greg: build pistrinum")
    assert "pistrinum" in p(game, "greg")["buildings"]


# ---------------------------------------------------------------- the buying example
def test_buying_example_greg_licence_then_metallum_and_emporium():
    """en:422-424: Greg (30 gold, only the Ager) cannot buy the Vinaria (licence D without a C),
    buys the Metallum (B) for 20 and the Emporium for 9, paying 29."""
    game = construct(round_=1)
    assert p(game, "greg")["gold"] == 30
    err = assert_refused(game, "greg: build vinaria", "build.licence")
    assert "licence C" in err.message
    game.apply("greg: build metallum")
    game.apply("greg: build emporium")
    greg = p(game, "greg")
    assert greg["gold"] == 1
    assert greg["buildings"] == ["ager", "metallum", "emporium"]


def test_buying_example_jen_textrinum_caupona_no_second_textrinum():
    """en:426: Jen buys the Textrinum (11) and the Caupona (9), paying 20; a second Textrinum is refused."""
    game = construct(round_=1, turn="jen")
    game.apply("jen: build textrinum")
    game.apply("jen: build caupona")
    assert p(game, "jen")["gold"] == 10
    assert_refused(game, "jen: build textrinum", "build.one-per-kind")
    assert p(game, "jen")["buildings"] == ["ager", "textrinum", "caupona"]


# ---------------------------------------------------------------- one per kind, unique names
def test_one_building_of_each_kind_per_turn():
    """en:388: up to one Production, one Commercial, one Utility and one Public Building a turn."""
    game = construct({"greg": {"gold": 100}})
    for action in ("build pistrinum", "build caupona", "build mensae", "build-public 3"):
        game.apply(f"greg: {action}")
    assert_refused(game, "greg: build textrinum", "build.one-per-kind")
    assert_refused(game, "greg: build vestificina", "build.one-per-kind")
    assert_refused(game, "greg: build horreum", "build.one-per-kind")
    assert_refused(game, "greg: build-public 4", "build.one-per-kind")
    assert p(game, "greg")["gold"] == 100 - 6 - 9 - 5 - 24


@pytest.mark.parametrize("owned", ["textrinum", "caupona", "mensae"])
def test_no_two_buildings_with_the_same_name(owned):
    """en:390: a player cannot own two Production, Commercial or Utility Buildings of the same name."""
    game = construct({"greg": {"gold": 50, "buildings": [owned]}})
    assert_refused(game, f"greg: build {owned}", "build.unique-name")


def test_public_buildings_of_the_same_name_may_be_owned_twice():
    """en:390: Public Buildings are excepted from the same-name rule (two Hippodromus)."""
    game = construct({"greg": {"gold": 40, "buildings": ["hippodromus-21"]}}, supply={"domus-regia-36": 0})
    game.apply("greg: build-public 4")
    assert p(game, "greg")["buildings"] == ["ager", "hippodromus-21", "hippodromus-32"]
    assert p(game, "greg")["gold"] == 8


def test_walls_of_the_same_name_may_be_owned_twice():
    """en:390: City Walls (all named Moenia) are excepted from the same-name rule."""
    game = construct(
        {"greg": {"gold": 20, "buildings": ["moenia-swap"]}},
        offices={"praefectus-urbi": "greg", "magister-officiorum": "jen", "comes-thesaurorum": "kay"},
    )
    game.apply(f"{game.actors()[0]}: done")  # jen (I) first, then kay (III), then greg (IV)
    game.apply(f"{game.actors()[0]}: done")
    game.apply("greg: build moenia-sale")
    assert p(game, "greg")["buildings"] == ["ager", "moenia-swap", "moenia-sale"]
    assert p(game, "greg")["gold"] == 10


# ---------------------------------------------------------------- licences
def test_licence_c_needs_a_b_building():
    """en:416: a C building needs a B building; the Ager (A) is not enough."""
    game = construct({"greg": {"gold": 50}})
    assert_refused(game, "greg: build armorum-faber", "build.licence")
    assert_refused(game, "greg: build sculptoris-domus", "build.licence")


def test_licence_b_right_from_the_start():
    """en:416: with the Ager (A) every player can buy B buildings right from the start."""
    game = construct({"greg": {"gold": 50}})
    game.apply("greg: build lignarii-officina")
    assert p(game, "greg")["gold"] == 38


def test_licence_c_allowed_with_a_b_building():
    """en:416: owning a B building allows a C building."""
    game = construct({"greg": {"gold": 50, "buildings": ["cura"]}})
    game.apply("greg: build armorum-faber")
    assert p(game, "greg")["buildings"] == ["ager", "cura", "armorum-faber"]
    assert p(game, "greg")["gold"] == 36


def test_licence_skipped_when_every_preceding_building_is_gone():
    """en:920-922: every B building is gone from the supply, so a player with only A buildings may buy C."""
    gone = {"lignarii-officina": 0, "cura": 0, "figulina": 0, "metallum": 0}
    game = construct({"greg": {"gold": 50}}, supply=gone)
    game.apply("greg: build armorum-faber")
    assert p(game, "greg")["buildings"] == ["ager", "armorum-faber"]


def test_licence_not_skipped_while_one_preceding_building_is_left():
    """en:416, en:920-922: the skip applies only when every B building is gone; one Metallum is left."""
    left = {"lignarii-officina": 0, "cura": 0, "figulina": 0, "metallum": 1}
    game = construct({"greg": {"gold": 50}}, supply=left)
    assert_refused(game, "greg: build armorum-faber", "build.licence")


def test_licence_skip_does_not_reach_past_a_licence_still_in_supply():
    """en:920-922: B gone lets a player with only A buildings buy C, but not D (C is still in the supply)."""
    gone = {"lignarii-officina": 0, "cura": 0, "figulina": 0, "metallum": 0}
    game = construct({"greg": {"gold": 50}}, supply=gone)
    assert_refused(game, "greg: build vinaria", "build.licence")


def test_licence_a_is_never_skipped():
    """en:416: licence A needs no other building, and every player starts with one (the Ager), so the skip of
    en:920-922 stops at A: a player without a licence A building may not buy a licence B one, even with every
    licence A building gone from the supply.  Here a saved game edited by hand has left greg without his Ager;
    the refusal names the licence he lacks (A), not a skip past it to the D he owns."""
    gone = {"pistrinum": 0, "venatoris-domus": 0, "textrinum": 0}
    data = construct({"greg": {"gold": 50, "buildings": ["vinaria"]}}, supply=gone).to_dict()
    data["state"]["players"][0]["buildings"] = ["vinaria"]
    assert data["state"]["players"][0]["name"] == "greg"
    game = Game.from_dict(data)
    violation = assert_refused(game, "greg: build lignarii-officina", "build.licence")
    assert violation.message.startswith("Lignarii Officina (licence B) needs a licence A building, and greg has none")


def test_buying_a_production_building_raises_the_production_level():
    """en:404: every Production Building bought advances the production level marker."""
    game = construct({"greg": {"gold": 50, "buildings": ["pistrinum"]}})
    assert p(game, "greg")["production_level"] == 2
    game.apply("greg: build textrinum")
    assert p(game, "greg")["production_level"] == 3
    game.apply("greg: build caupona")  # a Commercial Building does not count
    assert p(game, "greg")["production_level"] == 3


# ---------------------------------------------------------------- public buildings
def test_public_building_example_kay_must_buy_the_dearer_3fp_tile():
    """en:448-450: Kay, 40 gold, all Public Buildings available, buys a 3 FP tile and must pay 24, not 21;
    the 5 FP tile is beyond her (the 50 tile is the one to buy)."""
    game = construct({"kay": {"gold": 40, "fp": 10}}, turn="kay")
    assert_refused(game, "kay: build-public 5", "gold.cannot-afford")
    game.apply("kay: build-public 3")
    kay = p(game, "kay")
    assert kay["gold"] == 16
    assert kay["fp"] == 13
    assert kay["buildings"] == ["ager", "domus-regia-24"]
    supply = game.view()["supply"]["buildings"]
    assert supply["domus-regia-24"] == 0
    assert supply["hippodromus-21"] == 1


def jen_after_kay():
    """en:452: Kay has bought the 24 gold 3 FP tile; it is Jen's turn with 45 gold."""
    return construct(
        {"kay": {"buildings": ["domus-regia-24"]}, "jen": {"gold": 45, "fp": 20}},
        offices={"magister-officiorum": "kay", "praefectus-pretorio": "jen", "comes-thesaurorum": "greg"},
        turn="jen",
    )


def test_public_building_example_jen_cannot_buy_5fp_for_45():
    """en:452: Jen (45 gold) cannot buy a 5 FP tile for 45 because the 50 gold tile is still available."""
    game = jen_after_kay()
    err = assert_refused(game, "jen: build-public 5", "gold.cannot-afford")
    assert "50" in err.message


def test_public_building_example_jen_4fp_costs_36_not_32():
    """en:452: for 4 FP Jen must buy the more expensive tile, for 36 gold rather than 32."""
    game = jen_after_kay()
    game.apply("jen: build-public 4")
    assert p(game, "jen")["gold"] == 9
    assert p(game, "jen")["fp"] == 24
    assert p(game, "jen")["buildings"] == ["ager", "domus-regia-36"]


def test_public_building_example_jen_buys_remaining_3fp_tile_for_21():
    """en:452: Jen buys the remaining 3 FP tile for 21 gold and gains 3 FP at once (en:444)."""
    game = jen_after_kay()
    game.apply("jen: build-public 3")
    jen = p(game, "jen")
    assert jen["gold"] == 24
    assert jen["fp"] == 23
    assert jen["buildings"] == ["ager", "hippodromus-21"]


def test_cheaper_public_tile_once_the_dearer_is_gone():
    """en:444: the most expensive tile of the pair must be bought; when it is gone the cheaper one is bought."""
    game = construct({"greg": {"gold": 50}}, supply={"domus-regia-50": 0})
    game.apply("greg: build-public 5")
    assert p(game, "greg")["buildings"] == ["ager", "hippodromus-45"]
    assert p(game, "greg")["gold"] == 5
    assert p(game, "greg")["fp"] == 5


def test_public_buildings_are_bought_by_fp_value_not_by_tile():
    """en:444: a player chooses the FP value; he cannot pick the cheaper tile of a pair by name."""
    game = construct({"greg": {"gold": 50}})
    assert_refused(game, "greg: build hippodromus-21", "build.public-dearest")


def test_last_public_building_ends_the_game_at_the_end_of_that_round():
    """en:717: buying the last Public Building ends the game at the end of that round (not at once)."""
    last = {b: 0 for b in ("domus-regia-24", "hippodromus-32", "domus-regia-36", "hippodromus-45")}
    last.update({"domus-regia-50": 0, "hippodromus-60": 0, "domus-regia-66": 0, "hippodromus-21": 1})
    game = construct({"greg": {"gold": 30, "fp": 7}}, supply=last, round_=4)
    game.apply("greg: build-public 3")
    assert p(game, "greg")["fp"] == 10
    assert game.state.phase == "construct"  # the round goes on
    game.apply("greg: done")
    assert game.actors() == ["jen"]
    assert_refused(game, "jen: build-public 3", "build.not-available")
    finish_round(game)
    assert game.is_over
    assert game.state.result["reason"] == "public-buildings"
    assert game.state.result["rounds"] == 4


def test_game_goes_on_while_a_public_building_is_left():
    """en:717: the end is triggered by the last Public Building only; with one left the next round starts."""
    last = {b: 0 for b in ("domus-regia-24", "hippodromus-32", "domus-regia-36", "hippodromus-45")}
    last.update({"domus-regia-50": 0, "hippodromus-60": 0, "domus-regia-66": 1, "hippodromus-21": 1})
    game = construct({"greg": {"gold": 30}}, supply=last, round_=4)
    game.apply("greg: build-public 3")
    finish_round(game)
    while game.state.phase == "end-of-round":
        name = game.actors()[0]
        game.apply(f"{name}: store alimentary:1")
    assert not game.is_over
    assert game.state.round == 5
    assert game.state.phase == "auction"


# ---------------------------------------------------------------- walls
WALL_OFFICES = {"magister-officiorum": "greg", "praefectus-urbi": "jen", "comes-thesaurorum": "kay"}


def test_only_the_praefectus_urbi_builds_walls():
    """en:388, en:469: City Walls can be bought only by the player holding the Praefectus Urbi office."""
    game = construct({"greg": {"gold": 30}}, offices=WALL_OFFICES)
    assert game.actors() == ["greg"]
    assert_refused(game, "greg: build moenia-sale", "build.walls-praefectus-urbi")


def test_praefectus_urbi_builds_a_wall_for_10_gold():
    """en:469, en:793, en:868-874: the Praefectus Urbi builds a wall segment of his choice for 10 gold."""
    game = construct({"jen": {"gold": 30}}, offices=WALL_OFFICES)
    game.apply("greg: done")
    game.apply("kay: done")
    assert game.actors() == ["jen"]
    game.apply("jen: build moenia-market")
    assert p(game, "jen")["gold"] == 20
    assert "moenia-market" in p(game, "jen")["buildings"]
    assert_refused(game, "jen: build moenia-sale", "build.one-per-kind")


def test_the_rules_applied_by_a_wall_purchase_and_by_a_production_purchase():
    """What a judge reads of a purchase ("rules applied", the trace): a wall segment bought by the Praefectus Urbi
    applies build.walls-praefectus-urbi (en:469) and not build.production-level; a Production Building applies
    build.production-level (en:404: it raises the production level) and not build.walls-praefectus-urbi."""
    game = construct({"jen": {"gold": 30}, "kay": {"gold": 30}}, offices=WALL_OFFICES)
    game.apply("greg: done")
    game.trace = set()
    game.apply("kay: build pistrinum")
    assert "build.production-level" in game.trace
    assert "build.walls-praefectus-urbi" not in game.trace
    game.apply("kay: done")
    game.trace = set()
    game.apply("jen: build moenia-market")
    assert "build.walls-praefectus-urbi" in game.trace
    assert "build.production-level" not in game.trace


# ---------------------------------------------------------------- Redemptor
def test_redemptor_discounts_5_gold_for_one_industrial_good():
    """en:848: the Redemptor owner discards one Industrial Good for 5 gold off a building."""
    game = construct({"greg": {"gold": 30, "buildings": ["metallum", "redemptor"], "goods": {"industrial": 2}}})
    game.apply("greg: build textrinum redemptor")
    greg = p(game, "greg")
    assert greg["gold"] == 24  # 11 - 5
    assert greg["goods"] == {"industrial": 1}


def test_redemptor_discount_never_makes_a_price_negative():
    """en:847-848: the Mensae costs 5; the Redemptor's 5 gold discount makes it free, not a gain."""
    game = construct({"greg": {"gold": 30, "buildings": ["metallum", "redemptor"], "goods": {"industrial": 1}}})
    game.apply("greg: build mensae redemptor")
    greg = p(game, "greg")
    assert greg["gold"] == 30
    assert greg["goods"] == {}


def test_redemptor_once_per_round():
    """en:848: the Redemptor is used once per round."""
    game = construct({"greg": {"gold": 30, "buildings": ["metallum", "redemptor"], "goods": {"industrial": 2}}})
    game.apply("greg: build textrinum redemptor")
    assert_refused(game, "greg: build caupona redemptor", "build.redemptor")


def test_a_build_only_the_redemptor_makes_affordable_is_offered_as_a_legal_action():
    """en:848: with the Redemptor's 5 gold off, a building costing up to 5 more than his gold is within
    reach: the list of legal actions offers it with the Redemptor, and not without."""
    game = construct({"greg": {"gold": 13, "buildings": ["metallum", "redemptor"], "goods": {"industrial": 1}}})
    offered = {str(a) for a in game.legal_actions("greg")}
    assert "greg: build cura redemptor" in offered  # 16 - 5 = 11 <= 13
    assert "greg: build cura" not in offered  # 16 > 13
    assert "greg: build textrinum" in offered and "greg: build textrinum redemptor" in offered


def test_build_lists_each_building_without_then_with_the_redemptor():
    """build.redemptor (en:848): the owner of the Redemptor may buy a building with or without its
    discount.  Greg (30 gold, the Metallum and the Redemptor, two Industrial Goods) may buy the
    Textrinum either way; ``Game.legal_actions()`` lists actions in a fixed order, each building
    first at its full price, then with the Redemptor, the order random play draws from.  Written to
    kill the mutant phases.construction.x__build_candidates__mutmut_51 (issue 8's triage, list c)."""
    game = construct({"greg": {"gold": 30, "buildings": ["metallum", "redemptor"], "goods": {"industrial": 2}}})
    legal = game.legal_actions("greg")
    plain, discounted = A.Build("greg", "textrinum"), A.Build("greg", "textrinum", True)
    assert plain in legal and discounted in legal, legal
    assert legal.index(discounted) == legal.index(plain) + 1, legal


def test_a_public_building_the_redemptor_just_makes_affordable_is_offered():
    """en:848 (5 gold off any building) and en:444, en:856: with 19 gold and the Redemptor, the 24 gold
    Domus Regia (3 FP) is within reach, to the last gold piece: it is offered with the Redemptor."""
    game = construct({"greg": {"gold": 19, "buildings": ["metallum", "redemptor"], "goods": {"industrial": 1}}})
    offered = {str(a) for a in game.legal_actions("greg")}
    assert "greg: build-public 3 redemptor" in offered
    assert "greg: build-public 3" not in offered
    game.apply("greg: build-public 3 redemptor")
    assert p(game, "greg")["gold"] == 0


def test_redemptor_needs_industrial_production():
    """en:848: only if he can produce Industrial Goods (holding one is not enough)."""
    game = construct({"greg": {"gold": 30, "buildings": ["textrinum", "redemptor"], "goods": {"industrial": 1}}})
    assert_refused(game, "greg: build caupona redemptor", "build.redemptor")


# ---------------------------------------------------------------- Consul preemption
# kay (I) plays first, greg (II), jen is the Consul (V) and plays last.
CONSUL_OFFICES = {"magister-officiorum": "kay", "praefectus-pretorio": "greg", "consul": "jen"}


def metallum_example(options="en", **players):
    setup_players = {"kay": {"gold": 40}, "jen": {"gold": 45}, "greg": {"gold": 30}}
    for name, extra in players.items():
        setup_players[name] = {**setup_players[name], **extra}
    return construct(setup_players, offices=CONSUL_OFFICES, supply={"metallum": 1}, options=options)


def test_consul_preemption_metallum_example():
    """en:477: Kay chooses the last Metallum; Jen, the Consul, preempts, pays 20 and takes the tile;
    Kay may now buy another Production Building."""
    game = metallum_example()
    game.apply("kay: build metallum")
    assert game.actors() == ["jen"]
    assert_refused(game, "kay: build textrinum", "turn.pending-decision")
    game.apply("jen: preempt")
    assert p(game, "jen")["gold"] == 25
    assert "metallum" in p(game, "jen")["buildings"]
    assert p(game, "kay")["gold"] == 40
    assert "metallum" not in p(game, "kay")["buildings"]
    assert game.view()["supply"]["buildings"]["metallum"] == 0
    assert game.actors() == ["kay"]
    assert "consul.preempt-not-counted" in game.noted("kay: build figulina")  # what decides it (en:942-944)
    assert (
        "consul.preempt-not-counted",
        "jen (Consul) preempted a building this round, which counts toward no buyer's limit",
    ) in game.held("kay: build figulina")
    game.apply("kay: build figulina")
    assert p(game, "kay")["buildings"] == ["ager", "figulina"]
    assert p(game, "kay")["gold"] == 23


def test_preempted_building_does_not_limit_the_consul():
    """en:942-944: the preempted building does not count toward the Consul's own one-per-kind limit."""
    game = metallum_example()
    game.apply("kay: build metallum")
    game.apply("jen: preempt")
    game.apply("kay: done")
    game.apply("greg: done")
    assert game.actors() == ["jen"]
    assert (
        "consul.preempt-not-counted",
        "jen preempted a building this round as Consul, which does not count toward his limit",
    ) in game.held("jen: build lignarii-officina")
    game.apply("jen: build lignarii-officina")
    assert p(game, "jen")["buildings"] == ["ager", "metallum", "lignarii-officina"]
    assert p(game, "jen")["gold"] == 13


@pytest.mark.parametrize(("luxury", "offered"), [(0, False), (1, True)])
def test_consul_is_offered_what_his_unused_commercial_building_would_let_him_pay(luxury: int, offered: bool):
    """en:473-475 (no discounts, but he may raise gold first): with 15 gold the Consul reaches the
    Metallum's 20 only with his Antiquarius's 6 gold, which needs a Luxury Good he holds."""
    jen = {"gold": 15, "buildings": ["sculptoris-domus", "antiquarius"], "goods": {"luxury": luxury}}
    game = metallum_example(jen=jen)
    game.apply("kay: build metallum")
    if offered:
        assert game.actors() == ["jen"] and game.view()["pending"]["kind"] == "preempt"
    else:
        assert game.view()["pending"] is None and "metallum" in p(game, "kay")["buildings"]


def test_consul_is_offered_what_his_sale_wall_would_let_him_pay():
    """en:473-475 and en:870: 15 gold and the sale wall's 10 for three goods reach the Metallum's 20."""
    jen = {"gold": 15, "buildings": ["moenia-sale"], "goods": {"consumer": 3}}
    game = metallum_example(jen=jen)
    game.apply("kay: build metallum")
    assert game.actors() == ["jen"] and game.view()["pending"]["kind"] == "preempt"


def test_consul_may_decline_and_the_active_player_buys():
    """en:473: preemption is optional; if the Consul declines, the active player buys as chosen."""
    game = metallum_example()
    game.apply("kay: build metallum")
    game.apply("jen: decline")
    assert p(game, "kay")["buildings"] == ["ager", "metallum"]
    assert p(game, "kay")["gold"] == 20
    assert p(game, "jen")["gold"] == 45
    assert_refused(game, "kay: build figulina", "build.one-per-kind")


def test_consul_pays_full_price_without_discount():
    """en:475: the Consul pays the full price; Kay's Redemptor discount is not his, and Kay keeps her good."""
    game = metallum_example(kay={"buildings": ["lignarii-officina", "redemptor"], "goods": {"industrial": 1}})
    game.apply("kay: build metallum redemptor")
    game.apply("jen: preempt")
    assert p(game, "jen")["gold"] == 25
    assert p(game, "kay")["goods"] == {"industrial": 1}
    assert p(game, "kay")["gold"] == 40


def test_a_consul_kept_from_the_preemption_is_refused_by_the_rule_that_kept_him():
    """en:473-475: with 19 gold the Consul cannot pay the Metallum's full 20, so he is not asked; his
    'preempt' is refused by consul.preempt with the numbers, not as an action of the wrong phase, and
    the log says why he was not asked."""
    game = metallum_example(jen={"gold": 19})
    game.apply("kay: build metallum")
    assert game.state.pending is None and "metallum" in p(game, "kay")["buildings"]
    v = game.check("jen: preempt")
    assert v is not None and v.rule_id == "consul.preempt"
    assert "jen has 19 gold" in v.message and "costs 20" in v.message
    assert_refused(game, "jen: decline", "consul.preempt")
    assert any("jen (Consul) is not offered the Metallum: jen has 19 gold" in line for line in game.state.log)
    # only until the next action: then a preemption is simply not what the phase offers
    game.apply("kay: done")
    assert_refused(game, "jen: preempt", "turn.wrong-phase")


def test_the_italian_consul_is_told_he_may_not_raise_gold_while_deciding():
    """it:341: under the Italian preset the Consul may not raise gold with his buildings to preempt."""
    jen = {"gold": 15, "buildings": ["moenia-sale"], "goods": {"consumer": 3}}
    game = metallum_example(options="it", jen=jen)
    game.apply("kay: build metallum")
    v = game.check("jen: preempt")
    assert v is not None and v.rule_id == "consul.preempt" and "no building giving him gold" in v.message


def test_a_consul_who_has_used_his_ability_is_told_so():
    """en:811: once a round; a second preemption is refused by office.ability-once."""
    game = metallum_example(greg={"gold": 30})
    game.apply("kay: build metallum")
    game.apply("jen: preempt")
    game.apply("kay: done")
    game.apply("greg: build textrinum")
    assert_refused(game, "jen: preempt", "office.ability-once")


def test_consul_preempts_once_a_round():
    """en:811: the Consul's ability is used once per round; after one preemption no other is offered."""
    game = metallum_example()
    game.apply("kay: build metallum")
    game.apply("jen: preempt")
    game.apply("kay: done")
    game.apply("greg: build textrinum")
    assert game.state.pending is None
    assert p(game, "greg")["buildings"] == ["ager", "textrinum"]


def test_consul_cannot_preempt_a_wall():
    """en:479, en:803: the Consul cannot use his preemption to buy a wall segment."""
    offices = {"magister-officiorum": "kay", "praefectus-urbi": "greg", "consul": "jen"}
    game = construct({"greg": {"gold": 30}, "jen": {"gold": 45}}, offices=offices)
    game.apply("kay: done")
    game.apply("greg: build moenia-ship")
    assert game.state.pending is None
    assert "moenia-ship" in p(game, "greg")["buildings"]
    assert p(game, "greg")["gold"] == 20
    assert p(game, "jen")["gold"] == 45
    assert_refused(game, "jen: preempt", "consul.not-walls")


def test_preemption_uses_the_consul_ability_so_no_contract_swap():
    """en:585, en:803-807: preempting uses the Consul's ability: he cannot also swap contracts that round."""
    game = metallum_example()
    game.apply("kay: build metallum")
    game.apply("jen: preempt")
    for _ in range(3):
        game.apply(f"{game.actors()[0]}: done")
    assert game.state.phase == "accept"
    card = p(game, "jen")["hand"][0]
    assert_refused(game, f"jen: swap {card}", "office.ability-once")


def test_consul_who_did_not_preempt_may_swap_contracts():
    """en:585: the Consul who has not used his ability may swap contracts in the Accept Contracts Phase."""
    game = metallum_example()
    game.apply("kay: build metallum")
    game.apply("jen: decline")
    for _ in range(3):
        game.apply(f"{game.actors()[0]}: done")
    card = p(game, "jen")["hand"][0]
    game.apply(f"jen: swap {card}")
    assert card not in p(game, "jen")["hand"]
    assert card in game.state.discard


def test_consul_pays_with_the_gold_he_has_at_the_moment():
    """en:475: the Consul pays the full price "with the gold he has at the moment" and may not use discounts.

    The en preset reads the explicit ban on discounts as the rule and lets the Consul, while deciding,
    still raise gold with his Commercial Buildings (option consul_preemption_funding=no-discounts,
    docs/rule-options.md); the it preset forbids any building (it:341).  With 17 gold and a Caupona
    (+4) he can pay 20 under en; under it he is not even offered the preemption.
    """
    game = metallum_example(jen={"gold": 17, "buildings": ["caupona"], "goods": {"alimentary": 2}})
    game.apply("kay: build metallum")
    assert game.state.pending is not None and game.state.pending.responder == "jen"
    assert_refused(game, "jen: preempt", "consul.preempt")  # 17 < 20 before raising gold
    game.apply("jen: use caupona")
    game.apply("jen: preempt")
    assert "metallum" in p(game, "jen")["buildings"]
    assert p(game, "jen")["gold"] == 1  # 17 + 4 - 20
    it = metallum_example(jen={"gold": 17, "buildings": ["caupona"], "goods": {"alimentary": 2}}, options="it")
    it.apply("kay: build metallum")
    assert it.state.pending is None
    assert "metallum" in p(it, "kay")["buildings"]


def test_under_the_it_preset_the_consul_asked_to_preempt_is_offered_only_preempt_and_decline():
    """it:341 (the it preset, consul_preemption_funding=coins-only): the Consul pays the full price with the coins he
    holds and may use no building meanwhile.  Jen, 25 gold, is asked about the Metallum (20): her legal actions are
    to preempt or decline, not to use her Caupona first (which the en preset would list, en:475)."""
    jen = {"gold": 25, "buildings": ["caupona"], "goods": {"alimentary": 2}}
    it = metallum_example(jen=jen, options="it")
    it.apply("kay: build metallum")
    assert it.state.pending is not None and it.state.pending.responder == "jen"
    assert [str(a) for a in it.legal_actions("jen")] == ["jen: preempt", "jen: decline"]
    en = metallum_example(jen=jen)
    en.apply("kay: build metallum")
    assert "jen: use caupona" in [str(a) for a in en.legal_actions("jen")]


def test_consul_may_raise_gold_with_a_commercial_building_and_the_sale_wall_together():
    """en:475 (the en preset: the Consul may still raise gold, only not get a discount), en:531
    (the Caupona turns 2 Alimentary into 4 gold), en:870 (the sale wall turns 3 goods into 10 gold):
    with 7 gold Jen reaches the Metallum's 20 only with both, so she is offered the preemption."""
    jen = {"gold": 7, "buildings": ["caupona", "moenia-sale"], "goods": {"alimentary": 2, "consumer": 3}}
    game = metallum_example(jen=jen)
    game.apply("kay: build metallum")
    assert game.state.pending is not None and game.state.pending.responder == "jen"
    game.apply("jen: use caupona")
    game.apply("jen: wall-sale consumer:3")
    game.apply("jen: preempt")
    assert "metallum" in p(game, "jen")["buildings"]
    assert p(game, "jen")["gold"] == 1  # 7 + 4 + 10 - 20


def test_the_rules_a_check_notes_for_a_public_building_and_the_trace_once_it_is_bought():
    """en:444-450: a Public Building is bought by its FP value, the dearer tile first (build.public-dearest).
    Game.noted gives what the check rests on and writes nothing; buying it records the rule in the trace."""
    game = construct({"kay": {"gold": 40, "fp": 10}}, turn="kay")
    game.trace = set()
    assert game.noted("kay: build-public 3") == ["build.public-dearest"]
    assert game.trace == set()
    game.apply("kay: build-public 3")
    assert "build.public-dearest" in game.trace


def test_rule_allows_the_public_building_kay_can_pay_and_not_the_one_beyond_her():
    """en:448-450: Kay, 40 gold, may buy the 3 FP tile (24 gold), not the 5 FP tile (the 50 gold one):
    Game.rule_allows, the fast path of random play (docs/api.md), says so."""
    game = construct({"kay": {"gold": 40, "fp": 10}}, turn="kay")
    kay = game.player("kay")
    assert game.rule_allows(kay, inputs.action_value("kay: build-public 3")) is True
    assert game.rule_allows(kay, inputs.action_value("kay: build-public 5")) is False


def test_a_saved_preemption_by_a_consul_who_owns_that_building_leaves_him_only_the_decline():
    """en:390, en:473-477: the Consul buys in the buyer's place only a building he may own.  A saved game (edited
    by hand) waits for jen, the Consul, on kay's Metallum, but jen owns one already: her preemption is refused
    (build.unique-name) and her only legal action is to decline."""
    offices = {"magister-officiorum": "kay", "praefectus-pretorio": "greg", "consul": "jen"}
    game = construct(
        {"kay": {"gold": 100}, "jen": {"gold": 100, "buildings": ["ager", "metallum"]}}, offices, turn="kay"
    )
    data = game.to_dict()
    data["state"]["pending"] = {
        "kind": "preempt",
        "player": "jen",
        "buyer": "kay",
        "building": "metallum",
        "redemptor": False,
    }
    game = Game.from_dict(data)
    assert_refused(game, "jen: preempt", "build.unique-name")
    assert [str(a) for a in game.legal_actions()] == ["jen: decline"]


def test_when_the_consul_lets_a_public_building_go_the_purchase_applies_the_dearest_tile_rule():
    """en:473-477: jen, the Consul, may preempt the Public Building kay chooses; she declines, and kay's purchase
    is completed in that step: the rules it applies (what a judge reads of it) include build.public-dearest
    (en:444-450: the 3 FP tile kay buys is the dearer one, the 24 gold Domus Regia)."""
    offices = {"magister-officiorum": "kay", "praefectus-pretorio": "greg", "consul": "jen"}
    game = construct({"kay": {"gold": 40, "fp": 10}, "jen": {"gold": 100}}, offices, turn="kay")
    game.apply("kay: build-public 3")
    assert game.actors() == ["jen"]
    game.trace = set()
    game.apply("jen: decline")
    assert p(game, "kay")["buildings"] == ["ager", "domus-regia-24"]
    assert {"build.one-per-kind", "build.public-dearest"} <= game.trace


# ---------------------------------------------------------------- what is proposed, and unusual components
def test_the_build_candidates_leave_out_what_the_state_already_rules_out():
    """Game.candidate_makers (docs/api.md) proposes for each verb the actions worth checking: for 'build' each
    building left that is not public, of a kind he has not bought this round, within his gold (en:388 one
    building of each kind; en:444 a Public Building is bought by its FP value, with 'build-public'; a sold-out
    building is not for sale), with the Redemptor only for its owner (en:848).  Greg (30 gold, no Redemptor;
    the Caupona sold out) is proposed the 3 FP Public Building, without the Redemptor; once he has bought the
    Cura (14 gold left), no Production Building, no Public Building, nothing dearer than 14 gold and not the
    Caupona, but the Vestificina and the Mensae."""
    game = construct({"greg": {"gold": 30}}, supply={"caupona": 0})
    greg = game.player("greg")
    assert game.candidate_makers(greg)["build-public"]() == [A.BuildPublic("greg", 3)]
    game.apply("greg: build cura")
    proposed = list(game.candidate_makers(greg)["build"]())
    buildings = game.components.buildings
    kinds = {buildings[a.building].kind.value for a in proposed}
    assert {"production", "public"}.isdisjoint(kinds), proposed
    assert max(buildings[a.building].cost for a in proposed) <= 14, proposed
    assert A.Build("greg", "caupona") not in proposed
    assert A.Build("greg", "vestificina") in proposed and A.Build("greg", "mensae") in proposed
    assert not any(a.redemptor for a in proposed)


def test_the_build_candidates_stop_at_his_gold_and_the_redemptor_discount_only_for_its_owner():
    """en:390: a player pays the cost of a building he buys; en:848: the Redemptor's owner may get 5 gold off.
    Game.candidate_makers (docs/api.md) proposes for 'build' the buildings within his gold, with the Redemptor's
    discount only if he owns it: greg (13 gold, no Redemptor) is proposed the Lignarii Officina (12), not the
    Armorum Faber (14); jen (9 gold, the Redemptor) is proposed the Armorum Faber (14 = 9 + 5), not the Cura
    (16)."""
    game = construct({"greg": {"gold": 13}, "jen": {"gold": 9, "buildings": ["metallum", "redemptor"]}}, turn="greg")
    proposed = set(game.candidate_makers(game.player("greg"))["build"]())
    assert A.Build("greg", "lignarii-officina") in proposed
    assert max(game.components.buildings[a.building].cost for a in proposed) == 12, sorted(map(str, proposed))
    proposed = set(game.candidate_makers(game.player("jen"))["build"]())
    assert {A.Build("jen", "armorum-faber"), A.Build("jen", "armorum-faber", True)} <= proposed
    assert max(game.components.buildings[a.building].cost for a in proposed) == 14, sorted(map(str, proposed))


def test_the_proposed_and_legal_builds_are_sequences_read_from_either_end_and_sliced():
    """en:388, en:404: greg, 14 gold, may buy buildings within his gold.  What Game.candidate_makers and
    Game.legal_moves (docs/api.md) list for 'build' is a sequence of actions: read by index from the front and
    from the back, sliced as a list of the same actions, an index beyond either end an IndexError naming it."""
    game = construct({"greg": {"gold": 14}}, turn="greg")
    greg = game.player("greg")
    for found in (game.candidate_makers(greg)["build"](), game.legal_moves(greg)["build"](game, greg)):
        actions = list(found)
        n = len(actions)
        assert n == len(found) > 2
        assert [found[i] for i in range(n)] == actions
        assert [found[-k] for k in range(1, n + 1)] == actions[::-1]
        assert list(found[1:]) == actions[1:] and list(found[::-1]) == actions[::-1]
        for beyond in (n, -n - 1):
            with pytest.raises(IndexError) as info:
                found[beyond]
            assert info.value.args == (beyond,)


def test_components_without_a_public_building_leave_only_the_others_to_buy():
    """A scenario's component overrides may turn every Public Building into a Commercial Building: no FP value is
    left to finance (en:444), and the legal actions list the other buildings as usual."""
    public = ["hippodromus-21", "domus-regia-24", "hippodromus-32", "domus-regia-36"]
    public += ["hippodromus-45", "domus-regia-50", "hippodromus-60", "domus-regia-66"]
    setup = {"round": 3, "phase": "construct", "offices": PLAIN_OFFICES, "players": {"greg": {"gold": 50}}}
    game = new_game(setup, buildings={b: {"kind": "commercial", "requires": {"luxury": 1}, "fp": 0} for b in public})
    offered = [str(a) for a in game.legal_actions("greg")]
    assert not any(a.startswith("greg: build-public") for a in offered), offered
    assert "greg: build pistrinum" in offered and "greg: build hippodromus-21" in offered


def test_components_with_nothing_for_sale_but_public_buildings_offer_those():
    """A scenario's component overrides may print no copy of any building but the Public Buildings (en:388: what
    is not on the player sheet cannot be bought): with 50 gold greg may finance the 3, 4 or 5 FP building
    (en:444: the dearer tiles cost 24, 36 and 50) or pass."""
    others = [b for b in default_components().buildings.values() if b.kind.value != "public"]
    setup = {"round": 3, "phase": "construct", "offices": PLAIN_OFFICES, "players": {"greg": {"gold": 50}}}
    game = new_game(setup, buildings={b.id: {"copies": 0} for b in others})
    assert [str(a) for a in game.legal_actions("greg")] == [
        "greg: done",
        "greg: build-public 3",
        "greg: build-public 4",
        "greg: build-public 5",
    ]
