"""Property tests: random legal play from random seeds, 2 to 5 players.

- every game ends within nine rounds (en:718);
- invariants hold after every action: all contracts accounted for, building tiles
  and ships conserved, gold never negative, FP never down, market limits kept;
- an arbitrary (mostly illegal) action either applies or is refused with the
  state left exactly as it was;
- ``legal_actions`` lists exactly the candidates that ``check`` accepts.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from constantinopolis import Game, InvalidAction, RuleOptions, RuleViolation
from constantinopolis.core import actions as A
from constantinopolis.core.components import GOODS
from constantinopolis.core.state import OFFICES
from constantinopolis.rulebooks import CODES
from constantinopolis.suite.simulate import random_action

EDITIONS = st.sampled_from(CODES)
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYERS = st.integers(min_value=2, max_value=5)


def initial_tiles(game: Game) -> Counter[str]:
    tiles: Counter[str] = Counter(game.state.building_supply)
    for p in game.state.players:
        tiles.update(b for b in p.buildings if b != "ager")
    return tiles


def check_invariants(game: Game, tiles: Counter[str], fp_before: dict[str, int]) -> None:
    s, c = game.state, game.components
    # all contracts accounted for, each exactly once
    places = list(s.deck) + list(s.discard) + list(s.removed)
    for p in s.players:
        places += p.hand + p.saved
        for ship in p.ships:
            places += ship.contracts
    assert Counter(places) == Counter(c.contracts.keys()), "a contract was lost or duplicated"
    # building tiles conserved
    now: Counter[str] = Counter({b: n for b, n in s.building_supply.items() if n})
    for p in s.players:
        now.update(b for b in p.buildings if b != "ager")
    assert +now == +tiles, "a building tile was lost or duplicated"
    # ships conserved
    ships = [sid for ids in s.ship_supply.values() for sid in ids] + [sh.id for p in s.players for sh in p.ships]
    assert len(ships) == len(set(ships)) == sum(t.copies for t in c.ships.values())
    for p in s.players:
        assert p.gold >= 0, f"{p.name} has negative gold"
        assert all(n > 0 for n in p.goods.values())
        assert p.fp >= fp_before.get(p.name, 0), f"{p.name}'s FP went down"
        assert 0 <= p.posts <= 4 and len(p.saved) <= p.posts
        for ship in p.ships:
            cap = c.ships[ship.size]
            load = sum(c.contracts[k].cargo for k in ship.contracts)
            pax = sum(c.contracts[k].passengers for k in ship.contracts)
            assert load <= cap.capacity and pax <= cap.passengers
    if s.phase in ("construct", "accept", "donate"):  # the ledger belongs to the current market
        market = game.current_market()
        for p in s.players:
            for good, n in p.flags.ledger.items():
                assert abs(n) <= market.limit(good), f"{p.name} traded {n} {good} over the limit"
    holders = [h for h in s.offices.values() if h]
    assert len(holders) == len(set(holders)), "a player holds two offices"
    assert s.round <= 9


def play_checked(players: int, seed: int, edition: str) -> Game:
    names = ["ann", "bob", "cid", "dee", "eve"][:players]
    game = Game.new(names, seed=seed, options=RuleOptions.edition(edition))
    game.record_log = False
    tiles = initial_tiles(game)
    rng = random.Random(seed)
    for _ in range(5000):
        if game.is_over:
            break
        fp = {p.name: p.fp for p in game.state.players}
        game.apply(random_action(game, rng))
        check_invariants(game, tiles, fp)
    assert game.is_over, "the game did not end"
    return game


@settings(max_examples=settings().max_examples // 4 or 25)
@given(players=PLAYERS, seed=SEEDS, edition=EDITIONS)
def test_random_legal_play_ends_within_nine_rounds_and_keeps_invariants(players: int, seed: int, edition: str) -> None:
    game = play_checked(players, seed, edition)
    result = game.state.result
    assert result is not None
    assert result["rounds"] <= 9
    assert result["reason"] in ("market", "public-buildings")
    if result["reason"] == "market":
        assert result["rounds"] == 9  # the market condition ends the game after exactly nine rounds
    assert game.legal_actions() == []
    winners = result["winners"]
    best = max(v["fp"] for v in result["scores"].values())
    assert all(result["scores"][w]["fp"] == best for w in winners)


# ------------------------------------------------------------------ arbitrary actions
NAMES = ["ann", "bob", "cid", "dee", "eve", "zed"]
WORDS = (
    list(OFFICES)
    + list(GOODS)
    + ["ager", "metallum", "caupona", "redemptor", "moenia-office", "hippodromus-21", "small", "medium", "large"]
    + ["c001", "c050", "c106", "small-1", "small-9", "medium-8", "nonsense"]
)


@st.composite
def arbitrary_action(draw: st.DrawFn) -> A.Action:
    verb = draw(st.sampled_from(sorted(A.ACTION_TYPES)))
    cls = A.ACTION_TYPES[verb]
    kwargs: dict[str, Any] = {"player": draw(st.sampled_from(NAMES))}
    import dataclasses

    for f in dataclasses.fields(cls)[1:]:
        if f.type == "int":
            kwargs[f.name] = draw(st.integers(min_value=-2, max_value=40))
        elif f.type == "bool":
            kwargs[f.name] = draw(st.booleans())
        elif f.type == "Goods":
            goods = draw(st.dictionaries(st.sampled_from([*GOODS, "gold", "c001"]), st.integers(1, 4), max_size=3))
            kwargs[f.name] = A.goods_tuple(goods)
        elif f.type == "tuple[str, ...]":
            kwargs[f.name] = tuple(draw(st.lists(st.sampled_from(WORDS), max_size=3)))
        else:
            kwargs[f.name] = draw(st.sampled_from(WORDS))
    return cls(**kwargs)


class RandomPlay(RuleBasedStateMachine):
    """Legal moves move the game on; arbitrary ones must apply or change nothing."""

    game: Game
    rng: random.Random

    @initialize(players=PLAYERS, seed=SEEDS, edition=EDITIONS)
    def start(self, players: int, seed: int, edition: str) -> None:
        self.game = Game.new(NAMES[:players], seed=seed, options=RuleOptions.edition(edition))
        self.rng = random.Random(seed)
        self.tiles = initial_tiles(self.game)
        self.fp = {p.name: p.fp for p in self.game.state.players}

    @precondition(lambda self: not self.game.is_over)
    @rule(steps=st.integers(min_value=1, max_value=40))
    def play_legal(self, steps: int) -> None:
        for _ in range(steps):
            if self.game.is_over:
                return
            self.fp = {p.name: p.fp for p in self.game.state.players}
            self.game.apply(random_action(self.game, self.rng))

    @rule(action=arbitrary_action())
    def try_arbitrary(self, action: A.Action) -> None:
        before = self.game.to_json()
        self.fp = {p.name: p.fp for p in self.game.state.players}
        try:
            self.game.apply(action)
        except (RuleViolation, InvalidAction) as exc:
            assert self.game.to_json() == before, f"refused {action} ({exc}) but the state changed"
            if isinstance(exc, RuleViolation):
                assert exc.rule_id and exc.message
        else:
            assert self.game.to_json() != before or action.verb == "done"

    @rule(
        junk=st.none()
        | st.integers()
        | st.text(max_size=20)
        | st.lists(st.integers(), max_size=3)
        | st.dictionaries(
            st.sampled_from(["type", "player", "office", "amount", "good", "count", "building", "x"]),
            st.none() | st.integers(-5, 40) | st.text(max_size=8) | st.sampled_from(["keep", "bid", "buy", "p0"]),
            max_size=4,
        )
    )
    def try_junk(self, junk: Any) -> None:
        """Anything given to apply or check that is not an action: an InvalidAction (or, for a JSON form
        that is an action, a RuleViolation or a legal move), and a refused one changes nothing."""
        before = self.game.to_json()
        self.fp = {p.name: p.fp for p in self.game.state.players}
        try:
            self.game.check(junk)
            self.game.apply(junk)
        except (RuleViolation, InvalidAction):
            assert self.game.to_json() == before, f"refused {junk!r} but the state changed"

    @invariant()
    def invariants_hold(self) -> None:
        check_invariants(self.game, self.tiles, self.fp)

    @invariant()
    def legal_actions_agree_with_check(self) -> None:
        game = self.game
        legal = game.legal_actions()
        for a in legal[:60]:
            assert game.check(a) is None, f"{a} is listed as legal but refused"
        listed = {str(a) for a in legal}
        for name in game.actors():
            for make in game.candidate_makers(game.player(name)).values():
                for a in make():
                    if isinstance(a, (A.Bid, A.Raise)):
                        continue  # stands for a range of amounts, checked above
                    assert (game.check(a) is None) == (str(a) in listed), f"{a}: check and legal_actions disagree"

    @invariant()
    def serialization_round_trips(self) -> None:
        data = self.game.to_dict()
        assert json.loads(json.dumps(data)) == data
        assert Game.from_dict(data).to_dict() == data


RandomPlay.TestCase.settings = settings(max_examples=settings().max_examples // 5 or 20, stateful_step_count=25)
TestRandomPlay = RandomPlay.TestCase
