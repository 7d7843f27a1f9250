"""The rule sweep: break each rule of ``constantinopolis/core/rules.py`` and see which items of verify catch it.

    .venv/bin/python tests/rule_sweep/sweep.py                  # every rule not yet in results.json
    .venv/bin/python tests/rule_sweep/sweep.py --rules a b      # these rules again
    .venv/bin/python tests/rule_sweep/sweep.py --all            # every rule again
    .venv/bin/python tests/rule_sweep/sweep.py --docs           # render docs/rule-sweep.md from results.json
    .venv/bin/python tests/rule_sweep/sweep.py --docs --check   # exit 1 if docs/rule-sweep.md differs

For each rule it runs ``constantinopolis verify --engine "python tests/rule_sweep/engine.py RULE"`` on every
book (one run per rule; ``--jobs N`` at a time) and keeps, per book, the failing items (result ``fail`` or
``error``) that NAME the rule (a failing scenario's ``expected_by`` holds it, or its message names it, as
"refused by X, not RULE") and those that do not.  ``results.json`` is rewritten after each rule, so an
interrupted sweep resumes where it stopped.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import subprocess
import sys
import tempfile
import time
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))

import faults  # noqa: E402

from constantinopolis.rulebooks import CODES  # noqa: E402

RESULTS = HERE / "results.json"
DOC = ROOT / "docs" / "rule-sweep.md"
BOOKS = CODES
OPEN = "<!-- generated: rule sweep (python tests/rule_sweep/sweep.py --docs) -->\n"
CLOSE = "<!-- end generated -->"
TIMEOUT_S = 900


def engine_command(rule: str) -> str:
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(HERE / 'engine.py'))} {rule}"


def names(rule: str, text: str) -> bool:
    """Whether ``text`` names the rule id ``rule`` (not a longer id it begins: build.licence-skip)."""
    return re.search(rf"(?<![\w.-]){re.escape(rule)}(?![\w-])", text) is not None


def item_names_rule(item: dict[str, Any], rule: str) -> bool:
    for s in item["scenarios"]:
        if s["result"] not in ("fail", "error"):
            continue
        if any(c["rule"] == rule for c in s.get("expected_by") or []):
            return True
        if names(rule, s.get("message") or ""):
            return True
    return False


def judge(report: dict[str, Any], rule: str) -> dict[str, dict[str, list[str]]]:
    """Per book: the failing items that name ``rule`` and those that do not."""
    books: dict[str, dict[str, list[str]]] = {b: {"named": [], "unnamed": []} for b in BOOKS}
    for item in report["items"]:
        if item["result"] not in ("fail", "error"):
            continue
        where = books.setdefault(item["book"], {"named": [], "unnamed": []})
        where["named" if item_names_rule(item, rule) else "unnamed"].append(item["id"])
    for b in books.values():
        b["named"].sort()
        b["unnamed"].sort()
    return books


def describe(rule: str) -> dict[str, Any]:
    """The fault's kind and description (a generated fault's: its refusal sites)."""
    from patching import refusal_sites

    fault = faults.FAULTS[rule]
    entry: dict[str, Any] = {"kind": fault.kind, "description": fault.description}
    if fault.kind == "generated":
        sites = refusal_sites(ROOT / "engine" / "constantinopolis" / "core", rule)
        entry["description"] = f"every refusal by {rule} neutralised ({', '.join(sites)})"
    if fault.contradicts:
        entry["contradicts"] = fault.contradicts
    if fault.reuse:
        entry["reuses"] = f"tests/faulty_engines/{fault.reuse}.py"
    return entry


def sweep_one(rule: str, books: list[str] | None = None, keyword: str | None = None) -> dict[str, Any]:
    """Verify the faulty engine of ``rule``; its results entry."""
    entry = describe(rule)
    if entry["kind"] == "not-breakable":
        return entry
    with tempfile.TemporaryDirectory(prefix="rule-sweep-") as tmp:
        cmd = [str(ROOT / ".venv" / "bin" / "constantinopolis"), "verify", "--engine", engine_command(rule)]
        cmd += ["--report", tmp, "--quiet"]
        if books:
            cmd += ["--books", *books]
        if keyword:
            cmd += ["-k", keyword]
        started = time.monotonic()
        done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
        entry["seconds"] = round(time.monotonic() - started, 1)
        entry["exit_status"] = done.returncode
        report_file = Path(tmp) / "report.json"
        if not report_file.exists():
            entry["error"] = (done.stderr or done.stdout).strip()[-2000:]
            return entry
        report = json.loads(report_file.read_text(encoding="utf-8"))
    entry["books"] = judge(report, rule)
    en = entry["books"].get("en", {"named": [], "unnamed": []})
    entry["en_exit_status"] = 1 if en["named"] or en["unnamed"] else 0  # verify --books en's exit status
    return entry


def load_results() -> dict[str, Any]:
    if RESULTS.exists():
        data: dict[str, Any] = json.loads(RESULTS.read_text(encoding="utf-8"))
        return data
    return {}


def save_results(results: dict[str, Any]) -> None:
    order = {r: i for i, r in enumerate(faults.rule_ids())}
    ordered = dict(sorted(results.items(), key=lambda kv: order.get(kv[0], len(order))))
    RESULTS.write_text(json.dumps(ordered, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def run(rules: list[str], jobs: int) -> None:
    results = load_results()
    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures: dict[Future[dict[str, Any]], str] = {pool.submit(sweep_one, r): r for r in rules}
        for n, future in enumerate(as_completed(futures), 1):
            rule = futures[future]
            results[rule] = future.result()
            save_results(results)
            entry = results[rule]
            named = {b: len(v["named"]) for b, v in entry.get("books", {}).items() if v["named"]}
            print(f"[{n}/{len(rules)}] {rule}: {entry['kind']}; named by {named or 'none'}", flush=True)
    print(f"swept {len(rules)} rule(s) in {time.monotonic() - started:.0f} s", flush=True)


# ------------------------------------------------------------------ the docs page
def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def _items(ids: list[str], limit: int = 6) -> str:
    shown = ", ".join(f"`{i}`" for i in ids[:limit])
    return shown + (f" +{len(ids) - limit}" if len(ids) > limit else "")


def totals(results: dict[str, Any]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {"en": [], "all": [], "not-breakable": [], "not-caught": [], "caught-unnamed": []}
    for rule, e in results.items():
        if e["kind"] == "not-breakable":
            out["not-breakable"].append(rule)
            continue
        books = e.get("books", {})
        if books.get("en", {}).get("named"):
            out["en"].append(rule)
        if any(v["named"] for v in books.values()):
            out["all"].append(rule)
        elif any(v["unnamed"] for v in books.values()):
            out["caught-unnamed"].append(rule)
        else:
            out["not-caught"].append(rule)
    return out


def why_not(rule: str, e: dict[str, Any]) -> str:
    if rule in faults.WHY_NOT:
        return faults.WHY_NOT[rule]
    if "error" in e:
        return "the run failed: " + str(e["error"]).splitlines()[-1]
    unnamed = {b: len(v["unnamed"]) for b, v in e.get("books", {}).items() if v["unnamed"]}
    if unnamed:
        return "items fail without naming it: " + ", ".join(f"{b} {n}" for b, n in unnamed.items())
    return "no item fails: no scenario puts the rule where the fault shows"


def render(results: dict[str, Any]) -> str:
    t = totals(results)
    breakable = len(results) - len(t["not-breakable"])
    lines = [
        f"{len(results)} rules: {breakable} broken by a fault, {len(t['not-breakable'])} not breakable alone.",
        "",
        f"- caught and named from the English book alone: **{len(t['en'])}** of {breakable}",
        f"- caught and named from all five books: **{len(t['all'])}** of {breakable}",
        f"- not breakable alone: {len(t['not-breakable'])}",
    ]
    lines += [f"  - `{r}`: {results[r]['description']}" for r in t["not-breakable"]]
    lines.append(f"- caught, but no failing item names the rule: {len(t['caught-unnamed'])}")
    lines += [f"  - `{r}`: {why_not(r, results[r])}" for r in t["caught-unnamed"]]
    lines.append(f"- not caught: {len(t['not-caught'])}")
    lines += [f"  - `{r}`: {why_not(r, results[r])}" for r in t["not-caught"]]
    named_elsewhere = [r for r in t["all"] if r not in t["en"]]
    lines.append(f"- caught and named, but not from the English book: {len(named_elsewhere)}")
    for r in named_elsewhere:
        books = [b for b, v in results[r].get("books", {}).items() if v["named"]]
        lines.append(
            f"  - `{r}`: named in {', '.join(books)}" + (f"; {faults.WHY_NOT[r]}" if r in faults.WHY_NOT else "")
        )
    lines += ["", "| rule | fault | " + " | ".join(BOOKS) + " |", "|---|---|" + "---|" * len(BOOKS)]
    for rule, e in results.items():
        fault = e["kind"] + ": " + e["description"]
        if e.get("contradicts"):
            fault += f" (contradicts {e['contradicts']})"
        if e.get("reuses"):
            fault += f"; `{e['reuses']}`"
        cells = []
        for b in BOOKS:
            v = e.get("books", {}).get(b)
            if e["kind"] == "not-breakable":
                cells.append("")
            elif v is None:
                cells.append("not run")
            else:
                cell = _items(v["named"]) if v["named"] else "—"
                if v["unnamed"]:
                    cell += f" (+{len(v['unnamed'])} unnamed)"
                cells.append(cell)
        lines.append(f"| `{rule}` | {_cell(fault)} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def rendered_doc(results: dict[str, Any], text: str) -> str:
    start, end = text.find(OPEN), text.find(CLOSE)
    if start < 0 or end < start:
        raise SystemExit(f"{DOC}: no block {OPEN.strip()} ... {CLOSE}")
    return text[: start + len(OPEN)] + render(results) + text[end:]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rules", nargs="+", metavar="RULE", help="sweep these rules (again)")
    p.add_argument("--all", action="store_true", help="sweep every rule again")
    p.add_argument("--jobs", type=int, default=2, help="verify runs at a time (default 2)")
    p.add_argument("--docs", action="store_true", help=f"render {DOC.relative_to(ROOT)} from results.json")
    p.add_argument(
        "--describe", action="store_true", help="rewrite each result's fault description from faults.py (no run)"
    )
    p.add_argument("--check", action="store_true", help="with --docs: change nothing, exit 1 if the page differs")
    args = p.parse_args(argv)
    if args.docs:
        text = DOC.read_text(encoding="utf-8")
        new = rendered_doc(load_results(), text)
        if args.check:
            return 0 if new == text else 1
        DOC.write_text(new, encoding="utf-8")
        return 0
    ids = faults.rule_ids()
    if args.describe:
        results = load_results()
        for rule, entry in results.items():
            for key in ("description", "contradicts", "reuses"):
                entry.pop(key, None)
            results[rule] = describe(rule) | entry
        save_results(results)
        return 0
    if args.rules:
        unknown = [r for r in args.rules if r not in faults.FAULTS]
        if unknown:
            p.error(f"unknown rule id(s): {', '.join(unknown)}")
        rules = list(args.rules)
    elif args.all:
        rules = ids
    else:
        done = load_results()
        rules = [r for r in ids if r not in done]
    run(rules, args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
