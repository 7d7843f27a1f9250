"""Golden games (scenarios/games/*.game, docs/golden-games.md): they replay identically, cover every
rule, and a changed rule makes one fail with a diff that names the step."""

from __future__ import annotations

import shutil
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
import yaml

from constantinopolis.core import phases
from constantinopolis.core.actions import ACTION_TYPES, UseCommercial
from constantinopolis.core.options import EDITIONS
from constantinopolis.core.phases import accept, auction, construction
from constantinopolis.core.rules import RULES
from constantinopolis.suite.golden import (
    GoldenError,
    GoldenGame,
    compact_actions,
    components_overrides,
    expand_actions,
    parse_game,
    read_game,
    replay,
    rules_exercised,
)
from constantinopolis.suite.verify.driver import ReferenceDriver
from constantinopolis.tools.cli import main

ROOT = Path(__file__).resolve().parents[1]
GAMES_DIR = ROOT / "scenarios" / "games"
GAMES = sorted(GAMES_DIR.glob("*.game"))

# Rules no game can exercise, each with the reason; everything else must be exercised.
UNREACHABLE = {
    "accept.no-voyage": (
        "'/' is printed only for the Small Ship on passenger cards (en:336), and accept.passengers refuses "
        "those first: the rule decides only for data where a Small Ship carries passengers "
        "(tests/faulty_engines/small_ship_one_passenger, de-ex-04)"
    ),
}


@pytest.mark.parametrize("path", GAMES, ids=[p.stem for p in GAMES])
def test_golden_game_replays_identically(path: Path) -> None:
    result = replay(path)
    assert result.difference is None, result.difference.format()
    assert result.ok and result.legal_checked and result.steps > 0


@pytest.fixture(scope="module")
def games() -> dict[Path, GoldenGame]:
    """Every golden game, read once (reading checks its set-up on the reference engine)."""
    return {path: read_game(path) for path in GAMES}


def test_every_player_count_and_edition_has_a_game(games: dict[Path, GoldenGame]) -> None:
    seen = {(len(game.players), game.header["edition"]) for game in games.values()}
    missing = [(n, e) for n in (2, 3, 4, 5) for e in EDITIONS if (n, e) not in seen]
    assert not missing, f"no golden game for (players, edition): {missing}"
    assert len(GAMES) >= 20


def test_games_end_each_way_the_rules_allow(games: dict[Path, GoldenGame]) -> None:
    reasons = defaultdict(list)
    for path, game in games.items():
        end = game.body[-1].text
        reasons[end.split()[1]].append(path.name)
    assert set(reasons) == {"market", "public-buildings"}, dict(reasons)  # en:713-728: the two ways a game ends


@pytest.mark.slow  # every golden game replayed again with the rule trace (features/test_golden_games.py replays them)
def test_every_rule_is_exercised_by_some_golden_game() -> None:
    exercised: dict[str, list[str]] = defaultdict(list)
    for path in GAMES:
        for rule in rules_exercised(path):
            exercised[rule].append(path.stem)
    gaps = [rule for rule in RULES if rule not in exercised and rule not in UNREACHABLE]
    assert not gaps, "rules no golden game exercises (record a scripted game for them):\n" + "\n".join(
        f"  {rule}: {RULES[rule].summary} ({RULES[rule].cite()})" for rule in gaps
    )
    stale = [rule for rule in UNREACHABLE if rule in exercised]
    assert not stale, f"listed as unreachable but exercised: {stale}"


def test_the_components_file_states_the_reference_manifest() -> None:
    data = yaml.safe_load((GAMES_DIR / "components.yaml").read_text(encoding="utf-8"))
    from constantinopolis.core.components import default_components

    stated, manifest = data["components"], components_overrides(default_components())
    differ = [
        f"{section} {_entry_id(entry)}"
        for section in sorted(set(stated) | set(manifest))
        for entry in _entries(stated.get(section)) ^ _entries(manifest.get(section))
    ]
    assert stated == manifest, (
        f"scenarios/games/components.yaml differs from the manifest at: {', '.join(sorted(set(differ)))}; "
        "after an intended change, see docs/golden-games.md, 'Re-recording after a change of the component data'"
    )


def _entries(section: Any) -> set[str]:
    """A section of a components mapping, each entry as comparable text (a list of entries or a mapping by id)."""
    items = section.items() if isinstance(section, dict) else enumerate(section or [])
    entries = ({"id": k, **v} if isinstance(v, dict) and "id" not in v else v for k, v in items)
    return {yaml.safe_dump(entry, sort_keys=True) for entry in entries}


def _entry_id(text: str) -> str:
    return str(yaml.safe_load(text).get("id", "?"))


def test_a_replay_does_not_depend_on_the_engine_seed() -> None:
    for path in GAMES[:3]:
        result = replay(path, lambda: ReferenceDriver(seed=123_457))
        assert result.ok, result.difference.format() if result.difference else result.error


# ------------------------------------------------------------- a changed rule is caught
def test_a_changed_rule_breaks_a_replay_with_a_diff_naming_the_step(monkeypatch: pytest.MonkeyPatch) -> None:
    # the Comes Thesaurorum receives 5 gold instead of 4 (en:787)
    monkeypatch.setattr(auction, "COMES_GOLD", 5)
    result = replay(GAMES_DIR / "en-4p.game")
    assert result.difference is not None
    text = result.difference.format()
    assert "differs at step" in text and "(round 1 construct, after '" in text
    assert "expected:" in text and "got:" in text
    assert "gold" in "\n".join(result.difference.detail)


def test_a_too_permissive_engine_is_named_by_the_legal_action_line(monkeypatch: pytest.MonkeyPatch) -> None:
    # a Commercial Building used twice a round (commercial.once-per-round, en:525): the engine accepts it
    real = construction.check_use

    def use_again(t: Any, p: Any, a: Any, ck: Any) -> Any:
        used = dict(p.flags.commercial)
        p.flags.commercial.clear()
        try:
            return real(t, p, a, ck)
        finally:
            p.flags.commercial.update(used)

    monkeypatch.setitem(phases.CHECKS, UseCommercial, use_again)
    # and lists it again among the legal actions, which the phases generate (phases.legal)
    real_uses = construction.legal_uses

    def uses_again(t: Any, p: Any) -> Any:
        used = dict(p.flags.commercial)
        p.flags.commercial.clear()
        try:
            return real_uses(t, p)
        finally:
            p.flags.commercial.update(used)

    for legal in (construction.LEGAL, accept.LEGAL, construction.FUNDED_LEGAL):
        monkeypatch.setitem(legal, "use", uses_again)
    # the first game that differs is enough (the games are replayed in order until one does)
    first = next((r.difference for r in map(replay, GAMES) if r.difference is not None), None)
    assert first is not None, "a second use of a Commercial Building in a round went unnoticed"
    assert first.expected.startswith("? ") and " use " in first.got
    assert any(line.startswith("the engine allows what the game did not: ") for line in first.detail)


def test_a_faulty_engine_fails_a_replay_through_the_protocol(tmp_path: Path) -> None:
    import sys

    engine = ROOT / "tests" / "faulty_engines" / "trading_post_draws_2.py"
    games = [str(GAMES_DIR / "en-4p.game"), str(GAMES_DIR / "de-4p.game")]
    # generous timeouts: the engine is honest but for its draws, and a loaded machine may slow its start
    generous = ["--startup-timeout", "60", "--step-timeout", "60"]
    assert main(["replay", *games, "--engine", f"{sys.executable} {engine}", *generous]) == 1


def test_replay_leaves_no_engine_process_or_folder_behind(tmp_path: Path) -> None:
    """``replay --engine`` stops the engine once the games are replayed: its process group, so that a child a
    wrapper started does not outlive the command, and the fresh folder it ran in (it was left in /tmp, and the
    child ran on)."""
    import os
    import sys
    import time

    said = tmp_path / "said.txt"
    wrapper = tmp_path / "engine.py"
    wrapper.write_text(
        "import os, subprocess, sys\n"
        "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(120)'])\n"
        "open(sys.argv[1], 'w').write(f'{child.pid} {os.getcwd()}')\n"
        "from constantinopolis.tools.cli import main\n"
        "sys.exit(main(['serve']))\n",
        encoding="utf-8",
    )
    engine = f"{sys.executable} {wrapper} {said}"
    assert main(["replay", str(GAMES_DIR / "en-2p.game"), "--engine", engine, "--startup-timeout", "60"]) == 0
    pid, folder = said.read_text(encoding="utf-8").split(" ", 1)
    assert not Path(folder).exists(), "the engine's folder is removed"
    for _ in range(50):  # killed at once; reaped by whoever inherits it
        status = Path(f"/proc/{pid}/status")
        if not status.exists() or "State:\tZ" in status.read_text(encoding="utf-8"):
            break
        time.sleep(0.1)
    else:
        os.kill(int(pid), 9)
        raise AssertionError(f"the wrapper's child {pid} outlived the replay")


# ------------------------------------------------------------- re-recording
def test_rerecord_shows_the_change_and_writes_only_when_asked(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("en-3p.game", "components.yaml"):
        shutil.copy(GAMES_DIR / name, tmp_path / name)
    path = tmp_path / "en-3p.game"
    before = path.read_text(encoding="utf-8")
    monkeypatch.setattr(auction, "COMES_GOLD", 5)
    assert main(["replay", "--rerecord", str(path)]) == 0
    out = capsys.readouterr().out
    assert "CHANGED" in out and "differs at step" in out and "nothing written" in out
    assert out.endswith("0 unchanged, 1 changed (to rewrite with --write), 0 no longer a whole game\n")
    assert path.read_text(encoding="utf-8") == before
    assert main(["replay", "--rerecord", "--write", str(path)]) == 0
    out = capsys.readouterr().out
    assert "rewrote" in out and out.endswith("0 unchanged, 1 changed (rewritten), 0 no longer a whole game\n")
    assert replay(path).ok  # the new file matches the changed engine
    monkeypatch.setattr(auction, "COMES_GOLD", 4)
    assert not replay(path).ok


def test_rerecord_counts_a_game_it_cannot_rewrite_and_exits_1(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A game whose recorded actions the changed engine refuses is not rewritten by --write; the run says how many
    and exits 1 (it exited 0 with nothing said after the per-game lines, and a plain replay then failed)."""
    from constantinopolis.core.actions import Keep
    from constantinopolis.core.errors import RuleViolation

    for name in ("en-3p.game", "en-2p.game", "components.yaml"):
        shutil.copy(GAMES_DIR / name, tmp_path / name)
    before = (tmp_path / "en-3p.game").read_text(encoding="utf-8")

    def refuse(*args: Any) -> Any:
        raise RuleViolation("auction.own-office", "no keeping today")

    monkeypatch.setitem(phases.CHECKS, Keep, refuse)
    code = main(["replay", "--rerecord", "--write", str(tmp_path / "en-3p.game"), str(tmp_path / "en-2p.game")])
    out = capsys.readouterr().out
    assert code == 1, out
    assert "0 unchanged, 0 changed (rewritten), 2 no longer a whole game (not rewritten" in out
    assert (tmp_path / "en-3p.game").read_text(encoding="utf-8") == before


def test_record_writes_a_game_that_replays(tmp_path: Path) -> None:
    shutil.copy(GAMES_DIR / "components.yaml", tmp_path / "components.yaml")
    out = tmp_path / "g.game"
    assert main(["record", "--players", "2", "--edition", "it", "--seed", "5", "--out", str(out)]) == 0
    game = read_game(out)
    assert game.header["setup"]["contracts"]["deck"] and game.header["setup"]["offices"]
    assert game.body[-1].text.startswith("end: ")
    assert replay(out).ok


# ------------------------------------------------------------- the format
def test_compact_actions_round_trip() -> None:
    texts = ["p1: bid consul 3", "p1: bid consul 4", "p1: bid consul 5", "p1: bid consul 7", "p1: keep"]
    line = compact_actions(texts)
    assert line == "bid consul 3..5 | bid consul 7 | keep"
    assert expand_actions("p1", line) == set(texts)
    assert compact_actions([]) == "(nothing)" and expand_actions("p1", "(nothing)") == set()


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\n", "no '---' line"),
        ("format: other/1\nplayers: [a, b]\nedition: en\n---\n", "this engine reads"),
        ("format: constantinopolis-game/1\nplayers: [a, b]\n---\n", "no 'edition'"),
        ("format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\nseed: 3\n---\n", "unknown header key 'seed'"),
        ("format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\n---\nx a: keep\n", "'x PLAYER: ACTION"),
        ("format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\n---\n= round 1 auction\na: fly\n", "line 6"),
        ("format: [\n---\n", "not valid YAML"),
        (  # a range is expanded to compare it: an amount above the bound of actions would never end
            "format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\n---\n? a: pass | raise 4..99999999999\n",
            "the amounts 4..99999999999 go above 1,000",
        ),
        ("format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\n---\n? a: bid consul 9..3\n", "run downwards"),
        (  # a '?' line without ': ' after its player crashed replay's comparison (IndexError)
            "format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\n---\n? a:keep\n",
            "bad.game:5: a '?' line reads '? PLAYER: ACTION | ACTION ...' or '? PLAYER: (nothing)', PLAYER one of a, b",
        ),
        ("format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\n---\n? c: keep\n", "PLAYER one of a, b"),
        (  # an unknown header key at its line
            "format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\ntitel: x\n---\n",
            "bad.game:4: unknown header key 'titel'",
        ),
        ("format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\n---\nc: keep\n", "'c', who does not play"),
        (
            "format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\n---\nx a: take consul = auction.nothing\n",
            "bad.game:5: 'auction.nothing' is no rule id",
        ),
        ("format: constantinopolis-game/1\nplayers: ab\nedition: en\n---\n", "the header's players"),
        ("format: constantinopolis-game/1\nplayers: [a, b]\nedition: xx\n---\n", "the header's edition: one of"),
        (
            "format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\noptions: {1: 2}\n---\n",
            "the header's options: a rule option's name is text, not 1",
        ),
    ],
)
def test_a_malformed_game_file_is_named_with_its_line(text: str, problem: str) -> None:
    with pytest.raises(GoldenError) as info:
        parse_game(text, "bad.game")
    message = str(info.value) if problem != "line 6" else f"line {info.value.line}"
    assert problem in message and str(info.value).startswith("bad.game")


def test_a_game_cut_short_after_its_header_is_the_files_error(tmp_path: Path) -> None:
    """A file with nothing after '---' is malformed (exit 2 at its line), not a game that differs at step 0."""
    path = tmp_path / "bad.game"
    path.write_text(
        "format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\n---\n\n# nothing more\n", encoding="utf-8"
    )
    with pytest.raises(GoldenError) as info:
        read_game(path)
    assert str(info.value) == f"{path}:4: nothing after '---': the game's checkpoints and actions follow it"


def test_a_components_file_that_cannot_be_read_is_named_at_the_line_of_components(tmp_path: Path) -> None:
    path = tmp_path / "bad.game"
    path.write_text(
        "format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\ncomponents: nosuch.yaml\n---\n",
        encoding="utf-8",
    )
    with pytest.raises(GoldenError) as info:
        read_game(path)
    assert info.value.line == 4 and "components: cannot read" in str(info.value)


def test_replay_write_without_rerecord_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    """``--write`` rewrites what ``--rerecord`` changes: alone it was ignored in silence."""
    assert main(["replay", "--write", str(GAMES_DIR / "en-2p.game")]) == 2
    assert (
        capsys.readouterr().err.strip()
        == "error: --write rewrites the files that --rerecord changes: give --rerecord too"
    )


def test_a_set_up_no_engine_could_play_is_the_files_error_at_its_line(tmp_path: Path) -> None:
    """A header whose set-up the reference refuses is the file's problem (exit 2 at the line), not an engine
    failure of whatever engine replays it."""
    path = tmp_path / "bad.game"
    path.write_text(
        "format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\nsetup:\n  round: x\n---\n", encoding="utf-8"
    )
    with pytest.raises(GoldenError) as info:
        read_game(path)
    assert str(info.value) == f"{path}:4: the header's setup: round: expected a whole number >= 1, got 'x'"
    raw = b"format: constantinopolis-game/1\nplayers: [a, b]\nedition: en\n---\na: keep \xff\n"
    path.write_bytes(raw)
    with pytest.raises(GoldenError) as info:
        read_game(path)
    # the words of every file a user names (yamlfile.read_text): a scenario file's are the same
    assert str(info.value) == f"{path}:5: the file is not UTF-8 text (byte {raw.index(0xFF)}: b'\\xff')"


def test_replay_of_a_missing_file_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "no/such.game"]) == 2
    assert "no/such.game: no such file or directory" in capsys.readouterr().err


def _malformed(view: dict[str, Any], how: str) -> Any:
    if how == "number-as-text":  # the supply's counts as text: they are added up
        supply = view["supply"]
        return {**view, "supply": {**supply, "buildings": {b: str(n) for b, n in supply["buildings"].items()}}}
    if how == "list":
        return [view]
    if how == "no-round":
        return {k: v for k, v in view.items() if k != "round"}
    return {**view, "players": "p1 p2"}


@pytest.mark.parametrize("how", ["number-as-text", "list", "no-round", "players-as-text"])
def test_a_view_of_the_wrong_shape_is_an_engine_failure_not_a_traceback(how: str) -> None:
    """An engine under test that sends a view shaped otherwise than the state view: the replay says so, as an
    engine failure of that game, instead of failing inside the digest (a TypeError, a KeyError)."""
    from constantinopolis.suite.golden import replay
    from constantinopolis.suite.verify.driver import EngineFailure, ReferenceDriver

    class Malformed(ReferenceDriver):
        def view(self, observer: str | None = None) -> dict[str, Any]:
            return _malformed(super().view(observer), how)  # type: ignore[no-any-return]

    result = replay(GAMES_DIR / "en-2p.game", Malformed)
    assert not result.ok and isinstance(result.cause, EngineFailure)
    assert result.error is not None
    assert result.error.startswith("engine failure: a view that is not shaped as the state view (docs/state-view.md)")


@pytest.mark.parametrize(
    ("script", "problem"),
    [
        ("players: [p1, p2]\nscript: 5\n", ":2: script: a list of texts"),
        ("players: [p1, p2]\nseed: x\n", ":2: seed: a whole number; got 'x'"),
        ("players: [p1, p2]\nseed: 1.5\n", ":2: seed: a whole number; got 1.5"),
        ("players: p1\n", ":1: players: players: a list of 2 to 5 names"),
        ("players: [p1, p2]\nprefer: [dance]\n", ":2: prefer: 'dance' is no verb"),
        ("players: [p1, p2]\ncomponents: 5\n", ":2: components: a mapping"),
        ("players: [p1, p2]\noptions: {1: 2}\n", ":2: options: a rule option's name is text, not 1"),
        ("players: [p1, p2]\nscript:\n  - 'p1: keep'\n  - 'zed: keep'\n", ":4: script: unknown player 'zed'"),
        ("players: [p1, p2]\nafter:\n  - 'x p1: fly'\n", ":3: after: unknown action 'fly'"),
    ],
)
def test_a_malformed_record_script_is_named_with_its_line(
    tmp_path: Path, script: str, problem: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``record --script``: each key of the script is checked, and a problem is exit 2 at its line (a seed of 'x',
    a script of 5 were tracebacks; players: p1 recorded a game of players 'p' and '1')."""
    path = tmp_path / "bad.script"
    path.write_text(script, encoding="utf-8")
    assert main(["record", "--script", str(path), "--out", str(tmp_path / "g.game")]) == 2
    assert capsys.readouterr().err.splitlines()[-1].startswith(f"error: {path}{problem}")
    assert not (tmp_path / "g.game").exists()
    assert not (tmp_path / "components.yaml").exists()  # nothing written before the script was read


def test_record_prefers_only_verbs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``record --prefer``: each verb checked as a script's ``prefer`` is (a misspelt verb was written into the
    game's header, and never preferred)."""
    assert main(["record", "--players", "2", "--prefer", "build,flyy", "--out", str(tmp_path / "g.game")]) == 2
    verbs = ", ".join(sorted(ACTION_TYPES))
    error = f"constantinopolis record: error: argument --prefer: 'flyy' is no verb; verbs: {verbs}"
    assert capsys.readouterr().err.splitlines()[-1] == error
    assert not list(tmp_path.iterdir())


def test_a_record_script_refused_in_play_is_named_at_its_line_and_leaves_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A script's action that the game refuses (not p2's turn) is the script's error at its line (it was
    '<script>' with no line), and the components file written for the game is taken away again; an --out that
    is a folder is refused before anything is written."""
    path = tmp_path / "bad.script"
    path.write_text("players: [p1, p2]\nscript:\n  - 'p2: keep'\n", encoding="utf-8")
    assert main(["record", "--script", str(path), "--out", str(tmp_path / "g.game")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {path}:3: script: the script's 'p2: keep' is refused: [turn.not-your-turn]")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.script"]
    (tmp_path / "folder").mkdir()
    assert main(["record", "--players", "2", "--out", str(tmp_path / "folder")]) == 2
    assert capsys.readouterr().err == f"error: {tmp_path / 'folder'}: is a folder: --out names the game file to write\n"
    assert not list((tmp_path / "folder").iterdir()) and not (tmp_path / "components.yaml").exists()


def test_a_record_script_whose_set_up_is_refused_is_named_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A set-up the engine refuses is found when the game is made to be recorded: still exit 2 at the line of
    ``setup`` (benchmarks/same_engine.py leaves it out, as every test that records)."""
    path = tmp_path / "bad.script"
    path.write_text("players: [p1, p2]\nsetup: {round: 0}\n", encoding="utf-8")
    assert main(["record", "--script", str(path), "--out", str(tmp_path / "g.game")]) == 2
    error = capsys.readouterr().err.splitlines()[-1]
    assert error == f"error: {path}:2: setup: round: expected a whole number >= 1, got 0"


def test_a_replay_asks_nothing_more_after_the_first_difference_nor_views_of_players_it_does_not_know() -> None:
    """An engine that differs at the first checkpoint is asked nothing more (a replay played all 611 steps of a
    game after a difference at step 0); an engine that lists thousands of players in its views is never asked
    for their views (the harness asked for each name it listed, at every Accept phase)."""
    from constantinopolis.suite.golden import replay
    from constantinopolis.suite.verify.driver import ReferenceDriver

    asked: list[str] = []

    class Phantoms(ReferenceDriver):
        def view(self, observer: str | None = None) -> dict[str, Any]:
            asked.append(f"view {observer}")
            view = super().view(observer)
            view["players"] = {**view["players"], **{f"ghost{i}": view["players"]["p1"] for i in range(100)}}
            return view  # type: ignore[no-any-return]

        def act(self, text: str) -> None:
            asked.append(text)
            super().act(text)

    result = replay(GAMES_DIR / "en-2p.game", Phantoms)
    assert not result.ok and result.difference is not None and result.difference.step == 0
    assert asked == ["view None"]  # the first digest differs: no legal actions, no action, no other view


@pytest.mark.parametrize(
    ("expected", "got", "detail"),
    [
        (  # the label once, and what the player is shown that the game hides (it read "p1 cannot see: p1 cannot see")
            "=   p1 cannot see: p2.gold p3.gold deck",
            "=   p1 cannot see: deck",
            ["p1 is shown what the game hides from him: p2.gold p3.gold"],
        ),
        ("=   p2 cannot see: nothing", "=   p2 cannot see: deck", ["p2 is not shown what the game shows him: deck"]),
        (  # the part of a long end line that differs (nothing pointed at it)
            "end: market after round 9 | winners p4 | p1 15 fp",
            "end: market after round 9 | winners p2,p4 | p1 15 fp",
            ["winners p4  ->  winners p2,p4"],
        ),
    ],
)
def test_a_difference_inside_a_line_is_said(expected: str, got: str, detail: list[str]) -> None:
    from constantinopolis.suite.golden import _detail

    assert _detail(expected, got) == detail
