"""Rule options: every place where the editions (or the optional rules) differ.

All options are declared in :data:`OPTION_SPECS`, the single place to change
when an option is added: its allowed values, what each means, the rulebook
lines behind it and the value each edition's preset takes.  Rule code reads an
option by name (``options.future_pile_after_reshuffle``) and never tests the
edition itself.

>>> RuleOptions.edition("it").future_pile_after_reshuffle
'face-down'
>>> RuleOptions.edition("en").with_(free_trade=True).free_trade
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import OptionsError

EDITIONS: tuple[str, ...] = ("en", "es", "fr", "de", "it")


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

    def __getattr__(self, name: str) -> Any:
        values = object.__getattribute__(self, "values")
        if name in values:
            return values[name]
        raise AttributeError(name)

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
