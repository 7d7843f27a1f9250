"""``constantinopolis verify``: every book's scenarios and the scenario files against an engine.

The rulebook features and ``features/test_scenario_files.py`` run under pytest with
the plugin's options (:mod:`.plugin`); a :class:`Collector` records each scenario's
result, and :func:`build_report` folds them into one entry per book and inventory
item (example, FAQ answer, clarification, rule), with the book's own text of the
passage.  The report's format is ``docs/report.md``.
"""

from __future__ import annotations

import datetime as dt
import functools
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from constantinopolis.core.errors import ConstantinopolisError
from constantinopolis.core.rules import RULES
from constantinopolis.rulebooks import BOOKS, CODES, default_folder, inventory

try:
    import pytest
except ModuleNotFoundError as exc:  # an install without the test tools (a wheel): say what verify needs
    raise ConstantinopolisError(
        "constantinopolis verify runs the suite's rulebook features (features/) under pytest, and neither is "
        "installed here: run it from a checkout of the suite (bash .ci/setup.sh: an editable install with the "
        "test tools; docs/install.md)"
    ) from exc

from .driver import EngineFailure, NotSupported, Situation, close_driver, hello_differs, steps_sent
from .engine_options import as_arguments
from .expected import cite, cite_text, expected_by
from .judging import LEVELS, Mismatch
from .merge import exit_code, item_counts, parse_jobs, parse_shard, shard_of_item
from .meta import scenario_meta
from .plugin import FAILED_STEP
from .report import FORMAT as REPORT_FORMAT
from .report import REPORT_JSON, RESULTS, SEVERITY
from .untrusted import bounded, bounded_value, clean, plain

PROGRESS_ENV = "CONSTANTINOPOLIS_VERIFY_PROGRESS"  # set to 1 by verify --jobs for its children
PROGRESS_PREFIX = "@verify-progress "


def suite_root() -> Path:
    """The checkout holding ``features/`` (verify runs the suite's own files)."""
    root = Path(__file__).resolve().parents[4]  # engine/constantinopolis/suite/verify/run.py
    if not (root / "features" / "conftest.py").exists():
        raise FileNotFoundError(
            f"the rulebook features are not beside this engine ({root / 'features'}); "
            "verify runs from a checkout of the suite (bash .ci/setup.sh: pip install -e '.[test]'; docs/install.md)"
        )
    return root


# ----------------------------------------------------------------------------- one scenario
@dataclass
class ScenarioResult:
    book: str
    name: str
    file: str
    line: int
    edition: str
    tags: list[str]
    result: str
    judged: str | None = None
    duration_s: float = 0.0
    failed_step: str | None = None
    expected: Any = None
    got: Any = None
    message: str | None = None
    inventory: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    topic: str | None = None
    lines: list[str] = field(default_factory=list)
    run: str | None = None  # the edition forced on every book by --edition, if any
    expected_by: list[str] = field(default_factory=list)  # the rules the reference applied in the last action

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "file": self.file,
            "line": self.line,
            "edition": self.edition,
            "result": self.result,
            "judged": self.judged,
            "duration_s": round(self.duration_s, 4),
            "failed_step": self.failed_step,
            "expected": _plain(self.expected),
            "got": _plain(self.got),
            "message": self.message,
            "expected_by": [cite(rule, self.book) for rule in self.expected_by],
        }


def expected_by_line(result: ScenarioResult) -> str:
    """``expected by score.ties (en:730), end.final-round (en:685)``: the reference's rules of the failing step."""
    cites = [cite(rule, result.book) for rule in result.expected_by]
    return "expected by " + ", ".join(cite_text(c) for c in cites)


def _plain(value: Any) -> Any:
    return value if value is None or isinstance(value, (str, int, float, bool, list, dict)) else str(value)


def weakest(levels: Iterable[str | None]) -> str | None:
    """The weakest level at which any refusal was judged (lenient < mapped < strict)."""
    seen = [level for level in levels if level]
    return max(seen, key=LEVELS.index) if seen else None


class Collector:
    """A pytest plugin object: records every scenario's result and prints progress."""

    def __init__(
        self,
        root: Path,
        edition: str | None,
        out: TextIO | None,
        shard: tuple[int, int] | None = None,
        books: list[str] | None = None,
        hello: dict[str, Any] | None = None,
    ) -> None:
        self.root = root
        self.hello = hello  # the handshake the report describes (the run's first), which every process must answer
        self.edition = edition
        self.out = out  # progress goes here, when it is a terminal (or, for --jobs, to the parent)
        self.shard = shard  # (K, N): play only this machine's share of the items (merge.assign)
        self.machine = os.environ.get(PROGRESS_ENV) == "1"  # a --jobs child: progress as lines for the parent
        self.elsewhere: set[str] = set()  # "book/item id" of the items other shards play
        self.books = books  # the books verified (None: every scenario collected)
        self.results: list[ScenarioResult] = []
        self.problems: list[str] = []
        self.total = 0
        self.done = 0
        self.failing = 0

    # -- pytest hooks
    def pytest_configure(self, config: pytest.Config) -> None:
        """Failures' tracebacks as Python prints them (``--tb=native``, an option of the terminal plugin
        that verify leaves out): 4 times faster to format than pytest's own, which counts for a partial
        engine's hundreds of not-supported scenarios (failures under pytest)."""
        config.option.tbstyle = "native"

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        """Keep only the scenarios of the books verified (the scenario files and golden games of other
        books are collected too); with ``--shard K/N``, only this shard's (every scenario of an item
        in the same shard), each with its index in the whole collection as a JUnit property, for
        ``report merge``."""
        metas = [scenario_meta(item, self.root) for item in items]
        if self.books is not None:
            mine = [meta["book"] in self.books for meta in metas]
            if not all(mine):
                config.hook.pytest_deselected(items=[item for item, m in zip(items, mine, strict=True) if not m])
                metas = [meta for meta, m in zip(metas, mine, strict=True) if m]
                items[:] = [item for item, m in zip(items, mine, strict=True) if m]
        if self.shard is None:
            return
        from .merge import ORDER_PROPERTY, assign

        k, n = self.shard
        keys = [[f"{m['book']}/{i}" for i in item_ids(m["book"], m["inventory"], m["tags"])] for m in metas]
        shards = assign(keys, n)
        kept, dropped = [], []
        for index, (item, shard, ids) in enumerate(zip(items, shards, keys, strict=True)):
            if shard == k - 1:
                item.user_properties.append((ORDER_PROPERTY, str(index)))
                kept.append(item)
            else:
                dropped.append(item)
                self.elsewhere.update(ids)
        if dropped:
            config.hook.pytest_deselected(items=dropped)
            items[:] = kept

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.total = len(session.items)

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        """What the engine did that concerns the run rather than one scenario (``ProcessDriver.problems``)."""
        from .plugin import SETTINGS

        chosen = session.config.stash.get(SETTINGS, None)
        if chosen is not None and chosen.engine:
            driver = chosen.new_driver()
            found = list(getattr(driver, "problems", []))
            if self.hello:  # this pass's processes against the run's first handshake
                found += [hello_differs(self.hello, h) for h in getattr(driver, "hellos", []) if h != self.hello]
            self.problems += [p for p in dict.fromkeys(found) if p not in self.problems]

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.problems.append(f"{report.nodeid}: could not be collected: {report.longreprtext.strip()[-500:]}")

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
        outcome: Any = yield
        report: pytest.TestReport = outcome.get_result()
        if report.when == "call" or (report.when == "setup" and not report.passed):
            self.results.append(self.record(item, call, report))
            if report.failed:  # JUnit's and Cucumber's failure text: an engine's words, cut and escaped
                safe = clean(bounded(report.longreprtext))
                if safe != report.longreprtext:
                    report.longrepr = safe
            if self.results[-1].expected_by and report.failed:
                report.longrepr = f"{report.longreprtext}\n{expected_by_line(self.results[-1])}"  # JUnit, Cucumber
            self.done += 1
            self.failing += self.results[-1].result in ("fail", "error")
            self.progress(self.results[-1])

    # -- what a result means
    def record(self, item: pytest.Item, call: pytest.CallInfo[None], report: pytest.TestReport) -> ScenarioResult:
        from .plugin import TABLE

        meta = scenario_meta(item, self.root)
        table = item.stash.get(TABLE, None)
        edition = getattr(table, "edition", None) or self.edition or meta["book"]
        result, message, expected, got = classify(call, report, meta)
        if result == "not-supported" and FAILED_STEP in item.stash:
            message = f"{message}; the scenario stopped at: {item.stash[FAILED_STEP]}"
        expected_rules: list[str] = []
        actions = list(getattr(table, "actions", None) or [])
        # a failing check after no action is one of the set-up and the views; an engine that errs before any
        # action (it crashed, or refused the situation) is not expected by any rule
        wrong = result == "fail" or (result == "error" and bool(actions))
        if wrong and table is not None and getattr(table, "players", None):
            situation = Situation(table.players, table.edition, table.setup, table.components, table.options)
            expected_rules = expected_by(situation, actions)
        return ScenarioResult(
            book=meta["book"],
            name=meta["name"],
            file=meta["file"],
            line=meta["line"],
            edition=edition,
            tags=meta["tags"],
            result=result,
            judged=weakest(getattr(table, "judged", [])),
            duration_s=report.duration,
            failed_step=item.stash.get(FAILED_STEP, None) if result not in ("pass", "not-supported") else None,
            expected=bounded_value(expected),  # what the engine sent, quoted and never whole
            got=bounded_value(got),
            message=message if message is None else bounded(message),
            inventory=meta["inventory"],
            rules=sorted({t for t in meta["tags"] if t in RULES} | set(getattr(table, "refusals_checked", []))),
            topic=meta["topic"],
            lines=meta["lines"],
            run=self.edition,
            expected_by=expected_rules,
        )

    def progress(self, last: ScenarioResult) -> None:
        """One ``\\r`` line, rewritten in place: only on a terminal (a log gets no progress).  A ``--jobs``
        child writes a line for its parent instead (:data:`PROGRESS_ENV`), which draws the whole run's."""
        if self.machine and self.out is not None:
            line = {"done": self.done, "total": self.total, "failing": self.failing, "book": last.book}
            self.out.write(f"{PROGRESS_PREFIX}{json.dumps({**line, 'name': last.name[:60]})}\n")
            self.out.flush()
            return
        if self.out is None or not self.out.isatty():
            return
        end = "\n" if self.done == self.total else ""
        width = len(str(self.total))
        self.out.write(
            f"\r  [{self.done:>{width}}/{self.total}] {last.book}  failing so far: {self.failing:<4}"
            f" {last.name[:60]:<60}{end}"
        )
        self.out.flush()


def classify(call: pytest.CallInfo[None], report: pytest.TestReport, meta: dict[str, Any]) -> tuple[str, Any, Any, Any]:
    """(result, message, expected, got) of one scenario."""
    error = call.excinfo.value if call.excinfo is not None else None
    message = None if error is None else f"{type(error).__name__}: {error}"
    expected = getattr(error, "expected", None)
    got = getattr(error, "got", None)
    if isinstance(error, NotSupported):
        return "not-supported", f"not supported by the engine: {clean(str(error))}", None, None
    if isinstance(error, EngineFailure):  # a crash, hang or garbage is no reading of an unclear passage
        return "error", f"engine failure: {error}", None, None
    if "unclear" in meta["tags"] and (error is None or isinstance(error, AssertionError)):
        reason = meta.get("unclear") or "the rulebook is unclear here"
        how = "fails" if error is not None else "passes"
        return (
            "unclear",
            f"unclear: {reason} (the engine {how} this transcription: {message or 'no failure'})",
            expected,
            got,
        )
    if error is None:
        return ("pass" if report.passed else "error"), None, None, None
    if isinstance(error, (Mismatch, AssertionError)):
        return "fail", message, expected, got
    return "error", message, expected, got


# ----------------------------------------------------------------------------- items
def passage(rulebooks: Path | None, book: str, ranges: list[str]) -> str:
    """The book's own text of the line ranges (empty when the rulebooks are not at hand)."""
    if rulebooks is None:
        return ""
    lines = _book_lines(rulebooks / f"{book}.txt")
    parts = []
    for r in ranges:
        first, _, last = str(r).partition("-")
        if first.isdigit():
            parts.append("\n".join(lines[int(first) - 1 : int(last or first)]))
    return "\n[...]\n".join(parts)


@functools.cache
def _book_lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def item_ids(book: str, inventory_ids: list[str], tags: list[str]) -> list[str]:
    """The items a scenario belongs to: its inventory ids, else the item of its first rule tag (the tags
    alone: the same item ids whatever the engine does)."""
    tagged = [t for t in tags if t in RULES]
    return list(inventory_ids) or [f"{book}-rule-{tagged[0] if tagged else 'unnamed'}"]


def worst(results: Iterable[str]) -> str:
    seen = set(results)
    return next((r for r in SEVERITY if r in seen), "error")


def build_items(
    results: list[ScenarioResult],
    root: Path,
    books: list[str],
    rulebooks: Path | None,
    played: list[str] | None = None,
    selected_only: bool = False,
    shard: tuple[int, int] | None = None,
    passes: list[str | None] | None = None,
    elsewhere: set[str] | None = None,
) -> list[dict[str, Any]]:
    """One entry per (book, edition, inventory item or rule); with ``selected_only`` (a ``keyword``
    selection), only the items some scenario of which ran; with ``shard`` (K, N), only the items of
    that shard (those its scenarios belong to, and the items no scenario ran for that it reports).
    ``passes``: the editions forced on the run (default: those of the results).  ``elsewhere``: the
    ``book/id`` of the items other shards play.

    ``played``: the editions the engine says it plays (hello's ``editions``; None: all).  A
    scenario under another edition's preset is not supported, and does not lower its item's
    result when the item has scenarios under editions the engine plays."""
    elsewhere = elsewhere or set()
    grouped: dict[tuple[str, str | None, str], list[ScenarioResult]] = {}
    for r in results:
        for key in item_ids(r.book, r.inventory, r.tags):
            grouped.setdefault((r.book, r.run, key), []).append(r)
    items = []
    for book in books:
        entries = {e["id"]: e for e in inventory(root, book)}
        runs = sorted(passes or {ed for (b, ed, _) in grouped if b == book}, key=str) or [None]
        for edition in runs:
            others = sorted(k for (b, ed, k) in grouped if b == book and ed == edition and k not in entries)
            for item_id in [*entries, *others]:  # the book's inventory in its order, then rule items
                if (book, edition, item_id) not in grouped and (
                    selected_only
                    or f"{book}/{item_id}" in elsewhere
                    or (shard is not None and shard_of_item(item_id, shard[1]) != shard[0] - 1)
                ):
                    continue  # not selected by -k, played by another shard, or another shard reports it
                items.append(_item(book, edition, item_id, entries.get(item_id), grouped, rulebooks, played))
    return items


def _item(
    book: str,
    edition: str | None,
    item_id: str,
    entry: dict[str, Any] | None,
    grouped: dict[tuple[str, str | None, str], list[ScenarioResult]],
    rulebooks: Path | None,
    played: list[str] | None = None,
) -> dict[str, Any]:
    scenarios = grouped.get((book, edition, item_id), [])
    rules = sorted({rule for s in scenarios for rule in s.rules})
    if entry is not None:
        kind, lines, summary = str(entry.get("kind")), [str(x) for x in entry.get("lines", [])], entry.get("summary")
    else:
        kind = "rule"
        lines = sorted({x for s in scenarios for x in s.lines}, key=lambda x: (int(re.split(r"\D", x)[0] or 0), x))
        rule = item_id.removeprefix(f"{book}-rule-")
        summary = RULES[rule].summary if rule in RULES else None
    if all("scenario-file" in s.tags for s in scenarios) and scenarios and entry is None:
        kind = "scenario-file"
    for own in ("ruling", "game"):  # the rulings and the golden games: items of their own kinds
        if entry is None and f"{book}-{own}-" in item_id:
            kind, summary = own, scenarios[0].name if scenarios else item_id
    by_edition = {ed: worst(s.result for s in scenarios if s.edition == ed) for ed in _editions(scenarios)}
    counted = [s for s in scenarios if played is None or s.edition in played] or scenarios
    result = worst(s.result for s in counted) if scenarios else "error"
    return {
        "book": book,
        "id": item_id,
        "kind": kind,
        "topic": next((s.topic for s in scenarios if s.topic), None),
        "edition": edition or (scenarios[0].edition if scenarios else book),
        "summary": summary,
        "lines": lines,
        "text": passage(rulebooks, book, lines),
        "rules": rules,
        "result": result,
        **({"editions": by_edition} if len(by_edition) > 1 else {}),
        "judged": weakest(s.judged for s in scenarios),
        "scenarios": [s.to_dict() for s in scenarios]
        or [
            {
                "name": item_id,
                "file": f"features/{book}/inventory.yaml",
                "line": 1,
                "edition": book,
                "result": "error",
                "judged": None,
                "duration_s": 0,
                "failed_step": None,
                "expected": None,
                "got": None,
                "message": "no scenario of this item ran",
            }
        ],
    }


def _editions(scenarios: list[ScenarioResult]) -> list[str]:
    return sorted({s.edition for s in scenarios})


def summarize(items: list[dict[str, Any]], scenarios: list[ScenarioResult]) -> dict[str, int]:
    """Items by result, how many scenarios ran (a scenario may belong to several items), and how many
    of each the engine supports (every result but not-supported)."""
    counts = item_counts(items)
    counts["scenarios"] = len(scenarios)
    counts["supported_items"] = len(items) - counts["not-supported"]
    counts["supported_scenarios"] = sum(s.result != "not-supported" for s in scenarios)
    return counts


# ----------------------------------------------------------------------------- the run
@dataclass
class Verification:
    report: dict[str, Any]
    files: dict[str, Path]
    exit_code: int


def pytest_args(
    root: Path, books: list[str], options: dict[str, Any], edition: str | None, out: Path | None
) -> list[str]:
    """The pytest command line of one pass (one forced edition, or each book's own)."""
    args = [str(root / "features" / f"test_{b}.py") for b in books]
    args += [
        str(root / "features" / "test_scenario_files.py"),
        str(root / "features" / "test_golden_games.py"),
        "--rootdir",
        str(root),
        "-c",
        str(root / "pyproject.toml"),
    ]
    args += ["-p", "no:terminal", "-p", "no:cacheprovider", "-p", "no:randomly", "-W", "ignore"]
    args += as_arguments(options, "pytest")
    if options.get("keyword"):
        args += ["-k", str(options["keyword"])]
    if edition:
        args += ["--edition", edition]
    if out is not None:
        junit, cucumber = pass_files(out, edition)
        args += [f"--junitxml={junit}", f"--cucumberjson={cucumber}"]
    return args


def pass_files(out: Path, edition: str | None) -> tuple[Path, Path]:
    """The JUnit and Cucumber files one pass writes (``junit.xml``, or ``junit-fr.xml`` under ``--edition fr``)."""
    suffix = f"-{edition}" if edition else ""
    return out / f"junit{suffix}.xml", out / f"cucumber{suffix}.json"


def verify(
    engine: str | None = None,
    books: list[str] | None = None,
    editions: list[str] | None = None,
    refusals: str | None = None,
    refusal_map: str | None = None,
    step_timeout: float | None = None,
    report_dir: str | Path | None = None,
    rulebooks: str | Path | None = None,
    out: TextIO | None = None,
    partial: bool = False,
    startup_timeout: float | None = None,
    keyword: str | None = None,
    shard: str | None = None,
    jobs: int | str | None = None,
) -> Verification:
    """Run the suite against ``engine`` and build (and, with ``report_dir``, write) the report.

    ``partial``: the engine is partial on purpose, so not-supported items do not count against
    it (exit 0 when nothing fails or errs).  ``keyword``: only the scenarios a pytest ``-k``
    expression selects (the report then holds only their items).  ``shard`` (``"K/N"``): only this
    machine's share of the items (:mod:`.merge`); ``jobs`` (a number or ``"auto"``): that many shards
    in parallel processes, merged into the one report of the whole run."""
    from .plugin import settings_from_options

    root = suite_root()
    books = books or list(CODES)
    if rulebooks is not None and not Path(rulebooks).is_dir():
        raise ValueError(f"--rulebooks {rulebooks}: no such folder (it holds the books as en.txt, es.txt, ...)")
    share, workers = _split(shard, jobs)
    options = {
        "engine": engine,
        "refusals": refusals,
        "refusal_map": refusal_map,
        "step_timeout": step_timeout,
        "startup_timeout": startup_timeout,
        "keyword": keyword,
    }
    checked = settings_from_options(engine, None, refusals, refusal_map, step_timeout, startup_timeout)
    close_driver(checked.new_driver())  # it has shaken hands (its answers are kept); each pass starts its own
    book_dir = Path(rulebooks) if rulebooks else default_folder(root)
    target = Path(report_dir) if report_dir else None
    if target is not None:
        target.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    passes: list[str | None] = list(editions) if editions else [None]
    if workers > 1:
        arguments = {**options, "books": books, "editions": editions, "partial": partial, "rulebooks": rulebooks}
        return _run_jobs(workers, arguments, root, target, out, started)
    run = _Pass(root, books, options, passes, target, out, share)
    return _verify_here(run, checked, editions, partial, keyword, book_dir, started)


@dataclass
class _Pass:
    """What every pytest pass of one (unsharded or sharded) run shares."""

    root: Path
    books: list[str]
    options: dict[str, Any]
    passes: list[str | None]
    target: Path | None
    out: TextIO | None
    share: tuple[int, int] | None


def _verify_here(
    run: _Pass,
    checked: Any,
    editions: list[str] | None,
    partial: bool,
    keyword: str | None,
    book_dir: Path,
    started: float,
) -> Verification:
    """The passes in this process, and the report of what they played."""
    from constantinopolis.books.discrepancies import load_catalogue

    root, books, passes, target, share = run.root, run.books, run.passes, run.target, run.share
    steps_before = steps_sent()
    elsewhere: set[str] = set()
    hello = getattr(checked.new_driver(), "info", None) or None  # the handshake the report describes
    results, problems = _run_passes(root, books, run.options, passes, target, run.out, share, elsewhere, hello)
    steps = steps_sent() - steps_before
    engine_info = _engine_info(checked.new_driver())
    problems += [p for p in getattr(checked.new_driver(), "problems", []) if p not in problems]
    texts = book_dir if book_dir.is_dir() else None
    played = engine_info.get("editions")
    items = build_items(results, root, books, texts, played, bool(keyword), share, passes, elsewhere)
    summary = summarize(items, results)
    report = _report(engine_info, checked.judge.level, editions, started, summary, books, items, results, problems)
    report.update(
        partial=partial, keyword=keyword, steps=steps, **({"shard": f"{share[0]}/{share[1]}"} if share else {})
    )
    report["rulebooks"] = str(book_dir) if book_dir.is_dir() else None
    report["discrepancies"] = [d.to_dict() for d in load_catalogue()]
    report = plain(report)  # strict JSON, clean text: whatever the engine sent (the summary reads it too)
    files = _write_files(report, target, passes) if target is not None else {}
    return Verification(report, files, exit_code(report))


def _split(shard: str | None, jobs: int | str | None) -> tuple[tuple[int, int] | None, int]:
    """``--shard`` as (K, N) or None, and ``--jobs`` as a number of processes; a ValueError if wrong."""
    share = parse_shard(shard) if shard is not None else None
    workers = parse_jobs(jobs)
    if share is not None and workers > 1:
        raise ValueError(
            "--jobs and --shard cannot be combined: a machine of a CI matrix plays its --shard in one process"
        )
    return share, workers


def child_argv(arguments: dict[str, Any], shard: str, out: Path) -> list[str]:
    """The command line of one ``--jobs`` child: this run's options, ``--shard K/N``, its own report folder."""
    argv = [sys.executable, "-m", "constantinopolis", "verify", "--shard", shard, "--report", str(out)]
    argv += as_arguments(arguments, "verify")
    for name in ("keyword", "rulebooks"):
        if arguments.get(name) is not None:
            argv += [f"--{name}", str(arguments[name])]
    argv += ["--books", *arguments["books"]]
    if arguments.get("editions"):
        argv += ["--edition", *arguments["editions"]]
    if arguments.get("partial"):
        argv.append("--partial")
    return argv


@dataclass
class _Child:
    shard: str
    folder: Path
    proc: subprocess.Popen[str]
    progress: dict[str, int] = field(default_factory=dict)
    passes: int = 0
    said: list[str] = field(default_factory=list)  # what it wrote to stderr that is not progress


def _run_jobs(
    workers: int, arguments: dict[str, Any], root: Path, target: Path | None, out: TextIO | None, started: float
) -> Verification:
    """``--jobs N``: N children, each ``verify --shard k/N`` with its own engine process, merged as
    ``report merge`` merges a CI matrix's shards.  Their progress is drawn as one line (on a terminal)."""
    from .merge import MergeError, merge_dirs

    books, editions = arguments["books"], arguments["editions"]
    if out is not None:
        how = f" under the {', '.join(editions)} preset(s)" if editions else ""
        out.write(f"verifying {', '.join(books)}{how} in {workers} processes ...\n")
    scratch = Path(tempfile.mkdtemp(prefix="constantinopolis-jobs-"))
    env = {**os.environ, PROGRESS_ENV: "1"}
    children: list[_Child] = []
    try:
        for k in range(1, workers + 1):
            folder = scratch / f"shard-{k}"
            argv = child_argv(arguments, f"{k}/{workers}", folder)
            proc = subprocess.Popen(
                argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env, cwd=os.getcwd()
            )
            children.append(_Child(f"{k}/{workers}", folder, proc))
        lock = threading.Lock()
        readers = [threading.Thread(target=_read_child, args=(c, children, lock, out), daemon=True) for c in children]
        for reader in readers:
            reader.start()
        try:
            for child in children:
                child.proc.wait()
        except KeyboardInterrupt:  # the children got the Ctrl-C too: they write the report of what ran
            for child in children:
                child.proc.wait()
        for reader in readers:
            reader.join()
        if out is not None and out.isatty():
            out.write("\n")
        for child in children:
            if child.proc.returncode not in (0, 1, 130) or not (child.folder / REPORT_JSON).exists():
                said = "".join(child.said).strip()[-2000:]
                raise RuntimeError(f"verify --shard {child.shard} failed (exit {child.proc.returncode}): {said}")
        try:
            merged = merge_dirs([c.folder for c in children], target, root)
        except MergeError as exc:
            raise RuntimeError(f"the --jobs shards could not be merged: {exc}") from None
    finally:
        for child in children:
            if child.proc.poll() is None:
                child.proc.kill()
                child.proc.wait()
        shutil.rmtree(scratch, ignore_errors=True)
    report = merged.report
    report["duration_s"] = round(time.monotonic() - started, 2)  # the wall time; the shards' are under merged
    if target is not None:
        from .report import write_report_files

        write_report_files(report, target)
    return Verification(report, merged.files, merged.exit_code)


def _read_child(child: _Child, children: list[_Child], lock: threading.Lock, out: TextIO | None) -> None:
    """Read one child's stderr: its progress lines update the whole run's line, the rest is kept."""
    assert child.proc.stderr is not None
    for line in child.proc.stderr:
        if not line.startswith(PROGRESS_PREFIX):
            child.said.append(line)
            continue
        try:
            state = json.loads(line.removeprefix(PROGRESS_PREFIX))
        except ValueError:
            continue
        with lock:
            if state["done"] < child.progress.get("done", 0):  # a new pass (--edition fr es)
                child.passes += child.progress.get("total", 0)
            child.progress = state
            if out is None or not out.isatty():
                continue
            done = sum(c.passes + c.progress.get("done", 0) for c in children)
            total = sum(c.passes + c.progress.get("total", 0) for c in children)
            failing = sum(c.progress.get("failing", 0) for c in children)
            width = len(str(total))
            out.write(
                f"\r  [{done:>{width}}/{total}] {state['book']}  failing so far: {failing:<4}"
                f" {str(state['name'])[:60]:<60}"
            )
            out.flush()


def _write_files(report: dict[str, Any], target: Path, passes: list[str | None]) -> dict[str, Path]:
    """Write the report's JSON and HTML; the paths of those and of the JUnit/Cucumber files this run wrote."""
    from .report import write_report_files

    files = write_report_files(report, target)
    for edition in passes:
        files.update({p.stem: p for p in pass_files(target, edition) if p.exists()})
    return files


def _run_passes(
    root: Path,
    books: list[str],
    options: dict[str, Any],
    passes: list[str | None],
    target: Path | None,
    out: TextIO | None,
    shard: tuple[int, int] | None = None,
    elsewhere: set[str] | None = None,
    hello: dict[str, Any] | None = None,
) -> tuple[list[ScenarioResult], list[str]]:
    """One pytest run per pass (a forced edition, or None: each book's own); the results and problems."""
    results: list[ScenarioResult] = []
    problems: list[str] = []
    for edition in passes:
        if out is not None and os.environ.get(PROGRESS_ENV) != "1":
            share = f" (shard {shard[0]}/{shard[1]})" if shard else ""
            out.write(f"verifying {', '.join(books)}{f' under the {edition} preset' if edition else ''}{share} ...\n")
        if target is not None:  # an earlier run's files must not pass for this run's
            for stale in pass_files(target, edition):
                stale.unlink(missing_ok=True)
        collector = Collector(root, edition, out, shard, books, hello)
        code = pytest.main(pytest_args(root, books, options, edition, target), plugins=[collector])
        if code in (pytest.ExitCode.USAGE_ERROR, pytest.ExitCode.INTERNAL_ERROR):
            raise RuntimeError(f"pytest could not run the suite (exit {int(code)}); see above")
        results += [r for r in collector.results if r.book in books]
        if elsewhere is not None:
            elsewhere |= collector.elsewhere
        problems += [p for p in collector.problems if p not in problems]
    return results, problems


def _engine_info(probe: Any) -> dict[str, Any]:
    """What the report says about the engine, from a driver started for the purpose (closed afterwards)."""
    from .driver import describe

    engine_info = describe(probe)
    close_driver(probe)
    return engine_info


def _report(
    engine_info: dict[str, Any],
    refusals: str,
    editions: list[str] | None,
    started: float,
    summary: dict[str, int],
    books: list[str],
    items: list[dict[str, Any]],
    results: list[ScenarioResult],
    problems: list[str],
) -> dict[str, Any]:
    """The report (docs/report.md) up to its ``rulebooks`` and ``discrepancies``, which the caller adds."""
    return {
        "format": REPORT_FORMAT,
        "generated": dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "engine": engine_info,
        "refusals": refusals,
        "editions": editions or None,
        "duration_s": round(time.monotonic() - started, 2),
        "summary": summary,
        "books": [
            {
                "book": b,
                "language": BOOKS[b].native if b in BOOKS else b,
                "summary": summarize([i for i in items if i["book"] == b], [r for r in results if r.book == b]),
            }
            for b in books
        ],
        "items": items,
        "problems": problems,
    }


def format_summary(v: Verification) -> str:
    """The terminal summary: counts per book, then every item that did not pass (with ``--partial``,
    every item that fails or errs, and how many are not supported).  Every text an engine could have
    put there is shown on one line with its control characters escaped."""
    report: dict[str, Any] = v.report
    partial = bool(report.get("partial"))
    out = [f"engine: {_one(report['engine'].get('spec'))}  (refusals judged {report['refusals']})"]
    names = [f"{b['book']} {b['language']}" for b in report["books"]]
    w = max([10, *(len(n) + 1 for n in names)])  # "fr Français" is 11 wide: every column stays aligned
    header = f"  {'book':<{w}}{'items':>6}" + "".join(f"{r:>15}" for r in RESULTS)
    out.append(header)
    for name, b in zip(names, report["books"], strict=True):
        s = b["summary"]
        out.append(f"  {name:<{w}}{s['items']:>6}" + "".join(f"{s[r]:>15}" for r in RESULTS))
    s = report["summary"]
    out.append(f"  {'all':<{w}}{s['items']:>6}" + "".join(f"{s[r]:>15}" for r in RESULTS))
    out.append(f"  {s['scenarios']} scenarios in {report['duration_s']:.1f} s{_steps(report)}")
    if report.get("shard"):
        out.append(
            f"  shard {report['shard']}: this machine's share of the items (merge: constantinopolis report merge)"
        )
    shown = ("fail", "error") if partial else ("fail", "error", "unclear", "not-supported")
    for item in report["items"]:
        if item["result"] not in shown:
            continue
        rules = ", ".join(item["rules"]) or "-"
        where = f"{item['book']}:{','.join(item['lines'])}"
        out.append(f"{item['result'].upper():>13}  {item['id']} [{item['edition']}] rules: {rules}  {where}")
        for sc in item["scenarios"]:
            if sc["result"] != "pass":
                out.append(f"               {sc['file']}:{sc['line']}  {_one(sc['name'])[:90]}")
                if sc["failed_step"]:
                    out.append(f"                 step: {_one(sc['failed_step'])[:200]}")
                if sc["message"]:
                    out.append(f"                 {_one(sc['message'].splitlines()[0] if sc['message'] else '')[:200]}")
                if sc.get("expected_by"):
                    cites = ", ".join(cite_text(c) for c in sc["expected_by"])
                    out.append(f"                 expected by {_one(cites)[:300]}")
    for p in report["problems"]:
        out.append(f"PROBLEM: {_one(p)[:500]}")
    for name, path in v.files.items():
        out.append(f"  wrote {name}: {path}")
    if partial:
        out.append(_partial_line(s))
    out.append("verified: every item passes" if v.exit_code == 0 and not partial else _verdict(v, partial))
    return "\n".join(out)


def _steps(report: dict[str, Any]) -> str:
    """``, 41,310 requests to the engine (4,520 steps/s)`` when the report counts them."""
    steps, seconds = report.get("steps"), report.get("duration_s")
    if not isinstance(steps, int) or not steps:
        return ""
    rate = f" ({steps / seconds:,.0f} steps/s)" if isinstance(seconds, (int, float)) and seconds > 0 else ""
    return f", {steps:,} requests to the engine{rate}"


def _one(text: Any) -> str:
    return clean(str(text), newlines=False)


def _partial_line(s: dict[str, int]) -> str:
    bad = s["fail"] + s["error"]
    how = "all of them pass" if not bad else f"{bad} of them fail or err"
    return (
        f"partial engine: {s['supported_items']} of {s['items']} items supported "
        f"({s['supported_scenarios']} of {s['scenarios']} scenarios); {how}"
    )


def _verdict(v: Verification, partial: bool) -> str:
    if v.exit_code == 0:
        return "verified (partial): every supported item passes"
    return "verified: NOT every item passes" + (
        " (partial: a supported item fails or errs, or a problem)" if partial else ""
    )


def main_verify(args: Any) -> int:
    """The CLI entry (``constantinopolis verify``)."""
    try:
        v = verify(
            engine=args.engine,
            books=args.books,
            editions=args.edition,
            refusals=args.refusals,
            refusal_map=args.refusal_map,
            step_timeout=args.step_timeout,
            report_dir=args.report,
            rulebooks=args.rulebooks,
            out=sys.stderr if not args.quiet else None,
            partial=args.partial,
            startup_timeout=args.startup_timeout,
            keyword=args.keyword,
            shard=args.shard,
            jobs=args.jobs,
        )
    except (ValueError, FileNotFoundError, RuntimeError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(format_summary(v))
    return v.exit_code


def main_merge(args: Any) -> int:
    """``constantinopolis report merge DIR ... --report OUT``."""
    from .merge import format_fuzz, merge_dirs

    try:
        root: Path | None = suite_root()
    except FileNotFoundError:
        root = None
    merged = merge_dirs(args.dirs, args.report, root)
    lines = []
    if merged.report.get("items") or "fuzz" not in merged.report:
        lines.append(format_summary(Verification(merged.report, merged.files, merged.exit_code)))
    else:
        lines += [f"  wrote {name}: {path}" for name, path in merged.files.items()]
    if isinstance(merged.report.get("fuzz"), dict):
        lines.append(format_fuzz(merged.report["fuzz"]))
    info = merged.report["merged"]
    lines.append(
        f"merged {info['shards']} shard(s): longest {merged.report['duration_s']:.1f} s, "
        f"{info['duration_sum_s']:.1f} s in all"
    )
    print("\n".join(lines))
    return merged.exit_code
