"""Component data: goods, ships, buildings, market cards and contract cards.

The data lives in YAML (``data/components.yaml`` by default).  A user may load
his own manifest (for example the real card list) with :func:`load_components`;
it is validated for counts, types and references, and every problem is
reported at once in a :class:`~constantinopolis.core.errors.ComponentError`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from enum import Enum, StrEnum
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

from .errors import ComponentError, shown
from .yamlfile import YamlInputError, file_path, read_file

GOODS: tuple[str, ...] = ("luxury", "military", "industrial", "consumer", "alimentary")
SHIP_SIZES: tuple[str, ...] = ("small", "medium", "large")


class BuildingKind(StrEnum):
    """The five kinds of building tile (en:36-41).  A ``StrEnum``: each member is its string, so the
    manifest, saved games, views and messages read and write the same words as before."""

    PRODUCTION = "production"
    COMMERCIAL = "commercial"
    UTILITY = "utility"
    PUBLIC = "public"
    WALL = "wall"


class Ability(StrEnum):
    """What a Utility Building (en:836-850) or a City Wall segment (en:860-874) lets its owner do; a
    ``StrEnum``, like :class:`BuildingKind`."""

    MENSAE = "mensae"
    REDEMPTOR = "redemptor"
    TABERNA = "taberna"
    HORREUM = "horreum"
    SWAP = "swap"
    SALE = "sale"
    EXTRA_CONTRACT = "extra-contract"
    MARKET_DISCOUNT = "market-discount"
    OFFICE_PROTECTION = "office-protection"
    SHIP_DISCOUNT = "ship-discount"


KINDS: tuple[BuildingKind, ...] = tuple(BuildingKind)
LICENCES: tuple[str, ...] = ("A", "B", "C", "D")
UTILITY_ABILITIES = (Ability.MENSAE, Ability.REDEMPTOR, Ability.TABERNA, Ability.HORREUM)
WALL_ABILITIES = tuple(a for a in Ability if a not in UTILITY_ABILITIES)
PROVENANCE_KINDS = ("stated", "inferred", "assumed")

# What a complete set of components holds (en:29-41).
EXPECTED_CONTRACTS = 106
EXPECTED_MARKETS = 5
EXPECTED_SHIPS = {"small": 9, "medium": 8, "large": 5}
EXPECTED_TILES = {
    BuildingKind.PRODUCTION: 24,
    BuildingKind.COMMERCIAL: 18,
    BuildingKind.UTILITY: 12,
    BuildingKind.PUBLIC: 8,
    BuildingKind.WALL: 6,
}

DEFAULT_MANIFEST = Path(__file__).parent.parent / "data" / "components.yaml"  # constantinopolis/data/
DEFAULT_SOURCE = "components.yaml (the built-in manifest)"
"""The built-in manifest's ``source``, as messages show it: not a path of the machine the engine runs on."""


@dataclass(frozen=True)
class ShipType:
    id: str
    name: str
    cost: int
    capacity: int
    passengers: int
    copies: int


@dataclass(frozen=True)
class BuildingType:
    id: str
    name: str
    kind: BuildingKind
    cost: int
    copies: int
    licence: str | None = None
    produces: dict[str, int] = field(default_factory=dict)
    requires: dict[str, int] = field(default_factory=dict)
    gold: int = 0
    fp: int = 0
    ability: Ability | None = None

    @property
    def unique_name(self) -> bool:
        """Only one per player (en:390): all but Public Buildings and Walls."""
        return self.kind not in (BuildingKind.PUBLIC, BuildingKind.WALL)

    def tiles_in_play(self, players: int) -> int:
        """How many of its tiles a game of ``players`` uses (setup.building-supply, en:167): every Public
        Building and City Wall tile; of each other building one with 2 players, two with 3 or 4, all with 5.
        A building with no tile (the Ager, printed on the sheet: copies 0) has none."""
        if self.kind in (BuildingKind.PUBLIC, BuildingKind.WALL):
            return self.copies
        return min(self.copies, 1 if players == 2 else 2 if players <= 4 else self.copies)


@dataclass(frozen=True)
class Donation:
    good: str
    count: int
    fp: int


@dataclass(frozen=True)
class MarketCard:
    id: str
    name: str
    limits: dict[str, int]
    buy: dict[str, int]
    sell: dict[str, int]
    donations: tuple[Donation, ...]

    def limit(self, good: str) -> int:
        return self.limits.get(good, 0)


@dataclass(frozen=True)
class Contract:
    id: str
    goods: dict[str, int]
    passengers: int
    gold: int
    fp: int
    voyage: dict[str, int | None]  # ship size -> rounds, None = "/"

    @property
    def cargo(self) -> int:
        return sum(self.goods.values()) + self.passengers


@dataclass(frozen=True)
class Components:
    source: str
    ships: dict[str, ShipType]
    buildings: dict[str, BuildingType]
    markets: dict[str, MarketCard]
    contracts: dict[str, Contract]
    provenance: dict[str, Any]

    def building(self, building_id: str) -> BuildingType:
        return self.buildings[building_id]

    def by_kind(self, kind: BuildingKind) -> list[BuildingType]:
        return [b for b in self.buildings.values() if b.kind == kind]

    @cached_property
    def _public_pairs(self) -> dict[int, list[BuildingType]]:
        pairs: dict[int, list[BuildingType]] = {}
        for b in self.by_kind(BuildingKind.PUBLIC):
            pairs.setdefault(b.fp, []).append(b)
        for tiles in pairs.values():
            tiles.sort(key=lambda b: -b.cost)
        return dict(sorted(pairs.items()))

    def public_pairs(self) -> dict[int, list[BuildingType]]:
        """Public Buildings by FP value, dearest first (en:444, en:854-862)."""
        return self._public_pairs

    def with_overrides(self, overrides: dict[str, Any], source: str | None = None) -> Components:
        """A copy with some markets, contracts or building fields replaced (used by scenarios).

        A card with a new id is added; a building must exist.  Every unknown section, building id or
        key, a card id that is not text and a new market card without its
        ``goods`` are errors (:class:`ComponentError`, every problem at once), never ignored.
        The copy keeps this manifest's ``source``, so a serialized game can reload the
        manifest and apply the same overrides again.
        """
        source = source or self.source
        raw = to_raw(self)
        problems: list[str] = []
        for key, value in overrides.items():
            if key in ("contracts", "markets"):
                _override_cards(raw[key], key, value, problems)
            elif key == "buildings":
                if not isinstance(value, dict):
                    problems.append("buildings: expected a mapping of building id to fields")
                    continue
                for bid, fields in value.items():
                    if bid not in raw["buildings"]:
                        problems.append(f"buildings: unknown building {shown(bid)} (new buildings cannot be added)")
                    elif not isinstance(fields, dict):
                        problems.append(f"buildings.{bid}: expected a mapping of fields")
                    else:
                        allowed = tuple(k for k in ENTRY_KEYS["buildings"] if k != "id")
                        _unknown_keys(f"buildings.{bid}", fields, allowed, problems)
                        raw["buildings"][bid] = {**raw["buildings"][bid], **fields}
            else:
                problems.append(f"unknown component section {shown(key)} (expected contracts, markets, buildings)")
        if problems:
            raise ComponentError(source, problems, "the component overrides")
        try:
            return _build(raw, source, require_counts=False)
        except ComponentError as exc:
            raise ComponentError(source, exc.problems, "the component overrides") from None


def _override_cards(cards: dict[str, Any], key: str, value: Any, problems: list[str]) -> None:
    """Replace or add the cards of ``value`` (a list of cards with ids, or a mapping id -> card) in ``cards``."""
    if isinstance(value, dict):
        listed = []
        for cid, card in value.items():
            if isinstance(card, dict) and "id" in card and card["id"] != cid:
                problems.append(
                    f"{key}.{cid if isinstance(cid, str) else shown(cid)}: the card says id {shown(card['id'])}"
                )
                continue
            listed.append({"id": cid, **card} if isinstance(card, dict) else card)
        value = listed
    for card in _as_list(value, key, problems):
        if not isinstance(card, dict) or "id" not in card:
            problems.append(f"{key}: every card is a mapping of its fields with an id; got {shown(card)}")
            continue
        cid = card["id"]
        if not isinstance(cid, str) or not cid.strip():
            problems.append(f"{key}: a card's id is text (e.g. {next(iter(sorted(cards)), 'k1')!r}); got {shown(cid)}")
            continue
        before = len(problems)
        _unknown_keys(f"{key}.{cid}", card, ENTRY_KEYS[key], problems)
        if key == "markets" and cid not in cards and "goods" not in card:
            known = ", ".join(sorted(cards))
            problems.append(f"markets.{cid}: a new market card (not one of {known}) needs its goods")
        if len(problems) == before:
            cards[cid] = card


def _as_list(value: Any, where: str, problems: list[str]) -> list[Any]:
    if not isinstance(value, list):
        problems.append(f"{where}: expected a list")
        return []
    return value


def _field_values(x: ShipType | BuildingType | Donation) -> dict[str, Any]:
    """Each field's value, in order (what the instance's ``__dict__`` holds; a class compiled by mypyc has none)."""
    return {f.name: getattr(x, f.name) for f in fields(x)}


def to_raw(c: Components) -> dict[str, Any]:
    """The components as plain data, each kind by id (the form overrides apply to; golden games state it)."""
    return {
        "ships": {s.id: _field_values(s) for s in c.ships.values()},
        "buildings": {
            b.id: {k: _plain(v) for k, v in _field_values(b).items() if v is not None} for b in c.buildings.values()
        },
        "markets": {
            m.id: {
                "id": m.id,
                "name": m.name,
                "goods": {
                    g: {"limit": limit, "buy": m.buy.get(g), "sell": m.sell.get(g)} for g, limit in m.limits.items()
                },
                "donations": [_field_values(d) for d in m.donations],
            }
            for m in c.markets.values()
        },
        "contracts": {k.id: contract_raw(k) for k in c.contracts.values()},
        "provenance": c.provenance,
    }


def _plain(value: Any) -> Any:
    """A field's value as plain data: a copy of a mapping, an enum's string (``yaml.safe_dump`` writes no enum)."""
    if isinstance(value, dict):
        return dict(value)
    return value.value if isinstance(value, Enum) else value


def contract_raw(k: Contract) -> dict[str, Any]:
    """A contract card as plain data, as a manifest or a situation's ``components`` states it."""
    raw: dict[str, Any] = {"id": k.id, "gold": k.gold, "fp": k.fp, "voyage": dict(k.voyage)}
    if k.goods:
        raw["goods"] = dict(k.goods)
    if k.passengers:
        raw["passengers"] = k.passengers
    return raw


def load_components(path: str | Path | None = None) -> Components:
    """Load and validate a component manifest (the default one when ``path`` is None)."""
    if path is None:
        return default_components()
    try:
        where = file_path(path)
    except ValueError as exc:
        raise ComponentError(repr(path), [f"{exc}; or None for the default manifest"]) from None
    return _load(where)


# The keys a manifest may hold (docs/components.md): any other is a typo, reported, never ignored.
MANIFEST_KEYS = ("manifest", "goods", "ships", "buildings", "markets", "contracts")
ENTRY_KEYS = {
    "ships": ("id", "name", "cost", "capacity", "passengers", "copies", "provenance"),
    "buildings": (
        "id",
        "name",
        "kind",
        "cost",
        "copies",
        "licence",
        "gold",
        "fp",
        "ability",
        "produces",
        "requires",
        "provenance",
    ),
    "markets": ("id", "name", "goods", "donations", "provenance"),
    "contracts": ("id", "goods", "passengers", "gold", "fp", "voyage", "provenance"),
}


def _unknown_keys(where: str, entry: dict[Any, Any], allowed: tuple[str, ...], problems: list[str]) -> None:
    for key in entry:
        if key not in allowed:
            problems.append(f"{where}: unknown key {key!r}; known: {', '.join(allowed)}")


@lru_cache(maxsize=1)
def default_components() -> Components:
    return _load(DEFAULT_MANIFEST)


def _load(path: Path) -> Components:
    source = DEFAULT_SOURCE if path.resolve() == DEFAULT_MANIFEST.resolve() else str(path)
    try:
        data = read_file(path).data  # its errors are told below under the manifest's own name
    except YamlInputError as exc:
        raise ComponentError(source, [f"line {exc.line}: {exc.problem}" if exc.line else exc.problem]) from None
    if not isinstance(data, dict):
        raise ComponentError(
            source, ["the manifest must be a mapping with goods, ships, buildings, markets, contracts"]
        )
    problems: list[str] = []
    _unknown_keys("the manifest", data, MANIFEST_KEYS, problems)
    raw: dict[str, Any] = {"ships": {}, "buildings": {}, "markets": {}, "contracts": {}, "provenance": {}}
    for section in ("ships", "buildings", "markets"):
        for i, entry in enumerate(_as_list(data.get(section), section, problems)):
            if not isinstance(entry, dict) or "id" not in entry:
                problems.append(f"{section}[{i}]: each entry is a mapping with an id")
                continue
            _unknown_keys(f"{section}.{entry['id']}", entry, ENTRY_KEYS[section], problems)
            if str(entry["id"]) in raw[section]:
                problems.append(f"{section}: duplicate id {entry['id']!r}")
            raw[section][str(entry["id"])] = entry
            _check_provenance(f"{section}.{entry['id']}", entry, problems)
    contracts = data.get("contracts")
    if not isinstance(contracts, dict) or not isinstance(contracts.get("cards"), list):
        problems.append("contracts: expected a mapping with a 'cards' list (and a section 'provenance')")
    else:
        section_prov = contracts.get("provenance")
        for i, card in enumerate(contracts["cards"]):
            if not isinstance(card, dict) or "id" not in card:
                problems.append(f"contracts.cards[{i}]: each card is a mapping with an id")
                continue
            _unknown_keys(f"contracts.{card['id']}", card, ENTRY_KEYS["contracts"], problems)
            if str(card["id"]) in raw["contracts"]:
                problems.append(f"contracts: duplicate id {card['id']!r}")
            raw["contracts"][str(card["id"])] = card
            if section_prov is None:
                _check_provenance(f"contracts.{card['id']}", card, problems)
        if section_prov is not None:
            _check_provenance_map("contracts.provenance", section_prov, problems)
            raw["provenance"]["contracts"] = section_prov
    return _build(raw, source, require_counts=True, problems=problems)


def _check_provenance(where: str, entry: dict[str, Any], problems: list[str]) -> None:
    prov = entry.get("provenance")
    if prov is None:
        problems.append(f"{where}: no provenance (every value is stated, inferred or assumed)")
        return
    _check_provenance_map(f"{where}.provenance", prov, problems)


def _check_provenance_map(where: str, prov: Any, problems: list[str]) -> None:
    if not isinstance(prov, dict) or not prov:
        problems.append(f"{where}: expected a mapping of field -> {{stated|inferred|assumed: text}}")
        return
    for key, value in prov.items():
        if not (isinstance(value, dict) and len(value) == 1 and next(iter(value)) in PROVENANCE_KINDS):
            problems.append(
                f"{where}.{key}: expected one of {{stated: line}}, {{inferred: reason}}, {{assumed: reason}}"
            )
        elif not str(next(iter(value.values())) or "").strip():
            problems.append(f"{where}.{key}: the provenance needs its line or reasoning")


def _int(value: Any, where: str, problems: list[str], minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        problems.append(f"{where}: expected a whole number >= {minimum}, got {value!r}")
        return minimum
    return value


def _goods(value: Any, where: str, problems: list[str], minimum: int = 1) -> dict[str, int]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        problems.append(f"{where}: expected a mapping of good type to count")
        return {}
    out: dict[str, int] = {}
    for good, n in value.items():
        if good not in GOODS:
            problems.append(f"{where}: unknown good type {good!r} (known: {', '.join(GOODS)})")
            continue
        out[good] = _int(n, f"{where}.{good}", problems, minimum)
    return out


def _build(raw: dict[str, Any], source: str, require_counts: bool, problems: list[str] | None = None) -> Components:
    """Check every entry and build the components; raise with all problems found (with earlier ones)."""
    problems = problems if problems is not None else []
    ships = _ships(raw["ships"], problems)
    buildings = _buildings(raw["buildings"], problems)
    markets = _markets(raw["markets"], problems)
    contracts = _contracts(raw["contracts"], problems)
    if require_counts:
        _check_counts(ships, buildings, markets, contracts, problems)
    if problems:
        raise ComponentError(source, problems)
    return Components(source, ships, buildings, markets, contracts, raw["provenance"])


def _ships(entries: dict[str, Any], problems: list[str]) -> dict[str, ShipType]:
    """The ship types of the ``ships`` section; every size must be there."""
    ships: dict[str, ShipType] = {}
    for sid, e in entries.items():
        if sid not in SHIP_SIZES:
            problems.append(f"ships.{sid}: unknown ship size (known: {', '.join(SHIP_SIZES)})")
            continue
        ships[sid] = ShipType(
            sid,
            str(e.get("name", sid)),
            _int(e.get("cost"), f"ships.{sid}.cost", problems),
            _int(e.get("capacity"), f"ships.{sid}.capacity", problems, 1),
            _int(e.get("passengers", 0), f"ships.{sid}.passengers", problems),
            _int(e.get("copies"), f"ships.{sid}.copies", problems),
        )
    for size in SHIP_SIZES:
        if size not in ships:
            problems.append(f"ships: the {size} ship is missing")
    return ships


def _buildings(entries: dict[str, Any], problems: list[str]) -> dict[str, BuildingType]:
    """The building types of the ``buildings`` section, then the checks on the set (Ager, public pairs)."""
    buildings: dict[str, BuildingType] = {}
    for bid, e in entries.items():
        building = _building(bid, e, problems)
        if building is not None:
            buildings[bid] = building
    if "ager" not in buildings or buildings["ager"].kind != BuildingKind.PRODUCTION:
        problems.append("buildings: the Ager (id 'ager', a production building on every player sheet) is missing")
    pairs: dict[int, int] = {}
    for b in buildings.values():
        if b.kind == BuildingKind.PUBLIC:
            pairs[b.fp] = pairs.get(b.fp, 0) + b.copies
    if any(n < 1 for n in pairs.values()):
        problems.append("buildings: every public FP value needs at least one tile")
    return buildings


def _building(bid: str, e: dict[str, Any], problems: list[str]) -> BuildingType | None:
    """One building type, or None when its kind is unknown (nothing else is checked then)."""
    w = f"buildings.{bid}"
    kind = e.get("kind")
    if kind not in KINDS:
        problems.append(f"{w}.kind: expected one of {', '.join(KINDS)}, got {kind!r}")
        return None
    kind = BuildingKind(kind)
    licence = e.get("licence")
    if kind == BuildingKind.PRODUCTION and licence not in LICENCES:
        problems.append(f"{w}.licence: expected one of {', '.join(LICENCES)}, got {licence!r}")
    ability = e.get("ability")
    if kind == BuildingKind.UTILITY and ability not in UTILITY_ABILITIES:
        problems.append(f"{w}.ability: expected one of {', '.join(UTILITY_ABILITIES)}, got {ability!r}")
    if kind == BuildingKind.WALL and ability not in WALL_ABILITIES:
        problems.append(f"{w}.ability: expected one of {', '.join(WALL_ABILITIES)}, got {ability!r}")
    produces = _goods(e.get("produces"), f"{w}.produces", problems)
    if kind == BuildingKind.PRODUCTION and not produces:
        problems.append(f"{w}.produces: a production building produces at least one good")
    requires = _goods(e.get("requires"), f"{w}.requires", problems)
    if kind == BuildingKind.COMMERCIAL and not requires:
        problems.append(f"{w}.requires: a commercial building requires at least one good")
    return BuildingType(
        id=bid,
        name=str(e.get("name", bid)),
        kind=kind,
        cost=_int(e.get("cost"), f"{w}.cost", problems),
        copies=_int(e.get("copies"), f"{w}.copies", problems),
        licence=licence if kind == BuildingKind.PRODUCTION else None,
        produces=produces,
        requires=requires,
        gold=_int(e.get("gold", 0), f"{w}.gold", problems),
        fp=_int(e.get("fp", 0), f"{w}.fp", problems),
        ability=Ability(ability)
        if kind in (BuildingKind.UTILITY, BuildingKind.WALL) and ability in tuple(Ability)
        else None,
    )


def _markets(entries: dict[str, Any], problems: list[str]) -> dict[str, MarketCard]:
    """The market cards of the ``markets`` section."""
    markets: dict[str, MarketCard] = {}
    for mid, e in entries.items():
        w = f"markets.{mid}"
        limits, buy, sell = _market_goods(w, e.get("goods") or {}, problems)
        donations = _donations(w, e.get("donations", []), problems)
        markets[mid] = MarketCard(mid, str(e.get("name", mid)), limits, buy, sell, donations)
    return markets


def _market_goods(w: str, goods: Any, problems: list[str]) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
    """The limit, buy and sell price of each good of a market card (``w`` is where it stands)."""
    limits: dict[str, int] = {}
    buy: dict[str, int] = {}
    sell: dict[str, int] = {}
    if not isinstance(goods, dict):
        problems.append(f"{w}.goods: expected a mapping of good type to limit/buy/sell")
        goods = {}
    for good, row in goods.items():
        if good not in GOODS:
            problems.append(f"{w}.goods: unknown good type {good!r}")
            continue
        if not isinstance(row, dict):
            problems.append(f"{w}.goods.{good}: expected limit, buy and sell")
            continue
        limits[good] = _int(row.get("limit", 0), f"{w}.goods.{good}.limit", problems)
        if limits[good] > 0:
            buy[good] = _int(row.get("buy"), f"{w}.goods.{good}.buy", problems, 1)
            sell[good] = _int(row.get("sell"), f"{w}.goods.{good}.sell", problems)
    return limits, buy, sell


def _donations(w: str, value: Any, problems: list[str]) -> tuple[Donation, ...]:
    """The donations of a market card (``w`` is where it stands)."""
    donations: list[Donation] = []
    for i, d in enumerate(_as_list(value, f"{w}.donations", problems)):
        if not isinstance(d, dict) or d.get("good") not in GOODS:
            problems.append(f"{w}.donations[{i}]: expected good (a known type), count and fp")
        elif any(x.good == d["good"] for x in donations):  # a donation is named by its good alone (en:655)
            problems.append(f"{w}.donations[{i}]: a second donation of {d['good']} (a card lists each good once)")
        else:
            donations.append(
                Donation(
                    str(d["good"]),
                    _int(d.get("count"), f"{w}.donations[{i}].count", problems, 1),
                    _int(d.get("fp"), f"{w}.donations[{i}].fp", problems),
                )
            )
    return tuple(donations)


def _contracts(entries: dict[str, Any], problems: list[str]) -> dict[str, Contract]:
    """The contract cards of the ``contracts`` section."""
    return {cid: _contract(cid, e, problems) for cid, e in entries.items()}


def _contract(cid: str, e: dict[str, Any], problems: list[str]) -> Contract:
    """One contract card: goods or passengers, the voyage lengths, gold and FP."""
    w = f"contracts.{cid}"
    goods = _goods(e.get("goods"), f"{w}.goods", problems)
    passengers = _int(e.get("passengers", 0), f"{w}.passengers", problems)
    if bool(goods) == bool(passengers):
        problems.append(f"{w}: a contract carries goods or passengers, not both and not neither (en:291)")
    if len(goods) > 1:
        problems.append(f"{w}.goods: a contract asks for one type of good (en:291)")
    voyage = _voyage(w, e.get("voyage"), goods, passengers, problems)
    if passengers and e.get("fp"):  # any FP but none and 0
        problems.append(f"{w}.fp: passenger contracts give no Fame Points (en:334, en:368)")
    return Contract(
        cid,
        goods,
        passengers,
        _int(e.get("gold"), f"{w}.gold", problems),
        _int(e.get("fp", 0), f"{w}.fp", problems),
        voyage,
    )


def _voyage(
    w: str, voyage_raw: Any, goods: dict[str, int], passengers: int, problems: list[str]
) -> dict[str, int | None]:
    """The voyage length per ship size of a contract (``w`` is where it stands)."""
    voyage: dict[str, int | None] = {}
    if not isinstance(voyage_raw, dict):
        problems.append(f"{w}.voyage: expected small/medium/large voyage lengths")
        voyage_raw = {}
    for size in SHIP_SIZES:
        v = voyage_raw.get(size)
        if v is None:
            voyage[size] = None
            if not (passengers and size == "small"):
                problems.append(f"{w}.voyage.{size}: '/' (null) is only for the Small Ship on passenger cards (en:336)")
        elif isinstance(v, bool) or v not in (1, 2):  # true == 1 in Python, not in a manifest
            problems.append(f"{w}.voyage.{size}: a voyage lasts 1 or 2 rounds, got {v!r}")
        else:
            voyage[size] = v
    if passengers and voyage_raw.get("small") is not None:
        problems.append(f"{w}.voyage.small: a Small Ship carries no passengers (en:273), so this must be '/' (null)")
    if goods and voyage.get("small") not in (None, 1):
        problems.append(f"{w}.voyage.small: a Small Ship always completes its voyage in one round (en:273)")
    return voyage


def _check_counts(
    ships: dict[str, ShipType],
    buildings: dict[str, BuildingType],
    markets: dict[str, MarketCard],
    contracts: dict[str, Contract],
    problems: list[str],
) -> None:
    """The counts of a complete set of components (en:29-41)."""
    if len(contracts) != EXPECTED_CONTRACTS:
        problems.append(f"contracts: {len(contracts)} cards, expected {EXPECTED_CONTRACTS} (en:29)")
    if len(markets) != EXPECTED_MARKETS:
        problems.append(f"markets: {len(markets)} cards, expected {EXPECTED_MARKETS} (en:34)")
    for size, n in EXPECTED_SHIPS.items():
        if size in ships and ships[size].copies != n:
            problems.append(f"ships.{size}.copies: {ships[size].copies}, expected {n} (en:30-33)")
    for kind, n in EXPECTED_TILES.items():
        total = sum(b.copies for b in buildings.values() if b.kind == kind)
        if total != n:
            problems.append(f"buildings: {total} {kind} tiles, expected {n} (en:36-41)")
