"""The catalogue of differences between the five rulebooks.

``translations/discrepancies.yaml`` lists every place where the editions differ,
with the quote and lines from each book, a classification and, for differences
that change play, the rule option and each edition's value.  This module loads
and checks it, prints it, and finds the entries behind a difference in outcome.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .datafiles import locate_translation
from .errors import ConstantinopolisError
from .options import EDITIONS, OPTION_SPECS
from .yamlfile import YamlInputError, read_file

CLASSIFICATIONS = ("changes-play", "wording-only", "slip")


def default_catalogue_path() -> Path:
    """``$CONSTANTINOPOLIS_DISCREPANCIES``, or ``translations/discrepancies.yaml`` (:mod:`.datafiles`)."""
    return locate_translation(
        "discrepancies.yaml",
        "CONSTANTINOPOLIS_DISCREPANCIES",
        "the catalogue of discrepancies",
        CatalogueError,
        folder=False,
    )


@dataclass(frozen=True)
class Quote:
    lines: str
    text: str


@dataclass(frozen=True)
class Discrepancy:
    id: str
    topic: str
    classification: str
    summary: str
    quotes: dict[str, Quote]
    option: str | None = None
    values: dict[str, Any] = field(default_factory=dict)
    value_meanings: dict[str, str] = field(default_factory=dict)
    rule: str | None = None
    preset_note: str = ""
    notes: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "topic": self.topic,
            "classification": self.classification,
            "summary": self.summary,
            "option": self.option,
            "values": dict(self.values),
            "value_meanings": dict(self.value_meanings),
            "rule": self.rule,
            "quotes": {ed: {"lines": q.lines, "text": q.text} for ed, q in self.quotes.items()},
            "preset_note": self.preset_note,
            "notes": self.notes,
        }


class CatalogueError(ConstantinopolisError, ValueError):
    pass


def load_catalogue(path: str | Path | None = None, check_options: bool = True) -> list[Discrepancy]:
    """Load and check the catalogue; every problem is reported at once."""
    p = Path(path) if path else default_catalogue_path()
    entries = _read_entries(p)
    problems: list[str] = []
    out: list[Discrepancy] = []
    seen: set[str] = set()
    for i, e in enumerate(entries):
        d = _entry(i, e, seen, check_options, problems)
        if d is not None:
            out.append(d)
    if problems:
        raise CatalogueError(f"{p}: {len(problems)} problem(s):\n" + "\n".join(f"  - {x}" for x in problems))
    return out


def _read_entries(p: Path) -> list[Any]:
    """The ``discrepancies`` list of the catalogue file ``p``; raise when it cannot be read."""
    try:
        data = read_file(p).data
    except YamlInputError as exc:
        raise CatalogueError(exc.naming("the catalogue")) from None
    entries = (data or {}).get("discrepancies")
    if not isinstance(entries, list):
        raise CatalogueError(f"{p}: expected a 'discrepancies' list")
    return entries


def _entry(i: int, e: Any, seen: set[str], check_options: bool, problems: list[str]) -> Discrepancy | None:
    """The ``i``-th entry of the catalogue, or None when it is not a mapping with an id."""
    where = f"discrepancies[{i}]"
    if not isinstance(e, dict) or not e.get("id"):
        problems.append(f"{where}: each entry is a mapping with an id")
        return None
    where = f"{e['id']}"
    if e["id"] in seen:
        problems.append(f"{where}: duplicate id")
    seen.add(e["id"])
    cls = e.get("classification")
    if cls not in CLASSIFICATIONS:
        problems.append(f"{where}: classification must be one of {', '.join(CLASSIFICATIONS)}, not {cls!r}")
    quotes = _quotes(where, e, problems)
    option = e.get("option")
    values = dict(e.get("values") or {})
    if cls == "changes-play":
        _check_option(where, option, values, check_options, problems)
    if cls == "slip" and not str(e.get("preset_note", "")).strip():
        problems.append(f"{where}: a slip says which reading the preset follows (preset_note)")
    return Discrepancy(
        id=str(e["id"]),
        topic=str(e.get("topic", "")),
        classification=str(cls),
        summary=str(e.get("summary", "")).strip(),
        quotes=quotes,
        option=option,
        values=values,
        value_meanings={str(k): str(v) for k, v in (e.get("value_meanings") or {}).items()},
        rule=e.get("rule"),
        preset_note=str(e.get("preset_note", "") or "").strip(),
        notes=str(e.get("notes", "") or "").strip(),
    )


def _quotes(where: str, e: dict[str, Any], problems: list[str]) -> dict[str, Quote]:
    """The quotes of an entry, by edition; at least two books are quoted."""
    quotes: dict[str, Quote] = {}
    for ed, q in (e.get("quotes") or {}).items():
        if ed not in EDITIONS or not isinstance(q, dict) or not q.get("lines") or not str(q.get("text", "")).strip():
            problems.append(f"{where}.quotes.{ed}: expected an edition with lines and text")
            continue
        quotes[ed] = Quote(str(q["lines"]), str(q["text"]).strip())
    if len(quotes) < 2:
        problems.append(f"{where}: quote at least two books")
    return quotes


def _check_option(where: str, option: Any, values: dict[Any, Any], check_options: bool, problems: list[str]) -> None:
    """A difference that changes play names its option, each edition's value, and the presets agree."""
    if not option:
        problems.append(f"{where}: a difference that changes play names its rule option")
    elif set(values) != set(EDITIONS):
        problems.append(f"{where}: give the value of every edition ({', '.join(EDITIONS)})")
    elif check_options:
        spec = OPTION_SPECS.get(option)
        if spec is None:
            problems.append(f"{where}: option {option!r} is not implemented (constantinopolis options)")
        else:
            for ed in EDITIONS:
                if spec.editions[ed] != values[ed]:
                    problems.append(
                        f"{where}: the {ed} preset sets {option} = {spec.editions[ed]!r}, "
                        f"the catalogue says {values[ed]!r}"
                    )


def option_causes(edition: str, options: dict[str, Any], changes: Callable[[str, Any], bool]) -> list[dict[str, Any]]:
    """The rule options that change an outcome: each option's value in another preset, switched alone
    on ``edition``'s preset (with ``options`` on top), for which ``changes(name, value)`` is true; with
    each preset's value and the catalogue's entries (their quotes of each book) for that option."""
    from .options import RuleOptions

    presets = {ed: RuleOptions.edition(ed).with_(**options) for ed in EDITIONS}
    own = presets[edition]
    causing: list[str] = []
    for name in own.values:
        for value in {repr(o.values[name]): o.values[name] for o in presets.values()}.values():
            if value != own.values[name] and name not in causing and changes(name, value):
                causing.append(name)
    try:
        catalogue = by_option(load_catalogue(check_options=False))
    except CatalogueError:
        catalogue = {}
    return [
        {
            "option": name,
            "values": {ed: o.values[name] for ed, o in presets.items()},
            "discrepancies": [d.to_dict() for d in catalogue.get(name, [])],
        }
        for name in causing
    ]


def format_causes(
    causes: list[dict[str, Any]], title: str, indent: str, lang: str = "en", quote: str = ""
) -> list[str]:
    """The lines of :func:`option_causes`' result: ``title`` (with ``{option}`` and ``{values}``) for
    each option, then each discrepancy and its quotes (each on a line of its own, after ``quote``),
    indented by ``indent``.  The catalogue's summary is English prose: in another ``lang`` each
    discrepancy is named by its id only, with the books' own sentences."""
    out: list[str] = []
    for c in causes:
        values = ", ".join(f"{ed}={v}" for ed, v in c["values"].items())
        out.append(title.format(option=c["option"], values=values))
        for d in c["discrepancies"]:
            out.append(f"{indent}[{d['id']}] {d['summary']}" if lang == "en" else f"{indent}[{d['id']}]")
            out += [f'{indent}  {quote}{book}:{q["lines"]}  "{q["text"]}"' for book, q in d["quotes"].items()]
    return out


def by_option(catalogue: list[Discrepancy]) -> dict[str, list[Discrepancy]]:
    out: dict[str, list[Discrepancy]] = {}
    for d in catalogue:
        if d.option:
            out.setdefault(d.option, []).append(d)
    return out


def format_catalogue(catalogue: list[Discrepancy], fmt: str = "table") -> str:
    if fmt == "json":
        return json.dumps([d.to_dict() for d in catalogue], indent=2, ensure_ascii=False)
    if fmt == "markdown":
        out = ["# Differences between the Constantinopolis rulebooks", ""]
        counts = {c: sum(d.classification == c for d in catalogue) for c in CLASSIFICATIONS}
        out.append(", ".join(f"{n} {c}" for c, n in counts.items()))
        for d in catalogue:
            out += ["", f"## {d.id} ({d.topic}, {d.classification})", "", d.summary, ""]
            if d.option:
                vals = ", ".join(f"{ed}: `{d.values.get(ed)}`" for ed in EDITIONS)
                out += [f"Option `{d.option}`: {vals}", ""]
            out += ["| book | lines | text |", "|---|---|---|"]
            for ed, q in d.quotes.items():
                out.append(f"| {ed} | {q.lines} | {q.text.replace('|', '/').replace(chr(10), ' ')} |")
            if d.preset_note:
                out += ["", f"Preset: {d.preset_note}"]
            if d.notes:
                out += ["", f"Notes: {d.notes}"]
        return "\n".join(out)
    rows = [f"{'id':36} {'topic':14} {'classification':14} {'option':34} values ({' '.join(EDITIONS)})"]
    for d in catalogue:
        vals = " ".join(str(d.values.get(ed, "-")) for ed in EDITIONS) if d.option else ""
        rows.append(f"{d.id:36} {d.topic:14} {d.classification:14} {d.option or '':34} {vals}")
    rows.append(f"{len(catalogue)} entries")
    return "\n".join(rows)
