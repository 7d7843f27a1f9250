"""The glossary: every game term as each rulebook names it.

``translations/glossary/<lang>.yaml`` holds one language each, with the same
sections (goods, offices, ships, markets, phases, buildings, kinds, components,
currency) and the engine's ids as keys.  The step phrasebooks match these names,
and ``constantinopolis glossary`` prints them side by side.
"""

from __future__ import annotations

import os
from pathlib import Path

from .yamlfile import read_file

Glossary = dict[str, dict[str, dict[str, list[str]]]]  # section -> term id -> language -> names


def default_glossary_dir() -> Path:
    env = os.environ.get("CONSTANTINOPOLIS_GLOSSARY")
    return Path(env) if env else Path(__file__).resolve().parents[2] / "translations" / "glossary"


def load_glossary(folder: str | Path | None = None) -> Glossary:
    merged: Glossary = {}
    for path in sorted(Path(folder or default_glossary_dir()).glob("*.yaml")):
        data = read_file(path).data or {}
        for section, terms in data.items():
            for term_id, names in (terms or {}).items():
                merged.setdefault(section, {}).setdefault(term_id, {})[path.stem] = list(names or [])
    return merged


def format_glossary(glossary: Glossary, term: str | None = None, languages: tuple[str, ...] = ()) -> str:
    rows = []
    needle = term.lower() if term else None
    for section, terms in glossary.items():
        for term_id, names in terms.items():
            every = [term_id] + [n for ns in names.values() for n in ns]
            if needle and not any(needle in n.lower() for n in every):
                continue
            langs = languages or tuple(sorted(names, key=lambda x: (x != "en", x)))
            rows.append(f"{section}/{term_id}")
            rows += [f"  {lang}: {', '.join(names.get(lang, [])) or '-'}" for lang in langs]
    return "\n".join(rows) if rows else f"no term matches {term!r}"
