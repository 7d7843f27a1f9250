"""The optional Free Trade rule (en:876-882): in the Accept Contracts Phase players trade
contracts, goods and gold freely, by agreement; without the option a trade is refused."""

from __future__ import annotations

import pytest

from constantinopolis import InvalidAction, RuleOptions
from constantinopolis.core.game import Game
from helpers_rules import FILLER_IDS, assert_refused, new_game, p

OFFICES = {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"}


def accept(free_trade: bool = True, **players: dict[str, object]) -> Game:
    """The Accept Contracts Phase of round 2; contracts f01-f10 are out of the deck, for the hands."""
    setup = {
        "round": 2,
        "phase": "accept",
        "offices": OFFICES,
        "players": players,
        "contracts": {"deck": FILLER_IDS[10:]},
    }
    options = RuleOptions.edition("en").with_(free_trade=free_trade)
    return new_game(setup, options=options)  # type: ignore[arg-type]


def test_without_the_option_a_trade_is_refused_and_says_why() -> None:
    game = accept(False, greg={"goods": {"alimentary": 1}}, jen={"gold": 5})
    v = assert_refused(game, "greg: trade jen alimentary:1 gold:2", "freetrade.disabled")
    assert "Free Trade is an optional rule" in v.message


def test_goods_gold_and_contracts_change_hands_both_ways() -> None:
    game = accept(greg={"gold": 10, "goods": {"alimentary": 2}, "hand": ["f01"]}, jen={"gold": 5, "hand": ["f02"]})
    game.apply("greg: trade jen alimentary:1,f01 gold:2,f02")
    greg, jen = p(game, "greg"), p(game, "jen")
    assert greg["goods"] == {"alimentary": 1} and greg["gold"] == 12 and greg["hand"] == ["f02"]
    assert jen["goods"] == {"alimentary": 1} and jen["gold"] == 3 and jen["hand"] == ["f01"]


def test_gold_given_by_the_one_who_proposes() -> None:
    game = accept(greg={"gold": 10}, jen={"goods": {"consumer": 2}})
    game.apply("greg: trade jen gold:3 consumer:2")
    assert p(game, "greg")["gold"] == 7 and p(game, "greg")["goods"] == {"consumer": 2}
    assert p(game, "jen")["gold"] == 33 and p(game, "jen")["goods"] == {}


@pytest.mark.parametrize(
    ("action", "rule", "words"),
    [
        ("greg: trade jen alimentary:3 gold:1", "goods.not-held", "the trade needs 3 alimentary, greg has 2"),
        ("greg: trade jen gold:1 consumer:1", "goods.not-held", "the trade needs 1 consumer, jen has 0"),
        ("greg: trade jen gold:11 -", "gold.cannot-afford", "greg has 10 gold and the trade costs 11"),
        ("greg: trade jen - gold:31", "gold.cannot-afford", "jen has 30 gold and the trade costs 31"),
        ("greg: trade jen f09 gold:1", "accept.contract-in-hand", "f09 is not an unsaved contract in greg's hand"),
        ("greg: trade jen gold:1 f01", "accept.contract-in-hand", "f01 is not an unsaved contract in jen's hand"),
    ],
)
def test_each_side_gives_only_what_it_holds(action: str, rule: str, words: str) -> None:
    game = accept(greg={"gold": 10, "goods": {"alimentary": 2}, "hand": ["f01"]})
    assert words in assert_refused(game, action, rule).message


def test_no_trade_with_a_player_who_has_finished_the_phase() -> None:
    game = accept(greg={"gold": 10}, jen={"done": True})
    v = assert_refused(game, "greg: trade jen gold:1 -", "turn.already-done")
    assert "jen has already finished the Accept Contracts Phase" in v.message


def test_a_trade_with_oneself_or_of_an_unknown_thing_is_invalid() -> None:
    game = accept(greg={"gold": 10})
    before = game.to_dict()
    with pytest.raises(InvalidAction, match="does not trade with himself"):
        game.apply("greg: trade greg gold:1 -")
    with pytest.raises(InvalidAction, match="'silk' is not a good type, 'gold' or a contract id"):
        game.apply("greg: trade jen silk:1 -")
    assert game.to_dict() == before


def test_a_player_may_give_all_his_gold_or_none() -> None:
    """en:876-882 limits a trade only by what each side holds: a player gives every last gold piece,
    and a player without gold still trades goods (the trade asks no gold of him)."""
    game = accept(
        greg={"gold": 3, "goods": {"alimentary": 1}},
        jen={"gold": 0, "goods": {"consumer": 1, "alimentary": 1}},
    )
    game.apply("greg: trade jen gold:3 consumer:1")
    assert p(game, "greg")["gold"] == 0 and p(game, "jen")["gold"] == 3
    game.apply("greg: trade jen consumer:1 alimentary:1")  # neither side gives gold; greg has none
    assert p(game, "greg")["goods"] == {"alimentary": 2}


def test_a_contract_given_in_a_trade_is_held_as_one_in_the_giver_s_hand() -> None:
    """en:876-882: a player trades the contracts in his hand; the traced trade holds accept.contract-in-hand
    for each contract given, in its words (what a judge reads of the step)."""
    game = accept(greg={"gold": 10, "hand": ["f01"]}, jen={"hand": ["f02"]})
    game.trace, game.held_conditions = set(), []
    game.apply("greg: trade jen f01 f02")
    assert ("accept.contract-in-hand", "f01 is in greg's hand") in game.held_conditions
    assert ("accept.contract-in-hand", "f02 is in jen's hand") in game.held_conditions
