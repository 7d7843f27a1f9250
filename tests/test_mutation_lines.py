"""The per-line test selection of the mutation run (.ci/mutation_lines.py, docs/mutation.md): a mutant is
mapped to the source lines of the statement it changes, or left to mutmut's function-level selection."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

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
