"""Every rule's status in every book (issue 21): stated, implied or not stated, and an engine convention for a
rule that no book states.

The concordance (``translations/concordance/<book>.yaml``) gives each entry's status; the rule registry
(``constantinopolis.core.rules.RULES``) gives each convention's reason.  Checked here: every entry has exactly one
status and its parts (the quotes at their lines, a reasoning for an implied entry); a rule is a convention
exactly when no book states it; the statuses of ``turn.already-done`` (issue 21); ``status_line`` and
``rests_on`` of ``adjudicate`` in all five languages; and the status beside the rule in the verify report.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from constantinopolis.books import i18n
from constantinopolis.books.concordance import STATUSES, ConcordanceError, _entry, decided_by_a_book, entries, load
from constantinopolis.core.rules import RULES
from constantinopolis.rulebooks import CODES
from constantinopolis.suite.adjudicate import adjudicate, format_ruling, rests_on, status_line
from constantinopolis.suite.verify.expected import cite, cite_text
from constantinopolis.suite.verify.report import _scenario
from constantinopolis.tools.cli import main
from constantinopolis.tools.docgen import rules_table
from test_concordance import book_lines, line_numbers, squash

CONVENTIONS = [rule for rule in RULES.values() if rule.is_convention]


@pytest.mark.parametrize("book", CODES)
def test_every_entry_has_exactly_one_status_with_its_parts(book: str, rulebooks: Path) -> None:
    lines = book_lines(rulebooks, book)
    problems = []
    for rule, e in load(book).items():
        where = f"{book}.yaml: {rule}"
        if e.status not in STATUSES:
            problems.append(f"{where}: status {e.status!r}")
        if e.status == "not-stated":
            if e.lines or e.quote or e.implied or not e.not_stated.strip():
                problems.append(f"{where}: not stated takes a reason and no lines, quote or reasoning")
            if any(not 1 <= n <= len(lines) for n in line_numbers(list(e.closest))):
                problems.append(f"{where}: closest {e.closest} is not in {book}.txt")
            continue
        if e.closest or e.not_stated:
            problems.append(f"{where}: a {e.status} entry has no closest lines and no not_stated reason")
        if e.status == "implied" and len(e.implied.split()) < 6:
            problems.append(f"{where}: implied needs its reasoning (why the lines imply the rule), not {e.implied!r}")
        text = squash(" ".join(lines[n - 1] for n in line_numbers(list(e.lines))))
        problems += [f"{where}: {q!r} is not at {book}:{list(e.lines)}" for q in e.quote if squash(q) not in text]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("book", CODES)
def test_a_stated_entry_does_not_call_itself_implied(book: str) -> None:
    """An entry whose own note says the rule is implied is not stated: the note belongs under ``implied``."""
    wrong = [rule for rule, e in load(book).items() if e.stated and re.search(r"\bimpl(y|ied|ies)\b", e.note, re.I)]
    assert not wrong, f"{book}: stated entries whose note says 'implied': {wrong}"


def test_a_rule_is_a_convention_exactly_when_every_book_is_silent() -> None:
    unstated = sorted(r for r in RULES if not decided_by_a_book(r))
    conventions = sorted(r.id for r in CONVENTIONS)
    assert conventions == unstated, (
        f"every book is silent on these but they carry no convention: {sorted(set(unstated) - set(conventions))}; "
        f"these carry a convention but a book states or implies them: {sorted(set(conventions) - set(unstated))}"
    )
    assert all(len(r.convention.split()) >= 8 for r in CONVENTIONS), "a convention says why the engine decides so"


def test_turn_already_done_is_a_convention_and_stated_in_no_book() -> None:
    """Issue 21: de:273/618/692 and it:301/363/417 say only that the phase is simultaneous."""
    assert RULES["turn.already-done"].is_convention
    books = entries("turn.already-done")
    assert {b: e.status for b, e in books.items()} == {
        "en": "not-stated",
        "es": "not-stated",
        "fr": "not-stated",
        "de": "not-stated",
        "it": "not-stated",
    }
    assert books["en"].closest == ("595",) and books["it"].closest == ("399",)
    assert "propria fase di accettazione" in books["it"].text()
    assert "gleichzeitig" not in " ".join(books["de"].quote)


def test_the_loader_refuses_an_entry_with_two_statuses_or_a_missing_part(tmp_path: Path) -> None:
    bad = {
        "both": {"not_stated": "silent", "lines": [1], "quote": "x"},
        "no-reason": {"lines": [1], "quote": "x", "implied": " "},
        "no-quote": {"lines": [1], "implied": "because the lines say so, in other words"},
        "closest-on-stated": {"lines": [1], "quote": "x", "closest": [2]},
    }
    for rule, raw in bad.items():
        with pytest.raises(ConcordanceError, match=rule):
            _entry(rule, "en", raw, tmp_path / "en.yaml")
    ok = _entry("r", "en", {"lines": [1], "quote": "x"}, tmp_path / "en.yaml")  # the old format: stated
    assert ok.status == "stated" and ok.to_dict()["status"] == "stated"


@pytest.mark.parametrize("lang", CODES)
def test_status_line_in_every_language(lang: str) -> None:
    phrases = i18n.load(lang)["phrases"]
    keys = ["status.stated", "status.implied", "status.not-stated", "status.convention", "status.rests-on"]
    keys += [f"convention.{r.id}" for r in CONVENTIONS]
    missing = [k for k in keys if k not in phrases]
    assert not missing, f"translations/answers/{lang}/status.yaml lacks {missing}"
    assert status_line("consul.preempt", "it", lang) == phrases["status.stated"]
    line = status_line("turn.already-done", "it", lang)
    assert line.startswith(phrases["status.not-stated"]) and phrases["convention.turn.already-done"] in line
    assert status_line("turn.already-done", "de", lang, convention=False) == phrases["status.not-stated"]
    if lang != "en":  # each language its own words, not the English ones
        english = i18n.load("en")["phrases"]
        same = [k for k in keys if phrases[k] == english[k]]
        assert not same, f"{lang}: left in English: {same}"


def test_rests_on_names_conventions_and_rules_the_book_does_not_state() -> None:
    assert rests_on(["consul.preempt"], "it") == []
    assert rests_on(["turn.already-done", "consul.preempt"], "it") == [("turn.already-done", "convention")]
    assert rests_on(["build.licence-skip"], "fr") == [("build.licence-skip", "not-stated")]
    assert rests_on(["accept.one-ship"], "fr") == [("accept.one-ship", "implied")]
    assert rests_on(["accept.one-ship"], "en") == []


DONE = """\
scenario: Jen has finished the Accept Contracts Phase; may she still buy the last Medium Ship?
edition: it
players: [jen, kay]
setup:
  round: 4
  phase: accept
  offices: {magister-officiorum: jen, comes-thesaurorum: kay}
  supply: {ships: {small: 3, medium: 1, large: 2}}
  players:
    jen: {gold: 30}
    kay: {gold: 30}
actions:
  - jen: done
  - jen: buy-ship medium
"""


@pytest.mark.parametrize("lang", CODES)
def test_a_verdict_resting_on_a_convention_says_so_first(tmp_path: Path, lang: str) -> None:
    path = tmp_path / "done.yaml"
    path.write_text(DONE, encoding="utf-8")
    ruling = adjudicate(path)
    assert ruling.verdict.rule == "turn.already-done"
    assert ruling.to_dict()["rests_on"] == [{"rule": "turn.already-done", "status": "convention"}]
    text = format_ruling(ruling, lang)
    said_first = i18n.phrase("status.rests-on", lang)
    verdict = i18n.phrase("ruling.verdict", lang, verdict="").strip()  # "verdict:", "Urteil:", ...
    assert said_first in text and text.index(said_first) < text.index(verdict)
    assert i18n.phrase("convention.turn.already-done", lang) in text.split(verdict)[0]
    # each book's entry with its status beside it
    assert f"  it: {i18n.phrase('status.not-stated', lang)}" in text
    assert f"  de: {i18n.phrase('status.not-stated', lang)}" in text


def test_a_verdict_resting_on_stated_rules_says_nothing_first() -> None:
    consul = Path(__file__).resolve().parents[1] / "scenarios" / "rulings" / "consul-19-gold-metallum.yaml"
    ruling = adjudicate(consul)
    assert ruling.to_dict()["rests_on"] == []
    assert i18n.phrase("status.rests-on", "en") not in format_ruling(ruling, "en")


def test_the_rules_command_and_table_show_the_status_and_the_convention(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "turn.already-done"]) == 0
    out = capsys.readouterr().out
    assert "en not stated · es not stated · fr not stated · de not stated · it not stated" in out
    assert "engine convention: A simultaneous phase needs an end" in out
    assert main(["rules", "turn.already-done", "--book", "it", "--json"]) == 0
    assert '"status": "not-stated"' in capsys.readouterr().out
    row = next(line for line in rules_table().splitlines() if line.startswith("| `turn.already-done`"))
    assert "not stated (closest 595)" in row and "not stated (closest 399)" in row and "**engine convention**" in row
    stated = next(line for line in rules_table().splitlines() if line.startswith("| `consul.preempt`"))
    assert "implied" not in stated and "convention" not in stated


def test_the_report_shows_the_status_beside_the_rule() -> None:
    assert cite("consul.preempt", "de")["status"] == "stated"
    done = cite("turn.already-done", "it")
    assert done["status"] == "not stated · engine convention"
    assert cite_text(done) == "turn.already-done (it: not stated; engine convention)"
    html = _scenario({"result": "fail", "name": "s", "expected_by": [done, cite("consul.preempt", "en")]})
    assert '<span class="status">[not stated · engine convention]</span>' in html
    assert '<span class="status">[stated]</span>' in html
