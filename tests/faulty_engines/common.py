"""The common part of the engines in this folder: the reference engine, slightly wrong.

Each engine here is a script, ``python tests/faulty_engines/NAME.py``, that speaks
``docs/protocol.md`` exactly as ``constantinopolis serve`` does except for the one
thing it breaks.  The *faulty* engines change one rule of :mod:`constantinopolis.core.phases`
(a constant, a function or one check) and are caught by the rulebook scenarios of that rule; the
*misbehaving* ones crash, hang or print garbage on one kind of request, or answer with
their own refusal codes, to test the harness (``tests/test_verify_*.py``).

Run as a script, this folder is on ``sys.path``, so the engines ``import common``.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from typing import Any

from constantinopolis.core import phases
from constantinopolis.core.actions import Action
from constantinopolis.core.phases.plan import Check
from constantinopolis.suite.protocol import Session, serve

Request = Any  # a parsed request (normally a dict)
Answer = dict[str, Any]


def run(session: Session | None = None) -> None:
    """Answer the protocol on stdin/stdout until ``quit`` (the reference loop)."""
    sys.exit(serve(session=session or Session()))


def patch_check(action: type[Action], wrap: Callable[[Check], Check]) -> None:
    """Replace the check of one kind of action with ``wrap(the reference check)``.

    A check tests every rule and returns a plan, whose ``carry_out`` does the action
    (``constantinopolis/core/phases/plan.py``)."""
    phases.CHECKS[action] = wrap(phases.CHECKS[action])


def run_hooked(
    before: Callable[[Request], None] | None = None,
    after: Callable[[Answer], Answer] | None = None,
) -> None:
    """The reference loop, with ``before(request)`` called on each request (to misbehave)
    and each answer rewritten by ``after(answer)``."""
    session = Session()
    reference = session.handle

    def handle(request: Request) -> Answer:
        if before is not None:
            before(request)
        answer = reference(request)
        return after(answer) if after is not None else answer

    session.handle = handle  # type: ignore[method-assign]
    run(session)


def acting(verb: str) -> Callable[[Request], bool]:
    """Whether a request is an ``act`` with an action of ``verb`` (``docs/actions.md``)."""

    def matches(request: Request) -> bool:
        if not isinstance(request, dict) or request.get("type") != "act":
            return False
        action = request.get("action")
        return isinstance(action, dict) and action.get("type") == verb

    return matches


def crash() -> None:
    print("faulty engine: crashing on purpose", file=sys.stderr, flush=True)
    os._exit(3)


def hang() -> None:
    """Never answer: sleep until the harness kills this engine (or, should the harness itself be
    killed first, until this engine is orphaned)."""
    parent = os.getppid()
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(4)


def garbage() -> None:
    sys.stdout.write("<html>Internal Server Error</html>\n")
    sys.stdout.flush()
