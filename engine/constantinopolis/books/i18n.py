"""The judge's language: every phrase of an answer, and every message of the engine, in each book's language.

``translations/answers/<lang>/*.yaml`` holds, for each book code (:data:`.books.CODES`), two mappings,
merged over the folder's files (a key given twice is an error):

- ``phrases``: a phrase id (``verdict.allowed``) to its text, with ``{field}`` places filled in by
  :func:`phrase`.  English has every id; the other languages translate them.
- ``messages``: one of the engine's English message templates, written exactly as in the engine's
  source (``"{p.name} has {p.gold} gold and {what} costs {amount}"``, see :func:`templates`), to its
  translation with the same ``{...}`` places.  :func:`translate` matches a message the engine printed
  (a refusal, a log line, the reason a decision is not offered) against the templates and writes the
  translation, each place's value translated in turn.  English needs none.

Book citations such as ``(en:645)`` are copied as they are: the answer maps them to the edition's book.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import yaml

from ..core.errors import ConstantinopolisError
from ..rulebooks import CODES
from .datafiles import PACKAGE, locate_translation

SECTIONS = ("phrases", "messages", "singular")


class TranslationError(ConstantinopolisError, ValueError):
    """An answers file is missing or malformed."""


def answers_dir() -> Path:
    """``$CONSTANTINOPOLIS_ANSWERS``, or ``translations/answers`` (:mod:`.datafiles`)."""
    return locate_translation(
        "answers", "CONSTANTINOPOLIS_ANSWERS", "the answers' translations", TranslationError, folder=True
    )


@cache
def load(lang: str) -> dict[str, dict[str, str]]:
    """``{"phrases": {...}, "messages": {...}}`` for ``lang``, merged over ``translations/answers/<lang>/*.yaml``."""
    if lang not in CODES:
        raise TranslationError(f"unknown language {lang!r}; languages: {', '.join(CODES)}")
    out: dict[str, dict[str, str]] = {section: {} for section in SECTIONS}
    folder = answers_dir() / lang
    for path in sorted(folder.glob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except (OSError, yaml.YAMLError) as exc:
            raise TranslationError(f"cannot read {path}: {exc}") from None
        if not isinstance(data, dict) or set(data) - set(SECTIONS):
            raise TranslationError(f"{path}: expected only the mappings {' and '.join(SECTIONS)}")
        for section, entries in data.items():
            if not isinstance(entries, dict):
                raise TranslationError(f"{path}: {section}: expected a mapping of key to text")
            for key, text in entries.items():
                if key in out[section]:
                    raise TranslationError(f"{path}: {section}: {key!r} is given twice in {folder}")
                out[section][str(key)] = str(text)
    return out


def phrase(key: str, lang: str = "en", /, **fields: Any) -> str:
    """The phrase ``key`` in ``lang`` (English where ``lang`` lacks it), its fields filled in."""
    text = load(lang)["phrases"].get(key)
    if text is None:
        try:
            text = load("en")["phrases"][key]
        except KeyError:
            raise KeyError(f"no phrase {key!r} in translations/answers/en/") from None
    return text.format(**fields)


# ------------------------------------------------------------------ the engine's message templates
#: The modules whose f-strings and messages are the engine's words to players and judges.
MESSAGE_SOURCES = ("core/phases/*.py", "core/table.py", "core/game.py", "core/actions.py")
#: f-strings in those modules that are not messages (ids, the game string, the log's prefix, an action's or a
#: value's text form).
NOT_MESSAGES = frozenset(
    {
        ",",
        "{g}:{n}",
        "{self.player}:",
        "{i}: {len(self)} amounts",
        "{key}={value}",
        "r{self.state.round} {self.state.phase.value}: {text}",
        "{size}-{i}",
        "setup.shuffles[{i}]",
        "shuffles.{i}",
        "{where}: {problem}",
        "new game: {game.game_string()}",
    }
)


@cache
def templates() -> tuple[str, ...]:
    """Every English message template of the engine, as written in its source: each f-string of
    :data:`MESSAGE_SOURCES` (``{...}`` places as written), and each plain string given as a
    refusal's message (``violation(rule, "...")``), a log line (``t.log("...")``), the words of an
    input error (``InvalidAction("...")``) or marked ``N_("...")``."""
    found: dict[str, None] = {}
    for pattern in MESSAGE_SOURCES:
        for path in sorted(PACKAGE.glob(pattern)):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                for text in _messages_in(node):
                    if text not in NOT_MESSAGES:
                        found.setdefault(text, None)
    return tuple(found)


def _messages_in(node: ast.AST) -> list[str]:
    if isinstance(node, ast.JoinedStr):
        return [_template(node)]
    if isinstance(node, ast.Call):
        fn = node.func
        name = fn.attr if isinstance(fn, ast.Attribute) else getattr(fn, "id", "")
        first = ("log", "N_", "InvalidAction")  # the message is the call's first argument
        args = node.args[1:2] if name == "violation" else node.args[:1] if name in first else []
        return [a.value for a in args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    return []


def _template(node: ast.JoinedStr) -> str:
    """The f-string's text with each ``{...}`` place as written in the source."""
    out = []
    for part in node.values:
        if isinstance(part, ast.Constant):
            out.append(str(part.value).replace("{", "{{").replace("}", "}}"))
        else:
            out.append(ast.unparse(ast.JoinedStr([part]))[2:-1])
    return "".join(out)


# ------------------------------------------------------------------ game terms in a book's language
#: The glossary sections whose engine ids name only the term (``metallum``, ``consul``), so that an id
#: in running text is a term; a phase id ("accept") or a ship size ("small") is an ordinary word there.
ID_SECTIONS = ("goods", "buildings", "markets", "offices")
#: The sections :func:`localize` and :func:`translate` name terms from (not the components).
TERM_SECTIONS = ("goods", "offices", "ships", "markets", "phases", "buildings", "kinds", "currency")


@cache
def _names(lang: str) -> dict[str, dict[str, str]]:
    """Per glossary section, each English name and engine id of a term to the name ``lang``'s book gives
    it first (the singular for a building kind: "a Production Building")."""
    from .glossary import load_glossary

    out: dict[str, dict[str, str]] = {}
    for section, terms in load_glossary().items():
        if section not in TERM_SECTIONS:
            continue
        pairs = out.setdefault(section, {})
        for term_id, names in terms.items():
            own = names.get(lang) or []
            if not own:
                continue
            target = own[1] if section == "kinds" and len(own) > 1 else own[0]
            for name in [term_id, *names.get("en", [])]:
                pairs.setdefault(name, target)
    return out


@cache
def _component_names() -> dict[str, str]:
    """The engine's own name of each component (``Domus Regia``, a Public Building) to its section."""
    from ..core.components import default_components

    c = default_components()
    out: dict[str, str] = {}
    for section, items in (("buildings", c.buildings), ("ships", c.ships), ("markets", c.markets)):
        for item in items.values():
            out.setdefault(item.name, section)
    return out


@cache
def _terms(lang: str) -> tuple[re.Pattern[str], dict[str, str]]:
    """One pattern of the English names of the game terms and of the ids that name only their term
    (longest first), with the name ``lang``'s book gives each; a name that two sections share, or
    that is another section's component name ("Domus Regia": the market card and the Public
    Building), is left out: running text cannot tell which one it is."""
    from .glossary import load_glossary

    sections: dict[str, set[str]] = {}
    pairs: dict[str, str] = {}
    for section, terms in load_glossary().items():
        if section not in TERM_SECTIONS:
            continue
        for term_id, names in terms.items():
            target = term(term_id, section, lang)
            if target is None:
                continue
            for name in [*names.get("en", []), *([term_id] if section in ID_SECTIONS else [])]:
                sections.setdefault(name, set()).add(section)
                pairs.setdefault(name, target)
    for name, section in _component_names().items():
        sections.setdefault(name, set()).add(section)
    plain = {n: t for n, t in pairs.items() if len(sections[n]) == 1}
    alternatives = "|".join(re.escape(n) for n in sorted(plain, key=len, reverse=True))
    return re.compile(rf"(?<![\w.-])(?:{alternatives})(?![\w-])(?!\.\w)"), plain


def localize(text: str, lang: str) -> str:
    """``text`` with its game terms as ``lang``'s book names them (translations/glossary/); rule ids
    (``consul.preempt``), citations and names two sections share are left alone."""
    if lang == "en":
        return text
    pattern, pairs = _terms(lang)
    return pattern.sub(lambda m: pairs[m.group(0)], text)


def term(value: str, section: str, lang: str) -> str | None:
    """The name ``lang``'s book gives the term of ``section`` whose engine id or English name is ``value``."""
    return _names(lang).get(section, {}).get(value)


# ------------------------------------------------------------------ the engine's messages in a language
_PLACE = re.compile(r"\{\{|\}\}|\{((?:[^{}]|\{[^{}]*\})*)\}")
_LITERAL = re.compile(r"\{(?:[^{}]|\{[^{}]*\})*\}")  # a place, to leave the template's literal text


@dataclass(frozen=True)
class Template:
    """One English message template, parsed: its literal text and its ``{...}`` places."""

    text: str
    pattern: re.Pattern[str]
    places: tuple[str, ...]  # each distinct place, in the order of the pattern's groups
    literal: int  # how many literal characters: the most specific template is tried first
    word: str  # a word of its literal text that every message it matches contains ("" if none)


def places(template: str) -> list[str]:
    """The ``{...}`` places of a template, as written, in order (repeats included)."""
    return [m.group(1) for m in _PLACE.finditer(template) if m.group(1) is not None]


def _parts(template: str) -> list[tuple[str, bool]]:
    """The template as (text, is_place) parts; ``{{`` and ``}}`` are literal braces."""
    out: list[tuple[str, bool]] = []
    at = 0
    for m in _PLACE.finditer(template):
        if m.start() > at:
            out.append((template[at : m.start()], False))
        out.append((m.group(1), True) if m.group(1) is not None else (m.group(0)[0], False))
        at = m.end()
    if at < len(template):
        out.append((template[at:], False))
    return out


def _compile(text: str) -> Template:
    regex: list[str] = []
    seen: list[str] = []
    literal: list[str] = []
    parts = _parts(text)
    for i, (part, is_place) in enumerate(parts):
        if not is_place:
            regex.append(re.escape(part))
            # the message's start and end bound a word as a space does
            literal.append(("\0" if i == 0 else "") + part + ("\0" if i == len(parts) - 1 else ""))
        elif part in seen:
            regex.append(f"(?P=p{seen.index(part)})")
        else:
            regex.append(f"(?P<p{len(seen)}>.*?)")
            seen.append(part)
    # the longest word whole inside one literal run (not glued to a place's value) indexes the template
    inner = [w for run in literal for w in re.findall(r"(?<=[^A-Za-z])[A-Za-z]+(?=[^A-Za-z])", run)]
    word = max(inner, key=len) if inner else ""
    pattern = re.compile("".join(regex), re.DOTALL)
    return Template(text, pattern, tuple(seen), sum(len(x.strip("\0")) for x in literal), word)


@cache
def _compiled() -> tuple[dict[str, tuple[Template, ...]], tuple[Template, ...]]:
    """The templates indexed by their word, and those without one; each list most specific first."""
    every = sorted((_compile(t) for t in templates()), key=lambda t: -t.literal)
    index: dict[str, list[Template]] = {}
    for t in every:
        if t.word:
            index.setdefault(t.word, []).append(t)
    return {w: tuple(ts) for w, ts in index.items()}, tuple(t for t in every if not t.word)


def match(message: str, wordless: bool = False) -> tuple[Template, dict[str, str]] | None:
    """The template ``message`` is written from, with each place's value; or None.  Of the templates
    it matches, the one that explains most of it: the most literal characters, its own and those of
    the messages in its places (:func:`place_kind`), so that a message inside a message is not taken
    for the first place of a longer template.  A template without a word of its own
    (``{a.count} {good}``) would match any message: it is tried only if ``wordless`` (a place's value,
    which :func:`translate` knows to be a message)."""
    found = _match(message, wordless)
    return None if found is None else (found[0], found[1])


@lru_cache(maxsize=8192)
def _match(message: str, wordless: bool) -> tuple[Template, dict[str, str], int] | None:
    index, unindexed = _compiled()
    words = set(re.findall(r"[A-Za-z]+", message))
    candidates = {t.text: t for w in words for t in index.get(w, ())}
    candidates.update((t.text, t) for t in unindexed if wordless or re.search(r"[A-Za-z]", _LITERAL.sub("", t.text)))
    best: tuple[Template, dict[str, str], int] | None = None
    for t in sorted(candidates.values(), key=lambda t: -t.literal):  # on equal scores, the most specific
        m = t.pattern.fullmatch(message)
        if m is None:
            continue
        values = {place: m.group(f"p{i}") for i, place in enumerate(t.places)}
        score = t.literal
        for place, value in values.items():
            kind = place_kind(place)
            inner = _match(value, kind == "message") if kind in ("message", "any") else None
            score += inner[2] if inner else 0
        if best is None or score > best[2]:
            best = (t, values, score)
    return best


#: What a place holds, from the expression written in it (the first that matches): a game term of a
#: glossary section, a decision's name, a message of its own (translated in turn), or an id, a rule,
#: a citation, a name or a number that stays as it is.
PLACE_KINDS: tuple[tuple[str, str], ...] = (
    (r"DECISION_NAMES", "decision"),
    (r"\bpile\b|stated_pile", "pile"),
    (r"format_goods", "goods-counts"),
    (r"cite\(\)|rule_id|\brule\b|\bwhere\b|\bverb\b|sorted\(allowed\)|future_pile|^known$", "keep"),  # ids to type
    (r"\breason\b|\bmessage\b|^what$|^why$|^problem$|^text$", "message"),
    (r"office", "offices"),
    (r"size\b|\bst\.name", "ships"),
    (r"\bm\.name|market", "markets"),
    (r"phase", "phases"),
    (r"\.kind\b", "kinds"),
    (r"\bb\.name|\bb\.id\b|building", "buildings"),
    (r"good|^take$|types\[|^g$|producible", "goods"),
)


@cache
def place_kind(place: str) -> str:
    """What the place ``place`` (as written in a template) holds: see :data:`PLACE_KINDS`; ``any`` when unknown."""
    return next((kind for pattern, kind in PLACE_KINDS if re.search(pattern, place)), "any")


def _value(value: str, kind: str, lang: str) -> str:
    """One place's value in ``lang``: a term by its section, a message translated, the rest as it is."""
    if kind == "keep":
        return value
    if kind == "decision":
        from ..core.phases import DECISION_NAMES

        kinds = [k for k, name in DECISION_NAMES.items() if name == value]
        return phrase(f"decision.{kinds[0]}", lang) if kinds else value
    if kind == "goods-counts":  # ``alimentary:2,luxury:1`` (actions.format_goods): "2 <good>, 1 <good>"
        return _goods_counts(value, lang)
    if kind == "pile":  # the contract deck or the market cards (table.shuffle)
        return phrase(f"pile.{value}", lang) if f"pile.{value}" in load("en")["phrases"] else value
    if kind in TERM_SECTIONS:
        for sep in (", ", " "):  # a list of terms (", ".join(...)), each named in turn
            items = value.split(sep)
            if len(items) > 1 and all(term(x, kind, lang) for x in items):
                return sep.join(term(x, kind, lang) or x for x in items)
        return term(value, kind, lang) or value  # a name the section does not know stays (never another section's)
    found = match(value, wordless=kind == "message") if kind in ("message", "any") else None
    if found is not None:
        return _render(found[0], found[1], lang)
    if kind == "message":
        return localize(value, lang)
    unique = [name for section in TERM_SECTIONS if (name := term(value, section, lang))]
    return unique[0] if len(set(unique)) == 1 else value


def _goods_counts(value: str, lang: str) -> str:
    """Goods written as :func:`.core.actions.format_goods` writes them, as counts of the goods named as the book
    names them (``2 alimentari, 1 lusso``; :func:`agree` makes a count of one singular), or ``goods.none``
    for none; a text of another form stays as it is."""
    if value == "-":
        return phrase("goods.none", lang)
    parts = [part.partition(":") for part in value.split(",")]
    if not all(sep and count.isdigit() and term(good, "goods", lang) for good, sep, count in parts):
        return value
    return ", ".join(f"{count} {term(good, 'goods', lang)}" for good, _, count in parts)


def _render(t: Template, values: dict[str, str], lang: str) -> str:
    text = load(lang)["messages"].get(t.text, t.text)
    out = []
    parts = _parts(text)
    for i, (part, is_place) in enumerate(parts):
        if not (is_place and part in values):
            out.append(part)
            continue
        # the id after a name, in parentheses (``{b.name} ({b.id})``): the id to type, as it is, not the name again
        beside = i >= 2 and parts[i - 1] == (" (", False) and parts[i - 2][0].endswith(".name") and "." in part
        out.append(_value(values[part], "keep" if beside else place_kind(part), lang))
    return "".join(out)


def translate(message: str, lang: str, terms: bool = True) -> str:
    """``message``, one of the engine's, in ``lang``: the template it matches (:func:`match`) written
    in ``lang`` (``messages:`` of its answers files), each place's value in
    turn in ``lang`` (a game term as the book names it, a message translated, names, numbers and
    ids as they are).  A message no template matches comes back with its game terms named as the
    book does (:func:`localize`).  With ``terms`` false (a problem of a user's file, a set-up's, whose ids and
    quoted values are the file's own and must stay as the file is to be written) such a message comes back as
    it is, and so does one whose template's term places hold no term (:func:`_holds_terms`).  Unchanged in
    English."""
    if lang == "en":
        return message
    found = match(message)
    if not terms and (found is None or not _holds_terms(*found, lang)):
        return message  # "the {b.name}" fits "the key 'players' is required", whose place holds no building
    return agree(_render(*found, lang) if found is not None else localize(message, lang), lang)


def _holds_terms(template: Template, values: dict[str, str], lang: str) -> bool:
    """Whether each place of ``template`` that holds a game term (a good, a building, ...) holds one of that
    section, or a list of them, in ``values``: else the template only happens to fit the message's words."""
    for place, value in values.items():
        kind = place_kind(place)
        if kind in TERM_SECTIONS and not any(
            all(term(x, kind, lang) for x in value.split(sep)) for sep in (", ", " ", "\0")
        ):
            return False
    return True


_ELISION = re.compile(r"\bde (?=[AEIOUaeiouÉéÈè])")  # French "de" before a vowel, as the books write it


def agree(text: str, lang: str) -> str:
    """``text`` with each count of one followed by its singular: ``1 monete`` is ``1 moneta``, ``1
    Verbrauchsgüter`` is ``1 Verbrauchsgut``.  The goods' plural and singular are the glossary's first two names
    of each good; the other units are the ``singular:`` of the language's answers files (the currency, the
    Fame Points, ``Gut/Güter``).  A 1 that ends a longer number (``21 monete``) is left alone.  In French,
    "de" before a vowel is "d'" (``d'Armorum Faber``)."""
    pattern, singular = _singulars(lang)
    text = pattern.sub(lambda m: f"1 {singular[m.group(1)]}", text) if singular else text
    return _ELISION.sub("d'", text) if lang == "fr" else text  # "de Armorum Faber" is "d'Armorum Faber"


@cache
def _singulars(lang: str) -> tuple[re.Pattern[str], dict[str, str]]:
    from .glossary import load_glossary

    singular = dict(load(lang)["singular"])
    for names in load_glossary().get("goods", {}).values():
        own = names.get(lang) or []
        if len(own) > 1 and own[0] != own[1]:
            singular.setdefault(own[0], own[1])
    alternatives = "|".join(re.escape(plural) for plural in sorted(singular, key=len, reverse=True))
    return re.compile(rf"(?<![\d.,])1 ({alternatives})(?!\w)"), singular


#: A line of the game log: ``r3 construct: <message or action>`` (:meth:`.table.Table.log`).
LOG_LINE = re.compile(r"r(\d+) ([a-z-]+): (.*)", re.DOTALL)


def translate_log(line: str, lang: str) -> str:
    """A game log line in ``lang``: its phase as the book names it and its message translated; an
    action (``kay: build metallum``) stays as written, in the action syntax."""
    m = LOG_LINE.fullmatch(line)
    if lang == "en" or m is None:
        return translate(line, lang)
    from ..core.actions import parse_action
    from ..core.errors import ConstantinopolisError

    text = m.group(3)
    try:
        parse_action(text)
    except ConstantinopolisError:
        text = translate(text, lang)
    return f"r{m.group(1)} {term(m.group(2), 'phases', lang) or m.group(2)}: {text}"
