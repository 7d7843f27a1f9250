"""The rules of Constantinopolis.

:class:`Game` holds a :class:`~constantinopolis.state.GameState` and changes it
only through :meth:`Game.apply`.  Every action has one handler that first checks
every rule (raising :class:`RuleViolation` before touching anything) and then,
unless it is only a dry run, carries the action out.  :meth:`Game.legal_actions`
uses the same handlers as dry runs, so what is listed as legal is exactly what
``apply`` accepts.

Automatic steps (moving ships, production, drawing when there is no choice,
changing markets, scoring) run inside :meth:`Game.apply` until some player has a
decision to make.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from itertools import combinations, combinations_with_replacement
from typing import Any

from . import actions as A
from .components import GOODS, BuildingType, Components, Contract, MarketCard, default_components, load_components
from .errors import InvalidAction, RuleViolation, SetupError
from .options import RuleOptions
from .rng import Rng
from .state import OFFICES, SIMULTANEOUS_PHASES, GameState, Player, RoundFlags, Ship

DRAWS_BY_LEVEL = (0, 1, 2, 2, 3, 4, 4, 5)  # index = production level 1..7 (en:555-567)
MAX_LEVEL = 7  # en:569
TRADING_POST_PRICES = (3, 4, 5, 6)  # en:635
WALL_FP = (0, 1, 3, 6, 9, 12, 16)  # en:460-467
STARTING_GOLD = 30  # en:172
MAGISTER_EXTRA = 3  # en:575
COMES_GOLD = 4  # en:787
VACANT_OFFICE_COST = 2  # en:227
WALL_RAISE = 3  # en:873
REDEMPTOR_DISCOUNT = 5  # en:848
MARKET_WALL_DISCOUNT = 2  # en:872
SHIP_WALL_DISCOUNT = 3  # en:874
SALE_WALL_GOLD = 10  # en:870
STORE_LIMIT, HORREUM_LIMIT = 1, 5  # en:691

Handler = Callable[["Game", Player, Any, bool], None]


def _violation(rule: str, message: str) -> RuleViolation:
    return RuleViolation(rule, message)


class Game:
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
        self.s = state
        self.c = components
        self.o = options
        self.history: list[A.Action] = history or []
        self.seed = seed
        self.component_overrides = component_overrides or {}
        self._players = {p.name: p for p in state.players}
        self._rng = Rng(state.rng)
        self.record_log = True  # False skips the text log (bulk simulation); history is always kept
        self.trace: set[str] | None = None  # when a set: the ids of the rules that took effect (golden coverage)

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
        names = [str(p) for p in players]
        if not 2 <= len(names) <= 5:
            raise SetupError(f"Constantinopolis is for 2 to 5 players (en:18), got {len(names)}")
        if len(set(names)) != len(names):
            raise SetupError(f"player names must differ: {names}")
        for n in names:
            if not n or any(ch.isspace() or ch == ":" for ch in n):
                raise SetupError(f"player name {n!r}: use a single word without ':'")
        opts = RuleOptions.edition(options) if isinstance(options, str) else (options or RuleOptions.edition("en"))
        comps = (
            components
            if isinstance(components, Components)
            else (load_components(components) if components else default_components())
        )
        if component_overrides:
            comps = comps.with_overrides(component_overrides)
        rng = Rng(seed)
        state = GameState(players=[Player(n, gold=STARTING_GOLD) for n in names])
        # buildings by player count (en:167)
        for b in comps.buildings.values():
            if b.copies == 0:
                continue
            if b.kind in ("public", "wall"):
                state.building_supply[b.id] = b.copies
            else:
                state.building_supply[b.id] = min(
                    b.copies, 1 if len(names) == 2 else 2 if len(names) <= 4 else b.copies
                )
        # markets (en:168-170)
        markets = sorted(comps.markets)
        rng.shuffle(markets)
        state.market_current = [markets[0]]
        state.market_future = markets[1:]
        # ships (en:172): one Small Ship each, the rest in the supply
        for size, ship in comps.ships.items():
            state.ship_supply[size] = [f"{size}-{i}" for i in range(ship.copies, 0, -1)]
        for p in state.players:
            if not state.ship_supply.get("small"):
                raise SetupError("not enough Small Ships for every player")
            p.ships.append(Ship(state.ship_supply["small"].pop(), "small"))
        # contracts (en:162)
        state.deck = sorted(comps.contracts)
        rng.shuffle(state.deck)
        # offices (en:175): random, from the leftmost space
        seats = list(names)
        rng.shuffle(seats)
        for office, name in zip(OFFICES, seats, strict=False):
            state.offices[office] = name
        state.rng = rng.state
        game = cls(state, comps, opts, seed=seed, component_overrides=component_overrides)
        if setup:
            from .setup import apply_setup

            apply_setup(game, setup)
        game._log(f"new game: {game.game_string()}")
        game._start_phase_if_needed()
        return game

    def game_string(self) -> str:
        """A canonical one-line identifier, e.g. ``constantinopolis(edition=en,players=3,seed=1)``."""
        return f"constantinopolis(edition={self.o.edition_name},players={len(self.s.players)},seed={self.seed})"

    # ---------------------------------------------------------- serialization
    def to_dict(self) -> dict[str, Any]:
        """The whole game (judge's view plus history), as plain JSON-able data."""
        self.s.rng = self._rng.state
        return {
            "format": "constantinopolis-game/1",
            "seed": self.seed,
            "options": self.o.to_dict(),
            "components": {
                "source": "default" if self.c.source == default_components().source else self.c.source,
                "overrides": self.component_overrides,
            },
            "state": self.s.to_dict(),
            "history": [a.to_dict() for a in self.history],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Game:
        try:
            source = data["components"]["source"]
            default = source in ("default", default_components().source)
            comps = default_components() if default else load_components(source)
            overrides = data["components"].get("overrides") or {}
            if overrides:
                comps = comps.with_overrides(overrides)
            state = GameState.from_dict(data["state"])
            history = [A.Action.from_dict(a) for a in data.get("history", [])]
            return cls(state, comps, RuleOptions.from_dict(data["options"]), history, data.get("seed"), overrides)
        except (KeyError, TypeError, ValueError) as exc:
            raise SetupError(f"not a serialized game: {exc}") from None

    def _restore(self, data: dict[str, Any]) -> None:
        """Put the state and history back as :meth:`to_dict` saved them."""
        self.s = GameState.from_dict(data["state"])
        self.history = [A.Action.from_dict(a) for a in data.get("history", [])]
        self._players = {p.name: p for p in self.s.players}
        self._rng = Rng(self.s.rng)

    def copy(self) -> Game:
        return Game.from_dict(self.to_dict())

    # ------------------------------------------------------------- accessors
    @property
    def state(self) -> GameState:
        return self.s

    @property
    def options(self) -> RuleOptions:
        return self.o

    @property
    def components(self) -> Components:
        return self.c

    @property
    def is_over(self) -> bool:
        return self.s.phase == "game-over"

    def player(self, name: str) -> Player:
        try:
            return self._players[name]
        except KeyError:
            raise InvalidAction(f"unknown player {name!r}; players: {', '.join(self._players)}") from None

    def office_of(self, name: str) -> str | None:
        for office, holder in self.s.offices.items():
            if holder == name:
                return office
        return None

    def holder(self, office: str) -> Player | None:
        name = self.s.offices.get(office)
        return self._players[name] if name else None

    def turn_order(self) -> list[str]:
        """Players by office number (en:213); players without an office come last."""
        held = [n for o in OFFICES if (n := self.s.offices[o])]
        return held + [p.name for p in self.s.players if p.name not in held]

    def current_market(self) -> MarketCard:
        return self.c.markets[self.s.market_current[-1]]

    def production_level(self, p: Player) -> int:
        return min(MAX_LEVEL, sum(1 for b in p.buildings if self.c.buildings[b].kind == "production"))

    def can_produce(self, p: Player, good: str) -> bool:
        """en:930-932: owns a Production Building that shows this type."""
        self._rule("goods.can-produce")
        return any(good in self.c.buildings[b].produces for b in p.buildings)

    def can_use_type(self, p: Player, good: str) -> bool:
        """'Can produce' where the rules use it for Commercial Buildings, donations, the Redemptor and
        the swap wall (en:930-932): at once, or only from the round after the purchase (option
        can_produce_timing, it:645)."""
        if self.o.can_produce_timing == "from-next-round":
            return good in p.flags.producible_at_start
        return self.can_produce(p, good)

    def producible(self, p: Player) -> list[str]:
        return [g for g in GOODS if self.can_produce(p, g)]

    def owns_ability(self, p: Player, ability: str) -> bool:
        return any(self.c.buildings[b].ability == ability for b in p.buildings)

    def store_limit(self, p: Player) -> int:
        return HORREUM_LIMIT if self.owns_ability(p, "horreum") else STORE_LIMIT

    def contract(self, cid: str) -> Contract:
        return self.c.contracts[cid]

    def actors(self) -> list[str]:
        """The players who may act now (in turn order)."""
        s = self.s
        if s.phase == "game-over":
            return []
        if s.pending:
            return [s.pending["queue"][0]] if s.pending["kind"] == "ship-claim" else [s.pending["player"]]
        if s.phase == "auction":
            a = s.auction or {}
            contest = a.get("contest")
            return [contest["to_act"]] if contest else ([a["active"]] if a.get("active") else [])
        if s.phase in ("construct", "draw"):
            return [s.order[s.turn]] if s.turn < len(s.order) else []
        return [n for n in self.turn_order() if not self._players[n].done]

    # ------------------------------------------------------------ the API
    def apply(self, action: A.Action | str) -> None:
        """Carry out one action, or raise :class:`RuleViolation` and change nothing."""
        if isinstance(action, str):
            action = A.parse_action(action)
        p = self._gate(action)
        handler = _HANDLERS[type(action)]
        handler(self, p, action, True)  # check every rule first
        # a stated shuffle (setup.shuffles) that does not match the game raises SetupError midway:
        # keep what the state was, so that the game is left as it was then too
        before = self.to_dict() if self.s.shuffles_used < len(self.s.shuffles) else None
        try:
            handler(self, p, action, False)
            self.history.append(action)
            if self.record_log:
                self._log(str(action))
            self._advance()
        except SetupError:
            if before is not None:
                self._restore(before)
            raise

    def check(self, action: A.Action | str) -> RuleViolation | None:
        """The violation ``action`` would cause now, or None if it is legal."""
        if isinstance(action, str):
            action = A.parse_action(action)
        try:
            p = self._gate(action)
            _HANDLERS[type(action)](self, p, action, True)
        except RuleViolation as v:
            return v
        return None

    def is_legal(self, action: A.Action | str) -> bool:
        try:
            return self.check(action) is None
        except InvalidAction:
            return False

    def legal_actions(self, player: str | None = None) -> list[A.Action]:
        """Every legal action, for one player or for everyone who may act, in a fixed order."""
        actors = self.actors()
        names = actors if player is None else ([player] if player in actors else [])
        out: list[A.Action] = []
        for name in names:
            p = self._players[name]
            gate: dict[str, bool] = {}
            for action in self._candidates(p):
                verb = action.verb
                if verb not in gate:
                    try:
                        self._gate(action)
                        gate[verb] = True
                    except RuleViolation:
                        gate[verb] = False
                if not gate[verb]:
                    continue
                if isinstance(action, (A.Bid, A.Raise)):
                    # amounts from the least legal one up to all his gold: check the least only
                    if self.rule_allows(p, action):
                        out += [
                            type(action)(**{**action.__dict__, "amount": x}) for x in range(action.amount, p.gold + 1)
                        ]
                elif self.rule_allows(p, action):
                    out.append(action)
        return out

    def gate_allows(self, action: A.Action) -> bool:
        """Whether the phase, the turn and any pending decision allow this kind of action now."""
        try:
            self._gate(action)
        except RuleViolation:
            return False
        return True

    def rule_allows(self, p: Player, action: A.Action) -> bool:
        """Whether the rules of the action itself allow it (the caller has checked :meth:`gate_allows`)."""
        try:
            _HANDLERS[type(action)](self, p, action, True)
        except RuleViolation:
            return False
        return True

    def view(self, observer: str | None = None) -> dict[str, Any]:
        """The state view for a player (what he may see) or, with None, for a judge."""
        from .view import state_view

        return state_view(self, observer)

    # ---------------------------------------------------------- gatekeeping
    def _gate(self, a: A.Action) -> Player:
        s = self.s
        if a.player not in self._players:
            raise InvalidAction(f"unknown player {a.player!r}; players: {', '.join(self._players)}")
        p = self._players[a.player]
        if s.phase == "game-over":
            raise _violation("game.over", "the game has ended")
        verb = a.verb
        if s.pending:
            kind = s.pending["kind"]
            responder = s.pending["queue"][0] if kind == "ship-claim" else s.pending["player"]
            allowed = _PENDING_VERBS[kind]
            if kind == "preempt" and self.o.consul_preemption_funding == "no-discounts":
                allowed = allowed | {"use", "wall-sale"}
            if a.player != responder or verb not in allowed:
                raise _violation(
                    "turn.pending-decision", f"{responder} must first answer the {kind} ({' / '.join(sorted(allowed))})"
                )
            return p
        if verb not in _PHASE_VERBS.get(s.phase, set()):
            raise _violation("turn.wrong-phase", f"'{verb}' is not possible in the {s.phase} phase")
        if s.phase in SIMULTANEOUS_PHASES:
            if p.done:
                raise _violation("turn.already-done", f"{p.name} has already finished the {s.phase} phase")
        elif a.player not in self.actors():
            if s.phase == "construct" and verb in _MARKET_VERBS:
                who = ", ".join(self.actors())
                raise _violation("market.active-player", f"only the active player ({who}) trades now")
            raise _violation(
                "turn.not-your-turn", f"it is {', '.join(self.actors()) or 'nobody'}'s turn, not {a.player}'s"
            )
        return p

    # ------------------------------------------------------------ helpers
    def _rule(self, rule: str) -> None:
        """Note that ``rule`` (an id of rules.py) takes effect here; only a traced game keeps the note."""
        if self.trace is not None:
            self.trace.add(rule)

    def _log(self, text: str) -> None:
        if self.record_log:
            self.s.log.append(f"r{self.s.round} {self.s.phase}: {text}")

    def _pay(self, p: Player, amount: int, what: str) -> None:
        if amount > p.gold:
            raise _violation("gold.cannot-afford", f"{p.name} has {p.gold} gold and {what} costs {amount}")

    def _need_goods(self, p: Player, goods: dict[str, int], what: str) -> None:
        for g, n in goods.items():
            if g not in GOODS:
                raise InvalidAction(f"unknown good type {g!r}; known: {', '.join(GOODS)}")
            if p.goods.get(g, 0) < n:
                raise _violation("goods.not-held", f"{what} needs {n} {g}, {p.name} has {p.goods.get(g, 0)}")

    @staticmethod
    def _add_goods(p: Player, goods: dict[str, int], sign: int = 1) -> None:
        for g, n in goods.items():
            left = p.goods.get(g, 0) + sign * n
            if left:
                p.goods[g] = left
            else:
                p.goods.pop(g, None)

    def _good(self, good: str) -> str:
        if good not in GOODS:
            raise InvalidAction(f"unknown good type {good!r}; known: {', '.join(GOODS)}")
        return good

    def _shuffle(self, pile: str, cards: list[str]) -> None:
        """Shuffle ``cards`` (bottom .. top) in place, after set-up.

        The result is the next one stated in ``setup.shuffles`` when one is left
        (``docs/scenario-format.md``), else the random generator's.  A stated
        result for the other pile, or one that is not exactly a permutation of
        ``cards``, is a :class:`SetupError`: the situation does not match the game.
        """
        s = self.s
        if s.shuffles_used >= len(s.shuffles):
            self._rng.shuffle(cards)
            return
        i = s.shuffles_used
        entry = s.shuffles[i]
        where = f"setup.shuffles[{i}]"
        stated_pile = entry.get("pile")
        problem = None
        if stated_pile != pile:
            problem = (
                f"states a shuffle of the {stated_pile} pile, but the next shuffle of the game is of the "
                f"{pile} pile ({', '.join(sorted(cards)) or 'no cards'}); list the shuffles in the order they happen"
            )
        order = [str(x) for x in entry.get("order") or []]
        if problem is None and sorted(order) != sorted(cards):
            stated = ", ".join(order) or "no cards"
            held = ", ".join(sorted(cards)) or "no cards"
            problem = (
                f"the stated order of the {pile} pile holds {stated} ({len(order)}), but the cards being "
                f"shuffled are {held} ({len(cards)}); state exactly those cards, top first"
            )
        if problem is not None:
            raise SetupError(f"{where}: {problem}", f"shuffles.{i}")  # the path: the scenario file's line
        cards[:] = list(reversed(order))  # stated top first; the list is bottom .. top
        s.shuffles_used += 1
        self._log(f"{where}: the {pile} pile is shuffled as stated: {', '.join(order)} (top first)")

    def _draw_contracts(self, p: Player, n: int) -> list[str]:
        """Draw ``n`` contracts, reshuffling the discards when the deck runs out (en:579)."""
        drawn = []
        s = self.s
        for _ in range(n):
            if not s.deck and s.discard:
                s.deck = s.discard
                s.discard = []
                self._shuffle("contracts", s.deck)
                self._rule("draw.reshuffle")
                self._log("the contract deck ran out: discards shuffled into a new deck")
            if not s.deck:
                self._log(f"{p.name} cannot draw: no contracts left in deck or discards")
                break
            drawn.append(s.deck.pop())
        p.hand.extend(drawn)
        return drawn

    # ------------------------------------------------------------- flow
    def _advance(self) -> None:
        """Run automatic steps until someone has a decision to make."""
        s = self.s
        while True:
            if s.phase == "game-over" or s.pending:
                return
            if s.phase == "auction":
                if s.auction is not None:
                    if s.auction.get("active") or s.auction.get("contest"):
                        return
                    self._end_auction()  # may leave the Praefectus Pretorio's choice pending
                    continue
                self._enter("move-ships")
            elif s.phase == "move-ships":
                self._move_ships()
                self._enter("produce")
            elif s.phase == "produce":
                self._produce()
                self._enter("construct")
            elif s.phase == "construct":
                if s.turn < len(s.order):
                    return
                self._enter("draw")
            elif s.phase == "draw":
                while s.turn < len(s.order):
                    p = self._players[s.order[s.turn]]
                    must, may = self.draw_allowance(p)
                    if may:
                        return
                    self._draw_contracts(p, must)
                    self._rule("draw.by-level")
                    self._log(f"{p.name} draws {must} contract(s)")
                    s.turn += 1
                self._enter("accept")
            elif s.phase == "accept":
                if not all(p.done for p in s.players):
                    return
                self._end_accept()
                self._enter("donate")
            elif s.phase == "donate":
                if not all(p.done for p in s.players):
                    return
                self._enter("end-of-round")
                self._change_markets()
                if s.phase == "game-over":
                    return
                for p in s.players:  # whoever holds goods chooses what to keep (en:689-693, en:898-900)
                    if not p.goods:
                        p.done = True
            elif s.phase == "end-of-round":
                if not all(p.done for p in s.players):
                    return
                self._cleanup()
                s.round += 1
                self._enter("auction")

    def _enter(self, phase: str) -> None:
        s = self.s
        s.phase = phase
        s.turn = 0
        s.order = self.turn_order()
        for p in s.players:
            p.done = False
        if phase == "auction":
            s.auction = {
                "order": list(s.order),
                "active": None,
                "been_active": [],
                "contest": None,
                "free_office": None,
            }
            self._auction_next()
        elif phase == "move-ships" and s.round == 1:
            self._log("skipped in the first round (en:265)")

    def _start_phase_if_needed(self) -> None:
        s = self.s
        if s.phase == "auction" and s.auction is None:
            self._enter("auction")
        elif s.phase in ("construct", "draw") and not s.order:
            s.order = self.turn_order()
        self._advance()

    # ------------------------------------------------------------- auction
    def _auction_next(self) -> None:
        """Make the next player who has not been active the active player (en:233)."""
        a = self.s.auction
        assert a is not None
        loser = a.get("loser")
        if loser:
            a["active"] = loser
            a["loser"] = None
            self._rule("auction.loser-active")
            return
        for name in a["order"]:
            if name not in a["been_active"]:
                self._rule("auction.turn-order")
                a["active"] = name
                a["been_active"].append(name)
                return
        a["active"] = None

    def _min_bid(self, office: str, bidder: Player, standing: int) -> int:
        """The least bid the bidder may make over ``standing`` (en:229, en:873)."""
        incumbent = self.holder(office)
        if incumbent is not None and incumbent is not bidder and self.owns_ability(incumbent, "office-protection"):
            if self.o.office_wall_protection == "bid-at-least-3":  # es:1372-1376, fr:491
                return max(standing + 1, WALL_RAISE)
            return standing + WALL_RAISE
        return standing + 1

    def _end_auction(self) -> None:
        s = self.s
        total = sum(s.office_coins.values())
        s.office_coins = dict.fromkeys(OFFICES, 0)
        s.auction_coins_to_supply = total
        s.auction = None
        self._rule("auction.phase-end")
        self._log(f"auction over; {total} gold on the offices go to the supply (en:233)")
        comes = self.holder("comes-thesaurorum")
        if comes:
            comes.gold += COMES_GOLD
            self._rule("office.comes-thesaurorum-gold")
            self._log(f"{comes.name} (Comes Thesaurorum) receives {COMES_GOLD} gold")
        pp = self.holder("praefectus-pretorio")
        if pp:
            types = self.producible(pp)
            if len(types) == 1:
                self._add_goods(pp, {types[0]: 1})
                self._rule("office.praefectus-pretorio-good")
                self._log(f"{pp.name} (Praefectus Pretorio) receives 1 {types[0]}")
            elif types:
                s.pending = {"kind": "pp-good", "player": pp.name}

    # -------------------------------------------------------- ships, produce
    def _arrive(self, p: Player, ship: Ship) -> None:
        for cid in ship.contracts:
            k = self.contract(cid)
            p.gold += k.gold
            p.fp += k.fp
            self._rule("contracts.fulfil")
            self.s.discard.append(cid)
            self._log(f"{p.name}'s {ship.id} fulfils {cid}: +{k.gold} gold, +{k.fp} FP")
        ship.contracts = []
        ship.cargo = {}
        ship.position = 0

    def _move_ships(self) -> None:
        if self.s.round == 1:
            return
        self._rule("ships.move")
        for p in self.s.players:
            for ship in p.ships:
                if ship.position == 1:
                    self._arrive(p, ship)
                elif ship.position == 2:
                    ship.position = 1

    def _produce(self) -> None:
        for p in self.s.players:
            made: dict[str, int] = {}
            for b in p.buildings:
                for g, n in self.c.buildings[b].produces.items():
                    made[g] = made.get(g, 0) + n
            self._add_goods(p, made)  # from a supply that never runs out (goods.unlimited-supply, en:378)
            self._rule("produce.goods")
            self._rule("goods.unlimited-supply")
            p.flags.producible_at_start = self.producible(p)
            self._log(f"{p.name} produces {A.format_goods(A.goods_tuple(made))}")

    # ----------------------------------------------------------- draw
    def draw_allowance(self, p: Player) -> tuple[int, int]:
        """(contracts he must draw, extra contracts he may draw) in the Draw Contracts Phase."""
        must = DRAWS_BY_LEVEL[self.production_level(p)]  # draw.by-level
        if self.s.offices["magister-officiorum"] == p.name:
            must += MAGISTER_EXTRA
            self._rule("office.magister-officiorum-draw")
        may = p.unused_posts
        if may:
            self._rule("draw.trading-posts")
        if self.owns_ability(p, "extra-contract"):
            self._rule("wall.extra-contract")
            if self.o.extra_contract_wall_draw == "mandatory":  # es:759-761, it:591
                must += 1
            else:
                may += 1
        return must, may

    # ----------------------------------------------------------- accept
    def voyage_of(self, ship: Ship) -> int:
        return max((self.contract(c).voyage[ship.size] or 1) for c in ship.contracts)

    def _end_accept(self) -> None:
        for p in self.s.players:
            if p.hand:
                self._rule("accept.discard-unloaded")
                self.s.discard.extend(p.hand)
                self._log(f"{p.name} discards unloaded contract(s) {' '.join(p.hand)} (en:611)")
                p.hand = []
            for ship in p.ships:
                if ship.position == 0 and ship.contracts:
                    ship.position = self.voyage_of(ship)
                    self._rule("accept.voyage")
                    if ship.position == 2:
                        self._rule("accept.long-voyage-bonus")
                        bonus = 2 if ship.size == "large" else 1
                        p.fp += bonus
                        self._log(f"{p.name}'s {ship.id} starts a long voyage: +{bonus} FP (en:619-621)")

    # ----------------------------------------------------------- end of round
    def _change_markets(self) -> None:
        s = self.s
        if s.ends_after_round:
            self._rule("end.no-discard-final")  # scored at once: no goods are stored or discarded
            self._score()
            return
        if not s.market_future:
            s.ends_after_round = "market"
            self._rule("game.end-market")
            self._rule("end.no-discard-final")
            self._score()
            return
        s.market_current.append(s.market_future.pop())
        self._rule("end.change-markets")
        self._log(f"the Current Market is now {s.market_current[-1]}")
        if not s.market_future:
            s.market_exhaustions += 1
            if s.market_exhaustions == 1:
                rest = s.market_current[:-1]
                self._shuffle("markets", rest)
                self._rule("end.reshuffle-markets")
                s.market_future = rest
                s.market_current = s.market_current[-1:]
                s.future_face_down = self.o.future_pile_after_reshuffle == "face-down"
                self._log(
                    f"the Future pile is empty for the first time: reshuffled ({self.o.future_pile_after_reshuffle})"
                )
            else:
                self._log("the Future pile is empty for the second time: the next round is the last (en:685)")

    def _cleanup(self) -> None:
        s = self.s
        self._rule("end.cleanup")
        for p in s.players:
            p.flags = RoundFlags()
            p.done = False
        s.abilities_used = {"praefectus-urbi": False, "consul": False}

    def _score(self) -> None:
        s = self.s
        s.phase = "game-over"
        scores: dict[str, dict[str, int]] = {}
        for p in s.players:
            before = p.fp
            for ship in p.ships:
                if ship.contracts:
                    self._arrive(p, ship)
            ships_fp = p.fp - before
            if ships_fp:
                self._rule("score.ships")
            after_ships = p.fp
            walls = sum(1 for b in p.buildings if self.c.buildings[b].kind == "wall")
            walls_fp = WALL_FP[min(walls, 6)]
            if walls_fp:
                self._rule("score.walls")
                self._rule("wall.fp")
            p.fp += walls_fp
            after_walls = p.fp
            gold_fp = p.gold // 15
            if gold_fp:
                self._rule("score.gold")
            if p.fp + gold_fp > 80:
                self._rule("score.beyond-80")
            p.fp += gold_fp  # FP have no upper bound: beyond 80 the track counts on (score.beyond-80, en:756)
            scores[p.name] = {
                "fp": p.fp,
                "before_scoring": before,
                "after_ships": after_ships,
                "after_walls": after_walls,
                "ships_fp": ships_fp,
                "walls_fp": walls_fp,
                "gold_fp": gold_fp,
                "gold": p.gold,
                "goods": p.goods_count(),
            }
        best = max((v["fp"], v["gold"], v["goods"]) for v in scores.values())
        if sum(1 for v in scores.values() if v["fp"] == best[0]) > 1:
            self._rule("score.ties")
        winners = [n for n, v in scores.items() if (v["fp"], v["gold"], v["goods"]) == best]
        s.result = {"reason": s.ends_after_round, "rounds": s.round, "scores": scores, "winners": winners}
        self._log(f"game over ({s.ends_after_round}) after round {s.round}; winner(s): {', '.join(winners)}")

    # ------------------------------------------------------------ candidates
    def _candidates(self, p: Player) -> list[A.Action]:
        """Every action shape worth checking for ``p`` now (checked by legal_actions)."""
        return [a for make in self._candidate_makers(p).values() for a in make()]

    def _candidate_makers(self, p: Player) -> dict[str, Callable[[], list[A.Action]]]:
        """For each verb ``p`` might use now, a function listing its candidate actions.

        Only cheap necessary conditions filter here; the handlers decide.  A Bid or
        Raise candidate stands for every amount from it up to the player's gold.
        Lazy per verb so that random play only builds what it tries.
        """
        s = self.s
        n = p.name
        if s.pending:
            kind = s.pending["kind"]
            if kind == "pp-good":
                return {"good": lambda: [A.ChooseGood(n, g) for g in GOODS]}
            if kind == "preempt":
                return {
                    "preempt": lambda: [A.Preempt(n)],
                    "decline": lambda: [A.Decline(n)],
                    "use": lambda: self._commercial_candidates(p),
                    "wall-sale": lambda: self._sale_candidates(p),
                }
            return {"claim-ship": lambda: [A.ClaimShip(n)], "decline": lambda: [A.Decline(n)]}
        if s.phase == "auction":
            contest = (s.auction or {}).get("contest")
            if contest:
                return {"pass": lambda: [A.Pass(n)], "raise": lambda: [A.Raise(n, self._raise_min(contest, p))]}
            return {
                "keep": lambda: [A.Keep(n)],
                "take": lambda: [A.Take(n, o) for o in OFFICES if s.offices[o] is None],
                "bid": lambda: [
                    A.Bid(n, o, self._min_bid(o, p, s.office_coins[o]))
                    for o in OFFICES
                    if s.offices[o] not in (None, n)
                ],
            }
        if s.phase == "draw":
            must, may = self.draw_allowance(p)
            return {"draw": lambda: [A.Draw(n, k) for k in range(must, must + may + 1)]}
        if s.phase == "end-of-round":
            return {
                "store": lambda: [
                    A.Store(n, A.goods_tuple(_multiset(c))) for c in self._subsets(p, self.store_limit(p))
                ]
            }
        makers: dict[str, Callable[[], list[A.Action]]] = {"done": lambda: [A.Done(n)]}
        if s.phase == "construct":
            makers["build"] = lambda: self._build_candidates(p)
            if "public" not in p.flags.built_kinds:
                makers["build-public"] = lambda: [
                    A.BuildPublic(n, fp, r)
                    for fp in self.c.public_pairs()
                    if (tile := public_tile(self, fp)) is not None and tile.cost <= p.gold + REDEMPTOR_DISCOUNT
                    for r in ((False, True) if self.owns_ability(p, "redemptor") else (False,))
                ]
        if s.phase in ("construct", "accept"):
            makers["buy"] = lambda: self._market_candidates(p, A.Buy)
            if p.goods:
                makers["sell"] = lambda: self._market_candidates(p, A.Sell)
            makers["use"] = lambda: self._commercial_candidates(p)
        if p.goods:
            makers["wall-swap"] = lambda: self._swap_candidates(p)
            makers["wall-sale"] = lambda: self._sale_candidates(p)
        if s.phase == "accept":
            makers["load"] = lambda: [
                A.Load(n, cid, ship.id)
                for cid in p.hand + p.saved
                if all(p.goods.get(g, 0) >= k for g, k in self.c.contracts[cid].goods.items())
                for ship in p.ships
                if ship.position == 0
            ]
            makers["save"] = lambda: [A.SaveContract(n, c) for c in p.hand]
            makers["free"] = lambda: [A.FreeContract(n, c) for c in p.saved]
            if p.posts < len(TRADING_POST_PRICES) and not p.flags.post_bought:
                makers["buy-post"] = lambda: [A.BuyTradingPost(n, False), A.BuyTradingPost(n, True)]
            if not p.flags.ship_bought:
                makers["buy-ship"] = lambda: [
                    A.BuyShip(n, size)
                    for size, ids in s.ship_supply.items()
                    if ids and ship_price(self, p, size) <= p.gold
                ]
            office = self.office_of(n)
            if office in ("consul", "praefectus-urbi") and not s.abilities_used[office]:
                makers["swap"] = lambda: [
                    A.SwapContracts(n, pair) for pair in [(c,) for c in p.hand] + list(combinations(p.hand, 2))
                ]
        if s.phase == "donate":
            if not p.flags.donated:
                makers["donate"] = lambda: [
                    A.Donate(n, d.good) for d in self.current_market().donations if p.goods.get(d.good, 0) >= d.count
                ]
        return makers

    def _build_candidates(self, p: Player) -> list[A.Action]:
        redemptor = self.owns_ability(p, "redemptor")
        budget = p.gold + (REDEMPTOR_DISCOUNT if redemptor else 0)
        built = p.flags.built_kinds
        out: list[A.Action] = []
        for b in self.c.buildings.values():
            if b.kind == "public" or b.kind in built or b.cost > budget or not self.s.building_supply.get(b.id):
                continue
            out.append(A.Build(p.name, b.id))
            if redemptor:
                out.append(A.Build(p.name, b.id, True))
        return out

    def _market_candidates(self, p: Player, kind: type[A.Buy] | type[A.Sell]) -> list[A.Action]:
        ledger = p.flags.ledger
        out: list[A.Action] = []
        for g, limit in self.current_market().limits.items():
            done = ledger.get(g, 0)
            if kind is A.Buy:
                if done >= 0:
                    out += [A.Buy(p.name, g, k) for k in range(1, limit - done + 1)]
            elif done <= 0:
                out += [A.Sell(p.name, g, k) for k in range(1, min(limit + done, p.goods.get(g, 0)) + 1)]
        return out

    def _commercial_candidates(self, p: Player) -> list[A.Action]:
        return [
            A.UseCommercial(p.name, b) for b in dict.fromkeys(p.buildings) if self.c.buildings[b].kind == "commercial"
        ]

    def _sale_candidates(self, p: Player) -> list[A.Action]:
        if not self.owns_ability(p, "sale") or p.flags.wall_sale_used:
            return []
        return [A.WallSale(p.name, A.goods_tuple(_multiset(c))) for c in self._subsets(p, 3, exact=True)]

    def _swap_candidates(self, p: Player) -> list[A.Action]:
        if not self.owns_ability(p, "swap") or p.flags.wall_swap_used:
            return []
        return [A.WallSwap(p.name, give, take) for give in p.goods for take in GOODS if take != give]

    @staticmethod
    def _subsets(p: Player, size: int, exact: bool = False) -> list[tuple[str, ...]]:
        """Multisets of the player's goods of at most ``size`` goods (exactly ``size`` with ``exact``)."""
        kinds = sorted(p.goods)
        found: list[tuple[str, ...]] = []
        for k in range(size if exact else 0, min(size, p.goods_count()) + 1):
            for combo in combinations_with_replacement(kinds, k):
                if all(combo.count(g) <= p.goods[g] for g in kinds):
                    found.append(combo)
        return found

    def _raise_min(self, contest: dict[str, Any], p: Player) -> int:
        if p.name == contest["challenger"]:
            return self._min_bid(contest["office"], p, int(contest["amount"]))
        return int(contest["amount"]) + 1


def _multiset(items: tuple[str, ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for g in items:
        out[g] = out.get(g, 0) + 1
    return out


# ====================================================================== handlers
# Each handler checks every rule, then returns if ``dry``; only then changes state.


def _keep(g: Game, p: Player, a: A.Keep, dry: bool) -> None:
    auction = g.s.auction
    assert auction is not None
    if auction.get("contest"):
        raise _violation("turn.pending-decision", "an auction for an office is in progress")
    office = g.office_of(p.name)
    if office is None:
        raise _violation("auction.no-office-to-keep", f"{p.name} has lost his office and must choose another")
    if dry:
        return
    auction["free_office"] = None
    g._rule("auction.keep-office-free")
    g._log(f"{p.name} keeps {office} for free (en:225)")
    g._auction_next()


def _auction_choice(g: Game, office: str) -> tuple[dict[str, Any], str | None]:
    """The checks every choice of an office shares; returns the auction and the office's holder."""
    auction = g.s.auction
    assert auction is not None
    if office not in OFFICES:
        raise InvalidAction(f"unknown office {office!r}; offices: {', '.join(OFFICES)}")
    if auction.get("contest"):
        raise _violation("turn.pending-decision", "an auction for an office is in progress")
    return auction, g.s.offices[office]


def _take(g: Game, p: Player, a: A.Take, dry: bool) -> None:
    s = g.s
    auction, holder = _auction_choice(g, a.office)
    if holder == p.name:
        raise _violation("auction.keep-office-free", f"{p.name} already holds {a.office}: keep it instead")
    if holder is not None:
        raise _violation("auction.vacant-office-costs-2", f"{a.office} is held by {holder}: bid for it instead")
    free = auction.get("free_office")
    cost = 0 if free and free["player"] == p.name and free["office"] == a.office else VACANT_OFFICE_COST
    rule = "auction.loser-takes-vacated-free" if cost == 0 else "auction.vacant-office-costs-2"
    if cost > p.gold:
        has_office = g.office_of(p.name) is not None
        if has_office:
            g._pay(p, cost, f"the vacant office {a.office}")
        cost = p.gold  # auction.cannot-afford-vacant: pays what he has
        rule = "auction.cannot-afford-vacant"
    if dry:
        return
    old = g.office_of(p.name)
    if old:
        s.offices[old] = None
    p.gold -= cost
    s.office_coins[a.office] += cost
    s.offices[a.office] = p.name
    auction["free_office"] = None
    g._rule(rule)
    g._log(f"{p.name} takes the vacant {a.office} for {cost} gold ({rule})")
    g._auction_next()


def _bid(g: Game, p: Player, a: A.Bid, dry: bool) -> None:
    s = g.s
    auction, holder = _auction_choice(g, a.office)
    if holder == p.name:
        raise _violation("auction.own-office", f"{p.name} holds {a.office} already (keep it for free)")
    if holder is None:
        raise _violation(
            "auction.vacant-office-costs-2",
            f"{a.office} is vacant: take it for {VACANT_OFFICE_COST} gold instead of bidding",
        )
    coins = s.office_coins[a.office]
    least = g._min_bid(a.office, p, coins)
    if a.amount < least:
        if least - coins > 1:
            why = (
                f"a bid of at least {WALL_RAISE} in all"  # es:1372-1376, fr:491
                if g.o.office_wall_protection == "bid-at-least-3"
                else f"{coins} on it + {WALL_RAISE}"
            )
            raise _violation(
                "auction.wall-raise-3",
                f"{holder} owns the office wall: a bid on {a.office} must be at least {least} ({why})",
            )
        raise _violation("auction.bid-exceeds-coins", f"a bid on {a.office} must be more than the {coins} gold on it")
    g._pay(p, a.amount, f"a bid of {a.amount}")
    if dry:
        return
    auction["contest"] = {
        "office": a.office,
        "challenger": p.name,
        "incumbent": holder,
        "amount": a.amount,
        "leader": p.name,
        "to_act": holder,
    }
    auction["free_office"] = None
    g._rule("auction.wall-raise-3" if least - coins > 1 else "auction.bid-exceeds-coins")
    g._log(f"{p.name} bids {a.amount} for {a.office}, held by {holder}")


def _raise(g: Game, p: Player, a: A.Raise, dry: bool) -> None:
    auction = g.s.auction
    contest = auction and auction.get("contest")
    if not contest:
        raise _violation("turn.wrong-phase", "there is no contested office to raise on")
    if contest["to_act"] != p.name:
        raise _violation("turn.not-your-turn", f"it is {contest['to_act']}'s turn to raise or pass")
    least = g._raise_min(contest, p)
    if a.amount < least:
        if least - contest["amount"] > 1:
            raise _violation(
                "auction.wall-raise-3", f"{contest['incumbent']} owns the office wall: raise to at least {least}"
            )
        raise _violation("auction.raise-exceeds-bid", f"a raise must be more than the bid of {contest['amount']}")
    g._pay(p, a.amount, f"a bid of {a.amount}")
    if dry:
        return
    other = contest["incumbent"] if p.name == contest["challenger"] else contest["challenger"]
    contest.update(amount=a.amount, leader=p.name, to_act=other)
    g._rule("auction.wall-raise-3" if least - contest["amount"] > 1 else "auction.raise-exceeds-bid")
    g._log(f"{p.name} raises to {a.amount} for {contest['office']}")


def _pass(g: Game, p: Player, a: A.Pass, dry: bool) -> None:
    s = g.s
    auction = s.auction
    contest = auction and auction.get("contest")
    if not contest:
        raise _violation("turn.wrong-phase", "there is no contested office to pass on")
    if contest["to_act"] != p.name:
        raise _violation("turn.not-your-turn", f"it is {contest['to_act']}'s turn to raise or pass")
    if dry:
        return
    assert auction is not None
    office, amount = contest["office"], contest["amount"]
    winner = g.player(contest["leader"])
    winner.gold -= amount  # the whole bid; the loser pays nothing
    g._rule("auction.winner-pays")
    s.office_coins[office] += amount
    auction["contest"] = None
    if winner.name == contest["challenger"]:
        loser = contest["incumbent"]
        vacated = g.office_of(winner.name)
        if vacated:
            s.offices[vacated] = None
        s.offices[office] = winner.name
        auction["free_office"] = {"player": loser, "office": vacated} if vacated else None
        auction["loser"] = loser
        if loser not in auction["been_active"]:
            auction["been_active"].append(loser)
        g._log(f"{p.name} passes: {winner.name} pays {amount} and takes {office}; {loser} becomes active (en:229-231)")
        g._auction_next()
    else:
        g._log(f"{p.name} passes: {winner.name} keeps {office} and pays {amount}; {p.name} chooses again (en:229)")


def _choose_good(g: Game, p: Player, a: A.ChooseGood, dry: bool) -> None:
    good = g._good(a.good)
    if not g.can_produce(p, good):
        raise _violation(
            "office.praefectus-pretorio-good",
            f"{p.name} cannot produce {good}; choose one of {', '.join(g.producible(p))}",
        )
    if dry:
        return
    g._add_goods(p, {good: 1})
    g._rule("office.praefectus-pretorio-good")
    g.s.pending = None
    g._log(f"{p.name} (Praefectus Pretorio) takes 1 {good}")


# ----------------------------------------------------------------- construct
def _licence_ok(g: Game, p: Player, b: BuildingType) -> str | None:
    """None if ``p`` may buy ``b`` under the licence rule, else the reason (en:416, en:920-922)."""
    if b.kind != "production" or b.licence in (None, "A"):
        return None
    letters = "ABCD"
    owned = {g.c.buildings[x].licence for x in p.buildings if g.c.buildings[x].kind == "production"}
    need = letters[letters.index(b.licence) - 1]
    while True:
        if need in owned:
            return None
        left = any(
            n > 0 and g.c.buildings[bid].licence == need
            for bid, n in g.s.building_supply.items()
            if g.c.buildings[bid].kind == "production"
        )
        if left or need == "A" or g.o.licence_skip == "never":  # fr:100 has no exception
            return f"{b.name} (licence {b.licence}) needs a licence {need} building, and {p.name} has none"
        need = letters[letters.index(need) - 1]  # en:920-922: a licence with no building left is skipped
        g._rule("build.licence-skip")


def _can_own(g: Game, p: Player, b: BuildingType) -> None:
    if b.unique_name and any(g.c.buildings[x].name == b.name for x in p.buildings):
        raise _violation("build.unique-name", f"{p.name} already owns a {b.name}")
    reason = _licence_ok(g, p, b)
    if reason:
        raise _violation("build.licence", reason)


def _build_checks(g: Game, p: Player, b: BuildingType, redemptor: bool) -> int:
    s = g.s
    if not s.building_supply.get(b.id):
        raise _violation("build.not-available", f"no {b.name} ({b.id}) is left in the supply")
    if b.kind in p.flags.built_kinds:
        raise _violation("build.one-per-kind", f"{p.name} has already bought a {b.kind} building this round")
    if b.kind == "wall":
        if s.offices["praefectus-urbi"] != p.name:
            raise _violation("build.walls-praefectus-urbi", "only the Praefectus Urbi builds wall segments")
        if s.abilities_used["praefectus-urbi"]:
            raise _violation("office.ability-once", "the Praefectus Urbi has already used his ability this round")
    _can_own(g, p, b)
    price = b.cost
    if redemptor:
        if not g.owns_ability(p, "redemptor"):
            raise _violation("build.redemptor", f"{p.name} does not own the Redemptor")
        if p.flags.redemptor_used:
            raise _violation("build.redemptor", "the Redemptor is used once per round")
        if g.o.redemptor_discount == "industrial-producing-building":  # fr:403
            if "industrial" not in b.produces:
                raise _violation(
                    "build.redemptor",
                    f"the Redemptor's discount is only for a building producing Industrial Goods, not the {b.name}",
                )
        elif not g.can_use_type(p, "industrial"):
            raise _violation("build.redemptor", f"{p.name} cannot produce Industrial Goods")
        g._need_goods(p, {"industrial": 1}, "the Redemptor")
        price = max(0, price - REDEMPTOR_DISCOUNT)
    g._pay(p, price, b.name)
    return price


def _consul_may_preempt(g: Game, p: Player, b: BuildingType) -> Player | None:
    s = g.s
    consul = g.holder("consul")
    if consul is None or consul is p or s.abilities_used["consul"]:
        return None
    if b.kind == "wall":
        g._rule("consul.not-walls")
        return None
    try:
        _can_own(g, consul, b)
    except RuleViolation:
        return None
    reachable = consul.gold
    g._rule("consul.preempt-funding")
    if g.o.consul_preemption_funding == "no-discounts":  # he may still raise gold, not get discounts (en:475)
        for bid in dict.fromkeys(consul.buildings):
            cb = g.c.buildings[bid]
            if (
                cb.kind == "commercial"
                and bid not in consul.flags.commercial
                and all(
                    g.can_use_type(consul, good) and consul.goods.get(good, 0) >= n for good, n in cb.requires.items()
                )
            ):
                reachable += cb.gold
        if g.owns_ability(consul, "sale") and not consul.flags.wall_sale_used and consul.goods_count() >= 3:
            reachable += SALE_WALL_GOLD
    return consul if reachable >= b.cost else None


def _acquire(g: Game, p: Player, b: BuildingType, price: int) -> None:
    s = g.s
    p.gold -= price
    s.building_supply[b.id] -= 1
    p.buildings.append(b.id)  # with no limit on how many he owns (build.no-space-limit, en:908-910)
    g._rule("build.no-space-limit")
    if b.kind == "production":
        g._rule("build.production-level")
    if b.kind == "public":
        p.fp += b.fp
        g._rule("build.public-fp")
        if not any(n for bid, n in s.building_supply.items() if g.c.buildings[bid].kind == "public"):
            g._rule("game.end-public")
            s.ends_after_round = "public-buildings"
            g._log("the last Public Building is bought: the game ends at the end of this round (en:717)")
    if b.kind == "wall":
        s.abilities_used["praefectus-urbi"] = True


def _purchase(g: Game, p: Player, b: BuildingType, redemptor: bool, dry: bool) -> None:
    price = _build_checks(g, p, b, redemptor)
    if dry:
        return
    consul = _consul_may_preempt(g, p, b)
    if consul is not None:
        g.s.pending = {
            "kind": "preempt",
            "player": consul.name,
            "buyer": p.name,
            "building": b.id,
            "redemptor": redemptor,
        }
        g._log(f"{p.name} chooses {b.id}; {consul.name} (Consul) may preempt it (en:473-477)")
        return
    _complete_purchase(g, p, b, redemptor, price)


def _complete_purchase(g: Game, p: Player, b: BuildingType, redemptor: bool, price: int) -> None:
    if redemptor:
        g._add_goods(p, {"industrial": 1}, -1)
        p.flags.redemptor_used = True
        g._rule("build.redemptor")
    p.flags.built_kinds.append(b.kind)
    g._rule("build.one-per-kind")
    if b.kind == "public":
        g._rule("build.public-dearest")
    if b.kind == "wall":
        g._rule("build.walls-praefectus-urbi")
    _acquire(g, p, b, price)
    g._log(f"{p.name} buys {b.id} for {price} gold" + (f" and gains {b.fp} FP" if b.kind == "public" else ""))


def _build(g: Game, p: Player, a: A.Build, dry: bool) -> None:
    b = g.c.buildings.get(a.building)
    if b is None:
        raise InvalidAction(f"unknown building {a.building!r}")
    if b.kind == "public":
        raise _violation("build.public-dearest", f"Public Buildings are financed by FP value: 'build-public {b.fp}'")
    if b.copies == 0:
        raise _violation("build.not-available", f"the {b.name} is printed on the player sheet and cannot be bought")
    _purchase(g, p, b, a.redemptor, dry)


def public_tile(g: Game, fp: int) -> BuildingType | None:
    """The tile a player must buy for this FP value: the dearer one still available (en:444)."""
    for b in g.c.public_pairs().get(fp, []):
        if g.s.building_supply.get(b.id):
            return b
    return None


def _build_public(g: Game, p: Player, a: A.BuildPublic, dry: bool) -> None:
    if a.fp not in g.c.public_pairs():
        raise InvalidAction(f"no Public Building gives {a.fp} FP; values: {', '.join(map(str, g.c.public_pairs()))}")
    b = public_tile(g, a.fp)
    if b is None:
        raise _violation("build.not-available", f"both {a.fp} FP Public Buildings are gone")
    _purchase(g, p, b, a.redemptor, dry)


def _preempt(g: Game, p: Player, a: A.Preempt, dry: bool) -> None:
    pend = g.s.pending
    assert pend is not None
    b = g.c.buildings[pend["building"]]
    _can_own(g, p, b)
    if b.cost > p.gold:
        raise _violation("consul.preempt", f"the Consul pays the full {b.cost} gold with no discount and has {p.gold}")
    if dry:
        return
    _acquire(g, p, b, b.cost)
    g._rule("consul.preempt")
    g._rule("consul.preempt-not-counted")  # no built_kinds entry, for him or the buyer
    g.s.abilities_used["consul"] = True
    g.s.pending = None
    g._log(f"{p.name} (Consul) preempts {b.id} for {b.cost} gold; it counts toward neither player's limit (en:942-944)")


def _decline(g: Game, p: Player, a: A.Decline, dry: bool) -> None:
    s = g.s
    pend = s.pending
    assert pend is not None
    if pend["kind"] == "preempt":
        buyer = g.player(pend["buyer"])
        b = g.c.buildings[pend["building"]]
        price = _build_checks(g, buyer, b, pend["redemptor"])
    if dry:
        return
    if pend["kind"] == "preempt":
        s.pending = None
        g._log(f"{p.name} (Consul) does not preempt")
        _complete_purchase(g, buyer, b, pend["redemptor"], price)
    else:  # ship-claim
        pend["queue"].pop(0)
        g._log(f"{p.name} does not claim the last {pend['size']} ship")
        if not pend["queue"]:
            s.pending = None
            _complete_ship(g, g.player(pend["buyer"]), pend["size"])


# ----------------------------------------------------------------- market
def _buy(g: Game, p: Player, a: A.Buy, dry: bool) -> None:
    good = g._good(a.good)
    if a.count < 1:
        raise InvalidAction("buy at least one good")
    m = g.current_market()
    done = p.flags.ledger.get(good, 0)
    if done < 0:
        raise _violation("market.no-buy-and-sell", f"{p.name} sold {good} this round and cannot buy it")
    if done + a.count > m.limit(good):
        raise _violation("market.limit", f"{m.name} allows {m.limit(good)} {good} a round; {p.name} has traded {done}")
    produced = p.flags.producible_at_start if g.o.market_ban_timing == "next-round" else g.producible(p)
    if good in produced:
        if not g.owns_ability(p, "taberna"):
            raise _violation("market.no-buy-produced", f"{p.name} can produce {good} and has no Taberna")
        if g.o.taberna_scope == "one-producible-type":  # it:564: "un tipo fra" the goods he can produce
            other = [x for x, n in p.flags.ledger.items() if n > 0 and x != good and x in produced]
            if other:
                raise _violation(
                    "market.no-buy-produced",
                    f"the Taberna lets {p.name} buy one type he can produce; he has bought {other[0]} this round",
                )
    unit = m.buy[good]  # market.price (en:503, en:511): the Current Market's buy price
    if g.owns_ability(p, "market-discount"):
        unit = max(1, unit - MARKET_WALL_DISCOUNT)
    g._pay(p, unit * a.count, f"{a.count} {good}")
    if dry:
        return
    g._rule("market.price")
    if g.owns_ability(p, "market-discount"):
        g._rule("market.wall-discount")
    p.gold -= unit * a.count
    g._add_goods(p, {good: a.count})
    p.flags.ledger[good] = done + a.count


def _sell(g: Game, p: Player, a: A.Sell, dry: bool) -> None:
    good = g._good(a.good)
    if a.count < 1:
        raise InvalidAction("sell at least one good")
    m = g.current_market()
    done = p.flags.ledger.get(good, 0)
    if done > 0:
        raise _violation("market.no-buy-and-sell", f"{p.name} bought {good} this round and cannot sell it")
    if -done + a.count > m.limit(good):
        raise _violation("market.limit", f"{m.name} allows {m.limit(good)} {good} a round; {p.name} has traded {-done}")
    g._need_goods(p, {good: a.count}, "the sale")
    if dry:
        return
    unit = m.sell[good] + (1 if g.owns_ability(p, "mensae") else 0)  # market.price (en:515), market.mensae
    g._rule("market.price")
    if g.owns_ability(p, "mensae"):
        g._rule("market.mensae")
    p.gold += unit * a.count
    g._add_goods(p, {good: a.count}, -1)
    p.flags.ledger[good] = done - a.count


def _use(g: Game, p: Player, a: A.UseCommercial, dry: bool) -> None:
    b = g.c.buildings.get(a.building)
    if b is None or b.kind != "commercial":
        raise InvalidAction(f"{a.building!r} is not a Commercial Building")
    if b.id not in p.buildings:
        raise _violation("building.not-owned", f"{p.name} does not own a {b.name}")
    if b.id in p.flags.commercial:
        raise _violation("commercial.once-per-round", f"{p.name} has already used the {b.name} this round")
    for good in b.requires:
        if not g.can_use_type(p, good):
            raise _violation("commercial.can-produce", f"the {b.name} takes {good}, which {p.name} cannot produce")
    g._need_goods(p, b.requires, f"the {b.name}")
    if dry:
        return
    g._add_goods(p, b.requires, -1)  # exactly the goods shown (commercial.exact-goods)
    g._rule("commercial.exact-goods")
    p.flags.commercial[b.id] = dict(b.requires)
    g._rule("commercial.once-per-round")
    p.gold += b.gold
    p.fp += b.fp
    g._log(f"{p.name} uses the {b.name}: +{b.gold} gold, +{b.fp} FP")


def _wall_swap(g: Game, p: Player, a: A.WallSwap, dry: bool) -> None:
    give, take = g._good(a.give), g._good(a.take)
    if not g.owns_ability(p, "swap"):
        raise _violation("wall.not-owned", f"{p.name} does not own the swap wall")
    if p.flags.wall_swap_used:
        raise _violation("wall.swap", "the swap wall is used once per round")
    if give == take:
        raise _violation("wall.swap", "swap one good for another type")
    if not g.can_use_type(p, take):
        raise _violation("wall.swap", f"{p.name} cannot produce {take}")
    g._need_goods(p, {give: 1}, "the swap")
    if dry:
        return
    g._add_goods(p, {give: 1}, -1)
    g._add_goods(p, {take: 1})
    p.flags.wall_swap_used = True
    g._rule("wall.swap")


def _wall_sale(g: Game, p: Player, a: A.WallSale, dry: bool) -> None:
    goods = dict(a.goods)
    if not g.owns_ability(p, "sale"):
        raise _violation("wall.not-owned", f"{p.name} does not own the sale wall")
    if p.flags.wall_sale_used:
        raise _violation("wall.sale", "the sale wall is used once per round")
    if sum(goods.values()) != 3:
        raise _violation("wall.sale", f"the sale wall takes exactly three goods, not {sum(goods.values())}")
    g._need_goods(p, goods, "the sale wall")
    if dry:
        return
    g._add_goods(p, goods, -1)
    p.gold += SALE_WALL_GOLD
    p.flags.wall_sale_used = True
    g._rule("wall.sale")


def _done(g: Game, p: Player, a: A.Done, dry: bool) -> None:
    if dry:
        return
    s = g.s
    if s.phase == "construct":
        s.turn += 1
    else:
        p.done = True


# ----------------------------------------------------------------- draw
def _draw(g: Game, p: Player, a: A.Draw, dry: bool) -> None:
    must, may = g.draw_allowance(p)
    if not must <= a.count <= must + may:
        raise _violation(
            "draw.count", f"{p.name} draws {must}" + (f" to {must + may}" if may else "") + f" contracts, not {a.count}"
        )
    if dry:
        return
    g._draw_contracts(p, a.count)
    g._rule("draw.count")
    g.s.turn += 1


# ----------------------------------------------------------------- accept
def _swap(g: Game, p: Player, a: A.SwapContracts, dry: bool) -> None:
    office = g.office_of(p.name)
    if office not in ("consul", "praefectus-urbi"):
        raise _violation("accept.swap", "only the Consul and the Praefectus Urbi swap contracts")
    if g.s.abilities_used[office]:
        raise _violation("office.ability-once", f"the {office} has already used his ability this round")
    if g.o.office_contract_swap_timing == "before-accepting" and p.flags.accepted:  # it:363-365
        raise _violation("accept.swap", "contracts are swapped before deciding which to accept (it:363-365)")
    if not 1 <= len(a.contracts) <= 2 or len(set(a.contracts)) != len(a.contracts):
        raise _violation("accept.swap", "swap one or two different contracts")
    for cid in a.contracts:
        if cid not in p.hand:
            raise _violation("accept.contract-in-hand", f"{cid} is not an unsaved contract in {p.name}'s hand")
    if dry:
        return
    for cid in a.contracts:
        p.hand.remove(cid)
    g.s.discard.extend(a.contracts)
    drawn = g._draw_contracts(p, len(a.contracts))
    g.s.abilities_used[office] = True
    g._rule("accept.swap")
    g._log(f"{p.name} swaps {' '.join(a.contracts)} for {' '.join(drawn)}")


def _ship_of(g: Game, p: Player, ship_id: str) -> Ship:
    for ship in p.ships:
        if ship.id == ship_id:
            return ship
    raise InvalidAction(f"{p.name} has no ship {ship_id!r}; ships: {', '.join(s.id for s in p.ships)}")


def _load(g: Game, p: Player, a: A.Load, dry: bool) -> None:
    ship = _ship_of(g, p, a.ship)
    if a.contract not in p.hand and a.contract not in p.saved:
        if any(a.contract in sh.contracts for sh in p.ships):
            raise _violation("accept.one-ship", f"{a.contract} is already loaded; a contract goes on one ship only")
        raise _violation("accept.contract-in-hand", f"{a.contract} is not in {p.name}'s hand")
    if ship.position != 0:
        raise _violation(
            "accept.harbour-only", f"{ship.id} is at sea (#{ship.position}); only ships in the Harbour take contracts"
        )
    k = g.contract(a.contract)
    st = g.c.ships[ship.size]
    if k.passengers and st.passengers == 0:
        raise _violation("accept.passengers", f"a {st.name} ({ship.size}) carries no passengers")
    if k.voyage[ship.size] is None:
        raise _violation(
            "accept.no-voyage", f"{a.contract} has '/' for a {ship.size} ship: a ship of that size cannot undertake it"
        )
    used = sum(g.contract(c).cargo for c in ship.contracts)
    if used + k.cargo > st.capacity:
        raise _violation(
            "accept.capacity", f"{ship.id} has {st.capacity - used} free cargo space(s), {a.contract} needs {k.cargo}"
        )
    pax = sum(g.contract(c).passengers for c in ship.contracts)
    if pax + k.passengers > st.passengers:
        raise _violation("accept.passengers", f"a {st.name} carries at most {st.passengers} passenger(s)")
    g._need_goods(p, k.goods, f"contract {a.contract}")
    if dry:
        return
    if a.contract in p.saved:
        p.saved.remove(a.contract)
    else:
        p.hand.remove(a.contract)
    g._add_goods(p, k.goods, -1)
    for good, n in k.goods.items():
        ship.cargo[good] = ship.cargo.get(good, 0) + n
    p.flags.accepted = True
    ship.contracts.append(a.contract)
    g._rule("accept.capacity")


def _save(g: Game, p: Player, a: A.SaveContract, dry: bool) -> None:
    if a.contract not in p.hand:
        raise _violation("accept.contract-in-hand", f"{a.contract} is not an unsaved contract in {p.name}'s hand")
    if p.unused_posts < 1:
        raise _violation("tradingpost.save", f"{p.name} has no unused Trading Post")
    if dry:
        return
    p.hand.remove(a.contract)
    p.flags.accepted = True
    p.saved.append(a.contract)
    g._rule("tradingpost.save")


def _free(g: Game, p: Player, a: A.FreeContract, dry: bool) -> None:
    if a.contract not in p.saved:
        raise _violation("tradingpost.save", f"{a.contract} is not saved by {p.name}")
    if g.o.saved_contract_release == "only-when-loaded":  # fr:188-190
        raise _violation(
            "tradingpost.save", "a saved contract's Trading Post comes back only when the contract is loaded"
        )
    if dry:
        return
    p.saved.remove(a.contract)
    p.hand.append(a.contract)


def _buy_post(g: Game, p: Player, a: A.BuyTradingPost, dry: bool) -> None:
    if p.posts >= len(TRADING_POST_PRICES):
        raise _violation("tradingpost.price", f"{p.name} has bought all four Trading Posts")
    if p.flags.post_bought:
        raise _violation("tradingpost.one-per-round", "one Trading Post a round")
    if not a.draw and g.o.trading_post_purchase_draw == "mandatory":  # fr:186, de:676, it:407
        raise _violation("tradingpost.extra-draw", "buying a Trading Post draws a contract at once: 'buy-post draw'")
    price = TRADING_POST_PRICES[p.posts]
    g._pay(p, price, "the next Trading Post")
    if dry:
        return
    p.gold -= price
    p.posts += 1
    p.flags.post_bought = True
    g._rule("tradingpost.price")
    g._rule("tradingpost.one-per-round")
    if a.draw:
        g._rule("tradingpost.extra-draw")
    if a.draw:
        g._draw_contracts(p, 1)


def ship_price(g: Game, p: Player, size: str) -> int:
    price = g.c.ships[size].cost
    if g.owns_ability(p, "ship-discount") and not p.flags.ship_discount_used:
        price = max(0, price - SHIP_WALL_DISCOUNT)
    return price


def _ship_open_to(g: Game, p: Player, size: str) -> None:
    """What everyone at the table can see: ``p`` has not bought a ship this round, and one is left."""
    if size not in g.c.ships:
        raise InvalidAction(f"unknown ship size {size!r}; sizes: {', '.join(g.c.ships)}")
    if p.flags.ship_bought:
        raise _violation("ships.buy", "one ship a round")
    if not g.s.ship_supply.get(size):
        raise _violation("ships.buy", f"no {size} ship is left")


def _ship_checks(g: Game, p: Player, size: str) -> None:
    _ship_open_to(g, p, size)
    g._pay(p, ship_price(g, p, size), f"a {size} ship")


def _buy_ship(g: Game, p: Player, a: A.BuyShip, dry: bool) -> None:
    _ship_checks(g, p, a.size)
    if dry:
        return
    s = g.s
    if len(s.ship_supply[a.size]) == 1:
        queue = []
        for name in s.order:
            if name == p.name:
                break
            # asked on what the table sees, never on an other player's hidden gold (view.gold-hidden,
            # en:886-888): one who cannot pay is refused when he claims, and lets the ship go
            other = g.player(name)
            try:
                if not other.done:
                    _ship_open_to(g, other, a.size)
                    queue.append(name)
            except RuleViolation:
                pass
        if queue:
            s.pending = {"kind": "ship-claim", "size": a.size, "buyer": p.name, "queue": queue}
            g._log(f"{p.name} asks for the last {a.size} ship; {', '.join(queue)} come(s) first in turn order (en:645)")
            return
    _complete_ship(g, p, a.size)


def _complete_ship(g: Game, p: Player, size: str) -> None:
    price = ship_price(g, p, size)
    if price < g.c.ships[size].cost:
        g._rule("wall.ship-discount")
        p.flags.ship_discount_used = True
    p.gold -= price
    p.ships.append(Ship(g.s.ship_supply[size].pop(), size))
    p.flags.ship_bought = True
    g._rule("ships.buy")
    g._log(f"{p.name} buys a {size} ship ({p.ships[-1].id}) for {price} gold")


def _claim_ship(g: Game, p: Player, a: A.ClaimShip, dry: bool) -> None:
    pend = g.s.pending
    assert pend is not None
    _ship_checks(g, p, pend["size"])
    if dry:
        return
    g.s.pending = None
    g._rule("ships.last-ship-priority")
    _complete_ship(g, p, pend["size"])
    g._log(f"{p.name} claims the last {pend['size']} ship before {pend['buyer']} (en:645)")


def _trade(g: Game, p: Player, a: A.Trade, dry: bool) -> None:
    if not g.o.free_trade:
        raise _violation("freetrade.disabled", "Free Trade is an optional rule and is not in play")
    partner = g.player(a.partner)
    if partner is p:
        raise InvalidAction("a player does not trade with himself")
    if partner.done:
        raise _violation("turn.already-done", f"{partner.name} has already finished the Accept Contracts Phase")
    for giver, items in ((p, dict(a.give)), (partner, dict(a.receive))):
        goods = {k: v for k, v in items.items() if k in GOODS}
        g._need_goods(giver, goods, "the trade")
        if items.get("gold", 0) > giver.gold:
            g._pay(giver, items["gold"], "the trade")
        for k in items:
            if k not in GOODS and k != "gold" and k not in giver.hand:
                if k not in g.c.contracts:
                    raise InvalidAction(f"{k!r} is not a good type, 'gold' or a contract id")
                raise _violation("accept.contract-in-hand", f"{k} is not an unsaved contract in {giver.name}'s hand")
    if dry:
        return
    g._rule("freetrade.trade")
    for giver, taker, items in ((p, partner, dict(a.give)), (partner, p, dict(a.receive))):
        for k, v in items.items():
            if k in GOODS:
                g._add_goods(giver, {k: v}, -1)
                g._add_goods(taker, {k: v})
            elif k == "gold":
                giver.gold -= v
                taker.gold += v
            else:
                giver.hand.remove(k)
                taker.hand.append(k)


# ----------------------------------------------------------------- donate / store
def _donate(g: Game, p: Player, a: A.Donate, dry: bool) -> None:
    good = g._good(a.good)
    if p.flags.donated:
        raise _violation("donate.one-per-round", f"{p.name} has already donated this round")
    m = g.current_market()
    wanted = next((d for d in m.donations if d.good == good), None)
    if wanted is None:
        raise _violation("donate.market", f"{m.name} takes no donation of {good}")
    if not g.can_use_type(p, good):
        raise _violation("donate.can-produce", f"{p.name} cannot produce {good}")
    g._need_goods(p, {good: wanted.count}, "the donation")
    if dry:
        return
    g._add_goods(p, {good: wanted.count}, -1)
    p.fp += wanted.fp
    p.flags.donated = True
    g._rule("donate.market")
    g._rule("donate.one-per-round")
    g._log(f"{p.name} donates {wanted.count} {good}: +{wanted.fp} FP")


def _store(g: Game, p: Player, a: A.Store, dry: bool) -> None:
    keep = dict(a.goods)
    limit = g.store_limit(p)
    if sum(keep.values()) > limit:
        raise _violation("end.store", f"{p.name} may keep {limit} good(s), not {sum(keep.values())}")
    g._need_goods(p, keep, "storing")
    if dry:
        return
    discarded = {k: v - keep.get(k, 0) for k, v in p.goods.items() if v - keep.get(k, 0)}
    p.goods = {k: v for k, v in keep.items() if v}
    p.done = True
    g._rule("end.store")
    g._log(f"{p.name} keeps {A.format_goods(a.goods)}, discards {A.format_goods(A.goods_tuple(discarded))}")


_HANDLERS: dict[type[A.Action], Handler] = {
    A.Keep: _keep,
    A.Take: _take,
    A.Bid: _bid,
    A.Raise: _raise,
    A.Pass: _pass,
    A.ChooseGood: _choose_good,
    A.Build: _build,
    A.BuildPublic: _build_public,
    A.Preempt: _preempt,
    A.Decline: _decline,
    A.Buy: _buy,
    A.Sell: _sell,
    A.UseCommercial: _use,
    A.WallSwap: _wall_swap,
    A.WallSale: _wall_sale,
    A.Done: _done,
    A.Draw: _draw,
    A.SwapContracts: _swap,
    A.Load: _load,
    A.SaveContract: _save,
    A.FreeContract: _free,
    A.BuyTradingPost: _buy_post,
    A.BuyShip: _buy_ship,
    A.ClaimShip: _claim_ship,
    A.Trade: _trade,
    A.Donate: _donate,
    A.Store: _store,
}

_PHASE_VERBS: dict[str, set[str]] = {
    "auction": {"keep", "take", "bid", "raise", "pass"},
    "construct": {"build", "build-public", "buy", "sell", "use", "wall-swap", "wall-sale", "done"},
    "draw": {"draw"},
    "accept": {
        "swap",
        "load",
        "save",
        "free",
        "buy-post",
        "buy-ship",
        "buy",
        "sell",
        "use",
        "wall-swap",
        "wall-sale",
        "trade",
        "done",
    },
    "donate": {"donate", "wall-swap", "wall-sale", "done"},
    "end-of-round": {"store"},
}

# In Construct only the active player trades or uses his buildings: the gate refuses the others by market.active-player
_MARKET_VERBS = {"buy", "sell", "use", "wall-swap", "wall-sale"}

_PENDING_VERBS: dict[str, set[str]] = {
    "pp-good": {"good"},
    "preempt": {"preempt", "decline"},
    "ship-claim": {"claim-ship", "decline"},
}
