"""``constantinopolis serve`` never crashes, never hangs and answers every line with one JSON object.

- a Hypothesis fuzz of :func:`~constantinopolis.suite.protocol.serve` in-process (random bytes, random JSON,
  mutated valid requests);
- a corpus of malformed lines (:func:`malformed_lines`, 250 and more) through a real ``constantinopolis serve``
  subprocess, under a strict and a lenient UTF-8 locale: one strict-JSON answer per line, no crash, no
  hang, and the process still plays afterwards;
- the number rules of actions and set-ups, the refused component overrides, the ``"id"`` echo, and no
  path of the machine in a message.
"""

from __future__ import annotations

import dataclasses
import io
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import constantinopolis
from constantinopolis import ComponentError, Game, InvalidAction, SetupError
from constantinopolis.core.actions import ACTION_TYPES, MAX_NUMBER, Action, parse_action
from constantinopolis.core.errors import shown
from constantinopolis.suite.protocol import MAX_LINE_BYTES, Session, serve

PLAYERS = ["greg", "jen", "kay"]
START: dict[str, Any] = {"type": "start", "players": PLAYERS, "edition": "en"}
START_LINE = json.dumps(START).encode()
SERVE = Path(sys.executable).parent / "constantinopolis"
PACKAGE = Path(constantinopolis.__file__).resolve().parent


def strict_json(text: str) -> Any:
    """``text`` read as strict JSON: NaN, Infinity and -Infinity are not JSON."""

    def refuse(name: str) -> Any:
        raise ValueError(f"not strict JSON: {name}")

    return json.loads(text, parse_constant=refuse)


def converse(data: bytes, session: Session | None = None) -> tuple[int, list[str]]:
    out = io.StringIO()
    code = serve(io.BytesIO(data), out, session or Session())
    return code, out.getvalue().split("\n")[:-1] if out.getvalue() else []


def expected_answers(lines: list[bytes], answers: list[str]) -> int:
    """How many answers ``lines`` must get: one each, up to and including the one answered ``bye``."""
    for i, answer in enumerate(answers):
        if json.loads(answer).get("type") == "bye":
            return i + 1
    return len(lines)


# ============================================================================ the corpus of malformed lines
def _j(value: Any) -> bytes:
    return json.dumps(value, separators=(",", ":")).encode()


def _act(action: Any) -> bytes:
    return _j({"type": "act", "action": action})


NUMBER_TEXTS = [
    b"1e999",
    b"-1e999",
    b"NaN",
    b"Infinity",
    b"-Infinity",
    b"1" * 4301,
    b"9" * 5000,
    b"1.5",
    b'"1"',
    b"true",
]


def before_start_lines() -> list[bytes]:
    """Malformed lines sent before any game: the line level and the requests without a game."""
    lines = [
        b"[" * 1000,
        b"{" * 1000,
        b'{"a":' * 1000,
        b"[" * 100_000,
        b"[" * 70 + b"]" * 70,
        b'{"type":"hello","x":' + b"[" * 65 + b"]" * 65 + b"}",
        b"1" * 4301,
        b"9" * 5000,
        b"-" + b"9" * 5000,
        b'{"type":"hello","id":' + b"7" * 5000 + b"}",
        b"\xff",
        b'{"type":"hello"}\xff',
        b"\xc3\x28",
        b"\xe2\x82",
        b"\xed\xa0\x80",  # an encoded surrogate
        b"\xf4\x90\x80\x80",  # above U+10FFFF
        b"\xc0\xaf",  # an overlong form
        b'{"type":"\xfe"}',
        b"",
        b" ",
        b"\t",
        b"\x0c",  # a form feed
        b"\x0b",
        b"\r",
        b"\x00",
        b'{"type":"hello"}\x00',
        b'{"type":"hel\x00lo"}',
        b'\x00{"type":"hello"}',
        b'{"type":"hello"}\r{"type":"hello"}\r',  # CR-only line endings: one line
        b"\r\r\r",
        b"\xef\xbb\xbf" + b'{"type":"hello"}',  # a byte order mark
        b"\xef\xbb\xbf",
        b"\xff\xfe{\x00}\x00",  # UTF-16
        b"[]",
        b"[1, 2]",
        b'["hello"]',
        b'[{"type":"hello"}]',
        b'"hello"',
        b'"\\ud800"',
        b"42",
        b"-0",
        b"1.5",
        b"1e999",
        b"-1e999",
        b"NaN",
        b"Infinity",
        b"-Infinity",
        b'{"type":NaN}',
        b'{"type":"hello","x":Infinity}',
        b'{"type":"hello","x":-Infinity}',
        b'{"type":"hello","x":1e999}',
        b"true",
        b"null",
        b"{}",
        b"{",
        b"}",
        b'{"type": "hello"',
        b'{"type":"hello"}}',
        b'{"type":"hello"} {"type":"hello"}',
        b"{'type': 'hello'}",
        b'{type: "hello"}',
        b'{"type":"hello",}',
        b"this is not JSON",
        b"hello",
        b'{"type":3}',
        b'{"type":null}',
        b'{"type":["hello"]}',
        b'{"type":{"a":1}}',
        b'{"type":true}',
        b'{"kind":"hello"}',
        b'{"Type":"hello"}',
        b'{"type":"HELLO"}',
        b'{"type":" hello"}',
        b'{"type":""}',
        b'{"type":"frobnicate"}',
        b'{"type":"hello","type":"quit"}',  # a key twice
        b'{"type":"' + b"x" * 100_000 + b'"}',
        _j({"type": "x" * 10_000, "id": 5}),
        b'{"type":"act","action":{"type":"keep","player":"greg"}}',
        b'{"type":"view","observer":null}',
        b'{"type":"view"}',
        b'{"type":"legal_actions","player":"greg"}',
        b'{"type":"act"}',
        b'{"type":"act","action":"greg: keep"}',
        _j({"type": "act", "id": 1, "action": {"type": "buy", "player": "greg", "good": "consumer", "count": 1}}),
        b"x" * (MAX_LINE_BYTES + 1),  # a line over the limit
    ]
    starts: list[Any] = [
        {"type": "start"},
        {"type": "start", "players": "greg jen"},
        {"type": "start", "players": None, "edition": "en"},
        {"type": "start", "players": [], "edition": "en"},
        {"type": "start", "players": ["greg"], "edition": "en"},
        {"type": "start", "players": ["a", "b", "c", "d", "e", "f"], "edition": "en"},
        {"type": "start", "players": ["greg", "greg"], "edition": "en"},
        {"type": "start", "players": [1, 2], "edition": "en"},
        {"type": "start", "players": [["greg"], "jen"], "edition": "en"},
        {"type": "start", "players": ["gr eg", "jen"], "edition": "en"},
        {"type": "start", "players": ["gr:eg", "jen"], "edition": "en"},
        {"type": "start", "players": ["", "jen"], "edition": "en"},
        {"type": "start", "players": {"greg": 1}, "edition": "en"},
        {"type": "start", "players": PLAYERS},
        {"type": "start", "players": PLAYERS, "edition": None},
        {"type": "start", "players": PLAYERS, "edition": 1},
        {"type": "start", "players": PLAYERS, "edition": ["en"]},
        {"type": "start", "players": PLAYERS, "edition": "xx"},
        {"type": "start", "players": PLAYERS, "edition": "EN"},
        {"type": "start", "players": PLAYERS, "edition": "en", "options": []},
        {"type": "start", "players": PLAYERS, "edition": "en", "options": "free_trade"},
        {"type": "start", "players": PLAYERS, "edition": "en", "options": {"free_trade": "yes"}},
        {"type": "start", "players": PLAYERS, "edition": "en", "options": {"free_trade": 1}},
        {"type": "start", "players": PLAYERS, "edition": "en", "options": {"free_trade": None}},
        {"type": "start", "players": PLAYERS, "edition": "en", "options": {"nonsense": True}},
        {"type": "start", "players": PLAYERS, "edition": "en", "options": {"licence_skip": ["allowed"]}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": []},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": "setup"},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"seed": 1}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"setup": []}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"components": 5}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"setup": {"gold": 5}}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"setup": {"round": 0}}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"setup": {"round": 1.5}}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"setup": {"round": "1"}}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"setup": {"round": 10**20}}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"setup": {"phase": "nap"}}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"setup": {"players": {"bob": {}}}}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"setup": {"players": []}}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"setup": {"offices": {"king": "greg"}}}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"setup": {"market": {"current": 5}}}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"setup": {"shuffles": [{"pile": 1}]}}},
        {"type": "start", "players": PLAYERS, "edition": "en", "situation": {"setup": {"turn": ["greg"]}}},
    ]
    for key, value in [
        ("gold", 1.5),
        ("gold", "1"),
        ("gold", True),
        ("gold", -1),
        ("gold", 10**6),
        ("gold", 10**29),
        ("fp", None),
        ("goods", {"consumer": 1.5}),
        ("goods", {"consumer": -2}),
        ("goods", {"purple": 1}),
        ("goods", {"consumer": 5000}),
        ("goods", [1]),
        ("buildings", "metallum"),
        ("buildings", [5]),
        ("ships", [{"size": "huge"}]),
        ("ships", [{"size": "small", "position": -1}]),
        ("hand", ["c999"]),
        ("posts", 9),
        ("done", "yes"),
        ("round", 7),
        ("colour", "red"),
    ]:
        setup = {"players": {"greg": {key: value}}}
        starts.append({"type": "start", "players": PLAYERS, "edition": "en", "situation": {"setup": setup}})
    for components in [
        {"markets": [{"id": 5}]},
        {"markets": [{"id": "nowhere"}]},
        {"markets": [{"id": "forum-costantinum", "colour": "red"}]},
        {"markets": [{"name": "no id"}]},
        {"markets": "forum-costantinum"},
        {"markets": [5]},
        {
            "contracts": {
                "c001": {"gold": 1.5, "voyage": {"small": 1, "medium": 1, "large": 1}, "goods": {"consumer": 1}}
            }
        },
        {"contracts": [{"id": "k1", "gold": 1}]},
        {"contracts": {"k1": {"id": "k2"}}},
        {"buildings": {"nowhere": {"cost": 1}}},
        {"buildings": {"ager": {"colour": "red"}}},
        {"buildings": {"metallum": {"cost": -1}}},
        {"buildings": {"metallum": 5}},
        {"buildings": []},
        {"ships": {"small": {"copies": 10**9}}},
    ]:
        starts.append({"type": "start", "players": PLAYERS, "edition": "en", "situation": {"components": components}})
    lines += [_j(s) for s in starts]
    lines += [
        b'{"type":"start","players":["greg","jen"],"edition":"en","situation":{"setup":{"round":' + t + b"}}}"
        for t in NUMBER_TEXTS
    ]
    return lines


def in_game_lines() -> list[bytes]:
    """Malformed lines sent during a game (after a valid start): acts, views, legal_actions."""
    lines = [
        b'{"type":"act"}',
        b'{"type":"act","action":null}',
        b'{"type":"act","action":"greg: keep"}',
        b'{"type":"act","action":["keep","greg"]}',
        b'{"type":"act","action":{}}',
        b'{"type":"act","action":{"type":"keep"}}',
        b'{"type":"act","action":{"type":"fly","player":"greg"}}',
        b'{"type":"act","action":{"type":5,"player":"greg"}}',
        b'{"type":"act","action":{"type":"keep","player":"bob"}}',
        b'{"type":"act","action":{"type":"keep","player":null}}',
        b'{"type":"act","action":{"type":"keep","player":"greg","extra":1}}',
        _act({"type": "buy", "player": "greg", "good": "consumer", "count": "1"}),
        _act({"type": "buy", "player": "greg", "good": "consumer", "count": 1.5}),
        _act({"type": "buy", "player": "greg", "good": "consumer", "count": True}),
        _act({"type": "buy", "player": "greg", "good": "consumer", "count": -1}),
        _act({"type": "sell", "player": "greg", "good": "consumer", "count": -3}),
        _act({"type": "bid", "player": "greg", "office": "consul", "amount": -1}),
        _act({"type": "raise", "player": "greg", "amount": MAX_NUMBER + 1}),
        _act({"type": "draw", "player": "greg", "count": 10**20}),
        _act({"type": "build-public", "player": "greg", "fp": -21}),
        _act({"type": "store", "player": "greg", "goods": {"consumer": -1}}),
        _act({"type": "store", "player": "greg", "goods": {"consumer": 10**6}}),
        _act({"type": "store", "player": "greg", "goods": "consumer:-1"}),
        _act({"type": "store", "player": "greg", "goods": "consumer:99999"}),
        _act({"type": "wall-sale", "player": "greg", "goods": "consumer:1e3"}),
        _act({"type": "trade", "player": "greg", "partner": "jen", "give": {"gold": 1.5}, "receive": {}}),
    ]
    for text in NUMBER_TEXTS:
        for verb, field, rest in [("buy", "count", '"good":"consumer"'), ("bid", "amount", '"office":"consul"')]:
            lines.append(
                b'{"type":"act","id":9,"action":{"type":"'
                + verb.encode()
                + b'","player":"greg",'
                + rest.encode()
                + b',"'
                + field.encode()
                + b'":'
                + text
                + b"}}"
            )
    for verb, cls in sorted(ACTION_TYPES.items()):  # every action type with every field of a wrong type
        fields = [f for f in dataclasses.fields(cls) if f.name != "player"]
        for f in fields:
            wrong: list[Any] = (
                [True, 1.5, "1", None, -1, 10**25, ["x"]]
                if f.type == "int"
                else ["yes", 1, None]
                if f.type == "bool"
                else [5, 1.5, ["consumer"], {"consumer": "two"}, {"consumer": 0}]
                if f.type == "Goods"
                else [5, {"a": 1}]
                if f.type == "tuple[str, ...]"
                else [None, 5, ["x"], {"a": 1}]
            )
            for value in wrong:
                action = {"type": verb, "player": "greg", **{g.name: 1 for g in fields if g is not f}, f.name: value}
                lines.append(_act(action))
        lines.append(_act({"type": verb, "player": ["greg"]}))
        lines.append(_act({"type": verb}))
    lines += [
        b'{"type":"view","observer":5}',
        b'{"type":"view","observer":true}',
        b'{"type":"view","observer":["greg"]}',
        b'{"type":"view","observer":{"name":"greg"}}',
        b'{"type":"view","observer":"bob"}',
        b'{"type":"view","observer":""}',
        b'{"type":"view","observer":"judge"}',
        b'{"type":"view","observer":1e999}',
        b'{"type":"legal_actions"}',
        b'{"type":"legal_actions","player":null}',
        b'{"type":"legal_actions","player":5}',
        b'{"type":"legal_actions","player":["greg"]}',
        b'{"type":"legal_actions","player":"bob"}',
        b'{"type":"legal_actions","player":"GREG"}',
        b'{"type":"legal_actions","player":NaN}',
        b'{"type":"view","observer":"jen","x":NaN}',
        b'{"type":"quit","id":' + b"[" * 100 + b"]" * 100 + b"}",
        b'{"type":"quit","x":NaN}',
        b'{"type":"quit","type":"quit"}',
    ]
    return lines


def malformed_lines() -> tuple[list[bytes], list[bytes]]:
    """The malformed lines: before a game, and during one."""
    return before_start_lines(), in_game_lines()


def test_the_corpus_has_every_example_of_the_brief_and_250_lines_or_more() -> None:
    before, during = malformed_lines()
    lines = before + during
    assert len(lines) >= 250, len(lines)
    for example in [b"[" * 1000, b"1" * 4301, b"\xff", b"\x0c", b"\x00", b"\xef\xbb\xbf" + b'{"type":"hello"}', b"NaN"]:
        assert example in lines
    assert any(len(line) > MAX_LINE_BYTES for line in lines)
    assert any(b'"count":1e999' in line for line in during) and any(b'"count":"1"' in line for line in during)
    assert any(b'{"id":5}' in line for line in before)
    assert all(b"\n" not in line for line in lines)


def run_serve(env_extra: dict[str, str], lines: list[bytes], timeout: float = 60) -> tuple[int | None, bytes, bytes]:
    """``lines`` through a ``constantinopolis serve`` subprocess: (exit code or None for a hang, stdout, stderr)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG", "PYTHONIOENCODING", "PYTHONUTF8"))}
    env.update(env_extra)
    with subprocess.Popen(
        [str(SERVE), "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env
    ) as proc:
        try:
            out, err = proc.communicate(b"".join(line + b"\n" for line in lines), timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
            return None, out, err
    return proc.returncode, out, err


LOCALES = {
    "strict": {"PYTHONIOENCODING": "utf-8:strict", "LC_ALL": "C.UTF-8"},
    "surrogateescape": {"PYTHONIOENCODING": "utf-8:surrogateescape", "LC_ALL": "C"},
}


@pytest.mark.parametrize("locale", sorted(LOCALES))
def test_the_corpus_through_a_serve_subprocess_never_crashes_or_hangs(locale: str) -> None:
    before, during = malformed_lines()
    session = Session()  # the same seed as the subprocess's: its first legal action is legal there too
    session.handle(START)
    legal = session.handle({"type": "legal_actions", "player": "greg"})["actions"]
    player = "greg"
    if not legal:
        player = next(p for p in PLAYERS if session.handle({"type": "legal_actions", "player": p})["actions"])
        legal = session.handle({"type": "legal_actions", "player": player})["actions"]
    tail = [b'{"type":"hello","protocol":1,"id":"h"}', START_LINE, _act(legal[0]), b'{"type":"quit","id":"q"}']
    lines = [*before, START_LINE, *during, *tail]
    malformed = len(before) + len(during)
    started = time.monotonic()
    code, out, err = run_serve(LOCALES[locale], lines)
    seconds = time.monotonic() - started
    answers = out.split(b"\n")[:-1]
    counts = f"{locale}: {malformed} malformed lines, {len(lines)} lines sent, {len(answers)} answers, exit {code}"
    counts += f", {seconds:.1f} s; stderr: {err[-1500:].decode('utf-8', 'replace')}"
    assert code is not None, f"hang: {counts}"
    assert code == 0, f"crash: {counts}"
    assert len(answers) == len(lines), f"not one answer per line: {counts}"
    parsed = []
    for i, (line, answer) in enumerate(zip(lines, answers, strict=True)):
        assert answer.isascii(), f"answer {i} is not ASCII: {answer[:200]!r}"
        value = strict_json(answer.decode("ascii"))
        assert isinstance(value, dict) and isinstance(value.get("type"), str), f"line {i}: {line[:80]!r} -> {value}"
        parsed.append(value)
    kinds = [a["type"] for a in parsed]
    corpus = [*range(len(before)), *range(len(before) + 1, len(before) + 1 + len(during))]
    bad = [(lines[i][:80], parsed[i]) for i in corpus if parsed[i]["type"] not in ("error", "unsupported")]
    assert not bad, f"{len(bad)} malformed lines not refused: {bad[:5]}; {counts}"
    assert kinds[len(before)] == "started", f"{parsed[len(before)]}; {counts}"
    internal = [
        (lines[i][:80], a["message"][:200]) for i, a in enumerate(parsed) if "internal error" in a.get("message", "")
    ]
    assert not internal, f"{len(internal)} internal errors: {internal[:5]}; {counts}"
    assert kinds[-4:] == ["hello", "started", "applied", "bye"], f"{parsed[-4:]}; {counts}"
    assert parsed[-4]["id"] == "h" and parsed[-1]["id"] == "q"
    assert str(PACKAGE) not in out.decode("ascii"), "an answer names the package's folder"


# ============================================================================ in-process fuzz
def _json_values() -> st.SearchStrategy[Any]:
    leaves = (
        st.none()
        | st.booleans()
        | st.integers(min_value=-(10**40), max_value=10**40)
        | st.floats(allow_nan=False, allow_infinity=False)
        | st.text(max_size=12)
        | st.sampled_from([*PLAYERS, "consul", "consumer", "metallum", "small", "c001", "en", "bob"])
    )
    return st.recursive(
        leaves,
        lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
        max_leaves=12,
    )


VALID: list[dict[str, Any]] = [
    {"type": "hello", "protocol": 1},
    START,
    {"type": "act", "action": {"type": "keep", "player": "greg"}},
    {"type": "act", "action": {"type": "buy", "player": "greg", "good": "consumer", "count": 1}},
    {"type": "act", "action": {"type": "bid", "player": "jen", "office": "consul", "amount": 2}},
    {"type": "act", "action": {"type": "store", "player": "kay", "goods": {"consumer": 1}}},
    {"type": "view", "observer": None},
    {"type": "view", "observer": "jen"},
    {"type": "legal_actions", "player": "kay"},
]
RAW = [b"1e999", b"NaN", b"-Infinity", b"9" * 40, b"[" * 80 + b"]" * 80, b'"\\udcff"', b"1.0e308", b"-0.0"]


@st.composite
def mutated_request(draw: st.DrawFn) -> bytes:
    """A valid request with one value replaced: by a random JSON value, or by a raw number text JSON allows
    or refuses (1e999, NaN, 40 digits, deep nesting)."""
    request = json.loads(json.dumps(draw(st.sampled_from(VALID))))
    target = request["action"] if "action" in request and draw(st.booleans()) else request
    key = draw(st.sampled_from([*sorted(target), "id", "extra"]))
    if draw(st.booleans()):
        target[key] = draw(_json_values())
        return _j(request)
    target[key] = "@@RAW@@"
    return _j(request).replace(b'"@@RAW@@"', draw(st.sampled_from(RAW)))


LINE = (
    st.binary(max_size=40).map(lambda b: b.replace(b"\n", b""))
    | _json_values().map(_j)
    | mutated_request()
    | st.sampled_from([_j(r) for r in VALID])
)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(lines=st.lists(LINE, min_size=1, max_size=6), last_newline=st.booleans())
def test_serve_answers_every_line_of_random_input_with_one_json_object(lines: list[bytes], last_newline: bool) -> None:
    lines = [START_LINE, *lines]
    data = b"\n".join(lines) + (b"\n" if last_newline else b"")
    if not last_newline and not lines[-1]:
        lines.pop()  # the input ends with its newline: no line after it
    code, answers = converse(data)
    assert code == 0
    assert len(answers) == expected_answers(lines, answers), (lines, answers)
    for answer in answers:
        assert answer.isascii()
        value = strict_json(answer)
        assert isinstance(value, dict) and isinstance(value.get("type"), str), answer
        assert "internal error" not in value.get("message", ""), (lines, answer)


# ============================================================================ serve: lines
def test_every_line_is_answered_even_a_blank_one_and_the_last_one_without_a_newline() -> None:
    code, answers = converse(b'\n \n\x0c\n{"type":"hello"}\r\n\x00\n{"type":"hello","id":2}')
    types = [json.loads(a)["type"] for a in answers]
    assert code == 0 and types == ["error", "error", "error", "hello", "error", "hello"]
    assert json.loads(answers[0])["message"].startswith("a blank line")
    assert json.loads(answers[-1])["id"] == 2


def test_bytes_that_are_not_utf8_are_an_error_naming_the_byte_and_its_offset() -> None:
    _, answers = converse(b'{"type":"h\xffello"}\n')
    assert json.loads(answers[0]) == {
        "type": "error",
        "message": "not UTF-8: byte 0xff at offset 10 of the line (invalid start byte); requests are UTF-8 JSON",
    }


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (b"[" * 1000, "nested too deep: at most 64 levels of lists and objects"),
        (b"[" * 65 + b"]" * 65, "nested too deep: at most 64 levels of lists and objects"),
        (b"1" * 4301, "an integer of 4,301 digits; at most 30 are read"),
        (b"NaN", "not JSON: NaN is not a JSON number (NaN, Infinity and -Infinity are refused)"),
        (b'{"x":-Infinity}', "not JSON: -Infinity is not a JSON number (NaN, Infinity and -Infinity are refused)"),
        (b"1e999", "the number 1e999 is too large for a 64-bit float (it would be infinite)"),
        (b'{"type":"hello","type":"quit"}', 'the key "type" is given twice in one object'),
        (b"\xef\xbb\xbf{}", "the line starts with a byte order mark (U+FEFF): send UTF-8 without one"),
    ],
)
def test_what_json_cannot_hold_safely_is_a_specific_error(line: bytes, message: str) -> None:
    _, answers = converse(line + b"\n")
    assert json.loads(answers[0]) == {"type": "error", "message": message}


def test_a_line_over_the_limit_is_discarded_and_the_next_one_answered() -> None:
    code, answers = converse(b"[" * (MAX_LINE_BYTES + 10) + b'\n{"type":"hello","id":1}\n')
    assert code == 0 and len(answers) == 2
    assert json.loads(answers[0])["message"] == "the line is longer than 16,777,216 bytes (16 MiB): not read"
    assert json.loads(answers[1])["type"] == "hello"


def test_a_line_of_exactly_the_limit_is_read() -> None:
    line = b'{"type":"hello","pad":"' + b"x" * (MAX_LINE_BYTES - 25) + b'"}'
    assert len(line) == MAX_LINE_BYTES
    _, answers = converse(line + b"\n" + line)
    assert [json.loads(a)["type"] for a in answers] == ["hello", "hello"]


def test_an_exception_of_the_engine_is_an_internal_error_answer_and_serving_goes_on(
    capsys: pytest.CaptureFixture[str],
) -> None:
    def broken(*args: Any, **kwargs: Any) -> Game:
        raise KeyError("a defect")

    code, answers = converse(START_LINE + b'\n{"type":"hello"}\n', Session(new_game=broken))
    assert code == 0
    assert json.loads(answers[0]) == {
        "type": "error",
        "message": "internal error of the reference engine: KeyError: 'a defect'",
    }
    assert json.loads(answers[1])["type"] == "hello"
    assert "Traceback" in capsys.readouterr().err


def test_an_answer_that_cannot_be_written_as_strict_json_is_an_internal_error() -> None:
    class Odd(Session):
        def handle(self, request: Any) -> dict[str, Any]:
            return {"type": "view", "id": 4, "view": {"x": float("nan")}}

    _, answers = converse(b'{"type":"view"}\n', Odd())
    answer = json.loads(answers[0])
    assert answer["type"] == "error" and answer["id"] == 4
    assert answer["message"].startswith("internal error of the reference engine: ValueError: Out of range float")


def test_a_text_stream_still_works() -> None:
    out = io.StringIO()
    assert serve(io.StringIO('{"type":"hello"}\n\udcff\n'), out, Session()) == 0
    answers = [json.loads(a) for a in out.getvalue().splitlines()]
    assert answers[0]["type"] == "hello"
    assert answers[1]["message"].startswith("not UTF-8: byte 0xff at offset 0")


# ============================================================================ the id
@pytest.mark.parametrize(
    ("line", "kind"),
    [
        (b'{"type":"hello","id":7}', "hello"),
        (START_LINE[:-1] + b',"id":7}', "started"),
        (b'{"type":"view","id":7}', "error"),
        (b'{"type":"start","players":["a","b"],"edition":"xx","id":7}', "unsupported"),
        (b'{"type":"nope","id":7}', "error"),
        (b'{"id":7}', "error"),
        (b'{"type":"hello","id":7,"x":1e999}', "error"),
        (b'{"type":"hello","id":7,"x":NaN}', "error"),
        (b'{"type":"hello","id":7,"id":7}', "error"),
        (b'{"type":"hello","id":7,"x":' + b"[" * 70 + b"]" * 70 + b"}", "error"),
        (b'{"type":"quit","id":7}', "bye"),
    ],
)
def test_the_answer_echoes_the_requests_id(line: bytes, kind: str) -> None:
    _, answers = converse(line + b"\n")
    answer = json.loads(answers[0])
    assert (answer["type"], answer["id"]) == (kind, 7)
    _, answers = converse(line.replace(b'"id":7', b'"id":"r-7"') + b"\n")
    assert json.loads(answers[0])["id"] == "r-7"


@pytest.mark.parametrize("rid", [b"true", b"1.5", b"null", b"[7]", b'{"n":7}'])
def test_an_id_that_is_not_an_integer_or_a_string_is_not_echoed(rid: bytes) -> None:
    _, answers = converse(b'{"type":"hello","id":' + rid + b"}\n")
    assert "id" not in json.loads(answers[0])


def test_the_in_process_session_echoes_the_id_too() -> None:
    assert Session().handle({"type": "view", "id": 3}) == {
        "type": "error",
        "id": 3,
        "message": "no game: send a start request first",
    }


# ============================================================================ numbers
NUMBER_FIELDS = [("buy", "count", {"good": "consumer"}), ("bid", "amount", {"office": "consul"}), ("draw", "count", {})]


@pytest.mark.parametrize(("verb", "field", "rest"), NUMBER_FIELDS)
@pytest.mark.parametrize(
    "value", [1.5, "1", True, False, float("inf"), float("nan"), -1, MAX_NUMBER + 1, 10**40, None, [1]]
)
def test_a_number_of_an_action_is_a_json_integer_from_0_to_max(
    verb: str, field: str, rest: dict[str, Any], value: Any
) -> None:
    data = {"type": verb, "player": "greg", **rest, field: value}
    with pytest.raises(InvalidAction) as info:
        Action.from_dict(data)
    assert f"action {verb!r}: field {field!r} cannot be {shown(value)}" in str(info.value)
    game = Game.new(PLAYERS)
    before = game.to_json()
    with pytest.raises(InvalidAction) as again:
        game.apply(data)  # the in-process API: the same error
    assert str(again.value) == str(info.value) and game.to_json() == before


@pytest.mark.parametrize("value", [0, 1, MAX_NUMBER])
def test_whole_numbers_within_the_bound_are_read(value: int) -> None:
    assert (
        Action.from_dict({"type": "buy", "player": "greg", "good": "consumer", "count": value}).to_dict()["count"]
        == value
    )
    assert parse_action(f"greg: buy consumer {value}").to_dict()["count"] == value


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "greg: buy consumer +1",
            "action 'buy': field 'count' cannot be '+1' (expected a whole number from 0 to 1,000)",
        ),
        (
            "greg: buy consumer 1_0",
            "action 'buy': field 'count' cannot be '1_0' (expected a whole number from 0 to 1,000)",
        ),
        (
            "greg: buy consumer 1e3",
            "action 'buy': field 'count' cannot be '1e3' (expected a whole number from 0 to 1,000)",
        ),
        (
            "greg: buy consumer -1",
            "action 'buy': field 'count' cannot be '-1' (expected a whole number from 0 to 1,000)",
        ),
        (
            "greg: bid consul 1001",
            "action 'bid': field 'amount' cannot be '1001' (expected a whole number from 0 to 1,000)",
        ),
        (  # 40 digits: out of bounds, said as written (it was "(expected int)")
            "greg: bid consul " + "9" * 40,
            f"action 'bid': field 'amount' cannot be '{'9' * 40}' (expected a whole number from 0 to 1,000)",
        ),
        ("greg: store consumer:1001", "bad goods count in 'consumer:1001': at most 1,000 of a type"),
        ("greg: store consumer:600,consumer:401", "bad goods count in 'consumer:401': at most 1,000 of a type"),
    ],
)
def test_the_text_form_has_the_same_bounds(text: str, message: str) -> None:
    with pytest.raises(InvalidAction) as info:
        parse_action(text)
    assert str(info.value) == message


def test_a_goods_count_up_to_the_bound_is_read() -> None:
    """A goods count may be MAX_NUMBER itself, in the JSON form and in the goods notation, also as the sum of the
    counts of one type written twice (docs/actions.md: numbers from 0 to MAX_NUMBER, goods counts from 1)."""
    read = [
        Action.from_dict({"type": "store", "player": "greg", "goods": {"consumer": MAX_NUMBER}}),
        parse_action(f"greg: store consumer:{MAX_NUMBER}"),
        parse_action(f"greg: store consumer:600,consumer:{MAX_NUMBER - 600}"),
    ]
    assert [a.to_dict()["goods"] for a in read] == [{"consumer": MAX_NUMBER}] * 3
    assert parse_action(f"greg: store consumer:{MAX_NUMBER - 1},alimentary").to_dict()["goods"] == {
        "alimentary": 1,
        "consumer": MAX_NUMBER - 1,
    }


def test_a_goods_count_over_the_bound_is_refused_in_the_json_form() -> None:
    with pytest.raises(InvalidAction, match="action 'store': bad goods count 'consumer': 1001: at most 1,000"):
        Action.from_dict({"type": "store", "player": "greg", "goods": {"consumer": MAX_NUMBER + 1}})


@pytest.mark.parametrize("value", [1.5, "1", True, -1, MAX_NUMBER + 1, 10**30])
def test_a_number_of_the_set_up_is_a_whole_number_from_0_to_max(value: Any) -> None:
    with pytest.raises(SetupError) as info:
        Game.new(PLAYERS, setup={"players": {"greg": {"gold": value}}})
    assert info.value.path == "players.greg.gold"
    assert str(info.value).startswith("players.greg.gold: expected a whole number ") and shown(value) in str(info.value)
    Game.new(PLAYERS, setup={"players": {"greg": {"gold": MAX_NUMBER}}})  # the bound itself is fine


def test_serve_refuses_the_wrong_numbers_of_the_brief() -> None:
    lines = [START_LINE] + [
        _act({"type": "buy", "player": "greg", "good": "consumer", "count": v}) for v in ("1", 1.5, True, -1)
    ]
    lines.append(b'{"type":"act","action":{"type":"buy","player":"greg","good":"consumer","count":1e999}}')
    _, answers = converse(b"\n".join(lines))
    messages = [json.loads(a)["message"] for a in answers[1:]]
    assert messages[:4] == [
        f"action 'buy': field 'count' cannot be {shown(v)} (expected a whole number{rest})"
        for v, rest in [
            ("1", ", a JSON integer from 0 to 1,000"),
            (1.5, ", a JSON integer from 0 to 1,000"),
            (True, ", a JSON integer from 0 to 1,000"),
            (-1, " from 0 to 1,000"),
        ]
    ]
    assert messages[4] == "the number 1e999 is too large for a 64-bit float (it would be infinite)"


# ============================================================================ component overrides
K1 = {"goods": {"consumer": 2}, "gold": 11, "fp": 1, "voyage": {"small": 1, "medium": 1, "large": 2}}


@pytest.mark.parametrize(
    ("overrides", "problem"),
    [
        ({"markets": [{"id": 5}]}, "markets: a card's id is text (e.g. 'domus-regia'); got 5"),
        ({"markets": [{"id": "nowhere"}]}, "markets.nowhere: a new market card (not one of domus-regia, "),
        (
            {"markets": [{"id": "forum-costantinum", "colour": "red"}]},
            "markets.forum-costantinum: unknown key 'colour'",
        ),
        ({"contracts": {"k1": {**K1, "colour": "red"}}}, "contracts.k1: unknown key 'colour'"),
        ({"contracts": {"k1": {**K1, "id": "k2"}}}, "contracts.k1: the card says id 'k2'"),
        ({"buildings": {"ager": {"colour": "red"}}}, "buildings.ager: unknown key 'colour'"),
        (
            {"buildings": {"nowhere": {"cost": 1}}},
            "buildings: unknown building 'nowhere' (new buildings cannot be added)",
        ),
        (
            {"ships": {"small": {"copies": 1}}},
            "unknown component section 'ships' (expected contracts, markets, buildings)",
        ),
    ],
)
def test_an_unknown_component_override_is_refused(overrides: dict[str, Any], problem: str) -> None:
    with pytest.raises(ComponentError) as info:
        Game.new(PLAYERS, component_overrides=overrides)
    assert len(info.value.problems) == 1 and info.value.problems[0].startswith(problem), info.value.problems
    assert str(info.value).startswith(
        "components.yaml (the built-in manifest): 1 problem(s) in the component overrides:"
    )
    request = {**START, "situation": {"components": overrides}}
    answer = Session().handle(request)
    assert answer["type"] == "error" and problem in answer["message"]


def test_new_cards_and_known_overrides_are_still_taken() -> None:
    market = {"id": "new-market", "goods": {"consumer": {"limit": 2, "buy": 3, "sell": 2}}}
    game = Game.new(PLAYERS, component_overrides={"contracts": {"k1": K1}, "markets": [market]})
    assert "k1" in game.components.contracts and "new-market" in game.components.markets


def test_no_answer_names_a_path_of_the_machine() -> None:
    answer = Session().handle({**START, "situation": {"components": {"markets": "forum-costantinum"}}})
    assert answer["message"].startswith("components.yaml (the built-in manifest): 1 problem(s)")
    assert str(PACKAGE) not in answer["message"] and sys.prefix not in answer["message"]


def test_a_path_of_the_package_in_an_internal_error_is_shown_relative_to_it(capsys: pytest.CaptureFixture[str]) -> None:
    def broken(*args: Any, **kwargs: Any) -> Game:
        raise FileNotFoundError(f"[Errno 2] No such file or directory: '{PACKAGE / 'data' / 'gone.yaml'}'")

    answer = Session(new_game=broken).handle(START)
    assert answer["message"] == (
        "internal error of the reference engine: FileNotFoundError: "
        "[Errno 2] No such file or directory: '<constantinopolis>/data/gone.yaml'"
    )
    assert str(PACKAGE) in capsys.readouterr().err  # the traceback on stderr keeps the whole path
