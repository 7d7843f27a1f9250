"""The driver: the only way the rulebook features touch an implementation.

A driver starts a game from a situation, applies actions given in their text
form, returns the state view (``docs/state-view.md``) and lists a player's legal
actions in text form.  The features run
against :class:`ReferenceDriver` (this project's engine); another implementation
can be verified by writing a driver with the same four methods and naming it in
the environment variable ``CONSTANTINOPOLIS_DRIVER=module:Class``.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass
class Refused(Exception):
    """An action the implementation refused, with the rule id it named."""

    rule: str
    message: str


@dataclass
class Situation:
    players: list[str]
    edition: str
    seed: int
    setup: dict[str, Any]
    components: dict[str, Any]
    options: dict[str, Any]


class Driver(Protocol):
    def start(self, situation: Situation) -> None: ...

    def act(self, action: str) -> None:
        """Apply ``action`` (text form, e.g. ``greg: build metallum``); raise :class:`Refused`."""

    def view(self, observer: str | None = None) -> dict[str, Any]: ...

    def legal_actions(self, player: str) -> list[str]:
        """Every action ``player`` may take now, in text form."""


class ReferenceDriver:
    """Drives the reference engine, ``constantinopolis``."""

    def __init__(self) -> None:
        self.game: Any = None

    def start(self, situation: Situation) -> None:
        from constantinopolis import Game, RuleOptions

        options = RuleOptions.edition(situation.edition)
        if situation.options:
            options = options.with_(**situation.options)
        self.game = Game.new(
            situation.players,
            seed=situation.seed,
            options=options,
            setup=situation.setup,
            component_overrides=situation.components or None,
        )

    def act(self, action: str) -> None:
        from constantinopolis import RuleViolation

        try:
            self.game.apply(action)
        except RuleViolation as v:
            raise Refused(v.rule_id, v.message) from None

    def view(self, observer: str | None = None) -> dict[str, Any]:
        return dict(self.game.view(observer))

    def legal_actions(self, player: str) -> list[str]:
        return [str(a) for a in self.game.legal_actions(player)]


def make_driver() -> Driver:
    spec = os.environ.get("CONSTANTINOPOLIS_DRIVER")
    if not spec:
        return ReferenceDriver()
    module, _, name = spec.partition(":")
    driver: Driver = getattr(importlib.import_module(module), name)()
    return driver
