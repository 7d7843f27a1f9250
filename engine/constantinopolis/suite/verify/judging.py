"""How a refusal is judged: strict, mapped or lenient (``docs/protocol.md``).

- ``strict``: the engine must name the rule id the rulebook scenario expects;
- ``mapped``: the engine's own codes are translated with a YAML file
  (``their-code: rule.id`` or ``their-code: [rule.id, ...]``), and an exact rule id
  still counts;
- ``lenient``: being refused is enough.

Each refusal is recorded at the strongest level at which it matched, so the
report can say how every result was judged.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

LEVELS = ("strict", "mapped", "lenient")
#: What each level means, as the report says it (``--refusals``'s help says it with the defaults).
LEVEL_MEANINGS = {
    "strict": "a refusal must come from the rule the book names",
    "mapped": "the engine's refusal codes are translated to rule ids with a code map",
    "lenient": "any refusal counts",
}


class Mismatch(AssertionError):
    """A check that failed, with what the rulebook expects and what the engine gave."""

    def __init__(self, message: str, expected: Any, got: Any) -> None:
        super().__init__(message)
        self.expected = expected
        self.got = got


class RefusalMapError(ValueError):
    pass


def load_refusal_map(path: str | Path) -> dict[str, list[str]]:
    """Read a code map; every problem is reported with the file's name."""
    from constantinopolis.core.errors import located, shown
    from constantinopolis.core.rules import RULES
    from constantinopolis.core.yamlfile import YamlInputError, read_file

    try:
        doc = read_file(path)
    except YamlInputError as exc:
        raise RefusalMapError(exc.naming("the refusal map")) from None
    data = doc.data
    if not isinstance(data, dict):
        raise RefusalMapError(f"{path}: a refusal map is a mapping 'their-code: rule.id' (or a list of rule ids)")
    mapping: dict[str, list[str]] = {}
    problems = []
    for code, target in data.items():
        ids = target if isinstance(target, list) else [target]
        where = located(str(path), doc.line_of(code), str(code))
        if not all(isinstance(i, str) for i in ids):  # a mapping or a nested list: no rule id (it crashed)
            problems.append(f"{where}: a rule id or a list of rule ids, not {shown(target)}")
            continue
        unknown = [i for i in ids if i not in RULES]
        if unknown:
            problems.append(f"{where}: unknown rule id(s) {', '.join(unknown)} (see 'constantinopolis rules')")
        mapping[str(code)] = list(ids)
    if problems:
        raise RefusalMapError("; ".join(problems))
    return mapping


@dataclass
class RefusalJudge:
    level: str = "strict"
    mapping: dict[str, list[str]] = field(default_factory=dict)

    @classmethod
    def of(cls, refusals: str | None, refusal_map: str | None) -> RefusalJudge:
        """The judge the options ``--refusals`` and ``--refusal-map`` ask for (``mapped`` when only a map is given,
        else ``strict``); ``ValueError`` for ``mapped`` without a map, which would judge as ``strict`` in silence."""
        return cls(cls.level_of(refusals, refusal_map), load_refusal_map(refusal_map) if refusal_map else {})

    @staticmethod
    def level_of(refusals: str | None, refusal_map: str | None) -> str:
        """The level those options ask for, without reading the map: ``mapped`` when only a map is given, else
        ``strict``; ``ValueError`` for ``mapped`` without a map."""
        level = refusals or ("mapped" if refusal_map else "strict")
        if level == "mapped" and not refusal_map:
            raise ValueError("--refusals mapped needs --refusal-map FILE")
        return level

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"refusal matching {self.level!r}; choose one of {', '.join(LEVELS)}")

    def judge(self, expected: str, code: str | None) -> str:
        """The level at which a refusal with ``code`` matches the ``expected`` rule id, or
        raise :class:`Mismatch`."""
        if code == expected:
            return "strict"
        if self.level in ("mapped", "lenient") and code is not None and expected in self.mapping.get(code, []):
            return "mapped"
        if self.level == "lenient":
            return "lenient"
        how = "strict" if self.level == "strict" else "mapped, with the refusal map"
        raise Mismatch(f"refused by {code or '(no code)'}, not {expected} (judged {how})", expected, code)
