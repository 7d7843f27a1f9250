"""Shared helpers for the rule tests (not a conftest: import what you use).

Every number a test depends on is set here or in the test itself, never taken
from the placeholder ("assumed") data of ``data/components.yaml``:

* :data:`BUILDINGS` pins the goods of every Production Building and the goods,
  gold and FP of the Commercial Buildings the tests use (the icons are lost in
  the rulebook), plus the printed costs and licences (en:819-842).
* :func:`contract` and :func:`market` define contract and market cards for
  ``component_overrides``.
* :func:`new_game` builds a game from ``setup=`` and those overrides.
* :func:`assert_refused` checks that an action is refused with a given rule id
  and that the game is left exactly as it was.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from constantinopolis import Game, RuleViolation
from constantinopolis.suite.simulate import random_action

PLAYERS = ("greg", "jen", "kay")

# Production Buildings: cost and licence as printed (en:819-832); the goods are the
# tests' own choice (icons lost in the text), one type per building where possible.
# Commercial Buildings: cost and gold as printed (en:836-842); goods and FP chosen here,
# the Caupona's as stated by en:531 (two Alimentary Goods -> 4 gold + 1 FP).
BUILDINGS: dict[str, dict[str, Any]] = {
    "ager": {"produces": {"alimentary": 2}, "licence": "A"},  # en:376, en:820
    "pistrinum": {"cost": 6, "licence": "A", "produces": {"alimentary": 1}},
    "venatoris-domus": {"cost": 10, "licence": "A", "produces": {"alimentary": 1, "consumer": 1}},
    "textrinum": {"cost": 11, "licence": "A", "produces": {"consumer": 1}},
    "lignarii-officina": {"cost": 12, "licence": "B", "produces": {"industrial": 1}},
    "cura": {"cost": 16, "licence": "B", "produces": {"consumer": 1}},
    "figulina": {"cost": 17, "licence": "B", "produces": {"consumer": 2}},
    "metallum": {"cost": 20, "licence": "B", "produces": {"industrial": 2}},
    "armorum-faber": {"cost": 14, "licence": "C", "produces": {"military": 1}},
    "fabri-officina": {"cost": 18, "licence": "C", "produces": {"military": 1}},
    "conflatorium": {"cost": 23, "licence": "C", "produces": {"military": 2}},
    "sculptoris-domus": {"cost": 17, "licence": "D", "produces": {"luxury": 1}},
    "vinaria": {"cost": 21, "licence": "D", "produces": {"luxury": 1}},
    "caupona": {"cost": 9, "requires": {"alimentary": 2}, "gold": 4, "fp": 1},
    "vestificina": {"cost": 9, "requires": {"consumer": 2}, "gold": 5, "fp": 1},
    "emporium": {"cost": 9, "requires": {"industrial": 2}, "gold": 7, "fp": 1},
    "armamentarium": {"cost": 9, "requires": {"military": 2}, "gold": 10, "fp": 1},
    "antiquarius": {"cost": 9, "requires": {"luxury": 1}, "gold": 6, "fp": 1},
    "hospitium": {"cost": 9, "requires": {"alimentary": 2}, "gold": 5, "fp": 0},
}


def contract(
    cid: str,
    *,
    goods: dict[str, int] | None = None,
    passengers: int = 0,
    gold: int = 5,
    fp: int | None = None,
    small: int | None = 1,
    medium: int = 1,
    large: int = 1,
) -> dict[str, Any]:
    """A contract card for ``component_overrides["contracts"]`` (voyages in rounds)."""
    card: dict[str, Any] = {
        "id": cid,
        "gold": gold,
        "fp": (0 if passengers else 1) if fp is None else fp,
        "voyage": {"small": None if passengers else small, "medium": medium, "large": large},
    }
    if passengers:
        card["passengers"] = passengers
    else:
        card["goods"] = goods or {"alimentary": 1}
    return card


def market(
    mid: str,
    goods: dict[str, tuple[int, int, int]] | None = None,
    donations: list[tuple[str, int, int]] | None = None,
) -> dict[str, Any]:
    """A market card: ``goods`` maps type -> (limit, buy, sell); ``donations`` lists (type, count, FP)."""
    return {
        "id": mid,
        "name": mid,
        "goods": {g: {"limit": lim, "buy": buy, "sell": sell} for g, (lim, buy, sell) in (goods or {}).items()},
        "donations": [{"good": g, "count": n, "fp": fp} for g, n, fp in (donations or [])],
    }


# The five market cards replaced by plain ones (same ids as the manifest, so no placeholder
# card is left in the game) and a deck of plain contracts, for tests that need cards but
# no particular numbers.  A test defines the cards it depends on itself.
MARKET_IDS = ("forum-costantinum", "domus-regia", "portus-iulianus", "opificies", "porta-aurea")
PLAIN_MARKETS = [market(mid, {"alimentary": (1, 2, 1)}) for mid in MARKET_IDS]
FILLER_CONTRACTS = [contract(f"f{i:02d}", gold=3) for i in range(1, 31)]
FILLER_IDS = [c["id"] for c in FILLER_CONTRACTS]


def new_game(
    setup: dict[str, Any] | None = None,
    *,
    contracts: list[dict[str, Any]] | None = None,
    markets: list[dict[str, Any]] | None = None,
    buildings: dict[str, dict[str, Any]] | None = None,
    players: tuple[str, ...] = PLAYERS,
    seed: int = 7,
    options: str = "en",
) -> Game:
    """A game with the test buildings, the given cards, and ``setup`` applied.

    Unless ``setup["contracts"]`` names the deck, the deck is the plain filler contracts
    (the placeholder deck is set aside), so no test ever draws a placeholder card.
    """
    setup = dict(setup or {})
    deck_setup = dict(setup.get("contracts") or {})
    if "deck" not in deck_setup and "deck_top" not in deck_setup:
        deck_setup["deck"] = list(FILLER_IDS)
    setup["contracts"] = deck_setup
    b = {k: dict(v) for k, v in BUILDINGS.items()}
    for k, v in (buildings or {}).items():
        b[k] = {**b.get(k, {}), **v}
    overrides: dict[str, Any] = {
        "buildings": b,
        "contracts": FILLER_CONTRACTS + list(contracts or []),
        "markets": PLAIN_MARKETS + list(markets or []),
    }
    return Game.new(list(players), seed=seed, options=options, setup=setup, component_overrides=overrides)


def assert_refused(game: Game, action: str, rule_id: str) -> RuleViolation:
    """``action`` is refused for ``rule_id`` and the game is exactly as before."""
    before = game.to_dict()
    with pytest.raises(RuleViolation) as info:
        game.apply(action)
    assert info.value.rule_id == rule_id, str(info.value)
    assert game.to_dict() == before
    return info.value


def p(game: Game, name: str) -> Any:
    """The judge's view of one player (gold, fp, goods, buildings, ships, hand, ...)."""
    return game.view()["players"][name]


def random_game(n: int, seed: int, edition: str = "en") -> tuple[Game, random.Random]:
    """A new game of ``n`` players (``p1`` ...) under ``edition``, and the random player's generator of the seed."""
    game = Game.new([f"p{i}" for i in range(1, n + 1)], seed=seed, options=edition)
    return game, random.Random(seed)


def random_positions(n: int, seed: int, edition: str = "en", every: int = 1) -> Iterator[Game]:
    """The game every ``every`` actions of a random legal game (:func:`random_game`), then at its end: the same
    game object, played on after each yield."""
    game, rng = random_game(n, seed, edition)
    i = 0
    while not game.is_over:
        if i % every == 0:
            yield game
        game.apply(random_action(game, rng))
        i += 1
    yield game
