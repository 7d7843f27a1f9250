"""The rulebooks: the one list of book codes, in rulebook order, and what is fixed per book.

A book code (``en``, ``es``, ...) names at once:

- the rulebook, ``../shared/rulebooks/<code>.txt``, and the prefix of its line
  citations (``<code>:685``);
- its edition preset, ``RuleOptions.edition(code)``: the value each option of
  ``OPTION_SPECS`` (``options.py``) takes in that book;
- its executable rulebook, ``features/<code>/`` (with ``inventory.yaml``), bound by
  ``features/test_<code>.py`` and written in the book's Gherkin dialect;
- its step phrases, ``translations/phrasebooks/<code>/``, and its names of every game
  term, ``translations/glossary/<code>.yaml``.

Every other module and test takes the list from here (``options.EDITIONS`` is the same
tuple); ``tests/test_books.py`` checks that each of the files above exists for every
code and for no other.  Adding a language: ``docs/README.md``, "Adding a language".

>>> CODES
('en', 'es', 'fr', 'de', 'it')
>>> BOOKS["de"].native, BOOKS["de"].cite(926)
('Deutsch', 'de:926')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Book:
    code: str  # the book code: edition preset, folder and file names, citation prefix
    language: str  # the language's name in English ("German")
    native: str  # the language's own name ("Deutsch"), as the compliance report shows it
    gherkin: str  # the Gherkin dialect of features/<code>/ (``# language: <gherkin>``; en needs no header)

    def cite(self, lines: object) -> str:
        """A citation of this book's lines: ``cite("425-427")`` is ``"it:425-427"``."""
        return f"{self.code}:{lines}"


BOOKS: dict[str, Book] = {
    book.code: book
    for book in (
        Book("en", "English", "English", "en"),
        Book("es", "Spanish", "Español", "es"),
        Book("fr", "French", "Français", "fr"),
        Book("de", "German", "Deutsch", "de"),
        Book("it", "Italian", "Italiano", "it"),
    )
}

CODES: tuple[str, ...] = tuple(BOOKS)


#: The kinds of an inventory entry, by the part of its id that names them (``it-faq-07``).
INVENTORY_KINDS = {"ex": "example", "faq": "faq", "cl": "clarification"}


def inventory_id(book: str) -> re.Pattern[str]:
    """An inventory entry's id in ``book``: ``<book>-ex-NN``, ``<book>-faq-NN`` or ``<book>-cl-NN``."""
    return re.compile(rf"{book}-({'|'.join(INVENTORY_KINDS)})-\d+")


def inventory(checkout: Path, book: str) -> list[dict[str, Any]]:
    """The entries of ``features/<book>/inventory.yaml`` (every worked example, FAQ answer and clarification the
    book has; docs/tag-conventions.md), read safely."""
    import yaml

    path = checkout / "features" / book / "inventory.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return list(data.get("entries", []))


def default_folder(checkout: Path) -> Path:
    """Where the rulebook texts are unless told otherwise: ``../shared/rulebooks`` beside the checkout (verify's
    ``--rulebooks`` default, and the tests')."""
    return checkout.parent / "shared" / "rulebooks"
