"""The rule sweep's faults: for every rule id of ``constantinopolis/core/rules.py``, one way to break it.

A :class:`Fault` is one of three kinds:

- ``generated``: every refusal by the rule in the reference (``phases/*.py``, ``table.py``) neutralised by an
  AST transform (:mod:`patching`): ``if COND: raise violation("RULE", ...)`` refuses nothing.  For the rules
  that check an action.
- ``written``: the one mistake a real implementer could make (a constant, a function, a branch), as exact
  source edits (:class:`Edit`), or an engine of ``tests/faulty_engines/`` that already breaks the rule
  (``reuse``), with the book line the mistake contradicts.  For the rules that take effect.
- ``not-breakable``: why the rule cannot be broken alone.

``engine.py RULE`` is the reference with ``FAULTS[RULE]`` applied; ``sweep.py`` verifies each one.  This
module imports nothing of ``constantinopolis`` (the fault must be installed before it is imported).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Kind = Literal["generated", "written", "not-breakable"]


@dataclass(frozen=True)
class Edit:
    module: str  # under constantinopolis.core (the rules core), dotted: "phases.auction", "game"
    old: str  # found exactly once in the module's source
    new: str


@dataclass(frozen=True)
class Fault:
    kind: Kind
    description: str = ""  # what the faulty engine does (generated: filled in from the refusal sites)
    contradicts: str = ""  # the book lines the mistake contradicts
    edits: tuple[Edit, ...] = field(default_factory=tuple)
    reuse: str = ""  # an engine of tests/faulty_engines/ (its file name without .py)


def generated() -> Fault:
    return Fault("generated")


def written(description: str, contradicts: str, *edits: Edit) -> Fault:
    return Fault("written", description, contradicts, tuple(edits))


def reused(engine: str, description: str, contradicts: str) -> Fault:
    return Fault("written", description, contradicts, reuse=engine)


def unbreakable(reason: str) -> Fault:
    return Fault("not-breakable", reason)


E = Edit

FAULTS: dict[str, Fault] = {
    # --- setup (game.py: the random set-up of a new game) --------------------------------------------
    "setup.player-count": written(
        "six players may play", "en:18", E("inputs", "if not 2 <= len(names) <= 5:", "if not 2 <= len(names) <= 6:")
    ),
    "setup.starting-resources": written(
        "each player starts with 25 gold", "en:172-174", E("state", "STARTING_GOLD = 30", "STARTING_GOLD = 25")
    ),
    "setup.building-supply": written(
        "every tile of every building is in play whatever the number of players",
        "en:167",
        E(
            "game",
            "state.building_supply[b.id] = b.tiles_in_play(len(names))",
            "state.building_supply[b.id] = b.copies",
        ),
    ),
    "setup.markets": written(
        "one market card is left out of the Future pile",
        "en:168-170",
        E("game", "state.market_future = markets[1:]", "state.market_future = markets[2:]"),
    ),
    "setup.ships": written(
        "one ship of each size fewer in the supply",
        "en:30-33, en:172",
        E("game", "range(ship.copies, 0, -1)", "range(ship.copies - 1, 0, -1)"),
    ),
    "setup.contracts": written(
        "the contract deck is not shuffled (sorted by id)", "en:162", E("game", "    rng.shuffle(state.deck)\n", "")
    ),
    "setup.offices": written(
        "the offices are given in the order of the players, not at random",
        "en:175",
        E("game", "    rng.shuffle(seats)\n", ""),
    ),
    # --- general --------------------------------------------------------------------------------------
    "turn.not-your-turn": generated(),
    "turn.already-done": generated(),
    "turn.wrong-phase": generated(),
    "turn.pending-decision": generated(),
    "game.over": generated(),
    "gold.cannot-afford": generated(),
    "goods.not-held": generated(),
    "goods.unlimited-supply": unbreakable(
        "the engine keeps no count of the supply's goods and gold: a limit would need a number no book gives"
    ),
    "building.not-owned": generated(),
    "goods.can-produce": unbreakable(
        "a definition with no effect of its own: breaking it breaks the rules that use it, "
        "commercial.can-produce, donate.can-produce, market.no-buy-produced, office.praefectus-pretorio-good, "
        "wall.swap"
    ),
    # --- auction --------------------------------------------------------------------------------------
    "auction.turn-order": written(
        "the auction goes in reverse turn order",
        "en:217, en:233",
        E(
            "phases.auction",
            "    for name in a.order:\n        if name not in a.been_active:",
            "    for name in reversed(a.order):\n        if name not in a.been_active:",
        ),
    ),
    "auction.keep-office-free": generated(),
    "auction.vacant-office-costs-2": reused("vacant_office_costs_1", "a vacant office costs 1 gold", "en:227"),
    "auction.bid-exceeds-coins": generated(),
    "auction.raise-exceeds-bid": generated(),
    "auction.own-office": generated(),
    "auction.winner-pays": written(
        "the winner of a contest pays one gold less than his bid (the first gold of a bid is free)",
        "en:229, en:253",
        E("phases.auction", "winner.gold -= c.amount  # the whole bid", "winner.gold -= c.amount - 1  # the whole bid"),
    ),
    "auction.loser-active": written(
        "the loser of a contest becomes active only after every other player has been active",
        "en:229, en:253",
        E("phases.auction", "    if a.loser:\n", "    if a.loser and all(n in a.been_active for n in a.order):\n"),
    ),
    "auction.loser-takes-vacated-free": reused(
        "contest_loser_pays_vacated", "the contest loser pays 2 gold for the office vacated for him", "en:231"
    ),
    "auction.no-office-to-keep": generated(),
    "auction.cannot-afford-vacant": written(
        "a player who cannot pay 2 gold takes a vacant office for nothing",
        "no rulebook line (engine decision, rules.py)",
        E(
            "phases.auction",
            "cost = p.gold  # auction.cannot-afford-vacant",
            "cost = 0  # auction.cannot-afford-vacant",
        ),
    ),
    "auction.phase-end": written(
        "the gold on the offices stays there at the end of the auction",
        "en:233, en:259",
        E(
            "phases.auction",
            "    s.office_coins = dict.fromkeys(OFFICES, 0)\n    s.auction_coins_to_supply",
            "    s.auction_coins_to_supply",
        ),
    ),
    "auction.wall-raise-3": reused("office_wall_removed", "the office-protection wall is ignored", "en:873"),
    "office.praefectus-pretorio-good": reused(
        "pp_takes_any_good", "the Praefectus Pretorio may take a good he cannot produce", "en:235, en:783"
    ),
    "office.comes-thesaurorum-gold": written(
        "the Comes Thesaurorum receives 3 gold",
        "en:235, en:787",
        E("phases.auction", "COMES_GOLD = 4", "COMES_GOLD = 3"),
    ),
    "office.magister-officiorum-draw": written(
        "the Magister Officiorum draws 2 extra contracts",
        "en:575, en:779",
        E("phases.draw", "MAGISTER_EXTRA = 3", "MAGISTER_EXTRA = 2"),
    ),
    "office.ability-once": generated(),
    # --- ships, production ----------------------------------------------------------------------------
    "ships.move": written(
        "a ship on space #2 reaches the Harbour in one move",
        "en:265, en:344",
        E(
            "phases.ships",
            "            elif ship.position == 2:\n                ship.position = 1",
            "            elif ship.position == 2:\n                arrive(t, p, ship)",
        ),
    ),
    "contracts.fulfil": written(
        "a fulfilled contract pays its gold but not its FP",
        "en:364-368",
        E("phases.ships", "        p.fp += k.fp\n", ""),
    ),
    "produce.goods": written(
        "two buildings showing the same type produce one good of it, not two",
        "en:374-376",
        E("phases.production", "made[g] = made.get(g, 0) + n", "made[g] = n"),
    ),
    # --- construction ---------------------------------------------------------------------------------
    "build.one-per-kind": generated(),
    "build.unique-name": generated(),
    "build.not-available": generated(),
    "build.no-space-limit": written(
        "no building may be bought beyond the 12 spaces of the player sheet",
        "en:908-910",
        E(
            "phases.construction",
            "def check_can_own(t: Table, p: Player, b: BuildingType, ck: Checker) -> None:\n",
            "def check_can_own(t: Table, p: Player, b: BuildingType, ck: Checker) -> None:\n"
            "    if len(p.buildings) >= 12:\n"
            '        raise violation("build.not-available", f"{p.name}\'s player sheet is full")\n',
        ),
    ),
    "build.licence": generated(),
    "build.licence-skip": written(
        "a licence is never skipped, even when all its buildings are gone",
        "en:920-922",
        E("phases.construction", 'if left or need == "A" or t.options.licence_never_skipped:', "if True:"),
    ),
    "build.production-level": written(
        "the production level track ends at 6",
        "en:404, en:569",
        E("table", "MAX_LEVEL = 7", "MAX_LEVEL = 6"),
    ),
    "build.public-dearest": reused(
        "public_cheaper_first", "the cheaper Public Building of a pair is sold first", "en:444-452"
    ),
    "build.public-fp": written(
        "a Public Building's FP are not gained when it is bought",
        "en:444",
        E(
            "phases.construction",
            '        p.fp += b.fp\n        t.rule("build.public-fp")',
            '        t.rule("build.public-fp")',
        ),
    ),
    "build.walls-praefectus-urbi": generated(),
    "build.redemptor": generated(),
    "consul.preempt": generated(),
    "consul.not-walls": generated(),
    "consul.preempt-not-counted": reused(
        "preempted_counts_for_consul", "a preempted building counts for the Consul's one-per-kind limit", "en:942-944"
    ),
    "consul.preempt-funding": written(
        "the Consul is offered a building he cannot pay for in full",
        "en:475",
        E(
            "phases.construction",
            "    if consul.gold + extra >= b.cost:\n",
            "    if True:  # the funding is not checked\n",
        ),
    ),
    "market.price": written(
        "goods are bought at the market's selling price",
        "en:503, en:511",
        E("phases.construction", "unit = m.buy[good]  # market.price", "unit = m.sell[good]  # market.price"),
    ),
    "market.limit": reused("market_limit_plus_1", "one good more than the market's limit may be traded", "en:509"),
    "market.no-buy-and-sell": generated(),
    "market.no-buy-produced": generated(),
    "market.active-player": generated(),
    "market.mensae": reused("mensae_per_sale", "the Mensae pays 1 gold a sale, not a good", "en:847"),
    "market.wall-discount": written(
        "the market wall takes 1 gold off each good bought, not 2",
        "en:872",
        E("phases.construction", "MARKET_WALL_DISCOUNT = 2", "MARKET_WALL_DISCOUNT = 1"),
    ),
    "commercial.once-per-round": generated(),
    "commercial.can-produce": generated(),
    "commercial.exact-goods": written(
        "a Commercial Building pays without taking the goods shown on it",
        "en:430, en:531",
        E(
            "phases.construction",
            "        t.add_goods(p, b.requires, -1)  # exactly the goods shown",
            "        pass  # exactly the goods shown",
        ),
    ),
    "wall.swap": generated(),
    "wall.when": written(
        "the swap and sale walls are used in any phase (the auction, the draws, the end of the round)",
        "no rulebook line (engine convention, rules.py)",
        E(
            "phases",
            "    if verb not in VERBS[s.phase]:  # the game is not over",
            "    if verb not in VERBS[s.phase] and verb not in construction.WALL_VERBS:  # the game is not over",
        ),
    ),
    "wall.sale": generated(),
    "wall.extra-contract": written(
        "the contract wall gives no extra contract",
        "en:577, en:871",
        E("phases.draw", "            must += 1\n        else:\n            may += 1\n", "            pass\n"),
    ),
    "wall.ship-discount": written(
        "the ship wall takes 2 gold off a ship, not 3",
        "en:874",
        E("phases.accept", "SHIP_WALL_DISCOUNT = 3", "SHIP_WALL_DISCOUNT = 2"),
    ),
    "wall.fp": written(
        "six wall segments score 15 FP, not 16",
        "en:460-467, en:866",
        E("phases.scoring", "WALL_FP = (0, 1, 3, 6, 9, 12, 16)", "WALL_FP = (0, 1, 3, 6, 9, 12, 15)"),
    ),
    "wall.not-owned": generated(),
    # --- draw -----------------------------------------------------------------------------------------
    "draw.by-level": written(
        "production level 3 draws 3 contracts, not 2",
        "en:555-567",
        E("phases.draw", "DRAWS_BY_LEVEL = (0, 1, 2, 2, 3, 4, 4, 5)", "DRAWS_BY_LEVEL = (0, 1, 2, 3, 3, 4, 4, 5)"),
    ),
    "draw.trading-posts": reused(
        "draws_count_saving_posts", "a Trading Post saving a contract also gives an extra draw", "en:573, en:639"
    ),
    "draw.reshuffle": written(
        "the discards are not shuffled into a new deck when it runs out: no more contracts are drawn",
        "en:579",
        E("table", "if not s.deck and s.discard:", "if False:"),
    ),
    "draw.count": generated(),
    # --- accept contracts -----------------------------------------------------------------------------
    "accept.swap": generated(),
    "accept.harbour-only": generated(),
    "accept.capacity": generated(),
    "accept.passengers": reused("small_ship_one_passenger", "a Small Ship carries one passenger", "en:273-277"),
    "accept.one-ship": generated(),
    "accept.contract-in-hand": generated(),
    "accept.no-voyage": generated(),
    "accept.voyage": written(
        "a ship's voyage is the shortest its contracts need, not the longest",
        "en:603-613",
        E(
            "phases.accept",
            "return max((t.contract(c).voyage[ship.size] or 1)",
            "return min((t.contract(c).voyage[ship.size] or 1)",
        ),
    ),
    "accept.long-voyage-bonus": reused(
        "long_voyage_bonus_per_contract", "the long-voyage bonus is paid per long contract", "en:619-621"
    ),
    "accept.discard-unloaded": written(
        "contracts neither loaded nor saved stay in the hand",
        "en:611",
        E(
            "phases.accept",
            '        if p.hand:\n            t.rule("accept.discard-unloaded")',
            '        if False:\n            t.rule("accept.discard-unloaded")',
        ),
    ),
    "tradingpost.price": generated(),
    "tradingpost.one-per-round": generated(),
    "tradingpost.extra-draw": reused("trading_post_draws_2", "a Trading Post bought draws 2 contracts", "en:637"),
    "tradingpost.save": generated(),
    "ships.buy": reused("two_ships_a_round", "a second ship a round is not refused", "en:645-647"),
    "ships.last-ship-priority": written(
        "the last ship of a size goes to whoever asks first, the earlier players in turn order are not asked",
        "en:645",
        E("phases.accept", "        if len(s.ship_supply[self.size]) == 1:\n", "        if False:\n"),
    ),
    # --- donations ------------------------------------------------------------------------------------
    "donate.one-per-round": reused("two_donations_a_round", "a second donation a round is not refused", "en:657"),
    "donate.market": generated(),
    "donate.can-produce": generated(),
    # --- end of round, end of game --------------------------------------------------------------------
    "end.change-markets": written(
        "the bottom card of the Future pile becomes the Current Market, not the top one",
        "en:673, en:683",
        E(
            "phases.end_of_round",
            "s.market_current.append(s.market_future.pop())",
            "s.market_current.append(s.market_future.pop(0))",
        ),
    ),
    "end.reshuffle-markets": written(
        "the first time the Future pile empties, the whole Current pile (its top card too) becomes the Future pile",
        "en:685, en:687",
        E(
            "phases.end_of_round",
            "            rest = s.market_current[:-1]\n",
            "            rest = list(s.market_current)\n",
        ),
    ),
    "end.store": reused("horreum_keeps_6", "the Horreum keeps 6 goods", "en:691, en:850"),
    "end.no-discard-final": written(
        "after the final round the players store their goods (and discard the rest) before the game is scored",
        "en:695",
        E(
            "phases.end_of_round",
            '    if s.ends_after_round:\n        t.rule("end.no-discard-final")',
            "    if s.ends_after_round:\n"
            "        for p in s.players:  # each keeps his first type, up to his store limit\n"
            "            p.goods = {g: min(n, t.store_limit(p)) for g, n in list(p.goods.items())[:1]}\n"
            '        t.rule("end.no-discard-final")',
        ),
    ),
    "end.cleanup": written(
        "the office abilities are not reset at the end of the round",
        "en:811",
        E("phases.end_of_round", "    s.abilities_used = dict.fromkeys(ONCE_A_ROUND, False)\n", ""),
    ),
    "game.end-public": written(
        "the game does not end when the last Public Building is bought",
        "en:717",
        E("phases.construction", '            s.ends_after_round = "public-buildings"\n', ""),
    ),
    "game.end-market": reused(
        "no_final_round", "the game ends without its final round when the Future pile empties again", "en:685, en:718"
    ),
    "score.ships": written(
        "ships at sea do not arrive at the end of the game",
        "en:722",
        E(
            "phases.scoring",
            "            if ship.contracts:\n                arrive(t, p, ship)",
            "            if False:\n                arrive(t, p, ship)",
        ),
    ),
    "score.walls": written(
        "walls are not scored at the end of the game",
        "en:724",
        E("phases.scoring", "        p.fp += walls_fp\n", ""),
    ),
    "score.gold": written(
        "1 FP for each full 10 gold, not 15", "en:726", E("phases.scoring", "GOLD_PER_FP = 15", "GOLD_PER_FP = 10")
    ),
    "score.beyond-80": written(
        "FP stop at 80",
        "en:756",
        E(
            "phases.scoring",
            "        p.fp += gold_fp  # FP have no upper bound",
            "        p.fp = min(80, p.fp + gold_fp)  # FP have no upper bound",
        ),
    ),
    "score.ties": reused("ties_goods_before_gold", "a tie is broken by goods before gold", "en:730"),
    # --- views ----------------------------------------------------------------------------------------
    "view.gold-hidden": written(
        "every player's gold is shown to the others",
        "en:886-888",
        E("view", '"gold": p.gold if own else hidden(),', '"gold": p.gold,'),
    ),
    "view.hand-face-up": written(
        "the contracts in a player's hand are hidden from the others",
        "en:890-892",
        E("view", '"hand": list(p.hand),', '"hand": list(p.hand) if own else hidden(count=len(p.hand)),'),
    ),
    "view.deck-hidden": written(
        "every player sees the contract deck's cards, in order",
        "en:162",
        E("view", '"cards": list(reversed(s.deck)) if judge else hidden()', '"cards": list(reversed(s.deck))'),
    ),
    "view.ship-contracts-hidden": written(
        "the contracts loaded on another player's ship are shown",
        "en:894-896",
        E("view", "    if own or (ship.position == 0 and not ship.contracts):\n", "    if True:\n"),
    ),
    # --- free trade -----------------------------------------------------------------------------------
    "freetrade.disabled": generated(),
    "freetrade.trade": written(
        "a free trade moves only what the proposer gives, not what he receives",
        "en:880-882",
        E(
            "phases.accept",
            "((self.player, self.partner, self.give), (self.partner, self.player, self.receive))",
            "((self.player, self.partner, self.give),)",
        ),
    ),
}


#: Why a rule's fault cannot be caught, or caught but not named, by what verify plays: a limit of the
#: harness, not a missing scenario.  The docs page gives these beside the sweep's figures.
WHY_NOT: dict[str, str] = {
    "setup.player-count": "a game of 6 players is never started: verify's situations are the books' (2 to 5 "
    "players), and a refused set-up is not a step a scenario can check (features/it/faq.feature says so)",
}
WHY_NOT["accept.no-voyage"] = (
    "the '/' appears only on passenger contracts for Small Ships (en:336), which accept.passengers refuses first "
    "(a Small Ship has no passenger space, en:273): the rule shows only when accept.passengers is broken too, as "
    "de-ex-04 and tests/faulty_engines/small_ship_one_passenger.py show"
)
for _rule in ("setup.contracts", "setup.offices"):
    WHY_NOT[_rule] = "a random draw of the set-up: no situation can tell one random order from another"


def rule_ids() -> list[str]:
    """The rule ids of the registry, in its order (imports constantinopolis: not in a faulty engine before
    its fault is installed)."""
    from constantinopolis.core.rules import RULES

    return list(RULES)
