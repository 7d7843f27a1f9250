"""The judge's language: every phrase of an answer, and every message of the engine, in each book's language.

``translations/answers/<lang>/*.yaml`` holds, for each book code (:data:`.books.CODES`), two mappings,
merged over the folder's files (a key given twice is an error):

- ``phrases``: a phrase id (``verdict.allowed``) to its text, with ``{field}`` places filled in by
  :func:`phrase`.  English has every id; the other languages translate them.
- ``messages``: one of the engine's English message templates, written exactly as in the engine's
  source (``"{p.name} has {p.gold} gold and {what} costs {amount}"``, see :func:`templates`), to its
  translation with the same ``{...}`` places.  :func:`translate` matches a message the engine printed
  (a refusal, a log line, the reason a decision is not offered) against the templates and writes the
  translation, each place's value translated in turn.  English needs none.

Book citations such as ``(en:645)`` are copied as they are: the answer maps them to the edition's book.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from .books import CODES
from .datafiles import PACKAGE, locate_translation
from .errors import ConstantinopolisError

SECTIONS = ("phrases", "messages")


class TranslationError(ConstantinopolisError, ValueError):
    """An answers file is missing or malformed."""


def answers_dir() -> Path:
    """``$CONSTANTINOPOLIS_ANSWERS``, or ``translations/answers`` (:mod:`.datafiles`)."""
    return locate_translation(
        "answers", "CONSTANTINOPOLIS_ANSWERS", "the answers' translations", TranslationError, folder=True
    )


@cache
def load(lang: str) -> dict[str, dict[str, str]]:
    """``{"phrases": {...}, "messages": {...}}`` for ``lang``, merged over ``translations/answers/<lang>/*.yaml``."""
    if lang not in CODES:
        raise TranslationError(f"unknown language {lang!r}; languages: {', '.join(CODES)}")
    out: dict[str, dict[str, str]] = {section: {} for section in SECTIONS}
    folder = answers_dir() / lang
    for path in sorted(folder.glob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError) as exc:
            raise TranslationError(f"cannot read {path}: {exc}") from None
        if not isinstance(data, dict) or set(data) - set(SECTIONS):
            raise TranslationError(f"{path}: expected only the mappings {' and '.join(SECTIONS)}")
        for section, entries in data.items():
            if not isinstance(entries, dict):
                raise TranslationError(f"{path}: {section}: expected a mapping of key to text")
            for key, text in entries.items():
                if key in out[section]:
                    raise TranslationError(f"{path}: {section}: {key!r} is given twice in {folder}")
                out[section][str(key)] = str(text)
    return out


def phrase(key: str, lang: str = "en", /, **fields: Any) -> str:
    """The phrase ``key`` in ``lang`` (English where ``lang`` lacks it), its fields filled in."""
    text = load(lang)["phrases"].get(key)
    if text is None:
        try:
            text = load("en")["phrases"][key]
        except KeyError:
            raise KeyError(f"no phrase {key!r} in translations/answers/en/") from None
    return text.format(**fields)


def translate(message: str, lang: str) -> str:
    """``message``, one of the engine's, in ``lang``; unchanged in English.  (To be written: this
    stub returns the message as it is.)"""
    return message


# ------------------------------------------------------------------ the engine's message templates
#: The modules whose f-strings and messages are the engine's words to players and judges.
MESSAGE_SOURCES = ("phases/*.py", "table.py", "game.py")
#: f-strings in those modules that are not messages (ids, the game string, the log's prefix).
NOT_MESSAGES = frozenset(
    {
        "constantinopolis(edition={self.o.edition_name},players={len(self.s.players)},seed={self.seed})",
        "r{self.s.round} {self.s.phase.value}: {text}",
        "{size}-{i}",
        "setup.shuffles[{i}]",
        "shuffles.{i}",
        "{where}: {problem}",
        "new game: {game.game_string()}",
    }
)


@cache
def templates() -> tuple[str, ...]:
    """Every English message template of the engine, as written in its source: each f-string of
    :data:`MESSAGE_SOURCES` (``{...}`` places as written), and each plain string given as a
    refusal's message (``violation(rule, "...")``) or a log line (``t.log("...")``)."""
    found: dict[str, None] = {}
    for pattern in MESSAGE_SOURCES:
        for path in sorted(PACKAGE.glob(pattern)):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                for text in _messages_in(node):
                    if text not in NOT_MESSAGES:
                        found.setdefault(text, None)
    return tuple(found)


def _messages_in(node: ast.AST) -> list[str]:
    if isinstance(node, ast.JoinedStr):
        return [_template(node)]
    if isinstance(node, ast.Call):
        fn = node.func
        name = fn.attr if isinstance(fn, ast.Attribute) else getattr(fn, "id", "")
        args = node.args[1:2] if name == "violation" else node.args[:1] if name == "log" else []
        return [a.value for a in args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    return []


def _template(node: ast.JoinedStr) -> str:
    """The f-string's text with each ``{...}`` place as written in the source."""
    out = []
    for part in node.values:
        if isinstance(part, ast.Constant):
            out.append(str(part.value).replace("{", "{{").replace("}", "}}"))
        else:
            out.append(ast.unparse(ast.JoinedStr([part]))[2:-1])
    return "".join(out)
