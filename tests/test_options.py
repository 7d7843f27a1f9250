"""Rule options and edition presets."""

from __future__ import annotations

import dataclasses
import json
import re
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Literal

import pytest

from constantinopolis import OPTION_SPECS, Game, OptionsError, RuleOptions, RuleViolation
from constantinopolis.core.options import OPTION, OptionSpec, declared_options, option
from constantinopolis.rulebooks import CODES


def test_presets_follow_each_book() -> None:
    """it:425-427 lays the reshuffled pile face down; en:685, es, fr, de face up."""
    assert RuleOptions.edition("it").future_pile_after_reshuffle == "face-down"
    for ed in (b for b in CODES if b != "it"):
        assert RuleOptions.edition(ed).future_pile_after_reshuffle == "face-up"
    assert RuleOptions.edition("it").consul_preemption_funding == "coins-only"
    assert RuleOptions.edition("en").consul_preemption_funding == "no-discounts"
    assert RuleOptions().values == RuleOptions.edition("en").values


def test_every_option_has_a_value_and_lines_for_every_edition() -> None:
    for spec in OPTION_SPECS.values():
        assert set(spec.editions) == set(CODES)
        assert all(v in spec.values for v in spec.editions.values())
        assert "en" in spec.lines


def test_bad_options_are_refused_clearly() -> None:
    with pytest.raises(OptionsError, match="unknown edition 'xx'"):
        RuleOptions.edition("xx")
    with pytest.raises(OptionsError, match="unknown rule option 'colour'"):
        RuleOptions.edition("en").with_(colour="red")
    with pytest.raises(OptionsError, match="cannot be 'sideways'"):
        RuleOptions.edition("en").with_(future_pile_after_reshuffle="sideways")
    with pytest.raises(OptionsError, match="cannot be 1"):
        RuleOptions.edition("en").with_(free_trade=1)


def test_custom_options_are_named_and_round_trip() -> None:
    opts = RuleOptions.edition("en").with_(free_trade=True)
    assert opts.edition_name == "en+custom"
    assert RuleOptions.from_dict(opts.to_dict()) == opts
    assert RuleOptions.edition("en").with_(free_trade=False).edition_name == "en"
    assert opts.differences(RuleOptions.edition("en")) == {"free_trade": (True, False)}


def reshuffle_game(edition: str) -> Game:
    """Round 4's end: the Future pile empties for the first time (en:685, it:425-427)."""
    game = Game.new(
        ["ann", "bob"],
        seed=5,
        options=edition,
        setup={
            "round": 4,
            "phase": "donate",
            "market": {"current": "forum-costantinum", "future": ["opificies"]},
        },
    )
    game.apply("ann: done")
    game.apply("bob: done")
    return game


@pytest.mark.parametrize(("edition", "hidden"), [("en", False), ("it", True)])
def test_face_down_future_pile_is_hidden_from_players_only(edition: str, hidden: bool) -> None:
    game = reshuffle_game(edition)
    judge = game.view()
    assert judge["market"]["current"]["id"] == "opificies"
    assert sorted(judge["market"]["future"]) == ["domus-regia", "forum-costantinum", "porta-aurea", "portus-iulianus"]
    assert judge["market"]["future_face_down"] is hidden
    seen = game.view("ann")["market"]["future"]
    if hidden:
        assert seen == {"hidden": True, "count": 4}
    else:
        assert seen == judge["market"]["future"]


def consul_game(edition: str, gold: int = 16) -> Game:
    """Kay chooses the Metallum (20); Jen, the Consul, has some gold and a Caupona (+4) with 2 green."""
    return Game.new(
        ["kay", "jen"],
        seed=2,
        options=edition,
        setup={
            "phase": "construct",
            "offices": {"magister-officiorum": "kay", "consul": "jen"},
            "players": {
                "kay": {"gold": 30},
                "jen": {"gold": gold, "buildings": ["caupona"], "goods": {"alimentary": 2}},
            },
        },
    )


def test_consul_may_raise_gold_for_a_preemption_under_en() -> None:
    """en:475 forbids only discounts: while deciding, the Consul may still use his Caupona (+4 gold).

    With 16 gold he is offered the preemption (16 + 4 reaches 20); he must use the Caupona before
    he can pay.  With 15 gold even the Caupona cannot bring him to 20, so he is not asked.
    """
    game = consul_game("en")
    game.apply("kay: build metallum")
    assert game.state.pending.to_dict() == {
        "kind": "preempt",
        "player": "jen",
        "buyer": "kay",
        "building": "metallum",
        "redemptor": False,
    }
    before = game.to_json()
    with pytest.raises(RuleViolation) as err:
        game.apply("jen: preempt")
    assert err.value.rule_id == "consul.preempt"
    assert game.to_json() == before
    game.apply("jen: use caupona")  # allowed under en while deciding
    assert game.player("jen").gold == 20
    game.apply("jen: preempt")
    assert "metallum" in game.player("jen").buildings
    assert game.player("jen").gold == 0
    assert "metallum" not in game.player("kay").buildings
    short = consul_game("en", gold=15)
    short.apply("kay: build metallum")
    assert short.state.pending is None
    assert "metallum" in short.player("kay").buildings


def test_consul_may_not_use_buildings_for_a_preemption_under_it() -> None:
    """it:341: no building may be used for coins or discounts."""
    game = consul_game("it")
    # with 16 gold and the Caupona not usable, the Consul cannot pay 20: he is not even asked
    game.apply("kay: build metallum")
    assert game.state.pending is None
    assert "metallum" in game.player("kay").buildings
    game2 = consul_game("it")
    game2.player("jen").gold = 20
    game2.apply("kay: build metallum")
    assert game2.state.pending is not None
    before = game2.to_json()
    with pytest.raises(RuleViolation) as err:
        game2.apply("jen: use caupona")
    assert err.value.rule_id == "turn.pending-decision"
    assert game2.to_json() == before


def test_each_option_is_one_field_whose_type_lists_its_values() -> None:
    """The one declaration: a field of RuleOptions, its type the Literal of its values (or bool), its default the
    English preset; the registry's values are the type's, in its order, each with its declared meaning (mypy then
    refuses a misspelt value: docs/rule-options.md, "Adding an option"; .ci/run checks .ci/misspelt_option.py)."""
    hints = typing.get_type_hints(RuleOptions)
    declared = {f.name: f for f in dataclasses.fields(RuleOptions) if OPTION in f.metadata}
    assert list(declared) == list(OPTION_SPECS)
    for name, spec in OPTION_SPECS.items():
        kind = hints[name]
        allowed = typing.get_args(kind) if kind is not bool else (False, True)
        assert tuple(spec.values) == allowed, name
        assert spec.values == declared[name].metadata[OPTION].meanings, name
        assert declared[name].default == spec.default == spec.editions["en"], name
        assert getattr(RuleOptions(), name) == spec.default, name


def test_a_declaration_that_does_not_fit_its_type_is_refused() -> None:
    """Meanings of other values than the type's, a preset missing a book or off the type, lines of no book, a type
    that lists no values: each is a TypeError naming the option."""
    ok = {"editions": dict.fromkeys(CODES, "a"), "lines": {"en": "en:1"}, "rule": "r", "summary": "s"}

    @dataclasses.dataclass(frozen=True)
    class Meanings:
        x: Literal["a", "b"] = option(meanings={"a": "A", "c": "C"}, **ok)

    @dataclasses.dataclass(frozen=True)
    class Presets:
        x: Literal["a", "b"] = option(meanings={"a": "A", "b": "B"}, **{**ok, "editions": {"en": "a", "it": "z"}})

    @dataclasses.dataclass(frozen=True)
    class Lines:
        x: Literal["a", "b"] = option(meanings={"a": "A", "b": "B"}, **{**ok, "lines": {"xx": "xx:1"}})

    @dataclasses.dataclass(frozen=True)
    class Untyped:
        x: str = option(meanings={"a": "A"}, **ok)

    @dataclasses.dataclass(frozen=True)
    class Fine:
        x: Literal["a", "b"] = option(meanings={"a": "A", "b": "B"}, **ok)

    for cls, problem in [
        (Meanings, "the meanings are of ['a', 'c'], the type's values ['a', 'b']"),
        (Presets, "the presets"),
        (Lines, "the lines"),
        (Untyped, "its type is a Literal of its values or bool"),
    ]:
        with pytest.raises(TypeError, match=re.escape(problem)) as err:
            declared_options(cls)
        assert str(err.value).startswith("rule option x: "), err.value
    assert declared_options(Fine)["x"].values == {"a": "A", "b": "B"}
    assert Fine().x == "a"


def test_a_declaration_is_refused_for_each_fault_alone_and_told_every_fault_at_once() -> None:
    """Each condition of a declaration on its own: presets for every book but one off the type, lines without the
    English book's, lines of a book that is none; a declaration with two faults is told both.  Lines in all five
    books are fine."""
    ok = {"editions": dict.fromkeys(CODES, "a"), "lines": {"en": "en:1"}, "rule": "r", "summary": "s"}
    ab = {"a": "A", "b": "B"}

    @dataclasses.dataclass(frozen=True)
    class PresetOffTheType:
        x: Literal["a", "b"] = option(meanings=ab, **{**ok, "editions": {**dict.fromkeys(CODES, "a"), "it": "z"}})

    @dataclasses.dataclass(frozen=True)
    class LinesWithoutEnglish:
        x: Literal["a", "b"] = option(meanings=ab, **{**ok, "lines": {"it": "it:1"}})

    @dataclasses.dataclass(frozen=True)
    class LinesOfNoBook:
        x: Literal["a", "b"] = option(meanings=ab, **{**ok, "lines": {"en": "en:1", "xx": "xx:1"}})

    @dataclasses.dataclass(frozen=True)
    class TwoFaults:
        x: Literal["a", "b"] = option(meanings={"a": "A"}, **{**ok, "lines": {"it": "it:1"}})

    @dataclasses.dataclass(frozen=True)
    class EveryBook:
        x: Literal["a", "b"] = option(meanings=ab, **{**ok, "lines": {c: f"{c}:1" for c in CODES}})

    presets = str({**dict.fromkeys(CODES, "a"), "it": "z"})
    for cls, message in [
        (PresetOffTheType, f"rule option x: the presets {presets} give one of ['a', 'b'] for each of {list(CODES)}"),
        (LinesWithoutEnglish, "rule option x: the lines {'it': 'it:1'} are the books' (en at least)"),
        (LinesOfNoBook, "rule option x: the lines {'en': 'en:1', 'xx': 'xx:1'} are the books' (en at least)"),
        (
            TwoFaults,
            "rule option x: the meanings are of ['a'], the type's values ['a', 'b']; "
            "the lines {'it': 'it:1'} are the books' (en at least)",
        ),
    ]:
        with pytest.raises(TypeError) as err:
            declared_options(cls)
        assert str(err.value) == message
    assert declared_options(EveryBook)["x"].lines == {c: f"{c}:1" for c in CODES}


def test_the_spec_of_an_option_is_what_its_field_declares() -> None:
    """The registry's entry (which docs/rule-options.md, the start schema and the game string show) carries the
    field's name and everything its declaration says; the note is empty unless one is declared; a field that is
    no option is not in it."""
    editions = {**dict.fromkeys(CODES, "a"), "it": "b"}

    @dataclasses.dataclass(frozen=True)
    class Declared:
        x: Literal["a", "b"] = option(
            summary="s", meanings={"b": "B", "a": "A"}, editions=editions, lines={"en": "en:1"}, rule="r", note="n"
        )
        plain: int = 0  # a field of another kind, between two options: left out, and the next one still read
        y: bool = option(
            summary="t",
            meanings={True: "T", False: "F"},
            editions=dict.fromkeys(CODES, True),
            lines={"en": "2"},
            rule="q",
        )

    specs = declared_options(Declared)
    assert specs == {
        "x": OptionSpec(
            name="x",
            summary="s",
            values={"a": "A", "b": "B"},
            editions=editions,
            lines={"en": "en:1"},
            rule="r",
            note="n",
        ),
        "y": OptionSpec(
            name="y",
            summary="t",
            values={False: "F", True: "T"},
            editions=dict.fromkeys(CODES, True),
            lines={"en": "2"},
            rule="q",
            note="",
        ),
    }
    assert list(specs["x"].editions) == list(CODES)


def test_a_saved_games_options_are_read_on_the_english_preset_unless_it_names_another() -> None:
    """RuleOptions.from_dict: no edition is the English preset (the default, en); no options, or none, the preset
    itself; an edition written in capitals or with '+custom' is the same preset."""
    en, it = RuleOptions.edition("en"), RuleOptions.edition("it")
    assert RuleOptions.from_dict({}) == en
    assert RuleOptions.from_dict({"options": {"free_trade": True}}) == en.with_(free_trade=True)
    assert RuleOptions.from_dict({"edition": "it", "options": None}) == it
    assert RuleOptions.from_dict({"edition": "it+custom", "options": {}}) == it
    assert RuleOptions.from_dict({"edition": "IT"}) == it


def test_the_options_are_checked_at_construction_and_only_options_change() -> None:
    with pytest.raises(OptionsError, match="rule option 'licence_skip' cannot be 'sometimes'; allowed: allowed, never"):
        RuleOptions(licence_skip="sometimes")  # type: ignore[arg-type]
    with pytest.raises(OptionsError, match="unknown rule option 'edition_name'"):
        RuleOptions.edition("en").with_(edition_name="it")
    opts = RuleOptions.edition("fr").with_(licence_skip="never")
    assert opts.edition_name == "fr+custom" and opts.preset_name == "fr"
    assert opts.changes() == {"licence_skip": "never"} and RuleOptions.edition("it").changes() == {}
    assert opts.with_(licence_skip="allowed") == RuleOptions.edition("fr")
    assert hash(opts) == hash(RuleOptions.edition("fr").with_(licence_skip="never"))


def _game_string_options(text: str) -> tuple[str, dict[str, object]]:
    """The edition and the options a game string names (``key=value`` after players and seed)."""
    match = re.fullmatch(r"constantinopolis\(edition=(\w+),players=\d+,seed=\d+((?:,\w+=[\w-]+)*)\)", text)
    assert match, text
    pairs = [p.split("=") for p in match.group(2).split(",") if p]
    return match.group(1), {k: json.loads(v) if v in ("true", "false") else v for k, v in pairs}


@pytest.mark.parametrize(
    ("edition", "changes", "tail"),
    [
        ("en", {}, ""),
        ("it", {}, ""),
        ("fr", {"licence_skip": "never"}, ",licence_skip=never"),
        (
            "it",
            {"free_trade": True, "taberna_scope": "every-producible-type"},
            ",taberna_scope=every-producible-type,free_trade=true",
        ),
        ("de", {"trading_post_purchase_draw": "mandatory"}, ""),  # the de preset's own value
    ],
)
def test_the_game_string_names_the_options_that_differ_from_the_preset(
    edition: str, changes: dict[str, object], tail: str
) -> None:
    """The game string names each option whose value is not the edition's preset, in declaration order, so that
    the edition and the options are read back from it."""
    options = RuleOptions.edition(edition).with_(**changes)
    game = Game.new(["ann", "bob", "cat"], seed=1, options=options)
    assert game.game_string() == f"constantinopolis(edition={edition},players=3,seed=1{tail})"
    assert game.view()["game"] == game.game_string()
    read_edition, read_options = _game_string_options(game.game_string())
    assert RuleOptions.edition(read_edition).with_(**read_options) == options


def test_the_start_schema_describes_each_option_as_declared() -> None:
    """docs/schemas/start.request.json copies each option's summary and the meaning of each value into its
    description (an engine's author reads them there): the copy is the declaration's, word for word."""
    schema = Path(__file__).resolve().parents[1] / "docs" / "schemas" / "start.request.json"
    described = json.loads(schema.read_text(encoding="utf-8"))["properties"]["options"]["properties"]
    assert list(described) == list(OPTION_SPECS)
    for name, spec in OPTION_SPECS.items():
        meanings = "; ".join(f"{json.dumps(value)}: {meaning}" for value, meaning in spec.values.items())
        assert described[name]["description"] == f"{spec.summary}  {meanings}", name


def test_game_new_reads_options_as_a_mapping_on_the_english_preset_or_on_a_named_edition() -> None:
    """``Game.new(options=...)`` takes a mapping of rule options: changes of the English preset, or of
    the preset its ``edition`` names (docs/scenario-format.md); the mapping given stays as it was."""
    given = {"free_trade": True}
    assert Game.new(["greg", "jen"], seed=0, options=given).options == RuleOptions.edition("en").with_(free_trade=True)
    assert given == {"free_trade": True}
    french = {"edition": "fr", "free_trade": True}
    assert Game.new(["greg", "jen"], seed=0, options=french).options == RuleOptions.edition("fr").with_(free_trade=True)
    assert french == {"edition": "fr", "free_trade": True}
    assert Game.new(["greg", "jen"], seed=0, options="it").options == RuleOptions.edition("it")


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: RuleOptions.edition(None), "an edition is a book's code, one of en, es, fr, de, it; got null"),
        (lambda: RuleOptions.edition(5), "an edition is a book's code, one of en, es, fr, de, it; got 5"),
        (
            lambda: RuleOptions.from_dict("x"),
            "rule options are a mapping of 'edition' and 'options' (a mapping); got 'x'",
        ),
        (
            lambda: RuleOptions.from_dict({"options": ["free_trade"]}),
            "rule options are a mapping of 'edition' and 'options' (a mapping); got {\"options\": [\"free_trade\"]}",
        ),
    ],
)
def test_options_of_the_wrong_type_are_an_options_error(call: Callable[[], object], message: str) -> None:
    """docs/api.md: a wrong argument is never an AttributeError or a TypeError (an edition given as None, saved
    options that are not a mapping)."""
    with pytest.raises(OptionsError) as e:
        call()
    assert str(e.value) == message
