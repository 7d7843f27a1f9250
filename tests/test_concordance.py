"""The concordance of the rules: where each engine rule is stated in each of the five books.

``translations/concordance/<book>.yaml`` maps every rule id of ``constantinopolis.core.rules.RULES``
to its status in the book: stated or implied by lines of ``../shared/rulebooks/<book>.txt`` (1-based;
the folder may be moved with ``CONSTANTINOPOLIS_RULEBOOKS``: the ``rulebooks`` fixture of conftest.py)
with the quoted sentence, or ``not_stated`` with what the book says instead.  The format::

    book: it
    rules:
      consul.preempt:               # stated
        lines: ["339-341"]          # line numbers or "start-end" ranges, as strings or integers
        quote: "..."                # the book's own words: one string, or a list of fragments
        note: "..."                 # optional: how this book differs, a discrepancy id, a defect of the text
      turn.already-done:            # implied
        lines: [399]
        quote: "..."                # the sentence(s) the rule rests on
        implied: "..."              # why those lines imply the rule without saying it
      some.rule:                    # not stated
        not_stated: "..."           # why no line states it
        closest: [595]              # optional: the lines a judge should read

Checked here: one file per book of ``constantinopolis.rulebooks.CODES``; every rule id, and no other;
each entry is one of the three; the cited lines exist; and every quoted fragment occurs, verbatim,
in the text of the cited lines (joined by spaces, runs of whitespace read as one space).  For
English, the lines also meet the lines ``RULES`` cites.  ``tests/test_rule_status.py`` checks the
statuses against the rule registry's engine conventions.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from constantinopolis.core.rules import RULES
from constantinopolis.rulebooks import CODES

ROOT = Path(__file__).resolve().parents[1]
CONCORDANCE = ROOT / "translations" / "concordance"
RANGE = re.compile(r"^(\d+)(?:-(\d+))?$")


@cache
def book_lines(rulebooks: Path, book: str) -> list[str]:
    return (rulebooks / f"{book}.txt").read_text(encoding="utf-8").splitlines()


@cache
def concordance(book: str) -> dict[str, Any]:
    data = yaml.safe_load((CONCORDANCE / f"{book}.yaml").read_text(encoding="utf-8"))
    assert isinstance(data, dict) and data.get("book") == book, f"{book}.yaml: expected 'book: {book}' at the top"
    assert isinstance(data.get("rules"), dict), f"{book}.yaml: expected a mapping 'rules'"
    return data


def line_numbers(spec: Any) -> list[int]:
    """``[12, "20-22"]`` -> ``[12, 20, 21, 22]``."""
    out: list[int] = []
    for item in spec if isinstance(spec, list) else [spec]:
        match = RANGE.match(str(item).strip())
        assert match, f"{item!r} is not a line number or a 'start-end' range"
        start, end = int(match.group(1)), int(match.group(2) or match.group(1))
        assert start <= end, f"{item!r}: the range runs backwards"
        out += range(start, end + 1)
    return out


def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def test_one_file_per_book_and_no_other() -> None:
    files = {p.stem for p in CONCORDANCE.glob("*.yaml")}
    assert files == set(CODES), f"missing: {sorted(set(CODES) - files)}; not a book: {sorted(files - set(CODES))}"


@pytest.mark.parametrize("book", CODES)
def test_every_rule_and_no_other(book: str) -> None:
    rules = concordance(book)["rules"]
    missing = [r for r in RULES if r not in rules]
    unknown = [r for r in rules if r not in RULES]
    assert not missing, f"{book}.yaml has no entry for: {', '.join(missing)}"
    assert not unknown, f"{book}.yaml names rules the engine does not have: {', '.join(unknown)}"


@pytest.mark.parametrize("book", CODES)
def test_each_quote_occurs_at_its_lines(book: str, rulebooks: Path) -> None:
    lines = book_lines(rulebooks, book)
    problems: list[str] = []
    for rule, entry in concordance(book)["rules"].items():
        where = f"{book}.yaml: {rule}"
        if not isinstance(entry, dict):
            problems.append(f"{where}: expected a mapping")
            continue
        keys = set(entry)
        if "not_stated" in entry:
            if keys - {"not_stated", "closest", "note"} or not str(entry["not_stated"]).strip():
                problems.append(f"{where}: not_stated takes a reason (and optional closest lines), no lines or quote")
            outside = [n for n in line_numbers(entry.get("closest") or []) if not 1 <= n <= len(lines)]
            if outside:
                problems.append(f"{where}: closest: {book}.txt has no line {outside[0]} (it has {len(lines)})")
            continue
        if not {"lines", "quote"} <= keys or keys - {"lines", "quote", "implied", "note"}:
            problems.append(f"{where}: expected lines and quote (and optional implied, note), or not_stated")
            continue
        if "implied" in entry and not str(entry["implied"] or "").strip():
            problems.append(f"{where}: implied takes the reasoning: why the lines imply the rule")
            continue
        numbers = line_numbers(entry["lines"])
        outside = [n for n in numbers if not 1 <= n <= len(lines)]
        if outside:
            problems.append(f"{where}: {book}.txt has no line {outside[0]} (it has {len(lines)})")
            continue
        text = squash(" ".join(lines[n - 1] for n in numbers))
        fragments = entry["quote"] if isinstance(entry["quote"], list) else [entry["quote"]]
        for fragment in fragments:
            if not str(fragment).strip() or squash(str(fragment)) not in text:
                problems.append(f"{where}: {fragment!r} is not in {book}:{entry['lines']}")
    assert not problems, "\n".join(problems)


def test_english_lines_are_the_lines_the_rule_registry_cites() -> None:
    """One set of English lines per rule: ``constantinopolis rules``, verify and adjudicate's JSON cite the
    registry's, adjudicate's text for the English book the concordance's; they were two lists that only had to
    meet (goods.not-held was en:485, en:587, en:655 in one answer and en:587, en:623, en:667 in the other)."""
    problems = []
    for rule, entry in concordance("en")["rules"].items():
        if rule not in RULES or not isinstance(entry, dict) or "lines" not in entry:
            continue
        cited = {n for spec in RULES[rule].lines for n in line_numbers(spec.removeprefix("en:"))}
        if cited != set(line_numbers(entry["lines"])):
            problems.append(f"{rule}: en.yaml cites {entry['lines']}, the registry {RULES[rule].cite()}")
    assert not problems, "\n".join(problems)
