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
import traceback
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


def unsupported(message: str) -> dict[str, Any]:
    return {"type": "unsupported", "message": message}


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
        except Exception as exc:  # a defect of this engine: say so and keep serving (stderr gets the trace)
            traceback.print_exc(file=sys.stderr)
            return error(f"internal error of the reference engine: {type(exc).__name__}: {exc}")

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
