"""Turn a language's phrasebook into pytest-bdd steps, in the calling test module.

Each phrase becomes a step whose parser yields one argument, ``phrase_values``;
the same generic function (``steps.run_entry``) then carries it out.  A language's
test module calls :func:`register` once, at module level.
"""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import step
from pytest_bdd.parsers import StepParser

from .steps import Entry, Table, load_phrasebook, parse_rows, parse_values, run_entry


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

        step(PhraseParser(entry), entry.keyword, stacklevel=3)(with_table)  # type: ignore[arg-type]
    else:

        def plain(table: Table, phrase_values: dict[str, Any]) -> None:
            run_entry(entry, table, phrase_values, None)

        step(PhraseParser(entry), entry.keyword, stacklevel=3)(plain)  # type: ignore[arg-type]


def register(language: str) -> int:
    """Register every phrase of ``language`` in the calling module; returns how many."""
    entries = load_phrasebook(language)
    for entry in entries:
        _register(entry)
    return len(entries)
