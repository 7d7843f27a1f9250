"""Rule options: every place where the editions (or the optional rules) differ.

Each option is declared once, as a field of :class:`RuleOptions`: its type is the
``Literal`` of its allowed values (or ``bool``), and :func:`option` gives it the rest
of its spec: what each value means, the value each edition's preset takes (the
English one is the default), the rulebook lines behind it and the rule it modifies.
Everything else is derived from the fields: :data:`OPTION_SPECS` (the registry the
docs, the CLI, the protocol and the catalogue's check read), the presets
(``RuleOptions.edition(code)``), the checks of a value, ``to_dict``/``from_dict``,
``differences`` and the game string's options.  Rule code reads an option by name
(``options.future_pile_after_reshuffle``) or through a named predicate
(``options.future_pile_face_down``, one line reading the field), never the edition
itself; mypy refuses a misspelt option, value or predicate.

>>> RuleOptions.edition("it").future_pile_after_reshuffle
'face-down'
>>> RuleOptions.edition("it").future_pile_face_down
True
>>> RuleOptions.edition("en").with_(free_trade=True).free_trade
True
>>> RuleOptions.edition("fr").with_(licence_skip="never").changes()
{'licence_skip': 'never'}
"""

from __future__ import annotations

import json
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from functools import cache
from typing import Any, Literal

from ..rulebooks import CODES
from .errors import OptionsError, shown

# The edition presets are named by the book codes (rulebooks.py, the one list of the books).
EDITIONS: tuple[str, ...] = CODES

#: The key of a field's metadata that makes it a rule option (:func:`option`).
OPTION = "rule option"


@dataclass(frozen=True)
class OptionSpec:
    """One option as the registry shows it, derived from its field of :class:`RuleOptions`."""

    name: str
    summary: str
    values: dict[Any, str]  # allowed value -> what it means, in the order of the field's type
    editions: dict[str, Any]  # edition -> preset value
    lines: dict[str, str]  # edition -> rulebook lines supporting its value
    rule: str  # rule id the option modifies
    note: str = ""

    @property
    def default(self) -> Any:
        return self.editions["en"]

    @staticmethod
    def text(value: Any) -> str:
        """A value as the game string and the docs write it: a string as is, ``true``/``false``."""
        return value if isinstance(value, str) else json.dumps(value)


@dataclass(frozen=True)
class _Declared:
    summary: str
    meanings: dict[Any, str]
    editions: dict[str, Any]
    lines: dict[str, str]
    rule: str
    note: str


def option(
    *,
    summary: str,
    meanings: dict[Any, str],
    editions: dict[str, Any],
    lines: dict[str, str],
    rule: str,
    note: str = "",
) -> Any:
    """A rule option's field: its default is the English preset's value, its spec rides in the metadata.
    The field's type (a ``Literal`` of the values, or ``bool``) is the one list of its values; the
    ``meanings`` say what each does (:func:`declared_options` checks they name the same values)."""
    declared = _Declared(summary, dict(meanings), dict(editions), dict(lines), rule, note)
    return field(default=editions.get("en"), metadata={OPTION: declared})


@dataclass(frozen=True, kw_only=True)
class RuleOptions:
    """An immutable set of option values: one field per rule option, declared once here."""

    future_pile_after_reshuffle: Literal["face-up", "face-down"] = option(
        summary="Whether the Future Market pile rebuilt at the first reshuffle lies face up or face down.",
        meanings={
            "face-up": "Every player sees the next market (the top card of the rebuilt Future pile).",
            "face-down": (
                "The next market is hidden from the players until it becomes current; the view hides market.future."
            ),
        },
        editions={"en": "face-up", "es": "face-up", "fr": "face-up", "de": "face-up", "it": "face-down"},
        lines={"en": "en:685", "es": "es:938-942", "fr": "fr:203", "de": "de:722", "it": "it:425-427"},
        rule="end.reshuffle-markets",
        note="Catalogue entry future-pile-face (translations/discrepancies.yaml).",
    )
    consul_preemption_funding: Literal["no-discounts", "coins-only"] = option(
        summary="What the Consul may use to pay for a preempted building.",
        meanings={
            "no-discounts": (
                "Full price and no discounts; before deciding, the Consul may still raise gold with "
                "his Commercial Buildings and the sale wall (only discounts are forbidden)."
            ),
            "coins-only": (
                "Full price from the coins he holds; no building (Commercial Building, Redemptor, sale wall) "
                "may be used for coins or discounts."
            ),
        },
        editions={
            "en": "no-discounts",
            "es": "no-discounts",
            "fr": "no-discounts",
            "de": "no-discounts",
            "it": "coins-only",
        },
        lines={"en": "en:473-475", "es": "es:604-610", "fr": "fr:117", "de": "de:495", "it": "it:341"},
        rule="consul.preempt-funding",
        note=(
            "en:475 also says 'with the gold he has at the moment'; the engine reads the explicit list of what is "
            "forbidden (discounts) as the en rule and it:341's wider ban as the difference."
        ),
    )
    redemptor_discount: Literal["any-building", "industrial-producing-building"] = option(
        summary="What the Redemptor's 5 gold discount applies to.",
        meanings={
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
    )
    saved_contract_release: Literal["free-at-will", "only-when-loaded"] = option(
        summary="Whether a saved contract can be freed from its Trading Post at will.",
        meanings={
            "free-at-will": "During the Accept Contracts Phase a saved contract may be freed at any time (the 'free' action): its Trading Post becomes unused and may save another contract at once; the freed contract may be loaded, or it is discarded at the end of the phase.",
            "only-when-loaded": "A Trading Post comes back only when the contract it saves is loaded on a ship (loading a saved contract directly frees its post); the 'free' action is refused (tradingpost.save), so a saved contract stays saved, and its post stays used (no Draw-phase contract for it, draw.trading-posts), until it is loaded.",
        },
        # fr:188-190 is silent on freeing: the English rule (the catalogue's policy)
        editions={
            "en": "free-at-will",
            "es": "free-at-will",
            "fr": "free-at-will",
            "de": "free-at-will",
            "it": "free-at-will",
        },
        lines={"en": "en:641", "es": "es:913-917", "fr": "fr:188-190", "de": "de:682", "it": "it:413"},
        rule="tradingpost.save",
        note=(
            "Catalogue entry saved-contract-release (translations/discrepancies.yaml). only-when-loaded reads "
            "fr:188-190 literally; no preset takes it, the French book being silent on freeing."
        ),
    )
    office_wall_protection: Literal["raise-by-3", "bid-at-least-3"] = option(
        summary="What the office-protection wall demands of an opponent's bids.",
        meanings={
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
    )
    taberna_scope: Literal["every-producible-type", "one-producible-type"] = option(
        summary="Which of his own types the Taberna lets a player buy.",
        meanings={
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
    )
    can_produce_timing: Literal["at-purchase", "from-next-round"] = option(
        summary="When a newly bought Production Building counts as 'can produce'.",
        meanings={
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
    )
    extra_contract_wall_draw: Literal["optional", "mandatory"] = option(
        summary="Whether the extra-contract wall's card must be drawn.",
        meanings={
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
    )
    trading_post_purchase_draw: Literal["optional", "mandatory"] = option(
        summary="Whether buying a Trading Post draws a contract at once.",
        meanings={
            "optional": "Buying a Trading Post lets the buyer draw 1 contract at once if he wishes ('buy-post' with or without the draw flag).",
            "mandatory": "Buying a Trading Post always draws 1 contract at once: 'buy-post' without the draw is refused (tradingpost.extra-draw), or the engine draws it automatically.",
        },
        editions={"en": "optional", "es": "optional", "fr": "mandatory", "de": "mandatory", "it": "mandatory"},
        lines={"en": "en:637", "es": "es:895", "fr": "fr:186", "de": "de:676", "it": "it:407"},
        rule="tradingpost.extra-draw",
        note="Catalogue entry trading-post-purchase-draw (translations/discrepancies.yaml).",
    )
    office_contract_swap_timing: Literal["any-time", "before-accepting", "before-loading"] = option(
        summary="When the Consul and Praefectus Urbi may swap contracts.",
        meanings={
            "any-time": "The Consul or Praefectus Urbi who has not used his ability may swap up to two contracts at any moment of the Accept Contracts Phase, even after loading or saving contracts.",
            "before-accepting": "The swap must come before he decides which contracts to accept or refuse: 'swap' is refused (accept.swap) once he has loaded a contract on a ship or saved one with a Trading Post in this phase.",
            "before-loading": "The swap must come before he accepts a contract: 'swap' is refused (accept.swap) once he has loaded a contract on a ship in this phase; saving one with a Trading Post does not close it (a saved contract is neither accepted nor refused). The other reading of it:363-365 (catalogue readings).",
        },
        editions={"en": "any-time", "es": "any-time", "fr": "any-time", "de": "any-time", "it": "before-accepting"},
        lines={"en": "en:585", "es": "es:785-788", "fr": "fr:165", "de": "de:622", "it": "it:363-365"},
        rule="accept.swap",
        note="Catalogue entry office-contract-swap-timing (translations/discrepancies.yaml).",
    )
    licence_skip: Literal["allowed", "never"] = option(
        summary="Whether a licence whose buildings are all gone may be skipped.",
        meanings={
            "allowed": "A licence whose buildings are all gone from the supply is skipped (en:920-922).",
            "never": "A Production Building always needs a building of the immediately preceding licence (fr:100).",
        },
        # fr:100 repeats en:416 and is silent on the FAQ's skip (en:920-922): the English rule (the catalogue's policy)
        editions={"en": "allowed", "es": "allowed", "fr": "allowed", "de": "allowed", "it": "allowed"},
        lines={"en": "en:922", "es": "es:1405-1406", "fr": "fr:100", "de": "de:975", "it": "it:633"},
        rule="build.licence-skip",
        note=(
            "Catalogue entry licence-skip (translations/discrepancies.yaml). never reads fr:100 literally; no "
            "preset takes it, the French book being silent on the skip."
        ),
    )
    market_ban_timing: Literal["next-round", "at-purchase"] = option(
        summary="When a newly bought Production Building starts to forbid buying its type.",
        meanings={
            "next-round": "The ban uses the buildings owned at the start of the round (en:902-906).",
            "at-purchase": "The ban applies as soon as the player owns a building producing the type (fr:125).",
        },
        editions={"en": "next-round", "es": "next-round", "fr": "next-round", "de": "next-round", "it": "next-round"},
        lines={"en": "en:904-906", "es": "es:1369-1371", "fr": "fr:125", "de": "de:957-959", "it": "it:163, 645"},
        rule="market.no-buy-produced",
        note="Catalogue entry market-ban-timing (translations/discrepancies.yaml).",
    )
    free_trade: bool = option(
        summary="The optional Free Trade rule.",
        meanings={
            False: "Off (the standard game).",
            True: "Players trade contracts, goods and gold freely in the Accept Contracts Phase.",
        },
        editions={"en": False, "es": False, "fr": False, "de": False, "it": False},
        lines={"en": "en:876-882"},
        rule="freetrade.trade",
        note="An optional rule in every edition, not an edition difference; off in every preset.",
    )

    #: The preset these values start from: a book code, ``<code>+custom`` once an option differs from it.
    edition_name: str = "en"

    def __post_init__(self) -> None:
        for name, spec in OPTION_SPECS.items():
            value = getattr(self, name)
            # the type first: a list or a mapping is no key of spec.values (and cannot be looked up in it)
            if type(value) is not type(spec.default) or value not in spec.values:
                allowed = ", ".join(OptionSpec.text(v) for v in spec.values)  # as YAML and JSON write them
                raise OptionsError(f"rule option {name!r} cannot be {value!r}; allowed: {allowed}")

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

    # ------------------------------------------------------------ derived from the fields
    @property
    def values(self) -> dict[str, Any]:
        """Every option's value, in declaration order (a new dict)."""
        return {name: getattr(self, name) for name in OPTION_SPECS}

    @property
    def preset_name(self) -> str:
        """The book code of the preset these values start from (``fr`` for ``fr+custom``)."""
        return self.edition_name.partition("+")[0]

    @classmethod
    def edition(cls, edition: str) -> RuleOptions:
        if not isinstance(edition, str):
            raise OptionsError(f"an edition is a book's code, one of {', '.join(EDITIONS)}; got {shown(edition)}")
        key = edition.strip().lower()
        if key not in EDITIONS:
            raise OptionsError(f"unknown edition {edition!r}; known: {', '.join(EDITIONS)}")
        return _preset(key)

    def with_(self, **changes: Any) -> RuleOptions:
        """A copy with some options changed (the edition name becomes ``<edition>+custom``)."""
        for name in changes:
            if name not in OPTION_SPECS:  # (a name that is not text cannot be passed by keyword: see changed())
                raise OptionsError(f"unknown rule option {name!r}; known: {', '.join(OPTION_SPECS)}")
        base = self.preset_name
        changed = replace(self, edition_name=base, **changes)
        return changed if changed == RuleOptions.edition(base) else replace(changed, edition_name=base + "+custom")

    def changes(self) -> dict[str, Any]:
        """The options whose value differs from the preset these values start from."""
        preset = RuleOptions.edition(self.preset_name)
        return {name: mine for name, (mine, _) in self.differences(preset).items()}

    def to_dict(self) -> dict[str, Any]:
        return {"edition": self.edition_name, "options": self.values}

    def changed(self, changes: Mapping[Any, Any]) -> RuleOptions:
        """:meth:`with_` for a mapping read from a file or a message, whose keys may be anything: a key that is
        not text is an OptionsError too."""
        for name in changes:
            if not isinstance(name, str):
                raise OptionsError(f"a rule option's name is text, not {name!r}; known: {', '.join(OPTION_SPECS)}")
        return self.with_(**changes)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleOptions:
        """The options :meth:`to_dict` wrote: ``{"edition": "fr+custom", "options": {...}}``, both keys optional
        (``"options": null`` is none changed)."""
        if not isinstance(data, dict) or not isinstance(data.get("options") or {}, dict):
            raise OptionsError(f"rule options are a mapping of 'edition' and 'options' (a mapping); got {shown(data)}")
        base = cls.edition(str(data.get("edition", "en")).partition("+")[0])
        return base.changed(data["options"]) if data.get("options") else base

    def differences(self, other: RuleOptions) -> dict[str, tuple[Any, Any]]:
        return {n: (getattr(self, n), getattr(other, n)) for n in OPTION_SPECS if getattr(self, n) != getattr(other, n)}


@cache
def _preset(code: str) -> RuleOptions:
    """Edition ``code``'s preset (immutable, so made once)."""
    return RuleOptions(edition_name=code, **{n: s.editions[code] for n, s in OPTION_SPECS.items()})


__caches__ = ("_preset",)  # constantinopolis.core.clear_caches


def declared_options(cls: type) -> dict[str, OptionSpec]:
    """The spec of each rule option field of the dataclass ``cls`` (a field made by :func:`option`), in
    declaration order: the values are those of the field's type, each with the meaning the declaration
    gives it.  A declaration whose meanings, presets or lines do not fit its type is a ``TypeError``."""
    hints = typing.get_type_hints(cls)
    specs: dict[str, OptionSpec] = {}
    for f in fields(cls):
        declared = f.metadata.get(OPTION)
        if not isinstance(declared, _Declared):
            continue
        kind = hints[f.name]
        if kind is bool:
            values: tuple[Any, ...] = (False, True)
        elif typing.get_origin(kind) is Literal:
            values = typing.get_args(kind)
        else:
            raise TypeError(f"rule option {f.name}: its type is a Literal of its values or bool, not {kind!r}")
        problems = []
        if set(declared.meanings) != set(values) or len(declared.meanings) != len(values):
            problems.append(f"the meanings are of {list(declared.meanings)}, the type's values {list(values)}")
        if set(declared.editions) != set(CODES) or not all(v in values for v in declared.editions.values()):
            problems.append(f"the presets {declared.editions} give one of {list(values)} for each of {list(CODES)}")
        if not set(declared.lines) <= set(CODES) or "en" not in declared.lines:
            problems.append(f"the lines {declared.lines} are the books' (en at least)")
        if problems:
            raise TypeError(f"rule option {f.name}: " + "; ".join(problems))
        specs[f.name] = OptionSpec(
            name=f.name,
            summary=declared.summary,
            values={v: declared.meanings[v] for v in values},
            editions={code: declared.editions[code] for code in CODES},
            lines=dict(declared.lines),
            rule=declared.rule,
            note=declared.note,
        )
    return specs


#: Every rule option's spec, derived from the fields of :class:`RuleOptions` (their declaration order).
OPTION_SPECS: dict[str, OptionSpec] = declared_options(RuleOptions)
