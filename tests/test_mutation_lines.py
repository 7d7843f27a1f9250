"""The per-line test selection of the mutation run (.ci/mutation_lines.py, docs/mutation.md): a mutant is
mapped to the source lines of the statement it changes, or left to mutmut's function-level selection."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("mutation_lines", ROOT / ".ci" / "mutation_lines.py")
assert _spec and _spec.loader
lines = importlib.util.module_from_spec(_spec)
sys.modules["mutation_lines"] = lines
_spec.loader.exec_module(lines)

SOURCE = """\
def pay(t, p, cost=3):
    if p.gold < cost:
        raise ValueError(
            "too poor"
        )
    p.gold -= cost
    t.log(f"{p} pays {cost}")


class Table:
    def move(self, n):
        for _ in range(n):
            self.step()
"""

# mutmut's file: the original kept, a copy named x_..._orig or xǁClassǁ..._orig, and one copy a mutant
MUTATED = """\
def pay(t, p, cost=3):
    pass


def x_pay__mutmut_orig(t, p, cost=3):
    if p.gold < cost:
        raise ValueError(
            "too poor"
        )
    p.gold -= cost
    t.log(f"{p} pays {cost}")


def x_pay__mutmut_1(t, p, cost=4):
    if p.gold < cost:
        raise ValueError(
            "too poor"
        )
    p.gold -= cost
    t.log(f"{p} pays {cost}")


def x_pay__mutmut_2(t, p, cost=3):
    if p.gold < cost:
        raise ValueError(
            "XXtoo poorXX"
        )
    p.gold -= cost
    t.log(f"{p} pays {cost}")


def x_pay__mutmut_3(t, p, cost=3):
    if p.gold < cost:
        raise ValueError(
            "too poor"
        )
    p.gold -= cost
    t.log(None)


class Table:
    def move(self, n):
        pass

    def xǁTableǁmove__mutmut_orig(self, n):
        for _ in range(n):
            self.step()

    def xǁTableǁmove__mutmut_1(self, n):
        for _ in range(None):
            self.step()
"""


def _function(name: str) -> ast.FunctionDef:
    found = [n for n in ast.walk(ast.parse(SOURCE)) if isinstance(n, ast.FunctionDef) and n.name == name]
    return found[0]


def test_a_line_stands_for_its_whole_statement_or_the_header_of_a_compound_one() -> None:
    pay = _function("pay")
    assert lines.statement_lines(pay, 4) == range(3, 6)  # the string inside the three-line raise
    assert lines.statement_lines(pay, 2) == range(2, 3)  # the `if` line, not its body
    assert lines.statement_lines(pay, 7) == range(7, 8)
    assert lines.statement_lines(pay, 1) is None  # the signature: default values are evaluated on import


def test_each_mutant_is_mapped_to_the_source_lines_it_changes(tmp_path: Path) -> None:
    source, mutated = tmp_path / "source.py", tmp_path / "mutated.py"
    source.write_text(SOURCE, encoding="utf-8")
    mutated.write_text(MUTATED, encoding="utf-8")
    changed = {name: lines_ for name, (_, lines_) in lines.changed_source_lines(mutated, source).items()}
    assert changed == {
        "x_pay__mutmut_1": {1},
        "x_pay__mutmut_2": {4},
        "x_pay__mutmut_3": {7},
        "xǁTableǁmove__mutmut_1": {12},
    }


def test_a_copy_that_does_not_match_the_source_is_left_to_mutmut(tmp_path: Path) -> None:
    source, mutated = tmp_path / "source.py", tmp_path / "mutated.py"
    source.write_text(SOURCE.replace("p.gold -= cost", "p.gold = p.gold - cost"), encoding="utf-8")
    mutated.write_text(MUTATED, encoding="utf-8")
    found = lines.changed_source_lines(mutated, source)
    assert found["x_pay__mutmut_2"][1] is None
    assert found["xǁTableǁmove__mutmut_1"][1] == {12}


# ------------------------------------------------------------------ the cheap trampoline (fast_wrap)
class _Holder:
    """Stands for ``mutmut.mutation.trampoline``: the name of the mutant under test, as mutmut keeps it."""

    _mutant_under_test: str | None = None


def _mutmut_like_wrap(calls: list[str]) -> object:
    """A stand-in for mutmut's ``wrap_in_trampoline``: its wrapper notes each call and dispatches as mutmut's
    does (the mutant of this dict under test, else the original)."""

    def wrap(mutants: dict[str, object], is_classmethod: bool = False) -> object:
        def decorate(function: object) -> object:
            def slow(*args: object, **kwargs: object) -> object:
                calls.append("slow")
                module, _, key = (_Holder._mutant_under_test or "").rpartition(".")
                chosen = mutants.get(key) if module == "shop" else None
                return (chosen or mutants["_mutmut_orig"])(*args, **kwargs)  # type: ignore[operator]

            return slow

        return decorate

    return wrap


def _mutated_price(calls: list[str], environ: dict[str, str]) -> object:
    mutants: dict[str, object] = {}
    wrap = lines.fast_wrap(_mutmut_like_wrap(calls), _Holder, environ)

    def price(n: int) -> int:
        return 3 * n

    price.__module__ = "shop"
    wrapped = wrap(mutants)(price)
    mutants["_mutmut_orig"] = price
    mutants["x_price__mutmut_1"] = lambda n: 4 * n
    return wrapped


def _under_test(name: str | None, environ: dict[str, str]) -> None:
    _Holder._mutant_under_test = None if name is None else "".join(name)  # a new object, as mutmut sets it
    environ.clear()
    if name is not None:
        environ["MUTANT_UNDER_TEST"] = name


def test_the_cheap_trampoline_calls_the_original_directly_unless_its_own_mutant_is_under_test() -> None:
    calls: list[str] = []
    environ: dict[str, str] = {}
    price = _mutated_price(calls, environ)
    for name, expected, path in [
        ("inn.x_cost__mutmut_1", 6, []),  # a mutant of another module
        ("shop.x_other__mutmut_2", 6, []),  # another function's mutant in the same module
        ("", 6, []),  # none (mutmut's clean run)
        ("shop.x_price__mutmut_1", 8, ["slow"]),  # its own: mutmut's trampoline calls the mutant
        ("stats", 6, ["slow"]),  # mutmut records which test reaches which function
        ("fail", 6, ["slow"]),
        (None, 6, ["slow"]),  # nothing set: mutmut reads the environment
        ("inn.x_cost__mutmut_1", 6, []),  # back to the direct call when the name changes again
    ]:
        _under_test(name, environ)
        calls.clear()
        assert price(2) == expected, name  # type: ignore[operator]
        assert calls == path, name


def test_in_the_stats_mode_the_cheap_trampoline_notes_the_function_as_mutmut_names_it() -> None:
    """With a recorder (mutmut's dependency tracking off), the stats run notes the function and calls the original
    without mutmut's trampoline; without one (or with a name the environment disagrees with), mutmut's own."""
    calls: list[str] = []
    environ: dict[str, str] = {}
    noted: list[str] = []
    mutants: dict[str, object] = {}

    def x_price__mutmut_orig(n: int) -> int:
        return 3 * n

    x_price__mutmut_orig.__module__ = "shop"
    price = lines.fast_wrap(_mutmut_like_wrap(calls), _Holder, environ, record=noted.append)(mutants)(
        x_price__mutmut_orig
    )
    mutants["_mutmut_orig"] = x_price__mutmut_orig
    _under_test("stats", environ)
    assert price(2) == 6 and price(1) == 3  # type: ignore[operator]
    assert noted == ["shop.x_price", "shop.x_price"] and calls == []
    _under_test("stats", environ)
    environ["MUTANT_UNDER_TEST"] = "fail"  # the environment wins: mutmut's trampoline
    noted.clear()
    assert price(2) == 6 and calls == ["slow"] and noted == []  # type: ignore[operator]
    _under_test("shop.x_price__mutmut_1", environ)
    mutants["x_price__mutmut_1"] = lambda n: 4 * n
    calls.clear()
    assert price(2) == 8 and calls == ["slow"] and noted == []  # type: ignore[operator]


def test_the_stats_are_noted_directly_only_without_mutmuts_dependency_tracking() -> None:
    from types import SimpleNamespace

    mutmut_state = SimpleNamespace(_stats=set())
    for tracking, depth, direct in [(False, -1, True), (True, -1, False), (False, 3, False)]:
        cfg = SimpleNamespace(track_dependencies=tracking, max_stack_depth=depth)
        record = lines.stats_recorder(cfg, lambda: mutmut_state)
        assert (record is not None) == direct
        if record is not None:
            record("shop.x_price")
            assert mutmut_state._stats == {"shop.x_price"}


def test_the_cheap_trampoline_leaves_to_mutmut_a_name_the_environment_disagrees_with() -> None:
    calls: list[str] = []
    environ: dict[str, str] = {}
    price = _mutated_price(calls, environ)
    _under_test("inn.x_cost__mutmut_1", environ)
    environ["MUTANT_UNDER_TEST"] = "shop.x_price__mutmut_1"  # mutmut lets the environment win
    assert price(2) == 6 and calls == ["slow"]  # type: ignore[operator]  # the stand-in reads only the holder


def test_class_methods_generators_and_coroutines_keep_mutmuts_trampoline() -> None:
    calls: list[str] = []
    slow_wrap = _mutmut_like_wrap(calls)
    wrap = lines.fast_wrap(slow_wrap, _Holder, {})

    def items() -> object:
        yield 1

    async def later() -> None:
        return None

    def plain() -> int:
        return 1

    for function, is_classmethod in [(items, False), (later, False), (plain, True)]:
        assert wrap({}, is_classmethod)(function).__name__ == "slow"
    assert wrap({}, False)(plain).__name__ == "plain"  # the cheap one, with the function's name


@pytest.mark.slow  # a subprocess of its own, seconds of CPU: the mutation harness, run by .ci/run's slow step
def test_a_test_that_runs_past_its_own_limit_ends_as_mutmuts_timeout(tmp_path: Path) -> None:
    """PerTestTimeLimit: a test's call gets (its recorded time + constant) x multiplier x 2 CPU seconds, then the
    process ends by SIGXCPU, mutmut's timeout; a test within its limit passes, and the set-up of its fixtures
    (not in the recorded time) is not limited."""
    (tmp_path / "test_loops.py").write_text(
        "def test_quick():\n    assert sum(range(1000)) == 499500\n\n\n"
        "def test_forever():\n    while True:\n        pass\n"
    )
    script = (
        "import sys, pytest\n"
        f"sys.path.insert(0, {str(ROOT / '.ci')!r})\n"
        "import mutation_lines\n"
        "limit = mutation_lines.PerTestTimeLimit({'test_loops.py::test_quick': 0.01}, 0.2, 1.0)\n"
        "sys.exit(pytest.main(['-q', '-p', 'no:cacheprovider', 'test_loops.py'], plugins=[limit]))\n"
    )
    import signal
    import subprocess

    run = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert run.returncode == -signal.SIGXCPU, (run.returncode, run.stdout[-2000:], run.stderr[-2000:])
    # a module's fixture set up before its first test is not in the recorded time of the test's call: not limited
    (tmp_path / "test_loops.py").write_text(
        "import time, pytest\n\n\n"
        "@pytest.fixture(scope='module')\ndef slow_setup():\n"
        "    start = time.process_time()\n    while time.process_time() - start < 2.5:\n        pass\n\n\n"
        "def test_quick(slow_setup):\n    assert True\n"
    )
    run = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout[-2000:]


# ----------------------------------------------------------- one collected session for every mutant
@pytest.mark.slow  # a subprocess of its own, seconds of CPU: the mutation harness, run by .ci/run's slow step
def test_the_collected_session_gives_each_forked_mutant_the_verdict_pytest_gives(tmp_path: Path) -> None:
    """CollectedSession: collected once, then each forked child runs the tests it is given, in their order, and
    stops at the first failure: 1 when one failed (a set-up error too), 0 when none did, as ``pytest -x`` would;
    a fixture set up in one child is not in the next; the test selection (``-m``) is the collection's; a test id
    the session does not hold gives None (mutmut's own runner then)."""
    (tmp_path / "test_some.py").write_text(
        "import os, pytest\n\nSEEN = []\n\n\n"
        "@pytest.fixture(scope='module')\ndef counted():\n    SEEN.append(1)\n    return len(SEEN)\n\n\n"
        "def test_passes(counted):\n    assert counted == 1\n\n\n"
        "def test_fails_when_told():\n    assert os.environ.get('KILL') != '1'\n\n\n"
        "@pytest.fixture\ndef broken():\n    raise RuntimeError('set-up')\n\n\n"
        "def test_errors_in_setup(broken):\n    pass\n\n\n"
        "@pytest.mark.slow\ndef test_left_out():\n    pass\n"
    )
    script = (
        "import os, sys\n"
        f"sys.path.insert(0, {str(ROOT / '.ci')!r})\n"
        "import mutation_lines\n"
        "session = mutation_lines.CollectedSession()\n"
        "session.collect(['-x', '-q', '-p', 'no:randomly', '-p', 'no:cacheprovider', '-m', 'not slow'], [])\n"
        "session.killers = mutation_lines.Path('killers.tsv')\n"
        "print(sorted(session.items))\n"
        "def child(tests, kill):\n"
        "    pid = os.fork()\n"
        "    if pid == 0:\n"
        "        os.environ['KILL'] = kill\n"
        "        code = session.run(tests, 'pkg.x_f__mutmut_1')\n"
        "        os._exit(99 if code is None else code)\n"
        "    return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])\n"
        "p, f = 'test_some.py::test_passes', 'test_some.py::test_fails_when_told'\n"
        "e = 'test_some.py::test_errors_in_setup'\n"
        "print(child([p, f], '0'), child([p, f], '1'), child([f, p], '1'), child([e, p], '0'),\n"
        "      child([p], '0'), child(['test_some.py::test_left_out'], '0'))\n"
    )
    import subprocess

    run = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-3000:]
    collected, verdicts = run.stdout.strip().splitlines()[-2:]
    assert collected == str(
        ["test_some.py::test_errors_in_setup", "test_some.py::test_fails_when_told", "test_some.py::test_passes"]
    )
    # passes, killed, killed (stops there), a set-up error kills, a fresh module fixture each time, unknown id
    assert verdicts.split() == ["0", "1", "1", "1", "0", "99"]
    # each kill noted with the test that failed first (the set-up error ran first once the failing test was noted)
    assert (tmp_path / "killers.tsv").read_text().splitlines() == [
        "pkg.x_f__mutmut_1\ttest_some.py::test_fails_when_told",
        "pkg.x_f__mutmut_1\ttest_some.py::test_fails_when_told",
        "pkg.x_f__mutmut_1\ttest_some.py::test_errors_in_setup",
    ]


def test_the_tests_that_killed_a_mutant_of_the_same_function_run_first(tmp_path: Path) -> None:
    """killers_first: the tests that killed other mutants of the mutant's function, the most often first, then the
    others in their order; those of other functions (a name that only begins alike too) change nothing."""
    killers = tmp_path / "killers.tsv"
    assert lines.killers_first(["a", "b", "c"], "m.x_f__mutmut_3", killers) == ["a", "b", "c"]  # no file yet
    killers.write_text(
        "m.x_f__mutmut_1\tc\nm.x_f__mutmut_2\tb\nm.x_f__mutmut_4\tc\nm.x_f2__mutmut_1\ta\nm.x_g__mutmut_1\td\n"
    )
    assert lines.killers_first(["a", "b", "c", "d"], "m.x_f__mutmut_3", killers) == ["c", "b", "a", "d"]
    assert lines.killers_first(["a", "b"], "m.x_f2__mutmut_9", killers) == ["a", "b"]
    assert lines.killers_first(["b", "d"], "m.x_g__mutmut_2", killers) == ["d", "b"]
    # with the tests' times: the cheapest per kill first (a quick test that killed one before a slow one that
    # killed two)
    killers.write_text("m.x_f__mutmut_1\ta\nm.x_f__mutmut_2\ta\nm.x_f__mutmut_4\tb\n")
    times = {"a": 2.0, "b": 0.1, "c": 0.0}
    assert lines.killers_first(["c", "b", "a"], "m.x_f__mutmut_3", killers, times) == ["b", "a", "c"]
    times["b"] = 1.5  # 1.5 s for one kill against 2.0 s for two
    assert lines.killers_first(["c", "b", "a"], "m.x_f__mutmut_3", killers, times) == ["a", "b", "c"]


def test_the_coverage_rests_on_the_tests_not_on_the_triage_the_run_writes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "tests" / "mutation").mkdir(parents=True)
    (tmp_path / "pyproject.toml").write_text("[tool.mutmut]\nonly_mutate = []\n", encoding="utf-8")
    survivors = tmp_path / "tests" / "mutation" / "survivors.yaml"
    test = tmp_path / "tests" / "test_rules.py"
    survivors.write_text("[]\n", encoding="utf-8")
    test.write_text("def test_a(): pass\n", encoding="utf-8")
    monkeypatch.setattr(lines, "ROOT", tmp_path)
    before = lines.inputs_digest()
    survivors.write_text("- mutant: m\n", encoding="utf-8")  # the score rewrote the triage
    assert lines.inputs_digest() == before
    test.write_text("def test_a(): assert True\n", encoding="utf-8")
    assert lines.inputs_digest() != before
