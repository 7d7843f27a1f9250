"""Check a compliance report's HTML page in a real browser.

    python .ci/check_html_report.py DIR

Opens DIR/report.html in headless Chromium, saves a screenshot as DIR/report.png,
dumps the DOM after the page's script ran, and compares what the page shows with
DIR/report.json:

- every ``data-count`` span (overall and per book) with the JSON summaries;
- the item rows per book and result with the JSON items;
- the "shown" counts the script fills in (no filter chosen: every item) with the totals;
- no ``src`` or ``href`` pointing at the network.

Prints a short summary; exits 1 on any mismatch, or if Chromium is missing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
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


def find_chromium() -> str | None:
    for candidate in (os.environ.get("CHROMIUM"), "chromium", "/usr/bin/chromium", "chromium-browser"):
        if candidate and (found := shutil.which(candidate)):
            return found
    return None


def run_chromium(chromium: str, page: Path, *action: str) -> str:
    """Run one headless Chromium action (its own fresh profile) on the page; its standard output."""
    with tempfile.TemporaryDirectory(prefix="check-report-") as profile:
        cmd = [chromium, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", *action, page.resolve().as_uri()]
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"chromium {' '.join(action)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return done.stdout


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 1
    directory = Path(args[0])
    html_path, json_path, png_path = (directory / f"report.{ext}" for ext in ("html", "json", "png"))
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
        run_chromium(chromium, html_path, f"--screenshot={png_path.resolve()}", "--window-size=1400,2000")
        dom = run_chromium(chromium, html_path, "--dump-dom")
    except (RuntimeError, subprocess.TimeoutExpired) as exc:
        print(f"check_html_report: {exc}", file=sys.stderr)
        return 1
    page = parse_dom(dom)
    problems = compare(report, page)
    counts = ", ".join(f"{page.counts.get((None, k), '?')} {k}" for k in COUNT_KEYS)
    print(f"{html_path}: {counts}; {sum(page.rows.values())} item rows in {len({b for b, _ in page.rows})} books")
    print(f"screenshot: {png_path}" + ("" if png_path.is_file() else " (NOT written)"))
    if not png_path.is_file():
        problems.append("chromium wrote no screenshot")
    if problems:
        print(f"check_html_report: {len(problems)} mismatch(es) between the page and report.json:", file=sys.stderr)
        for p in problems:
            print(f"  - {p}", file=sys.stderr)
        return 1
    print("the page agrees with report.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
