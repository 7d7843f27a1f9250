"""Debatable readings (issue 21 point 3): where a book's sentence admits two readings, the catalogue
gives both (translations/discrepancies.yaml, ``readings``), and a ruling that depends on one shows the
reading the preset takes, the other reading, the option that switches them and the sentences, with
their verdicts, in the judge's language (docs/adjudicating.md)."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path
from typing import Any

import pytest

from constantinopolis.books import i18n
from constantinopolis.books.discrepancies import debatable, load_catalogue, reason_key
from constantinopolis.core.options import EDITIONS, OPTION_SPECS, RuleOptions
from constantinopolis.rulebooks import CODES
from constantinopolis.suite.adjudicate import QUOTE, adjudicate, as_json, disputed_action, format_ruling, readings_for
from constantinopolis.suite.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[1]
RULINGS = ROOT / "scenarios" / "rulings"
LANGS = CODES

#: The debatable readings issue 21 names (entry, book); taberna-scope (it) and market-ban-timing (fr) are in the
#: catalogue too.
NAMED = {
    ("office-wall-bid-protection", "fr"),
    ("consul-preemption-funding", "en"),
    ("consul-preemption-funding", "es"),
    ("consul-preemption-funding", "fr"),
    ("consul-preemption-funding", "de"),
    ("extra-contract-wall-draw", "it"),
    ("office-contract-swap-timing", "it"),
    ("licence-skip", "fr"),
    ("saved-contract-release", "fr"),
}

#: A ruling for each named reading: (file, edition, option).
RULING_READINGS = [
    ("a-office-wall-answer-to-raise", "fr", "office_wall_protection"),
    ("a-consul-sale-wall-funding", "en", "consul_preemption_funding"),
    ("b-magister-contract-wall-draw", "it", "extra_contract_wall_draw"),
    ("b-swap-after-saving", "it", "office_contract_swap_timing"),
    ("a-licence-double-skip", "fr", "licence_skip"),
    ("b-resave-better-contract", "fr", "saved_contract_release"),
    ("c-taberna-second-own-type", "it", "taberna_scope"),
    ("c-market-after-buying-producer", "fr", "market_ban_timing"),
]


def _with_readings() -> list[Any]:
    return [d for d in load_catalogue() if d.readings]


def test_the_named_debatable_readings_are_in_the_catalogue() -> None:
    pairs = {(d.id, book) for d in _with_readings() for book in d.readings}
    assert NAMED <= pairs, sorted(NAMED - pairs)


def _squash(text: str) -> str:
    return re.sub(r"[\s*#]+", " ", text).strip()


@pytest.mark.parametrize("entry", [d.id for d in load_catalogue() if d.readings])
def test_each_debatable_entry_quotes_its_books_at_their_lines_with_two_readings(entry: str, rulebooks: Path) -> None:
    """Each book's sentences are found at their lines (" … " leaves words out); the two values are the
    option's, each with a reason; the book's preset takes one of them."""
    d = next(d for d in load_catalogue() if d.id == entry)
    assert d.option is not None
    for book, r in d.readings.items():
        lines = (rulebooks / f"{book}.txt").read_text(encoding="utf-8").splitlines()
        for q in r.sentences:
            numbers: list[int] = []
            for part in q.lines.split(","):
                start, _, end = part.strip().partition("-")
                numbers += range(int(start), int(end or start) + 1)
            text = _squash(" ".join(lines[n - 1] for n in numbers))
            for fragment in q.text.split("…"):
                assert _squash(fragment) in text, f"{entry}.{book}: {fragment!r} is not at {book}:{q.lines}"
        assert len(r.reasons) == 2 and set(r.reasons) <= set(OPTION_SPECS[d.option].values)
        assert all(len(reason) > 40 for reason in r.reasons.values()), f"{entry}.{book}: say why"
        assert OPTION_SPECS[d.option].editions[book] in r.reasons


def test_debatable_gives_the_preset_reading_and_the_other_for_each_book() -> None:
    for edition in EDITIONS:
        preset = RuleOptions.edition(edition).values
        for r in debatable(edition):
            assert r.book == edition and r.preset == preset[r.option] and r.other != r.preset
            assert set(r.reasons) == {r.preset, r.other}
    # a table that set the other reading has the preset's reading as its other one
    swapped = {r.option: r.preset for r in debatable("fr")}
    assert {r.option: r.other for r in debatable("fr", {"office_wall_protection": "raise-by-3"})}[
        "office_wall_protection"
    ] == swapped["office_wall_protection"]
    assert not debatable("en", {"consul_preemption_funding": "coins-only"}) == debatable("en")


@pytest.mark.parametrize("lang", ["es", "fr", "de", "it"])
def test_every_reason_and_phrase_is_translated(lang: str) -> None:
    phrases = i18n.load(lang)["phrases"]
    english = i18n.load("en")["phrases"]
    for key in [k for k in english if k.startswith("readings.")]:
        assert key in phrases, f"{lang}: {key}"
        fields = {f for _, f, _, _ in string.Formatter().parse(english[key]) if f}
        assert fields == {f for _, f, _, _ in string.Formatter().parse(phrases[key]) if f}, (lang, key)
    for d in _with_readings():
        for book, r in d.readings.items():
            for value in r.reasons:
                assert phrases.get(reason_key(d.id, book, value), "").strip(), f"{lang}: {d.id}.{book}.{value}"


@pytest.mark.parametrize(("name", "edition", "option"), RULING_READINGS)
def test_a_ruling_on_a_debatable_reading_shows_both_with_the_option_and_the_sentences(
    name: str, edition: str, option: str
) -> None:
    ruling = adjudicate(RULINGS / f"{name}.yaml", edition=edition)
    [dr] = [dr for dr in ruling.readings if dr.reading.option == option]
    r = dr.reading
    assert r.preset == RuleOptions.edition(edition).values[option]  # read from the preset, not hard-coded
    assert dr.preset.signature == ruling.verdict.signature != dr.other.signature
    text = format_ruling(ruling, "en")
    lines = text.splitlines()
    notice = i18n.phrase("readings.notice", "en", book=edition, options=option)
    verdict_at = next(i for i, line in enumerate(lines) if line.startswith("verdict:"))
    assert lines[verdict_at + 1].strip() == notice, "the notice comes right after the verdict"
    for value, key in ((r.preset, "readings.preset"), (r.other, "readings.other")):
        shown = i18n.phrase(key, "en", option=option, value=value, verdict="")
        assert shown in text and r.reasons[value] in text
    for q in r.sentences:
        assert f"    {edition}:{q.lines}\n      {QUOTE}{q.text}\n" in text  # the book's words, marked as a quotation


def test_the_other_readings_verdict_is_shown_in_numbers() -> None:
    ruling = adjudicate(RULINGS / "a-office-wall-answer-to-raise.yaml", edition="fr")
    text = format_ruling(ruling, "en")
    assert "office_wall_protection = bid-at-least-3: allowed" in text
    assert "office_wall_protection = raise-by-3: refused by auction.wall-raise-3 (fr:491)" in text
    assert "raise to at least 7" in text


@pytest.mark.parametrize("lang", ["es", "fr", "de", "it"])
def test_the_readings_are_said_in_the_judges_language(lang: str) -> None:
    ruling = adjudicate(RULINGS / "a-office-wall-answer-to-raise.yaml", edition="fr")
    text = format_ruling(ruling, lang)
    for key in ("readings.notice", "readings.title"):
        assert i18n.phrase(key, lang, book="fr", options="office_wall_protection") in text
    for value in ("bid-at-least-3", "raise-by-3"):
        assert i18n.load(lang)["phrases"][reason_key("office-wall-bid-protection", "fr", value)] in text
    assert i18n.phrase("readings.title", "en", book="fr") not in text


@pytest.mark.parametrize(
    "name", ["consul-19-gold-metallum", "b-tie-break-cargo-goods", "c-market-wall-and-market-limit"]
)
def test_a_ruling_that_depends_on_no_debatable_reading_shows_none(name: str) -> None:
    for edition in EDITIONS:
        ruling = adjudicate(RULINGS / f"{name}.yaml", edition=edition)
        assert ruling.readings == []
        text = format_ruling(ruling)
        assert i18n.phrase("readings.title", "en", book=edition) not in text
        assert "debatable reading" not in text
        assert json.loads(as_json(ruling))["readings"] == []


def test_a_debatable_book_whose_reading_does_not_change_the_verdict_says_nothing() -> None:
    """The fr book is debatable on the office wall, but Kay's answer of 7 to Jen's 4 is legal under both
    readings (3 more, and at least 3): no reading is shown."""
    situation, _ = disputed_action(load_scenario(RULINGS / "a-office-wall-answer-to-raise.yaml"))
    ruling = adjudicate(situation, "kay: raise 7", edition="fr")
    assert ruling.verdict.allowed
    assert any(r.option == "office_wall_protection" for r in debatable("fr"))
    assert ruling.readings == []


def test_the_json_carries_both_readings() -> None:
    ruling = adjudicate(RULINGS / "a-consul-sale-wall-funding.yaml", edition="de")
    [reading] = json.loads(as_json(ruling))["readings"]
    assert reading["discrepancy"] == "consul-preemption-funding" and reading["book"] == "de"
    assert reading["option"] == "consul_preemption_funding"
    assert reading["taken"]["value"] == "no-discounts" and reading["taken"]["verdict"] == "allowed"
    assert reading["other"]["value"] == "coins-only" and reading["other"]["verdict"] == "refused"
    assert "wall.when" in reading["other"]["unreachable"]  # her wall sale in Kay's turn is refused
    text = format_ruling(ruling, "de")
    assert re.search(
        r"coins-only: die Situation ist nicht erreichbar: die Aktion in Zeile \d+ wird durch wall\.when "
        r"\(de: nicht geregelt; keine Zeile der Regelhefte\) abgelehnt: nur der aktive Spieler",
        text,
    )
    assert reading["taken"]["reason"] and reading["other"]["reason"]
    assert reading["quotes"] == [{"book": "de", "lines": "495", "text": ruling.readings[0].reading.sentences[0].text}]


SWAP = """
scenario: "the swap after loading, under each reading of it:363-365"
edition: it
players: [jen, kay]
components:
  contracts:
    k1: {goods: {alimentary: 1}, gold: 4, fp: 1, voyage: {small: 1, medium: 1, large: 2}}
    k2: {goods: {luxury: 1}, gold: 12, fp: 1, voyage: {small: 1, medium: 1, large: 2}}
    k3: {goods: {military: 2}, gold: 14, fp: 1, voyage: {small: 1, medium: 1, large: 2}}
    k4: {goods: {consumer: 1}, gold: 5, fp: 1, voyage: {small: 1, medium: 1, large: 2}}
setup:
  round: 4
  phase: accept
  offices: {praefectus-pretorio: kay, praefectus-urbi: jen}
  abilities_used: {praefectus-urbi: false}
  contracts: {deck: [k4]}
  players:
    jen: {gold: 10, posts: 1, hand: [k1, k2, k3], goods: {alimentary: 1}, ships: [{id: small-1, size: small}]}
    kay: {gold: 10}
actions:
  - jen: {first}
"""


@pytest.mark.parametrize(
    ("first", "timing", "refused"),
    [
        ("load k1 small-1", "before-loading", True),
        ("load k1 small-1", "before-accepting", True),
        ("load k1 small-1", "any-time", False),
        ("save k1", "before-loading", False),
        ("save k1", "before-accepting", True),
    ],
)
def test_the_swap_under_each_reading_of_it_365(tmp_path: Path, first: str, timing: str, refused: bool) -> None:
    path = tmp_path / "swap.yaml"
    path.write_text(SWAP.replace("{first}", first) + f"options: {{office_contract_swap_timing: {timing}}}\n")
    sc = load_scenario(path)
    verdict = adjudicate(sc, "jen: swap k2").verdict
    assert verdict.allowed is not refused and (verdict.rule == "accept.swap" if refused else verdict.rule is None)
    if timing == "before-accepting" and first.startswith("save"):
        [dr] = readings_for(sc, "jen: swap k2", "it")
        assert (dr.reading.preset, dr.reading.other, dr.other.allowed) == ("before-accepting", "before-loading", True)


def test_the_catalogues_markdown_gives_each_books_two_readings(capsys: pytest.CaptureFixture[str]) -> None:
    from constantinopolis.tools.cli import main

    assert main(["discrepancies", "--format", "markdown"]) == 0
    out = capsys.readouterr().out
    assert "Two readings of the fr book (`bid-at-least-3`, `raise-by-3`):" in out
    assert '- fr:491 "chaque sur enchère' in out
    data = json.loads(main(["discrepancies", "--format", "json"]) == 0 and capsys.readouterr().out)
    [wall] = [d for d in data if d["id"] == "office-wall-bid-protection"]
    assert set(wall["readings"]) == {"fr", "es"} and set(wall["readings"]["fr"]["reasons"]) == {
        "bid-at-least-3",
        "raise-by-3",
    }


def test_the_table_of_docs_adjudicating_lists_every_debatable_reading_with_the_presets_value_first() -> None:
    """docs/adjudicating.md's table of the debatable readings ("Today:"): one row per catalogue entry, its books, and
    the two values with the preset's first.  The table had kept market-ban-timing's old fr preset first."""
    text = (ROOT / "docs" / "adjudicating.md").read_text(encoding="utf-8")
    section = text.split("## When the verdict depends on a debatable reading", 1)[1].split("\n\n`", 1)[0]
    rows = re.findall(r"^\| ([a-z-]+) \| ([a-z, ]+) \| `([a-z0-9-]+)` / `([a-z0-9-]+)` \|", section, re.M)
    documented = {(entry, book): (first, second) for entry, books, first, second in rows for book in books.split(", ")}
    expected = {}
    for d in load_catalogue():
        for book, reading in d.readings.items():
            preset = RuleOptions.edition(book).values[str(d.option)]
            other = next(v for v in reading.reasons if v != preset)
            expected[(d.id, book)] = (str(preset), str(other))
    assert documented == expected
