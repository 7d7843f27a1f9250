"""How refusals are judged: strict, mapped (with a code map) and lenient (docs/report.md).

``own_refusal_codes.py`` is the reference engine refusing with codes of its own (``E`` and
five digits) instead of rule ids; ``codes.yaml`` maps them back.  ``refusals_without_code.py``
refuses with no code at all.  Everything else they do is the reference's, so exactly the
scenarios that check a refusal (those the reference's run judges ``strict``) depend on how
refusals are judged.  All runs verify the Italian book (and its scenario files).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from constantinopolis.core.rules import RULES
from constantinopolis.suite.verify.judging import RefusalMapError, load_refusal_map
from helpers_verify import ENGINES, REFERENCE, Run, Verified, describe_items, engine, start_verify

BOOK = "it"
CODE_MAP = ENGINES / "codes.yaml"
RUNS = {
    "reference": {"engine": REFERENCE},
    "own codes, strict": {"engine": engine("own_refusal_codes")},
    "own codes, mapped": {"engine": engine("own_refusal_codes"), "refusals": "mapped", "refusal_map": str(CODE_MAP)},
    "own codes, lenient": {"engine": engine("own_refusal_codes"), "refusals": "lenient"},
    "no code, lenient": {"engine": engine("refusals_without_code"), "refusals": "lenient"},
}


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Run]:
    base: Path = tmp_path_factory.mktemp("refusals")
    return {name: start_verify(base, books=[BOOK], **options) for name, options in RUNS.items()}


def checked_refusals(reference: Verified) -> set[tuple[str, int]]:
    """The scenarios that check a refusal: the reference's run judges them (strict)."""
    return {key for key, s in reference.scenarios().items() if s["judged"] is not None}


# Five runs of the Italian book: slow tests, run by .ci/run (pytest -m slow; docs/tag-conventions.md).
@pytest.mark.slow
def test_the_reference_refusals_are_judged_strict(runs: dict[str, Run]) -> None:
    reference = runs["reference"].result()
    assert reference.exit_code == 0 and reference.report["refusals"] == "strict"
    scenarios = reference.scenarios()
    checked = checked_refusals(reference)
    assert len(checked) > 20  # the book checks many refusals
    assert {scenarios[key]["judged"] for key in checked} == {"strict"}
    judged_items = {i["id"] for i in reference.report["items"] if i["judged"] is not None}
    assert judged_items and {reference.items()[i]["judged"] for i in judged_items} == {"strict"}
    assert all(i["result"] == "pass" for i in reference.report["items"])


@pytest.mark.slow
def test_own_codes_fail_the_refusal_checks_when_judged_strict(runs: dict[str, Run]) -> None:
    checked = checked_refusals(runs["reference"].result())
    verified = runs["own codes, strict"].result()
    assert verified.report["refusals"] == "strict"
    results = verified.scenario_results()
    # the golden game that replays refusals (judged as the scenarios are) fails too, at its first refusal
    games = {key for key, result in results.items() if result != "pass" and key[0].endswith(".game")}
    assert games == {("scenarios/games/it-3p-auction-refusals.game", 1)}
    assert re.search(
        r"expected: x .* = [a-z-]+\.[a-z0-9-]+\n  got: +x .* = E\d{5}", verified.scenarios()[min(games)]["message"]
    )
    assert {key for key, result in results.items() if result != "pass"} - games == checked
    assert {results[key] for key in checked} == {"fail"}
    for key in checked:
        message = verified.scenarios()[key]["message"]
        assert re.search(r"was refused by E\d{5}, not [a-z-]+\.[a-z0-9-]+ \(judged strict\)", message), message
    assert verified.exit_code == 1


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "level"),
    [("own codes, mapped", "mapped"), ("own codes, lenient", "lenient"), ("no code, lenient", "lenient")],
)
def test_refusals_pass_when_judged_mapped_or_lenient(name: str, level: str, runs: dict[str, Run]) -> None:
    reference = runs["reference"].result()
    verified = runs[name].result()
    assert verified.report["refusals"] == level
    assert not verified.failing(), describe_items(verified, verified.failing())
    assert set(verified.item_results().values()) == {"pass"}
    assert verified.exit_code == 0
    # each checked refusal is recorded at the level it matched; the other scenarios judged none
    checked = checked_refusals(reference)
    judged = {key: s["judged"] for key, s in verified.scenarios().items()}
    assert judged.keys() == reference.scenarios().keys()
    assert {key for key, level_ in judged.items() if level_ is not None} == checked
    assert {judged[key] for key in checked} == {level}
    items = verified.items()
    assert {i: items[i]["judged"] for i in items} == {
        i: (level if item["judged"] else None) for i, item in reference.items().items()
    }


def test_the_code_map_maps_every_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """codes.yaml gives each code of own_refusal_codes.py its rule: a rule added to the engine
    needs its line there (``E<code>: <rule id>``) for the mapped judging to pass."""
    monkeypatch.syspath_prepend(str(ENGINES))
    monkeypatch.delitem(sys.modules, "own_refusal_codes", raising=False)
    from own_refusal_codes import own_code  # type: ignore[import-not-found,unused-ignore]

    expected = {own_code(rule): [rule] for rule in RULES}
    assert len(expected) == len(RULES), "two rules share an invented code"
    missing = {code: rules for code, rules in expected.items() if load_refusal_map(CODE_MAP).get(code) != rules}
    assert not missing, f"add to {CODE_MAP.name}: " + ", ".join(f"{c}: {r[0]}" for c, r in missing.items())


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (
            "E1: market.limit\nE2: {a: market.limit}\n",
            '{path}:2: E2: a rule id or a list of rule ids, not {{"a": "market.limit"}}',
        ),
        (
            "E1: [market.limit, [ships.buy]]\n",
            '{path}:1: E1: a rule id or a list of rule ids, not ["market.limit", ["ships.buy"]]',
        ),
        (
            "E1: market.limit\nE2: no.such-rule\nE3: [ships.buy, also.bogus]\n",
            "{path}:2: E2: unknown rule id(s) no.such-rule (see 'constantinopolis rules'); "
            "{path}:3: E3: unknown rule id(s) also.bogus (see 'constantinopolis rules')",
        ),
    ],
    ids=["a-mapping", "a-nested-list", "unknown-ids"],
)
def test_a_refusal_map_that_is_not_codes_to_rule_ids_is_named_at_its_lines(
    tmp_path: Path, text: str, problem: str
) -> None:
    """Each value is a rule id or a list of them, each problem at the line of its code (a mapping as a value
    crashed verify and fuzz with a TypeError)."""
    path = tmp_path / "codes.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RefusalMapError) as info:
        load_refusal_map(path)
    assert str(info.value) == problem.format(path=path)
