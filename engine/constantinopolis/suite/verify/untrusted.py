"""What an engine sends is hostile input: reading it, showing it and writing it out safely.

Every byte of an engine's stdout and stderr passes through here before the suite
compares it, prints it or writes it into a report:

- :func:`parse_answer` turns one answer line into JSON under strict rules (UTF-8, and
  :mod:`constantinopolis.suite.strictjson`'s: no ``NaN``/``Infinity``, no number that overflows, no
  key twice, bounded nesting and integer size), or raises :class:`MalformedAnswer` with a
  reason that says what was wrong;
- :func:`check_hello` reads the handshake's optional fields, ignoring (and naming) the
  malformed ones;
- :func:`clean` escapes control characters and replaces invalid Unicode in any text, so
  an engine cannot draw on the terminal or break a report file;
- :func:`plain` makes any value strict JSON (finite numbers, clean strings, bounded
  depth): the reports are always valid JSON, whatever the engine sent.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

from constantinopolis.rulebooks import CODES
from constantinopolis.suite import strictjson

MAX_DEPTH = 200  # how deeply an answer may nest arrays and objects
MAX_INT_DIGITS = 4300  # Python's own limit for converting a decimal string to int
SHORT = 200  # how much of a bad answer a message quotes

# C0 and C1 controls (but tab and newline), DEL, line/paragraph separators, bidirectional overrides
# and isolates, and lone surrogates: shown as escapes, never passed to a terminal or a report.
UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


class MalformedAnswer(ValueError):
    """An answer line that is not strict JSON; the message is the reason, in words."""


def clean(text: str, *, newlines: bool = True) -> str:
    """``text`` with every unsafe character escaped (``\\x1b``, ``\\u202e``, ``\\ud800``).

    With ``newlines=False`` a newline is escaped too (for one-line output such as the terminal
    summary's rows)."""
    out = UNSAFE.sub(_escape, text)
    return out if newlines else out.replace("\n", "\\n").replace("\t", "\\t")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


MAX_QUOTED = 20_000  # characters of one message, value or failure text that a report keeps of a scenario


def bounded(text: str) -> str:
    """``text`` cut at :data:`MAX_QUOTED` characters, saying how long it was: a report quotes what an engine sent,
    never all of it (a gold of 1.5 MB made each of the four report files hundreds of MB)."""
    return text if len(text) <= MAX_QUOTED else f"{text[:MAX_QUOTED]}... (cut: {len(text):,} characters)"


def bounded_value(value: Any) -> Any:
    """An expected or received value as a report keeps it: itself, or, when its JSON is longer than
    :data:`MAX_QUOTED` characters, that JSON cut (:func:`bounded`)."""
    if value is None or isinstance(value, (bool, int, float)):
        return value
    text = json.dumps(plain(value), ensure_ascii=False)
    return value if len(text) <= MAX_QUOTED else bounded(text)


def short(value: Any, limit: int = SHORT) -> str:
    """A one-line quote of ``value`` (text as it is, anything else as JSON), cut at ``limit``."""
    if isinstance(value, str):
        text = value
    else:
        try:
            text = json.dumps(plain(value), ensure_ascii=False)
        except (ValueError, TypeError, RecursionError):
            text = repr(value)
    text = clean(text[: limit * 2], newlines=False)
    return text if len(text) <= limit else text[:limit] + "..."


# ----------------------------------------------------------------------------- reading
def parse_answer(line: bytes) -> Any:
    """One answer line as JSON (:func:`constantinopolis.suite.strictjson.loads`, at most :data:`MAX_DEPTH` deep and
    :data:`MAX_INT_DIGITS` digits); raises :class:`MalformedAnswer` saying what is wrong with it."""
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise MalformedAnswer(
            f"printed a line that is not UTF-8 (byte {exc.start}): {short(line.decode('utf-8', 'replace'))}"
        ) from None
    text = text.removesuffix("\r")
    if not text.strip():
        raise MalformedAnswer("printed an empty line where an answer was due")
    if text.startswith("\ufeff"):  # invisible when quoted: said in words
        raise MalformedAnswer(
            f"printed a byte-order mark (U+FEFF) before the answer: write UTF-8 without one: {short(text[1:], 80)}"
        )
    try:
        return strictjson.loads(text, max_depth=MAX_DEPTH, max_digits=MAX_INT_DIGITS)
    except strictjson.JSONRefused as exc:
        if not exc.json_ok:  # not JSON at all: garbage, a log line
            raise MalformedAnswer(f"printed something that is not JSON: {short(text)}") from None
        raise MalformedAnswer(f"printed an answer that is not strict JSON: {exc}: {short(text, 80)}") from None


# ----------------------------------------------------------------------------- the handshake
MAX_CAPABILITIES = 100  # the protocol names a handful (docs/protocol.md); more is kept no further


def check_hello(answer: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The handshake's fields as the suite uses them, and a problem for each malformed optional one.

    ``protocol`` is checked by the caller (it must be the integer 1).  A malformed ``engine``,
    ``editions``, ``capabilities`` or ``options`` is ignored (as if absent) and named."""
    info: dict[str, Any] = {"protocol": answer.get("protocol")}
    problems: list[str] = []
    engine = answer.get("engine")
    if isinstance(engine, dict):
        info["engine"] = {k: clean(str(v))[:200] for k, v in engine.items() if isinstance(v, (str, int, float))}
    elif engine is not None:
        problems.append(f'hello: "engine" is not an object with "name" and "version" ({short(engine, 60)}); ignored')
    for key in ("editions", "capabilities"):
        value = answer.get(key)
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            info[key] = [clean(v)[:100] for v in dict.fromkeys(value)]
        elif value is not None:
            problems.append(f'hello: "{key}" is not a list of strings ({short(value, 60)}); ignored')
    if "editions" in info:  # quoted in every scenario the engine does not play: only the books' codes are kept
        unknown = [e for e in info["editions"] if e not in CODES]
        if unknown:
            info["editions"] = [e for e in info["editions"] if e in CODES]
            problems.append(
                f'hello: "editions" names {len(unknown)} that {"is" if len(unknown) == 1 else "are"} no book '
                f"({short(', '.join(unknown), 80)}); ignored (the books: {', '.join(CODES)})"
            )
    if len(info.get("capabilities", ())) > MAX_CAPABILITIES:
        problems.append(
            f'hello: "capabilities" lists {len(info["capabilities"]):,}; the first {MAX_CAPABILITIES} are kept'
        )
        info["capabilities"] = info["capabilities"][:MAX_CAPABILITIES]
    options = answer.get("options")
    if isinstance(options, dict) and all(isinstance(v, list) for v in options.values()):
        info["options"] = options
    elif options is not None:
        problems.append(
            f'hello: "options" is not an object of option -> list of values ({short(options, 60)}); ignored'
        )
    return info, problems


# ----------------------------------------------------------------------------- writing
def plain(value: Any, level: int = 0) -> Any:
    """``value`` as strict JSON: clean strings, finite numbers, string keys, at most :data:`MAX_DEPTH` deep.

    A non-finite float becomes its name as a string (``"NaN"``); anything that is not JSON
    becomes its text; what nests deeper is cut (``"..."``)."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value if abs(value).bit_length() < 14_000 else f"an integer of {abs(value).bit_length()} bits"
    if isinstance(value, float):
        return value if math.isfinite(value) else repr(value).replace("nan", "NaN").replace("inf", "Infinity")
    if isinstance(value, str):
        return clean(value)
    if level >= MAX_DEPTH:
        return "..."
    if isinstance(value, dict):
        return {clean(str(k)): plain(v, level + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v, level + 1) for v in value]
    return clean(str(value))
