"""The glossary names every term in every language."""

from __future__ import annotations

import pytest

from constantinopolis.books.glossary import load_glossary
from constantinopolis.rulebooks import CODES
from constantinopolis.tools.cli import main

SECTIONS = {"goods", "offices", "ships", "markets", "phases", "buildings", "kinds", "components", "currency"}


def test_every_term_has_names_in_every_language() -> None:
    glossary = load_glossary()
    assert SECTIONS <= set(glossary)
    missing = [
        f"{section}/{term}/{lang}"
        for section, terms in glossary.items()
        for term, names in terms.items()
        for lang in CODES
        if not names.get(lang)
    ]
    assert not missing, missing


def test_cli_looks_a_term_up_in_any_language(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["glossary", "Comptoir"]) == 0
    out = capsys.readouterr().out
    assert "components/trading-post" in out and "en: Trading Posts" in out and "de: Handelsposten" in out
    assert main(["glossary", "nothing-like-this"]) == 1
    assert capsys.readouterr().err == "no term matches 'nothing-like-this'\n"
