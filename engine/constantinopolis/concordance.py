"""The concordance of the rules: where each engine rule is stated in each of the five books.

``translations/concordance/<book>.yaml`` maps every rule id of :data:`constantinopolis.rules.RULES`
to the lines of that book (1-based, in ``../shared/rulebooks/<book>.txt``) with the book's own
sentence, or says ``not_stated`` with what the book says instead.  ``tests/test_concordance.py``
checks every quote at its lines.  ``constantinopolis rules --book it`` prints the Italian, and
``constantinopolis adjudicate`` shows each book's sentence for the rule that decides.

>>> entry = load("it")["consul.preempt"]
>>> entry.cite().startswith("it:")
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

import yaml

from .books import BOOKS, CODES
from .datafiles import locate_translation
from .errors import ConstantinopolisError


class ConcordanceError(ConstantinopolisError, ValueError):
    """A concordance file is missing or malformed."""


@dataclass(frozen=True)
class Entry:
    """Where one book states one rule: its lines and sentence, or why it does not."""

    rule: str
    book: str
    lines: tuple[str, ...]  # "339-341", "363"
    quote: tuple[str, ...]  # the book's own words, one or more fragments
    note: str = ""
    not_stated: str = ""  # why no line states it, when none does

    @property
    def stated(self) -> bool:
        return not self.not_stated

    def cite(self) -> str:
        """``it:339-341, it:363``; or ``it: not stated``."""
        if not self.stated:
            return f"{self.book}: not stated"
        return ", ".join(BOOKS[self.book].cite(spec) for spec in self.lines)

    def text(self) -> str:
        """The quoted sentence (fragments joined by `` … ``), or why the book does not state it."""
        return " … ".join(self.quote) if self.stated else self.not_stated

    def to_dict(self) -> dict[str, object]:
        return {
            "book": self.book,
            "stated": self.stated,
            "lines": list(self.lines),
            "cite": self.cite(),
            "quote": list(self.quote),
            "note": self.note,
            "not_stated": self.not_stated,
        }


def default_concordance_dir() -> Path:
    """``$CONSTANTINOPOLIS_CONCORDANCE``, or ``translations/concordance`` (:mod:`.datafiles`)."""
    return locate_translation(
        "concordance", "CONSTANTINOPOLIS_CONCORDANCE", "the concordance", ConcordanceError, folder=True
    )


@cache
def load(book: str) -> dict[str, Entry]:
    """Every rule's entry for ``book`` (one of :data:`constantinopolis.books.CODES`)."""
    if book not in CODES:
        raise ConcordanceError(f"unknown book {book!r}; books: {', '.join(CODES)}")
    path = default_concordance_dir() / f"{book}.yaml"
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise ConcordanceError(f"cannot read the concordance {path}: {exc}") from None
    rules = data.get("rules") if isinstance(data, dict) else None
    if not isinstance(rules, dict):
        raise ConcordanceError(f"{path}: expected a mapping 'rules' of rule id to lines and quote")
    return {rule: _entry(rule, book, raw, path) for rule, raw in rules.items()}


def _entry(rule: str, book: str, raw: object, path: Path) -> Entry:
    if not isinstance(raw, dict):
        raise ConcordanceError(f"{path}: {rule}: expected lines and quote, or not_stated")
    if raw.get("not_stated"):
        return Entry(rule, book, (), (), str(raw.get("note") or ""), str(raw["not_stated"]))
    lines, quote = raw.get("lines"), raw.get("quote")
    return Entry(
        rule,
        book,
        tuple(str(x) for x in (lines if isinstance(lines, list) else [lines])),
        tuple(str(x) for x in (quote if isinstance(quote, list) else [quote])),
        str(raw.get("note") or ""),
    )


def entries(rule: str) -> dict[str, Entry]:
    """``rule``'s entry in every book, in rulebook order."""
    return {book: load(book)[rule] for book in CODES if rule in load(book)}
