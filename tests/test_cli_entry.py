"""How the ``constantinopolis`` command is reached and what it says about itself: ``--version``,
``python -m constantinopolis``, the usage list of cli.py's docstring, and the arguments ``verify``
hands to the harness (``--partial``, ``--startup-timeout``)."""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path
from typing import Any

import pytest

from constantinopolis.tools import cli
from constantinopolis.tools.cli import build_parser, main


def sub_commands() -> set[str]:
    subs = [a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction)]
    return set(subs[0].choices)


def test_version_prints_the_installed_version_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    assert capsys.readouterr().out == f"constantinopolis {version('constantinopolis')}\n"
    assert re.fullmatch(r"\d+\.\d+\.\d+", version("constantinopolis"))


def test_python_dash_m_runs_the_same_command() -> None:
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        argv = [sys.executable, "-m", "constantinopolis", *args]
        return subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False)

    shown = run("--version")
    expected = f"constantinopolis {version('constantinopolis')}\n"
    assert (shown.returncode, shown.stdout, shown.stderr) == (0, expected, "")
    helped = run("--help")
    assert helped.returncode == 0 and helped.stdout.startswith("usage: constantinopolis "), helped.stdout
    assert all(name in helped.stdout for name in sub_commands())
    bare = run()
    assert bare.returncode == 2 and "the following arguments are required: command" in bare.stderr
    rules = run("rules", "consul.preempt")
    assert rules.returncode == 0 and rules.stdout.startswith("consul.preempt ")


def test_the_usage_list_of_the_docstring_names_every_command() -> None:
    listed = set(re.findall(r"^    constantinopolis ([a-z][a-z-]*)", cli.__doc__ or "", re.MULTILINE))
    assert listed == sub_commands()
    assert "constantinopolis --version" in (cli.__doc__ or "")


def test_verify_parses_partial_and_startup_timeout() -> None:
    parser = build_parser()
    plain = parser.parse_args(["verify"])
    assert (plain.partial, plain.startup_timeout) == (False, None)  # None: the harness's default, 30 s
    given = parser.parse_args(["verify", "--partial", "--startup-timeout", "45", "--step-timeout", "2.5"])
    assert (given.partial, given.startup_timeout, given.step_timeout) == (True, 45.0, 2.5)
    replay = parser.parse_args(["replay", "scenarios/games", "--startup-timeout", "0.5"])
    assert replay.startup_timeout == 0.5 and parser.parse_args(["replay", "x"]).startup_timeout is None


@pytest.mark.parametrize("flag", ["--startup-timeout", "--step-timeout"])
@pytest.mark.parametrize("command", ["verify", "replay x", "fuzz"])
@pytest.mark.parametrize("value", ["0", "-3", "abc", "nan", "inf"])
def test_a_timeout_that_is_not_a_number_above_0_is_a_usage_error(
    flag: str, command: str, value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*command.split(), flag, value]) == 2
    err = capsys.readouterr().err
    assert f"error: argument {flag}: expected a number of seconds above 0, got '{value}'" in err or (
        f"error: argument {flag}: expected a number of seconds, got '{value}'" in err
    ), err


def test_the_api_refuses_a_timeout_that_is_not_a_number_above_0() -> None:
    """``settings_from_options`` (verify's API and the plugin) checks what a command line's parser would."""
    from constantinopolis.suite.verify.plugin import settings_from_options

    for value in (0.0, -1.0, float("nan"), float("inf")):
        with pytest.raises(ValueError, match="argument --step-timeout: expected a number of seconds above 0"):
            settings_from_options(None, step_timeout=value)
    with pytest.raises(ValueError, match="argument --engine: an empty command"):
        settings_from_options(" ")


@pytest.mark.parametrize("command", ["verify", "fuzz", "replay"])
def test_each_command_takes_the_engine_options_the_docs_table_gives_it(command: str) -> None:
    """docs/protocol.md's table (generated from ENGINE_OPTIONS) says which commands take each option."""
    from constantinopolis.suite.verify.engine_options import ENGINE_OPTIONS

    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    flags = {f for action in sub.choices[command]._actions for f in action.option_strings}
    for o in ENGINE_OPTIONS:
        assert (o.flag in flags) == (command in o.commands), (command, o.flag)


def test_verify_hands_partial_and_startup_timeout_to_the_harness(monkeypatch: pytest.MonkeyPatch) -> None:
    """``main_verify(args)`` (verify/run.py) reads them as ``args.partial`` and ``args.startup_timeout``."""
    from constantinopolis.suite.verify import run

    seen: list[Any] = []
    monkeypatch.setattr(run, "main_verify", lambda args: seen.append(args) or 0)
    assert main(["verify", "--books", "en", "--partial", "--startup-timeout", "60"]) == 0
    assert main(["verify", "--books", "en"]) == 0
    assert [(a.partial, a.startup_timeout, a.books) for a in seen] == [(True, 60.0, ["en"]), (False, None, ["en"])]


def test_replay_hands_its_timeouts_to_the_driver(monkeypatch: pytest.MonkeyPatch) -> None:
    from constantinopolis.suite.verify import driver, engine_options

    seen: list[tuple[Any, ...]] = []

    def load_driver(*args: Any) -> Any:
        seen.append(args)
        raise driver.EngineSpecError("stop here")

    monkeypatch.setattr(driver, "load_driver", load_driver)
    assert main(["replay", "scenarios/games", "--engine", "x", "--startup-timeout", "45", "--step-timeout", "2"]) == 2
    assert main(["replay", "scenarios/games", "--engine", "x"]) == 2
    defaults = (engine_options.DEFAULT_STEP_TIMEOUT, engine_options.DEFAULT_STARTUP_TIMEOUT)
    assert seen == [("x", 2.0, 45.0), ("x", *defaults)] and defaults == (10.0, 30.0)


def test_replay_stops_an_engine_that_never_answers_hello_at_the_startup_timeout(
    capsys: pytest.CaptureFixture[str],
) -> None:
    silent = f"{sys.executable} -c 'import time; time.sleep(3600)'"  # hangs for sure; the harness stops it
    assert main(["replay", "scenarios/games/en-4p.game", "--engine", silent, "--startup-timeout", "0.5"]) == 2
    err = capsys.readouterr().err
    assert "the handshake failed: no answer to 'hello' within 0.5 s (the engine was stopped)" in err, err


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["play-scenario", "scenarios", "--edition", "fr", "--all-editions"], "not allowed with argument --edition"),
        (["record", "--script", "x.script", "--from", "x.game"], "argument --from: not allowed with argument --script"),
    ],
)
def test_options_that_contradict_each_other_are_a_usage_error(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Of two options that ask for different things, one was dropped without a word."""
    assert main(argv) == 2
    assert said in capsys.readouterr().err


def test_record_players_against_a_scripts_players_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The script names its players: --players 5 beside three was ignored, and three played."""
    script = tmp_path / "three.script"
    script.write_text("players: [a, b, c]\nedition: en\n", encoding="utf-8")
    out = tmp_path / "g.game"
    assert main(["record", "--script", str(script), "--players", "5", "--out", str(out)]) == 2
    assert f"{script}: --players 5: the game's players are a, b, c; leave --players out" in capsys.readouterr().err
    assert not out.exists() and not (tmp_path / "components.yaml").exists()
