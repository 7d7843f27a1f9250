"""The docs' blocks that restate a registry, generated from it.

    .venv/bin/python -m constantinopolis.tools.docgen           # rewrite every generated block
    .venv/bin/python -m constantinopolis.tools.docgen --check   # change nothing; exit 1 naming each doc that differs

A generated block of a doc (``docs/*.md``, ``README.md``) sits between two comments::

    <!-- generated: NAME [ARGUMENT] (python -m constantinopolis.tools.docgen) -->
    ...
    <!-- end generated -->

Everything between them is rewritten from the registry its NAME says (:data:`BLOCKS`);
the rest of the doc is left alone, so a block's explanation is written around it.
:data:`REQUIRED` names the blocks each doc must hold (one per rule option in
``docs/rule-options.md``): a new option or book shows up in the docs, or the check
says which block to add.  ``tests/test_docs_generated.py`` runs the check.
"""

from __future__ import annotations

import argparse
import io
import json
import pprint
import re
import shlex
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

from ..core.components import BuildingKind
from ..core.errors import OptionsError
from ..core.options import OPTION_SPECS, OptionSpec, RuleOptions
from ..rulebooks import BOOKS, CODES, inventory

ROOT = Path(__file__).resolve().parents[3]  # the checkout: engine/constantinopolis/tools/docgen.py
COMMAND = ".venv/bin/python -m constantinopolis.tools.docgen"
BLOCK = re.compile(
    r"(?P<open><!-- generated: (?P<key>[^()\n]+?) \(python -m constantinopolis\.tools\.docgen\) -->\n)"
    r"(?P<body>.*?)"
    r"(?P<close><!-- end generated -->)",
    re.DOTALL,
)
EDITIONS_EXAMPLE = "scenarios/consul-preemption-funding.yaml"


# -- the pieces ---------------------------------------------------------------------------------------
def _value(value: Any) -> str:
    """An option value as the docs write it: the JSON form (``false``, ``face-up``)."""
    return f"`{value}`" if isinstance(value, str) else f"`{json.dumps(value)}`"


def _cell(text: str) -> str:
    return " ".join(text.split()).replace("|", "\\|")


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def _fenced(text: str, lang: str = "") -> str:
    body = "\n".join(line.rstrip() for line in text.strip("\n").splitlines())
    return f"```{lang}\n{body}\n```\n"


def _run_cli(*argv: str) -> str:
    """What ``constantinopolis ARGV`` prints, with the checkout's path left out of it."""
    from .cli import main

    out = io.StringIO()
    with redirect_stdout(out):
        main(list(argv))
    return out.getvalue().replace(f"{ROOT}/", "")


def _spec(name: str) -> OptionSpec:
    if name not in OPTION_SPECS:
        raise KeyError(f"no rule option {name!r} in OPTION_SPECS")
    return OPTION_SPECS[name]


# -- the blocks ---------------------------------------------------------------------------------------
def options_table(_: str = "") -> str:
    """docs/rule-options.md: every option, each book's preset value, the rule it modifies."""
    rows = [
        [f"`{s.name}`", *(_value(s.editions[code]) for code in CODES), f"`{s.rule}`"] for s in OPTION_SPECS.values()
    ]
    return _table(["option", *CODES, "rule"], rows)


def options_output(_: str = "") -> str:
    """docs/rule-options.md: the output of ``constantinopolis options``."""
    return _fenced(_run_cli("options"))


def option(name: str) -> str:
    """docs/rule-options.md, one option: its summary, rule and note, and each value with the books that take it."""
    spec = _spec(name)
    head = "  ".join(part for part in (spec.summary, f"Modifies rule `{spec.rule}`.", spec.note) if part)
    rows = []
    for value, meaning in spec.values.items():
        books = [f"{c} ({spec.lines[c]})" if c in spec.lines else c for c in CODES if spec.editions[c] == value]
        rows.append([_value(value), meaning, ", ".join(books) or "no preset"])
    return f"{head}\n\n" + _table(["value", "meaning", "editions"], rows)


def option_errors(_: str = "") -> str:
    """docs/rule-options.md: the errors of a wrong value and of an unknown edition."""
    attempts: list[Callable[[], RuleOptions]] = [
        lambda: RuleOptions.edition("en").with_(free_trade=1),
        lambda: RuleOptions.edition("xx"),
    ]
    lines = []
    for attempt in attempts:
        try:
            attempt()
        except OptionsError as exc:
            lines.append(str(exc))
        else:  # pragma: no cover - the registry would be broken
            raise AssertionError("an invalid option was accepted")
    return _fenced("\n".join(lines))


def preset_differences(_: str = "") -> str:
    """docs/rule-options.md: where the en and it presets differ, as ``RuleOptions.differences`` says."""
    found = RuleOptions.edition("en").differences(RuleOptions.edition("it"))
    return _fenced(
        '>>> from pprint import pprint\n>>> pprint(RuleOptions.edition("en").differences(RuleOptions.edition("it")))\n'
        + pprint.pformat(found, width=100),
        "python",
    )


def protocol_options(_: str = "") -> str:
    """docs/protocol.md: every option ``start`` sends, with each book's preset and every value."""
    out = []
    for s in OPTION_SPECS.values():
        presets = ", ".join(f"{code} `{json.dumps(s.editions[code])}`" for code in CODES)
        out.append(f"- **`{s.name}`**: {s.summary}  Presets: {presets}.")
        out += [f"  - `{json.dumps(value)}`: {meaning}" for value, meaning in s.values.items()]
    return "\n".join(out) + "\n"


def engine_options(_: str = "") -> str:
    """docs/protocol.md: the options that connect the suite to an engine, and the commands that take them."""
    from ..suite.verify.engine_options import ENGINE_OPTIONS

    rows = [(f"`{o.flag} {o.argument}`", o.meaning, ", ".join(f"`{c}`" for c in o.commands)) for o in ENGINE_OPTIONS]
    return _table(("option", "meaning", "where"), rows)


def _bytes(count: int) -> str:
    """A size as the docs write it: ``2 MiB``, ``64 KiB``."""
    for unit, size in (("MiB", 2**20), ("KiB", 2**10)):
        if count % size == 0:
            return f"{count // size} {unit}"
    return f"{count:,} bytes"


def engine_limits(_: str = "") -> str:
    """docs/protocol.md: the time limits and sizes the harness holds an engine to (the constants themselves)."""
    from ..suite.verify.engine_options import DEFAULT_STARTUP_TIMEOUT, DEFAULT_STEP_TIMEOUT
    from ..suite.verify.process import MAX_ANSWER_BYTES, STDERR_TAIL_BYTES

    rows = [
        ("starting the program and its `hello` answer", f"{DEFAULT_STARTUP_TIMEOUT:g} s", "`--startup-timeout S`"),
        (
            "every other request: writing it (an engine that stops reading its stdin blocks the harness) and "
            "reading its answer",
            f"{DEFAULT_STEP_TIMEOUT:g} s",
            "`--step-timeout S`",
        ),
        ("one answer line", _bytes(MAX_ANSWER_BYTES), ""),
        ("stderr kept", f"the last {_bytes(STDERR_TAIL_BYTES)}", ""),
    ]
    return _table(("limit", "default", "option"), rows)


def start_schema(text: str) -> str:
    """docs/schemas/start.request.json, its ``options`` (each rule option: required, its values, its summary and
    each value's meaning) written from the registry; the rest of the schema as it is."""
    schema = json.loads(text)
    options = schema["properties"]["options"]
    options["required"] = list(OPTION_SPECS)
    options["properties"] = {
        name: {
            "enum": list(spec.values),
            "description": f"{spec.summary}  "
            + "; ".join(f"{json.dumps(value)}: {meaning}" for value, meaning in spec.values.items()),
        }
        for name, spec in OPTION_SPECS.items()
    }
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def editions_example(path: str = EDITIONS_EXAMPLE) -> str:
    """docs/editions.md: ``constantinopolis play-scenario FILE --all-editions`` (quotes the catalogue)."""
    return _fenced(_run_cli("play-scenario", str(ROOT / path), "--all-editions"))


def adjudicate_example(argument: str) -> str:
    """docs/adjudicating.md: ``constantinopolis adjudicate ARGUMENT`` and what it prints; the first
    argument is a situation file, relative to the checkout."""
    args = shlex.split(argument)
    if not args:
        raise ValueError("the adjudicate block needs a situation file and the command's arguments")
    return _fenced(
        f"$ constantinopolis adjudicate {argument}\n" + _run_cli("adjudicate", str(ROOT / args[0]), *args[1:])
    )


def scenario_run(argument: str) -> str:
    """docs/scenario-format.md: ``constantinopolis play-scenario FILE [OPTIONS]``, e.g. ``FILE --edition it``."""
    path, *options = argument.split()
    return _fenced(_run_cli("play-scenario", str(ROOT / path), *options))


def rulings_table(folder: str = "scenarios/rulings") -> str:
    """docs/adjudicating.md: each ruling's question, its verdict and rule, and the editions that differ."""
    from ..suite.adjudicate import adjudicate
    from ..suite.scenario import load_scenario

    folder = folder or "scenarios/rulings"
    rows = []
    for path in sorted((ROOT / folder).glob("*.yaml")):
        ruling = adjudicate(load_scenario(path))
        v = ruling.verdict
        verdict = "allowed" if v.allowed else f"refused: `{v.rule}`"
        lines = ", ".join(f"{ruling.situation.source.get('book', 'en')}:{x}" for x in ruling.situation.source["lines"])
        differ = ", ".join(ruling.differing) or "none"
        rows.append(
            [
                f"[{path.stem}](../{folder}/{path.name})",
                ruling.situation.name,
                f"`{ruling.action}`",
                verdict,
                lines,
                differ,
            ]
        )
    return _table(
        ["ruling", "the question", "the disputed action", "verdict (en)", "lines", "editions that differ"], rows
    )


def rules_table(_: str = "") -> str:
    """docs/rules.md: every rule id, its summary, its status and lines in each book (the concordance), and the
    engine convention of a rule that no book states."""
    from ..books.concordance import entries
    from ..core.rules import RULES

    rows = []
    for rule in RULES.values():
        cites = entries(rule.id)
        row = [f"`{rule.id}`", rule.summary]
        for book in CODES:
            entry = cites.get(book)
            if entry is None:
                row.append("?")
                continue
            lines = entry.cite().removeprefix(f"{book}:").replace(f", {book}:", ", ")
            if entry.status == "stated":
                row.append(lines)
            elif entry.status == "implied":
                row.append(f"implied: {lines}")
            else:
                closest = entry.closest_cite().replace(f"{book}:", "")
                row.append(f"not stated (closest {closest})" if closest else "not stated")
        row.append(f"**engine convention**: {rule.convention}" if rule.is_convention else "")
        rows.append(row)
    header = ["rule", "what it says", *(f"{BOOKS[b].native} ({b})" for b in CODES), "engine convention"]
    return _table(header, rows)


def _scenario_counts(folder: Path) -> tuple[int, int]:
    """(scenarios, of which outlines) of the feature files of a folder."""
    from gherkin.parser import Parser

    scenarios = outlines = 0
    for path in sorted(folder.glob("*.feature")):
        feature = Parser().parse(path.read_text(encoding="utf-8")).get("feature")
        children: list[Any] = list(feature["children"]) if feature else []
        while children:
            child = children.pop(0)
            if "rule" in child:
                children += child["rule"]["children"]
            elif "scenario" in child:
                scenarios += 1
                outlines += bool(child["scenario"]["examples"])
    return scenarios, outlines


def _provenance(section: str) -> dict[str, dict[str, Any]]:
    """Each entry's ``provenance`` map in the default manifest (the engine keeps the values, not where they come
    from), by id; the contracts' section-wide map under ``*``."""
    from ..core.components import DEFAULT_MANIFEST
    from ..core.yamlfile import read_file

    data = read_file(DEFAULT_MANIFEST).data
    if section == "contracts":
        return {"*": dict(data["contracts"].get("provenance") or {})}
    return {str(e["id"]): dict(e.get("provenance") or {}) for e in data[section]}


def _assumed(prov: dict[str, Any], key: str) -> bool:
    """Whether the manifest says a value is assumed (its own key, or ``all``)."""
    return any(isinstance(prov.get(k), dict) and "assumed" in prov[k] for k in (key, "all"))


def _mark(text: str, assumed: bool) -> str:
    return f"{text} *(assumed)*" if assumed else text


def _goods_text(goods: dict[str, int]) -> str:
    return ", ".join(f"{n} {g}" for g, n in goods.items())


def _range(first: str, last: str) -> str:
    return f"`{first}`" if first == last else f"`{first}`-`{last}`"


def _follows(previous: str, cid: str) -> bool:
    """Whether ``cid`` is the id after ``previous`` (``c018``, ``c019``): a range of ids says no more."""
    a, b = re.fullmatch(r"(\D*)(\d+)", previous), re.fullmatch(r"(\D*)(\d+)", cid)
    return bool(a and b and a[1] == b[1] and len(a[2]) == len(b[2]) and int(b[2]) == int(a[2]) + 1)


def component_ids(_: str = "") -> str:
    """docs/protocol.md: every id an engine must know, from the default component manifest (through
    :func:`~constantinopolis.core.components.default_components`), the offices and the glossary's English names."""
    from ..books.glossary import load_glossary
    from ..core.components import GOODS, default_components
    from ..core.state import OFFICE_NUMERALS, OFFICES

    c = default_components()
    en = {section: {k: v.get("en", [k])[0] for k, v in terms.items()} for section, terms in load_glossary().items()}
    out = ["**Offices** (`offices`, `take`, `bid`; the turn order is their numerals' order, en:213):\n\n"]
    out.append(_table(["id", "office"], [[f"`{o}`", f"{OFFICE_NUMERALS[o]} {en['offices'][o]}"] for o in OFFICES]))
    out.append("\n**Goods** (every `good` and every set of goods `{type: count}`):\n\n")
    out.append(_table(["id", "name"], [[f"`{g}`", en["goods"][g]] for g in GOODS]))
    out.append(
        "\n**Ships**: a size (`buy-ship`, `supply.ships`) and, for each card, an id `<size>-<n>` (`load`, the "
        "view's `ships`).  The players' first Small Ships are `small-1`, `small-2`, ... in seating order; a ship "
        "bought, or given to a player by a situation without an `id`, is the lowest-numbered card of its size that "
        "no player has.\n\n"
    )
    ships = [
        [f"`{s.id}`", f"{en['ships'][s.id]} ({s.name})", *map(str, (s.cost, s.capacity, s.passengers)), _range(*ids)]
        for s in c.ships.values()
        for ids in [(f"{s.id}-1", f"{s.id}-{s.copies}")]
    ]
    out.append(_table(["size", "name", "cost", "capacity", "passengers", "card ids"], ships))
    out += [_building_ids(c), _market_ids(c), _contract_ids(c)]
    return "".join(out)


def _building_ids(c: Any) -> str:
    """The buildings' part of :func:`component_ids`."""
    prov = _provenance("buildings")
    rows = []
    for b in c.buildings.values():
        p = prov.get(b.id, {})
        if b.kind == BuildingKind.PRODUCTION:
            data = f"licence {b.licence}; produces " + _mark(_goods_text(b.produces), _assumed(p, "produces"))
        elif b.kind == BuildingKind.COMMERCIAL:
            data = "takes " + _mark(_goods_text(b.requires), _assumed(p, "requires")) + f"; gives {b.gold} gold"
            data += f", {b.fp} FP" if b.fp else ""
        elif b.kind == BuildingKind.PUBLIC:
            data = f"{b.fp} FP (`build-public {b.fp}`)"
        else:
            data = f"ability `{b.ability}`"
        rows.append([f"`{b.id}`", b.name, b.kind, str(b.cost), data, str(b.copies)])
    return (
        "\n**Buildings** (`build`, `use`, `supply.buildings`, a player's `buildings`).  `copies` is the tiles in "
        "the box (en:167 says how many a game of 2, 3-4 or 5 players uses); the Ager is printed on every player "
        "sheet:\n\n" + _table(["id", "name", "kind", "cost", "what it does", "copies"], rows)
    )


def _market_ids(c: Any) -> str:
    """The market cards' part of :func:`component_ids`."""
    prov = _provenance("markets")
    rows = []
    for m in c.markets.values():
        p = prov.get(m.id, {})
        if _assumed(p, "all"):
            known = "assumed: every limit, price and donation (only the name is printed)"
        else:
            guesses = sorted(k for k, v in p.items() if isinstance(v, dict) and "assumed" in v)
            known = "stated or inferred" + (f"; assumed: {', '.join(guesses)}" if guesses else "")
        rows.append([f"`{m.id}`", m.name, known])
    head = "\n**Market cards** (`market.current`, `market.future`, `setup.market`, `setup.shuffles`):\n\n"
    return head + _table(["id", "name", "its numbers"], rows)


def _contract_ids(c: Any) -> str:
    """The contracts' part of :func:`component_ids`: runs of cards alike but for their gold."""
    runs: list[list[Any]] = []
    for k in c.contracts.values():
        cargo = _goods_text(k.goods) if k.goods else f"{k.passengers} passenger{'s' * (k.passengers != 1)}"
        if runs and runs[-1][2] == cargo and runs[-1][4] == k.fp and _follows(runs[-1][1], k.id):
            runs[-1][1] = k.id
            runs[-1][3].append(k.gold)
        else:
            runs.append([k.id, k.id, cargo, [k.gold], k.fp])
    rows = [
        [_range(a, b), cargo, f"{min(g)}-{max(g)}" if min(g) != max(g) else str(g[0]), str(fp)]
        for a, b, cargo, g, fp in runs
    ]
    contracts = _provenance("contracts")["*"]
    every = "; every card is assumed: no book prints one (the rules they keep to are stated)"
    every = every if _assumed(contracts, "all") else ""
    head = f"\n**Contracts**: {len(c.contracts)} cards (`hand`, `load`, `save`, `setup.contracts`){every}:\n\n"
    return head + _table(["ids", "cargo", "gold", "FP"], rows)


KIND_NAMES = {"example": "examples", "faq": "FAQ answers", "clarification": "rule clarifications"}


def books_table(_: str = "") -> str:
    """README.md: each book's feature folder, the entries of its inventory and its scenarios."""
    rows = []
    for code, book in BOOKS.items():
        folder = ROOT / "features" / code
        entries = inventory(ROOT, code)
        kinds = Counter(str(e["kind"]) for e in entries)
        listed = ", ".join(f"{kinds[k]} {KIND_NAMES.get(k, k)}" for k in KIND_NAMES if kinds[k])
        scenarios, outlines = _scenario_counts(folder)
        counted = f"{scenarios} (incl. {outlines} outline{'s' * (outlines != 1)})" if outlines else str(scenarios)
        rows.append([book.language, f"`features/{code}/`", listed, counted])
    return _table(["book", "folder", "inventory", "scenarios"], rows)


BLOCKS: dict[str, Callable[[str], str]] = {
    "options-table": options_table,
    "options-output": options_output,
    "option": option,
    "option-errors": option_errors,
    "preset-differences": preset_differences,
    "protocol-options": protocol_options,
    "engine-options": engine_options,
    "engine-limits": engine_limits,
    "component-ids": component_ids,
    "editions-example": editions_example,
    "adjudicate": adjudicate_example,
    "scenario-run": scenario_run,
    "books-table": books_table,
    "rules-table": rules_table,
    "rulings-table": rulings_table,
}

REQUIRED: dict[str, list[str]] = {
    "docs/rule-options.md": [
        "options-table",
        "options-output",
        *(f"option {name}" for name in OPTION_SPECS),
        "option-errors",
        "preset-differences",
    ],
    "docs/protocol.md": ["protocol-options", "component-ids", "engine-options", "engine-limits"],
    "docs/editions.md": [f"editions-example {EDITIONS_EXAMPLE}"],
    "README.md": ["books-table"],
    "docs/rules.md": ["rules-table"],
}


#: Files written whole from a registry, each by a function of its present text (besides the docs' blocks).
FILES: dict[str, Callable[[str], str]] = {"docs/schemas/start.request.json": start_schema}


# -- the docs -----------------------------------------------------------------------------------------
def documents(root: Path | None = None) -> list[Path]:
    """The docs that may hold generated blocks (README.md when it is there: not in a mutation workspace)."""
    root = root or ROOT
    return sorted((root / "docs").glob("*.md")) + [p for p in [root / "README.md"] if p.exists()]


def block_keys(text: str) -> list[str]:
    return [m.group("key").strip() for m in BLOCK.finditer(text)]


def render(key: str) -> str:
    name, _, argument = key.partition(" ")
    if name not in BLOCKS:
        raise KeyError(f"unknown generated block {name!r}; known: {', '.join(BLOCKS)}")
    return BLOCKS[name](argument.strip())


def generate(text: str) -> str:
    """The doc with every generated block rewritten."""
    return BLOCK.sub(lambda m: m.group("open") + render(m.group("key").strip()) + m.group("close"), text)


def missing_blocks(path: Path, text: str, root: Path | None = None) -> list[str]:
    rel = path.relative_to(root or ROOT).as_posix()
    have = set(block_keys(text))
    return [key for key in REQUIRED.get(rel, []) if key not in have]


def main(argv: Sequence[str] | None = None, root: Path | None = None) -> int:
    """Rewrite (or with ``--check`` compare) the docs of ``root`` (default: this checkout)."""
    root = root or ROOT
    parser = argparse.ArgumentParser(
        prog="python -m constantinopolis.tools.docgen",
        description="regenerate the docs' tables and outputs that restate a registry (between marker comments)",
    )
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a doc is not as generated")
    args = parser.parse_args(argv)
    stale: list[str] = []
    problems: list[str] = []
    for path in documents(root):
        rel = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8")
        for key in missing_blocks(path, text, root):
            problems.append(f"{rel}: add the block <!-- generated: {key} (python -m constantinopolis.tools.docgen) -->")
        try:
            new = generate(text)
        except KeyError as exc:
            problems.append(f"{rel}: {exc.args[0]}")
            continue
        if new != text:
            stale.append(rel)
            if not args.check:
                path.write_text(new, encoding="utf-8")
    for rel, make in FILES.items():
        path = root / rel
        if not path.exists():  # a copy of the docs without it (the tests', a mutation workspace)
            continue
        text = path.read_text(encoding="utf-8")
        new = make(text)
        if new != text:
            stale.append(rel)
            if not args.check:
                path.write_text(new, encoding="utf-8")
    for rel in stale:
        print(f"{rel}: {'out of date; run ' + COMMAND if args.check else 'rewritten'}")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems or (args.check and stale) else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
