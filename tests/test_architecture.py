"""The engine's layout (docs/engine.md): no import cycles, the phases apart from the API, rule ids
in the code that implements them."""

from __future__ import annotations

import ast
from pathlib import Path

from constantinopolis.rules import RULES

PACKAGE = Path(__file__).resolve().parent.parent / "engine" / "constantinopolis"
NAME = "constantinopolis"
# The modules that implement rules: where a search for a rule id must lead.
RULE_CODE = [
    *sorted((PACKAGE / "phases").glob("*.py")),
    *(
        PACKAGE / f
        for f in ("table.py", "game.py", "inputs.py", "setup.py", "view.py", "state.py", "actions.py", "components.py")
    ),
]


def module_name(path: Path) -> str:
    parts = [NAME, *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """The engine modules ``path`` imports at run time: at the top or inside a function, but not under
    ``if TYPE_CHECKING:``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {
        id(n)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for n in ast.walk(node)
    }
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            target = ".".join([*base, *([node.module] if node.module else [])]) if node.level else node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                found.add(sub if sub in MODULES else target)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
    return {m for m in found if m in MODULES and m != me}


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}
GRAPH = {m: imports(p) for m, p in MODULES.items()}


def cycles() -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(GRAPH[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(GRAPH):
        if v not in index:
            visit(v)
    return found


def test_the_graph_is_read() -> None:
    assert f"{NAME}.table" in GRAPH[f"{NAME}.game"]
    assert f"{NAME}.phases.auction" in GRAPH[f"{NAME}.phases"]


def test_no_import_cycles() -> None:
    assert cycles() == []


def test_the_rules_do_not_import_the_api() -> None:
    """The phase modules, the table, the set-up and the view work on a Table; only the API and the tools
    around it (scenario files, the protocol, golden games) import game.py."""
    for name in (f"{NAME}.table", f"{NAME}.setup", f"{NAME}.setup_checks", f"{NAME}.view", f"{NAME}.state"):
        assert f"{NAME}.game" not in GRAPH[name], name
    for name, deps in GRAPH.items():
        if name.startswith(f"{NAME}.phases"):
            assert f"{NAME}.game" not in deps, name


def test_setup_and_view_use_no_private_attribute_of_the_game() -> None:
    """Set-up, its consistency checks and the view go through the table's public attributes and methods."""
    for path in (PACKAGE / "setup.py", PACKAGE / "setup_checks.py", PACKAGE / "view.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        private = sorted(
            {
                f"{ast.unparse(n.value)}.{n.attr}"
                for n in ast.walk(tree)
                if isinstance(n, ast.Attribute)
                and n.attr.startswith("_")
                and not n.attr.startswith("__")
                and ast.unparse(n.value) in ("game", "t", "table")
            }
        )
        assert private == [], f"{path.name}: {private}"


def test_every_rule_id_appears_in_the_code_that_implements_it() -> None:
    """A search for a rule id leads from the rulebook (rules.py cites its lines) to the code."""
    code = "\n".join(p.read_text(encoding="utf-8") for p in RULE_CODE)
    missing = sorted(r for r in RULES if r not in code)
    assert missing == [], f"rule ids that appear in none of {[p.name for p in RULE_CODE]}: {missing}"


def long_functions(limit: int) -> list[str]:
    """Every function of the engine longer than ``limit`` lines (its decorators excluded)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > limit:
                    found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} {node.name} ({length} lines)")
    return found


def test_the_length_check_finds_a_long_function() -> None:
    assert any("long_functions" not in f for f in long_functions(20))


def test_no_engine_function_is_over_60_lines() -> None:
    assert long_functions(60) == []


def test_the_game_facade_is_under_300_lines() -> None:
    lines = (PACKAGE / "game.py").read_text(encoding="utf-8").count("\n")
    assert lines < 300, f"game.py has {lines} lines; the API facade stays small (docs/engine.md)"
