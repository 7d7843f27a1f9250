"""Exceptions raised by the engine.

Every refusal of an action is a :class:`RuleViolation` that names the rule
forbidding it (see :mod:`constantinopolis.core.rules`).  Input that cannot be an
action at all (bad syntax, an unknown player) is an :class:`InvalidAction`.
"""

from __future__ import annotations

import json
from typing import Any

from .rules import RULES, Rule


def shown(value: Any) -> str:
    """A wrong value for a message, cut short: it may be as long as a request line or a whole set-up.  Text and
    numbers as Python writes them (``'x'``, ``5``); null, true, false, lists and mappings as JSON and YAML write
    them (``null``, ``true``, ``{"alimentary": true}``), never Python's ``None`` or ``True``: the user wrote a
    YAML or JSON file."""
    text = repr(value)
    if value is None or isinstance(value, (bool, dict, list)):
        try:
            text = json.dumps(value, ensure_ascii=False, default=repr)
        except (TypeError, ValueError, RecursionError):
            pass
    return text if len(text) <= 80 else f"{text[:60]}... ({len(text):,} characters)"


def N_(text: str) -> str:
    """Mark ``text``, English words of the engine that fill a place of one of its messages
    (``t.check_pay(p, 3, N_("the trade"))``), as a message of its own: :func:`constantinopolis.books.i18n.templates`
    collects it, so that each language translates it.  Returns ``text`` unchanged (gettext's ``N_``)."""
    return text


class ConstantinopolisError(Exception):
    """Base class of every error the engine raises on purpose."""


def located(path: str, line: int | None, text: str) -> str:
    """``path:line: text``, or ``path: text`` without a line (None, or 0 for "no line"): how every error at a
    place in a user's file is written."""
    return f"{path}:{line}: {text}" if line else f"{path}: {text}"


class LocatedError(ConstantinopolisError):
    """An error at a place in a user's file: its ``path``, its 1-based ``line`` (None when it is the whole file)
    and the ``problem``; the message is :func:`located`.  ``--json`` gives the three (``cli.error_object``)."""

    def __init__(self, path: str, line: int | None, problem: str) -> None:
        self.path, self.line, self.problem = str(path), line, problem
        super().__init__(located(self.path, line, problem))

    @property
    def where(self) -> str:
        """``FILE:LINE`` or ``FILE``."""
        return f"{self.path}:{self.line}" if self.line else self.path


class InvalidAction(ConstantinopolisError, ValueError):
    """The text or JSON given is not an action (syntax, unknown names)."""


class RuleViolation(ConstantinopolisError):
    """An action the rules forbid.  The state is left exactly as it was.

    ``rule_id`` is a key of :data:`constantinopolis.core.rules.RULES`; ``message``
    is a plain sentence saying what was wrong, with the numbers involved.
    """

    def __init__(self, rule_id: str, message: str) -> None:
        if rule_id not in RULES:  # a programming error, never a user's
            raise KeyError(f"unknown rule id {rule_id!r}")
        super().__init__(rule_id, message)
        self.rule_id = rule_id
        self.message = message

    @property
    def rule(self) -> Rule:
        return RULES[self.rule_id]

    def __str__(self) -> str:
        return f"[{self.rule_id}] {self.message} ({self.rule.cite()})"

    def to_dict(self) -> dict[str, object]:
        return {
            "rule": self.rule_id,
            "message": self.message,
            "lines": list(self.rule.lines),
        }


class ComponentError(ConstantinopolisError, ValueError):
    """A component manifest (or the overrides of one, ``where``) is malformed; ``problems`` lists every problem.
    ``source`` is the manifest's path, or ``components.yaml (the built-in manifest)``, never the package's path."""

    def __init__(self, source: str, problems: list[str], where: str = "the component manifest") -> None:
        self.source = source
        self.problems = problems
        text = "\n".join(f"  - {p}" for p in problems)
        super().__init__(f"{source}: {len(problems)} problem(s) in {where}:\n{text}")


class OptionsError(ConstantinopolisError, ValueError):
    """An unknown rule option, value or edition preset."""


class SetupError(ConstantinopolisError, ValueError):
    """A setup override (or a serialized state) is inconsistent.  ``path`` is the setup key at
    fault (``players.greg.gold``, ``shuffles.0``), so a scenario file can point at its line."""

    def __init__(self, message: str, path: str = "") -> None:
        super().__init__(message)
        self.path = path


class ScenarioError(LocatedError, ValueError):
    """A scenario file is malformed.  Carries the file and the line."""
