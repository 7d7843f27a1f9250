"""The glossary: every game term as each rulebook names it.

``translations/glossary/<lang>.yaml`` holds one language each, with the same
sections (goods, offices, ships, markets, phases, buildings, kinds, components,
currency) and the engine's ids as keys.  The step phrasebooks match these names,
and ``constantinopolis glossary`` prints them side by side.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..core.errors import ConstantinopolisError
from ..core.yamlfile import read_file
from .datafiles import locate_translation

SETTING = "CONSTANTINOPOLIS_GLOSSARY"
Glossary = dict[str, dict[str, dict[str, list[str]]]]  # section -> term id -> language -> names


class GlossaryError(ConstantinopolisError, ValueError):
    """The glossary is missing."""


def default_glossary_dir() -> Path:
    """``$CONSTANTINOPOLIS_GLOSSARY``, or ``translations/glossary`` (:mod:`.datafiles`)."""
    return locate_translation("glossary", SETTING, "the glossary", GlossaryError, folder=True)


def load_glossary(folder: str | Path | None = None) -> Glossary:
    merged: Glossary = {}
    where = Path(folder) if folder else default_glossary_dir()
    paths = sorted(where.glob("*.yaml"))
    if not paths:
        named = f" (named by {SETTING})" if folder is None and os.environ.get(SETTING) else ""
        raise GlossaryError(f"{where}{named}: no glossary (<lang>.yaml) in this folder")
    for path in paths:
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
