"""The ruling page (``adjudicate ... --html FILE``, constantinopolis.suite.ruling_page), without a browser.

The browser check of the same pages is ``.ci/ruling_pages.sh`` (``.ci/check_ruling_page.py``), run by CI.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from constantinopolis.rulebooks import CODES
from constantinopolis.suite.adjudicate import adjudicate
from constantinopolis.suite.ruling_page import render

ROOT = Path(__file__).resolve().parents[1]
CONSUL = ROOT / "scenarios" / "rulings" / "consul-19-gold-metallum.yaml"
TIE = ROOT / "scenarios" / "rulings" / "c-tie-gold-before-goods.yaml"


class Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.attrs: list[tuple[str, dict[str, str]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.attrs.append((tag, {k: v or "" for k, v in attrs}))

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def having(self, key: str) -> list[str]:
        return [a[key] for _, a in self.attrs if key in a]


def parsed(page: str) -> Tags:
    tags = Tags()
    tags.feed(page)
    return tags


@pytest.mark.parametrize("lang", CODES)
def test_the_consul_page_in_each_language(lang: str) -> None:
    ruling = adjudicate(CONSUL, edition=lang)
    tags = parsed(render(ruling, lang))
    assert dict(tags.attrs[0][1]).get("lang") == lang or ("html", {"lang": lang}) in tags.attrs
    assert tags.having("data-verdict") == ["refused"]
    assert tags.having("data-rule") == ["consul.preempt"]
    books = tags.having("data-book")
    assert sorted(books) == sorted(CODES) and books[0] == lang  # five books, the judge's first
    assert sorted(tags.having("data-edition")) == sorted(CODES)
    assert sorted(tags.having("data-player")) == ["jen", "kay"]


def test_the_page_names_the_situation_in_the_books_terms() -> None:
    text = " ".join(parsed(render(adjudicate(CONSUL, edition="de"), "de")).text)
    assert "Aktueller Markt" in text and "Kleines Schiff" in text and "ABGELEHNT" in text
    assert "kay: build metallum" in text  # the action that brought the table there


def test_the_page_is_self_contained() -> None:
    page = render(adjudicate(TIE, edition="en"), "en")
    assert "http://" not in page and "https://" not in page and "<script" not in page
    assert page.startswith("<!DOCTYPE html>")


def test_the_command_writes_the_page_and_prints_the_ruling(tmp_path: Path) -> None:
    target = tmp_path / "ruling.html"
    cmd = [sys.executable, "-m", "constantinopolis", "adjudicate", str(CONSUL), "--lang", "it", "--html", str(target)]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert '<html lang="it">' in target.read_text(encoding="utf-8")
    assert done.stdout  # the answer is printed as well


def test_an_unwritable_page_is_a_clear_error(tmp_path: Path) -> None:
    target = tmp_path / "no-such-folder" / "ruling.html"
    cmd = [sys.executable, "-m", "constantinopolis", "adjudicate", str(CONSUL), "--html", str(target), "--json"]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    assert done.returncode == 2
    error = json.loads(done.stdout)
    assert "--html" in json.dumps(error) and "Traceback" not in done.stderr


def test_the_page_never_replaces_the_situation_or_a_file_that_is_not_a_page(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A judge who swaps two arguments keeps his files: ``--html`` writes a new file or replaces a page."""
    from constantinopolis.tools.cli import main

    situation = tmp_path / "situation.yaml"
    situation.write_bytes(CONSUL.read_bytes())
    notes = tmp_path / "notes.txt"
    notes.write_text("the table's notes\n", encoding="utf-8")
    for target, problem in ((situation, "that is the situation file itself"), (notes, "is not an HTML page")):
        before = target.read_bytes()
        assert main(["adjudicate", str(situation), "--html", str(target)]) == 2
        assert problem in capsys.readouterr().err
        assert target.read_bytes() == before
    # in the judge's language, as every other error of adjudicate
    assert main(["adjudicate", str(situation), "--html", str(notes), "--lang", "it"]) == 2
    assert capsys.readouterr().err == (
        f"error: --html {notes}: il file esiste e non è una pagina HTML; indica un file nuovo, oppure eliminalo prima\n"
    )
    assert main(["adjudicate", str(situation), "--html", str(tmp_path / "none" / "x.html"), "--lang", "de"]) == 2
    assert "die Seite lässt sich nicht schreiben" in capsys.readouterr().err
    folder = tmp_path / "pages"
    folder.mkdir()
    assert main(["adjudicate", str(situation), "--html", str(folder)]) == 2  # a folder: refused, nothing left
    assert "cannot write the page" in capsys.readouterr().err and not (tmp_path / ".pages.tmp").exists()
    page = tmp_path / "ruling.html"
    for _ in range(2):  # a new page, then the same page replaced
        assert main(["adjudicate", str(situation), "--html", str(page)]) == 0
        assert page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    capsys.readouterr()


@pytest.mark.parametrize("other", [["--html", "ruling.html"], ["--all-editions"]])
def test_legal_with_an_option_it_cannot_honour_is_refused(other: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """``--legal`` lists one edition's legal actions and writes no page: the options that would be ignored are
    refused, not dropped silently."""
    from constantinopolis.tools.cli import main

    assert main(["adjudicate", str(CONSUL), "--legal", "jen", *other]) == 2
    assert capsys.readouterr().err.startswith("error: ")


class OwnWords(HTMLParser):
    """The page's own words: its text outside quotations (``blockquote``), code (actions, ids) and the head."""

    def __init__(self) -> None:
        super().__init__()
        self.skipping = 0
        self.lines: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.skipping += tag in ("blockquote", "code", "head")

    def handle_endtag(self, tag: str) -> None:
        self.skipping -= tag in ("blockquote", "code", "head")

    def handle_data(self, data: str) -> None:
        if not self.skipping and data.strip():
            self.lines.append(data.strip())


@pytest.mark.parametrize("lang", [c for c in CODES if c != "en"])
@pytest.mark.parametrize(
    "name", ["consul-19-gold-metallum", "a-office-wall-answer-to-raise", "c-tie-gold-before-goods"]
)
def test_the_page_has_no_english_word_left(name: str, lang: str, rulebooks: Path) -> None:
    """The same check as the text answer's (tests/test_i18n.py), on the page's own words."""
    from test_i18n import english_left

    ruling = adjudicate(ROOT / "scenarios" / "rulings" / f"{name}.yaml", edition=lang)
    words = OwnWords()
    words.feed(render(ruling, lang))
    players = list(ruling.situation.players)
    assert english_left("\n".join(words.lines), lang, players, rulebooks) == []


def test_the_page_writes_values_as_the_state_view_does_not_as_python(tmp_path: Path) -> None:
    """A change holding true, false or null (a pending decision's ``redemptor``, the auction's ``contest``) is
    written as the state view writes it, never as Python's True, False, None or ['kay', 'jen']."""
    situation = tmp_path / "situation.yaml"
    situation.write_text(
        "scenario: Kay buys the Metallum; the Consul may preempt it\nplayers: [kay, jen]\nsetup:\n  round: 3\n"
        "  phase: construct\n  offices: {magister-officiorum: kay, consul: jen}\n  supply: {buildings: {metallum: 1}}\n"
        "  players:\n    kay: {gold: 30}\n    jen: {gold: 25}\n",
        encoding="utf-8",
    )
    tags = Tags()
    tags.feed(render(adjudicate(situation, "kay: build metallum"), "en"))
    text = " ".join(tags.text)
    assert "redemptor false" in text
    assert not re.search(r"\b(True|False|None)\b|\['", text), text


def test_the_page_says_what_the_rules_did_before_a_question_of_a_phase_gone_by(tmp_path: Path) -> None:
    """The notes before the verdict are on the page as in the text answer: here the Praefectus Pretorio's good,
    given by the rules after the situation's last action (adjudicate.situation_notes)."""
    from test_adjudicate import PP_ONE_TYPE

    path = tmp_path / "pp.yaml"
    path.write_text(PP_ONE_TYPE, encoding="utf-8")
    page = render(adjudicate(path), "it")
    assert "nota: dopo l&#x27;ultima azione della situazione (jen: keep)" in page
    assert "office.praefectus-pretorio-good" in page
