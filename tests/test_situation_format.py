"""Four features of scenario ("situation") files (docs/scenario-format.md): per-edition values,
``refused: true`` / ``false``, list matchers, and checkpoints between automatic steps (``at:``), on the
real engine: each one holding when it should and failing when it should, the load errors (file, line,
problem), ``--all-editions`` on checkpoint values, the path through the verification protocol
(features/test_scenario_files.py), and the phase observer the ``at:`` checkpoints rest on."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from constantinopolis import ScenarioError
from constantinopolis.core.game import Game
from constantinopolis.core.options import EDITIONS
from constantinopolis.core.state import Phase
from constantinopolis.suite.scenario import (
    NOT_PASSED,
    Report,
    compare_editions,
    format_comparison,
    format_report,
    load_scenario,
    run_scenario,
)
from constantinopolis.suite.scenario_values import BoundaryRecorder
from constantinopolis.suite.verify.driver import NotSupported, ReferenceDriver
from constantinopolis.suite.verify.judging import Mismatch
from constantinopolis.suite.vocabulary import MATCHER_KEYS
from constantinopolis.tools.cli import main

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # the features package: the scenario files through the protocol
    sys.path.insert(0, str(ROOT))

from features.scenario_files import play  # noqa: E402
from features.steps import World  # noqa: E402

# Kay and Jen keep their offices; Jen's keep ends the auction, the ships move, both produce (two
# Alimentary Goods each: the Ager) and the Construct phase begins.  Nothing here differs by edition.
AUCTION = """\
scenario: the end of an auction
players: [kay, jen]
setup:
  round: 3
  phase: auction
  offices: {magister-officiorum: kay, consul: jen}
actions:
  - kay: keep
  - jen: keep
"""

# Kay chooses the last Metallum; Jen, the Consul, may use her Caupona to reach its 20 gold and preempt
# it under the en, es, fr and de presets, not under it (option consul_preemption_funding).
CONSUL = """\
scenario: the Consul's preemption
players: [kay, jen]
components:
  buildings:
    caupona: {requires: {alimentary: 2}, gold: 4, fp: 1}
setup:
  round: 3
  phase: construct
  offices: {magister-officiorum: kay, consul: jen}
  supply: {buildings: {metallum: 1}}
  players:
    kay: {gold: 30}
    jen: {gold: 16, buildings: [caupona], goods: {alimentary: 2}}
actions:
  - kay: build metallum
"""
PREEMPT = """\
  - do: "jen: use caupona"
    refused: {editions: {it: market.active-player, other: false}}
  - do: "jen: preempt"
    refused: {editions: {it: true, other: false}}
"""
OTHERS = [ed for ed in EDITIONS if ed != "it"]


def write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def line_of(text: str, fragment: str) -> int:
    """The line (from 1) of the only line of ``text`` holding ``fragment``."""
    found = [i + 1 for i, line in enumerate(text.splitlines()) if fragment in line]
    assert len(found) == 1, (fragment, found)
    return found[0]


def failures(report: Report) -> list[str]:
    """The FAIL lines of the report, without their indentation."""
    return [line.strip() for line in format_report(report).splitlines() if line.strip().startswith("FAIL ")]


def held_under(path: Path) -> dict[str, bool]:
    return {ed: run_scenario(path, edition=ed).ok for ed in EDITIONS}


# ============================================================================ per-edition values
def test_per_edition_values_give_each_edition_its_own_value(tmp_path: Path) -> None:
    text = (
        CONSUL
        + PREEMPT
        + """\
  - expect:
      pending: null
      players.jen.goods: {editions: {it: {alimentary: 2}, other: {}}}
expect:
  players.jen.gold: {editions: {en: 0, es: 0, fr: 0, de: 0, it: 16}}
  players.kay.gold: {editions: {it: 10, other: 30}}
"""
    )
    path = write(tmp_path, text)
    assert held_under(path) == dict.fromkeys(EDITIONS, True)
    it = run_scenario(path, edition="it")
    assert [c.expected for c in it.final_checks] == [16, 10]
    assert [r.outcome for r in it.results[1:3]] == ["refused market.active-player", "refused consul.preempt"]
    en = run_scenario(path)  # the file's own edition: en
    assert [c.expected for c in en.final_checks] == [0, 30]
    assert [r.outcome for r in en.results[1:3]] == ["applied", "applied"]


def test_a_wrong_per_edition_value_fails_only_under_its_edition(tmp_path: Path) -> None:
    text = CONSUL + PREEMPT + "expect:\n  players.jen.gold: {editions: {it: 16, fr: 5, other: 0}}\n"
    path = write(tmp_path, text)
    assert held_under(path) == {ed: ed != "fr" for ed in EDITIONS}
    report = run_scenario(path, edition="fr")
    assert failures(report) == [f"FAIL line {line_of(text, 'players.jen.gold')}: players.jen.gold: expected 5, got 0"]


def test_a_wrong_per_edition_refusal_fails_only_under_its_edition(tmp_path: Path) -> None:
    text = CONSUL + PREEMPT.replace("{it: true, other: false}", "{it: true, de: true, other: false}")
    path = write(tmp_path, text)
    assert held_under(path) == {ed: ed != "de" for ed in EDITIONS}
    report = run_scenario(path, edition="de")
    preempt = report.results[2]
    assert (preempt.ok, preempt.outcome) == (False, "applied")
    assert preempt.detail == "expected refusal by any rule, but it was legal"


def test_a_per_edition_refusal_by_a_rule_is_judged_by_that_rule(tmp_path: Path) -> None:
    text = CONSUL + PREEMPT.replace("it: market.active-player", "it: market.limit")
    report = run_scenario(write(tmp_path, text), edition="it")
    use = report.results[1]
    assert (use.ok, use.outcome) == (False, "refused market.active-player")
    assert use.detail.startswith("expected refusal by market.limit, got [market.active-player]")


# ============================================================================ refused: true / false
def test_refused_true_holds_for_any_rule_and_the_outcome_names_it(tmp_path: Path) -> None:
    text = AUCTION + '  - do: "kay: keep"\n    refused: true\n'
    report = run_scenario(write(tmp_path, text))
    assert report.ok
    assert report.results[-1].outcome == "refused turn.wrong-phase"
    assert "kay: keep -> refused turn.wrong-phase (expected refusal by any rule)" in format_report(report)


def test_refused_true_fails_when_the_action_is_allowed_and_play_goes_on(tmp_path: Path) -> None:
    text = (
        AUCTION.replace("  - jen: keep\n", '  - do: "jen: keep"\n    refused: true\n') + "expect:\n  phase: construct\n"
    )
    report = run_scenario(write(tmp_path, text))
    assert not report.ok and report.error is None
    assert (report.results[1].outcome, report.results[1].detail) == (
        "applied",
        "expected refusal by any rule, but it was legal",
    )
    assert report.final_checks[0].ok  # the action was applied: the game went on to construct


def test_refused_false_is_a_plain_action(tmp_path: Path) -> None:
    allowed = AUCTION.replace("  - jen: keep\n", '  - do: "jen: keep"\n    refused: false\n')
    assert run_scenario(write(tmp_path, allowed)).ok
    refused = AUCTION + '  - do: "jen: keep"\n    refused: false\n  - expect: {phase: construct}\n'
    report = run_scenario(write(tmp_path, refused))
    assert not report.ok
    assert report.error == f"line {line_of(refused, 'do:')}: " + report.results[-1].detail  # the run stops there
    assert report.results[-1].outcome == "refused turn.wrong-phase"


# ============================================================================ list matchers
def test_matchers_check_length_and_contents(tmp_path: Path) -> None:
    text = AUCTION + (
        "expect:\n"
        "  players.kay.buildings: {length: 1}\n"
        "  players.jen.goods: {length: 1}\n"  # a mapping has a length too
        "  turn_order: {contains: jen}\n"
        "  players.jen.buildings: {contains: [ager]}\n"
        "  actors: {length: 1, contains: [kay]}\n"
        "  players.kay.hand: {length: 0}\n"
    )
    report = run_scenario(write(tmp_path, text))
    assert report.ok, format_report(report)
    out = format_report(report)
    assert "players.kay.buildings has length 1" in out
    assert 'actors has length 1 and contains "kay"' in out


def test_a_failing_matcher_says_what_it_expected_and_what_it_got(tmp_path: Path) -> None:
    text = AUCTION + (
        "expect:\n"
        "  players.kay.buildings: {length: 3}\n"
        "  turn_order: {contains: [kay, bob, zed]}\n"
        "  actors: {length: 2, contains: jen}\n"
        "  players.kay.gold: {length: 1}\n"
        "  players.kay.goods: {contains: alimentary}\n"
    )
    report = run_scenario(write(tmp_path, text))
    assert [c.ok for c in report.final_checks] == [False] * 5
    assert failures(report) == [
        'FAIL line 11: players.kay.buildings: expected length 3, got 1 (["ager"])',
        'FAIL line 12: turn_order: expected to contain "kay", "bob", "zed", but "bob", "zed" are missing'
        ' (["kay", "jen"])',
        'FAIL line 13: actors: expected length 2, got 1; expected to contain "jen", but "jen" is missing (["kay"])',
        "FAIL line 14: players.kay.gold: expected a list that has length 1, got 30, which is not a list",
        'FAIL line 15: players.kay.goods: expected a list that contains "alimentary", got {"alimentary": 2},'
        " which is not a list",
    ]
    assert report.to_dict()["expectations"][0] | {"actual": None} == {
        "path": "players.kay.buildings",
        "line": 11,
        "expected": {"length": 3},
        "actual": None,
        "ok": False,
        "matcher": True,
    }


def test_an_empty_mapping_is_a_literal_not_a_matcher(tmp_path: Path) -> None:
    assert run_scenario(write(tmp_path, AUCTION + "expect:\n  players.kay.round.ledger: {}\n")).ok
    assert not run_scenario(write(tmp_path, AUCTION + "expect:\n  players.kay.goods: {}\n")).ok


def test_no_state_view_mapping_has_only_matcher_keys_or_editions() -> None:
    """docs/scenario-format.md: a literal mapping whose keys are all matcher keys (length, contains, excludes,
    not), or whose only key is editions, cannot be written, and no mapping of the state view has such keys
    (the schema's keys)."""
    schema = json.loads((ROOT / "docs" / "schemas" / "state-view.schema.json").read_text(encoding="utf-8"))
    keys: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            keys.update(node.get("properties", {}))
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(schema)
    assert {"players", "gold", "goods"} <= keys  # the schema was read
    assert MATCHER_KEYS == {"length", "contains", "excludes", "not"}  # the keys the document names
    assert not keys & {*MATCHER_KEYS, "editions"}


# ============================================================================ at: between automatic steps
def test_at_reads_the_state_at_a_boundary_the_previous_action_passed(tmp_path: Path) -> None:
    text = AUCTION + (
        "  - expect: {phase: auction, players.jen.goods: {}}\n"
        "    at: before move-ships\n"
        "  - expect: {players.jen.goods: {}, players.kay.goods: {}}\n"
        "    at: after move-ships\n"
        "  - expect: {players.jen.goods: {}}\n"
        "    at: before produce\n"
        "  - expect: {view: kay, players.jen.goods: {alimentary: 2}, players.jen.gold: {hidden: true}}\n"
        "    at: after produce\n"
        "  - expect: {phase: produce, players.jen.goods: {alimentary: 2}}\n"
        "    at: before construct\n"
        "  - expect: {phase: construct, players.jen.goods: {alimentary: 2}}\n"
    )
    report = run_scenario(write(tmp_path, text))
    assert report.ok, format_report(report)
    assert f"line {line_of(text, 'at: before produce') - 1}: at before produce: players.jen.goods == {{}}" in (
        format_report(report)
    )
    # the same path read before and after production: a check of the wrong snapshot fails
    wrong = text.replace(
        "{players.jen.goods: {}}\n    at: before produce", "{players.jen.goods: {}}\n    at: after produce"
    )
    report = run_scenario(write(tmp_path, wrong))
    assert failures(report) == [
        f"FAIL line {line_of(wrong, '{players.jen.goods: {}}')}: at after produce: players.jen.goods: expected {{}}, "
        'got {"alimentary": 2}'
    ]


def test_at_a_boundary_the_action_did_not_pass_fails_listing_those_it_passed(tmp_path: Path) -> None:
    text = AUCTION + "  - expect: {players.jen.goods: {}}\n    at: before draw\n"
    report = run_scenario(write(tmp_path, text))
    assert not report.ok
    passed = "after auction = before move-ships, after move-ships = before produce, after produce = before construct"
    problem = f"the previous action (line 9: jen: keep) did not pass 'before draw'; it passed: {passed}"
    assert (report.results[-1].outcome, report.results[-1].detail) == ("not passed", problem)
    assert failures(report) == [
        f"FAIL line 10: at before draw: {problem}",
        "FAIL line 10: at before draw: players.jen.goods: expected {}, but the boundary was not passed",
    ]
    assert report.results[-1].checks[0].actual == NOT_PASSED


def test_at_after_an_action_that_passed_no_boundary(tmp_path: Path) -> None:
    text = AUCTION.replace("  - jen: keep\n", "") + "  - expect: {phase: auction}\n    at: after auction\n"
    report = run_scenario(write(tmp_path, text))
    assert report.results[-1].detail == (
        "the previous action (line 8: kay: keep) did not pass 'after auction'; it passed: none"
    )


def test_at_reads_the_previous_action_across_other_checkpoints_and_in_a_players_view(tmp_path: Path) -> None:
    text = AUCTION + (
        "  - expect: {phase: construct}\n"
        "  - expect: {players.kay.goods: {}}\n"
        "    at: before produce\n"
        "  - expect: {view: jen, players.kay.goods: {}, players.kay.gold: {hidden: true}}\n"
        "    at: before produce\n"
        "  - expect: {view: jen, players.kay.goods: {alimentary: 2}, players.jen.gold: 30}\n"
        "    at: after produce\n"
    )
    report = run_scenario(write(tmp_path, text))
    assert report.ok, format_report(report)
    assert (
        run_scenario(write(tmp_path, text.replace("players.jen.gold: 30", "players.jen.gold: {hidden: true}"))).ok
        is False
    )


def test_at_end_of_round_reads_the_next_round_before_its_auction(tmp_path: Path) -> None:
    text = """\
scenario: the end of a round
players: [kay, jen]
setup:
  round: 3
  phase: end-of-round
  offices: {magister-officiorum: kay, consul: jen}
  market: {current: porta-aurea, future: [opificies, domus-regia]}
  players:
    kay: {goods: {alimentary: 2}}
    jen: {goods: {}}
actions:
  - kay: store alimentary:1
  - expect: {round: 4, phase: end-of-round, auction: null, players.kay.goods: {alimentary: 1}}
    at: before auction
  - expect: {round: 4, phase: auction, actors: [kay]}
"""
    report = run_scenario(write(tmp_path, text))
    assert report.ok, format_report(report)


# ============================================================================ load errors
HEAD = "scenario: x\nplayers: [kay, jen]\nactions:\n"


@pytest.mark.parametrize(
    ("body", "line", "message"),
    [
        (
            "  - kay: keep\nexpect:\n  players.kay.gold:\n    editions: {en: 1, it: 2}\n",
            7,
            "editions: no value for es, fr, de; name each edition, or add 'other:'",
        ),
        (
            "  - kay: keep\nexpect:\n  players.kay.gold:\n    editions:\n      en: 1\n      xx: 2\n      other: 3\n",
            9,
            "editions: unknown edition 'xx'; known: en, es, fr, de, it, or other (every edition not named)",
        ),
        (
            "  - kay: keep\nexpect:\n  players.kay.gold: {editions: {en: 1, es: 1, fr: 1, de: 1, it: 1, other: 2}}\n",
            6,
            "editions: every edition is named, so 'other' is never used",
        ),
        (
            "  - kay: keep\nexpect:\n  players.kay.gold: {editions: {en: {editions: {other: 1}}, other: 2}}\n",
            6,
            "editions: a value for one edition cannot itself be {editions: ...}",
        ),
        ("  - kay: keep\nexpect:\n  players.kay.gold: {editions: []}\n", 6, "editions: a mapping of edition to value"),
        (
            '  - do: "kay: keep"\n    refused:\n      editions: {it: no.such-rule, other: false}\n',
            6,
            "refused: unknown rule id 'no.such-rule'",
        ),
        ('  - do: "kay: keep"\n    refused:\n      editions: {it: true}\n', 6, "editions: no value for en, es"),
        ('  - do: "kay: keep"\n    refused: 3\n', 5, "refused: the rule id the action must be refused with, true"),
        (
            "  - kay: keep\n  - expect: {phase: auction}\n    at: before lunch\n",
            6,
            "at: unknown boundary 'before lunch'; 'before' or 'after' and a phase: before auction, after auction",
        ),
        (
            "  - kay: keep\n  - expect: {phase: auction}\n    at: after game-over\n",
            6,
            "at: 'after game-over' is not a boundary a checkpoint can read: the game ends inside the step",
        ),
        ('  - do: "kay: keep"\n    at: before produce\n', 5, "at: belongs to a checkpoint"),
        ("  - kay: keep\n    at: before produce\n", 5, "at: belongs to a checkpoint"),
        (
            "  - expect: {phase: auction}\n    at: before produce\n  - kay: keep\n",
            5,
            "at: reads a boundary that the previous action passed, and no action comes before this checkpoint",
        ),
        ("  - kay: keep\nexpect:\n  at: before produce\n", 6, "expect: 'at' is not a state path"),
        ("  - kay: keep\nexpect:\n  players.kay.hand: {length: -1}\n", 6, "length: a whole number >= 0"),
        ("  - kay: keep\nexpect:\n  players.kay.hand: {length: true}\n", 6, "length: a whole number >= 0"),
        ("  - kay: keep\nexpect:\n  players.kay.hand: {contains: []}\n", 6, "contains: name at least one item"),
    ],
)
def test_load_errors_name_the_file_the_line_and_the_problem(
    tmp_path: Path, body: str, line: int, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, HEAD + body)
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    assert (err.value.path, err.value.line) == (str(path), line), str(err.value)
    assert err.value.problem.startswith(message), err.value.problem
    assert main(["play-scenario", str(path)]) == 2  # one error line, no traceback
    assert capsys.readouterr().err == f"error: {path}:{line}: {err.value.problem}\n"


# ============================================================================ --all-editions
def test_all_editions_lists_checkpoint_values_that_differ(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = (
        CONSUL
        + PREEMPT
        + "  - expect:\n      players.jen.gold: {editions: {it: 16, other: 0}}\n      supply.buildings.metallum: 0\n"
    )
    cmp = compare_editions(write(tmp_path, text))
    line = line_of(text, "players.jen.gold")
    gold = [d for d in cmp.differences if d["what"] == "players.jen.gold"]
    assert gold == [
        {"what": "players.jen.gold", "line": line, "values": {ed: 16 if ed == "it" else 0 for ed in EDITIONS}}
    ]
    assert not [d for d in cmp.differences if d["what"] == "supply.buildings.metallum"]  # the same everywhere
    assert f"  line {line}: players.jen.gold\n    en: 0\n" in format_comparison(cmp)
    assert all(r.ok for r in cmp.reports.values())
    assert main(["play-scenario", str(tmp_path / "s.yaml"), "--all-editions"]) == 0
    assert f"line {line}: players.jen.gold" in capsys.readouterr().out


def test_all_editions_lists_boundary_values_that_differ(tmp_path: Path) -> None:
    same = AUCTION + "  - expect: {players.jen.goods: {alimentary: 2}}\n    at: after produce\n"
    assert compare_editions(write(tmp_path, same)).differences == []  # no difference is invented
    text = (
        CONSUL
        + PREEMPT
        + "  - kay: done\n"
        + "  - jen: done\n"
        + "  - expect: {players.kay.buildings: {editions: {it: [ager, metallum], other: [ager]}}}\n"
        + "    at: after construct\n"
    )
    cmp = compare_editions(write(tmp_path, text))
    assert all(r.ok for r in cmp.reports.values()), [failures(r) for r in cmp.reports.values()]
    assert {
        "what": "at after construct: players.kay.buildings",
        "line": line_of(text, "players.kay.buildings"),
        "values": {ed: ["ager", "metallum"] if ed == "it" else ["ager"] for ed in EDITIONS},
    } in cmp.differences


# ============================================================================ through the protocol
def protocol_table(edition: str) -> World:
    return World(language="en", edition=edition, driver=ReferenceDriver())


def test_the_features_example_through_the_protocol_under_every_edition() -> None:
    sc = load_scenario(ROOT / "scenarios" / "situation-features-example.yaml")
    for ed in EDITIONS:
        play(sc, protocol_table(ed))


def test_through_the_protocol_a_wrong_per_edition_value_fails_only_under_its_edition(tmp_path: Path) -> None:
    text = CONSUL + PREEMPT + "expect:\n  players.jen.gold: {editions: {it: 16, es: 5, other: 0}}\n"
    sc = load_scenario(write(tmp_path, text))
    for ed in EDITIONS:
        if ed != "es":
            play(sc, protocol_table(ed))
    with pytest.raises(Mismatch, match=r"players\.jen\.gold: expected 5, got 0"):
        play(sc, protocol_table("es"))


def test_through_the_protocol_refused_true_fails_when_the_action_is_allowed(tmp_path: Path) -> None:
    sc = load_scenario(write(tmp_path, AUCTION.replace("  - jen: keep\n", '  - do: "jen: keep"\n    refused: true\n')))
    with pytest.raises(Mismatch, match=r"'jen: keep' was expected to be refused \(by any rule\), but it was carried"):
        play(sc, protocol_table("en"))
    refused = load_scenario(write(tmp_path, AUCTION + '  - do: "jen: keep"\n    refused: true\n'))
    play(refused, protocol_table("en"))


def test_through_the_protocol_a_matcher_fails_with_its_message(tmp_path: Path) -> None:
    sc = load_scenario(write(tmp_path, AUCTION + "expect:\n  turn_order: {contains: [kay, bob]}\n"))
    with pytest.raises(Mismatch, match='turn_order: expected to contain "kay", "bob", but "bob" is missing'):
        play(sc, protocol_table("en"))
    play(
        load_scenario(write(tmp_path, AUCTION + "expect:\n  turn_order: {contains: [kay, jen], length: 2}\n")),
        protocol_table("en"),
    )


def test_the_vocabulary_holds_alike_in_play_scenario_and_through_the_protocol(tmp_path: Path) -> None:
    """docs/scenario-format.md: excludes, not, an entry found by a key's value and a default after | read and
    match the same in 'constantinopolis play-scenario' and through the protocol (constantinopolis.suite.vocabulary)."""
    held = AUCTION + (
        "expect:\n"
        "  players.kay.buildings: {excludes: [metallum, caupona], length: 1}\n"
        "  offices.consul.holder: {not: null}\n"
        "  players.jen.ships.size=small.position: 0\n"
        "  players.jen.goods.luxury|0: 0\n"
        "  players.jen.goods.alimentary|0: 2\n"
    )
    sc = load_scenario(write(tmp_path, held))
    assert run_scenario(sc).ok, format_report(run_scenario(sc))
    play(sc, protocol_table("en"))
    wrong = AUCTION + "expect:\n  players.kay.buildings: {excludes: ager}\n  players.jen.goods.luxury|0: 1\n"
    sc = load_scenario(write(tmp_path, wrong))
    assert failures(run_scenario(sc)) == [
        'FAIL line 11: players.kay.buildings: expected not to contain "ager", but "ager" is there (["ager"])',
        "FAIL line 12: players.jen.goods.luxury|0: expected 1, got 0",
    ]
    with pytest.raises(Mismatch, match=r'players\.kay\.buildings: expected not to contain "ager", but "ager" is there'):
        play(sc, protocol_table("en"))


def test_through_the_protocol_at_is_not_supported_after_the_rest_is_checked(tmp_path: Path) -> None:
    text = AUCTION + "  - expect: {players.jen.goods: {}}\n    at: before produce\nexpect:\n  phase: construct\n"
    sc = load_scenario(write(tmp_path, text))
    with pytest.raises(NotSupported) as err:
        play(sc, protocol_table("en"))
    assert f"{sc.path}: the checkpoints at line 10 (at: before produce) read the state between automatic steps" in str(
        err.value
    )
    # a failure elsewhere in the file is reported as that failure, not as "not supported"
    sc = load_scenario(write(tmp_path, text.replace("phase: construct", "phase: draw")))
    with pytest.raises(Mismatch, match="phase: expected 'draw', got 'construct'"):
        play(sc, protocol_table("en"))


# ============================================================================ the example files
def test_the_engine_only_example_passes_under_every_edition_and_seed() -> None:
    path = ROOT / "scenarios" / "engine-only" / "situation-boundaries-example.yaml"
    sc = load_scenario(path)
    assert any(step.at for step in sc.steps)
    for seed in (0, 1, 987654321):
        assert {ed: run_scenario(sc, edition=ed, seed=seed).ok for ed in EDITIONS} == dict.fromkeys(EDITIONS, True)
    with pytest.raises(NotSupported):
        play(sc, protocol_table("en"))


def test_the_example_files_use_every_feature_and_pass_under_every_edition() -> None:
    main_example = load_scenario(ROOT / "scenarios" / "situation-features-example.yaml")
    boundaries = load_scenario(ROOT / "scenarios" / "engine-only" / "situation-boundaries-example.yaml")
    text = "".join(
        p.read_text(encoding="utf-8")
        for p in (ROOT / "scenarios" / "situation-features-example.yaml", Path(boundaries.path))
    )
    for feature in ("editions:", "refused: true", "length:", "contains:", "at: before produce", "other: false"):
        assert feature in text, feature
    for sc in (main_example, boundaries):
        cmp = compare_editions(sc)
        assert all(r.ok for r in cmp.reports.values()), sc.path
        assert cmp.differences  # per-edition values that really differ


# ============================================================================ the phase observer
def test_the_phase_observer_is_told_each_phase_left_and_entered_and_is_not_saved() -> None:
    game = Game.new(["kay", "jen"], setup={"round": 3, "offices": {"magister-officiorum": "kay", "consul": "jen"}})
    assert game.phase_observer is None
    seen: list[tuple[Phase, Phase, str]] = []
    game.phase_observer = lambda left, entered: seen.append((left, entered, game.state.phase.value))
    saved = game.to_json()
    game.apply("kay: keep")
    assert seen == []
    game.apply("jen: keep")
    assert seen == [
        (Phase.AUCTION, Phase.MOVE_SHIPS, "auction"),  # told before the next phase begins
        (Phase.MOVE_SHIPS, Phase.PRODUCE, "move-ships"),
        (Phase.PRODUCE, Phase.CONSTRUCT, "produce"),
    ]
    assert "observer" not in saved and Game.from_dict(json.loads(saved)).phase_observer is None


def test_a_scenario_run_leaves_no_observer_installed(tmp_path: Path) -> None:
    text = AUCTION + "  - expect: {players.jen.goods: {}}\n    at: before produce\n"
    report = run_scenario(write(tmp_path, text))
    assert report.ok and report.game.phase_observer is None


def test_a_boundary_passed_twice_in_one_action_reads_the_first_time() -> None:
    game = Game.new(["kay", "jen"], setup={"round": 3, "offices": {"magister-officiorum": "kay", "consul": "jen"}})
    recorder = BoundaryRecorder(game, [None, "jen"])
    recorder(Phase.END_OF_ROUND, Phase.AUCTION)
    game.state.round = 9
    recorder(Phase.END_OF_ROUND, Phase.AUCTION)
    assert [recorder.views[name][None]["round"] for name in ("after end-of-round", "before auction")] == [3, 3]
    assert recorder.views["before auction"]["jen"]["players"]["kay"]["gold"] == {"hidden": True}
    assert recorder.describe_passed() == "after end-of-round = before auction, after end-of-round = before auction"
