"""Adjudicate a rules dispute: may this action be taken in this situation, and by which rule?

A judge writes the situation as a scenario file (``docs/scenario-format.md``): its set-up and its
actions bring the table to the moment of the dispute; its expectations, if any, are not checked
here.  :func:`adjudicate` then tries the disputed action and gives

- the verdict (allowed or refused) and, if allowed, what changes;
- the deciding rules: refused, the rule that refused with its failing condition in concrete words;
  allowed, the rules whose conditions were checked and held, each with its numbers
  (:attr:`Verdict.deciding`: what the checks noted, :meth:`.table.Checker.held`, recorded as the action is
  carried out), not every rule that ran;
- each deciding rule's sentence in each of the five books (``translations/concordance/``);
- the verdict under every edition preset, and the rule options that make an edition decide
  differently, with the discrepancy catalogue's quotes.

:func:`legal_report` lists what a player may do, by kind with the rule that allows each kind, or why
nothing; an action that ends the game comes with the final scoring (:func:`final_scoring`).  The command
line is ``constantinopolis adjudicate`` (``docs/adjudicating.md``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from ..books import i18n
from ..books.concordance import Entry, entries
from ..books.discrepancies import Discrepancy, Reading, debatable, format_causes, slips
from ..books.i18n import localize as localize  # the game terms in a book's words (re-exported)
from ..books.i18n import phrase
from ..core import phases
from ..core.actions import Action, compact_amounts, parse_action
from ..core.components import BuildingKind
from ..core.errors import ConstantinopolisError, InvalidAction, SetupError, located
from ..core.game import Game
from ..core.options import EDITIONS
from ..core.phases.scoring import GOLD_PER_FP, tie_break
from ..core.rules import RULES
from ..core.state import OFFICES, SIMULTANEOUS_PHASES, Phase, decision_from_dict
from .scenario import Scenario, Step, load_scenario, run_scenario, setup_error
from .vocabulary import differences


class AdjudicationError(ConstantinopolisError, ValueError):
    """The situation cannot be reached, or the action cannot be read."""

    reason: str = ""  # the engine's own message, when the situation's actions do not play
    path: str | None = None  # the file, the line and the problem, when the error is at a line of it (at())
    line: int | None = None
    problem: str = ""
    #: the problem as a phrase of translations/answers/ (its id and fields; a field ``message`` is an engine
    #: message), so that it can be said in the judge's language (:meth:`said`); None: English only
    phrased: tuple[str, dict[str, str]] | None = None

    @classmethod
    def at(cls, path: str, line: int | None, problem: str) -> AdjudicationError:
        """The error ``path:line: problem``, whose file and line ``--json`` gives as well (``.path``, ``.line``,
        ``.problem``, as a ScenarioError's)."""
        error = cls(located(path, line, problem))
        error.path, error.line, error.problem = path, line, problem
        return error

    @classmethod
    def of(cls, key: str, path: str | None = None, line: int | None = None, **fields: str) -> AdjudicationError:
        """The problem of the phrase ``key`` (in English here; :meth:`said` in another language), at ``path`` and
        ``line`` when given."""
        problem = phrase(key, "en", **fields)
        error = cls(problem) if path is None else cls.at(path, line, problem)
        error.phrased = (key, fields)
        return error

    def said(self, lang: str) -> str:
        """The error in ``lang``: its phrase translated, an engine message in it too (:func:`.i18n.translate`);
        an error without a phrase, as far as the engine's messages and the game's terms go."""
        if self.phrased is None:
            return i18n.translate(str(self), lang)
        key, fields = self.phrased
        text = phrase(key, lang, **{k: i18n.translate(v, lang) if k == "message" else v for k, v in fields.items()})
        return text if self.path is None else located(self.path, self.line, text)


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
    applied: list[str] = field(default_factory=list)  # the trace: every rule that took effect, in rulebook order
    # what decided: the conditions the action's own checks tested and found to hold, as (rule, message) in
    # rulebook order (allowed), or the refusing rule and its message (refused)
    deciding: list[tuple[str, str]] = field(default_factory=list)
    # refused: the conditions the check found to hold before the refusing rule (Game.held), as (rule, message)
    held: list[tuple[str, str]] = field(default_factory=list)
    changes: list[Change] = field(default_factory=list)
    log: list[str] = field(default_factory=list)  # what the game log added
    unreachable: str | None = None  # why the situation cannot be reached under this preset
    scoring: dict[str, Any] | None = None  # the final scoring, when the action ends the game (final_scoring)

    @property
    def signature(self) -> tuple[Any, ...]:
        """What two editions must share to decide alike: reached, allowed, the refusing rule, and what the
        action changes (the Italian book lays the reshuffled Future Market face down: the same allowed
        action, another outcome)."""
        changes = json.dumps([c.to_dict() for c in self.changes], sort_keys=True, ensure_ascii=False)
        return (self.unreachable is None, self.allowed, self.rule, changes)

    def summary(self, lang: str = "en") -> str:
        """``refused by consul.preempt (it:341, it:504)``: the lines of the edition's own book, in ``lang``."""
        if self.unreachable is not None:
            step = unreachable_step(self.unreachable)
            why = (
                phrase(
                    "verdict.step-refused",
                    lang,
                    line=step[0],
                    rule=step[1],
                    message=i18n.translate(step[2], lang),
                    cite=book_cite(step[1], self.edition, lang) if step[1] in RULES else step[3],
                )
                if step
                else i18n.translate(self.unreachable, lang)
            )
            return phrase("verdict.unreachable", lang, why=why)
        if self.allowed or self.rule is None:
            return phrase("verdict.allowed" if self.allowed else "verdict.refused", lang)
        return phrase("verdict.refused-by", lang, rule=self.rule, cite=book_cite(self.rule, self.edition, lang))

    def to_dict(self) -> dict[str, Any]:
        return {
            "edition": self.edition,
            "verdict": None if self.unreachable else ("allowed" if self.allowed else "refused"),
            "rule": self.rule,
            "lines": list(RULES[self.rule].lines) if self.rule else [],
            "message": self.message,
            "applied": [{"rule": r, "lines": list(RULES[r].lines)} for r in self.applied],
            "deciding": [{"rule": r, "message": m, "lines": list(RULES[r].lines)} for r, m in self.deciding],
            "held": [{"rule": r, "message": m, "lines": list(RULES[r].lines)} for r, m in self.held],
            "changes": [c.to_dict() for c in self.changes],
            "log": self.log,
            "unreachable": self.unreachable,
            "scoring": self.scoring,
        }


def unreachable_step(unreachable: str) -> tuple[str, str, str, str] | None:
    """The line, the refusing rule, the message and the English lines of a refusal that keeps the situation
    from being reached (``line 12: [build.one-per-kind] kay has ... (en:388, en:426)``), or None for another
    reason."""
    step = re.fullmatch(r"line (\d+): \[(\S+)\] (.*) \(([^()]*)\)", unreachable, re.DOTALL)
    return (step[1], step[2], step[3], step[4]) if step else None


@dataclass
class Ruling:
    situation: Scenario
    action: str
    edition: str
    verdict: Verdict
    books: dict[str, dict[str, Entry]]  # each deciding rule (Verdict.deciding) in each book
    editions: dict[str, Verdict]  # the verdict under every preset
    causes: list[dict[str, Any]]  # the options that change the verdict, with each preset's value and quotes
    readings: list[DebatableReading] = field(default_factory=list)  # the debatable readings it depends on
    # (the set-up's phase, the phase and round the game played on to): the set-up's phase needs no decision, so
    # the game went on before the disputed action; None when the dispute is in the phase set up
    moved_on: tuple[str, str, int] | None = None
    # when the disputed action is refused as of another phase: the log lines the rules wrote by themselves
    # after the situation's last action (an office's income, a good given, production), which the judge did not
    # see happen; empty otherwise
    played_on: list[str] = field(default_factory=list)
    # the offices (office -> player) the set-up drew at random, the file setting none: the turn order a verdict
    # may rest on, which the judge did not choose; None when the file sets them
    offices_drawn: dict[str, str] | None = None
    # the catalogued slips of the edition's book (translations/discrepancies.yaml, classification slip) in a rule
    # the verdict rests on: the preset reads the book as the rest of it requires, not as the slip says
    slips: list[Discrepancy] = field(default_factory=list)

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
            "books": {rule: {book: e.to_dict() for book, e in by_book.items()} for rule, by_book in self.books.items()},
            "editions": {ed: v.to_dict() for ed, v in self.editions.items()},
            "differing": self.differing,
            "causes": self.causes,
            "rests_on": [{"rule": r, "status": st} for r, st in rests_on(verdict_rules(self.verdict), self.edition)],
            "readings": [r.to_dict() for r in self.readings],
            "moved_on": (
                dict(zip(("set_up", "phase", "round"), self.moved_on, strict=True)) if self.moved_on else None
            ),
            "played_on": self.played_on,
            "offices_drawn": self.offices_drawn,
            "slips": [{"id": d.id, "lines": slip_lines(d, self.edition)} for d in self.slips],
        }


def status_line(rule: str, book: str, lang: str, convention: bool = True) -> str:
    """``rule``'s status in ``book``, in ``lang``: stated, implied or not stated; then, for a rule no book
    states, ``engine convention: <why>`` (translations/answers/<lang>/status.yaml) unless ``convention`` is
    false (an answer that has said it already)."""
    entry = entries(rule).get(book)
    line = phrase(f"status.{entry.status if entry is not None else 'not-stated'}", lang)
    if convention and RULES[rule].is_convention:
        line += " · " + phrase("status.convention", lang, reason=phrase(f"convention.{rule}", lang))
    return line


def rests_on(rules: list[str], book: str) -> list[tuple[str, str]]:
    """The rules of ``rules`` that ``book`` does not state in so many words, with their status there:
    ``convention`` (no book states it), ``implied`` or ``not-stated``.  An answer says these first."""
    out = []
    for rule in dict.fromkeys(rules):
        entry = entries(rule).get(book)
        if RULES[rule].is_convention:
            out.append((rule, "convention"))
        elif entry is None or not entry.stated:
            out.append((rule, entry.status if entry is not None else "not-stated"))
    return out


def verdict_rules(v: Verdict) -> list[str]:
    """The rules a verdict rests on: the refusing rule, or the rules whose conditions held (``deciding``)."""
    return [rule for rule, _ in v.deciding] if v.allowed else [v.rule] if v.rule else []


def book_cite(rule: str, book: str, lang: str = "en") -> str:
    """Where ``book`` states ``rule`` (the concordance), or the engine's English lines (said in ``lang``)."""
    entry = entries(rule).get(book)
    if entry is not None and entry.quoted:
        return entry.cite()
    return phrase("book.not-stated", lang, book=book) + f"; {english_cite(rule, lang)}"


def english_cite(rule: str, lang: str = "en") -> str:
    """The engine's English lines of ``rule``; for an engine convention, that no line states it, in ``lang``."""
    return RULES[rule].cite() if RULES[rule].lines else phrase("rule.no-lines", lang)


# ------------------------------------------------------------------ the situation
def situation_game(sc: Scenario, edition: str, options: dict[str, Any] | None = None) -> Game:
    """The game at the situation's moment under ``edition``: its set-up, then its actions played."""
    report = run_scenario(sc, edition=edition, options=options)
    if report.error:
        raise unplayable(sc, edition, report.error)
    return report.game


def unplayable(sc: Scenario, edition: str, reason: str) -> AdjudicationError:
    """The situation's actions do not play under ``edition`` (``reason``, the scenario run's error): at the line
    of the action refused, with the rule and its lines in the edition's book, when a rule refused it."""
    step = unreachable_step(reason)
    at = re.fullmatch(r"line (\d+): (.*)", reason, re.DOTALL)  # an action that cannot be played (no rule)
    if step is None and at is not None:
        error = AdjudicationError.of("error.unplayable", sc.path, int(at[1]), edition=edition, message=at[2])
    elif step is None:
        error = AdjudicationError.of("error.unplayable", sc.path, edition=edition, message=reason)
    else:
        line, rule, message, english = step
        cite = book_cite(rule, edition) if rule in RULES else english  # the lines of the edition's own book
        error = AdjudicationError.of(
            "error.unplayable-at", sc.path, int(line), edition=edition, rule=rule, message=message, cite=cite
        )
    error.reason = reason
    return error


def read_action(text: str) -> Action:
    try:
        return parse_action(text)
    except ConstantinopolisError as exc:
        raise AdjudicationError.of("error.disputed-action", message=str(exc)) from None  # exc quotes the text


def try_action(game: Game, action: Action, edition: str) -> Verdict:
    """Try ``action`` in ``game`` (which it changes if allowed)."""
    v = game.check(action)
    if v is not None:
        held = game.held(action)
        return Verdict(edition, rule=v.rule_id, message=v.message, deciding=[(v.rule_id, v.message)], held=held)
    before, log_start = game.view(), len(game.state.log)
    was_over = game.state.phase == Phase.GAME_OVER
    game.trace, game.held_conditions = set(), []
    game.apply(action)
    order = {rule: i for i, rule in enumerate(RULES)}
    applied = sorted(game.trace, key=order.__getitem__)
    held = sorted(dict.fromkeys(game.held_conditions), key=lambda held: order[held[0]])
    game.trace, game.held_conditions = None, []
    changes = [Change(path, a, b) for path, a, b in differences(before, game.view()) if not path.startswith("log")]
    scoring = final_scoring(game) if not was_over and game.state.phase == Phase.GAME_OVER else None
    log = game.state.log[log_start:]
    return Verdict(edition, True, applied=applied, deciding=held, changes=changes, log=log, scoring=scoring)


def final_scoring(game: Game) -> dict[str, Any]:
    """What the final scoring did (en:720-730), from the game's ``result``: per player the FP before
    it, the FP of the ships arriving, the walls and their FP, the gold converted at 1 FP per full 15
    gold (en:726) and the total; then the tie-break steps (:func:`.phases.scoring.tie_break`), the
    step that decided (``fp``, ``gold``, ``goods``) or ``shared``, and the winners."""
    result = game.state.result
    assert result is not None
    scores: dict[str, dict[str, int]] = result["scores"]
    players = {}
    for name, v in scores.items():
        walls = sum(1 for b in game.by_name[name].buildings if game.components.buildings[b].kind == BuildingKind.WALL)
        players[name] = {
            "before_scoring": v["before_scoring"],
            "ships_fp": v["ships_fp"],
            "walls": walls,
            "walls_fp": v["walls_fp"],
            "gold": v["gold"],
            "gold_fp": v["gold_fp"],
            "total": v["fp"],
            "goods": v["goods"],
        }
    steps = tie_break(scores)
    last = steps[-1]
    return {
        "players": players,
        "gold_per_fp": GOLD_PER_FP,
        "tie_break": steps,
        "decided_by": last["step"] if len(last["leaders"]) == 1 else "shared",
        "winners": list(result["winners"]),
    }


def verdict_under(sc: Scenario, action: Action, edition: str, options: dict[str, Any] | None = None) -> Verdict:
    try:
        game = situation_game(sc, edition, options)
    except AdjudicationError as exc:
        return Verdict(edition, unreachable=exc.reason or str(exc))
    try:
        return try_action(game, action, edition)
    except SetupError as exc:  # a stated shuffle (setup.shuffles) that the disputed action's shuffle does not match
        raise setup_error(sc, exc) from None


# ------------------------------------------------------------------ the ruling
def adjudicate(situation: str | Path | Scenario, action_text: str | None = None, edition: str | None = None) -> Ruling:
    """The ruling on ``action_text`` in ``situation`` under ``edition`` (default: the file's own).

    Without ``action_text``, the disputed action is the file's last action: the actions before it
    bring the table to the moment of the dispute (a ruling file of ``scenarios/rulings/``)."""
    sc = situation if isinstance(situation, Scenario) else load_scenario(situation)
    line = None  # the disputed action's line, when the file gives it
    if action_text is None:
        disputed = last_action(sc)
        line = disputed.line if disputed is not None else None
        sc, action_text = disputed_action(sc)
    action = read_action(action_text)
    ed = edition or sc.edition
    if ed not in EDITIONS:
        raise AdjudicationError(f"unknown edition {ed!r}; editions: {', '.join(EDITIONS)}")
    try:
        main = verdict_under(sc, action, ed)
    except InvalidAction as exc:  # a name the game does not know (a building, a good): no rule to rule by
        where = (str(sc.path), line) if line is not None else (None, None)
        raise AdjudicationError.of("error.disputed-action", *where, message=str(exc)) from None
    if main.unreachable is not None:
        raise unplayable(sc, ed, main.unreachable)
    every = {e: (main if e == ed else verdict_under(sc, action, e)) for e in EDITIONS}
    books = {rule: entries(rule) for rule in dict.fromkeys(rule for rule, _ in main.deciding)}
    ruling = Ruling(sc, action_text, ed, main, books, every, [])
    if ruling.differing:
        ruling.causes = _causes(sc, action, ed, main)
    ruling.readings = readings_for(sc, action, ed, main)
    ruling.slips = slips(ed, verdict_rules(main) + [rule for rule, _ in main.held])
    _situation_notes(ruling, situation_game(sc, ed))
    return ruling


def last_action(sc: Scenario) -> Step | None:
    """The situation's last action step (the disputed one, before :func:`disputed_action` takes it off), if any."""
    return next((step for step in reversed(sc.steps) if step.action is not None), None)


def situation_notes(ruling: Ruling, lang: str) -> list[tuple[str, list[str]]]:
    """The notes before the verdict, in ``lang``, each a sentence and its lines: the game played on from a phase
    set up in which nobody decides (``moved_on``), and the automatic steps after the situation's last action
    when the action is refused as of another phase (``played_on``).  The text answer and the page say them."""
    out: list[tuple[str, list[str]]] = []
    if ruling.offices_drawn:
        held = ", ".join(f"{i18n.term(o, 'offices', lang) or o}: {p}" for o, p in ruling.offices_drawn.items())
        out.append((phrase("ruling.offices-drawn", lang, offices=held), []))
    steps = [cite_in_book(i18n.translate_log(line, lang), ruling.edition, lang) for line in ruling.played_on]
    if ruling.moved_on is not None:  # no action: the steps the rules took from the set-up on
        set_up, now, round_ = ruling.moved_on
        named = {p: i18n.term(p, "phases", lang) or p for p in (set_up, now)}  # as the book names each phase
        out.append((phrase("ruling.moved-on", lang, setup=named[set_up], phase=named[now], round=round_), steps))
    elif steps:
        last = last_action(ruling.situation)
        assert last is not None  # without an action, the game moved on from the set-up (above)
        out.append((phrase("ruling.played-on", lang, action=str(last.action)), steps))
    return out


def _situation_notes(ruling: Ruling, here: Game) -> None:
    """What the notes before the verdict say (:func:`situation_notes`), read off ``here``, the game at the moment of
    the dispute (played once for all of them): the phase it moved on to, the steps the rules took by themselves,
    the offices the set-up drew."""
    sc = ruling.situation
    ruling.moved_on = moved_on(sc, here)
    if ruling.verdict.rule == "turn.wrong-phase" or ruling.moved_on is not None:
        ruling.played_on = played_on(sc, here)
    if "offices" not in sc.setup:
        ruling.offices_drawn = {office: name for office, name in here.state.offices.items() if name is not None}


def played_on(sc: Scenario, here: Game) -> list[str]:
    """The log lines of the automatic steps after the situation's last action, or without one after the set-up
    (what the rules did by themselves before the disputed action: the phase ended, an office's income, a good
    given, the draws of a player who has no choice); ``here`` is the game at the moment of the dispute."""
    last = last_action(sc)
    log = here.state.log
    if last is None:
        starts = [i for i, line in enumerate(log) if ": new game: " in line]
    else:
        starts = [i for i, line in enumerate(log) if line.endswith(f": {last.action}")]
    return log[starts[-1] + 1 :] if starts else []


def moved_on(sc: Scenario, here: Game) -> tuple[str, str, int] | None:
    """When the situation sets up a phase in which nobody decides (the draws of the Draw Contracts phase are
    automatic, every player is done) and plays no action: the phase set up, and the phase and round the game
    played on to before the disputed action (``here``, the game at that moment); else None.  The answer says so,
    lest the judge read an answer about another phase than the one he set up."""
    phase = sc.setup.get("phase")
    if not isinstance(phase, str) or any(step.action is not None for step in sc.steps):
        return None
    state = here.state
    return (phase, state.phase.value, state.round) if state.phase.value != phase else None


def disputed_action(sc: Scenario) -> tuple[Scenario, str]:
    """The situation before the file's last action, and that action."""
    last = max((i for i, step in enumerate(sc.steps) if step.action is not None), default=None)
    if last is None:
        raise AdjudicationError.of("error.no-action", str(sc.path))
    action = sc.steps[last].action
    assert action is not None
    return replace(sc, steps=sc.steps[:last], expect={}, expect_lines={}), action


def _causes(sc: Scenario, action: Action, edition: str, main: Verdict) -> list[dict[str, Any]]:
    """The options whose value in another preset, switched alone on ``edition``'s, changes the verdict."""
    from ..books.discrepancies import option_causes

    def changes(name: str, value: Any) -> bool:
        return verdict_under(sc, action, edition, {**sc.options, name: value}).signature != main.signature

    return option_causes(edition, sc.options, changes)


# ------------------------------------------------------------------ debatable readings
@dataclass
class DebatableReading:
    """A debatable reading of the asked edition's book (:func:`.discrepancies.debatable`) on which the
    ruling depends: ``preset`` is the verdict under the reading the preset takes, ``other`` the verdict
    with the option switched alone to the other reading."""

    reading: Reading
    preset: Verdict
    other: Verdict

    def to_dict(self) -> dict[str, Any]:
        r = self.reading
        return {
            "discrepancy": r.discrepancy,
            "option": r.option,
            "book": r.book,
            "taken": {"value": r.preset, "reason": r.reasons[r.preset], **_outcome(self.preset)},
            "other": {"value": r.other, "reason": r.reasons[r.other], **_outcome(self.other)},
            "quotes": [{"book": r.book, "lines": q.lines, "text": q.text} for q in r.sentences],
        }


def _outcome(v: Verdict) -> dict[str, Any]:
    """The verdict, its refusing rule and lines, the refusal's words; a situation that cannot be reached
    under a reading (an earlier action of it is refused) is ``refused``, with ``unreachable`` saying why."""
    d = v.to_dict()
    out = {key: d[key] for key in ("verdict", "rule", "lines", "message", "unreachable")}
    return {**out, "verdict": "refused"} if v.unreachable is not None else out


def readings_for(
    situation: Scenario, action: Action | str, edition: str, main: Verdict | None = None
) -> list[DebatableReading]:
    """The debatable readings of ``edition``'s book on which the verdict on ``action`` depends: each
    reading's option is switched alone to the other reading (on top of the situation's options) and
    the action tried again, as :func:`_causes` does; where the verdict changes, it is listed."""
    act = read_action(action) if isinstance(action, str) else action
    main = main or verdict_under(situation, act, edition)
    out: list[DebatableReading] = []
    for r in debatable(edition, situation.options):
        other = verdict_under(situation, act, edition, {**situation.options, r.option: r.other})
        if other.signature != main.signature:
            out.append(DebatableReading(r, main, other))
    return out


def slip_lines(d: Discrepancy, book: str) -> str:
    """Where ``book`` holds the slip ``d``: ``es:989-991``."""
    return ", ".join(f"{book}:{part.strip()}" for part in d.quotes[book].lines.split(","))


def slips_notice(ruling: Ruling, lang: str) -> list[str]:
    """A line near the verdict for each catalogued slip of the book in a rule it rests on (else nothing)."""
    return [
        "  " + phrase("ruling.slip", lang, book=ruling.edition, id=d.id, lines=slip_lines(d, ruling.edition))
        for d in ruling.slips
    ]


def readings_notice(ruling: Ruling, lang: str) -> list[str]:
    """The line said near the verdict when it depends on a debatable reading (else nothing)."""
    if not ruling.readings:
        return []
    options = ", ".join(dict.fromkeys(r.reading.option for r in ruling.readings))
    return ["  " + phrase("readings.notice", lang, book=ruling.edition, options=options)]


def format_readings(ruling: Ruling, lang: str) -> list[str]:
    """Both readings of each debatable point the ruling depends on: the book's sentences, the reading
    the preset takes and its verdict, the other reading and its verdict, each with why the text
    supports it; every word through :func:`.i18n.phrase` (``translations/answers/<lang>/readings.yaml``)."""
    if not ruling.readings:
        return []
    out = ["", phrase("readings.title", lang, book=ruling.edition)]
    for dr in ruling.readings:
        r = dr.reading
        out.append("  " + phrase("readings.option", lang, option=r.option, entry=r.discrepancy))
        for q in r.sentences:  # the book's own words, on a line of their own (:data:`QUOTE`)
            out += [f"    {r.book}:{q.lines}", f"      {QUOTE}{q.text}"]
        for key, value, verdict in (("readings.preset", r.preset, dr.preset), ("readings.other", r.other, dr.other)):
            outcome = _reading_outcome(verdict, lang)
            out.append("    " + phrase(key, lang, option=r.option, value=value, verdict=outcome))
            out.append("      " + phrase("readings.why", lang, reason=_reason(r, value, lang)))
    return out


def _reading_outcome(v: Verdict, lang: str) -> str:
    if v.unreachable is not None:  # the refused step of the situation, as every verdict says it
        return cite_in_book(v.summary(lang), v.edition, lang)
    if v.allowed or v.rule is None:
        return phrase("readings.allowed" if v.allowed else "readings.refused-plain", lang)
    cite = book_cite(v.rule, v.edition, lang)
    return phrase("readings.refused", lang, rule=v.rule, cite=cite, why=i18n.translate(v.message, lang))


def _reason(r: Reading, value: Any, lang: str) -> str:
    """Why ``r.book``'s text supports ``value``: the catalogue's English, or its translation."""
    return i18n.load(lang)["phrases"].get(r.reason_key(value)) or r.reasons[value]


# ------------------------------------------------------------------ what a player may do
#: The rule that allows each kind of action (verb); ``decline`` and ``done`` depend on the decision
#: or the phase (:func:`allowing_rule`).
VERB_RULES: dict[str, str] = {
    "keep": "auction.keep-office-free",
    "take": "auction.vacant-office-costs-2",
    "bid": "auction.bid-exceeds-coins",
    "raise": "auction.raise-exceeds-bid",
    "pass": "auction.loser-active",
    "good": "office.praefectus-pretorio-good",
    "build": "build.one-per-kind",
    "build-public": "build.public-dearest",
    "preempt": "consul.preempt",
    "buy": "market.price",
    "sell": "market.price",
    "use": "commercial.exact-goods",
    "wall-swap": "wall.swap",
    "wall-sale": "wall.sale",
    "draw": "draw.by-level",
    "swap": "accept.swap",
    "load": "accept.harbour-only",
    "save": "tradingpost.save",
    "free": "tradingpost.save",
    "buy-post": "tradingpost.price",
    "buy-ship": "ships.buy",
    "claim-ship": "ships.last-ship-priority",
    "trade": "freetrade.trade",
    "donate": "donate.market",
    "store": "end.store",
}
#: The rule under which each kind of decision that may be declined is declined (``Decision.decline_rule``).
DECLINE_RULES = {kind: d.decline_rule for kind, d in phases.DECISIONS.items() if d.decline_rule}


def allowing_rule(game: Game, verb: str) -> str:
    """The rule that allows ``verb`` now: ``decline`` answers the pending decision, ``done`` ends the
    player's turn (a phase in turn order, en:382) or his part of a phase all play at once."""
    if verb == "decline":  # legal only while a decision that may be declined is pending
        return (game.state.pending.decline_rule if game.state.pending else None) or "turn.pending-decision"
    if verb == "done":
        return "turn.already-done" if game.state.phase in SIMULTANEOUS_PHASES else "turn.not-your-turn"
    return VERB_RULES[verb]


def _office_of(rule: str) -> str | None:
    """The office whose holder a rule belongs to (``office.consul-...``, ``consul.preempt``), if any."""
    for office in OFFICES:
        if rule.startswith((f"office.{office}-", f"{office}.")):
            return office
    return None


@dataclass
class LegalAction:
    text: str  # "bid consul 1-19" for a run of amounts
    applied: list[str]  # the player's own rules the action applies, in rulebook order
    verb: str = ""


@dataclass
class LegalGroup:
    """The legal actions of one kind, with the rule that allows that kind."""

    verb: str
    rule: str
    actions: list[LegalAction]

    def to_dict(self) -> dict[str, Any]:
        return {
            "verb": self.verb,
            "rule": self.rule,
            "lines": list(RULES[self.rule].lines),
            "actions": [{"action": a.text, "rules": a.applied} for a in self.actions],
        }


@dataclass
class Legal:
    """What a player may do now, grouped by kind; or, when nothing, why (a rule and concrete words)."""

    player: str
    groups: list[LegalGroup]
    why_rule: str | None = None
    why: str = ""
    why_parts: list[tuple[str, dict[str, str]]] = field(default_factory=list)  # the phrases of ``why``
    edition: str = "en"

    @property
    def actions(self) -> list[LegalAction]:
        return [a for g in self.groups for a in g.actions]

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "groups": [g.to_dict() for g in self.groups],
            "why_none": None if self.groups else {"rule": self.why_rule, "message": self.why},
        }


def legal_now(situation: str | Path | Scenario, player: str, edition: str | None = None) -> list[LegalAction]:
    """What ``player`` may do at the situation's moment, each with the player's own rules it applies."""
    return legal_report(situation, player, edition).actions


def legal_report(situation: str | Path | Scenario, player: str, edition: str | None = None) -> Legal:
    """What ``player`` may do at the situation's moment, grouped by kind with the rule that allows
    each kind; when nothing, why."""
    sc = situation if isinstance(situation, Scenario) else load_scenario(situation)
    ed = edition or sc.edition
    game = situation_game(sc, ed)
    if player not in game.by_name:
        raise AdjudicationError(f"unknown player {player!r}; players: {', '.join(game.by_name)}")
    groups: dict[str, LegalGroup] = {}
    for label, action in _grouped(game.legal_actions(player)):
        verb = action.verb
        if verb not in groups:
            groups[verb] = LegalGroup(verb, allowing_rule(game, verb), [])
        groups[verb].actions.append(LegalAction(label, _own_rules(game.copy(), action), verb))
    out = Legal(player, list(groups.values()), edition=ed)
    if not out.groups:
        out.why_rule, out.why_parts = why_nothing(game, player)
        out.why = _why_text(out.why_parts, "en")
    return out


def _own_rules(game: Game, action: Action) -> list[str]:
    """The rules ``action`` itself applies (its check and carrying out, not what the game does after
    it, such as the next phase), without the office rules of another player."""
    game.trace = set()
    phases.check(game, phases.gate(game, action), action).carry_out(game)
    traced, game.trace = game.trace, None
    order = {rule: i for i, rule in enumerate(RULES)}
    mine = [r for r in traced if (o := _office_of(r)) is None or game.state.offices.get(o) == action.player]
    return sorted(mine, key=order.__getitem__)


def why_nothing(game: Game, player: str) -> tuple[str | None, list[tuple[str, dict[str, str]]]]:
    """Why ``player`` may do nothing now: the rule, and the reason as phrases (id and fields) in
    concrete words (:func:`_why_text`)."""
    from ..core.phases import DECISION_VERBS

    s = game.state
    if s.phase == Phase.GAME_OVER:
        return "game.over", [("why.game-over", {})]
    kept = next((k for k in s.not_offered if k.player == player), None)
    note = [("why.not-offered", {"player": player, "decision": kept.kind, "reason": kept.reason})] if kept else []
    actors = game.actors()
    if s.pending and s.pending.responder != player:
        verbs = " / ".join(sorted(DECISION_VERBS[s.pending.kind]))
        fields = {"responder": s.pending.responder, "decision": s.pending.kind, "verbs": verbs}
        return "turn.pending-decision", [("why.waiting", fields)]
    if s.phase in SIMULTANEOUS_PHASES and game.by_name[player].done:
        others = ", ".join(actors) or "-"
        return "turn.already-done", [("why.done", {"player": player, "phase": s.phase.value, "others": others}), *note]
    if not actors:
        return None, [("why.nobody", {}), *note]
    if player not in actors:
        return "turn.not-your-turn", [("why.turn", {"actors": ", ".join(actors), "player": player}), *note]
    return None, [("why.nothing", {"player": player}), *note]


def _why_text(parts: list[tuple[str, dict[str, str]]], lang: str) -> str:
    """The phrases of :func:`why_nothing` in ``lang``: a decision by its name, a phase as the book names
    it, the engine's reason translated (:func:`.i18n.translate`)."""

    def field_(name: str, value: str) -> str:
        if name == "decision":
            return phrase(f"decision.{value}", lang)
        if name == "phase" and lang != "en":  # English says "the accept phase"
            return i18n.term(value, "phases", lang) or value
        return i18n.translate(value, lang) if name == "reason" else value

    return "; ".join(phrase(key, lang, **{k: field_(k, v) for k, v in fields.items()}) for key, fields in parts)


def _grouped(actions: list[Action]) -> list[tuple[str, Action]]:
    """Each action's text, a run of bids or raises of the same kind written once ("bid consul 1-19"),
    with the action tried for its rules (the least amount)."""
    return [(f"{a}-{high}" if high is not None else str(a), a) for a, high in compact_amounts(actions)]


# ------------------------------------------------------------------ the deciding rules
#: An English citation in the engine's words: ``en:645``, ``en:942-944``, a run ``en:473-475, en:803``,
#: with the rule it belongs to when the text names it just before (``(consul.preempt, en:473-475, en:803)``).
_EN_CITES = re.compile(r"(?:\b(?P<rule>[a-z]+\.[a-z0-9-]+), )?(?P<cites>en:\d+(?:-\d+)?(?:, en:\d+(?:-\d+)?)*)")
_EN_CITE = re.compile(r"en:(\d+)(?:-(\d+))?")


@cache
def _english_lines() -> tuple[tuple[str, int, int], ...]:
    """Every English line range of :data:`.rules.RULES`: (rule, first line, last line)."""
    out = []
    for rule in RULES.values():
        for spec in rule.lines:
            if m := _EN_CITE.fullmatch(spec):
                out.append((rule.id, int(m[1]), int(m[2] or m[1])))
    return tuple(out)


def rules_at(first: int, last: int) -> list[str]:
    """The rules the citation ``en:first-last`` of a message stands for: of those whose English lines include it,
    the most specific (the narrowest of their ranges that holds it, then the fewest places cited: the rule of
    that sentence, not a rule that also cites it among others, whose other lines in a book would be unrelated);
    else those whose lines overlap it."""
    ranges = _english_lines()
    holding = {(b - a, len(RULES[r].lines), r) for r, a, b in ranges if a <= first and last <= b}
    if holding:
        best = min((span, places) for span, places, _ in holding)
        return sorted(r for span, places, r in holding if (span, places) == best)
    return list(dict.fromkeys(r for r, a, b in ranges if a <= last and first <= b))


def _book_cites(rules: list[str], english: str, book: str, lang: str) -> str:
    """Where ``book`` states ``rules``; where it states none of them, the English and a mark in ``lang``."""
    cites: dict[str, None] = {}
    for rule in rules:
        entry = entries(rule).get(book)
        if entry is not None and entry.quoted:  # stated or implied there, at these lines
            cites.update(dict.fromkeys(entry.cite().split(", ")))
    if cites:
        return ", ".join(cites)
    return f"{english}; {phrase('book.not-stated', lang, book=book)}"


def cite_in_book(text: str, book: str, lang: str | None = None) -> str:
    """``text`` (an engine message or log line) with each English citation replaced by ``book``'s lines
    for the same rule: the rule the text names with it, else the rules whose English lines include it
    (:func:`rules_at`); where ``book`` does not state the rule, the English citation stays, marked
    (``en:645; es: not stated``, in ``lang``, default the book's).  A citation no rule's lines hold stays as it is."""
    lang = lang or book
    if book == "en":
        return text

    def replace_run(m: re.Match[str]) -> str:
        rule, english = m["rule"], m["cites"]
        if rule in RULES:
            return f"{rule}, {_book_cites([rule], english, book, lang)}"
        out: dict[str, None] = {}
        for one in _EN_CITE.finditer(english):
            rules = rules_at(int(one[1]), int(one[2] or one[1]))
            out[_book_cites(rules, one[0], book, lang) if rules else one[0]] = None
        return (m.group(0)[: m.start("cites") - m.start()] if rule else "") + ", ".join(out)

    return _EN_CITES.sub(replace_run, text)


def _message(text: str, lang: str, book: str) -> str:
    """An engine message in ``lang``, its game terms as the book names them, its citations ``book``'s."""
    return cite_in_book(i18n.translate(text, lang), book, lang)


def format_deciding(verdict: Verdict, ruling: Ruling, lang: str, quotes: bool = True) -> list[str]:
    """The deciding rules: allowed, each rule whose condition was checked and held, with its numbers;
    refused, the rule that refused (its condition is the verdict's message).  Then, with ``quotes``,
    each deciding rule's sentence in the five books, the edition's book first (:attr:`Ruling.books`)."""
    if verdict.unreachable is not None:
        return []
    book = verdict.edition
    out: list[str] = []
    held = [
        f"  {rule} ({_book_cites([rule], english_cite(rule, lang), book, lang)}): {_message(message, lang, book)}"
        for rule, message in (verdict.deciding if verdict.allowed else verdict.held)
    ]
    if verdict.allowed:
        out += ["", phrase("crux.held", lang), *(held or ["  " + phrase("crux.none", lang)])]
    elif held:  # what the check found before the condition that failed
        out += ["", phrase("crux.held-before", lang), *held]
    for rule, by_book in ruling.books.items() if quotes else ():
        out += ["", phrase("crux.books", lang, rule=rule)]
        for entry in sorted(by_book.values(), key=lambda e: e.book != book):
            where = entry.cite() if entry.quoted else entry.book  # each book's status beside its lines
            out.append(f"  {where}: {status_line(entry.rule, entry.book, lang, convention=False)}")
            if entry.quoted:
                out.append(f"    {QUOTE}{entry.text()}")
            elif lang == "en":  # why the book does not state it: the concordance's English prose
                out.append(f"    {entry.text()}")
    return out


# ------------------------------------------------------------------ text
#: Marks a quotation (a book's sentence, the situation file's own question) at the start of a line: the
#: answer's own words are in the judge's language, quotations as they were written.
QUOTE = "> "


def format_ruling(ruling: Ruling, lang: str | None = None, every_edition: bool = False) -> str:
    """The ruling for a judge, in ``lang`` (default: the edition's book): verdict, deciding rule, each
    book's sentence, the other editions.  Quotations are on lines of their own, marked :data:`QUOTE`."""
    sc, v = ruling.situation, ruling.verdict
    lang = lang or ruling.edition
    out = [phrase("ruling.situation", lang, path=sc.path), f"  {QUOTE}{sc.name}"]
    out += [phrase("ruling.action", lang, action=ruling.action), phrase("ruling.edition", lang, edition=ruling.edition)]
    resting = rests_on(verdict_rules(v), ruling.edition)  # a convention or an implied rule is said first
    if resting:
        out += ["", phrase("status.rests-on", lang)]
        out += [
            f"  {rule} ({book_cite(rule, ruling.edition, lang)}): {status_line(rule, ruling.edition, lang)}"
            for rule, _ in resting
        ]
    for sentence, lines in situation_notes(ruling, lang):
        out += ["", sentence, *(f"  {line}" for line in lines)]
    summary = v.summary(lang)
    out += ["", phrase("ruling.verdict", lang, verdict=summary.upper() if v.allowed else summary)]
    out += readings_notice(ruling, lang)
    out += slips_notice(ruling, lang)
    out += _verdict_lines(v, lang)
    out += format_deciding(v, ruling, lang)
    out += ["", phrase("ruling.editions-title", lang)]
    for ed, other in ruling.editions.items():
        mark = "" if other.signature == v.signature else "   <- " + _differs(other, v, lang)
        out.append(f"  {ed}: {other.summary(lang)}{mark}")
        if every_edition and ed != ruling.edition:
            out += [
                "    " + line
                for line in _verdict_lines(other, lang) + format_deciding(other, ruling, lang, False)
                if line
            ]
    if not ruling.differing:
        out.append(phrase("ruling.alike", lang))
    title = phrase("ruling.cause", lang, option="{option}", values="{values}")
    out += format_causes(ruling.causes, title, "  ", lang, QUOTE)
    out += format_readings(ruling, lang)
    return "\n".join(out)


def _differs(other: Verdict, v: Verdict, lang: str) -> str:
    """How ``other`` decides otherwise than ``v``: its verdict alone, or, when both allow the action and it
    changes the state otherwise, each value it leaves otherwise (``market.future_face_down: false``)."""
    if other.signature[:3] != v.signature[:3] or not v.allowed:
        return phrase("ruling.differs", lang)
    here = {c.path: c for c in v.changes}
    there = {c.path: c for c in other.changes}

    def value(path: str) -> str:
        if path in there:
            return json.dumps(there[path].after, ensure_ascii=False)
        kept = json.dumps(here[path].before, ensure_ascii=False)  # the value it keeps, from the same situation
        return phrase("ruling.unchanged", lang, value=kept)

    paths = [
        path
        for path in dict.fromkeys([*here, *there])
        if path not in here or path not in there or here[path].after != there[path].after
    ]
    return phrase("ruling.differs-in", lang, changes=", ".join(f"{path}: {value(path)}" for path in paths))


def _verdict_lines(v: Verdict, lang: str) -> list[str]:
    if v.unreachable is not None:
        return []
    if not v.allowed:
        return [f"  {cite_in_book(i18n.translate(v.message, lang), v.edition, lang)}"]
    out = ["  " + phrase("ruling.changes", lang)] + [
        f"    {c.path}: {json.dumps(c.before, ensure_ascii=False)} -> "
        + (
            phrase("scoring.below", lang)
            if c.path == "result" and v.scoring
            else json.dumps(c.after, ensure_ascii=False)
        )
        for c in v.changes
    ]
    pending = next((c.after for c in v.changes if c.path == "pending" and isinstance(c.after, dict)), None)
    if pending is not None:  # the decision the action leaves pending, in words (each kind saves its own keys)
        decision = decision_from_dict(pending)
        verbs = " / ".join(sorted(decision.VERBS))
        waiting = phrase(
            "why.waiting", lang, responder=decision.responder, decision=phrase(decision.phrase_id, lang), verbs=verbs
        )
        out.append("  " + waiting)
    out += ["  " + phrase("ruling.log", lang)] + [
        f"    {cite_in_book(i18n.translate_log(line, lang), v.edition, lang)}" for line in v.log
    ]
    if v.scoring is not None:
        out += ["  " + line if line else line for line in format_scoring(v.scoring, lang, v.edition)]
    return out


def format_legal(legal: Legal, lang: str | None = None) -> str:
    """The legal actions grouped by kind, each kind with the rule that allows it; or why nothing; in
    ``lang`` (default: the edition's book)."""
    lang = lang or legal.edition
    book = legal.edition

    def cite(rule: str) -> str:
        """The edition's lines of ``rule``, with its status there unless the book states it (en:382)."""
        where = book_cite(rule, book, lang)
        stated = (e := entries(rule).get(book)) is not None and e.stated and not RULES[rule].is_convention
        return where if stated else f"{where}; {status_line(rule, book, lang)}"

    if not legal.groups:
        why = f" ({legal.why_rule}, {cite(legal.why_rule)})" if legal.why_rule else ""
        return phrase("legal.none", lang, player=legal.player, why=_why_text(legal.why_parts, lang)) + why
    out = [phrase("legal.title", lang, player=legal.player)]
    width = max(len(a.text) for a in legal.actions)
    for g in legal.groups:
        out.append("  " + phrase("legal.kind", lang, verb=g.verb, rule=g.rule, cite=cite(g.rule)))
        for a in g.actions:
            also = [r for r in a.applied if r != g.rule]
            listed = ", ".join(f"{r} ({book_cite(r, book, lang)})" for r in also)
            rules = phrase("legal.also", lang, rules=listed) if also else ""
            out.append(f"    {a.text:{width}}  {rules}".rstrip())
    return "\n".join(out)


@dataclass
class ScoringText:
    """The final scoring's words in a language, for the text answer and the ruling page alike."""

    title: str
    head: list[str]  # the table's header
    rows: list[list[str]]  # one per player: name, FP before, ships, walls, gold, total
    rate: str  # 1 FP for each full 15 gold
    ties_title: str
    steps: list[str]  # the tie-break steps in order, each with the players' numbers and its outcome
    decided: str  # which step decided, or that the tied players share the win


def scoring_text(scoring: dict[str, Any], lang: str = "en", book: str = "en") -> ScoringText:
    """The final scoring (:func:`final_scoring`) in ``lang``, citing ``book``'s lines of the scoring rules."""

    def cite(rule: str) -> str:
        return _book_cites([rule], english_cite(rule, lang), book, lang)

    head = [
        phrase("scoring.player", lang),
        phrase("scoring.before", lang),
        phrase("scoring.ships", lang, cite=cite("score.ships")),
        phrase("scoring.walls", lang, cite=cite("score.walls")),
        phrase("scoring.gold", lang, cite=cite("score.gold")),
        phrase("scoring.total", lang),
    ]
    rows = [
        [
            name,
            str(v["before_scoring"]),
            f"+{v['ships_fp']}",
            phrase("scoring.walls-cell", lang, walls=v["walls"], fp=v["walls_fp"]),
            phrase("scoring.gold-cell", lang, gold=v["gold"], fp=v["gold_fp"]),
            str(v["total"]),
        ]
        for name, v in scoring["players"].items()
    ]
    steps = []
    for i, step in enumerate(scoring["tie_break"], 1):
        numbers = ", ".join(f"{n} {x}" for n, x in step["numbers"].items())
        leaders = step["leaders"]
        if len(leaders) == 1:
            outcome = phrase("ties.decided", lang, name=leaders[0])
        elif i == len(scoring["tie_break"]):
            outcome = phrase("ties.shared", lang, names=", ".join(leaders))
        else:
            outcome = phrase("ties.tied", lang, names=", ".join(leaders))
        steps.append(f"{phrase('ties.step.' + step['step'], lang)}: {numbers}: {outcome}")
    decided = scoring["decided_by"]
    return ScoringText(
        title=phrase("scoring.title", lang, cite=cite_in_book("en:720-730", book, lang)),
        head=head,
        rows=rows,
        rate=phrase("scoring.rate", lang, rate=scoring["gold_per_fp"], cite=cite("score.gold")),
        ties_title=phrase("ties.title", lang, cite=cite("score.ties")),
        steps=steps,
        decided=phrase("ties.no-decision", lang)
        if decided == "shared"
        else phrase("ties.decided-by", lang, step=phrase("ties.step." + decided, lang)),
    )


def format_scoring(scoring: dict[str, Any], lang: str = "en", book: str = "en") -> list[str]:
    """The final scoring as a table per player, then the tie-break steps and the one that decided, in ``lang``."""
    t = scoring_text(scoring, lang, book)
    rows = [t.head, *t.rows]
    widths = [max(len(r[i]) for r in rows) for i in range(len(t.head))]
    out = ["", t.title]
    for r in rows:
        cells = [r[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(r[1:], widths[1:], strict=True)]
        out.append(("  " + "  ".join(cells)).rstrip())
    out += ["  " + t.rate, "", t.ties_title]
    out += [f"  {i}. {step}" for i, step in enumerate(t.steps, 1)]
    return [*out, "  " + t.decided]


def as_json(ruling: Ruling) -> str:
    return json.dumps(ruling.to_dict(), indent=2, ensure_ascii=False, default=str)
