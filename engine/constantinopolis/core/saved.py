"""Checking a saved game (``Game.to_dict()``) before :meth:`Game.from_dict` builds anything from it.

A saved game may come from a file a user edited, another tool, or an older version.  Before it is
loaded, :func:`check_saved` checks its format version and the whole state: types (whole numbers are
not floats or true/false), ranges (no negative gold or goods, positions 0-2, at most four Trading
Posts), and references (office holders, turn order, auction and decision players are players;
buildings, ships, market cards and contracts exist in the components; no contract in two places).
Every problem is a :class:`SetupError` naming the key path (``state.players[1].gold``), what was
found and what is allowed, so that a corrupt state never crashes later with a ``KeyError``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .actions import MAX_NUMBER
from .components import GOODS, Components
from .errors import SetupError, shown
from .setup import SHUFFLE_PILES, check_round_flags, load_problem
from .setup_checks import last_possible_round
from .state import (
    OFFICES,
    ONCE_A_ROUND,
    PHASES,
    ROUND_FLAGS,
    SEQUENTIAL_PHASES,
    SIMULTANEOUS_PHASES,
    Decision,
    GameState,
    Phase,
)

SAVE_FORMAT = "constantinopolis-game/1"
ENDS = (None, "public-buildings", "market")
#: The bound of a saved game's gold, Fame Points and goods.  A set-up's and an action's numbers are at most
#: MAX_NUMBER, but play adds to them: a player set up with 1,000 gold holds 1,004 once the Comes Thesaurorum's
#: income is paid (en:235), and each round can add more.  What stays out is a number no game reaches.
SAVED_MAX = 1_000_000


def fail(path: str, problem: str) -> SetupError:
    return SetupError(f"{path}: {problem} (in the saved game)", path)


def nobody_acts(state: GameState) -> SetupError:
    """The error of a saved game in which nobody may act though the game is not over (``Table.actors`` empty): at
    rest the engine always waits for a player, or has ended the game, so such a game would wait forever.  It
    names the key that leaves nobody to act."""
    phase = state.phase.value
    if state.phase == Phase.AUCTION:
        return fail("state.auction", "no player is active in the auction, so nobody may act and the game is not over")
    if state.phase in SIMULTANEOUS_PHASES:
        done = f"every player is done with the {phase} phase, yet the phase goes on: nobody may act"
        return fail("state.players", done)
    if state.phase in SEQUENTIAL_PHASES and state.turn >= len(state.order):
        return fail(
            "state.turn",
            f"{state.turn} leaves nobody to act: the turn order has {len(state.order)} player(s) "
            f"(turns 0 to {len(state.order) - 1}), and the {phase} phase is played in turn",
        )
    return fail("state.phase", f"nobody may act in the {phase} phase at rest, and the game is not over")


def _whole(value: Any, path: str, low: int = 0, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise fail(path, f"a whole number; got {shown(value)}")
    if value < low or (high is not None and value > high):
        got = str(value) if abs(value) < 10**30 else f"a number of {len(str(abs(value)))} digits"
        raise fail(path, f"between {low} and {high}; got {got}" if high is not None else f">= {low}; got {got}")
    return value


def _list(value: Any, path: str) -> list[Any]:
    if not isinstance(value, list):
        raise fail(path, f"a list; got {shown(value)}")
    return value


def _mapping(value: Any, path: str) -> dict[Any, Any]:
    if not isinstance(value, dict):
        raise fail(path, f"a mapping; got {shown(value)}")
    return value


def _one_of(value: Any, allowed: Any, path: str, what: str) -> Any:
    if not isinstance(value, (str, type(None))) or value not in allowed:  # a list or a mapping is never an id
        listed = ", ".join("null" if a is None else str(a) for a in allowed)  # as a saved game (JSON) writes it
        known = f"; known: {listed}" if len(listed) < 300 else ""
        raise fail(path, f"unknown {what} {shown(value)}{known}")
    return value


def check_format(data: Any) -> None:
    if not isinstance(data, dict):
        what = "a saved game is a mapping with format, options, components, state, history"
        raise fail("(top)", f"{what}; got {shown(data)}")
    if data.get("format") != SAVE_FORMAT:
        raise fail("format", f"this engine reads {SAVE_FORMAT!r}; got {shown(data.get('format'))}")
    for key in ("options", "components", "state"):
        _mapping(data.get(key), key)
    source = data["components"].get("source", "default")
    if not isinstance(source, str) or not source:
        raise fail("components.source", f"'default' or the path of a component manifest; got {shown(source)}")
    if data["components"].get("overrides") is not None:
        _mapping(data["components"]["overrides"], "components.overrides")
    unknown = set(data["options"]) - {"edition", "options"}
    if unknown:
        raise fail(f"options.{sorted(unknown)[0]}", "unknown key; the options are {edition, options: {name: value}}")
    _list(data.get("history", []), "history")


def check_state(state: dict[str, Any], comps: Components) -> None:
    """The whole state, against the components it is played with."""
    players = _list(state.get("players"), "state.players")
    raw = [_mapping(p, f"state.players[{i}]").get("name") for i, p in enumerate(players)]
    names = [n for n in raw if isinstance(n, str) and n]
    if not 2 <= len(raw) <= 5 or len(set(names)) != len(raw):
        raise fail("state.players", f"2 to 5 players with different names; got {shown(raw)}")
    where: dict[str, str] = {}  # contract -> the first place it was seen
    for i, p in enumerate(players):
        _check_player(p, f"state.players[{i}]", comps, where)
    _check_table(state, names, comps, where)
    _check_turn(state, names)


def _place(cid: Any, path: str, comps: Components, where: dict[str, str]) -> None:
    _one_of(cid, comps.contracts, path, "contract")
    if cid in where:
        raise fail(path, f"contract {cid} is also at {where[cid]}: a contract lies in one place")
    where[cid] = path


def _goods(value: Any, path: str) -> None:
    for good, n in _mapping(value, path).items():
        _one_of(good, GOODS, f"{path}.{good}", "good type")
        _whole(n, f"{path}.{good}", 0, SAVED_MAX)


def _check_player(p: dict[str, Any], path: str, comps: Components, where: dict[str, str]) -> None:
    _whole(p.get("gold", 0), f"{path}.gold", 0, SAVED_MAX)
    _whole(p.get("fp", 0), f"{path}.fp", 0, SAVED_MAX)
    _goods(p.get("goods", {}), f"{path}.goods")
    for j, b in enumerate(_list(p.get("buildings", ["ager"]), f"{path}.buildings")):
        _one_of(b, comps.buildings, f"{path}.buildings[{j}]", "building")
    _whole(p.get("posts", 0), f"{path}.posts", 0, 4)
    if not isinstance(p.get("done", False), bool):
        raise fail(f"{path}.done", f"true or false; got {shown(p.get('done'))}")
    for key in ("hand", "saved"):
        for j, cid in enumerate(_list(p.get(key, []), f"{path}.{key}")):
            _place(cid, f"{path}.{key}[{j}]", comps, where)
    for j, ship in enumerate(_list(p.get("ships", []), f"{path}.ships")):
        sp = f"{path}.ships[{j}]"
        _mapping(ship, sp)
        if not isinstance(ship.get("id"), str):
            raise fail(f"{sp}.id", f"a ship's id; got {shown(ship.get('id'))}")
        _one_of(ship.get("size"), comps.ships, f"{sp}.size", "ship size")
        _whole(ship.get("position", 0), f"{sp}.position", 0, 2)
        aboard: list[str] = []
        for k, cid in enumerate(_list(ship.get("contracts", []), f"{sp}.contracts")):
            _place(cid, f"{sp}.contracts[{k}]", comps, where)
            problem = load_problem(comps, ship["size"], aboard, cid)
            if problem is not None:
                raise fail(f"{sp}.contracts[{k}]", problem)
            aboard.append(cid)
        _goods(ship.get("cargo", {}), f"{sp}.cargo")
    flags = _mapping(p.get("round", {}), f"{path}.round")
    unknown = set(map(str, flags)) - ROUND_FLAGS
    if unknown:
        raise fail(f"{path}.round.{sorted(unknown)[0]}", "unknown round flag")
    try:
        check_round_flags(flags, f"{path}.round")  # the types a set-up's flags must have (setup.py), saved alike
    except SetupError as exc:
        raise fail(exc.path, str(exc).removeprefix(f"{exc.path}: ")) from None


def _check_table(state: dict[str, Any], names: list[str], comps: Components, where: dict[str, str]) -> None:
    last = last_possible_round(len(comps.markets))  # a set-up's bound of the round, saved alike
    _whole(state.get("round", 1), "state.round", 1, last)
    _one_of(state.get("phase", "auction"), PHASES, "state.phase", "phase")
    for office, holder in _mapping(state.get("offices", {}), "state.offices").items():
        _one_of(office, OFFICES, f"state.offices.{office}", "office")
        if holder is not None:
            _one_of(holder, names, f"state.offices.{office}", "player")
    for office, coins in _mapping(state.get("office_coins", {}), "state.office_coins").items():
        _one_of(office, OFFICES, f"state.office_coins.{office}", "office")
        _whole(coins, f"state.office_coins.{office}", 0, MAX_NUMBER)
    _check_abilities_used(state)
    market = _mapping(state.get("market", {}), "state.market")
    for pile in ("current", "future"):
        for j, mid in enumerate(_list(market.get(pile, []), f"state.market.{pile}")):
            _one_of(mid, comps.markets, f"state.market.{pile}[{j}]", "market card")
    _whole(market.get("exhaustions", 0), "state.market.exhaustions", 0, 2)
    if not market.get("current") and state.get("phase", "auction") != Phase.GAME_OVER.value:
        raise fail("state.market.current", "empty, but a game in play always shows a Current Market card (en:503)")
    contracts = _mapping(state.get("contracts", {}), "state.contracts")
    for pile in ("deck", "discard", "removed"):
        for j, cid in enumerate(_list(contracts.get(pile, []), f"state.contracts.{pile}")):
            _place(cid, f"state.contracts.{pile}[{j}]", comps, where)
    supply = _mapping(state.get("supply", {}), "state.supply")
    for bid, n in _mapping(supply.get("buildings", {}), "state.supply.buildings").items():
        _one_of(bid, comps.buildings, f"state.supply.buildings.{bid}", "building")
        _whole(n, f"state.supply.buildings.{bid}")
    for size, ids in _mapping(supply.get("ships", {}), "state.supply.ships").items():
        _one_of(size, comps.ships, f"state.supply.ships.{size}", "ship size")
        _list(ids, f"state.supply.ships.{size}")
    _one_of(state.get("ends_after_round"), ENDS, "state.ends_after_round", "end of game")
    _whole(state.get("rng", 0), "state.rng")
    _check_result(state, names, last)
    _check_shuffles(state, comps)
    if not all(isinstance(line, str) for line in _list(state.get("log", []), "state.log")):
        raise fail("state.log", "a list of text lines")


def _check_result(state: dict[str, Any], names: list[str], last: int) -> None:
    """The final scores (``phases/scoring.py``): null while the game is in play; once it is over (phase
    game-over), why it ended, its rounds, each player's scores (whole numbers, his FP among them) and the winners."""
    result = state.get("result")
    if (result is not None) != (state.get("phase") == Phase.GAME_OVER.value):
        what = "null while the game is in play, the final scores once it is over"
        raise fail("state.result", f"{what}; got {shown(result)}")
    if result is None:
        return
    if set(_mapping(result, "state.result")) != {"reason", "rounds", "scores", "winners"}:
        keys = shown(sorted(map(str, result)))
        raise fail("state.result", f"the keys reason, rounds, scores and winners; got {keys}")
    _one_of(result["reason"], ENDS, "state.result.reason", "end of game")
    _whole(result["rounds"], "state.result.rounds", 1, last)
    scores = _mapping(result["scores"], "state.result.scores")
    if sorted(map(str, scores)) != sorted(names):
        raise fail("state.result.scores", f"the scores of each player, {', '.join(names)}; got {shown(list(scores))}")
    for name, score in scores.items():
        if "fp" not in _mapping(score, f"state.result.scores.{name}"):
            raise fail(f"state.result.scores.{name}.fp", "his final Fame Points, missing")
        for key, n in score.items():
            _whole(n, f"state.result.scores.{name}.{key}", 0, SAVED_MAX)
    winners = _list(result["winners"], "state.result.winners")
    if not winners:
        raise fail("state.result.winners", "at least one winner")
    for i, name in enumerate(winners):
        _one_of(name, names, f"state.result.winners[{i}]", "player")


def _check_abilities_used(state: dict[str, Any]) -> None:
    """office.ability-once: whether each once-a-round ability has been used this round, for each of them."""
    used = _mapping(state.get("abilities_used", dict.fromkeys(ONCE_A_ROUND, False)), "state.abilities_used")
    if set(used) != set(ONCE_A_ROUND) or not all(isinstance(v, bool) for v in used.values()):
        raise fail("state.abilities_used", f"true or false for each of {', '.join(ONCE_A_ROUND)}; got {shown(used)}")


def _check_shuffles(state: dict[str, Any], comps: Components) -> None:
    """The stated results of the shuffles still to come (``setup.shuffles`` of a scenario): each a pile and an
    order of its cards; ``shuffles_used`` of them are past."""
    shuffles = _list(state.get("shuffles", []), "state.shuffles")
    for j, entry in enumerate(shuffles):
        path = f"state.shuffles[{j}]"
        pile = _one_of(_mapping(entry, path).get("pile"), SHUFFLE_PILES, f"{path}.pile", "pile")
        cards, what = (comps.markets, "market card") if pile == "markets" else (comps.contracts, "contract")
        for k, card in enumerate(_list(entry.get("order"), f"{path}.order")):
            _one_of(card, cards, f"{path}.order[{k}]", what)
    _whole(state.get("shuffles_used", 0), "state.shuffles_used", 0, len(shuffles))


def _check_turn(state: dict[str, Any], names: list[str]) -> None:
    """Who acts: the turn order, the auction and the pending decision name players."""
    order = _list(state.get("order", []), "state.order")
    for j, name in enumerate(order):
        _one_of(name, names, f"state.order[{j}]", "player")
    _whole(state.get("turn", 0), "state.turn", 0, max(len(order), len(names)))
    if state.get("auction") is not None:
        _check_auction(_mapping(state["auction"], "state.auction"), names, state.get("offices", {}))
    if state.get("pending") is not None:
        decision = _mapping(state["pending"], "state.pending")
        kind = Decision.KINDS[_one_of(decision.get("kind"), sorted(Decision.KINDS), "state.pending.kind", "decision")]
        for key in kind.required_keys():
            if key not in decision:
                raise fail(f"state.pending.{key}", f"left out, but a pending {kind.kind} decision needs it")
        for key in kind.PLAYER_KEYS:
            if key in decision:
                _one_of(decision[key], names, f"state.pending.{key}", "player")
        for key in kind.PLAYER_LIST_KEYS:
            for j, name in enumerate(_list(decision.get(key, []), f"state.pending.{key}")):
                _one_of(name, names, f"state.pending.{key}[{j}]", "player")
    for j, kept in enumerate(_list(state.get("not_offered", []), "state.not_offered")):
        _one_of(_mapping(kept, f"state.not_offered[{j}]").get("player"), names, f"state.not_offered[{j}]", "player")


def _check_auction(auction: dict[str, Any], names: list[str], offices: dict[str, Any]) -> None:
    for key in ("order", "been_active"):
        for j, name in enumerate(_list(auction.get(key, []), f"state.auction.{key}")):
            _one_of(name, names, f"state.auction.{key}[{j}]", "player")
    for key in ("active", "loser"):
        if auction.get(key) is not None:
            _one_of(auction[key], names, f"state.auction.{key}", "player")
    free = auction.get("free_office")
    if free is not None:
        _one_of(_mapping(free, "state.auction.free_office").get("player"), names, "state.auction.free_office", "player")
        _one_of(free.get("office"), OFFICES, "state.auction.free_office.office", "office")
    contest = auction.get("contest")
    if contest is not None:
        _mapping(contest, "state.auction.contest")
        _one_of(contest.get("office"), OFFICES, "state.auction.contest.office", "office")
        for key in ("challenger", "incumbent", "leader", "to_act"):
            _one_of(contest.get(key), names, f"state.auction.contest.{key}", "player")
        _whole(contest.get("amount"), "state.auction.contest.amount")
        _check_sides(contest, offices)


def _check_sides(contest: dict[str, Any], offices: dict[str, Any]) -> None:
    """A contest is a challenger's bid for an office that another player, the incumbent, holds; the two raise
    or pass in turn (en:229), so the leader and the player to act are each one of them."""
    office, challenger, incumbent = contest["office"], contest["challenger"], contest["incumbent"]
    if offices.get(office) != incumbent:
        raise fail(
            "state.auction.contest.incumbent",
            f"{incumbent!r} does not hold the {office} (state.offices.{office} is {offices.get(office)!r}): "
            "a contest is for an office its incumbent holds (en:229)",
        )
    if challenger == incumbent:
        raise fail(
            "state.auction.contest.challenger",
            f"{challenger!r} is the incumbent too: a contest is between two players (en:229)",
        )
    for key in ("leader", "to_act"):
        if contest[key] not in (challenger, incumbent):
            raise fail(
                f"state.auction.contest.{key}", f"{contest[key]!r} is neither the challenger nor the incumbent (en:229)"
            )


def action(i: int, data: Any) -> Any:
    """The history's action ``i`` (an :class:`~constantinopolis.core.actions.Action`)."""
    from .actions import Action

    return checked(f"history[{i}]", lambda: Action.from_dict(_mapping(data, f"history[{i}]")))


def checked(what: str, build: Callable[[], Any]) -> Any:
    """``build()``, with a ``KeyError``, ``TypeError`` or ``ValueError`` it raises named as a problem
    of ``what`` (the checks above should leave none)."""
    try:
        return build()
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, SetupError):
            raise
        raise fail(what, f"cannot be read ({type(exc).__name__}: {exc})") from None
