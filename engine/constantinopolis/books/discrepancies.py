"""The catalogue of differences between the five rulebooks.

``translations/discrepancies.yaml`` lists every place where the editions differ,
with the quote and lines from each book, a classification and, for differences
that change play, the rule option and each edition's value.  This module loads
and checks it, prints it, and finds the entries behind a difference in outcome.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from ..core.errors import ConstantinopolisError
from ..core.options import EDITIONS, OPTION_SPECS, OptionSpec
from ..core.yamlfile import YamlInputError, read_file
from .datafiles import locate_translation

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
class BookReadings:
    """Two readings of one book's sentences on a point that changes play: ``reasons`` maps each of
    the two option values to why that book's text supports it (the catalogue's ``readings`` block)."""

    book: str
    sentences: tuple[Quote, ...]
    reasons: dict[Any, str]

    def to_dict(self) -> dict[str, Any]:
        return {
            "book": self.book,
            "sentences": [{"lines": q.lines, "text": q.text} for q in self.sentences],
            "reasons": dict(self.reasons),
        }


@dataclass(frozen=True)
class Reading:
    """A debatable reading of ``book`` under a given preset: the value the preset takes, the other
    reading's value, the sentences both read, and why each reading is supported by the text."""

    discrepancy: str  # the catalogue entry
    option: str
    book: str
    preset: Any  # the reading the preset takes (the option's value)
    other: Any  # the other reading (the option's other value)
    sentences: tuple[Quote, ...]
    reasons: dict[Any, str]  # value -> why the text supports it (English; translations: answers/<lang>/readings.yaml)

    def reason_key(self, value: Any) -> str:
        """The phrase id of the reason for ``value`` in ``translations/answers/<lang>/readings.yaml``."""
        return reason_key(self.discrepancy, self.book, value)

    def to_dict(self) -> dict[str, Any]:
        return {
            "discrepancy": self.discrepancy,
            "option": self.option,
            "book": self.book,
            "preset": self.preset,
            "other": self.other,
            "sentences": [{"lines": q.lines, "text": q.text} for q in self.sentences],
            "reasons": {"preset": self.reasons[self.preset], "other": self.reasons[self.other]},
        }


def reason_key(discrepancy: str, book: str, value: Any) -> str:
    """``reading.office-wall-bid-protection.fr.raise-by-3``: the phrase id of one reading's reason."""
    return f"reading.{discrepancy}.{book}.{value}"


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
    readings: dict[str, BookReadings] = field(default_factory=dict)  # book -> its two readings
    silent: dict[str, str] = field(default_factory=dict)  # book -> why it is silent on the point (the policy)

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
            "readings": {book: r.to_dict() for book, r in self.readings.items()},
            "silent": dict(self.silent),
        }


class CatalogueError(ConstantinopolisError, ValueError):
    pass


def load_catalogue(path: str | Path | None = None, check_options: bool = True) -> list[Discrepancy]:
    """Load and check the catalogue; every problem is reported at once."""
    p = Path(path) if path else default_catalogue_path()
    entries, readings = _read_entries(p)
    problems: list[str] = []
    out: list[Discrepancy] = []
    seen: set[str] = set()
    for i, e in enumerate(entries):
        d = _entry(i, e, seen, check_options, problems)
        if d is not None:
            out.append(d)
    out = _with_readings(out, readings, check_options, problems)
    if problems:
        raise CatalogueError(f"{p}: {len(problems)} problem(s):\n" + "\n".join(f"  - {x}" for x in problems))
    return out


def _read_entries(p: Path) -> tuple[list[Any], Any]:
    """The ``discrepancies`` list and the ``readings`` mapping of the catalogue file ``p``; raise when
    it cannot be read."""
    try:
        data = read_file(p).data
    except YamlInputError as exc:
        raise CatalogueError(exc.naming("the catalogue")) from None
    entries = (data or {}).get("discrepancies")
    if not isinstance(entries, list):
        raise CatalogueError(f"{p}: expected a 'discrepancies' list")
    return entries, (data or {}).get("readings") or {}


def _with_readings(
    catalogue: list[Discrepancy], raw: Any, check_options: bool, problems: list[str]
) -> list[Discrepancy]:
    """The entries with their ``readings`` (the catalogue's ``readings`` mapping: entry id -> book ->
    ``sentences`` and two option ``values`` with a reason each), checked: the entry changes play, the
    book is an edition, every book quotes a sentence with its lines, both values are the option's, and
    (with ``check_options``) the book's preset takes one of them."""
    if not isinstance(raw, dict):
        problems.append("readings: expected a mapping of entry id to books")
        return catalogue
    by_id = {d.id: d for d in catalogue}
    found: dict[str, dict[str, BookReadings]] = {}
    for entry_id, books in raw.items():
        where = f"readings.{entry_id}"
        d = by_id.get(str(entry_id))
        if d is None or d.classification != "changes-play" or not d.option:
            problems.append(f"{where}: not an entry of the catalogue that changes play (with an option)")
            continue
        if not isinstance(books, dict) or not books:
            problems.append(f"{where}: expected a mapping of book to its two readings")
            continue
        for book, r in books.items():
            readings = _book_readings(f"{where}.{book}", str(book), r, d.option, check_options, problems)
            if readings is not None:
                found.setdefault(d.id, {})[str(book)] = readings
    return [replace(d, readings=found[d.id]) if d.id in found else d for d in catalogue]


def _book_readings(
    where: str, book: str, r: Any, option: str, check_options: bool, problems: list[str]
) -> BookReadings | None:
    """One book's two readings (see :func:`_with_readings`), or None with the problems noted."""
    if book not in EDITIONS:
        problems.append(f"{where}: {book!r} is not a book ({', '.join(EDITIONS)})")
        return None
    if not isinstance(r, dict) or set(r) != {"sentences", "values"}:
        problems.append(f"{where}: expected 'sentences' (the book's lines and text) and 'values' (two readings)")
        return None
    sentences: list[Quote] = []
    for q in r["sentences"] if isinstance(r["sentences"], list) else []:
        if not isinstance(q, dict) or not str(q.get("lines", "")).strip() or not str(q.get("text", "")).strip():
            problems.append(f"{where}.sentences: each sentence has lines and text")
            return None
        sentences.append(Quote(str(q["lines"]), str(q["text"]).strip()))
    if not sentences:
        problems.append(f"{where}: quote the book's sentences (lines and text) that admit both readings")
        return None
    values = r["values"]
    spec = OPTION_SPECS.get(option)
    if not isinstance(values, dict) or len(values) != 2:
        problems.append(f"{where}.values: expected two values of {option}, each with the reason the text supports it")
        return None
    for value, reason in values.items():
        if spec is not None and value not in spec.values:
            allowed = ", ".join(str(v) for v in spec.values)
            problems.append(f"{where}.values: {value!r} is not a value of {option} ({allowed})")
            return None
        if not str(reason or "").strip():
            problems.append(f"{where}.values.{value}: say why the text supports this reading")
            return None
    if check_options and spec is not None and spec.editions[book] not in values:
        preset = spec.editions[book]
        problems.append(f"{where}: the {book} preset takes {option} = {preset!r}, not one of these readings")
    return BookReadings(book, tuple(sentences), {v: str(reason).strip() for v, reason in values.items()})


@cache
def _default_catalogue(path: Path, check_options: bool = True) -> tuple[Discrepancy, ...]:
    """The catalogue at ``path``, read once a process (``debatable`` and ``option_causes`` ask for it per ruling)."""
    return tuple(load_catalogue(path, check_options))


def slips(book: str, rules: Iterable[str]) -> list[Discrepancy]:
    """The catalogue's slips of ``book`` (an entry of classification ``slip`` whose id names the book and which
    quotes it) in one of ``rules``: a sentence the rest of the book contradicts, which the preset does not follow."""
    wanted = set(rules)
    return [
        d
        for d in _default_catalogue(default_catalogue_path())
        if d.classification == "slip" and d.rule in wanted and d.id.split("-")[0] == book and book in d.quotes
    ]


def debatable(edition: str, options: dict[str, Any] | None = None) -> list[Reading]:
    """The debatable readings of ``edition``'s book under its preset (with ``options`` on top): each
    catalogue entry whose ``readings`` name this book and whose option's value here is one of the
    two readings; the other one is the reading the preset does not take."""
    from ..core.options import RuleOptions

    values = RuleOptions.edition(edition).with_(**(options or {})).values
    out: list[Reading] = []
    for d in _default_catalogue(default_catalogue_path()):
        r = d.readings.get(edition)
        if r is None or d.option is None or values[d.option] not in r.reasons:
            continue
        preset = values[d.option]
        other = next(v for v in r.reasons if v != preset)
        out.append(Reading(d.id, d.option, edition, preset, other, r.sentences, r.reasons))
    return out


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
        if check_options and option in OPTION_SPECS:
            problems += _drifts(where, OPTION_SPECS[option], e, quotes)
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
        silent=_silent(where, e.get("silent"), problems),
    )


def _silent(where: str, raw: Any, problems: list[str]) -> dict[str, str]:
    """The books an entry lists as silent on its point, each with why (``silent:``, the catalogue's policy)."""
    if raw is None:
        return {}
    if not isinstance(raw, dict) or not all(b in EDITIONS and str(why or "").strip() for b, why in raw.items()):
        problems.append(f"{where}.silent: expected a mapping of book ({', '.join(EDITIONS)}) to why it is silent")
        return {}
    return {str(b): " ".join(str(why).split()) for b, why in raw.items()}


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


def _drifts(where: str, spec: OptionSpec, e: dict[str, Any], quotes: dict[str, Quote]) -> list[str]:
    """Where a changes-play entry's copy of its option differs from the option's one declaration
    (``RuleOptions`` in options.py): the values and what each means (``value_meanings``), the rule, and
    the books' lines (each quoted book's ``lines`` are the lines the option cites for that book)."""
    out: list[str] = []
    meanings = {str(k): str(v) for k, v in (e.get("value_meanings") or {}).items()}
    declared = {OptionSpec.text(v): meaning for v, meaning in spec.values.items()}
    if list(meanings) != list(declared):
        out.append(f"{where}: value_meanings name {list(meanings)}; {spec.name} has the values {list(declared)}")
    for value, meaning in declared.items():
        if value in meanings and " ".join(meanings[value].split()) != " ".join(meaning.split()):
            out.append(
                f"{where}: value_meanings.{value} differs from the declaration of {spec.name} (options.py): "
                f"{meanings[value]!r} vs {meaning!r}"
            )
    if e.get("rule") != spec.rule:
        out.append(f"{where}: rule {e.get('rule')!r}; {spec.name} modifies {spec.rule!r}")
    for book in EDITIONS:
        quoted = f"{book}:{quotes[book].lines}" if book in quotes else None
        cited = spec.lines.get(book)
        if quoted != cited:
            out.append(
                f"{where}: quotes.{book} is at {quoted or 'no line'}; {spec.name} cites {cited or 'no line'} for {book}"
            )
    return out


def option_causes(edition: str, options: dict[str, Any], changes: Callable[[str, Any], bool]) -> list[dict[str, Any]]:
    """The rule options that change an outcome: each option's value in another preset, switched alone
    on ``edition``'s preset (with ``options`` on top), for which ``changes(name, value)`` is true; with
    each preset's value and the catalogue's entries (their quotes of each book) for that option."""
    from ..core.options import RuleOptions

    presets = {ed: RuleOptions.edition(ed).with_(**options) for ed in EDITIONS}
    own = presets[edition]
    causing: list[str] = []
    for name in own.values:
        for value in {repr(o.values[name]): o.values[name] for o in presets.values()}.values():
            if value != own.values[name] and name not in causing and changes(name, value):
                causing.append(name)
    try:
        catalogue = by_option(list(_default_catalogue(default_catalogue_path(), check_options=False)))
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
            for book, r in d.readings.items():
                out += ["", f"Two readings of the {book} book ({', '.join(f'`{v}`' for v in r.reasons)}):", ""]
                out += [f'- {book}:{q.lines} "{q.text}"' for q in r.sentences]
                out += [f"- `{v}`: {reason}" for v, reason in r.reasons.items()]
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
