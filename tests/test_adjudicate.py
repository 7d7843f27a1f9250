"""`constantinopolis adjudicate` and `rules --book`: a judge's ruling with the deciding rule, its
failing condition in numbers, each book's sentence, and the editions that decide otherwise."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from constantinopolis.core.components import default_components
from constantinopolis.core.errors import ConstantinopolisError
from constantinopolis.core.rules import RULES
from constantinopolis.rulebooks import CODES
from constantinopolis.suite.adjudicate import (
    DECLINE_RULES,
    VERB_RULES,
    AdjudicationError,
    adjudicate,
    as_json,
    format_ruling,
    legal_now,
    legal_report,
    localize,
)
from constantinopolis.suite.ruling_page import render
from constantinopolis.tools.cli import main

BUILDING_IDS = ", ".join(sorted(default_components().buildings))  # ids to type, in every language

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
    books = ruling.books["consul.preempt"]
    assert list(ruling.books) == ["consul.preempt"] and list(books) == list(CODES)
    assert all(e.stated and e.cite().startswith(f"{book}:") for book, e in books.items())
    assert "preemption right" in books["en"].text()
    assert "diritto di prelazione" in books["it"].text()
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
    assert (
        data["verdict"] == "refused"
        and data["rule"] == "consul.preempt"
        and set(data["books"]["consul.preempt"]) == set(CODES)
    )
    assert main(["adjudicate", path, "--legal", "kay"]) == 0
    assert "kay may now:" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["jen preempt"], "the disputed action: cannot read action 'jen preempt'"),
        (["kay: build Pistrinum"], "unknown building 'Pistrinum'; known: "),
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


@pytest.mark.parametrize(
    ("change", "args", "said"),
    [
        (
            None,
            ["jen preempt", "--lang", "es"],
            "la acción en disputa: no se puede leer la acción 'jen preempt': se espera 'jugador: verbo argumentos'",
        ),
        (None, ["zed: preempt", "--lang", "fr"], "l'action contestée : joueur inconnu 'zed' ; joueurs : kay, jen"),
        (
            None,
            ["jen: bid consul x", "--edition", "de"],
            "die strittige Aktion: Aktion 'bid': das Feld 'amount' kann nicht 'x' sein "
            "(erwartet: eine ganze Zahl von 0 bis 1,000)",
        ),
        (None, ["--legal", "zed", "--lang", "it"], "giocatore sconosciuto 'zed'; giocatori: kay, jen"),
        (
            ("kay: build metallum", "jen: build metallum"),
            ["jen: preempt", "--lang", "es"],
            "{path}:12: las acciones de la situación no se pueden jugar con la configuración de la edición en: "
            "[turn.not-your-turn] es el turno de kay, no de jen (en:213, en:382)",
        ),
        (
            ("players: [kay, jen]", "edition: fr\nplayers: [kay, jen]"),
            ["zed: preempt"],
            "l'action contestée : joueur inconnu 'zed' ; joueurs : kay, jen",
        ),
        (
            ("actions:\n  - kay: build metallum\n", ""),
            ["--lang", "de"],
            "{path}: keine Aktion zu entscheiden; gib eine an oder beende die Aktionen der Datei mit ihr "
            "(--legal SPIELER listet, was ein Spieler in diesem Moment tun darf)",
        ),
        (  # the file's own last action (the disputed one) names a building the game does not have
            (("players: [kay, jen]", "edition: fr\nplayers: [kay, jen]"), ("build metallum", "build colosseum")),
            [],
            "{path}:13: l'action contestée : Bâtiment inconnu 'colosseum' ; connus : " + BUILDING_IDS,
        ),
        (  # an earlier action names it: the ids stay ids, to be typed again
            ("kay: build metallum", "kay: build colosseum\n  - kay: build metallum"),
            ["--lang", "it"],
            "{path}:12: le azioni della situazione non si giocano con le impostazioni dell'edizione en: edificio "
            "sconosciuto 'colosseum'; noti: " + BUILDING_IDS,
        ),
        (  # --legal: the whole file is the situation, and its refused action is named at its line
            ("kay: build metallum", "jen: build metallum"),
            ["--legal", "kay", "--lang", "de"],
            "{path}:12: die Aktionen der Situation lassen sich mit der Voreinstellung en nicht spielen: "
            "[turn.not-your-turn] an der Reihe ist kay, nicht jen (en:213, en:382)",
        ),
        (  # a verb the file misspells: the file's error, at its line, in the file's edition's language
            (("players: [kay, jen]", "edition: fr\nplayers: [kay, jen]"), ("build metallum", "steal metallum")),
            [],
            "{path}:13: action inconnue 'steal' dans 'kay: steal metallum' ; connues : bid, build, build-public, "
            "buy, buy-post, buy-ship, claim-ship, decline, donate, done, draw, free, good, keep, load, pass, preempt, "
            "raise, save, sell, store, swap, take, trade, use, wall-sale, wall-swap",
        ),
    ],
    ids=[
        "unreadable",
        "unknown-player",
        "bad-field-by-edition",
        "legal-of-nobody",
        "unplayable",
        "file-edition",
        "no-action",
        "unknown-building-disputed",
        "unknown-building-before",
        "legal-unplayable",
        "misspelt-verb-in-file",
    ],
)
def test_an_error_is_said_in_the_judges_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: Any, args: list[str], said: str
) -> None:
    """A judge who asks in his book's language (--lang, else the book of --edition, else of the situation file's
    edition) is told what is wrong in it too: adjudicate's own words and the engine's; --json keeps the English
    words programs read."""
    text = CONSUL_19
    for old, new in [] if change is None else change if isinstance(change[0], tuple) else [change]:
        text = text.replace(old, new)
    path = write(tmp_path, text)
    assert main(["adjudicate", str(path), *args]) == 2
    assert capsys.readouterr().err == "error: " + said.format(path=path) + "\n"
    assert main(["adjudicate", str(path), *args, "--json"]) == 2
    english = json.loads(capsys.readouterr().out)["error"]["message"]
    assert english != said.format(path=path) and english.isascii()


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (  # a book's name where the file needs an id: the ids it takes, never the book's names of them
            ("kay: {gold: 30}", 'kay: {gold: 30, goods: {"Materie Prime": 1}}'),
            "{path}:10: setup: players.kay.goods.Materie Prime: unknown good type; known: luxury, military, "
            "industrial, consumer, alimentary",
        ),
        (
            ("consul: jen", "Consul: jen"),
            "{path}:7: setup: offices.Consul: unknown office; offices: magister-officiorum, praefectus-pretorio, "
            "comes-thesaurorum, praefectus-urbi, consul",
        ),
        (("players: [kay, jen]\n", ""), "{path}:1: the key 'players' is required"),  # was "el key ... is required"
    ],
    ids=["good-by-its-name", "office-capitalised", "no-players"],
)
def test_a_set_up_error_keeps_the_files_ids_in_the_judges_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: tuple[str, str], said: str
) -> None:
    """A problem of the file's set-up, in the words the engine has for it, with the file's value and the ids the
    file takes as they are: no book's name put in their place (it said 'Materie Prime' was unknown, then listed
    it as known)."""
    path = write(tmp_path, "edition: it\n" + CONSUL_19.replace(*change))
    assert main(["adjudicate", str(path), "jen: preempt"]) == 2
    assert capsys.readouterr().err == "error: " + said.format(path=path) + "\n"


def test_rules_in_a_books_own_words(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "consul.preempt", "--book", "it"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("consul.preempt") and "it:" in out and "diritto di prelazione" in out
    assert main(["rules", "consul", "--book", "de", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {d["id"] for d in data} >= {"consul.preempt", "consul.not-walls"} and all(d["book"] == "de" for d in data)
    assert main(["rules", "zzz"]) == 1
    assert "no rule id is or starts with 'zzz'" in capsys.readouterr().err


# ------------------------------------------------------------------ the final scoring explained
LAST_ROUND = """\
scenario: The last done of the last round
players: [jen, kay]
setup:
  round: 8
  phase: donate
  ends_after_round: public-buildings
  supply:
    buildings: {{domus-regia-24: 0, domus-regia-36: 0, domus-regia-50: 0, domus-regia-66: 0,
                hippodromus-21: 0, hippodromus-32: 0, hippodromus-45: 0, hippodromus-60: 0}}
  offices: {{praefectus-pretorio: jen, comes-thesaurorum: kay}}
  players:
    jen: {{fp: {jen_fp}, gold: {jen_gold}, goods: {{alimentary: {jen_goods}}}}}
    kay: {{fp: {kay_fp}, gold: {kay_gold}, goods: {{military: {kay_goods}}}, buildings: [{kay_walls}]}}
actions:
  - jen: done
"""


def last_round(tmp_path: Path, kay_walls: str = "", **numbers: int) -> Path:
    values = {"jen_fp": 30, "jen_gold": 30, "jen_goods": 1, "kay_fp": 30, "kay_gold": 30, "kay_goods": 1} | numbers
    return write(tmp_path, LAST_ROUND.format(kay_walls=kay_walls, **values))


def steps(scoring: dict[str, Any]) -> list[tuple[str, dict[str, int], list[str]]]:
    return [(s["step"], s["numbers"], s["leaders"]) for s in scoring["tie_break"]]


def test_a_plain_win_shows_each_players_scoring_and_the_fp_step(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """en:720-730: walls (2 segments: 3 FP, en:460-467) and 1 FP a full 15 gold (44 gold: 2 FP, en:726)."""
    path = last_round(tmp_path, "moenia-swap, moenia-sale", kay_gold=44)
    scoring = adjudicate(path, "kay: done").verdict.scoring
    assert scoring is not None
    assert scoring["players"]["kay"] == {
        "before_scoring": 30,
        "ships_fp": 0,
        "walls": 2,
        "walls_fp": 3,
        "gold": 44,
        "gold_fp": 2,
        "total": 35,
        "goods": 1,
    }
    assert scoring["players"]["jen"]["total"] == 32 and scoring["gold_per_fp"] == 15
    assert steps(scoring) == [("fp", {"jen": 32, "kay": 35}, ["kay"])]
    assert scoring["decided_by"] == "fp" and scoring["winners"] == ["kay"]
    assert main(["adjudicate", str(path), "kay: done"]) == 0
    out = capsys.readouterr().out
    assert "result: null -> (the final scoring, below)" in out and '"winners"' not in out
    table = out[out.index("the final scoring (en:720-730):") :]
    assert re.search(r"kay +30 +\+0 +2: \+3 +44 gold: \+2 +35\n", table)
    assert "1. the most FP: jen 32, kay 35: decided: kay wins\n    decided by the most FP" in table
    assert "the most gold:" not in table


def test_a_tie_decided_by_gold(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """en:730: tied on FP, the most gold wins (29 gold is 1 FP, 31 gold 2 FP: 30 FP + 2 against 31 FP + 1)."""
    path = last_round(tmp_path, jen_fp=31, jen_gold=29, kay_gold=31)
    scoring = adjudicate(path, "kay: done").verdict.scoring
    assert scoring is not None
    assert steps(scoring) == [
        ("fp", {"jen": 32, "kay": 32}, ["jen", "kay"]),
        ("gold", {"jen": 29, "kay": 31}, ["kay"]),
    ]
    assert scoring["decided_by"] == "gold" and scoring["winners"] == ["kay"]
    assert main(["adjudicate", str(path), "kay: done", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["scoring"] == scoring


def test_the_ruling_on_cargo_goods_is_a_tie_decided_by_goods(capsys: pytest.CaptureFixture[str]) -> None:
    """scenarios/rulings/b-tie-break-cargo-goods.yaml: 32 FP and 30 gold each; Jen's 2 goods beat Kay's 1
    (her cargo does not count, en:595, en:695); Kay's ship gives her 2 FP and 6 gold (en:722)."""
    path = Path(__file__).parent.parent / "scenarios/rulings/b-tie-break-cargo-goods.yaml"
    scoring = adjudicate(path).verdict.scoring
    assert scoring is not None
    assert scoring["players"]["kay"]["ships_fp"] == 2 and scoring["players"]["kay"]["before_scoring"] == 28
    assert steps(scoring) == [
        ("fp", {"jen": 32, "kay": 32}, ["jen", "kay"]),
        ("gold", {"jen": 30, "kay": 30}, ["jen", "kay"]),
        ("goods", {"jen": 2, "kay": 1}, ["jen"]),
    ]
    assert scoring["decided_by"] == "goods" and scoring["winners"] == ["jen"]
    assert main(["adjudicate", str(path)]) == 0
    out = capsys.readouterr().out
    assert "1. the most FP: jen 32, kay 32: tied: jen, kay" in out
    assert "2. the most gold: jen 30, kay 30: tied: jen, kay" in out
    assert "3. the most goods: jen 2, kay 1: decided: jen wins\n    decided by the most goods" in out


def test_a_full_tie_is_a_shared_win(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """en:730: "If the tied players have an equal number of goods as well, the tied players all win"."""
    path = last_round(tmp_path, jen_goods=2, kay_goods=2)
    scoring = adjudicate(path, "kay: done").verdict.scoring
    assert scoring is not None
    assert [s[0] for s in steps(scoring)] == ["fp", "gold", "goods"]
    assert steps(scoring)[-1] == ("goods", {"jen": 2, "kay": 2}, ["jen", "kay"])
    assert scoring["decided_by"] == "shared" and scoring["winners"] == ["jen", "kay"]
    assert main(["adjudicate", str(path), "kay: done"]) == 0
    out = capsys.readouterr().out
    assert "3. the most goods: jen 2, kay 2: still tied after goods: jen, kay share the win" in out
    assert "no step decides: the tied players share the win" in out


def test_an_action_that_does_not_end_the_game_has_no_scoring(tmp_path: Path) -> None:
    assert adjudicate(write(tmp_path, FUNDING), "jen: use caupona").verdict.scoring is None
    assert adjudicate(last_round(tmp_path), "kay: done").verdict.scoring is not None


# ------------------------------------------------------------------ --legal: by kind, with the player's own rule
LAST_DONE = """\
scenario: Jen's done ends the Construct Buildings Phase; the Magister Officiorum is Kay
players: [kay, jen]
setup:
  round: 3
  phase: construct
  offices: {magister-officiorum: kay, consul: jen}
  players:
    kay: {gold: 30}
    jen: {gold: 0}
actions:
  - kay: done
"""


def test_legal_groups_by_kind_with_the_rule_that_allows_each(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    legal = legal_report(write(tmp_path, FUNDING), "jen")
    assert [(g.verb, g.rule) for g in legal.groups] == [
        ("decline", "consul.preempt"),
        ("use", "commercial.exact-goods"),
    ]
    assert [a.text for a in legal.groups[1].actions] == ["jen: use caupona"]
    assert "commercial.once-per-round" in legal.groups[1].actions[0].applied
    assert main(["adjudicate", str(write(tmp_path, CONSUL_19)), "--legal", "kay"]) == 0
    out = capsys.readouterr().out
    assert "kay may now:\n  done: allowed by turn.not-your-turn (en:213, en:382; implied)\n    kay: done\n" in out
    assert "  build: allowed by build.one-per-kind (en:388, en:426)\n" in out
    assert "  buy: allowed by market.price (" in out


def test_legal_never_cites_another_players_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Jen's done ends the phase; the next phase's Magister Officiorum draw is Kay's, not what Jen's done applies."""
    path = write(tmp_path, LAST_DONE)
    assert "office.magister-officiorum-draw" in adjudicate(path, "jen: done").verdict.applied  # what follows it
    legal = legal_report(path, "jen")
    assert [(g.verb, g.rule, [a.text for a in g.actions]) for g in legal.groups] == [
        ("done", "turn.not-your-turn", ["jen: done"])
    ]
    assert legal.actions[0].applied == []
    assert main(["adjudicate", str(path), "--legal", "jen", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["groups"][0]["rule"] == "turn.not-your-turn" and data["why_none"] is None
    assert "magister" not in json.dumps(data)


def test_every_kind_of_action_has_an_allowing_rule() -> None:
    from constantinopolis.core.phases import DECISION_VERBS, VERBS

    verbs = set().union(*VERBS.values(), *DECISION_VERBS.values()) - {"done", "decline"}
    assert verbs <= set(VERB_RULES)
    assert set(VERB_RULES.values()) | set(DECLINE_RULES.values()) <= set(RULES)


@pytest.mark.parametrize(
    ("situation", "player", "rule", "why"),
    [
        (
            FUNDING,
            "kay",
            "turn.pending-decision",
            "kay may do nothing now: the game waits for jen's decision on the preemption (decline / preempt)",
        ),
        (CONSUL_19, "jen", "turn.not-your-turn", "jen may do nothing now: it is kay's turn, not jen's; "),
        (LAST_DONE, "kay", "turn.not-your-turn", "kay may do nothing now: it is jen's turn, not kay's ("),
        (
            LAST_ROUND.format(jen_fp=1, jen_gold=1, jen_goods=1, kay_fp=1, kay_gold=1, kay_goods=1, kay_walls=""),
            "jen",
            "turn.already-done",
            "jen may do nothing now: jen has finished the donate phase; the others still playing it: kay (",
        ),
        (
            LAST_ROUND.format(jen_fp=1, jen_gold=1, jen_goods=1, kay_fp=1, kay_gold=1, kay_goods=1, kay_walls="")
            + "  - kay: done\n",
            "kay",
            "game.over",
            "kay may do nothing now: the game is over (game.over, en:713-728; implied)",
        ),
    ],
)
def test_when_nothing_is_legal_the_answer_says_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], situation: str, player: str, rule: str, why: str
) -> None:
    path = write(tmp_path, situation)
    legal = legal_report(path, player)
    assert legal.groups == [] and legal.why_rule == rule
    assert main(["adjudicate", str(path), "--legal", player]) == 0
    assert capsys.readouterr().out.startswith(why)
    assert main(["adjudicate", str(path), "--legal", player, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["why_none"]["rule"] == rule


def test_the_scoring_table_names_the_terms_as_the_book_does_and_stays_aligned() -> None:
    path = Path(__file__).parent.parent / "scenarios/rulings/b-tie-break-cargo-goods.yaml"
    out = format_ruling(adjudicate(path), lang="it")
    table = out[out.index("il punteggio finale (") :].splitlines()[1:4]
    assert "Punti Fama prima del punteggio" in table[0] and "30 monete: +2" in table[1]
    assert len({len(row) for row in table}) == 1  # the columns line up after the terms are translated


#: A situation whose disputed action leaves each kind of decision pending, and who must then decide.
LEAVES_PENDING = {
    "ship-claim": (  # en:645: the last Medium Ship, and Jen earlier in turn order
        """\
scenario: Kay buys the last Medium Ship; Jen, earlier in turn order, may claim it
players: [kay, jen]
setup:
  round: 3
  phase: accept
  offices: {magister-officiorum: jen, consul: kay}
  supply: {ships: {medium: 1}}
  players:
    kay: {gold: 20}
    jen: {gold: 20}
""",
        "kay: buy-ship medium",
        "jen",
    ),
    "preempt": (  # en:473-477: the Consul may take Kay's Metallum at its full price
        CONSUL_19.replace("jen: {gold: 19}", "jen: {gold: 25}").split("actions:")[0],
        "kay: build metallum",
        "jen",
    ),
    "pp-good": (
        """\
scenario: After the auction the Praefectus Pretorio chooses a good
players: [kay, jen]
setup:
  round: 3
  phase: auction
  offices: {magister-officiorum: kay, praefectus-pretorio: jen}
  players:
    jen: {buildings: [ager, textrinum]}
actions:
  - kay: keep
""",
        "jen: keep",
        "jen",
    ),
}


@pytest.mark.parametrize("kind", sorted(LEAVES_PENDING))
def test_the_answer_names_who_must_decide_for_every_kind_of_decision(tmp_path: Path, kind: str) -> None:
    """Each kind of decision saves its own keys (a ship claim its queue, not a player): the answer names the
    responder through the decision's class, in every language, rather than failing on a key it lacks."""
    from constantinopolis.core.state import Decision

    assert set(LEAVES_PENDING) == set(Decision.KINDS), "a kind of decision without a situation here"
    situation, action, responder = LEAVES_PENDING[kind]
    ruling = adjudicate(write(tmp_path, situation), action)
    assert ruling.verdict.allowed
    pending = next(c.after for c in ruling.verdict.changes if c.path == "pending")
    assert pending["kind"] == kind
    assert f"the game waits for {responder}'s decision" in format_ruling(ruling)
    for lang in CODES:
        assert f" {responder}" in format_ruling(ruling, lang)  # no error in any language


FUTURE_RUNS_OUT = """\
scenario: The Future Market runs out for the first time; is the rebuilt pile face up or face down?
players: [kay, jen]
setup:
  round: 4
  phase: donate
  market: {current: porta-aurea, future: [opificies], exhaustions: 0}
  shuffles:
    - pile: markets
      order: [domus-regia, porta-aurea, forum-costantinum, portus-iulianus]
  players:
    kay: {goods: {}}
    jen: {goods: {}, done: true}
"""


def test_an_action_allowed_everywhere_with_another_outcome_differs(tmp_path: Path) -> None:
    """en:685 lays the rebuilt Future Market pile face up, it:427 face down: the same allowed 'done' ends the round
    otherwise, so the editions do not decide alike, and the answer names the option and the value that differs."""
    path = write(tmp_path, FUTURE_RUNS_OUT)
    ruling = adjudicate(path, "kay: done", "it")
    assert ruling.verdict.allowed and all(v.allowed for v in ruling.editions.values())
    assert ruling.differing == ["en", "es", "fr", "de"]
    assert [c["option"] for c in ruling.causes] == ["future_pile_after_reshuffle"]
    text = format_ruling(ruling, "en")
    assert "en: allowed   <- decides differently: market.future_face_down: false (unchanged)" in text
    assert "every edition decides alike" not in text
    assert adjudicate(path, "kay: done", "en").differing == ["it"]


def test_a_stated_shuffle_that_the_disputed_action_does_not_match_names_its_line(tmp_path: Path) -> None:
    """The disputed action itself shuffles the Current Market pile (en:685): a stated order that does not match it
    is an error at the line of the shuffle, as in play-scenario, not a message without a file."""
    bad = FUTURE_RUNS_OUT.replace("[domus-regia, porta-aurea, forum-costantinum, portus-iulianus]", "[domus-regia]")
    path = write(tmp_path, bad)
    with pytest.raises(ConstantinopolisError) as caught:
        adjudicate(path, "kay: done", "it")
    assert str(caught.value).startswith(f"{path}:8: setup.shuffles[0]: the stated order of the markets pile")


def test_a_situation_that_does_not_play_names_its_file_line_and_the_editions_own_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A French situation whose second action the French book refuses (fr:94, one production building a round):
    the error names the file, the action's line, the rule, and the lines of the French book, not the English."""
    path = write(
        tmp_path,
        "scenario: two production buildings\nedition: fr\nplayers: [kay, jen]\nsetup:\n  round: 2\n"
        "  phase: construct\n  offices: {magister-officiorum: kay}\n  players:\n    kay: {gold: 30}\n"
        "actions:\n  - kay: build pistrinum\n  - kay: build textrinum\n",
    )
    with pytest.raises(AdjudicationError) as caught:
        adjudicate(path, "kay: done")
    assert str(caught.value) == (
        f"{path}:12: the situation's actions do not play under the fr preset: [build.one-per-kind] "
        "kay has already bought a production building this round (fr:94)"
    )
    assert main(["adjudicate", str(path), "kay: done", "--json"]) == 2
    error = json.loads(capsys.readouterr().out)["error"]
    assert (error["file"], error["line"], error["kind"]) == (str(path), 12, "AdjudicationError")


def test_a_set_up_phase_that_plays_itself_is_said_before_the_verdict(tmp_path: Path) -> None:
    """The Draw Contracts phase draws by itself (en:557-565): a situation set up there is judged in the Accept
    Contracts phase, and the answer says so first, in every language, instead of leaving the judge to read a
    refusal about another phase than the one he set up."""
    path = write(
        tmp_path,
        "scenario: How many contracts does Jen draw?\nplayers: [kay, jen]\nsetup:\n  round: 3\n  phase: draw\n"
        "  offices: {magister-officiorum: jen}\n",
    )
    ruling = adjudicate(path, "jen: draw 4")
    assert ruling.moved_on == ("draw", "accept", 3)
    assert ruling.to_dict()["moved_on"] == {"set_up": "draw", "phase": "accept", "round": 3}
    assert "note: nobody decides in the Draw Contracts Phase as set up, so the game played on to the Accept" in (
        format_ruling(ruling)
    )
    assert "fase di Accettazione dei Contratti del turno 3" in format_ruling(ruling, "it")
    assert adjudicate(write(tmp_path, CONSUL_19, "consul.yaml"), "jen: preempt").moved_on is None


POSTS_SAVING = """\
scenario: "Jen has two Trading Posts, one of them saving a contract. May she draw 1 + 2 = 3 contracts?"
source: {book: en, id: ruling posts-saving, lines: ["573", "639"]}
players: [jen, kay]
components:
  contracts:
    k1: {goods: {alimentary: 1}, gold: 4, fp: 1, voyage: {small: 1, medium: 1, large: 2}}
    k2: {goods: {alimentary: 2}, gold: 8, fp: 1, voyage: {small: 1, medium: 1, large: 2}}
    k3: {goods: {consumer: 1}, gold: 5, fp: 1, voyage: {small: 1, medium: 1, large: 2}}
    k9: {goods: {military: 1}, gold: 7, fp: 1, voyage: {small: 1, medium: 1, large: 2}}
setup:
  round: 3
  phase: draw
  turn: jen
  offices: {praefectus-pretorio: jen, comes-thesaurorum: kay}
  contracts: {deck: [k1, k2, k3]}
  players:
    jen: {gold: 20, buildings: [ager], posts: 2, saved: [k9]}
    kay: {gold: 20, buildings: [ager]}
"""


def test_a_refusal_shows_what_held_before_the_condition_that_failed(tmp_path: Path) -> None:
    """ "Why 2 and not 3?": a refused draw shows the parts of the allowance the check found (production level 1:
    1; one unused Trading Post: 1 more; the post saving k9 is not unused), in the judge's language, before the
    books' sentences; the JSON carries them as ``held`` (a new maintainer's question, issue 22)."""
    path = write(tmp_path, POSTS_SAVING)
    ruling = adjudicate(path, "jen: draw 3")
    assert ruling.verdict.rule == "draw.count" and ruling.verdict.message == "jen draws 1 to 2 contracts, not 3"
    assert ruling.verdict.held == [
        ("draw.by-level", "jen is at production level 1: 1 contract(s)"),
        ("draw.trading-posts", "jen has 1 unused Trading Post(s): as many more if he wishes"),
    ]
    text = format_ruling(ruling)
    assert "what held before the refusal: the conditions checked first, each of which held:\n" in text
    assert "  draw.trading-posts (en:573): jen has 1 unused Trading Post(s): as many more if he wishes" in text
    german = format_ruling(ruling, "de")
    assert "was vor der Ablehnung erfüllt war" in german and "jen hat 1 unbenutzte(n) Handelsposten" in german
    assert [h["rule"] for h in json.loads(as_json(ruling))["held"]] == ["draw.by-level", "draw.trading-posts"]
    allowed = adjudicate(path, "jen: draw 2")
    assert allowed.verdict.allowed and allowed.verdict.held == []


PP_ONE_TYPE = """\
scenario: As Praefectus Pretorio, may I choose a Luxury Good with only the Ager?
players: [kay, jen]
setup:
  round: 2
  phase: auction
  offices: {magister-officiorum: kay, praefectus-pretorio: jen}
actions:
  - kay: keep
  - jen: keep
  - jen: good luxury
"""


def test_an_action_of_a_phase_gone_by_shows_what_the_rules_did_since(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The Praefectus Pretorio who can produce one type is given it (en:235, en:783): his 'good luxury' comes in
    the Construct phase, refused by turn.wrong-phase.  The answer shows the steps the rules took by themselves
    after the situation's last action, the good given among them (the judge saw only "not in this phase")."""
    ruling = adjudicate(write(tmp_path, PP_ONE_TYPE))
    assert ruling.verdict.rule == "turn.wrong-phase"
    given = [line for line in ruling.played_on if "office.praefectus-pretorio-good" in line]
    assert given and "jen (Praefectus Pretorio) receives 1 alimentary" in given[0]
    assert ruling.to_dict()["played_on"] == ruling.played_on
    assert main(["adjudicate", str(write(tmp_path, PP_ONE_TYPE)), "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert "nota: tras la última acción de la situación (jen: keep), las reglas siguieron por sí solas" in out
    allowed = adjudicate(write(tmp_path, CONSUL_19))  # a verdict in the phase of the situation: no such note
    assert allowed.played_on == [] and allowed.to_dict()["played_on"] == []


def test_offices_the_set_up_drew_are_named_before_the_verdict(tmp_path: Path) -> None:
    """A file that sets no offices leaves the turn order to the set-up's draw: a verdict of turn.not-your-turn
    rests on it, so the answer names the offices drawn, in the judge's language, and JSON gives them."""
    path = write(tmp_path, CONSUL_19.replace("  offices: {magister-officiorum: kay, consul: jen}\n", ""))
    ruling = adjudicate(path, "jen: done")
    assert ruling.offices_drawn is not None and sorted(ruling.offices_drawn.values()) == ["jen", "kay"]
    assert ruling.to_dict()["offices_drawn"] == ruling.offices_drawn
    assert "note: the file sets no offices, so the set-up drew them at random" in format_ruling(ruling)
    assert "il file non stabilisce le Cariche Pubbliche" in format_ruling(ruling, "it")
    assert adjudicate(write(tmp_path, CONSUL_19, "set.yaml"), "jen: preempt").offices_drawn is None


def test_a_slip_of_the_book_in_the_rule_a_verdict_rests_on_is_said(tmp_path: Path) -> None:
    """es:989-991 says goods at sea are stored too (a 'no' lost, the catalogue's es-cargo-at-sea-storage): a judge
    who reads it there is told the catalogue records a slip and the preset reads the rest of the book."""
    path = write(
        tmp_path,
        "scenario: Must Kay store the goods on her ship?\nedition: es\nplayers: [kay, jen]\nsetup:\n  round: 3\n"
        "  phase: end-of-round\n  offices: {magister-officiorum: kay, consul: jen}\n"
        "  players:\n    kay: {goods: {alimentary: 1}}\n",
    )
    ruling = adjudicate(path, "kay: store -")
    assert [d.id for d in ruling.slips] == ["es-cargo-at-sea-storage"]
    assert ruling.to_dict()["slips"] == [{"id": "es-cargo-at-sea-storage", "lines": "es:989-991"}]
    assert "el libro es tiene aquí un desliz que recoge el catálogo (es-cargo-at-sea-storage, es:989-991)" in (
        format_ruling(ruling)
    )
    assert "es-cargo-at-sea-storage" in render(ruling)
    assert adjudicate(write(tmp_path, CONSUL_19, "en.yaml"), "jen: preempt").slips == []
