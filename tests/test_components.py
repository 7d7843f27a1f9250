"""The component manifest: provenance on every value, validation of user manifests."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from conftest import load_yaml
from constantinopolis import ComponentError, Game, SetupError, load_components
from constantinopolis.core.components import (
    DEFAULT_MANIFEST,
    DEFAULT_SOURCE,
    Ability,
    BuildingKind,
    Components,
    default_components,
    to_raw,
)
from constantinopolis.rulebooks import CODES

RAW = load_yaml(DEFAULT_MANIFEST.read_text(encoding="utf-8"))


SAFE_DUMPER: Any = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml's: a manifest in a third of the time


def write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "manifest.yaml"
    path.write_text(yaml.dump(data, Dumper=SAFE_DUMPER), encoding="utf-8")
    return path


def test_default_manifest_counts_match_the_component_list() -> None:
    """en:29-41: 106 contracts, 5 markets, ships 9/8/5, tiles 24/18/12/8/6."""
    c = default_components()
    assert len(c.contracts) == 106
    assert len(c.markets) == 5
    assert {s: c.ships[s].copies for s in c.ships} == {"small": 9, "medium": 8, "large": 5}
    tiles = {k: sum(b.copies for b in c.buildings.values() if b.kind == k) for k in ("production", "commercial")}
    assert tiles == {"production": 24, "commercial": 18}
    assert sum(b.copies for b in c.by_kind(BuildingKind.UTILITY)) == 12
    assert len(c.by_kind(BuildingKind.PUBLIC)) == 8 and len(c.by_kind(BuildingKind.WALL)) == 6


def test_kinds_and_abilities_are_read_into_enums_and_written_back_as_the_manifests_strings() -> None:
    """BuildingKind and Ability are StrEnums: each member equals the manifest's word, and the components'
    plain form (golden games, overrides) holds plain strings, which yaml.safe_dump can write."""
    c = default_components()
    assert {type(b.kind) for b in c.buildings.values()} == {BuildingKind}
    assert {type(b.ability) for b in c.buildings.values() if b.ability} == {Ability}
    assert {b.ability for b in c.buildings.values() if b.ability} == set(Ability)
    by_id = {e["id"]: e for e in RAW["buildings"]}
    raw = to_raw(c)["buildings"]
    for bid, b in c.buildings.items():
        assert (b.kind, b.ability) == (by_id[bid]["kind"], by_id[bid].get("ability"))
        assert type(raw[bid]["kind"]) is str and type(raw[bid].get("ability", "")) is str
    assert yaml.safe_load(yaml.safe_dump(raw)) == raw


def test_every_building_value_has_a_provenance() -> None:
    """Principle: every component value is stated (with its line), inferred or assumed."""
    for entry in RAW["buildings"]:
        data_keys = set(entry) - {"id", "name", "kind", "provenance"}
        assert data_keys <= set(entry["provenance"]), f"{entry['id']}: {data_keys - set(entry['provenance'])}"
        for prov in entry["provenance"].values():
            ((kind, text),) = prov.items()
            assert kind in ("stated", "inferred", "assumed") and str(text).strip()
            if kind == "stated":
                assert any(f"{book}:" in str(text) for book in CODES)


def test_stated_values_match_the_english_table() -> None:
    """en:819-862: costs, licences and public FP as printed."""
    c = default_components()
    assert (c.building("metallum").cost, c.building("metallum").licence) == (20, "B")
    assert (c.building("vinaria").cost, c.building("vinaria").licence) == (21, "D")
    assert (c.building("caupona").gold, c.building("caupona").fp, c.building("caupona").requires) == (
        4,
        1,
        {"alimentary": 2},
    )
    assert c.building("ager").produces == {"alimentary": 2}  # en:376
    assert [(b.cost, b.fp) for b in c.public_pairs()[5]] == [(50, 5), (45, 5)]


def test_a_user_manifest_is_loaded_and_used(tmp_path: Path) -> None:
    data = dict(RAW)
    cards = [dict(k) for k in RAW["contracts"]["cards"]]
    cards[0] = {**cards[0], "gold": 99}
    data["contracts"] = {**RAW["contracts"], "cards": cards}
    path = write(tmp_path, data)
    comps = load_components(path)
    assert comps.contracts[cards[0]["id"]].gold == 99
    game = Game.new(["a", "b"], seed=3, components=str(path))
    assert game.components.contracts[cards[0]["id"]].gold == 99
    again = Game.from_dict(game.to_dict())
    assert again.components.contracts[cards[0]["id"]].gold == 99


def test_validation_reports_every_problem_at_once(tmp_path: Path) -> None:
    data = dict(RAW)
    cards = [dict(k) for k in RAW["contracts"]["cards"]][:100]  # 6 cards short
    cards[0] = {**cards[0], "goods": {"purple": 1}}  # unknown type
    cards[1] = {**cards[1], "voyage": {"small": 3, "medium": 1, "large": 2}}  # bad length
    data["contracts"] = {**RAW["contracts"], "cards": cards}
    buildings = [dict(b) for b in RAW["buildings"]]
    buildings[1] = {**buildings[1], "licence": "E"}
    buildings[2] = {k: v for k, v in buildings[2].items() if k != "provenance"}
    data["buildings"] = buildings
    with pytest.raises(ComponentError) as err:
        load_components(write(tmp_path, data))
    text = str(err.value)
    assert "contracts: 100 cards, expected 106 (en:29)" in text
    assert "unknown good type 'purple'" in text
    assert "a voyage lasts 1 or 2 rounds, got 3" in text
    assert "licence: expected one of A, B, C, D, got 'E'" in text
    assert "no provenance" in text
    assert len(err.value.problems) >= 5


@pytest.mark.parametrize(
    ("content", "message"),
    [  # a manifest that is no YAML or no mapping: test_a_manifest_that_cannot_be_read_is_told_with_its_line
        ("goods: []\nships: 3\nbuildings: []\nmarkets: []\ncontracts: {}", "ships: expected a list"),
    ],
)
def test_malformed_manifests_get_a_clear_error(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ComponentError) as err:
        load_components(path)
    assert message in str(err.value)
    assert str(path) in str(err.value)


def test_missing_manifest_file(tmp_path: Path) -> None:
    with pytest.raises(ComponentError, match="cannot read the file"):
        load_components(tmp_path / "nope.yaml")


def test_component_overrides_that_are_not_a_mapping_are_named() -> None:
    """docs/api.md: setup and component_overrides are mappings; the error names the argument.
    Written to kill a mutant of Game.new's check of component_overrides (issue 8's triage, list e; its
    name was not recorded)."""
    with pytest.raises(SetupError) as info:
        Game.new(["greg", "jen", "kay"], component_overrides=[{"ships": {}}])  # type: ignore[arg-type]
    assert info.value.path == "component_overrides"
    assert str(info.value) == "component_overrides: a mapping (docs/scenario-format.md); got [{'ships': {}}] (a list)"


def test_passenger_cards_cannot_sail_on_small_ships(tmp_path: Path) -> None:
    """en:336: '/' appears only for the Small Ship on passenger cards."""
    data = dict(RAW)
    cards = [dict(k) for k in RAW["contracts"]["cards"]]
    pax = next(i for i, k in enumerate(cards) if k.get("passengers"))
    cards[pax] = {**cards[pax], "voyage": {"small": 1, "medium": 1, "large": 2}}
    data["contracts"] = {**RAW["contracts"], "cards": cards}
    with pytest.raises(ComponentError, match="a Small Ship carries no passengers"):
        load_components(write(tmp_path, data))


def _with_card(tmp_path: Path, pick: str, **changes: Any) -> Path:
    """The default manifest with the first goods (``pick="goods"``) or passenger card changed."""
    data = dict(RAW)
    cards = [dict(k) for k in RAW["contracts"]["cards"]]
    i = next(i for i, k in enumerate(cards) if k.get(pick))
    cards[i] = {**cards[i], **changes}
    data["contracts"] = {**RAW["contracts"], "cards": cards}
    return write(tmp_path, data)


def test_a_passenger_card_giving_fame_points_is_refused(tmp_path: Path) -> None:
    """en:334, en:368: passenger contracts give gold only, no Fame Points."""
    with pytest.raises(ComponentError) as err:
        load_components(_with_card(tmp_path, "passengers", fp=2))
    assert any(p.endswith(".fp: passenger contracts give no Fame Points (en:334, en:368)") for p in err.value.problems)


def test_a_goods_card_with_a_two_round_small_ship_voyage_is_refused(tmp_path: Path) -> None:
    """en:273: a Small Ship always completes its voyage in one round."""
    with pytest.raises(ComponentError) as err:
        load_components(_with_card(tmp_path, "goods", voyage={"small": 2, "medium": 1, "large": 2}))
    want = ".voyage.small: a Small Ship always completes its voyage in one round (en:273)"
    assert any(p.endswith(want) for p in err.value.problems), err.value.problems


def test_a_manifest_with_the_wrong_number_of_ships_is_refused(tmp_path: Path) -> None:
    """en:30-33: 9 Small, 8 Medium and 5 Large Ships (the counts of a complete set)."""
    data = dict(RAW)
    data["ships"] = [{**ship, "copies": 8} if ship["id"] == "small" else ship for ship in RAW["ships"]]
    with pytest.raises(ComponentError) as err:
        load_components(write(tmp_path, data))
    assert "ships.small.copies: 8, expected 9 (en:30-33)" in err.value.problems


def _building(data: dict[str, Any], kind: str) -> dict[str, Any]:
    return next(b for b in data["buildings"] if b["kind"] == kind and b["id"] != "ager")


def _card(data: dict[str, Any], key: str) -> dict[str, Any]:
    return next(k for k in data["contracts"]["cards"] if k.get(key))


SIZES = ("small", "medium", "large")
# A faulty manifest, each with every problem it is told, word for word: the user who wrote it reads them
# to find what to fix (the book's lines where the rule is the book's).
MANIFEST_FAULTS: dict[str, tuple[Callable[[dict[str, Any]], object], list[str]]] = {
    "ship-without-id": (
        lambda d: d["ships"].append({"name": "x"}),
        ["ships[3]: each entry is a mapping with an id"],
    ),
    "ship-id-twice": (lambda d: d["ships"].append(copy.deepcopy(d["ships"][0])), ["ships: duplicate id 'small'"]),
    "card-without-id": (
        lambda d: d["contracts"]["cards"].append({"gold": 1}),
        ["contracts.cards[106]: each card is a mapping with an id"],
    ),
    "card-id-twice": (
        lambda d: d["contracts"]["cards"].append(copy.deepcopy(d["contracts"]["cards"][0])),
        ["contracts: duplicate id 'c001'"],
    ),
    "provenance-empty": (
        lambda d: d["ships"][0].update(provenance={}),
        ["ships.small.provenance: expected a mapping of field -> {stated|inferred|assumed: text}"],
    ),
    "provenance-of-another-kind": (
        lambda d: d["ships"][0]["provenance"].update(cost={"guessed": "x"}),
        ["ships.small.provenance.cost: expected one of {stated: line}, {inferred: reason}, {assumed: reason}"],
    ),
    "provenance-without-text": (
        lambda d: d["ships"][0]["provenance"].update(cost={"stated": ""}),
        ["ships.small.provenance.cost: the provenance needs its line or reasoning"],
    ),
    "unknown-ship-size": (  # en:270: Small, Medium and Large Ships
        lambda d: d["ships"][2].update(id="tiny"),
        ["ships.tiny: unknown ship size (known: small, medium, large)", "ships: the large ship is missing"],
    ),
    "building-of-another-kind": (  # en:36-41: the five kinds of tiles and their counts
        lambda d: _building(d, "production").update(kind="farm"),
        [
            "buildings.pistrinum.kind: expected one of production, commercial, utility, public, wall, got 'farm'",
            "buildings: 22 production tiles, expected 24 (en:36-41)",
        ],
    ),
    "production-of-nothing": (
        lambda d: _building(d, "production").update(produces={}),
        ["buildings.pistrinum.produces: a production building produces at least one good"],
    ),
    "commercial-requiring-nothing": (
        lambda d: _building(d, "commercial").update(requires={}),
        ["buildings.caupona.requires: a commercial building requires at least one good"],
    ),
    "market-goods-not-a-mapping": (
        lambda d: d["markets"][0].update(goods=["luxury"]),
        ["markets.forum-costantinum.goods: expected a mapping of good type to limit/buy/sell"],
    ),
    "market-unknown-good": (
        lambda d: d["markets"][0]["goods"].update(silk={"limit": 1, "buy": 2, "sell": 1}),
        ["markets.forum-costantinum.goods: unknown good type 'silk'"],
    ),
    "market-good-not-a-mapping": (
        lambda d: d["markets"][0]["goods"].update(luxury=5),
        ["markets.forum-costantinum.goods.luxury: expected limit, buy and sell"],
    ),
    "market-donation-malformed": (
        lambda d: d["markets"][0]["donations"].__setitem__(0, {"good": "silk"}),
        ["markets.forum-costantinum.donations[0]: expected good (a known type), count and fp"],
    ),
    "market-donation-twice-of-one-good": (  # a donation is named by its good (en:655): a card lists each good once
        lambda d: d["markets"][0]["donations"].append(dict(d["markets"][0]["donations"][0], count=9)),
        ["markets.forum-costantinum.donations[3]: a second donation of alimentary (a card lists each good once)"],
    ),
    "card-of-two-goods": (  # en:291
        lambda d: _card(d, "goods").update(goods={"luxury": 1, "military": 1}),
        ["contracts.c001.goods: a contract asks for one type of good (en:291)"],
    ),
    "card-voyage-not-a-mapping": (
        lambda d: _card(d, "goods").update(voyage=[1, 1, 2]),
        ["contracts.c001.voyage: expected small/medium/large voyage lengths"]
        + [
            f"contracts.c001.voyage.{s}: '/' (null) is only for the Small Ship on passenger cards (en:336)"
            for s in SIZES
        ],
    ),
    "goods-card-with-a-slash": (  # en:336
        lambda d: _card(d, "goods")["voyage"].update(medium=None),
        ["contracts.c001.voyage.medium: '/' (null) is only for the Small Ship on passenger cards (en:336)"],
    ),
    "no-ager": (  # en:120: the Ager, the starting building of each player sheet
        lambda d: d.update(buildings=[b for b in d["buildings"] if b["id"] != "ager"]),
        ["buildings: the Ager (id 'ager', a production building on every player sheet) is missing"],
    ),
    "four-markets": (lambda d: d["markets"].pop(), ["markets: 4 cards, expected 5 (en:34)"]),  # en:34
    "no-large-ship": (lambda d: d["ships"].pop(), ["ships: the large ship is missing"]),
    # --- issue 22's triage of the mutation run (components.py): each problem at its place, and a faulty
    # entry reported without hiding the entries after it
    "first-ship-without-id": (
        lambda d: d["ships"][0].pop("id"),
        ["ships[0]: each entry is a mapping with an id", "ships: the small ship is missing"],
    ),
    "first-ship-of-unknown-size": (  # en:271: Small, Medium and Large Ships
        lambda d: d["ships"][0].update(id="tiny"),
        ["ships.tiny: unknown ship size (known: small, medium, large)", "ships: the small ship is missing"],
    ),
    "ship-passengers-negative": (
        lambda d: d["ships"][0].update(passengers=-1),
        ["ships.small.passengers: expected a whole number >= 0, got -1"],
    ),
    "utility-of-a-wall-ability": (  # en:843-850: the four Utility Buildings
        lambda d: _building(d, "utility").update(ability="swap"),
        ["buildings.mensae.ability: expected one of mensae, redemptor, taberna, horreum, got 'swap'"],
    ),
    "wall-of-a-utility-ability": (  # en:864-874: the six City Wall segments
        lambda d: _building(d, "wall").update(ability="mensae"),
        [
            "buildings.moenia-swap.ability: expected one of swap, sale, extra-contract, market-discount, "
            "office-protection, ship-discount, got 'mensae'"
        ],
    ),
    "public-value-without-a-tile": (  # en:444: the Public Buildings come in pairs of one FP value
        lambda d: [b.update(copies=0) for b in d["buildings"] if b["kind"] == "public" and b["fp"] == 6],
        [
            "buildings: every public FP value needs at least one tile",
            "buildings: 6 public tiles, expected 8 (en:36-41)",
        ],
    ),
    "produces-not-a-mapping": (
        lambda d: _building(d, "production").update(produces=["alimentary"]),
        [
            "buildings.pistrinum.produces: expected a mapping of good type to count",
            "buildings.pistrinum.produces: a production building produces at least one good",
        ],
    ),
    "requires-two-unknown-goods": (  # en:48-53: the five types of goods
        lambda d: _building(d, "commercial").update(requires={"amber": 1, "silk": 1}),
        [
            "buildings.caupona.requires: unknown good type 'amber' (known: luxury, military, industrial, consumer, "
            "alimentary)",
            "buildings.caupona.requires: unknown good type 'silk' (known: luxury, military, industrial, consumer, "
            "alimentary)",
            "buildings.caupona.requires: a commercial building requires at least one good",
        ],
    ),
    "market-unknown-good-then-a-bad-limit": (
        lambda d: d["markets"][0]["goods"].update(amber={"limit": 1}, luxury={"limit": -1}),
        [
            "markets.forum-costantinum.goods: unknown good type 'amber'",
            "markets.forum-costantinum.goods.luxury.limit: expected a whole number >= 0, got -1",
        ],
    ),
    "market-good-not-a-mapping-then-a-bad-limit": (
        lambda d: d["markets"][0]["goods"].update(alimentary=5, luxury={"limit": -1}),
        [
            "markets.forum-costantinum.goods.alimentary: expected limit, buy and sell",
            "markets.forum-costantinum.goods.luxury.limit: expected a whole number >= 0, got -1",
        ],
    ),
    "market-donations-malformed-twice": (
        lambda d: d["markets"][0]["donations"].__setitem__(slice(0, 2), [{"good": "silk"}, {"good": "silk"}]),
        [
            "markets.forum-costantinum.donations[0]: expected good (a known type), count and fp",
            "markets.forum-costantinum.donations[1]: expected good (a known type), count and fp",
        ],
    ),
    "contracts-not-a-mapping": (
        lambda d: d.update(contracts=d["contracts"]["cards"]),
        [
            "contracts: expected a mapping with a 'cards' list (and a section 'provenance')",
            "contracts: 0 cards, expected 106 (en:29)",
        ],
    ),
    "first-card-without-id": (
        lambda d: d["contracts"]["cards"][0].pop("id"),
        ["contracts.cards[0]: each card is a mapping with an id", "contracts: 105 cards, expected 106 (en:29)"],
    ),
    "card-with-an-unknown-key": (
        lambda d: d["contracts"]["cards"][0].update(colour="red"),
        ["contracts.c001: unknown key 'colour'; known: id, goods, passengers, gold, fp, voyage, provenance"],
    ),
    "contracts-provenance-of-another-kind": (
        lambda d: d["contracts"]["provenance"].update(all={"guessed": "x"}),
        [
            "contracts.provenance.all: expected one of {stated: line}, {inferred: reason}, {assumed: reason}",
        ],
    ),
    "card-without-provenance": (  # without the section's provenance, each card states its own
        lambda d: (
            [d["contracts"].pop("provenance")]
            + [k.update(provenance={"gold": {"assumed": "x"}}) for k in d["contracts"]["cards"][1:]]
        ),
        ["contracts.c001: no provenance (every value is stated, inferred or assumed)"],
    ),
    # --- the loader's mutants that no test saw (the built-in manifest is loaded before a mutant is on): each
    # malformed value is told at its path, a value at its minimum is refused below it
    "ship-cost-not-a-number": (
        lambda d: d["ships"][0].update(cost="x"),
        ["ships.small.cost: expected a whole number >= 0, got 'x'"],
    ),
    "ship-of-no-capacity": (  # docs/components.md: a ship's capacity is >= 1
        lambda d: d["ships"][0].update(capacity=0),
        ["ships.small.capacity: expected a whole number >= 1, got 0"],
    ),
    "ship-copies-not-a-number": (
        lambda d: d["ships"][0].update(copies="x"),
        ["ships.small.copies: expected a whole number >= 0, got 'x'", "ships.small.copies: 0, expected 9 (en:30-33)"],
    ),
    "building-copies-negative": (
        lambda d: _building(d, "commercial").update(copies=-1),
        [
            "buildings.caupona.copies: expected a whole number >= 0, got -1",
            "buildings: 15 commercial tiles, expected 18 (en:36-41)",
        ],
    ),
    "building-gold-and-fp-malformed": (
        lambda d: _building(d, "commercial").update(gold="x", fp=-1),
        [
            "buildings.caupona.gold: expected a whole number >= 0, got 'x'",
            "buildings.caupona.fp: expected a whole number >= 0, got -1",
        ],
    ),
    "requires-none-of-a-good": (  # a good a building requires or produces counts 1 or more
        lambda d: _building(d, "commercial").update(requires={"alimentary": 0}),
        ["buildings.caupona.requires.alimentary: expected a whole number >= 1, got 0"],
    ),
    "public-value-of-one-tile": (  # en:444: one tile of an FP value is enough (the last one listed has none)
        lambda d: next(b for b in d["buildings"] if b["id"] == "domus-regia-66").update(copies=0),
        ["buildings: 7 public tiles, expected 8 (en:36-41)"],
    ),
    "card-gold-and-fp-malformed": (
        lambda d: _card(d, "goods").update(gold="x", fp=-1),
        [
            "contracts.c001.gold: expected a whole number >= 0, got 'x'",
            "contracts.c001.fp: expected a whole number >= 0, got -1",
        ],
    ),
    "market-donation-of-no-goods": (  # a donation gives one good or more
        lambda d: d["markets"][0]["donations"][0].update(count=0, fp=-1),
        [
            "markets.forum-costantinum.donations[0].count: expected a whole number >= 1, got 0",
            "markets.forum-costantinum.donations[0].fp: expected a whole number >= 0, got -1",
        ],
    ),
    "voyage-of-true-rounds": (  # YAML's true is no number of rounds (Python's True == 1)
        lambda d: _card(d, "goods")["voyage"].update(medium=True),
        ["contracts.c001.voyage.medium: a voyage lasts 1 or 2 rounds, got True"],
    ),
    "market-donations-not-a-list": (
        lambda d: d["markets"][0].update(donations={}),
        ["markets.forum-costantinum.donations: expected a list"],
    ),
    "market-good-free-and-sold-at-a-loss": (  # docs/components.md: buy >= 1, sell >= 0
        lambda d: d["markets"][0]["goods"]["alimentary"].update(buy=0, sell=-1),
        [
            "markets.forum-costantinum.goods.alimentary.buy: expected a whole number >= 1, got 0",
            "markets.forum-costantinum.goods.alimentary.sell: expected a whole number >= 0, got -1",
        ],
    ),
}


@pytest.mark.parametrize("fault", list(MANIFEST_FAULTS))
def test_a_faulty_manifest_is_told_each_problem_in_words_to_fix_it(tmp_path: Path, fault: str) -> None:
    change, problems = MANIFEST_FAULTS[fault]
    data = copy.deepcopy(RAW)
    change(data)
    with pytest.raises(ComponentError) as err:
        load_components(write(tmp_path, data))
    assert err.value.problems == problems


def _plain_form(data: dict[str, Any]) -> dict[str, Any]:
    """The plain form (``to_raw``) of the components a manifest's ``data`` states, written out from the data
    itself (not from components loaded by the engine): each entry without its provenance, a building with the
    documented defaults of the keys it leaves out."""
    building_defaults = {"produces": {}, "requires": {}, "gold": 0, "fp": 0}

    def entries(items: list[dict[str, Any]], defaults: dict[str, Any]) -> dict[str, Any]:
        return {e["id"]: {**defaults, **{k: v for k, v in e.items() if k != "provenance"}} for e in items}

    return {
        "ships": entries(data["ships"], {}),
        "buildings": entries(data["buildings"], building_defaults),
        "markets": entries(data["markets"], {}),
        "contracts": entries(data["contracts"]["cards"], {}),
        "provenance": {"contracts": data["contracts"]["provenance"]},
    }


def _without(entries: list[dict[str, Any]], key: str, value: object) -> None:
    """Leave ``key`` out of every entry where it holds ``value``."""
    for entry in entries:
        if key in entry and entry[key] == value:
            del entry[key]


def _names_left_out(d: dict[str, Any]) -> None:
    for section in ("ships", "buildings", "markets"):
        for entry in d[section]:
            entry.pop("name")


def _defaults_left_out(d: dict[str, Any]) -> None:
    _without(d["ships"], "passengers", 0)
    _without(d["buildings"], "gold", 0)
    _without(d["buildings"], "fp", 0)
    _without(d["contracts"]["cards"], "fp", 0)


def _ids_and_names(comps: Components) -> list[tuple[str, str]]:
    return [(x.id, x.name) for x in (*comps.ships.values(), *comps.buildings.values(), *comps.markets.values())]


def _not_applying(d: dict[str, Any]) -> None:
    _building(d, "commercial").update(licence="A", ability="swap")
    _building(d, "public").update(licence="B", ability="sale")


# A manifest that loads, each with what the user finds in the components loaded (docs/components.md): the
# defaults of the keys left out, values at their minimum, keys of one kind of building on another.
MANIFEST_READINGS: dict[str, tuple[Callable[[dict[str, Any]], object], Callable[[Components], object], object]] = {
    "a-copy-of-the-built-in-manifest": (lambda d: None, to_raw, _plain_form(RAW)),
    "the-keys-at-their-default-left-out": (_defaults_left_out, to_raw, _plain_form(RAW)),
    "the-names-left-out-are-the-ids": (
        _names_left_out,
        _ids_and_names,
        [(e["id"], e["id"]) for section in ("ships", "buildings", "markets") for e in RAW[section]],
    ),
    "a-licence-and-an-ability-only-where-they-apply": (  # licence: production; ability: utility, wall
        _not_applying,
        lambda c: [(b.licence, b.ability) for b in (c.building("caupona"), c.building("hippodromus-21"))],
        [(None, None), (None, None)],
    ),
    "a-ship-of-capacity-1": (
        lambda d: d["ships"][0].update(capacity=1),
        lambda c: c.ships["small"].capacity,
        1,
    ),
    "a-market-good-without-its-limit-is-not-traded": (  # docs/components.md: limit 0, no buy or sell price
        lambda d: d["markets"][0]["goods"].update(military={}),
        lambda c: (c.markets["forum-costantinum"].limit("military"), "military" in c.markets["forum-costantinum"].buy),
        (0, False),
    ),
}


@pytest.mark.parametrize("reading", list(MANIFEST_READINGS))
def test_a_manifest_is_loaded_as_its_user_wrote_it(tmp_path: Path, reading: str) -> None:
    """Each expectation is written from the manifest's data, not from the built-in components: a check of the
    loader must not compare its result with what the same loader made of the built-in manifest."""
    change, view, expected = MANIFEST_READINGS[reading]
    data = copy.deepcopy(RAW)
    change(data)
    assert view(load_components(write(tmp_path, data))) == expected


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (
            "[1, 2",
            "line 1: not valid YAML at column 6: expected ',' or ']', but got '<stream end>'; "
            "a list opened with '[' is not closed (or an item lacks its ',')",
        ),
        ("- just a list", "the manifest must be a mapping with goods, ships, buildings, markets, contracts"),
    ],
)
def test_a_manifest_that_cannot_be_read_is_told_with_its_line(tmp_path: Path, content: str, problem: str) -> None:
    """The one problem of a manifest that is no mapping, or no YAML at all (with the line when there is one)."""
    path = tmp_path / "bad.yaml"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ComponentError) as err:
        load_components(path)
    assert err.value.problems == [problem]
    assert str(err.value) == f"{path}: 1 problem(s) in the component manifest:\n  - {problem}"


def test_a_missing_manifest_is_named_by_its_path_without_a_line(tmp_path: Path) -> None:
    path = tmp_path / "nope.yaml"
    with pytest.raises(ComponentError) as err:
        load_components(path)
    assert err.value.problems == ["cannot read the file: No such file or directory"]
    assert err.value.source == str(path)


def test_the_built_in_manifest_is_named_without_a_path_of_the_machine() -> None:
    """Read again from its path, the built-in manifest is still 'components.yaml (the built-in manifest)', the name
    its errors and those of its overrides give."""
    comps = load_components(DEFAULT_MANIFEST)
    assert comps.source == DEFAULT_SOURCE == "components.yaml (the built-in manifest)"
    with pytest.raises(ComponentError) as err:
        comps.with_overrides({"ships": {}})
    assert str(err.value).startswith("components.yaml (the built-in manifest): 1 problem(s) in the component overrides")


def test_an_empty_manifest_path_is_the_built_in_manifest() -> None:
    """``Game.new(components="")``, as an empty ``--components`` of the CLI, plays with the built-in manifest, the
    components of the box (en:3-24), as ``components=None`` does: no file is read."""
    game = Game.new(["greg", "jen"], components="")
    assert game.components.source == DEFAULT_SOURCE
    assert game.to_dict()["components"] == Game.new(["greg", "jen"]).to_dict()["components"]


def test_a_manifest_keeps_the_provenance_of_its_contract_cards(tmp_path: Path) -> None:
    """The contract section's provenance (the cards' values are assumed, their count stated at en:29) is kept with
    the components, and in their plain form."""
    comps = load_components(write(tmp_path, RAW))
    assert comps.provenance == {"contracts": RAW["contracts"]["provenance"]}
    assert to_raw(comps)["provenance"] == {"contracts": RAW["contracts"]["provenance"]}
    assert RAW["contracts"]["provenance"]["count"] == {"stated": "en:29"}


LONG_80 = "x" * 78  # its repr has 80 characters: shown whole
LONG_81 = "x" * 79  # 81: cut short
BUILDING_FIELDS = "name, kind, cost, copies, licence, gold, fp, ability, produces, requires, provenance"
# Component overrides (a scenario's or a situation's `components`, Game.new's component_overrides), each with
# every problem it is told.
OVERRIDE_FAULTS: dict[str, tuple[dict[Any, Any], list[str]]] = {
    "buildings-not-a-mapping": (
        {"buildings": ["ager"], "ships": {}},
        [
            "buildings: expected a mapping of building id to fields",
            "unknown component section 'ships' (expected contracts, markets, buildings)",
        ],
    ),
    "building-fields-not-a-mapping": ({"buildings": {"ager": 5}}, ["buildings.ager: expected a mapping of fields"]),
    # a building's id is its key: an override renames none, and the known keys listed leave "id" out
    "building-field-id-and-an-unknown-one": (
        {"buildings": {"ager": {"id": "pistrinum", "colour": "red"}}},
        [
            "buildings.ager: unknown key 'id'; known: " + BUILDING_FIELDS,
            "buildings.ager: unknown key 'colour'; known: " + BUILDING_FIELDS,
        ],
    ),
    "card-keyed-by-a-number-says-another-id": (
        {"contracts": {5: {"id": "k1"}}},
        ["contracts.5: the card says id 'k1'"],
    ),
    "card-keyed-by-a-long-number": (
        {"contracts": {10**90: {"id": "k1"}}},
        ["contracts." + repr(10**90)[:60] + "... (91 characters): the card says id 'k1'"],
    ),
    "two-cards-say-other-ids": (
        {"contracts": {"k1": {"id": "k2"}, "k3": {"id": "k4"}}},
        ["contracts.k1: the card says id 'k2'", "contracts.k3: the card says id 'k4'"],
    ),
    "two-cards-not-mappings": (
        {"markets": [5, 6]},
        [
            "markets: every card is a mapping of its fields with an id; got 5",
            "markets: every card is a mapping of its fields with an id; got 6",
        ],
    ),
    "two-card-ids-not-text": (
        {"markets": [{"id": 5}, {"id": ""}]},
        [
            "markets: a card's id is text (e.g. 'domus-regia'); got 5",
            "markets: a card's id is text (e.g. 'domus-regia'); got ''",
        ],
    ),
    # issue 22 (n2): each problem of an override names its key
    "contracts-not-a-list-or-mapping": ({"contracts": 5}, ["contracts: expected a list"]),
    "passenger-count-negative": (  # en:291: a contract carries goods or passengers
        {
            "contracts": {
                "k1": {"gold": 5, "fp": 0, "voyage": {"small": None, "medium": 1, "large": 1}, "passengers": -1}
            }
        },
        [
            "contracts.k1.passengers: expected a whole number >= 0, got -1",
            "contracts.k1: a contract carries goods or passengers, not both and not neither (en:291)",
            "contracts.k1.voyage.small: '/' (null) is only for the Small Ship on passenger cards (en:336)",
        ],
    ),
    "contract-goods-not-a-mapping": (
        {"contracts": {"k1": {"gold": 4, "fp": 1, "voyage": {"small": 1, "medium": 1, "large": 1}, "goods": 5}}},
        [
            "contracts.k1.goods: expected a mapping of good type to count",
            "contracts.k1: a contract carries goods or passengers, not both and not neither (en:291)",
        ],
    ),
    "section-named-in-80-characters": (
        {LONG_80: {}},
        [f"unknown component section '{LONG_80}' (expected contracts, markets, buildings)"],
    ),
    "section-named-in-81-characters": (
        {LONG_81: {}},
        ["unknown component section '" + "x" * 59 + "... (81 characters) (expected contracts, markets, buildings)"],
    ),
}


@pytest.mark.parametrize("fault", list(OVERRIDE_FAULTS))
def test_faulty_component_overrides_are_told_each_problem(fault: str) -> None:
    overrides, problems = OVERRIDE_FAULTS[fault]
    with pytest.raises(ComponentError) as err:
        default_components().with_overrides(overrides)
    assert err.value.problems == problems
    head = f"components.yaml (the built-in manifest): {len(problems)} problem(s) in the component overrides:"
    assert str(err.value) == "\n".join([head] + [f"  - {p}" for p in problems])


def test_an_override_whose_values_are_wrong_is_told_as_an_override_of_its_manifest() -> None:
    """A known building with a wrong value: the problem is found when the components are built again, and is told
    as one of the overrides of the manifest they came from."""
    with pytest.raises(ComponentError) as err:
        Game.new(["greg", "jen"], component_overrides={"buildings": {"ager": {"cost": -1}}})
    assert err.value.source == "components.yaml (the built-in manifest)"
    assert str(err.value) == (
        "components.yaml (the built-in manifest): 1 problem(s) in the component overrides:\n"
        "  - buildings.ager.cost: expected a whole number >= 0, got -1"
    )


def test_a_card_id_that_is_not_text_is_told_with_an_example_even_without_cards() -> None:
    """Components built in code may hold no market card: the example of a card's id is then 'k1'."""
    comps = dataclasses.replace(default_components(), markets={})
    with pytest.raises(ComponentError) as err:
        comps.with_overrides({"markets": [{"id": 5}]})
    assert err.value.problems == ["markets: a card's id is text (e.g. 'k1'); got 5"]
