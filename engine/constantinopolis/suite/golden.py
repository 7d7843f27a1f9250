"""Golden games: whole recorded games that any engine can replay (``docs/golden-games.md``).

A golden game file (``scenarios/games/*.game``) is a YAML header, a ``---`` line, and
a body of one line per entry:

- ``p1: bid consul 3``: an action, applied in turn;
- ``x p2: draw 1 = turn.wrong-phase``: an action the engine must refuse, and the rule it names;
- ``? p1: keep | pass | bid consul 3..30``: before each action, every legal action of the
  player who acts (bids and raises of every amount written as a range);
- ``= round 2 construct`` and the ``=   ...`` lines under it: a checkpoint, a digest of
  the observable state each time the phase changes (the table, each player, and at
  some checkpoints what each player cannot see of the others);
- ``end: ...``: the end of the game, its reason, the winners and every final score.

The body is what :func:`transcript` writes when it plays the header's situation and
the file's actions (and refusals) on an engine: :func:`replay` plays them again and
stops at the first line that differs.  Everything in a line comes from the protocol's
state view (``docs/protocol.md``), so the same file checks any engine that speaks it.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..core.actions import (
    MAX_NUMBER,
    Action,
    Bid,
    Raise,
    compact_amounts,
    expand_amounts,
    not_a_verb,
    parse_action,
)
from ..core.components import Components, contract_raw, default_components, to_raw
from ..core.errors import (
    ComponentError,
    InvalidAction,
    LocatedError,
    OptionsError,
    RuleViolation,
    SetupError,
)
from ..core.game import Game
from ..core.inputs import player_names, seed_value
from ..core.options import EDITIONS, RuleOptions
from ..core.rules import RULES
from ..core.setup import SETUP_RULE_SECTIONS
from ..core.yamlfile import YamlInputError, file_path, read_file, read_text, read_yaml
from .simulate import MAX_ACTIONS, GameDidNotEnd
from .verify.untrusted import clean

FORMAT = "constantinopolis-game/1"
COMPONENTS_FILE = "components.yaml"
HEADER_KEYS = (
    "format",
    "title",
    "recorded_with",
    "players",
    "edition",
    "options",
    "components",
    "component_changes",
    "setup",
)
LANDMARKS = ("domus-regia", "hippodromus", "moenia")  # Public Buildings and walls: listed one by one
RANGE = re.compile(r"^(?P<head>.*) (?P<low>\d+)\.\.(?P<high>\d+)$")
LEGAL_LINE = re.compile(r"\? (?P<player>[^\s:]+): (?P<actions>\S.*)")  # a player's legal actions: '? p1: keep | pass'


class GoldenError(LocatedError):
    """A golden game file that cannot be read, with its file and line."""

    def __init__(self, path: str | Path, line: int | None, problem: str) -> None:
        super().__init__(str(path), line, problem)


class ScriptRefused(GoldenError):
    """An action of a record script (its list ``key``, item ``index``) that the game does not play as written."""

    def __init__(self, key: str, index: int, problem: str) -> None:
        super().__init__(f"<{key}>", None, problem)
        self.key, self.index = key, index


# ----------------------------------------------------------------- the file
@dataclass(frozen=True)
class Entry:
    """One body line: ``kind`` is ``act``, ``refuse``, ``legal``, ``checkpoint`` or ``end``."""

    kind: str
    text: str
    line: int = 0

    def script(self) -> str:
        """What :func:`transcript` takes: the action, or ``x ACTION`` for a refusal."""
        return f"x {self.input()}" if self.kind == "refuse" else self.text

    def input(self) -> str | None:
        """The action text an ``act`` or ``refuse`` line feeds the engine."""
        if self.kind == "act":
            return self.text
        if self.kind == "refuse":
            return self.text[2:].rsplit(" = ", 1)[0]
        return None


@dataclass
class GoldenGame:
    header: dict[str, Any]
    body: list[Entry]
    path: Path | None = None
    header_text: str = ""

    @property
    def players(self) -> list[str]:
        return [str(p) for p in self.header["players"]]

    def inputs(self) -> list[Entry]:
        return [e for e in self.body if e.kind in ("act", "refuse")]

    def situation(self) -> Any:
        from .verify.driver import Situation

        return Situation(
            players=self.players,
            edition=str(self.header["edition"]),
            setup=dict(self.header.get("setup") or {}),
            components=load_game_components(self),
            options=dict(self.header.get("options") or {}),
        )

    def text(self, body: Sequence[str] | None = None) -> str:
        lines = [e.text for e in self.body] if body is None else list(body)
        return self.header_text.rstrip("\n") + "\n---\n" + "\n".join(lines) + "\n"


def _check_header(header: dict[str, Any], at: Callable[[str], GoldenError], label: str = "the header's ") -> list[str]:
    """The header's players, edition, options and setup, checked as a scenario file's are (a problem is a
    GoldenError at the key's line: ``at(key)`` gives the error, whose problem is then set); the players."""

    def fail(key: str, problem: str) -> GoldenError:
        error = at(key)
        return GoldenError(error.path, error.line, f"{label}{key}: {problem}")

    try:
        players = player_names(header["players"])
    except SetupError as exc:
        raise fail("players", str(exc)) from None
    edition = header["edition"]
    if not isinstance(edition, str) or edition not in EDITIONS:
        raise fail("edition", f"one of {', '.join(EDITIONS)}, not {edition!r}")
    options = header.get("options") or {}
    if not isinstance(options, dict):
        raise fail("options", "a mapping of rule option to value")
    try:
        RuleOptions.edition(edition).changed(options)
    except OptionsError as exc:
        raise fail("options", str(exc)) from None
    if not isinstance(header.get("setup") or {}, dict):
        raise fail("setup", "a mapping, as a scenario file's setup (docs/scenario-format.md)")
    return players


def _kind(text: str) -> str:
    if text.startswith("? "):
        return "legal"
    if text.startswith("="):
        return "checkpoint"
    if text.startswith("x "):
        return "refuse"
    if text.startswith("end: "):
        return "end"
    return "act"


def parse_game(text: str, path: str | Path = "<text>") -> GoldenGame:
    """Read a golden game file; a problem is a :class:`GoldenError` naming the line."""
    lines = text.splitlines()
    try:
        split = lines.index("---")
    except ValueError:
        raise GoldenError(path, None, "no '---' line between the header and the game") from None
    header_text = "\n".join(lines[:split]) + "\n"
    try:
        doc = read_yaml(header_text, str(path))
    except YamlInputError as exc:
        raise GoldenError(path, exc.line, f"the header: {exc.problem}") from None
    header = doc.data
    if not isinstance(header, dict):
        raise GoldenError(path, 1, "the header is a YAML mapping (format, players, edition, setup, ...)")
    if header.get("format") != FORMAT:
        raise GoldenError(path, 1, f"format is {header.get('format')!r}; this engine reads {FORMAT!r}")
    unknown = sorted(set(header) - set(HEADER_KEYS), key=str)
    if unknown:
        where = doc.line_of(unknown[0])
        raise GoldenError(path, where, f"unknown header key {unknown[0]!r}; known: {', '.join(HEADER_KEYS)}")
    for key in ("players", "edition"):
        if key not in header:
            raise GoldenError(path, None, f"the header has no {key!r}")
    players = _check_header(header, lambda key: GoldenError(path, doc.line_of(key), ""))
    body = []
    for number, line in enumerate(lines[split + 1 :], start=split + 2):
        if not line.strip() or line.startswith("#"):
            continue
        entry = Entry(_kind(line), line, number)
        if entry.kind == "refuse" and " = " not in line:
            raise GoldenError(path, number, "a refusal line reads 'x PLAYER: ACTION = RULE-ID'")
        if entry.kind == "refuse" and (rule := line.rsplit(" = ", 1)[1].strip()) not in RULES:
            raise GoldenError(path, number, f"{rule!r} is no rule id (constantinopolis rules lists them)")
        if entry.kind in ("act", "refuse"):
            try:
                action = parse_action(entry.input() or "")
            except InvalidAction as exc:
                raise GoldenError(path, number, f"not an action: {exc}") from None
            if action.player not in players:
                raise GoldenError(
                    path, number, f"an action of {action.player!r}, who does not play; players: {', '.join(players)}"
                )
        if entry.kind == "legal":
            asked = LEGAL_LINE.fullmatch(line)
            if asked is None or asked["player"] not in players:
                raise GoldenError(
                    path,
                    number,
                    f"a '?' line reads '? PLAYER: ACTION | ACTION ...' or '? PLAYER: (nothing)', "
                    f"PLAYER one of {', '.join(players)}",
                )
            problem = _range_problem(line)
            if problem:
                raise GoldenError(path, number, problem)
        body.append(entry)
    return GoldenGame(header, body, Path(path) if path != "<text>" else None, header_text)


def read_game(path: str | Path) -> GoldenGame:
    try:
        path = file_path(path)
    except ValueError as exc:  # not a path
        raise GoldenError(str(path), None, f"cannot read the file: {exc}") from None
    game = parse_game(read_text(path, error=GoldenError), path)
    _check_situation(game)
    if not game.body:  # a file cut short after its header
        where = game.header_text.count("\n") + 1
        raise GoldenError(path, where, "nothing after '---': the game's checkpoints and actions follow it")
    return game


def _check_situation(game: GoldenGame) -> None:
    """The header's set-up and components, set up on the reference engine: a situation no engine could set up is
    the file's problem, at its line, not the engine's failure."""
    situation = game.situation()
    try:
        Game.new(
            situation.players,
            options=RuleOptions.edition(situation.edition).changed(situation.options),
            setup=situation.setup or None,
            component_overrides=situation.components or None,
        )
    except (SetupError, ComponentError) as exc:
        key = "setup" if isinstance(exc, SetupError) else "components"
        raise GoldenError(game.path or "<text>", _game_header_line(game, key), f"the header's {key}: {exc}") from None


def _game_header_line(game: GoldenGame, key: str) -> int | None:
    """The line of ``key`` in a game's header (1-based), if it is there: the header read again for its lines."""
    return read_yaml(game.header_text, str(game.path)).line_of(key)


def game_files(paths: Sequence[str | Path]) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        if p.is_dir():
            out += sorted(p.glob("*.game"))
        elif p.exists():
            out.append(p)
        else:
            raise GoldenError(p, None, "no such file or directory")
    return out


# ----------------------------------------------------------------- components
def components_overrides(c: Components) -> dict[str, Any]:
    """Every card and building number of a manifest, as the situation's ``components``."""
    raw = to_raw(c)
    return {
        "markets": [raw["markets"][m] for m in sorted(raw["markets"])],
        "contracts": [contract_raw(c.contracts[k]) for k in sorted(c.contracts)],
        "buildings": {
            b: {k: v for k, v in fields.items() if k in ("cost", "produces", "requires", "gold", "fp")}
            for b, fields in sorted(raw["buildings"].items())
        },
    }


def load_game_components(game: GoldenGame) -> dict[str, Any]:
    """The ``components`` a game states: inline, or a file beside it (``components.yaml``)."""
    value = game.header.get("components")
    changes = game.header.get("component_changes") or {}
    if value is None:
        return dict(changes)
    if isinstance(value, dict):
        return _merge_components(value, changes)
    base = game.path.parent if game.path else Path(".")
    path = base / str(value)
    try:
        data = read_file(path).data
    except YamlInputError as exc:
        line = _game_header_line(game, "components")
        raise GoldenError(game.path or "<text>", line, f"components: cannot read {exc}") from None
    if not isinstance(data, dict) or not isinstance(data.get("components"), dict):
        raise GoldenError(path, None, "a components file holds a mapping with a 'components' key")
    return _merge_components(dict(data["components"]), changes)


def _merge_components(base: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    """``changes`` (cards by id, building fields) over ``base``."""
    out = dict(base)
    for key, value in changes.items():
        if key in ("contracts", "markets"):
            cards = {c["id"]: c for c in out.get(key, [])}
            for card in value:
                cards[card["id"]] = card
            out[key] = list(cards.values())
        elif key == "buildings":
            out[key] = {**out.get(key, {}), **{b: {**out.get(key, {}).get(b, {}), **f} for b, f in value.items()}}
    return out


# ----------------------------------------------------------------- lines
def compact_actions(texts: Sequence[str]) -> str:
    """The ``?`` line's list: sorted, with bids and raises of consecutive amounts as ``low..high``
    (actions.compact_amounts)."""
    plain = [
        str(a).split(": ", 1)[1] + (f"..{high}" if high is not None else "")
        for a, high in compact_amounts(parse_action(text) for text in texts)
    ]
    return " | ".join(sorted(plain)) if plain else "(nothing)"


def _range_problem(line: str) -> str | None:
    """What is wrong with a ``?`` line's amount ranges (``raise 4..12``), if anything: an amount is at most
    ``MAX_NUMBER`` (an action's bound, docs/actions.md), and a range runs upwards."""
    for part in line.split(" | "):
        m = RANGE.match(part)
        if m is None:
            continue
        low, high = int(m["low"]), int(m["high"])
        if high > MAX_NUMBER:
            return f"the amounts {m['low']}..{m['high']} go above {MAX_NUMBER:,}, the most an amount may be"
        if low > high:
            return f"the amounts {m['low']}..{m['high']} run downwards; write the least first"
    return None


def expand_actions(player: str, compact: str) -> set[str]:
    """The set of action texts a ``?`` line stands for (a ``low..high`` range: actions.expand_amounts)."""
    if compact == "(nothing)":
        return set()
    out = set()
    for part in compact.split(" | "):
        m = RANGE.match(part)
        least = _action_or_none(f"{player}: {m['head']} {m['low']}") if m else None
        if m and isinstance(least, (Bid, Raise)):
            out |= {str(a) for a in expand_amounts(least, int(m["high"]))}
        else:
            out.add(f"{player}: {part}")
    return out


def _action_or_none(text: str) -> Action | None:
    try:
        return parse_action(text)
    except InvalidAction:
        return None


def _goods(goods: dict[str, int]) -> str:
    return ",".join(f"{g}:{n}" for g, n in sorted(goods.items()) if n) or "-"


def _hidden(value: Any) -> bool:
    return isinstance(value, dict) and value.get("hidden") is True


def _ship(ship: dict[str, Any]) -> str:
    contracts = ship.get("contracts")
    inside = "?" if _hidden(contracts) else " ".join(sorted(contracts or []))
    return f"{ship['id']}@{ship['position']}[{inside}]"


def digest(view: dict[str, Any]) -> list[str]:
    """The checkpoint lines under ``= round N phase``: the observable state, one line for the
    table, one for the supply and one per player, in a canonical order (lists that are sets
    are sorted, so two engines that keep them in another order agree)."""
    offices = " ".join(
        f"{o}={v['holder'] or '-'}" + (f"+{v['coins']}" if v.get("coins") else "") for o, v in view["offices"].items()
    )
    market = view["market"]
    future = market["future"]
    future_text = f"{future['count']} face down" if _hidden(future) else " ".join(future) or "-"
    pending = view.get("pending")
    pending_text = "-"
    if pending:
        pending_text = " ".join(f"{k}={v}" for k, v in sorted(pending.items()) if not isinstance(v, (dict, list)))
        if isinstance(pending.get("queue"), list):
            pending_text += " queue=" + ",".join(pending["queue"])
    deck = view["contracts"]["deck"]
    lines = [
        f"=   table: actors {','.join(view.get('actors') or []) or '-'} | order {','.join(view['turn_order'])} | "
        f"offices {offices} | pending {pending_text} | ends {view.get('ends_after_round') or '-'}",
        f"=   markets: current {market['current']['id']} (pile {' '.join(market['current_pile'])}) | future "
        f"{future_text} | exhaustions {market['exhaustions']} | deck {deck['count']} | discard "
        f"{len(view['contracts']['discard'])}",
    ]
    supply = view["supply"]
    left = {b: n for b, n in supply["buildings"].items() if n}
    landmarks = " ".join(f"{b}:{n}" for b, n in sorted(left.items()) if b.startswith(LANDMARKS))
    ships = " ".join(f"{size}:{n}" for size, n in sorted(supply["ships"].items()))
    lines.append(f"=   supply: {sum(left.values())} buildings ({landmarks}) | ships {ships}")
    for name, p in view["players"].items():
        posts = p["trading_posts"]
        lines.append(
            f"=   {name}: gold {p['gold']} fp {p['fp']} level {p['production_level']} office {p['office'] or '-'} | "
            f"goods {_goods(p['goods'])} | buildings {' '.join(sorted(p['buildings']))} | ships "
            f"{' '.join(_ship(s) for s in sorted(p['ships'], key=lambda s: s['id']))} | hand "
            f"{' '.join(sorted(p['hand'])) or '-'} | saved {' '.join(sorted(p['saved'])) or '-'} | posts "
            f"{posts['bought']}/{posts['unused']}"
        )
    return lines


def hidden_paths(view: dict[str, Any]) -> list[str]:
    """What an observer's view hides of the other players (view.* rules)."""
    out = []
    for name, p in view["players"].items():
        if _hidden(p["gold"]):
            out.append(f"{name}.gold")
        for ship in p["ships"]:
            if _hidden(ship.get("contracts")):
                out.append(f"{name}.{ship['id']}")
    if _hidden(view["contracts"]["deck"].get("cards")):
        out.append("deck")
    if _hidden(view["market"]["future"]):
        out.append("future")
    return out


def end_line(result: dict[str, Any]) -> str:
    scores = " | ".join(
        f"{name} {v['fp']} fp (ships {v['ships_fp']}, walls {v['walls_fp']}, gold {v['gold_fp']}) "
        f"{v['gold']} gold {v['goods']} goods"
        for name, v in result["scores"].items()
    )
    return f"end: {result['reason']} after round {result['rounds']} | winners {','.join(result['winners'])} | {scores}"


# ----------------------------------------------------------------- playing a transcript
#: What reading a view of the wrong shape raises (a string where a number goes, a list where a mapping goes,
#: a missing key): from an engine under test, a malformed answer, never a traceback.
MALFORMED_VIEW = (KeyError, TypeError, AttributeError, ValueError, IndexError)


def transcript(driver: Any, situation: Any, inputs: Sequence[str], *, legal: bool = True) -> Iterator[str]:
    """Play ``inputs`` (action texts; ``x ...`` for a refusal) on ``driver`` and yield the body lines.

    Stops after the first input that does not go as written (an action refused, a
    refusal applied): the line it yields then says what happened.  ``legal=False``
    leaves out the ``?`` lines (an engine without the ``legal_actions`` capability).

    A view the engine sends that is not shaped as a state view (docs/state-view.md) is an
    :class:`~.verify.driver.EngineFailure` naming what could not be read, as any malformed answer.
    """
    from .verify.driver import EngineFailure

    driver.start(situation)  # a situation the engine cannot set up fails here, as itself
    lines = _transcript(driver, inputs, legal, list(situation.players))
    while True:
        try:
            line = next(lines)
        except StopIteration:
            return
        except MALFORMED_VIEW as exc:
            what = f"no {exc}" if isinstance(exc, KeyError) else str(exc)
            raise EngineFailure(
                f"a view that is not shaped as the state view (docs/state-view.md): {clean(what)[:300]}"
            ) from None
        yield line


def _transcript(driver: Any, inputs: Sequence[str], legal: bool, players: Sequence[str]) -> Iterator[str]:
    from .verify.driver import Refused

    view = driver.view(None)
    where = (view["round"], view["phase"])
    yield f"= round {view['round']} {view['phase']}"
    yield from _checkpoint(driver, view, players)
    for text in inputs:
        if text.startswith("x "):
            action = text[2:]
            try:
                driver.act(action)
            except Refused as refusal:
                yield f"x {action} = {refusal.code or '(no rule named)'}"
                continue
            yield f"x {action} = APPLIED (the engine accepted it)"
            return
        player = text.split(":", 1)[0]
        if legal:
            yield f"? {player}: {compact_actions(driver.legal_actions(player))}"
        yield text
        try:
            driver.act(text)
        except Refused as refusal:
            yield f"! REFUSED {text} = {refusal.code or '(no rule named)'}: {refusal.message}"
            return
        view = driver.view(None)
        if (view["round"], view["phase"]) != where or view.get("result"):
            where = (view["round"], view["phase"])
            if view.get("result"):
                yield f"= game over after round {view['round']}"
            else:
                yield f"= round {view['round']} {view['phase']}"
            yield from _checkpoint(driver, view, players)
    view = driver.view(None)
    if view.get("result"):
        yield end_line(view["result"])
    else:
        yield f"end: not over (round {view['round']} {view['phase']}, actors {','.join(view.get('actors') or [])})"


def _checkpoint(driver: Any, view: dict[str, Any], players: Sequence[str]) -> Iterator[str]:
    """The digest of the judge's view, and in the Accept phase and at the game's end what each of ``players``
    (the situation's, never the names an engine lists) cannot see."""
    yield from digest(view)
    if view["phase"] in ("accept", "game-over"):
        for name in players:
            hidden = hidden_paths(driver.view(name))
            yield f"=   {name} cannot see: {' '.join(hidden) or 'nothing'}"


# ----------------------------------------------------------------- replay
@dataclass
class Difference:
    """The first place a replay differs from the file."""

    path: str
    step: int  # the number of actions applied before it
    line: int  # the file's line
    where: str  # the last checkpoint: "round 3 construct"
    expected: str
    got: str
    detail: list[str] = field(default_factory=list)
    action: str = ""  # the last action applied before it ("" before the first)

    def format(self) -> str:
        after = f", after '{self.action}'" if self.action else ""
        out = [
            f"{self.path}:{self.line}: the replay differs at step {self.step} ({self.where}{after})",
            f"  expected: {self.expected}",
            f"  got:      {self.got}",
        ]
        return "\n".join(out + [f"  {d}" for d in self.detail])


@dataclass
class ReplayResult:
    path: str
    steps: int
    difference: Difference | None = None
    legal_checked: bool = True
    error: str | None = None
    cause: Exception | None = None  # the NotSupported or EngineFailure behind ``error``

    @property
    def ok(self) -> bool:
        return self.difference is None and self.error is None


def _detail(expected: str, got: str) -> list[str]:
    """Say what differs inside one line, in words a reader can act on."""
    if expected.startswith("? ") and got.startswith("? "):
        player = expected[2:].split(":", 1)[0]
        want = expand_actions(player, expected.partition(": ")[2])
        have = expand_actions(player, got.partition(": ")[2]) if got.startswith(f"? {player}: ") else set()
        out = []
        if have - want:
            out.append("the engine allows what the game did not: " + " | ".join(sorted(have - want)[:12]))
        if want - have:
            out.append("the engine refuses what the game allowed: " + " | ".join(sorted(want - have)[:12]))
        return out
    if expected.startswith("=   ") and " cannot see: " in expected and got.startswith(expected.split(":", 1)[0]):
        who = expected[4:].split(" cannot see: ", 1)[0]
        want, have = (set(line.split(": ", 1)[1].split()) - {"nothing"} for line in (expected, got))
        out = []
        if want - have:
            out.append(f"{who} is shown what the game hides from him: {' '.join(sorted(want - have))}")
        if have - want:
            out.append(f"{who} is not shown what the game shows him: {' '.join(sorted(have - want))}")
        return out
    if expected.startswith("end: ") and got.startswith("end: "):
        parts = zip(expected[5:].split(" | "), got[5:].split(" | "), strict=False)
        return [f"{x}  ->  {y}" for x, y in parts if x != y]
    if expected.startswith("=   ") and got.startswith("=   "):
        who = expected[4:].split(":", 1)[0]
        out = []
        for x, y in zip(expected[4:].split(" | "), got[4:].split(" | "), strict=False):
            if x == y:
                continue
            a, b = x.split(" "), y.split(" ")
            if len(a) == len(b) and len(a) > 1:  # "key value" words: name the key whose value differs
                out += [f"{who}: {a[i - 1]} {a[i]} -> {b[i]}" for i in range(1, len(a)) if a[i] != b[i]]
            else:
                out.append(f"{who}: {x}  ->  {y}")
        return out
    return []


def _same_refusal(expected: str, got: str, judge: Any) -> bool:
    """``x ACTION = RULE`` against ``x ACTION = CODE``: the same refusal under ``judge`` (a RefusalJudge:
    an engine's own codes, mapped or judged leniently, as the scenarios judge them)."""
    want_action, _, rule = expected.rpartition(" = ")
    got_action, _, code = got.rpartition(" = ")
    if judge is None or want_action != got_action or code.startswith("APPLIED"):
        return False
    try:
        judge.judge(rule, None if code == "(no rule named)" else code)
    except AssertionError:  # Mismatch
        return False
    return True


def compare(path: str, game: GoldenGame, got: Iterator[str], legal: bool, judge: Any = None) -> Difference | None:
    expected = [e for e in game.body if legal or e.kind != "legal"]
    step, where, action = 0, "set-up", ""
    for entry in expected:
        line = next(got, None)
        if line is None:
            return Difference(path, step, entry.line, where, entry.text, "(the replay ended here)", action=action)
        if line != entry.text and not (entry.kind == "refuse" and _same_refusal(entry.text, line, judge)):
            return Difference(path, step, entry.line, where, entry.text, line, _detail(entry.text, line), action)
        if entry.kind == "checkpoint" and not entry.text.startswith("=   "):
            where = entry.text[2:]
        if entry.kind == "act":
            step += 1
            action = entry.input() or ""
    extra = next(got, None)
    if extra is not None:
        last = expected[-1].line if expected else 0
        return Difference(path, step, last, where, "(the end of the file)", extra, action=action)
    return None


def replay(path: str | Path, driver_factory: Callable[[], Any] | None = None, judge: Any = None) -> ReplayResult:
    """Replay one golden game on a driver (default: the reference engine in-process).  ``judge`` (a
    RefusalJudge) judges the refusals as the scenarios do; without it a refusal must name the file's rule."""
    from .verify.driver import EngineFailure, NotSupported, ReferenceDriver

    game = read_game(path)
    driver = (driver_factory or ReferenceDriver)()
    inputs = [e.script() for e in game.inputs()]

    def replayed(legal: bool) -> Difference | None:
        """Compared line by line as the engine plays: nothing more is asked of it after the first difference."""
        return compare(str(path), game, transcript(driver, game.situation(), inputs, legal=legal), legal, judge)

    legal = True
    try:
        diff = replayed(legal)
    except NotSupported:
        legal = False
        try:
            diff = replayed(legal)
        except NotSupported as exc:
            return ReplayResult(
                str(path), 0, error=f"not supported by the engine: {exc}", legal_checked=False, cause=exc
            )
        except EngineFailure as exc:
            return ReplayResult(str(path), 0, error=f"engine failure: {exc}", legal_checked=False, cause=exc)
    except EngineFailure as exc:
        return ReplayResult(str(path), 0, error=f"engine failure: {exc}", cause=exc)
    steps = sum(1 for e in game.body if e.kind == "act")
    return ReplayResult(str(path), diff.step if diff else steps, diff, legal)


def rerecord(path: str | Path) -> tuple[GoldenGame, list[str], Difference | None]:
    """The file's inputs played again on the reference engine: (game, new body, first change)."""
    from .verify.driver import ReferenceDriver

    game = read_game(path)
    inputs = [e.script() for e in game.inputs()]
    body = list(transcript(ReferenceDriver(), game.situation(), inputs))
    return game, body, compare(str(path), game, iter(body), True)


# ----------------------------------------------------------------- recording
class RecordingGame(Game):
    """The reference engine, noting the result of every shuffle after set-up (top first)."""

    shuffled: list[dict[str, Any]]

    def shuffle(self, pile: str, cards: list[str]) -> None:
        super().shuffle(pile, cards)
        if not hasattr(self, "shuffled"):  # a shuffle inside Game.new (a set-up that starts by drawing)
            self.shuffled = []
        self.shuffled.append({"pile": pile, "order": list(reversed(cards))})


def explicit_setup(game: Game, given: dict[str, Any] | None = None) -> dict[str, Any]:
    """``given`` with every random outcome of ``game``'s set-up stated (offices, markets, deck, supply)."""
    s = game.state
    setup = dict(given or {})
    setup.setdefault("offices", dict(s.offices))
    market = dict(setup.get("market") or {})
    market["current"] = list(reversed(s.market_current))
    market["future"] = list(reversed(s.market_future))
    setup["market"] = market
    contracts = dict(setup.get("contracts") or {})
    contracts.pop("deck_top", None)
    contracts["deck"] = list(reversed(s.deck))
    setup["contracts"] = contracts
    supply = dict(setup.get("supply") or {})
    supply["buildings"] = {b: n for b, n in sorted(s.building_supply.items())}
    supply["ships"] = {size: len(ids) for size, ids in sorted(s.ship_supply.items())}
    setup["supply"] = supply
    return setup


@dataclass
class Policy:
    """How :func:`record` chooses actions: the ``script`` first (actions, and ``x ...`` refusals),
    then random legal play with ``seed``, trying the ``prefer`` verbs first when they are legal."""

    seed: int = 0
    script: list[str] = field(default_factory=list)
    prefer: list[str] = field(default_factory=list)
    after: list[str] = field(default_factory=list)  # refusals checked once the game is over
    setup_given: bool = False

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"policy": "random", "seed": self.seed}
        if self.prefer:
            out["prefer"] = list(self.prefer)
        if self.script:
            out["script"] = list(self.script)
        if self.after:
            out["after"] = list(self.after)
        if self.setup_given:
            out["setup_given"] = True
        return out


def _choose(game: Game, rng: random.Random, prefer: Sequence[str]) -> Action:
    from .simulate import random_action

    if prefer:
        for name in game.actors():
            options = [a for a in game.legal_actions(name) if a.verb in prefer]
            if options:
                return options[int(rng.random() * len(options))]
    return random_action(game, rng)


def _scripted(game: Game, script: Sequence[str], inputs: list[str], key: str) -> None:
    for index, text in enumerate(script):
        if text.startswith("x "):
            violation = game.check(text[2:])
            if violation is None:
                raise ScriptRefused(key, index, f"the script expects {text[2:]!r} to be refused, but it is legal")
        else:
            try:
                game.apply(text)
            except RuleViolation as exc:
                raise ScriptRefused(key, index, f"the script's {text!r} is refused: {exc}") from None
        inputs.append(text)


def play(
    players: Sequence[str],
    edition: str,
    policy: Policy,
    options: dict[str, Any] | None = None,
    setup: dict[str, Any] | None = None,
    components: dict[str, Any] | None = None,
) -> tuple[RecordingGame, dict[str, Any], list[str]]:
    """Play a game for recording: (the game, its explicit set-up, the inputs)."""
    opts = RuleOptions.edition(edition).changed(options or {})
    game = RecordingGame.new(
        list(players), seed=policy.seed, options=opts, setup=setup, component_overrides=components or None
    )
    assert isinstance(game, RecordingGame)
    game.record_log = False
    game.shuffled = []  # shuffles inside Game.new are in the state explicit_setup states
    stated = explicit_setup(game, setup)
    inputs: list[str] = []
    _scripted(game, policy.script, inputs, "script")
    rng = random.Random(policy.seed)
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            break
        action = _choose(game, rng, policy.prefer)
        game.apply(action)
        inputs.append(str(action))
    if not game.is_over:  # a bug of the rules, as in random play: never recorded as if it were a game
        raise GameDidNotEnd(f"{game.game_string()} did not end within {MAX_ACTIONS} actions")
    _scripted(game, policy.after, inputs, "after")
    if game.shuffled:
        stated["shuffles"] = list(game.shuffled)
    return game, stated, inputs


def record(
    players: Sequence[str],
    edition: str,
    policy: Policy,
    title: str,
    options: dict[str, Any] | None = None,
    setup: dict[str, Any] | None = None,
    components_file: str = COMPONENTS_FILE,
    base: Path | None = None,
    component_changes: dict[str, Any] | None = None,
) -> str:
    """A golden game file's text: the game played by ``policy``, written from its explicit situation.

    The body is produced by replaying the inputs from the explicit situation (not from
    the seed) on the reference engine under another seed: a game whose outcome depends
    on anything the situation does not state cannot be recorded.
    """
    from .verify.driver import ReferenceDriver

    header: dict[str, Any] = {
        "format": FORMAT,
        "title": title,
        "recorded_with": {"players": len(players), "edition": edition, **policy.to_dict()},
        "players": list(players),
        "edition": edition,
        "options": RuleOptions.edition(edition).changed(options or {}).values,
        "components": components_file,
    }
    if component_changes:
        header["component_changes"] = component_changes
    golden = GoldenGame(header, [], (base or Path(".")) / "x.game")
    played, stated, inputs = play(players, edition, policy, options, setup, load_game_components(golden))
    header["setup"] = stated
    header_text = (
        "# A golden game of Constantinopolis (docs/golden-games.md).\n"
        "# Replay: constantinopolis replay FILE; re-record after an intended rule change: "
        "constantinopolis replay --rerecord FILE\n" + yaml.safe_dump(header, sort_keys=False, width=100)
    )
    golden.header_text = header_text
    other_seed = ReferenceDriver(seed=policy.seed + 7919)
    body = list(transcript(other_seed, golden.situation(), inputs))
    if not body[-1].startswith("end: ") or body[-1].startswith("end: not over") or played.state.result is None:
        raise GoldenError("<record>", None, f"the game did not replay to its end from its situation: {body[-1]}")
    if body[-1] != end_line(played.state.result):
        raise GoldenError(
            "<record>",
            None,
            "the game's outcome depends on something its situation does not state: "
            f"played {end_line(played.state.result)!r}, replayed {body[-1]!r}",
        )
    return golden.text(body)


def write_components(path: Path, c: Components | None = None) -> None:
    c = c or default_components()
    text = (
        "# The card and building numbers every golden game in this folder states (docs/golden-games.md).\n"
        "# Exported from the reference manifest (engine/constantinopolis/data/components.yaml) by\n"
        "# `constantinopolis record --write-components --out DIR/x.game` (which writes only this file);\n"
        "# no rulebook prints most of them (the contract cards, four of the five market cards, the goods\n"
        "# of most buildings): their provenance is in the manifest, mostly 'assumed'.  An engine replays\n"
        "# these games with these numbers.\n"
    )
    path.write_text(text + yaml.safe_dump({"components": components_overrides(c)}, sort_keys=False, width=100))


# ----------------------------------------------------------------- the commands
def _script_file(path: str) -> dict[str, Any]:
    """A ``record --script`` file, each key checked (a problem is a GoldenError at the key's line)."""
    try:
        doc = read_file(path)
    except YamlInputError as exc:
        raise GoldenError(path, exc.line, f"cannot read the script: {exc.problem}") from None
    data = doc.data
    if not isinstance(data, dict):
        raise GoldenError(path, None, "a script is a mapping: players, edition, options, setup, script, prefer")
    known = {"title", "players", "edition", "options", "setup", "script", "prefer", "seed", "after", "components"}
    unknown = sorted((str(k) for k in set(data) - known), key=str)
    if unknown:
        raise GoldenError(path, doc.line_of(unknown[0]), f"unknown key {unknown[0]!r}")

    def fail(key: str, problem: str) -> GoldenError:
        return GoldenError(path, doc.line_of(key), f"{key}: {problem}")

    for key in ("script", "prefer", "after"):
        value = data.get(key)
        if value is not None and (not isinstance(value, list) or not all(isinstance(x, str) for x in value)):
            raise fail(key, "a list of texts" + (" (actions, and 'x ACTION' for a refusal)" if key == "script" else ""))
    problem = not_a_verb(data.get("prefer") or [])
    if problem is not None:
        raise fail("prefer", problem)
    try:
        seed_value(data.get("seed", 0))
    except SetupError as exc:
        raise fail("seed", str(exc).removeprefix("seed: ")) from None
    for key in ("components", "setup", "options"):
        if not isinstance(data.get(key) or {}, dict):
            raise fail(key, "a mapping")
    if not isinstance(data.get("title") or "", str):
        raise fail("title", "a text")
    header = {"players": data.get("players") or ["p1", "p2"], "edition": data.get("edition") or "en", **data}
    _check_header(header, lambda key: GoldenError(path, doc.line_of(key), ""), label="")
    for key in ("script", "after"):  # each action read now, at its line: before a components file is written
        for i, text in enumerate(data.get(key) or []):
            problem = _script_action_problem(text.removeprefix("x "), data.get("players"))
            if problem is not None:
                raise GoldenError(path, doc.line_of(key, i), f"{key}: {problem}")
    return data


def _script_action_problem(text: str, players: list[str] | None) -> str | None:
    """Why a script's action cannot be played (not an action, or not one of the script's ``players``), or None.
    A script without ``players`` is played by ``--players`` players (p1 to p4 by default): not known here."""
    try:
        actor = parse_action(text).player
    except InvalidAction as exc:
        return str(exc)
    if players is None or actor in players:
        return None
    return f"unknown player {actor!r} in {text!r}; players: {', '.join(players)}"


def _record_spec(args: Any, out: Path | None, base: Path) -> tuple[dict[str, Any], Path | None, Path]:
    """What ``record`` plays: the game of ``--from`` again, or a ``--script`` file (checked), or nothing given
    (the command line says it all); with where it writes."""
    spec: dict[str, Any] = {}
    if args.from_file:
        old = read_game(args.from_file)
        rw = dict(old.header.get("recorded_with") or {})
        setup = {k: v for k, v in (old.header.get("setup") or {}).items() if k != "shuffles"}
        spec = {
            "title": old.header.get("title"),
            "players": old.players,
            "edition": old.header["edition"],
            "options": old.header.get("options") or {},
            "setup": setup,
            "script": rw.get("script") or [],
            "prefer": rw.get("prefer") or [],
            "seed": rw.get("seed", 0),
            "after": rw.get("after") or [],
            "setup_given": bool(rw.get("setup_given")),
            "component_changes": old.header.get("component_changes") or {},
        }
        out = out or Path(args.from_file)
        base = out.parent
    elif args.script:
        spec = _script_file(args.script)
    named = spec.get("players") or []
    if args.players and named and args.players != len(named):  # the script or the game names its players
        players = ", ".join(map(str, named))
        raise GoldenError(
            args.script or args.from_file,
            None,
            f"--players {args.players}: the game's players are {players}; leave --players out",
        )
    return spec, out, base


def main_record(args: Any) -> int:
    """``constantinopolis record``: play a game by a policy and write it as a golden game."""
    out = Path(args.out) if args.out else None
    base = out.parent if out else Path(".")
    if args.write_components:
        path = base / COMPONENTS_FILE
        write_components(path)
        print(f"wrote {path}")
        if not (args.players or args.script or args.from_file):
            return 0
    spec, out, base = _record_spec(args, out, base)
    n = args.players or len(spec.get("players") or []) or 4
    names = [str(p) for p in spec.get("players") or [f"p{i}" for i in range(1, n + 1)]]
    edition = args.edition or spec.get("edition") or "en"
    seed = args.seed if args.seed is not None else int(spec.get("seed", 0))
    prefer = args.prefer or list(spec.get("prefer") or [])  # --prefer: a list of verbs (cli._verbs)
    policy = Policy(
        seed=seed,
        script=[str(x) for x in spec.get("script") or []],
        prefer=prefer,
        after=[str(x) for x in spec.get("after") or []],
        setup_given=bool(spec.get("setup_given") or (args.script and spec.get("setup"))),
    )
    title = args.title or spec.get("title") or f"{len(names)} players, edition {edition}, random play (seed {seed})"
    changes = spec.get("component_changes") or spec.get("components") or None
    if out is not None and out.is_dir():  # before anything is written
        raise GoldenError(out, None, "is a folder: --out names the game file to write")
    components = base / COMPONENTS_FILE
    written = not components.exists()  # the numbers every game beside it states
    if written:
        write_components(components)
    try:
        text = record(
            names, edition, policy, title, spec.get("options"), spec.get("setup"), base=base, component_changes=changes
        )
    except (SetupError, GoldenError) as exc:
        if written:  # nothing is left behind by a recording that failed
            components.unlink()
        if not args.script or (isinstance(exc, GoldenError) and not isinstance(exc, ScriptRefused)):
            raise
        script = read_file(args.script)  # the script, read again for the line
        if isinstance(exc, ScriptRefused):
            raise GoldenError(args.script, script.line_of(exc.key, exc.index), f"{exc.key}: {exc.problem}") from None
        raise GoldenError(args.script, script.line_of("setup"), f"setup: {exc}") from None
    if written:
        print(f"wrote {components} (the reference manifest's cards and buildings)", file=sys.stderr)
    if out is None:
        sys.stdout.write(text)
    else:
        out.write_text(text, encoding="utf-8")
        body = parse_game(text, out)
        acts = sum(1 for e in body.body if e.kind == "act")
        print(f"wrote {out}: {acts} actions; {body.body[-1].text[:120]}")
    return 0


def rerecord_files(files: Sequence[Path], write: bool) -> int:
    """Replay each file's actions on this engine; show what changed; rewrite only with ``write``.  Ends with a
    count of each outcome; the status is 1 when a game's actions no longer make a whole game (``--write`` cannot
    rewrite it: it is re-recorded from its policy by hand), else 0."""
    changed = []
    unchanged = 0
    broken: list[Path] = []
    for path in files:
        game, body, diff = rerecord(path)
        if diff is None:
            print(f"unchanged {path}")
            unchanged += 1
            continue
        old = [e.text for e in game.body]
        n = sum(1 for a, b in zip(old, body, strict=False) if a != b) + abs(len(old) - len(body))
        print(f"CHANGED   {diff.format()}")
        print(f"  {n} line(s) differ; the end was: {old[-1]}")
        print(f"  {'':>20}now is: {body[-1]}")
        if body[-1].startswith(("! REFUSED", "x ")) or "APPLIED" in body[-1] or body[-1].startswith("end: not over"):
            print(
                "  the recorded actions no longer make a whole game: re-record it from its policy with "
                f"`constantinopolis record --from {path}` and review the new game"
            )
            broken.append(path)
            continue
        changed.append((path, game, body))
    if write:
        for path, game, body in changed:
            path.write_text(game.text(body), encoding="utf-8")
            print(f"rewrote {path}")
    elif changed:
        print(f"nothing written: review the changes above; --write rewrites the {len(changed)} changed file(s)")
    done = "rewritten" if write else "to rewrite with --write"
    summary = f"{unchanged} unchanged, {len(changed)} changed ({done}), {len(broken)} no longer a whole game"
    if broken:
        summary += " (not rewritten: re-record each with `constantinopolis record --from FILE`)"
    print(summary)
    return 1 if broken else 0


# ----------------------------------------------------------------- rule coverage
SETUP_RULES = tuple(SETUP_RULE_SECTIONS)  # the set-up rules (setup.py: one list, with what states each instead)


def rules_exercised(path: str | Path) -> dict[str, str]:
    """The rules one golden game exercises on the reference engine: rule id -> how.

    - ``applied``: the rule took effect (the engine's trace, ``Table.rule``);
    - ``refused``: at some decision point the rule refused a candidate action of some
      player (so the file's ``?`` lines, or its ``x`` lines, depend on it);
    - ``set-up``: the normal set-up made the game's situation (a game recorded from
      a new game, with no scripted set-up), so the set-up rules made it.
    """
    from .verify.driver import ReferenceDriver

    game = read_game(path)
    driver = ReferenceDriver()
    driver.start(game.situation())
    engine = driver.session.game
    assert engine is not None
    engine.trace = set()
    how: dict[str, str] = {}
    rw = game.header.get("recorded_with") or {}
    if not rw.get("setup_given"):
        how.update(dict.fromkeys(SETUP_RULES, "set-up"))

    def note_refusals() -> None:
        for p in engine.state.players:
            for candidate in (a for make in engine.candidate_makers(p).values() for a in make()):
                violation = engine.check(candidate)
                if violation is not None:
                    how.setdefault(violation.rule_id, "refused")

    for entry in game.inputs():
        text = entry.input() or ""
        note_refusals()
        if entry.kind == "refuse":
            violation = engine.check(text)
            if violation is not None:
                how.setdefault(violation.rule_id, "refused")
            continue
        engine.apply(text)
        for observer in engine.state.players:
            engine.view(observer.name)
    for rule in engine.trace:
        how[rule] = "applied"
    return how
