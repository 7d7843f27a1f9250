"""The one list of books (``constantinopolis.rulebooks``) agrees with the data.

Every book code has its rulebook, its edition preset, its feature folder (inventory,
test module, Gherkin dialect), its phrasebook and its glossary names, and cites its own
lines; no folder or file, citation or schema names a code that is not in the list.
Adding a language: docs/README.md, "Adding a language".

Without the rulebooks, every test that reads them is skipped for one reason, and fails in CI
(the ``rulebooks`` fixture of conftest.py; README, "The rulebooks").
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from gherkin.dialect import Dialect

from conftest import DEFAULT_RULEBOOKS, missing_rulebooks, require_rulebooks
from constantinopolis import OPTION_SPECS, RuleOptions
from constantinopolis.books.discrepancies import load_catalogue
from constantinopolis.books.glossary import load_glossary
from constantinopolis.core.rules import RULES
from constantinopolis.rulebooks import BOOKS, CODES

ROOT = Path(__file__).resolve().parents[1]
FEATURES = ROOT / "features"
TRANSLATIONS = ROOT / "translations"
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


def test_every_book_has_its_rulebook_and_no_other_rulebook(rulebooks: Path) -> None:
    assert {p.stem for p in rulebooks.glob("*.txt")} == set(CODES), ADD


def test_every_book_has_a_feature_folder_and_no_folder_is_not_a_book() -> None:
    assert folders(FEATURES) == set(CODES), f"features/ holds one folder per book code; {ADD}"


def test_every_book_has_its_test_module_and_no_other() -> None:
    modules = {p.stem.removeprefix("test_") for p in FEATURES.glob("test_*.py")} - {"scenario_files", "golden_games"}
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


# ------------------------------------------------------------------ without the rulebooks: skipped, in CI failed
# the tests that read the rulebooks, one of each module (the fixture is what they have in common)
READERS = [
    "tests/test_books.py::test_every_book_has_its_rulebook_and_no_other_rulebook",
    "tests/test_concordance.py::test_each_quote_occurs_at_its_lines[en]",
    "tests/test_inventory.py::test_inventory_entries_are_well_formed[de]",
    "tests/test_refusal_messages.py::test_entries_are_well_formed_ids_unique_and_books_cite_existing_lines",
]


def test_the_rulebooks_are_found_beside_the_checkout_or_where_the_setting_says(tmp_path: Path) -> None:
    assert DEFAULT_RULEBOOKS == ROOT.parent / "shared" / "rulebooks"
    for code in CODES:
        (tmp_path / f"{code}.txt").write_text("", encoding="utf-8")
    assert require_rulebooks({"CONSTANTINOPOLIS_RULEBOOKS": str(tmp_path)}) == tmp_path
    assert require_rulebooks({"CONSTANTINOPOLIS_RULEBOOKS": str(tmp_path), "CI": "true"}) == tmp_path


def test_a_folder_without_all_five_books_is_not_the_rulebooks(tmp_path: Path) -> None:
    """An existing folder that lacks a book (an empty one the setting names) skips the tests that read the books,
    naming the missing files, rather than failing each of them on a missing file."""
    (tmp_path / "en.txt").write_text("", encoding="utf-8")
    with pytest.raises(pytest.skip.Exception) as info:
        require_rulebooks({"CONSTANTINOPOLIS_RULEBOOKS": str(tmp_path)})
    assert info.value.msg.startswith(missing_rulebooks(tmp_path))
    assert info.value.msg.endswith("(the folder has no es.txt, fr.txt, de.txt, it.txt)")


def test_without_the_rulebooks_a_test_is_skipped_for_one_clear_reason(tmp_path: Path) -> None:
    missing = tmp_path / "moved-away"
    setting = {"CONSTANTINOPOLIS_RULEBOOKS": str(missing)}
    for environ in (setting, setting | {"CI": ""}, setting | {"CI": "false"}):
        with pytest.raises(pytest.skip.Exception) as info:
            require_rulebooks(environ)
        assert info.value.msg == missing_rulebooks(missing)
    assert missing_rulebooks(missing) == (
        f"the five rulebooks are not at {missing} (set CONSTANTINOPOLIS_RULEBOOKS): see README, 'The rulebooks'"
    )


@pytest.mark.parametrize("ci", ["true", "TRUE", "1"])
def test_in_ci_a_test_without_the_rulebooks_fails(ci: str, tmp_path: Path) -> None:
    missing = tmp_path / "moved-away"
    with pytest.raises(pytest.fail.Exception) as info:
        require_rulebooks({"CONSTANTINOPOLIS_RULEBOOKS": str(missing), "CI": ci})
    assert info.value.msg is not None and info.value.msg.startswith(missing_rulebooks(missing))
    assert "CI=true" in info.value.msg


@pytest.mark.slow  # pytest in subprocesses, with and without the rulebooks
def test_the_readers_skip_without_the_rulebooks_and_fail_in_ci(tmp_path: Path) -> None:
    """The tests that read the books, run by pytest with the setting naming a folder that is not there."""
    missing = tmp_path / "moved-away"
    env = {k: v for k, v in os.environ.items() if k != "CI"} | {"CONSTANTINOPOLIS_RULEBOOKS": str(missing)}
    env["COLUMNS"] = "500"  # the summary's lines whole, not cut to the terminal's width
    argv = [sys.executable, "-m", "pytest", *READERS, "-q", "-rs", "-p", "no:randomly", "-p", "no:cacheprovider"]
    runs = {
        ci: subprocess.Popen(
            argv, cwd=ROOT, env=env | ({"CI": "true"} if ci else {}), stdout=subprocess.PIPE, text=True
        )
        for ci in (False, True)
    }
    out = {ci: proc.communicate(timeout=300)[0] for ci, proc in runs.items()}
    reason = missing_rulebooks(missing)
    assert runs[False].returncode == pytest.ExitCode.OK, out[False]
    assert re.fullmatch(rf"{len(READERS)} skipped in [\d.]+s", out[False].splitlines()[-1]), out[False]
    skipped = [line for line in out[False].splitlines() if line.startswith("SKIPPED [1] ")]  # one line a test
    assert len(skipped) == len(READERS) and all(line.endswith(f": {reason}") for line in skipped), skipped
    assert runs[True].returncode == pytest.ExitCode.TESTS_FAILED, out[True]
    assert re.fullmatch(rf"{len(READERS)} errors in [\d.]+s", out[True].splitlines()[-1]), out[True]  # at set-up
    assert out[True].count(f"{reason} (CI=true") >= len(READERS), out[True]
