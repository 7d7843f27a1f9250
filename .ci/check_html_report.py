"""Check a compliance report's HTML page in a real browser.

    python .ci/check_html_report.py DIR

Opens DIR/report.html in headless Chromium, dumps the DOM after the page's script ran,
and compares what the page shows with DIR/report.json:

- every ``data-count`` span (overall and per book) with the JSON summaries;
- the item rows per book and result with the JSON items;
- the "shown" counts the script fills in (no filter chosen: every item) with the totals;
- no ``src`` or ``href`` pointing at the network.

Then it checks the layout in windows 1,280 and 800 px wide (screenshots DIR/report-1280.png
and DIR/report-800.png; DIR/report-anchor-1280.png and DIR/report-anchor-800.png of the page
opened at the non-English row's anchor).  A copy of the
page in a temporary directory gets a small script that measures, once the page is loaded,
and writes the measurements as JSON into ``<pre id="layout-check">``, read back from
Chromium's ``--dump-dom``:

- no horizontal scrolling: ``document.documentElement.scrollWidth <= window.innerWidth``;
- anchors land visibly: the page is opened at ``report.html#ID`` for the first item row,
  then ``location.hash`` is set to a row of a non-English book when there is one; each row's
  top must lie below the sticky filter bar (and the sticky book heading) and inside the
  window, and the row must not be covered there;
- the book's heading stays visible: scrolled to the middle of each book's table, the
  book's heading lies inside the window, below the filter bar, not covered.

Prints a short summary; exits 1 with one line per failed check, or if Chromium is missing.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from html import unescape
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

RESULTS = ("pass", "fail", "error", "unclear", "not-supported")
COUNT_KEYS = ("items", "scenarios", *RESULTS)
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
TIMEOUT_S = 120
# the windows the layout is checked in: (width, height) in CSS pixels
WINDOWS = ((1280, 900), (800, 900))
VIRTUAL_TIME_MS = 5000

# Measures the page once it is loaded (opened at #FIRST-ANCHOR), then after setting location.hash to
# the other anchors and after scrolling to the middle of each book's table; writes the measurements
# as JSON into <pre id="layout-check">.  window.__layoutParams = {"anchors": [...], "books": [...]}.
LAYOUT_SCRIPT = """
(function () {
  "use strict";
  var params = window.__layoutParams, out = {anchors: [], books: []};
  var doc = document.documentElement;
  var sticky = Array.prototype.filter.call(document.querySelectorAll("body *"), function (el) {
    var pos = getComputedStyle(el).position;
    return pos === "sticky" || pos === "fixed";
  });
  function describe(el) {
    if (!el) { return "nothing"; }
    var cls = el.classList.length ? "." + Array.prototype.join.call(el.classList, ".") : "";
    return el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + cls;
  }
  function coveredBy(el, x, y) {
    var hit = document.elementFromPoint(x, y);
    return hit && (hit === el || el.contains(hit)) ? null : describe(hit);
  }
  function barBottom() {
    var bar = document.getElementById("filters");
    return bar ? bar.getBoundingClientRect().bottom : 0;
  }
  function coverBottom(el) {
    var r = el.getBoundingClientRect(), bottom = barBottom();
    sticky.forEach(function (s) {
      var b = s.getBoundingClientRect();
      if (s.contains(el) || el.contains(s) || b.height === 0 || b.top > r.top) { return; }
      if (b.right <= r.left || b.left >= r.right) { return; }
      bottom = Math.max(bottom, b.bottom);
    });
    return bottom;
  }
  function widths() {
    out.inner_width = window.innerWidth;
    out.inner_height = window.innerHeight;
    out.client_width = doc.clientWidth;
    out.scroll_width = doc.scrollWidth;
    out.bar_height = document.getElementById("filters") ? document.getElementById("filters").offsetHeight : 0;
    out.too_wide = [];
    if (doc.scrollWidth > doc.clientWidth) {
      Array.prototype.forEach.call(document.querySelectorAll("body *"), function (el) {
        var r = el.getBoundingClientRect();
        if (r.right <= doc.clientWidth + 0.5 || out.too_wide.length >= 5) { return; }
        var inner = Array.prototype.some.call(el.children, function (c) {
          return c.getBoundingClientRect().right > doc.clientWidth + 0.5;
        });
        if (!inner) { out.too_wide.push(describe(el) + " (right edge at " + Math.round(r.right) + " px)"); }
      });
    }
  }
  function anchor(id, how) {
    var row = document.getElementById(id);
    if (!row) { out.anchors.push({id: id, how: how, found: false}); return; }
    var r = row.getBoundingClientRect();
    out.anchors.push({
      id: id, how: how, found: true, hash: location.hash, top: r.top, bottom: r.bottom,
      bar_bottom: barBottom(), cover_bottom: coverBottom(row),
      covered_by: coveredBy(row, r.left + Math.min(20, r.width / 2), r.top + Math.min(4, r.height / 2))
    });
  }
  function section(book) { return document.querySelector('section.book[data-book="' + book + '"]'); }
  function scrollIntoBook(book) {
    var table = section(book) && section(book).querySelector("table.items");
    if (table) {
      var t = table.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + t.top + t.height / 2 - window.innerHeight / 2);
    }
  }
  function heading(book) {
    var h = section(book) && section(book).querySelector("h2");
    if (!h || !section(book).querySelector("table.items")) { out.books.push({book: book, found: false}); return; }
    var r = h.getBoundingClientRect();
    out.books.push({
      book: book, found: true, text: h.textContent, top: r.top, bottom: r.bottom, bar_bottom: barBottom(),
      scroll_y: window.scrollY, covered_by: coveredBy(h, r.left + Math.min(10, r.width / 2), r.top + r.height / 2)
    });
  }
  function finish() {
    var pre = document.getElementById("layout-check");
    pre.textContent = JSON.stringify(out);
  }
  function later(f) { setTimeout(f, 200); }
  window.addEventListener("load", function () {
    later(function () {
      widths();
      anchor(params.anchors[0], "opened at #" + params.anchors[0]);
      var rest = params.anchors.slice(1), books = params.books.slice();
      (function next() {
        if (rest.length) {
          var id = rest.shift();
          location.hash = id;
          later(function () { anchor(id, "location.hash set to #" + id); next(); });
        } else if (books.length) {
          var book = books.shift();
          scrollIntoBook(book);
          later(function () { heading(book); next(); });
        } else {
          finish();
        }
      })();
    });
  });
})();
"""


@dataclass
class PageCounts:
    """What the DOM says: data-count spans by (book or None, key), item rows by (book, result), shown counts."""

    counts: dict[tuple[str | None, str], str] = field(default_factory=dict)
    rows: Counter[tuple[str, str]] = field(default_factory=Counter)
    item_ids: list[str] = field(default_factory=list)
    shown: dict[str, str] = field(default_factory=dict)
    external: list[str] = field(default_factory=list)


class _DomParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.page = PageCounts()
        self._shown_key: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        classes = a.get("class", "").split()
        for name in ("src", "href"):
            if a.get(name, "").strip().lower().startswith(("http:", "https:", "//")):
                self.page.external.append(f"<{tag} {name}={a[name]!r}>")
        if tag == "span" and "count" in classes and "data-count" in a:
            self.page.counts[(a.get("data-book") or None, a.get("data-key", ""))] = a["data-count"]
        elif tag == "tr" and "item" in classes:
            self.page.rows[(a.get("data-book", ""), a.get("data-result", ""))] += 1
            self.page.item_ids.append(a.get("data-id", ""))
        elif tag == "span" and "shown" in classes:
            self._shown_key = a.get("data-shown", "")
            self.page.shown[self._shown_key] = ""

    def handle_data(self, data: str) -> None:
        if self._shown_key is not None:
            self.page.shown[self._shown_key] += data.strip()

    def handle_endtag(self, tag: str) -> None:
        if tag == "span":
            self._shown_key = None


def parse_dom(dom: str) -> PageCounts:
    """The counts, item rows and shown counts of a page's DOM."""
    parser = _DomParser()
    parser.feed(dom)
    parser.close()
    return parser.page


def _compare(problems: list[str], where: str, page_value: Any, json_value: Any) -> None:
    if str(page_value) != str(json_value):
        problems.append(f"{where}: the page says {page_value}, report.json says {json_value}")


def compare(report: dict[str, Any], page: PageCounts) -> list[str]:
    """Every disagreement between the page and the JSON report, as sentences (none: they agree)."""
    problems: list[str] = []
    summaries: list[tuple[str | None, dict[str, Any]]] = [(None, report.get("summary") or {})]
    summaries += [(str(b["book"]), b.get("summary") or {}) for b in report.get("books") or []]
    for book, summary in summaries:
        for key in COUNT_KEYS:
            where = f"count of {key}" + (f" in book {book}" if book else "")
            if (book, key) not in page.counts:
                problems.append(f"{where}: no data-count span on the page")
            else:
                _compare(problems, where, page.counts[(book, key)], summary.get(key, 0))
    items = report.get("items") or []
    expected_rows = Counter((str(i.get("book")), str(i.get("result"))) for i in items)
    for book, result in sorted(set(expected_rows) | set(page.rows)):
        _compare(
            problems,
            f"item rows of book {book} with result {result}",
            page.rows[(book, result)],
            expected_rows[(book, result)],
        )
    missing = sorted({str(i.get("id")) for i in items} - set(page.item_ids))
    if missing:
        problems.append(f"items without a row on the page: {', '.join(missing)}")
    overall = report.get("summary") or {}
    _compare(problems, "items in report.json's summary vs its items list", overall.get("items", 0), len(items))
    for result in RESULTS:
        n = sum(1 for i in items if i.get("result") == result)
        _compare(problems, f"{result} in report.json's summary vs its items list", overall.get(result, 0), n)
    for key in ("items", *RESULTS):
        shown = page.shown.get(key)
        if not shown:
            problems.append(f"shown count of {key}: empty or missing (did the page's script run?)")
        else:
            _compare(problems, f"shown count of {key} (no filter chosen)", shown, overall.get(key, 0))
    problems += [f"the page loads from the network: {e}" for e in page.external]
    return problems


def row_anchor(item: dict[str, Any]) -> str:
    """The id of an item's row: its id, with its edition when it was played under another book's preset."""
    edition = item.get("edition")
    return str(item.get("id")) + (f"-{edition}" if edition not in (None, item.get("book")) else "")


def layout_targets(report: dict[str, Any]) -> dict[str, list[str]]:
    """The anchors to land on (the first item row; a row halfway down the first non-English book's
    table, when there is one) and the books whose heading must stay visible."""
    items = report.get("items") or []
    anchors = [row_anchor(items[0])] if items else []
    other = next((str(b["book"]) for b in report.get("books") or [] if b.get("book") != "en"), None)
    book_items = [i for i in items if str(i.get("book")) == other]
    if book_items:
        anchors.append(row_anchor(book_items[len(book_items) // 2]))
    books = [str(b["book"]) for b in report.get("books") or [] if any(str(i.get("book")) == b["book"] for i in items)]
    return {"anchors": anchors, "books": books}


def with_layout_script(page: str, targets: dict[str, list[str]]) -> str:
    """The page with the measuring script and its <pre id="layout-check"> added at the end of the body."""
    params = json.dumps(targets).replace("</", "<\\/")
    extra = (
        '<pre id="layout-check"></pre>'
        f"<script>window.__layoutParams = {params};</script>"
        f"<script>{LAYOUT_SCRIPT}</script>"
    )
    at = page.rfind("</body>")
    if at < 0:
        return page + extra
    return page[:at] + extra + page[at:]


def with_scrolling_body(page: str) -> str:
    """The page scrolled inside its body rather than the window: headless Chromium paints a window
    scrolled to an anchor blank, a scrolled body it paints (the sticky parts stick to the body alike)."""
    style = (
        "<style>html { overflow: hidden; height: 100%; } body { height: 100%; overflow: auto; margin: 0;"
        " padding: 0 1em 2em; box-sizing: border-box; }</style>"
    )
    at = page.find("</head>")
    return page[:at] + style + page[at:] if at >= 0 else style + page


def layout_measurements(dom: str) -> dict[str, Any] | None:
    """What the measuring script wrote into <pre id="layout-check">, or None if it wrote nothing."""
    found = re.search(r'<pre id="layout-check">(.*?)</pre>', dom, re.DOTALL)
    if not found or not found.group(1).strip():
        return None
    measured: dict[str, Any] = json.loads(unescape(found.group(1)))
    return measured


def layout_problems(width: int, m: dict[str, Any] | None) -> list[str]:
    """Every layout check that failed in a window WIDTH px wide, as sentences (none: all passed)."""
    at = f"at {width} px"
    if m is None:
        return [f"{at}: the layout script wrote no measurements (did the page load?)"]
    problems: list[str] = []
    if m["scroll_width"] > m["inner_width"] or m["scroll_width"] > m["client_width"]:
        wide = "; ".join(m.get("too_wide") or []) or "?"
        problems.append(
            f"{at}: the page scrolls sideways: it is {m['scroll_width']} px wide in a {m['inner_width']} px window"
            f" ({m['client_width']} px inside the scroll bar); too wide: {wide}"
        )
    for a in m.get("anchors") or []:
        where = f"{at}: {a['how']}"
        if not a.get("found"):
            problems.append(f"{where}: no element with id {a['id']}")
            continue
        top, cover = round(a["top"], 1), round(max(a["cover_bottom"], a["bar_bottom"]), 1)
        if top < cover - 0.5:
            problems.append(f"{where}: the row's top ({top} px) is under the sticky bar (its bottom at {cover} px)")
        elif top >= m["inner_height"]:
            problems.append(f"{where}: the row's top ({top} px) is below the window ({m['inner_height']} px high)")
        elif a.get("covered_by"):
            problems.append(f"{where}: the row is covered by {a['covered_by']} at its top")
    for b in m.get("books") or []:
        where = f"{at}: in the middle of book {b['book']}'s table"
        if not b.get("found"):
            problems.append(f"{where}: no section.book[data-book={b['book']}] with an h2 and a table.items")
        elif b["top"] < round(b["bar_bottom"], 1) - 0.5 or b["bottom"] <= 0:
            problems.append(f"{where}: the book's heading is not in view (its top at {round(b['top'], 1)} px)")
        elif b["top"] >= m["inner_height"]:
            problems.append(f"{where}: the book's heading is below the window (its top at {round(b['top'], 1)} px)")
        elif b.get("covered_by"):
            problems.append(f"{where}: the book's heading is covered by {b['covered_by']}")
    return problems


def layout_summary(width: int, m: dict[str, Any] | None) -> str:
    """One line of what was measured in a window WIDTH px wide."""
    if m is None:
        return f"layout at {width} px: no measurements"
    rows = ", ".join(f"#{a['id']} top {round(a.get('top', -1))}" for a in m.get("anchors") or [])
    return (
        f"layout at {width} px: page {m['scroll_width']} px wide in a {m['inner_width']} px window, "
        f"filter bar {m['bar_height']} px high; rows landed: {rows or 'none'}; "
        f"{len(m.get('books') or [])} book headings checked mid-table"
    )


def find_chromium() -> str | None:
    for candidate in (os.environ.get("CHROMIUM"), "chromium", "/usr/bin/chromium", "chromium-browser"):
        if candidate and (found := shutil.which(candidate)):
            return found
    return None


def run_chromium(chromium: str, page: Path, *action: str, fragment: str = "") -> str:
    """Run one headless Chromium action (its own fresh profile) on the page (at #FRAGMENT); its standard output."""
    url = page.resolve().as_uri() + (f"#{fragment}" if fragment else "")
    with tempfile.TemporaryDirectory(prefix="check-report-") as profile:
        cmd = [chromium, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", *action, url]
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"chromium {' '.join(action)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return done.stdout


def check_layout(chromium: str, html_path: Path, report: dict[str, Any]) -> tuple[list[str], list[str]]:
    """Measure the page in each window of WINDOWS and take the screenshots; (summary lines, problems)."""
    targets = layout_targets(report)
    first = targets["anchors"][0] if targets["anchors"] else ""
    lines: list[str] = []
    problems: list[str] = []
    page = html_path.read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory(prefix="check-layout-") as tmp:
        measuring, scrolling = Path(tmp) / "report.html", Path(tmp) / "report-scrolling-body.html"
        measuring.write_text(with_layout_script(page, targets), encoding="utf-8")
        scrolling.write_text(with_scrolling_body(page), encoding="utf-8")
        for width, height in WINDOWS:
            window = f"--window-size={width},{height}"
            budget = f"--virtual-time-budget={VIRTUAL_TIME_MS}"
            dom = run_chromium(chromium, measuring, "--dump-dom", window, budget, fragment=first)
            measured = layout_measurements(dom)
            lines.append(layout_summary(width, measured))
            problems += layout_problems(width, measured)
            shots = [(html_path, html_path.parent / f"report-{width}.png", "")]
            if targets["anchors"]:
                anchor = targets["anchors"][-1]
                shots.append((scrolling, html_path.parent / f"report-anchor-{width}.png", anchor))
            for source, png, fragment in shots:
                png.unlink(missing_ok=True)
                run_chromium(chromium, source, f"--screenshot={png.resolve()}", window, budget, fragment=fragment)
                what = f"report.html#{fragment}" if fragment else "report.html"
                lines.append(f"screenshot of {what}: {png}" + ("" if png.is_file() else " (NOT written)"))
                if not png.is_file():
                    problems.append(f"at {width} px: chromium wrote no screenshot {png.name}")
    return lines, problems


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 1
    directory = Path(args[0])
    html_path, json_path = (directory / f"report.{ext}" for ext in ("html", "json"))
    for path in (html_path, json_path):
        if not path.is_file():
            print(f"check_html_report: {path} not found (run constantinopolis verify --report {directory})")
            return 1
    chromium = find_chromium()
    if chromium is None:
        print("check_html_report: chromium not found; install it with: apt-get install -y chromium", file=sys.stderr)
        return 1
    report = json.loads(json_path.read_text(encoding="utf-8"))
    try:
        dom = run_chromium(chromium, html_path, "--dump-dom")
        page = parse_dom(dom)
        problems = compare(report, page)
        counts = ", ".join(f"{page.counts.get((None, k), '?')} {k}" for k in COUNT_KEYS)
        print(f"{html_path}: {counts}; {sum(page.rows.values())} item rows in {len({b for b, _ in page.rows})} books")
        layout_lines, layout_failures = check_layout(chromium, html_path, report)
    except (RuntimeError, subprocess.TimeoutExpired) as exc:
        print(f"check_html_report: {exc}", file=sys.stderr)
        return 1
    for line in layout_lines:
        print(line)
    if problems:
        print(f"check_html_report: {len(problems)} mismatch(es) between the page and report.json:", file=sys.stderr)
        for p in problems:
            print(f"  - {p}", file=sys.stderr)
    else:
        print("the page agrees with report.json")
    if layout_failures:
        print(f"check_html_report: {len(layout_failures)} layout check(s) failed:", file=sys.stderr)
        for p in layout_failures:
            print(f"  - {p}", file=sys.stderr)
    else:
        print("the layout checks pass at " + " and ".join(f"{w} px" for w, _ in WINDOWS))
    return 1 if problems or layout_failures else 0


if __name__ == "__main__":
    sys.exit(main())
