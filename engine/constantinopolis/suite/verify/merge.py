"""Shards and their merge: ``verify --shard K/N``, ``verify --jobs N`` and ``constantinopolis report merge``.

A run is split by **item**: every scenario of an item is played by the same shard.  A scenario may
belong to several items (an example's scenario is tagged with each item it shows), so the items are
first joined into groups that share a scenario, and the groups are dealt to the shards by
:func:`assign`: largest first, each to the shard with the fewest scenarios so far (ties: the lower
group key, the lower shard).  The split depends only on what pytest collected, so every machine
given the same options computes the same split without talking to the others.

:func:`merge_dirs` reads each shard's ``report.json`` (untrusted: any problem is a :class:`MergeError`
naming the file), checks that the shards belong to one run, and writes the report the unsharded run
would have written: the items in the unsharded order, the summary and the books' counts recomputed,
the problems joined, and the JUnit and Cucumber files joined in collection order.  A fuzz section
(``"fuzz"``, written by ``constantinopolis fuzz``) is merged from its JSON shape alone.
"""

from __future__ import annotations

import copy
import datetime as dt
import json
import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from constantinopolis.core.errors import ConstantinopolisError
from constantinopolis.rulebooks import inventory

from .report import FORMAT, REPORT_JSON, RESULTS
from .untrusted import clean

SHARD = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")
ORDER_PROPERTY = "constantinopolis-collected"  # a shard's JUnit test case: its index in the whole collection


class MergeError(ConstantinopolisError):
    """Shard reports that cannot be merged: the message names the file and what differs."""


# ----------------------------------------------------------------------------- the split
def parse_shard(text: str) -> tuple[int, int]:
    """``"2/3"`` -> ``(2, 3)``; a ValueError in one sentence for anything else."""
    match = SHARD.match(str(text))
    if not match:
        raise ValueError(f"--shard {text!r}: expected K/N, this machine's share K of N shards (1/2, 2/2)")
    k, n = int(match.group(1)), int(match.group(2))
    if n < 1:
        raise ValueError(f"--shard {text}: N, the number of shards, must be at least 1")
    if not 1 <= k <= n:
        raise ValueError(f"--shard {text}: K must be from 1 to N, so 1/{n} to {n}/{n}")
    return k, n


def parse_jobs(jobs: int | str | None) -> int:
    """``--jobs``: a number from 1, or ``auto`` (the CPU count); a ValueError in one sentence otherwise."""
    if jobs is None:
        return 1
    if str(jobs).strip().lower() == "auto":
        return os.cpu_count() or 1
    try:
        value = int(str(jobs))
    except ValueError:
        raise ValueError(f"--jobs {jobs!r}: expected a number of processes (1, 2, ...) or auto") from None
    if value < 1:
        raise ValueError(f"--jobs {jobs}: expected at least 1 process (or auto: the CPU count)")
    return value


def assign(scenarios: Sequence[Iterable[str]], shards: int) -> list[int]:
    """The shard (0-based) of each scenario, given the item ids each belongs to.

    Items that share a scenario form one group, which goes whole to one shard (largest group first,
    to the shard with the fewest scenarios so far)."""
    parent: dict[str, str] = {}

    def find(key: str) -> str:
        while parent.setdefault(key, key) != key:
            parent[key] = parent[parent[key]]
            key = parent[key]
        return key

    keyed = [sorted(set(keys)) or [f"#{i}"] for i, keys in enumerate(scenarios)]
    for keys in keyed:
        for other in keys[1:]:
            a, b = find(keys[0]), find(other)
            if a != b:
                parent[max(a, b)] = min(a, b)
    weight: dict[str, int] = {}
    for keys in keyed:
        root = find(keys[0])
        weight[root] = weight.get(root, 0) + 1
    load = [0] * shards
    group_shard: dict[str, int] = {}
    for root in sorted(weight, key=lambda r: (-weight[r], r)):
        target = min(range(shards), key=lambda s: (load[s], s))
        group_shard[root] = target
        load[target] += weight[root]
    return [group_shard[find(keys[0])] for keys in keyed]


def shard_of_item(item_id: str, shards: int) -> int:
    """The shard (0-based) of an item no scenario ran for (an inventory entry without scenarios): a
    stable hash of its id, so that exactly one shard reports it."""
    return sum(item_id.encode("utf-8")) % shards


# ----------------------------------------------------------------------------- reading the shards
@dataclass
class Shard:
    path: Path  # its report.json
    report: dict[str, Any]
    k: int
    n: int

    @property
    def folder(self) -> Path:
        return self.path.parent


def read_shard(folder: str | Path) -> Shard:
    """One shard's report (DIR/report.json, or the file itself); a MergeError naming it if unusable."""
    path = Path(folder)
    if path.is_dir():
        path = path / REPORT_JSON
    if not path.is_file():
        raise MergeError(f"{path}: no such report (a shard's folder holds the report.json that verify --report wrote)")
    try:
        text = path.read_text(encoding="utf-8")
        report = json.loads(text, parse_constant=_no_constant)
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise MergeError(f"{path}: not a readable JSON report: {clean(str(exc))[:300]}") from None
    if not isinstance(report, dict):
        raise MergeError(f"{path}: not a report (a JSON object), but {type(report).__name__}")
    if report.get("format") != FORMAT:
        raise MergeError(
            f"{path}: not a compliance report (format {clean(repr(report.get('format')))[:80]}, expected {FORMAT})"
        )
    for key, kind in (("items", list), ("books", list), ("problems", list), ("summary", dict), ("engine", dict)):
        if key in report and not isinstance(report[key], kind):
            raise MergeError(f"{path}: {key!r} is not a JSON {kind.__name__}")
    needed = ("engine", "refusals", "books", "items", "summary") if "fuzz" not in report else ("engine",)
    missing = [key for key in needed if key not in report]
    if missing:
        raise MergeError(f"{path}: not a whole report: no {', '.join(repr(k) for k in missing)}")
    for i, book in enumerate(report.get("books", [])):
        if not isinstance(book, dict) or not all(isinstance(book.get(k), str) for k in ("book", "language")):
            raise MergeError(f"{path}: book {i} is not an object with a book and a language")
    for i, item in enumerate(report.get("items", [])):
        problem = _item_problem(item)
        if problem:
            raise MergeError(
                f"{path}: item {i} ({clean(str(item.get('id') if isinstance(item, dict) else ''))[:80]}) {problem}"
            )
    fuzz = report.get("fuzz")
    if fuzz is not None and not isinstance(fuzz, dict):
        raise MergeError(f"{path}: 'fuzz' is not a JSON object")
    shard = report.get("shard")
    if shard is None and isinstance(fuzz, dict):
        shard = fuzz.get("shard")
    try:
        k, n = parse_shard(shard) if shard is not None else (1, 1)
    except ValueError:
        raise MergeError(f"{path}: its shard {clean(repr(shard))[:40]} is not K/N") from None
    return Shard(path, report, k, n)


def _item_problem(item: Any) -> str | None:
    """What is wrong with an item of a shard's report (docs/report.md, #/$defs/item), or None."""
    if not isinstance(item, dict):
        return "is not a JSON object"
    for key, kinds in (("id", str), ("book", str), ("edition", (str, type(None))), ("kind", (str, type(None)))):
        if not isinstance(item.get(key), kinds):
            return f"has no valid {key!r}"
    if item.get("result") not in RESULTS:
        return "has no valid 'result'"
    for key in ("rules", "lines"):
        if not isinstance(item.get(key, []), list) or not all(isinstance(x, str) for x in item.get(key, [])):
            return f"has no valid {key!r} (a list of strings)"
    scenarios = item.get("scenarios")
    if not isinstance(scenarios, list):
        return "has no 'scenarios' list"
    for s in scenarios:
        if not isinstance(s, dict) or s.get("result") not in RESULTS or not isinstance(s.get("line"), int):
            return "has a scenario that is not an object with a result and a line"
        if not all(isinstance(s.get(k), str) for k in ("name", "file")):
            return "has a scenario without a name and a file"
        if not all(isinstance(s.get(k), (str, type(None))) for k in ("message", "failed_step")):
            return "has a scenario whose message or failed step is not text"
    return None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _what(report: dict[str, Any]) -> dict[str, Any]:
    """What every shard of one run shares (docs/cli.md, ``report merge``)."""
    engine = report.get("engine") or {}
    fuzz = report.get("fuzz") if isinstance(report.get("fuzz"), dict) else None
    return {
        "engine command": engine.get("spec"),
        "engine": {k: v for k, v in engine.items() if k != "problem"},
        "books": [b.get("book") if isinstance(b, dict) else b for b in report.get("books") or []],
        "editions": report.get("editions"),
        "refusals level": report.get("refusals"),
        "keyword (-k)": report.get("keyword"),
        "partial": report.get("partial"),
        "kind (verify or fuzz)": "fuzz" if fuzz is not None else "verify",
        "fuzz seed": fuzz.get("seed") if fuzz is not None else None,
    }


def engine_problems(shards: list[Shard]) -> list[str]:
    """The shards whose engine, run by the same command (checked by :func:`check_shards`), described itself
    otherwise in its hello than the first shard's (a version that is its process id, a build that changed
    between machines): a problem of the run, which is still merged."""
    first = _what(shards[0].report)["engine"]
    return [
        f"shard {shard.k}/{shard.n}: the engine described itself otherwise in its hello: "
        f"{clean(json.dumps(_what(shard.report)['engine']))[:200]} against {clean(json.dumps(first))[:200]}"
        for shard in shards[1:]
        if _what(shard.report)["engine"] != first
    ]


def check_shards(shards: list[Shard]) -> None:
    """One run's shards, each once, none missing; else a MergeError naming the files and what differs."""
    if not shards:
        raise MergeError("no shard to merge")
    first = shards[0]
    base = _what(first.report)
    for shard in shards[1:]:
        if shard.n != first.n:
            raise MergeError(
                f"{shard.path}: shard {shard.k}/{shard.n}, but {first.path} is {first.k}/{first.n}: "
                "different shard counts"
            )
        mine = _what(shard.report)
        for key, value in base.items():
            if key == "engine" and mine["engine command"] == base["engine command"]:
                continue  # the same command, which said otherwise in its hello: a problem (engine_problems)
            if mine[key] != value:
                raise MergeError(
                    f"{shard.path}: different {key} from {first.path}: "
                    f"{clean(json.dumps(mine[key]))[:200]} against {clean(json.dumps(value))[:200]}"
                )
    seen: dict[int, Path] = {}
    for shard in shards:
        if shard.k in seen:
            raise MergeError(f"{shard.path}: shard {shard.k}/{shard.n} twice (also {seen[shard.k]})")
        seen[shard.k] = shard.path
    missing = [str(k) for k in range(1, first.n + 1) if k not in seen]
    if missing:
        raise MergeError(
            f"shard(s) {', '.join(f'{k}/{first.n}' for k in missing)} missing (given: "
            f"{', '.join(f'{s.k}/{s.n} {s.path}' for s in shards)})"
        )


# ----------------------------------------------------------------------------- merging
@dataclass
class Merged:
    report: dict[str, Any]
    files: dict[str, Path]
    exit_code: int


def merge_dirs(folders: Sequence[str | Path], out: str | Path | None, root: Path | None = None) -> Merged:
    """Merge the shards' reports in ``folders`` into the report of the whole run, written (all four
    formats) in ``out`` when it is given.  ``root``: the suite's checkout, for the books' item order."""
    shards = sorted((read_shard(f) for f in folders), key=lambda s: s.k)
    check_shards(shards)
    report = merge_reports(shards, root)
    files: dict[str, Path] = {}
    if out is not None:
        from .report import write_report_files

        target = Path(out)
        files = write_report_files(report, target)
        files.update(merge_test_files(shards, target))
    return Merged(report, files, exit_code(report))


def exit_code(report: dict[str, Any]) -> int:
    """The exit status of verify, fuzz and a merge, from the report: 1 when an item fails or errs (or is
    not supported, unless partial), a problem, or a fuzz divergence; else 0."""
    s = report.get("summary") or {}
    bad = (
        int(s.get("fail", 0))
        + int(s.get("error", 0))
        + (0 if report.get("partial") else int(s.get("not-supported", 0)))
    )
    fuzz = report.get("fuzz")
    diverged = bool(fuzz.get("divergences")) if isinstance(fuzz, dict) else False
    return 1 if bad or report.get("problems") or diverged else 0


def merge_reports(shards: list[Shard], root: Path | None = None) -> dict[str, Any]:
    """The whole run's report from its shards' (already checked by :func:`check_shards`)."""
    first = shards[0].report
    books = [b.get("book") for b in first.get("books") or [] if isinstance(b, dict)]
    seen: dict[tuple[str, Any, str], Path] = {}
    items: list[dict[str, Any]] = []
    forced = bool(first.get("editions"))
    for shard in shards:
        for item in shard.report.get("items", []):
            key = (item["book"], item.get("edition") if forced else None, item["id"])
            if key in seen:
                raise MergeError(f"{shard.path}: item {item['id']} ({item.get('edition')}) is also in {seen[key]}")
            seen[key] = shard.path
            items.append(item)
    items.sort(key=_item_order(books, root, forced))
    report = copy.deepcopy({k: v for k, v in first.items() if k not in ("shard", "items", "books", "summary")})
    report["generated"] = dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    durations = [_number(s.report.get("duration_s")) for s in shards]
    report["duration_s"] = round(max(durations), 2)
    report["merged"] = {
        "shards": len(shards),
        "durations_s": durations,
        "duration_sum_s": round(sum(durations), 2),
    }
    if any("steps" in s.report for s in shards):
        report["steps"] = sum(int(_number(s.report.get("steps"))) for s in shards)
    report["summary"] = _counts(items, [s.report.get("summary") for s in shards])
    report["books"] = [
        {
            **{k: v for k, v in b.items() if k != "summary"},
            "summary": _counts(
                [i for i in items if i["book"] == b.get("book")],
                [_book_summary(s.report, b.get("book")) for s in shards],
            ),
        }
        for b in first.get("books") or []
        if isinstance(b, dict)
    ]
    report["items"] = items
    problems: list[Any] = []
    for shard in shards:
        problems += [p for p in shard.report.get("problems") or [] if p not in problems]
    report["problems"] = problems + engine_problems(shards)
    if isinstance(first.get("fuzz"), dict):
        report["fuzz"] = merge_fuzz(shards)
    # the rest (format, engine, refusals, editions, partial, keyword, rulebooks, discrepancies) is the first's
    ordered = {k: report[k] for k in first if k in report and k != "shard"}
    return {**ordered, **report}


def _number(value: Any) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


def _book_summary(report: dict[str, Any], book: Any) -> Any:
    return next(
        (b.get("summary") for b in report.get("books") or [] if isinstance(b, dict) and b.get("book") == book), None
    )


def item_counts(items: list[dict[str, Any]]) -> dict[str, int]:
    """How many items, and how many of each result (a run's, a shard's or a merge's summary)."""
    counts = {"items": len(items), **{r: 0 for r in RESULTS}}
    for item in items:
        counts[item["result"]] += 1
    return counts


def _counts(items: list[dict[str, Any]], summaries: Iterable[Any]) -> dict[str, int]:
    """Items by result (recounted), and the scenarios the shards ran (summed: each ran once)."""
    counts = item_counts(items)
    given = [s for s in summaries if isinstance(s, dict)]
    counts["scenarios"] = sum(int(_number(s.get("scenarios"))) for s in given)
    counts["supported_items"] = len(items) - counts["not-supported"]
    counts["supported_scenarios"] = sum(int(_number(s.get("supported_scenarios"))) for s in given)
    return counts


def _item_order(books: list[Any], root: Path | None, forced: bool) -> Any:
    """The unsharded run's order: book, forced edition, the book's inventory order, then the other ids."""
    positions: dict[str, dict[str, int]] = {}
    if root is not None:
        for book in books:
            try:
                entries = inventory(root, str(book))
                positions[str(book)] = {str(e["id"]): i for i, e in enumerate(entries)}
            except (OSError, ValueError, KeyError, TypeError, AttributeError, yaml.YAMLError):
                positions[str(book)] = {}

    def key(item: dict[str, Any]) -> tuple[int, str, int, str]:
        book = item["book"]
        where = books.index(book) if book in books else len(books)
        position = positions.get(book, {}).get(item["id"])
        edition = str(item.get("edition")) if forced else ""
        return (where, edition, position if position is not None else 1 << 30, item["id"] if position is None else "")

    return key


def merge_fuzz(shards: list[Shard]) -> dict[str, Any]:
    """The fuzz sections summed: games, steps and probes added, divergences joined in shard order."""
    sections = [s.report.get("fuzz") or {} for s in shards]
    merged = copy.deepcopy({k: v for k, v in sections[0].items()})
    for key in ("games", "steps", "probes"):
        merged[key] = sum(int(_number(f.get(key))) for f in sections)
    durations = [_number(f.get("duration_s")) for f in sections]
    merged["duration_s"] = round(max(durations), 2)
    merged["shard"] = None
    divergences: list[Any] = []
    for shard, section in zip(shards, sections, strict=True):
        found = section.get("divergences") or []
        if not isinstance(found, list):
            raise MergeError(f"{shard.path}: fuzz.divergences is not a list")
        divergences += found
    merged["divergences"] = divergences
    return merged


# ----------------------------------------------------------------------------- JUnit and Cucumber
def merge_test_files(shards: list[Shard], out: Path) -> dict[str, Path]:
    """Join the shards' ``junit*.xml`` and ``cucumber*.json`` (one pair per edition pass) into ``out``."""
    written: dict[str, Path] = {}
    names = sorted({p.name for s in shards for p in s.folder.glob("junit*.xml")})
    for name in names:
        order = merge_junit([s.folder / name for s in shards], out / name)
        written[Path(name).stem] = out / name
        cucumber = name.replace("junit", "cucumber").removesuffix(".xml") + ".json"
        parts = [s.folder / cucumber for s in shards if (s.folder / cucumber).exists()]
        if parts:
            merge_cucumber(parts, out / cucumber, order)
            written[Path(cucumber).stem] = out / cucumber
    return written


def merge_junit(paths: list[Path], out: Path) -> dict[str, int]:
    """One test suite of every shard's test cases, in the whole collection's order (each shard's test
    cases carry their index as the property ``constantinopolis-collected``, left out here); the totals
    recounted.  Returns the order: test name -> index."""
    cases: list[tuple[int, int, ET.Element]] = []
    suite_attrs: dict[str, str] = {}
    for n, path in enumerate(paths):
        if not path.exists():
            continue
        try:
            tree = ET.parse(path)
        except (ET.ParseError, OSError) as exc:
            raise MergeError(f"{path}: not readable JUnit XML: {exc}") from None
        for suite in tree.getroot().iter("testsuite"):
            suite_attrs = suite_attrs or dict(suite.attrib)
            for case in suite.findall("testcase"):
                cases.append((_collected(case), n, case))
    cases.sort(key=lambda c: (c[0], c[1]))
    root = ET.Element("testsuites", name="pytest tests")
    suite = ET.SubElement(root, "testsuite", suite_attrs or {"name": "pytest"})
    counts = {"errors": 0, "failures": 0, "skipped": 0, "tests": 0}
    time = 0.0
    order: dict[str, int] = {}
    for index, _, case in cases:
        suite.append(case)
        counts["tests"] += 1
        counts["failures"] += case.find("failure") is not None
        counts["errors"] += case.find("error") is not None
        counts["skipped"] += case.find("skipped") is not None
        time += _number(_float(case.get("time")))
        order.setdefault(str(case.get("name")), index)
    suite.attrib.update({k: str(v) for k, v in counts.items()})
    suite.set("time", f"{time:.3f}")
    ET.ElementTree(root).write(out, encoding="utf-8", xml_declaration=True)
    return order


def _collected(case: ET.Element) -> int:
    """A shard's test case's index in the collection (its property, then removed), or a large number."""
    index = 1 << 30
    for props in case.findall("properties"):
        for prop in props.findall("property"):
            if prop.get("name") == ORDER_PROPERTY:
                index = int(_float(prop.get("value")))
                props.remove(prop)
        if not len(props):
            case.remove(props)
    return index


def _float(text: str | None) -> float:
    try:
        return float(text or 0)
    except ValueError:
        return 0.0


def merge_cucumber(paths: list[Path], out: Path, order: dict[str, int]) -> None:
    """One feature per feature file, its scenarios from every shard in collection order (``order``:
    the JUnit test names' indexes)."""
    features: dict[str, dict[str, Any]] = {}
    for path in paths:
        try:
            data = json.loads(path.read_text(encoding="utf-8"), parse_constant=_no_constant)
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            raise MergeError(f"{path}: not readable Cucumber JSON: {clean(str(exc))[:300]}") from None
        if not isinstance(data, list) or not all(isinstance(f, dict) for f in data):
            raise MergeError(f"{path}: not Cucumber JSON (a list of features)")
        for feature in data:
            uri = str(feature.get("uri"))
            if uri not in features:
                features[uri] = {**feature, "elements": []}
            features[uri]["elements"] += [e for e in feature.get("elements") or [] if isinstance(e, dict)]
    big = 1 << 30

    def rank(element: dict[str, Any]) -> tuple[int, int]:
        return (order.get(str(element.get("id")), big), int(_number(element.get("line"))))

    for feature in features.values():
        feature["elements"].sort(key=rank)
    merged = sorted(features.values(), key=lambda f: min((rank(e) for e in f["elements"]), default=(big, 0)))
    out.write_text(json.dumps(merged, indent=4), encoding="utf-8")


# ----------------------------------------------------------------------------- the command
def format_fuzz(fuzz: dict[str, Any]) -> str:
    return (
        f"fuzz: {fuzz.get('games')} games, {fuzz.get('steps')} steps, {fuzz.get('probes')} probes, "
        f"{len(fuzz.get('divergences') or [])} divergence(s) (seed {fuzz.get('seed')})"
    )
