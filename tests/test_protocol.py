"""The verification protocol (docs/protocol.md) against its JSON Schemas (docs/schemas/).

The reference engine's answers are checked over real situations (the scenario files,
random games played through the protocol), the line-level behaviour of ``serve`` over
text streams, the requests the harness itself sends, the protocol's state view (only
what the rulebooks make observable), the transcript printed in docs/protocol.md, and
the minimal adapter of docs/examples/.
"""

from __future__ import annotations

import copy
import io
import json
import os
import random
import re
import shlex
import subprocess
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from referencing import Registry, Resource

from constantinopolis import Game
from constantinopolis.core.actions import ACTION_TYPES, Action, parse_action
from constantinopolis.core.options import EDITIONS, OPTION_SPECS, RuleOptions
from constantinopolis.core.view import (
    PROTOCOL_AUCTION_KEYS,
    PROTOCOL_KEYS,
    PROTOCOL_PLAYER_KEYS,
    PROTOCOL_ROUND_KEYS,
    protocol_view,
    state_view,
)
from constantinopolis.suite.protocol import REQUESTS, Session, serve
from constantinopolis.suite.scenario import load_scenario
from constantinopolis.suite.simulate import random_action
from constantinopolis.suite.verify.driver import Situation, act_request
from constantinopolis.suite.vocabulary import MISSING, read_path
from helpers_protocol import PROTOCOL_SCHEMAS, SCHEMAS, answer_schema, assert_valid, problems, request_schema

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "protocol.md"
ADAPTER = ROOT / "docs" / "examples" / "minimal_adapter.py"
SCENARIO_FILES = sorted((ROOT / "scenarios").glob("*.yaml"))
PLAYERS = ["greg", "jen", "kay"]


# =============================================================================== the documented keys
def strict(schema: Any) -> Any:
    """The schema with ``additionalProperties: false`` on every object that lists its ``properties`` and says
    nothing of other keys: the published schemas let an engine add keys of its own (the harness ignores them),
    the strict variant holds the reference engine to the documented ones.  The conditions (``allOf``, ``if``,
    ``then``, ``else``, ``not``) only add constraints to objects described elsewhere and are left as they are."""
    if isinstance(schema, list):
        return [strict(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key in ("properties", "$defs"):
            out[key] = {name: strict(s) for name, s in value.items()}
        elif key in ("items", "additionalProperties", "oneOf", "anyOf"):
            out[key] = strict(value)
        else:
            out[key] = value
    if "properties" in schema and "additionalProperties" not in schema:
        out["additionalProperties"] = False
    return out


#: The schemas of what an engine sends, which leave room for keys of its own.  The requests, the actions and the
#: situation are closed already: the harness sends only documented keys, and an unknown key there is an error.
OPEN_SCHEMAS = [
    n for n in PROTOCOL_SCHEMAS if n.endswith(".answer.json") or n in ("error.json", "state-view.schema.json")
]


@cache
def strict_validator(name: str) -> jsonschema.Draft202012Validator:
    schemas = {n: json.loads((SCHEMAS / n).read_text(encoding="utf-8")) for n in PROTOCOL_SCHEMAS}
    schemas |= {n: strict(schemas[n]) for n in OPEN_SCHEMAS}
    registry = Registry().with_resources((n, Resource.from_contents(s)) for n, s in schemas.items())
    return jsonschema.Draft202012Validator(schemas[name], registry=registry)


def undocumented(name: str, message: Any) -> list[str]:
    """Why ``message`` does not match the strict variant of the schema ``name`` ([] when it does)."""
    return [
        f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message[:300]}"
        for e in strict_validator(name).iter_errors(message)
    ]


def assert_documented(name: str, message: Any) -> None:
    """``message`` matches its schema and holds only the keys the schema documents.

    The strict variant only adds ``additionalProperties: false``, so a message it accepts matches the schema
    too: the schema itself is asked only to say why a message the strict variant refuses is wrong (half the
    validation of a whole game, the most of its time)."""
    found = undocumented(name, message)
    if found:
        assert_valid(name, message)
    assert not found, f"{name} (strict): " + "; ".join(found[:5])


class Recorder:
    """A :class:`Session` whose every request and answer is checked against its schema, made strict: the
    reference engine sends only the documented keys."""

    def __init__(self, session: Session | None = None) -> None:
        self.session = session or Session()
        self.count = 0

    def __call__(self, request: dict[str, Any]) -> dict[str, Any]:
        assert_documented(request_schema(request), request)
        answer = json.loads(json.dumps(self.session.handle(json.loads(json.dumps(request)))))
        assert_documented(answer_schema(request), answer)
        self.count += 1
        return answer

    def views(self, players: list[str]) -> list[dict[str, Any]]:
        """The judge's view and every player's, each checked; returns them judge first."""
        out = []
        for observer in [None, *players]:
            answer = self({"type": "view", "observer": observer})
            assert answer["type"] == "view", answer
            check_hiding(answer["view"], observer)
            out.append(answer["view"])
        return out


def check_hiding(view: dict[str, Any], observer: str | None) -> None:
    """What a player sees of the others: the rules the schema cannot say (it does not know the observer)."""
    over = view["phase"] == "game-over"
    if observer is None:
        assert (view["observer"], view["role"]) == ("judge", "judge")
        return
    assert (view["observer"], view["role"]) == (observer, "player")
    assert view["contracts"]["deck"]["cards"] == {"hidden": True}  # face down, even at the end (en:162)
    for name, entry in view["players"].items():
        if name == observer or over:
            assert isinstance(entry["gold"], int)
        else:
            assert entry["gold"] == {"hidden": True}  # en:886-888
        for ship in entry["ships"]:
            if name != observer and not over and isinstance(ship["contracts"], list):
                assert ship["contracts"] == [] and ship["position"] == 0  # only an empty ship in the Harbour
            elif name != observer and not over:
                assert ship["contracts"]["hidden"] and ship["cargo"] == {"hidden": True}  # en:894-896


# =============================================================================== the schemas
@pytest.mark.parametrize("name", PROTOCOL_SCHEMAS)
def test_every_protocol_schema_is_a_valid_draft_2020_12_schema(name: str) -> None:
    jsonschema.Draft202012Validator.check_schema(json.loads((SCHEMAS / name).read_text(encoding="utf-8")))


def test_every_request_and_its_answer_have_a_schema() -> None:
    expected = {f"{r}.{side}.json" for r in REQUESTS for side in ("request", "answer")}
    expected |= {"error.json", "action.schema.json", "situation.schema.json", "state-view.schema.json"}
    assert set(PROTOCOL_SCHEMAS) == expected


def test_the_start_schema_lists_every_rule_option_with_its_values() -> None:
    schema = json.loads((SCHEMAS / "start.request.json").read_text(encoding="utf-8"))
    options = schema["properties"]["options"]
    assert set(options["required"]) == set(OPTION_SPECS)
    assert {n: p["enum"] for n, p in options["properties"].items()} == {
        n: list(s.values) for n, s in OPTION_SPECS.items()
    }


def test_the_action_schema_knows_the_27_verbs() -> None:
    schema = json.loads((SCHEMAS / "action.schema.json").read_text(encoding="utf-8"))
    assert sorted(schema["properties"]["type"]["enum"]) == sorted(ACTION_TYPES) and len(ACTION_TYPES) == 27


def test_the_view_schema_rejects_what_the_protocol_leaves_out() -> None:
    game = Game.new(PLAYERS, seed=2)
    judge, greg = protocol_view(game), protocol_view(game, "greg")
    assert_documented("state-view.schema.json", judge)
    assert_documented("state-view.schema.json", greg)
    for key, value in [("game", "constantinopolis(seed=2)"), ("edition", "en"), ("options", {})]:
        # our bookkeeping is no part of the protocol: an engine may send such keys, the reference does not
        assert not problems("state-view.schema.json", {**judge, key: value}), key
        assert undocumented("state-view.schema.json", {**judge, key: value}), key
    flags = copy.deepcopy(judge)
    flags["players"]["greg"]["round"]["producible_at_start"] = ["alimentary"]
    assert not problems("state-view.schema.json", flags)
    assert undocumented("state-view.schema.json", flags)
    hidden_to_judge = copy.deepcopy(judge)
    hidden_to_judge["players"]["jen"]["gold"] = {"hidden": True}
    assert problems("state-view.schema.json", hidden_to_judge)  # the judge sees everything
    missing = {k: v for k, v in greg.items() if k != "pending"}
    assert problems("state-view.schema.json", missing)  # every key is always there


CONTEST = {
    "round": 2,
    "phase": "auction",
    "offices": {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"},
    "office_coins": {"praefectus-pretorio": 0},
    "players": {"greg": {"gold": 10}, "jen": {"gold": 10}},
}
RECORDS = [  # the objects of the view whose keys the protocol lists (the others map ids, names or goods to values)
    "",
    "offices.consul",
    "abilities_used",
    "auction",
    "auction.contest",
    "market",
    "market.current",
    "market.current.goods.consumer",
    "contracts",
    "contracts.deck",
    "supply",
    "players.greg",
    "players.greg.ships.0",
    "players.greg.trading_posts",
    "players.greg.round",
    "players.jen.gold",  # a hidden marker
]


def _at(data: Any, path: str) -> Any:
    found = read_path(data, path) if path else data  # "": the whole view
    assert found is not MISSING, path
    return found


def test_an_engine_may_add_keys_to_every_answer_and_to_every_object_of_the_view() -> None:
    """docs/protocol.md: the harness ignores keys it does not know, so the published schemas accept them; the
    strict variant (the reference engine's own answers, Recorder) refuses each of them."""
    session = Session()
    started = session.handle(Situation(PLAYERS, "en", CONTEST, {}, {}).to_message())
    answers = {
        "hello": session.handle({"type": "hello", "protocol": 1}),
        "start": started,
        "act": session.handle(act_request("greg: bid praefectus-pretorio 1")),
        "legal_actions": session.handle({"type": "legal_actions", "player": "jen"}),
        "view": session.handle({"type": "view", "observer": "greg"}),
        "quit": session.handle({"type": "quit"}),
    }
    refused = session.handle(act_request("kay: keep"))
    unknown_player = session.handle({"type": "view", "observer": "bob"})
    pairs = [
        *answers.items(),
        ("act", refused),
        ("view", unknown_player),
        ("act", {"type": "unsupported", "message": "x"}),
    ]
    assert [a["type"] for _, a in pairs] == [
        "hello",
        "started",
        "applied",
        "legal_actions",
        "view",
        "bye",
        "refused",
        "error",
        "unsupported",
    ]
    for request, answer in pairs:
        schema = f"{request}.answer.json"
        assert_documented(schema, answer)
        extended = {**answer, "debug": {"ms": 3}}
        assert not problems(schema, extended), (schema, problems(schema, extended))
        assert undocumented(schema, extended), schema
    view = answers["view"]["view"]
    assert view["auction"]["contest"] is not None and view["players"]["jen"]["gold"] == {"hidden": True}
    for path in RECORDS:
        extended = copy.deepcopy(view)
        _at(extended, path)["x-engine-note"] = "mine"
        assert not problems("state-view.schema.json", extended), (path, problems("state-view.schema.json", extended))
        assert undocumented("state-view.schema.json", extended), path
    hello = {**answers["hello"], "engine": {**answers["hello"]["engine"], "build": "2026-11-26"}}
    assert not problems("hello.answer.json", hello) and undocumented("hello.answer.json", hello)


def test_no_answer_or_view_schema_closes_an_object() -> None:
    """The text and the schemas agree: keys the harness does not know are ignored in every answer and view."""
    assert len(OPEN_SCHEMAS) == 8
    for name in OPEN_SCHEMAS:
        assert '"additionalProperties": false' not in (SCHEMAS / name).read_text(encoding="utf-8"), name


# =============================================================================== the handshake
def test_the_handshake_says_what_the_engine_supports() -> None:
    answer = Recorder()({"type": "hello", "protocol": 1})
    assert answer["protocol"] == 1 and answer["engine"]["name"] == "constantinopolis"
    assert answer["editions"] == list(EDITIONS)
    assert answer["options"] == {n: list(s.values) for n, s in OPTION_SPECS.items()}
    assert answer["capabilities"] == ["legal_actions"]


# =============================================================================== real situations
@pytest.mark.parametrize("path", SCENARIO_FILES, ids=lambda p: p.name)
def test_the_scenario_files_through_the_protocol(path: Path) -> None:
    """Start, act, view and legal_actions over each scenario file: every message matches its schema."""
    sc = load_scenario(path)
    ask = Recorder()
    assert ask(Situation(sc.players, sc.edition, sc.setup, sc.components, sc.options).to_message()) == {
        "type": "started"
    }
    ask.views(sc.players)
    for step in sc.steps:
        if step.action is None:
            continue
        answer = ask(act_request(step.action))
        want = step.refusal(sc.edition)  # a rule id, True (any rule) or None (allowed)
        assert answer["type"] == ("refused" if want else "applied"), (step.action, answer)
        if isinstance(want, str):
            assert answer["code"] == want
        ask.views(sc.players)
        for player in sc.players:
            assert ask({"type": "legal_actions", "player": player})["type"] == "legal_actions"


def play_random(ask: Recorder, players: list[str], seed: int, steps: int, every: int = 1) -> Iterator[dict[str, Any]]:
    """A random game through the protocol: the legal actions of an actor, one of a random verb, and
    now and then an action of a player who may not act (refused).  Every player's view is checked
    after every ``every`` actions and at the end; yields the judge's view after each action."""
    rng = random.Random(seed)
    judge = ask.views(players)[0]
    for step in range(steps):
        if judge["phase"] == "game-over":
            return
        actor = rng.choice(judge["actors"])
        legal = ask({"type": "legal_actions", "player": actor})["actions"]
        assert legal, f"{actor} may act but has no legal action"
        if step % 7 == 3:
            idle = [p for p in players if p not in judge["actors"]]
            if idle:
                wrong = ask({"type": "act", "action": {**rng.choice(legal), "player": rng.choice(idle)}})
                assert wrong["type"] == "refused", wrong
        by_verb: dict[str, list[dict[str, Any]]] = {}
        for action in legal:
            by_verb.setdefault(action["type"], []).append(action)
        action = rng.choice(by_verb[rng.choice(sorted(by_verb))])
        assert ask({"type": "act", "action": action}) == {"type": "applied"}, action
        judge = ask({"type": "view", "observer": None})["view"]
        if step % every == 0 or judge["phase"] == "game-over":
            ask.views(players)
        yield judge


@pytest.mark.parametrize(
    ("players", "seed", "edition"),
    [
        (2, 1, "en"),
        pytest.param(4, 3, "fr", marks=pytest.mark.slow),  # a whole 3-player game stays: the next test
        pytest.param(3, 2, "it", marks=pytest.mark.slow),
        pytest.param(5, 4, "de", marks=pytest.mark.slow),
    ],
)
def test_random_games_through_the_protocol(players: int, seed: int, edition: str) -> None:
    names = [f"p{i}" for i in range(1, players + 1)]
    ask = Recorder(Session(seed=seed))
    assert ask(Situation(names, edition).to_message()) == {"type": "started"}
    for _ in play_random(ask, names, seed, steps=80, every=4):
        pass
    assert ask.count > 250, ask.count


@pytest.mark.slow  # an end-to-end run of seconds: .ci/run's slow step (pytest -m slow)
def test_a_whole_game_through_the_protocol_to_the_final_scoring() -> None:
    names = ["ann", "bob", "cy"]
    ask = Recorder(Session(seed=11))
    assert ask(Situation(names, "es").to_message()) == {"type": "started"}
    views = list(play_random(ask, names, seed=11, steps=5000, every=40))
    last = views[-1]
    assert last is not None and last["phase"] == "game-over" and last["result"]["winners"]
    assert ask({"type": "act", "action": {"type": "done", "player": "ann"}})["code"] == "game.over"


# =============================================================================== what the harness sends
def test_every_request_the_harness_sends_matches_its_schema() -> None:
    situations = [Situation(PLAYERS, "en")]
    for path in SCENARIO_FILES:
        sc = load_scenario(path)
        situations.append(Situation(sc.players, sc.edition, sc.setup, sc.components, sc.options))
    shuffles = {
        "shuffles": [
            {"pile": "markets", "order": ["porta-aurea", "opificies"]},
            {"pile": "contracts", "order": ["c001"]},
        ]
    }
    situations.append(Situation(PLAYERS, "it", shuffles, {}, {"free_trade": True}))
    for situation in situations:
        assert_valid("start.request.json", situation.to_message())
    texts = re.findall(r"Text: `([^`]+)`", (ROOT / "docs" / "actions.md").read_text(encoding="utf-8"))
    texts += [t for line in texts for t in re.findall(r"`([a-z]+: [^`]+)`", line)]
    assert len(texts) >= 27
    for text in texts:
        assert_valid("act.request.json", act_request(text))
    for request in [
        {"type": "hello", "protocol": 1},
        {"type": "view", "observer": None},
        {"type": "view", "observer": "greg"},
        {"type": "legal_actions", "player": "greg"},
        {"type": "quit"},
    ]:
        assert_valid(request_schema(request), request)


def test_every_action_of_the_docs_has_the_json_form_of_the_schema() -> None:
    for text in re.findall(r"JSON: `(\{[^`]+\})`", (ROOT / "docs" / "actions.md").read_text(encoding="utf-8")):
        action = json.loads(text)
        assert_valid("action.schema.json", action)
        assert Action.from_dict(action) == parse_action(str(Action.from_dict(action)))


CHECKED = "example or faq or scenario_file or topic-free-trade"  # about 45 scenarios, a few seconds
SELECTION = ["--engine", "helpers_protocol:SchemaCheckingDriver", "-m", CHECKED]


@pytest.mark.slow  # the whole English book through verify, every message checked against its schema
def test_the_english_examples_through_a_driver_that_checks_every_message(tmp_path: Path) -> None:
    """The harness's own requests and the engine's answers, over the English book's examples, FAQ
    answers and free-trade rules and the scenario files (tests/helpers_protocol.py)."""
    violations = tmp_path / "violations.jsonl"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "tests"), "PROTOCOL_VIOLATIONS": str(violations)}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "features/test_en.py", "features/test_scenario_files.py", "-q", *SELECTION],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert not violations.exists(), violations.read_text(encoding="utf-8")[:3000]
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert re.search(r"\b(4\d|[5-9]\d|\d{3,}) passed", run.stdout), run.stdout[-500:]


# =============================================================================== serve(): lines
def converse(lines: list[str], session: Session | None = None) -> tuple[int, list[str]]:
    out = io.StringIO()
    code = serve(io.StringIO("".join(line + "\n" for line in lines)), out, session or Session())
    return code, out.getvalue().splitlines()


START = json.dumps(Situation(PLAYERS, "en").to_message())


def test_serve_answers_every_request_with_one_line_in_order() -> None:
    lines = ['{"type":"hello","protocol":1}', "", START, "   ", '{"type":"view","observer":"jen"}', '{"type":"quit"}']
    code, answers = converse(lines)
    assert code == 0
    # every line is answered, a blank one too (with an error): the harness never waits for an answer that is not coming
    assert [json.loads(a)["type"] for a in answers] == ["hello", "error", "started", "error", "view", "bye"]
    assert all("\n" not in a and a == json.dumps(json.loads(a), separators=(",", ":")) for a in answers)


MALFORMED = [
    "this is not JSON",
    '{"type": "hello"',
    "[1, 2]",
    '"hello"',
    '{"type": 3}',
    '{"kind": "hello"}',
    '{"type": "frobnicate"}',
    '{"type": "act", "action": {"type": "keep", "player": "greg"}}',  # before start
    '{"type": "view", "observer": null}',  # before start
    '{"type": "legal_actions", "player": "greg"}',  # before start
]


@pytest.mark.parametrize("line", MALFORMED)
def test_a_request_that_cannot_be_handled_is_an_error_answer(line: str) -> None:
    code, answers = converse([line, '{"type":"hello","protocol":1}'])
    assert code == 0 and len(answers) == 2
    answer = json.loads(answers[0])
    assert answer["type"] == "error" and answer["message"], answer
    assert_valid("error.json", answer)
    assert json.loads(answers[1])["type"] == "hello"  # and the session goes on


AFTER_START = [
    {"type": "act"},
    {"type": "act", "action": "greg: keep"},
    {"type": "act", "action": {"type": "keep"}},
    {"type": "act", "action": {"type": "fly", "player": "greg"}},
    {"type": "act", "action": {"type": "keep", "player": "bob"}},
    {"type": "act", "action": {"type": "bid", "player": "greg", "office": "consul", "amount": "x"}},
    {"type": "act", "action": {"type": "keep", "player": "greg", "extra": 1}},
    {"type": "act", "action": {"type": "wall-sale", "player": "greg", "goods": 5}},
    {"type": "act", "action": {"type": "swap", "player": "greg", "contracts": 5}},
    {"type": "view", "observer": 5},
    {"type": "view", "observer": "bob"},
    {"type": "legal_actions"},
    {"type": "legal_actions", "player": ["greg"]},
    {"type": "legal_actions", "player": "bob"},
]


@pytest.mark.parametrize("request_", AFTER_START, ids=lambda r: json.dumps(r)[:60])
def test_a_malformed_request_in_a_game_is_an_error_and_changes_nothing(request_: dict[str, Any]) -> None:
    session = Session()
    assert session.handle(json.loads(START))["type"] == "started"
    before = session.handle({"type": "view", "observer": None})
    answer = session.handle(request_)
    assert answer["type"] == "error" and "internal error" not in answer["message"], answer
    assert_valid(answer_schema(request_), answer)
    assert session.handle({"type": "view", "observer": None}) == before


@pytest.mark.parametrize(
    ("change", "kind"),
    [
        ({"edition": "xx"}, "unsupported"),
        ({"options": {"no_such_option": True}}, "unsupported"),
        ({"options": {"free_trade": "yes"}}, "unsupported"),
        ({"options": {"free_trade": 1}}, "unsupported"),  # 1 is not true
        ({"players": ["solo"]}, "error"),
        ({"players": ["greg", "greg"]}, "error"),
        ({"players": "greg jen"}, "error"),
        ({"edition": None}, "error"),
        ({"options": ["free_trade"]}, "error"),
        ({"situation": []}, "error"),
        ({"situation": {"setup": {}, "components": {}, "seed": 3}}, "error"),
        ({"situation": {"setup": {"phase": "lunch"}, "components": {}}}, "error"),
        ({"situation": {"setup": {"players": {"bob": {"gold": 3}}}, "components": {}}}, "error"),
        ({"situation": {"setup": {}, "components": {"markets": 5}}}, "error"),
    ],
)
def test_a_start_that_cannot_be_played_leaves_no_game(change: dict[str, Any], kind: str) -> None:
    session = Session()
    assert session.handle(json.loads(START))["type"] == "started"
    answer = session.handle({**json.loads(START), **change})
    assert answer["type"] == kind and "internal error" not in answer["message"], answer
    assert_valid("start.answer.json", answer)
    assert session.handle({"type": "view", "observer": None})["type"] == "error"  # the old game is gone too


def test_each_start_replaces_the_game() -> None:
    session = Session()
    session.handle(json.loads(START))
    assert session.handle(act_request("greg: pass"))["type"] in ("refused", "applied")
    session.handle(Situation(["ann", "bob"], "de").to_message())
    view = session.handle({"type": "view", "observer": None})["view"]
    assert list(view["players"]) == ["ann", "bob"] and view["round"] == 1


def test_quit_says_bye_and_nothing_after_it_is_read() -> None:
    code, answers = converse(['{"type":"quit"}', '{"type":"hello","protocol":1}'])
    assert code == 0 and answers == ['{"type":"bye"}']
    assert_valid("quit.answer.json", json.loads(answers[0]))


def test_the_end_of_input_ends_the_session_without_quit() -> None:
    code, answers = converse(['{"type":"hello","protocol":1}'])
    assert code == 0 and len(answers) == 1


def test_a_defect_of_the_engine_is_an_error_answer_and_the_session_goes_on(capsys: pytest.CaptureFixture[str]) -> None:
    def broken(*args: Any, **kwargs: Any) -> Game:
        raise ZeroDivisionError("a bug")

    code, answers = converse([START, '{"type":"hello","protocol":1}'], Session(new_game=broken))
    assert code == 0
    assert json.loads(answers[0]) == {
        "type": "error",
        "message": "internal error of the reference engine: ZeroDivisionError: a bug",
    }
    assert json.loads(answers[1])["type"] == "hello"
    assert "ZeroDivisionError" in capsys.readouterr().err  # the trace goes to stderr, never stdout


# =============================================================================== the protocol's view
def test_the_protocol_view_holds_only_the_observable_keys() -> None:
    game = Game.new(PLAYERS, seed=5)
    view = protocol_view(game, "jen")
    assert list(view) == ["format", *PROTOCOL_KEYS]
    assert view["format"] == "constantinopolis-protocol-view/1"
    assert view["auction"] is not None and list(view["auction"]) == list(PROTOCOL_AUCTION_KEYS)
    assert list(view["contracts"]) == ["deck", "discard"]
    for entry in view["players"].values():
        assert list(entry) == list(PROTOCOL_PLAYER_KEYS)
        assert list(entry["round"]) == list(PROTOCOL_ROUND_KEYS)
    text = json.dumps(view)
    for internal in ("seed", "producible_at_start", "built_kinds", "accepted", '"done"', '"loser"', '"removed"'):
        assert internal not in text


def test_the_protocol_view_is_the_state_view_cut_down() -> None:
    """Every value the protocol view keeps is the engine's own state view's value."""
    game = Game.new(PLAYERS, seed=8)
    rng = random.Random(8)
    for _ in range(150):
        for observer in [None, *PLAYERS]:
            full, cut = state_view(game, observer), protocol_view(game, observer)
            for key in PROTOCOL_KEYS:
                if key not in ("auction", "contracts", "players"):
                    assert cut[key] == full[key]
            assert cut["contracts"]["deck"] == full["contracts"]["deck"]
            for name, entry in cut["players"].items():
                assert {k: v for k, v in entry.items() if k != "round"} == {
                    k: full["players"][name][k] for k in PROTOCOL_PLAYER_KEYS if k != "round"
                }
        game.apply(random_action(game, rng))


def test_at_the_end_gold_and_ships_are_shown_but_the_deck_stays_face_down() -> None:
    game = Game.new(PLAYERS, seed=3)
    rng = random.Random(3)
    while not game.is_over:
        game.apply(random_action(game, rng))
    for name in PLAYERS:
        view = protocol_view(game, name)
        assert all(isinstance(p["gold"], int) for p in view["players"].values())  # en:726
        assert view["contracts"]["deck"]["cards"] == {"hidden": True}
        assert_valid("state-view.schema.json", view)
    assert isinstance(protocol_view(game)["contracts"]["deck"]["cards"], list)


def documented_view_keys() -> set[str]:
    """The key column of the state-view table in docs/protocol.md."""
    text = DOC.read_text(encoding="utf-8")
    section = text.split("<!-- view-keys -->")[1].split("<!-- /view-keys -->")[0]
    return set(re.findall(r"^\| `([^`]+)` \|", section, flags=re.MULTILINE))


def test_docs_protocol_md_documents_every_key_of_the_protocol_view() -> None:
    expected = {"format", *PROTOCOL_KEYS}
    expected |= {f"auction.{k}" for k in PROTOCOL_AUCTION_KEYS}
    expected |= {f"players.<name>.{k}" for k in PROTOCOL_PLAYER_KEYS}
    expected |= {f"players.<name>.round.{k}" for k in PROTOCOL_ROUND_KEYS}
    expected |= {f"contracts.{k}" for k in ("deck", "discard")}
    expected |= {f"market.{k}" for k in ("current", "current_pile", "future", "future_face_down", "exhaustions")}
    expected |= {"supply.buildings", "supply.ships"}
    assert documented_view_keys() == expected


def test_docs_protocol_md_lists_every_rule_option_and_value_and_every_verb() -> None:
    text = DOC.read_text(encoding="utf-8")
    for spec in OPTION_SPECS.values():
        assert f"**`{spec.name}`**" in text
        for value in spec.values:
            assert f"`{json.dumps(value)}`:" in text, (spec.name, value)
    verbs = set(re.findall(r"^\| `([a-z-]+)` \|", text.split("The 27 verbs:")[1].split("##")[0], flags=re.MULTILINE))
    assert verbs == set(ACTION_TYPES)


# =============================================================================== who may act
OFFICES_I_II_III = {"magister-officiorum": "greg", "praefectus-pretorio": "jen", "comes-thesaurorum": "kay"}
REFUSAL_SITUATIONS: dict[str, tuple[dict[str, Any], list[str]]] = {  # as docs/protocol.md describes each
    "contest": (CONTEST, ["greg: bid praefectus-pretorio 1"]),
    "auction": ({"round": 2, "phase": "auction", "offices": OFFICES_I_II_III}, []),
    "kept": ({"round": 2, "phase": "auction", "offices": OFFICES_I_II_III}, ["greg: keep"]),
    "pp-good": (
        {"round": 2, "phase": "auction", "offices": OFFICES_I_II_III, "players": {"jen": {"buildings": ["textrinum"]}}},
        ["greg: keep", "jen: keep", "kay: keep"],
    ),
    "construct": ({"round": 3, "phase": "construct", "turn": "greg", "offices": OFFICES_I_II_III}, ["greg: done"]),
    "accept": ({"round": 3, "phase": "accept", "offices": OFFICES_I_II_III, "players": {"greg": {"done": True}}}, []),
}
REFUSAL_ROW = re.compile(
    r"^\| `([a-z-]+)` \| `([^`]+)` \| `(applied|refused)`(?: `([^`]+)`)? \| (.*?) ?\|$", re.MULTILINE
)


def test_the_refusal_examples_of_docs_protocol_md_are_what_the_reference_engine_answers() -> None:
    """'Who may act': every row of the table, played in its situation on a fresh game."""
    section = (
        DOC.read_text(encoding="utf-8").split("<!-- refusal-examples -->")[1].split("<!-- /refusal-examples -->")[0]
    )
    rows = REFUSAL_ROW.findall(section)
    assert len(rows) == section.count("\n| `") >= 20
    assert {row[0] for row in rows} == set(REFUSAL_SITUATIONS)
    for situation, action, kind, code, message in rows:
        setup, before = REFUSAL_SITUATIONS[situation]
        ask = Recorder()
        assert ask(Situation(PLAYERS, "en", setup, {}, {}).to_message()) == {"type": "started"}
        for done in before:
            assert ask(act_request(done)) == {"type": "applied"}, done
        if situation == "contest":
            assert ask({"type": "view", "observer": None})["view"]["pending"] is None  # a contest is not pending
        answer = ask(act_request(action))
        assert answer == ({"type": kind, "code": code, "message": message} if code else {"type": kind}), (
            situation,
            action,
        )


# =============================================================================== the docs' examples
def doc_block(marker: str) -> list[str]:
    text = DOC.read_text(encoding="utf-8")
    block = text.split(f"<!-- {marker} -->")[1].split("```")[1]
    return [line for line in block.splitlines()[1:] if line.strip()]


def test_the_transcript_in_docs_protocol_md_is_what_constantinopolis_serve_answers() -> None:
    requests, shown = doc_block("transcript:requests"), doc_block("transcript:answers")
    code, answers = converse(requests)
    assert code == 0
    for i, (doc, real) in enumerate(zip(shown, answers, strict=True)):
        if doc.endswith("...}"):  # the long view answer is shortened in the transcript
            assert real.startswith(doc.removesuffix("...}")), f"answer {i + 1}: {real[:300]}"
        else:
            assert json.loads(doc) == json.loads(real), f"answer {i + 1}: {real}"
    view = json.loads(next(a for a in answers if a.startswith('{"type":"view"')))["view"]
    pretty = "\n".join(doc_block("transcript:view"))
    assert json.loads(pretty) == view, json.dumps(view, indent=2)


def test_the_start_request_in_docs_protocol_md_sends_every_rule_option() -> None:
    """The documented ``start`` is what the harness sends: every rule option, resolved (start.request.json
    requires them all).  A new option made it stale with no test failing: serve answered it all the same."""
    starts = [json.loads(r) for r in doc_block("transcript:requests") if json.loads(r).get("type") == "start"]
    assert starts
    for start in starts:
        assert start["options"] == RuleOptions.edition(start["edition"]).values, (
            "docs/protocol.md's start request: its options are not the edition's preset, every option resolved "
            f"(missing: {sorted(set(OPTION_SPECS) - set(start['options']))})"
        )


def run_adapter(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """The features on the docs' adapter, with generous timeouts (only a hang would reach them): a
    loaded machine may slow the adapter's start and answers down."""
    engine = f"{shlex.quote(sys.executable)} {shlex.quote(str(ADAPTER))}"
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            *args,
            "--engine",
            engine,
            "--startup-timeout",
            "60",
            "--step-timeout",
            "60",
            "-q",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.mark.slow  # a pytest run in a subprocess; the adapter's line-by-line test below stays
def test_the_minimal_adapter_of_the_docs_passes_rulebook_scenarios() -> None:
    run = run_adapter("features/test_en.py", "features/test_it.py", "-k", "auction or donat")
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert re.search(r"\b\d{2,} passed", run.stdout) and "failed" not in run.stdout, run.stdout[-500:]


def test_the_minimal_adapter_speaks_the_protocol_line_by_line() -> None:
    requests = [
        '{"type":"hello","protocol":1}',
        "no json",
        START,
        '{"type":"view","observer":"kay"}',
        '{"type":"quit"}',
    ]
    run = subprocess.run(
        [sys.executable, str(ADAPTER)],
        input="".join(r + "\n" for r in requests),
        capture_output=True,
        text=True,
        timeout=60,
    )
    answers = [json.loads(line) for line in run.stdout.splitlines()]
    assert [a["type"] for a in answers] == ["hello", "error", "started", "view", "bye"], run.stderr
    assert_valid("hello.answer.json", answers[0])
    assert_valid("error.json", answers[1])
    assert_valid("start.answer.json", answers[2])
    assert_valid("quit.answer.json", answers[4])
    # its view is the engine's own game.view(): the protocol's keys and a few more, which the harness ignores
    assert set(answers[3]["view"]) > set(PROTOCOL_KEYS)
