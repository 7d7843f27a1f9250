"""Reading the YAML files a user gives the engine, guarded against careless and hostile input.

Every YAML file the engine reads from a user (scenario files, component manifests, golden-game
headers, refusal maps) goes through :func:`read_yaml`.  Before ``yaml.safe_load`` builds the data,
the document's event stream is checked, so that nothing walks a document that could hang or crash:

- the bytes must be UTF-8 (a BOM is allowed);
- no anchors or aliases (``&a`` / ``*a``): a "billion laughs" document of a few hundred bytes
  expands to gigabytes;
- nesting at most :data:`MAX_DEPTH` deep (100,000 nested ``[`` crash a recursive reader);
- at most :data:`MAX_SIZE` bytes, and numbers of at most :data:`MAX_DIGITS` digits;
- no key twice in one mapping (YAML keeps the last one silently: ``{gold: 5, gold: 7}``).

A problem raises :class:`YamlInputError` with the line (1-based) and what is wrong; callers turn it
into their own documented error (``ScenarioError``, ``ComponentError``, ...).  The checks are linear
in the size of the file.

Where PyYAML was built with libyaml (the wheels on PyPI are), the document is read by libyaml's parser
(``yaml.CSafeLoader``), about fifteen times faster: the golden games' component file (19 kB) takes 13 ms instead of 200.
The data is built by the same ``SafeConstructor`` as ``yaml.safe_load`` (plain data only, never an
object).  A document that fails any check there is read again the pure-Python way
(``yaml.parse`` / ``yaml.compose`` / ``yaml.safe_load``), so that every error names the same line
with the same words whichever parser PyYAML has.

>>> read_yaml("gold: 5", "x.yaml").data
{'gold': 5}
>>> read_yaml("{gold: 5, gold: 7}", "x.yaml").data
Traceback (most recent call last):
...
constantinopolis.core.yamlfile.YamlInputError: x.yaml:1: the key 'gold' is given twice in this mapping (first at line 1)
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from .errors import LocatedError

MAX_DEPTH = 64
MAX_SIZE = 5_000_000  # bytes: the largest file of the suite is about 200 kB
MAX_DIGITS = 30
#: YAML 1.1's base-60 numbers (``1:30`` is 90, ``1:30.5`` is 90.5), which PyYAML reads: never meant in a scenario,
#: and a way round the digit limit (``59:59:...`` is one integer).
#: What PyYAML's safe loader reads as a date or a time (YAML 1.1's implicit timestamp): never JSON.
_TIMESTAMP = re.compile(r"^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([Tt \t].*)?$")
#: Standard tags the safe loader builds into values that are not JSON.
NOT_PLAIN_TAGS = frozenset(f"tag:yaml.org,2002:{t}" for t in ("binary", "set", "timestamp", "omap", "pairs"))
#: Half of a UTF-16 pair, alone (YAML's "\\ud800" escape): no character, and no UTF-8 text can hold it.
_SURROGATE = re.compile(r"[\ud800-\udfff]")  # a raw string: mypyc compiles no lone surrogate in a literal
_SEXAGESIMAL = re.compile(r"^[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?$")
#: YAML 1.1's integers in base 8, 16 and 2 (``010`` is 8, ``0x10`` 16, ``0b10`` 2), which PyYAML reads: a count
#: written with a leading zero would silently be another number.
_OTHER_BASES = (
    (re.compile(r"^[-+]?0[0-7_]+$"), 8),
    (re.compile(r"^[-+]?0x[0-9a-fA-F_]+$"), 16),
    (re.compile(r"^[-+]?0b[01_]+$"), 2),
)
_NUMBER = re.compile(r"^[-+]?(0[xob])?[0-9_]+([.][0-9_]*)?([eE][-+]?[0-9]+)?$")


class YamlInputError(LocatedError, ValueError):
    """A YAML file that cannot be read safely: not UTF-8, not YAML, an alias, too deep, too big."""

    def naming(self, what: str) -> str:
        """The message with the file called ``what``: 'codes.yaml: cannot read the refusal map: ...'."""
        return f"{self.where}: {self.problem.replace('the file', what)}"


@dataclass
class YamlDocument:
    data: Any  # what PyYAML's safe loader built (plain data)
    root: yaml.Node | None  # the node tree, for line numbers
    text: str

    def line_of(self, *path: Any) -> int | None:
        """The 1-based line of the deepest node of the document on ``path`` (keys and list indexes): where a
        problem with the value at ``path`` is shown; None for an empty document."""
        lines = line_map(self.root) if self.root is not None else {}
        for cut in range(len(path), -1, -1):
            line = lines.get(tuple(path[:cut]))
            if line is not None:
                return line
        return None


def line_map(node: yaml.Node, path: tuple[Any, ...] = ()) -> dict[tuple[Any, ...], int]:
    """The 1-based line of every node under ``node``, by its path of keys and list indexes (a key's own line
    for a mapping's value, so that a problem is shown at the key)."""
    lines = {path: node.start_mark.line + 1}
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            k = key.value
            lines[(*path, k)] = key.start_mark.line + 1
            for sub, line in line_map(value, (*path, k)).items():
                lines.setdefault(sub, line)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            lines.update(line_map(item, (*path, i)))
    return lines


def file_path(path: object) -> Path:
    """``path`` as a Path, if it names a file (a str or an ``os.PathLike``); else ValueError, with the problem in
    words.  ``None`` or a number is no path: ``open(5)`` would read file descriptor 5.  The one check of every
    file a user names: YAML files, golden games, scripts, component manifests."""
    if not isinstance(path, (str, os.PathLike)):
        raise ValueError(f"a file is named by its path (a str or a Path), not {type(path).__name__}: {path!r}")
    return Path(path)


def read_at_most(path: str | Path, limit: int = MAX_SIZE) -> bytes:
    """The bytes of the file at ``path``, if it holds at most ``limit``; else ValueError, with the problem in
    words.  Never more than ``limit + 1`` bytes are read, whatever the file: a pipe or a device such as
    ``/dev/zero`` has no size to ask beforehand.  An unreadable file raises OSError; a ``path`` that is not a
    path raises ValueError (:func:`file_path`)."""
    with open(file_path(path), "rb") as f:
        raw = f.read(limit + 1)
    if len(raw) > limit:
        raise ValueError(f"the file has more than {limit:,} bytes; at most {limit:,} are read")
    return raw


def read_text(
    path: str | Path, source: str | None = None, error: Callable[[str, int | None, str], LocatedError] | None = None
) -> str:
    """The text of a user's file (at most :data:`MAX_SIZE` bytes, UTF-8, a byte order mark dropped), or the
    ``error`` (``YamlInputError`` by default; ``golden.GoldenError`` for a golden game) naming the file
    (``source``, else its path), and the line of a byte that is not UTF-8: the one reading of every text file a
    user names."""
    name = source or str(path)
    make = error or YamlInputError
    try:
        raw = read_at_most(path)
    except OSError as exc:
        if str(path) == "-" and not Path("-").exists():  # the habit of many tools; files are named here
            raise make(name, None, "standard input is not read: give the file's path") from None
        raise make(name, None, f"cannot read the file: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise make(name, None, str(exc)) from None
    return _decode(raw, name, make)


def read_file(path: str | Path, source: str | None = None) -> YamlDocument:
    """:func:`read_yaml` of a file's text (:func:`read_text`); an unreadable or too large file is a
    :class:`YamlInputError` too."""
    return read_yaml(read_text(path, source), source or str(path))


def read_yaml(content: str | bytes, source: str) -> YamlDocument:
    """Check ``content`` (see the module's docstring), then build its data with PyYAML's safe loader."""
    text = _decode(content, source)
    if len(text) > MAX_SIZE:
        raise YamlInputError(source, None, f"the document has {len(text):,} characters; at most {MAX_SIZE:,}")
    if _C_SAFE_LOADER is not None:
        try:
            return _read_with_libyaml(text, source, _C_SAFE_LOADER)
        except (YamlInputError, yaml.YAMLError):
            pass  # read again below, for the pure-Python reader's line and words
    _check_events(text, source, yaml.SafeLoader)
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
        if root is not None:
            _check_nodes(root, source)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise _yaml_error(exc, source, text) from None
    return YamlDocument(data, root, text)


# libyaml's parser with PyYAML's SafeConstructor, when PyYAML has it (else None: the pure-Python path)
_C_SAFE_LOADER: Any = getattr(yaml, "CSafeLoader", None)


def _read_with_libyaml(text: str, source: str, loader_class: Any) -> YamlDocument:
    """What ``yaml.safe_load`` does (compose the single document, then construct it), with libyaml's
    parser, after the same checks; any problem raises, and :func:`read_yaml` reads the text again."""
    _check_events(text, source, loader_class)
    loader = loader_class(text)
    try:
        root = loader.get_single_node()
        if root is not None:
            _check_nodes(root, source)
        data = loader.construct_document(root) if root is not None else None
    finally:
        loader.dispose()
    return YamlDocument(data, root, text)


def _decode(
    content: str | bytes, source: str, error: Callable[[str, int | None, str], LocatedError] | None = None
) -> str:
    """``content`` as text (UTF-8, a byte order mark dropped), or the ``error`` at the line of the first byte
    that cannot be read."""
    if isinstance(content, str):
        return content
    try:
        return content.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = content[: exc.start].count(b"\n") + 1
        raise (error or YamlInputError)(
            source, line, f"the file is not UTF-8 text (byte {exc.start}: {content[exc.start : exc.start + 1]!r})"
        ) from None


def _check_events(text: str, source: str, loader_class: Any) -> None:
    """Anchors, aliases and depth, from the event stream (no node tree is built yet)."""
    depth = 0
    try:
        for event in yaml.parse(text, Loader=loader_class):
            line = event.start_mark.line + 1 if event.start_mark else None
            if isinstance(event, yaml.AliasEvent):
                raise YamlInputError(source, line, f"YAML aliases (*{event.anchor}) are not allowed: write the value")
            anchor = getattr(event, "anchor", None)
            if anchor is not None:
                raise YamlInputError(source, line, f"YAML anchors (&{anchor}) are not allowed: write the value")
            tag = getattr(event, "tag", None)
            if tag in NOT_PLAIN_TAGS:  # values that are not JSON: a set, bytes, a date, ordered pairs
                raise YamlInputError(
                    source, line, f"the YAML tag !!{tag.rpartition(':')[2]} is not allowed: write a plain value"
                )
            if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                depth += 1
                if depth > MAX_DEPTH:
                    raise YamlInputError(source, line, f"nested more than {MAX_DEPTH} levels deep")
            elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                depth -= 1
            elif isinstance(event, yaml.ScalarEvent):
                problem = _scalar_problem(event.value, plain=not event.style)  # style None or "": a plain scalar
                if problem:
                    raise YamlInputError(source, line, problem)
    except yaml.YAMLError as exc:
        raise _yaml_error(exc, source, text) from None


def _scalar_problem(value: str, plain: bool) -> str | None:
    """What is wrong with a scalar's text, if anything: half of a UTF-16 pair alone (YAML's ``"\\ud800"``), or, in a
    plain scalar, a number of too many digits or a base-60 number."""
    if _SURROGATE.search(value):
        return "the text holds an escape such as \\ud800 that stands for no character: write the character"
    if not plain:
        return None
    if _TIMESTAMP.match(value):
        return f"{value[:40]!r} is read by YAML as a date: put it in quotes to keep it as text"
    if _too_long_number(value):
        return f"a number of {len(value)} digits; at most {MAX_DIGITS}"
    for pattern, base in _OTHER_BASES:
        if pattern.match(value):
            return (
                f"{value[:40]!r} is read by YAML as a number in base {base} ({_shown_as(value, base)}): write the "
                "number in base 10 without a leading 0, or quote the text"
            )
    if _SEXAGESIMAL.match(value):
        return (
            f"{value[:40]!r} is read by YAML as a base-60 number (1:00 is 60): write the number in base 10, "
            "or quote the text"
        )
    return None


def _shown_as(value: str, base: int) -> str:
    """What YAML reads ``value`` as: ``010 is 8`` (bases 2, 8 and 16 convert in linear time, however long)."""
    digits = value.lstrip("+-").replace("_", "")
    number = int(digits if base == 8 else digits[2:], base)
    return f"{value[:40]} is {'-' if value.startswith('-') else ''}{number}"[:120]


def _too_long_number(value: str) -> bool:
    return len(value) > MAX_DIGITS and bool(_NUMBER.match(value))


def _check_nodes(root: yaml.Node, source: str) -> None:
    """No key twice in one mapping (iteratively: the depth is bounded already, but no recursion needed)."""
    stack = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, yaml.MappingNode):
            seen: dict[Any, int] = {}
            for key, value in node.value:
                if key.tag == "tag:yaml.org,2002:merge":  # "<<": merged keys would get round the check below
                    raise YamlInputError(
                        source, key.start_mark.line + 1, "YAML merge keys (<<) are not allowed: write the keys"
                    )
                k = key.value if isinstance(key, yaml.ScalarNode) else id(key)
                if k in seen:
                    raise YamlInputError(
                        source,
                        key.start_mark.line + 1,
                        f"the key {k!r} is given twice in this mapping (first at line {seen[k]})",
                    )
                seen[k] = key.start_mark.line + 1
                stack += [key, value]
        elif isinstance(node, yaml.SequenceNode):
            stack += node.value


#: What a writer of a scenario most often did, by the start of PyYAML's problem (docs/scenario-format.md).
YAML_HINTS = {
    "expected <block end>": "check this line's indentation against the lines above it (spaces only)",
    "mapping values are not allowed here": (
        "a second ':' on the line: quote a value that holds ': ', or check the indentation"
    ),
    "found character '\\t' that cannot start any token": "a tab: indent with spaces",
    "did not find expected key": "check this line's indentation against the lines above it (spaces only)",
    "did not find expected '-' indicator": "check the indentation of this list's items (spaces only)",
    "expected ',' or ']'": "a list opened with '[' is not closed (or an item lacks its ',')",
    "expected ',' or '}'": "a mapping opened with '{' is not closed (or an entry lacks its ',')",
}


def _yaml_error(exc: yaml.YAMLError, source: str, text: str) -> YamlInputError:
    """One line: the line of the problem, and the problem in PyYAML's words, with its column, the enclosing
    block PyYAML was reading (where it started) and, for the usual slips, what to check."""
    if isinstance(exc, yaml.reader.ReaderError):  # a character YAML does not allow (a NUL, a control)
        line = text[: exc.position].count("\n") + 1
        return YamlInputError(source, line, f"not valid YAML: the character U+{exc.character:04X} is not allowed")
    mark = getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    where = f" at column {mark.column + 1}" if mark else ""
    context, started = getattr(exc, "context", None), getattr(exc, "context_mark", None)
    if context and started is not None and (mark is None or started.line != mark.line):
        where += f" ({context} that starts at line {started.line + 1})"
    hint = next((h for start, h in YAML_HINTS.items() if problem.startswith(start)), None)
    return YamlInputError(
        source, mark.line + 1 if mark else None, f"not valid YAML{where}: {problem}" + (f"; {hint}" if hint else "")
    )
