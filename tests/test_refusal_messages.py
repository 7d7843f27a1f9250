"""The catalogue of refusal messages: every refusal site of the rules, its exact words.

A rules judge reads the message of a refusal (``RuleViolation.message``, the ``message`` of a
``refused`` answer of the protocol; for an :class:`InvalidAction`, ``str(exc)``, the ``message``
of an ``error`` answer).  The rule tests assert the rule ids; this module pins the words.
``tests/messages/refusals.yaml`` holds, for every ``raise violation(...)`` and
``raise InvalidAction(...)`` of the rules (``engine/constantinopolis/core/phases/*.py``, ``table.py``
and ``game.py``) that play can reach, one situation, the refused action and the message
(docs/mutation.md, "Message catalogues").
An entry:

- ``id``: unique, kebab-case (the test id);
- ``site``: the function that raises, as ``module.function`` (``auction.check_take``,
  ``table.check_pay``; ``phases.gate`` for ``phases/__init__.py``); ``via``: for a shared
  helper (``table.check_pay``, ``table.check_goods``), the function calling it, whose words
  the message carries;
- ``kept_by``: for the gate's refusal of a decision the last action did not offer the player
  (``state.not_offered``), the function that decided not to offer it; ``rule`` is then the rule
  that kept it from him;
- ``rule``: the rule id, or ``invalid`` for an :class:`InvalidAction`;
- ``book``: the rule's lines, exactly ``RULES[rule].cite()``; for ``invalid``, the lines that
  name what the input should have been;
- ``options``: the rule options, on the English preset (``edition: fr`` for another preset);
- ``components``: cards and building fields (``contracts``, ``markets``, ``buildings``), as in a
  scenario's ``components``; ``setup``: the situation, for ``helpers_rules.new_game``;
- ``before``: actions played first (the situations a set-up cannot state: an auction in
  progress, a pending decision, what was done earlier in the turn);
- ``action``: the refused action, in text form (docs/actions.md);
- ``message``: the exact message.

After an intended change of wording, rewrite the ``message`` fields from what the engine says now,
and review the change::

    .venv/bin/python tests/test_refusal_messages.py --write
    git diff tests/messages/refusals.yaml

``--write`` changes only the ``message`` lines (comments and layout stay); an entry that is no
longer refused, or is refused under another rule, is reported and left as it is (exit status 1):
that is a change of rules, not of words, and is fixed by hand.
"""

from __future__ import annotations

import ast
import copy
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from conftest import load_yaml
from constantinopolis import Game, InvalidAction, RuleOptions, RuleViolation
from constantinopolis.core.rules import RULES
from constantinopolis.rulebooks import CODES
from helpers_rules import assert_refused, new_game

HERE = Path(__file__).resolve().parent
CATALOGUE = HERE / "messages" / "refusals.yaml"
PACKAGE = HERE.parent / "engine" / "constantinopolis"
RULE_FILES = [
    *sorted((PACKAGE / "core" / "phases").glob("*.py")),
    PACKAGE / "core" / "table.py",
    PACKAGE / "core" / "game.py",
]
INVALID = "invalid"
REQUIRED = {"id", "site", "rule", "book", "setup", "action", "message"}
OPTIONAL = {"via", "options", "components", "before", "kept_by"}
KEPT = "kept"  # the site key of the gate's refusal by the rule that kept a decision from the player
CITE = re.compile(rf"^({'|'.join(CODES)}):(\d+)(?:-(\d+))?$")
ID_LINE = re.compile(r"^- id: (\S+)$")
MESSAGE_LINE = re.compile(r"^  message: .*$")

# Refusal sites that no play reaches, by (function, rule id): each is preceded by a check that
# refuses the same situation first.  They have no entry.
LEFT_OUT = {
    ("accept.check_load", "accept.no-voyage"): (
        "a '/' is only on passenger cards for the Small Ship (en:336, checked by the manifest), "
        "and a Small Ship takes no passengers: accept.passengers refuses first"
    ),
}


def load_catalogue() -> list[dict[str, Any]]:
    entries = load_yaml(CATALOGUE.read_text(encoding="utf-8"))
    assert isinstance(entries, list), f"{CATALOGUE}: expected a list of entries"
    return entries


ENTRIES = load_catalogue()


def options_of(entry: dict[str, Any]) -> RuleOptions:
    changes = dict(entry.get("options") or {})
    return RuleOptions.edition(str(changes.pop("edition", "en"))).with_(**changes)


def build(entry: dict[str, Any]) -> Game:
    """The entry's situation, with the actions of ``before`` played."""
    components = copy.deepcopy(entry.get("components") or {})
    game = new_game(
        copy.deepcopy(entry["setup"]),
        contracts=components.get("contracts"),
        markets=components.get("markets"),
        buildings=components.get("buildings"),
        options=options_of(entry),  # type: ignore[arg-type]
    )
    for action in entry.get("before") or []:
        game.apply(action)
    return game


def refusal(entry: dict[str, Any]) -> tuple[str, str] | None:
    """(rule id or 'invalid', message) of the entry's action now; None if it is accepted."""
    game = build(entry)
    try:
        game.apply(entry["action"])
    except RuleViolation as v:
        return v.rule_id, v.message
    except InvalidAction as exc:
        return INVALID, str(exc)
    return None


@pytest.mark.parametrize("entry", ENTRIES, ids=[str(e.get("id")) for e in ENTRIES])
def test_refusal_message(entry: dict[str, Any]) -> None:
    """The action is refused under the entry's rule, changes nothing, and says exactly ``message``."""
    game = build(entry)
    if entry["rule"] == INVALID:
        before = game.to_dict()
        with pytest.raises(InvalidAction) as info:
            game.apply(entry["action"])
        assert game.to_dict() == before
        got = str(info.value)
    else:
        got = assert_refused(game, entry["action"], entry["rule"]).message
    expected = entry["message"]
    assert got == expected, (
        f"{entry['id']}: the message changed\n  expected: {expected}\n  got:      {got}\n"
        "(if intended: .venv/bin/python tests/test_refusal_messages.py --write, then review git diff)"
    )


def cited_lines(book: str) -> list[tuple[str, int, int]]:
    out = []
    for part in book.split(", "):
        m = CITE.match(part)
        assert m, f"bad citation {part!r} in {book!r}: expected en:N or en:N-M, joined by ', '"
        start = int(m.group(2))
        out.append((m.group(1), start, int(m.group(3) or start)))
    return out


def test_entries_are_well_formed_ids_unique_and_books_cite_existing_lines(rulebooks: Path) -> None:
    ids = [str(e.get("id")) for e in ENTRIES]
    assert len(ids) == len(set(ids)), f"duplicate ids: {sorted({i for i in ids if ids.count(i) > 1})}"
    books: dict[str, list[str]] = {}
    for e in ENTRIES:
        where = e.get("id")
        assert REQUIRED <= set(e) <= REQUIRED | OPTIONAL, f"{where}: keys {sorted(set(e))}"
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", str(where)), f"{where}: ids are kebab-case"
        assert isinstance(e["message"], str) and e["message"], f"{where}: the message is a non-empty string"
        if e["rule"] != INVALID:
            assert e["rule"] in RULES, f"{where}: unknown rule {e['rule']!r}"
            assert e["book"] == RULES[e["rule"]].cite(), f"{where}: book is the rule's {RULES[e['rule']].cite()}"
        if e["rule"] != INVALID and RULES[e["rule"]].is_convention and not RULES[e["rule"]].lines:
            continue  # an engine convention no line states: "no rulebook line"
        for lang, start, end in cited_lines(str(e["book"])):
            if lang not in books:
                path = rulebooks / f"{lang}.txt"
                assert path.is_file(), f"rulebook {path} not found in {rulebooks} (README, 'The rulebooks')"
                books[lang] = path.read_text(encoding="utf-8").splitlines()
            text = books[lang]
            assert 1 <= start <= end <= len(text), f"{where}: {lang}:{start}-{end} is beyond {lang}.txt ({len(text)})"
            assert any(line.strip() for line in text[start - 1 : end]), f"{where}: {lang}:{start}-{end} is blank"


def refusal_sites() -> dict[tuple[str, str], int]:
    """(module.function, rule id or 'invalid') -> how many ``raise`` statements of the rules refuse so."""
    sites: dict[tuple[str, str], int] = {}
    for path in RULE_FILES:
        module = "phases" if path.name == "__init__.py" else path.stem
        for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(fn, ast.FunctionDef):
                continue
            for node in ast.walk(fn):
                if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
                    continue
                call = node.exc
                name = call.func.id if isinstance(call.func, ast.Name) else ""
                if name == "violation" and isinstance(call.args[0], ast.Constant):
                    key = (f"{module}.{fn.name}", str(call.args[0].value))
                elif name == "violation" and ast.unparse(call.args[0]) == "kept.rule":
                    key = (f"{module}.{fn.name}", KEPT)
                elif name == "InvalidAction":
                    key = (f"{module}.{fn.name}", INVALID)
                else:
                    continue
                sites[key] = sites.get(key, 0) + 1
    return sites


def test_every_reachable_refusal_site_has_an_entry() -> None:
    """Each (function, rule) of the rules has as many entries, with different messages, as it has
    ``raise`` statements (but the sites of LEFT_OUT), and every entry names a real site."""
    sites = refusal_sites()
    messages: dict[tuple[str, str], set[str]] = {}
    for e in ENTRIES:
        key = (e["site"], KEPT if "kept_by" in e else e["rule"])
        assert key in sites, f"{e['id']}: the rules have no {key[1]} refusal in {e['site']}"
        messages.setdefault(key, set()).add(e["message"])
    missing = {
        k: n - (1 if k in LEFT_OUT else 0) - len(messages.get(k, ()))
        for k, n in sites.items()
        if n - (1 if k in LEFT_OUT else 0) > len(messages.get(k, ()))
    }
    assert not missing, f"refusal sites without an entry (function, rule): missing count {missing}"
    assert set(LEFT_OUT) <= set(sites), f"LEFT_OUT names sites the rules no longer have: {set(LEFT_OUT) - set(sites)}"


def render(entries: list[dict[str, Any]], text: str) -> str:
    """``text`` (the catalogue) with each entry's message line written from ``entries``."""
    by_id = {str(e["id"]): str(e["message"]) for e in entries}
    out, current = [], None
    for line in text.splitlines(keepends=True):
        m = ID_LINE.match(line.rstrip("\n"))
        if m:
            current = m.group(1)
        elif MESSAGE_LINE.match(line.rstrip("\n")) and current in by_id:
            line = f"  message: {json.dumps(by_id[current], ensure_ascii=False)}\n"
            current = None
        out.append(line)
    return "".join(out)


def test_the_catalogue_layout_is_the_one_write_keeps() -> None:
    """Every entry starts with ``- id:`` and has its message on one double-quoted line, so that
    ``--write`` can change the messages and nothing else."""
    text = CATALOGUE.read_text(encoding="utf-8")
    assert render(ENTRIES, text) == text, 'write the messages as the writer does: message: "..." on one line'
    assert sum(1 for line in text.splitlines() if ID_LINE.match(line)) == len(ENTRIES)


def write() -> int:
    """Rewrite the messages from what the engine says now; report entries whose refusal changed."""
    entries = load_catalogue()
    problems = []
    for e in entries:
        got = refusal(e)
        if got is None:
            problems.append(f"{e['id']}: '{e['action']}' is no longer refused")
        elif got[0] != e["rule"]:
            problems.append(f"{e['id']}: refused under {got[0]}, not {e['rule']}: {got[1]}")
        else:
            e["message"] = got[1]
    text = CATALOGUE.read_text(encoding="utf-8")
    new = render(entries, text)
    if new != text:
        CATALOGUE.write_text(new, encoding="utf-8")
        print(f"rewrote messages in {CATALOGUE}; review with: git diff {CATALOGUE}")
    else:
        print(f"{CATALOGUE}: every message is as the engine says it")
    for p in problems:
        print(f"not rewritten: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit(f"usage: {sys.argv[0]} --write   (rewrites the messages of {CATALOGUE.name}; see the docstring)")
    sys.exit(write())
