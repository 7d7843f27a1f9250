"""The concordance of the rules: where each engine rule is stated in each of the five books.

``translations/concordance/<book>.yaml`` maps every rule id of :data:`constantinopolis.core.rules.RULES`
to its status in that book (lines are 1-based, in ``../shared/rulebooks/<book>.txt``):

- **stated**: ``lines`` and ``quote``, the book's own sentence that says the rule;
- **implied**: ``lines``, ``quote`` (the sentences the rule rests on) and ``implied``, the reasoning:
  why those sentences imply the rule without saying it;
- **not stated**: ``not_stated``, why no line states it, and optionally ``closest``, the lines a
  judge should read.

Any entry may add a ``note``.  A rule that no book states carries an engine ``convention``
(:class:`constantinopolis.core.rules.Rule`).  ``tests/test_concordance.py`` and
``tests/test_rule_status.py`` check every quote at its lines.  ``constantinopolis rules --book it``
prints the Italian, and ``constantinopolis adjudicate`` shows each book's sentence for the rule that
decides.

>>> entry = load("it")["consul.preempt"]
>>> entry.cite().startswith("it:")
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

import yaml

from ..core.errors import ConstantinopolisError
from ..rulebooks import BOOKS, CODES
from .datafiles import locate_translation


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
    implied: str = ""  # why the quoted lines imply the rule without saying it
    closest: tuple[str, ...] = ()  # not stated: the lines a judge should read

    @property
    def status(self) -> str:
        """``stated``, ``implied`` or ``not-stated`` (:data:`STATUSES`)."""
        if self.not_stated:
            return "not-stated"
        return "implied" if self.implied else "stated"

    @property
    def stated(self) -> bool:
        """The book says the rule in so many words."""
        return self.status == "stated"

    @property
    def quoted(self) -> bool:
        """The entry quotes the book's lines: the rule is stated, or implied by them."""
        return not self.not_stated

    def cite(self) -> str:
        """``it:339-341, it:363``; or ``it: not stated``."""
        if not self.quoted:
            return f"{self.book}: not stated"
        return ", ".join(BOOKS[self.book].cite(spec) for spec in self.lines)

    def closest_cite(self) -> str:
        """Not stated: the lines a judge should read (``en:595``), or ``""``."""
        return ", ".join(BOOKS[self.book].cite(spec) for spec in self.closest)

    def text(self) -> str:
        """The quoted sentence (fragments joined by `` … ``), or why the book does not state it."""
        return " … ".join(self.quote) if self.quoted else self.not_stated

    def to_dict(self) -> dict[str, object]:
        return {
            "book": self.book,
            "status": self.status,
            "stated": self.stated,
            "lines": list(self.lines),
            "cite": self.cite(),
            "quote": list(self.quote),
            "note": self.note,
            "not_stated": self.not_stated,
            "implied": self.implied,
            "closest": self.closest_cite(),
        }


STATUSES = ("stated", "implied", "not-stated")


def default_concordance_dir() -> Path:
    """``$CONSTANTINOPOLIS_CONCORDANCE``, or ``translations/concordance`` (:mod:`.datafiles`)."""
    return locate_translation(
        "concordance", "CONSTANTINOPOLIS_CONCORDANCE", "the concordance", ConcordanceError, folder=True
    )


@cache
def load(book: str) -> dict[str, Entry]:
    """Every rule's entry for ``book`` (one of :data:`constantinopolis.rulebooks.CODES`)."""
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


STATUS_KEYS = {
    "stated": {"lines", "quote", "note"},
    "implied": {"lines", "quote", "implied", "note"},
    "not-stated": {"not_stated", "closest", "note"},
}


def _strings(value: object) -> tuple[str, ...]:
    return tuple(str(x) for x in (value if isinstance(value, list) else [value]))


def _entry(rule: str, book: str, raw: object, path: Path) -> Entry:
    where = f"{path}: {rule}"
    if not isinstance(raw, dict):
        raise ConcordanceError(f"{where}: expected lines and quote, or not_stated")
    note = str(raw.get("note") or "")
    if "not_stated" in raw:
        status = "not-stated"
        if not str(raw["not_stated"] or "").strip():
            raise ConcordanceError(f"{where}: not_stated takes the reason why no line states the rule")
    else:
        status = "implied" if "implied" in raw else "stated"
        if not raw.get("lines") or not raw.get("quote"):
            raise ConcordanceError(f"{where}: a {status} entry takes lines and quote")
        if status == "implied" and not str(raw["implied"] or "").strip():
            raise ConcordanceError(f"{where}: implied takes the reasoning: why the lines imply the rule")
    extra = set(raw) - STATUS_KEYS[status]
    if extra:
        raise ConcordanceError(
            f"{where}: a {status} entry takes {', '.join(sorted(STATUS_KEYS[status]))}, not {', '.join(sorted(extra))}"
        )
    if status == "not-stated":
        closest = _strings(raw["closest"]) if raw.get("closest") else ()
        return Entry(rule, book, (), (), note, str(raw["not_stated"]), closest=closest)
    return Entry(
        rule, book, _strings(raw["lines"]), _strings(raw["quote"]), note, implied=str(raw.get("implied") or "")
    )


def entries(rule: str) -> dict[str, Entry]:
    """``rule``'s entry in every book, in rulebook order."""
    return {book: load(book)[rule] for book in CODES if rule in load(book)}


def decided_by_a_book(rule: str) -> bool:
    """Whether at least one book states or implies ``rule``.  If none does, every book is silent and the
    rule is an engine convention: the engine had to choose.  A rule every book only implies (a player
    cannot pay gold he does not have) is the books' rule, read between their lines, not a convention."""
    return any(e.status in ("stated", "implied") for e in entries(rule).values())


def statuses(rule: str) -> str:
    """``en stated · es stated · fr not stated · de implied · it stated``."""
    return " · ".join(f"{book} {e.status.replace('-', ' ')}" for book, e in entries(rule).items())
