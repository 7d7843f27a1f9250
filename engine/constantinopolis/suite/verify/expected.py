"""Which rules a failing step expected: the reference engine's trace of the same step.

When a scenario fails or errs on an engine, the report says which rules the reference
engine applied in the step that went wrong, so that "players.jen.fp: expected 12, got 13"
comes with "expected by score.walls (en:460-467)".  :func:`expected_by` replays the
scenario's situation and actions on the reference, in-process, and reads its rule trace
(``Table.rule``) for the last action: the rules that took effect, and the rule that refused
it, if the reference refused it.  A check that follows no action is of the set-up and of what each
player sees: it is expected by the set-up rules the situation leaves to the rules
(``setup.rules_left_to_set_up``) and the view rules the reference applies in building the players'
views.  :func:`cite` gives each rule's lines in the item's book.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from constantinopolis.books.concordance import entries
from constantinopolis.core.errors import ConstantinopolisError, RuleViolation
from constantinopolis.core.game import Game
from constantinopolis.core.options import RuleOptions
from constantinopolis.core.rules import RULES
from constantinopolis.core.setup import rules_left_to_set_up
from constantinopolis.core.view import protocol_view

from .driver import Situation

ORDER = {rule: i for i, rule in enumerate(RULES)}


def expected_by(situation: Situation, actions: list[str], checked: Sequence[str] = ()) -> list[str]:
    """The rules the reference applied in the last of ``actions`` (the refusing rule first), in
    rulebook order; with no action, those of the set-up and of the players' views; empty when the
    reference cannot replay them.  ``checked``: actions whose checks after the last action belong to
    the step too (a legal set that differs: the actions missing and extra), each adding the rule that
    refuses it, the rules its check applied and those whose conditions it found to hold (a legal action the
    engine leaves out is expected by the rules that allow it, which a check may note only as held conditions);
    with no action but such actions, theirs (a legal set that differs at the start)."""
    try:
        game = Game.new(
            list(situation.players),
            seed=0,
            options=RuleOptions.edition(situation.edition).with_(**situation.options),
            setup=situation.setup or None,
            component_overrides=situation.components or None,
        )
        if not actions:
            if checked:
                first, noted = _checked(game, checked, [])
                return first + sorted(noted - set(first), key=lambda rule: ORDER.get(rule, len(ORDER)))
            return _at_set_up(game, situation)
        for action in actions[:-1]:
            try:
                game.apply(action)
            except RuleViolation:
                pass  # refused there too: the scenario went on from the same state
        game.trace = set()
        refused: list[str] = []
        try:
            game.apply(actions[-1])
        except RuleViolation as refusal:
            refused = [refusal.rule_id]
            game.trace.update(game.noted(actions[-1]))  # what its check rested on (a check writes nothing)
        refused, noted = _checked(game, checked, refused)
        game.trace.update(noted)
        applied = sorted(game.trace, key=lambda rule: ORDER.get(rule, len(ORDER)))
        game.trace = None
    except (ConstantinopolisError, ValueError, TypeError, KeyError):
        return []  # a situation or an action the reference does not take: nothing to say
    return refused + [rule for rule in applied if rule not in refused]


def _checked(game: Game, checked: Sequence[str], refused: list[str]) -> tuple[list[str], set[str]]:
    """``refused`` and the rule refusing each of ``checked`` on ``game``; the rules their checks noted and those
    whose conditions held.  Nothing is played."""
    refused = list(refused)
    noted: set[str] = set()
    for action in checked:
        violation = game.check(action)
        if violation is not None and violation.rule_id not in refused:
            refused.append(violation.rule_id)
        noted.update(game.noted(action))
        noted.update(rule for rule, _ in game.held(action))
    return refused, noted


def _at_set_up(game: Game, situation: Situation) -> list[str]:
    """The set-up rules the situation leaves to the rules, then the view rules of the players' views."""
    game.trace = set()
    for name in situation.players:
        protocol_view(game, name)
    shown = sorted(game.trace, key=lambda rule: ORDER.get(rule, len(ORDER)))
    game.trace = None
    return rules_left_to_set_up(situation.setup, situation.players) + shown


def cite(rule: str, book: str) -> dict[str, Any]:
    """A rule with its lines in ``book`` (``en:730``, or ``de: not stated``), its summary and its status there
    (``stated``, ``implied``, ``not stated``; ``· engine convention`` after it when no book states the rule)."""
    entry = entries(rule).get(book) if rule in RULES else None
    if entry is None:
        return {
            "rule": rule,
            "cite": f"{book}: no concordance entry",
            "summary": RULES[rule].summary if rule in RULES else "",
        }
    status = entry.status.replace("-", " ") + (" · engine convention" if RULES[rule].is_convention else "")
    return {"rule": rule, "cite": entry.cite(), "summary": RULES[rule].summary, "status": status}


def cite_text(c: dict[str, Any]) -> str:
    """``score.ties (en:730; stated)``, ``goods.not-held (en:485; implied)``, or ``turn.already-done (en: not
    stated; engine convention)``: the status once, not repeated after a citation that says it."""
    status = str(c.get("status") or "")
    if str(c["cite"]).endswith("not stated"):
        status = status.removeprefix("not stated").lstrip(" ·")
    return f"{c['rule']} ({c['cite']}; {status})" if status else f"{c['rule']} ({c['cite']})"
