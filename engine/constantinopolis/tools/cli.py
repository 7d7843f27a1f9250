"""The ``constantinopolis`` command line.

    constantinopolis play-scenario FILE|FOLDER ... [--edition E | --all-editions] [--json]
    constantinopolis discrepancies [--format table|markdown|json]
    constantinopolis simulate --players N --games K --seed S [--edition E] [--jobs N] [--json]
    constantinopolis glossary [TERM]
    constantinopolis rules [RULE ...] [--book B] [--json]
    constantinopolis adjudicate SITUATION [ACTION | --legal PLAYER] [--edition E | --all-editions]
                                [--lang L] [--json] [--html FILE]
    constantinopolis options [--json]
    constantinopolis serve [--seed S]
    constantinopolis verify [--engine CMD] [--books B ...] [--refusals LEVEL] [--partial] [--report DIR] [...]
    constantinopolis report merge DIR ... --report OUT
    constantinopolis record [--players N --edition E --seed S --prefer VERBS | --script FILE | --from GAME] [--out FILE]
    constantinopolis replay FILE|DIR ... [--engine CMD] [--rerecord [--write]]
    constantinopolis fuzz [--engine CMD] [--games N] [--players 2-5] [--seed S] [--jobs N] [--shard K/N] [...]
    constantinopolis --version
    python -m constantinopolis ...        (the same command)

Exit status (docs/cli.md): 0 when everything held, 1 when a scenario's expectations did
not hold (or a search found nothing), 2 for bad input (a malformed file, an unknown option),
with a message naming the file and line (with --json: a JSON object on standard output), 130
after Ctrl-C, 70 for an internal error (a defect of this program, said as such).  Long runs show
their progress on standard error when it is a terminal.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import os
import signal
import sys
import textwrap
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from types import FrameType, TracebackType
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from ..core.errors import ComponentError, ConstantinopolisError, LocatedError, ScenarioError
from ..core.options import EDITIONS, OPTION_SPECS, OptionSpec, RuleOptions
from ..core.rules import RULES, Rule
from ..suite.verify.engine_options import add_engine_options, timeouts

if TYPE_CHECKING:
    from ..suite.adjudicate import Ruling
    from ..suite.golden import GoldenError, ReplayResult
    from ..suite.scenario import EditionComparison, Report
    from ..suite.simulate import Summary

    Played = Report | EditionComparison  # one scenario played, or played under every edition


class UsageError(ConstantinopolisError):
    """A command line argparse rejects (an unknown option, a value of the wrong type)."""

    def __init__(self, message: str, parser: argparse.ArgumentParser) -> None:
        super().__init__(message)
        self.parser = parser


class _Parser(argparse.ArgumentParser):
    """An argument parser that raises :class:`UsageError` instead of exiting, so ``main`` returns 2."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message, self)


def _verbs(text: str) -> list[str]:
    """``--prefer``: verbs separated by commas, each a verb of docs/actions.md."""
    from ..core.actions import not_a_verb

    verbs = text.split(",")
    problem = not_a_verb(verbs)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return verbs


INTERRUPTED = 130  # the exit status after Ctrl-C, as a shell reports a process ended by SIGINT
PROGRESS_INTERVAL = 0.25  # seconds between two redraws of the progress line: at most four a second


class Progress:
    """``DONE/TOTAL UNIT, RATE UNIT/s`` on standard error, redrawn in place at most every
    :data:`PROGRESS_INTERVAL` seconds, only when standard error is a terminal.  Used as a context
    manager, it wipes the line when the work ends (finished, interrupted or failed)."""

    def __init__(self, total: int, unit: str, clock: Callable[[], float] = time.monotonic) -> None:
        self.stream: TextIO = sys.stderr
        isatty = getattr(self.stream, "isatty", None)
        self.on = bool(isatty and isatty())
        self.total, self.unit, self.clock = total, unit, clock
        self.start = self.last = clock()
        self.width = 0  # of the line on the screen (0: none)

    def update(self, done: int) -> None:
        if not self.on:
            return
        now = self.clock()
        if now - self.last < PROGRESS_INTERVAL:
            return
        self.last = now
        rate = done / max(now - self.start, 1e-9)
        text = f"{done}/{self.total} {self.unit}, {rate:.1f} {self.unit}/s"
        self.stream.write("\r" + text.ljust(self.width))
        self.stream.flush()
        self.width = len(text)

    def clear(self) -> None:
        """Wipe the line (before printing something else); the next update draws it again."""
        if self.width:
            self.stream.write("\r" + " " * self.width + "\r")
            self.stream.flush()
            self.width = 0

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.clear()


def _interrupted(progress: Progress, done: int) -> str:
    """Say ``interrupted`` on standard error (in place of the progress line) when Ctrl-C ended the
    work early; return what follows the count of the partial summary."""
    progress.clear()
    print("interrupted", file=sys.stderr)
    return f" (interrupted after {done} of {progress.total} {progress.unit})"


def _scenario_files(paths: Sequence[str]) -> list[tuple[Path, Path | ConstantinopolisError]]:
    """Each file named, and each ``*.yaml`` under each folder named; a folder holding none is its error."""
    files: list[tuple[Path, Path | ConstantinopolisError]] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            # a folder of golden games (*.game, with their components.yaml) holds no scenarios: `replay` plays it
            found = sorted(f for f in path.rglob("*.yaml") if not any(f.parent.glob("*.game")))
            if not found:
                files.append((path, ConstantinopolisError(f"{path}: no scenario files (*.yaml) in this folder")))
            files += [(f, f) for f in found]
        else:
            files.append((path, path))
    return files


def _play(args: argparse.Namespace) -> int:
    """One file: its report, or its error (exit 2).  Several: every file is played, a malformed one
    is reported in its place, and the status is the worst: 2 malformed, 1 failed, 0 all held."""
    files = _scenario_files(args.files)
    if len(files) == 1:
        _, target = files[0]
        if isinstance(target, ConstantinopolisError):
            raise target
        return _show_played(_play_file(target, args), args)
    outcomes: list[tuple[Path, Played | ConstantinopolisError]] = []
    interrupted = ""
    with Progress(len(files), "files") as progress:
        try:
            for path, target in files:
                try:
                    if isinstance(target, ConstantinopolisError):
                        raise target
                    outcomes.append((path, _play_file(target, args)))
                except ConstantinopolisError as exc:
                    outcomes.append((path, exc))
                except Exception as exc:  # a defect: this file's entry says so, and the other files are played
                    outcomes.append((path, InternalError.of(exc, path)))
                progress.update(len(outcomes))
        except KeyboardInterrupt:  # the files played so far are shown
            interrupted = _interrupted(progress, len(outcomes))
    code = _show_outcomes(outcomes, args, interrupted)
    return INTERRUPTED if interrupted else code


def _play_file(path: Path, args: argparse.Namespace) -> Played:
    from ..suite.scenario import compare_editions, run_scenario

    if args.all_editions:
        return compare_editions(path, seed=args.seed)
    return run_scenario(path, edition=args.edition, seed=args.seed)


def _held(played: Played) -> bool:
    from ..suite.scenario import Report

    return played.ok if isinstance(played, Report) else played.reports[played.scenario.edition].ok


def _played_json(played: Played) -> dict[str, Any]:
    from ..suite.scenario import Report

    if isinstance(played, Report):
        return played.to_dict()
    return {
        "scenario": played.scenario.name,
        "file": played.scenario.path,
        "editions": {ed: r.to_dict() for ed, r in played.reports.items()},
        "differences": played.differences,
        "causes": played.causes,
    }


def _show_played(played: Played, args: argparse.Namespace) -> int:
    """One scenario's full report (or comparison of the editions), as text or JSON."""
    from ..suite.scenario import Report, format_comparison, format_report

    if args.json:
        print(json.dumps(_played_json(played), indent=2, sort_keys=True, ensure_ascii=not args.all_editions))
    elif isinstance(played, Report):
        print(format_report(played))
    else:
        print(format_comparison(played))
    return 0 if _held(played) else 1


def _show_outcomes(
    outcomes: list[tuple[Path, Played | ConstantinopolisError]], args: argparse.Namespace, interrupted: str = ""
) -> int:
    """Several scenarios: a line each (with the report of a failed one) and a count, or a JSON list
    in which a malformed file is ``{"file", "ok": false, "error": {...}}``.  ``interrupted`` ends the count."""
    played = [o for _, o in outcomes if not isinstance(o, ConstantinopolisError)]
    malformed = len(outcomes) - len(played)
    failed = sum(not _held(p) for p in played)
    if args.json:
        data = [
            {"file": str(path), "ok": False, "error": error_object(o)}
            if isinstance(o, ConstantinopolisError)
            else _played_json(o)
            for path, o in outcomes
        ]
        print(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=not args.all_editions))
    elif args.all_editions:
        print("\n\n".join(_outcome_text(o) for _, o in outcomes))
    else:
        print("\n".join(_outcome_text(o) for _, o in outcomes))
        tail = f", {malformed} malformed" if malformed else ""
        print(f"{len(played) - failed} passed, {failed} failed{tail}{interrupted}")
    return 2 if malformed else 1 if failed else 0


def _outcome_text(outcome: Played | ConstantinopolisError) -> str:
    """A malformed file's error; a scenario's line (and its report if it failed); a full comparison."""
    from ..suite.scenario import Report, format_comparison, format_report

    if isinstance(outcome, ConstantinopolisError):
        return f"ERROR   {outcome}"
    if not isinstance(outcome, Report):
        return format_comparison(outcome)
    line = f"{'PASSED' if outcome.ok else 'FAILED'}  {outcome.scenario.path}  {outcome.scenario.name}"
    return line if outcome.ok else "\n".join([line, *("    " + t for t in format_report(outcome).splitlines())])


def _simulate(args: argparse.Namespace) -> int:
    from ..core.components import default_components, load_components
    from ..suite.simulate import Summary, simulate_shares

    if not 2 <= args.players <= 5:
        raise ConstantinopolisError(f"--players must be 2 to 5 (en:18), got {args.players}")
    if args.games < 1:
        raise ConstantinopolisError("--games must be at least 1")
    if args.jobs < 1:
        raise ConstantinopolisError(f"--jobs must be at least 1, got {args.jobs}")
    components = load_components(args.components) if args.components else default_components()
    options = RuleOptions.edition(args.edition)
    summary = Summary(args.players)
    interrupted = False
    start = time.perf_counter()
    with Progress(args.games, "games") as progress:
        try:
            shares = simulate_shares(args.players, args.games, args.seed, options, components, args.jobs)
            for share in shares:
                summary.merge(share)
                progress.update(summary.games)
        except KeyboardInterrupt:  # the games finished so far are summarized
            interrupted = True
    _print_summary(summary, args, time.perf_counter() - start, interrupted)
    if interrupted:
        print("interrupted", file=sys.stderr)
        return INTERRUPTED
    return 0


def _print_summary(summary: Summary, args: argparse.Namespace, elapsed: float, interrupted: bool) -> None:
    """The summary of ``simulate``; when interrupted, of the games finished, and marked so."""
    data = summary.to_dict() | {
        "seed": args.seed,
        "edition": args.edition,
        "seconds": round(elapsed, 3),
        "interrupted": interrupted,
    }
    if args.json:
        print(json.dumps(data, indent=2, sort_keys=True))
        return
    count = f"{summary.games} of {args.games}" if interrupted else f"{summary.games}"
    mark = " (interrupted)" if interrupted else ""
    print(
        f"simulated {count} random legal games{mark}: {args.players} players, edition {args.edition}, seed {args.seed}"
    )
    if not summary.games:
        return
    print(f"  actions:       {summary.actions} ({summary.actions / summary.games:.0f} a game)")
    print(f"  rounds:        {', '.join(f'{r} rounds x{n}' for r, n in data['rounds'].items())}")
    print(f"  end reasons:   {', '.join(f'{k} x{n}' for k, n in data['end_reasons'].items())}")
    w, a = data["winning_score"], data["score"]
    print(f"  winning score: min {w['min']}, mean {w['mean']}, max {w['max']} FP")
    print(f"  all scores:    min {a['min']}, mean {a['mean']}, max {a['max']} FP")
    print(f"  shared wins:   {summary.shared_wins}")
    print(f"  time:          {elapsed:.2f} s ({summary.games / max(elapsed, 1e-9):.1f} games/s)")


def _discrepancies(args: argparse.Namespace) -> int:
    from ..books.discrepancies import format_catalogue, load_catalogue

    print(format_catalogue(load_catalogue(args.catalogue), args.format))
    return 0


def _glossary(args: argparse.Namespace) -> int:
    from ..books.glossary import format_glossary, load_glossary

    text = format_glossary(load_glossary(), args.term)
    if args.term and text == f"no term matches {args.term!r}":  # what format_glossary says when no row matches
        print(text, file=sys.stderr)
        return 1
    print(text)
    return 0


def _rules(args: argparse.Namespace) -> int:
    rules = _selected_rules(args.rule)
    if not rules:
        wanted = " or ".join(repr(r) for r in args.rule)  # '' shown, not an empty gap
        print(f"error: no rule id is or starts with {wanted} (see 'constantinopolis rules')", file=sys.stderr)
        if args.json:
            print("[]")
        return 1
    if args.book:
        return _rules_of_book(rules, args.book, args.json)
    from ..books.concordance import entries, statuses

    if args.json:
        data = [
            {
                "id": r.id,
                "summary": r.summary,
                "lines": list(r.lines),
                "note": r.note,
                "status": {book: e.status for book, e in entries(r.id).items()},
                "convention": r.convention,
            }
            for r in rules
        ]
        print(json.dumps(data, indent=2))
        return 0
    for r in rules:
        print(f"{r.id:40} {r.cite():28} {r.summary}")
        print(f"{'':40} {statuses(r.id)}")
        if r.is_convention:
            print(
                textwrap.fill(
                    f"engine convention: {r.convention}", 120, initial_indent=" " * 41, subsequent_indent=" " * 43
                )
            )
    return 0


def _selected_rules(wanted: Sequence[str]) -> list[Rule]:
    """The rules whose id is one of ``wanted`` or starts with one followed by a dot (all, if none)."""
    if not wanted:
        return list(RULES.values())
    return [r for r in RULES.values() if any(r.id == w or r.id.startswith(w.rstrip(".") + ".") for w in wanted)]


def _rules_of_book(rules: list[Rule], book: str, as_json: bool) -> int:
    """Each rule as ``book`` states it: its lines and its own sentence (translations/concordance/)."""
    from ..books.concordance import load

    entries = load(book)
    if as_json:
        data = [{"id": r.id, **entries[r.id].to_dict(), "convention": r.convention} for r in rules]
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    for r in rules:
        e = entries[r.id]
        print(f"{r.id:40} {e.cite()}  [{e.status.replace('-', ' ')}]")
        print(textwrap.fill(e.text(), width=100, initial_indent="    ", subsequent_indent="    "))
        if e.implied:
            print(textwrap.fill(f"implied: {e.implied}", width=100, initial_indent="    ", subsequent_indent="      "))
        if e.closest:
            print(f"    closest: {e.closest_cite()}")
        if r.is_convention:
            print(
                textwrap.fill(
                    f"engine convention: {r.convention}", 100, initial_indent="    ", subsequent_indent="      "
                )
            )
        if e.note:
            print(textwrap.fill(f"note: {e.note}", width=100, initial_indent="    ", subsequent_indent="      "))
    return 0


def _options(args: argparse.Namespace) -> int:
    if args.json:
        data = [
            {
                "name": s.name,
                "summary": s.summary,
                "values": {str(k): v for k, v in s.values.items()},
                "editions": s.editions,
                "lines": s.lines,
                "rule": s.rule,
                "note": s.note,
            }
            for s in OPTION_SPECS.values()
        ]
        print(json.dumps(data, indent=2))
        return 0
    for s in OPTION_SPECS.values():
        print(f"{s.name}: {s.summary}")
        for ed in EDITIONS:
            print(f"  {ed}: {OptionSpec.text(s.editions[ed]):16} {s.lines.get(ed, '')}".rstrip())  # as YAML writes it
    return 0


def _serve(args: argparse.Namespace) -> int:
    from ..suite.protocol import Session, serve

    return serve(session=Session(seed=args.seed))


def _verify(args: argparse.Namespace) -> int:
    """``verify``.  It runs pytest, which catches Ctrl-C itself and lets verify report what ran: a
    SIGINT handler notes the interruption so that the status is still 130."""
    from ..suite.verify.run import main_verify

    interrupted: list[int] = []

    def on_interrupt(signum: int, frame: FrameType | None) -> None:
        interrupted.append(signum)
        raise KeyboardInterrupt

    try:
        previous = signal.signal(signal.SIGINT, on_interrupt)
    except ValueError:  # not in the main thread, where no handler can be set
        return main_verify(args)
    try:
        code = main_verify(args)
    finally:
        signal.signal(signal.SIGINT, previous)
    if interrupted:
        print("interrupted", file=sys.stderr)
        return INTERRUPTED
    return code


def _fuzz(args: argparse.Namespace) -> int:
    from ..suite.fuzz import main_fuzz

    return main_fuzz(args)


def _record(args: argparse.Namespace) -> int:
    from ..suite.golden import main_record

    return main_record(args)


def _replay(args: argparse.Namespace) -> int:
    """Replay golden games.  With several files, a malformed one is reported in its place
    (``ERROR   FILE:LINE: problem``), the others are still replayed, and the status is 2."""
    from ..suite.golden import GoldenError, read_game, rerecord_files

    if args.write and not args.rerecord:  # a replay writes nothing: --write alone would be ignored in silence
        raise ConstantinopolisError("--write rewrites the files that --rerecord changes: give --rerecord too")
    files = _game_files(args.files)
    if not args.rerecord:
        return _replay_files(files, args)
    good: list[Path] = []  # re-recording reads every file again: it is given only the well-formed ones
    bad: list[GoldenError] = []
    for f in files:
        try:
            if isinstance(f, GoldenError):
                raise f
            read_game(f)
            good.append(f)
        except GoldenError as exc:
            if len(files) == 1:
                raise
            print(f"ERROR     {exc}")
            bad.append(exc)
    code = rerecord_files(good, args.write) if good else 0
    return 2 if bad else code


def _game_files(names: Sequence[str]) -> list[Path | GoldenError]:
    """The golden games named, or in the folders named; a missing path, or a folder holding none, is its error."""
    from ..suite.golden import GoldenError, game_files

    files: list[Path | GoldenError] = []
    for name in names:
        try:
            found = game_files([name])
        except GoldenError as exc:
            files.append(exc)
            continue
        files += found or [GoldenError(name, None, "no golden games (*.game) here")]
    return files


def _replay_files(files: list[Path | GoldenError], args: argparse.Namespace) -> int:
    """Replay each game on the engine: a line each, then a count; 2 if a file was malformed, 1 if one differs."""
    from ..suite.verify.driver import EngineSpecError, close_driver, load_driver

    try:
        factory = load_driver(args.engine, *timeouts(args.step_timeout, args.startup_timeout))
    except EngineSpecError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    results: list[ReplayResult] = []
    bad: list[GoldenError] = []
    interrupted = ""
    with Progress(len(files), "files") as progress:
        try:
            for f in files:
                line = _replay_file(f, factory, results, bad, alone=len(files) == 1)
                progress.clear()
                print(line)
                progress.update(len(results) + len(bad))
        except KeyboardInterrupt:  # the games replayed so far are counted
            interrupted = _interrupted(progress, len(results) + len(bad))
        finally:  # the engine every game was replayed on (one process: load_driver), and what it started
            close_driver(factory())
    failed = sum(not r.ok for r in results)
    tail = f"; {len(bad)} malformed file(s) not replayed" if bad else ""
    print(f"{len(results) - failed} of {len(results)} golden game(s) replay identically{tail}{interrupted}")
    return INTERRUPTED if interrupted else 2 if bad else 1 if failed else 0


def _replay_file(
    f: Path | GoldenError, factory: Callable[[], Any], results: list[ReplayResult], bad: list[GoldenError], alone: bool
) -> str:
    """Replay one game, adding its result to ``results`` (or its error to ``bad``); its line."""
    from ..suite.golden import GoldenError, replay

    try:
        if isinstance(f, GoldenError):
            raise f
        results.append(replay(f, factory))
    except GoldenError as exc:
        if alone:  # one file: its error is the command's error
            raise
        bad.append(exc)
        return f"ERROR   {exc}"
    return _replay_line(results[-1])


def _replay_line(result: ReplayResult) -> str:
    """One game's line: ok, ERROR or DIFFERS with the first difference."""
    if result.ok:
        note = "" if result.legal_checked else " (legal-action sets not checked: no legal_actions capability)"
        return f"ok      {result.path}: {result.steps} steps{note}"
    if result.error:
        return f"ERROR   {result.path}: {result.error}"
    assert result.difference is not None
    return "DIFFERS " + result.difference.format()


class _VersionAction(argparse.Action):
    """``--version``: print ``constantinopolis X.Y.Z`` and exit 0 (the version is looked up only then)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[Any] | None,
        option_string: str | None = None,
    ) -> None:
        from ..suite.protocol import installed_version

        print(f"constantinopolis {installed_version()}")
        parser.exit(0)


def build_parser() -> argparse.ArgumentParser:
    """The parser of the ``constantinopolis`` command, one sub-command per ``_add_*_parser``."""
    parser = _Parser(prog="constantinopolis", description="Constantinopolis rules engine and compliance suite")
    parser.add_argument("--version", action=_VersionAction, help="print the installed version and exit")
    sub = parser.add_subparsers(dest="command", required=True)
    _add_play_scenario_parser(sub)
    _add_discrepancies_parser(sub)
    _add_simulate_parser(sub)
    _add_glossary_parser(sub)
    _add_rules_parser(sub)
    _add_serve_parser(sub)
    _add_verify_parser(sub)
    _add_report_parser(sub)
    _add_fuzz_parser(sub)
    _add_record_parser(sub)
    _add_replay_parser(sub)
    _add_options_parser(sub)
    _add_adjudicate_parser(sub)
    return parser


def _add_play_scenario_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis play-scenario``."""
    p = sub.add_parser("play-scenario", help="play scenario files (or folders of them) and check their expectations")
    p.add_argument("files", nargs="+", metavar="FILE", help="a scenario file, or a folder of *.yaml scenarios")
    editions = p.add_mutually_exclusive_group()  # one edition, or all of them side by side
    editions.add_argument("--edition", choices=EDITIONS, help="play under this edition's preset instead of the file's")
    p.add_argument(
        "--seed",
        type=int,
        default=0,
        help="seed of the engine's own random choices (default 0); a scenario states every outcome it relies on",
    )
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    editions.add_argument(
        "--all-editions",
        action="store_true",
        help="play under every edition preset and show where the outcomes differ, quoting each book",
    )
    p.set_defaults(func=_play)


def _add_discrepancies_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis discrepancies``."""
    p = sub.add_parser("discrepancies", help="list the catalogue of differences between the rulebooks")
    p.add_argument(
        "--format", choices=("table", "markdown", "json"), default="table", help="how to print it (default table)"
    )
    p.add_argument("--catalogue", help="another catalogue file (default: translations/discrepancies.yaml)")
    p.set_defaults(func=_discrepancies)


def _add_simulate_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis simulate``."""
    p = sub.add_parser("simulate", help="play random legal games to the end and summarize them")
    p.add_argument("--players", type=int, required=True, help="number of players in each game, 2 to 5")
    p.add_argument("--games", type=int, default=100, help="how many games to play, at least 1 (default 100)")
    p.add_argument(
        "--seed", type=int, default=0, help="game i is played with seed SEED*1000003+i, set-up and moves (default 0)"
    )
    p.add_argument("--edition", choices=EDITIONS, default="en", help="play under this edition's preset (default en)")
    p.add_argument("--components", help="a component manifest to validate and use")
    p.add_argument(
        "--jobs", type=int, default=1, help="play the games in N processes at once (default 1); the summary is the same"
    )
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.set_defaults(func=_simulate)


def _add_glossary_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis glossary``."""
    p = sub.add_parser("glossary", help="every game term as each rulebook names it (optionally one term)")
    p.add_argument("term", nargs="?", help="part of a name or id in any language, e.g. Comptoir")
    p.set_defaults(func=_glossary)


def _add_rules_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis rules``."""
    p = sub.add_parser("rules", help="list every rule id with its rulebook lines, or as one book states it")
    p.add_argument("rule", nargs="*", help="rule ids, or their first parts (consul, consul.preempt); default: all")
    p.add_argument(
        "--book",
        choices=EDITIONS,
        help="print each rule's lines and sentence in this rulebook (translations/concordance/); default: "
        "the engine's English summary",
    )
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.set_defaults(func=_rules)


def _add_serve_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis serve``."""
    p = sub.add_parser(
        "serve", help="speak the verification protocol (docs/protocol.md) on stdin/stdout: the reference engine"
    )
    p.add_argument("--seed", type=int, default=0, help="seed of the engine's own random choices (default 0)")
    p.set_defaults(func=_serve)


def _add_verify_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis verify``."""
    p = sub.add_parser(
        "verify", help="verify an engine against every book's scenarios and the scenario files; write the report"
    )
    add_engine_options(p.add_argument, "verify")
    p.add_argument("--books", nargs="+", choices=EDITIONS, metavar="BOOK", help="the books to verify (default: all)")
    p.add_argument(
        "--edition",
        nargs="+",
        choices=EDITIONS,
        metavar="E",
        help="play every book under this edition's preset instead of its own (one pass per edition)",
    )
    p.add_argument(
        "--partial",
        action="store_true",
        help="a partial engine: exit 0 when nothing fails or errs; not-supported items do not count against it",
    )
    p.add_argument(
        "-k",
        "--keyword",
        metavar="EXPR",
        help='only the scenarios a pytest -k expression selects ("auction", "auction and not wall"); '
        "the report then holds only their items",
    )
    p.add_argument("--report", metavar="DIR", help="write report.json, report.html, junit.xml and cucumber.json here")
    p.add_argument("--rulebooks", metavar="DIR", help="the rulebook texts (default: ../shared/rulebooks)")
    p.add_argument("--quiet", action="store_true", help="no progress while it runs")
    p.add_argument(
        "--jobs",
        metavar="N",
        help="play in N parallel processes, each with its own engine process, merged into one report "
        "(auto: the CPU count; default 1)",
    )
    p.add_argument(
        "--shard",
        metavar="K/N",
        help="play only this machine's share K of N of the items (a CI matrix); join the shards' report "
        "folders with: constantinopolis report merge",
    )
    p.set_defaults(func=_verify)


def _add_report_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis report merge``."""
    p = sub.add_parser("report", help="work on reports: merge the report folders of verify's or fuzz's shards")
    actions = p.add_subparsers(
        dest="action", metavar="{merge}", required=True, help="merge: join the report folders of shards"
    )
    merge = actions.add_parser(
        "merge", help="merge the report folders of one run's shards (--shard K/N) into the whole run's report"
    )
    merge.add_argument("dirs", nargs="+", metavar="DIR", help="a shard's report folder (or its report.json)")
    merge.add_argument(
        "--report",
        metavar="OUT",
        required=True,
        help="write the merged report.json, report.html, junit and cucumber here",
    )
    merge.set_defaults(func=_report_merge)


def _report_merge(args: argparse.Namespace) -> int:
    from ..suite.verify.run import main_merge

    return main_merge(args)


def _checked(parse: Callable[[str], Any]) -> Callable[[str], Any]:
    """An argparse type from a parser of ``fuzz`` that raises ``FuzzUsageError`` (a ValueError)."""

    def convert(text: str) -> Any:
        try:
            return parse(text)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    return convert


def _add_fuzz_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis fuzz``."""
    from ..suite.fuzz import DEFAULT_GAMES, DEFAULT_MAX_STEPS, SHRINK_SECONDS, parse_players, parse_shrink_seconds
    from ..suite.verify.merge import parse_jobs, parse_shard

    p = sub.add_parser(
        "fuzz",
        help="play random games on an engine and the reference in lockstep; shrink the first divergence to a "
        "scenario file",
    )
    add_engine_options(p.add_argument, "fuzz")
    p.add_argument("--games", type=int, metavar="N", help=f"games (default {DEFAULT_GAMES})")
    p.add_argument(
        "--players",
        type=_checked(parse_players),
        metavar="N|A-B",
        help="players per game: a number or a range (default 2-5)",
    )
    p.add_argument("--editions", nargs="+", choices=EDITIONS, metavar="E", help="the edition presets (default all)")
    p.add_argument("--seed", type=int, help="the run's seed: the same seed plays the same games (default 0)")
    p.add_argument(
        "--max-steps",
        type=int,
        metavar="N",
        help=f"at most this many actions per game (default {DEFAULT_MAX_STEPS})",
    )
    p.add_argument(
        "--jobs", type=_checked(parse_jobs), metavar="N", help="games in N processes (auto: CPU count; default 1)"
    )
    p.add_argument(
        "--shard", type=_checked(parse_shard), metavar="K/N", help="play only the games i with i %% N == K-1"
    )
    p.add_argument("--report", metavar="DIR", help="write report.json, report.html, junit.xml and cucumber.json here")
    p.add_argument("--out", metavar="DIR", help="where the shrunk scenario file goes (default fuzz-out)")
    p.add_argument(
        "--shrink-seconds",
        type=_checked(parse_shrink_seconds),
        metavar="S",
        help=f"shrink the divergence for at most S s of wall time (default {SHRINK_SECONDS:g}; 0: write it unshrunk)",
    )
    p.add_argument("--replay", metavar="FILE", help="instead: play this scenario file on the engine, as verify does")
    p.add_argument("--quiet", action="store_true", help="no progress while it runs")
    p.set_defaults(func=_fuzz)


def _add_record_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis record``."""
    p = sub.add_parser(
        "record", help="play a game (random, preferring some verbs, or scripted) and write it as a golden game"
    )
    p.add_argument("--players", type=int, choices=(2, 3, 4, 5), help="number of players, named p1..pN (default 4)")
    p.add_argument("--edition", choices=EDITIONS, help="the edition's rule options (default en)")
    p.add_argument("--seed", type=int, help="seed of the set-up and of the random choices (default 0)")
    p.add_argument(
        "--prefer", type=_verbs, metavar="VERBS", help="comma-separated verbs played whenever legal, e.g. build-public"
    )
    source = p.add_mutually_exclusive_group()  # one game to record: a script's, or a golden game's again
    source.add_argument("--script", metavar="FILE", help="YAML: players, edition, options, setup, script, prefer, seed")
    source.add_argument("--from", dest="from_file", metavar="GAME", help="record a golden game again from its policy")
    p.add_argument("--title", help="the game's title")
    p.add_argument("--out", metavar="FILE", help="write here (default: standard output; with --from: that file)")
    p.add_argument(
        "--write-components",
        action="store_true",
        help="write components.yaml (every card and building number the games state) beside --out",
    )
    p.set_defaults(func=_record)


def _add_replay_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis replay``."""
    p = sub.add_parser("replay", help="replay golden games; stop each at its first difference")
    p.add_argument("files", nargs="+", metavar="FILE", help="a golden game (*.game) or a folder of them")
    add_engine_options(p.add_argument, "replay")
    p.add_argument(
        "--rerecord",
        action="store_true",
        help="after an intended rule change: replay the actions on this engine and show what changed",
    )
    p.add_argument("--write", action="store_true", help="with --rerecord: rewrite the changed files")
    p.set_defaults(func=_replay)


def _add_options_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis options``."""
    p = sub.add_parser("options", help="list the rule options and each edition's value")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.set_defaults(func=_options)


def _add_adjudicate_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis adjudicate``."""
    p = sub.add_parser(
        "adjudicate",
        help="settle a dispute: may this action be taken in this situation, by which rule, in each book and edition",
        description="The situation is a scenario file (docs/scenario-format.md): its set-up and actions bring the "
        "table to the disputed moment; its expectations are not checked. See docs/adjudicating.md.",
    )
    p.add_argument("situation", metavar="SITUATION", help="a scenario file holding the situation")
    p.add_argument(
        "action",
        nargs="?",
        metavar="ACTION",
        help="the disputed action, e.g. \"jen: preempt\", tried after the file's actions; default: the file's "
        "last action, tried after the ones before it",
    )
    p.add_argument("--legal", metavar="PLAYER", help="instead of an action: list what PLAYER may do now, with rules")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--edition", choices=EDITIONS, help="decide under this edition's preset (default: the file's)")
    group.add_argument(
        "--all-editions", action="store_true", help="give the full verdict under every edition preset, not a summary"
    )
    p.add_argument(
        "--lang",
        choices=EDITIONS,
        help="give the whole answer in this book's language and terms (default: the book of the edition)",
    )
    p.add_argument("--json", action="store_true", help="print the ruling as JSON")
    p.add_argument(
        "--html",
        metavar="FILE",
        help="also write the ruling as one self-contained HTML page to share, in the judge's language",
    )
    p.set_defaults(func=_adjudicate)


def _adjudicate(args: argparse.Namespace) -> int:
    from ..suite.adjudicate import adjudicate, as_json, format_legal, format_ruling, legal_report

    if args.action is not None and args.legal is not None:
        raise ConstantinopolisError("give an ACTION or --legal PLAYER, not both")
    if args.legal is not None and args.html is not None:
        raise ConstantinopolisError("--html writes a ruling: give an ACTION (or none), not --legal")
    if args.legal is not None and args.all_editions:
        raise ConstantinopolisError(
            "--legal lists the legal actions under one edition: give --edition E, not --all-editions"
        )
    if args.legal is not None:
        legal = legal_report(args.situation, args.legal, args.edition)
        print(json.dumps(legal.to_dict(), indent=2) if args.json else format_legal(legal, args.lang))
        return 0
    if args.html is not None:
        check_page_target(args.html, args.situation)
    ruling = adjudicate(args.situation, args.action, args.edition)
    if args.html is not None:
        write_ruling_page(ruling, args.html, args.lang)
    print(as_json(ruling) if args.json else format_ruling(ruling, args.lang, args.all_editions))
    return 0


def _in_judges_language(exc: ConstantinopolisError, args: argparse.Namespace) -> str:
    """An error of ``adjudicate`` in the judge's language, as its answer would be (``--lang``, else the book of
    ``--edition``, else of the situation file's edition): its own words and the engine's messages translated
    (a file's problem keeps its English words, with the game's terms in the book's); English for the other
    commands, and in ``--json`` (the words programs read)."""
    from ..books import i18n
    from ..core.errors import located
    from ..suite.adjudicate import AdjudicationError

    if getattr(args, "func", None) is not _adjudicate:
        return str(exc)
    lang = args.lang or args.edition or _files_edition(args.situation)
    if lang is None or lang == "en":
        return str(exc)
    if isinstance(exc, AdjudicationError):
        return exc.said(lang)
    if isinstance(exc, ScenarioError):  # the file and line as they are; its problem, an engine message, in lang
        return located(exc.path, exc.line, i18n.translate(exc.problem, lang, terms=False))
    return i18n.translate(str(exc), lang)


def _files_edition(path: str) -> str | None:
    """The edition a situation file names (``en`` when it names none), read even where the file is malformed
    further on (an action that cannot be read): the language of its errors.  None if it cannot be read."""
    from ..core.yamlfile import YamlInputError, read_file

    try:
        data = read_file(path).data
    except (YamlInputError, OSError):
        return None
    edition = data.get("edition", "en") if isinstance(data, dict) else None
    return edition if edition in EDITIONS else None


def check_page_target(path: str, situation: str) -> None:
    """``--html FILE`` may write a new file or replace an HTML page, never the situation file itself nor
    another kind of file (a judge who swapped two arguments keeps his files)."""
    from ..suite.adjudicate import AdjudicationError  # its words in the judge's language

    target = Path(path)
    if not target.is_file():
        return  # a new file (a folder or a missing folder is refused when the page is written)
    if Path(situation).exists() and target.samefile(situation):
        raise AdjudicationError.of("error.page-is-situation", page=path)
    try:
        with target.open("rb") as f:
            head = f.read(64).lstrip().lower()
    except OSError as exc:
        raise AdjudicationError.of("error.page-unreadable", page=path, reason=str(exc.strerror or exc)) from None
    if not head.startswith((b"<!doctype html", b"\xef\xbb\xbf<!doctype html")):
        raise AdjudicationError.of("error.page-not-html", page=path)


def write_ruling_page(ruling: Ruling, path: str, lang: str | None) -> None:
    """``--html FILE``: the ruling page (:mod:`.ruling_page`), written whole or not at all."""
    from ..suite.ruling_page import render

    page = render(ruling, lang)
    target = Path(path)
    tmp = target.with_name(f".{target.name}.tmp")
    try:
        tmp.write_text(page, encoding="utf-8")
        tmp.replace(target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)  # a folder named as the page: nothing of the attempt is left beside it
        from ..suite.adjudicate import AdjudicationError

        raise AdjudicationError.of("error.page-unwritable", page=path, reason=str(exc.strerror or exc)) from None


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; return its exit status (docs/cli.md): 0 all held, 1 something did not hold or
    nothing was found, 2 bad input, 130 interrupted.

    Bad input is one line ``error: ...`` on standard error, or with ``--json`` (``--format json``)
    ``{"error": {"message", "file", "line", "kind"}}`` on standard output (:func:`error_object`).

    A reader that stops reading (``constantinopolis rules | head``) ends the command quietly, whatever was
    being printed, an answer or an error: the rest of the output goes nowhere, and no traceback is shown."""
    try:
        return _main(argv)
    except BrokenPipeError:
        try:  # the interpreter's last flush of standard output would fail again, with a message
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):
            pass  # standard output is not a file (a test's capture): nothing is flushed to a closed pipe
        return 0


def _main(argv: Sequence[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser().parse_args(argv)
    except UsageError as exc:
        if _json_asked(argv):
            return _failed(exc, str(exc), True)
        exc.parser.print_usage(sys.stderr)
        print(f"{exc.parser.prog}: error: {exc}", file=sys.stderr)
        return 2
    as_json = bool(getattr(args, "json", False)) or getattr(args, "format", None) == "json"
    try:
        return int(args.func(args))
    except ConstantinopolisError as exc:
        return _failed(exc, str(exc) if as_json else _in_judges_language(exc, args), as_json)
    except BrokenPipeError:
        raise  # main() ends quietly
    except OSError as exc:  # a file the user named that cannot be written or read
        return _failed(exc, f"{exc.filename}: {exc.strerror}" if exc.filename is not None else str(exc), as_json)
    except KeyboardInterrupt as exc:  # Ctrl-C in a command that has no partial result to show
        if as_json:
            print(json.dumps({"error": error_object(exc, "interrupted")}, indent=2))
        print("interrupted", file=sys.stderr)
        return INTERRUPTED
    except Exception as exc:  # a defect of this program: its traceback to report, and --json still one document
        traceback.print_exc()
        error = InternalError.of(exc)
        if as_json:
            print(json.dumps({"error": error_object(error)}, indent=2, ensure_ascii=False))
        else:
            print(f"error: {error}", file=sys.stderr)
        return INTERNAL_ERROR


INTERNAL_ERROR = 70  # a defect of this program (sysexits' EX_SOFTWARE), not of the input


class InternalError(ConstantinopolisError):
    """An exception no check foresaw: a defect of this program, said as such (never blamed on the input)."""

    @classmethod
    def of(cls, exc: BaseException, path: Path | None = None) -> InternalError:
        where = f"{path}: " if path is not None else ""
        what = f"{type(exc).__name__}: {exc}"[:300]
        return cls(f"{where}internal error ({what}); this is a defect of constantinopolis, please report it")


def _json_asked(argv: Sequence[str]) -> bool:
    """Whether the command line asks for JSON on standard output: ``--json`` or ``--format json``."""
    pairs = itertools.pairwise([*argv, ""])
    return any(a == "--json" or a == "--format=json" or (a, b) == ("--format", "json") for a, b in pairs)


def _failed(exc: BaseException, message: str, as_json: bool) -> int:
    """Report bad input: ``error: MESSAGE`` on standard error, or its JSON object on standard output; 2."""
    if as_json:
        print(json.dumps({"error": error_object(exc, message)}, indent=2, ensure_ascii=False))
    else:
        print(f"error: {message}", file=sys.stderr)
    return 2


def error_object(exc: BaseException, message: str | None = None) -> dict[str, Any]:
    """What ``--json`` prints for an error: the message (the words of the ``error:`` line), the file
    and line it is in when known (else null), and the exception class's name."""
    file: object = None
    line = getattr(exc, "line", None)
    if isinstance(exc, LocatedError) or hasattr(exc, "problem"):  # an adjudicate.AdjudicationError has .path too
        file = getattr(exc, "path", None)
    elif isinstance(exc, ComponentError):
        file = exc.source
    elif isinstance(exc, OSError):
        file = exc.filename
    return {
        "message": str(exc) if message is None else message,
        "file": None if file is None else str(file),
        "line": line if isinstance(line, int) else None,
        "kind": type(exc).__name__,
    }


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
