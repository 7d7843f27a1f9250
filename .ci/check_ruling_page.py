"""Check ruling pages (``constantinopolis adjudicate ... --html FILE``) in a real browser.

    python .ci/check_ruling_page.py DIR

For each ``DIR/<name>.html`` with its ``DIR/<name>.json`` (the same ruling's ``--json``) and
``DIR/<name>.lang`` (the judge's language), opens the page in headless Chromium, dumps the DOM and checks:

- the page's ``lang`` is the judge's language;
- the verdict shown (``data-verdict``) is the JSON's;
- each deciding rule (``data-rule``) is there, quoted or marked "not stated" in each of the five books
  (``data-book``), the judge's book first;
- one row per edition (``data-edition``), five in all;
- each reading of the JSON (``data-reading``) is shown;
- nothing points at the network (``src``/``href`` to http);
- in windows 1,280 and 800 px wide, the page does not scroll sideways (a screenshot of each is
  written beside the page).

Exits 1 with one line per failed check, or if Chromium is missing or DIR has no page.
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from constantinopolis.rulebooks import CODES

sys.path.insert(0, str(Path(__file__).resolve().parent))
from check_html_report import find_chromium, layout_measurements, run_chromium

BOOKS = CODES
WINDOWS = ((1280, 900), (800, 900))
MEASURE = """<pre id="layout-check"></pre><script>
(function () {
  var doc = document.documentElement;
  document.getElementById("layout-check").textContent = JSON.stringify({
    inner_width: window.innerWidth, client_width: doc.clientWidth, scroll_width: doc.scrollWidth});
})();
</script>"""


class Page(HTMLParser):
    """What the checks read from the dumped DOM."""

    def __init__(self) -> None:
        super().__init__()
        self.lang = ""
        self.verdict = ""
        self.rules: dict[str, list[str]] = {}  # rule -> books in page order
        self.editions: list[str] = []
        self.readings: list[str] = []
        self.network: list[str] = []
        self._rule: str | None = None
        self._depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "html":
            self.lang = a.get("lang", "")
        for key in ("src", "href"):
            if re.match(r"(?i)\s*(https?:)?//", a.get(key, "")):
                self.network.append(f"<{tag} {key}={a[key]}>")
        if "data-verdict" in a:
            self.verdict = a["data-verdict"]
        if "data-edition" in a:
            self.editions.append(a["data-edition"])
        if "data-reading" in a:
            self.readings.append(a["data-reading"])
        if "data-rule" in a:
            self._rule = a["data-rule"]
            self.rules.setdefault(self._rule, [])
        if "data-book" in a and self._rule is not None:
            self.rules[self._rule].append(a["data-book"])


def deciding(ruling: dict[str, Any]) -> list[str]:
    """The deciding rules of a ruling's JSON: ``deciding`` when present, else the refusing rule."""
    if ruling.get("deciding") is not None:
        return list(dict.fromkeys(str(d["rule"]) for d in ruling["deciding"]))
    return [str(ruling["rule"])] if ruling.get("rule") else []


def compare(ruling: dict[str, Any], lang: str, page: Page) -> list[str]:
    problems = []
    if page.lang != lang:
        problems.append(f"the page's lang is {page.lang!r}, the judge's language {lang!r}")
    if page.verdict != ruling["verdict"]:
        problems.append(f"the page shows the verdict {page.verdict!r}, the JSON {ruling['verdict']!r}")
    for rule in deciding(ruling):
        books = page.rules.get(rule)
        if books is None:
            problems.append(f"the deciding rule {rule} is not on the page")
        elif sorted(books) != sorted(BOOKS):
            problems.append(f"{rule} is shown for the books {books}, not for each of {list(BOOKS)}")
        elif books[0] != lang and lang in BOOKS:
            problems.append(f"{rule}: the judge's book {lang} is not first ({books})")
    if sorted(page.editions) != sorted(ruling["editions"]):
        problems.append(f"the editions' table has {page.editions}, the JSON {list(ruling['editions'])}")
    wanted = [str(r.get("option")) for r in ruling.get("readings") or []]
    if sorted(page.readings) != sorted(wanted):
        problems.append(f"the readings shown are {page.readings}, the JSON's {wanted}")
    problems += [f"points at the network: {n}" for n in page.network]
    return problems


def check(chromium: str, html_path: Path) -> list[str]:
    json_path, lang_path = html_path.with_suffix(".json"), html_path.with_suffix(".lang")
    for path in (json_path, lang_path):
        if not path.is_file():
            return [f"{path} not found (write the ruling's --json and the language beside the page)"]
    ruling = json.loads(json_path.read_text(encoding="utf-8"))
    lang = lang_path.read_text(encoding="utf-8").strip()
    page = Page()
    page.feed(run_chromium(chromium, html_path, "--dump-dom"))
    problems = [f"{html_path.name}: {p}" for p in compare(ruling, lang, page)]
    text = html_path.read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory(prefix="check-ruling-") as tmp:
        measuring = Path(tmp) / html_path.name
        at = text.rfind("</body>")
        measuring.write_text(text[:at] + MEASURE + text[at:], encoding="utf-8")
        for width, height in WINDOWS:
            window = f"--window-size={width},{height}"
            m = layout_measurements(run_chromium(chromium, measuring, "--dump-dom", window))
            if m is None:
                problems.append(f"{html_path.name} at {width} px: the measuring script wrote nothing")
            elif m["scroll_width"] > m["client_width"]:
                problems.append(
                    f"{html_path.name} at {width} px: the page scrolls sideways ({m['scroll_width']} px wide "
                    f"in {m['client_width']} px)"
                )
            png = html_path.with_name(f"{html_path.stem}-{width}.png")
            run_chromium(chromium, html_path, f"--screenshot={png.resolve()}", window)
            if not png.is_file():
                problems.append(f"{html_path.name} at {width} px: chromium wrote no screenshot")
    print(
        f"{html_path.name}: lang {page.lang}, verdict {page.verdict}, {len(page.rules)} deciding rule(s) "
        f"in {sorted({len(b) for b in page.rules.values()}) or [0]} books, {len(page.editions)} editions, "
        f"{len(page.readings)} reading(s)"
    )
    return problems


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 1
    pages = sorted(Path(args[0]).glob("*.html"))
    if not pages:
        print(f"check_ruling_page: no page in {args[0]}", file=sys.stderr)
        return 1
    chromium = find_chromium()
    if chromium is None:
        print("check_ruling_page: chromium not found; install it with: apt-get install -y chromium", file=sys.stderr)
        return 1
    problems = [p for page in pages for p in check(chromium, page)]
    for p in problems:
        print(f"  - {p}", file=sys.stderr)
    print(f"{len(pages)} ruling page(s) checked: " + ("all checks pass" if not problems else f"{len(problems)} failed"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
