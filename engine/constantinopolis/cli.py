"""The ``constantinopolis`` command line.

    constantinopolis play-scenario FILE|FOLDER ... [--edition E | --all-editions] [--json]
    constantinopolis discrepancies [--format table|markdown|json]
    constantinopolis simulate --players N --games K --seed S [--edition E] [--json]
    constantinopolis glossary [TERM]
    constantinopolis rules [RULE ...] [--book B] [--json]
    constantinopolis adjudicate SITUATION [ACTION | --legal PLAYER] [--edition E | --all-editions] [--lang L] [--json]
    constantinopolis options [--json]
    constantinopolis record [--players N --edition E --seed S --prefer VERBS | --script FILE | --from GAME] [--out FILE]
    constantinopolis replay FILE|DIR ... [--engine CMD] [--rerecord [--write]]

Exit status: 0 when everything held, 1 when a scenario's expectations did not
hold, 2 for bad input (a malformed file, an unknown option), with a message
naming the file and line.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import sys
import textwrap
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from .errors import ComponentError, ConstantinopolisError
from .options import EDITIONS, OPTION_SPECS, RuleOptions
from .rules import RULES, Rule

if TYPE_CHECKING:
    from .golden import GoldenError, ReplayResult
    from .scenario import EditionComparison, Report

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


def _seconds(text: str) -> float:
    """A time limit: a number of seconds above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(f"expected a number of seconds above 0, got {text!r}")
    return value


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
        path, target = files[0]
        if isinstance(target, ConstantinopolisError):
            raise target
        return _show_played(_play_file(target, args), args)
    outcomes: list[tuple[Path, Played | ConstantinopolisError]] = []
    for path, target in files:
        try:
            if isinstance(target, ConstantinopolisError):
                raise target
            outcomes.append((path, _play_file(target, args)))
        except ConstantinopolisError as exc:
            outcomes.append((path, exc))
    return _show_outcomes(outcomes, args)


def _play_file(path: Path, args: argparse.Namespace) -> Played:
    from .scenario import compare_editions, run_scenario

    if args.all_editions:
        return compare_editions(path, seed=args.seed)
    return run_scenario(path, edition=args.edition, seed=args.seed)


def _held(played: Played) -> bool:
    from .scenario import Report

    return played.ok if isinstance(played, Report) else played.reports[played.scenario.edition].ok


def _played_json(played: Played) -> dict[str, Any]:
    from .scenario import Report

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
    from .scenario import Report, format_comparison, format_report

    if args.json:
        print(json.dumps(_played_json(played), indent=2, sort_keys=True, ensure_ascii=not args.all_editions))
    elif isinstance(played, Report):
        print(format_report(played))
    else:
        print(format_comparison(played))
    return 0 if _held(played) else 1


def _show_outcomes(outcomes: list[tuple[Path, Played | ConstantinopolisError]], args: argparse.Namespace) -> int:
    """Several scenarios: a line each (with the report of a failed one) and a count, or a JSON list
    in which a malformed file is ``{"file", "ok": false, "error": {...}}``."""
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
        print(f"{len(played) - failed} passed, {failed} failed{tail}")
    return 2 if malformed else 1 if failed else 0


def _outcome_text(outcome: Played | ConstantinopolisError) -> str:
    """A malformed file's error; a scenario's line (and its report if it failed); a full comparison."""
    from .scenario import Report, format_comparison, format_report

    if isinstance(outcome, ConstantinopolisError):
        return f"ERROR   {outcome}"
    if not isinstance(outcome, Report):
        return format_comparison(outcome)
    line = f"{'PASSED' if outcome.ok else 'FAILED'}  {outcome.scenario.path}  {outcome.scenario.name}"
    return line if outcome.ok else "\n".join([line, *("    " + t for t in format_report(outcome).splitlines())])


def _simulate(args: argparse.Namespace) -> int:
    from .components import default_components, load_components
    from .simulate import simulate

    if not 2 <= args.players <= 5:
        raise ConstantinopolisError(f"--players must be 2 to 5 (en:18), got {args.players}")
    if args.games < 1:
        raise ConstantinopolisError("--games must be at least 1")
    components = load_components(args.components) if args.components else default_components()
    options = RuleOptions.edition(args.edition)
    start = time.perf_counter()
    summary = simulate(args.players, args.games, args.seed, options, components=components)
    elapsed = time.perf_counter() - start
    data = summary.to_dict() | {"seed": args.seed, "edition": args.edition, "seconds": round(elapsed, 3)}
    if args.json:
        print(json.dumps(data, indent=2, sort_keys=True))
        return 0
    head = f"simulated {summary.games} random legal games: {args.players} players"
    print(f"{head}, edition {args.edition}, seed {args.seed}")
    print(f"  actions:       {summary.actions} ({summary.actions / summary.games:.0f} a game)")
    print(f"  rounds:        {', '.join(f'{r} rounds x{n}' for r, n in data['rounds'].items())}")
    print(f"  end reasons:   {', '.join(f'{k} x{n}' for k, n in data['end_reasons'].items())}")
    w, a = data["winning_score"], data["score"]
    print(f"  winning score: min {w['min']}, mean {w['mean']}, max {w['max']} FP")
    print(f"  all scores:    min {a['min']}, mean {a['mean']}, max {a['max']} FP")
    print(f"  shared wins:   {summary.shared_wins}")
    print(f"  time:          {elapsed:.2f} s ({summary.games / elapsed:.1f} games/s)")
    return 0


def _discrepancies(args: argparse.Namespace) -> int:
    from .discrepancies import format_catalogue, load_catalogue

    print(format_catalogue(load_catalogue(args.catalogue), args.format))
    return 0


def _glossary(args: argparse.Namespace) -> int:
    from .glossary import format_glossary, load_glossary

    text = format_glossary(load_glossary(), args.term)
    if args.term and text == f"no term matches {args.term!r}":  # what format_glossary says when no row matches
        print(text, file=sys.stderr)
        return 1
    print(text)
    return 0


def _rules(args: argparse.Namespace) -> int:
    rules = _selected_rules(args.rule)
    if not rules:
        wanted = " or ".join(args.rule)
        print(f"error: no rule id is or starts with {wanted} (see 'constantinopolis rules')", file=sys.stderr)
        if args.json:
            print("[]")
        return 1
    if args.book:
        return _rules_of_book(rules, args.book, args.json)
    if args.json:
        data = [{"id": r.id, "summary": r.summary, "lines": list(r.lines), "note": r.note} for r in rules]
        print(json.dumps(data, indent=2))
        return 0
    for r in rules:
        print(f"{r.id:40} {r.cite():28} {r.summary}")
    return 0


def _selected_rules(wanted: Sequence[str]) -> list[Rule]:
    """The rules whose id is one of ``wanted`` or starts with one followed by a dot (all, if none)."""
    if not wanted:
        return list(RULES.values())
    return [r for r in RULES.values() if any(r.id == w or r.id.startswith(w.rstrip(".") + ".") for w in wanted)]


def _rules_of_book(rules: list[Rule], book: str, as_json: bool) -> int:
    """Each rule as ``book`` states it: its lines and its own sentence (translations/concordance/)."""
    from .concordance import load

    entries = load(book)
    if as_json:
        print(json.dumps([{"id": r.id, **entries[r.id].to_dict()} for r in rules], indent=2, ensure_ascii=False))
        return 0
    for r in rules:
        e = entries[r.id]
        print(f"{r.id:40} {e.cite()}")
        print(textwrap.fill(e.text(), width=100, initial_indent="    ", subsequent_indent="    "))
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
            print(f"  {ed}: {s.editions[ed]!r:16} {s.lines.get(ed, '')}")
    return 0


def _serve(args: argparse.Namespace) -> int:
    from .protocol import Session, serve

    return serve(session=Session(seed=args.seed))


def _verify(args: argparse.Namespace) -> int:
    from .verify.run import main_verify

    return main_verify(args)


def _record(args: argparse.Namespace) -> int:
    from .golden import main_record

    return main_record(args)


def _replay(args: argparse.Namespace) -> int:
    """Replay golden games.  With several files, a malformed one is reported in its place
    (``ERROR   FILE:LINE: problem``), the others are still replayed, and the status is 2."""
    from .golden import GoldenError, main_replay, read_game

    files = _game_files(args.files)
    if not args.rerecord:
        return _replay_files(files, args)
    good: list[Path] = []  # golden.main_replay stops at a malformed file: it is given only the others
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
    code = main_replay(argparse.Namespace(**{**vars(args), "files": [str(f) for f in good]})) if good else 0
    return 2 if bad else code


def _game_files(names: Sequence[str]) -> list[Path | GoldenError]:
    """The golden games named, or in the folders named; a missing path, or a folder holding none, is its error."""
    from .golden import GoldenError, game_files

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
    from .golden import GoldenError, replay
    from .verify.driver import DEFAULT_STEP_TIMEOUT, EngineSpecError, load_driver

    try:
        factory = load_driver(args.engine, args.step_timeout or DEFAULT_STEP_TIMEOUT)
    except EngineSpecError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    results: list[ReplayResult] = []
    bad: list[GoldenError] = []
    for f in files:
        try:
            if isinstance(f, GoldenError):
                raise f
            results.append(replay(f, factory))
        except GoldenError as exc:
            if len(files) == 1:
                raise
            bad.append(exc)
            print(f"ERROR   {exc}")
            continue
        print(_replay_line(results[-1]))
    failed = sum(not r.ok for r in results)
    tail = f"; {len(bad)} malformed file(s) not replayed" if bad else ""
    print(f"{len(results) - failed} of {len(results)} golden game(s) replay identically{tail}")
    return 2 if bad else 1 if failed else 0


def _replay_line(result: ReplayResult) -> str:
    """One game's line, as golden.main_replay prints it."""
    if result.ok:
        note = "" if result.legal_checked else " (legal-action sets not checked: no legal_actions capability)"
        return f"ok      {result.path}: {result.steps} steps{note}"
    if result.error:
        return f"ERROR   {result.path}: {result.error}"
    assert result.difference is not None
    return "DIFFERS " + result.difference.format()


def build_parser() -> argparse.ArgumentParser:
    """The parser of the ``constantinopolis`` command, one sub-command per ``_add_*_parser``."""
    parser = _Parser(prog="constantinopolis", description="Constantinopolis rules engine and compliance suite")
    sub = parser.add_subparsers(dest="command", required=True)
    _add_play_scenario_parser(sub)
    _add_discrepancies_parser(sub)
    _add_simulate_parser(sub)
    _add_glossary_parser(sub)
    _add_rules_parser(sub)
    _add_serve_parser(sub)
    _add_verify_parser(sub)
    _add_record_parser(sub)
    _add_replay_parser(sub)
    _add_options_parser(sub)
    _add_adjudicate_parser(sub)
    return parser


def _add_play_scenario_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis play-scenario``."""
    p = sub.add_parser("play-scenario", help="play scenario files (or folders of them) and check their expectations")
    p.add_argument("files", nargs="+", metavar="FILE", help="a scenario file, or a folder of *.yaml scenarios")
    p.add_argument("--edition", choices=EDITIONS, help="play under this edition's preset instead of the file's")
    p.add_argument(
        "--seed",
        type=int,
        default=0,
        help="seed of the engine's own random choices (default 0); a scenario states every outcome it relies on",
    )
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument(
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
    p.add_argument(
        "--engine",
        metavar="SPEC",
        help='a command speaking docs/protocol.md ("node my-engine.js") or module:Class; default: the reference',
    )
    p.add_argument("--books", nargs="+", choices=EDITIONS, metavar="BOOK", help="the books to verify (default: all)")
    p.add_argument(
        "--edition",
        nargs="+",
        choices=EDITIONS,
        metavar="E",
        help="play every book under this edition's preset instead of its own (one pass per edition)",
    )
    p.add_argument("--refusals", choices=("strict", "mapped", "lenient"), help="how refusals are judged")
    p.add_argument("--refusal-map", metavar="FILE", help="YAML: your engine's refusal codes -> rule ids")
    p.add_argument("--step-timeout", type=_seconds, metavar="SECONDS", help="per request (default 10)")
    p.add_argument("--report", metavar="DIR", help="write report.json, report.html, junit.xml and cucumber.json here")
    p.add_argument("--rulebooks", metavar="DIR", help="the rulebook texts (default: ../shared/rulebooks)")
    p.add_argument("--quiet", action="store_true", help="no progress while it runs")
    p.set_defaults(func=_verify)


def _add_record_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis record``."""
    p = sub.add_parser(
        "record", help="play a game (random, preferring some verbs, or scripted) and write it as a golden game"
    )
    p.add_argument("--players", type=int, choices=(2, 3, 4, 5), help="number of players, named p1..pN (default 4)")
    p.add_argument("--edition", choices=EDITIONS, help="the edition's rule options (default en)")
    p.add_argument("--seed", type=int, help="seed of the set-up and of the random choices (default 0)")
    p.add_argument("--prefer", metavar="VERBS", help="comma-separated verbs played whenever legal, e.g. build-public")
    p.add_argument("--script", metavar="FILE", help="YAML: players, edition, options, setup, script, prefer, seed")
    p.add_argument("--from", dest="from_file", metavar="GAME", help="record a golden game again from its policy")
    p.add_argument("--title", help="the game's title")
    p.add_argument("--out", metavar="FILE", help="write here (default: standard output; with --from: that file)")
    p.add_argument(
        "--write-components",
        action="store_true",
        help="write components.yaml (every card and building number the games state) beside --out",
    )
    p.add_argument("--components-dir", metavar="DIR", help=argparse.SUPPRESS)
    p.set_defaults(func=_record)


def _add_replay_parser(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``constantinopolis replay``."""
    p = sub.add_parser("replay", help="replay golden games; stop each at its first difference")
    p.add_argument("files", nargs="+", metavar="FILE", help="a golden game (*.game) or a folder of them")
    p.add_argument("--engine", metavar="SPEC", help="an engine speaking docs/protocol.md (default: the reference)")
    p.add_argument("--step-timeout", type=_seconds, metavar="SECONDS", help="per request (default 10)")
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
    p.add_argument("--lang", choices=EDITIONS, help="name the game terms as this book does (default: the edition's)")
    p.add_argument("--json", action="store_true", help="print the ruling as JSON")
    p.set_defaults(func=_adjudicate)


def _adjudicate(args: argparse.Namespace) -> int:
    from .adjudicate import adjudicate, as_json, format_legal, format_ruling, legal_now

    if args.action is not None and args.legal is not None:
        raise ConstantinopolisError("give an ACTION or --legal PLAYER, not both")
    if args.legal is not None:
        actions = legal_now(args.situation, args.legal, args.edition)
        if args.json:
            print(json.dumps([{"action": a.text, "rules": a.applied} for a in actions], indent=2))
        else:
            print(format_legal(args.legal, actions))
        return 0
    ruling = adjudicate(args.situation, args.action, args.edition)
    print(as_json(ruling) if args.json else format_ruling(ruling, args.lang, args.all_editions))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; return its exit status (docs/cli.md): 0 all held, 1 something did not hold or
    nothing was found, 2 bad input, 130 interrupted.

    Bad input is one line ``error: ...`` on standard error, or with ``--json`` (``--format json``)
    ``{"error": {"message", "file", "line", "kind"}}`` on standard output (:func:`error_object`)."""
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
        return _failed(exc, str(exc), as_json)
    except BrokenPipeError:
        return 0
    except OSError as exc:  # a file the user named that cannot be written or read
        return _failed(exc, f"{exc.filename}: {exc.strerror}" if exc.filename is not None else str(exc), as_json)


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
    if hasattr(exc, "problem"):  # ScenarioError, golden.GoldenError (.path), yamlfile.YamlInputError (.source)
        file = getattr(exc, "path", None) or getattr(exc, "source", None)
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
