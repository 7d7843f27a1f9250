"""Random legal play, for the ``simulate`` command, property tests and benchmarks."""

from __future__ import annotations

import multiprocessing
import random
import signal
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..core.actions import Action, Bid, Raise, most_offered, random_amount
from ..core.components import Components
from ..core.game import Game
from ..core.options import RuleOptions
from ..core.phases.plan import Plan

MAX_ACTIONS = 20_000  # a safety net: a game that does not end by then is a bug


class GameDidNotEnd(Exception):
    """A random game that did not end within MAX_ACTIONS: a bug.  An Exception (it was a RuntimeError, which no
    code catches it as): mypyc compiles no class derived from RuntimeError."""


def random_action(game: Game, rng: random.Random) -> Action:
    """A random legal action (see :func:`random_move`)."""
    return random_move(game, rng)[0]


def random_move(game: Game, rng: random.Random) -> tuple[Action, Plan]:
    """A random legal action and its plan: a random actor, then a random kind of action among those he has a
    legal action of, then one of that kind (a Bid or Raise: a random office, then a random amount up to all his
    gold), each uniformly.

    ``rng`` is the policy's own generator (the game keeps its own, serializable one for shuffles).  Choosing
    the kind first keeps play varied (there are far more possible bids than there are ways to pass).  The
    legal actions are generated from the state (``Game.legal_moves``); the one chosen is then checked, the
    checks being the authority, and its plan returned.
    """
    draw = rng.random
    actors = game.actors()
    name = actors[int(draw() * len(actors))]
    player = game.by_name[name]
    moves = game.legal_moves(player, True)  # he is one of the actors
    verbs = list(moves)  # a fixed order, so that the same seed gives the same game
    while verbs:  # draw kinds without replacement until one has a legal action: uniform among those that have
        i = int(draw() * len(verbs))
        found = moves[verbs[i]](game, player)
        if found:
            a = found[int(draw() * len(found))]
            if isinstance(a, (Bid, Raise)):  # stands for every amount up to all his gold
                a = random_amount(a, most_offered(player.gold), rng)  # as rng.choice(expand_amounts(...))
            plan = game.plan(player, a)
            assert plan is not None, f"{a}: generated as legal, but its check refuses it: {game.check(a)}"
            return a, plan
        verbs[i] = verbs[-1]
        verbs.pop()
    raise AssertionError(f"{name} may act but has no legal action: {game.game_string()} round {game.state.round}")


def play_random_game(
    players: int,
    seed: int,
    options: RuleOptions | None = None,
    log: bool = False,
    components: Components | None = None,
) -> Game:
    names = ["p1", "p2", "p3", "p4", "p5"][:players]
    game = Game.new(names, seed=seed, options=options, components=components)
    game.record_log = log
    rng = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            return game
        game.perform(*random_move(game, rng))  # the move's plan was checked just now
    raise GameDidNotEnd(f"{game.game_string()} did not end within {MAX_ACTIONS} actions")


@dataclass
class Summary:
    players: int
    games: int = 0
    actions: int = 0
    rounds: Counter[int] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)
    winning_scores: list[int] = field(default_factory=list)
    all_scores: list[int] = field(default_factory=list)
    shared_wins: int = 0

    def add(self, game: Game) -> None:
        result = game.state.result
        assert result is not None
        self.games += 1
        self.actions += len(game.history)
        self.rounds[result["rounds"]] += 1
        self.reasons[result["reason"]] += 1
        scores = [v["fp"] for v in result["scores"].values()]
        self.all_scores.extend(scores)
        self.winning_scores.append(max(scores))
        if len(result["winners"]) > 1:
            self.shared_wins += 1

    def merge(self, other: Summary) -> None:
        """Add the games of ``other`` (a share of the same games played elsewhere): the result is that of
        having added them one by one, in any order."""
        self.games += other.games
        self.actions += other.actions
        self.rounds.update(other.rounds)
        self.reasons.update(other.reasons)
        self.winning_scores.extend(other.winning_scores)
        self.all_scores.extend(other.all_scores)
        self.shared_wins += other.shared_wins

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "games": self.games,
            "actions": self.actions,
            "rounds": dict(sorted(self.rounds.items())),
            "end_reasons": dict(sorted(self.reasons.items())),
            "winning_score": _stats(self.winning_scores),
            "score": _stats(self.all_scores),
            "shared_wins": self.shared_wins,
        }


def _stats(values: list[int]) -> dict[str, float]:
    if not values:
        return {}
    return {"min": min(values), "mean": round(sum(values) / len(values), 1), "max": max(values)}


def random_games(
    players: int, games: int, seed: int, options: RuleOptions | None = None, components: Components | None = None
) -> Iterator[Game]:
    """``games`` random legal games played to the end, one at a time; game ``i`` has seed ``seed * 1_000_003 + i``."""
    for i in range(games):
        yield play_random_game(players, seed * 1_000_003 + i, options, components=components)


def simulate(
    players: int, games: int, seed: int, options: RuleOptions | None = None, components: Components | None = None
) -> Summary:
    summary = Summary(players)
    for share in simulate_shares(players, games, seed, options, components):
        summary.merge(share)
    return summary


SHARE = 25  # games a worker plays at a time (simulate_shares): the progress moves at least this often


def simulate_shares(
    players: int,
    games: int,
    seed: int,
    options: RuleOptions | None = None,
    components: Components | None = None,
    jobs: int = 1,
) -> Iterator[Summary]:
    """The games of :func:`random_games`, played by ``jobs`` worker processes at once, as the summaries of shares
    of at most :data:`SHARE` games in the order they end (merged, they are :func:`simulate`'s summary: each game
    keeps its seed).  With ``jobs`` 1, one game at a time in this process.  Closing the iterator (or an exception,
    Ctrl-C) stops the workers."""
    if jobs <= 1:
        for game in random_games(players, games, seed, options, components):
            one = Summary(players)
            one.add(game)
            yield one
        return
    shares = [(players, seed, start, min(start + SHARE, games)) for start in range(0, games, SHARE)]
    context = multiprocessing.get_context("fork")  # the workers inherit the loaded components and options
    pool = context.Pool(jobs, initializer=_share_setup, initargs=(options, components))
    try:
        yield from pool.imap_unordered(_play_share, shares)
        pool.close()
    finally:
        pool.terminate()
        pool.join()


_SHARE_SETUP: tuple[RuleOptions | None, Components | None] = (None, None)


def _share_setup(options: RuleOptions | None, components: Components | None) -> None:
    """A worker's start: Ctrl-C is the parent's to handle (it stops the workers), not each worker's."""
    global _SHARE_SETUP
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _SHARE_SETUP = (options, components)


def _play_share(share: tuple[int, int, int, int]) -> Summary:
    """A worker's share of the games: those numbered ``start`` to ``stop - 1`` (seeds as :func:`random_games`)."""
    players, seed, start, stop = share
    options, components = _SHARE_SETUP
    summary = Summary(players)
    for i in range(start, stop):
        summary.add(play_random_game(players, seed * 1_000_003 + i, options, components=components))
    return summary
