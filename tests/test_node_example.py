"""The Node example engine of the docs (docs/examples/auction-engine.js), through the protocol.

It plays the Public Office auction of the en edition only: its hello says so, an auction played
through it gets the reference engine's answers (a ``Session`` in-process: the same answer types,
refusal codes, views and legal actions), and what lies beyond the auction is ``unsupported``.
"""

from __future__ import annotations

import json
import select
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from constantinopolis.core.options import EDITIONS, RuleOptions
from constantinopolis.suite.protocol import Session
from constantinopolis.suite.verify.driver import Situation
from helpers_protocol import assert_valid

pytestmark = pytest.mark.skipif(
    shutil.which("node") is None,
    reason="Node.js is not installed: docs/examples/auction-engine.js runs with `node` (Node 18+)",
)

ENGINE = Path(__file__).resolve().parents[1] / "docs" / "examples" / "auction-engine.js"
# a hang guard: an answer takes milliseconds, the first one Node's start too, which a loaded machine may
# slow down; only a hang waits this long
ANSWER_TIMEOUT = 60.0
OFFICES = ["magister-officiorum", "praefectus-pretorio", "comes-thesaurorum", "praefectus-urbi", "consul"]


class NodeEngine:
    """The example engine as the harness runs it: one process, one JSON line per request."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            ["node", str(ENGINE)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        self.next_id = 0

    def line(self, text: str) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(text + "\n")
        self.process.stdin.flush()
        ready, _, _ = select.select([self.process.stdout], [], [], ANSWER_TIMEOUT)
        assert ready, f"no answer to {text[:80]} within {ANSWER_TIMEOUT:g} s"
        answer = json.loads(self.process.stdout.readline())
        assert isinstance(answer, dict), answer
        return answer

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        """One request with a fresh integer id; the answer must echo it (the id is taken off)."""
        self.next_id += 1
        answer = self.line(json.dumps({**request, "id": self.next_id}))
        assert answer.pop("id", None) == self.next_id, (request, answer)
        return answer

    def close(self) -> str:
        """Quit; returns what the engine wrote on stderr."""
        assert self.line('{"type": "quit"}') == {"type": "bye"}
        _, err = self.process.communicate(timeout=ANSWER_TIMEOUT)
        return err


@pytest.fixture(scope="module")
def node() -> Iterator[NodeEngine]:
    engine = NodeEngine()
    assert engine.ask({"type": "hello", "protocol": 1})["type"] == "hello"
    yield engine
    assert engine.close() == ""  # nothing went wrong inside it


def start_request(players: list[str], setup: dict[str, Any], components: dict[str, Any]) -> dict[str, Any]:
    """The start request exactly as the harness writes it."""
    return Situation(players, "en", setup, components, {}).to_message()


# The situation states everything a new game would leave to chance, so that the two engines' whole
# views can be compared: the offices, the market piles (the current card defined inline: the example
# does not carry the manifest's market data), the contract deck.
FORUM = {"id": "forum-costantinum", "name": "VI Regio - Forum Costantinum", "goods": {}, "donations": []}
MARKET = {"current": "forum-costantinum", "future": ["porta-aurea", "opificies", "domus-regia", "portus-iulianus"]}
COLOURS = ["green", "red", "blue", "yellow"]
AUCTION: dict[str, Any] = {  # features/en/auction.feature's Background (en:241)
    "round": 2,
    "offices": {
        "magister-officiorum": "green",
        "praefectus-pretorio": "blue",
        "comes-thesaurorum": "red",
        "praefectus-urbi": "yellow",
    },
    "players": {name: {"gold": 10} for name in COLOURS},
    "market": MARKET,
    "contracts": {"deck": ["c012", "c031", "c077"]},
}


def act(text: str) -> dict[str, Any]:
    player, _, rest = text.partition(": ")
    verb, *args = rest.split()
    action: dict[str, Any] = {"type": verb, "player": player}
    if verb in ("take", "bid"):
        action["office"] = args.pop(0)
    if verb in ("bid", "raise"):
        action["amount"] = int(args.pop(0))
    if verb == "good":
        action["good"] = args.pop(0)
    if verb == "build":
        action.update(building=args.pop(0), redemptor=False)
    return {"type": "act", "action": action}


# (players, setup, components, actions): the auction example of en:241-259 with refusals on the way,
# and the end of an auction where the Praefectus Pretorio chooses his good against the office wall.
SCENARIOS: dict[str, tuple[list[str], dict[str, Any], dict[str, Any], list[str]]] = {
    "the three-part example (en:241-259)": (
        COLOURS,
        AUCTION,
        {"markets": [FORUM]},
        [
            "red: keep",  # turn.not-your-turn
            "green: bid consul 1",  # auction.vacant-office-costs-2
            "green: bid magister-officiorum 1",  # auction.own-office
            "green: good alimentary",  # turn.wrong-phase
            "green: bid comes-thesaurorum 11",  # gold.cannot-afford
            "green: bid comes-thesaurorum 1",
            "green: pass",  # turn.not-your-turn
            "red: raise 1",  # auction.raise-exceeds-bid
            "red: pass",
            "red: keep",  # auction.no-office-to-keep
            "red: take magister-officiorum",
            "blue: keep",
            "yellow: bid magister-officiorum 1",
            "red: pass",
            "red: bid praefectus-pretorio 1",
            "blue: raise 2",
            "red: raise 3",
            "blue: pass",
            "blue: take consul",  # the end of the auction: the 7 gold go to the supply
        ],
    ),
    "the office wall and the Praefectus Pretorio's good (en:235, en:783, en:873)": (
        COLOURS,
        {
            **AUCTION,
            "players": {
                "green": {"gold": 10},
                "red": {"gold": 10, "buildings": ["moenia-office"]},
                "blue": {"gold": 10, "buildings": ["sculptoris-domus"]},
                "yellow": {"gold": 10},
            },
        },
        {"markets": [FORUM], "buildings": {"sculptoris-domus": {"produces": {"luxury": 1}}}},
        [
            "green: bid comes-thesaurorum 2",  # auction.wall-raise-3
            "green: bid comes-thesaurorum 3",
            "red: raise 4",
            "green: raise 6",  # auction.wall-raise-3
            "green: raise 7",
            "red: pass",
            "red: take magister-officiorum",
            "blue: keep",
            "yellow: keep",  # the end of the auction: blue must choose his good
            "green: keep",  # turn.pending-decision
            "blue: good military",  # office.praefectus-pretorio-good
            "blue: good luxury",  # then production, and the Construct Buildings Phase
        ],
    ),
}


@pytest.mark.parametrize("name", SCENARIOS)
def test_an_auction_gets_the_answers_of_the_reference_engine(node: NodeEngine, name: str) -> None:
    players, setup, components, actions = SCENARIOS[name]
    reference = Session()
    start = start_request(players, setup, components)
    assert node.ask(start) == reference.handle(start) == {"type": "started"}
    codes = []
    for text in actions:
        request = act(text)
        mine, theirs = node.ask(request), reference.handle(request)
        assert_valid("act.answer.json", mine)
        assert (mine["type"], mine.get("code")) == (theirs["type"], theirs.get("code")), (text, mine, theirs)
        codes.append(mine.get("code"))
        for observer in [None, *players]:
            request = {"type": "view", "observer": observer}
            view = node.ask(request)
            assert_valid("view.answer.json", view)
            assert view == reference.handle(request), (text, observer)
        active = view["view"]["actors"]
        if view["view"]["phase"] == "auction" and active:
            request = {"type": "legal_actions", "player": active[0]}
            listed = node.ask(request)["actions"]
            assert sorted(map(json.dumps, listed)) == sorted(map(json.dumps, reference.handle(request)["actions"]))
    assert any(codes), "the scenario checks refusals too"
    assert view["view"]["phase"] == "construct"  # the auction is over: it went on into the next phases


def test_the_handshake_says_en_only(node: NodeEngine) -> None:
    hello = node.ask({"type": "hello", "protocol": 1})
    assert_valid("hello.answer.json", hello)
    assert hello["editions"] == ["en"]
    assert hello["capabilities"] == ["legal_actions"]
    # every option it knows, with the values it plays: the English preset, and both readings of the office wall
    assert set(hello["options"]) == set(RuleOptions.edition("en").values)
    assert hello["options"]["office_wall_protection"] == ["raise-by-3", "bid-at-least-3"]
    assert hello["options"]["free_trade"] == [False]
    assert set(EDITIONS) > {"en"}


def test_beyond_the_auction_it_answers_unsupported(node: NodeEngine) -> None:
    # a game that starts in a later phase, or in another edition
    later = start_request(["greg", "jen"], {"phase": "construct"}, {})
    assert node.ask(later)["type"] == "unsupported"
    assert node.ask({"type": "view", "observer": None})["type"] == "error"  # no game after an unsupported start
    assert node.ask({**later, "edition": "it", "situation": {"setup": {}, "components": {}}})["type"] == "unsupported"
    # an action of a later phase, once the auction is over; the game is left as it was
    players, setup, components, actions = SCENARIOS["the three-part example (en:241-259)"]
    assert node.ask(start_request(players, setup, components)) == {"type": "started"}
    for text in actions:
        node.ask(act(text))
    before = node.ask({"type": "view", "observer": None})
    assert before["view"]["phase"] == "construct"
    answer = node.ask(act("green: build pistrinum"))
    assert answer["type"] == "unsupported" and "auction only" in answer["message"]
    assert node.ask(act("green: keep"))["type"] == "unsupported"
    assert node.ask({"type": "legal_actions", "player": "green"})["type"] == "unsupported"
    assert node.ask({"type": "view", "observer": None}) == before


def test_a_bad_line_is_an_error_and_the_engine_serves_on(node: NodeEngine) -> None:
    for line in ["no json", "[1, 2]", '{"type": "dance"}']:
        answer = node.line(line)
        assert answer["type"] == "error", line
        assert_valid("error.json", answer)
    start = start_request(COLOURS, AUCTION, {"markets": [FORUM]})
    assert node.ask(start) == {"type": "started"}
    assert node.ask(act("green: fly"))["type"] == "error"  # not an action at all
    assert node.ask(act("nobody: keep"))["type"] == "error"
    assert node.ask(act("green: take nowhere"))["type"] == "error"
    assert node.ask({"type": "view", "observer": "nobody"})["type"] == "error"
    assert node.ask(act("green: keep")) == {"type": "applied"}
    assert node.ask({"type": "view", "observer": None})["view"]["offices"] == {
        office: {"numeral": numeral, "holder": AUCTION["offices"].get(office), "coins": 0}
        for office, numeral in zip(OFFICES, ["I", "II", "III", "IV", "V"], strict=True)
    }
