"""One policy for silent books: the catalogue's header, its entries and the edition presets agree.

``translations/discrepancies.yaml`` opens with a machine-readable ``policy`` block: a book silent on a
point takes ``silent_book_takes`` (the English book)'s value in its preset, unless ``exceptions`` lists
the option and edition with the book's own quote.  A book is silent in a ``changes-play`` entry when the
entry has no quote of it, or lists it under ``silent`` (a book that repeats an English main-text sentence
without the refinement the English book adds elsewhere).  Every such book's value, in the catalogue and in
``OPTION_SPECS``, must be the English one.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml

from constantinopolis.core.options import EDITIONS, OPTION_SPECS

CATALOGUE = Path(__file__).resolve().parents[1] / "translations" / "discrepancies.yaml"


def catalogue() -> dict[str, Any]:
    data = yaml.safe_load(CATALOGUE.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def presets() -> dict[str, dict[str, Any]]:
    """Each option's value in each edition preset (the registry)."""
    return {name: dict(spec.editions) for name, spec in OPTION_SPECS.items()}


def policy_problems(data: dict[str, Any], values: dict[str, dict[str, Any]]) -> list[str]:
    """Where a silent book's preset does not take the English value (and no exception quotes its book)."""
    policy = data.get("policy")
    if not isinstance(policy, dict) or policy.get("silent_book_takes") not in EDITIONS:
        return ["the catalogue has no policy block with silent_book_takes naming an edition"]
    source = policy["silent_book_takes"]
    problems: list[str] = []
    exceptions: set[tuple[str, str]] = set()
    for x in policy.get("exceptions") or []:
        if not (isinstance(x, dict) and x.get("option") and x.get("edition") and x.get("lines") and x.get("text")):
            problems.append(f"policy.exceptions: {x!r}: each exception gives option, edition, lines and text")
            continue
        exceptions.add((str(x["option"]), str(x["edition"])))
    for entry in data["discrepancies"]:
        if entry.get("classification") != "changes-play":
            continue
        option, quotes, silent = entry["option"], entry.get("quotes") or {}, entry.get("silent") or {}
        for book in silent:
            if book not in EDITIONS or not str(silent[book]).strip():
                problems.append(f"{entry['id']}: silent.{book}: a book code, with what it repeats and leaves out")
        for ed in EDITIONS:
            if ed == source or (ed in quotes and ed not in silent) or (option, ed) in exceptions:
                continue
            english = values[option][source]
            for where, value in (("catalogue", entry["values"][ed]), ("preset", values[option][ed])):
                if value != english:
                    problems.append(
                        f"{entry['id']}: the {ed} book is silent, yet its {where} value of {option} is {value!r}, "
                        f"not the English {english!r}; follow the policy or add an exception quoting the book"
                    )
    return problems


def test_the_catalogue_states_its_policy_for_silent_books() -> None:
    policy = catalogue()["policy"]
    assert policy["silent_book_takes"] == "en"
    assert "silent" in str(policy["silent"]) and isinstance(policy["exceptions"], list)


def test_every_silent_book_takes_the_english_value_in_its_preset() -> None:
    assert policy_problems(catalogue(), presets()) == []


def test_the_french_book_is_silent_on_the_licence_skip_and_on_freeing_a_saved_contract() -> None:
    """Issue 21: fr:100 repeats en:416 (the skip is en's FAQ, en:920-922); fr:188-190 leaves out en:641."""
    entries = {e["id"]: e for e in catalogue()["discrepancies"]}
    assert "fr" in entries["licence-skip"]["silent"] and "fr" in entries["saved-contract-release"]["silent"]
    assert OPTION_SPECS["licence_skip"].editions["fr"] == "allowed"
    assert OPTION_SPECS["saved_contract_release"].editions["fr"] == "free-at-will"
    # the other values stay, for a table that reads the French text literally
    assert "never" in OPTION_SPECS["licence_skip"].values
    assert "only-when-loaded" in OPTION_SPECS["saved_contract_release"].values


@pytest.mark.parametrize(
    ("option", "literal"), [("licence_skip", "never"), ("saved_contract_release", "only-when-loaded")]
)
def test_a_preset_flipped_back_is_caught(option: str, literal: str) -> None:
    values = presets()
    values[option]["fr"] = literal
    problems = policy_problems(catalogue(), values)
    assert len(problems) == 1 and "the fr book is silent" in problems[0] and "preset" in problems[0], problems
    data = copy.deepcopy(catalogue())
    entry = next(e for e in data["discrepancies"] if e.get("option") == option)
    entry["values"]["fr"] = literal
    assert any("catalogue value" in p for p in policy_problems(data, presets()))


def test_an_exception_needs_the_books_own_quote() -> None:
    values = presets()
    values["licence_skip"]["fr"] = "never"
    data = copy.deepcopy(catalogue())
    data["policy"]["exceptions"] = [{"option": "licence_skip", "edition": "fr"}]
    assert any("each exception gives option, edition, lines and text" in p for p in policy_problems(data, values))
    data["policy"]["exceptions"] = [
        {"option": "licence_skip", "edition": "fr", "lines": "100", "text": "le joueur doit posséder au moins 1 autre"}
    ]
    next(e for e in data["discrepancies"] if e.get("option") == "licence_skip")["values"]["fr"] = "never"
    assert policy_problems(data, values) == []


def test_a_book_with_no_quote_is_silent() -> None:
    """An entry without a quote of the de book: de takes the English value, and a preset that does not is caught
    (a quoted book with its own words may differ)."""
    data = copy.deepcopy(catalogue())
    values = presets()
    values["market_ban_timing"]["de"] = "at-purchase"
    assert policy_problems(data, values) == []  # de:957-959 is quoted: its own words
    entry = next(e for e in data["discrepancies"] if e.get("id") == "market-ban-timing")
    del entry["quotes"]["de"]
    assert any("market-ban-timing: the de book is silent" in p for p in policy_problems(data, values))
