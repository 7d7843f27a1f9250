"""Strict JSON from a peer that is not trusted: both ends of the protocol read with :func:`loads`.

``constantinopolis serve`` reads the harness's requests with it, and ``verify`` reads an engine's
answers with it, each with its own bounds.  Beyond what :func:`json.loads` checks, it refuses
``NaN``/``Infinity``, numbers that overflow a float (``1e999``), integers of more than
``max_digits`` digits, a key given twice in one object, and nesting deeper than ``max_depth``
(found without recursion, so 100,000 ``[`` cost a scan, not a crash).  Every refusal is a
:class:`JSONRefused` whose message says what was wrong, in words.
"""

from __future__ import annotations

import json
import math
from typing import Any


class JSONRefused(ValueError):
    """Text that is not strict JSON within the bounds; ``json_ok`` when Python's own reader would
    have read it (a number or a key is refused, not the syntax)."""

    def __init__(self, message: str, json_ok: bool = False) -> None:
        super().__init__(message)
        self.json_ok = json_ok


def _constant(name: str) -> Any:
    raise JSONRefused(f"not JSON: {name} is not a JSON number (NaN, Infinity and -Infinity are refused)", json_ok=True)


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        shown = text if len(text) <= 40 else f"{text[:30]}... ({len(text):,} characters)"
        raise JSONRefused(f"the number {shown} is too large for a 64-bit float (it would be infinite)", json_ok=True)
    return value


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            shown = json.dumps(key)
            shown = shown if len(shown) <= 60 else f"{shown[:50]}..."
            raise JSONRefused(f"the key {shown} is given twice in one object", json_ok=True)
        out[key] = value
    return out


def too_deep(text: str, limit: int) -> bool:
    """Whether the brackets of ``text`` (outside its strings) nest more than ``limit`` deep: a linear scan."""
    if text.count("[") + text.count("{") <= limit:
        return False
    level = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            level += 1
            if level > limit:
                return True
        elif char in "]}":
            level -= 1
    return False


def loads(text: str, *, max_depth: int, max_digits: int) -> Any:
    """``text`` as JSON, or :class:`JSONRefused` saying why it is not strict JSON within the bounds."""
    if too_deep(text, max_depth):
        raise JSONRefused(f"nested too deep: at most {max_depth} levels of lists and objects", json_ok=True)

    def bounded_int(digits_text: str) -> int:
        digits = len(digits_text.lstrip("-"))
        if digits > max_digits:
            raise JSONRefused(f"an integer of {digits:,} digits; at most {max_digits:,} are read", json_ok=True)
        return int(digits_text)

    try:
        return json.loads(
            text, parse_constant=_constant, parse_float=_finite, parse_int=bounded_int, object_pairs_hook=_unique
        )
    except json.JSONDecodeError as exc:
        raise JSONRefused(f"not JSON: {exc}") from None
    except RecursionError:  # not reached after too_deep(); kept for a limit above the interpreter's
        raise JSONRefused(f"nested too deep: at most {max_depth} levels of lists and objects") from None
