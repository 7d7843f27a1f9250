"""A partial engine: plays the English edition's Public Office auction only.

It answers from the reference engine (``constantinopolis.suite.protocol.Session``), as an engine
in development would from its own code, but says in its handshake that it plays the ``en``
edition only, does not list legal actions, and answers ``unsupported`` to every action that
is not part of the auction (keep, take, bid, raise, pass: docs/actions.md).
``verify --partial`` must pass it (``tests/test_verify_partial.py``).
"""

from __future__ import annotations

import json
import sys
from typing import Any

from constantinopolis.suite.protocol import Session

AUCTION = {"keep", "take", "bid", "raise", "pass"}


def answer(session: Session, request: Any) -> dict[str, Any]:
    if not isinstance(request, dict):
        return session.handle(request)
    kind = request.get("type")
    if kind == "hello":
        return {**session.handle(request), "editions": ["en"], "capabilities": []}
    if kind == "legal_actions":
        return {"type": "unsupported", "message": "this engine does not list legal actions yet"}
    action = request.get("action")
    if kind == "act" and isinstance(action, dict) and action.get("type") not in AUCTION:
        return {"type": "unsupported", "message": f"this engine plays the auction only, not {action.get('type')!r}"}
    return session.handle(request)


def main() -> None:
    session = Session()
    for line in sys.stdin:
        request = json.loads(line)
        reply = answer(session, request)
        if isinstance(request, dict) and "id" in request:
            reply["id"] = request["id"]
        print(json.dumps(reply), flush=True)
        if reply.get("type") == "bye":
            return


if __name__ == "__main__":
    main()
