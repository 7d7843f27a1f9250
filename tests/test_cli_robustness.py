"""The ``constantinopolis`` command under hostile and careless input (docs/cli.md): help for every
argument, searches that find nothing, bad numbers, ``--json`` errors, several files with a bad one,
progress on a terminal, and Ctrl-C."""

from __future__ import annotations

import argparse
import json
import shutil
import signal
import sys
from pathlib import Path
from typing import Any

import pytest

from constantinopolis.books import discrepancies, glossary
from constantinopolis.suite import golden, protocol, scenario, simulate
from constantinopolis.tools import cli
from constantinopolis.tools.cli import build_parser, main

GOOD = """\
scenario: keep and take
players: [ann, bob]
setup:
  round: 2
  offices: {magister-officiorum: ann, praefectus-pretorio: bob}
actions:
  - ann: keep
  - bob: take consul
expect:
  offices.consul.holder: bob
  players.bob.gold: 28
"""
FAILING = GOOD.replace("gold: 28", "gold: 29")
BROKEN = "scenario: x\nplayers: [a, b\n"  # not valid YAML: the error is at line 3
# Arguments hidden from --help on purpose (argparse.SUPPRESS): none (record's --components-dir, which no test used
# any more, went: `record --components` was read as it, an option the help never shows).
HIDDEN: set[tuple[str, str]] = set()


def sub_commands() -> dict[str, argparse.ArgumentParser]:
    subs = [a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction)]
    assert len(subs) == 1
    return dict(subs[0].choices)


def test_every_sub_command_is_walked() -> None:
    assert set(sub_commands()) == {
        "play-scenario",
        "discrepancies",
        "simulate",
        "glossary",
        "rules",
        "serve",
        "verify",
        "report",
        "fuzz",
        "record",
        "replay",
        "options",
        "adjudicate",
    }


def test_every_argument_of_every_sub_command_has_help() -> None:
    missing, hidden = [], set()
    for name, parser in sub_commands().items():
        for action in parser._actions:
            if isinstance(action, argparse._HelpAction):
                continue
            label = action.option_strings[-1] if action.option_strings else action.dest
            if action.help == argparse.SUPPRESS:
                hidden.add((name, label))
            elif not (action.help or "").strip():
                missing.append(f"{name} {label}")
    assert missing == []
    assert hidden == HIDDEN


# ------------------------------------------------------------------ a search that finds nothing
def test_a_glossary_search_that_finds_nothing_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["glossary", "zzz"]) == 1
    out, err = capsys.readouterr()
    assert (out, err) == ("", "no term matches 'zzz'\n")
    assert main(["glossary", "Comptoir"]) == 0
    assert "components/trading-post" in capsys.readouterr().out


def test_a_rules_search_that_finds_nothing_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "zzz"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "no rule id is or starts with 'zzz'" in err


# ------------------------------------------------------------------ bad numbers: one clear line, exit 2
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["simulate", "--players", "2", "--games", "-5"], "error: --games must be at least 1"),
        (["simulate", "--players", "2", "--games", "0"], "error: --games must be at least 1"),
        (["simulate", "--players", "9"], "error: --players must be 2 to 5 (en:18), got 9"),
        (["simulate", "--players", "1"], "error: --players must be 2 to 5 (en:18), got 1"),
        (["simulate", "--players", "2", "--jobs", "0"], "error: --jobs must be at least 1, got 0"),
        (["simulate", "--players", "2", "--games", "abc"], "argument --games: invalid int value: 'abc'"),
        (["simulate", "--players", "two"], "argument --players: invalid int value: 'two'"),
        (["simulate", "--players", "2", "--seed", "1.5"], "argument --seed: invalid int value: '1.5'"),
        (["simulate", "--games", "3"], "the following arguments are required: --players"),
        (["record", "--players", "7"], "argument --players: invalid choice: 7"),
        (
            ["replay", "x.game", "--step-timeout", "-1"],
            "--step-timeout: expected a number of seconds above 0, got '-1'",
        ),
        (
            ["replay", "x.game", "--step-timeout", "nan"],
            "--step-timeout: expected a number of seconds above 0, got 'nan'",
        ),
        (["verify", "--step-timeout", "soon"], "--step-timeout: expected a number of seconds, got 'soon'"),
        (["rules", "--book", "xx"], "argument --book: invalid choice: 'xx'"),
        (["simulate", "--players", "2", "--colour", "red"], "unrecognized arguments: --colour red"),
        ([], "the following arguments are required: command"),
    ],
)
def test_a_bad_number_or_option_is_one_clear_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(args) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert message in err and "Traceback" not in err
    errors = [line for line in err.splitlines() if "error:" in line]
    assert len(errors) == 1, err  # the usage, then one line saying what is wrong


def test_a_file_that_cannot_be_written_is_an_error_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "no" / "such" / "folder" / "g.game"
    assert main(["record", "--players", "2", "--out", str(out), "--write-components"]) == 2
    assert capsys.readouterr().err == f"error: {out.parent / 'components.yaml'}: No such file or directory\n"


@pytest.mark.parametrize("command", [["adjudicate"], ["play-scenario"], ["replay"], ["record", "--script"]])
def test_an_endless_file_is_read_no_further_than_the_limit(
    tmp_path: Path, command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """A pipe or a device has no size to ask beforehand (``/dev/zero`` never ends): the file is read up to
    the limit and refused, instead of filling the memory."""
    endless = Path("/dev/zero")
    if not endless.exists():
        pytest.skip("no /dev/zero on this system")
    assert main([*command, str(endless)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: /dev/zero: ") and "at most 5,000,000 are read" in err
    assert err.count("\n") == 1


@pytest.mark.parametrize(
    "command", [["rules"], ["adjudicate", "no-such-situation.yaml", "--json"], ["discrepancies", "--format", "json"]]
)
def test_a_reader_that_stops_reading_ends_the_command_quietly(command: list[str]) -> None:
    """``constantinopolis rules | head -1``: the pipe closes while the answer (or an error) is printed; the
    command ends without a traceback, and without the interpreter's message about the last flush."""
    import subprocess

    cmd = [sys.executable, "-m", "constantinopolis", *command]
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.close()  # the reader is gone before the first line
        err = proc.stderr.read().decode()
    assert "Traceback" not in err and "BrokenPipeError" not in err and "Exception ignored" not in err, err
    assert proc.returncode in (0, 2), err


@pytest.mark.parametrize("command", [["verify"], ["replay", "scenarios/games"], ["fuzz"]])
@pytest.mark.parametrize("spec", ["", "   "])
def test_an_empty_engine_command_is_refused_not_the_reference(
    command: list[str], spec: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--engine "$ENGINE"`` with the variable unset must not verify the reference engine and pass."""
    assert main([*command, "--engine", spec]) == 2
    assert "argument --engine: an empty command" in capsys.readouterr().err


def test_a_defect_is_said_as_such_and_json_stays_one_document(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """An exception no check foresaw (here made on purpose): among several files, that file's entry says it is
    an internal error and the others are played; alone, exit 70 with the traceback to report, and with --json
    standard output still holds one JSON document."""
    good, bad = tmp_path / "good.yaml", tmp_path / "bad.yaml"
    good.write_text(GOOD, encoding="utf-8")
    bad.write_text(GOOD, encoding="utf-8")
    played = cli._play_file

    def defect(path: Path, args: argparse.Namespace) -> Any:
        if path == bad:
            raise TypeError("a defect")
        return played(path, args)

    monkeypatch.setattr(cli, "_play_file", defect)
    assert main(["play-scenario", str(good), str(bad), "--json"]) == 2
    entries = {Path(e["file"]).name: e for e in json.loads(capsys.readouterr().out)}
    assert entries["good.yaml"]["ok"] is True
    assert "internal error (TypeError: a defect)" in entries["bad.yaml"]["error"]["message"]
    assert main(["play-scenario", str(bad), "--json"]) == cli.INTERNAL_ERROR
    out, err = capsys.readouterr()
    assert json.loads(out)["error"]["kind"] == "InternalError" and "Traceback" in err
    assert main(["play-scenario", str(bad)]) == cli.INTERNAL_ERROR
    assert "please report it" in capsys.readouterr().err


def test_help_still_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["simulate", "--help"])
    assert info.value.code == 0
    assert "--games GAMES" in capsys.readouterr().out


# ------------------------------------------------------------------ --json: JSON on stdout, errors included
def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def json_error(capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    """The error object printed on stdout, checking that stdout holds nothing else and stderr nothing."""
    out, err = capsys.readouterr()
    assert err == ""
    data = json.loads(out)
    assert list(data) == ["error"] and list(data["error"]) == ["message", "file", "line", "kind"]
    error: dict[str, Any] = data["error"]
    return error


def test_json_error_of_a_malformed_scenario_names_its_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = write(tmp_path / "broken.yaml", BROKEN)
    assert main(["play-scenario", str(broken), "--json"]) == 2
    error = json_error(capsys)
    assert error["message"].startswith(f"{broken}:3: not valid YAML")
    assert (error["file"], error["line"], error["kind"]) == (str(broken), 3, "ScenarioError")
    assert main(["play-scenario", str(broken)]) == 2  # without --json: one line on stderr, as before
    out, err = capsys.readouterr()
    assert out == "" and err == f"error: {error['message']}\n"


@pytest.mark.parametrize(
    ("args", "kind", "message", "file"),
    [
        (["simulate", "--players", "9", "--json"], "ConstantinopolisError", "--players must be 2 to 5", None),
        (["simulate", "--players", "2", "--games", "abc", "--json"], "UsageError", "invalid int value: 'abc'", None),
        (
            ["simulate", "--json", "--players", "2", "--components", "/no/such.yaml"],
            "ComponentError",
            "",
            "/no/such.yaml",
        ),
        (["play-scenario", "/no/such.yaml", "--json"], "ScenarioError", "cannot read the file", "/no/such.yaml"),
        (["adjudicate", "/no/such.yaml", "--json"], "ScenarioError", "cannot read the file", "/no/such.yaml"),
        (["rules", "--book", "xx", "--json"], "UsageError", "argument --book: invalid choice: 'xx'", None),
        (["discrepancies", "--format", "json", "--catalogue", "/no/such.yaml"], "CatalogueError", "cannot read", None),
        (["options", "--json", "--colour"], "UsageError", "unrecognized arguments: --colour", None),
    ],
)
def test_json_errors_have_the_documented_shape(
    capsys: pytest.CaptureFixture[str], args: list[str], kind: str, message: str, file: str | None
) -> None:
    assert main(args) == 2
    error = json_error(capsys)
    assert (error["kind"], error["file"], error["line"]) == (kind, file, None)
    assert message in error["message"]


def test_adjudicate_with_an_action_and_legal_is_a_json_error_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path / "s.yaml", GOOD)
    assert main(["adjudicate", str(path), "ann: keep", "--legal", "ann", "--json"]) == 2
    assert json_error(capsys)["message"] == "give an ACTION or --legal PLAYER, not both"


def test_a_rules_search_that_finds_nothing_prints_an_empty_json_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "zzz", "--json"]) == 1
    out, err = capsys.readouterr()
    assert json.loads(out) == [] and "no rule id is or starts with 'zzz'" in err


# ------------------------------------------------------------------ several files, one of them malformed
@pytest.fixture
def three(tmp_path: Path) -> list[Path]:
    """A scenario that holds, a malformed one, and one whose expectation fails, in that order."""
    return [
        write(tmp_path / "a.yaml", GOOD),
        write(tmp_path / "bad.yaml", BROKEN),
        write(tmp_path / "c.yaml", FAILING),
    ]


def test_a_malformed_file_does_not_stop_the_others(three: list[Path], capsys: pytest.CaptureFixture[str]) -> None:
    a, bad, c = three
    assert main(["play-scenario", str(a), str(bad), str(c)]) == 2
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert lines[0] == f"PASSED  {a}  keep and take"
    assert lines[1].startswith(f"ERROR   {bad}:3: not valid YAML")
    assert lines[2] == f"FAILED  {c}  keep and take"
    assert "FAIL line 11: players.bob.gold: expected 29, got 28" in out  # c was played
    assert lines[-1] == "1 passed, 1 failed, 1 malformed"
    assert err == ""


def test_several_files_exit_1_when_none_is_malformed_and_one_fails(
    three: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    a, _, c = three
    assert main(["play-scenario", str(a), str(c)]) == 1
    assert capsys.readouterr().out.splitlines()[-1] == "1 passed, 1 failed"
    assert main(["play-scenario", str(a), str(a)]) == 0


def test_a_malformed_file_is_an_entry_of_the_json_list(three: list[Path], capsys: pytest.CaptureFixture[str]) -> None:
    a, bad, c = three
    assert main(["play-scenario", str(a), str(bad), str(c), "--json"]) == 2
    data = json.loads(capsys.readouterr().out)
    assert [(d["file"], d["ok"]) for d in data] == [(str(a), True), (str(bad), False), (str(c), False)]
    error = data[1]["error"]
    assert (error["file"], error["line"], error["kind"]) == (str(bad), 3, "ScenarioError")
    assert error["message"].startswith(f"{bad}:3: not valid YAML")
    assert set(data[1]) == {"file", "ok", "error"}
    assert data[2]["error"] is None and data[2]["expectations"]  # a failed report, played


def test_a_malformed_file_among_several_under_all_editions(
    three: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    a, bad, _ = three
    assert main(["play-scenario", str(bad), str(a), "--all-editions"]) == 2
    out = capsys.readouterr().out
    assert out.startswith(f"ERROR   {bad}:3: not valid YAML") and "keep and take" in out
    assert main(["play-scenario", str(bad), str(a), "--all-editions", "--json"]) == 2
    data = json.loads(capsys.readouterr().out)
    assert data[0]["error"]["line"] == 3 and set(data[1]["editions"]) == {"en", "es", "fr", "de", "it"}


def test_a_missing_file_or_an_empty_folder_among_several(
    tmp_path: Path, three: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    missing = tmp_path / "missing.yaml"
    assert main(["play-scenario", str(missing), str(empty), str(three[0])]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"ERROR   {missing}: cannot read the file: No such file or directory"
    assert lines[1] == f"ERROR   {empty}: no scenario files (*.yaml) in this folder"
    assert lines[-1] == "1 passed, 0 failed, 2 malformed"


def test_one_malformed_file_alone_is_still_one_error_line(
    three: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    bad = three[1]
    assert main(["play-scenario", str(bad)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"error: {bad}:3: not valid YAML") and err.count("\n") == 1


GAMES = Path(__file__).resolve().parent.parent / "scenarios" / "games"
BAD_GAME = "format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\n---\n= round 1 auction\na: fly\n"


@pytest.fixture
def games(tmp_path: Path) -> list[Path]:
    """A golden game, a malformed one (line 6), and the game again."""
    for name in ("en-2p.game", "components.yaml"):
        shutil.copy(GAMES / name, tmp_path / name)
    return [tmp_path / "en-2p.game", write(tmp_path / "bad.game", BAD_GAME), tmp_path / "en-2p.game"]


def test_replay_reports_a_malformed_game_and_replays_the_others(
    games: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    good, bad, _ = games
    assert main(["replay", *map(str, games)]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == lines[2] == f"ok      {good}: 196 steps"
    assert lines[1].startswith(f"ERROR   {bad}:6: ")
    assert lines[3] == "2 of 2 golden game(s) replay identically; 1 malformed file(s) not replayed"
    assert main(["replay", str(bad)]) == 2  # alone: one error line, as before
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"error: {bad}:6: ")


def test_replay_of_a_missing_file_among_several(
    tmp_path: Path, games: list[Path], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(tmp_path / "nope.game"), str(games[0])]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"ERROR   {tmp_path / 'nope.game'}: no such file or directory"
    assert lines[-1] == "1 of 1 golden game(s) replay identically; 1 malformed file(s) not replayed"


def test_rerecord_skips_a_malformed_game(games: list[Path], capsys: pytest.CaptureFixture[str]) -> None:
    good, bad, _ = games
    assert main(["replay", "--rerecord", str(bad), str(good)]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"ERROR     {bad}:6: ") and lines[1] == f"unchanged {good}"


# ------------------------------------------------------------------ progress, on a terminal only
def terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Standard error is a terminal, and the progress line is redrawn at every update.  (Called in
    the test: capsys gives the test another sys.stderr than its fixtures see.)"""
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    monkeypatch.setattr(cli, "PROGRESS_INTERVAL", 0.0)


def test_progress_is_redrawn_at_most_four_times_a_second(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    ticks = iter([10.0 + i / 10 for i in range(31)])  # 0.1 s a game, for 3 s
    progress = cli.Progress(30, "games", clock=lambda: next(ticks))
    for done in range(1, 31):
        progress.update(done)
    err = capsys.readouterr().err
    drawn = err.split("\r")[1:]
    assert 8 <= len(drawn) <= 12, drawn  # about 3 s / 0.25 s, not 30
    assert drawn[0] == "3/30 games, 10.0 games/s"
    progress.clear()
    assert capsys.readouterr().err == "\r" + " " * len(drawn[-1]) + "\r"


def test_simulate_shows_progress_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    terminal(monkeypatch)
    assert main(["simulate", "--players", "2", "--games", "3", "--seed", "4"]) == 0
    out, err = capsys.readouterr()
    assert "\r1/3 games, " in err and "\r3/3 games, " in err and " games/s" in err
    assert err.endswith("\r") and err.rstrip("\r ").count("\n") == 0  # the line is wiped at the end
    assert out.startswith("simulated 3 random legal games: 2 players, edition en, seed 4\n")


def test_no_progress_when_standard_error_is_not_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], three: list[Path]
) -> None:
    monkeypatch.setattr(cli, "PROGRESS_INTERVAL", 0.0)
    assert main(["simulate", "--players", "2", "--games", "2", "--seed", "4"]) == 0
    assert capsys.readouterr().err == ""
    assert main(["play-scenario", str(three[0]), str(three[2])]) == 1
    assert capsys.readouterr().err == ""


def test_play_scenario_and_replay_show_progress_over_several_files(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], three: list[Path], games: list[Path]
) -> None:
    terminal(monkeypatch)
    assert main(["play-scenario", *map(str, three)]) == 2
    out, err = capsys.readouterr()
    assert "\r1/3 files, " in err and "\r3/3 files, " in err and "files" not in out.splitlines()[-1]
    assert main(["replay", *map(str, games)]) == 2
    out, err = capsys.readouterr()
    assert "\r1/3 files, " in err and "\r3/3 files, " in err
    assert "\r" not in out  # the lines of the games are not mixed with the progress line
    assert main(["play-scenario", str(three[0])]) == 0  # one file: no progress
    assert capsys.readouterr().err == ""


# ------------------------------------------------------------------ Ctrl-C: the partial summary, exit 130
def interrupt_after(monkeypatch: pytest.MonkeyPatch, module: Any, name: str, calls: int) -> None:
    """``module.name`` works ``calls`` times, then raises KeyboardInterrupt as Ctrl-C would."""
    real = getattr(module, name)
    done = []

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if len(done) == calls:
            raise KeyboardInterrupt
        done.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, wrapper)


def test_ctrl_c_in_simulate_prints_the_games_finished(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    expected = simulate.simulate(2, 3, seed=4).to_dict()
    interrupt_after(monkeypatch, simulate, "play_random_game", 3)
    assert main(["simulate", "--players", "2", "--games", "100000000", "--seed", "4"]) == 130
    out, err = capsys.readouterr()
    assert err == "interrupted\n" and "Traceback" not in out
    lines = out.splitlines()
    assert lines[0] == "simulated 3 of 100000000 random legal games (interrupted): 2 players, edition en, seed 4"
    assert lines[1] == f"  actions:       {expected['actions']} ({expected['actions'] / 3:.0f} a game)"
    assert lines[6] == f"  shared wins:   {expected['shared_wins']}"
    assert lines[7].startswith("  time:") and len(lines) == 8


def test_ctrl_c_in_simulate_json(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    expected = json.loads(json.dumps(simulate.simulate(2, 2, seed=4).to_dict()))
    interrupt_after(monkeypatch, simulate, "play_random_game", 2)
    assert main(["simulate", "--players", "2", "--games", "50", "--seed", "4", "--json"]) == 130
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert data["interrupted"] is True and err == "interrupted\n"
    assert {k: data[k] for k in expected} == expected


def test_ctrl_c_before_the_first_game_ends(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    interrupt_after(monkeypatch, simulate, "play_random_game", 0)
    assert main(["simulate", "--players", "3", "--games", "5"]) == 130
    out, err = capsys.readouterr()
    assert out == "simulated 0 of 5 random legal games (interrupted): 3 players, edition en, seed 0\n"
    assert err == "interrupted\n"


def test_a_simulation_that_is_not_interrupted_says_so_in_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "2", "--games", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["interrupted"] is False


def test_ctrl_c_in_play_scenario_shows_the_files_played(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], three: list[Path]
) -> None:
    a, _, c = three
    interrupt_after(monkeypatch, scenario, "run_scenario", 1)
    assert main(["play-scenario", str(a), str(c), str(a)]) == 130
    out, err = capsys.readouterr()
    assert out == f"PASSED  {a}  keep and take\n1 passed, 0 failed (interrupted after 1 of 3 files)\n"
    assert err == "interrupted\n"


def test_ctrl_c_in_replay_counts_the_games_replayed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], games: list[Path]
) -> None:
    interrupt_after(monkeypatch, golden, "replay", 2)
    assert main(["replay", *map(str, games)]) == 130
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert lines[0] == f"ok      {games[0]}: 196 steps"
    assert lines[1].startswith(f"ERROR   {games[1]}:6: ")
    assert lines[2] == (
        "1 of 1 golden game(s) replay identically; 1 malformed file(s) not replayed (interrupted after 2 of 3 files)"
    )
    assert err == "interrupted\n"


@pytest.mark.parametrize(
    ("module", "name", "args"),
    [
        (glossary, "load_glossary", ["glossary"]),
        (discrepancies, "load_catalogue", ["discrepancies"]),
        (golden, "main_record", ["record", "--players", "2"]),
        (protocol, "serve", ["serve"]),
    ],
)
def test_ctrl_c_in_any_other_command_says_interrupted(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], module: Any, name: str, args: list[str]
) -> None:
    interrupt_after(monkeypatch, module, name, 0)
    assert main(args) == 130
    assert capsys.readouterr() == ("", "interrupted\n")


def test_ctrl_c_with_json_is_a_json_error_too(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], three: list[Path]
) -> None:
    interrupt_after(monkeypatch, scenario, "run_scenario", 0)
    assert main(["play-scenario", str(three[0]), "--json"]) == 130
    out, err = capsys.readouterr()
    assert json.loads(out) == {
        "error": {"message": "interrupted", "file": None, "line": None, "kind": "KeyboardInterrupt"}
    }
    assert err == "interrupted\n"


def test_ctrl_c_in_verify_exits_130_though_pytest_catches_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from constantinopolis.suite.verify import run

    def fake_verify(args: Any) -> int:  # like pytest.main: Ctrl-C stops the run, which is reported
        try:
            signal.raise_signal(signal.SIGINT)
        except KeyboardInterrupt:
            print("verified: NOT every item passes")
        return 1

    monkeypatch.setattr(run, "main_verify", fake_verify)
    # what SIGINT does outside the command: Python's default handler, or "ignore" in a process started
    # in the background (nohup ... &), as the mutation run's test runs are
    before = signal.getsignal(signal.SIGINT)
    assert main(["verify"]) == 130
    assert capsys.readouterr() == ("verified: NOT every item passes\n", "interrupted\n")
    assert signal.getsignal(signal.SIGINT) is before  # the handler is put back
    monkeypatch.setattr(run, "main_verify", lambda args: 1)
    assert main(["verify"]) == 1


def test_simulate_in_two_processes_summarizes_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    """``--jobs 2``: the games (each with its own seed) are shared among two worker processes; the summary is the
    one of playing them one by one here, whatever order the shares end in."""
    summaries = []
    for jobs in ("1", "2"):
        assert main(["simulate", "--players", "3", "--games", "60", "--seed", "7", "--jobs", jobs, "--json"]) == 0
        data = json.loads(capsys.readouterr().out)
        del data["seconds"]
        summaries.append(data)
    assert summaries[0] == summaries[1] == {**summaries[0], "games": 60, "interrupted": False}
    assert summaries[1] == json.loads(json.dumps(simulate.simulate(3, 60, seed=7).to_dict())) | {
        "seed": 7,
        "edition": "en",
        "interrupted": False,
    }
