"""``legal_actions()`` against ``check()`` over every action a player could type.

The probes are built here, independently of the engine's own candidate lists: every
verb with every argument the game's components and the player's holdings allow
(every building, every good and count up to the market's largest limit, every office
and bid amount, every contract and ship, ...).  At random points of random games:

- every listed action is accepted by ``check`` (nothing listed is illegal);
- every probe that ``check`` accepts is listed (nothing legal is left out).

The second catches an engine whose list of legal actions forgets a legal move, for
example ships in the Harbour not offered for loading, which a golden game's ``?``
lines would also show.  (Free Trade offers are open-ended and never listed,
docs/golden-games.md.)
"""

from __future__ import annotations

import random
from itertools import combinations, combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from constantinopolis import Game, InvalidAction
from constantinopolis.core import actions as A
from constantinopolis.core.components import GOODS
from constantinopolis.core.state import OFFICES
from constantinopolis.rulebooks import CODES
from constantinopolis.suite.simulate import random_action


def probes(game: Game, name: str) -> list[A.Action]:
    """Every action ``name`` could type now that is worth asking about (a superset of the legal ones)."""
    p = game.player(name)
    c = game.components
    most = max(max(m.limits.values(), default=0) for m in c.markets.values()) + 1
    goods = sorted(p.goods)
    multisets = [
        combo
        for k in range(0, min(6, p.goods_count()) + 1)
        for combo in combinations_with_replacement(goods, k)
        if all(combo.count(g) <= p.goods[g] for g in goods)
    ]

    def goods_of(combo: tuple[str, ...]) -> A.Goods:
        return A.goods_tuple({g: combo.count(g) for g in set(combo)})

    out: list[A.Action] = [A.Keep(name), A.Pass(name), A.Preempt(name), A.Decline(name), A.ClaimShip(name)]
    out += [A.Done(name)]
    out += [A.ChooseGood(name, g) for g in GOODS]
    out += [A.Take(name, o) for o in OFFICES]
    out += [A.Bid(name, o, x) for o in OFFICES for x in range(0, p.gold + 2)]
    out += [A.Raise(name, x) for x in range(0, p.gold + 2)]
    for b in c.buildings.values():
        if b.kind == "public":
            continue
        out += [A.Build(name, b.id), A.Build(name, b.id, True)]
    for fp in c.public_pairs():
        out += [A.BuildPublic(name, fp), A.BuildPublic(name, fp, True)]
    out += [A.Buy(name, g, k) for g in GOODS for k in range(1, most + 1)]
    out += [A.Sell(name, g, k) for g in GOODS for k in range(1, most + 1)]
    out += [A.UseCommercial(name, b.id) for b in c.buildings.values() if b.kind == "commercial"]
    out += [A.WallSwap(name, give, take) for give in GOODS for take in GOODS]
    out += [A.WallSale(name, goods_of(m)) for m in multisets if len(m) in (2, 3, 4)]
    out += [A.Donate(name, g) for g in GOODS]
    out += [A.Draw(name, k) for k in range(0, 10)]
    contracts = p.hand + p.saved + [k for ship in p.ships for k in ship.contracts]
    out += [A.Load(name, k, ship.id) for k in contracts for ship in p.ships]
    out += [A.SaveContract(name, k) for k in contracts]
    out += [A.FreeContract(name, k) for k in contracts]
    out += [A.BuyTradingPost(name, False), A.BuyTradingPost(name, True)]
    out += [A.BuyShip(name, size) for size in c.ships]
    held = p.hand + p.saved  # a swap takes contracts drawn this round or saved earlier (en:585)
    out += [A.SwapContracts(name, (k,)) for k in held] + [A.SwapContracts(name, pair) for pair in combinations(held, 2)]
    out += [A.Store(name, goods_of(m)) for m in multisets]
    return out


@settings(max_examples=30, deadline=None)
@given(
    players=st.integers(min_value=2, max_value=5),
    edition=st.sampled_from(CODES),
    seed=st.integers(min_value=0, max_value=2**31),
)
def test_legal_actions_are_exactly_the_probes_check_accepts(players: int, edition: str, seed: int) -> None:
    game = Game.new([f"p{i}" for i in range(1, players + 1)], seed=seed, options=edition)
    game.record_log = False
    rng = random.Random(seed)
    stops = sorted(rng.sample(range(1, 400), 6))
    for step in range(400):
        if game.is_over:
            break
        if step in stops:
            for name in [p.name for p in game.state.players]:
                listed = {str(a) for a in game.legal_actions(name)}
                for a in game.legal_actions(name):
                    assert game.check(a) is None, f"listed but refused: {a} ({game.check(a)})"
                accepted = {str(a) for a in probes(game, name) if game.check(a) is None}
                missing = accepted - listed
                assert not missing, f"legal but not listed (round {game.state.round} {game.state.phase}): {missing}"
        game.apply(random_action(game, rng))


def test_is_legal_and_gate_allows_agree_with_check() -> None:
    """The yes/no forms of ``check``: ``is_legal`` (the action would be accepted now) and
    ``gate_allows`` (the phase, the turn and any pending decision let this kind of action in)."""
    game = Game.new(["ann", "bob", "cid"], seed=3)
    on_turn = game.actors()[0]
    other = next(p.name for p in game.state.players if p.name not in game.actors())
    legal = game.legal_actions(on_turn)[0]
    assert game.is_legal(legal) and game.gate_allows(legal)
    not_his_turn = A.parse_action(str(legal).replace(f"{on_turn}:", f"{other}:", 1))
    assert game.check(not_his_turn) is not None
    assert not game.is_legal(not_his_turn)
    assert not game.gate_allows(not_his_turn)
    assert not game.is_legal(f"{on_turn}: fly to the moon")  # not an action at all


RICH = ["redemptor", "taberna", "mensae", "horreum", "caupona", "emporium", "metallum", "textrinum"]
WALLS = ["moenia-swap", "moenia-sale", "moenia-contract", "moenia-market", "moenia-office", "moenia-ship"]


@settings(max_examples=12, deadline=None)
@given(
    edition=st.sampled_from(list(CODES)),
    seed=st.integers(min_value=0, max_value=2**31),
    goods=st.lists(st.integers(min_value=0, max_value=3), min_size=len(GOODS), max_size=len(GOODS)),
    gold=st.integers(min_value=0, max_value=45),
    walls=st.sets(st.sampled_from(WALLS)),
)
def test_legal_actions_are_exactly_the_probes_check_accepts_for_rich_players(
    edition: str, seed: int, goods: list[int], gold: int, walls: set[str]
) -> None:
    """The same comparison from the Construct Buildings Phase of round 3, where greg owns walls,
    Utility and Commercial Buildings, goods and gold: random games seldom give a player these, so
    their abilities (the Redemptor's discount, the walls' sale and swap, ...) are offered here."""
    holdings = {"gold": gold, "goods": dict(zip(GOODS, goods, strict=True)), "buildings": [*RICH, *sorted(walls)]}
    setup = {
        "round": 3,
        "phase": "construct",
        "offices": {"magister-officiorum": "greg", "praefectus-urbi": "jen", "consul": "kay"},
        "players": {"greg": holdings, "jen": {"gold": 30, "buildings": ["redemptor", "caupona", "metallum"]}},
    }
    game = Game.new(["greg", "jen", "kay"], seed=seed, options=edition, setup=setup)
    game.record_log = False
    rng = random.Random(seed)
    for _ in range(40):
        if game.is_over or game.state.round > 3:
            break
        for name in game.actors():
            listed = {str(a) for a in game.legal_actions(name)}
            accepted = {str(a) for a in probes(game, name) if game.check(a) is None}
            where = f"{game.state.phase}, {name}"
            assert listed <= accepted, f"{where}: listed but refused {listed - accepted}"
            assert accepted <= listed, f"{where}: legal but not listed {accepted - listed}"
        game.apply(random_action(game, rng))


def test_the_legal_actions_of_an_unknown_player_are_refused() -> None:
    """docs/api.md: ``game.legal_actions(player)`` raises ``InvalidAction`` for an unknown player (not an empty list,
    which would say he may do nothing)."""
    with pytest.raises(InvalidAction) as caught:
        Game.new(["greg", "jen", "kay"], seed=0).legal_actions("zoe")
    assert str(caught.value) == "unknown player 'zoe'; players: greg, jen, kay"
