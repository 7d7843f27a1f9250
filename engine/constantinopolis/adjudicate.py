"""Adjudicate a rules dispute: may this action be taken in this situation, and by which rule?

A judge writes the situation as a scenario file (``docs/scenario-format.md``): its set-up and its
actions bring the table to the moment of the dispute; its expectations, if any, are not checked
here.  :func:`adjudicate` then tries the disputed action and gives

- the verdict (allowed or refused) and, if allowed, what changes;
- the deciding rule, with the failing condition in concrete words;
- that rule's sentence in each of the five books (``translations/concordance/``);
- the verdict under every edition preset, and the rule options that make an edition decide
  differently, with the discrepancy catalogue's quotes.

:func:`legal_now` lists what a player may do, with the rules each action applies.  The command
line is ``constantinopolis adjudicate`` (``docs/adjudicating.md``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from .actions import Action, Bid, Raise, parse_action
from .concordance import Entry, entries
from .discrepancies import format_causes
from .errors import ConstantinopolisError
from .game import Game
from .glossary import load_glossary
from .options import EDITIONS
from .rules import RULES
from .scenario import Scenario, load_scenario, run_scenario


class AdjudicationError(ConstantinopolisError, ValueError):
    """The situation cannot be reached, or the action cannot be read."""


@dataclass
class Change:
    """One value of the judge's state view that the action changed."""

    path: str
    before: Any
    after: Any

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "before": self.before, "after": self.after}


@dataclass
class Verdict:
    """The action under one edition preset."""

    edition: str
    allowed: bool = False
    rule: str | None = None  # the refusing rule
    message: str = ""  # the refusal's failing condition in concrete words
    applied: list[str] = field(default_factory=list)  # the rules that took effect, in rulebook order
    changes: list[Change] = field(default_factory=list)
    log: list[str] = field(default_factory=list)  # what the game log added
    unreachable: str | None = None  # why the situation cannot be reached under this preset

    @property
    def signature(self) -> tuple[Any, ...]:
        """What two editions must share to decide alike: reached, allowed, the refusing rule."""
        return (self.unreachable is None, self.allowed, self.rule)

    def summary(self) -> str:
        """``refused by consul.preempt (it:341, it:504)``: the lines of the edition's own book."""
        if self.unreachable is not None:
            return f"the situation cannot be reached: {self.unreachable}"
        if self.allowed or self.rule is None:
            return "allowed" if self.allowed else "refused"
        return f"refused by {self.rule} ({book_cite(self.rule, self.edition)})"

    def to_dict(self) -> dict[str, Any]:
        return {
            "edition": self.edition,
            "verdict": None if self.unreachable else ("allowed" if self.allowed else "refused"),
            "rule": self.rule,
            "lines": list(RULES[self.rule].lines) if self.rule else [],
            "message": self.message,
            "applied": [{"rule": r, "lines": list(RULES[r].lines)} for r in self.applied],
            "changes": [c.to_dict() for c in self.changes],
            "log": self.log,
            "unreachable": self.unreachable,
        }


@dataclass
class Ruling:
    situation: Scenario
    action: str
    edition: str
    verdict: Verdict
    books: dict[str, Entry]  # the refusing rule in each book (none when allowed: see Verdict.applied)
    editions: dict[str, Verdict]  # the verdict under every preset
    causes: list[dict[str, Any]]  # the options that change the verdict, with each preset's value and quotes

    @property
    def differing(self) -> list[str]:
        """The editions that decide otherwise than the one asked for."""
        return [ed for ed, v in self.editions.items() if v.signature != self.verdict.signature]

    def to_dict(self) -> dict[str, Any]:
        return {
            "situation": self.situation.path,
            "scenario": self.situation.name,
            "action": self.action,
            "edition": self.edition,
            **self.verdict.to_dict(),
            "books": {book: e.to_dict() for book, e in self.books.items()},
            "editions": {ed: v.to_dict() for ed, v in self.editions.items()},
            "differing": self.differing,
            "causes": self.causes,
        }


def book_cite(rule: str, book: str) -> str:
    """Where ``book`` states ``rule`` (the concordance), or the engine's English lines."""
    entry = entries(rule).get(book)
    return entry.cite() if entry is not None and entry.stated else f"{book}: not stated; {RULES[rule].cite()}"


# ------------------------------------------------------------------ the situation
def situation_game(sc: Scenario, edition: str, options: dict[str, Any] | None = None) -> Game:
    """The game at the situation's moment under ``edition``: its set-up, then its actions played."""
    report = run_scenario(sc, edition=edition, options=options)
    if report.error:
        raise AdjudicationError(f"the situation's actions do not play under the {edition} preset: {report.error}")
    return report.game


def read_action(text: str) -> Action:
    try:
        return parse_action(text)
    except ConstantinopolisError as exc:
        raise AdjudicationError(f"cannot read the action {text!r}: {exc}") from None


def try_action(game: Game, action: Action, edition: str) -> Verdict:
    """Try ``action`` in ``game`` (which it changes if allowed)."""
    v = game.check(action)
    if v is not None:
        return Verdict(edition, rule=v.rule_id, message=v.message)
    before, log_start = game.view(), len(game.s.log)
    game.trace = set()
    game.apply(action)
    order = {rule: i for i, rule in enumerate(RULES)}
    applied = sorted(game.trace, key=order.__getitem__)
    game.trace = None
    changes = [Change(path, a, b) for path, a, b in _diff(before, game.view()) if not path.startswith("log")]
    return Verdict(edition, True, applied=applied, changes=changes, log=game.s.log[log_start:])


def _diff(before: Any, after: Any, path: str = "") -> list[tuple[str, Any, Any]]:
    """The leaves of two views that differ (lists are compared whole)."""
    if isinstance(before, dict) and isinstance(after, dict):
        out: list[tuple[str, Any, Any]] = []
        for key in list(before) + [k for k in after if k not in before]:
            sub = f"{path}.{key}" if path else str(key)
            out += _diff(before.get(key, "<none>"), after.get(key, "<none>"), sub)
        return out
    return [] if before == after else [(path, before, after)]


def verdict_under(sc: Scenario, action: Action, edition: str, options: dict[str, Any] | None = None) -> Verdict:
    try:
        game = situation_game(sc, edition, options)
    except AdjudicationError as exc:
        return Verdict(edition, unreachable=str(exc))
    return try_action(game, action, edition)


# ------------------------------------------------------------------ the ruling
def adjudicate(situation: str | Path | Scenario, action_text: str | None = None, edition: str | None = None) -> Ruling:
    """The ruling on ``action_text`` in ``situation`` under ``edition`` (default: the file's own).

    Without ``action_text``, the disputed action is the file's last action: the actions before it
    bring the table to the moment of the dispute (a ruling file of ``scenarios/rulings/``)."""
    sc = situation if isinstance(situation, Scenario) else load_scenario(situation)
    if action_text is None:
        sc, action_text = disputed_action(sc)
    action = read_action(action_text)
    ed = edition or sc.edition
    if ed not in EDITIONS:
        raise AdjudicationError(f"unknown edition {ed!r}; editions: {', '.join(EDITIONS)}")
    main = verdict_under(sc, action, ed)
    if main.unreachable is not None:
        raise AdjudicationError(main.unreachable)
    every = {e: (main if e == ed else verdict_under(sc, action, e)) for e in EDITIONS}
    books = entries(main.rule) if main.rule else {}
    ruling = Ruling(sc, action_text, ed, main, books, every, [])
    if ruling.differing:
        ruling.causes = _causes(sc, action, ed, main)
    return ruling


def disputed_action(sc: Scenario) -> tuple[Scenario, str]:
    """The situation before the file's last action, and that action."""
    last = max((i for i, step in enumerate(sc.steps) if step.action is not None), default=None)
    if last is None:
        raise AdjudicationError(f"{sc.path}: no action to adjudicate; give one, or end the file's actions with it")
    action = sc.steps[last].action
    assert action is not None
    return replace(sc, steps=sc.steps[:last], expect={}, expect_lines={}), action


def _causes(sc: Scenario, action: Action, edition: str, main: Verdict) -> list[dict[str, Any]]:
    """The options whose value in another preset, switched alone on ``edition``'s, changes the verdict."""
    from .discrepancies import option_causes

    def changes(name: str, value: Any) -> bool:
        return verdict_under(sc, action, edition, {**sc.options, name: value}).signature != main.signature

    return option_causes(edition, sc.options, changes)


# ------------------------------------------------------------------ what a player may do
@dataclass
class LegalAction:
    text: str  # "bid consul 1-19" for a run of amounts
    applied: list[str]  # the rules it applies, in rulebook order


def legal_now(situation: str | Path | Scenario, player: str, edition: str | None = None) -> list[LegalAction]:
    """What ``player`` may do at the situation's moment, each with the rules carrying it out applies."""
    sc = situation if isinstance(situation, Scenario) else load_scenario(situation)
    ed = edition or sc.edition
    game = situation_game(sc, ed)
    if player not in game.by_name:
        raise AdjudicationError(f"unknown player {player!r}; players: {', '.join(game.by_name)}")
    state = game.to_dict()
    out: list[LegalAction] = []
    for text, action in _grouped(game.legal_actions(player)):
        trial = Game.from_dict(state)
        out.append(LegalAction(text, try_action(trial, action, ed).applied))
    return out


def _grouped(actions: list[Action]) -> list[tuple[str, Action]]:
    """Each action's text, a run of bids or raises of the same kind written once ("bid consul 1-19"),
    with the action tried for its rules (the least amount)."""
    out: list[tuple[str, Action]] = []
    runs: dict[str, list[int]] = {}
    for a in actions:
        if isinstance(a, (Bid, Raise)):
            key = str(a).rsplit(" ", 1)[0]
            if key not in runs:
                runs[key] = []
                out.append((key, a))
            runs[key].append(a.amount)
        else:
            out.append((str(a), a))
    return [
        (f"{text} {min(runs[text])}-{max(runs[text])}" if text in runs else text, a)
        if text not in runs or len(runs[text]) > 1
        else (f"{text} {runs[text][0]}", a)
        for text, a in out
    ]


# ------------------------------------------------------------------ game terms in a book's language
ID_SECTIONS = ("goods", "buildings", "markets", "offices")


@cache
def _terms(lang: str) -> tuple[re.Pattern[str], dict[str, str]]:
    """One pattern of the English names and engine ids of the game terms (longest first), and the
    first name ``lang``'s book gives each."""
    pairs: dict[str, str] = {}
    for section, terms in load_glossary().items():
        if section == "components":
            continue
        for term_id, names in terms.items():
            target = (names.get(lang) or [""])[0]
            # an engine id is matched too where it names only the term (buildings, goods, markets, offices),
            # not where it is an ordinary word (the phase "accept", the ship size "small")
            ids = [term_id] if section in ID_SECTIONS else []
            for name in [*names.get("en", []), *ids] if target else []:
                pairs.setdefault(name, target)
    alternatives = "|".join(re.escape(n) for n in sorted(pairs, key=len, reverse=True))
    return re.compile(rf"(?<![\w.-])(?:{alternatives})(?![\w-])(?!\.\w)"), pairs


def localize(text: str, lang: str) -> str:
    """``text`` with its game terms as ``lang``'s book names them (translations/glossary/); rule ids
    (``consul.preempt``) and citations are left alone."""
    if lang == "en":
        return text
    pattern, pairs = _terms(lang)
    return pattern.sub(lambda m: pairs[m.group(0)], text)


# ------------------------------------------------------------------ text
def format_ruling(ruling: Ruling, lang: str | None = None, every_edition: bool = False) -> str:
    """The ruling for a judge: verdict, deciding rule, each book's sentence, the other editions."""
    sc, v = ruling.situation, ruling.verdict
    lang = lang or ruling.edition

    def say(text: str) -> str:
        return localize(text, lang)

    out = [f"situation: {sc.name}  ({sc.path})", f"action:    {ruling.action}", f"edition:   {ruling.edition} preset"]
    out += ["", f"verdict: {v.summary().upper() if v.allowed else v.summary()}"]
    out += _verdict_lines(v, say)
    if v.allowed:
        out += ["", f"the rules it applies, as the {lang} book states them:"]
        for rule in v.applied:
            entry = entries(rule).get(lang)
            out.append(f"  {rule} ({book_cite(rule, lang)})")
            out.append(f"    {entry.text() if entry else RULES[rule].summary}")
    if ruling.books:
        out += ["", f"the rule, {v.rule}, in each book:"]
        first = [ruling.books[lang]] if lang in ruling.books else []  # the book asked for first
        for entry in first + [e for book, e in ruling.books.items() if book != lang]:
            out.append(f"  {entry.cite()}")
            out.append(f"    {entry.text()}")
    out += ["", "under every edition preset:"]
    for ed, other in ruling.editions.items():
        mark = "" if other.signature == v.signature else "   <- decides differently"
        out.append(f"  {ed}: {other.summary()}{mark}")
        if every_edition and ed != ruling.edition:
            out += ["    " + line for line in _verdict_lines(other, say)]
    if not ruling.differing:
        out.append("every edition decides alike")
    out += format_causes(ruling.causes, "because of the rule option {option}: {values}", "  ")
    return "\n".join(out)


def _verdict_lines(v: Verdict, say: Any) -> list[str]:
    if v.unreachable is not None:
        return []
    if not v.allowed:
        return [f"  {say(v.message)}"]
    out = ["  what changes:"] + [
        f"    {c.path}: {json.dumps(c.before, ensure_ascii=False)} -> {json.dumps(c.after, ensure_ascii=False)}"
        for c in v.changes
    ]
    out += ["  rules applied: " + ", ".join(f"{r} ({book_cite(r, v.edition)})" for r in v.applied)]
    out += ["  log:"] + [f"    {say(line)}" for line in v.log]
    return out


def format_legal(player: str, actions: list[LegalAction]) -> str:
    if not actions:
        return f"{player} may do nothing now"
    out = [f"{player} may now:"]
    width = max(len(a.text) for a in actions)
    for a in actions:
        rules = ", ".join(f"{r} ({RULES[r].cite()})" for r in a.applied[:3])
        more = f" and {len(a.applied) - 3} more" if len(a.applied) > 3 else ""
        out.append(f"  {a.text:{width}}  {rules}{more}")
    return "\n".join(out)


def as_json(ruling: Ruling) -> str:
    return json.dumps(ruling.to_dict(), indent=2, ensure_ascii=False, default=str)
