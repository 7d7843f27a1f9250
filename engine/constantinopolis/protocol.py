"""The verification protocol, spoken by the reference engine (``constantinopolis serve``).

JSON lines over stdin/stdout: the harness writes one request object per line, the
engine answers each with exactly one object per line, in order.  The messages and
the state view are specified in ``docs/protocol.md`` and by the JSON Schemas in
``docs/schemas/``; an engine in any language can be verified by speaking them.

This module is the reference side: :class:`Session` answers one request at a time
(``handle``), and :func:`serve` runs the loop over two streams.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import IO, Any

from .actions import Action
from .errors import ConstantinopolisError, InvalidAction, RuleViolation
from .game import Game
from .options import EDITIONS, OPTION_SPECS, RuleOptions
from .view import protocol_view

PROTOCOL_VERSION = 1
ENGINE_VERSION = "0.1.0"
CAPABILITIES = ("legal_actions",)
REQUESTS = ("hello", "start", "act", "view", "legal_actions", "quit")


def hello() -> dict[str, Any]:
    """The handshake answer: who this engine is and what it supports."""
    return {
        "type": "hello",
        "protocol": PROTOCOL_VERSION,
        "engine": {"name": "constantinopolis", "version": ENGINE_VERSION},
        "editions": list(EDITIONS),
        "options": {name: list(spec.values) for name, spec in OPTION_SPECS.items()},
        "capabilities": list(CAPABILITIES),
    }


def error(message: str) -> dict[str, Any]:
    return {"type": "error", "message": message}


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
            "quit": lambda _: {"type": "bye"},
        }

    def handle(self, request: Any) -> dict[str, Any]:
        """The answer to one request (already parsed from JSON)."""
        if not isinstance(request, dict) or not isinstance(request.get("type"), str):
            return error('a request is a JSON object with a "type" string')
        handler = self.handlers.get(request["type"])
        if handler is None:
            return error(f"unknown request type {request['type']!r}; known: {', '.join(REQUESTS)}")
        try:
            return handler(request)
        except ConstantinopolisError as exc:
            return error(str(exc))

    def _game(self) -> Game:
        if self.game is None:
            raise InvalidAction("no game: send a start request first")
        return self.game

    def _start(self, request: dict[str, Any]) -> dict[str, Any]:
        edition = request.get("edition", "en")
        if edition not in EDITIONS:
            return {"type": "unsupported", "message": f"edition {edition!r}; supported: {', '.join(EDITIONS)}"}
        options = RuleOptions.edition(edition)
        if request.get("options"):
            options = options.with_(**request["options"])
        situation = request.get("situation") or {}
        self.game = self.new_game(
            list(request.get("players") or []),
            seed=self.seed,
            options=options,
            setup=situation.get("setup") or None,
            component_overrides=situation.get("components") or None,
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
        return {"type": "view", "view": protocol_view(self._game(), request.get("observer"))}

    def _legal_actions(self, request: dict[str, Any]) -> dict[str, Any]:
        actions = self._game().legal_actions(request.get("player"))
        return {"type": "legal_actions", "actions": [a.to_dict() for a in actions]}


def serve(stdin: IO[str] | None = None, stdout: IO[str] | None = None, session: Session | None = None) -> int:
    """Answer requests line by line until ``quit`` or the end of input."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    session = session or Session()
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except json.JSONDecodeError as exc:
            answer = error(f"not JSON: {exc}")
        else:
            answer = session.handle(request)
        stdout.write(json.dumps(answer, separators=(",", ":")) + "\n")
        stdout.flush()
        if answer["type"] == "bye":
            break
    return 0
