"""``constantinopolis fuzz``: differential play of an engine against the reference, with shrinking.

Each game starts from an explicit situation (every random outcome stated, shuffles included, as in a
scenario file), drawn by a Hypothesis strategy that often puts it near a rule boundary: ties on Fame
Points, empty contract and Future piles, the last round, walls owned, full ships, ships carrying two
long-voyage contracts, little gold.  The game is played twice:

1. *exploring*, on the reference alone (:func:`explore`): random legal actions chosen by Hypothesis
   draws, and at every step 1-2 actions the reference refuses (another player's turn, a wrong phase, an
   amount he cannot pay ...); the shuffles that happen are recorded and stated in the situation;
2. *in lockstep* (:func:`lockstep`), the reference started again from the explicit situation and the
   engine through its driver (:mod:`.verify.driver`, the protocol client verify uses): after every action
   the answer (applied, or refused and by which rule, judged as verify judges refusals), the judge's view
   and, when the engine advertises ``legal_actions``, every actor's legal set are compared.

The first divergence is shrunk by Hypothesis (the situation's boundaries, the number of steps and the
choices) and written as a scenario file (:func:`scenario_text`) that passes on the reference and fails on
the engine; ``constantinopolis fuzz --replay FILE --engine CMD`` plays it on the engine as verify plays the
scenario files.  The report is verify's, with a ``fuzz`` section (``docs/fuzz.md``, ``docs/report.md``).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import importlib
import json
import multiprocessing
import random
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TextIO

import yaml

from ..core.actions import Action, parse_action
from ..core.components import GOODS, BuildingKind, default_components
from ..core.errors import ConstantinopolisError, InvalidAction
from ..core.game import Game
from ..core.options import EDITIONS, RuleOptions
from ..core.state import OFFICES
from ..core.view import protocol_view
from .verify.merge import exit_code, item_counts
from .verify.report import FORMAT as REPORT_FORMAT

NAMES = ("ana", "ben", "cyd", "dan", "eva")
START_PHASES = ("auction", "construct", "accept", "donate", "end-of-round")
DEFAULT_GAMES = 100
DEFAULT_MAX_STEPS = 300
SHRINK_SECONDS = 20.0  # shrinking stops improving after this long; the smallest failure seen is kept
REFERENCE_SEED = 7919  # the reference in lockstep uses another seed than exploring: the situation must say all
MAX_PATHS = 12  # differing view paths kept per divergence

Draw = Callable[[Any], Any]  # hypothesis' data.draw


class FuzzUsageError(ValueError):
    """A bad ``--players``, ``--shard``, ``--jobs`` or ``--editions``: exit 2."""


# ----------------------------------------------------------------------------- arguments
def parse_players(text: str) -> list[int]:
    """``3`` or ``2-5``: the player counts a game may have (2 to 5, en:18)."""
    low, sep, high = str(text).partition("-")
    try:
        a, b = int(low), int(high) if sep else int(low)
    except ValueError:
        raise FuzzUsageError(f"--players {text!r}: a number of players (2 to 5) or a range such as 2-5") from None
    if not (2 <= a <= b <= 5):
        raise FuzzUsageError(f"--players {text!r}: Constantinopolis is played by 2 to 5 players (en:18)")
    return list(range(a, b + 1))


def parse_shrink_seconds(text: str) -> float:
    """``20``, ``2.5`` or ``0`` (no shrinking): the wall time Hypothesis may spend shrinking a divergence."""
    try:
        seconds = float(text)
    except ValueError:
        raise FuzzUsageError(f"--shrink-seconds {text!r}: a number of seconds (0: no shrinking)") from None
    if not 0 <= seconds < float("inf"):
        raise FuzzUsageError(f"--shrink-seconds {text!r}: 0 (no shrinking) or more seconds")
    return seconds


@dataclass
class FuzzConfig:
    engine: str | None = None
    games: int = DEFAULT_GAMES
    players: list[int] = field(default_factory=lambda: [2, 3, 4, 5])
    editions: list[str] = field(default_factory=lambda: list(EDITIONS))
    seed: int = 0
    max_steps: int = DEFAULT_MAX_STEPS
    refusals: str | None = None
    refusal_map: str | None = None
    step_timeout: float | None = None
    startup_timeout: float | None = None
    jobs: int = 1
    shard: tuple[int, int] | None = None
    out: str | None = None
    report: str | None = None
    shrink_seconds: float = SHRINK_SECONDS

    def game_numbers(self) -> list[int]:
        k, n = self.shard or (1, 1)
        return [i for i in range(self.games) if i % n == k - 1]

    def command(self) -> str:
        """The ``constantinopolis fuzz`` command that plays the same games: every choice that differs from the
        default (a shrunk file's header; the same seed alone drew other games under other players or editions)."""
        words = ["constantinopolis fuzz", f"--engine {json.dumps(self.engine) if self.engine else '(the reference)'}"]
        words.append(f"--games {self.games} --seed {self.seed}")
        if self.players != [2, 3, 4, 5]:
            low, high = min(self.players), max(self.players)
            words.append(f"--players {low}" if low == high else f"--players {low}-{high}")
        if self.editions != list(EDITIONS):
            words.append("--editions " + " ".join(self.editions))
        if self.max_steps != DEFAULT_MAX_STEPS:
            words.append(f"--max-steps {self.max_steps}")
        if self.refusals:
            words.append(f"--refusals {self.refusals}")
        if self.refusal_map:
            words.append(f"--refusal-map {self.refusal_map}")
        if self.shard:
            words.append(f"--shard {self.shard[0]}/{self.shard[1]}")
        if self.shrink_seconds != SHRINK_SECONDS:
            words.append(f"--shrink-seconds {self.shrink_seconds:g}")
        return " ".join(words)


# ----------------------------------------------------------------------------- the games
@dataclass
class Step:
    """One step of a game: the refused probes sent first (action text, refusing rule), then the action."""

    action: str
    probes: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class Played:
    """A game explored on the reference: its explicit situation and its steps."""

    players: list[str]
    edition: str
    setup: dict[str, Any]
    steps: list[Step]
    boundaries: list[str]

    def situation(self) -> Any:
        from .verify.driver import Situation

        return Situation(list(self.players), self.edition, _plain(self.setup), {}, {})


class Divergence(AssertionError):
    """The engine differs from the reference at ``step`` (0: right after the start)."""

    def __init__(self, kind: str, step: int, action: str | None, message: str, **details: Any) -> None:
        super().__init__(message)
        self.kind, self.step, self.action, self.message, self.details = kind, step, action, message, details

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "step": self.step, "action": self.action, "message": self.message, **self.details}


_SETUPS: dict[str, bool] = {}  # shrinking draws the same situations again and again


def _try_setup(names: list[str], edition: str, setup: dict[str, Any], seed: int) -> bool:
    """Whether the reference sets up this situation (under this seed: what it leaves random is that seed's)."""
    key = json.dumps([names, edition, setup, seed], sort_keys=True)
    if key not in _SETUPS:
        try:
            Game.new(names, seed=seed, options=RuleOptions.edition(edition), setup=_plain(setup))
            _SETUPS[key] = True
        except (ConstantinopolisError, ValueError, KeyError, TypeError, AssertionError):
            _SETUPS[key] = False
        if len(_SETUPS) > 10_000:
            _SETUPS.clear()
    return _SETUPS[key]


def _pick(draw: Draw, items: list[Any] | tuple[Any, ...]) -> Any:
    from hypothesis import strategies as st

    return items[draw(st.integers(0, len(items) - 1))]


def draw_situation(draw: Draw, names: list[str], edition: str, seed: int) -> tuple[dict[str, Any], list[str]]:
    """A ``setup`` near rule boundaries (each boundary a Hypothesis boolean, so shrinking drops the ones a
    divergence does not need), and the names of the boundaries kept.  A boundary the set-up refuses (a
    building none of is left, a load that does not fit) is left out."""
    situation = _Situation(draw, names, edition, seed)
    for label, change in situation.boundaries():
        situation.attempt(label, change)
    return situation.setup, situation.kept


class _Situation:
    """The set-up being drawn by :func:`draw_situation`: each boundary a method that changes it."""

    def __init__(self, draw: Draw, names: list[str], edition: str, seed: int) -> None:
        self.draw, self.names, self.edition, self.seed = draw, names, edition, seed
        self.comps = default_components()
        self.setup: dict[str, Any] = {}
        self.kept: list[str] = []

    def boundaries(self) -> list[tuple[str, Callable[[], None]]]:
        """The boundaries in the order they are drawn (the order is part of a seed's games)."""
        return [
            ("late", self.late),
            ("goods", self.goods),
            ("little-gold", self.little_gold),
            ("fp-tie", self.fp_tie),
            ("last-round", self.last_round),
            ("empty-contracts", self.empty_contracts),
            ("empty-future", self.empty_future),
            ("walls", self.walls),
            ("buildings", self.buildings),
            ("loaded-ships", self.loaded_ships),
        ]

    def attempt(self, label: str, change: Callable[[], None]) -> None:
        """Draw whether to apply this boundary; keep it when the reference sets the result up."""
        if not self.boolean():
            return
        before = json.loads(json.dumps(self.setup))
        change()
        if _try_setup(self.names, self.edition, self.setup, self.seed):
            self.kept.append(label)
        else:
            self.setup.clear()
            self.setup.update(before)

    def player(self, name: str) -> dict[str, Any]:
        players: dict[str, Any] = self.setup.setdefault("players", {})
        entry: dict[str, Any] = players.setdefault(name, {})
        return entry

    def integer(self, low: int, high: int) -> int:
        from hypothesis import strategies as st

        value: int = self.draw(st.integers(low, high))
        return value

    def boolean(self) -> bool:
        from hypothesis import strategies as st

        return bool(self.draw(st.booleans()))

    def late(self) -> None:
        self.setup["round"] = self.integer(1, 9)
        self.setup["phase"] = _pick(self.draw, START_PHASES)

    def goods(self) -> None:
        for name in self.names:
            self.player(name)["goods"] = {g: n for g in GOODS if (n := self.integer(0, 3))}

    def little_gold(self) -> None:
        for name in self.names:
            self.player(name)["gold"] = self.integer(0, 6)

    def fp_tie(self) -> None:
        fp = self.integer(0, 60)
        for name in self.names:
            self.player(name)["fp"] = fp
            self.player(name)["gold"] = self.integer(0, 40)

    def last_round(self) -> None:
        if self.boolean():
            self.setup["round"] = 9
        else:
            self.setup["ends_after_round"] = _pick(self.draw, ["public-buildings", "market"])

    def empty_contracts(self) -> None:
        ids = sorted(self.comps.contracts)
        start = self.integer(0, len(ids) - 8)
        deck_size = self.integer(0, 3)
        discard_size = self.integer(0, 4)
        self.setup["contracts"] = {
            "deck": ids[start : start + deck_size],
            "discard": ids[start + deck_size : start + deck_size + discard_size],
        }

    def empty_future(self) -> None:
        ids = sorted(self.comps.markets)
        current = _pick(self.draw, ids)
        rest = [m for m in ids if m != current]
        if self.boolean():
            self.setup["market"] = {"current": current, "future": [], "exhaustions": 2}
        else:
            self.setup["market"] = {"current": current, "future": rest[:1], "exhaustions": self.integer(0, 1)}

    def walls(self) -> None:
        wall_ids = sorted(b for b, spec in self.comps.buildings.items() if spec.kind == BuildingKind.WALL)
        for name in self.names:
            if self.boolean():
                count = self.integer(1, 3)
                self.player(name)["buildings"] = sorted({_pick(self.draw, wall_ids) for _ in range(count)})

    def buildings(self) -> None:
        kinds = (BuildingKind.PRODUCTION, BuildingKind.COMMERCIAL, BuildingKind.UTILITY)
        ids = sorted(b for b, spec in self.comps.buildings.items() if spec.kind in kinds)
        for name in self.names:
            owned = list(self.player(name).get("buildings", []))
            owned += [_pick(self.draw, ids) for _ in range(self.integer(1, 3))]
            self.player(name)["buildings"] = sorted(set(owned))

    def loaded_ships(self) -> None:
        self.setup.setdefault("phase", "accept")
        self.setup["phase"] = "accept"
        contracts = sorted(self.comps.contracts.values(), key=lambda c: c.id)
        taken: set[str] = set()
        for name in self.names:
            if not self.boolean():
                continue
            size = _pick(self.draw, ["small", "medium", "large"])
            long_only = self.boolean()  # two long contracts on one ship (en:619-621)
            fitting = [c for c in contracts if c.id not in taken and (not long_only or c.voyage[size] == 2)]
            if not fitting:
                continue
            chosen = [_pick(self.draw, fitting) for _ in range(self.integer(1, 3))]
            ids = sorted({c.id for c in chosen})
            taken |= set(ids)
            self.player(name)["ships"] = [{"size": size, "position": 0, "contracts": ids}]


PROBE_TEXTS = (
    "done",
    "keep",
    "pass",
    "draw 1",
    "draw 3",
    "buy-post",
    "buy-ship large",
    "buy {good} 9",
    "sell {good} 9",
    "donate {good}",
    "good {good}",
    "build metallum",
    "build-public 21",
    "preempt",
    "decline",
    "claim-ship",
    "take {office}",
    "raise 999",
    "wall-swap {good} {other}",
)


def draw_probe(rng: random.Random, game: Game, names: list[str], chosen: Action) -> tuple[str, str] | None:
    """An action the reference refuses now, with the rule it names, or None when the choice found none.

    Three kinds: the chosen action by another player (wrong player, out of turn), a candidate of some
    player's verbs with its amount raised (unaffordable, over a limit), or a verb of any phase (wrong phase,
    a decision that is not pending)."""
    kind = rng.randrange(3)
    name = rng.choice(names)
    action: Action | None = None
    try:
        if kind == 0:
            action = replace(chosen, player=name)
        elif kind == 1:
            makers = game.candidate_makers(game.player(name))
            if makers:
                options = makers[rng.choice(list(makers))]()
                if options:
                    action = options[rng.randrange(len(options))]
                    for amount in ("count", "amount"):
                        if hasattr(action, amount) and rng.random() < 0.5:
                            action = replace(action, **{amount: getattr(action, amount) + rng.randint(1, 60)})
        else:
            goods = {"good": rng.choice(GOODS), "other": rng.choice(GOODS), "office": rng.choice(OFFICES)}
            action = parse_action(f"{name}: {rng.choice(PROBE_TEXTS).format(**goods)}")
        if action is None:
            return None
        violation = game.check(action)
    except (InvalidAction, TypeError, ValueError):
        return None
    if violation is None:
        return None
    return str(action), violation.rule_id


def _groups(game: Game) -> list[list[Action]]:
    """The legal actions by (player, verb), so that every kind of move is as likely (there are many more
    bids than ways to pass)."""
    groups: dict[tuple[str, str], list[Action]] = {}
    for action in game.legal_actions():
        groups.setdefault((action.player, action.verb), []).append(action)
    return list(groups.values())


def explore(
    draw: Draw, max_steps: int, players: list[int], editions: list[str], stop_after: int | None = None
) -> Played:
    """Play one game on the reference from a drawn situation, every choice a Hypothesis draw; the played
    game with its explicit situation (every random outcome of set-up and of play stated)."""
    from hypothesis import strategies as st

    from .golden import RecordingGame, explicit_setup

    names = list(NAMES[: _pick(draw, players)])
    edition = _pick(draw, editions)
    seed = draw(st.integers(0, 2**31 - 1))
    given, boundaries = draw_situation(draw, names, edition, seed)
    options = RuleOptions.edition(edition)
    game = RecordingGame.new(names, seed=seed, options=options, setup=_plain(given) or None)
    assert isinstance(game, RecordingGame)
    game.record_log = False
    stated = _plain(explicit_setup(game, _plain(given)))
    if not _same_game(names, options, stated, seed + 1, game):  # a set-up that acts at once: state nothing more
        game = RecordingGame.new(names, seed=seed, options=options)
        assert isinstance(game, RecordingGame)
        game.record_log = False
        given, boundaries = {}, []
        stated = _plain(explicit_setup(game, {}))
    game = RecordingGame.new(names, seed=seed, options=options, setup=_plain(stated))  # as lockstep builds it
    assert isinstance(game, RecordingGame)
    game.record_log = False
    game.shuffled = []
    steps: list[Step] = []
    # one draw per step, the seed of that step's choices: the draws never depend on the play, so that a game
    # cut short while shrinking (stop_after) draws the same values as the whole game did
    budget = draw(st.integers(1, max_steps))
    choices = draw(st.lists(st.integers(0, 2**32 - 1), min_size=budget, max_size=budget))
    for number, choice in enumerate(choices):
        if game.is_over or (stop_after is not None and number >= stop_after):
            break
        rng = random.Random(choice)
        groups = _groups(game)
        if not groups:
            break
        group = groups[rng.randrange(len(groups))]
        action = group[rng.randrange(len(group))]
        probes: list[tuple[str, str]] = []
        wanted = rng.randint(1, 2)
        for _ in range(3 * wanted):  # a few tries: a random action is often legal, or the same as another
            probe = draw_probe(rng, game, names, action)
            if probe is not None and probe not in probes:
                probes.append(probe)
                if len(probes) == wanted:
                    break
        game.apply(action)
        steps.append(Step(str(action), probes))
    if game.shuffled:
        stated["shuffles"] = list(game.shuffled)
    return Played(names, edition, _plain(stated), steps, boundaries)


def _same_game(names: list[str], options: RuleOptions, stated: dict[str, Any], seed: int, game: Game) -> bool:
    """Whether the stated set-up gives the same game under another seed (so it states every random outcome)."""
    try:
        check = Game.new(names, seed=seed, options=options, setup=_plain(stated))
    except (ConstantinopolisError, ValueError, KeyError, TypeError):
        return False
    return bool(_plain(protocol_view(check)) == _plain(protocol_view(game)))


def _plain(data: dict[str, Any]) -> dict[str, Any]:
    """A copy as plain JSON data (the set-up's enums as their strings), safe to write as YAML."""
    return dict(json.loads(json.dumps(data)))


# ----------------------------------------------------------------------------- lockstep
SET_KEYS = ("buildings", "hand", "saved")


def _canonical(value: Any, key: str = "") -> Any:
    """Lists the rules treat as sets in a fixed order (as the golden games' digest does)."""
    if isinstance(value, dict):
        return {k: _canonical(v, k) for k, v in value.items()}
    if isinstance(value, list):
        items = [_canonical(v) for v in value]
        if key in SET_KEYS and all(isinstance(v, str) for v in items):
            return sorted(items)
        if key == "ships" and all(isinstance(v, dict) and "id" in v for v in items):
            return sorted(items, key=lambda v: str(v["id"]))
        return items
    return value


def view_differences(expected: Any, got: Any, path: str = "") -> Iterator[dict[str, Any]]:
    """Every path of the reference's view whose value the engine's view does not hold (keys the engine adds
    are ignored, as verify ignores them); lists of another length differ as a whole."""
    if isinstance(expected, dict):
        if not isinstance(got, dict):
            yield {"path": path, "expected": expected, "got": got}
            return
        for key, value in expected.items():
            sub = f"{path}.{key}" if path else str(key)
            if key not in got:
                yield {"path": sub, "expected": value, "got": "<missing>"}
            else:
                yield from view_differences(value, got[key], sub)
    elif isinstance(expected, list) and isinstance(got, list) and len(expected) == len(got):
        for i, (a, b) in enumerate(zip(expected, got, strict=True)):
            yield from view_differences(a, b, f"{path}.{i}")
    elif expected != got or type(expected) is not type(got):
        yield {"path": path, "expected": expected, "got": got}


@dataclass
class Counts:
    steps: int = 0
    probes: int = 0
    sent: tuple[int, str] | None = None  # the step and the action or probe the engine was last sent


def lockstep(played: Played, driver: Any, judge: Any, legal: bool, counts: Counts) -> None:
    """Play ``played`` on the reference (from its explicit situation) and on the engine; raise
    :class:`Divergence` at the first difference.  ``EngineFailure`` and ``NotSupported`` pass through."""
    from .verify.driver import Refused
    from .verify.judging import Mismatch

    options = RuleOptions.edition(played.edition)
    ref = Game.new(played.players, seed=REFERENCE_SEED, options=options, setup=_plain(played.setup))
    ref.record_log = False
    driver.start(played.situation())
    _compare(ref, driver, legal, 0, None)
    for number, step in enumerate(played.steps, 1):
        for text, rule in step.probes:
            if ref.check(text) is None:  # cannot happen: the same state as when it was drawn
                continue
            counts.probes += 1
            counts.sent = (number, text)
            try:
                driver.act(text)
            except Refused as refusal:
                try:
                    judge.judge(rule, refusal.code)
                except Mismatch as exc:
                    raise Divergence(
                        "refusal",
                        number,
                        text,
                        f"{text}: {exc}",
                        answer={"expected": f"refused {rule}", "got": f"refused {refusal.code or '(no code)'}"},
                    ) from None
                continue
            raise Divergence(
                "answer",
                number,
                text,
                f"{text}: the reference refuses it ({rule}); the engine applied it",
                answer={"expected": f"refused {rule}", "got": "applied"},
            )
        ref.apply(step.action)
        counts.steps += 1
        counts.sent = (number, step.action)
        try:
            driver.act(step.action)
        except Refused as refusal:
            raise Divergence(
                "answer",
                number,
                step.action,
                f"{step.action}: legal on the reference; the engine refused it ({refusal.code or 'no code'}: "
                f"{refusal.message})",
                answer={"expected": "applied", "got": f"refused {refusal.code or '(no code)'}"},
            ) from None
        _compare(ref, driver, legal, number, step.action)


def _compare(ref: Game, driver: Any, legal: bool, number: int, action: str | None) -> None:
    expected = _canonical(_plain(protocol_view(ref)))  # as the protocol carries it: JSON
    got = _canonical(_plain(driver.view(None)))
    paths = list(view_differences(expected, got))
    if paths:
        first = paths[0]
        raise Divergence(
            "view",
            number,
            action,
            f"{first['path']}: expected {json.dumps(first['expected'])}, got {json.dumps(first['got'])}"
            + (f" (and {len(paths) - 1} more path(s))" if len(paths) > 1 else ""),
            paths=paths[:MAX_PATHS],
        )
    if not legal:
        return
    for name in ref.actors():
        want = {str(a) for a in ref.legal_actions(name)}
        have = set(driver.legal_actions(name))
        if want != have:
            missing, extra = sorted(want - have), sorted(have - want)
            raise Divergence(
                "legal",
                number,
                action,
                f"legal actions of {name}: {len(missing)} missing, {len(extra)} extra",
                legal={"player": name, "missing": missing[:20], "extra": extra[:20]},
            )


# ----------------------------------------------------------------------------- one game under Hypothesis
@dataclass
class GameOutcome:
    game: int
    steps: int = 0
    probes: int = 0
    divergence: dict[str, Any] | None = None
    played: Played | None = None
    not_supported: str | None = None
    error: str | None = None
    error_step: int | None = None
    error_action: str | None = None  # the action or probe the engine failed to answer


def _game_seed(seed: int, game: int) -> int:
    digest = hashlib.sha256(f"constantinopolis-fuzz {seed} {game}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def fuzz_game(number: int, cfg: FuzzConfig, driver: Any, judge: Any, legal: bool) -> GameOutcome:
    """Play game ``number`` (its draws seeded from ``cfg.seed`` and the number, so that a shard or a job
    plays the same game); on a divergence, let Hypothesis shrink it and keep the smallest failure."""
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import seed as hseed
    from hypothesis import strategies as st

    shrinking = _Shrinking(number, cfg, driver, judge, legal)

    @hseed(_game_seed(cfg.seed, number))
    @settings(
        max_examples=2,  # the first example Hypothesis tries is the simplest one; the second is the game
        database=None,
        derandomize=False,  # the seed decides, with or without CI=true (Hypothesis' CI profile derandomizes)
        deadline=None,
        phases=[Phase.generate, Phase.shrink],
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
        print_blob=False,
    )
    @given(st.data())
    def run(data: Any) -> None:
        shrinking.play(data)

    try:
        with _seed_alone():
            run()
    except Exception:  # the divergence itself, or Hypothesis' word on it (flaky); best holds the smallest
        # An engine failure or an unsupported request ends the game: the examples after it draw nothing, which
        # Hypothesis may call flaky (FlakyStrategyDefinition, when it came at the first actions); the outcome
        # already holds it.
        if shrinking.best is None and not shrinking.failure and shrinking.outcome.not_supported is None:
            raise
    return shrinking.result()


@contextlib.contextmanager
def _seed_alone() -> Iterator[None]:
    """Hypothesis draws now and then a constant it finds in the source of the local modules loaded (its "local
    constants"), so that the games of one seed depended on what the process had imported: ``fuzz`` from the
    command line and the same command inside pytest (which had imported the protocol module) played other
    games, and a "Found by" line did not reproduce its divergence.  While fuzz draws, Hypothesis sees no local
    constant (its own global ones stay): the draws depend on the seed alone.  Through Hypothesis' private
    ``providers`` module; ``tests/test_fuzz.py`` fails if a release of Hypothesis changes it."""
    from hypothesis.internal.conjecture import providers
    from hypothesis.internal.constants_ast import Constants

    original = providers._get_local_constants
    empty = Constants()
    providers.CONSTANTS_CACHE.cache.clear()  # the constants allowed per kind of draw, local ones included
    providers._get_local_constants = lambda: empty
    try:
        yield
    finally:
        providers._get_local_constants = original
        providers.CONSTANTS_CACHE.cache.clear()


class _Shrinking:
    """One game under Hypothesis (:func:`fuzz_game`): each example is explored and played in lockstep; the
    smallest divergence seen is kept, and shrinking stops at an engine failure or after ``shrink_seconds``."""

    def __init__(self, number: int, cfg: FuzzConfig, driver: Any, judge: Any, legal: bool) -> None:
        self.cfg, self.driver, self.judge, self.legal = cfg, driver, judge, legal
        self.outcome = GameOutcome(number)
        self.best: tuple[int, int, Played, Divergence] | None = None  # (step, actions and probes, game, divergence)
        self.failure: list[str] = []
        self.started: float | None = None  # when the first divergence was found: shrinking's clock

    def over(self) -> bool:
        """An engine failure is not shrunk; past the shrinking time, the smallest failure seen is kept."""
        if self.failure:
            return True
        if self.started is None:
            return False
        return self.cfg.shrink_seconds <= 0 or time.monotonic() - self.started > self.cfg.shrink_seconds

    def play(self, data: Any) -> None:
        from .verify.driver import EngineFailure, NotSupported

        if self.over():
            return
        cfg = self.cfg
        # while shrinking, a game longer than the smallest failure is no smaller: play no further
        played = explore(data.draw, cfg.max_steps, cfg.players, cfg.editions, self.best[0] if self.best else None)
        counts = Counts()
        try:
            lockstep(played, self.driver, self.judge, self.legal, counts)
        except Divergence as div:
            self._diverged(played, div, counts)
            raise
        except EngineFailure as exc:
            self.failure.append(str(exc))
            # the step and the request the engine failed on (its view after an action: that action's step)
            self.outcome.error_step, self.outcome.error_action = counts.sent or (0, None)
            self.outcome.played = played
            if self.started is None:  # the steps it played count (the summary said 1 step for 131)
                self._count(counts)
            return
        except NotSupported as exc:
            self.outcome.not_supported = str(exc)
            return
        finally:
            self._finish()
        if self.started is None:
            self._count(counts)

    def _diverged(self, played: Played, div: Divergence, counts: Counts) -> None:
        if self.started is None:
            self.started = time.monotonic()
            self._count(counts)
        size = sum(1 + len(s.probes) for s in played.steps[: div.step])
        if self.best is None or (div.step, size) <= self.best[:2]:
            self.best = (div.step, size, played, div)

    def _count(self, counts: Counts) -> None:
        self.outcome.steps += counts.steps
        self.outcome.probes += counts.probes

    def _finish(self) -> None:
        from .verify.driver import EngineFailure

        finish = getattr(self.driver, "finish", None)
        if callable(finish) and not self.failure:
            try:
                finish()
            except EngineFailure as exc:
                self.failure.append(str(exc))

    def result(self) -> GameOutcome:
        outcome = self.outcome
        if self.failure:
            outcome.error = self.failure[0]
        if self.best is not None:
            _, _, played, div = self.best
            outcome.played = replace(played, steps=played.steps[: div.step])
            outcome.divergence = {"game": outcome.game, **div.to_dict()}
        return outcome


# ----------------------------------------------------------------------------- the scenario file
def _cut_probes(played: Played, div: dict[str, Any]) -> list[Any]:
    """The file's actions: every action up to the diverging step, the probes of that step only (earlier ones
    were refused alike and left both games as they were), ending at the diverging probe when it is one."""
    out: list[Any] = []
    last = len(played.steps)
    for number, step in enumerate(played.steps, 1):
        if number == last:
            for text, rule in step.probes:
                out.append({"do": text, "refused": rule})
                if div["kind"] in ("answer", "refusal") and text == div["action"]:
                    return out
        out.append(step.action)
    return out


def scenario_text(
    played: Played, div: dict[str, Any], header: list[str], expected_by: list[str], shrunk: bool = True
) -> str:
    """The shrunk game as a scenario file (docs/scenario-format.md): the explicit set-up, the actions, and
    the reference's values of the paths that differ (with the round and phase they depend on)."""
    from .verify.expected import cite

    actions = _cut_probes(played, div)
    book = played.edition
    data: dict[str, Any] = {
        "scenario": f"fuzz: {div['message'][:100]}",
        "source": {
            "book": book,
            "id": " ".join(["fuzz", *expected_by]),
            "lines": _lines([cite(rule, book)["cite"] for rule in expected_by], book),
        },
        "description": "Found by constantinopolis fuzz"
        + (" and shrunk by Hypothesis: " if shrunk else " (not shrunk): ")
        + div["message"],
        "edition": played.edition,
        "players": list(played.players),
        "setup": played.setup,
        "actions": actions,
    }
    expect: dict[str, Any] = {}
    if div["kind"] == "view":
        expect = {"round": None, "phase": None}
        for d in div.get("paths", []):
            if d["path"] == "format":  # the protocol's view names its format; a scenario's view names its own
                continue
            expect.update(_leaves(d["path"], d["expected"]))
        ref = _reference_after(played)
        view = _plain(protocol_view(ref))
        expect["round"], expect["phase"] = view["round"], view["phase"]
    elif div["kind"] == "legal":
        legal = div["legal"]
        if legal["missing"]:
            actions.append(legal["missing"][0])
        elif legal["extra"]:
            ref = _reference_after(played)
            violation = ref.check(legal["extra"][0])
            if violation is not None:
                actions.append({"do": legal["extra"][0], "refused": violation.rule_id})
    if expect:
        data["expect"] = expect
    body = yaml.safe_dump(_plain(data), sort_keys=False, width=110, allow_unicode=True, default_flow_style=None)
    return "".join(f"# {line}\n" if line else "#\n" for line in header) + body


def _leaves(path: str, value: Any) -> dict[str, Any]:
    """``path: value`` as expectations of its leaves: an object or a list of objects is expected key by key
    (a view may hold keys the protocol's view leaves out, which a whole object would then not equal)."""
    if isinstance(value, dict) and value:
        out: dict[str, Any] = {}
        for key, sub in value.items():
            out.update(_leaves(f"{path}.{key}", sub))
        return out
    if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        out = {path: {"length": len(value)}}  # a list matcher (docs/scenario-format.md): no item more, none less
        for i, sub in enumerate(value):
            out.update(_leaves(f"{path}.{i}", sub))
        return out
    if path.rpartition(".")[2] in SET_KEYS and isinstance(value, list) and all(isinstance(v, str) for v in value):
        # compared as a set (_canonical): so expected, in any order (a sorted list failed on the reference)
        return {path: {"length": len(value), "contains": value} if value else {"length": 0}}
    return {path: value}


def _lines(cites: list[str], book: str) -> list[str]:
    """``["619", "621"]`` from ``en:619, en:621`` (the lines of the book, as a scenario's ``source.lines``)."""
    out: list[str] = []
    for text in cites:
        for part in text.split(","):
            where = part.strip().removeprefix(f"{book}:")
            if where and where[0].isdigit() and where not in out:
                out.append(where)
    return out


def _reference_after(played: Played) -> Game:
    options = RuleOptions.edition(played.edition)
    ref = Game.new(played.players, seed=REFERENCE_SEED, options=options, setup=_plain(played.setup))
    ref.record_log = False
    for step in played.steps:
        ref.apply(step.action)
    return ref


def _actions_of(played: Played) -> list[str]:
    return [text for step in played.steps for text in [*(p for p, _ in step.probes), step.action]]


def write_shrunk(
    played: Played, div: dict[str, Any], cfg: FuzzConfig, engine_name: str
) -> tuple[Path, list[str], dict[str, Any]]:
    """Write the scenario file of a divergence; its path, the rules expected by, and whether it passes on
    the reference and fails on the engine (checked at once)."""
    from .verify.expected import expected_by

    actions = [a if isinstance(a, str) else a["do"] for a in _cut_probes(played, div)]
    legal = div.get("legal") or {}
    rules = expected_by(played.situation(), actions, [*legal.get("missing", []), *legal.get("extra", [])])
    out = Path(cfg.out or "fuzz-out")
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"fuzz-seed{cfg.seed}-game{div['game']}-{div['kind']}.yaml"
    shrunk = cfg.shrink_seconds > 0
    header = [
        f"Found by: {cfg.command()}",
        f"engine: {engine_name}; game {div['game']}, step {div['step']} "
        + ("(shrunk by Hypothesis)" if shrunk else "(not shrunk: --shrink-seconds 0)"),
        f"difference ({div['kind']}): {div['message'][:300]}",
        "Passes on the reference: constantinopolis play-scenario FILE",
        "Fails on the engine:     constantinopolis fuzz --replay FILE --engine CMD",
        "",
    ]
    path.write_text(scenario_text(played, div, header, rules, shrunk), encoding="utf-8")
    return path, rules, check_shrunk(path, cfg)


def check_shrunk(path: Path, cfg: FuzzConfig) -> dict[str, Any]:
    """Whether the file passes on the reference (play-scenario) and fails on the engine (--replay)."""
    from .scenario import run_scenario

    try:
        reference = "pass" if run_scenario(path).ok else "fail"
    except ConstantinopolisError as exc:
        reference = f"error: {exc}"
    engine, message = replay_file(path, cfg)
    return {"reference": reference, "engine": engine, "engine_message": message}


# ----------------------------------------------------------------------------- replaying a file
def replay_file(path: str | Path, cfg: FuzzConfig) -> tuple[str, str]:
    """Play a scenario file on the engine as verify plays the scenario files (``features/scenario_files``):
    ``("pass" | "fail" | "error" | "not-supported", message)``."""
    from .scenario import load_scenario
    from .verify.driver import EngineFailure, NotSupported, close_driver, load_driver
    from .verify.judging import Mismatch

    root = Path(__file__).resolve().parents[3]  # the checkout: engine/constantinopolis/suite/fuzz.py
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    play = importlib.import_module("features.scenario_files").play  # the suite's own player of scenario files
    world_class = importlib.import_module("features.steps").World

    from .verify.driver import EngineSpecError

    scenario = load_scenario(path)
    try:
        factory = load_driver(cfg.engine, *_timeouts(cfg))
    except EngineSpecError as exc:
        raise FuzzUsageError(str(exc)) from None
    driver = factory()
    world = world_class(
        language=str(scenario.source.get("book", scenario.edition)),
        edition=scenario.edition,
        driver=driver,
        judge=_judge(cfg),
    )
    try:
        play(scenario, world)
        world.finish()
    except NotSupported as exc:
        return "not-supported", str(exc)
    except EngineFailure as exc:
        return "error", f"engine failure: {exc}"
    except (Mismatch, AssertionError) as exc:
        return "fail", str(exc)
    finally:
        close_driver(driver)
    return "pass", ""


def _timeouts(cfg: FuzzConfig) -> tuple[float, float]:
    from .verify.engine_options import timeouts

    return timeouts(cfg.step_timeout, cfg.startup_timeout)


def _judge(cfg: FuzzConfig) -> Any:
    from .verify.judging import RefusalJudge

    try:
        return RefusalJudge.of(cfg.refusals, cfg.refusal_map)
    except ValueError as exc:  # mapped without a map; a map that cannot be read is its own error
        raise FuzzUsageError(str(exc)) from None


# ----------------------------------------------------------------------------- a run
@dataclass
class ChunkResult:
    games: int = 0
    steps: int = 0
    probes: int = 0
    not_supported: int = 0
    not_supported_example: str | None = None
    outcomes: list[GameOutcome] = field(default_factory=list)  # the games that diverged or erred


def _legal_capability(driver: Any) -> bool:
    from .verify.driver import ProcessDriver

    if isinstance(driver, ProcessDriver):
        return "legal_actions" in driver.info.get("capabilities", [])
    return callable(getattr(driver, "legal_actions", None))


def play_games(
    numbers: list[int], cfg: FuzzConfig, progress: Callable[[int, int], None] | None = None, stop: Any = None
) -> ChunkResult:
    """Play the games ``numbers`` on one engine; stop after the first that diverges or errs."""
    from .verify.driver import close_driver, load_driver

    factory = load_driver(cfg.engine, *_timeouts(cfg))
    driver = factory()
    judge = _judge(cfg)
    legal = _legal_capability(driver)
    result = ChunkResult()
    try:
        for number in numbers:
            if stop is not None and stop.is_set():
                break
            outcome = fuzz_game(number, cfg, driver, judge, legal)
            result.games += 1
            result.steps += outcome.steps
            result.probes += outcome.probes
            result.not_supported += outcome.not_supported is not None
            result.not_supported_example = result.not_supported_example or outcome.not_supported
            if progress is not None:
                progress(result.games, result.steps)
            if outcome.divergence is not None or outcome.error is not None:
                result.outcomes.append(outcome)
                if stop is not None:
                    stop.set()
                break
    finally:
        close_driver(driver)
    return result


_STOP: Any = None


def _init_worker(stop: Any) -> None:
    global _STOP
    _STOP = stop


def _worker(args: tuple[list[int], FuzzConfig]) -> ChunkResult:
    numbers, cfg = args
    return play_games(numbers, cfg, stop=_STOP)


@dataclass
class FuzzRun:
    report: dict[str, Any]
    files: dict[str, Path]
    exit_code: int


def fuzz(cfg: FuzzConfig, out: TextIO | None = None) -> FuzzRun:
    """Play the games of this shard (in ``cfg.jobs`` processes), shrink the first divergence, build the
    report (and, with ``report_dir``, write it)."""
    cfg, engine_info = _prepare(cfg)
    numbers = cfg.game_numbers()
    started = time.monotonic()
    if not numbers:
        raise FuzzUsageError(f"no game to play: --games {cfg.games}" + (" with this --shard" if cfg.shard else ""))
    tty = out is not None and out.isatty()
    progress = _Progress(out if tty else None, len(numbers), started)
    total = _total(_play_chunks(numbers, cfg, progress))
    progress.clear()
    divergences = [_divergence_entry(o, cfg, str(engine_info.get("name") or cfg.engine)) for o in total.outcomes[:1]]
    duration = time.monotonic() - started
    report = _report(cfg, engine_info, total, divergences, duration)
    if total.not_supported:  # a game the engine does not play is not fuzzed: say so, as verify does
        report["problems"].append(
            f"the engine did not support {total.not_supported} of {total.games} games (not fuzzed), "
            f"for example: {total.not_supported_example}"
        )
    files: dict[str, Path] = {}
    if cfg.report is not None:
        files = write_report(report, Path(cfg.report))
    return FuzzRun(report, files, exit_code(report))


def _prepare(cfg: FuzzConfig) -> tuple[FuzzConfig, dict[str, Any]]:
    """Check the options, Hypothesis and the engine (exit 2 when unusable): the configuration with the
    editions the engine plays, and the engine's description."""
    from .verify.driver import EngineSpecError, close_driver, describe, load_driver

    if cfg.max_steps < 1:
        raise FuzzUsageError(f"--max-steps {cfg.max_steps}: at least 1")
    if cfg.shrink_seconds < 0:
        raise FuzzUsageError(f"--shrink-seconds {cfg.shrink_seconds:g}: 0 (no shrinking) or more")
    try:
        import hypothesis  # noqa: F401
    except ModuleNotFoundError:
        raise FuzzUsageError(
            "constantinopolis fuzz shrinks with Hypothesis, which is not installed here: "
            "pip install hypothesis (it comes with the test tools: bash .ci/setup.sh)"
        ) from None
    try:
        factory = load_driver(cfg.engine, *_timeouts(cfg))
    except EngineSpecError as exc:
        raise FuzzUsageError(str(exc)) from None
    probe = factory()
    engine_info = describe(probe)
    close_driver(probe)
    plays = engine_info.get("editions")
    if isinstance(plays, list):
        cfg = replace(cfg, editions=[e for e in cfg.editions if e in plays])
        if not cfg.editions:
            raise FuzzUsageError(f"the engine plays none of the editions asked for (it plays {', '.join(plays)})")
    return cfg, engine_info


class _Progress:
    """The progress line on a terminal (``out`` None: no progress)."""

    def __init__(self, out: TextIO | None, games: int, started: float) -> None:
        self.out, self.games, self.started = out, games, started

    def __call__(self, games: int, steps: int) -> None:
        if self.out is not None:
            rate = steps / max(time.monotonic() - self.started, 1e-9)
            self.out.write(f"\r  {games}/{self.games} games, {steps} steps, {rate:.0f} steps/s ")
            self.out.flush()

    def clear(self) -> None:
        if self.out is not None:
            self.out.write("\r" + " " * 70 + "\r")
            self.out.flush()


def _play_chunks(numbers: list[int], cfg: FuzzConfig, progress: Callable[[int, int], None]) -> list[ChunkResult]:
    """The games in this process, or in ``cfg.jobs`` processes (no progress then), which stop together
    at the first divergence."""
    if cfg.jobs <= 1 or len(numbers) <= 1:
        return [play_games(numbers, cfg, progress)]
    jobs = min(cfg.jobs, len(numbers))
    parts = [(numbers[j::jobs], cfg) for j in range(jobs)]
    context = multiprocessing.get_context("spawn")
    stop = context.Manager().Event()
    with context.Pool(jobs, initializer=_init_worker, initargs=(stop,)) as pool:
        return pool.map(_worker, parts)


def _total(chunks: list[ChunkResult]) -> ChunkResult:
    total = ChunkResult()
    for chunk in chunks:
        total.games += chunk.games
        total.steps += chunk.steps
        total.probes += chunk.probes
        total.not_supported += chunk.not_supported
        total.not_supported_example = total.not_supported_example or chunk.not_supported_example
        total.outcomes += chunk.outcomes
    total.outcomes.sort(key=lambda o: o.game)
    return total


def _divergence_entry(outcome: GameOutcome, cfg: FuzzConfig, engine_name: str) -> dict[str, Any]:
    """A divergence for the report: what differs, the rules expected by, the shrunk file and its check."""
    from .verify.expected import cite

    if outcome.divergence is None:  # the engine failed (crash, hang, garbage): not shrunk
        return {
            "game": outcome.game,
            "step": outcome.error_step,
            "action": outcome.error_action,  # a probe's text, when the engine failed on a probe
            "kind": "error",
            "message": f"engine failure: {outcome.error}",
            "expected_by": [],
            "shrunk_file": None,
        }
    assert outcome.played is not None
    div = dict(outcome.divergence)
    path, rules, checked = write_shrunk(outcome.played, div, cfg, engine_name)
    div["expected_by"] = [cite(rule, outcome.played.edition) for rule in rules]
    div["shrunk_file"] = str(path)
    div["shrunk_check"] = checked
    div["edition"] = outcome.played.edition
    div["players"] = len(outcome.played.players)
    div["boundaries"] = outcome.played.boundaries
    return div


def _report(
    cfg: FuzzConfig, engine_info: dict[str, Any], total: ChunkResult, divergences: list[dict[str, Any]], duration: float
) -> dict[str, Any]:
    from .verify.judging import RefusalJudge
    from .verify.untrusted import plain

    summary = {**item_counts([]), "scenarios": 0}  # a fuzz run has no items: its findings are its divergences
    return dict(
        plain(
            {
                "format": REPORT_FORMAT,
                "generated": dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
                "engine": engine_info,
                "refusals": RefusalJudge.level_of(cfg.refusals, cfg.refusal_map),  # checked by _judge before
                "editions": None,
                "duration_s": round(duration, 2),
                "summary": summary,
                "books": [],
                "items": [],
                "problems": [],
                "partial": False,
                "rulebooks": None,
                "discrepancies": [],
                "fuzz": {
                    "seed": cfg.seed,
                    "games": total.games,
                    "steps": total.steps,
                    "probes": total.probes,
                    "shrink_seconds": cfg.shrink_seconds,
                    "duration_s": round(duration, 2),
                    "shard": f"{cfg.shard[0]}/{cfg.shard[1]}" if cfg.shard else None,
                    "divergences": divergences,
                },
            }
        )
    )


def write_report(report: dict[str, Any], target: Path) -> dict[str, Path]:
    """report.json and report.html (verify's writer), junit.xml and cucumber.json (one test case per
    divergence, or one passing case)."""
    from .verify.report import write_report_files
    from .verify.run import pass_files

    files = write_report_files(report, target)
    fz = report["fuzz"]
    cases = []
    for d in fz["divergences"]:
        name = f"fuzz game {d['game']} step {d['step']}"
        cases.append((name, False, d.get("message") or ""))
    if not cases:
        cases.append((f"fuzz: {fz['games']} games, {fz['steps']} steps, {fz['probes']} probes", True, ""))
    files["junit"], files["cucumber"] = pass_files(target, None)  # the names verify's files have
    files["junit"].write_text(_junit(cases, fz["duration_s"]), encoding="utf-8")
    files["cucumber"].write_text(json.dumps(_cucumber(cases), indent=2) + "\n", encoding="utf-8")
    return files


def _junit(cases: list[tuple[str, bool, str]], duration: float) -> str:
    from xml.sax.saxutils import quoteattr

    failures = sum(not ok for _, ok, _ in cases)
    rows = []
    for name, ok, message in cases:
        inner = "" if ok else f"<failure message={quoteattr(message[:500])}>{_xml(message)}</failure>"
        rows.append(f'<testcase classname="fuzz" name={quoteattr(name)} time="0">{inner}</testcase>')
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        f'<testsuites><testsuite name="constantinopolis fuzz" tests="{len(cases)}" failures="{failures}" '
        f'errors="0" time="{duration}">' + "".join(rows) + "</testsuite></testsuites>\n"
    )


def _xml(text: str) -> str:
    from xml.sax.saxutils import escape

    return escape(text)


def _cucumber(cases: list[tuple[str, bool, str]]) -> list[dict[str, Any]]:
    elements = [
        {
            "id": f"fuzz;{i}",
            "keyword": "Scenario",
            "name": name,
            "line": 1,
            "type": "scenario",
            "steps": [
                {
                    "keyword": "Then ",
                    "name": "the engine plays as the reference",
                    "line": 1,
                    "result": {"status": "passed" if ok else "failed", **({} if ok else {"error_message": message})},
                }
            ],
        }
        for i, (name, ok, message) in enumerate(cases)
    ]
    return [
        {
            "id": "fuzz",
            "uri": "fuzz",
            "keyword": "Feature",
            "name": "constantinopolis fuzz",
            "line": 1,
            "elements": elements,
        }
    ]


def format_summary(run: FuzzRun) -> str:
    from .verify.expected import cite_text
    from .verify.untrusted import short  # what an engine sent: cut with "...", its unsafe characters escaped

    fz = run.report["fuzz"]
    rate = fz["steps"] / fz["duration_s"] if fz["duration_s"] else 0.0
    out = [
        f"fuzz: {fz['games']} games, {fz['steps']} steps, {fz['probes']} probes in {fz['duration_s']:.1f} s "
        f"({rate:.0f} steps/s), seed {fz['seed']}" + (f", shard {fz['shard']}" if fz["shard"] else "")
    ]
    for d in fz["divergences"]:
        what = "ERROR   " if d["kind"] == "error" else "DIVERGES"
        out.append(f"{what} game {d['game']} step {d['step']}: {d['action'] or '(start)'}")
        out.append(f"  {short(d['message'], 400)}")
        paths = [
            f"{p['path']}: expected {short(json.dumps(p['expected']), 120)}, got {short(json.dumps(p['got']), 120)}"
            for p in d.get("paths", [])[:5]
        ]
        if paths != [d["message"]]:  # one differing path is the message itself: not said twice
            out.extend(f"    {line}" for line in paths)
        if d.get("legal"):
            out.append(f"    missing {d['legal']['missing'][:5]}, extra {d['legal']['extra'][:5]}")
        if d.get("expected_by"):
            out.append("  expected by " + ", ".join(cite_text(c) for c in d["expected_by"]))
        if d.get("shrunk_file"):
            check = d.get("shrunk_check") or {}
            done = "shrunk to" if fz.get("shrink_seconds", SHRINK_SECONDS) > 0 else "written unshrunk to"
            out.append(
                f"  {done} {d['shrunk_file']} (reference: {check.get('reference')}, engine: {check.get('engine')})"
            )
    for problem in run.report["problems"]:
        out.append(f"PROBLEM: {problem}")
    for name, path in run.files.items():
        out.append(f"  wrote {name}: {path}")
    if fz["divergences"]:
        out.append("fuzz: the engine DIVERGES from the reference")
    else:
        out.append("fuzz: no divergence" + (", but see the problems above" if run.report["problems"] else ""))
    return "\n".join(out)


def main_fuzz(args: Any) -> int:
    """The CLI entry (``constantinopolis fuzz``): 0 nothing diverged, 1 a divergence, 2 bad usage or an
    engine that cannot be used."""
    # the options of the games played: left out, FuzzConfig's defaults; with --replay they have no effect
    games = ("games", "players", "editions", "seed", "max_steps", "jobs", "shard", "shrink_seconds")
    given = {name: getattr(args, name) for name in games if getattr(args, name) is not None}
    try:
        cfg = FuzzConfig(
            engine=args.engine,
            refusals=args.refusals,
            refusal_map=args.refusal_map,
            step_timeout=args.step_timeout,
            startup_timeout=args.startup_timeout,
            out=args.out,
            report=args.report,
            **given,
        )
        if args.replay:
            if args.report or args.out:
                raise FuzzUsageError("--replay plays one file and writes no report: leave out --report and --out")
            if given:
                options = ", ".join("--" + name.replace("_", "-") for name in given)
                raise FuzzUsageError(f"--replay plays the file's own game: leave out {options}")
            status, message = replay_file(args.replay, cfg)
            print(f"{status.upper()}: {args.replay}" + (f"\n  {message}" if message else ""))
            return 0 if status == "pass" else 1
        run = fuzz(cfg, sys.stderr if not args.quiet else None)
    except (FuzzUsageError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(format_summary(run))
    return run.exit_code
