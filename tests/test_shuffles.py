"""The stated results of later shuffles (``setup.shuffles``, docs/scenario-format.md).

A situation states every random outcome it relies on, so that another implementation,
which cannot reproduce this engine's random generator, plays it the same way.  Two
shuffles happen after set-up: the contract discards when the deck runs out (en:579)
and the Current Market cards the first time the Future pile empties (en:687).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from constantinopolis import Game, ScenarioError, SetupError
from constantinopolis.suite.scenario import load_scenario, run_scenario
from helpers_rules import FILLER_IDS, new_game, p

PLAYERS = ["greg", "jen", "kay"]
# Greg (Praefectus Pretorio) draws first, then Jen, then Kay; nobody holds the Magister Officiorum
DRAW_OFFICES = {"praefectus-pretorio": "greg", "comes-thesaurorum": "jen", "praefectus-urbi": "kay"}
BOOK_ORDER = ["domus-regia", "porta-aurea", "forum-costantinum", "portus-iulianus"]  # en:687: Domus Regia on top


def market_game(seed: int = 0, shuffles: list[dict[str, Any]] | None = None) -> Game:
    """en:687: the Opificies is the last Future card; the Porta Aurea is current, the other three under it."""
    setup: dict[str, Any] = {
        "round": 4,
        "phase": "donate",
        "market": {"current": "porta-aurea", "future": ["opificies"]},
    }
    if shuffles is not None:
        setup["shuffles"] = shuffles
    return Game.new(PLAYERS, seed=seed, setup=setup)


def finish_donate(game: Game) -> None:
    for name in list(game.actors()):
        game.apply(f"{name}: done")


def draw_game(shuffles: list[dict[str, Any]], seed: int = 7, **more: Any) -> Game:
    """en:579: Greg (production level 3) draws the last card of the deck, then one from the reshuffled discards."""
    setup = {
        "round": 2,
        "phase": "draw",
        "offices": DRAW_OFFICES,
        "players": {"greg": {"buildings": ["pistrinum", "venatoris-domus"]}},
        "contracts": {"deck": FILLER_IDS[:1], "discard": FILLER_IDS[1:6]},
        "shuffles": shuffles,
        **more,
    }
    return new_game(setup, seed=seed)


def markets(order: list[str]) -> dict[str, Any]:
    return {"pile": "markets", "order": order}


# ---------------------------------------------------------------- the stated order is used
@pytest.mark.parametrize("seed", [0, 1, 4, 12345])
def test_stated_market_reshuffle_gives_the_stated_future_pile_whatever_the_seed(seed: int) -> None:
    """en:687: "As it turns out, the Domus Regia is now the Future Market" -- stated, so under every seed."""
    game = market_game(seed, [markets(BOOK_ORDER)])
    finish_donate(game)
    view = game.view()["market"]
    assert view["current"]["id"] == "opificies"
    assert view["current_pile"] == ["opificies"]
    assert view["future"] == BOOK_ORDER
    assert view["exhaustions"] == 1
    assert game.state.shuffles_used == 1


@pytest.mark.parametrize("seed", [0, 3, 987654321])
def test_stated_contract_reshuffle_gives_the_stated_deck_whatever_the_seed(seed: int) -> None:
    """en:579: the discards shuffled into a new deck come up in the stated order (top first)."""
    order = [FILLER_IDS[i] for i in (3, 1, 5, 2, 4)]
    game = draw_game([{"pile": "contracts", "order": order}], seed)
    assert game.state.phase != "draw"  # everybody drew: Greg 2, Jen 1, Kay 1
    assert p(game, "greg")["hand"] == [FILLER_IDS[0], order[0]]
    assert p(game, "jen")["hand"] == [order[1]]
    assert p(game, "kay")["hand"] == [order[2]]
    assert game.view()["contracts"]["deck"]["cards"] == order[3:]
    assert game.state.discard == []


def test_after_the_stated_shuffles_the_random_generator_shuffles_again() -> None:
    """The queue is consumed in order; once it is empty the engine's own shuffle is used."""
    game = market_game(0, [markets(BOOK_ORDER)])
    finish_donate(game)
    assert game.state.shuffles_used == len(game.state.shuffles) == 1
    assert game.state.shuffles[0] == markets(BOOK_ORDER)  # the stated queue is kept, as stated


# ---------------------------------------------------------------- a stated result that does not fit
def test_a_stated_order_that_is_not_the_shuffled_cards_is_refused_and_names_both() -> None:
    game = market_game(0, [markets(["domus-regia", "porta-aurea", "opificies"])])
    for name in game.actors()[:-1]:
        game.apply(f"{name}: done")
    before = game.to_dict()
    with pytest.raises(SetupError) as info:
        game.apply(f"{game.actors()[0]}: done")  # the last player: the round ends, the Future pile is rebuilt
    message = str(info.value)
    assert message.startswith("setup.shuffles[0]: ")
    assert "holds domus-regia, porta-aurea, opificies (3)" in message
    assert "domus-regia, forum-costantinum, porta-aurea, portus-iulianus (4)" in message
    assert getattr(info.value, "path", None) == "shuffles.0"
    assert game.to_dict() == before  # the game is left as it was before the action
    # ... and goes on from there: the players are those of the game as it was
    assert game.view("greg")["players"]["greg"]["gold"] == before["state"]["players"][0]["gold"]
    assert game.is_legal(game.legal_actions()[0])


def test_a_stated_order_with_the_right_count_but_another_card_is_refused() -> None:
    game = market_game(0, [markets(["domus-regia", "porta-aurea", "forum-costantinum", "opificies"])])
    with pytest.raises(SetupError, match=r"setup\.shuffles\[0\]: the stated order of the markets pile"):
        finish_donate(game)


def test_a_stated_shuffle_of_the_other_pile_is_refused() -> None:
    """The queue is in the order the shuffles happen: a contracts entry cannot serve a market reshuffle."""
    game = market_game(0, [{"pile": "contracts", "order": ["c001", "c002"]}, markets(BOOK_ORDER)])
    with pytest.raises(SetupError) as info:
        finish_donate(game)
    assert str(info.value) == (
        "setup.shuffles[0]: states a shuffle of the contracts pile, but the next shuffle of the game is of the "
        "markets pile (domus-regia, forum-costantinum, porta-aurea, portus-iulianus); "
        "list the shuffles in the order they happen"
    )


def test_two_stated_shuffles_are_used_in_turn() -> None:
    """The queue is used in the order the shuffles happen: the contract deck runs out in the Draw
    Contracts Phase (en:579), then the Future Market pile runs out at the end of the round (en:685-687)."""
    game = draw_game(
        [{"pile": "contracts", "order": FILLER_IDS[1:6]}, markets(BOOK_ORDER)],
        round=4,
        market={"current": "porta-aurea", "future": ["opificies"]},
    )
    assert game.state.shuffles_used == 1  # the draws of the phase begin at once
    while game.state.round == 4:
        game.apply(f"{game.actors()[0]}: done")
    assert game.state.shuffles_used == 2
    assert game.view()["market"]["future"] == BOOK_ORDER


def test_a_stated_empty_order_is_refused_and_says_so() -> None:
    game = market_game(0, [markets([])])
    with pytest.raises(SetupError) as info:
        finish_donate(game)
    assert str(info.value) == (
        "setup.shuffles[0]: the stated order of the markets pile holds no cards (0), but the cards being "
        "shuffled are domus-regia, forum-costantinum, porta-aurea, portus-iulianus (4); "
        "state exactly those cards, top first"
    )


def test_a_wrong_contract_order_is_refused_when_the_deck_runs_out_at_set_up() -> None:
    """The draws of the Draw Contracts Phase begin as the game starts, so the error comes from Game.new."""
    with pytest.raises(SetupError, match=r"setup\.shuffles\[0\]: the stated order of the contracts pile holds"):
        draw_game([{"pile": "contracts", "order": FILLER_IDS[1:3]}])


def test_a_wrong_stated_shuffle_in_a_scenario_file_points_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "wrong.yaml"
    path.write_text(
        "\n".join(
            [
                "scenario: wrong reshuffle",
                "players: [greg, jen, kay]",
                "setup:",
                "  round: 4",
                "  phase: donate",
                "  market: {current: porta-aurea, future: [opificies]}",
                "  shuffles:",
                "    - {pile: markets, order: [domus-regia, porta-aurea]}",
                "actions:",
                "  - greg: done",
                "  - jen: done",
                "  - kay: done",
            ]
        )
        + "\n"
    )
    with pytest.raises(ScenarioError) as info:
        run_scenario(load_scenario(path))
    assert info.value.line == 8
    assert "setup.shuffles[0]" in str(info.value)


# ---------------------------------------------------------------- set-up checks
@pytest.mark.parametrize(
    ("shuffles", "path", "words"),
    [
        ("markets", "shuffles", "expected a list"),
        (["markets"], "shuffles.0", "expected a mapping"),
        ([{"pile": "deck", "order": []}], "shuffles.0.pile", "markets or contracts"),
        ([{"pile": "markets"}], "shuffles.0.order", "required"),
        ([{"pile": "markets", "order": "domus-regia"}], "shuffles.0.order", "expected a list"),
        ([{"pile": "markets", "order": ["domus-regia", "atlantis"]}], "shuffles.0.order.1", "unknown market card"),
        ([{"pile": "contracts", "order": ["domus-regia"]}], "shuffles.0.order.0", "unknown contract"),
        ([markets(BOOK_ORDER), markets(["opificies", "opificies"])], "shuffles.1.order.1", "listed twice"),
        ([{"pile": "markets", "order": [], "seed": 4}], "shuffles.0.seed", "unknown key"),
    ],
)
def test_setup_shuffles_is_checked(shuffles: Any, path: str, words: str) -> None:
    with pytest.raises(SetupError) as info:
        Game.new(PLAYERS, setup={"shuffles": shuffles})
    assert getattr(info.value, "path", None) == path
    assert str(info.value).startswith(f"{path}: ")
    assert words in str(info.value)


# ---------------------------------------------------------------- serialization and the view
def test_the_stated_queue_survives_serialization_and_is_used_after_reloading() -> None:
    game = market_game(0, [markets(BOOK_ORDER)])
    data = game.to_dict()
    assert data["state"]["shuffles"] == [markets(BOOK_ORDER)]
    assert data["state"]["shuffles_used"] == 0
    again = Game.from_dict(json.loads(json.dumps(data)))
    assert again.to_dict() == data
    finish_donate(again)
    assert again.view()["market"]["future"] == BOOK_ORDER
    after = again.to_dict()
    assert after["state"]["shuffles_used"] == 1
    assert Game.from_dict(after).to_dict() == after


def test_an_old_serialized_game_without_the_queue_loads_with_an_empty_one() -> None:
    data = market_game(0).to_dict()
    del data["state"]["shuffles"], data["state"]["shuffles_used"]
    game = Game.from_dict(data)
    assert game.state.shuffles == []
    assert game.state.shuffles_used == 0


def test_the_stated_future_is_not_in_any_state_view() -> None:
    """Nobody at the table knows how a shuffle will come out: it is not part of the view."""
    game = market_game(0, [markets(BOOK_ORDER)])
    for observer in (None, *PLAYERS):
        text = json.dumps(game.view(observer))
        assert "shuffles" not in text


# ---------------------------------------------------------------- no stated shuffle: as before
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_an_empty_queue_leaves_the_shuffles_to_the_random_generator(seed: int) -> None:
    without, empty = market_game(seed), market_game(seed, [])
    finish_donate(without)
    finish_donate(empty)
    assert empty.to_dict() == without.to_dict()
    assert sorted(without.view()["market"]["future"]) == sorted(BOOK_ORDER)


def test_without_stated_shuffles_the_seed_still_decides() -> None:
    """The random generator is untouched: different seeds can bring up different Future piles."""
    futures = set()
    for seed in range(12):
        game = market_game(seed)
        finish_donate(game)
        futures.add(tuple(game.view()["market"]["future"]))
    assert len(futures) > 1


def test_the_state_is_kept_aside_only_while_a_stated_shuffle_is_to_come(monkeypatch: pytest.MonkeyPatch) -> None:
    """To be left as it was when a stated shuffle does not match, a game keeps a copy of its state before each
    action while a stated shuffle is still to come, and only then: the copy is the cost of a whole state."""
    copies: list[int] = []
    game = market_game(0, [markets(BOOK_ORDER)])
    snapshot = game.snapshot
    monkeypatch.setattr(game, "snapshot", lambda: copies.append(1) or snapshot())
    finish_donate(game)  # the last 'done' ends the round, and the stated shuffle is used
    assert len(copies) == len(PLAYERS) and game.state.shuffles_used == 1
    copies.clear()
    for _ in range(20):
        game.apply(game.legal_actions()[0])
    assert copies == []
    plain = Game.new(PLAYERS, seed=3)
    monkeypatch.setattr(plain, "snapshot", lambda: pytest.fail("a copy of the state without a stated shuffle"))
    plain.apply(plain.legal_actions()[0])
