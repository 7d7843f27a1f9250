"""The compliance report's HTML page, its JSON schema, and the browser check's DOM parsing."""

from __future__ import annotations

import copy
import importlib.util
import json
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import jsonschema
import pytest

from constantinopolis.books import BOOKS, CODES
from constantinopolis.verify.report import RESULTS, render_html, write_report_files

ROOT = Path(__file__).resolve().parents[1]
SCHEMA = ROOT / "docs" / "schemas" / "report.schema.json"
EVIL = '<script>alert("pwned")</script> & "quotes"'


def _load_check() -> ModuleType:
    spec = importlib.util.spec_from_file_location("check_html_report", ROOT / ".ci" / "check_html_report.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


check = _load_check()


def _scenario(name: str, result: str, **extra: Any) -> dict[str, Any]:
    return {
        "name": name,
        "file": "features/en/auction.feature",
        "line": 12,
        "edition": "en",
        "result": result,
        "judged": "strict" if result == "fail" else None,
        "duration_s": 0.01,
        "failed_step": None,
        "expected": None,
        "got": None,
        "message": None,
        **extra,
    }


def _item(book: str, ident: str, result: str, topic: str, kind: str = "example", text: str = "") -> dict[str, Any]:
    return {
        "book": book,
        "id": ident,
        "kind": kind,
        "topic": topic,
        "edition": book,
        "summary": f"summary of {ident}",
        "lines": ["241-241"],
        "text": text or f"The book's text of {ident}.",
        "rules": ["auction.loser-takes-vacated-free"],
        "result": result,
        "judged": None,
        "scenarios": [_scenario(f"scenario of {ident}", result)],
    }


def _counts(items: list[dict[str, Any]]) -> dict[str, int]:
    out = {"items": len(items), "scenarios": sum(len(i["scenarios"]) for i in items)}
    return out | {r: sum(i["result"] == r for i in items) for r in RESULTS}


def _quotes(*books: str) -> dict[str, dict[str, str]]:
    return {b: {"lines": "685", "text": f"the {b} book's words"} for b in books}


@pytest.fixture
def report() -> dict[str, Any]:
    items = [
        _item("en", "en-ex-01", "pass", "auction", text=EVIL),
        _item("en", "en-ex-02", "fail", "auction"),
        _item("en", "en-faq-01", "unclear", "market", kind="faq"),
        _item("de", "de-ex-01", "error", "end-of-round"),
        _item("de", "de-ex-02", "not-supported", "market"),
        _item("de", "de-cl-01", "pass", "construction", kind="clarification"),
    ]
    items[1]["scenarios"][0].update(
        failed_step="Then red holds the Magister Officiorum office",
        expected="offices.magister-officiorum.holder: 'red'",
        got="'green'",
        message="AssertionError: expected 'red', got 'green'",
    )
    books = [
        {"book": b, "language": lang, "summary": _counts([i for i in items if i["book"] == b])}
        for b, lang in (("en", "English"), ("de", "German"))
    ]
    discrepancies = [
        {
            "id": "future-pile-face",
            "topic": "end-of-round",
            "classification": "changes-play",
            "summary": "face up or face down",
            "option": "future_pile_after_reshuffle",
            "values": {b: "face-down" if b == "it" else "face-up" for b in CODES},
            "value_meanings": {"face-up": "seen", "face-down": "hidden"},
            "rule": "end.reshuffle-markets",
            "quotes": _quotes(*CODES),
            "preset_note": "",
            "notes": "",
        },
        {
            "id": "wording-example",
            "topic": "market",
            "classification": "wording-only",
            "summary": "same rule, other words",
            "option": None,
            "values": {},
            "value_meanings": {},
            "rule": None,
            "quotes": _quotes("en", "de"),
            "preset_note": "",
            "notes": "",
        },
    ]
    return {
        "format": "constantinopolis-compliance-report/1",
        "generated": "2026-11-24T12:00:00Z",
        "engine": {"spec": "constantinopolis serve", "name": "constantinopolis", "version": "0.1.0", "protocol": 1},
        "refusals": "strict",
        "editions": None,
        "duration_s": 1.5,
        "summary": _counts(items),
        "books": books,
        "items": items,
        "discrepancies": discrepancies,
    }


def _as_after_script(page: str, report: dict[str, Any]) -> str:
    """The page as the browser's DOM has it once the script ran with no filter chosen."""
    totals = report["summary"]
    return re.sub(
        r'(<span class="shown" data-shown="([^"]+)">)(</span>)',
        lambda m: f"{m[1]}{totals[m[2]]}{m[3]}",
        page,
    )


def test_the_page_fetches_nothing_from_the_network(report: dict[str, Any]) -> None:
    page = render_html(report)
    assert "http://" not in page and "https://" not in page
    assert not re.search(r"""(src|href)\s*=\s*["']?//""", page)
    assert check.parse_dom(page).external == []


def test_text_is_escaped(report: dict[str, Any]) -> None:
    page = render_html(report)
    assert "&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;" in page
    assert page.count("<script") == 1  # the page's own script only


def test_data_counts_equal_the_json_summaries(report: dict[str, Any]) -> None:
    counts = check.parse_dom(render_html(report)).counts
    for key, value in report["summary"].items():
        assert counts[(None, key)] == str(value), key
    for book in report["books"]:
        for key, value in book["summary"].items():
            assert counts[(book["book"], key)] == str(value), (book["book"], key)


def test_there_is_a_filter_for_book_topic_and_result(report: dict[str, Any]) -> None:
    page = render_html(report)
    for key in ("book", "topic", "result"):
        assert f'data-filter="{key}"' in page
    assert '<option value="end-of-round"' in page
    assert '<option value="not-supported"' in page


def test_every_item_has_a_row_with_its_book_topic_and_result(report: dict[str, Any]) -> None:
    page = render_html(report)
    assert check.parse_dom(page).item_ids == [i["id"] for i in report["items"]]
    for item in report["items"]:
        assert f'data-id="{item["id"]}" data-book="{item["book"]}" data-topic="{item["topic"]}"' in page


def test_the_detail_shows_the_failed_step_and_expected_against_got(report: dict[str, Any]) -> None:
    page = render_html(report)
    assert "Then red holds the Magister Officiorum office" in page
    assert "offices.magister-officiorum.holder: &#x27;red&#x27;" in page
    assert "AssertionError: expected" in page


def test_the_discrepancies_sit_side_by_side(report: dict[str, Any]) -> None:
    page = render_html(report)
    table = page[page.index('<section id="discrepancies">') :]
    for book in BOOKS.values():
        assert f"<th>{book.native}</th>" in table
    assert "the it book&#x27;s words" in table and "it:685" in table
    assert 'class="value differs"><code>face-down' in table
    assert "future_pile_after_reshuffle" in table and "wording-only" in table


def test_write_report_files_writes_json_and_html(report: dict[str, Any], tmp_path: Path) -> None:
    paths = write_report_files(report, tmp_path / "out")
    assert paths == {"json": tmp_path / "out" / "report.json", "html": tmp_path / "out" / "report.html"}
    assert json.loads(paths["json"].read_text(encoding="utf-8")) == report
    assert paths["html"].read_text(encoding="utf-8") == render_html(report)


def test_the_sample_report_validates_against_the_schema(report: dict[str, Any]) -> None:
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.validate(report, schema, cls=jsonschema.Draft202012Validator)
    broken = copy.deepcopy(report)
    broken["items"][0]["result"] = "passed"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, schema, cls=jsonschema.Draft202012Validator)


def test_the_check_accepts_a_page_that_agrees(report: dict[str, Any]) -> None:
    dom = _as_after_script(render_html(report), report)
    assert check.compare(report, check.parse_dom(dom)) == []


def test_the_check_finds_a_count_that_differs(report: dict[str, Any]) -> None:
    dom = _as_after_script(render_html(report), report)
    dom = dom.replace('data-key="pass" data-book="de" data-count="1"', 'data-key="pass" data-book="de" data-count="7"')
    problems = check.compare(report, check.parse_dom(dom))
    assert problems == ["count of pass in book de: the page says 7, report.json says 1"]


def test_the_check_finds_a_missing_row_and_a_script_that_did_not_run(report: dict[str, Any]) -> None:
    page = render_html(report)
    dom = page.replace('class="item" id="de-ex-01"', 'class="gone" id="de-ex-01"')
    problems = check.compare(report, check.parse_dom(dom))
    assert "item rows of book de with result error: the page says 0, report.json says 1" in problems
    assert "items without a row on the page: de-ex-01" in problems
    assert any(p.startswith("shown count of items: empty") for p in problems)
