"""Constantinopolis: the reference rules engine.

>>> from constantinopolis import Game
>>> game = Game.new(["greg", "jen", "kay"], seed=1)
>>> game.state.phase.value
'auction'
>>> game.actors() == [game.turn_order()[0]]  # offices are placed at random
True

See ``docs/`` for the actions, the state view, scenario files and rule options.
"""

from .core.actions import Action, parse_action
from .core.components import Components, default_components, load_components
from .core.errors import (
    ComponentError,
    ConstantinopolisError,
    InvalidAction,
    OptionsError,
    RuleViolation,
    ScenarioError,
    SetupError,
)
from .core.game import Game
from .core.options import EDITIONS, OPTION_SPECS, RuleOptions
from .core.rules import RULES, Rule

__all__ = [
    "EDITIONS",
    "OPTION_SPECS",
    "RULES",
    "Action",
    "ComponentError",
    "Components",
    "ConstantinopolisError",
    "Game",
    "InvalidAction",
    "OptionsError",
    "Rule",
    "RuleOptions",
    "RuleViolation",
    "ScenarioError",
    "SetupError",
    "default_components",
    "load_components",
    "parse_action",
]
