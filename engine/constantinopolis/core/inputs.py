"""The arguments of the public API, checked before anything uses them.

Every entry point of :class:`~constantinopolis.core.game.Game` raises only documented exceptions
(``docs/actions.md``, "Exceptions"): a wrong argument to :meth:`Game.new` is a
:class:`SetupError`, a wrong action given to ``apply``, ``check`` or ``legal_actions`` an
:class:`InvalidAction`, never a ``TypeError``, ``AttributeError`` or ``KeyError``.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any

from . import actions as A
from .errors import InvalidAction, OptionsError, SetupError
from .options import EDITIONS, RuleOptions


def _kind(value: Any) -> str:
    """What a wrong value is, for a message: ``'gj' (a string)``, ``None``, ``123 (a int)``."""
    if value is None:
        return "None"
    names = {str: "a string", int: "a whole number", float: "a number", bool: "true/false", dict: "a mapping"}
    names[list] = "a list"
    return f"{value!r} ({names.get(type(value), type(value).__name__)})"


def player_names(players: Any) -> list[str]:
    """A list of 2 to 5 different single-word names (setup.player-count, en:18)."""
    if isinstance(players, (str, bytes)) or not isinstance(players, (list, tuple)):
        raise SetupError(f"players: a list of 2 to 5 names, e.g. ['greg', 'jen']; got {_kind(players)}", "players")
    for i, name in enumerate(players):
        if not isinstance(name, str):
            raise SetupError(f"players[{i}]: a player's name is text, e.g. 'greg'; got {_kind(name)}", f"players[{i}]")
    names = list(players)
    if not 2 <= len(names) <= 5:  # setup.player-count
        raise SetupError(f"Constantinopolis is for 2 to 5 players (en:18), got {len(names)}")
    if len(set(names)) != len(names):
        raise SetupError(f"player names must differ: {names}")
    for n in names:
        if not n:
            raise SetupError("player name '': a name is at least one character")
        if any(ch.isspace() or ch == ":" for ch in n):
            raise SetupError(f"player name {n!r}: use a single word without ':'")
        if any(ch in NOT_IN_NAMES or unicodedata.category(ch) in ("Cc", "Cf", "Cs") for ch in n):
            # '.' and '|' cut a state path (players.kay.gold|0); a control or an invisible character (a NUL, a
            # zero-width space) makes two names look alike
            raise SetupError(f"player name {n!r}: no '.', '|', control or invisible character (a name is one word)")
        if len(n) > MAX_NAME:
            raise SetupError(f"player name {n[:20]!r}...: at most {MAX_NAME} characters, not {len(n):,}")
        # 'kаy' with a Cyrillic а looks like 'kay': of the alphabets whose letters look alike, one a name
        scripts = sorted({unicodedata.name(ch, "?").split()[0] for ch in n if ch.isalpha()} & LOOK_ALIKE)
        if len(scripts) > 1:
            raise SetupError(
                f"player name {n!r} mixes the letters of {' and '.join(s.lower() for s in scripts)} alphabets, which "
                "look alike (a Cyrillic 'а' is not a Latin 'a'): write it in one"
            )
    return names


NOT_IN_NAMES = ".|"
LOOK_ALIKE = {"LATIN", "CYRILLIC", "GREEK"}  # alphabets with letters of the same shape (a/а/α); kanji and kana mix
MAX_NAME = 40  # characters of a player's name


def seed_value(seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SetupError(f"seed: a whole number; got {_kind(seed)}", "seed")
    return seed


def options_value(options: Any) -> RuleOptions:
    """An edition's name (``"it"``), a :class:`RuleOptions`, a mapping of options on the English
    preset (``{"free_trade": True}``, with ``"edition"`` for another preset), or None (English)."""
    try:
        if options is None:
            return RuleOptions.edition("en")
        if isinstance(options, RuleOptions):
            return options
        if isinstance(options, str):
            return RuleOptions.edition(options)
        if isinstance(options, dict):
            changes = dict(options)
            edition = changes.pop("edition", "en")
            if not isinstance(edition, str):
                raise SetupError(
                    f"options.edition: one of {', '.join(EDITIONS)}; got {_kind(edition)}", "options.edition"
                )
            return RuleOptions.edition(edition).changed(changes)
    except (OptionsError, ValueError) as exc:
        if isinstance(exc, SetupError):
            raise
        raise SetupError(f"options: {exc}", "options") from None
    editions = ", ".join(EDITIONS)
    raise SetupError(
        f"options: an edition ({editions}), a RuleOptions or a mapping of rule options; got {_kind(options)}", "options"
    )


def mapping_or_none(value: Any, name: str) -> dict[str, Any] | None:
    if value is not None and not isinstance(value, dict):
        raise SetupError(f"{name}: a mapping (docs/scenario-format.md); got {_kind(value)}", name)
    return value


def components_value(value: Any) -> Any:
    if value is not None and not isinstance(value, (str, Path)) and type(value).__name__ != "Components":
        raise SetupError(f"components: a manifest's path or a Components; got {_kind(value)}", "components")
    return value


def action_value(action: Any) -> A.Action:
    """An action: its text form (``"greg: keep"``), its JSON form (``{"type": "keep", "player": "greg"}``)
    or an :class:`~constantinopolis.core.actions.Action` (docs/actions.md)."""
    if isinstance(action, A.Action):
        return A.well_formed(action)  # built in Python: its fields are not read from a form
    if isinstance(action, str):
        return A.parse_action(action)
    if isinstance(action, dict):
        return A.Action.from_dict(action)
    raise InvalidAction(
        "an action is its text ('greg: keep'), its JSON form ({'type': 'keep', 'player': 'greg'}) or an Action; "
        f"got {_kind(action)}"
    )


def observer_name(observer: Any, players: list[str]) -> str | None:
    """None (the judge) or one of the players."""
    if observer is None:
        return None
    if not isinstance(observer, str) or observer not in players:
        raise InvalidAction(f"unknown player {observer!r}; players: {', '.join(players)}")
    return observer
