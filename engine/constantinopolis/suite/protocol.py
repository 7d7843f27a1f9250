"""The verification protocol, spoken by the reference engine (``constantinopolis serve``).

JSON lines over stdin/stdout: the harness writes one request object per line, the
engine answers each with exactly one object per line, in order.  The messages and
the state view are specified in ``docs/protocol.md`` and by the JSON Schemas in
``docs/schemas/``; an engine in any language can be verified by speaking them.

This module is the reference side: :class:`Session` answers one request at a time
(``handle``), and :func:`serve` runs the loop over two streams.

:func:`serve` never crashes and never stops answering: it reads bytes and decodes them itself
(strict UTF-8, whatever the locale), and answers every line, a blank one or one that is not
UTF-8, not JSON, too long (:data:`MAX_LINE_BYTES`), too deep (:data:`MAX_DEPTH`), with a huge
number (:data:`MAX_DIGITS`), ``NaN`` or ``1e999``, with exactly one JSON object line: an ``error``
naming the problem.  An exception of the engine itself is an ``internal error`` answer (its
traceback goes to stderr).  Answers are strict JSON in ASCII, and echo the request's ``"id"``
when it is an integer or a string.  Only ``quit`` or the end of input ends the loop.
"""

from __future__ import annotations

import functools
import json
import sys
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from ..core.actions import Action
from ..core.errors import ConstantinopolisError, InvalidAction, RuleViolation
from ..core.game import Game
from ..core.options import EDITIONS, OPTION_SPECS, RuleOptions
from ..core.view import protocol_view
from ..core.yamlfile import MAX_DEPTH, MAX_DIGITS
from . import strictjson

PROTOCOL_VERSION = 1
CAPABILITIES = ("legal_actions",)
#: Each request of the protocol and the type of its answer (besides ``error`` and ``unsupported``): the one list
#: the reference engine serves and the harness (``verify.driver``) checks answers against.
ANSWERS = {
    "hello": "hello",
    "start": "started",
    "act": "applied",
    "view": "view",
    "legal_actions": "legal_actions",
    "quit": "bye",
}
REQUESTS = tuple(ANSWERS)

MAX_LINE_BYTES = 16 * 1024 * 1024
"""The longest request line read, in bytes without its ``\\n`` (16 MiB; the longest request of the suite,
a ``start`` with a whole component set, is about 40 kB).  A longer line is read on and discarded in
pieces of :data:`_CHUNK` bytes, never held whole, and answered with an ``error``."""
_CHUNK = 1024 * 1024
MAX_MESSAGE = 2_000
"""The longest ``message`` of an answer, in characters: a message quoting a wrong value is cut there."""
# JSON nesting (MAX_DEPTH, 64) and integer digits (MAX_DIGITS, 30): the bounds of the YAML files (yamlfile.py)


@functools.cache
def installed_version() -> str:
    """The installed package's version (its metadata, pyproject.toml's ``version``: the one place it is written),
    or ``unknown (not installed)`` when the package is imported from a folder that was never installed."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("constantinopolis")
    except PackageNotFoundError:
        return "unknown (not installed)"


def hello() -> dict[str, Any]:
    """The handshake answer: who this engine is and what it supports."""
    return {
        "type": "hello",
        "protocol": PROTOCOL_VERSION,
        "engine": {"name": "constantinopolis", "version": installed_version()},
        "editions": list(EDITIONS),
        "options": {name: list(spec.values) for name, spec in OPTION_SPECS.items()},
        "capabilities": list(CAPABILITIES),
    }


def error(message: str) -> dict[str, Any]:
    return {"type": "error", "message": _cut(_no_paths(message))}


def unsupported(message: str) -> dict[str, Any]:
    return {"type": "unsupported", "message": _cut(_no_paths(message))}


# The folders of this machine a message could name (an exception of the engine itself, a file it read):
# an answer says "<constantinopolis>/data/components.yaml", not where the package happens to be installed.
_PACKAGE = Path(__file__).resolve().parents[1]  # constantinopolis/, above suite/
_MACHINE_PATHS = sorted(
    {
        (str(_PACKAGE), "<constantinopolis>"),
        (str(Path(__file__).parent.parent), "<constantinopolis>"),
        (str(Path(sys.prefix).resolve()), "<python>"),
        (sys.prefix, "<python>"),
    },
    key=lambda pair: -len(pair[0]),
)


def _no_paths(message: str) -> str:
    for path, name in _MACHINE_PATHS:
        message = message.replace(path, name)
    return message


def _cut(message: str) -> str:
    if len(message) <= MAX_MESSAGE:
        return message
    return f"{message[: MAX_MESSAGE - 100]}... (cut: the message has {len(message):,} characters)"


def echo_id(request: Any, answer: dict[str, Any]) -> dict[str, Any]:
    """``answer`` with the request's ``"id"`` when it is an integer or a string (not ``true``, not a float)."""
    if isinstance(request, dict):
        rid = request.get("id")
        if isinstance(rid, str) or (isinstance(rid, int) and not isinstance(rid, bool)):
            return {"type": answer["type"], "id": rid, **answer}
    return answer


def _is_option_value(value: Any, allowed: Any) -> bool:
    """``value`` is one of ``allowed`` with the same JSON type (``1`` is not ``true``)."""
    return any(type(value) is type(v) and value == v for v in allowed)


GameFactory = Callable[..., Game]


@dataclass
class Session:
    """One engine process: at most one game at a time, replaced by each ``start``.

    ``seed`` drives this engine's own random choices (set-up and shuffles a
    situation does not state); ``new_game`` lets a test wrap the reference engine.
    """

    seed: int = 0
    new_game: GameFactory = Game.new
    game: Game | None = None
    handlers: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = field(init=False)

    def __post_init__(self) -> None:
        self.handlers = {
            "hello": lambda _: hello(),
            "start": self._start,
            "act": self._act,
            "view": self._view,
            "legal_actions": self._legal_actions,
            "quit": lambda _: {"type": ANSWERS["quit"]},
        }
        assert self.handlers.keys() == ANSWERS.keys(), "a handler for each request of the protocol"

    def handle(self, request: Any) -> dict[str, Any]:
        """The answer to one request (already parsed from JSON), with the request's ``"id"`` (:func:`echo_id`)."""
        return echo_id(request, self._answer(request))

    def _answer(self, request: Any) -> dict[str, Any]:
        if not isinstance(request, dict) or not isinstance(request.get("type"), str):
            return error('a request is a JSON object with a "type" string')
        handler = self.handlers.get(request["type"])
        if handler is None:
            return error(f"unknown request type {request['type']!r}; known: {', '.join(REQUESTS)}")
        try:
            return handler(request)
        except ConstantinopolisError as exc:
            return error(str(exc))
        except Exception as exc:  # a defect of this engine: say so and keep serving (stderr gets the trace)
            return internal_error(exc)

    def _game(self) -> Game:
        if self.game is None:
            raise InvalidAction("no game: send a start request first")
        return self.game

    def _start(self, request: dict[str, Any]) -> dict[str, Any]:
        self.game = None  # every start replaces the game: one that is not "started" leaves none
        players = request.get("players")
        if not isinstance(players, list) or not all(isinstance(name, str) for name in players):
            return error('"start" needs "players", a list of player names in seating order')
        edition = request.get("edition")
        if not isinstance(edition, str):
            return error('"start" needs "edition", one of the editions of the handshake')
        if edition not in EDITIONS:
            return unsupported(f"edition {edition!r}; supported: {', '.join(EDITIONS)}")
        changes = request.get("options", {})
        if not isinstance(changes, dict):
            return error('"options" is an object: rule option -> value')
        for name, value in changes.items():
            spec = OPTION_SPECS.get(name)
            if spec is None:
                return unsupported(f"rule option {name!r}; supported: {', '.join(OPTION_SPECS)}")
            if not _is_option_value(value, spec.values):
                supported = ", ".join(json.dumps(v) for v in spec.values)
                return unsupported(f"rule option {name}={json.dumps(value)}; supported: {supported}")
        situation = request.get("situation", {})
        if not isinstance(situation, dict):
            return error('"situation" is an object with "setup" and "components"')
        unknown = sorted(set(situation) - {"setup", "components"})
        if unknown:
            return error(f"unknown situation key {unknown[0]!r}; known: components, setup")
        setup, components = situation.get("setup", {}), situation.get("components", {})
        if not isinstance(setup, dict) or not isinstance(components, dict):
            return error('"situation.setup" and "situation.components" are objects (docs/scenario-format.md)')
        self.game = self.new_game(
            list(players),
            seed=self.seed,
            options=RuleOptions.edition(edition).with_(**changes),
            setup=setup or None,
            component_overrides=components or None,
        )
        return {"type": "started"}

    def _act(self, request: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        action = request.get("action")
        if not isinstance(action, dict):
            return error('"act" needs "action", an action in its JSON form')
        try:
            game.apply(Action.from_dict(action))
        except RuleViolation as refusal:
            return {"type": "refused", "code": refusal.rule_id, "message": refusal.message}
        return {"type": "applied"}

    def _view(self, request: dict[str, Any]) -> dict[str, Any]:
        observer = request.get("observer")
        if observer is not None and not isinstance(observer, str):
            return error('"observer" is a player\'s name, or null for the judge')
        return {"type": "view", "view": protocol_view(self._game(), observer)}

    def _legal_actions(self, request: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        player = request.get("player")
        if not isinstance(player, str):
            return error('"legal_actions" needs "player", a player\'s name')
        game.player(player)  # an unknown player is an error, not an empty list
        return {"type": "legal_actions", "actions": [a.to_dict() for a in game.legal_actions(player)]}


def internal_error(exc: BaseException) -> dict[str, Any]:
    """The answer to an exception of this engine: a defect, said so; the traceback goes to stderr only."""
    try:
        traceback.print_exc(file=sys.stderr)
        text = str(exc)
    except Exception:  # a broken stderr or an exception that cannot say what it is: the answer still goes out
        text = ""
    return error(f"internal error of the reference engine: {type(exc).__name__}: {text}")


class _BadLine(Exception):
    """A line that is not a request: the message of its ``error`` answer, and what the line holds when it is
    JSON after all (``request``: a JSON object with a number or a key this protocol refuses), for its ``"id"``."""

    def __init__(self, message: str, request: Any = None) -> None:
        super().__init__(message)
        self.request = request


def parse_line(line: bytes) -> Any:
    """The request a line holds (without its ``\\n``), or :class:`_BadLine` saying why it holds none."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        bad = line[exc.start : exc.start + 1].hex()
        raise _BadLine(
            f"not UTF-8: byte 0x{bad} at offset {exc.start} of the line ({exc.reason}); requests are UTF-8 JSON"
        ) from None
    if text.startswith("\ufeff"):
        raise _BadLine("the line starts with a byte order mark (U+FEFF): send UTF-8 without one")
    if not text.strip():
        raise _BadLine('a blank line: a request is a JSON object with a "type" string, one per line')
    try:
        return strictjson.loads(text, max_depth=MAX_DEPTH, max_digits=MAX_DIGITS)
    except strictjson.JSONRefused as exc:  # JSON Python reads, with a number or a key refused: its id is answered
        raise _BadLine(str(exc), _lenient(text) if exc.json_ok else None) from None


def _lenient(text: str) -> Any:
    """The line read the way Python's json reads it (NaN, 1e999, a key twice), only to find its ``"id"``."""
    try:
        return json.loads(text, parse_int=lambda s: int(s) if len(s) <= MAX_DIGITS else None)
    except Exception:  # RecursionError too: no id then
        return None


_TOO_LONG = object()  # a line longer than MAX_LINE_BYTES, read and discarded


def _lines(stream: IO[bytes] | IO[str]) -> Iterator[bytes | object]:
    """Every line of ``stream`` without its ``\\n`` (a last line without one too), or :data:`_TOO_LONG`.
    A text stream (tests) is encoded back to UTF-8; characters it could not hold become bad bytes."""
    while True:
        line = _bytes(stream.readline(MAX_LINE_BYTES + 1))
        if not line:
            return
        if line.endswith(b"\n"):
            yield line[:-1]
        elif len(line) <= MAX_LINE_BYTES:
            yield line  # the last line, at the end of input
        else:
            while line and not line.endswith(b"\n"):  # discard the rest of the line, a piece at a time
                line = _bytes(stream.readline(_CHUNK))
            yield _TOO_LONG


def _bytes(data: bytes | str) -> bytes:
    if isinstance(data, bytes):
        return data
    try:  # a stream decoded with surrogateescape gives its bytes back
        return data.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # another lone surrogate: bytes that are not UTF-8, answered as such
        return data.encode("utf-8", "surrogatepass")


def answer_line(session: Session, line: bytes | object) -> dict[str, Any]:
    """The answer to one line of input (or to a line too long)."""
    if not isinstance(line, bytes):
        return error(f"the line is longer than {MAX_LINE_BYTES:,} bytes ({MAX_LINE_BYTES // 2**20} MiB): not read")
    try:
        request = parse_line(line)
    except _BadLine as exc:
        return echo_id(exc.request, error(str(exc)))
    except Exception as exc:
        return internal_error(exc)
    try:
        return session.handle(request)
    except Exception as exc:  # handle catches the engine's own; this is for anything else
        return echo_id(request, internal_error(exc))


def dump(answer: dict[str, Any]) -> str:
    """One answer line: compact strict JSON (no NaN) in ASCII; an answer that cannot be written is an error."""
    try:
        return json.dumps(answer, separators=(",", ":"), allow_nan=False, ensure_ascii=True)
    except Exception as exc:
        fallback = echo_id(answer, internal_error(exc))
        return json.dumps(fallback, separators=(",", ":"), allow_nan=False, ensure_ascii=True)


def serve(
    stdin: IO[bytes] | IO[str] | None = None, stdout: IO[str] | None = None, session: Session | None = None
) -> int:
    """Answer every line of ``stdin`` (bytes; by default the process's standard input, read as bytes) with one
    line on ``stdout``, until ``quit`` or the end of input."""
    source: IO[bytes] | IO[str] = stdin if stdin is not None else getattr(sys.stdin, "buffer", sys.stdin)
    out = stdout if stdout is not None else sys.stdout
    session = session or Session()
    for line in _lines(source):
        answer = answer_line(session, line)
        out.write(dump(answer) + "\n")
        out.flush()
        if answer["type"] == "bye":
            break
    return 0
