"""An engine that crashes, hangs or prints garbage spoils only the scenario it does it in.

The engines of ``tests/faulty_engines/`` behave like the reference except on one kind of
request.  Verified against the Italian book (its scenarios and scenario files), exactly the
scenarios that send that request are ``error`` with the reason in their message; the
harness starts the engine again for the next scenario, so every other scenario has the
reference's result, and no result is lost.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pytest

from constantinopolis.suite.verify.driver import EngineFailure, NotSupported
from constantinopolis.suite.verify.judging import Mismatch
from constantinopolis.suite.verify.run import classify
from helpers_verify import REFERENCE, Run, describe_items, engine, selected, start_verify

BOOK = "it"
# The hanging engine's run: the engine hangs for sure (forever, until the harness stops it), so a short
# step timeout costs its length once, in that scenario, and the engine's other answers take milliseconds.
# The start-up handshake (at every restart, with four verify runs starting at once on a loaded machine)
# is bounded apart, and generously: 2 s for it too failed there.
STEP_TIMEOUT = 2.0
STARTUP_TIMEOUT = 60.0


@dataclass(frozen=True)
class Misbehaviour:
    files: tuple[str, ...]  # the feature files and golden games of the affected scenarios
    scenarios: int  # how many scenarios send the request
    items: frozenset[str]  # the items of those scenarios (none has another scenario)
    reason: str  # what each affected scenario's message says
    options: tuple[tuple[str, Any], ...] = ()


MISBEHAVING = {
    # Free Trade ('trade') is acted in the three scenarios of free_trade.feature only: the
    # example of a trade (it-ex-14), a trade refused without the variant (freetrade.disabled)
    # and the trades of the Accept Contracts Phase (freetrade.trade).
    "crash_on_trade": Misbehaviour(
        (f"features/{BOOK}/free_trade.feature",),
        3,
        frozenset({"it-ex-14", "it-rule-freetrade.disabled", "it-rule-freetrade.trade"}),
        "the engine exited (code 3) while answering 'act' | stderr: faulty engine: crashing on purpose",
    ),
    # Only the scenario of the sale wall (wall.sale) sells goods to the wall, and the golden game it-4p.
    "hang_on_wall_sale": Misbehaviour(
        (f"features/{BOOK}/commercial_buildings.feature", "scenarios/games/it-4p.game"),
        2,
        frozenset({"it-rule-wall.sale", "it-game-it-4p"}),
        f"no answer to 'act' within {STEP_TIMEOUT:g} s (the engine was stopped)",
        (("step_timeout", STEP_TIMEOUT), ("startup_timeout", STARTUP_TIMEOUT)),
    ),
    # Only the scenario of the swap wall (wall.swap) swaps a good with the wall, and the golden game it-2p.
    "garbage_on_wall_swap": Misbehaviour(
        (f"features/{BOOK}/commercial_buildings.feature", "scenarios/games/it-2p.game"),
        2,
        frozenset({"it-rule-wall.swap", "it-game-it-2p"}),
        "printed something that is not JSON: <html>Internal Server Error</html>",
    ),
}


@pytest.fixture(scope="module")
def runs(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Run]:
    """The reference's run and every selected misbehaving engine's, started together."""
    base: Path = tmp_path_factory.mktemp("isolation")
    started = {"reference": start_verify(base, engine=REFERENCE, books=[BOOK])}
    for name in selected(request, "name"):
        started[name] = start_verify(base, engine=engine(name), books=[BOOK], **dict(MISBEHAVING[name].options))
    return started


# Four runs of the Italian book: slow tests, run by .ci/run (pytest -m slow), beside its check of 36 hostile
# engines on the whole English book (docs/tag-conventions.md).
@pytest.mark.slow
@pytest.mark.parametrize("name", list(MISBEHAVING))
def test_a_misbehaving_engine_errs_only_the_scenarios_it_misbehaves_in(name: str, runs: dict[str, Run]) -> None:
    expected = MISBEHAVING[name]
    reference, verified = runs["reference"].result(), runs[name].result()
    assert reference.exit_code == 0 and not reference.failing()

    # no result is lost: the same scenarios and items as the reference's run
    assert verified.report["summary"]["scenarios"] == reference.report["summary"]["scenarios"]
    assert verified.scenarios().keys() == reference.scenarios().keys()
    assert verified.items().keys() == reference.items().keys()

    errored = {key: s for key, s in verified.scenarios().items() if s["result"] == "error"}
    assert len(errored) == expected.scenarios, describe_items(verified, verified.failing())
    for (file, _), scenario in errored.items():
        assert file in expected.files
        assert scenario["message"].startswith("engine failure: ")
        assert expected.reason in scenario["message"], scenario["message"]
        assert scenario["failed_step"] or file.endswith(".game"), scenario  # a game has no Gherkin step

    # the engine was started again: every other scenario has the reference's result
    results, before = verified.scenario_results(), reference.scenario_results()
    changed = {
        key: (before[key], results[key]) for key in results if key not in errored and results[key] != before[key]
    }
    assert not changed
    assert verified.failing() == expected.items
    assert {verified.item_results()[i] for i in expected.items} == {"error"}
    assert verified.exit_code == 1


# ----------------------------------------------------------------------------- classify
def _classify(error: BaseException | None, tags: list[str], passed: bool = False) -> tuple[str, Any, Any, Any]:
    """``classify`` of a scenario that raised ``error`` (stand-ins for pytest's call and report)."""
    call = SimpleNamespace(excinfo=SimpleNamespace(value=error) if error is not None else None)
    report = SimpleNamespace(passed=passed)
    meta = {"tags": tags, "unclear": "the book may mean either" if "unclear" in tags else None}
    return classify(cast(Any, call), cast(Any, report), meta)


@pytest.mark.parametrize("tags", [["rule"], ["clarification", "unclear"]], ids=["plain", "unclear"])
def test_an_engine_failure_is_an_error_even_where_the_rulebook_is_unclear(tags: list[str]) -> None:
    """A crash, hang or garbage says nothing about how the engine reads an unclear passage: it is
    an ``error`` in an ``@unclear`` scenario too (it used to be reported ``unclear``, hidden)."""
    result, message, _, _ = _classify(EngineFailure("no answer to 'act' within 1 s"), tags)
    assert (result, message) == ("error", "engine failure: no answer to 'act' within 1 s")
    result, message, _, _ = _classify(NotSupported("edition 'xx'"), tags)
    assert (result, message) == ("not-supported", "not supported by the engine: edition 'xx'")


def test_an_unclear_scenario_records_the_engines_reading() -> None:
    result, message, expected, got = _classify(Mismatch("fp: expected 3, got 2", 3, 2), ["unclear"])
    assert (result, expected, got) == ("unclear", 3, 2)
    assert message.startswith("unclear: the book may mean either (the engine fails this transcription")
    result, message, _, _ = _classify(None, ["unclear"], passed=False)  # a strict xfail that passed
    assert result == "unclear" and "the engine passes this transcription" in message
    assert _classify(Mismatch("fp", 3, 2), ["rule"])[0] == "fail"


def test_relative_paths_of_the_engine_command_are_taken_from_where_verify_runs(tmp_path: Path) -> None:
    """The engine runs in an empty folder of its own, so a relative path of its command is made absolute from
    where verify (or fuzz, replay, pytest) runs: a word that names a file or folder, and each path of a variable
    that ``env`` sets.  A relative ``env PYTHONPATH=copy python -m constantinopolis serve`` imported the installed
    reference instead of the copy under test, and fuzz found nothing (an engine author's finding)."""
    from constantinopolis.suite.verify.driver import _resolve

    (tmp_path / "bug").mkdir()
    (tmp_path / "engine.js").write_text("", encoding="utf-8")
    argv = ["env", "PYTHONPATH=bug:/abs/lib:missing", "LANG=C", "node", "engine.js", "--flag=x", "-v"]
    assert _resolve(argv, tmp_path) == [
        "env",
        f"PYTHONPATH={tmp_path / 'bug'}:/abs/lib:missing",
        "LANG=C",
        "node",
        str(tmp_path / "engine.js"),
        "--flag=x",
        "-v",
    ]
