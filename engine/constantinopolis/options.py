"""Rule options: every place where the editions (or the optional rules) differ.

All options are declared in :data:`OPTION_SPECS`, the single place to change
when an option is added: its allowed values, what each means, the rulebook
lines behind it and the value each edition's preset takes.  Rule code reads an
option by name (``options.future_pile_after_reshuffle``) and never tests the
edition itself.  Each option's value has a ``Literal`` type below, and the rule
code asks the options through named predicates (``options.future_pile_face_down``),
so that mypy refuses a misspelt option or value.

>>> RuleOptions.edition("it").future_pile_after_reshuffle
'face-down'
>>> RuleOptions.edition("it").future_pile_face_down
True
>>> RuleOptions.edition("en").with_(free_trade=True).free_trade
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, cast

from .books import CODES
from .errors import OptionsError

# The edition presets are named by the book codes (books.py, the one list of the books).
EDITIONS: tuple[str, ...] = CODES


@dataclass(frozen=True)
class OptionSpec:
    name: str
    summary: str
    values: dict[Any, str]  # allowed value -> what it means
    editions: dict[str, Any]  # edition -> preset value
    lines: dict[str, str]  # edition -> rulebook lines supporting its value
    rule: str  # rule id the option modifies
    note: str = ""

    @property
    def default(self) -> Any:
        return self.editions["en"]


OPTION_SPECS: dict[str, OptionSpec] = {
    spec.name: spec
    for spec in [
        OptionSpec(
            name="future_pile_after_reshuffle",
            summary="Whether the Future Market pile rebuilt at the first reshuffle lies face up or face down.",
            values={
                "face-up": "Every player sees the next market.",
                "face-down": "The next market is hidden from the players until it becomes current.",
            },
            editions={"en": "face-up", "es": "face-up", "fr": "face-up", "de": "face-up", "it": "face-down"},
            lines={"en": "en:685", "es": "es:938-942", "fr": "fr:203", "de": "de:722", "it": "it:425-427"},
            rule="end.reshuffle-markets",
        ),
        OptionSpec(
            name="consul_preemption_funding",
            summary="What the Consul may use to pay for a preempted building.",
            values={
                "no-discounts": (
                    "Full price and no discounts; before deciding, the Consul may still raise gold with "
                    "his Commercial Buildings and the sale wall (only discounts are forbidden)."
                ),
                "coins-only": "Full price from the coins he holds; no building may be used for coins or discounts.",
            },
            editions={
                "en": "no-discounts",
                "es": "no-discounts",
                "fr": "no-discounts",
                "de": "no-discounts",
                "it": "coins-only",
            },
            lines={"en": "en:473-475", "es": "es:604-611", "fr": "fr:117", "de": "de:495", "it": "it:341"},
            rule="consul.preempt-funding",
            note=(
                "en:475 also says 'with the gold he has at the moment'; the engine reads the explicit list of what is "
                "forbidden (discounts) as the en rule and it:341's wider ban as the difference."
            ),
        ),
        OptionSpec(
            name="redemptor_discount",
            summary="What the Redemptor's 5 gold discount applies to.",
            values={
                "any-building": "Once a round the owner may discard 1 Industrial Good for 5 gold off any building he buys (Production, Commercial, Utility, Public or wall); the discount is refused unless he can produce Industrial Goods (goods.can-produce).",
                "industrial-producing-building": "Once a round the owner may discard 1 Industrial Good for 5 gold off a building that produces Industrial Goods (a Production Building whose tile shows the red good); the discount is refused on any other building, and the owner need not be able to produce Industrial Goods.",
            },
            editions={
                "en": "any-building",
                "es": "any-building",
                "fr": "industrial-producing-building",
                "de": "any-building",
                "it": "any-building",
            },
            lines={"en": "en:848", "es": "es:1258-1261", "fr": "fr:403", "de": "de:901", "it": "it:563"},
            rule="build.redemptor",
            note="Catalogue entry redemptor-discount-scope (translations/discrepancies.yaml).",
        ),
        OptionSpec(
            name="saved_contract_release",
            summary="Whether a saved contract can be freed from its Trading Post at will.",
            values={
                "free-at-will": "During the Accept Contracts Phase a saved contract may be freed at any time (the 'free' action): its Trading Post becomes unused and may save another contract at once; the freed contract may be loaded, or it is discarded at the end of the phase.",
                "only-when-loaded": "fr:188-190 read literally (no preset takes it; the French book is silent on freeing): a Trading Post comes back only when the contract it saves is loaded on a ship (loading a saved contract directly frees its post); the 'free' action is refused (tradingpost.save), so a saved contract stays saved, and its post stays used (no Draw-phase contract for it, draw.trading-posts), until it is loaded.",
            },
            editions={
                "en": "free-at-will",
                "es": "free-at-will",
                "fr": "free-at-will",  # fr:188-190 is silent on freeing: the English rule (the catalogue's policy)
                "de": "free-at-will",
                "it": "free-at-will",
            },
            lines={"en": "en:641", "es": "es:913-917", "fr": "fr:188-190", "de": "de:682", "it": "it:413"},
            rule="tradingpost.save",
            note="Catalogue entry saved-contract-release (translations/discrepancies.yaml).",
        ),
        OptionSpec(
            name="office_wall_protection",
            summary="What the office-protection wall demands of an opponent's bids.",
            values={
                "raise-by-3": "Every bid and raise by an opponent for the office held by the wall's owner must exceed the standing amount (the coins on the office for the first bid, the bid answered for a raise) by at least 3 gold instead of 1; the owner's own raises need +1 as usual.",
                "bid-at-least-3": "Every bid and raise by an opponent for the office held by the wall's owner must be at least 3 gold in total (and, as always, exceed the standing amount by 1); the owner's own raises are unaffected. Example: against an owner's raise to 4 the opponent may answer 5 (raise-by-3: 7); with 2 gold already on the office the first bid may be 3 (raise-by-3: 5).",
            },
            editions={
                "en": "raise-by-3",
                "es": "bid-at-least-3",
                "fr": "bid-at-least-3",
                "de": "raise-by-3",
                "it": "raise-by-3",
            },
            lines={"en": "en:873", "es": "es:1372-1376", "fr": "fr:491", "de": "de:926", "it": "it:589"},
            rule="auction.wall-raise-3",
            note="Catalogue entry office-wall-bid-protection (translations/discrepancies.yaml).",
        ),
        OptionSpec(
            name="taberna_scope",
            summary="Which of his own types the Taberna lets a player buy.",
            values={
                "every-producible-type": "With the Taberna the owner may buy at the market goods of every type he can produce, each within the market limit.",
                "one-producible-type": "With the Taberna the owner may buy, in a round, goods of only one of the types he can produce: once he has bought a type he can produce this round, buying a second type he can produce that round is refused (market.no-buy-produced). Types he cannot produce, and the market limit, are unaffected.",
            },
            editions={
                "en": "every-producible-type",
                "es": "every-producible-type",
                "fr": "every-producible-type",
                "de": "every-producible-type",
                "it": "one-producible-type",
            },
            lines={"en": "en:849", "es": "es:1264-1265", "fr": "fr:409", "de": "de:902", "it": "it:564"},
            rule="market.no-buy-produced",
            note="Catalogue entry taberna-scope (translations/discrepancies.yaml).",
        ),
        OptionSpec(
            name="can_produce_timing",
            summary="When a newly bought Production Building counts as 'can produce'.",
            values={
                "at-purchase": "A Production Building counts toward 'can produce' as soon as it is bought for Commercial Buildings (commercial.can-produce), donations (donate.can-produce), the Redemptor (build.redemptor) and the swap wall (wall.swap); only the market-buy ban (market.no-buy-produced) starts with the next round (en:904-906).",
                "from-next-round": "Only Production Buildings owned since the start of the round count, in every context: a building bought this round does not let its goods activate Commercial Buildings, be donated, pay the Redemptor or be taken with the swap wall this round (refused under those rules), and does not block buying its goods at the market this round.",
            },
            editions={
                "en": "at-purchase",
                "es": "at-purchase",
                "fr": "at-purchase",
                "de": "at-purchase",
                "it": "from-next-round",
            },
            lines={
                "en": "en:904-906, 930-932",
                "es": "es:1369-1371, 1412-1413",
                "fr": "fr:125, 151",
                "de": "de:957-959, 983",
                "it": "it:645",
            },
            rule="goods.can-produce",
            note="Catalogue entry new-production-building-can-produce (translations/discrepancies.yaml).",
        ),
        OptionSpec(
            name="extra_contract_wall_draw",
            summary="Whether the extra-contract wall's card must be drawn.",
            values={
                "optional": "The wall adds 1 to the contracts its owner may draw in the Draw Contracts Phase: a 'draw' of the base number (production level, Magister Officiorum) without it is legal.",
                "mandatory": "The wall adds 1 to the contracts its owner must draw: a 'draw' that leaves it out is refused (draw.count); the Draw-phase minimum becomes level draws + Magister + 1.",
            },
            editions={"en": "optional", "es": "mandatory", "fr": "optional", "de": "optional", "it": "mandatory"},
            lines={
                "en": "en:577, 871",
                "es": "es:759-761, 1343-1345",
                "fr": "fr:161, 479",
                "de": "de:614, 924",
                "it": "it:359, 591",
            },
            rule="wall.extra-contract",
            note="Catalogue entry extra-contract-wall-draw (translations/discrepancies.yaml).",
        ),
        OptionSpec(
            name="trading_post_purchase_draw",
            summary="Whether buying a Trading Post draws a contract at once.",
            values={
                "optional": "Buying a Trading Post lets the buyer draw 1 contract at once if he wishes ('buy-post' with or without the draw flag).",
                "mandatory": "Buying a Trading Post always draws 1 contract at once: 'buy-post' without the draw is refused (tradingpost.extra-draw), or the engine draws it automatically.",
            },
            editions={"en": "optional", "es": "optional", "fr": "mandatory", "de": "mandatory", "it": "mandatory"},
            lines={"en": "en:637", "es": "es:895", "fr": "fr:186", "de": "de:676", "it": "it:407"},
            rule="tradingpost.extra-draw",
            note="Catalogue entry trading-post-purchase-draw (translations/discrepancies.yaml).",
        ),
        OptionSpec(
            name="office_contract_swap_timing",
            summary="When the Consul and Praefectus Urbi may swap contracts.",
            values={
                "any-time": "The Consul or Praefectus Urbi who has not used his ability may swap up to two contracts at any moment of the Accept Contracts Phase, even after loading or saving contracts.",
                "before-accepting": "The swap must come before he decides which contracts to accept or refuse: 'swap' is refused (accept.swap) once he has loaded a contract on a ship or saved one with a Trading Post in this phase.",
                "before-loading": "The swap must come before he accepts a contract: 'swap' is refused (accept.swap) once he has loaded a contract on a ship in this phase; saving one with a Trading Post does not close it (a saved contract is neither accepted nor refused). The other reading of it:363-365 (catalogue readings).",
            },
            editions={"en": "any-time", "es": "any-time", "fr": "any-time", "de": "any-time", "it": "before-accepting"},
            lines={"en": "en:585", "es": "es:785-788", "fr": "fr:165", "de": "de:622", "it": "it:363-365"},
            rule="accept.swap",
            note="Catalogue entry office-contract-swap-timing (translations/discrepancies.yaml).",
        ),
        OptionSpec(
            name="licence_skip",
            summary="Whether a licence whose buildings are all gone may be skipped.",
            values={
                "allowed": "A licence whose buildings are all gone from the supply is skipped (en:920-922).",
                "never": "A Production Building always needs a building of the immediately preceding licence: fr:100 read literally (no preset takes it; the French book is silent on the skip).",
            },
            # fr:100 repeats en:416 and is silent on the FAQ's skip (en:920-922): the English rule (the catalogue's policy)
            editions={"en": "allowed", "es": "allowed", "fr": "allowed", "de": "allowed", "it": "allowed"},
            lines={"en": "en:920-922", "es": "es:1405-1406", "fr": "fr:100", "de": "de:975", "it": "it:633"},
            rule="build.licence-skip",
            note="Catalogue entry licence-skip (translations/discrepancies.yaml).",
        ),
        OptionSpec(
            name="market_ban_timing",
            summary="When a newly bought Production Building starts to forbid buying its type.",
            values={
                "next-round": "The ban uses the buildings owned at the start of the round (en:902-906).",
                "at-purchase": "The ban applies as soon as the player owns a building producing the type (fr:125).",
            },
            editions={
                "en": "next-round",
                "es": "next-round",
                "fr": "next-round",
                "de": "next-round",
                "it": "next-round",
            },
            lines={"en": "en:902-906", "es": "es:1369-1371", "fr": "fr:125", "de": "de:957-959", "it": "it:645"},
            rule="market.no-buy-produced",
            note="Catalogue entry market-ban-timing (translations/discrepancies.yaml).",
        ),
        OptionSpec(
            name="free_trade",
            summary="The optional Free Trade rule.",
            values={
                False: "Off (the standard game).",
                True: "Players trade contracts, goods and gold freely in the Accept Contracts Phase.",
            },
            editions={"en": False, "es": False, "fr": False, "de": False, "it": False},
            lines={"en": "en:876-882"},
            rule="freetrade.trade",
            note="An optional rule in every edition, not an edition difference; off in every preset.",
        ),
    ]
}


# The values of each option, as types (a test checks them against OPTION_SPECS).
FuturePile = Literal["face-up", "face-down"]
ConsulFunding = Literal["no-discounts", "coins-only"]
RedemptorDiscount = Literal["any-building", "industrial-producing-building"]
SavedContractRelease = Literal["free-at-will", "only-when-loaded"]
OfficeWallProtection = Literal["raise-by-3", "bid-at-least-3"]
TabernaScope = Literal["every-producible-type", "one-producible-type"]
CanProduceTiming = Literal["at-purchase", "from-next-round"]
ExtraDraw = Literal["optional", "mandatory"]
SwapTiming = Literal["any-time", "before-accepting", "before-loading"]
LicenceSkip = Literal["allowed", "never"]
MarketBanTiming = Literal["next-round", "at-purchase"]

OPTION_TYPES: dict[str, Any] = {
    "future_pile_after_reshuffle": FuturePile,
    "consul_preemption_funding": ConsulFunding,
    "redemptor_discount": RedemptorDiscount,
    "saved_contract_release": SavedContractRelease,
    "office_wall_protection": OfficeWallProtection,
    "taberna_scope": TabernaScope,
    "can_produce_timing": CanProduceTiming,
    "extra_contract_wall_draw": ExtraDraw,
    "trading_post_purchase_draw": ExtraDraw,
    "office_contract_swap_timing": SwapTiming,
    "licence_skip": LicenceSkip,
    "market_ban_timing": MarketBanTiming,
    "free_trade": bool,
}


@dataclass(frozen=True)
class RuleOptions:
    """An immutable set of option values, one per :data:`OPTION_SPECS` entry."""

    values: dict[str, Any] = field(default_factory=lambda: {n: s.default for n, s in OPTION_SPECS.items()})
    edition_name: str = "en"

    def __post_init__(self) -> None:
        for name, value in self.values.items():
            spec = OPTION_SPECS.get(name)
            if spec is None:
                raise OptionsError(f"unknown rule option {name!r}; known: {', '.join(OPTION_SPECS)}")
            if value not in spec.values or type(value) is not type(next(iter(spec.values))):
                allowed = ", ".join(repr(v) for v in spec.values)
                raise OptionsError(f"rule option {name!r} cannot be {value!r}; allowed: {allowed}")
        missing = set(OPTION_SPECS) - set(self.values)
        if missing:
            raise OptionsError(f"rule options missing: {', '.join(sorted(missing))}")

    # ------------------------------------------------------------ the values, typed
    @property
    def future_pile_after_reshuffle(self) -> FuturePile:
        return cast(FuturePile, self.values["future_pile_after_reshuffle"])

    @property
    def consul_preemption_funding(self) -> ConsulFunding:
        return cast(ConsulFunding, self.values["consul_preemption_funding"])

    @property
    def redemptor_discount(self) -> RedemptorDiscount:
        return cast(RedemptorDiscount, self.values["redemptor_discount"])

    @property
    def saved_contract_release(self) -> SavedContractRelease:
        return cast(SavedContractRelease, self.values["saved_contract_release"])

    @property
    def office_wall_protection(self) -> OfficeWallProtection:
        return cast(OfficeWallProtection, self.values["office_wall_protection"])

    @property
    def taberna_scope(self) -> TabernaScope:
        return cast(TabernaScope, self.values["taberna_scope"])

    @property
    def can_produce_timing(self) -> CanProduceTiming:
        return cast(CanProduceTiming, self.values["can_produce_timing"])

    @property
    def extra_contract_wall_draw(self) -> ExtraDraw:
        return cast(ExtraDraw, self.values["extra_contract_wall_draw"])

    @property
    def trading_post_purchase_draw(self) -> ExtraDraw:
        return cast(ExtraDraw, self.values["trading_post_purchase_draw"])

    @property
    def office_contract_swap_timing(self) -> SwapTiming:
        return cast(SwapTiming, self.values["office_contract_swap_timing"])

    @property
    def licence_skip(self) -> LicenceSkip:
        return cast(LicenceSkip, self.values["licence_skip"])

    @property
    def market_ban_timing(self) -> MarketBanTiming:
        return cast(MarketBanTiming, self.values["market_ban_timing"])

    @property
    def free_trade(self) -> bool:
        return bool(self.values["free_trade"])

    # ------------------------------------------------------------ the predicates the rules ask
    @property
    def future_pile_face_down(self) -> bool:
        """end.reshuffle-markets: the rebuilt Future pile lies face down (it:425-427)."""
        return self.future_pile_after_reshuffle == "face-down"

    @property
    def consul_may_raise_gold_to_preempt(self) -> bool:
        """consul.preempt-funding: he may still raise gold (a Commercial Building, the sale wall), only
        not get a discount (en:475)."""
        return self.consul_preemption_funding == "no-discounts"

    @property
    def redemptor_only_for_industrial_buildings(self) -> bool:
        """build.redemptor: the discount is only for a building producing Industrial Goods (fr:403)."""
        return self.redemptor_discount == "industrial-producing-building"

    @property
    def saved_contract_kept_until_loaded(self) -> bool:
        """tradingpost.save: a saved contract's Trading Post comes back only when it is loaded (fr:188-190)."""
        return self.saved_contract_release == "only-when-loaded"

    @property
    def office_wall_needs_bid_of_3(self) -> bool:
        """auction.wall-raise-3: a bid of at least 3 in all (es:1372-1376, fr:491), not 3 more."""
        return self.office_wall_protection == "bid-at-least-3"

    @property
    def taberna_one_type(self) -> bool:
        """market.no-buy-produced: the Taberna lets its owner buy one type he can produce (it:564)."""
        return self.taberna_scope == "one-producible-type"

    @property
    def can_produce_from_next_round(self) -> bool:
        """goods.can-produce: a building bought this round counts from the next round (it:645)."""
        return self.can_produce_timing == "from-next-round"

    @property
    def extra_contract_draw_mandatory(self) -> bool:
        """wall.extra-contract: the contract wall's extra contract must be drawn (es:759-761, it:591)."""
        return self.extra_contract_wall_draw == "mandatory"

    @property
    def trading_post_draw_mandatory(self) -> bool:
        """tradingpost.extra-draw: buying a Trading Post draws a contract at once (fr:186, de:676, it:407)."""
        return self.trading_post_purchase_draw == "mandatory"

    @property
    def swap_before_accepting(self) -> bool:
        """accept.swap: contracts are swapped before any is accepted (it:363-365)."""
        return self.office_contract_swap_timing == "before-accepting"

    @property
    def swap_before_loading(self) -> bool:
        """accept.swap: contracts are swapped before any is loaded; saving does not close the swap (the
        other reading of it:363-365)."""
        return self.office_contract_swap_timing == "before-loading"

    @property
    def licence_never_skipped(self) -> bool:
        """build.licence-skip: no licence is skipped (fr:100 has no exception)."""
        return self.licence_skip == "never"

    @property
    def market_ban_from_next_round(self) -> bool:
        """market.no-buy-produced: what he can produce is judged at the start of the round (en:902-906)."""
        return self.market_ban_timing == "next-round"

    @classmethod
    def edition(cls, edition: str) -> RuleOptions:
        key = edition.strip().lower()
        if key not in EDITIONS:
            raise OptionsError(f"unknown edition {edition!r}; known: {', '.join(EDITIONS)}")
        return cls({n: s.editions[key] for n, s in OPTION_SPECS.items()}, key)

    def with_(self, **changes: Any) -> RuleOptions:
        """A copy with some options changed (the edition name becomes ``<edition>+custom``)."""
        values = dict(self.values)
        values.update(changes)
        base = self.edition_name.split("+")[0]
        preset = RuleOptions.edition(base).values
        return RuleOptions(values, base if values == preset else base + "+custom")

    def to_dict(self) -> dict[str, Any]:
        return {"edition": self.edition_name, "options": dict(self.values)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleOptions:
        base = cls.edition(str(data.get("edition", "en")).split("+")[0])
        return base.with_(**dict(data.get("options", {}))) if data.get("options") else base

    def differences(self, other: RuleOptions) -> dict[str, tuple[Any, Any]]:
        return {n: (self.values[n], other.values[n]) for n in OPTION_SPECS if self.values[n] != other.values[n]}
