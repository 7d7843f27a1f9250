"""`constantinopolis adjudicate` and `rules --book`: a judge's ruling with the deciding rule, its
failing condition in numbers, each book's sentence, and the editions that decide otherwise."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from constantinopolis.adjudicate import AdjudicationError, adjudicate, legal_now, localize
from constantinopolis.books import CODES
from constantinopolis.cli import main

CONSUL_19 = """\
scenario: May the Consul take Kay's last Metallum?
players: [kay, jen]
setup:
  round: 3
  phase: construct
  offices: {magister-officiorum: kay, consul: jen}
  supply: {buildings: {metallum: 1}}
  players:
    kay: {gold: 30}
    jen: {gold: 19}
actions:
  - kay: build metallum
"""

FUNDING = """\
scenario: The Consul with 16 gold and a Caupona
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


def write(tmp_path: Path, text: str, name: str = "situation.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_the_consul_question_is_answered_with_the_rule_and_the_numbers(tmp_path: Path) -> None:
    """en:475: the Consul pays the full price with the gold he has: 19 gold does not buy a 20-gold Metallum."""
    ruling = adjudicate(write(tmp_path, CONSUL_19), "jen: preempt")
    v = ruling.verdict
    assert not v.allowed and v.rule == "consul.preempt"
    assert "jen has 19 gold" in v.message and "the Metallum costs 20" in v.message
    # the rule's sentence in each of the five books, each at its own lines
    assert list(ruling.books) == list(CODES)
    assert all(e.stated and e.cite().startswith(f"{book}:") for book, e in ruling.books.items())
    assert "preemption right" in ruling.books["en"].text()
    assert "diritto di prelazione" in ruling.books["it"].text()
    assert ruling.differing == [] and ruling.causes == []


def test_the_editions_that_decide_otherwise_are_named_with_the_option(tmp_path: Path) -> None:
    """en:475 forbids the Consul only discounts; it:341 forbids any building for coins: under the Italian
    preset Jen may not use her Caupona while Kay's purchase waits."""
    ruling = adjudicate(write(tmp_path, FUNDING), "jen: use caupona")
    assert ruling.verdict.allowed
    changes = {c.path: (c.before, c.after) for c in ruling.verdict.changes}
    assert changes["players.jen.gold"] == (16, 20)
    assert "commercial.exact-goods" in ruling.verdict.applied
    assert ruling.differing == ["it"]
    assert not ruling.editions["it"].allowed
    assert [c["option"] for c in ruling.causes] == ["consul_preemption_funding"]
    assert ruling.causes[0]["values"]["it"] != ruling.causes[0]["values"]["en"]
    assert any(d["id"] == "consul-preemption-funding" for d in ruling.causes[0]["discrepancies"])


def test_without_an_action_the_files_last_action_is_the_dispute(tmp_path: Path) -> None:
    path = write(tmp_path, CONSUL_19 + "  - jen: preempt\n")
    ruling = adjudicate(path)
    assert ruling.action == "jen: preempt" and ruling.verdict.rule == "consul.preempt"
    with pytest.raises(AdjudicationError, match="no action to adjudicate"):
        adjudicate(write(tmp_path, CONSUL_19.split("actions:")[0], "empty.yaml"))


def test_legal_lists_what_the_player_may_do_with_its_rules(tmp_path: Path) -> None:
    actions = {a.text: a.applied for a in legal_now(write(tmp_path, FUNDING), "jen")}
    assert set(actions) == {"jen: decline", "jen: use caupona"}  # 16 gold: not yet the preemption
    assert "commercial.once-per-round" in actions["jen: use caupona"]
    assert legal_now(write(tmp_path, FUNDING), "jen", "it") == []
    with pytest.raises(AdjudicationError, match="unknown player 'zed'"):
        legal_now(write(tmp_path, FUNDING), "zed")


def test_game_terms_in_a_books_language_leave_rule_ids_alone() -> None:
    text = "jen has 2 Alimentary Goods and 19 gold (consul.preempt, en:475); the Consul."
    it = localize(text, "it")
    assert "Generi Alimentari" in it and "19 monete" in it
    assert "consul.preempt" in it and it.endswith("the Consul.")
    assert localize(text, "en") == text
    # ids that are ordinary words are left alone: "accept" the verb is not the Accept Contracts phase
    assert localize("contracts are swapped before deciding which to accept", "it").endswith("which to accept")


def test_the_command_prints_the_ruling_and_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = str(write(tmp_path, CONSUL_19))
    assert main(["adjudicate", path, "jen: preempt"]) == 0
    out = capsys.readouterr().out
    assert "verdict: refused by consul.preempt (en:" in out
    assert "jen has 19 gold" in out and "it:" in out and "every edition decides alike" in out
    assert main(["adjudicate", path, "jen: preempt", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["verdict"] == "refused" and data["rule"] == "consul.preempt" and set(data["books"]) == set(CODES)
    assert main(["adjudicate", path, "--legal", "kay"]) == 0
    assert "kay may now:" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["jen preempt"], "cannot read the action"),
        (["jen: preempt", "--legal", "jen"], "not both"),
    ],
)
def test_bad_input_is_one_error_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(["adjudicate", str(write(tmp_path, CONSUL_19)), *args]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_a_situation_that_cannot_be_reached_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, CONSUL_19.replace("kay: build metallum", "jen: build metallum"))
    assert main(["adjudicate", str(path), "jen: preempt"]) == 2
    assert "the situation's actions do not play under the en preset" in capsys.readouterr().err


def test_rules_in_a_books_own_words(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "consul.preempt", "--book", "it"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("consul.preempt") and "it:" in out and "diritto di prelazione" in out
    assert main(["rules", "consul", "--book", "de", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {d["id"] for d in data} >= {"consul.preempt", "consul.not-walls"} and all(d["book"] == "de" for d in data)
    assert main(["rules", "zzz"]) == 1
    assert "no rule id is or starts with zzz" in capsys.readouterr().err
