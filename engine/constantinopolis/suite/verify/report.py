"""The compliance report's HTML page, and writing the report's files.

``constantinopolis verify`` builds the report as a dict (format
``constantinopolis-compliance-report/1``, described in ``docs/report.md`` and
``docs/schemas/report.schema.json``).  :func:`render_html` turns it into one
self-contained page: inline CSS and JavaScript, nothing fetched from the network.

The page carries its counts in the DOM for ``.ci/check_html_report.py``:

- ``<span class="count" id="count-KEY" data-key="KEY" data-count="N">`` for the
  whole report, and ``id="count-BOOK-KEY" data-book="BOOK"`` for each book, where
  KEY is ``items``, ``scenarios`` or a result;
- ``<tr class="item" data-book data-topic data-result data-id>``, one per item;
- ``<span class="shown" data-shown="KEY">``, filled in by the page's script with
  the number of items the filters show (all of them until a filter is chosen).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from html import escape
from pathlib import Path
from typing import Any

from constantinopolis.rulebooks import BOOKS, CODES

from .judging import LEVEL_MEANINGS
from .untrusted import plain

FORMAT = "constantinopolis-compliance-report/1"  # report.json's "format": the one place it is written
REPORT_JSON, REPORT_HTML = "report.json", "report.html"  # the report's own files in a report folder
RESULTS = ("pass", "fail", "error", "unclear", "not-supported")
SEVERITY = ("error", "fail", "unclear", "not-supported", "pass")  # an item is its worst scenario
COUNT_KEYS = ("items", "scenarios", *RESULTS)
ITEM_COLUMNS = ("id", "kind", "topic", "result", "rules", "lines", "summary and detail")


def _level(level: Any) -> str:
    """How refusals were judged, with what that means (``judging.LEVEL_MEANINGS``)."""
    meaning = LEVEL_MEANINGS.get(str(level))
    return f"{level}: {meaning}" if meaning else str(level)


def _e(value: Any) -> str:
    """Escaped text of any value; None becomes the empty string."""
    return "" if value is None else escape(str(value), quote=True)


def _attrs(**attrs: Any) -> str:
    """` name="value"` pairs, escaped, None left out; `class_` gives class, `data_book` data-book."""
    return "".join(
        f' {name.rstrip("_").replace("_", "-")}="{_e(value)}"' for name, value in attrs.items() if value is not None
    )


def _tag(name: str, content: str = "", **attrs: Any) -> str:
    return f"<{name}{_attrs(**attrs)}>{content}</{name}>"


def _badge(result: Any) -> str:
    return _tag("span", _e(result), class_=f"badge r-{result}")


def _book_name(book: str, language: str | None = None) -> str:
    native = BOOKS[book].native if book in BOOKS else book
    return native if not language or language == native else f"{native} ({language})"


def _line_ranges(ranges: Iterable[Any]) -> list[str]:
    """ "241-241" reads as "241"."""
    out = []
    for r in ranges:
        start, _, end = str(r).partition("-")
        out.append(start if end in ("", start) else f"{start}-{end}")
    return out


def _lines(ranges: Iterable[Any]) -> str:
    return ", ".join(_line_ranges(ranges))


def _lines_html(ranges: Iterable[Any]) -> str:
    """The line ranges, each kept whole, the list free to wrap after its commas."""
    return ", ".join(_tag("span", _e(r), class_="range") for r in _line_ranges(ranges))


def _breakable(value: Any) -> str:
    """Escaped text of an id (`auction.loser-takes-vacated-free`) free to break after its dots, as after hyphens."""
    return _e(value).replace(".", ".<wbr>")


def _number(value: Any) -> str:
    """1660 reads as 1,660."""
    return f"{value:,}" if isinstance(value, int) and not isinstance(value, bool) else str(value)


# -- header and counts ---------------------------------------------------------------------------------


def _count_span(key: str, value: Any, book: str | None = None) -> str:
    ident = f"count-{book}-{key}" if book else f"count-{key}"
    return _tag("span", _e(value), class_="count", id=ident, data_key=key, data_book=book, data_count=value)


def _supported(summary: Mapping[str, Any]) -> str:
    """ "40 of 106 items supported (812 of 1,660 scenarios)", from the summary's supported_* counts
    (the items not supported are left out when the summary has no supported_items)."""
    items = summary.get("items", 0)
    supported = summary.get("supported_items")
    if not isinstance(supported, int):
        supported = items - int(summary.get("not-supported") or 0)
    text = f"{_number(supported)} of {_number(items)} items supported"
    if isinstance(summary.get("supported_scenarios"), int):
        text += f" ({_number(summary['supported_scenarios'])} of {_number(summary.get('scenarios', 0))} scenarios)"
    return text


def _supported_outcome(summary: Mapping[str, Any]) -> str:
    """ "all pass" when every supported item passes, else how many have each result."""
    counts = {r: int(summary.get(r) or 0) for r in RESULTS if r != "not-supported"}
    if not any(counts.values()):
        return ""
    if counts["pass"] == sum(counts.values()):
        return "all pass"
    return ", ".join(f"{_number(n)} {r}" for r, n in counts.items() if n)


def _counts(summary: Mapping[str, Any], book: str | None = None, supported: bool = False) -> str:
    """The item and scenario totals and one badge per result, each with its data-count; with
    SUPPORTED (a partial engine, or one that does not support every item), how many are supported."""
    totals = (
        f"{_count_span('items', summary.get('items', 0), book)} items, "
        f"{_count_span('scenarios', summary.get('scenarios', 0), book)} scenarios"
    )
    if supported and "supported_items" in summary:
        totals += " · " + _tag("span", _e(_supported(summary)), class_="supported")
    badges = "".join(
        _tag(
            "span",
            f"{_e(r)} {_count_span(r, summary.get(r, 0), book)}",
            class_=f"badge r-{r}" + ("" if summary.get(r) else " zero"),
        )
        for r in RESULTS
    )
    return _tag("div", f"{_tag('span', totals, class_='totals')} {badges}", class_="counts")


def _show_supported(report: Mapping[str, Any], summary: Mapping[str, Any]) -> bool:
    """Whether the counts say how many items are supported: for a partial engine, or when some are not."""
    return bool(report.get("partial")) or summary.get("supported_items", summary.get("items")) != summary.get("items")


def _list_fact(values: Any, none: str) -> str:
    if isinstance(values, list | tuple):
        return ", ".join(map(str, values)) or none
    return none if values is None else str(values)


def _header(report: Mapping[str, Any]) -> str:
    engine = report.get("engine") or {}
    name = " ".join(str(engine[k]) for k in ("name", "version") if engine.get(k)) or "unknown engine"
    editions = report.get("editions")
    summary = report.get("summary") or {}
    facts = {"engine": f"{name} (protocol {engine.get('protocol', '?')}), run as {engine.get('spec', '?')}"}
    if "editions" in engine:
        facts["engine plays"] = _list_fact(engine["editions"], "every edition (it names none)")
    if "capabilities" in engine:
        facts["capabilities"] = _list_fact(engine["capabilities"], "none")
    if report.get("partial"):
        outcome = _supported_outcome(summary)
        facts["partial engine"] = _supported(summary) + (f", {outcome}" if outcome else "")
    facts |= {
        "generated": report.get("generated", ""),
        "refusals judged": _level(report.get("refusals")),
        "editions": ", ".join(map(str, editions)) + " (forced on every book)" if editions else "each book's own",
        "duration": f"{float(report.get('duration_s') or 0):.1f} s",
    }
    rows = "".join(
        _tag("tr", _tag("th", _e(k)) + _tag("td", _e(v)), data_fact=k.replace(" ", "-")) for k, v in facts.items()
    )
    return _tag(
        "header",
        _tag("h1", "Constantinopolis compliance report")
        + _tag("table", rows, class_="facts")
        + _counts(summary, supported=_show_supported(report, summary)),
    )


def _nav(books: list[Mapping[str, Any]]) -> str:
    links = [_tag("a", _e(_book_name(str(b["book"]), b.get("language"))), href=f"#book-{b['book']}") for b in books]
    links.append(_tag("a", "Differences between the books", href="#discrepancies"))
    return _tag("nav", " · ".join(links))


# -- filters -------------------------------------------------------------------------------------------


def _select(key: str, label: str, options: Iterable[tuple[str, str]]) -> str:
    opts = _tag("option", "all", value="", data_label="all") + "".join(
        _tag("option", _e(text), value=value, data_label=text) for value, text in options
    )
    return _tag("label", f"{_e(label)} " + _tag("select", opts, id=f"filter-{key}", data_filter=key))


def _filters(books: list[Mapping[str, Any]], items: list[Mapping[str, Any]]) -> str:
    topics = sorted({str(i.get("topic") or "") for i in items})
    selects = (
        _select("book", "Book", [(str(b["book"]), _book_name(str(b["book"]))) for b in books])
        + _select("topic", "Topic", [(t, t or "(none)") for t in topics])
        + _select("result", "Result", [(r, r) for r in RESULTS])
    )
    shown = ", ".join(f"{_tag('span', '', class_='shown', data_shown=r)} {_e(r)}" for r in RESULTS)
    status = f"Showing {_tag('span', '', class_='shown', data_shown='items')} of {len(items)} items: {shown}. " + _tag(
        "button", "Show all", type="button", id="filter-reset"
    )
    return _tag("div", _tag("div", selects, class_="selects") + _tag("div", status, class_="status"), id="filters")


# -- one table per book --------------------------------------------------------------------------------


def _rule_status(c: Mapping[str, Any]) -> str:
    """The rule's status in the report's book, beside its id: ``[implied · engine convention]``."""
    return " " + _tag("span", _e(f"[{c['status']}]"), class_="status") if c.get("status") else ""


def _scenario(s: Mapping[str, Any]) -> str:
    where = f"{s.get('file', '')}:{s.get('line', '')}"
    meta = f"{where} · edition {s.get('edition', '?')} · judged {s.get('judged') or '-'} · {s.get('duration_s', 0)} s"
    parts = [
        _tag("div", f"{_badge(s.get('result'))} {_tag('strong', _e(s.get('name')))}"),
        _tag("div", _e(meta), class_="meta"),
    ]
    if s.get("failed_step"):
        parts.append(_tag("div", "Failed step: " + _tag("code", _e(s["failed_step"]))))
    if s.get("expected") is not None or s.get("got") is not None:
        parts.append(
            _tag(
                "table",
                _tag("tr", _tag("th", "expected") + _tag("td", _tag("code", _e(s.get("expected")))))
                + _tag("tr", _tag("th", "got") + _tag("td", _tag("code", _e(s.get("got"))))),
                class_="diff",
            )
        )
    if s.get("message"):
        parts.append(_tag("pre", _e(s["message"])))
    if s.get("expected_by"):
        rules = ", ".join(
            _tag("code", _e(c.get("rule"))) + _rule_status(c) + f" ({_e(c.get('cite'))}: {_e(c.get('summary'))})"
            for c in s["expected_by"]
        )
        parts.append(
            _tag("div", "Expected by (the reference engine's rules of that step): " + rules, class_="expected")
        )
    return _tag("li", "".join(parts), class_=f"scenario r-{s.get('result')}")


def _detail(item: Mapping[str, Any]) -> str:
    text = str(item.get("text") or "")
    quote = (
        _tag("blockquote", _e(text), cite=f"{item.get('book')}:{_lines(item.get('lines') or [])}")
        if text
        else _tag("p", "(the rulebook's text is not available)", class_="meta")
    )
    meta = f"edition {item.get('edition', '?')} · refusals judged {item.get('judged') or '-'}"
    scenarios = "".join(_scenario(s) for s in item.get("scenarios") or [])
    body = quote + _tag("p", _e(meta), class_="meta") + _tag("ol", scenarios or "<li>no scenario</li>")
    summary = _tag("summary", _e(item.get("summary") or item.get("id")))
    opened = {"open": "open"} if item.get("result") in ("fail", "error") else {}
    return _tag("details", summary + body, **opened)


def _edition_badges(item: Mapping[str, Any]) -> str:
    """One small badge per edition preset the item's scenarios ran under, with its result there
    (only when they ran under more than one)."""
    editions = item.get("editions")
    if not isinstance(editions, Mapping) or len(editions) < 2:
        return ""
    badges = "".join(
        _tag(
            "span",
            f"{_e(edition)} {_e(result)}",
            class_=f"badge ed r-{result}",
            title=f"under the {edition} preset: {result}",
            data_edition=edition,
            data_edition_result=result,
        )
        for edition, result in editions.items()
    )
    return _tag("div", badges, class_="editions")


def _item_row(item: Mapping[str, Any]) -> str:
    # an item played under another edition's preset (--edition) says so, and has an anchor of its own
    other = item.get("edition") not in (None, item.get("book"))
    anchor = f"{item.get('id')}-{item.get('edition')}" if other else str(item.get("id"))
    label = _breakable(item.get("id")) + (f" <small>under {_e(item.get('edition'))}</small>" if other else "")
    cells = (
        _tag("td", _tag("a", label, href=f"#{anchor}"), class_="id"),
        _tag("td", _e(item.get("kind")), class_="kind"),
        _tag("td", _e(item.get("topic")), class_="topic"),
        _tag("td", _badge(item.get("result")) + _edition_badges(item), class_="result"),
        _tag("td", "<br>".join(_tag("code", _breakable(r)) for r in item.get("rules") or []), class_="rules"),
        _tag("td", _lines_html(item.get("lines") or []), class_="lines"),
        _tag("td", _detail(item), class_="detail"),
    )
    return _tag(
        "tr",
        "".join(cells),
        class_="item",
        id=anchor,
        data_id=item.get("id"),
        data_book=item.get("book"),
        data_topic=item.get("topic") or "",
        data_result=item.get("result"),
        data_edition=item.get("edition") or "",
    )


def _book_section(book: Mapping[str, Any], items: list[Mapping[str, Any]], supported: bool = False) -> str:
    code = str(book["book"])
    head = _tag("tr", "".join(_tag("th", c, class_="c-" + c.split()[0]) for c in ITEM_COLUMNS))
    body = "".join(_item_row(i) for i in items)
    return _tag(
        "section",
        _tag("h2", _e(_book_name(code, book.get("language"))) + f" <small>{_e(code)}</small>")
        + _counts(book.get("summary") or {}, code, supported)
        + _tag("table", _tag("thead", head) + _tag("tbody", body), class_="items"),
        id=f"book-{code}",
        class_="book",
        data_book=code,
    )


def _books(report: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The report's books, then any book its items name that the list lacks (shown without a summary)."""
    books = list(report.get("books") or [])
    known = {str(b["book"]) for b in books}
    for item in report.get("items") or []:
        if str(item.get("book")) not in known:
            known.add(str(item.get("book")))
            books.append({"book": str(item.get("book"))})
    return books


# -- the catalogue of differences ----------------------------------------------------------------------


def _usual_value(d: Mapping[str, Any]) -> Any:
    """The value most editions give the option (None when the difference has no option)."""
    values = [json.dumps(v) for v in (d.get("values") or {}).values()]
    return json.loads(max(values, key=values.count)) if d.get("option") and values else None


def _quote_cell(d: Mapping[str, Any], lang: str) -> str:
    quote = (d.get("quotes") or {}).get(lang)
    value = (d.get("values") or {}).get(lang)
    parts = []
    if d.get("option") and value is not None:
        differs = " differs" if value != _usual_value(d) else ""
        parts.append(_tag("div", _tag("code", _e(value)), class_="value" + differs))
    if quote:
        parts.append(_tag("div", _e(f"{lang}:{quote.get('lines', '')}"), class_="meta"))
        parts.append(_tag("blockquote", _e(quote.get("text"))))
    return _tag("td", "".join(parts) or "—", class_="quote", data_label=BOOKS[lang].native if lang in BOOKS else lang)


def _discrepancy_row(d: Mapping[str, Any]) -> str:
    about = (
        _tag("div", _tag("strong", _e(d.get("id"))))
        + _tag("div", f"{_e(d.get('topic'))} · " + _tag("span", _e(d.get("classification")), class_="badge cls"))
        + (_tag("div", "option " + _tag("code", _e(d["option"]))) if d.get("option") else "")
        + _tag("p", _e(d.get("summary")))
        + (_tag("p", "Preset: " + _e(d["preset_note"]), class_="meta") if d.get("preset_note") else "")
    )
    return _tag(
        "tr",
        _tag("td", about, class_="about") + "".join(_quote_cell(d, lang) for lang in CODES),
        class_="discrepancy",
        id=f"d-{d.get('id')}",
        data_classification=d.get("classification"),
    )


def _discrepancies(catalogue: list[Mapping[str, Any]]) -> str:
    head = _tag("tr", _tag("th", "difference") + "".join(_tag("th", _e(BOOKS[lang].native)) for lang in CODES))
    body = "".join(_discrepancy_row(d) for d in catalogue)
    return _tag(
        "section",
        _tag("h2", f"Differences between the books <small>{len(catalogue)}</small>")
        + _tag(
            "p",
            "Each book's own words, with its lines; where the difference changes play, the rule option "
            "and the value each edition's preset gives it.",
        )
        + _tag("table", _tag("thead", head) + _tag("tbody", body), class_="discrepancies"),
        id="discrepancies",
    )


# -- the page ------------------------------------------------------------------------------------------

CSS = """
section.problems { border-left: 4px solid #b00; background: #fff4f4; padding: .2em 1em; margin: .5em 0;
                   overflow-wrap: anywhere; }
:root { --bar-h: 4.6rem; --head-h: 2.4rem; --thead-h: 2rem; }
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0 1.5em 2em; color: #1d1d1f;
       background: #fafafa; font-size: 14px; overflow-wrap: break-word; }
h1 { margin: .6em 0 .3em; } h2 small { color: #777; font-weight: normal; }
nav { margin: .5em 0; } nav a { color: #1b4f9c; }
table { border-collapse: collapse; background: #fff; }
table.facts th { text-align: left; padding: 1px 1em 1px 0; color: #555; font-weight: normal; vertical-align: top;
                 white-space: nowrap; }
table.facts td { overflow-wrap: anywhere; }
/* the filter bar stays at the top; each section's heading, and the column heads, stick under it */
#filters { position: sticky; top: 0; z-index: 3; background: #fafafa; border-bottom: 1px solid #ddd;
           padding: .4em 0; display: flex; flex-wrap: wrap; align-items: baseline; gap: .3em 1.5em; }
#filters label { margin-right: 1em; white-space: nowrap; } #filters .status { color: #333; }
#filters select { max-width: 12em; }
section > h2 { position: sticky; top: var(--bar-h); z-index: 2; background: #fafafa; margin: 1em 0 0;
               height: var(--head-h); line-height: var(--head-h); white-space: nowrap; overflow: hidden;
               text-overflow: ellipsis; }
section { scroll-margin-top: var(--bar-h); }
tr.item, tr.discrepancy { scroll-margin-top: calc(var(--bar-h) + var(--head-h) + var(--thead-h) + 6px); }
table.items, table.discrepancies { width: 100%; margin-top: .5em; table-layout: fixed;
                                   border-collapse: separate; border-spacing: 0; border-left: 1px solid #ddd; }
table.items th, table.items td, table.discrepancies th, table.discrepancies td {
  border: 1px solid #ddd; border-width: 0 1px 1px 0; padding: 4px 6px; vertical-align: top; text-align: left; }
thead th { background: #eef1f5; position: sticky; top: calc(var(--bar-h) + var(--head-h)); z-index: 1;
           height: var(--thead-h); box-sizing: border-box; padding-top: 0; padding-bottom: 0;
           white-space: nowrap; overflow: hidden; text-overflow: ellipsis; border-top: 1px solid #ddd; }
th.c-id { width: 9.5%; } th.c-kind { width: 7%; } th.c-topic { width: 9%; } th.c-result { width: 8%; }
th.c-rules { width: 20.5%; } th.c-lines { width: 7%; }
td.id a { color: inherit; } td.kind, td.topic { overflow-wrap: anywhere; }
td.rules code { font-size: 12px; } td.rules, td.id { overflow-wrap: anywhere; }
span.status { color: #555; font-size: 12px; }
.range { white-space: nowrap; }
td.about code { word-break: break-all; }
.counts { margin: .4em 0; } .totals { margin-right: 1em; } .supported { font-weight: 600; }
.badge { display: inline-block; padding: 1px 7px; border-radius: 9px; font-size: 12px; font-weight: 600;
         color: #fff; background: #888; margin-right: 4px; white-space: nowrap; }
.editions { margin-top: 3px; } .badge.ed { font-size: 11px; font-weight: normal; padding: 0 5px; margin-bottom: 2px;
                                    white-space: normal; overflow-wrap: anywhere; }
.r-pass { background: #2e7d32; } .r-fail { background: #c62828; } .r-error { background: #6a1b9a; }
.r-unclear { background: #ef8f00; } .r-not-supported { background: #78909c; } .cls { background: #455a64; }
.badge.zero { opacity: .35; }
li.scenario { background: none; margin-bottom: .6em; }
ol { padding-left: 1.6em; }
.shown { font-weight: 600; }
blockquote { margin: .3em 0; padding: .2em .8em; border-left: 3px solid #b0bec5; background: #f5f7f9;
             white-space: pre-wrap; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fbeaea; padding: .4em; margin: .3em 0;
      font-size: 12px; max-height: 24em; overflow: auto; }
code { overflow-wrap: anywhere; }
.meta { color: #666; font-size: 12px; overflow-wrap: anywhere; } .value code { background: #eef1f5; padding: 0 3px; }
.value.differs code { background: #ffe08a; font-weight: 600; }
table.diff { width: 100%; table-layout: fixed; }
table.diff th { text-align: left; padding-right: .6em; color: #555; font-weight: normal; width: 5em;
                vertical-align: top; }
table.diff code { display: block; white-space: pre-wrap; max-height: 16em; overflow: auto; }
details summary { cursor: pointer; } tr.item:target { outline: 2px solid #1b4f9c; outline-offset: -2px; }
#no-match { color: #c62828; }
/* narrow windows: each item row is a card, each difference's books side by side as far as they fit */
@media (max-width: 1000px) {
  body { margin: 0 .8em 2em; }
  :root { --thead-h: 0px; }
  table.items, table.items tbody, table.discrepancies, table.discrepancies tbody { display: block; border: 0; }
  table.items thead, table.discrepancies thead { display: none; }
  table.items tr.item { display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 1em; background: #fff;
                        border: 1px solid #ddd; margin-bottom: .5em; padding: 4px 8px; }
  table.items tr.item[hidden], table.discrepancies tr[hidden] { display: none; }
  table.items td { display: block; border: 0; padding: 2px 0; }
  td.id { font-weight: 600; } td.kind, td.topic { color: #555; }
  td.rules br { display: none; } td.rules code { margin-right: .8em; }
  td.rules::before { content: "rules "; color: #666; } td.lines::before { content: "lines "; color: #666; }
  td.detail { flex: 1 1 100%; min-width: 0; }
  table.discrepancies tr.discrepancy { display: grid; grid-template-columns: repeat(auto-fill, minmax(14em, 1fr));
                                       background: #fff; border: 1px solid #ddd; margin-bottom: .6em; }
  table.discrepancies td, table.discrepancies td.about { display: block; width: auto; border: 0; min-width: 0; }
  table.discrepancies td.about { grid-column: 1 / -1; border-bottom: 1px solid #ddd; }
  table.discrepancies td.quote::before { content: attr(data-label); display: block; font-weight: 600; }
}
"""

SCRIPT = """
(function () {
  "use strict";
  var rows = Array.prototype.slice.call(document.querySelectorAll("tr.item"));
  var selects = Array.prototype.slice.call(document.querySelectorAll("select[data-filter]"));
  function matches(row, skip) {
    return selects.every(function (s) {
      var key = s.getAttribute("data-filter");
      return key === skip || !s.value || row.getAttribute("data-" + key) === s.value;
    });
  }
  function count(pred) { return rows.filter(pred).length; }
  function relabel(select) {
    var key = select.getAttribute("data-filter");
    Array.prototype.forEach.call(select.options, function (opt) {
      var n = count(function (r) {
        return matches(r, key) && (!opt.value || r.getAttribute("data-" + key) === opt.value);
      });
      opt.textContent = opt.getAttribute("data-label") + " (" + n + ")";
    });
  }
  function update() {
    rows.forEach(function (r) { r.hidden = !matches(r, null); });
    selects.forEach(relabel);
    document.querySelectorAll(".shown").forEach(function (span) {
      var key = span.getAttribute("data-shown");
      span.textContent = count(function (r) {
        return !r.hidden && (key === "items" || r.getAttribute("data-result") === key);
      });
    });
    document.querySelectorAll("section.book").forEach(function (section) {
      section.hidden = !section.querySelector("tr.item:not([hidden])");
    });
    document.getElementById("no-match").hidden = rows.some(function (r) { return !r.hidden; });
  }
  selects.forEach(function (s) { s.addEventListener("change", update); });
  document.getElementById("filter-reset").addEventListener("click", function () {
    selects.forEach(function (s) { s.value = ""; });
    update();
  });
  update();
  // the sticky headings sit under the filter bar, and anchors land below both: --bar-h is its height
  var bar = document.getElementById("filters");
  function barHeight() { document.documentElement.style.setProperty("--bar-h", bar.offsetHeight + "px"); }
  barHeight();
  window.addEventListener("resize", barHeight);
  if (window.ResizeObserver) { new ResizeObserver(barHeight).observe(bar); }
})();
"""


def _problems(problems: list[Any]) -> str:
    """What concerns the run rather than one scenario (each makes the run exit 1), or nothing."""
    if not problems:
        return ""
    rows = "".join(_tag("li", _e(p)) for p in problems)
    return _tag(
        "section",
        _tag("h2", "Problems of the run") + _tag("ul", rows),
        id="problems",
        class_="problems",
    )


def _fuzz(section: Any) -> str:
    """The section of ``constantinopolis fuzz`` (docs/fuzz.md): the run's figures, then each divergence with
    what differs, the rules expected by and the shrunk scenario file; nothing in a verify report."""
    if not isinstance(section, Mapping):
        return ""
    divergences = [d for d in section.get("divergences") or [] if isinstance(d, Mapping)]
    parts = [_tag("h2", "Differential fuzzing"), _tag("table", _fuzz_facts(section), class_="facts")]
    if not divergences:
        parts.append(_tag("p", "No divergence: the engine played every game as the reference did.", class_="meta"))
    parts += [_fuzz_divergence(d) for d in divergences]
    return _tag("section", "".join(parts), id="fuzz", class_="fuzz")


def _fuzz_facts(section: Mapping[str, Any]) -> str:
    """The rows of the fuzz run's figures."""
    duration = float(section.get("duration_s") or 0)
    steps = section.get("steps") or 0
    facts = {
        "seed": section.get("seed"),
        "shard": section.get("shard") or "-",
        "games": _number(section.get("games")),
        "steps": _number(steps),
        "refused probes": _number(section.get("probes")),
        "duration": f"{duration:.1f} s" + (f" ({steps / duration:,.0f} steps/s)" if duration else ""),
    }
    return "".join(
        _tag("tr", _tag("th", _e(k)) + _tag("td", _e(v)), data_fact=k.replace(" ", "-")) for k, v in facts.items()
    )


def _fuzz_divergence(d: Mapping[str, Any]) -> str:
    """One divergence of a fuzz run: what differs, the rules expected by, the shrunk scenario file."""
    result = "error" if d.get("kind") == "error" else "fail"
    head = f"game {d.get('game')}, step {d.get('step')}: " + (str(d.get("action")) if d.get("action") else "(start)")
    body = [
        _tag("div", f"{_badge(result)} {_tag('strong', _e(head))} · {_e(d.get('kind'))}"),
        _tag("pre", _e(d.get("message"))),
    ]
    paths = [p for p in d.get("paths") or [] if isinstance(p, Mapping)]
    if paths:
        cells = "".join(
            _tag(
                "tr",
                _tag("td", _tag("code", _e(p.get("path"))))
                + _tag("td", _tag("code", _e(p.get("expected"))))
                + _tag("td", _tag("code", _e(p.get("got")))),
            )
            for p in paths
        )
        head_row = _tag("tr", _tag("th", "path") + _tag("th", "expected") + _tag("th", "got"))
        body.append(_tag("table", head_row + cells, class_="diff"))
    answer = d.get("answer")
    if isinstance(answer, Mapping):
        body.append(
            _tag(
                "div",
                f"answer: expected {_tag('code', _e(answer.get('expected')))}, "
                f"got {_tag('code', _e(answer.get('got')))}",
            )
        )
    legal = d.get("legal")
    if isinstance(legal, Mapping):
        for key in ("missing", "extra"):
            listed = ", ".join(_tag("code", _e(a)) for a in legal.get(key) or []) or "none"
            body.append(_tag("div", f"legal actions of {_e(legal.get('player'))} {key}: {listed}"))
    body += _fuzz_rules_and_file(d)
    return _tag("div", "".join(body), class_=f"scenario r-{result}")


def _fuzz_rules_and_file(d: Mapping[str, Any]) -> list[str]:
    """A divergence's rules expected by and its shrunk scenario file (with whether it passes on the
    reference and fails on the engine)."""
    body = []
    if d.get("expected_by"):
        rules = ", ".join(
            _tag("code", _e(c.get("rule"))) + _rule_status(c) + f" ({_e(c.get('cite'))}: {_e(c.get('summary'))})"
            for c in d["expected_by"]
            if isinstance(c, Mapping)
        )
        body.append(_tag("div", "Expected by (the reference engine's rules of that step): " + rules, class_="expected"))
    if d.get("shrunk_file"):
        found = d.get("shrunk_check")
        check: Mapping[str, Any] = found if isinstance(found, Mapping) else {}
        body.append(
            _tag(
                "div",
                "Shrunk scenario file: "
                + _tag("code", _e(d["shrunk_file"]))
                + _e(f" (on the reference: {check.get('reference', '?')}, on the engine: {check.get('engine', '?')})"),
            )
        )
    return body


def render_html(report: dict[str, Any]) -> str:
    """The report as one self-contained HTML page (inline CSS and script, no network)."""
    books = _books(report)
    items = list(report.get("items") or [])
    supported = _show_supported(report, report.get("summary") or {})
    sections = "".join(
        _book_section(b, [i for i in items if str(i.get("book")) == str(b["book"])], supported) for b in books
    )
    body = (
        _header(report)
        + _problems(report.get("problems") or [])
        + _fuzz(report.get("fuzz"))
        + _nav(books)
        + _filters(books, items)
        + _tag("p", "No item matches the filters.", id="no-match", hidden="hidden")
        + sections
        + _discrepancies(list(report.get("discrepancies") or []))
        + _tag("footer", _tag("p", _e(f"format {report.get('format', FORMAT)}"), class_="meta"))
    )
    head = (
        '<meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        + _tag("title", _e(f"Constantinopolis compliance report, {report.get('generated', '')}"))
        + _tag("style", CSS)
    )
    page = _tag("head", head) + "\n" + _tag("body", f"\n{body}\n<script>{SCRIPT}</script>\n")
    return f'<!DOCTYPE html>\n<html lang="en">\n{page}\n</html>\n'


def write_report_files(report: dict[str, Any], directory: str | Path) -> dict[str, Path]:
    """Write DIRECTORY/report.json and DIRECTORY/report.html; return their paths by format ("json", "html").

    The report is made strict JSON with clean text first (:func:`~.untrusted.plain`), whatever it holds."""
    report = plain(report)
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    paths = {"json": out / REPORT_JSON, "html": out / REPORT_HTML}
    text = json.dumps(report, indent=2, ensure_ascii=False, allow_nan=False)
    paths["json"].write_text(text + "\n", encoding="utf-8")
    paths["html"].write_text(render_html(report), encoding="utf-8")
    return paths
