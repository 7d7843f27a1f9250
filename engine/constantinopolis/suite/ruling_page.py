"""A ruling as one self-contained HTML page, in the judge's language (``adjudicate ... --html FILE``).

The page holds what a judge shows the table: the situation as a readable table (round, phase, who
is to act, the offices, the market, each player's gold, FP, goods, buildings, ships and contracts),
the actions that brought the table there, the question, the verdict with its reason, the deciding
rules quoted in all five books (each with its status in that book), the verdict under every edition
preset, and the readings a judge may debate.  Every word of the page's own is a phrase of
``translations/answers/<lang>/page.yaml`` (:mod:`.i18n`); the books' sentences are quotations, in
``<blockquote lang=...>``.  No script, no link to the network: the page can be mailed or printed.

Elements the browser check (``.ci/check_ruling_page.py``) reads: ``data-verdict`` on the verdict,
``data-rule`` on each deciding rule and ``data-book`` on each of its quotations, ``data-edition`` on
each row of the editions' table, ``data-reading`` on each reading, ``data-player`` on each row of the
situation's table.
"""

from __future__ import annotations

import json
from html import escape
from typing import TYPE_CHECKING, Any

from ..books import i18n
from ..books.discrepancies import reason_key
from ..books.glossary import load_glossary
from ..rulebooks import CODES

if TYPE_CHECKING:
    from .adjudicate import Ruling

STYLE = """
:root { color-scheme: light; --ink: #1d1d1f; --muted: #5b5b66; --line: #d9d9e0; --ok: #17623a; --no: #a1241c; }
* { box-sizing: border-box; }
body { font: 16px/1.5 system-ui, sans-serif; color: var(--ink); margin: 0 auto; max-width: 60rem; padding: 1rem; }
h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
h2 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; border-bottom: 1px solid var(--line); }
.rests-on { border-left: 4px solid #b7791f; padding-left: .75rem; }
.verdict { font-size: 1.3rem; font-weight: 700; padding: .5rem .75rem; border-radius: .4rem; }
.verdict[data-verdict=allowed] { background: #e3f4ea; color: var(--ok); }
.verdict[data-verdict=refused] { background: #fbe6e4; color: var(--no); }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: .92rem; }
th, td { text-align: left; vertical-align: top; padding: .3rem .5rem; border-bottom: 1px solid var(--line); }
td { overflow-wrap: anywhere; }
blockquote { margin: .3rem 0 .6rem 1rem; padding-left: .75rem; border-left: 3px solid var(--line); }
.cite, .status, .muted { color: var(--muted); font-size: .9rem; }
.notice { border-left: 3px solid var(--no); padding-left: .5rem; }
.rule { margin: .75rem 0; }
code { font-size: .9em; overflow-wrap: anywhere; }
.differs { font-weight: 700; }
ul { padding-left: 1.25rem; }
@media print { body { max-width: none; } }
"""


def render(ruling: Ruling, lang: str | None = None) -> str:
    """The ruling as an HTML page in ``lang`` (default: the edition's own language)."""
    lang = lang or ruling.edition
    data = ruling.to_dict()

    def say(key: str, **fields: Any) -> str:
        return escape(i18n.phrase(key, lang, **fields))

    body = [
        f"<h1>{say('page.title')}</h1>",
        f'<p class="muted">{say("page.source", path=str(ruling.situation.path))}</p>',
        f"<h2>{say('page.question')}</h2>",
        f'<blockquote class="question">{escape(ruling.situation.name)}</blockquote>',  # the situation file's words
        f"<p>{say('page.action')} <code>{escape(ruling.action)}</code> · "
        f"{say('page.edition', edition=ruling.edition)}</p>",
        *_verdict(ruling, data, lang, say),
        *_situation(ruling, lang, say),
        *_deciding(ruling, data, lang, say),
        *_editions(ruling, data, say),
        *_readings(data, lang, say),
    ]
    return (
        f'<!DOCTYPE html>\n<html lang="{escape(lang)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{say('page.title')} · {escape(ruling.action)}</title>\n<style>{STYLE}</style>\n</head>\n"
        "<body>\n" + "\n".join(body) + "\n</body>\n</html>\n"
    )


def _verdict(ruling: Ruling, data: dict[str, Any], lang: str, say: Any) -> list[str]:
    verdict = "allowed" if ruling.verdict.allowed else "refused"
    out = [f"<h2>{say('page.verdict')}</h2>"]
    resting = data.get("rests_on") or []
    if resting:  # a convention, an implied rule or one the book does not state: said first
        from .adjudicate import status_line

        out.append(f'<div class="rests-on"><p>{say("status.rests-on")}</p><ul>')
        out += [
            f"<li><code>{escape(r['rule'])}</code>: {escape(status_line(r['rule'], ruling.edition, lang))}</li>"
            for r in resting
        ]
        out.append("</ul></div>")
    from .adjudicate import situation_notes

    for sentence, lines in situation_notes(ruling, lang):  # the game played on before the disputed action
        out.append(f'<p class="muted">{escape(sentence)}</p>')
        if lines:
            out.append("<ul>" + "".join(f"<li>{escape(line)}</li>" for line in lines) + "</ul>")
    out.append(f'<p class="verdict" data-verdict="{verdict}">{say("page." + verdict)}</p>')
    from .adjudicate import readings_notice, slips_notice

    # as the text answer says it under the verdict: a debatable reading it depends on, a slip of the book
    out += [f'<p class="notice">{escape(line.strip())}</p>' for line in readings_notice(ruling, lang)]
    out += [f'<p class="notice">{escape(line.strip())}</p>' for line in slips_notice(ruling, lang)]
    if not ruling.verdict.allowed and ruling.verdict.message:
        out.append(f"<p>{escape(_words(i18n.translate(ruling.verdict.message, lang), ruling, lang))}</p>")
    scoring = data.get("scoring")
    for change in data.get("changes") or []:
        if change["path"] == "result" and scoring:
            continue  # the final scoring, as a table below
        out.append(
            f'<p class="muted"><code>{escape(str(change["path"]))}</code>: '
            f"<code>{escape(_value(change['before']))}</code> → <code>{escape(_value(change['after']))}</code></p>"
        )
    if scoring:  # the same words as the text answer's table and tie-break steps (adjudicate.scoring_text)
        from .adjudicate import scoring_text

        t = scoring_text(scoring, lang, ruling.edition)
        out.append(f'<p>{escape(t.title)}</p><div class="table-wrap"><table class="scoring"><tr>')
        out.append("".join(f"<th>{escape(h)}</th>" for h in t.head) + "</tr>")
        out += ["<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row) + "</tr>" for row in t.rows]
        out.append(f'</table></div><p class="muted">{escape(t.rate)}</p><p>{escape(t.ties_title)}</p><ol>')
        out += [f"<li>{escape(step)}</li>" for step in t.steps]
        out.append(f"</ol><p><strong>{escape(t.decided)}</strong></p>")
    log = data.get("log") or []
    if log:
        out.append(f"<p>{say('page.log')}</p><ul>")
        out += [f"<li>{escape(_words(i18n.translate_log(line, lang), ruling, lang))}</li>" for line in log]
        out.append("</ul>")
    return out


def _words(text: str, ruling: Ruling, lang: str) -> str:
    """An engine message already in ``lang``, its book citations the edition's (:func:`.adjudicate.cite_in_book`)."""
    from .adjudicate import cite_in_book

    return cite_in_book(text, ruling.edition, lang)


def _value(value: Any) -> str:
    """A value of the state view for a reader: a list or a mapping item by item, each value as the view (JSON)
    writes it (``true``, ``null``, never Python's ``True`` or ``None``); nothing at all is a dash."""
    if isinstance(value, list):
        return ", ".join(_item(v) for v in value) or "—"
    if isinstance(value, dict):
        return ", ".join(f"{k} {_item(v)}" for k, v in value.items()) or "—"
    return "—" if value is None else _item(value)


def _item(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


# ------------------------------------------------------------------ the situation
def term(section: str, term_id: str, lang: str) -> str:
    """The book's first name for a game term (``buildings``, ``metallum``), or the id."""
    names = load_glossary().get(section, {}).get(term_id, {})
    found = names.get(lang) or names.get("en") or [term_id]
    return str(found[0])


def _situation(ruling: Ruling, lang: str, say: Any) -> list[str]:
    from .adjudicate import situation_game

    view = situation_game(ruling.situation, ruling.edition).view()
    offices = ", ".join(
        f"{term('offices', office, lang)}: {o['holder'] or '—'}" for office, o in view["offices"].items()
    )
    market = view["market"]["current"]
    facts = [
        (say("page.round"), str(view["round"])),
        (say("page.phase"), escape(term("phases", str(view["phase"]), lang))),
        (say("page.to-act"), escape(", ".join(view["actors"]) or "—")),
        (say("page.offices"), escape(offices)),
        (say("page.market"), escape(term("markets", market["id"], lang) if market else "—")),
    ]
    out = [f"<h2>{say('page.situation')}</h2>", '<div class="table-wrap"><table>']
    out += [f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in facts]
    out.append("</table></div>")
    heads = ("player", "gold", "fp", "goods", "buildings", "ships", "contracts")
    out.append('<div class="table-wrap"><table><tr>' + "".join(f"<th>{say('page.' + h)}</th>" for h in heads) + "</tr>")
    for name, p in view["players"].items():
        goods = ", ".join(f"{n} {term('goods', g, lang)}" for g, n in p["goods"].items()) or "—"
        buildings = ", ".join(term("buildings", b, lang) for b in p["buildings"]) or "—"
        ships = ", ".join(f"{term('ships', s['size'], lang)} ({s['id']})" for s in p["ships"]) or "—"
        contracts = ", ".join([*p["hand"], *p["saved"]]) or "—"
        cells = (name, str(p["gold"]), str(p["fp"]), goods, buildings, ships, contracts)
        out.append(f'<tr data-player="{escape(name)}">' + "".join(f"<td>{escape(c)}</td>" for c in cells) + "</tr>")
    out.append("</table></div>")
    played = [str(step.action) for step in ruling.situation.steps if step.action is not None]
    if played:
        out.append(f"<p>{say('page.played')}</p><ol>")
        out += [f"<li><code>{escape(a)}</code></li>" for a in played]
        out.append("</ol>")
    return out


# ------------------------------------------------------------------ the rules, the editions, the readings
def _deciding(ruling: Ruling, data: dict[str, Any], lang: str, say: Any) -> list[str]:
    """Each deciding rule with its numbers, then its sentence in each book (the judge's book first)."""
    rules = _deciding_rules(data)
    if not rules:
        return []
    out = [f"<h2>{say('page.rules')}</h2>"]
    for rule, messages, books in rules:
        out.append(f'<div class="rule" data-rule="{escape(rule)}"><p><code>{escape(rule)}</code></p>')
        shown = data.get("message")  # a refusal's condition is already the verdict's reason
        out += [f"<p>{escape(_words(i18n.translate(m, lang), ruling, lang))}</p>" for m in messages if m and m != shown]
        for book in sorted(books, key=lambda b: (b != lang, CODES.index(b))):
            entry = books[book]
            status = entry.get("status") or ("stated" if entry.get("stated") else "not-stated")
            out.append(
                f'<div data-book="{book}"><p class="cite">{say("page.book." + book)} · '
                + (f"{escape(str(entry.get('cite', '')))} · " if entry.get("quote") else "")
                + f'<span class="status">{say("page.status." + status)}</span></p>'
            )
            if entry.get("quote") and status != "not-stated":
                quote = " … ".join(entry["quote"])
                out.append(f'<blockquote lang="{book}">{escape(quote)}</blockquote>')
            out.append("</div>")
        out.append("</div>")
    return out


def _deciding_rules(data: dict[str, Any]) -> list[tuple[str, list[str], dict[str, Any]]]:
    """(rule, its conditions in numbers, {book: entry}) for each deciding rule of the ruling's JSON, in
    order; a rule that held twice (two licences skipped) is one rule with two conditions."""
    books: dict[str, dict[str, Any]] = data.get("books") or {}
    messages: dict[str, list[str]] = {}
    for d in data.get("deciding") or []:
        messages.setdefault(str(d["rule"]), []).append(str(d.get("message") or ""))
    if not messages and data.get("rule"):
        messages[str(data["rule"])] = []  # the refusal's condition is the verdict's message, shown above
    return [(rule, said, books.get(rule, {})) for rule, said in messages.items()]


def _editions(ruling: Ruling, data: dict[str, Any], say: Any) -> list[str]:
    out = [f"<h2>{say('page.editions')}</h2>", '<div class="table-wrap"><table>']
    for edition, v in data["editions"].items():
        differs = " differs" if edition in ruling.differing else ""
        verdict = say("page." + v["verdict"]) if v["verdict"] else say("page.unreachable")
        rule = f" <code>{escape(v['rule'])}</code>" if v.get("rule") else ""
        out.append(
            f'<tr data-edition="{edition}" class="{differs.strip()}"><th>{say("page.book." + edition)}</th>'
            f"<td>{verdict}{rule}</td></tr>"
        )
    out.append("</table></div>")
    for cause in data.get("causes") or []:
        values = ", ".join(f"{ed}: {val}" for ed, val in (cause.get("values") or {}).items())
        out.append(f"<p>{say('page.cause', option=str(cause.get('option', '')))} <code>{escape(values)}</code></p>")
    return out


def _readings(data: dict[str, Any], lang: str, say: Any) -> list[str]:
    readings = data.get("readings") or []
    if not readings:
        return []
    out = [f"<h2>{say('page.readings')}</h2>"]
    for r in readings:
        option = str(r.get("option", ""))
        out.append(f'<div data-reading="{escape(option)}">')
        for side in ("taken", "other"):
            part = r.get(side) or {}
            out.append(
                f"<p><strong>{say('page.reading.' + side)}</strong> <code>{escape(option)}: "
                f"{escape(str(part.get('value', '')))}</code> — "
                f"{say('page.' + str(part.get('verdict', 'refused')))}</p>"
            )
            key = reason_key(str(r.get("discrepancy")), str(r.get("book")), part.get("value"))
            reason = i18n.load(lang)["phrases"].get(key) or str(part.get("reason") or "")
            if reason:  # why the book's text supports this reading, in the judge's language
                out.append(f'<p class="muted">{escape(reason)}</p>')
        for quote in r.get("quotes") or []:
            book = str(quote.get("book", lang))
            out.append(
                f'<p class="cite">{escape(book)}:{escape(str(quote.get("lines", "")))}</p>'
                f'<blockquote lang="{escape(book)}">{escape(str(quote.get("text", "")))}</blockquote>'
            )
        out.append("</div>")
    return out
