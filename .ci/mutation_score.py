"""The mutation score of the rules core, from mutmut's results (docs/mutation.md).

    .venv/bin/python .ci/mutation_score.py              # totals, by file, by rule area; writes the survivors
    .venv/bin/python .ci/mutation_score.py --json       # the same figures as JSON
    .venv/bin/python .ci/mutation_score.py --no-write   # leaves tests/mutation/survivors.yaml alone

``bash .ci/mutation.sh`` runs it after ``mutmut run``.  It reads the results mutmut keeps in the
workspace, ``build/mutation/mutants/src/constantinopolis/<file>.py.meta`` (JSON: the exit code of each
mutant's test run, by mutant name), for the files of ``only_mutate`` in ``[tool.mutmut]``, and takes
each survivor's diff from mutmut (what ``mutmut show NAME`` prints).

Score: killed / (every mutant with a verdict), where a timeout (or a test run killed by a signal)
counts as killed and a mutant that no test reaches ("no tests") as survived; "skipped" and "not
checked" (no result yet) are left out.

The surviving and "no tests" mutants go to ``tests/mutation/survivors.yaml``, each with its triage,
kept from the file as it was when the same mutant has the same diff there (else ``untriaged``):
``equivalent: <one-line reason>`` or ``killed-by: <test>``.  An entry whose mutant has no result in
this workspace (not checked yet) stays as it was; one whose mutant is now killed, or gone, is dropped.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os
import re
import subprocess
import sys
import tomllib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKSPACE = ROOT / "build" / "mutation"
SURVIVORS = ROOT / "tests" / "mutation" / "survivors.yaml"
WORKSPACE_PACKAGE, REPO_PACKAGE = "src/constantinopolis/", "engine/constantinopolis/"

# --------------------------------------------------------------------------------------- rule areas
# The rule area of each function of the rules core: "Class.method" or "function" (any of the files),
# a glob of such names, or "file.py:*" (every function of that file not named elsewhere).  A function
# in none of them is "other" and is listed by name, so that it can be added here.
AREAS: dict[str, list[str]] = {
    # before the phases: the candidate makers of every phase module belong here
    "legal-action generation": [
        "Game.legal_actions",
        "Game.rule_allows",
        "Game.candidate_makers",
        "Game.legal_moves",
        "legal_done",
        "candidates",
        "*_candidates",
        "_trades",
        "goods_subsets",
        "multiset",
        "_multisets",
        "LazyActions.*",
    ],
    "auction": ["auction.py:*"],
    "ships": ["ships.py:*"],
    "production": [
        "production.py:*",
        "Table.production_level",
        "Table.can_produce",
        "Table.can_use_type",
        "Table.producible",
    ],
    "construction/market/commercial/walls": ["construction.py:*"],
    "draw": ["draw.py:*", "Table.draw_contracts"],
    "accept/trading posts/ship purchase": ["accept.py:*"],
    "donations": ["donations.py:*"],
    "end of round": ["end_of_round.py:*", "Table.store_limit"],
    "scoring": ["scoring.py:*"],
    "gatekeeping": ["gate", "Table.actors", "Game.gate_allows", "Table.turn_order", "Game.plan"],
    "turn flow": [
        "Game.apply",
        "Game.perform",
        "Game.check",
        "Game.is_legal",
        "__init__.py:*",  # advance, start, check, check_done, check_decline, DonePlan.carry_out
        "Game.noted",
        "Game.held",
        "Game._notes",
        "Noted.carry_out",
        "enter_phase",
        "everyone_done",
    ],
    "setup": [
        "Game.__init__",
        "Table.__init__",
        "Game.new",
        "_initial_state",
        "Table.game_string",
        "Table.shuffle",
        "setup.py:*",
    ],
    "serialization": [
        "Game.to_dict",
        "Game.to_json",
        "Game.from_dict",
        "Game.copy",
        "Table.snapshot",
        "Table.restore",
        "Table._replace_state",
    ],
    "actions parsing": ["actions.py:*"],
    "shared helpers": ["violation", "table.py:*", "Game.view"],
    "views (hidden information)": ["view.py:*"],
    "components and manifests": ["components.py:*"],
    "state and its queries": ["state.py:*"],
    "rule options": ["options.py:*"],
    "inputs and saved games": ["inputs.py:*", "saved.py:*"],
}
OTHER = "other"


def area_of(file: str, function: str) -> str:
    """The rule area of ``function`` (``Class.method`` or ``function``) of ``file``."""
    for area, patterns in AREAS.items():
        if function in patterns:
            return area
    for area, patterns in AREAS.items():
        for pattern in patterns:
            where, _, name = pattern.rpartition(":")
            if name == pattern and not any(c in pattern for c in "*?["):
                continue  # a plain name: checked above
            if (not where or where == Path(file).name) and fnmatch.fnmatchcase(function, name):
                return area
    return OTHER


# ------------------------------------------------------------------------------------ statuses
# mutmut's exit-code table (mutmut.stats.status_by_exit_code), for when mutmut cannot be imported
_STATUS_BY_EXIT_CODE: dict[int | None, str] = {
    **{1: "killed", 3: "killed", 0: "survived", 5: "no tests", 2: "check was interrupted by user", None: "not checked"},
    **{33: "no tests", 34: "skipped", 35: "suspicious", 36: "timeout", 37: "caught by type check"},
    **{-24: "timeout", 24: "timeout", 152: "timeout", 255: "timeout", -11: "segfault", -9: "segfault"},
}
# the columns of the tables, and which statuses count for the score
COLUMNS = ("killed", "timeout", "survived", "no tests", "suspicious", "skipped", "not checked")
DETECTED = {"killed", "timeout", "segfault", "caught by type check"}  # a test run failed, timed out or died
UNDETECTED = {"survived", "no tests", "suspicious"}
SURVIVING = ("survived", "no tests")  # what tests/mutation/survivors.yaml lists


def status_of(exit_code: int | None) -> str:
    try:
        from mutmut.stats import status_by_exit_code
    except ImportError:
        return _STATUS_BY_EXIT_CODE.get(exit_code, "suspicious")
    return str(status_by_exit_code[exit_code])


@dataclass
class Mutant:
    name: str  # mutmut's: constantinopolis.core.game.x__trade__mutmut_3, ...core.game.xǁGameǁ_gate__mutmut_1
    file: str  # in the checkout: engine/constantinopolis/core/game.py
    function: str  # _trade, Game._gate
    area: str
    status: str


def function_of(name: str) -> str:
    """``_trade`` of ``constantinopolis.core.game.x__trade__mutmut_3``, ``Game._gate`` of
    ``...xǁGameǁ_gate__mutmut_1``."""
    mangled = name.partition("__mutmut_")[0].rpartition(".")[2]
    if mangled.startswith("xǁ"):
        cls, _, function = mangled[2:].partition("ǁ")
        return f"{cls}.{function}"
    return mangled.removeprefix("x_")


def mutant_order(m: Mutant) -> tuple[str, str, int]:
    number = re.search(r"__mutmut_(\d+)$", m.name)
    return m.file, m.function, int(number[1]) if number else 0


def only_mutate(workspace: Path) -> list[str]:
    config = tomllib.loads((workspace / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mutmut"]
    return list(config.get("only_mutate") or [str(Path(p) / "*") for p in config["source_paths"]])


def load_mutants(workspace: Path) -> tuple[list[Mutant], list[str]]:
    """Every mutant of the mutated files with its status, and those files (in the checkout)."""
    patterns = only_mutate(workspace)
    mutants: list[Mutant] = []
    files: list[str] = []
    metas = sorted((workspace / "mutants").glob("**/*.py.meta"))
    for meta in metas:
        source = meta.relative_to(workspace / "mutants").as_posix().removesuffix(".meta")
        if not any(fnmatch.fnmatch(source, p) for p in patterns):
            continue  # a file mutated before only_mutate changed
        file = REPO_PACKAGE + source.removeprefix(WORKSPACE_PACKAGE)
        files.append(file)
        data = json.loads(meta.read_text(encoding="utf-8"))
        for name, exit_code in data["exit_code_by_key"].items():
            function = function_of(name)
            mutants.append(Mutant(name, file, function, area_of(file, function), status_of(exit_code)))
    order = {p: i for i, p in enumerate(patterns)}
    files.sort(key=lambda f: order.get(WORKSPACE_PACKAGE + f.removeprefix(REPO_PACKAGE), len(order)))
    return sorted(mutants, key=mutant_order), files


# ------------------------------------------------------------------------------------- figures
def tally(mutants: list[Mutant]) -> dict[str, Any]:
    counts = Counter(m.status for m in mutants)
    detected = sum(counts[s] for s in DETECTED)
    judged = detected + sum(counts[s] for s in UNDETECTED)
    out: dict[str, Any] = {c: counts[c] for c in COLUMNS}
    out |= {s: n for s, n in counts.items() if s not in COLUMNS}  # segfault, caught by type check, interrupted
    out["total"] = len(mutants)
    out["score"] = round(100 * detected / judged, 1) if judged else None
    return out


def table(title: str, rows: dict[str, dict[str, Any]]) -> str:
    extra = sorted({k for r in rows.values() for k in r} - {*COLUMNS, "total", "score"})
    columns = ["total", *COLUMNS, *extra, "score"]
    width = max([len(title), *map(len, rows)])
    lines = [f"{title:<{width}}  " + "  ".join(f"{c:>{max(len(c), 5)}}" for c in columns)]
    for name, row in rows.items():
        cells = []
        for c in columns:
            value = row.get(c, 0)
            text = "-" if value is None else f"{value:.1f}%" if c == "score" else str(value)
            cells.append(f"{text:>{max(len(c), 5)}}")
        lines.append(f"{name:<{width}}  " + "  ".join(cells))
    return "\n".join(lines)


# ------------------------------------------------------------------------------------- survivors
def diff_of(workspace: Path, m: Mutant) -> str:
    """``mutmut show NAME``'s diff, with the file named as in the checkout."""
    source = WORKSPACE_PACKAGE + m.file.removeprefix(REPO_PACKAGE)
    try:
        from mutmut.mutation.diff_apply import get_diff_for_mutant

        cwd = Path.cwd()
        os.chdir(workspace)
        try:
            diff = get_diff_for_mutant(m.name, path=source)
        finally:
            os.chdir(cwd)
    except ImportError:  # another mutmut: ask its command line
        mutmut = Path(sys.executable).parent / "mutmut"
        shown = subprocess.run([mutmut, "show", m.name], cwd=workspace, capture_output=True, text=True, check=True)
        diff = "\n".join(line for line in shown.stdout.splitlines() if not line.startswith(f"# {m.name}:"))
    # --- src/constantinopolis/core/game.py -> --- engine/constantinopolis/core/game.py
    return "\n".join(
        line[:4] + REPO_PACKAGE + line[4 + len(WORKSPACE_PACKAGE) :]
        if line[:4] in ("--- ", "+++ ") and line[4:].startswith(WORKSPACE_PACKAGE)
        else line
        for line in diff.strip("\n").splitlines()
    )


def triage_text(value: Any) -> str:
    """A triage as one string; ``{equivalent: reason}`` (YAML written without quotes) too."""
    if isinstance(value, dict) and len(value) == 1:
        ((kind, reason),) = value.items()
        return f"{kind}: {reason}"
    return str(value) if value is not None else "untriaged"


def triage_kind(triage: str) -> str:
    kind = triage.partition(":")[0].strip()
    return kind if kind in ("equivalent", "killed-by") else "untriaged"


HEADER = """\
# Surviving mutants of the rules core: what mutmut changed in engine/constantinopolis/core/ (the files of only_mutate
# in pyproject.toml's [tool.mutmut]) without any test failing ("survived"), or where no test runs the line ("no tests").
# Written by .ci/mutation_score.py after `bash .ci/mutation.sh` (docs/mutation.md): edit only `triage`.
# triage: untriaged | "equivalent: <one-line reason the change cannot alter play>"
#                   | "killed-by: <the test that now kills it, citing the rulebook line>"
# (quote it: "a: b" is not a plain YAML value).  A triage is kept while the mutant keeps the same diff.
"""


def scalar(value: str) -> str:
    text = yaml.safe_dump(value, allow_unicode=True, width=1_000_000)
    return text.removesuffix("\n...\n").rstrip("\n")


def render(entry: dict[str, str]) -> str:
    lines = [f"- mutant: {scalar(entry['mutant'])}"]
    lines += [f"  {key}: {scalar(entry[key])}" for key in ("status", "file", "function", "area", "triage")]
    block = "\n".join([*lines, "  diff: |-", *(f"    {line}" if line else "" for line in entry["diff"].split("\n"))])
    try:
        if yaml.safe_load(block) == [entry]:
            return block
    except yaml.YAMLError:
        pass
    return "\n".join([*lines, f"  diff: {json.dumps(entry['diff'], ensure_ascii=False)}"])  # a diff a block cannot hold


def changed_lines(diff: str) -> tuple[str, ...]:
    """What a mutant changes: its diff's removed and added lines, without the file and hunk headers (the
    same change in a renamed function or a moved module has the same changed lines)."""
    return tuple(
        line.strip() for line in diff.splitlines() if line[:1] in "+-" and not line.startswith(("--- ", "+++ "))
    )


def carried_hint(before: dict[str, Any] | None) -> str:
    """For a mutant with no triage of its own: the triage the same change had under another name (the
    rules core before its split by phase), to review; it counts as untriaged."""
    if before is None or triage_kind(triage_text(before.get("triage"))) == "untriaged":
        return "untriaged"
    return f"untriaged (to review: as {before['mutant']}, the same change was '{triage_text(before['triage'])}')"


def write_survivors(path: Path, workspace: Path, mutants: list[Mutant], files: list[str]) -> list[dict[str, str]]:
    old: dict[str, dict[str, Any]] = {}
    if path.exists():
        for e in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            old[str(e["mutant"])] = e
    by_change = {changed_lines(str(e.get("diff", ""))): e for e in old.values()}
    status = {m.name: m.status for m in mutants}
    entries: list[dict[str, str]] = []
    for m in mutants:
        if m.status not in SURVIVING:
            continue
        diff = diff_of(workspace, m)
        before = old.get(m.name)
        same = before is not None and str(before.get("diff", "")).strip("\n") == diff
        if before is not None and same:
            triage = triage_text(before.get("triage"))
        else:
            triage = carried_hint(by_change.get(changed_lines(diff)))
        entries.append(
            {
                "mutant": m.name,
                "status": m.status,
                "file": m.file,
                "function": m.function,
                "area": m.area,
                "triage": triage,
                "diff": diff,
            }
        )
    for name, e in old.items():
        unknown = status.get(name) in ("not checked", "check was interrupted by user")
        elsewhere = name not in status and str(e.get("file")) not in files  # its file was not mutated here
        if unknown or elsewhere:
            entries.append({k: triage_text(v) if k == "triage" else str(v) for k, v in e.items()})
    entries.sort(key=lambda e: mutant_order(Mutant(e["mutant"], e["file"], e["function"], "", "")))
    text = HEADER + ("\n".join(render(e) for e in entries) if entries else "[]") + "\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return entries


# ------------------------------------------------------------------------------------------ main
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workspace", type=Path, default=WORKSPACE, help="where mutmut ran (default build/mutation)")
    parser.add_argument("--survivors", type=Path, default=SURVIVORS, help="default tests/mutation/survivors.yaml")
    parser.add_argument("--no-write", action="store_true", help="do not write the survivors file")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    workspace = args.workspace.resolve()
    if not (workspace / "mutants").is_dir():
        print(f"no results in {workspace / 'mutants'}: run `bash .ci/mutation.sh` first", file=sys.stderr)
        return 2

    mutants, files = load_mutants(workspace)
    by_file = {f: tally([m for m in mutants if m.file == f]) for f in files}
    areas = [*AREAS, OTHER]
    by_area = {a: tally(ms) for a in areas if (ms := [m for m in mutants if m.area == a])}
    other = sorted({f"{m.file}: {m.function}" for m in mutants if m.area == OTHER})
    suspicious = [m.name for m in mutants if m.status == "suspicious"]

    entries = [] if args.no_write else write_survivors(args.survivors.resolve(), workspace, mutants, files)
    triage = Counter(triage_kind(e["triage"]) for e in entries)

    if args.json:
        figures = {
            "totals": tally(mutants),
            "by_file": by_file,
            "by_area": by_area,
            "other_functions": other,
            "suspicious": suspicious,
            "survivors_file": None if args.no_write else str(args.survivors),
            "triage": {k: triage[k] for k in ("untriaged", "equivalent", "killed-by")} if entries else {},
        }
        print(json.dumps(figures, indent=2, ensure_ascii=False))
        return 0

    totals = tally(mutants)
    print(table("rules core", {"all files": totals}))
    print("score: killed / (every mutant with a verdict), timeouts counted as killed, 'no tests' as survived")
    print()
    print(table("file", by_file))
    print()
    print(table("rule area", by_area))
    if other:
        print(f"\nfunctions in no rule area (add them to AREAS in {Path(__file__).relative_to(ROOT)}):")
        print("\n".join(f"  {o}" for o in other))
    if suspicious:
        print("\nsuspicious (the test run ended in an unexpected way; see `mutmut show NAME`):")
        print("\n".join(f"  {s}" for s in suspicious))
    if not args.no_write:
        shown = args.survivors.resolve()
        where = shown.relative_to(ROOT) if shown.is_relative_to(ROOT) else shown
        print(
            f"\n{len(entries)} survivor(s) in {where}: {triage['untriaged']} untriaged, "
            f"{triage['equivalent']} equivalent, {triage['killed-by']} killed-by"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
