"""``constantinopolis verify``'s exit status: 0 when every item passes, 1 when one does not,
2 (with one ``error:`` line) when it cannot run at all."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from constantinopolis.tools.cli import main
from helpers_verify import REFERENCE, ROOT, Run, engine, start_cli

BOOK = "it"


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Run]:
    base: Path = tmp_path_factory.mktemp("cli")
    return {
        "reference": start_cli(base, "--engine", REFERENCE, "--books", BOOK),
        "faulty": start_cli(base, "--engine", engine("vacant_office_costs_1"), "--books", BOOK),
    }


# The two runs verify the whole Italian book through an engine subprocess: slow tests, run by .ci/run (pytest -m slow),
# beside its main job (the reference through the protocol on the five books; docs/tag-conventions.md).  The fast
# suite keeps verify's command line on a selection (below) and a fault caught end to end (test_rule_sweep.py).
@pytest.mark.slow
def test_the_reference_passes(runs: dict[str, Run]) -> None:
    verified = runs["reference"].result()
    assert verified.exit_code == 0, verified.stdout + verified.stderr
    assert verified.stdout.rstrip().endswith("verified: every item passes")
    assert verified.report["summary"]["items"] == verified.report["summary"]["pass"] > 0
    assert verified.report["engine"]["spec"] == REFERENCE


@pytest.mark.slow
def test_a_faulty_engine_exits_1_and_names_the_item_and_its_rule(runs: dict[str, Run]) -> None:
    verified = runs["faulty"].result()
    assert verified.exit_code == 1, verified.stdout + verified.stderr
    assert verified.stdout.rstrip().endswith("verified: NOT every item passes")
    # the summary lists each failing item with its rules (a vacant office costs 1 gold, not 2)
    line = next(x for x in verified.stdout.splitlines() if "it-rule-auction.vacant-office-costs-2" in x)
    assert line.split() == ["FAIL", "it-rule-auction.vacant-office-costs-2", "[it]", "rules:", *line.split()[4:]]
    assert "auction.vacant-office-costs-2" in line.split("rules:")[1]
    # every auction of the Italian golden games takes a vacant office: their replays differ too
    games = {"it-game-it-2p", "it-game-it-3p", "it-game-it-4p", "it-game-it-3p-auction-refusals"}
    assert verified.failing() == {"it-ex-06", "it-ex-07", "it-ex-08", "it-rule-auction.vacant-office-costs-2"} | games


@pytest.mark.parametrize(
    ("args", "error"),
    [
        (
            ["--engine", "/nonexistent/engine"],
            "error: --engine '/nonexistent/engine': the handshake failed: cannot run",
        ),
        (["--engine", "nosuchmodule:Driver"], "error: --engine nosuchmodule:Driver: cannot import module"),
        (["--refusals", "mapped"], "error: --refusals mapped needs --refusal-map FILE"),
    ],
)
def test_a_bad_engine_spec_exits_2_with_one_error_line(
    args: list[str], error: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)  # in-process: the console script is the same main() (tests/test_cli_entry.py)
    assert main(["verify", "--books", BOOK, *args]) == 2
    out, err = capsys.readouterr()
    lines = [x for x in err.splitlines() if x.strip()]
    assert len(lines) == 1 and lines[0].startswith(error), err
    assert out == ""


@pytest.mark.slow  # an end-to-end run of seconds: .ci/run's slow step (pytest -m slow)
def test_the_summary_lists_only_this_runs_files_and_a_log_gets_no_progress(tmp_path: Path) -> None:
    """An earlier run's files in the report folder are not listed as written (junit-fr.xml of an --edition fr
    run); progress lines (\\r) are for a terminal only, so stderr written to a file holds none; -k selects."""
    out = tmp_path / "report"
    out.mkdir()
    for stale in ("junit-fr.xml", "cucumber-fr.json", "junit.xml"):
        (out / stale).write_text("from an earlier run", encoding="utf-8")
    cli = str(Path(sys.executable).parent / "constantinopolis")
    with open(tmp_path / "stderr.log", "w", encoding="utf-8") as log:
        proc = subprocess.run(
            [cli, "verify", "--books", "en", "-k", "auction", "--report", str(out)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=log,
            text=True,
            timeout=300,
        )
    assert proc.returncode == 0, proc.stdout
    wrote = sorted(line.split(": ", 1)[1] for line in proc.stdout.splitlines() if line.startswith("  wrote "))
    assert wrote == sorted(str(out / name) for name in ("report.json", "report.html", "junit.xml", "cucumber.json"))
    assert (out / "junit.xml").read_text(encoding="utf-8") != "from an earlier run"
    stderr = (tmp_path / "stderr.log").read_text(encoding="utf-8")
    assert "\r" not in stderr and stderr.startswith("verifying en ..."), stderr[:300]


def test_a_rulebooks_folder_that_is_not_there_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    assert main(["verify", "--books", "en", "--rulebooks", str(tmp_path / "nowhere")]) == 2
    assert (
        capsys.readouterr().err.strip()
        == f"error: --rulebooks {tmp_path / 'nowhere'}: no such folder (it holds the books as en.txt, es.txt, ...)"
    )
