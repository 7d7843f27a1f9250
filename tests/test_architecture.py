"""The engine's layout (docs/engine.md): the sub-packages in layers (the rules core, the books, the suite,
the tools), no import cycles, the phases apart from the API, no private name across modules, rule ids in
the code that implements them."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path
from types import ModuleType

from constantinopolis import Game
from constantinopolis.core import phases
from constantinopolis.core.phases import production, ships
from constantinopolis.core.rules import RULES
from constantinopolis.core.state import Phase

PACKAGE = Path(__file__).resolve().parent.parent / "engine" / "constantinopolis"
CORE = PACKAGE / "core"
NAME = "constantinopolis"
# The sub-packages, lowest first: each imports only from itself, those before it and the top level's shared
# modules (docs/engine.md).
LAYERS = ("core", "books", "suite", "tools")
# The top level: the public API (__init__), `python -m constantinopolis` (__main__), and the modules that
# every layer may import, which import no layer themselves.
ENTRY_POINTS = {NAME, f"{NAME}.__main__"}
MAX_TOP_LEVEL = 12
# The modules that implement rules: where a search for a rule id must lead.
RULE_CODE = [
    *sorted((CORE / "phases").glob("*.py")),
    *(
        CORE / f
        for f in ("table.py", "game.py", "inputs.py", "setup.py", "view.py", "state.py", "actions.py", "components.py")
    ),
]


@cache
def parsed(source: str) -> ast.Module:
    """``ast.parse`` of ``source``, once per text: the tests of this module read the same files several times."""
    return ast.parse(source)


def module_name(path: Path) -> str:
    parts = [NAME, *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, typing: bool = False) -> set[str]:
    """The engine modules ``path`` imports at run time: at the top or inside a function, but not under
    ``if TYPE_CHECKING:`` (unless ``typing``)."""
    return _imports(path)[typing]


@cache
def _imports(path: Path) -> tuple[set[str], set[str]]:
    """:func:`imports` of ``path``: (at run time, with the imports of types too), the file read once."""
    tree = parsed(path.read_text(encoding="utf-8"))
    typing_only = {
        id(n)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.dump(node.test)
        for n in ast.walk(node)
    }
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    found: set[str] = set()
    typed: set[str] = set()
    for node in ast.walk(tree):
        names: set[str] = set()
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            target = ".".join([*base, *([node.module] if node.module else [])]) if node.level else node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                names.add(sub if sub in MODULES else target)
        elif isinstance(node, ast.Import):
            names = {a.name for a in node.names}
        typed |= names
        if id(node) not in typing_only:
            found |= names
    return ({m for m in found if m in MODULES and m != me}, {m for m in typed if m in MODULES and m != me})


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py") if "translations" not in p.relative_to(PACKAGE).parts}


@cache
def graph(typing: bool = False) -> dict[str, set[str]]:
    """Each module's imports (:func:`imports`; ``typing``: with the imports of types, which bind the layers too),
    read when first asked for: parsed by the worker that runs these tests, not by every worker that collects them."""
    return {m: imports(p, typing) for m, p in MODULES.items()}


def layer(module: str) -> str | None:
    """The sub-package of ``module`` (``core``, ...), or ``None`` for a module of the top level."""
    parts = module.split(".")
    return parts[1] if len(parts) > 2 or (len(parts) == 2 and (PACKAGE / parts[1]).is_dir()) else None


def layer_violations(graph: dict[str, set[str]]) -> list[str]:
    """Each import of ``graph`` (module -> the engine modules it imports) that goes up the layers: a layer
    importing a later one (the core importing the books, the suite or the tools; the books the suite or
    the tools; the suite the tools), or a shared module of the top level importing any layer."""
    found = []
    for module, deps in sorted(graph.items()):
        mine = layer(module)
        for dep in sorted(deps):
            theirs = layer(dep)
            if module in ENTRY_POINTS or theirs is None:
                continue
            if mine is None:
                found.append(f"{module} (a shared module of the top level) imports {dep} ({theirs})")
            elif mine not in LAYERS or theirs not in LAYERS:
                found.append(f"{module} or {dep} is in no layer of {LAYERS}")
            elif LAYERS.index(theirs) > LAYERS.index(mine):
                found.append(f"{module} ({mine}) imports {dep} ({theirs})")
    return found


def cycles() -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph()[v]):
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

    for v in sorted(graph()):
        if v not in index:
            visit(v)
    return found


def test_the_graph_is_read() -> None:
    assert f"{NAME}.core.table" in graph()[f"{NAME}.core.game"]
    assert f"{NAME}.core.phases.auction" in graph()[f"{NAME}.core.phases"]
    assert f"{NAME}.core.game" in graph()[f"{NAME}.suite.golden"]  # across sub-packages, relatively (..core.game)
    assert f"{NAME}.rulebooks" in graph()[f"{NAME}.core.options"]


def test_each_module_is_in_a_layer_or_one_of_at_most_12_at_the_top() -> None:
    sub_packages = sorted(p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file())
    assert sub_packages == sorted(LAYERS), f"each sub-package of {NAME} is a layer of LAYERS, in its order"
    top = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert len(top) <= MAX_TOP_LEVEL, f"{len(top)} modules at the top of {NAME}: {top}; put them in a layer"
    assert {m for m in MODULES if layer(m) is None} >= ENTRY_POINTS


def test_the_layer_check_finds_an_import_up_the_layers() -> None:
    core, books, suite, tools = (f"{NAME}.{x}" for x in LAYERS)
    graph = {
        f"{core}.state": {f"{books}.i18n", f"{core}.table", f"{NAME}.rulebooks"},
        f"{books}.i18n": {f"{suite}.golden", f"{core}.state"},
        f"{suite}.golden": {f"{tools}.cli", f"{books}.i18n"},
        f"{tools}.cli": {f"{suite}.golden", f"{core}.state", NAME},
        f"{NAME}.rulebooks": {f"{core}.state"},
        NAME: {f"{core}.state"},
    }
    assert layer_violations(graph) == [
        f"{books}.i18n (books) imports {suite}.golden (suite)",
        f"{core}.state (core) imports {books}.i18n (books)",
        f"{NAME}.rulebooks (a shared module of the top level) imports {core}.state (core)",
        f"{suite}.golden (suite) imports {tools}.cli (tools)",
    ]


def test_the_core_imports_no_book_suite_or_tool_the_books_no_suite_or_tool_the_suite_no_tool() -> None:
    assert layer_violations(graph(typing=True)) == []


def test_no_import_cycles() -> None:
    assert cycles() == []


def test_the_rules_do_not_import_the_api() -> None:
    """The phase modules, the table, the set-up and the view work on a Table; only the API and the tools
    around it (scenario files, the protocol, golden games) import game.py."""
    core = f"{NAME}.core"
    for name in (f"{core}.table", f"{core}.setup", f"{core}.setup_checks", f"{core}.view", f"{core}.state"):
        assert f"{core}.game" not in graph()[name], name
    for name, deps in graph().items():
        if name.startswith(f"{core}.phases"):
            assert f"{core}.game" not in deps, name


def test_setup_and_view_use_no_private_attribute_of_the_game() -> None:
    """Set-up, its consistency checks and the view go through the table's public attributes and methods."""
    for path in (CORE / "setup.py", CORE / "setup_checks.py", CORE / "view.py"):
        tree = parsed(path.read_text(encoding="utf-8"))
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


def is_private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def private_names(tree: ast.Module) -> set[str]:
    """The private names a module defines: its functions, classes and variables (at any level), the
    attributes it assigns (``self._x = ...``, ``obj._x = ...``) and the parameters of its functions."""
    found: set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found.add(n.name)
        elif isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            found.add(n.id)
        elif isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store):
            found.add(n.attr)
        elif isinstance(n, ast.arg):
            found.add(n.arg)
    return {name for name in found if is_private(name)}


def private_uses(sources: dict[str, str]) -> list[str]:
    """Each use, in one module of ``sources`` (module name to source), of a private name that another
    module of them defines: imported (``from .components import _to_raw``), read or set as an attribute
    of anything but ``self`` or ``cls`` (``game._perform``), or named to ``getattr``, ``setattr``,
    ``hasattr`` or ``delattr``.  Names are matched by name: a private name the module defines itself
    is its own, and one that no module defines (``argparse._SubParsersAction``) is not the package's."""
    trees = {m: parsed(text) for m, text in sources.items()}
    defined = {m: private_names(tree) for m, tree in trees.items()}
    found: list[tuple[str, int, str]] = []
    for m, tree in trees.items():

        def others(name: str, m: str = m) -> list[str]:
            return [] if name in defined[m] else sorted(o for o, names in defined.items() if name in names)

        for n in ast.walk(tree):
            if isinstance(n, ast.ImportFrom) and (n.level or (n.module or "").split(".")[0] == NAME):
                found += [(m, n.lineno, f"imports {a.name}") for a in n.names if is_private(a.name)]
            elif isinstance(n, ast.Attribute) and is_private(n.attr) and ast.unparse(n.value) not in ("self", "cls"):
                if owners := others(n.attr):
                    found.append((m, n.lineno, f"{ast.unparse(n)} ({', '.join(owners)})"))
            elif (
                isinstance(n, ast.Call)
                and isinstance(n.func, ast.Name)
                and n.func.id in ("getattr", "setattr", "hasattr", "delattr")
                and len(n.args) > 1
                and isinstance(n.args[1], ast.Constant)
                and isinstance(n.args[1].value, str)
                and is_private(n.args[1].value)
                and ast.unparse(n.args[0]) not in ("self", "cls")
                and (owners := others(n.args[1].value))
            ):
                found.append((m, n.lineno, f"{ast.unparse(n)} ({', '.join(owners)})"))
    return [f"{m}:{line} {what}" for m, line, what in sorted(found)]


# The private names that crossed modules before the public fast path (issue 22), as the code was.
OLD_CROSSINGS = {
    "constantinopolis.core.game": """
class Game:
    def apply(self, action):
        self._perform(action, self._plan(action))

    def _perform(self, action, plan): ...

    def _plan(self, p, action): ...
""",
    "constantinopolis.core.components": """
def _to_raw(c): ...

def _contract_raw(k): ...
""",
    "constantinopolis.suite.simulate": """
import argparse

def random_move(game, player, a):
    plan = game._plan(player, a)
    return a, plan

def play_random_game(game, rng):
    game._perform(*random_move(game, rng))
    parser: argparse._SubParsersAction = getattr(game, "_perform")
""",
    "constantinopolis.suite.golden": """
from .components import Components, _contract_raw, default_components

def components_overrides(c):
    from .components import _to_raw

    return _to_raw(c), _contract_raw(c)
""",
}


def test_the_private_name_check_finds_the_old_crossings() -> None:
    assert private_uses(OLD_CROSSINGS) == [
        "constantinopolis.suite.golden:2 imports _contract_raw",
        "constantinopolis.suite.golden:5 imports _to_raw",
        "constantinopolis.suite.simulate:5 game._plan (constantinopolis.core.game)",
        "constantinopolis.suite.simulate:9 game._perform (constantinopolis.core.game)",
        "constantinopolis.suite.simulate:10 getattr(game, '_perform') (constantinopolis.core.game)",
    ]


def test_no_module_uses_a_private_name_of_another() -> None:
    """Each engine module reaches into no other: what another module needs is public (docs/engine.md)."""
    assert private_uses({m: p.read_text(encoding="utf-8") for m, p in MODULES.items()}) == []


def test_every_rule_id_appears_in_the_code_that_implements_it() -> None:
    """A search for a rule id leads from the rulebook (rules.py cites its lines) to the code."""
    code = "\n".join(p.read_text(encoding="utf-8") for p in RULE_CODE)
    missing = sorted(r for r in RULES if r not in code)
    assert missing == [], f"rule ids that appear in none of {[p.name for p in RULE_CODE]}: {missing}"


def long_functions(limit: int) -> list[str]:
    """Every function of the engine longer than ``limit`` lines (its decorators excluded)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(parsed(path.read_text(encoding="utf-8"))):
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
    lines = (CORE / "game.py").read_text(encoding="utf-8").count("\n")
    assert lines < 300, f"game.py has {lines} lines; the API facade stays small (docs/engine.md)"


def plan_classes(tree: ast.Module) -> list[str]:
    """The classes of a phase module with a ``carry_out``, but its pending decisions (``...Decision``) and
    ``Noted`` (any plan, with what its check noted)."""
    return [
        node.name
        for node in tree.body
        if isinstance(node, ast.ClassDef)
        and node.name != "Noted"
        and not any(ast.unparse(b).endswith("Decision") for b in node.bases)
        and any(isinstance(f, ast.FunctionDef) and f.name == "carry_out" for f in node.body)
    ]


def misnamed_plans(phase_modules: dict[str, str], actions: str) -> list[str]:
    """The plan classes of ``phase_modules`` (name -> source) against the naming rule of phases/plan.py:
    each ends in ``Plan``, and none has the name of a class of ``actions`` (the source of actions.py)."""
    action_classes = {n.name for n in parsed(actions).body if isinstance(n, ast.ClassDef)}
    return [
        f"{module}.{name}" + (" (an action class's name)" if name in action_classes else "")
        for module, source in sorted(phase_modules.items())
        for name in plan_classes(parsed(source))
        if not name.endswith("Plan") or name in action_classes
    ]


PLAN_MODULES = {p.stem: p.read_text(encoding="utf-8") for p in sorted((CORE / "phases").glob("*.py"))}


def test_a_plan_class_is_named_for_what_it_carries_out_with_the_suffix_plan() -> None:
    names = {n for source in PLAN_MODULES.values() for n in plan_classes(parsed(source))}
    assert len(names) >= 27 and {"UseCommercialPlan", "DonePlan", "PurchasePlan"} <= names
    assert misnamed_plans(PLAN_MODULES, (CORE / "actions.py").read_text(encoding="utf-8")) == []


def test_the_plan_name_check_finds_a_plan_named_like_an_action() -> None:
    construction = """
class UseCommercial:
    def carry_out(self, t): ...

class PreemptDecision(Decision):
    def carry_out(self, t): ...

class Purchase:
    def carry_out(self, t): ...
"""
    actions = "class Action: ...\nclass UseCommercial(Action): ..."
    assert misnamed_plans({"construction": construction}, actions) == [
        "construction.UseCommercial (an action class's name)",
        "construction.Purchase",
    ]


def test_the_round_plays_every_phase_and_where_nobody_acts_nothing_is_offered() -> None:
    """phases.PHASES holds each phase of the round, in the rulebook's order (en:196-205); Move Ships and
    Produce meet the contract with no verbs, no checks and no candidates, and the gate knows no verb there."""
    assert phases.ROUND == tuple(p for p in Phase if p != Phase.GAME_OVER)
    game = Game.new(["ann", "bob"], seed=1)
    for phase, module in ((Phase.MOVE_SHIPS, ships), (Phase.PRODUCE, production)):
        assert phases.PHASES[phase] is module
        assert (module.VERBS, module.CHECKS, module.candidates(game, game.state.players[0])) == (frozenset(), {}, {})
        assert phases.VERBS[phase] == frozenset()


# ------------------------------------------------------------------ the caches the rules keep between games
def _core_modules() -> list[ModuleType]:
    import importlib
    import pkgutil

    import constantinopolis.core as core

    return [core, *(importlib.import_module(m.name) for m in pkgutil.walk_packages(core.__path__, core.__name__ + "."))]


def _module_values() -> dict[tuple[str, str], object]:
    """Every module-level list, dict, set and functools cache of the rules core, with what it holds now."""
    out: dict[tuple[str, str], object] = {}
    for module in _core_modules():
        for name, value in vars(module).items():
            if name.startswith("__"):
                continue
            if isinstance(value, (list, dict, set)):
                out[(module.__name__, name)] = (id(value), repr(value))
            elif hasattr(value, "cache_info"):
                out[(module.__name__, name)] = value.cache_info().currsize
    return out


def test_every_cache_the_rules_keep_between_games_is_declared_and_cleared() -> None:
    """A module-level value that playing changes is a cache the next game reads: each is named in its module's
    ``__caches__``, so that ``constantinopolis.core.clear_caches`` empties them all (the mutation run does so in
    each mutant's child, forked from a process that has run every test: a cache left full hides the mutants of
    the code that fills it).  The components of the box are loaded once, data rather than a cache of the rules."""
    import random

    from constantinopolis.core import clear_caches
    from constantinopolis.core.components import default_components
    from constantinopolis.suite.simulate import random_move

    clear_caches()
    before = _module_values()
    for seed, edition in enumerate(("en", "es", "fr", "de", "it")):
        overrides = {"buildings": {"mensae": {"cost": 4 + seed}}}
        game = Game.new(["a", "b", "c", "d"][: 2 + seed % 4], seed=seed, options=edition, component_overrides=overrides)
        rng = random.Random(seed)
        while not game.is_over:
            game.perform(*random_move(game, rng))
    changed = {key for key, value in _module_values().items() if before.get(key) != value}
    declared = {(module.__name__, name) for module in _core_modules() for name in getattr(module, "__caches__", ())}
    box = {(m.__name__, n) for m in _core_modules() for n, v in vars(m).items() if v is default_components}
    assert changed - box <= declared, (
        f"module-level values changed by play, not in __caches__: {sorted(changed - box - declared)}"
    )
    assert {("constantinopolis.core.phases.construction", "_FOR_SALE")} <= changed  # the check sees the caches fill
    clear_caches()
    for module in _core_modules():
        for name in getattr(module, "__caches__", ()):
            value = getattr(module, name)
            assert (value.cache_info().currsize if hasattr(value, "cache_info") else len(value)) == 0, (module, name)
