"""Per-line test selection for mutmut, and the re-check of survivors whose tests changed (docs/mutation.md).

``bash .ci/mutation.sh`` runs it; by hand (WS is the workspace, build/mutation/):

    .venv/bin/python .ci/mutation_lines.py coverage              # which test executed which line (if stale)
    (cd WS && ../../.venv/bin/python ../../.ci/mutation_lines.py run -- --max-children 2 [NAMES])
    .venv/bin/python .ci/mutation_lines.py stale --ran [NAMES]   # the survivors to check again

**Selection by line.**  mutmut runs, for a mutant, every test that *reached its function* (its "stats").
In the rules core most functions are reached by hundreds of tests (the phase loop, the table's queries),
while the changed line is executed by a few: a survivor then costs every one of them.  So:

1. ``coverage``: the selected tests of ``[tool.mutmut]`` run once, unmutated, in the checkout under
   coverage.py (on ``--jobs`` pytest-xdist workers), each test in its own coverage context (its node id;
   setup, call and teardown).  The
   result, ``WS/lines.json`` (for each file of the package and line: the tests that executed it), is
   made again only when the package, the tests or their data changed (a digest of them is kept in it).
2. ``run``: ``mutmut run`` with one change: when mutmut asks for the tests of a mutant, it gets those
   that executed the lines its mutation changed (the whole statement holding them), not those that
   reached its function.  A test that never executes the changed statement runs exactly as without the
   mutant, so it cannot kill it.  A mutant whose statement no test executes is "no tests"; one whose
   statement runs only on import (before any test: ``Action.__init_subclass__`` filling the action
   registry) gets every test, since every test may see its effect.  mutmut's own function-level
   selection is kept where lines cannot tell: a change in a function's signature (default values are
   evaluated when the module is imported), a statement executed at collection as well as in tests
   (e.g. building a test's parameters), a function whose copy in mutmut's file does not match the
   source line for line.

**Staleness of survivors.**  mutmut keeps a mutant's result until its *function* changes, not when its
tests change.  ``stale`` keeps, in ``WS/survivor-checks.json``, for every surviving or "no tests" mutant
a digest of what its verdict rests on: the tests selected for it (node ids) and the contents of their
files and of the tests' shared files (``conftest.py``, ``helpers_*.py``, ``tests/messages/``,
``features/``, ``scenarios/``).  It prints the survivors whose digest differs from the one recorded
when they were last run (or that have none): the script runs them again by name, then records them.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import functools
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
WORKSPACE = ROOT / "build" / "mutation"
PACKAGE = ROOT / "engine" / "constantinopolis"
LINES, CHECKS = "lines.json", "survivor-checks.json"
# what the tests' verdicts depend on besides the package: the coverage is recorded again when one changes
INPUTS = ("engine/constantinopolis", "tests", "features", "scenarios", "translations", "docs", "pyproject.toml")
# what a run writes among the inputs: .ci/mutation_score.py rewrites the triage of the survivors after each run
OUTPUTS = ("tests/mutation/survivors.yaml",)
# the files every test may read: a change re-checks every survivor
SHARED_TEST_FILES = (
    "tests/conftest.py",
    "tests/helpers_*.py",
    "tests/messages/**/*",
    "features/**/*",
    "scenarios/**/*",
)
MUTANT_DEF = re.compile(r"^(?:x_(?P<function>.+)|xǁ(?P<cls>[^ǁ]+)ǁ(?P<method>.+))__mutmut_(?P<n>orig|\d+)$")
FALLBACK = None  # a mutant left to mutmut's function-level selection
# A line executed outside any test (on import, at collection): its coverage context is empty, -1 in lines.json.
# mutmut's process imports the package and collects the tests before it forks each mutant's child, the mutant
# off, so what runs there never runs mutated, and no test's verdict depends on it.
OUTSIDE_TESTS = -1
WALL_ROOM = 5  # mutmut's wall-clock limit of a mutant, times this (limit_each_test)
# the constant of each test's own CPU limit, (recorded time + this) x multiplier x 2 (PerTestTimeLimit); mutmut's
# timeout_constant (1 s) stays the constant of a mutant's whole limit.  With 1 s a test of 0.01 s could take 4 s
# before it counted as a timeout: a mutant that slows every test (a manifest loader's that makes random games
# drag on) then cost 20 to 44 s; with 0.5 s: 2 s, and with the limit's one-second steps 3 to 4 s (a test's cold start
# in a fresh child, the translations or the rulebooks read the first time, stays well within it).
PER_TEST_CONSTANT = 0.5


def _score_module() -> Any:
    """``.ci/mutation_score.py`` (its mutant table, statuses and paths: one place for them)."""
    spec = importlib.util.spec_from_file_location("mutation_score", ROOT / ".ci" / "mutation_score.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["mutation_score"] = module
    spec.loader.exec_module(module)
    return module


def mutmut_config() -> dict[str, Any]:
    return dict(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mutmut"])


def _files(patterns: Iterable[str]) -> list[Path]:
    found: set[Path] = set()
    for pattern in patterns:
        path = ROOT / pattern
        if path.is_file():
            found.add(path)
        elif path.is_dir():
            found.update(p for p in path.rglob("*") if p.is_file())
        else:
            found.update(p for p in ROOT.glob(pattern) if p.is_file())
    return sorted(p for p in found if "__pycache__" not in p.parts and ".hypothesis" not in p.parts)


def digest(paths: Iterable[Path], extra: Iterable[str] = ()) -> str:
    h = hashlib.sha1()
    for text in extra:
        h.update(text.encode() + b"\0")
    for path in paths:
        h.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


# ------------------------------------------------------------------------------------------ coverage
# The pytest plugin of the coverage run (``-p mutation_lines``, this module): in each process that runs
# tests (each pytest-xdist worker, or pytest itself without workers), coverage.py measures the package,
# every test in its own context, its node id, into a data file of its own (combined afterwards).
_COVERAGE: Any = None


def _start_coverage() -> None:
    """Started when pytest imports this module (``-p``, before the plugins of installed packages, which
    import the package): the lines run on import are measured too (outside any test)."""
    global _COVERAGE
    import coverage

    _COVERAGE = coverage.Coverage(
        data_file=os.environ["MUTATION_LINES_DATA"], data_suffix=True, include=[str(PACKAGE / "*")], config_file=False
    )
    _COVERAGE.start()


if os.environ.get("MUTATION_LINES_DATA"):
    _start_coverage()


def pytest_runtest_protocol(item: Any, nextitem: Any) -> None:
    if _COVERAGE is not None:
        _COVERAGE.switch_context(item.nodeid)


def pytest_runtest_logfinish(nodeid: str, location: Any) -> None:
    if _COVERAGE is not None:
        _COVERAGE.switch_context("")


def pytest_unconfigure(config: Any) -> None:
    if _COVERAGE is not None:
        _COVERAGE.stop()
        _COVERAGE.save()


def _shown(path: Path) -> str:
    """``path`` as printed: relative to the checkout when inside it (``MUTATION_WORKSPACE`` may be elsewhere)."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def inputs_digest() -> str:
    """What the line coverage depends on: the package, the tests and their data, ``[tool.mutmut]``; not what the
    run itself writes (``OUTPUTS``: the score rewrites the triage file after every run, and no test that reaches
    the rules core reads it)."""
    inputs = [p for p in _files(INPUTS) if p.relative_to(ROOT).as_posix() not in OUTPUTS]
    return digest(inputs, [json.dumps(mutmut_config(), sort_keys=True)])


def coverage_up_to_date(workspace: Path) -> bool:
    """Whether ``WS/lines.json`` was recorded from the inputs as they are now (:func:`inputs_digest`)."""
    out = workspace / LINES
    return out.exists() and json.loads(out.read_text())["digest"] == inputs_digest()


def record_coverage(workspace: Path, jobs: int, force: bool = False) -> None:
    """``WS/lines.json``: for each file of the package and line, the tests (node ids) that executed it."""
    out = workspace / LINES
    if not force and coverage_up_to_date(workspace):
        print(f"{_shown(out)}: up to date")
        return
    inputs = inputs_digest()
    import coverage

    config = mutmut_config()
    data_dir = workspace / "lines-coverage"
    shutil.rmtree(data_dir, ignore_errors=True)
    data_dir.mkdir(parents=True)
    args = [sys.executable, "-m", "pytest", "--rootdir=.", "-q", "-p", "no:randomly", "-p", "mutation_lines"]
    args += ["-n", str(jobs), "--dist", "loadscope"] if jobs > 1 else ["-p", "no:xdist"]
    args += config.get("pytest_add_cli_args_test_selection", []) + config.get("pytest_add_cli_args", [])
    env = {**os.environ, "MUTATION_LINES_DATA": str(data_dir / "data")}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / ".ci"), env.get("PYTHONPATH")]))
    code = subprocess.run(args, cwd=ROOT, env=env, check=False).returncode
    if code != 0:
        sys.exit(f"the tests failed unmutated (pytest exit code {code}): no line coverage recorded")
    cov = coverage.Coverage(data_file=str(data_dir / "data"), config_file=False)
    cov.combine([str(data_dir)])
    data = cov.get_data()
    tests: dict[str, int] = {}
    lines: dict[str, dict[int, list[int]]] = {}
    for file in sorted(data.measured_files()):
        by_line: dict[int, list[int]] = {}
        for line, contexts in sorted(data.contexts_by_lineno(file).items()):
            by_line[line] = sorted(tests.setdefault(c, len(tests)) if c else OUTSIDE_TESTS for c in set(contexts))
        lines[str(Path(file).relative_to(PACKAGE))] = by_line
    out.write_text(json.dumps({"digest": inputs, "tests": list(tests), "lines": lines}))
    shutil.rmtree(data_dir, ignore_errors=True)
    print(f"{_shown(out)}: {len(tests)} tests, {len(lines)} files")


# ------------------------------------------------------------------------------- mutants to lines
def _statement_spans(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[tuple[int, int, ast.AST]]:
    return [
        (node.lineno, node.end_lineno or node.lineno, node)
        for node in ast.walk(function)
        if node is not function
        and isinstance(node, (ast.stmt, ast.ExceptHandler, ast.match_case))
        and hasattr(node, "lineno")
    ]


def statement_lines(function: ast.FunctionDef | ast.AsyncFunctionDef, line: int) -> range | None:
    """The lines of the statement holding ``line`` (only the header of a compound statement), or None
    when ``line`` is in the signature (or decorators) of ``function``."""
    first_body = function.body[0].lineno
    if line < first_body:
        return None
    holding = [
        (last - first, first, last, node) for first, last, node in _statement_spans(function) if first <= line <= last
    ]
    if not holding:
        return range(line, line + 1)
    _, first, last, node = min(holding, key=lambda t: t[0])
    body = getattr(node, "body", None)
    if isinstance(body, list) and body and isinstance(body[0], ast.AST) and line < body[0].lineno:
        return range(first, body[0].lineno)  # the header: `if ...:`, `for ...:`, `with ...:`, `except ...:`
    return range(first, last + 1)


def _defs(tree: ast.Module) -> Iterable[tuple[str | None, ast.FunctionDef | ast.AsyncFunctionDef]]:
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield None, node
        elif isinstance(node, ast.ClassDef):
            for inner in node.body:
                if isinstance(inner, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    yield node.name, inner


def changed_source_lines(
    mutated: Path, source: Path
) -> dict[str, tuple[ast.FunctionDef | ast.AsyncFunctionDef, set[int] | None]]:
    """For each mutant defined in mutmut's file ``mutated``: its function in ``source`` and the source lines
    its mutation changed (None: not to be told by lines)."""
    source_text = source.read_text(encoding="utf-8")
    source_lines = source_text.splitlines()
    in_source = {(cls, f.name): f for cls, f in _defs(ast.parse(source_text))}
    mutated_lines = mutated.read_text(encoding="utf-8").splitlines()
    groups: dict[str, dict[str, ast.FunctionDef | ast.AsyncFunctionDef]] = {}
    for _, f in _defs(ast.parse("\n".join(mutated_lines))):
        m = MUTANT_DEF.match(f.name)
        if m:
            groups.setdefault(f.name.rpartition("__mutmut_")[0], {})[m["n"]] = f
    result: dict[str, tuple[Any, set[int] | None]] = {}
    for mangled, copies in groups.items():
        m = MUTANT_DEF.match(mangled + "__mutmut_orig")
        assert m
        name = m["function"] or m["method"]
        original = in_source.get((m["cls"], name))
        orig = copies.get("orig")
        if original is None or orig is None:
            continue

        def text(f: ast.FunctionDef | ast.AsyncFunctionDef, lines: list[str], name: str) -> list[str]:
            """The lines of ``f``, its name in the ``def`` line replaced."""
            own = lines[f.lineno - 1 : f.end_lineno]
            return [own[0].replace(f"def {name}(", "def NAME(", 1), *own[1:]]

        orig_text = text(orig, mutated_lines, orig.name)
        aligned = orig_text == text(original, source_lines, name)
        offset = original.lineno - orig.lineno
        for n, copy in copies.items():
            if n == "orig":
                continue
            changed: set[int] | None = set()
            if not aligned:
                changed = FALLBACK
            else:
                matcher = difflib.SequenceMatcher(None, orig_text, text(copy, mutated_lines, copy.name), autojunk=False)
                for tag, i1, i2, _, _ in matcher.get_opcodes():
                    if tag != "equal" and changed is not None:
                        for i in range(max(i1 - (i1 == i2), 0), max(i2, i1 + 1)):
                            changed.add(orig.lineno + i + offset)
            result[f"{mangled}__mutmut_{n}"] = (original, changed)
    return result


def tests_by_mutant(workspace: Path, names: Iterable[str] | None = None) -> dict[str, list[str]]:
    """The tests selected for each mutant of ``only_mutate`` by its changed lines (mutants left to mutmut's
    function-level selection are not in it).  Keys are mutmut's names
    (``constantinopolis.core.phases.x_gate__mutmut_1``)."""
    covered = json.loads((workspace / LINES).read_text())
    tests: list[str] = covered["tests"]
    score = _score_module()
    selected: dict[str, list[str]] = {}
    for file in score.load_mutants(workspace)[1]:
        relative = file.removeprefix(score.REPO_PACKAGE)
        mutated = workspace / "mutants" / score.WORKSPACE_PACKAGE / relative
        module = score.WORKSPACE_PACKAGE.removeprefix("src/").replace("/", ".") + relative.removesuffix(".py").replace(
            "/", "."
        )
        module = module.removesuffix(".__init__")
        by_line = {int(k): v for k, v in covered["lines"].get(relative, {}).items()}
        for mangled, (function, changed) in changed_source_lines(mutated, PACKAGE / relative).items():
            if changed is None:
                continue
            spans = [statement_lines(function, line) for line in sorted(changed)]
            if any(span is None for span in spans):
                continue
            # what ran outside any test (-1: on import, at collection) ran in mutmut's process before the fork,
            # the mutant off: no test can see it (OUTSIDE_TESTS).  No test left: "no tests".
            ids = {i for span in spans if span for line in span for i in by_line.get(line, ())} - {OUTSIDE_TESTS}
            selected[f"{module}.{mangled}"] = sorted(tests[i] for i in ids)
    return selected


# -------------------------------------------------------------------------------------- mutmut run
def install_fast_trampoline() -> None:
    """Make mutmut's trampoline cheap for the functions that are not the mutant under test (:func:`fast_wrap`).
    Installed before the mutated modules are imported (they import the decorator then); the processes mutmut
    forks inherit it."""
    import mutmut.mutation.trampoline as mt

    if not getattr(mt.wrap_in_trampoline, "fast", False):
        from mutmut.configuration import config
        from mutmut.state import state

        record = stats_recorder(config(), state)
        mt.wrap_in_trampoline = fast_wrap(mt.wrap_in_trampoline, mt, record=record)  # type: ignore[assignment]


def stats_recorder(cfg: Any, state: Any) -> Any:
    """What mutmut's stats run does for each call of a mutated function, when that is only noting the function for
    the test that runs (``state()._stats.add(name)``), else ``None``.

    mutmut's trampoline does more in its ``stats`` mode: on every call it splits the name, keeps a call stack (a
    context variable) for its dependency tracking, and reads its configuration twice; the stats run took about two
    and a half times the suite's own time.  With ``track_dependencies = false`` (``[tool.mutmut]``: in mutmut 3.8
    the dependency edges it records are read by nothing) and no ``max_stack_depth``, noting the name is all that is
    left, and the cheap trampoline does it directly.  ``cfg``: mutmut's ``config()``; ``state``: its ``state``."""
    if cfg.track_dependencies or cfg.max_stack_depth != -1:
        return None
    return lambda name: state()._stats.add(name)


def fast_wrap(slow_wrap: Any, holder: Any, environ: Any = os.environ, record: Any = None) -> Any:
    """mutmut's decorator ``slow_wrap`` (``wrap_in_trampoline``), made cheap for the calls of functions that are
    not the mutant under test.

    Every function of the mutated files is called through mutmut's trampoline, which on *every call* reads the
    mutant under test from ``os.environ`` and splits its name before calling the original: about ten times the
    engine's own cost in a test that plays whole games.  The trampoline made here reads the name mutmut keeps
    (``holder._mutant_under_test``, set with ``set_mutant_under_test``, which mirrors it into ``environ``), works
    out what it means once each time it changes, and then calls the original directly unless the function is
    the one mutated.  Everything else goes through mutmut's own trampoline, unchanged: the mutated function,
    the ``stats`` and ``fail`` modes, no name set, class methods, generators and coroutines, and a name that
    ``environ`` does not agree with (mutmut lets the environment win).  In the ``stats`` mode, ``record`` (when
    given: :func:`stats_recorder`) is called with the function's qualified name, as mutmut names it
    (``module.x_name`` or ``module.xǁClassǁname``), before the original, instead of mutmut's trampoline.
    """
    import inspect

    # the last name seen (compared by identity: set anew, it is a new object), and what it means:
    # [name, the module of the mutant, its key in a mutants dict, every call takes mutmut's own path,
    #  every call is recorded here (the stats mode, with `record`)]
    seen: list[Any] = [object(), "", "", True, False]

    def resolve(name: str | None) -> None:
        module, _, key = (name or "").rpartition(".")
        agreed = name is not None and environ.get("MUTANT_UNDER_TEST", name) == name
        recorded = agreed and name == "stats" and record is not None
        slow_only = not agreed or name in ("stats", "fail")
        seen[:] = [name, module, key, slow_only and not recorded, recorded]

    def wrap(mutants_dict: dict[str, Any], is_classmethod: bool = False) -> Any:
        def decorate(function: Any) -> Any:
            slow = slow_wrap(mutants_dict, is_classmethod)(function)
            if (
                is_classmethod
                or not inspect.isfunction(function)
                or inspect.isgeneratorfunction(function)
                or inspect.iscoroutinefunction(function)
                or inspect.isasyncgenfunction(function)
            ):
                return slow
            module = function.__module__
            qualified: list[str] = []  # mutmut's name of the function, made on its first call in the stats mode

            def fast(*args: Any, **kwargs: Any) -> Any:
                name = holder._mutant_under_test
                if name is not seen[0]:
                    resolve(name)
                if seen[3] or (seen[1] == module and seen[2] in mutants_dict):
                    return slow(*args, **kwargs)
                original = mutants_dict["_mutmut_orig"]
                if seen[4]:
                    if not qualified:
                        qualified.append(f"{original.__module__}.{original.__name__.partition('__mutmut_')[0]}")
                    record(qualified[0])
                return original(*args, **kwargs)

            functools.update_wrapper(fast, function)
            return fast

        return decorate

    wrap.fast = True  # type: ignore[attr-defined]
    return wrap


class PerTestTimeLimit:
    """A pytest plugin for a mutant's run: each test's call gets mutmut's own CPU-time limit, worked out for that
    test alone rather than for all of the mutant's tests together.

    mutmut limits a mutant to ``(E + timeout_constant) x timeout_multiplier x 2`` CPU seconds, E being the
    recorded time of *all* its tests (up to minutes), and a mutant that loops forever (a game that never ends,
    usually in its first test) burns all of it.  Here the same formula is applied to each test's call with the
    time mutmut recorded for that call (its ``call`` phase only: a module's fixtures, set up before the first of
    its tests, are not in it, so their set-up stays under mutmut's own limit); past it the process ends as
    mutmut's limit ends it (``SIGXCPU``), so the verdict is mutmut's "timeout" as before, only sooner.
    """

    def __init__(self, durations: dict[str, float], constant: float, multiplier: float) -> None:
        self.durations, self.constant, self.multiplier = durations, constant, multiplier

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_call(self, item: Any) -> Any:
        import resource
        import signal
        import time

        nodeid = item.nodeid.removeprefix("mutants/")
        limit = (self.durations.get(nodeid, 0.0) + self.constant) * self.multiplier * 2
        used = time.process_time()
        soft, hard = resource.getrlimit(resource.RLIMIT_CPU)
        mine = int(used + limit) + 1
        if soft == resource.RLIM_INFINITY or mine < soft:  # never later than mutmut's own limit
            resource.setrlimit(resource.RLIMIT_CPU, (mine, hard))
        signal.signal(signal.SIGXCPU, signal.SIG_DFL)
        try:
            yield
        finally:
            if soft == resource.RLIM_INFINITY or mine < soft:
                resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))


class CollectedSession:
    """One pytest session, configured and collected once in mutmut's process, whose items each mutant's forked
    child runs: mutmut's own runner calls ``pytest.main`` again in every child, which parses the options, loads
    the plugins and collects the mutant's test files anew, about 0.3 s a mutant before its first test (most
    of a killed mutant's time), and seconds for a survivor whose tests span many files.

    The child runs the items it is given in their order (quickest first), through pytest's own protocol
    (``pytest_runtest_protocol``: set-up, call, teardown, fixtures, reports), and stops at the first failure
    (``-x``): exit code 1 if a test failed (the mutant is killed), 0 if none did.  Fixtures are only ever set
    up in the children, so each mutant starts from the same state as before.  The session keeps
    mutmut's options and test selection (``-m``, ``--deselect``: the same items); global capture is of
    ``sys`` only, because ``fd`` capture would share one temporary file between the children running at
    the same time, and the children's descriptors 1 and 2 go to ``/dev/null`` (mutmut sends their output
    there too).  A test id the session does not hold (not expected: mutmut's ids come from the same
    collection) sends the mutant back to mutmut's own runner.
    """

    def __init__(self) -> None:
        self.session: Any = None
        self.items: dict[str, Any] = {}
        self.parent = 0
        self.folder = ""
        self.killers = Path(KILLERS)
        self.limits: list[PerTestTimeLimit] = []

    def collect(self, args: list[str], plugins: list[Any]) -> None:
        import contextlib
        import io

        from _pytest.config import _prepareconfig
        from _pytest.main import Session

        args = [a for a in args if not a.startswith("--capture")] + ["--capture=sys"]
        with contextlib.redirect_stdout(io.StringIO()):  # the terminal reporter writes to the stdout it is given
            config = _prepareconfig(["--rootdir=.", "--tb=native", *args], plugins=plugins)
            config._do_configure()
            session = Session.from_config(config)
            config.hook.pytest_sessionstart(session=session)
            config.hook.pytest_collection(session=session)
        if session.testsfailed or not session.items:
            sys.exit(f"the collected session holds {len(session.items)} tests and {session.testsfailed} errors")
        self.limits = [p for p in plugins if isinstance(p, PerTestTimeLimit)]
        self.session, self.parent, self.folder = session, os.getpid(), os.getcwd()
        self.killers = Path(self.folder).parent / KILLERS  # mutmut's tests run in WS/mutants: WS/killers.tsv
        self.items = {item.nodeid: item for item in session.items}

    def run(self, tests: list[str], mutant: str | None = None) -> int | None:
        if any(t not in self.items for t in tests):
            return None
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.chdir(self.folder)
        clear_caches()
        killers = self.killers
        if mutant is not None:
            durations = self.limits[0].durations if self.limits else None
            tests = killers_first(tests, mutant, killers, durations)
        session, items = self.session, [self.items[t] for t in tests]
        hook = session.config.hook
        try:
            for i, item in enumerate(items):
                hook.pytest_runtest_protocol(item=item, nextitem=items[i + 1] if i + 1 < len(items) else None)
                if session.testsfailed or session.shouldstop or session.shouldfail:
                    if session.testsfailed and mutant is not None:
                        with open(killers, "a", encoding="utf-8") as out:  # one short line: one write, appended whole
                            out.write(f"{mutant}\t{item.nodeid}\n")
                    return 1 if session.testsfailed else 2
        except BaseException:  # pytest's "internal error": the child must never return into mutmut
            return 3
        return 0


KILLERS = "killers.tsv"  # in the workspace: each killed mutant and the test that failed first


def clear_caches() -> None:
    """Empty the rules core's caches in a mutant's child (``constantinopolis.core.clear_caches``).  The child is
    forked from mutmut's process, which has run every test unmutated (its stats run): a module-level cache it
    filled (the buildings for sale, the least prices, ...) would be read by the child as it was, and a mutant of
    the code that fills it would never run.  Emptied, each cache is filled again in the child, by its mutated
    code when that is the mutant under test."""
    core = sys.modules.get("constantinopolis.core")
    clear = getattr(core, "clear_caches", None)
    if clear is not None:  # a workspace older than the hook has none
        clear()


def killers_first(tests: list[str], mutant: str, killers: Path, durations: dict[str, float] | None = None) -> list[str]:
    """``tests`` (quickest first), with those that killed another mutant of the same function first: a test that
    kills one mutant of a function often kills its neighbours, and the hot functions' mutants run thousands of
    quick tests that pass before the one that fails.  The killers are taken cheapest per kill first: a test's
    recorded time (``durations``, 0 when not given) over the number of the function's mutants it killed, so a
    quick test that killed a few goes before a whole game that killed many.  The order changes no verdict: a
    killed mutant has a failing test whichever runs first, and a survivor still runs them all."""
    function = mutant.rpartition("__mutmut_")[0] + "__mutmut_"
    failed: dict[str, int] = {}
    if killers.exists():
        for line in killers.read_text(encoding="utf-8").splitlines():
            name, _, test = line.partition("\t")
            if name.startswith(function):
                failed[test] = failed.get(test, 0) + 1
    if not failed:
        return tests
    durations = durations or {}

    def cost_per_kill(test: str) -> float:
        return (durations.get(test, 0.0) + PER_TEST_OVERHEAD) / failed[test]

    first = sorted((t for t in tests if t in failed), key=cost_per_kill)
    return first + [t for t in tests if t not in failed]


PER_TEST_OVERHEAD = 0.005  # seconds of pytest's protocol around a test's call, in a mutant's child


COLLECTED = CollectedSession()


def limit_each_test() -> None:
    """Each test of a mutant gets its own time limit (:class:`PerTestTimeLimit`): mutmut's runner, which forks
    a child per mutant and gives it the tests quickest first, runs them with the plugin."""
    from mutmut.configuration import config
    from mutmut.runners.harness import PytestRunner
    from mutmut.state import state
    from mutmut.utils.file_utils import change_cwd

    def run_tests(self: Any, *, mutant_name: str | None, tests: Iterable[str]) -> int:
        tests = list(tests)
        if mutant_name is not None and COLLECTED.session is not None and os.getpid() != COLLECTED.parent:
            code = COLLECTED.run(tests, mutant_name)  # a mutant's child: the session collected before the fork
            if code is not None:
                return code
        cfg = config()
        limit = PerTestTimeLimit(state().duration_by_test, PER_TEST_CONSTANT, cfg.timeout_multiplier)
        # only a mutant's child is limited: mutmut runs the clean tests and the forced failure in its own process,
        # which a test's limit would end (SIGXCPU) along with the whole run
        plugins = [limit] if mutant_name is not None else []
        with change_cwd("mutants"):
            return int(self.execute_pytest(self._pytest_args_regular_run(tests), plugins=plugins))

    PytestRunner.run_tests = run_tests  # type: ignore[method-assign]

    # The session is collected once, in mutmut's own process, just before the first mutant is forked.
    from mutmut.workers.isolation import ForkRunner

    startup = ForkRunner.startup

    def collect_then_start(runner: Any) -> None:
        cfg = config()
        limit = PerTestTimeLimit(state().duration_by_test, PER_TEST_CONSTANT, cfg.timeout_multiplier)
        args = runner.test_runner._pytest_args_regular_run([]) + runner.test_runner._pytest_add_cli_args
        with change_cwd("mutants"):
            COLLECTED.collect(args, [limit])
        startup(runner)  # gc.freeze(): the collected items too, so the children do not copy them

    ForkRunner.startup = collect_then_start  # type: ignore[method-assign]

    # mutmut also gives each mutant a *wall-clock* limit, (E + constant) x multiplier seconds, after which it is a
    # "timeout" too.  On a loaded machine (two workers beside other work, load 7 on 2 cores) a mutant's tests take
    # several times their CPU time by the clock, and 16 mutants of a run at that load ended at exactly that limit.
    # The CPU limits above decide what loops forever; the wall limit is kept for a run blocked without using CPU
    # (waiting on a subprocess), with room for a loaded machine.
    import mutmut.workers.isolation as isolation

    register_timeout = isolation.register_timeout

    def register_a_roomier_timeout(pid: int, timeout_s: float) -> None:
        register_timeout(pid=pid, timeout_s=timeout_s * WALL_ROOM)

    isolation.register_timeout = register_a_roomier_timeout  # type: ignore[assignment]


class BesideCoverage:
    """The line coverage (:func:`record_coverage`), when it is out of date, made in a process of its own while
    mutmut makes the mutants and runs its stats (the suite once, in one process: one core), which do not need it;
    :meth:`wait` is called when the tests are chosen by line.  Its output goes to ``WS/lines-coverage.log``."""

    def __init__(self, workspace: Path, jobs: int) -> None:
        self.workspace, self.started = workspace, time.monotonic()
        self.log = workspace / "lines-coverage.log"
        self.process: subprocess.Popen[bytes] | None = None
        if coverage_up_to_date(workspace):
            print(f"    {_shown(workspace / LINES)}: up to date")
            return
        args = [sys.executable, str(Path(__file__).resolve()), "--workspace", str(workspace), "coverage"]
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen([*args, "--jobs", str(jobs)], cwd=ROOT, stdout=log, stderr=log)
        print(f"    the line coverage is made beside it ({jobs} workers; {_shown(self.log)})")

    def wait(self) -> None:
        if self.process is None:
            return
        code = self.process.wait()
        self.process = None
        tail = self.log.read_text(encoding="utf-8", errors="replace").splitlines()[-2:]
        print(f"    line coverage ({time.monotonic() - self.started:.0f} s from its start): {' / '.join(tail)}")
        if code != 0:
            sys.exit(f"the line coverage failed (exit code {code}): see {_shown(self.log)}")


def run_mutmut(workspace: Path, argv: list[str], coverage_jobs: int = 0) -> None:
    """``mutmut run ARGV`` in the workspace (the current folder), with the tests of each mutant chosen by line;
    with ``coverage_jobs``, the line coverage is brought up to date beside mutmut's first steps
    (:class:`BesideCoverage`)."""
    install_fast_trampoline()  # before mutmut imports anything of the mutated package
    limit_each_test()
    beside = BesideCoverage(workspace, coverage_jobs) if coverage_jobs else None
    import mutmut.__main__ as mm
    from mutmut.state import state

    by_line: dict[str, str] = {}
    function_level = mm.mangled_name_from_mutant_name
    collect = mm.collect_or_load_stats

    def mangled_name(mutant_name: str) -> str:
        return by_line.get(mutant_name) or function_level(mutant_name)

    # mutmut runs the whole suite for its stats in its own process only when it has none kept (a fresh run);
    # otherwise it runs the new tests' alone, and its process stays cold (see runner_without_a_second_clean_run)
    warmed_by_stats = [False]

    def collect_then_select(runner: Any, **kwargs: Any) -> None:
        warmed_by_stats[0] = not (Path("mutants") / "mutmut-stats.json").exists()
        collect(runner, **kwargs)  # mutmut's stats: durations, and the function-level selection
        if beside is not None:
            beside.wait()
        known = state().duration_by_test
        selected = tests_by_mutant(workspace)
        unknown = {t for tests in selected.values() for t in tests if t not in known}
        if unknown:
            sys.exit(f"{len(unknown)} tests of the line coverage are unknown to mutmut, e.g. {sorted(unknown)[:3]}")
        for name, tests in selected.items():
            key = f"lines:{name}"
            by_line[name] = key
            state().tests_by_mangled_function_name[key] = set(tests)
        total = sum(len(v) for v in state().tests_by_mangled_function_name.values() if v)
        print(f"    tests chosen by line for {len(selected)} mutants ({total} test runs at most in all)")

    get_runner = mm.get_mutant_runner

    def runner_without_a_second_clean_run(max_children: int) -> Any:
        """mutmut runs the tests of the mutants to check once unmutated, in its own process, before the first
        mutant.  After a whole stats run (a fresh run), that run is skipped: the coverage run has just run
        these very tests on these very inputs (its digest), and they passed, and the stats run, the whole suite
        in mutmut's own process, has left it warm, so the children forked from it start with the caches warm,
        as the times it records assume (docs/mutation.md, "Cold children").  After stats kept from an earlier
        run (a named run, a resumed one), it is kept: it warms the process with the very tests the children run
        (all of them for a resumed run), where they would otherwise start cold and a survivor could end as a
        false timeout."""
        runner = get_runner(max_children)
        clean_run = runner.run_clean_tests

        def clean_run_unless_covered(tests: Any) -> int:  # asked after the stats, when the coverage is made
            if warmed_by_stats[0] and coverage_up_to_date(workspace):
                return 0
            return int(clean_run(tests=tests))

        runner.run_clean_tests = clean_run_unless_covered
        return runner

    print_stats = mm.print_stats
    last = [0.0]

    def print_stats_now_and_then(data: Any, force_output: bool = False) -> None:
        """mutmut counts every mutant of every file again before submitting each one (10,875 of them; mutmut's
        own process used about a third of a core in a fresh run, beside the two running the tests): the count
        is made and printed at most twice a second."""
        now = time.monotonic()
        if force_output or now - last[0] >= 0.5:
            last[0] = now
            print_stats(data, force_output=force_output)

    mm.mangled_name_from_mutant_name = mangled_name
    mm.collect_or_load_stats = collect_then_select
    mm.get_mutant_runner = runner_without_a_second_clean_run
    mm.print_stats = print_stats_now_and_then
    sys.argv = ["mutmut", "run", *argv]
    mm.cli()


# -------------------------------------------------------------------------------------- staleness
def stale_survivors(workspace: Path, ran: list[str]) -> list[str]:
    """Records the digest of the survivors run now (``ran``: globs; and those without a result before,
    ``WS/results-before.json``) and returns the survivors whose digest changed since their last run."""
    import fnmatch

    score = _score_module()
    mutants = score.load_mutants(workspace)[0]
    survivors = [m.name for m in mutants if m.status in score.SURVIVING]
    before_path = workspace / "results-before.json"
    before = set(json.loads(before_path.read_text())) if before_path.exists() else set()
    checks_path = workspace / CHECKS
    checks: dict[str, str] = json.loads(checks_path.read_text()) if checks_path.exists() else {}
    selected = tests_by_mutant(workspace)
    stats = json.loads((workspace / "mutants" / "mutmut-stats.json").read_text())["tests_by_mangled_function_name"]
    shared = digest(_files(SHARED_TEST_FILES))
    stale = []
    for name in survivors:
        tests = selected.get(name)
        if tests is None:
            tests = sorted(stats.get(name.partition("__mutmut_")[0], []))
        files = sorted({ROOT / t.partition("::")[0] for t in tests if (ROOT / t.partition("::")[0]).is_file()})
        now = digest(files, [shared, *tests])
        if name not in before or any(fnmatch.fnmatchcase(name, g) for g in ran):
            checks[name] = now
        elif checks.get(name) != now:
            stale.append(name)
    checks = {k: v for k, v in checks.items() if k in set(survivors)}
    checks_path.write_text(json.dumps(checks, indent=0, sort_keys=True))
    return stale


def snapshot(workspace: Path) -> None:
    """``WS/results-before.json``: the mutants that have a result before a run."""
    score = _score_module()
    path = workspace / "mutants"
    names = [m.name for m in score.load_mutants(workspace)[0] if m.status != "not checked"] if path.exists() else []
    (workspace / "results-before.json").write_text(json.dumps(names))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--workspace", type=Path, default=WORKSPACE)
    sub = parser.add_subparsers(dest="command", required=True)
    cov = sub.add_parser("coverage", help="record which test executed which line (when stale)")
    cov.add_argument("--force", action="store_true")
    cov.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="pytest-xdist workers")
    sub.add_parser("snapshot", help="note the mutants that have a result (before a run)")
    run = sub.add_parser("run", help="mutmut run, tests chosen by line (in the workspace)")
    run.add_argument("--coverage-jobs", type=int, default=0, help="bring the line coverage up to date beside")
    run.add_argument("args", nargs=argparse.REMAINDER)
    stale = sub.add_parser("stale", help="print the survivors whose tests changed since their result")
    stale.add_argument("--ran", nargs="*", default=[], help="the names or globs run now")
    args = parser.parse_args(argv)
    workspace = args.workspace.resolve()
    if args.command == "coverage":
        record_coverage(workspace, args.jobs, args.force)
    elif args.command == "snapshot":
        snapshot(workspace)
    elif args.command == "run":
        run_mutmut(workspace, [a for a in args.args if a != "--"], args.coverage_jobs)
    else:
        for name in stale_survivors(workspace, args.ran):
            print(name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
