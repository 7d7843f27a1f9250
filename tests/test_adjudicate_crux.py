"""The crux, not the trace (issue 21, point 5): an answer names the rules whose conditions were checked and
held, each with its numbers, quotes each of them in all five books, and cites the edition's own book in
its log lines; the rules that only ran (the trace, ``Verdict.applied``) are not deciding."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from constantinopolis.books import i18n
from constantinopolis.books.datafiles import PACKAGE
from constantinopolis.core.game import Game
from constantinopolis.rulebooks import CODES
from constantinopolis.suite.adjudicate import adjudicate, cite_in_book, format_ruling
from constantinopolis.suite.simulate import random_action

RULINGS = Path(__file__).resolve().parents[1] / "scenarios" / "rulings"
PUBLIC = """\
scenario: May Kay buy a 3 FP Public Building while Jen, the Consul, could fund a preemption with her Caupona?
players: [kay, jen]
setup:
  round: 3
  phase: construct
  offices: {magister-officiorum: kay, consul: jen}
  players:
    kay: {gold: 30}
    jen: {gold: 16, buildings: [caupona], goods: {alimentary: 2}}
actions:
  - kay: build-public 3
"""


def deciding_rules(path: Path | str, edition: str | None = None) -> list[str]:
    return [rule for rule, _ in adjudicate(path, edition=edition).verdict.deciding]


def test_the_licence_question_names_the_licence_rules_with_their_numbers() -> None:
    """a-licence-double-skip: the crux is build.licence (what she owns) and build.licence-skip (what is sold out)."""
    v = adjudicate(RULINGS / "a-licence-double-skip.yaml").verdict
    assert v.allowed
    held = dict(v.deciding)
    assert held["build.licence"] == "kay owns a licence A building (the Ager)"
    skips = [m for r, m in v.deciding if r == "build.licence-skip"]
    assert skips == [
        "licence C is sold out, so the Vinaria (licence D) needs a licence B building",
        "licence B is sold out, so the Vinaria (licence D) needs a licence A building",
    ]
    assert held["gold.cannot-afford"] == "kay has 30 gold; Vinaria costs 21"
    # in rulebook order, as the concordance lists the rules
    order = [r for r, _ in v.deciding]
    assert order.index("build.licence") < order.index("build.licence-skip")


def test_no_construction_answer_lists_the_space_rule_as_deciding(tmp_path: Path) -> None:
    """build.no-space-limit runs in every purchase (the trace), but no condition of it is ever checked."""
    construction = [
        p
        for p in sorted(RULINGS.glob("*.yaml"))
        if re.search(r"\b(build|build-public|preempt)\b", p.read_text(encoding="utf-8").split("actions:")[-1])
    ]
    assert len(construction) >= 4
    public = tmp_path / "public.yaml"
    public.write_text(PUBLIC, encoding="utf-8")
    for path in [*construction, public]:
        v = adjudicate(path).verdict
        if v.allowed:
            assert "build.no-space-limit" not in [r for r, _ in v.deciding], path.name
    assert "build.no-space-limit" in adjudicate(RULINGS / "a-licence-double-skip.yaml").verdict.applied


def test_a_public_building_answer_does_not_quote_the_commercial_building_rule(tmp_path: Path) -> None:
    """The Consul's funding asks whether he can produce his Caupona's goods (goods.can-produce runs), but the
    Public Building is decided by its price and the dearest tile left."""
    path = tmp_path / "public.yaml"
    path.write_text(PUBLIC, encoding="utf-8")
    ruling = adjudicate(path)
    v = ruling.verdict
    assert v.allowed and "goods.can-produce" in v.applied  # it ran ...
    rules = [r for r, _ in v.deciding]
    assert "goods.can-produce" not in rules and "goods.can-produce" not in ruling.books  # ... and decided nothing
    assert dict(v.deciding)["build.public-dearest"] == (
        "the Domus Regia is the dearest 3 FP Public Building left: it costs 24 gold"
    )
    assert "goods.can-produce" not in format_ruling(ruling)


def test_an_allowed_verdict_quotes_every_deciding_rule_in_all_five_books() -> None:
    ruling = adjudicate(RULINGS / "c-consul-preempt-licence-skip.yaml", edition="de")
    v = ruling.verdict
    assert v.allowed
    assert list(ruling.books) == list(dict.fromkeys(r for r, _ in v.deciding))
    text = format_ruling(ruling)
    for rule, books in ruling.books.items():
        assert list(books) == list(CODES), rule
        assert f"{rule}, in jeder Spielregel:" in text  # the edition's language (de)
        for entry in books.values():  # the book's sentence; why a book does not state it is English prose
            assert (entry.text() in text) == entry.quoted, (rule, entry.book)
    # the edition's book first
    block = text.split("consul.preempt, in jeder Spielregel:")[1]
    assert block.lstrip().startswith("de:")
    data = ruling.to_dict()
    assert [d["rule"] for d in data["deciding"]] == [r for r, _ in v.deciding]
    assert set(data["books"]["consul.preempt"]) == set(CODES)


def test_a_refused_verdict_is_unchanged_and_its_rule_is_the_deciding_one() -> None:
    ruling = adjudicate(RULINGS / "consul-19-gold-metallum.yaml")
    v = ruling.verdict
    assert not v.allowed and v.rule == "consul.preempt"
    assert v.deciding == [("consul.preempt", v.message)]
    assert "jen has 19 gold" in v.message and "the Metallum costs 20" in v.message
    assert list(ruling.books) == ["consul.preempt"] and list(ruling.books["consul.preempt"]) == list(CODES)
    text = format_ruling(ruling)
    assert "verdict: refused by consul.preempt (en:473-477, en:803)" in text
    assert v.message in text and "preemption right" in text and "diritto di prelazione" in text


def test_log_lines_cite_the_editions_own_book() -> None:
    """The Consul's preemption logs (en:942-944); under es it cites es's lines of the same rule."""
    path = RULINGS / "c-consul-preempt-licence-skip.yaml"
    en = adjudicate(path, edition="en")
    assert any("(en:942-944)" in line for line in en.verdict.log)
    text = format_ruling(adjudicate(path, edition="es"), "en")  # the es edition, the answer in English
    log = text.split("  log:\n")[1].split("\n\n")[0]
    assert "preempts" in log and re.search(r"\bes:\d", log) and not re.search(r"\ben:\d", log)
    spanish = format_ruling(adjudicate(path, edition="es"))  # the answer in Spanish cites the same lines
    assert re.search(r"\bes:\d", spanish) and "(en:942-944)" not in spanish
    assert "(en:942-944)" in format_ruling(en)


def test_cite_in_book_maps_english_lines_to_the_rule_in_another_book() -> None:
    # the rule named with the citation: its lines in the book
    assert cite_in_book("(consul.preempt, en:473-475, en:803)", "it") == "(consul.preempt, it:341, it:504)"
    # a bare citation: the rules whose English lines hold it
    assert cite_in_book("a long voyage (en:619-621)", "it") == "a long voyage (it:381, it:383)"
    # ... the rule of that sentence, not one that also cites it among others (turn.pending-decision cites en:645
    # with the auction's and the Consul's lines, fr:53 and fr:117)
    assert cite_in_book("jen claims the last medium ship (en:645)", "fr") == "jen claims the last medium ship (fr:193)"
    # a book that does not state the rule keeps the English, marked in its own language
    assert (
        cite_in_book("(build.licence-skip, en:920-922)", "fr") == "(build.licence-skip, en:920-922; fr : ne le dit pas)"
    )
    # English answers and lines no rule holds are left alone
    assert cite_in_book("(en:942-944)", "en") == "(en:942-944)"
    assert cite_in_book("(en:1)", "es") == "(en:1)"


@pytest.mark.parametrize("path", sorted(RULINGS.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_allowed_ruling_has_a_deciding_rule(path: Path) -> None:
    ruling = adjudicate(path)
    for edition, v in ruling.editions.items():
        if v.allowed:
            assert v.deciding, f"{path.name} under {edition}: allowed with no deciding rule"
            assert all(m for _, m in v.deciding)
        elif v.unreachable is None:
            assert v.deciding == [(v.rule, v.message)]


def test_tracing_off_records_nothing_and_tracing_on_records_the_held_conditions() -> None:
    game = Game.new(["kay", "jen", "ann"], seed=3)
    rng = random.Random(3)
    for _ in range(150):
        if game.is_over:
            break
        game.apply(random_action(game, rng))
    assert game.held_conditions == []  # the fast path: nothing is built nor kept
    game.trace, held = set(), game.held_conditions
    for _ in range(60):
        if game.is_over:
            break
        game.apply(random_action(game, rng))
    assert held and all(isinstance(rule, str) and message for rule, message in held)


def _held_templates() -> list[str]:
    """The f-string of every ``held(rule, f"...")`` call of the engine's phases and table that is its own
    (a refusal's or a log line's words said again are translated with those: messages.yaml)."""
    held: dict[str, None] = {}
    other: set[str] = set()
    for pattern in ("core/phases/*.py", "core/table.py"):
        for path in sorted(PACKAGE.glob(pattern)):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            in_held = set()
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "held":
                    message = node.args[1]
                    assert isinstance(message, ast.JoinedStr), f"{path.name}:{node.lineno}: not an f-string"
                    held[i18n._template(message)] = None
                    in_held.add(id(message))
            other |= {
                i18n._template(n) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) and id(n) not in in_held
            }
    return [t for t in held if t not in other]


@pytest.mark.parametrize("lang", [c for c in CODES if c != "en"])
def test_every_held_condition_template_is_translated_with_the_same_places(lang: str) -> None:
    templates = _held_templates()
    assert len(templates) > 60 and all(t in i18n.templates() for t in templates)
    messages = i18n.load(lang)["messages"]
    missing = [t for t in templates if t not in messages]
    assert not missing, f"{lang}: no translation of {missing}"
    places = re.compile(r"\{[^{}]*(?:\[[^\]]*\])?[^{}]*\}")
    for t in templates:
        assert sorted(places.findall(messages[t])) == sorted(places.findall(t)), (lang, t)
