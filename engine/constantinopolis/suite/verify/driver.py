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
import shlex
import shutil
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from constantinopolis.suite.protocol import ANSWERS

from .engine_options import DEFAULT_STARTUP_TIMEOUT, DEFAULT_STEP_TIMEOUT
from .process import EngineDown, EngineProcess, exited
from .untrusted import MalformedAnswer, check_hello, clean, parse_answer, short

PROTOCOL_VERSION = 1
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


MAX_FAILED_STARTS = 3  # starts in a row that fail before the engine is started no more (ProcessDriver.launch)


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
        from constantinopolis.core.options import RuleOptions

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


STEPS = [0]  # the game requests (start, act, view, legal_actions) sent by protocol drivers in this process


def steps_sent() -> int:
    """How many game requests every :class:`ProtocolDriver` of this process has sent so far (verify's
    ``steps``: the handshake and ``quit`` are not counted, a request the engine failed to answer is)."""
    return STEPS[0]


class ProtocolDriver:
    """The driver methods as protocol requests; a subclass says how a request is answered
    (:meth:`request` returns the answer, already :func:`interpret`-ed).  Each is counted
    (:func:`steps_sent`)."""

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def step(self, message: dict[str, Any]) -> dict[str, Any]:
        STEPS[0] += 1
        return self.request(message)

    def start(self, situation: Situation) -> None:
        self.step(situation.to_message())

    def act(self, action: str) -> None:
        self.step(act_request(action))

    def view(self, observer: str | None = None) -> dict[str, Any]:
        return dict(self.step({"type": "view", "observer": observer})["view"])

    def legal_actions(self, player: str) -> list[str]:
        return action_texts(self.step({"type": "legal_actions", "player": player}))


class ReferenceDriver(ProtocolDriver):
    """Drives this project's engine in-process, through the same protocol messages as a
    subprocess would get.  Its random choices use the seed in the environment variable
    ``CONSTANTINOPOLIS_SEED`` (default 0); no scenario depends on it."""

    def __init__(self, seed: int | None = None) -> None:
        from constantinopolis.suite.protocol import Session

        self.session = Session(seed=int(os.environ.get("CONSTANTINOPOLIS_SEED", "0")) if seed is None else seed)

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        return interpret(message, self.session.handle(message))


# ----------------------------------------------------------------- the protocol
def act_request(action: str) -> dict[str, Any]:
    """The ``act`` request for an action in text form (the text form is the suite's, the JSON form
    the protocol's; both are in ``docs/actions.md``)."""
    from constantinopolis.core.actions import parse_action

    return {"type": "act", "action": parse_action(action).to_dict()}


def action_texts(answer: dict[str, Any]) -> list[str]:
    from constantinopolis.core.actions import Action
    from constantinopolis.core.errors import InvalidAction

    actions = answer.get("actions")
    if not isinstance(actions, list):
        raise EngineFailure(f'"legal_actions" answer without an "actions" list: {short(answer)}')
    try:
        return [str(Action.from_dict(a)) for a in actions]
    except (InvalidAction, TypeError, AttributeError) as exc:
        raise EngineFailure(f"a legal action is not in the JSON form of docs/actions.md: {clean(str(exc))}") from None


EXPECTED = ANSWERS  # each request's answer type (a request the protocol does not have is a KeyError: a bug here)


def request_text(request: dict[str, Any]) -> str:
    """A request in a few words, for messages: ``act {"type": "trade", ...}``, ``legal_actions for jen``."""
    kind = str(request.get("type"))
    if kind == "act":
        return f"act {short(request.get('action'), 120)}"
    if kind == "start":
        return f"start (edition {request.get('edition')}, players {', '.join(map(str, request.get('players', [])))})"
    if kind == "view":
        observer = request.get("observer")
        return f"view for {observer}" if observer else "view (the judge's)"
    if kind == "legal_actions":
        return f"legal_actions for {request.get('player')}"
    return kind


def interpret(request: dict[str, Any], answer: Any) -> dict[str, Any]:
    """Check an answer against its request; raise what it means for the scenario.

    ``unsupported`` is a valid answer to any request after ``hello``: the scenario is not
    supported from that step (:class:`NotSupported`, with the request and the engine's message)."""
    if not isinstance(answer, dict) or not isinstance(answer.get("type"), str):
        raise EngineFailure(
            f'printed a line that is not an answer (a JSON object with a "type") to {request["type"]!r}: '
            f"{short(answer)} (stdout carries one answer per request; log to stderr)"
        )
    kind = answer["type"]
    asked = request["type"]
    if kind == "refused" and asked == "act":
        code = answer.get("code")
        raise Refused(clean(code) if isinstance(code, str) else None, clean(str(answer.get("message", ""))))
    if kind == "unsupported" and asked != "hello":
        raise NotSupported(f"{request_text(request)}: {short(answer.get('message', ''), 300)}")
    if kind == "error":
        raise EngineFailure(f"the engine answered {asked!r} with an error: {short(answer.get('message', ''), 300)}")
    if kind != EXPECTED[asked]:
        raise EngineFailure(
            f"answered {asked!r} with {short(kind, 40)!r} (expected {EXPECTED[asked]!r}): {short(answer)}"
        )
    if kind == "view" and not isinstance(answer.get("view"), dict):
        raise EngineFailure(f'"view" answer without a "view" object: {short(answer)}')
    return answer


class ProcessDriver(ProtocolDriver):
    """Drives a program that speaks the protocol on stdin/stdout.

    One process serves scenario after scenario (each ``start`` begins a new game).  The
    program runs as an :class:`~.process.EngineProcess` (its own process group, a fresh
    temporary directory, bounded reads and writes, the end of stderr kept).  Starting it and
    its ``hello`` must take at most ``startup_timeout`` seconds, every other request at most
    ``timeout``.  Every request carries an ``id``; an answer that echoes another id, a line
    that is not an answer, or output nobody asked for is an :class:`EngineFailure` of the
    scenario it appears in.  On any failure the process is stopped, and the next ``start``
    launches a fresh one.  ``problems`` collects what concerns the run rather than one
    scenario (malformed optional handshake fields, output after a scenario ended).
    """

    def __init__(
        self, command: str, timeout: float = DEFAULT_STEP_TIMEOUT, startup_timeout: float = DEFAULT_STARTUP_TIMEOUT
    ) -> None:
        self.command = command
        try:
            self.argv = _resolve(shlex.split(command))
        except ValueError as exc:
            raise EngineSpecError(f"--engine {command!r} cannot be split into words: {exc}") from None
        if not self.argv:
            raise EngineSpecError("--engine is an empty command")
        self.timeout = timeout
        self.startup_timeout = startup_timeout
        self.process: EngineProcess | None = None
        self.info: dict[str, Any] = {}
        self.hellos: list[dict[str, Any]] = []  # each different handshake its processes answered, the first first
        self.problems: list[str] = []
        self.next_id = 1
        self.answered: dict[int, str] = {}  # each id this process answered, with its request's type
        self.scenario_first = 1  # the id of the scenario's first request: a lower one is an earlier scenario's
        self.failed_starts = 0  # starts that failed in a row (launch)
        self.last_failure = ""

    # -- process life
    def launch(self) -> dict[str, Any]:
        """Start the program and shake hands; returns its ``hello`` (as :func:`check_hello` reads it).

        After :data:`MAX_FAILED_STARTS` starts in a row have failed, the engine is not started again: each
        later scenario errs at once with the last start's reason, instead of waiting out the start-up timeout
        (a stale lock file, a port still taken: hours over a whole book at 30 s each)."""
        if self.failed_starts >= MAX_FAILED_STARTS:
            raise EngineFailure(
                f"not started again: its last {self.failed_starts} starts failed, the last with: {self.last_failure}"
            )
        try:
            info = self._launch()
        except EngineFailure as exc:
            self.failed_starts += 1
            self.last_failure = short(str(exc), 300)
            raise
        self.failed_starts = 0
        return info

    def _launch(self) -> dict[str, Any]:
        self.close()
        try:
            self.process = EngineProcess(self.argv)
        except EngineDown as exc:
            raise EngineFailure(f"cannot run {self.command!r}: {exc}") from None
        self.next_id, self.answered, self.scenario_first = 1, {}, 1
        answer = self.request({"type": "hello", "protocol": PROTOCOL_VERSION}, self.startup_timeout)
        info, problems = check_hello(answer)
        version = info.get("protocol")
        if type(version) is not int or version != PROTOCOL_VERSION:
            raise self._fail(f"speaks protocol {short(version, 40)}; this suite speaks {PROTOCOL_VERSION}")
        self.problems += [p for p in problems if p not in self.problems]
        if info not in self.hellos:
            self.hellos.append(info)
            if len(self.hellos) > 1:
                self.problems.append(hello_differs(self.hellos[0], info))
        self.info = info
        return info

    def close(self) -> None:
        if self.process is not None:
            self.process.stop(farewell=b'{"type":"quit"}\n')
            self.process = None

    def _fail(self, reason: str) -> EngineFailure:
        """Stop the program and describe what went wrong, with the end of its stderr."""
        tail = ""
        if self.process is not None:
            self.process.stop()
            tail = self.process.stderr_tail()
            self.process = None
        return EngineFailure(reason + tail)

    def running(self) -> bool:
        return self.process is not None and self.process.alive()

    # -- one request
    def request(self, message: dict[str, Any], timeout: float | None = None) -> dict[str, Any]:
        asked = message["type"]
        if self.process is None and asked != "hello":
            self.launch()
        assert self.process is not None
        if not self.process.alive():  # it exited after its last answer, within the scenario (or at once)
            printed = self.process.pending()
            said = f"; it printed: {short(printed.decode('utf-8', 'replace').strip())}" if printed.strip() else ""
            raise self._fail(f"{exited(self.process.exit_code())} before the {asked!r} request{said}")
        stray = self.process.pending()
        if stray and not self._late_answers(stray, pending=True):
            text = short(stray.decode("utf-8", "replace").strip())
            raise self._fail(
                f"printed output nobody asked for before the {asked!r} request: {text}"
                " (one answer line per request; log to stderr)"
            )
        ident = self.next_id
        self.next_id += 1
        allowed = timeout or self.timeout
        deadline = time.monotonic() + allowed
        try:
            self.process.write(json.dumps({**message, "id": ident}).encode() + b"\n", deadline, repr(asked), allowed)
            line = self.process.read_line(deadline, repr(asked), allowed)
            while self._late_answers(line + b"\n"):  # an earlier scenario's, arrived now: noted, and read on
                line = self.process.read_line(deadline, repr(asked), allowed)
        except EngineDown as exc:
            raise self._fail(str(exc)) from None
        try:
            answer = parse_answer(line)
        except MalformedAnswer as exc:
            raise self._fail(str(exc)) from None
        self.answered[ident] = asked
        # the same integer, not true for 1 or 1.0 (equal in Python, not in the protocol)
        if isinstance(answer, dict) and "id" in answer and not (type(answer["id"]) is int and answer["id"] == ident):
            other = short(json.dumps(answer["id"]), 40)
            raise self._fail(
                f"answered the {asked!r} request (id {ident}) with an answer for id {other}: "
                f"{short(answer)} (an extra, missing or out-of-order answer)"
            )
        try:
            return interpret(message, answer)
        except EngineFailure as exc:
            if isinstance(answer, dict) and answer.get("type") == "error":  # well-formed: the engine is in step
                raise
            raise self._fail(str(exc)) from None  # out of step with the protocol: start afresh

    def _late_answers(self, data: bytes, pending: bool = False) -> bool:
        """Whether ``data`` is whole lines, each a second answer to a request of an earlier scenario (its id one
        this process answered before the scenario began).  Each is then noted as a problem of the run; with
        ``pending`` (``data`` is what the engine sent and nobody has read yet) it is dropped too.  The scenario
        under way did nothing wrong; the one that did has ended, having answered once, in time."""
        lines = data.split(b"\n")
        if lines[-1] or len(lines) < 2:
            return False
        late = []
        for raw in lines[:-1]:
            try:
                answer = parse_answer(raw)
            except MalformedAnswer:
                return False
            ident = answer.get("id") if isinstance(answer, dict) else None
            if type(ident) is not int or ident not in self.answered or ident >= self.scenario_first:
                return False
            late.append(ident)
        for ident in late:
            problem = (
                f"the engine answered its request {ident} ({self.answered[ident]!r}) a second time, during a later "
                "scenario (the extra answer was ignored)"
            )
            if problem not in self.problems:
                self.problems.append(problem)
        if pending:
            assert self.process is not None
            self.process.discard()
        return True

    # -- the driver methods
    def start(self, situation: Situation) -> None:
        if self.process is not None and not self.process.alive():  # it exited after the last scenario ended
            self.problems.append(f"{exited(self.process.exit_code())} between two scenarios (it was started again)")
            self.close()
        elif self.process is not None and self.process.input_closed():  # it would never read this scenario
            self.problems.append(
                "the engine closed its standard input after a scenario ended, while still running (it was restarted)"
            )
            self.close()
        if self.running():
            assert self.process is not None
            stray = self.process.pending()
            if stray:  # output after the last scenario's last answer: that engine is out of step
                self.problems.append(
                    "the engine printed output nobody asked for after a scenario ended (it was restarted): "
                    + short(stray.decode("utf-8", "replace").strip())
                )
                self.close()
        if not self.running():
            self.launch()
        check_supported(self.info, situation)
        self.scenario_first = self.next_id
        super().start(situation)

    def finish(self) -> None:
        """The scenario is over: any output still pending is an extra answer of this scenario."""
        if self.running():
            assert self.process is not None
            stray = self.process.pending()
            if stray:
                raise self._fail(
                    "printed output nobody asked for after its last answer: "
                    f"{short(stray.decode('utf-8', 'replace').strip())} (one answer line per request; log to stderr)"
                )

    def legal_actions(self, player: str) -> list[str]:
        if "legal_actions" not in self.info.get("capabilities", []):
            raise NotSupported("the engine does not list legal actions (capability 'legal_actions')")
        return super().legal_actions(player)


_ENV_SETTING = re.compile(r"(?P<name>[A-Za-z_][A-Za-z0-9_]*)=(?P<value>.+)")  # a word env reads as a variable


def _resolve(argv: list[str], here: Path | None = None) -> list[str]:
    """The command as the engine process will run it (in a temporary working directory).

    A bare program name not on PATH is also looked for beside this Python (a virtualenv's
    ``bin/``), so ``constantinopolis serve`` works without activating the virtualenv; every
    word that names an existing file or folder relative to where verify runs (``my-engine.js``,
    ``./run.sh``, ``build/engine``) is made absolute, and so is each such path of a variable that ``env``
    sets (``env PYTHONPATH=build/bug:lib node ...``): relative, it was looked for in the engine's empty
    folder, and an engine copy under test silently imported the installed reference instead."""
    here = here or Path.cwd()
    out = list(argv)
    for i, word in enumerate(out):
        if word and not word.startswith("-") and not os.path.isabs(word) and (i > 0 or os.sep in word):
            if (here / word).exists():
                out[i] = os.path.normpath(here / word)  # not resolve(): a venv's python is a symlink
            elif i > 0 and (setting := _ENV_SETTING.fullmatch(word)):
                parts = setting["value"].split(os.pathsep)
                paths = [
                    os.path.normpath(here / p) if p and not os.path.isabs(p) and (here / p).exists() else p
                    for p in parts
                ]
                out[i] = f"{setting['name']}={os.pathsep.join(paths)}"
    if out and os.sep not in out[0] and shutil.which(out[0]) is None:
        sibling = Path(sys.executable).parent / out[0]
        if sibling.exists():
            out[0] = str(sibling)
    return out


def check_supported(info: dict[str, Any], situation: Situation) -> None:
    """Raise :class:`NotSupported` when the handshake says the engine cannot play ``situation``."""
    editions = info.get("editions")
    if isinstance(editions, list) and situation.edition not in editions:
        raise NotSupported(f"edition {situation.edition} (the engine plays {', '.join(editions) or 'none'})")
    supported = info.get("options")
    if not isinstance(supported, dict):
        return
    for name, value in situation.resolved_options().items():
        values = supported.get(name)
        if values is None or (isinstance(values, list) and value not in values):
            raise NotSupported(f"rule option {name}={value!r}")


def close_driver(driver: Any) -> None:
    """End what ``driver`` holds, if it has a ``close``: a protocol engine's process is told to quit, its
    process group (a wrapper's children too) is killed and its working folder removed.  Every command that
    gets drivers from :func:`load_driver` calls it on the shared driver once done, so that no engine, and
    nothing an engine started, outlives the command."""
    close = getattr(driver, "close", None)
    if callable(close):
        close()


# ----------------------------------------------------------------- engine specs
def load_driver(
    spec: str | None, timeout: float = DEFAULT_STEP_TIMEOUT, startup_timeout: float = DEFAULT_STARTUP_TIMEOUT
) -> Callable[[], Driver]:
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
    shared = ProcessDriver(spec, timeout, startup_timeout)  # one process serves every scenario in turn
    try:
        shared.launch()  # the handshake checks the spec; the process then serves the first scenario
    except EngineFailure as exc:
        shared.close()
        raise EngineSpecError(f"--engine {spec!r}: the handshake failed: {exc}") from None
    return lambda: shared


def hello_differs(first: dict[str, Any], other: dict[str, Any]) -> str:
    """The problem of an engine whose processes do not all answer ``hello`` alike (the report describes the first
    answer; a scenario is played by whichever process runs then)."""
    keys = sorted(k for k in first.keys() | other.keys() if first.get(k) != other.get(k))
    said = ", ".join(f"{k} {short(other.get(k), 80)} (first: {short(first.get(k), 80)})" for k in keys)
    return f"the engine's processes do not all answer 'hello' alike: {said}; the report describes the first answer"


def describe(driver: Any) -> dict[str, Any]:
    """What the report says about the engine: its handshake, or the Python class."""
    if isinstance(driver, ProcessDriver):
        if not driver.info:
            try:
                driver.launch()
            except EngineFailure as exc:
                return {"spec": driver.command, "problem": str(exc)}
        info = driver.info
        return {
            "spec": driver.command,  # the command as given, whatever the engine claims
            **{k: v for k, v in info.get("engine", {}).items() if k in ("name", "version")},
            "protocol": info.get("protocol"),
            "editions": info.get("editions"),
            "capabilities": info.get("capabilities", []),
        }
    spec = {"spec": f"{type(driver).__module__}:{type(driver).__name__}", "name": type(driver).__name__}
    if isinstance(driver, ProtocolDriver):  # in-process, but it answers the handshake too
        info = driver.request({"type": "hello", "protocol": PROTOCOL_VERSION})
        return {**spec, **info.get("engine", {}), "protocol": info.get("protocol")}
    return spec
