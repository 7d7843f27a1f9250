"""Turn a language's phrasebook into pytest-bdd steps, in the calling test module.

A language registers one step per keyword (given, when, then), not one per phrase.
Its parser, :class:`PhraseIndex`, holds every phrase of that keyword and finds the
one a step's text matches; the same generic function (``steps.run_entry``) then
carries it out.  pytest-bdd tries every registered step definition against every
step of every scenario, so a few hundred definitions per language cost most of the
suite's time; three cost nothing.  Which phrase wins is unchanged: when two phrases
match one text, the later one in the phrasebook (as when each phrase was a step
definition of its own, and the last registered one won).

A language's test module calls :func:`register` once, at module level.
"""

from __future__ import annotations

import re
from typing import Any

from pytest_bdd import step
from pytest_bdd.parsers import StepParser

from .steps import Entry, World, load_phrasebook, parse_rows, parse_values, run_entry


class PhraseIndex(StepParser):
    """Every phrase of one keyword of one language, as one step parser."""

    def __init__(self, keyword: str, entries: list[Entry]) -> None:
        super().__init__(f"<any {keyword} phrase of the phrasebook>")
        # the last phrase first: it wins when two match
        self.entries = [(entry, re.compile(entry.regex)) for entry in reversed(entries)]
        self._found: dict[str, tuple[Entry, re.Match[str]] | None] = {}

    def find(self, name: str) -> tuple[Entry, re.Match[str]] | None:
        if name not in self._found:
            self._found[name] = next(
                ((entry, match) for entry, regex in self.entries if (match := regex.match(name))), None
            )
        return self._found[name]

    def parse_arguments(self, name: str) -> dict[str, Any] | None:
        found = self.find(name)
        if found is None:
            return None
        entry, match = found
        return {"phrase": (entry, parse_values(entry, match))}

    def is_matching(self, name: str) -> bool:
        return self.find(name) is not None


def run_phrase(world: World, phrase: tuple[Entry, dict[str, Any]], datatable: list[list[str]] | None = None) -> None:
    entry, values = phrase
    run_entry(entry, world, values, parse_rows(entry, datatable))


def register(language: str) -> int:
    """Register every phrase of ``language`` in the calling module; returns how many."""
    entries = load_phrasebook(language)
    for keyword in ("given", "when", "then"):
        chosen = [entry for entry in entries if entry.keyword == keyword]
        if chosen:
            step(PhraseIndex(keyword, chosen), keyword, stacklevel=2)(run_phrase)  # type: ignore[arg-type]
    return len(entries)
