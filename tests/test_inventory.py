"""The rulebook inventories: every entry has a scenario, every scenario an entry, every range the right text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from gherkin.dialect import Dialect

from constantinopolis import rulebooks as books

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = books.CODES
TAG = re.compile(r"(?<!\S)@([^\s@]+)")
KINDS = {"example", "faq", "clarification"}


def _keywords(*words: list[str]) -> str:
    """A regex for a line that starts with one of these keywords and its colon."""
    return rf"^({'|'.join(re.escape(w) for w in sorted({w for ws in words for w in ws}, key=lambda w: (-len(w), w)))}):"


def keyword_patterns(language: str) -> tuple[str, str]:
    """The Feature and the Scenario keywords of the book's Gherkin dialect (not "Examples:", which belongs
    to an outline)."""
    dialect = Dialect.for_name(books.BOOKS[language].gherkin)
    assert dialect is not None, f"{language}: Gherkin has no dialect {books.BOOKS[language].gherkin!r}"
    scenario = _keywords(dialect.scenario_keywords, dialect.scenario_outline_keywords)
    return _keywords(dialect.feature_keywords), scenario


def inventory(language: str) -> list[dict[str, object]]:
    data = yaml.safe_load((ROOT / "features" / language / "inventory.yaml").read_text(encoding="utf-8"))
    assert data["book"] == language
    assert list(data["entries"]) == books.inventory(ROOT, language)  # what verify and the docs read
    return list(data["entries"])


def scenario_tags(language: str) -> dict[str, set[str]]:
    """Tags on each scenario (with its feature's tags), by 'file:line'."""
    found: dict[str, set[str]] = {}
    feature, scenario = keyword_patterns(language)
    for path in sorted((ROOT / "features" / language).glob("*.feature")):
        feature_tags: set[str] = set()
        pending: set[str] = set()
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            text = line.strip()
            if text.startswith("@"):
                pending |= set(TAG.findall(text))
            elif re.match(feature, text):
                feature_tags, pending = pending, set()
            elif re.match(scenario, text):
                found[f"{path.name}:{n}"] = feature_tags | pending
                pending = set()
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_inventory_entries_are_well_formed(language: str, rulebooks: Path) -> None:
    entries = inventory(language)
    ids = [e["id"] for e in entries]
    assert len(ids) == len(set(ids)), "duplicate inventory id"
    counters: dict[str, int] = {}
    path = rulebooks / f"{language}.txt"
    assert path.is_file(), f"rulebook {path} not found in {rulebooks} (README, 'The rulebooks')"
    book = path.read_text(encoding="utf-8").splitlines()
    last = 0
    for e in entries:
        assert e["kind"] in KINDS, e
        prefix = {"example": "ex", "faq": "faq", "clarification": "cl"}[str(e["kind"])]
        counters[prefix] = counters.get(prefix, 0) + 1
        assert e["id"] == f"{language}-{prefix}-{counters[prefix]:02d}", f"ids run in rulebook order: {e['id']}"
        assert str(e.get("summary", "")).strip(), e["id"]
        ranges = [tuple(int(x) for x in str(r).split("-")) for r in e["lines"]]  # type: ignore[union-attr]
        for start, end in ranges:
            assert 1 <= start <= end <= len(book), f"{e['id']}: {start}-{end} is outside {language}.txt"
        # the first range begins with the quoted opening words: a range pointing at the wrong text fails
        first = book[ranges[0][0] - 1].lstrip("#*- >").strip()
        assert first.startswith(str(e["starts"])), f"{e['id']}: {language}:{ranges[0][0]} reads {first[:60]!r}"
        if e["kind"] != "clarification":
            assert ranges[0][0] >= last, f"{e['id']} is out of rulebook order"
        last = ranges[0][0]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_has_a_scenario_and_every_scenario_an_entry(language: str) -> None:
    ids = {str(e["id"]) for e in inventory(language)}
    tags = scenario_tags(language)
    assert tags, f"no scenarios in features/{language}"
    covered = set().union(*tags.values()) & ids
    missing = sorted(ids - covered)
    assert not missing, f"inventory entries with no scenario: {missing}"
    untagged = [
        where
        for where, t in tags.items()
        if not (t & ids) and not any(x.startswith("rule") or x == "convention" for x in t)
    ]
    assert not untagged, f"scenarios with neither an inventory id nor a @rule or @convention tag: {untagged}"
    unknown = sorted({t for ts in tags.values() for t in ts if books.inventory_id(language).fullmatch(t)} - ids)
    assert not unknown, f"scenario tags naming no inventory entry: {unknown}"


def test_english_inventory_counts() -> None:
    """Issue 3: the 14 FAQ answers and every worked example passage of en.txt."""
    entries = inventory("en")
    assert sum(e["kind"] == "faq" for e in entries) == 14
    assert sum(e["kind"] == "example" for e in entries) >= 22
