"""Applying a fault of :mod:`faults` to the reference engine, as its modules are imported.

An import hook (:class:`FaultFinder`) compiles each module of ``constantinopolis`` that a fault touches from
its source, changed:

- a *generated* fault (``neutralise``) turns every refusal by its rule in ``constantinopolis/core/phases/*.py``
  and ``table.py`` into no refusal: ``raise violation("RULE", ...)`` becomes ``pass`` (so that
  ``if COND: raise violation(...)`` refuses nothing), and ``return "RULE", reason`` (a decision the rule
  keeps from a player, ``state.not_offered``) becomes ``return None``;
- a *written* fault replaces one exact piece of a module's source by another (:class:`faults.Edit`), each
  piece found exactly once.

The hook must be installed before ``constantinopolis`` is first imported (``engine.py`` does so).  This
module imports nothing of ``constantinopolis``.
"""

from __future__ import annotations

import ast
import importlib.abc
import importlib.machinery
import sys
from collections.abc import Sequence
from pathlib import Path
from types import CodeType, ModuleType

PACKAGE = "constantinopolis"
CORE = PACKAGE + ".core"  # the rules core: the modules a fault changes, named relative to it ("phases.auction")
REFUSING_MODULES = ("table", "phases")  # where a generated fault looks for refusals: table.py, phases/*.py


class FaultError(Exception):
    """A fault that cannot be applied: an edit's text is not found exactly once, or a rule has no refusal."""


def _is_refusal_by(node: ast.expr | None, rule: str) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "violation"
        and bool(node.args)
        and isinstance(node.args[0], ast.Constant)
        and node.args[0].value == rule
    )


class _Neutralise(ast.NodeTransformer):
    def __init__(self, rule: str) -> None:
        self.rule = rule
        self.sites: list[int] = []

    def visit_Raise(self, node: ast.Raise) -> ast.stmt:
        if _is_refusal_by(node.exc, self.rule):
            self.sites.append(node.lineno)
            return ast.copy_location(ast.Pass(), node)
        return node

    def visit_Return(self, node: ast.Return) -> ast.stmt:
        v = node.value
        if (
            isinstance(v, ast.Tuple)
            and len(v.elts) == 2
            and isinstance(v.elts[0], ast.Constant)
            and v.elts[0].value == self.rule
        ):
            self.sites.append(node.lineno)
            return ast.copy_location(ast.Return(value=ast.Constant(None)), node)
        return node


def neutralised(source: str, rule: str) -> tuple[ast.Module, list[int]]:
    """The module ``source`` with every refusal by ``rule`` turned into none, and the lines of those refusals."""
    transformer = _Neutralise(rule)
    tree = ast.fix_missing_locations(transformer.visit(ast.parse(source)))
    return tree, transformer.sites


def edited(source: str, edits: Sequence[tuple[str, str]], where: str) -> str:
    for old, new in edits:
        found = source.count(old)
        if found != 1:
            raise FaultError(f"{where}: the text to replace occurs {found} times, not once: {old!r}")
        source = source.replace(old, new)
    return source


def refusal_sites(engine_dir: Path, rule: str) -> list[str]:
    """Where ``rule`` refuses in the reference (``table.py:123``), as a generated fault finds them; ``engine_dir``
    is the rules core's folder (``engine/constantinopolis/core``)."""
    files = [engine_dir / "table.py", *sorted((engine_dir / "phases").glob("*.py"))]
    sites: list[str] = []
    for f in files:
        source = f.read_text(encoding="utf-8")
        if rule not in source:  # a refusal names its rule in a literal: no literal, no refusal (and no parse)
            continue
        _, lines = neutralised(source, rule)
        sites += [f"{f.relative_to(engine_dir).as_posix()}:{n}" for n in lines]
    return sites


class _Loader(importlib.machinery.SourceFileLoader):
    def __init__(self, fullname: str, path: str, finder: FaultFinder) -> None:
        super().__init__(fullname, path)
        self.finder = finder

    def get_code(self, fullname: str) -> CodeType:  # never the cached bytecode: always the changed source
        source = Path(self.path).read_text(encoding="utf-8")
        return self.finder.compile(fullname, source, self.path)


class FaultFinder(importlib.abc.MetaPathFinder):
    """Finds the modules of ``constantinopolis`` as the standard path finder does, and compiles those a
    fault touches from their changed source."""

    def __init__(self, neutralise: str | None, edits: dict[str, list[tuple[str, str]]]) -> None:
        self.neutralise = neutralise
        self.edits = edits  # module (e.g. "phases.auction") -> [(old, new)]
        self.sites: list[str] = []
        self.applied: set[str] = set()

    def _touches(self, fullname: str) -> bool:
        short = fullname.removeprefix(CORE + ".")
        if short in self.edits:
            return True
        return self.neutralise is not None and (short in REFUSING_MODULES or short.startswith("phases."))

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not fullname.startswith(CORE + ".") or not self._touches(fullname):
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
            return spec
        spec.loader = _Loader(fullname, spec.origin, self)
        return spec

    def compile(self, fullname: str, source: str, path: str) -> CodeType:
        short = fullname.removeprefix(CORE + ".")
        if short in self.edits:
            source = edited(source, self.edits[short], short)
            self.applied.add(short)
        tree = ast.parse(source)
        if self.neutralise is not None:
            tree, lines = neutralised(source, self.neutralise)
            self.sites += [f"{short}:{n}" for n in lines]
        return compile(tree, path, "exec", dont_inherit=True)


def install(neutralise: str | None, edits: dict[str, list[tuple[str, str]]]) -> FaultFinder:
    if any(m == PACKAGE or m.startswith(PACKAGE + ".") for m in sys.modules):
        raise FaultError(f"{PACKAGE} is already imported: install the fault before importing it")
    finder = FaultFinder(neutralise, edits)
    sys.meta_path.insert(0, finder)
    return finder
