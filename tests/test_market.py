"""Buy/Sell Goods at the Market (en:481-521, en:902-906, en:934-936), Commercial Buildings
(en:523-549) and the wall abilities used with goods (en:869-872)."""

from __future__ import annotations

from constantinopolis.core.options import RuleOptions
from helpers_rules import assert_refused, market, new_game, p

OFFICES = {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"}

# The Forum Costantinum as far as en:509-519 state it: limits 2 Alimentary, 2 Industrial,
# 1 Luxury, no Military; Consumer bought for 3 (en:513) with room for a second (en:519);
# Alimentary sold for 1 (en:519).  The other prices are this test's own choice.
FORUM = market(
    "forum-costantinum",
    {
        "alimentary": (2, 2, 1),
        "consumer": (2, 3, 2),
        "industrial": (2, 6, 4),
        "luxury": (1, 7, 5),
    },
)
# A card of the test's own with other limits, to show that the limit comes from the current card.
WIDE = market("opificies", {"alimentary": (3, 2, 1), "consumer": (1, 4, 2), "luxury": (2, 8, 5)})


def construct(players=None, current="forum-costantinum", turn=None, options="en"):
    setup = {
        "round": 2,
        "phase": "construct",
        "offices": OFFICES,
        "players": players or {},
        "market": {"current": current, "future": ["domus-regia"]},
    }
    if turn:
        setup["turn"] = turn
    return new_game(setup, markets=[FORUM, WIDE], options=options)


def accept(players=None):
    setup = {
        "round": 2,
        "phase": "accept",
        "offices": OFFICES,
        "players": players or {},
        "market": {"current": "forum-costantinum", "future": ["domus-regia"]},
    }
    return new_game(setup, markets=[FORUM, WIDE])


# ---------------------------------------------------------------- the Forum Costantinum example
def test_example_greg_buys_one_consumer_good_for_3():
    """en:513: Greg, who does not produce Consumer Goods, buys one for 3 gold; it goes to his storage and the
    ledger records one Consumer Good bought."""
    game = construct({"greg": {"gold": 20, "goods": {"alimentary": 3}}})
    game.apply("greg: buy consumer 1")
    greg = p(game, "greg")
    assert greg["gold"] == 17
    assert greg["goods"] == {"alimentary": 3, "consumer": 1}
    assert greg["round"]["ledger"] == {"consumer": 1}


def test_example_greg_sells_two_of_his_three_alimentary_goods():
    """en:517-519: Greg cannot sell all three Alimentary Goods (limit 2); he sells two for 2 gold (1 each)
    and then cannot sell or buy any more of them."""
    game = construct(
        {"greg": {"gold": 17, "goods": {"alimentary": 3, "consumer": 1}, "round": {"ledger": {"consumer": 1}}}}
    )
    assert_refused(game, "greg: sell alimentary 3", "market.limit")
    game.apply("greg: sell alimentary 2")
    greg = p(game, "greg")
    assert greg["gold"] == 19
    assert greg["goods"] == {"alimentary": 1, "consumer": 1}
    assert greg["round"]["ledger"] == {"alimentary": -2, "consumer": 1}
    assert_refused(game, "greg: sell alimentary 1", "market.limit")
    assert_refused(game, "greg: buy alimentary 1", "market.no-buy-and-sell")


def test_example_greg_after_his_trades():
    """en:519: after buying one Consumer Good and selling two Alimentary Goods, Greg can still trade up to two
    Industrial and one Luxury Good, cannot sell Consumer Goods but can buy one more, and cannot trade Military."""
    game = construct(
        {
            "greg": {
                "gold": 40,
                "goods": {"alimentary": 1, "consumer": 1, "military": 1},
                "round": {"ledger": {"alimentary": -2, "consumer": 1}},
            }
        }
    )
    assert game.is_legal("greg: buy industrial 2")
    assert game.is_legal("greg: buy luxury 1")
    assert_refused(game, "greg: buy luxury 2", "market.limit")
    assert_refused(game, "greg: sell consumer 1", "market.no-buy-and-sell")
    assert_refused(game, "greg: buy military 1", "market.limit")
    assert_refused(game, "greg: sell military 1", "market.limit")
    game.apply("greg: buy consumer 1")
    assert p(game, "greg")["gold"] == 37
    assert_refused(game, "greg: buy consumer 1", "market.limit")


# ---------------------------------------------------------------- limits and ledger
def _greg_at_the_card(mid: str, goods: dict[str, tuple[int, int, int]]):
    """The Construct phase of round 2, greg to act with 20 gold, the Current Market a card of the scenario's own
    (``goods``: type -> limit, buy, sell)."""
    setup = {"round": 2, "phase": "construct", "offices": OFFICES, "players": {"greg": {"gold": 20}}}
    return new_game({**setup, "market": {"current": mid, "future": ["domus-regia"]}}, markets=[market(mid, goods)])


def test_a_market_card_that_trades_no_good_offers_nothing_to_buy():
    """en:503, en:509: a player buys only the goods the current market card shows, up to its limits.  A scenario's
    card of its own may show none: greg, with 20 gold, is offered no purchase, and the other actions as usual."""
    game = _greg_at_the_card("empty", {})
    offered = [str(a) for a in game.legal_actions("greg")]
    assert not any(a.startswith("greg: buy") for a in offered), offered
    assert "greg: done" in offered and "greg: build pistrinum" in offered
    assert_refused(game, "greg: buy alimentary 1", "market.limit")


def test_a_good_at_limit_0_on_a_market_card_is_not_traded_there():
    """en:503, en:509: a card's limit caps what is traded of each good; a scenario's card may give a good a limit of
    0 (the loader keeps no price for it).  The legal actions are listed (they raised KeyError: the least unit price
    of the card read the price of every good it lists), with no purchase of that good, and buying it is refused."""
    game = _greg_at_the_card("thin", {"alimentary": (0, 2, 1), "consumer": (2, 3, 2)})
    buys = [str(a) for a in game.legal_actions("greg") if str(a).startswith("greg: buy")]
    assert buys == ["greg: buy consumer 1", "greg: buy consumer 2"]
    assert_refused(game, "greg: buy alimentary 1", "market.limit")


def test_limit_comes_from_the_current_market_card():
    """en:503, en:509: the current card's limit applies: 3 Alimentary Goods at this card, not 2."""
    game = construct({"greg": {"gold": 0, "goods": {"alimentary": 4}}}, current="opificies")
    game.apply("greg: sell alimentary 3")
    assert p(game, "greg")["gold"] == 3
    assert_refused(game, "greg: sell alimentary 1", "market.limit")


def test_limit_counts_the_whole_round_across_phases():
    """en:485, en:627: the ledger holds the round's trades; a type bought in the Construct phase counts toward
    the limit in the Accept Contracts Phase too."""
    game = accept({"greg": {"gold": 20, "round": {"ledger": {"consumer": 2}}}})
    assert_refused(game, "greg: buy consumer 1", "market.limit")


def test_bought_type_cannot_be_sold_back_even_with_the_taberna():
    """en:509, en:934-936: a type bought in a round cannot be sold that round, even by a Taberna owner."""
    game = construct({"greg": {"gold": 20, "buildings": ["taberna"]}})
    game.apply("greg: buy alimentary 1")
    assert_refused(game, "greg: sell alimentary 1", "market.no-buy-and-sell")


# ---------------------------------------------------------------- buying what you produce
def test_cannot_buy_a_type_you_produce():
    """en:511: a player cannot buy a type his Production Buildings produce (the Ager: Alimentary)."""
    game = construct({"greg": {"gold": 20, "buildings": ["textrinum"]}})
    assert_refused(game, "greg: buy alimentary 1", "market.no-buy-produced")
    assert_refused(game, "greg: buy consumer 1", "market.no-buy-produced")


def test_a_building_bought_this_round_lets_its_type_be_bought_until_the_round_ends():
    """en:902-906: the ban on buying a type one produces starts the round after the building is bought.
    The set-up states what greg could produce when the round began (the Ager's alimentary only): his
    Textrinum is new, so he may still buy consumer goods this round, and not alimentary ones."""
    game = construct({"greg": {"buildings": ["textrinum"], "round": {"producible_at_start": ["alimentary"]}}})
    assert_refused(game, "greg: buy alimentary 1", "market.no-buy-produced")
    held = dict(game.held("greg: buy consumer 1"))  # why he may: not "cannot produce", which is false
    assert held["market.no-buy-produced"] == (
        "greg could not produce consumer at the start of the round: a building bought this round counts from the next"
    )
    assert dict(game.held("greg: buy luxury 1"))["market.no-buy-produced"] == "greg cannot produce luxury"
    game.apply("greg: buy consumer 1")
    assert p(game, "greg")["goods"] == {"consumer": 1}


def test_taberna_allows_buying_a_type_you_produce():
    """en:511, en:849: the Taberna owner can buy goods he can produce."""
    game = construct({"greg": {"gold": 20, "buildings": ["textrinum", "taberna"]}})
    game.apply("greg: buy consumer 2")
    assert p(game, "greg")["gold"] == 14
    assert p(game, "greg")["goods"] == {"consumer": 2}


def test_taberna_one_type_ignores_a_type_traded_zero_times():
    """en:511 (a player cannot buy a type he can produce), en:849 (the Taberna lets him), en:509
    (the Ledger tracks his market transactions), and the one-type reading (it:564, option
    taberna_scope): once he has *bought* a type he can produce this round, a second one is refused.
    A ledger entry of 0 Alimentary records no purchase, so greg (Ager: Alimentary; Textrinum:
    Consumer; Taberna) may still buy Consumer goods, and it is listed among his legal actions.  Written to kill
    the mutants phases.construction.x_check_buy__mutmut_54 (issue 8's triage, list d2) and _legal_buys 58."""
    options = RuleOptions.edition("en").with_(taberna_scope="one-producible-type")
    players = {"greg": {"gold": 20, "buildings": ["textrinum", "taberna"], "round": {"ledger": {"alimentary": 0}}}}
    game = construct(players, options=options)
    assert "greg: buy consumer 1" in [str(a) for a in game.legal_actions("greg")]  # listed as legal, too
    game.apply("greg: buy consumer 1")
    assert p(game, "greg")["goods"] == {"consumer": 1}
    assert p(game, "greg")["gold"] == 17


def test_production_building_bought_this_round_does_not_block_buying():
    """en:902-906: a Production Building produces from the next round, so the type can still be bought this round."""
    game = construct({"greg": {"gold": 30}})
    game.apply("greg: build textrinum")
    game.apply("greg: buy consumer 1")
    greg = p(game, "greg")
    assert greg["gold"] == 30 - 11 - 3
    assert greg["goods"] == {"consumer": 1}


def test_production_building_bought_this_round_does_not_block_buying_in_accept():
    """en:902-906: the same holds in the Accept Contracts Phase of the round the building was bought."""
    game = construct({"greg": {"gold": 30}})
    game.apply("greg: build textrinum")
    for _ in range(3):
        game.apply(f"{game.actors()[0]}: done")
    assert game.state.phase == "accept"
    game.apply("greg: buy consumer 2")
    assert p(game, "greg")["gold"] == 30 - 11 - 6


# ---------------------------------------------------------------- Mensae and the market wall
def test_mensae_adds_one_gold_per_good_sold():
    """en:847: the Mensae owner gains 1 extra gold for each good sold to the market (2 x (1 + 1))."""
    game = construct({"greg": {"gold": 0, "buildings": ["mensae"], "goods": {"alimentary": 2}}})
    game.apply("greg: sell alimentary 2")
    assert p(game, "greg")["gold"] == 4


def test_market_wall_takes_2_gold_off_each_good_bought():
    """en:872: 2 gold discount for each good bought: two Industrial Goods at 6 cost 4 each."""
    game = construct({"greg": {"gold": 20, "buildings": ["moenia-market"]}})
    game.apply("greg: buy industrial 2")
    assert p(game, "greg")["gold"] == 12


def test_market_wall_never_brings_the_price_below_1():
    """en:872: the discount cannot bring the price below 1 gold (Alimentary at 2 costs 1, not 0)."""
    game = construct({"greg": {"gold": 20, "buildings": ["taberna", "moenia-market"]}})
    game.apply("greg: buy alimentary 2")
    assert p(game, "greg")["gold"] == 18


# ---------------------------------------------------------------- who trades
def test_only_the_active_player_trades_in_the_construct_phase():
    """en:483: at any time during the Construct Buildings Phase, the active player may trade at the market."""
    game = construct({"jen": {"gold": 20, "goods": {"alimentary": 2}}})
    assert game.actors() == ["greg"]
    assert_refused(game, "jen: buy consumer 1", "market.active-player")
    assert_refused(game, "jen: sell alimentary 1", "market.active-player")


def test_every_player_trades_in_the_accept_phase():
    """en:583, en:627: the Accept Contracts Phase is simultaneous; each player may trade at the market."""
    game = accept({"jen": {"gold": 20}, "kay": {"gold": 20, "goods": {"alimentary": 2}}})
    game.apply("kay: sell alimentary 2")
    game.apply("jen: buy consumer 1")
    assert p(game, "kay")["gold"] == 22
    assert p(game, "jen")["gold"] == 17


# ---------------------------------------------------------------- Commercial Buildings
def test_caupona_example():
    """en:531: Greg discards exactly two Alimentary Goods on the Caupona to gain 4 gold and 1 FP."""
    game = construct({"greg": {"gold": 3, "fp": 6, "buildings": ["caupona"], "goods": {"alimentary": 2}}})
    game.apply("greg: use caupona")
    greg = p(game, "greg")
    assert greg["gold"] == 7
    assert greg["fp"] == 7
    assert greg["goods"] == {}
    assert greg["round"]["commercial"] == {"caupona": {"alimentary": 2}}


def test_commercial_building_takes_exactly_the_goods_shown():
    """en:430, en:531: exactly the goods shown (two), never fewer; a third good stays with the player."""
    game = construct({"greg": {"gold": 0, "buildings": ["caupona"], "goods": {"alimentary": 1}}})
    assert_refused(game, "greg: use caupona", "goods.not-held")
    game = construct({"greg": {"gold": 0, "buildings": ["caupona"], "goods": {"alimentary": 3}}})
    game.apply("greg: use caupona")
    assert p(game, "greg")["goods"] == {"alimentary": 1}
    assert p(game, "greg")["gold"] == 4


def test_commercial_building_once_per_round():
    """en:430, en:527: each Commercial Building can be used once per round."""
    game = construct({"greg": {"gold": 0, "buildings": ["caupona"], "goods": {"alimentary": 4}}})
    game.apply("greg: use caupona")
    assert_refused(game, "greg: use caupona", "commercial.once-per-round")


def test_commercial_building_only_with_goods_you_can_produce():
    """en:529, en:930-932: Greg holds two Consumer Goods but owns no Production Building that shows them."""
    game = construct({"greg": {"gold": 0, "buildings": ["vestificina"], "goods": {"consumer": 2}}})
    assert_refused(game, "greg: use vestificina", "commercial.can-produce")


def test_commercial_building_usable_in_the_round_it_is_built():
    """en:525-527: a Commercial Building can be activated even in the round it was built."""
    game = construct({"greg": {"gold": 9, "goods": {"alimentary": 2}}})
    game.apply("greg: build caupona")
    game.apply("greg: use caupona")
    assert p(game, "greg")["gold"] == 4
    assert p(game, "greg")["fp"] == 1


def test_only_the_active_player_uses_commercial_buildings_in_construct():
    """en:525: during the Construct Buildings Phase, the active player may activate his Commercial Buildings."""
    game = construct({"jen": {"buildings": ["caupona"], "goods": {"alimentary": 2}}})
    assert_refused(game, "jen: use caupona", "market.active-player")


# ---------------------------------------------------------------- walls used with goods
def test_swap_wall_trades_one_good_for_a_type_you_produce_once_a_round():
    """en:869: once per round, one good for any other good that the owner can produce."""
    game = construct({"greg": {"buildings": ["moenia-swap", "textrinum"], "goods": {"luxury": 2}}})
    assert_refused(game, "greg: wall-swap luxury military", "wall.swap")
    game.apply("greg: wall-swap luxury consumer")
    assert p(game, "greg")["goods"] == {"consumer": 1, "luxury": 1}
    assert_refused(game, "greg: wall-swap luxury alimentary", "wall.swap")


def test_sale_wall_trades_three_goods_for_10_gold_once_a_round():
    """en:870: once per round, three goods (of any types) for 10 gold."""
    game = construct({"greg": {"gold": 1, "buildings": ["moenia-sale"], "goods": {"luxury": 1, "consumer": 5}}})
    assert_refused(game, "greg: wall-sale consumer:2", "wall.sale")
    game.apply("greg: wall-sale consumer:2,luxury:1")
    assert p(game, "greg")["gold"] == 11
    assert p(game, "greg")["goods"] == {"consumer": 3}
    assert_refused(game, "greg: wall-sale consumer:3", "wall.sale")


def test_the_walls_abilities_are_offered_as_legal_actions_once_a_round():
    """en:869-870: the owner of the swap and sale walls is offered each ability once per round, with
    every choice the rule allows: each good he holds for each other type he can produce, each set of
    exactly three of his goods."""
    game = construct({"greg": {"buildings": ["moenia-swap", "moenia-sale", "textrinum"], "goods": {"luxury": 3}}})

    def offered(verb: str) -> set[str]:
        return {str(a) for a in game.legal_actions("greg") if a.verb == verb}

    # greg produces alimentary (the Ager) and consumer (the Textrinum)
    assert offered("wall-swap") == {"greg: wall-swap luxury alimentary", "greg: wall-swap luxury consumer"}
    assert offered("wall-sale") == {"greg: wall-sale luxury:3"}
    game.apply("greg: wall-swap luxury consumer")
    assert offered("wall-swap") == set()
    assert offered("wall-sale") == {"greg: wall-sale consumer:1,luxury:2"}
    game.apply("greg: wall-sale consumer:1,luxury:2")
    assert offered("wall-sale") == set()


def test_wall_abilities_belong_to_the_owner_only():
    """en:869-870: only the owner of a wall segment uses its ability."""
    game = construct({"greg": {"goods": {"consumer": 3}}})
    assert_refused(game, "greg: wall-sale consumer:3", "wall.not-owned")
    assert_refused(game, "greg: wall-swap consumer alimentary", "wall.not-owned")


def test_the_swap_wall_is_proposed_to_its_owner_only_until_he_has_used_it():
    """en:869: the swap wall's owner trades one good once per round.  Game.candidate_makers (docs/api.md) proposes
    the actions worth checking: to jen, who holds goods but owns no swap wall, no swap; to greg, its owner, swaps
    of the luxury good he holds until he has swapped this round."""
    game = construct(
        {"greg": {"buildings": ["moenia-swap", "textrinum"], "goods": {"luxury": 2}}, "jen": {"goods": {"luxury": 2}}}
    )
    greg, jen = game.player("greg"), game.player("jen")
    assert game.candidate_makers(jen)["wall-swap"]() == []
    proposed = game.candidate_makers(greg)["wall-swap"]()
    assert proposed and {(a.give, a.take) for a in proposed} >= {("luxury", "consumer"), ("luxury", "alimentary")}
    game.apply("greg: wall-swap luxury consumer")
    assert game.candidate_makers(greg)["wall-swap"]() == []


def test_the_sale_wall_is_proposed_to_its_owner_under_its_verb():
    """en:870: the owner of the sale wall may once per round trade three goods for 10 gold.  Game.candidate_makers
    (docs/api.md) lists, for each verb he might use, the actions worth checking: under 'wall-sale' each sale of
    three of greg's four goods, and under 'wall-swap' no swap (he owns no swap wall); to jen, who holds goods but
    owns no sale wall, no sale (en:869-870: only the owner)."""
    greg = {"buildings": ["moenia-sale"], "goods": {"consumer": 3, "alimentary": 1}}
    game = construct({"greg": greg, "jen": {"goods": {"consumer": 3}}})
    makers = game.candidate_makers(game.player("greg"))
    sales = ["greg: wall-sale alimentary:1,consumer:2", "greg: wall-sale consumer:3"]
    assert [str(a) for a in makers["wall-sale"]()] == sales
    assert makers["wall-swap"]() == []
    assert game.candidate_makers(game.player("jen"))["wall-sale"]() == []


def test_the_proposed_trades_of_a_good_follow_what_he_traded_of_it_this_round():
    """en:509: a card's limit is what each player may buy or sell of a good in the round, and once he has sold a
    type of goods he may not buy it, and vice versa.  Game.candidate_makers (docs/api.md) proposes the trades worth
    checking, by what he traded this round: greg (alimentary 4; the card: alimentary 3, luxury 2) buys one luxury
    good: one more is proposed to buy, none to sell; he sells one alimentary good: two more are proposed to sell,
    none to buy."""
    game = construct({"greg": {"gold": 50, "goods": {"alimentary": 4}}}, current="opificies", turn="greg")
    greg = game.player("greg")

    def proposed(verb: str, good: str) -> list[str]:
        return [str(a) for a in game.candidate_makers(greg)[verb]() if a.good == good]

    assert proposed("buy", "luxury") == ["greg: buy luxury 1", "greg: buy luxury 2"]
    assert proposed("sell", "alimentary") == [f"greg: sell alimentary {k}" for k in (1, 2, 3)]
    game.apply("greg: buy luxury 1")
    assert proposed("buy", "luxury") == ["greg: buy luxury 1"]
    assert proposed("sell", "luxury") == []
    game.apply("greg: sell alimentary 1")
    assert proposed("sell", "alimentary") == ["greg: sell alimentary 1", "greg: sell alimentary 2"]
    assert proposed("buy", "alimentary") == []


def test_a_second_sale_of_a_good_is_held_with_what_was_sold_before():
    """en:517-519: the market's limit counts what a player has already sold of a good this round; Greg sold one
    Alimentary Good and sells one more (limit 2): the traced sale holds market.limit with both numbers."""
    game = construct({"greg": {"goods": {"alimentary": 3}}})
    game.apply("greg: sell alimentary 1")
    game.trace, game.held_conditions = set(), []
    game.apply("greg: sell alimentary 1")
    limit = [words for rule, words in game.held_conditions if rule == "market.limit"]
    assert limit == ["forum-costantinum allows 2 alimentary a round; greg has traded 1, sells 1"]  # the test card
