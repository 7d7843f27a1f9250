"""What the rules keep between the steps of a game, and when they work it out again.

A few answers are asked at almost every step and change rarely: the turn order (only when the offices change),
what a player's buildings give him (only when he gains one), the least prices below which a player can buy nothing
(only with other components), and the actions listed for a player (the same action, made once a game).  The rules
keep them (``Table``, and the caches each core module names in ``__caches__``; docs/api.md, "The rules' caches")
so that listing the legal actions does not work them out again: `benchmarks/bench_games.py` measures what that
saves.  These tests hold each one to both halves of its contract: asked again with nothing changed, the kept answer
is given (the very object, or the value kept); with its inputs changed, a new one, worked out from them.  And the
work the rules skip, as promised: who may act asked once for all the legal actions (and not at all for a caller
who says the player may act), the buildings not looked through by a player below the cheapest.  They read the
Python source's calls (monkeypatch), so they are not run against the compiled copy (benchmarks/same_engine.py).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from constantinopolis import Game
from constantinopolis.core import actions as A
from constantinopolis.core import clear_caches
from constantinopolis.core.components import default_components
from constantinopolis.core.phases import accept, construction
from constantinopolis.core.state import Phase
from constantinopolis.suite.simulate import random_action
from helpers_rules import new_game as rules_game
from helpers_rules import random_positions

NAMES = ["ann", "bob", "cy", "dee"]


@pytest.fixture(autouse=True)
def _caches_emptied_after() -> Iterator[None]:
    """The tests below put values of their own in the rules' module caches: emptied after each, even one that
    fails, so that no other test reads them."""
    yield
    clear_caches()


def test_the_turn_order_is_worked_out_once_until_the_offices_change() -> None:
    game = Game.new(NAMES, seed=3)
    order = game._order()
    assert game._order() is order
    assert game.turn_order() == list(order)
    offices = game.state.offices
    first, second = [o for o in offices if offices[o]][:2]
    offices[first], offices[second] = offices[second], offices[first]  # two players swap their offices
    changed = game._order()
    assert changed is not order and changed[:2] == (order[1], order[0])
    assert game._order() is changed


def test_what_a_players_buildings_give_him_is_worked_out_once_until_he_gains_one() -> None:
    game = Game.new(NAMES, seed=3)
    p = game.state.players[0]
    owned = game._owned(p)
    assert game._owned(p) is owned
    assert game.abilities(p) is owned.abilities and game.commercial_buildings(p) is owned.commercial
    extra = next(b.id for b in game.components.buildings.values() if b.ability and b.ability not in owned.abilities)
    p.buildings.append(extra)  # a player only ever gains buildings
    gained = game._owned(p)
    assert gained is not owned and game.components.buildings[extra].ability in gained.abilities
    assert game.owns_ability(p, game.components.buildings[extra].ability)  # type: ignore[arg-type]
    assert game._owned(p) is gained


def test_the_least_prices_are_worked_out_once_while_the_components_stay_the_same() -> None:
    c = default_components()
    cheapest = construction._cheapest(c)
    assert construction._cheapest(c) is cheapest
    assert construction._for_sale(c) is construction._for_sale(c)
    # the kept value is the one given back: a value put in its place is read, not worked out again
    accept._least_ship_price(c)
    accept._LEAST_SHIP_PRICE[:] = [(c, -7)]
    assert accept._least_ship_price(c) == -7


def test_a_market_cards_least_unit_is_kept_and_the_cache_stays_small() -> None:
    m = next(iter(default_components().markets.values()))
    construction._LEAST_UNIT.clear()
    least = construction._least_unit(m)
    assert construction._LEAST_UNIT == {id(m): (m, least)}
    construction._LEAST_UNIT[id(m)] = (m, -7)
    assert construction._least_unit(m) == -7  # read, not worked out again
    # 256 other cards kept: one more is kept beside them; past 256, the cache is emptied first
    construction._LEAST_UNIT.clear()
    cards = [object() for _ in range(256)]
    construction._LEAST_UNIT.update({id(o): (o, 1) for o in cards})  # type: ignore[misc]
    assert construction._least_unit(m) == least and len(construction._LEAST_UNIT) == 257
    construction._LEAST_UNIT.pop(id(m))
    construction._LEAST_UNIT[id(cards)] = (cards, 1)  # type: ignore[assignment]
    assert construction._least_unit(m) == least and construction._LEAST_UNIT == {id(m): (m, least)}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_actions_listed_for_a_player_are_made_once_a_game(seed: int) -> None:
    """The buys and sales at each count, the contracts to load on each ship, the goods to store, each player's
    'done': listed again, the same action objects (``Table.actions_made``), in every phase where they are listed."""
    game = Game.new(NAMES, seed=seed)
    rng = random.Random(seed)
    kept = (A.Buy, A.Sell, A.Load, A.Store, A.Done)
    seen: set[type[A.Action]] = set()
    while not game.is_over:
        first = game.legal_actions()
        again = game.legal_actions()
        assert again == first
        for a, b in zip(first, again, strict=True):
            if isinstance(a, kept):
                assert a is b, f"{a} made again"
                seen.add(type(a))
        game.apply(random_action(game, rng))
    assert seen == set(kept), seen
    assert game.state.phase == Phase.GAME_OVER


def test_whether_he_may_own_each_building_is_worked_out_once_per_licence(monkeypatch: pytest.MonkeyPatch) -> None:
    """Listing the buildings a player may build asks build.licence once for each licence (and once for every
    building without one), not once per building: the answer depends on the licence alone (en:416)."""
    game = Game.new(NAMES, seed=3)
    p = game.state.players[0]
    asked: list[str | None] = []
    refusal = construction.licence_refusal

    def counted(*args: object) -> str | None:
        asked.append(args[2].licence)  # type: ignore[attr-defined]
        return refusal(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(construction, "licence_refusal", counted)
    may_own = construction._owner(game, p)
    buildings = list(game.components.buildings.values())
    answers = [may_own(b) for b in buildings]
    assert sorted(asked, key=str) == sorted({None, "A", "B", "C", "D"}, key=str)  # each once
    assert answers == [construction._may_own(game, p, b) for b in buildings]  # the same answers, asked one by one


@pytest.mark.parametrize("redemptor", [False, True])
def test_below_the_cheapest_building_the_buildings_are_not_looked_through(
    monkeypatch: pytest.MonkeyPatch, redemptor: bool
) -> None:
    """A player whose gold, with the Redemptor's 5 off if he owns it (en:848), is below the price of the cheapest
    building is offered no building, and the buildings for sale are not looked through one by one (random play
    asks at every turn); with one gold piece more they are."""
    offices = {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"}
    buildings = ["metallum", "redemptor"] if redemptor else ["metallum"]
    game = rules_game(
        {"round": 3, "phase": "construct", "offices": offices, "players": {"greg": {"buildings": buildings}}}
    )
    greg = game.player("greg")
    least = construction._cheapest(game.components)[0] - (construction.REDEMPTOR_DISCOUNT if redemptor else 0)
    looked: list[int] = []
    for_sale = construction._for_sale
    monkeypatch.setattr(construction, "_for_sale", lambda c: looked.append(1) or for_sale(c))
    greg.gold = least - 1
    assert list(construction._legal_builds(game, greg)) == [] and looked == []
    greg.gold = least
    construction._legal_builds(game, greg)
    assert looked == [1]


def test_who_may_act_is_asked_once_for_the_legal_actions_and_not_again_for_an_actor(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``Game.legal_actions()`` works out who may act once, and lists each of them as one who may (it does not ask
    again per player); ``Game.legal_moves(p, acting=True)`` takes the caller's word (docs/api.md): random play,
    which draws ``p`` from the actors, does not have them worked out twice a step."""
    for game in (g for seed in range(4) for g in random_positions(4, seed, every=9) if not g.is_over):
        asked: list[int] = []

        def counted(game: Game = game, asked: list[int] = asked) -> list[str]:
            asked.append(1)
            return Game.actors(game)

        monkeypatch.setattr(game, "actors", counted)
        listed = game.legal_actions()
        assert len(asked) == 1 and listed
        p = game.by_name[listed[0].player]
        asked.clear()
        assert game.legal_moves(p, True) and not asked
        assert game.legal_moves(p) and len(asked) == (game.state.pending is None)  # a decision names its one
        monkeypatch.undo()
