"""The game: the public face of the rules.

:class:`Game` is a :class:`~constantinopolis.core.table.Table` (the state, components and
options, and the questions every rule asks of them) with the public API on top: set up a
game (:meth:`Game.new`), carry out an action (:meth:`Game.apply`), ask why one would be
refused (:meth:`Game.check`), list the legal actions (:meth:`Game.legal_actions`), show
the state to a player (:meth:`Game.view`), and save and load a game.

The rules themselves are in :mod:`constantinopolis.core.phases`, one module per phase.  Every
action has one check there, which tests every rule without changing anything and returns
a plan; ``apply`` carries the plan out, then runs the automatic steps (moving ships,
production, drawing when there is no choice, changing markets, scoring) until some
player has a decision to make.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from . import actions as A
from . import inputs, phases, saved
from .components import Components, default_components, load_components
from .errors import InvalidAction, RuleViolation, SetupError
from .options import RuleOptions
from .phases.plan import Candidates, LazyActions, LegalActions, Plan
from .rng import Rng
from .setup import apply_setup
from .state import OFFICES, GameState, Player, Ship
from .table import Checker, Table
from .view import state_view

_AMOUNTS = (A.Bid, A.Raise)  # a Bid or Raise at its least amount stands for every amount up to his gold


class Game(Table):
    """A game in progress.  Create one with :meth:`Game.new` or :meth:`Game.from_dict`."""

    def __init__(
        self,
        state: GameState,
        components: Components,
        options: RuleOptions,
        history: list[A.Action] | None = None,
        seed: int | None = None,
        component_overrides: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(state, components, options, seed)
        self.history: list[A.Action] = history or []
        self.component_overrides = component_overrides or {}

    # ------------------------------------------------------------------ setup
    @classmethod
    def new(
        cls,
        players: Iterable[str],
        seed: int = 0,
        options: RuleOptions | str | None = None,
        components: Components | str | None = None,
        setup: dict[str, Any] | None = None,
        component_overrides: dict[str, Any] | None = None,
    ) -> Game:
        """Set up a new game (en:159-175).

        ``setup`` overrides parts of the state after the random set-up (see
        ``docs/scenario-format.md``), so a situation can be reproduced exactly.
        """
        names = inputs.player_names(players)  # each argument checked: SetupError, never a TypeError
        seed = inputs.seed_value(seed)
        opts = inputs.options_value(options)
        setup = inputs.mapping_or_none(setup, "setup")
        component_overrides = inputs.mapping_or_none(component_overrides, "component_overrides")
        components = inputs.components_value(components)
        comps = (
            components
            if isinstance(components, Components)
            else (load_components(components) if components else default_components())
        )
        if component_overrides:
            comps = comps.with_overrides(component_overrides)
        state = _initial_state(names, comps, seed)
        game = cls(state, comps, opts, seed=seed, component_overrides=component_overrides)
        if setup:
            apply_setup(game, setup)
        game.log(f"new game: {game.game_string()}")
        phases.start(game)
        return game

    # ---------------------------------------------------------- serialization
    def to_dict(self) -> dict[str, Any]:
        """The whole game (judge's view plus history), as plain JSON-able data."""
        return {
            "format": saved.SAVE_FORMAT,
            "seed": self.seed,
            "options": self.options.to_dict(),
            "components": {
                "source": "default"
                if self.components.source == default_components().source
                else self.components.source,
                "overrides": self.component_overrides,
            },
            "state": self.snapshot(),
            "history": [a.to_dict() for a in self.history],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        """A saved game (:meth:`to_dict`), its format and whole state checked first (``saved.py``):
        a problem is a :class:`SetupError` naming the key path."""
        saved.check_format(data)
        source = data["components"].get("source", "default")
        default = source in ("default", default_components().source)
        comps = default_components() if default else saved.checked("components.source", lambda: load_components(source))
        overrides = data["components"].get("overrides") or {}
        if overrides:
            comps = saved.checked("components.overrides", lambda: comps.with_overrides(overrides))
        saved.check_state(data["state"], comps)
        state = saved.checked("state", lambda: GameState.from_dict(data["state"]))
        history = [saved.action(i, a) for i, a in enumerate(data.get("history", []))]
        options = saved.checked("options", lambda: RuleOptions.from_dict(data["options"]))
        seed = data.get("seed")
        game = cls(state, comps, options, history, None if seed is None else inputs.seed_value(seed), overrides)
        if not game.is_over and not game.actors():
            raise saved.nobody_acts(state)
        return game

    def copy(self) -> Game:
        return Game.from_dict(self.to_dict())

    # ------------------------------------------------------------ the API
    def apply(self, action: A.Action | str | dict[str, Any]) -> None:
        """Carry out one action (text, JSON form or Action), or raise :class:`RuleViolation` (or
        :class:`InvalidAction`) and change nothing."""
        action = inputs.action_value(action)
        self.perform(action, phases.check(self, phases.gate(self, action), action))

    def perform(self, action: A.Action, plan: Plan) -> None:
        """Carry out ``plan``, the plan the check of ``action`` returned just now, and play on."""
        # a stated shuffle (setup.shuffles) that does not match the game raises SetupError midway:
        # keep what the state was, so that the game is left as it was then too
        s = self.state
        before = self.snapshot() if s.shuffles_used < len(s.shuffles) else None
        history = len(self.history)
        if s.not_offered:
            s.not_offered = []  # what the previous action did not offer is no longer on the table
        try:
            plan.carry_out(self)
            self.history.append(action)
            if self.record_log:
                self.log(str(action))
            phases.advance(self)
        except SetupError:
            if before is not None:
                self.restore(before)
                del self.history[history:]
            raise

    def check(self, action: A.Action | str | dict[str, Any]) -> RuleViolation | None:
        """The violation ``action`` would cause now, or None if it is legal."""
        action = inputs.action_value(action)
        try:
            phases.check(self, phases.gate(self, action), action)
        except RuleViolation as v:
            return v
        return None

    def noted(self, action: A.Action | str | dict[str, Any]) -> list[str]:
        """The rules the check of ``action`` notes as taking effect now, up to the rule that refuses it if
        one does (what a refusal rests on: verify's "expected by").  The check notes on a checker of its
        own and writes nothing: nothing reaches the trace."""
        return self._notes(action).rules

    def held(self, action: A.Action | str | dict[str, Any]) -> list[tuple[str, str]]:
        """The conditions the check of ``action`` finds to hold, as (rule, concrete words), up to the rule that
        refuses it if one does: what a refusal's verdict rests on besides its failing condition (a judge asking
        "why 2 and not 3?" reads the parts of the allowance).  Writes nothing."""
        return self._notes(action).conditions

    def _notes(self, action: A.Action | str | dict[str, Any]) -> Checker:
        """The traced checker of ``action``'s check, which noted what it tested, up to a refusal."""
        action = inputs.action_value(action)
        ck = Checker(True)
        try:
            phases.check(self, phases.gate(self, action), action, ck)
        except RuleViolation:
            pass
        return ck

    def is_legal(self, action: A.Action | str) -> bool:
        try:
            return self.check(action) is None
        except InvalidAction:
            return False

    def legal_actions(self, player: str | None = None) -> list[A.Action]:
        """Every legal action, for one player or for everyone who may act, in a fixed order."""
        actors = self.actors()
        if player is not None:
            player = inputs.observer_name(player, list(self.by_name))  # an unknown player: InvalidAction
        names = actors if player is None else ([player] if player in actors else [])
        out: list[A.Action] = []
        by_name = self.by_name
        for name in names:
            p = by_name[name]
            for make in phases.legal(self, p, True).values():  # he is one of the actors
                found = make(self, p)
                if not found:
                    continue
                if type(found) is LazyActions:  # made here in one go rather than through its iterator
                    make_one = found.make
                    out += [make_one(k) for k in range(found.size)]
                elif isinstance(found[0], _AMOUNTS):  # the actions of one verb
                    for action in found:  # from the least legal amount up to all his gold
                        assert isinstance(action, _AMOUNTS)
                        out += A.expand_amounts(action, A.most_offered(p.gold))
                else:
                    out += found
        return out

    def legal_moves(self, p: Player, acting: bool = False) -> Mapping[str, LegalActions]:
        """For each verb ``p`` may use now, a function listing his legal actions when called with the game and
        ``p``, possibly none (a Bid or Raise at its least amount stands for every amount up to his gold),
        generated from the state (``phases.legal``; the fast path of random play).  ``acting``: ``p`` is known to
        be one of :meth:`actors`."""
        return phases.legal(self, p, acting)

    def candidate_makers(self, p: Player) -> dict[str, Candidates]:
        """For each verb ``p`` might use now, a function listing the actions worth checking (random play)."""
        return phases.candidates(self, p)

    def gate_allows(self, action: A.Action) -> bool:
        """Whether the phase, the turn and any pending decision allow this kind of action now."""
        try:
            phases.gate(self, action)
        except RuleViolation:
            return False
        return True

    def rule_allows(self, p: Player, action: A.Action) -> bool:
        """Whether the rules of the action itself allow it (the caller has checked :meth:`gate_allows`)."""
        return self.plan(p, action) is not None

    def plan(self, p: Player, action: A.Action) -> Plan | None:
        """The plan of ``action`` (the caller has checked :meth:`gate_allows`), or None if a rule refuses it;
        :meth:`perform` carries it out (the fast path of random play: docs/api.md)."""
        try:
            return phases.check(self, p, action)
        except RuleViolation:
            return None

    def view(self, observer: str | None = None) -> dict[str, Any]:
        """The state view for a player (what he may see) or, with None, for a judge."""
        return state_view(self, inputs.observer_name(observer, list(self.by_name)))


def _initial_state(names: list[str], comps: Components, seed: int) -> GameState:
    """The set-up of en:159-175, with the random draws from ``seed``."""
    rng = Rng(seed)
    # setup.starting-resources: 30 gold, the Ager (Player's default buildings), a Small Ship (below)
    state = GameState(players=[Player(n) for n in names])
    # buildings by player count (setup.building-supply, en:167)
    for b in comps.buildings.values():
        if b.copies:
            state.building_supply[b.id] = b.tiles_in_play(len(names))
    # markets (setup.markets, en:168-170)
    markets = sorted(comps.markets)
    rng.shuffle(markets)
    state.market_current = [markets[0]]
    state.market_future = markets[1:]
    # ships (setup.ships, en:172): one Small Ship each, the rest in the supply
    for size, ship in comps.ships.items():
        state.ship_supply[size] = [f"{size}-{i}" for i in range(ship.copies, 0, -1)]
    for p in state.players:
        if not state.ship_supply.get("small"):
            raise SetupError("not enough Small Ships for every player")
        p.ships.append(Ship(state.ship_supply["small"].pop(), "small"))
    # contracts (setup.contracts, en:162)
    state.deck = sorted(comps.contracts)
    rng.shuffle(state.deck)
    # offices (setup.offices, en:175): random, from the leftmost space
    seats = list(names)
    rng.shuffle(seats)
    for i, name in enumerate(seats):  # from the leftmost office: with fewer than five players the last stay vacant
        state.offices[OFFICES[i]] = name
    state.rng = rng.state
    return state
