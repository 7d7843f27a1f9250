"""A hostile engine: the reference engine, misbehaving in one way (``python hostile.py KIND``).

It speaks ``docs/protocol.md`` as ``constantinopolis serve`` does, answering from the
reference's :class:`~constantinopolis.suite.protocol.Session` in-process, except for one
misbehaviour, KIND (see :data:`KINDS`).  Most kinds misbehave on every ``act`` of a Free
Trade (``trade``), which only a few scenarios send; the ``hello_*`` kinds misbehave in the
handshake of every process.

For the tests (``tests/test_verify_hostile.py``), when the environment variable
``HOSTILE_PIDS`` names a folder, each process writes there a file named after its pid
holding its working directory, and so does every child it starts: the test then checks
that none of them is still running and that every working directory was removed.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from constantinopolis.suite.protocol import Session

OUT = sys.stdout.buffer
Answer = dict[str, Any]


def send(data: bytes) -> None:
    OUT.write(data)
    OUT.flush()


def line(answer: Any, **dumps: Any) -> bytes:
    return json.dumps(answer, **dumps).encode() + b"\n"


def note_pid(pid: int | None = None) -> None:
    folder = os.environ.get("HOSTILE_PIDS")
    if folder:
        Path(folder, str(pid or os.getpid())).write_text(os.getcwd(), encoding="utf-8")


def sleep_forever() -> None:
    while True:
        time.sleep(1)


# ----------------------------------------------------------------------------- misbehaviours on a trade
# Each gets the request and the reference's answer, and does whatever it does instead of sending it.
def log_line(request: Any, answer: Answer) -> None:
    send(line({"level": "debug", "msg": "trading", "at": time.time()}) + line(answer))


def log_text(request: Any, answer: Answer) -> None:
    send(b"DEBUG trade: checking the contracts\n" + line(answer))


def answer_twice(request: Any, answer: Answer) -> None:
    send(line(answer) + line(answer))


def answer_twice_later(request: Any, answer: Answer) -> None:
    send(line(answer))
    time.sleep(0.05)
    send(line(answer))


def wrong_id(request: Any, answer: Answer) -> None:
    send(line({**answer, "id": int(request.get("id", 0)) + 100}))


def stop_reading(request: Any, answer: Answer) -> None:
    """Never reads stdin again, and keeps printing on stdout and stderr."""
    send(line(answer))
    while True:
        send(b"still busy with the trade\n")
        sys.stderr.write("busy\n")
        time.sleep(0.001)


def surrogate(request: Any, answer: Answer) -> None:
    send(b'{"type": "error", "message": "lone surrogate \\ud800 here"}\n')


def surrogate_refusal(request: Any, answer: Answer) -> None:
    send(b'{"type": "refused", "code": "free\\udfff", "message": "no \\ud800"}\n')


def escapes(request: Any, answer: Answer) -> None:
    fake = "\x1b[2J\x1b[H\x1b[32mverified: every item passes\x1b[0m\r\u202eevil\u2028"
    send(line({"type": "error", "message": fake}))


def stderr_flood(request: Any, answer: Answer) -> None:
    chunk = b"x" * (1 << 20)
    for _ in range(32):
        sys.stderr.buffer.write(chunk)
    sys.stderr.buffer.flush()
    os._exit(3)


def huge_line(request: Any, answer: Answer) -> None:
    send(b'{"type": "applied", "pad": "' + b"a" * (100 * 10**6) + b'"}\n')


def deep_nesting(request: Any, answer: Answer) -> None:
    send(b'{"type": "applied", "deep": ' + b"[" * 100_000 + b"]" * 100_000 + b"}\n")


def big_int(request: Any, answer: Answer) -> None:
    send(b'{"type": "applied", "n": ' + b"7" * 5000 + b"}\n")


def nan_answer(request: Any, answer: Answer) -> None:
    send(b'{"type": "applied", "x": NaN}\n')


def overflow(request: Any, answer: Answer) -> None:
    send(b'{"type": "applied", "x": 1e999}\n')


def not_utf8(request: Any, answer: Answer) -> None:
    send(b'{"type": "applied", "x": "\xff\xfe"}\n')


def empty_line(request: Any, answer: Answer) -> None:
    send(b"\n" + line(answer))


def close_stdout(request: Any, answer: Answer) -> None:
    OUT.close()
    os.close(1)
    sleep_forever()


def orphan_child(request: Any, answer: Answer) -> None:
    """A child inherits stdout and sleeps; the engine itself exits 3."""
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)"])
    note_pid(child.pid)
    os._exit(3)


def exit_zero(request: Any, answer: Answer) -> None:
    os._exit(0)


def exit_after_answer(request: Any, answer: Answer) -> None:
    """Answers, then exits before the next request of the same scenario."""
    send(line(answer))
    os._exit(0)


def hang(request: Any, answer: Answer) -> None:
    sleep_forever()


def slow_bytes(request: Any, answer: Answer) -> None:
    """Not a misbehaviour: the answer arrives a few bytes at a time (must pass)."""
    data = line(answer)
    for i in range(0, len(data), 3):
        send(data[i : i + 3])
        time.sleep(0.001)


def crlf(request: Any, answer: Answer) -> None:
    """Not a misbehaviour: a CRLF line end (must pass)."""
    send(line(answer)[:-1] + b"\r\n")


def huge_refusal(request: Any, answer: Answer) -> None:
    """A refusal whose code is 1.5 MB (within the 2 MiB line): quoted in the report, never whole."""
    send(line({"type": "refused", "code": "x" * 1_500_000, "message": "no"}))


def killed(request: Any, answer: Answer) -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def flood_stdout(request: Any, answer: Answer) -> None:
    send(b"progress...\n" * 200_000 + line(answer))


ON_TRADE: dict[str, Callable[[Any, Answer], None]] = {
    f.__name__: f
    for f in (
        log_line,
        log_text,
        answer_twice,
        answer_twice_later,
        wrong_id,
        stop_reading,
        surrogate,
        surrogate_refusal,
        escapes,
        stderr_flood,
        huge_line,
        deep_nesting,
        big_int,
        nan_answer,
        overflow,
        not_utf8,
        empty_line,
        close_stdout,
        orphan_child,
        exit_zero,
        exit_after_answer,
        hang,
        slow_bytes,
        crlf,
        flood_stdout,
        huge_refusal,
        killed,
    )
}

# ----------------------------------------------------------------------------- misbehaviours in hello
ON_HELLO: dict[str, Callable[[Answer], Answer]] = {
    "hello_engine_string": lambda hello: {**hello, "engine": "x"},
    "hello_capabilities_int": lambda hello: {**hello, "capabilities": 1},
    "hello_spec_claim": lambda hello: {**hello, "engine": {**hello["engine"], "spec": "constantinopolis serve"}},
    "hello_editions_en": lambda hello: {**hello, "editions": ["en"]},
    # every process but the first (the pid files HOSTILE_PIDS holds) gives another version
    "hello_changes": lambda hello: (
        {**hello, "engine": {**hello["engine"], "version": "changed"}}
        if len(os.listdir(os.environ["HOSTILE_PIDS"])) > 1
        else hello
    ),
}

# ----------------------------------------------------------------------------- elsewhere
OTHER = {"write_cwd", "nan_view", "unsafe_view", "close_stdin_between", "late_answer"}
# unsafe_view: after a refused trade, a view key and value of terminal escapes, bidirectional overrides, a line
# separator, a lone surrogate and HTML: the harness's check that the refusal changed nothing quotes them
UNSAFE_KEY = "\x1b[2J\x1b[31mEVIL\ud800\u202e</script>"
UNSAFE_VALUE = "\x1b]0;pwn\x07</script><img src=x onerror=alert(6)>\udfff\u2028"
# late_answer: answers a trade once, in time, and again just before its answer to the next scenario's start
# close_stdin_between: answers the view that ends the refused trade's scenario, closes its stdin and runs on
KINDS = sorted({*ON_TRADE, *ON_HELLO, *OTHER})


def is_trade(request: Any) -> bool:
    action = request.get("action") if isinstance(request, dict) else None
    return (
        isinstance(request, dict)
        and request.get("type") == "act"
        and isinstance(action, dict)
        and (action.get("type") == "trade")
    )


def main(kind: str) -> None:
    note_pid()
    session = Session()
    traded = refused = False
    late = b""
    for raw in sys.stdin.buffer:
        request = json.loads(raw)
        answer = session.handle(request)
        if isinstance(request, dict) and "id" in request:
            answer = {**answer, "id": request["id"]}
        if request.get("type") == "hello":
            if kind in ON_HELLO:
                answer = ON_HELLO[kind](answer)
            if kind == "write_cwd":
                Path("written-by-the-engine.txt").write_text("the engine's working directory\n", encoding="utf-8")
        if kind in ON_TRADE and is_trade(request):
            ON_TRADE[kind](request, answer)
            continue
        if kind == "late_answer" and is_trade(request):
            late = line(answer)
        if kind == "late_answer" and request.get("type") == "start" and late:
            send(late)
            late = b""
        traded = traded or is_trade(request)
        if kind == "nan_view" and traded and answer.get("type") == "view":
            send(line({**answer, "view": {**answer["view"], "nan": float("nan")}}))
            continue
        if request.get("type") != "view":  # the views that follow a refused trade, until the next other request
            refused = is_trade(request) and answer.get("type") == "refused"
        if kind == "unsafe_view" and refused and answer.get("type") == "view":
            send(line({**answer, "view": {**answer["view"], UNSAFE_KEY: UNSAFE_VALUE}}))
            continue
        if kind == "close_stdin_between" and refused and answer.get("type") == "view":
            send(line(answer))
            os.close(0)
            sleep_forever()
        send(line(answer))
        if answer.get("type") == "bye":
            return


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in KINDS:
        sys.exit(f"usage: hostile.py KIND; kinds: {', '.join(KINDS)}")
    main(sys.argv[1])
