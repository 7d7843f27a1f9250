"""An engine program under the harness's control: started, fed, read and stopped within bounds.

:class:`EngineProcess` runs one engine command:

- in its own process group (a new session) and a fresh, empty temporary working
  directory, removed when the process is stopped; stopping kills the whole group, so a
  wrapper script's children do not outlive it;
- writing to its stdin without blocking, within a deadline (an engine that stops reading
  cannot hang the harness);
- reading its stdout one line at a time, within a deadline and a size limit, in linear
  time;
- keeping only the last :data:`STDERR_TAIL_BYTES` of its stderr, read by a thread (an
  engine that floods stderr costs neither memory nor a blocked pipe).

Every problem is an :class:`EngineDown` whose message says what the engine did.
"""

from __future__ import annotations

import contextlib
import os
import select
import selectors
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Sequence
from typing import IO

from .untrusted import clean

MAX_ANSWER_BYTES = 2 * 2**20  # one answer line: 2 MiB (a real view is some tens of kB)
STDERR_TAIL_BYTES = 64 * 1024
STDERR_LINES = 5  # how many of the last stderr lines a failure quotes
STDERR_LINE_CHARS = 300
POLL_S = 0.05  # how often a wait looks at whether the engine has exited
STDERR_POLL = 0.1  # how often the stderr thread looks whether it is to stop reading
EXIT_GRACE_S = 0.5  # after the engine exited, how long a child still holding stdout may take to finish


class EngineDown(Exception):
    """The engine cannot go on (exited, hung, closed a stream, printed too much); the message says which."""


class StderrTail(threading.Thread):
    """Drains a stream into a bounded buffer that keeps only its end.

    The thread owns the stream: it alone closes it, once it has stopped reading (the end of the stream, or
    :meth:`finish`).  A descriptor closed by another thread while this one may still read it would be reused
    by the next engine's pipe, and read here: a grandchild of a stopped engine that keeps stderr open
    would take the next engine's answers."""

    def __init__(self, stream: IO[bytes], limit: int = STDERR_TAIL_BYTES) -> None:
        super().__init__(daemon=True, name="engine-stderr")
        self.stream = stream
        self.fd = stream.fileno()
        self.limit = limit
        self.data = bytearray()
        self.total = 0
        self.lock = threading.Lock()
        self.finished = threading.Event()

    def finish(self, timeout: float = 1.0) -> None:
        """Stop reading (what a process that outlives the engine writes is not read), and wait for the thread,
        which then closes the stream."""
        self.finished.set()
        self.join(timeout=timeout)

    def run(self) -> None:
        try:
            self._drain()
        finally:
            with contextlib.suppress(OSError):
                self.stream.close()

    def _drain(self) -> None:
        os.set_blocking(self.fd, False)
        with selectors.DefaultSelector() as sel:
            sel.register(self.fd, selectors.EVENT_READ)
            while not self.finished.is_set():
                if not sel.select(STDERR_POLL):
                    continue
                try:
                    chunk = os.read(self.fd, 65536)
                except BlockingIOError:
                    continue
                except OSError:
                    return
                if not chunk:
                    return
                self._keep(chunk)

    def _keep(self, chunk: bytes) -> None:
        with self.lock:
            self.total += len(chunk)
            self.data += chunk
            if len(self.data) > self.limit:
                del self.data[: len(self.data) - self.limit]

    def last_lines(self, count: int = STDERR_LINES) -> list[str]:
        with self.lock:
            data = bytes(self.data)
        lines = [line.strip() for line in data.decode("utf-8", "replace").splitlines() if line.strip()]
        out = []
        for line in lines[-count:]:
            line = clean(line, newlines=False)
            out.append(line if len(line) <= STDERR_LINE_CHARS else line[:STDERR_LINE_CHARS] + "...")
        return out


def exited(code: int | None) -> str:
    """How an engine's end is said: ``the engine exited (code 3)``, or, for a process a signal ended (Python's
    negative return code), ``the engine was killed by signal 9 (SIGKILL)``: an author of a C or Node engine would
    not read ``code -9`` so."""
    if code is not None and code < 0:
        try:
            name = f" ({signal.Signals(-code).name})"
        except ValueError:
            name = ""
        return f"the engine was killed by signal {-code}{name}"
    return f"the engine exited (code {code})"


def _not_started(argv: list[str], exc: Exception) -> str:
    """Why the command could not start: the system's words, and for a script that exists but whose ``#!`` line
    names no interpreter, that line (the system says "No such file or directory" of a file that is there)."""
    why = str(getattr(exc, "strerror", None) or exc)
    if isinstance(exc, FileNotFoundError) and argv and os.path.isfile(argv[0]):
        with contextlib.suppress(OSError), open(argv[0], "rb") as script:
            first = script.readline(200).decode("utf-8", "replace").strip()
            if first.startswith("#!"):
                return f"{why}: {argv[0]} exists, but its first line names an interpreter that is not there ({first})"
    return why


class EngineProcess:
    """One run of an engine command (see the module's docstring)."""

    def __init__(self, argv: Sequence[str]) -> None:
        self.workdir = tempfile.mkdtemp(prefix="constantinopolis-engine-")
        try:
            self.proc = subprocess.Popen(
                list(argv),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
                cwd=self.workdir,
                start_new_session=True,
            )
        except (OSError, ValueError) as exc:
            shutil.rmtree(self.workdir, ignore_errors=True)
            raise EngineDown(_not_started(list(argv), exc)) from None
        assert self.proc.stdin is not None and self.proc.stdout is not None and self.proc.stderr is not None
        self.stdin = self.proc.stdin.fileno()
        self.stdout = self.proc.stdout.fileno()
        os.set_blocking(self.stdin, False)
        self.buffer = bytearray()
        self.scanned = 0  # how much of the buffer is known to hold no newline
        self.stdout_closed = False
        self.tail = StderrTail(self.proc.stderr)
        self.tail.start()
        self.stopped = False

    # -- state
    def exit_code(self) -> int | None:
        return self.proc.poll()

    def alive(self) -> bool:
        return not self.stopped and self.proc.poll() is None

    def input_closed(self) -> bool:
        """Whether the engine has closed its standard input (the pipe's read end), asked without writing: a pipe
        whose reader is gone polls as an error (Linux, macOS)."""
        poller = select.poll()
        poller.register(self.stdin, select.POLLOUT)
        return any(event & select.POLLERR for _, event in poller.poll(0))

    def stderr_tail(self) -> str:
        lines = self.tail.last_lines()
        return " | stderr: " + " / ".join(lines) if lines else ""

    # -- writing
    def write(self, data: bytes, deadline: float, what: str, allowed: float) -> None:
        """Write ``data`` to stdin by ``deadline``; raise :class:`EngineDown` if it cannot."""
        view = memoryview(data)
        with selectors.DefaultSelector() as sel:
            sel.register(self.stdin, selectors.EVENT_WRITE)
            while view:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise EngineDown(
                        f"did not read the {what} request within {allowed:g} s (it stopped reading its input;"
                        " the engine was stopped)"
                    )
                if not sel.select(min(left, POLL_S)):
                    self._check_exited(what, "before it read the request")
                    continue
                try:
                    written = os.write(self.stdin, view)
                except BlockingIOError:
                    continue
                except OSError:
                    code = self._settled_exit_code()
                    if code is None:
                        raise EngineDown(f"closed its standard input while still running ({what} request)") from None
                    raise EngineDown(f"{exited(code)} before it read the {what} request") from None
                view = view[written:]

    # -- reading
    def pending(self) -> bytes:
        """Whatever stdout holds now, without waiting (up to a limit): output nobody asked for."""
        with selectors.DefaultSelector() as sel:
            sel.register(self.stdout, selectors.EVENT_READ)
            while not self.stdout_closed and len(self.buffer) < 65536 and sel.select(0):
                chunk = os.read(self.stdout, 65536)
                if not chunk:
                    self.stdout_closed = True
                    break
                self.buffer += chunk
        return bytes(self.buffer)

    def discard(self) -> None:
        self.buffer.clear()
        self.scanned = 0

    def read_line(self, deadline: float, what: str, allowed: float, limit: int = MAX_ANSWER_BYTES) -> bytes:
        """The next line of stdout (without its newline), by ``deadline`` and at most ``limit`` bytes."""
        exited_at: float | None = None
        with selectors.DefaultSelector() as sel:
            sel.register(self.stdout, selectors.EVENT_READ)
            while True:
                end = self.buffer.find(b"\n", self.scanned)
                if end > limit:  # the whole line came in one read: still one byte too many is too many
                    raise EngineDown(self._too_long(limit, what))
                if end >= 0:
                    line = bytes(self.buffer[:end])
                    del self.buffer[: end + 1]
                    self.scanned = 0
                    return line
                self.scanned = len(self.buffer)
                if len(self.buffer) > limit:
                    raise EngineDown(self._too_long(limit, what))
                if self.stdout_closed:
                    self._closed_stdout(what)
                now = time.monotonic()
                if now >= deadline:
                    raise EngineDown(f"no answer to {what} within {allowed:g} s (the engine was stopped)")
                if not sel.select(min(deadline - now, POLL_S)):
                    if self.proc.poll() is not None:  # exited, but a child may still hold stdout
                        exited_at = exited_at or now
                        if now - exited_at >= EXIT_GRACE_S:
                            raise EngineDown(f"{exited(self.proc.returncode)} while answering {what}")
                    continue
                chunk = os.read(self.stdout, min(1 << 20, limit + 2 - len(self.buffer)))
                if not chunk:
                    self.stdout_closed = True
                    continue
                self.buffer += chunk

    @staticmethod
    def _too_long(limit: int, what: str) -> str:
        return f"printed an answer line longer than {limit:,} bytes to the {what} request (stopped reading)"

    def _closed_stdout(self, what: str) -> None:
        code = self._settled_exit_code()
        if code is None:
            raise EngineDown(f"closed its standard output while still running (answering {what})")
        raise EngineDown(f"{exited(code)} while answering {what}")

    def _settled_exit_code(self) -> int | None:
        """The exit code, after a short wait for an engine that is exiting right now."""
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.proc.wait(timeout=EXIT_GRACE_S)
        return self.proc.poll()

    def _check_exited(self, what: str, when: str) -> None:
        code = self.proc.poll()
        if code is not None:
            raise EngineDown(f"{exited(code)} {when} ({what})")

    # -- stopping
    def stop(self, farewell: bytes | None = None, grace: float = 1.0) -> None:
        """End the engine: ``farewell`` (a ``quit``) if it still runs, then the whole process group is killed."""
        if self.stopped:
            return
        self.stopped = True
        if farewell is not None and self.proc.poll() is None:
            with contextlib.suppress(OSError):
                os.write(self.stdin, farewell)
            with contextlib.suppress(OSError):
                assert self.proc.stdin is not None
                self.proc.stdin.close()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.proc.wait(timeout=grace)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.proc.pid, signal.SIGKILL)  # the group: a wrapper's children too
        with contextlib.suppress(ProcessLookupError):
            self.proc.kill()
        self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout):
            with contextlib.suppress(OSError):
                if stream is not None:
                    stream.close()
        self.tail.finish()  # the thread closes stderr itself (StderrTail)
        shutil.rmtree(self.workdir, ignore_errors=True)
