"""The checks of a saved game (``saved.py``, :meth:`Game.from_dict`), key by key.

A user who edits a saved game by hand, or another tool that writes one, reads the ``SetupError``
``Game.from_dict`` raises to find what to fix (docs/api.md, ``Game.from_dict``): its message begins
with the key path at fault, and ``SetupError.path`` is that path.  ``tests/messages/setup-errors.yaml``
pins one bad input per error site; here each key the checks read has its own:

* ``BAD``: a bad value at that key, and the exact message (so its key path, and what was wanted);
* ``LEFT_OUT``: the keys a saved game may leave out (an older or hand-written save): it loads, and
  the key takes the default of the state (``state.py``: ``Player``, ``Ship``, ``GameState``), which
  the loaded game saves again.

Both change a fresh game's saved form as the catalogue's ``from_dict`` entries do
(``test_input_errors.corrupted_game``: a number in a dotted path is a list index).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from constantinopolis import Game, SetupError
from constantinopolis.core.state import OFFICES
from helpers_rules import new_game
from test_input_errors import corrupted_game, path_in, raise_setup_error

# the changed key: its bad value, the message (where the check stands for a rule, the book's line)
BAD: dict[str, tuple[Any, str]] = {
    "state.players.0.fp": (-1, "state.players[0].fp: between 0 and 1000000; got -1 (in the saved game)"),
    "state.players.0.goods": (
        ["alimentary"],
        'state.players[0].goods: a mapping; got ["alimentary"] (in the saved game)',
    ),
    "state.players.0.buildings": ("ager", "state.players[0].buildings: a list; got 'ager' (in the saved game)"),
    "state.players.0.buildings.0": (
        "castle",
        "state.players[0].buildings[0]: unknown building 'castle' (in the saved game)",
    ),
    "state.players.0.hand": ("c001", "state.players[0].hand: a list; got 'c001' (in the saved game)"),
    "state.players.0.saved": (["zzz"], "state.players[0].saved[0]: unknown contract 'zzz' (in the saved game)"),
    "state.players.0.ships": ([5], "state.players[0].ships[0]: a mapping; got 5 (in the saved game)"),
    "state.players.0.ships.0.size": (
        "huge",
        "state.players[0].ships[0].size: unknown ship size 'huge'; known: small, medium, large (in the saved game)",
    ),
    # en:344: a ship is in the Harbour (0), on the Short (#1) or the Long Voyage (#2) space
    "state.players.0.ships.0.position": (
        3,
        "state.players[0].ships[0].position: between 0 and 2; got 3 (in the saved game)",
    ),
    "state.players.0.ships.0.contracts": (
        "c001",
        "state.players[0].ships[0].contracts: a list; got 'c001' (in the saved game)",
    ),
    "state.players.0.ships.0.cargo": (
        ["alimentary"],
        'state.players[0].ships[0].cargo: a mapping; got ["alimentary"] (in the saved game)',
    ),
    "state.players.0.round": (["donated"], 'state.players[0].round: a mapping; got ["donated"] (in the saved game)'),
    "state.market.current": (
        ["zzz"],
        "state.market.current[0]: unknown market card 'zzz'; known: forum-costantinum, domus-regia, portus-iulianus,"
        " opificies, porta-aurea (in the saved game)",
    ),
    "state.market.future": ("m01", "state.market.future: a list; got 'm01' (in the saved game)"),
    # en:685: the Future Market is refilled once; the second time it is empty the game ends
    "state.market.exhaustions": (3, "state.market.exhaustions: between 0 and 2; got 3 (in the saved game)"),
    "state.contracts": (["c001"], 'state.contracts: a mapping; got ["c001"] (in the saved game)'),
    "state.contracts.deck": ("c001", "state.contracts.deck: a list; got 'c001' (in the saved game)"),
    "state.contracts.discard": (["zzz"], "state.contracts.discard[0]: unknown contract 'zzz' (in the saved game)"),
    "state.contracts.removed": (["zzz"], "state.contracts.removed[0]: unknown contract 'zzz' (in the saved game)"),
}

NO_FLAGS = {
    "built_kinds": [],
    "ledger": {},
    "commercial": {},
    "redemptor_used": False,
    "wall_swap_used": False,
    "wall_sale_used": False,
    "ship_discount_used": False,
    "post_bought": False,
    "ship_bought": False,
    "donated": False,
    "accepted": False,
    "producible_at_start": [],
}

# the key left out: the value the loaded game saves again
LEFT_OUT: dict[str, Any] = {
    "state.players.0.gold": 30,  # en:172: each player receives 30 gold
    "state.players.0.fp": 0,
    "state.players.0.goods": {},
    "state.players.0.buildings": ["ager"],  # en:376: each player starts with the Ager
    "state.players.0.posts": 0,
    "state.players.0.done": False,  # a player left undone: he still acts in a phase played at once
    "state.players.0.hand": [],
    "state.players.0.saved": [],
    "state.players.0.ships": [],
    "state.players.0.ships.0.position": 0,
    "state.players.0.ships.0.contracts": [],
    "state.players.0.ships.0.cargo": {},
    "state.players.0.round": NO_FLAGS,
    "state.round": 1,
    "state.phase": "auction",  # en:196-198: a round begins with the Public Office Auction
    "state.auction_coins_to_supply": 0,
    "state.abilities_used": {"praefectus-urbi": False, "consul": False},
    "state.market.future_face_down": False,
    "state.offices": dict.fromkeys(OFFICES),
    "state.office_coins": dict.fromkeys(OFFICES, 0),
    "state.order": [],
    "state.turn": 0,
    "state.not_offered": [],
    "state.market.future": [],
    "state.market.exhaustions": 0,
    "state.supply": {"buildings": {}, "ships": {}},
    "state.supply.buildings": {},
    "state.supply.ships": {},
    "state.contracts": {"deck": [], "discard": [], "removed": []},
    "state.contracts.deck": [],
    "state.rng": 0,
    "state.log": [],
    "state.auction.order": [],
    "state.auction.been_active": [],
}


def saved_value(data: Any, dotted: str) -> Any:
    for key in dotted.split("."):
        data = data[int(key)] if isinstance(data, list) else data[key]
    return data


# a value the loaded game keeps (and saves again)
KEPT: dict[str, Any] = {
    "state.auction.loser": "kay",  # en:231-233: the loser of a contest the challenger won is made active next
}


@pytest.mark.parametrize("key", BAD)
def test_a_bad_value_in_a_saved_game_is_named_by_its_key_path(key: str) -> None:
    value, message = BAD[key]
    error = raise_setup_error({"id": key, "call": "from_dict", "set": {key: value}})
    assert type(error) is SetupError
    assert str(error) == message
    assert error.path == path_in(message)


@pytest.mark.parametrize("key", LEFT_OUT)
def test_a_key_left_out_of_a_saved_game_takes_the_default_of_the_state(key: str) -> None:
    """docs/api.md: a saved game that leaves the key out loads with the state's default there, and saves it."""
    assert saved_value(Game.from_dict(corrupted_game({"delete": [key]})).to_dict(), key) == LEFT_OUT[key]


@pytest.mark.parametrize("key", KEPT)
def test_a_value_of_a_saved_game_is_kept(key: str) -> None:
    data = corrupted_game({"set": {key: KEPT[key]}})
    assert saved_value(Game.from_dict(data).to_dict(), key) == KEPT[key]


def _nobody_to_act(phase: str, change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    situation = new_game(
        {
            "round": 3,
            "phase": phase,
            **({"turn": "greg"} if phase == "construct" else {}),
            "offices": {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"},
        }
    )
    data = situation.to_dict()
    change(data["state"])
    return data


def _everyone_done(state: dict[str, Any]) -> None:
    for player in state["players"]:
        player["done"] = True


@pytest.mark.parametrize(
    ("phase", "change", "message"),
    [
        (
            "construct",
            lambda state: state.update(turn=3),
            "state.turn: 3 leaves nobody to act: the turn order has 3 player(s) (turns 0 to 2), and the construct "
            "phase is played in turn (in the saved game)",
        ),
        (
            "construct",
            lambda state: state.update(order=[], turn=0),
            "state.turn: 0 leaves nobody to act: the turn order has 0 player(s) (turns 0 to -1), and the construct "
            "phase is played in turn (in the saved game)",
        ),
        (
            "accept",
            _everyone_done,
            "state.players: every player is done with the accept phase, yet the phase goes on: nobody may act "
            "(in the saved game)",
        ),
        (
            "auction",
            lambda state: state.update(auction=None),
            "state.auction: no player is active in the auction, so nobody may act and the game is not over "
            "(in the saved game)",
        ),
        (
            "auction",
            lambda state: state["auction"].update(active=None),  # en:217: only the active player chooses
            "state.auction: no player is active in the auction, so nobody may act and the game is not over "
            "(in the saved game)",
        ),
        (
            # en:374: each player receives his goods, no player chooses; the turn counts only in a phase played in
            # turn, so the message names the phase, not the turn past the order
            "construct",
            lambda state: state.update(phase="produce", turn=3),
            "state.phase: nobody may act in the produce phase at rest, and the game is not over (in the saved game)",
        ),
    ],
    ids=["turn-past-the-order", "empty-turn-order", "everyone-done", "no-auction", "no-active-bidder", "produce"],
)
def test_a_saved_game_in_which_nobody_may_act_is_refused(
    phase: str, change: Callable[[dict[str, Any]], None], message: str
) -> None:
    """At rest the engine always waits for a player (en:382: the Construct phase follows turn order; en:213 the
    auction; the phases everyone plays at once end when all are done), or the game is over.  A saved game edited so
    that nobody may act and the game goes on would wait forever: it is refused, naming the key."""
    with pytest.raises(SetupError) as caught:
        Game.from_dict(_nobody_to_act(phase, change))
    assert str(caught.value) == message


@pytest.mark.parametrize(
    "left_out",
    [{"set": {"state.market.current": []}}, {"delete": ["state.market.current"]}, {"delete": ["state.market"]}],
    ids=["empty", "current-left-out", "market-left-out"],
)
def test_a_game_over_saved_without_a_current_market_card_loads(left_out: dict[str, Any]) -> None:
    """en:503: a game in play always shows a Current Market card, so a saved game in play without one is refused
    (``from-dict-no-current-market-card``); a game that is over is not played on (en:715-718): it loads without one
    (an empty pile, the pile left out, or the whole market left out), and saves it so again."""
    data = corrupted_game(
        {"set": {"state.phase": "game-over", **left_out.get("set", {})}, "delete": left_out.get("delete", [])}
    )
    names = [p["name"] for p in data["state"]["players"]]
    scores = {n: {"fp": 0} for n in names}
    data["state"]["result"] = {"reason": None, "rounds": 1, "scores": scores, "winners": names}
    saved = Game.from_dict(data).to_dict()
    assert saved["state"]["phase"] == "game-over"
    assert saved["state"]["market"]["current"] == []


def _in_a_contest() -> dict[str, Any]:
    """A saved game in a contest (en:229): ann took the Consul, bob bids for it, ann is to raise or pass."""
    game = new_game(players=("ann", "bob", "cy"), seed=6)
    assert game.state.order == ["ann", "bob", "cy"]
    for text in ("ann: take consul", "bob: bid consul 3"):
        game.apply(text)
    data = game.to_dict()
    assert data["state"]["auction"]["contest"] == {
        "office": "consul",
        "challenger": "bob",
        "incumbent": "ann",
        "amount": 3,
        "leader": "bob",
        "to_act": "ann",
    }
    return data


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        (
            "incumbent",
            "cy",
            "state.auction.contest.incumbent: 'cy' does not hold the consul (state.offices.consul is 'ann'): "
            "a contest is for an office its incumbent holds (en:229) (in the saved game)",
        ),
        (
            "challenger",
            "ann",
            "state.auction.contest.challenger: 'ann' is the incumbent too: a contest is between two players (en:229)"
            " (in the saved game)",
        ),
        (
            "leader",
            "cy",
            "state.auction.contest.leader: 'cy' is neither the challenger nor the incumbent (en:229)"
            " (in the saved game)",
        ),
        (
            "to_act",
            "cy",
            "state.auction.contest.to_act: 'cy' is neither the challenger nor the incumbent (en:229)"
            " (in the saved game)",
        ),
    ],
)
def test_a_saved_contest_is_between_the_office_holder_and_one_challenger(key: str, value: str, message: str) -> None:
    """en:229: a contest is the active player's bid for an office another player holds; the two raise or pass in
    turn.  A saved contest whose sides do not say so (the challenger holding the office, a third player to act) is
    refused, naming the key; the game as saved loads."""
    data = _in_a_contest()
    assert Game.from_dict(data).to_dict() == data
    data["state"]["auction"]["contest"][key] = value
    with pytest.raises(SetupError) as caught:
        Game.from_dict(data)
    assert str(caught.value) == message


def test_a_saved_contest_for_an_office_its_challenger_holds_is_refused() -> None:
    """The challenger already holding the contested office (en:229: he bids for one another player holds)."""
    data = _in_a_contest()
    data["state"]["offices"]["consul"] = "bob"
    with pytest.raises(SetupError, match=r"^state.auction.contest.incumbent: 'ann' does not hold the consul"):
        Game.from_dict(data)


def test_a_saved_contest_in_a_game_saved_without_its_offices_is_refused() -> None:
    """``state.offices`` may be left out of a saved game (every office vacant, ``LEFT_OUT``): then nobody holds the
    contested office, and the contest is refused, naming the incumbent (en:229)."""
    data = _in_a_contest()
    del data["state"]["offices"]
    with pytest.raises(SetupError) as caught:
        Game.from_dict(data)
    assert str(caught.value).startswith(
        "state.auction.contest.incumbent: 'ann' does not hold the consul (state.offices.consul is None)"
    )


def test_a_game_played_from_the_largest_set_up_gold_saves_loads_and_bids_at_most_1000() -> None:
    """A set-up gives at most 1,000 gold, and play adds to it: the Comes Thesaurorum's income (en:235) makes it
    1,004.  The game saves and loads again (a saved game's bound is saved.SAVED_MAX, not a set-up's), and with
    more gold than an action's bound his bids and raises are listed up to 1,000, each one accepted by the checks."""
    offices = {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"}
    game = Game.new(["greg", "jen", "kay"], seed=1, setup={"offices": offices, "players": {"kay": {"gold": 1000}}})
    for text in ("greg: keep", "jen: keep", "kay: keep"):
        game.apply(text)
    assert game.view()["players"]["kay"]["gold"] == 1004
    again = Game.from_dict(json.loads(game.to_json()))
    assert again.view() == game.view()
    data = Game.new(["greg", "jen", "kay"], seed=1).to_dict()
    data["state"]["players"][2]["gold"] = 5000
    rich = Game.from_dict(data)
    bids = [a for a in rich.legal_actions() if a.verb == "bid"]
    assert max(a.amount for a in bids) == 1000
    assert all(rich.check(a) is None for a in bids)
