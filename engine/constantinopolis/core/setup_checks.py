"""Consistency checks on a situation, run once the whole set-up is applied.

:func:`~constantinopolis.core.setup.apply_setup` changes only what a situation mentions, section by
section, so each section can be right by itself while the table as a whole is one no game can
reach: the single wall tile owned by two players and still in the supply, ``round: 999``, the
last round by the market with a full Future pile.  :func:`check_setup` looks at the table after
every section has been applied (so the order of the keys does not matter) and refuses such a
table with a :class:`SetupError` naming the key path, the numbers, what is allowed and the
rulebook line.  The checks are listed in ``docs/scenario-format.md`` ("Consistency checks on the
set-up").
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .components import BuildingKind
from .errors import SetupError

if TYPE_CHECKING:
    from .components import BuildingType
    from .table import Table

SHIP_LINES = {"small": "en:31", "medium": "en:32", "large": "en:33"}  # 9 / 8 / 5 ship cards (en:30-33)


def _fail(path: str, problem: str) -> SetupError:
    return SetupError(f"{path}: {problem}", path)


def _given(setup: dict[str, Any], *keys: str) -> bool:
    """Whether the situation states ``setup[keys[0]][keys[1]]...``."""
    node: Any = setup
    for key in keys:
        if not isinstance(node, dict) or key not in node or node[key] is None:
            return False
        node = node[key]
    return True


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def check_setup(game: Table, setup: dict[str, Any]) -> None:
    """Refuse a table no game can reach (the checks of ``docs/scenario-format.md``)."""
    _check_building_tiles(game, setup)
    _check_unique_names(game, setup)
    _check_ship_ids(game, setup)
    _check_ship_counts(game, setup)
    _check_market_piles(game, setup)
    _check_round(game, setup)
    _check_end(game, setup)


# ----------------------------------------------------------------- buildings


def _tiles_rule(b: BuildingType, players: int) -> str:
    """Why a game of ``players`` uses as many tiles of ``b`` as it does (en:167)."""
    if b.kind in (BuildingKind.PUBLIC, BuildingKind.WALL):
        return "every Public Building and City Wall tile is used"
    if players == 2:
        return "one of each in a 2-player game"
    if players <= 4:
        return "two of each in a 3- or 4-player game"
    return "all of them in a 5-player game"


def _count(counted: str, owners: list[str], free: int | None) -> str:
    """``2 owned (greg, jen) + 1 in the supply = 3``; without the supply part when it is not counted."""
    who = ", ".join(name if n == 1 else f"{name} x{n}" for name, n in Counter(owners).items())
    text = f"{counted} ({who})"
    return text if free is None else f"{text} + {free} in the supply = {len(owners) + free}"


def _check_building_tiles(game: Table, setup: dict[str, Any]) -> None:
    """For each building, the tiles on the player sheets and in the supply are at most the tiles a game of
    this player count uses (setup.building-supply, en:167).  The Ager is printed on every sheet: no tile.

    The supply counts when it is what the situation made it: left as dealt (the players' tiles were then
    taken from it), or stated in ``supply.buildings`` for a Public Building or a City Wall.  A building left
    out of a stated ``supply.buildings`` keeps the dealt number and the players' tiles are not taken from it
    (docs/scenario-format.md), so only the tiles owned count.  The supply stated for a Production, Commercial
    or Utility Building is not counted yet: compliance features state more of them than en:167 allows
    (docs/scenario-format.md, "Consistency checks on the set-up")."""
    s, c = game.state, game.components
    players = len(s.players)
    supply_given = _given(setup, "supply", "buildings")
    for bid, b in c.buildings.items():
        stated = _given(setup, "supply", "buildings", bid)
        if bid == "ager" or (stated and b.kind not in (BuildingKind.PUBLIC, BuildingKind.WALL)):
            continue
        owners = [p.name for p in s.players for x in p.buildings if x == bid]
        free = s.building_supply.get(bid, 0) if stated or not supply_given else None
        tiles = b.tiles_in_play(players)
        if len(owners) + (free or 0) <= tiles:
            continue
        raise _fail(
            f"supply.buildings.{bid}" if stated else f"players.{owners[-1]}.buildings",
            f"{_count(f'{len(owners)} owned', owners, free)}, but a {players}-player game uses "
            f"{_plural(tiles, bid + ' tile')} ({b.name}; {_tiles_rule(b, players)}, en:167)",
        )


def _check_unique_names(game: Table, setup: dict[str, Any]) -> None:
    """No player owns two Production, Commercial or Utility Buildings of the same name (build.unique-name,
    en:390, en:426); Public Buildings and City Walls may share a name."""
    c = game.components
    for p in game.state.players:
        seen: set[str] = set()
        for bid in p.buildings:
            b = c.buildings[bid]
            if b.unique_name and b.name in seen:
                listed = [str(x) for x in (setup.get("players") or {}).get(p.name, {}).get("buildings", [])]
                twice = [i for i, x in enumerate(listed) if c.buildings[x].name == b.name]
                where = f".{twice[1]}" if len(twice) > 1 else ""
                raise _fail(
                    f"players.{p.name}.buildings{where}",
                    f"{p.name} owns two {b.name}, but a player cannot have more than one building with the same "
                    "name, Public Buildings and City Walls excepted (en:390)",
                )
            seen.add(b.name)


# ----------------------------------------------------------------- ships


def _ship_paths(game: Table, setup: dict[str, Any]) -> dict[str, list[str]]:
    """Where each ship id lies: ``players.<name>.ships.<i>`` for each sheet, ``supply.ships.<size>`` for the
    supply; the sheets whose ships the situation lists come last, so the last place is one it names."""
    places: dict[str, list[str]] = {}
    listed = [p for p in game.state.players if _given(setup, "players", p.name, "ships")]
    for p in [p for p in game.state.players if p not in listed] + listed:
        for i, sh in enumerate(p.ships):
            places.setdefault(sh.id, []).append(f"players.{p.name}.ships.{i}")
    for size, ids in game.state.ship_supply.items():
        for sid in ids:
            places.setdefault(sid, []).insert(0, f"supply.ships.{size}")
    return places


def _check_ship_ids(game: Table, setup: dict[str, Any]) -> None:
    """Each ship card lies in one place: on one player sheet or in the supply (en:172)."""
    for sid, places in _ship_paths(game, setup).items():
        if len(places) > 1:
            where = " and ".join(
                f"{p.split('.')[1]}'s sheet" if p.startswith("players.") else "the supply" for p in places
            )
            problem = f"ship {sid} is in {len(places)} places ({where}), but each ship card is in one place (en:172)"
            raise _fail(places[-1], problem)


def _check_ship_counts(game: Table, setup: dict[str, Any]) -> None:
    """Of each size, the ships on the player sheets and in the supply are at most the ship cards of that
    size: 9 small, 8 medium, 5 large (en:30-33).  The supply counts when ``supply.ships`` states it; left
    as dealt, it holds the cards no sheet took, and a ship a sheet names by an id of its own (``L1``) is
    not taken from it, so then only the ships on the sheets are held against the cards."""
    s, c = game.state, game.components
    for size, kind in c.ships.items():
        owners = [p.name for p in s.players for sh in p.ships if sh.size == size]
        stated = _given(setup, "supply", "ships", size)
        free = len(s.ship_supply.get(size, [])) if stated else None
        if len(owners) + (free or 0) <= kind.copies:
            continue
        named = [p.name for p in s.players if _given(setup, "players", p.name, "ships") and p.name in owners]
        path = f"supply.ships.{size}" if stated else f"players.{(named or owners)[-1]}.ships"
        raise _fail(
            path,
            f"{_count(_plural(len(owners), size + ' ship') + ' on player sheets', owners, free)}, but the game has "
            f"{_plural(kind.copies, size + ' ship card')} ({kind.name}, {SHIP_LINES.get(size, 'en:30-33')})",
        )


# ----------------------------------------------------------------- the market piles, the round, the end


def last_possible_round(markets: int) -> int:
    """The last round a game can reach with ``markets`` Market Cards: 9 with the five of the box (en:34).

    Round 1 opens with one card current and the other ``markets - 1`` in the Future pile (en:168-170).
    Each End of Round turns the top Future card over (en:673), so the pile is emptied for the first time
    at the end of round ``markets - 1`` and refilled at once with the ``markets - 1`` cards under the top
    one (en:685-687); it is emptied for the second time at the end of round ``2 * (markets - 1)``, stays
    empty, and one full final round follows (en:685, en:718).  So the game ends after round
    ``2 * markets - 1`` at the latest; the other end, the last Public Building bought (en:717), can only
    come sooner.  en:718 states the result: "a total of nine rounds is the maximum"."""
    return 2 * markets - 1


def _check_market_piles(game: Table, setup: dict[str, Any]) -> None:
    """The Future pile is emptied at most twice; the first time it is refilled at once, the second time
    it stays empty (en:685-687).  So an empty Future pile means two exhaustions, and two mean an empty pile."""
    s = game.state
    exhaustions, future = s.market_exhaustions, len(s.market_future)
    if exhaustions > 2:
        raise _fail(
            "market.exhaustions",
            f"{exhaustions} exhaustions, but the Future pile is emptied at most twice: the first time it is "
            "refilled, the second time the game ends after one more round (en:685, en:718)",
        )
    path = "market.future" if _given(setup, "market", "future") else "market.exhaustions"
    if exhaustions == 2 and future:
        raise _fail(
            path,
            f"the Future pile holds {_plural(future, 'card')} after 2 exhaustions, but after the second it is "
            "left empty (en:685)",
        )
    if not future and exhaustions < 2:
        raise _fail(
            path,
            f"the Future pile is empty after {_plural(exhaustions, 'exhaustion')}, but the first time it empties "
            "it is refilled at once from the Current pile (en:685-687); an empty Future pile means exhaustions: 2",
        )


def _check_round(game: Table, setup: dict[str, Any]) -> None:
    """The round lies between 1 and the last possible round (:func:`last_possible_round`); the exhaustions of
    the Future pile narrow it: each needs ``markets - 1`` rounds played, and after the first the cards left
    in the Future pile count the rounds still to come (en:673, en:685-687, en:718)."""
    s = game.state
    markets = len(game.components.markets)
    last = last_possible_round(markets)
    if s.round > last:
        raise _fail(
            "round",
            f"{s.round}, but a game with {markets} Market Cards has rounds 1 to {last}: the Future pile is emptied "
            f"for the second time at the end of round {last - 1} and one more round is played (en:685, en:718)",
        )
    # in the End of Round phase this round's market change has happened: the counts are those of the next round
    played = s.round if s.phase != "end-of-round" else s.round + 1
    exhaustions, future = s.market_exhaustions, len(s.market_future)
    path = "round" if "round" in setup else "market.exhaustions"
    first = exhaustions * (markets - 1) + 1
    if played < first:
        raise _fail(
            path,
            f"round {s.round} with {_plural(exhaustions, 'exhaustion')} of the Future pile, but it is emptied for "
            f"the first time at the end of round {markets - 1} and for the second at the end of round "
            f"{2 * (markets - 1)} (one card a round, en:673, en:685-687), so round {first} is the first with "
            f"{_plural(exhaustions, 'exhaustion')}",
        )
    if exhaustions and played + future > last:
        raise _fail(
            path,
            f"round {s.round} with {_plural(future, 'card')} in the Future pile after "
            f"{_plural(exhaustions, 'exhaustion')}: the game would last until round {played + future}, but it ends "
            f"after round {last} at the latest (en:685, en:718)",
        )


def _check_end(game: Table, setup: dict[str, Any]) -> None:
    """``ends_after_round`` names a reason that holds: ``market``, the last possible round (the Future pile
    emptied twice, en:685, en:718); ``public-buildings``, no Public Building left in the supply (en:717)."""
    s, c = game.state, game.components
    if s.ends_after_round == "market":
        last = last_possible_round(len(c.markets))
        if s.round != last:
            raise _fail(
                "ends_after_round",
                f"market in round {s.round}, but the market ends the game only after round {last}, one full round "
                "after the Future pile is emptied for the second time (en:685, en:718)",
            )
        if s.market_future and _given(setup, "market"):  # unstated piles are the deal's: not held against it
            raise _fail(
                "ends_after_round",
                f"market, but the Future pile holds {_plural(len(s.market_future), 'card')}: the market ends the game "
                "when no Future card is left to become the Current Market (en:685, en:718)",
            )
    if s.ends_after_round == "public-buildings":
        left = sorted(bid for bid, n in s.building_supply.items() if n and c.buildings[bid].kind == BuildingKind.PUBLIC)
        if left:
            raise _fail(
                "ends_after_round",
                f"public-buildings, but {_plural(len(left), 'Public Building')} {'is' if len(left) == 1 else 'are'} "
                "still in the supply "
                f"({', '.join(left)}); the game ends this way after the round in which the last one is bought (en:717)",
            )
