"""The one list of books (``constantinopolis.books``) agrees with the data.

Every book code has its rulebook, its edition preset, its feature folder (inventory,
test module, Gherkin dialect), its phrasebook and its glossary names, and cites its own
lines; no folder or file, citation or schema names a code that is not in the list.
Adding a language: docs/README.md, "Adding a language".
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from gherkin.dialect import Dialect

from constantinopolis import OPTION_SPECS, RuleOptions
from constantinopolis.books import BOOKS, CODES
from constantinopolis.discrepancies import load_catalogue
from constantinopolis.glossary import load_glossary
from constantinopolis.rules import RULES

ROOT = Path(__file__).resolve().parents[1]
FEATURES = ROOT / "features"
TRANSLATIONS = ROOT / "translations"
RULEBOOKS = Path(os.environ.get("CONSTANTINOPOLIS_RULEBOOKS", ROOT.parent / "shared" / "rulebooks"))
CITATION = re.compile(r"(?<![\w/.:-])([a-z]{2}):\d")  # en:685, it:425-427
LANGUAGE_HEADER = re.compile(r"^#\s*language:\s*(\S+)\s*$")
ADD = "see docs/README.md, 'Adding a language'"


def folders(path: Path) -> set[str]:
    return {p.name for p in path.iterdir() if p.is_dir() and not p.name.startswith((".", "_"))}


def test_the_list_is_well_formed() -> None:
    assert CODES == tuple(BOOKS) and len(set(CODES)) == len(CODES)
    for code, book in BOOKS.items():
        assert book.code == code and re.fullmatch(r"[a-z]{2}", code), book
        assert book.language and book.native, book
        assert Dialect.for_name(book.gherkin) is not None, f"{code}: Gherkin has no dialect {book.gherkin!r}"
        assert book.cite("425-427") == f"{code}:425-427"


def test_every_book_has_its_rulebook_and_no_other_rulebook() -> None:
    assert RULEBOOKS.is_dir(), (
        f"{RULEBOOKS} not found: keep ../shared/rulebooks beside the checkout or set CONSTANTINOPOLIS_RULEBOOKS"
    )
    assert {p.stem for p in RULEBOOKS.glob("*.txt")} == set(CODES), ADD


def test_every_book_has_a_feature_folder_and_no_folder_is_not_a_book() -> None:
    assert folders(FEATURES) == set(CODES), f"features/ holds one folder per book code; {ADD}"


def test_every_book_has_its_test_module_and_no_other() -> None:
    modules = {p.stem.removeprefix("test_") for p in FEATURES.glob("test_*.py")} - {"scenario_files"}
    assert modules == set(CODES), f"features/test_<code>.py, one per book; {ADD}"
    for code in CODES:
        text = (FEATURES / f"test_{code}.py").read_text(encoding="utf-8")
        assert f'LANGUAGE = "{code}"' in text, f"features/test_{code}.py binds another language"


@pytest.mark.parametrize("code", CODES)
def test_every_book_has_its_inventory(code: str) -> None:
    data = yaml.safe_load((FEATURES / code / "inventory.yaml").read_text(encoding="utf-8"))
    assert data["book"] == code
    assert data["entries"], f"features/{code}/inventory.yaml lists nothing"
    assert all(str(e["id"]).startswith(f"{code}-") for e in data["entries"])


@pytest.mark.parametrize("code", CODES)
def test_every_feature_file_is_written_in_its_books_dialect(code: str) -> None:
    files = sorted((FEATURES / code).glob("*.feature"))
    assert files, f"no feature files in features/{code}/"
    for path in files:
        first = next(line for line in path.read_text(encoding="utf-8").splitlines() if line.strip())
        header = LANGUAGE_HEADER.match(first.strip())
        dialect = header.group(1) if header else "en"  # Gherkin's default
        assert dialect == BOOKS[code].gherkin, f"{path.relative_to(ROOT)}: '# language: {dialect}'"


@pytest.mark.parametrize("code", CODES)
def test_every_book_cites_its_own_lines_in_its_features(code: str) -> None:
    text = "\n".join(p.read_text(encoding="utf-8") for p in (FEATURES / code).glob("*.feature"))
    assert BOOKS[code].cite("") in text, f"no scenario of features/{code}/ cites its book ({code}:N)"


def test_every_citation_names_a_book() -> None:
    paths = [
        *FEATURES.rglob("*.feature"),
        *FEATURES.rglob("*.yaml"),
        *TRANSLATIONS.rglob("*.yaml"),
        *(ROOT / "scenarios").rglob("*.yaml"),
    ]
    texts = {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in paths}
    texts["rules.RULES"] = "\n".join(line for r in RULES.values() for line in r.lines)
    texts["options.OPTION_SPECS"] = "\n".join(line for s in OPTION_SPECS.values() for line in s.lines.values())
    stray = {f"{where}: {m.group(0)}" for where, text in texts.items() for m in CITATION.finditer(text)}
    stray = {s for s in stray if s.rsplit(": ", 1)[1].split(":")[0] not in CODES}
    assert not stray, sorted(stray)


def test_every_book_has_an_edition_preset_citing_its_own_lines() -> None:
    for code in CODES:
        assert RuleOptions.edition(code).edition_name == code
    for spec in OPTION_SPECS.values():
        assert set(spec.editions) == set(CODES), f"{spec.name}: a preset value for every book, no other"
        assert set(spec.lines) <= set(CODES), spec.name
        for code, lines in spec.lines.items():
            assert lines.startswith(BOOKS[code].cite("")), f"{spec.name}: the {code} lines cite {lines!r}"


def test_the_discrepancy_catalogue_quotes_only_books() -> None:
    for d in load_catalogue():
        assert set(d.quotes) <= set(CODES), d.id
        if d.option:
            assert set(d.values) == set(CODES), d.id


def test_every_book_has_a_phrasebook_and_no_phrasebook_is_not_a_book() -> None:
    phrasebooks = TRANSLATIONS / "phrasebooks"
    assert folders(phrasebooks) == set(CODES), f"translations/phrasebooks/<code>/, one per book; {ADD}"
    for code in CODES:
        assert list((phrasebooks / code).glob("*.yaml")), f"translations/phrasebooks/{code}/ holds no phrases"


def test_every_book_has_glossary_names_and_no_glossary_is_not_a_book() -> None:
    files = {p.stem for p in (TRANSLATIONS / "glossary").glob("*.yaml")}
    assert files == set(CODES), f"translations/glossary/<code>.yaml, one per book; {ADD}"
    glossary = load_glossary()
    odd = [
        f"{section}/{term}: {sorted(names)}"
        for section, terms in glossary.items()
        for term, names in terms.items()
        if set(names) != set(CODES)
    ]
    assert not odd, odd


def _enums(node: Any) -> list[list[Any]]:
    if isinstance(node, dict):
        found = [node["enum"]] if isinstance(node.get("enum"), list) else []
        return found + [e for value in node.values() for e in _enums(value)]
    if isinstance(node, list):
        return [e for value in node for e in _enums(value)]
    return []


def test_the_json_schemas_list_exactly_the_books() -> None:
    """The protocol's and the report's schemas (docs/schemas/) cannot import the list: they must agree with it."""
    lists = [
        (path.name, enum)
        for path in sorted((ROOT / "docs" / "schemas").glob("*.json"))
        for enum in _enums(json.loads(path.read_text(encoding="utf-8")))
        if set(enum) & set(CODES)
    ]
    assert {"hello.answer.json", "start.request.json", "report.schema.json"} <= {name for name, _ in lists}
    wrong = [(name, enum) for name, enum in lists if enum != list(CODES)]
    assert not wrong, f"these schema enums must list {list(CODES)}: {wrong}"
