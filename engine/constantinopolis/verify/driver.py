"""Drivers: the only way the suite touches an implementation.

A driver starts a game from a :class:`Situation`, applies actions given in their
text form (``greg: build metallum``), returns the state view and lists a player's
legal actions.  Two kinds exist (``docs/protocol.md``):

- :class:`ProcessDriver` runs any program that speaks the JSON-lines protocol
  (``--engine "node my-engine.js"``), with a per-step timeout; a crash, a hang or
  garbage on stdout is an :class:`EngineFailure` for that scenario only, and the
  program is restarted for the next one;
- an in-process Python class (``--engine module:Class``) with the methods of
  :class:`Driver`; :class:`ReferenceDriver` drives this project's engine.

:func:`load_driver` turns an ``--engine`` spec into a driver factory and checks it
once, so a bad spec is one configuration error, not a failure per scenario.
"""

from __future__ import annotations

import importlib
import json
import os
import re
import selectors
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Protocol

PROTOCOL_VERSION = 1
DEFAULT_STEP_TIMEOUT = 10.0
PYTHON_SPEC = re.compile(r"^[A-Za-z_][\w.]*:[A-Za-z_]\w*$")


class Refused(Exception):
    """The implementation refused an action; ``code`` is its rule code, if it gave one."""

    def __init__(self, code: str | None, message: str = "") -> None:
        super().__init__(code, message)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return f"refused by {self.code or '(no code)'}: {self.message}"


class NotSupported(Exception):
    """The implementation lacks what a scenario needs (an edition, an option, a capability)."""


class EngineFailure(Exception):
    """The implementation crashed, hung, or answered with something that is not the protocol."""


class EngineSpecError(Exception):
    """An ``--engine`` spec that cannot be used (reported once, before any scenario runs)."""


@dataclass
class Situation:
    """Everything a game starts from, in the engine-neutral form of ``docs/protocol.md``.

    ``options`` holds every rule option's value (the edition's preset with the
    scenario's changes); ``setup`` and ``components`` follow ``docs/scenario-format.md``.
    There is no seed: every random outcome a scenario relies on is stated in ``setup``.
    """

    players: list[str]
    edition: str
    setup: dict[str, Any] = field(default_factory=dict)
    components: dict[str, Any] = field(default_factory=dict)
    options: dict[str, Any] = field(default_factory=dict)

    def resolved_options(self) -> dict[str, Any]:
        from constantinopolis.options import RuleOptions

        return RuleOptions.edition(self.edition).with_(**self.options).values

    def to_message(self) -> dict[str, Any]:
        """The protocol's ``start`` request."""
        return {
            "type": "start",
            "players": list(self.players),
            "edition": self.edition,
            "options": self.resolved_options(),
            "situation": {"setup": self.setup, "components": self.components},
        }


class Driver(Protocol):
    def start(self, situation: Situation) -> None:
        """Start a new game; raise :class:`NotSupported` if it cannot be played."""

    def act(self, action: str) -> None:
        """Apply ``action`` (text form); raise :class:`Refused` if the rules forbid it."""

    def view(self, observer: str | None = None) -> dict[str, Any]:
        """The state view (``docs/protocol.md``) for ``observer``; ``None`` is the judge."""

    def legal_actions(self, player: str) -> list[str]:
        """Every action ``player`` may take now, in text form (optional: :class:`NotSupported`)."""


class ProtocolDriver:
    """The driver methods as protocol requests; a subclass says how a request is answered
    (:meth:`request` returns the answer, already :func:`interpret`-ed)."""

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def start(self, situation: Situation) -> None:
        self.request(situation.to_message())

    def act(self, action: str) -> None:
        self.request(act_request(action))

    def view(self, observer: str | None = None) -> dict[str, Any]:
        return dict(self.request({"type": "view", "observer": observer})["view"])

    def legal_actions(self, player: str) -> list[str]:
        return action_texts(self.request({"type": "legal_actions", "player": player}))


class ReferenceDriver(ProtocolDriver):
    """Drives this project's engine in-process, through the same protocol messages as a
    subprocess would get.  Its random choices use the seed in the environment variable
    ``CONSTANTINOPOLIS_SEED`` (default 0); no scenario depends on it."""

    def __init__(self, seed: int | None = None) -> None:
        from constantinopolis.protocol import Session

        self.session = Session(seed=int(os.environ.get("CONSTANTINOPOLIS_SEED", "0")) if seed is None else seed)

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        return interpret(message, self.session.handle(message))


# ----------------------------------------------------------------- the protocol
def act_request(action: str) -> dict[str, Any]:
    """The ``act`` request for an action in text form (the text form is the suite's, the JSON form
    the protocol's; both are in ``docs/actions.md``)."""
    from constantinopolis.actions import parse_action

    return {"type": "act", "action": parse_action(action).to_dict()}


def action_texts(answer: dict[str, Any]) -> list[str]:
    from constantinopolis.actions import Action
    from constantinopolis.errors import InvalidAction

    actions = answer.get("actions")
    if not isinstance(actions, list):
        raise EngineFailure(f'"legal_actions" answer without an "actions" list: {_short(answer)}')
    try:
        return [str(Action.from_dict(a)) for a in actions]
    except (InvalidAction, TypeError, AttributeError) as exc:
        raise EngineFailure(f"a legal action is not in the JSON form of docs/actions.md: {exc}") from None


EXPECTED = {"hello": "hello", "start": "started", "act": "applied", "view": "view", "legal_actions": "legal_actions"}


def interpret(request: dict[str, Any], answer: Any) -> dict[str, Any]:
    """Check an answer against its request; raise what it means for the scenario."""
    if not isinstance(answer, dict) or not isinstance(answer.get("type"), str):
        raise EngineFailure(f"answer is not a JSON object with a 'type': {_short(answer)}")
    kind = answer["type"]
    asked = request["type"]
    if kind == "refused" and asked == "act":
        code = answer.get("code")
        raise Refused(code if isinstance(code, str) else None, str(answer.get("message", "")))
    if kind == "unsupported" and asked in ("start", "legal_actions"):
        raise NotSupported(f"{asked}: {answer.get('message', '')}")
    if kind == "error":
        raise EngineFailure(f"the engine answered {asked!r} with an error: {answer.get('message', '')}")
    if kind != EXPECTED.get(asked, kind):
        raise EngineFailure(f"answered {asked!r} with {kind!r} (expected {EXPECTED[asked]!r}): {_short(answer)}")
    if kind == "view" and not isinstance(answer.get("view"), dict):
        raise EngineFailure(f'"view" answer without a "view" object: {_short(answer)}')
    return answer


def _short(value: Any, limit: int = 200) -> str:
    text = value if isinstance(value, str) else json.dumps(value, default=str)
    return text if len(text) <= limit else text[:limit] + "..."


class ProcessDriver(ProtocolDriver):
    """Drives a program that speaks the protocol on stdin/stdout.

    One process serves scenario after scenario (each ``start`` begins a new game).
    Every request must be answered within ``timeout`` seconds.  When the program
    crashes, hangs or prints garbage, the scenario fails with an
    :class:`EngineFailure` that says why (with the end of its stderr), the process
    is killed, and the next ``start`` launches a fresh one.
    """

    def __init__(self, command: str, timeout: float = DEFAULT_STEP_TIMEOUT) -> None:
        self.command = command
        self.argv = _resolve(shlex.split(command))
        self.timeout = timeout
        self.proc: subprocess.Popen[bytes] | None = None
        self.stderr: IO[bytes] | None = None
        self.buffer = b""
        self.info: dict[str, Any] = {}

    # -- process life
    def launch(self) -> dict[str, Any]:
        """Start the program and shake hands; returns its ``hello``."""
        self.close()
        self.stderr = tempfile.TemporaryFile()
        try:
            self.proc = subprocess.Popen(
                self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr, bufsize=0
            )
        except OSError as exc:
            raise EngineFailure(f"cannot run {self.command!r}: {exc.strerror or exc}") from None
        self.buffer = b""
        self.info = self.request({"type": "hello", "protocol": PROTOCOL_VERSION})
        if self.info.get("protocol") != PROTOCOL_VERSION:
            version = self.info.get("protocol")
            raise EngineFailure(f"speaks protocol {version!r}; this suite speaks {PROTOCOL_VERSION}")
        return self.info

    def close(self) -> None:
        if self.proc is not None:
            if self.proc.poll() is None:
                try:
                    assert self.proc.stdin is not None
                    self.proc.stdin.write(b'{"type":"quit"}\n')
                    self.proc.stdin.close()
                    self.proc.wait(timeout=1)
                except (OSError, subprocess.TimeoutExpired):
                    self.proc.kill()
                    self.proc.wait()
            self.proc = None
        if self.stderr is not None:
            self.stderr.close()
            self.stderr = None

    def _fail(self, reason: str) -> EngineFailure:
        """Kill the program and describe what went wrong, with the end of its stderr."""
        tail = ""
        if self.proc is not None:
            if self.proc.poll() is None:
                self.proc.kill()
            self.proc.wait()
            code = self.proc.returncode
            reason = reason.replace("{code}", str(code))
        if self.stderr is not None:
            self.stderr.seek(0)
            text = self.stderr.read().decode("utf-8", "replace").strip().splitlines()
            if text:
                tail = " | stderr: " + " / ".join(text[-5:])
        self.proc = None
        return EngineFailure(reason + tail)

    # -- one request
    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        if self.proc is None or self.proc.poll() is not None:
            if message["type"] != "hello":
                self.launch()
        assert self.proc is not None and self.proc.stdin is not None and self.proc.stdout is not None
        try:
            self.proc.stdin.write(json.dumps(message).encode() + b"\n")
            self.proc.stdin.flush()
        except OSError:
            raise self._fail("the engine exited (code {code}) before it read a request") from None
        line = self._read_line(message["type"])
        try:
            answer = json.loads(line)
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise self._fail(f"printed something that is not JSON: {_short(line.decode('utf-8', 'replace'))}") from None
        return interpret(message, answer)

    def _read_line(self, asked: str) -> bytes:
        assert self.proc is not None and self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        deadline = time.monotonic() + self.timeout
        with selectors.DefaultSelector() as sel:
            sel.register(fd, selectors.EVENT_READ)
            while b"\n" not in self.buffer:
                left = deadline - time.monotonic()
                if left <= 0 or not sel.select(left):
                    raise self._fail(f"no answer to {asked!r} within {self.timeout:g} s (the engine was stopped)")
                chunk = os.read(fd, 65536)
                if not chunk:
                    raise self._fail(f"the engine exited (code {{code}}) while answering {asked!r}")
                self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line

    # -- the driver methods
    def start(self, situation: Situation) -> None:
        if self.proc is None or self.proc.poll() is not None:
            self.launch()
        check_supported(self.info, situation)
        super().start(situation)

    def legal_actions(self, player: str) -> list[str]:
        if "legal_actions" not in self.info.get("capabilities", []):
            raise NotSupported("the engine does not list legal actions (capability 'legal_actions')")
        return super().legal_actions(player)


def _resolve(argv: list[str]) -> list[str]:
    """A bare program name not on PATH is also looked for beside this Python (a virtualenv's
    ``bin/``), so ``constantinopolis serve`` works without activating the virtualenv."""
    if argv and os.sep not in argv[0] and shutil.which(argv[0]) is None:
        sibling = Path(sys.executable).parent / argv[0]
        if sibling.exists():
            return [str(sibling), *argv[1:]]
    return argv


def check_supported(info: dict[str, Any], situation: Situation) -> None:
    """Raise :class:`NotSupported` when the handshake says the engine cannot play ``situation``."""
    editions = info.get("editions")
    if isinstance(editions, list) and situation.edition not in editions:
        raise NotSupported(f"edition {situation.edition!r} (the engine supports {', '.join(map(str, editions))})")
    supported = info.get("options")
    if not isinstance(supported, dict):
        return
    for name, value in situation.resolved_options().items():
        values = supported.get(name)
        if values is None or (isinstance(values, list) and value not in values):
            raise NotSupported(f"rule option {name}={value!r}")


# ----------------------------------------------------------------- engine specs
def load_driver(spec: str | None, timeout: float = DEFAULT_STEP_TIMEOUT) -> Callable[[], Driver]:
    """A factory of drivers for an ``--engine`` spec, checked once.

    ``None`` or ``""``: the reference engine in-process.  ``module:Class``: a Python
    class with the :class:`Driver` methods.  Anything else: a command that speaks the
    protocol.  Raises :class:`EngineSpecError` with one clear sentence.
    """
    if not spec:
        return ReferenceDriver
    if PYTHON_SPEC.match(spec):
        module_name, _, class_name = spec.partition(":")
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:
            raise EngineSpecError(f"--engine {spec}: cannot import module {module_name!r} ({exc})") from None
        cls = getattr(module, class_name, None)
        if cls is None:
            raise EngineSpecError(f"--engine {spec}: module {module_name!r} has no {class_name!r}") from None
        missing = [m for m in ("start", "act", "view", "legal_actions") if not callable(getattr(cls, m, None))]
        if missing:
            raise EngineSpecError(f"--engine {spec}: {class_name} lacks the driver method(s) {', '.join(missing)}")
        return lambda: cls()
    probe = ProcessDriver(spec, timeout)
    try:
        probe.launch()
    except EngineFailure as exc:
        raise EngineSpecError(f"--engine {spec!r}: the handshake failed: {exc}") from None
    finally:
        probe.close()
    shared = ProcessDriver(spec, timeout)  # one process serves every scenario in turn
    return lambda: shared


def describe(driver: Any) -> dict[str, Any]:
    """What the report says about the engine: its handshake, or the Python class."""
    if isinstance(driver, ProcessDriver):
        if not driver.info:
            driver.launch()
        return {"spec": driver.command, **driver.info.get("engine", {}), "protocol": driver.info.get("protocol")}
    spec = {"spec": f"{type(driver).__module__}:{type(driver).__name__}", "name": type(driver).__name__}
    if isinstance(driver, ProtocolDriver):  # in-process, but it answers the handshake too
        info = driver.request({"type": "hello", "protocol": PROTOCOL_VERSION})
        return {**spec, **info.get("engine", {}), "protocol": info.get("protocol")}
    return spec
