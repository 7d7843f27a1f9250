"""Registers the step phrases of every language from translations/phrasebooks/.

Each phrase becomes a pytest-bdd step whose parser yields one argument,
``phrase_values``; the same generic function (``steps.run_entry``) then carries
it out.  Adding a language is adding its phrasebook and glossary names.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import step
from pytest_bdd.parsers import StepParser

from .steps import Entry, Table, load_phrasebook, parse_rows, parse_values, run_entry

PHRASEBOOKS = Path(__file__).resolve().parents[1] / "translations" / "phrasebooks"
LANGUAGES = tuple(sorted(p.name for p in PHRASEBOOKS.iterdir() if p.is_dir()))


class PhraseParser(StepParser):
    def __init__(self, entry: Entry) -> None:
        super().__init__(entry.phrase)
        self.entry = entry
        self.regex = re.compile(entry.regex)

    def parse_arguments(self, name: str) -> dict[str, Any] | None:
        match = self.regex.match(name)
        return {"phrase_values": parse_values(self.entry, match)} if match else None

    def is_matching(self, name: str) -> bool:
        return bool(self.regex.match(name))


def _register(entry: Entry) -> None:
    if entry.columns is not None:

        def with_table(table: Table, phrase_values: dict[str, Any], datatable: list[list[str]]) -> None:
            run_entry(entry, table, phrase_values, parse_rows(entry, datatable))

        step(PhraseParser(entry), entry.keyword, stacklevel=2)(with_table)  # type: ignore[arg-type]
    else:

        def plain(table: Table, phrase_values: dict[str, Any]) -> None:
            run_entry(entry, table, phrase_values, None)

        step(PhraseParser(entry), entry.keyword, stacklevel=2)(plain)  # type: ignore[arg-type]


for _language in LANGUAGES:
    for _entry in load_phrasebook(_language):
        _register(_entry)


@pytest.fixture
def table(request: pytest.FixtureRequest) -> Table:
    """The game table of one scenario, in the language (and edition) of its feature folder."""
    language = getattr(request.module, "LANGUAGE", "en")
    edition = language
    for marker in request.node.iter_markers():
        if marker.name.startswith("edition-"):
            edition = marker.name.removeprefix("edition-")
    return Table(language=language, edition=edition)


TAG = re.compile(r"(?<!\S)@([^\s@]+)")


def pytest_configure(config: pytest.Config) -> None:
    """Register every tag used in the feature files as a marker (tags: docs/tag-conventions.md)."""
    tags: set[str] = set()
    for path in Path(__file__).parent.rglob("*.feature"):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip().startswith("@"):
                tags.update(TAG.findall(line))
    for tag in sorted(tags):
        config.addinivalue_line("markers", f"{tag}: feature tag")


def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """``@unclear``: the rulebook is unclear and the engine's reading may differ (strict xfail, so a
    scenario that starts passing is noticed).  The reason is the ``# unclear:`` comment above it."""
    if tag == "unclear":
        reason = "the rulebook is unclear here; see the '# unclear:' comment above the scenario"
        pytest.mark.xfail(strict=True, reason=reason)(function)
        return True
    return None


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """A refused action that no step checked fails the scenario."""
    table = request.getfixturevalue("table")
    table.require_refusal_seen()
