"""Step definitions for every language, generated from the phrasebooks.

No game logic lives here.  A phrasebook (``translations/phrasebooks/<lang>/*.yaml``)
maps each phrase to one of a few generic operations:

- ``set`` / ``add``: put a value into the situation (the setup overrides of
  ``docs/scenario-format.md``) before the game starts;
- ``do``: apply an action, written in the engine's text form;
- ``check``: compare paths of the state view with values (the suite's one vocabulary of paths and
  matchers, ``constantinopolis.suite.vocabulary``, as in scenario files);
- ``special``: one of the generic operations in :data:`SPECIALS` (a refusal
  was named, the state is unchanged, a situation file is loaded).

Terms (goods, buildings, offices, ...) are translated to ids with the glossary
(``translations/glossary/<lang>.yaml``).  Templates write arguments as ``<name>``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from constantinopolis.books.glossary import load_glossary
from constantinopolis.core.yamlfile import read_file
from constantinopolis.suite.verify.driver import Driver, Refused, Situation
from constantinopolis.suite.verify.judging import Mismatch, RefusalJudge
from constantinopolis.suite.vocabulary import differences, dump, expected_value, matches, path_parts, read_path

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "translations"


# ----------------------------------------------------------------------- glossary
GLOSSARY = load_glossary(TRANSLATIONS / "glossary")

# type name -> glossary section ("Good" reads the goods section, and so on)
TERM_TYPES = {
    "Good": "goods",
    "Building": "buildings",
    "Office": "offices",
    "Ship": "ships",
    "Market": "markets",
    "Phase": "phases",
}


def term_lookup(section: str, language: str) -> dict[str, str]:
    """Every name of every term of ``section`` in ``language`` (lower case) -> its id."""
    out: dict[str, str] = {}
    for term_id, names in GLOSSARY[section].items():
        for name in names.get(language, []) or []:
            out[name.lower()] = term_id
    return out


@dataclass
class Param:
    pattern: str
    convert: Callable[[str], Any]


def param_types(language: str) -> dict[str, Param]:
    types: dict[str, Param] = {
        "Player": Param(r"[A-Z][\w-]*", str),
        "Players": Param(r"[A-Z][\w-]*(?:(?:, | and | y | et | und | ed | e )[A-Z][\w-]*)*", _split_names),
        "Words": Param(r"[\w.-]+(?:,? [\w.-]+)*", lambda s: s.replace(",", " ").split()),
        "Number": Param(r"-?\d+", int),
        "Word": Param(r"[\w.-]+", str),
        "Rule": Param(r"[a-z][a-z0-9-]*\.[a-z0-9.-]+", str),
        "Voyage": Param(r"[12/]", lambda s: None if s == "/" else int(s)),
        "Text": Param(r"[^\"]*", str),
        "Path": Param(r"[\w.-]+", str),
        "Value": Param(r"[\w.-]+", lambda s: yaml.safe_load(s)),  # true/false/numbers typed, else text
    }
    for type_name, section in TERM_TYPES.items():
        names = term_lookup(section, language)
        alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        types[type_name] = Param(f"(?i:{alternatives})", lambda s, names=names: names[s.lower()])
    market = types["Market"]
    types["Markets"] = Param(
        f"{market.pattern}(?:(?:, | and | y | et | und | ed | e ){market.pattern})*",
        lambda s: [market.convert(x) for x in re.split(r", | and | y | et | und | ed | e ", s)],
    )
    return types


def _split_names(text: str) -> list[str]:
    return [n for n in re.split(r", | and | y | et | und | ed | e ", text) if n]


def phrase_regex(phrase: str, types: dict[str, Param]) -> tuple[str, dict[str, Param]]:
    """``{name:Type}`` placeholders -> named groups; the rest is matched literally."""
    params: dict[str, Param] = {}
    out = []
    pos = 0
    for m in re.finditer(r"\{(\w+):(\w+)\}", phrase):
        out.append(re.escape(phrase[pos : m.start()]))
        name, type_name = m.group(1), m.group(2)
        if type_name not in types:
            raise ValueError(f"phrase {phrase!r}: unknown parameter type {type_name!r}")
        params[name] = types[type_name]
        out.append(f"(?P<{name}>{types[type_name].pattern})")
        pos = m.end()
    out.append(re.escape(phrase[pos:]))
    return "^" + "".join(out) + "$", params


def render(template: Any, values: dict[str, Any]) -> Any:
    """Fill ``<name>`` slots; a string that is wholly one slot keeps the value's type."""
    if isinstance(template, dict):
        return {render(k, values): render(v, values) for k, v in template.items()}
    if isinstance(template, list):
        return [render(v, values) for v in template]
    if not isinstance(template, str):
        return template
    whole = re.fullmatch(r"<(\w+)>", template)
    if whole and whole.group(1) in values:
        return values[whole.group(1)]
    text = re.sub(r"<(\w+)>", lambda m: _text(values.get(m.group(1), m.group(0))), template)
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    if text in ("true", "false", "null"):
        return yaml.safe_load(text)
    return text


def _text(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, list):  # e.g. contract ids in an action: "swap k01 k02"
        return " ".join(_text(v) for v in value)
    return str(value)


# ----------------------------------------------------------------------- the world
@dataclass
class World:
    """What a scenario has set up, done and seen (one per scenario: cucumber's World).  Not the engine's
    :class:`constantinopolis.core.table.Table`."""

    language: str
    edition: str
    driver: Driver
    judge: RefusalJudge = field(default_factory=RefusalJudge)
    judged: list[str] = field(default_factory=list)  # the level each checked refusal was judged at
    refusals_checked: list[str] = field(default_factory=list)  # the rule ids of the refusals checked
    players: list[str] = field(default_factory=list)
    setup: dict[str, Any] = field(default_factory=dict)
    components: dict[str, Any] = field(default_factory=dict)
    options: dict[str, Any] = field(default_factory=dict)
    started: bool = False
    refusal: Refused | None = None
    refusal_checked: bool = True
    before_refusal: str | None = None
    last_action: str | None = None
    actions: list[str] = field(default_factory=list)  # every action sent, for the report's "expected by"

    def start(self) -> None:
        if self.started:
            return
        if not self.players:
            raise AssertionError("no players: start the scenario with a step naming the players")
        self.driver.start(Situation(self.players, self.edition, self.setup, self.components, self.options))
        self.started = True

    def finish(self) -> None:
        """The scenario is over: a driver that can tell (a protocol engine's) checks that nothing is left
        unread, such as a second answer to the last request."""
        finish = getattr(self.driver, "finish", None)
        if self.started and callable(finish):
            finish()

    def require_refusal_seen(self) -> None:
        if not self.refusal_checked and self.refusal is not None:
            message = f"'{self.last_action}' was {self.refusal} and no step checked that refusal"
            raise Mismatch(message, "carried out", str(self.refusal))

    def set_path(self, path: str, value: Any, append: bool = False) -> None:
        if self.started:
            raise AssertionError(f"'{path}' is part of the situation; set it before the first action")
        root, *rest = path_parts(path)
        if root == "players" and not rest:
            self.players = list(value)
            return
        if root == "edition":
            self.edition = str(value)
            return
        if root == "options":
            target = self.options
            rest = rest or []
        else:
            target = self.components if root == "components" else self.setup
            if root not in ("components", "setup"):
                rest = [root, *rest]
        node = target
        for part in rest[:-1]:
            node = node.setdefault(part, {})
        last = rest[-1]
        if append:
            node.setdefault(last, []).append(value)
        else:
            node[last] = value

    def act(self, action: str) -> None:
        self.require_refusal_seen()
        self.start()
        self.last_action = action
        self.actions.append(action)
        before = json.dumps(self.driver.view(), sort_keys=True)
        try:
            self.driver.act(action)
        except Refused as r:
            self.refusal, self.refusal_checked, self.before_refusal = r, False, before
        else:
            self.refusal, self.refusal_checked, self.before_refusal = None, True, None

    def read(self, path: str, observer: str | None = None) -> Any:
        """The value at ``path`` of the view for ``observer`` (the suite's path vocabulary, vocabulary.read_path)."""
        self.start()
        return read_path(self.driver.view(observer), path)

    def check(self, expectations: dict[str, Any], observer: str | None = None) -> None:
        self.require_refusal_seen()
        failures = []
        for path, expected in expectations.items():
            actual = self.read(path, observer)
            if not matches(expected_value(expected, _phrase_problem(path)), actual):
                failures.append((path, expected, actual))
        if failures:
            raise Mismatch(
                "; ".join(f"{path}: expected {exp!r}, got {got!r}" for path, exp, got in failures),
                {path: exp for path, exp, _ in failures},
                {path: got for path, _, got in failures},
            )


def _phrase_problem(path: str) -> Callable[..., Exception]:
    """How a phrasebook's matcher that cannot be read is reported (vocabulary.parse_matcher's ``fail``)."""
    return lambda problem, *where: ValueError(f"the phrase's check of {path}: {problem}")


# ----------------------------------------------------------------------- specials
def special_refused(world: World, values: dict[str, Any]) -> None:
    rule = values["rule"]
    if world.refusal is None:
        message = f"'{world.last_action}' was expected to be refused by {rule}, but it was carried out"
        raise Mismatch(message, f"refused by {rule}", "carried out")
    world.refusal_checked = True
    world.refusals_checked.append(rule)
    try:
        world.judged.append(world.judge.judge(rule, world.refusal.code))
    except Mismatch as exc:
        raise Mismatch(f"'{world.last_action}' was {exc}", f"refused by {rule}", str(world.refusal)) from None


def special_unchanged(world: World, values: dict[str, Any]) -> None:
    assert world.before_refusal is not None, "no action was refused, so nothing to compare"
    world.refusal_checked = True
    changed = differences(json.loads(world.before_refusal), world.driver.view())
    shown = "; ".join(f"{path}: {dump(was)} -> {dump(now)}" for path, was, now in changed[:3])
    more = f" (and {len(changed) - 3} more)" if len(changed) > 3 else ""
    assert not changed, f"the refused action '{world.last_action}' changed the state: {shown}{more}"


def special_carried_out(world: World, values: dict[str, Any]) -> None:
    if world.refusal is not None:
        raise Mismatch(f"'{world.last_action}' was {world.refusal}", "carried out", str(world.refusal))


def _legal(world: World, values: dict[str, Any]) -> tuple[str, list[str]]:
    world.require_refusal_seen()
    world.start()
    action = str(values["action"])
    player = action.partition(":")[0].strip()
    return action, world.driver.legal_actions(player)


def special_may(world: World, values: dict[str, Any]) -> None:
    """The action (``action`` template) is among the player's legal actions now."""
    action, legal = _legal(world, values)
    assert action in legal, f"'{action}' is not among the legal actions: {legal}"


def special_may_not(world: World, values: dict[str, Any]) -> None:
    action, legal = _legal(world, values)
    assert action not in legal, f"'{action}' is among the legal actions"


def special_outcome(world: World, values: dict[str, Any]) -> None:
    """The last action was carried out (``carried-out``) or refused by the named rule."""
    expected = values["outcome"]
    if expected == "carried-out":
        special_carried_out(world, values)
    else:
        special_refused(world, {"rule": expected})


def special_situation(world: World, values: dict[str, Any]) -> None:
    """Load players, edition options, components and setup from a scenario file."""
    from constantinopolis.suite.scenario import load_scenario

    sc = load_scenario(ROOT / values["file"])
    world.players = list(sc.players)
    world.setup = json.loads(json.dumps(sc.setup))
    world.components = json.loads(json.dumps(sc.components))
    world.options = dict(sc.options)


def special_actions(world: World, values: dict[str, Any]) -> None:
    """Apply several actions (one per table row or per docstring line) in order; none may be refused."""
    for action in values["lines"]:
        world.act(action)
        if world.refusal is not None:
            raise Mismatch(f"'{action}' was {world.refusal}", "carried out", str(world.refusal))


SPECIALS: dict[str, Callable[[World, dict[str, Any]], None]] = {
    "refused": special_refused,
    "unchanged": special_unchanged,
    "carried-out": special_carried_out,
    "situation": special_situation,
    "may": special_may,
    "outcome": special_outcome,
    "may-not": special_may_not,
    "actions": special_actions,
}


# ----------------------------------------------------------------------- phrasebook
@dataclass
class Entry:
    keyword: str  # given / when / then
    phrase: str
    regex: str
    params: dict[str, Param]
    op: str
    template: Any
    columns: dict[str, tuple[str, Param]] | None = None  # datatable header -> (name, type)
    observer: str | None = None
    action: str | None = None  # the action template of the may / may-not specials


def load_phrasebook(language: str) -> list[Entry]:
    folder = TRANSLATIONS / "phrasebooks" / language
    raws: list[tuple[Path, int, dict[str, Any]]] = []
    for path in sorted(folder.glob("*.yaml")):
        data = read_file(path).data or {}  # libyaml, with the suite's checks (a duplicate key named at its line)
        raws += [(path, i, raw) for i, raw in enumerate(data.get("phrases", []))]
    types = param_types(language)
    entries = []
    for path, i, raw in raws:
        keyword = next(k for k in ("given", "when", "then") if k in raw)
        phrase = raw[keyword]
        regex, params = phrase_regex(phrase, types)
        op = next(k for k in ("set", "add", "do", "check", "special") if k in raw)
        columns = None
        if "columns" in raw:
            columns = {}
            for header, spec in raw["columns"].items():
                name, _, type_name = spec.partition(":")
                columns[header] = (name, types[type_name or "Text"])
        if op == "special" and raw["special"] not in SPECIALS:
            raise ValueError(f"{path}: phrase {i}: unknown special {raw['special']!r}")
        entries.append(Entry(keyword, phrase, regex, params, op, raw[op], columns, raw.get("view"), raw.get("action")))
    return entries


def run_entry(entry: Entry, world: World, values: dict[str, Any], rows: list[dict[str, Any]] | None) -> None:
    """Carry out one phrase: the same generic code for every phrase of every language."""
    if entry.op == "special" and entry.template == "actions":
        SPECIALS["actions"](world, {**values, "lines": [r["action"] for r in rows or []]})
        return
    for row_values in rows if rows is not None else [{}]:
        v = {**values, **row_values}
        if entry.op in ("set", "add"):
            for path, value in entry.template.items():
                world.set_path(render(path, v), render(value, v), append=entry.op == "add")
        elif entry.op == "do":
            world.act(render(entry.template, v))
        elif entry.op == "check":
            observer = render(entry.observer, v) if entry.observer else None
            world.check({render(p, v): render(val, v) for p, val in entry.template.items()}, observer)
        else:
            if entry.action is not None:
                v["action"] = render(entry.action, v)
            SPECIALS[entry.template](world, v)


def parse_values(entry: Entry, match: re.Match[str]) -> dict[str, Any]:
    return {name: param.convert(match.group(name)) for name, param in entry.params.items()}


def parse_rows(entry: Entry, datatable: list[list[str]] | None) -> list[dict[str, Any]] | None:
    if entry.columns is None:
        return None
    if not datatable:
        raise AssertionError(f"the step '{entry.phrase}' needs a table with columns {', '.join(entry.columns)}")
    header, *body = datatable
    unknown = [h for h in header if h not in entry.columns]
    if unknown:
        raise AssertionError(f"unknown column(s) {unknown}; this step takes {', '.join(entry.columns)}")
    rows = []
    for cells in body:
        row = {}
        for h, cell in zip(header, cells, strict=True):
            name, param = entry.columns[h]
            if not re.fullmatch(param.pattern, cell.strip()):
                raise AssertionError(f"column {h!r}: {cell!r} is not a valid value")
            row[name] = param.convert(cell.strip())
        rows.append(row)
    return rows
