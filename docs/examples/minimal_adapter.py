"""A minimal engine adapter for the verification protocol (docs/protocol.md).

It reads one JSON request per line on stdin and writes one JSON answer per line on
stdout, wrapping the reference engine through its public API.  To verify your own
engine, keep the loop and put your engine where the calls to ``constantinopolis``
are: Game.new, Action.from_dict, game.apply, game.view and game.legal_actions.

    .venv/bin/python -m pytest features --engine ".venv/bin/python docs/examples/minimal_adapter.py"

(with the virtualenv's Python: a bare ``python`` finds the package only while the
virtualenv is activated)
"""

import json
import sys
from typing import Any

from constantinopolis import EDITIONS, Action, ConstantinopolisError, Game, RuleOptions, RuleViolation

game: Game | None = None


def answer(request: dict[str, Any]) -> dict[str, Any]:
    global game
    kind = request.get("type")
    if kind == "hello":
        return {
            "type": "hello",
            "protocol": 1,
            "engine": {"name": "minimal-adapter", "version": "1"},
            "editions": list(EDITIONS),
            "capabilities": ["legal_actions"],
        }
    if kind == "start":
        game = None  # each start replaces the game, even one that fails
        if request["edition"] not in EDITIONS:
            return {"type": "unsupported", "message": f"edition {request['edition']}"}
        situation = request.get("situation", {})
        options = RuleOptions.edition(request["edition"]).with_(**request.get("options", {}))
        game = Game.new(
            request["players"],
            options=options,
            setup=situation.get("setup") or None,
            component_overrides=situation.get("components") or None,
        )
        return {"type": "started"}
    if kind == "quit":
        return {"type": "bye"}
    if game is None:
        return {"type": "error", "message": "no game: send start first"}
    if kind == "act":
        try:
            game.apply(Action.from_dict(request["action"]))
        except RuleViolation as refusal:
            return {"type": "refused", "code": refusal.rule_id, "message": refusal.message}
        return {"type": "applied"}
    if kind == "view":
        return {"type": "view", "view": game.view(request.get("observer"))}
    if kind == "legal_actions":
        return {"type": "legal_actions", "actions": [a.to_dict() for a in game.legal_actions(request["player"])]}
    return {"type": "error", "message": f"unknown request type {kind!r}"}


for line in sys.stdin:
    try:
        reply = answer(json.loads(line))
    except (ValueError, KeyError, TypeError, ConstantinopolisError) as exc:  # not JSON, a missing field, ...
        reply = {"type": "error", "message": str(exc)}
    print(json.dumps(reply), flush=True)  # stdout carries the protocol only; log to stderr
    if reply["type"] == "bye":
        break
