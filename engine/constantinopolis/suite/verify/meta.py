"""What a rulebook item is, read off its pytest item: its book, name, file and line, tags, inventory ids, topic and
the book's lines it transcribes; for a Gherkin scenario, a scenario file, a ruling or a golden game.  Read by
``verify`` (its report) and by the pytest plugin (a failure in the item's own terms)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from constantinopolis.core.rules import RULES
from constantinopolis.rulebooks import inventory_id

TITLE_LINES = re.compile(r"\((?P<refs>[a-z]{2}:[\d\-–]+(?:,\s*(?:[a-z]{2}:)?[\d\-–]+)*)\)\s*$")  # (en:58, en:60)


def scenario_meta(item: pytest.Item, root: Path) -> dict[str, Any]:
    """Book, name, file, line, tags, inventory ids, topic and lines of one test."""
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    scenario = scenario_wrapper_template_registry.get(getattr(item, "obj", None))  # type: ignore[arg-type]
    if scenario is not None:  # a Gherkin scenario (pytest-bdd)
        feature = scenario.feature
        path = Path(feature.filename)
        book = path.parent.name
        tags = sorted({*scenario.tags, *feature.tags})
        name = scenario.name
        line = scenario.line_number
        title = TITLE_LINES.search(name)
        return {
            "book": book,
            "name": name,
            "file": _relative(path, root),
            "line": line,
            "tags": tags,
            "inventory": [t for t in tags if inventory_id(book).fullmatch(t)],
            "topic": next((t.removeprefix("topic-") for t in tags if t.startswith("topic-")), None),
            "lines": _ranges(title.group("refs"), book) if title else [],
            "unclear": unclear_reason(path, line) if "unclear" in tags else None,
        }
    callspec = getattr(item, "callspec", None)
    if callspec is not None and "game" in callspec.params:  # a golden game (features/test_golden_games.py)
        return _game_meta(Path(callspec.params["game"]), root)
    sc = callspec.params.get("scenario") if callspec is not None else None
    source = dict(getattr(sc, "source", {}) or {})
    book = str(source.get("book", "en"))
    sid = str(source.get("id", ""))
    if sid.startswith("ruling "):  # a judge's ruling (scenarios/rulings/): an item of its own
        ruling = f"{book}-ruling-{sid.removeprefix('ruling ').strip()}"
        return {
            "book": book,
            "name": getattr(sc, "name", item.name),
            "file": _relative(Path(getattr(sc, "path", item.nodeid)), root),
            "line": 1,
            "tags": ["ruling"],
            "inventory": [ruling],
            "topic": None,
            "lines": [str(x) for x in source.get("lines", [])],
            "unclear": None,
        }
    rule_tags = [w for w in sid.split() if w in RULES]
    return {
        "book": book,
        "name": getattr(sc, "name", item.name),
        "file": _relative(Path(getattr(sc, "path", item.nodeid)), root),
        "line": 1,
        "tags": ["scenario-file", *([] if rule_tags else [sid]), *rule_tags, *(["rule"] if rule_tags else [])],
        "inventory": [sid] if inventory_id(book).fullmatch(sid) else [],
        "topic": None,
        "lines": [str(x) for x in source.get("lines", [])],
        "unclear": None,
    }


def _game_meta(path: Path, root: Path) -> dict[str, Any]:
    """A golden game's item: its edition's book, ``en-game-en-3p``."""
    from constantinopolis.suite.golden import read_game

    header = read_game(path).header
    book = str(header.get("edition", "en"))
    players = header.get("players") or []
    return {
        "book": book,
        "name": f"golden game {path.stem}: {len(players)} players, {book} edition, replayed action by action",
        "file": _relative(path, root),
        "line": 1,
        "tags": ["golden-game"],
        "inventory": [f"{book}-game-{path.stem}"],
        "topic": None,
        "lines": [],
        "unclear": None,
    }


def unclear_reason(feature: Path, line: int) -> str | None:
    """The ``# unclear:`` comment above a scenario (docs/tag-conventions.md)."""
    lines = feature.read_text(encoding="utf-8").splitlines()
    i = line - 2
    while i >= 0 and lines[i].strip().startswith("@"):
        i -= 1
    comment: list[str] = []
    while i >= 0 and lines[i].strip().startswith("#"):
        comment.insert(0, lines[i].strip().lstrip("#").strip())
        i -= 1
    text = " ".join(comment)
    return text.partition("unclear:")[2].strip() or None


def _relative(path: Path, root: Path) -> str:
    try:
        return str(path.resolve().relative_to(root))
    except ValueError:
        return str(path)


def _ranges(text: str, book: str) -> list[str]:
    """``en:58, en:60-62`` or ``en:58, 60`` -> ``["58", "60-62"]`` (ranges of ``book`` only)."""
    out = []
    for part in text.split(","):
        where, _, lines = part.strip().rpartition(":")
        if lines and where in ("", book):
            out.append(lines.replace("–", "-"))
    return out
