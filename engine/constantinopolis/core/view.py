"""The state view: what is on the table, as seen by one observer.

``state_view(game, "greg")`` is what Greg may see: other players' gold
(en:886-888), the contracts on other players' ships (en:894-896), the order of
the contract deck, and a face-down Future Market pile are replaced by
``{"hidden": true, ...}`` markers, never silently dropped.  ``state_view(game,
None)`` is the judge's view: everything.  The format is documented in
``docs/state-view.md``.

``protocol_view`` is the view of the verification protocol: the same, keeping only
what the rulebooks make observable at the table (``docs/protocol.md``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .state import OFFICE_NUMERALS, OFFICES, Auction

if TYPE_CHECKING:
    from .components import MarketCard
    from .state import GameState, Player, Ship
    from .table import Table

VIEW_FORMAT = "constantinopolis-view/1"


def hidden(**extra: Any) -> dict[str, Any]:
    return {"hidden": True, **extra}


def state_view(game: Table, observer: str | None = None) -> dict[str, Any]:
    """What ``observer`` may see of the table (``None``: the judge, who sees everything).

    A player sees neither another player's gold (en:886-888) nor the contracts and goods on another
    player's loaded ship (en:894-896), the order of the deck, or a face-down Future pile; contracts not
    loaded lie face up (en:890-892).  At the end of the game everything is counted in the open, so every
    observer then sees what the judge sees.  The keys are described in ``docs/state-view.md``.
    """
    s = game.state
    if observer is not None:
        game.player(observer)  # raises InvalidAction for an unknown observer
    judge = observer is None or s.phase == "game-over"  # at the end everything is counted in the open
    market = game.current_market()
    players = {p.name: _player_view(game, p, own=judge or p.name == observer) for p in s.players}
    return {
        "format": VIEW_FORMAT,
        "game": game.game_string(),
        "observer": observer or "judge",
        "role": "judge" if observer is None else "player",
        "edition": game.options.edition_name,
        "options": dict(game.options.values),
        "round": s.round,
        "phase": s.phase,
        "actors": game.actors(),
        "turn_order": game.turn_order(),
        "offices": _offices_view(s),
        "auction_coins_to_supply": s.auction_coins_to_supply,
        "abilities_used": dict(s.abilities_used),
        "auction": _auction_view(s.auction),
        "pending": s.pending.to_dict() if s.pending else None,
        "market": _market_view(s, market, future_visible=judge or not s.future_face_down),
        "contracts": _contracts_view(game, s, judge),
        "supply": _supply_view(s),
        "players": players,
        "ends_after_round": s.ends_after_round,
        "result": s.result,
    }


def _player_view(game: Table, p: Player, own: bool) -> dict[str, Any]:
    """One player's sheet; ``own``: seen by himself (or the judge), who sees his gold and his ships' cargo."""
    ships = [_ship_view(game, ship, own) for ship in p.ships]
    if not own:
        game.rule("view.gold-hidden")
        game.rule("view.hand-face-up")
    return {
        "office": game.office_of(p.name),
        "gold": p.gold if own else hidden(),  # view.gold-hidden (en:886-888)
        "fp": p.fp,
        "production_level": game.production_level(p),
        "goods": {g: n for g, n in sorted(p.goods.items()) if n},
        "buildings": list(p.buildings),
        "ships": ships,
        "hand": list(p.hand),  # view.hand-face-up (en:890-892): contracts not loaded lie face up
        "saved": list(p.saved),
        "trading_posts": {"bought": p.posts, "unused": p.unused_posts, "to_buy": 4 - p.posts},
        "done": p.done,
        "round": p.flags.to_dict(),
    }


def _ship_view(game: Table, ship: Ship, own: bool) -> dict[str, Any]:
    """One ship: its size and position, and unless hidden, its contracts and cargo."""
    sv: dict[str, Any] = {"id": ship.id, "size": ship.size, "position": ship.position}
    # view.ship-contracts-hidden (en:894-896): another player's loaded ship shows neither its
    # contracts nor its goods; an empty ship in the Harbour has nothing to hide
    if own or (ship.position == 0 and not ship.contracts):
        sv["contracts"] = list(ship.contracts)
        sv["cargo"] = dict(sorted(ship.cargo.items()))
    else:
        game.rule("view.ship-contracts-hidden")
        sv["contracts"] = hidden(count=len(ship.contracts))
        sv["cargo"] = hidden()
    return sv


def _offices_view(s: GameState) -> dict[str, Any]:
    """Each office, in numeral order: its numeral, its holder and the gold lying on it."""
    return {o: {"numeral": OFFICE_NUMERALS[o], "holder": s.offices[o], "coins": s.office_coins[o]} for o in OFFICES}


def _market_view(s: GameState, market: MarketCard, future_visible: bool) -> dict[str, Any]:
    """The Current Market card, the Current and Future piles (top first), and the exhaustions."""
    return {
        "current": {
            "id": market.id,
            "name": market.name,
            "goods": {
                g: {"limit": market.limits[g], "buy": market.buy.get(g), "sell": market.sell.get(g)}
                for g in market.limits
            },
            "donations": [{"good": d.good, "count": d.count, "fp": d.fp} for d in market.donations],
        },
        "current_pile": list(reversed(s.market_current)),
        "future": list(reversed(s.market_future)) if future_visible else hidden(count=len(s.market_future)),
        "future_face_down": s.future_face_down,
        "exhaustions": s.market_exhaustions,
    }


def _contracts_view(game: Table, s: GameState, judge: bool) -> dict[str, Any]:
    """The contract deck (its cards only for the judge: view.deck-hidden, en:162), the discard pile and the cards
    out of play."""
    if not judge:
        game.rule("view.deck-hidden")
    return {
        "deck": {"count": len(s.deck), "cards": list(reversed(s.deck)) if judge else hidden()},
        "discard": list(reversed(s.discard)),
        "removed": list(s.removed),
    }


def _supply_view(s: GameState) -> dict[str, Any]:
    """The buildings and the ships left in the supply."""
    return {
        "buildings": {b: n for b, n in sorted(s.building_supply.items())},
        "ships": {size: len(ids) for size, ids in s.ship_supply.items()},
    }


def _auction_view(auction: Auction | None) -> dict[str, Any] | None:
    if auction is None:
        return None
    d = auction.to_dict()
    return {k: v for k, v in d.items() if k != "order"} | {"order": d["order"]}


# ----------------------------------------------------------------- the protocol's view
PROTOCOL_VIEW_FORMAT = "constantinopolis-protocol-view/1"

# What the verification protocol's view keeps of ``state_view``: only what the rulebooks make
# observable at the table (docs/protocol.md, "The state view", gives the rule for every key).
# A whitelist, so that a key added to ``state_view`` never reaches the protocol unexamined.
PROTOCOL_KEYS = (
    "observer",
    "role",
    "round",
    "phase",
    "actors",
    "turn_order",
    "offices",
    "auction_coins_to_supply",
    "abilities_used",
    "auction",
    "pending",
    "market",
    "contracts",
    "supply",
    "players",
    "ends_after_round",
    "result",
)
PROTOCOL_AUCTION_KEYS = ("order", "active", "been_active", "contest", "free_office")
PROTOCOL_CONTRACTS_KEYS = ("deck", "discard")
PROTOCOL_PLAYER_KEYS = (
    "office",
    "gold",
    "fp",
    "production_level",
    "goods",
    "buildings",
    "ships",
    "hand",
    "saved",
    "trading_posts",
    "round",
)
# the records of the round that lie on the table (the Ledger area, goods on a Commercial Building)
# or that every player saw made (the one donation of the round)
PROTOCOL_ROUND_KEYS = ("ledger", "commercial", "donated")


def protocol_view(game: Table, observer: str | None = None) -> dict[str, Any]:
    """The state view of the verification protocol (``docs/protocol.md``): only what the
    rulebooks make observable at the table, for one observer (``None``: the judge).

    It is :func:`state_view` without the engine's own bookkeeping: no game string (it names
    our seed), no edition or options (the ``start`` request gave them), no cards a scenario
    set out of play, and of each player's round only the records a player at the table sees.
    """
    full = state_view(game, observer)
    view: dict[str, Any] = {"format": PROTOCOL_VIEW_FORMAT, **{key: full[key] for key in PROTOCOL_KEYS}}
    if full["auction"] is not None:
        view["auction"] = {key: full["auction"].get(key) for key in PROTOCOL_AUCTION_KEYS}
    view["contracts"] = {key: full["contracts"][key] for key in PROTOCOL_CONTRACTS_KEYS}
    view["players"] = {
        name: {key: entry[key] for key in PROTOCOL_PLAYER_KEYS}
        | {"round": {key: entry["round"][key] for key in PROTOCOL_ROUND_KEYS}}
        for name, entry in full["players"].items()
    }
    if observer is not None and game.state.phase == "game-over":
        # the final scoring shows gold and cargo (en:722-726), but nothing turns the deck or a
        # face-down Future pile over: they stay hidden from the players
        view["contracts"]["deck"]["cards"] = hidden()
        if game.state.future_face_down:
            view["market"]["future"] = hidden(count=len(game.state.market_future))
    return view
