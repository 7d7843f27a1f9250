"""The ``constantinopolis`` command under hostile and careless input (docs/cli.md): help for every
argument, searches that find nothing, bad numbers, ``--json`` errors, several files with a bad one,
progress on a terminal, and Ctrl-C."""

from __future__ import annotations

import argparse

import pytest

from constantinopolis.cli import build_parser, main

# Arguments hidden from --help on purpose (argparse.SUPPRESS): used by the tests, not by users.
HIDDEN = {("record", "--components-dir")}


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
    assert out == "" and "no rule id is or starts with zzz" in err
