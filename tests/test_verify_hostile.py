"""verify holds up against an engine that misbehaves in any way: the report is complete, only the
scenarios where the engine misbehaved err (with a true reason), memory stays bounded and no process
of the engine is left running.

Each kind of ``tests/hostile_engines/hostile.py`` is verified on the English book's scenarios that
``-k "trade or auction"`` selects: the two that act a Free Trade (where most kinds misbehave) and
twenty others that do not (which must keep the reference's result); ``hostile_engines/check.py``
says what is wrong with each outcome.  ``.ci/run`` runs the same check on the whole English book.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from helpers_verify import ROOT
from hostile_engines.check import EXPECT, HOSTILE, Outcome, problems, run_all

KEYWORD = "trade or auction"


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Outcome]:
    return run_all(list(EXPECT), tmp_path_factory.mktemp("hostile"), keyword=KEYWORD)


def test_the_hostile_engines_cover_every_kind() -> None:
    listed = subprocess.run([sys.executable, str(HOSTILE), "?"], capture_output=True, text=True).stderr
    kinds = set(listed.split("kinds: ")[1].strip().split(", "))
    assert kinds - {"hello_editions_en"} == set(EXPECT), "every kind of hostile.py has its expectation"


# The runs of the 30 engines take a minute of CPU: they are slow tests (pytest -m slow, run by .ci/run, which also
# runs hostile_engines/check.py on the whole English book; docs/tag-conventions.md).
@pytest.mark.slow
@pytest.mark.parametrize("kind", list(EXPECT))
def test_a_hostile_engine_errs_only_its_own_scenarios(kind: str, outcomes: dict[str, Outcome]) -> None:
    found = problems(kind, outcomes[kind], outcomes["reference"])
    assert not found, "\n".join(found)


@pytest.mark.slow
def test_the_engine_runs_in_a_fresh_directory_of_its_own(outcomes: dict[str, Outcome]) -> None:
    run = outcomes["write_cwd"]
    folders = set(run.pids.values())
    assert len(folders) == len(run.pids), "each engine process had a directory of its own"
    assert all(Path(d).name.startswith("constantinopolis-engine-") for d in folders), folders
    assert not (ROOT / "written-by-the-engine.txt").exists()


@pytest.mark.slow  # an end-to-end run of seconds: .ci/run's slow step (pytest -m slow)
def test_a_grandchild_holding_stderr_never_reads_the_next_engines_pipe(tmp_path: Path) -> None:
    """An engine that leaves a process of its own session writing to its stderr, then exits: once the harness
    has stopped it, the descriptor its stderr had is reused by the next pipe opened, which the harness must
    not go on reading (it took the next engine's answer to 'hello', and an unrelated scenario erred)."""
    import os
    import time

    from constantinopolis.suite.verify.process import EngineProcess

    script = tmp_path / "engine.py"
    script.write_text(
        "import subprocess, sys, os\n"
        "subprocess.Popen([sys.executable, '-c', 'import sys, time\\nfor _ in range(100):\\n"
        '    sys.stderr.write("hi\\\\n"); sys.stderr.flush(); time.sleep(0.05)\'],\n'
        "    stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, start_new_session=True)\n"
        "os._exit(3)\n",
        encoding="utf-8",
    )
    engine = EngineProcess([sys.executable, str(script)])
    time.sleep(0.5)  # the grandchild writes
    engine.stop()
    assert not engine.tail.is_alive()  # it stopped reading, and closed the descriptor itself
    read_end, write_end = os.pipe()  # the lowest free descriptors: the old stderr's among them
    try:
        os.write(write_end, b"an answer\n")
        time.sleep(0.3)  # long enough for a stray reader to take it
        os.set_blocking(read_end, False)
        assert os.read(read_end, 100) == b"an answer\n"
    finally:
        os.close(read_end)
        os.close(write_end)


def test_a_handshake_naming_made_up_editions_costs_one_problem_not_every_scenario() -> None:
    """An engine's hello listing 150,000 made-up editions: each scenario it does not play quoted them all (1.3 MB
    each, a report of gigabytes over a book).  Only the books' codes are kept; the rest is one problem."""
    from constantinopolis.suite.verify.untrusted import MAX_CAPABILITIES, check_hello

    made_up = [f"x{i:06}" for i in range(150_000)]
    info, problems = check_hello(
        {"protocol": 1, "editions": ["en", *made_up, "en"], "capabilities": ["legal_actions", *made_up]}
    )
    assert info["editions"] == ["en"]
    assert len(info["capabilities"]) == MAX_CAPABILITIES and info["capabilities"][0] == "legal_actions"
    assert len(problems) == 2 and all(len(p) < 400 for p in problems)
    assert problems[0].startswith('hello: "editions" names 150000 that are no book (x000000, x000001')


@pytest.mark.slow  # an end-to-end run of seconds: .ci/run's slow step (pytest -m slow)
def test_an_engine_that_cannot_start_again_is_not_waited_for_at_every_scenario(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An engine whose restarts all hang (a stale lock file) cost the start-up timeout at every later scenario:
    hours over a book at 30 s each.  After three failed starts in a row, a later start starts no process and
    fails at once, saying why the last one failed."""
    from constantinopolis.suite.verify import driver as driver_module
    from constantinopolis.suite.verify.driver import MAX_FAILED_STARTS, EngineFailure, ProcessDriver

    started: list[object] = []
    process = driver_module.EngineProcess

    def counted(argv: list[str]) -> object:
        started.append(argv)
        return process(argv)

    monkeypatch.setattr(driver_module, "EngineProcess", counted)
    driver = ProcessDriver(f"{sys.executable} -c 'import time; time.sleep(60)'", startup_timeout=0.3)
    for _ in range(MAX_FAILED_STARTS):
        with pytest.raises(EngineFailure, match="no answer to 'hello'"):
            driver.launch()
    assert len(started) == MAX_FAILED_STARTS
    with pytest.raises(EngineFailure) as caught:
        driver.launch()
    assert len(started) == MAX_FAILED_STARTS  # no process started, no timeout waited
    message = str(caught.value)
    assert message.startswith(f"not started again: its last {MAX_FAILED_STARTS} starts failed, the last with:")
    assert "no answer to 'hello'" in message


def test_an_answer_after_a_byte_order_mark_is_named_so() -> None:
    """A byte-order mark is invisible when the line is quoted: the message says what it is."""
    from constantinopolis.suite.verify.untrusted import MalformedAnswer, parse_answer

    with pytest.raises(MalformedAnswer, match=r"a byte-order mark \(U\+FEFF\) before the answer"):
        parse_answer('\ufeff{"type": "hello", "protocol": 1}\n'.encode())


@pytest.mark.parametrize(("given", "shown"), [("true", "true"), ("1.0", "1.0"), ('"1"', '"1"')])
def test_an_answer_id_is_the_same_integer(tmp_path: Path, given: str, shown: str) -> None:
    """id true or 1.0 equals 1 in Python, not in the protocol; a quoted "1" is shown with its quotes."""
    from constantinopolis.suite.verify.driver import EngineFailure, ProcessDriver

    script = tmp_path / "engine.py"
    script.write_text(
        "import sys\n"
        "for line in sys.stdin:\n"
        f'    sys.stdout.write(\'{{"type": "hello", "protocol": 1, "id": {given}}}\\n\')\n'
        "    sys.stdout.flush()\n",
        encoding="utf-8",
    )
    driver = ProcessDriver(f"{sys.executable} {script}", startup_timeout=10)
    with pytest.raises(EngineFailure) as caught:
        driver.launch()
    assert f"(id 1) with an answer for id {shown}:" in str(caught.value)


@pytest.mark.parametrize(("length", "read"), [(10, True), (11, False)])
def test_an_answer_line_one_byte_over_the_limit_is_refused_even_in_one_read(length: int, read: bool) -> None:
    """docs/protocol.md: an answer line is at most 2 MiB (here a limit of 10 bytes).  A line of the limit and its
    newline, arriving in one read, was taken even one byte over it."""
    from constantinopolis.suite.verify.process import EngineDown, EngineProcess

    code = f"import sys, time; sys.stdout.write('x' * {length} + '\\n'); sys.stdout.flush(); time.sleep(5)"
    engine = EngineProcess([sys.executable, "-c", code])
    try:
        time.sleep(0.3)  # the whole line written before it is read
        if read:
            assert engine.read_line(time.monotonic() + 5, "test", 5, limit=10) == b"x" * 10
        else:
            with pytest.raises(EngineDown, match="longer than 10 bytes to the test request"):
                engine.read_line(time.monotonic() + 5, "test", 5, limit=10)
    finally:
        engine.stop()


def test_a_script_whose_interpreter_is_not_there_is_named_so(tmp_path: Path) -> None:
    """The system says "No such file or directory" of a script that is there when its ``#!`` names a missing
    interpreter: the message says which."""
    from constantinopolis.suite.verify.process import EngineDown, EngineProcess

    script = tmp_path / "engine.sh"
    script.write_text("#!/no/such/interpreter\n", encoding="utf-8")
    script.chmod(0o755)
    with pytest.raises(EngineDown) as info:
        EngineProcess([str(script)])
    assert str(info.value) == (
        f"No such file or directory: {script} exists, but its first line names an interpreter that is not there "
        "(#!/no/such/interpreter)"
    )
    with pytest.raises(EngineDown, match=r"^No such file or directory$"):
        EngineProcess([str(tmp_path / "missing.sh")])


def test_an_engine_a_signal_ended_is_said_so() -> None:
    """Python's negative return code is a signal: an author of a C or Node engine would not read 'code -9'."""
    from constantinopolis.suite.verify.process import exited

    assert exited(3) == "the engine exited (code 3)"
    assert exited(-9) == "the engine was killed by signal 9 (SIGKILL)"
    assert exited(-11) == "the engine was killed by signal 11 (SIGSEGV)"
    assert exited(-200) == "the engine was killed by signal 200"
