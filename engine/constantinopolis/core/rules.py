"""The rule registry: every rule the engine implements, with its rulebook lines.

A rule id is ``topic.short-name``.  ``lines`` cite the English rulebook
(``../shared/rulebooks/en.txt``, 1-based) as ``en:START-END``; rules that come
from another edition say so in ``note``.  A rule that no book states or implies (every
book is silent: ``translations/concordance/``) is an engine convention and says why the
engine decides so in ``convention``.  ``constantinopolis rules`` prints this table.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    id: str
    summary: str
    lines: tuple[str, ...]
    note: str = ""
    convention: str = ""  # why the engine decides so, when every book is silent on the rule

    @property
    def is_convention(self) -> bool:
        """Every book is silent on the rule: the engine's choice, with its reason (``convention``)."""
        return bool(self.convention)

    def cite(self) -> str:
        return ", ".join(self.lines) if self.lines else "no rulebook line"


_RULES: list[Rule] = [
    # --- setup -----------------------------------------------------------
    Rule("setup.player-count", "2 to 5 players play.", ("en:18",)),
    Rule(
        "setup.starting-resources",
        "Each player starts with 30 gold, a Small Ship, the Ager, production level 1, 0 FP and 4 Trading Posts to buy.",
        ("en:172-174", "en:376"),
    ),
    Rule(
        "setup.building-supply",
        "All Public Buildings and Walls; of the others one of each name with 2 players, two with 3-4, all with 5.",
        ("en:167",),
    ),
    Rule(
        "setup.markets",
        "One random market card is the Current Market, the rest a face-up Future pile.",
        ("en:168-170",),
    ),
    Rule(
        "setup.ships",
        "The ships not handed out form the supply (9 small, 8 medium, 5 large in all).",
        ("en:30-33", "en:172"),
    ),
    Rule("setup.contracts", "The contract deck is shuffled face down.", ("en:162",)),
    Rule(
        "setup.offices",
        "Offices are placed at random; their numbers I-V give the turn order.",
        ("en:175", "en:213", "en:777-807"),
    ),
    # --- general ---------------------------------------------------------
    Rule(
        "turn.not-your-turn",
        "Only the player whose turn it is (or who must answer) may act in a phase played in turn order.",
        ("en:213", "en:382"),
    ),
    Rule(
        "turn.already-done",
        "A player who has finished a simultaneous phase takes no more actions in it.",
        ("en:263", "en:583", "en:651"),
        convention="A simultaneous phase needs an end for each player: the engine's 'done' ends a player's part of the phase, and he takes no more actions in it (closest in English: en:595, once each player has finished accepting contracts).",
    ),
    Rule(
        "turn.wrong-phase",
        "An action is only possible in the phase(s) that allow it.",
        ("en:196-205", "en:384"),
    ),
    Rule(
        "turn.pending-decision",
        "While a player must answer (an auction bid, a preemption, a ship claim), nothing else happens.",
        ("en:229", "en:473-477", "en:645"),
    ),
    Rule(
        "game.over",
        "No action is possible once the game has ended.",
        ("en:713-728",),
    ),
    Rule(
        "gold.cannot-afford",
        "A player cannot spend gold he does not have.",
        ("en:390", "en:450", "en:475"),
    ),
    Rule(
        "goods.not-held",
        "A player can only use, sell, load or donate goods he has.",
        ("en:485", "en:587", "en:623", "en:655", "en:667"),
    ),
    Rule("goods.unlimited-supply", "Goods and gold in the supply are unlimited.", ("en:378",)),
    Rule("building.not-owned", "Only a building's owner uses it.", ("en:394", "en:430", "en:525")),
    Rule(
        "goods.can-produce",
        "To 'be able to produce' a type is to own a Production Building that shows it.",
        ("en:529", "en:930-932"),
    ),
    # --- auction ---------------------------------------------------------
    Rule(
        "auction.turn-order",
        "The auction is performed in turn order; the next player who has not been active becomes active.",
        ("en:217", "en:233"),
    ),
    Rule("auction.keep-office-free", "Keeping the office held the round before costs nothing.", ("en:225",)),
    Rule("auction.vacant-office-costs-2", "Taking a vacant office costs 2 gold, placed on that office.", ("en:227",)),
    Rule(
        "auction.bid-exceeds-coins",
        "A bid on an occupied office must be greater than the gold already on it.",
        ("en:229",),
    ),
    Rule("auction.raise-exceeds-bid", "Each raise must be greater than the bid it answers.", ("en:229",)),
    Rule(
        "auction.own-office",
        "A player cannot bid on the office he holds.",
        ("en:221-229",),
    ),
    Rule(
        "auction.winner-pays",
        "The winner of a contested office puts his whole bid on it; the loser pays nothing.",
        ("en:229", "en:253"),
    ),
    Rule(
        "auction.loser-active",
        "The loser of a contested office becomes active and makes a new choice.",
        ("en:229", "en:253"),
    ),
    Rule(
        "auction.loser-takes-vacated-free",
        "The loser may take, for free, the office vacated by the player who took his.",
        ("en:231", "en:241"),
    ),
    Rule(
        "auction.no-office-to-keep",
        "A player who has lost his office cannot keep it.",
        ("en:221", "en:229-231"),
    ),
    Rule(
        "auction.cannot-afford-vacant",
        "A player with less than 2 gold and no office left pays what he has for a vacant office.",
        (),
        convention="No book says what a player with less than 2 gold does when only vacant offices are left; the engine lets him take one for all the gold he has.",
    ),
    Rule(
        "auction.phase-end",
        "The phase ends when every player has been active and holds an office; the coins on the offices go to the supply.",
        ("en:233", "en:259"),
    ),
    Rule(
        "auction.wall-raise-3",
        "Against the owner of the office-protection wall, every bid or raise by an opponent must exceed the standing amount by at least 3.",
        ("en:873",),
    ),
    Rule(
        "office.praefectus-pretorio-good",
        "Praefectus Pretorio takes one good of a type he can produce at the end of the auction.",
        ("en:235", "en:783", "en:912-914"),
    ),
    Rule(
        "office.comes-thesaurorum-gold",
        "Comes Thesaurorum receives 4 gold at the end of the auction.",
        ("en:235", "en:787"),
    ),
    Rule("office.magister-officiorum-draw", "Magister Officiorum draws 3 extra contracts.", ("en:575", "en:779")),
    Rule(
        "office.ability-once",
        "The Praefectus Urbi and Consul use one of their two abilities once per round.",
        ("en:585", "en:791-811"),
    ),
    # --- ships / fulfil --------------------------------------------------
    Rule(
        "ships.move",
        "Ships move #2 to #1 and #1 to the Harbour; the phase is skipped in round 1.",
        ("en:265", "en:344"),
    ),
    Rule(
        "contracts.fulfil",
        "A ship reaching the Harbour pays its contracts' gold and FP; the contracts are discarded.",
        ("en:364-368",),
    ),
    # --- produce ---------------------------------------------------------
    Rule("produce.goods", "Each player receives the goods shown on his Production Buildings.", ("en:374-376",)),
    # --- construct -------------------------------------------------------
    Rule("build.one-per-kind", "A player buys at most one building of each kind in his turn.", ("en:388", "en:426")),
    Rule(
        "build.unique-name",
        "No two Production, Commercial or Utility Buildings of the same name.",
        ("en:390", "en:426"),
    ),
    Rule(
        "build.not-available",
        "Only buildings still in the supply can be bought.",
        ("en:165-167", "en:477"),
    ),
    Rule(
        "build.no-space-limit",
        "A player may buy buildings beyond the spaces on his player sheet; there is no limit on how many he owns.",
        ("en:908-910",),
    ),
    Rule(
        "build.licence",
        "A Production Building needs a building of the immediately preceding licence.",
        ("en:416", "en:424"),
    ),
    Rule("build.licence-skip", "A licence whose buildings are all gone is skipped.", ("en:920-922",)),
    Rule(
        "build.production-level",
        "Each Production Building raises the production level.",
        ("en:404", "en:553", "en:569"),
    ),
    Rule(
        "build.public-dearest",
        "A Public Building is bought by FP value, and the dearer tile of that pair must be bought while available.",
        ("en:444", "en:448-452"),
    ),
    Rule("build.public-fp", "A Public Building's FP are gained at once.", ("en:444",)),
    Rule(
        "build.walls-praefectus-urbi",
        "Only the Praefectus Urbi may build a wall segment, one a round.",
        ("en:388", "en:469", "en:793"),
    ),
    Rule(
        "build.redemptor",
        "Redemptor: once a round discard 1 Industrial Good for 5 gold off a building, only if you can produce Industrial Goods.",
        ("en:848",),
    ),
    Rule(
        "consul.preempt",
        "The Consul may buy, in the active player's place, the building he chose, at full price with no discounts.",
        ("en:473-477", "en:803"),
    ),
    Rule("consul.not-walls", "The Consul never preempts a wall segment.", ("en:479", "en:803")),
    Rule(
        "consul.preempt-not-counted",
        "A preempted building counts toward neither player's one-per-kind limit.",
        ("en:477", "en:942-944"),
    ),
    Rule(
        "consul.preempt-funding",
        "What the Consul may use to pay for a preempted building.",
        ("en:475",),
        "Edition option consul_preemption_funding (en:475 against it:341).",
    ),
    # --- market ----------------------------------------------------------
    Rule(
        "market.price",
        "Goods are bought and sold at the prices of the Current Market card.",
        ("en:503", "en:511", "en:515"),
    ),
    Rule(
        "market.limit",
        "At most the current market's limit of each type may be bought or sold in a round.",
        ("en:509", "en:517-519", "en:627"),
    ),
    Rule(
        "market.no-buy-and-sell",
        "A type sold in a round cannot be bought that round, and vice versa.",
        ("en:509", "en:934-936"),
    ),
    Rule(
        "market.no-buy-produced",
        "A type you can produce cannot be bought unless you own the Taberna.",
        ("en:511", "en:849", "en:902-906"),
    ),
    Rule(
        "market.active-player",
        "In the Construct Buildings Phase only the active player trades at the market and activates his Commercial "
        "Buildings.",
        ("en:483", "en:525", "en:627"),
    ),
    Rule("market.mensae", "Mensae: 1 extra gold for each good sold.", ("en:847",)),
    Rule("market.wall-discount", "Market wall: 2 gold off each good bought, never below 1.", ("en:872",)),
    # --- commercial ------------------------------------------------------
    Rule("commercial.once-per-round", "Each Commercial Building is used once a round.", ("en:430", "en:527")),
    Rule(
        "commercial.can-produce",
        "Commercial Buildings are activated only with goods of a type you can produce.",
        ("en:529", "en:930-932"),
    ),
    Rule("commercial.exact-goods", "A Commercial Building takes exactly the goods shown on it.", ("en:430", "en:531")),
    # --- walls -----------------------------------------------------------
    Rule("wall.swap", "Swap wall: once a round trade one good for another of a type you can produce.", ("en:869",)),
    Rule(
        "wall.when",
        "The swap and sale walls are used where goods change hands: on the owner's turn in the Construct Buildings "
        "Phase, and in the Accept Contracts and Donate Goods Phases.",
        (),
        convention="No book says in which phases the swap and sale walls are used (en:869-870 say only 'once per round', en:456 that a wall's ability 'can be used right away'); the engine offers them where goods change hands: on the owner's own turn in the Construct Buildings Phase, as the market (en:483), and in the Accept Contracts and Donate Goods Phases.",
    ),
    Rule("wall.sale", "Sale wall: once a round trade three goods for 10 gold.", ("en:870",)),
    Rule("wall.extra-contract", "Contract wall: one extra contract in the Draw Contracts Phase.", ("en:577", "en:871")),
    Rule("wall.ship-discount", "Ship wall: once a round 3 gold off a ship.", ("en:874",)),
    Rule("wall.fp", "Walls score 1/3/6/9/12/16 FP at the end.", ("en:460-467", "en:866")),
    Rule(
        "wall.not-owned",
        "Only the owner of a wall segment uses its ability.",
        ("en:456", "en:869-874"),
    ),
    # --- draw ------------------------------------------------------------
    Rule(
        "draw.by-level",
        "Contracts drawn by production level: 1,2,2,3,4,4,5; the level is capped at 7.",
        ("en:553-571",),
    ),
    Rule("draw.trading-posts", "One more contract may be drawn for each unused Trading Post.", ("en:573",)),
    Rule("draw.reshuffle", "When the deck runs out, the discards are shuffled into a new deck.", ("en:579",)),
    Rule(
        "draw.count",
        "A player draws no more than he is entitled to.",
        ("en:553-577",),
    ),
    # --- accept ----------------------------------------------------------
    Rule(
        "accept.swap",
        "Consul and Praefectus Urbi who did not use their ability may discard up to two contracts and draw as many.",
        ("en:585", "en:797", "en:807"),
    ),
    Rule("accept.harbour-only", "Only ships in the Harbour take new contracts.", ("en:587", "en:938-940")),
    Rule("accept.capacity", "A ship's contracts cannot exceed its cargo capacity.", ("en:273-283", "en:591-593")),
    Rule(
        "accept.passengers", "Passengers: none on a Small Ship, 1 on a Medium, 3 on a Large.", ("en:273-277", "en:589")
    ),
    Rule("accept.one-ship", "A contract is loaded on a single ship.", ("en:924-926",)),
    Rule(
        "accept.contract-in-hand",
        "Only contracts in the player's hand can be loaded, saved or swapped.",
        ("en:585",),
    ),
    Rule(
        "accept.no-voyage",
        "A '/' on a contract for a ship size means a ship of that size cannot undertake it.",
        ("en:336",),
    ),
    Rule(
        "accept.voyage",
        "A ship's voyage is the longest its contracts need for that ship size.",
        ("en:336-340", "en:595-607", "en:613-615"),
    ),
    Rule(
        "accept.long-voyage-bonus",
        "A ship on a long voyage gives 1 FP at once, a Large Ship 1 more.",
        ("en:617-621", "en:916-918"),
    ),
    Rule(
        "accept.discard-unloaded",
        "Contracts neither loaded nor saved are discarded at the end of the phase.",
        ("en:611",),
    ),
    Rule("tradingpost.price", "Trading Posts cost 3/4/5/6 gold; at most four.", ("en:173", "en:635")),
    Rule("tradingpost.one-per-round", "One Trading Post a round.", ("en:635",)),
    Rule("tradingpost.extra-draw", "Buying a Trading Post lets its owner draw one contract at once.", ("en:637",)),
    Rule(
        "tradingpost.save", "An unused Trading Post saves a contract; a saved contract can be freed.", ("en:639-641",)
    ),
    Rule("ships.buy", "One ship a round, for 6/9/12 gold, from the supply.", ("en:279", "en:645-647")),
    Rule(
        "ships.last-ship-priority",
        "When two players want the last ship of a size, the earlier in turn order has priority.",
        ("en:645",),
    ),
    # --- donate ----------------------------------------------------------
    Rule("donate.one-per-round", "One donation a round.", ("en:657", "en:667")),
    Rule("donate.market", "Donate exactly the type and number shown on the current market.", ("en:653-655", "en:667")),
    Rule("donate.can-produce", "Only a type you can produce may be donated.", ("en:655",)),
    # --- end of round ----------------------------------------------------
    Rule("end.change-markets", "The top Future Market card becomes the Current Market.", ("en:673", "en:683")),
    Rule(
        "end.reshuffle-markets",
        "The first time the Future pile empties, the Current pile but its top card is shuffled into a new Future pile.",
        ("en:685", "en:687"),
    ),
    Rule(
        "end.store",
        "Each player keeps 1 good (5 with the Horreum), or fewer; cargo at sea is untouched.",
        ("en:689-693", "en:898-900"),
    ),
    Rule("end.no-discard-final", "Nothing is discarded after the final round.", ("en:695",)),
    Rule(
        "end.cleanup",
        "Ledger goods and goods on Commercial Buildings go back; office abilities reset.",
        ("en:485", "en:527", "en:811"),
    ),
    # --- game end --------------------------------------------------------
    Rule(
        "game.end-public",
        "The game ends at the end of the round in which the last Public Building is bought.",
        ("en:717",),
    ),
    Rule(
        "game.end-market",
        "The game ends one round after the Future pile empties for the second time (9 rounds at most).",
        ("en:685", "en:718"),
    ),
    Rule("score.ships", "Ships at sea arrive and pay at the end.", ("en:722",)),
    Rule("score.walls", "Walls score 1/3/6/9/12/16 FP.", ("en:724", "en:460-467")),
    Rule("score.gold", "1 FP for each full 15 gold.", ("en:726",)),
    Rule("score.beyond-80", "Fame Points beyond 80 count on: the track's '1' space is then 81 FP.", ("en:756",)),
    Rule("score.ties", "Ties go to the most gold, then the most goods, then all tied players win.", ("en:730",)),
    # --- what players see -------------------------------------------------
    Rule(
        "view.gold-hidden",
        "A player's gold is hidden from the other players, unless he chooses to show it.",
        ("en:886-888",),
        "The engine has no action to show one's gold: a player's view hides the others' gold until the game is over.",
    ),
    Rule(
        "view.hand-face-up",
        "Contracts not loaded on a ship lie face up in front of their owner.",
        ("en:890-892",),
    ),
    Rule(
        "view.deck-hidden",
        "The contract deck lies face down: no player sees its cards or their order, only how many are left.",
        ("en:162",),
    ),
    Rule(
        "view.ship-contracts-hidden",
        "The contracts loaded on another player's ship cannot be looked at.",
        ("en:894-896",),
        "The book lets the players agree otherwise at the start; the engine has no option for it. "
        "The engine also hides the goods loaded with those contracts (engine decision).",
    ),
    # --- optional ----------------------------------------------------------
    Rule("freetrade.disabled", "Free Trade is an optional rule, off unless chosen.", ("en:876-878",)),
    Rule(
        "freetrade.trade",
        "With Free Trade, contracts, goods and gold are traded freely in the Accept Contracts Phase.",
        ("en:880-882",),
    ),
]

RULES: dict[str, Rule] = {r.id: r for r in _RULES}
assert len(RULES) == len(_RULES), "duplicate rule id"
