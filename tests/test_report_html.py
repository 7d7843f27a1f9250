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

from constantinopolis.rulebooks import BOOKS, CODES
from constantinopolis.suite.verify.report import RESULTS, render_html, write_report_files

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


# -- what a partial engine's run adds (render it when present, never fail when absent) ------------------


def _partial(report: dict[str, Any]) -> dict[str, Any]:
    """The sample report as a partial engine's run: en-ex-02 and de-ex-02 not supported, the rest pass."""
    out = copy.deepcopy(report)
    out["partial"] = True
    out["engine"] |= {"editions": ["en", "es"], "capabilities": ["legal_actions", "adjudicate"]}
    for item in out["items"]:
        item["result"] = "not-supported" if item["id"] in ("en-ex-02", "de-ex-02") else "pass"
    for summary, items in [(out["summary"], out["items"])] + [
        (b["summary"], [i for i in out["items"] if i["book"] == b["book"]]) for b in out["books"]
    ]:
        summary |= _counts(items)
        summary["supported_items"] = sum(i["result"] != "not-supported" for i in items)
        summary["supported_scenarios"] = summary["supported_items"]
    return out


def _fact(page: str, name: str) -> str | None:
    found = re.search(rf'<tr data-fact="{name}"><th>[^<]*</th><td>([^<]*)</td></tr>', page)
    return found.group(1) if found else None


def test_a_partial_run_says_how_many_items_and_scenarios_are_supported_and_that_they_pass(
    report: dict[str, Any],
) -> None:
    page = render_html(_partial(report))
    assert _fact(page, "partial-engine") == "4 of 6 items supported (4 of 6 scenarios), all pass"
    assert '<span class="supported">4 of 6 items supported (4 of 6 scenarios)</span>' in page
    assert '<span class="supported">2 of 3 items supported (2 of 3 scenarios)</span>' in page  # each book's
    dom = _as_after_script(page, _partial(report))
    assert check.compare(_partial(report), check.parse_dom(dom)) == []


def test_a_partial_run_with_failures_counts_them_and_big_numbers_have_commas(report: dict[str, Any]) -> None:
    partial = _partial(report)
    partial["summary"] |= {"items": 1660, "pass": 800, "fail": 2, "supported_items": 802, "scenarios": 2000}
    partial["summary"]["supported_scenarios"] = 1012
    assert _fact(render_html(partial), "partial-engine") == (
        "802 of 1,660 items supported (1,012 of 2,000 scenarios), 800 pass, 2 fail"
    )


def test_a_partial_run_without_the_supported_counts_still_renders(report: dict[str, Any]) -> None:
    partial = _partial(report)
    for summary in [partial["summary"]] + [b["summary"] for b in partial["books"]]:
        del summary["supported_items"], summary["supported_scenarios"]
    page = render_html(partial)
    assert _fact(page, "partial-engine") == "4 of 6 items supported, all pass"  # items less the not-supported
    assert 'class="supported"' not in page


def test_a_full_run_shows_no_partial_facts_nor_supported_counts(report: dict[str, Any]) -> None:
    page = render_html(report)
    for fact in ("partial-engine", "engine-plays", "capabilities"):
        assert _fact(page, fact) is None, fact
    assert 'class="supported"' not in page
    report["summary"] |= {"supported_items": report["summary"]["items"], "supported_scenarios": 6}
    assert 'class="supported"' not in render_html(report)  # every item supported: nothing to say


def test_the_engine_facts_name_its_editions_and_capabilities(report: dict[str, Any]) -> None:
    page = render_html(_partial(report))
    assert _fact(page, "engine-plays") == "en, es"
    assert _fact(page, "capabilities") == "legal_actions, adjudicate"
    report["engine"] |= {"editions": None, "capabilities": []}
    page = render_html(report)
    assert _fact(page, "engine-plays") == "every edition (it names none)"
    assert _fact(page, "capabilities") == "none"


def test_an_item_run_under_several_editions_shows_a_badge_per_edition(report: dict[str, Any]) -> None:
    report["items"][0]["editions"] = {"en": "pass", "es": "not-supported"}
    report["items"][1]["editions"] = {"en": "fail"}  # one edition: the result badge says it all
    page = render_html(report)
    row = page[page.index('id="en-ex-01"') : page.index('id="en-ex-02"')]
    assert '<div class="editions">' in row
    assert 'class="badge ed r-pass" title="under the en preset: pass" data-edition="en"' in row
    assert 'data-edition="es" data-edition-result="not-supported">es not-supported</span>' in row
    assert page.count('<div class="editions">') == 1
    assert check.parse_dom(page).item_ids == [i["id"] for i in report["items"]]


# -- the layout: line lists and ids wrap, anchors land below the sticky bar ----------------------------


def test_line_lists_wrap_after_their_commas_and_keep_each_range_whole(report: dict[str, Any]) -> None:
    report["items"][0]["lines"] = ["241-241", "247-253", "1146-1150"]
    page = render_html(report)
    cell = '<td class="lines"><span class="range">241</span>, <span class="range">247-253</span>, '
    assert cell + '<span class="range">1146-1150</span></td>' in page
    css = page[page.index("<style>") : page.index("</style>")]
    assert ".range { white-space: nowrap; }" in css
    assert not re.search(r"td\.lines[^{]*\{[^}]*nowrap", css)


def test_rule_and_item_ids_may_break_after_their_dots(report: dict[str, Any]) -> None:
    report["items"][0]["id"] = "es-rule-auction.wall-raise-3"
    page = render_html(report)
    assert "<code>auction.<wbr>loser-takes-vacated-free</code>" in page
    assert ">es-rule-auction.<wbr>wall-raise-3</a>" in page
    assert 'id="es-rule-auction.wall-raise-3"' in page  # the anchor itself is the plain id


def test_anchors_land_below_the_sticky_bar_and_headings(report: dict[str, Any]) -> None:
    page = render_html(report)
    css = page[page.index("<style>") : page.index("</style>")]
    assert "tr.item, tr.discrepancy { scroll-margin-top: calc(var(--bar-h) + var(--head-h)" in css
    assert "section > h2 { position: sticky; top: var(--bar-h);" in css
    assert 'setProperty("--bar-h", bar.offsetHeight + "px")' in page  # the bar's own height, measured


# -- the browser check's layout part (its measurements judged without a browser) ----------------------


def _measured(**extra: Any) -> dict[str, Any]:
    good = {
        "inner_width": 800,
        "inner_height": 900,
        "client_width": 785,
        "scroll_width": 785,
        "bar_height": 56,
        "too_wide": [],
        "anchors": [
            {"id": "en-ex-01", "how": "opened at #en-ex-01", "found": True, "top": 100.0, "bottom": 180.0,
             "bar_bottom": 56.0, "cover_bottom": 94.0, "covered_by": None},
        ],
        "books": [
            {"book": "en", "found": True, "top": 56.0, "bottom": 90.0, "bar_bottom": 56.0, "covered_by": None},
        ],
    }  # fmt: skip
    return good | extra


def test_the_layout_targets_are_the_first_row_and_a_row_deep_in_another_book(report: dict[str, Any]) -> None:
    assert check.layout_targets(report) == {"anchors": ["en-ex-01", "de-ex-02"], "books": ["en", "de"]}
    report["items"][3]["edition"] = "en"  # de-ex-01 played under the English preset: its row is de-ex-01-en
    report["items"] = report["items"][3:4]
    assert check.layout_targets(report)["anchors"] == ["de-ex-01-en", "de-ex-01-en"]
    assert check.layout_targets({"items": [], "books": []}) == {"anchors": [], "books": []}


def test_the_layout_script_goes_at_the_end_of_the_body_and_its_measurements_are_read_back(
    report: dict[str, Any],
) -> None:
    page = check.with_layout_script(render_html(report), check.layout_targets(report))
    assert page.index('<pre id="layout-check"></pre>') > page.index("</footer>")
    assert page.index("__layoutParams") < page.index("</body>")
    assert check.layout_measurements(page) is None  # not yet run
    dom = page.replace('<pre id="layout-check"></pre>', '<pre id="layout-check">{"scroll_width": 785}</pre>')
    assert check.layout_measurements(dom) == {"scroll_width": 785}
    body = check.with_scrolling_body(render_html(report))
    assert "body { height: 100%; overflow: auto;" in body[: body.index("</head>")]


def test_the_layout_check_passes_a_page_that_fits(report: dict[str, Any]) -> None:
    assert check.layout_problems(800, _measured()) == []


def test_the_layout_check_finds_a_page_wider_than_the_window() -> None:
    wide = _measured(scroll_width=1468, too_wide=["td.lines (right edge at 1012 px)"])
    assert check.layout_problems(800, wide) == [
        "at 800 px: the page scrolls sideways: it is 1468 px wide in a 800 px window (785 px inside the scroll"
        " bar); too wide: td.lines (right edge at 1012 px)"
    ]


def test_the_layout_check_finds_a_row_under_the_bar_covered_or_out_of_view() -> None:
    def anchor(**extra: Any) -> dict[str, Any]:
        return _measured()["anchors"][0] | extra

    under = _measured(anchors=[anchor(top=0.2)])
    assert check.layout_problems(1280, under) == [
        "at 1280 px: opened at #en-ex-01: the row's top (0.2 px) is under the sticky bar (its bottom at 94.0 px)"
    ]
    below = check.layout_problems(800, _measured(anchors=[anchor(top=950.0)]))
    assert below == ["at 800 px: opened at #en-ex-01: the row's top (950.0 px) is below the window (900 px high)"]
    covered = check.layout_problems(800, _measured(anchors=[anchor(covered_by="th.c-id")]))
    assert covered == ["at 800 px: opened at #en-ex-01: the row is covered by th.c-id at its top"]
    missing = check.layout_problems(800, _measured(anchors=[{"id": "x", "how": "opened at #x", "found": False}]))
    assert missing == ["at 800 px: opened at #x: no element with id x"]


def test_the_layout_check_finds_a_book_heading_scrolled_away_or_covered() -> None:
    def book(**extra: Any) -> dict[str, Any]:
        return _measured()["books"][0] | extra

    away = check.layout_problems(1280, _measured(books=[book(top=-3254.6, bottom=-3220.0)]))
    assert away == [
        "at 1280 px: in the middle of book en's table: the book's heading is not in view (its top at -3254.6 px)"
    ]
    covered = check.layout_problems(1280, _measured(books=[book(covered_by="div#filters")]))
    assert covered == ["at 1280 px: in the middle of book en's table: the book's heading is covered by div#filters"]
    assert check.layout_problems(800, None) == [
        "at 800 px: the layout script wrote no measurements (did the page load?)"
    ]


def test_the_runs_problems_are_shown_on_the_page() -> None:

    page = render_html(
        {"problems": ['hello: "engine" is not an object (x); ignored', "<b>not markup</b>"], "items": []}
    )
    assert '<section id="problems" class="problems">' in page
    assert "hello: &quot;engine&quot; is not an object (x); ignored" in page
    assert "&lt;b&gt;not markup&lt;/b&gt;" in page and "<b>not markup</b>" not in page
    assert 'id="problems"' not in render_html({"problems": [], "items": []})


def test_the_report_files_are_strict_json_whatever_they_hold(tmp_path: Path) -> None:

    report = {"items": [], "problems": ["\x1b[2Jfake \ud800"], "got": float("nan"), "summary": {}}
    paths = write_report_files(report, tmp_path)
    text = paths["json"].read_text(encoding="utf-8")
    data = json.loads(text, parse_constant=lambda c: pytest.fail(f"{c} in report.json"))
    assert data["problems"] == ["\\x1b[2Jfake \\ud800"] and data["got"] == "NaN"
    assert "\x1b" not in paths["html"].read_text(encoding="utf-8")
