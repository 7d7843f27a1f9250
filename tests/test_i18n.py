"""The judge's language: every answer of ``adjudicate`` in the language of each book.

- each language's ``messages`` translate exactly the engine's message templates, with the same places;
- each language has every phrase of English, with the same fields;
- :func:`constantinopolis.books.i18n.translate` matches a message against the templates (the most specific
  first, a repeated place the same value, a message inside a message translated in turn) and names the
  game terms as the book does, never taking one section's term for another's (the Domus Regia, a
  Public Building, is not the market card "I Regio – Domus Regia");
- no English word is left in a Spanish, French, German or Italian answer, apart from names, ids,
  citations and the quotations of the books (lines marked ``> ``).
"""

from __future__ import annotations

import re
import string
import time
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
import yaml

from constantinopolis.books import i18n
from constantinopolis.books.discrepancies import load_catalogue, reason_key
from constantinopolis.books.glossary import load_glossary
from constantinopolis.core.actions import ACTION_TYPES
from constantinopolis.core.components import default_components
from constantinopolis.rulebooks import CODES
from constantinopolis.suite.adjudicate import QUOTE, Ruling, adjudicate, format_legal, format_ruling, legal_report
from constantinopolis.suite.scenario import load_scenario
from constantinopolis.tools.cli import main
from test_adjudicate import FUNDING

ROOT = Path(__file__).parent.parent
RULINGS = sorted((ROOT / "scenarios" / "rulings").glob("*.yaml"))
CONSUL = ROOT / "scenarios" / "rulings" / "consul-19-gold-metallum.yaml"  # the README's example
LANGS = CODES[1:]  # every book but the English
#: Two situations whose players' legal actions (or why none) are rendered in every language.
LEGAL_SITUATIONS = ("b-swap-after-saving.yaml", "consul-19-gold-metallum.yaml")
OTHERS = "the answers' phrases of the helpers crux, readings, status and page come in their own files"


@pytest.fixture(autouse=True)
def _fresh_translations() -> Iterator[None]:
    """Each test reads the answers' files afresh (a test may point CONSTANTINOPOLIS_ANSWERS elsewhere)."""
    i18n.load.cache_clear()
    yield
    i18n.load.cache_clear()


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


# ------------------------------------------------------------------ the files
@pytest.mark.parametrize("lang", LANGS)
def test_each_language_translates_exactly_the_engine_templates_with_their_places(lang: str) -> None:
    """translations/answers/<lang>/messages.yaml (the helpers msg-es/fr/de/it) and crux.yaml: the keys are
    the engine's templates (none missing, none stale), each translation with its template's places."""
    messages = i18n.load(lang)["messages"]
    every = set(i18n.templates())
    missing = sorted(every - set(messages))
    stale = sorted(set(messages) - every)
    assert not missing, f"{lang}: {len(missing)} templates have no translation, e.g. {missing[:3]}"
    assert not stale, f"{lang}: {len(stale)} translations are of no template of the engine: {stale[:3]}"
    wrong = {k: v for k, v in messages.items() if set(i18n.places(k)) != set(i18n.places(v))}
    assert not wrong, f"{lang}: translations whose places differ from their template's: {list(wrong.items())[:3]}"


def english_phrases() -> dict[str, str]:
    """Every phrase id in English: translations/answers/en/, and the debatable readings' reasons, whose English
    is the catalogue's (translations/discrepancies.yaml, ``readings``)."""
    out = dict(i18n.load("en")["phrases"])
    for d in load_catalogue():
        for book, r in d.readings.items():
            out.update({reason_key(d.id, book, value): why for value, why in r.reasons.items()})
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_every_phrase_with_its_fields(lang: str) -> None:
    english = english_phrases()
    own = i18n.load(lang)["phrases"]
    assert sorted(set(english) - set(own)) == [], f"{lang} lacks these phrases"
    assert sorted(set(own) - set(english)) == [], f"{lang} has phrases English lacks"
    assert {k: fields(v) for k, v in own.items()} == {k: fields(v) for k, v in english.items()}


def test_the_decisions_are_named_in_english_as_the_engine_names_them() -> None:
    """The phrases decision.<kind> name, in each language, the decisions of phases.DECISION_NAMES."""
    from constantinopolis.core.phases import DECISION_NAMES

    assert {k: i18n.phrase(f"decision.{k}", "en") for k in DECISION_NAMES} == DECISION_NAMES


# ------------------------------------------------------------------ translate
FIXTURE_DE = {
    "{consul.name} (Consul) is not offered the {b.name}: {reason} ({rule}, {RULES[rule].cite()})": (
        "{consul.name} (Consul) wird {b.name} nicht angeboten: {reason} ({rule}, {RULES[rule].cite()})"
    ),
    "{p.name} is not offered the {DECISION_NAMES[kept.kind]}: {kept.reason}": (
        "{p.name} wird „{DECISION_NAMES[kept.kind]}“ nicht angeboten: {kept.reason}"
    ),
    "{consul.name} has {consul.gold} gold and could raise {extra} more; the {b.name} costs {b.cost}, "
    "which the Consul pays in full, with no discount": (
        "{consul.name} hat {consul.gold} Gold und könnte {extra} mehr aufbringen; {b.name} kostet {b.cost}, "
        "die der Consul voll bezahlt, ohne Nachlass"
    ),
    "{name} passes: {winner.name} keeps {c.office} and pays {c.amount}; {name} chooses again (en:229)": (
        "{name} passt: {winner.name} behält {c.office} und zahlt {c.amount}; {name} wählt erneut (en:229)"
    ),
    "{name} passes: {winner.name} pays {c.amount} and takes {c.office}; {loser} becomes active (en:229-231)": (
        "{name} passt: {winner.name} zahlt {c.amount} und nimmt {c.office}; {loser} wird aktiv (en:229-231)"
    ),
    "'{verb}' is not possible in the {s.phase.value} phase": (
        "'{verb}' ist in der Phase „{s.phase.value}“ nicht möglich"
    ),
    "{p.name} has {p.gold} gold and {what} costs {amount}": "{p.name} hat {p.gold} Gold, und {what} kostet {amount}",
    "a bid of {a.amount}": "ein Gebot von {a.amount}",
    "{p.name} cannot produce {good}; choose one of {', '.join(t.producible(p))}": (
        "{p.name} kann {good} nicht herstellen; wähle eines von {', '.join(t.producible(p))}"
    ),
}
FIXTURE_FR = {
    "only the active player ({who}) trades now": "seul le joueur actif ({who}) fait du commerce maintenant",
    "only the active player ({who}) uses a Commercial Building now": "seul le joueur actif ({who}) utilise ses biens",
    "the Redemptor's discount is only for a building producing Industrial Goods, not the {b.name}": (
        "le rabais du Redemptor ne vaut que pour un Bâtiment produisant des Marchandises Industrielles, "
        "pas pour le {b.name}"
    ),
    "{m.name} allows {m.limit(good)} {good} a round; {p.name} has traded {done}": (
        "{m.name} permet {m.limit(good)} {good} par tour ; {p.name} en a échangé {done}"
    ),
}


@pytest.fixture
def answers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of translations/answers/ with a few message translations of our own (de and fr)."""
    real = i18n.answers_dir()
    for lang in ("en", *LANGS):
        (tmp_path / lang).mkdir()
        for path in (real / lang).glob("*.yaml"):
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
            data.pop("messages", None)  # only our own: the real ones may not be written yet
            (tmp_path / lang / path.name).write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    for lang, messages in (("de", FIXTURE_DE), ("fr", FIXTURE_FR)):
        text = yaml.safe_dump({"messages": messages}, allow_unicode=True)
        (tmp_path / lang / "test-messages.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setenv("CONSTANTINOPOLIS_ANSWERS", str(tmp_path))
    i18n.load.cache_clear()
    return tmp_path


def test_a_message_is_written_in_the_language_with_its_terms_and_numbers(answers: Path) -> None:
    message = (
        "jen has 19 gold and could raise 0 more; the Metallum costs 20, which the Consul pays in full, with no discount"
    )
    assert i18n.translate(message, "de") == (
        "jen hat 19 Gold und könnte 0 mehr aufbringen; Metallum kostet 20, die der Consul voll bezahlt, ohne Nachlass"
    )
    assert i18n.translate(message, "en") == message


def test_a_message_inside_a_message_is_translated_in_turn(answers: Path) -> None:
    """The reason a decision is not offered is a message of its own; the decision's name is a phrase."""
    message = (
        "jen is not offered the preemption: jen has 19 gold and could raise 0 more; the Metallum costs 20, "
        "which the Consul pays in full, with no discount"
    )
    out = i18n.translate(message, "de")
    assert out.startswith("jen wird „Vorkaufsrecht“ nicht angeboten: jen hat 19 Gold und könnte 0 mehr")
    # a place whose value is a message of a template with few words ("a bid of 3")
    assert (
        i18n.translate("kay has 2 gold and a bid of 3 costs 3", "de") == "kay hat 2 Gold, und ein Gebot von 3 kostet 3"
    )


def test_the_most_specific_template_wins_and_a_repeated_place_is_one_value(answers: Path) -> None:
    """Both "passes" templates begin alike; "{name} chooses again" repeats the first place."""
    assert i18n.translate("kay passes: jen keeps consul and pays 4; kay chooses again (en:229)", "de") == (
        "kay passt: jen behält Consul und zahlt 4; kay wählt erneut (en:229)"
    )
    # the repeated place must hold the same value: another player choosing again is the other template
    other = "kay passes: jen pays 4 and takes consul; kay becomes active (en:229-231)"
    assert i18n.translate(other, "de").startswith("kay passt: jen zahlt 4 und nimmt Consul")
    found = i18n.match("kay passes: jen keeps consul and pays 4; bob chooses again (en:229)")
    assert found is None


def test_each_place_names_its_term_from_its_own_section(answers: Path) -> None:
    """A phase id is an ordinary English word ("accept"), named as a phase only where the template
    says so; a list of goods is named good by good."""
    assert i18n.translate("'buy' is not possible in the accept phase", "de") == (
        "'buy' ist in der Phase „Aufträge annehmen“ nicht möglich"
    )
    assert i18n.translate("kay cannot produce luxury; choose one of alimentary, consumer", "de") == (
        "kay kann Luxusgüter nicht herstellen; wähle eines von Nahrungsgüter, Verbrauchsgüter"
    )
    market = "VI Regio - Forum Costantinum allows 2 consumer a round; kay has traded 2"
    assert i18n.translate(market, "fr") == (
        "VI Regio – Forum Costantinum permet 2 Marchandises de Consommation par tour ; kay en a échangé 2"
    )


def test_a_public_building_is_not_taken_for_the_market_card_of_the_same_name(answers: Path) -> None:
    """issue 21: `--edition fr --lang fr` said "not the I Regio – Domus Regia" of the Public Building
    kay would finance with her Redemptor: the market card's name, from "Domus Regia" in free text."""
    situation = """\
scenario: May Kay use her Redemptor on the Domus Regia?
players: [kay, jen]
setup:
  round: 3
  phase: construct
  offices: {magister-officiorum: kay, consul: jen}
  players:
    kay: {gold: 40, buildings: [redemptor]}
    jen: {gold: 5}
actions:
  - kay: build-public 3 redemptor
"""
    path = answers / "situation.yaml"
    path.write_text(situation, encoding="utf-8")
    ruling = adjudicate(path, edition="fr")
    assert ruling.verdict.rule == "build.redemptor" and ruling.verdict.message.endswith("not the Domus Regia")
    out = format_ruling(ruling, "fr")
    assert "pas pour le Domus Regia" in out and "Regio" not in out.split("selon les réglages")[0]
    # in free text, a name two sections share is left alone; the market card by its full name is named
    assert i18n.localize("not the Domus Regia", "fr") == "not the Domus Regia"
    assert i18n.localize("the I Regio - Domus Regia market", "fr") == "the I Regio – Domus Regia market"


def test_an_edition_that_cannot_reach_the_situation_says_why_in_the_language(answers: Path, rulebooks: Path) -> None:
    """Under the Italian preset Jen may not use her Caupona while Kay's purchase waits (it:341): the
    situation's next action is refused there, which the French answer says in French, citing the Italian book."""
    situation = FUNDING + "  - jen: use caupona\n  - jen: decline\n"  # line 16: jen: use caupona
    path = answers / "situation.yaml"
    path.write_text(situation, encoding="utf-8")
    ruling = adjudicate(path, edition="fr")
    assert ruling.editions["it"].unreachable is not None
    out = format_ruling(ruling, "fr")
    assert (
        "  it: cet état de la partie ne peut être atteint : l'action de la ligne 16 est refusée par "
        "market.active-player (it:349, it:353) : seul le joueur actif (kay) utilise ses biens"
    ) in out
    line = next(line for line in out.splitlines() if line.startswith("  it: "))
    assert english_left(line, "fr", ["kay", "jen"], rulebooks) == []


def test_a_message_no_template_matches_comes_back_with_its_terms_localized(answers: Path) -> None:
    assert i18n.match("a sentence of no template") is None
    assert i18n.translate("no template speaks of Alimentary Goods", "it") == "no template speaks of Generi Alimentari"


def test_a_log_line_names_its_phase_and_keeps_an_action_in_its_syntax(answers: Path) -> None:
    assert i18n.translate_log("r3 construct: kay: build metallum", "de") == "r3 Gebäude bauen: kay: build metallum"
    assert i18n.translate_log(
        "r3 auction: kay passes: jen keeps consul and pays 4; kay chooses again (en:229)", "de"
    ) == ("r3 Ämter versteigern: kay passt: jen behält Consul und zahlt 4; kay wählt erneut (en:229)")


def test_matching_is_fast_and_finds_every_template() -> None:
    """Each template filled with values (ten times, each time other values, so that no match is cached)
    is matched by the words it contains, against the ~150 templates, in well under a millisecond each.
    A template without a word of its own ("{a.count} {good}") is matched only as a place's message."""
    place = re.compile(r"\{(?:[^{}]|\{[^{}]*\})*\}")
    filled = [
        (place.sub(f"kay{i}", t.replace("{{", "(").replace("}}", ")")), not re.search("[A-Za-z]", place.sub("", t)))
        for i in range(10)
        for t in i18n.templates()
    ]
    i18n.match("warm up: the templates compiled once")
    start = time.perf_counter()
    found = [i18n.match(message, wordless) for message, wordless in filled]
    per_message = (time.perf_counter() - start) / len(filled)
    assert [m for (m, _), f in zip(filled, found, strict=True) if f is None] == []
    assert per_message < 0.005, f"{per_message * 1000:.2f} ms per message"


# ------------------------------------------------------------------ no English word left
#: Words of a language that are English words too and that its book happens not to use (the French book is a
#: short summary): "main" (hand), "option", "part" (share), "possible", "situation".  Each is checked to be in
#: the English book's words, so that the list cannot excuse anything else.
ALSO_NATIVE: dict[str, frozenset[str]] = {"fr": frozenset({"main", "option", "part", "possible", "situation"})}


@cache
def vocabulary(rulebooks: Path, lang: str) -> frozenset[str]:
    """The English words (3+ letters, from the English book) that ``lang``'s book and glossary never use."""

    def words(text: str) -> set[str]:
        return {w.lower() for w in re.findall(r"[^\W\d_]{3,}", text)}

    english = words((rulebooks / "en.txt").read_text(encoding="utf-8"))
    own = words((rulebooks / f"{lang}.txt").read_text(encoding="utf-8"))
    for terms in load_glossary().values():
        for names in terms.values():
            own |= words(" ".join(names.get(lang, [])))
    also = ALSO_NATIVE.get(lang, frozenset())
    assert also <= english, f"not English book words, so not needed in ALSO_NATIVE: {sorted(also - english)}"
    return frozenset(english - own - also)


VERBS = "|".join(sorted(map(re.escape, ACTION_TYPES), key=len, reverse=True))
#: the ids a player types in an action, written after a name in parentheses: "Barco Pequeño (small)"
COMPONENT_IDS = "|".join(map(re.escape, sorted({*default_components().buildings, *default_components().ships})))


def english_left(text: str, lang: str, names: list[str], rulebooks: Path) -> list[str]:
    """Each line of ``text`` with English words left, apart from quotations (lines marked ``> ``), names,
    ids (rule ids, option ids and values, the view's paths and values, action syntax) and citations."""
    english = vocabulary(rulebooks, lang)
    who = "|".join(map(re.escape, names))
    out = []
    for line in text.splitlines():
        if line.lstrip().startswith(QUOTE.strip()):
            continue
        line = re.sub(r"«[^»]*»|“[^”]*”|„[^“]*“", " ", line)  # a book's words quoted inside a sentence
        rest = re.sub(rf"\b(?:{who}): (?:{VERBS})(?: [\w:,.\-]+)*", " ", line)  # an action: "kay: build metallum"
        rest = re.sub(
            rf"\((?:{VERBS})(?: / (?:{VERBS}))*\)", " ", rest
        )  # the verbs of a decision: "(decline / preempt)"
        rest = re.sub(rf"(?<=: )(?:{VERBS})(?: / (?:{VERBS}))*(?=\))", " ", rest)  # "(preemption: decline / preempt)"
        rest = re.sub(rf"^\s*(?:{VERBS}) ?:", " ", rest)  # a kind of legal action: "use: allowed by ..."
        rest = re.sub(rf"'(?:{VERBS})(?: [^']*)?'", " ", rest)  # an action quoted: 'buy-post draw'
        rest = re.sub(r"\b(?:en|es|fr|de|it):\d+(?:-\d+)?", " ", rest)  # a citation
        rest = re.sub(rf"\((?:{COMPONENT_IDS})\)", " ", rest)  # an id beside its name: "(small)", "(figulina)"
        rest = re.sub(r"\S*\w[.\-_:=/]\w\S*", " ", rest)  # ids: consul.preempt, medium-1, en=free-at-will, a path
        rest = re.sub(r'"[^"\s]*"', " ", rest)  # the view's values: "donate"
        if " -> " in rest:  # a change of the view: its path and its JSON values are ids
            rest = re.sub(r"^\s*[\w.\-]+:|\b(?:true|false|null)\b", " ", rest)
        rest = re.sub(rf"\b(?:{who})\b", " ", rest)
        left = sorted({w for w in re.findall(r"[^\W\d_]{3,}", rest) if w.lower() in english})
        if left:
            out.append(f"{', '.join(left)}    <- {line.strip()}{awaits(line, lang)}")
    return out


def awaits(line: str, lang: str) -> str:
    """Which helper's file the line waits for, when it is an engine message without its translation."""
    text = re.sub(r"^r\d+ [^:]+: ", "", line.strip())  # a log line's message
    found = i18n.match(text)
    if found is not None and found[0].text not in i18n.load(lang)["messages"]:
        return f"   [awaits translations/answers/{lang}/messages.yaml (msg-{lang}) or crux.yaml: {found[0].text!r}]"
    return ""


@cache
def ruling_of(path: Path) -> Ruling:
    return adjudicate(path)


def answers_in(lang: str) -> Iterator[tuple[str, str, list[str]]]:
    """Every answer to check in ``lang``: each ruling, the Consul example under ``lang``'s edition, and
    --legal for each player of two situations."""
    for path in RULINGS:
        ruling = ruling_of(path)
        yield path.name, format_ruling(ruling, lang, every_edition=True), list(ruling.situation.players)
    consul = adjudicate(CONSUL, edition=lang)
    yield f"{CONSUL.name} --edition {lang}", format_ruling(consul, lang), list(consul.situation.players)
    for name in LEGAL_SITUATIONS:
        situation = load_scenario(ROOT / "scenarios" / "rulings" / name)
        for player in situation.players:
            yield f"{name} --legal {player}", format_legal(legal_report(situation, player), lang), situation.players


@pytest.mark.parametrize("lang", LANGS)
def test_no_english_word_is_left_in_an_answer(lang: str, rulebooks: Path) -> None:
    """Fails while an engine message has no translation yet: the lines say which file they wait for."""
    left = [
        f"{name}: {line}"
        for name, text, players in answers_in(lang)
        for line in english_left(text, lang, players, rulebooks)
    ]
    assert not left, f"{len(left)} lines of the {lang} answers keep English words ({OTHERS}):\n" + "\n".join(left)


# ------------------------------------------------------------------ the README's Consul question
def consul_answer(lang: str, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["adjudicate", str(CONSUL), "--edition", lang, "--lang", lang]) == 0
    return capsys.readouterr().out


def assert_in_language(out: str, lang: str, words: list[str], rulebooks: Path) -> None:
    for word in words:
        assert word in out, word
    left = english_left(out, lang, ["kay", "jen"], rulebooks)
    assert not left, "\n".join(left)


#: The Consul question's verdict line and the book's word for the preemption, in each judge's language.
CONSUL_WORDS = {
    "de": ["Entscheidung: abgelehnt durch consul.preempt (de:", "Vorkaufsrecht"],
    "fr": ["décision : refusé par consul.preempt (fr:", "préemption"],
    "it": ["decisione: rifiutato da consul.preempt (it:", "prelazione"],
    "es": ["decisión: rechazado por consul.preempt (es:", "preferencia de compra"],
}


@pytest.mark.parametrize("lang", list(CONSUL_WORDS), ids=["german", "french", "italian", "spanish"])
def test_the_consul_question_in_the_judges_language(
    lang: str, capsys: pytest.CaptureFixture[str], rulebooks: Path
) -> None:
    assert_in_language(consul_answer(lang, capsys), lang, CONSUL_WORDS[lang], rulebooks)


def test_the_language_is_the_editions_book_unless_asked(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["adjudicate", str(CONSUL), "--edition", "it"]) == 0
    assert "decisione: rifiutato da consul.preempt" in capsys.readouterr().out
    assert main(["adjudicate", str(CONSUL), "--edition", "it", "--lang", "en"]) == 0
    assert "verdict: refused by consul.preempt (it:" in capsys.readouterr().out
    assert main(["adjudicate", str(CONSUL), "--legal", "jen", "--edition", "de"]) == 0
    assert capsys.readouterr().out.startswith("jen darf jetzt nichts tun: kay ist am Zug, nicht jen; ")


@pytest.mark.parametrize("lang", CODES)
def test_a_decision_the_action_leaves_pending_is_said_in_words(lang: str, tmp_path: Path) -> None:
    """Kay buys the last Metallum; Jen, the Consul with 25 gold, may preempt it: the answer says the game
    waits for her decision, in the judge's language."""
    text = (ROOT / "scenarios" / "rulings" / "consul-19-gold-metallum.yaml").read_text(encoding="utf-8")
    text = text.replace("jen: {gold: 19}", "jen: {gold: 25}")
    situation = tmp_path / "pending.yaml"
    situation.write_text(text[: text.index("actions:")] + "actions:\n  - kay: build metallum\n", encoding="utf-8")
    answer = format_ruling(adjudicate(situation, edition=lang), lang)
    waiting = i18n.phrase(
        "why.waiting", lang, responder="jen", decision=i18n.phrase("decision.preempt", lang), verbs="decline / preempt"
    )
    assert waiting in answer


@pytest.mark.parametrize("lang", [c for c in CODES if c != "en"])
def test_every_refusal_of_the_catalogue_is_translated(lang: str, rulebooks: Path) -> None:
    """Every rule's refusal words that play can reach (tests/messages/refusals.yaml, one per refusal site)
    come out in ``lang`` with no English word left (input errors, whose words list the ids to type, aside)."""
    catalogue = yaml.safe_load((ROOT / "tests" / "messages" / "refusals.yaml").read_text(encoding="utf-8"))
    refusals = [e for e in catalogue if e.get("rule") != "invalid" and e.get("message")]
    assert len(refusals) >= 80, len(refusals)
    names = ["greg", "jen", "kay", "ann", "bob", "cid"]
    left = [
        f"{e['id']}: {line}"
        for e in refusals
        for line in english_left(i18n.translate(e["message"], lang), lang, names, rulebooks)
    ]
    assert left == [], "\n".join(left)


@pytest.mark.parametrize(
    ("lang", "plural", "one"),
    [
        ("it", "ha 21 monete e paga 1 monete", "ha 21 monete e paga 1 moneta"),
        ("es", "1 piezas de Oro, 1 contadores de Bienes de Consumo", "1 pieza de Oro, 1 contador de Bienes de Consumo"),
        ("de", "1 Verbrauchsgüter, 1 Gut/Güter, 11 Verbrauchsgüter", "1 Verbrauchsgut, 1 Gut, 11 Verbrauchsgüter"),
        ("fr", "1 Marchandises de Luxe et 1 pièces d'or", "1 Marchandise de Luxe et 1 pièce d'or"),
    ],
)
def test_a_count_of_one_takes_the_singular(lang: str, plural: str, one: str) -> None:
    """'1 monete', '1 Gut/Güter': a translated template writes its unit in the plural; after a count of one
    the unit is the singular (the goods' from the glossary, the rest from the answers files' singular:), and a
    longer number ending in 1 keeps the plural."""
    assert i18n.agree(plural, lang) == one
    assert i18n.agree(plural, "en") == plural  # English writes its own agreement


@pytest.mark.parametrize(
    ("lang", "produced", "stored"),
    [
        ("fr", "p1 produit 2 Marchandises Alimentaires, 1 Marchandise de Luxe", "défausse 0 Marchandise"),
        ("de", "p1 produziert 2 Nahrungsgüter, 1 Luxusgut", "wirft nichts ab"),
        ("it", "p1 produce 2 Generi Alimentari, 1 Bene di Lusso", "scarta 0 Beni"),
        ("es", "p1 produce 2 contadores de Bienes Alimentarios, 1 contador de Bienes de Lujo", "descarta 0 contadores"),
    ],
)
def test_goods_in_a_log_line_are_counts_of_the_goods_the_book_names(lang: str, produced: str, stored: str) -> None:
    """A judge reading the log in his language read ``kay produit alimentary:2`` (the action syntax's goods):
    goods written by format_goods are counts of the goods as the book names them, none is said in words."""
    assert i18n.translate_log("r1 produce: p1 produces alimentary:2,luxury:1", lang).endswith(produced)
    kept = i18n.translate_log("r2 end-of-round: p1 keeps alimentary:1, discards -", lang)
    assert kept.endswith(stored) and "alimentary" not in kept and "-" not in kept.split(": ", 1)[1]
    assert i18n.translate_log("r1 produce: p1 produces alimentary:2", "en") == "r1 produce: p1 produces alimentary:2"


def test_the_thing_paid_for_takes_its_case_in_german() -> None:
    """German's ``{what}`` is written in the accusative (``den Handel``): every German template puts it after
    ``für``, never as the subject ("den Handel verlangt" was wrong)."""
    assert i18n.translate("the trade needs 1 alimentary, p4 has 0", "de").startswith("für den Handel braucht man 1 ")
    paid = i18n.translate("p4 has 0 gold and the trade costs 2", "de")
    assert paid.endswith("der Preis für den Handel beträgt aber 2 Gold")


@pytest.mark.parametrize(
    ("message", "lang", "said"),
    [
        ("1 Figulina (figulina) left in the supply", "de", "noch 1 Figulina (figulina) im Vorrat"),
        ("a Small Ship (small) carries no passengers", "es", "un Barco Pequeño (small) no puede transportar Pasajeros"),
    ],
)
def test_the_id_beside_a_name_stays_the_id_to_type(message: str, lang: str, said: str) -> None:
    """``{b.name} ({b.id})``: the name in the book's words, the id in parentheses as it is typed (it was the name
    again: "1 Figulina (Figulina)", "Barco Pequeño (Barco Pequeño)")."""
    assert i18n.translate(message, lang) == said


def test_french_elides_de_before_a_vowel() -> None:
    """The books write "d'Armorum Faber": the answers too (it read "ne possède pas encore de Armorum Faber")."""
    assert i18n.translate("kay owns no Armorum Faber yet", "fr") == "kay ne possède pas encore d'Armorum Faber"
    assert i18n.translate("kay owns no Figulina yet", "fr") == "kay ne possède pas encore de Figulina"
