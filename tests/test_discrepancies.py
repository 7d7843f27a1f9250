"""The discrepancy catalogue: well formed, every option implemented, presets as the books say."""

from __future__ import annotations

import json

import pytest

from constantinopolis import OPTION_SPECS, RuleOptions
from constantinopolis.cli import main
from constantinopolis.discrepancies import CLASSIFICATIONS, load_catalogue

# the items issue 4 requires, by catalogue id
REQUIRED = {
    "future-pile-face",
    "consul-preemption-funding",
    "redemptor-discount-scope",
    "saved-contract-release",
    "office-wall-bid-protection",
    "taberna-scope",
    "new-production-building-can-produce",
    "extra-contract-wall-draw",
    "trading-post-purchase-draw",
    "office-contract-swap-timing",
}


def test_catalogue_loads_and_every_changes_play_option_is_implemented_with_its_presets() -> None:
    catalogue = load_catalogue()  # checks each option exists and each preset equals the catalogue
    ids = {d.id for d in catalogue}
    assert REQUIRED <= ids, REQUIRED - ids
    assert {d.classification for d in catalogue} <= set(CLASSIFICATIONS)
    options = {d.option for d in catalogue if d.classification == "changes-play"}
    assert options == set(OPTION_SPECS) - {"free_trade"}
    for d in catalogue:
        assert len(d.quotes) >= 2
        if d.classification == "changes-play":
            for ed, value in d.values.items():
                assert RuleOptions.edition(ed).values[str(d.option)] == value


def test_catalogue_mentions_the_consul_timing_cargo_and_same_name_items() -> None:
    text = json.dumps([d.to_dict() for d in load_catalogue()]).lower()
    for needle in ("preempt", "cargo", "public building"):
        assert needle in text


@pytest.mark.parametrize("fmt", ["table", "markdown", "json"])
def test_cli_discrepancies(fmt: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["discrepancies", "--format", fmt]) == 0
    out = capsys.readouterr().out
    assert "future" in out
    if fmt == "json":
        data = json.loads(out)
        first = data[0]
        assert {"id", "topic", "classification", "option", "values", "quotes"} <= set(first)
        assert all({"lines", "text"} <= set(q) for q in first["quotes"].values())


def test_a_broken_catalogue_is_reported(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "d.yaml"
    bad.write_text("discrepancies:\n  - {id: x, classification: odd, quotes: {en: {lines: '1', text: a}}}\n")
    assert main(["discrepancies", "--catalogue", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "classification must be one of" in err and "quote at least two books" in err
