"""A partial engine is verified fairly: what it supports is judged, the rest is not supported.

``tests/partial_engines/auction_only.py`` plays the English edition's Public Office auction only:
its handshake says ``editions: ["en"]`` and lists no capability, and it answers ``unsupported`` to
any action beyond the auction.  ``verify --partial`` passes it (exit 0) with the auction's items
passing and the rest not supported; without ``--partial`` the same run exits 1.  An engine that
plays only ``en`` keeps its English items' results, although ``features/en/editions.feature``
replays English scenarios under the other presets.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from helpers_verify import ROOT, Verified, start_cli, start_verify

AUCTION_ONLY = shlex.join([sys.executable, str(ROOT / "tests" / "partial_engines" / "auction_only.py")])
EN_ONLY = shlex.join([sys.executable, str(ROOT / "tests" / "hostile_engines" / "hostile.py"), "hello_editions_en"])


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Verified]:
    base: Path = tmp_path_factory.mktemp("partial")
    started = {
        "partial": start_cli(base, "--engine", AUCTION_ONLY, "--books", "en", "--partial"),
        "whole": start_cli(base, "--engine", AUCTION_ONLY, "--books", "en"),
        "en-only": start_verify(base, engine=EN_ONLY, books=["en"]),
    }
    return {name: run.result() for name, run in started.items()}


# Three runs of the English book: slow tests, run by .ci/run (pytest -m slow), beside its own verify --partial
# step (docs/tag-conventions.md).
@pytest.mark.slow
def test_with_partial_an_auction_only_engine_exits_0_and_its_auction_items_pass(runs: dict[str, Verified]) -> None:
    partial = runs["partial"]
    assert partial.exit_code == 0, partial.stdout[-3000:]
    results = partial.item_results()
    assert len(results) == partial.report["summary"]["items"] == 148  # 110 of the book, 5 games, 33 rulings
    assert not partial.failing(), partial.failing()
    passing = {i for i, r in results.items() if r == "pass"}
    assert {"en-ex-01", "en-rule-auction.vacant-office-costs-2", "en-rule-auction.wall-raise-3"} <= passing
    assert all(r in ("pass", "not-supported") for r in results.values())
    summary = partial.report["summary"]
    assert summary["supported_items"] == len(passing) and summary["not-supported"] == 148 - len(passing)
    line = (
        f"partial engine: {len(passing)} of 148 items supported "
        f"({summary['supported_scenarios']} of {summary['scenarios']} scenarios); all of them pass"
    )
    assert line in partial.stdout
    assert "verified (partial): every supported item passes" in partial.stdout
    assert partial.report["partial"] is True


@pytest.mark.slow
def test_a_not_supported_scenario_names_the_request_and_the_engines_message(runs: dict[str, Verified]) -> None:
    scenarios = runs["partial"].scenarios()
    buy = scenarios[("features/en/construction.feature", 17)]  # No player may own more than one Hospitium
    assert buy["result"] == "not-supported"
    assert buy["failed_step"] is None
    assert buy["message"].startswith('not supported by the engine: act {"type": "build"')
    assert "this engine plays the auction only, not 'build'" in buy["message"]
    assert buy["message"].endswith("the scenario stopped at: When Greg buys the Hospitium (line 31)")
    es = [s for s in scenarios.values() if s["edition"] != "en"]
    assert es and all(s["result"] == "not-supported" for s in es)
    assert all("edition " in s["message"] and "(the engine plays en)" in s["message"] for s in es)


@pytest.mark.slow
def test_without_partial_the_same_engine_exits_1(runs: dict[str, Verified]) -> None:
    whole = runs["whole"]
    assert whole.exit_code == 1
    assert whole.item_results() == runs["partial"].item_results()
    assert "verified: NOT every item passes" in whole.stdout


@pytest.mark.slow
def test_editions_an_engine_does_not_play_never_lower_its_items(runs: dict[str, Verified]) -> None:
    en_only = runs["en-only"]
    assert en_only.exit_code == 0, [i for i, r in en_only.item_results().items() if r != "pass"]
    item = en_only.items()["en-rule-auction.wall-raise-3"]
    assert item["result"] == "pass"
    assert item["editions"]["en"] == "pass"
    assert {ed for ed, r in item["editions"].items() if r == "not-supported"} == set(item["editions"]) - {"en"}
    assert en_only.report["engine"]["editions"] == ["en"]
