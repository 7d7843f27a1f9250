"""The docs' generated blocks are what ``python -m constantinopolis.tools.docgen`` writes from the registries.

A block between ``<!-- generated: NAME (python -m constantinopolis.tools.docgen) -->`` and
``<!-- end generated -->`` restates a registry (the rule options, the books, the discrepancy
catalogue); a change to the registry fails this test until the docs are regenerated.
"""

from __future__ import annotations

import difflib
import functools
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from constantinopolis.tools import docgen

ROOT = docgen.ROOT
FIX = f"run `{docgen.COMMAND}` and commit the docs it rewrites"


@pytest.fixture(scope="module", autouse=True)
def each_block_rendered_once() -> Iterator[None]:
    """A block's text depends only on its key and the checkout's registries (not on the folder of the docs
    ``docgen.main`` reads), so each is rendered once for the module: ``docgen.main`` renders every block of
    every doc, and the tests below run it five times (the rulings table adjudicates every ruling)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(docgen, "render", functools.cache(docgen.render))
        yield


def _name(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.mark.parametrize("path", docgen.documents(), ids=_name)
def test_the_doc_is_as_generated_from_the_registries(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    missing = docgen.missing_blocks(path, text)
    assert not missing, (
        f"{_name(path)} lacks the generated blocks {missing}: add each as "
        "'<!-- generated: KEY (python -m constantinopolis.tools.docgen) -->' and '<!-- end generated -->' "
        f"where it belongs, then {FIX}"
    )
    expected = docgen.generate(text)
    if expected != text:
        diff = difflib.unified_diff(text.splitlines(), expected.splitlines(), "committed", "generated", lineterm="")
        shown = "\n".join(list(diff)[:60])
        pytest.fail(f"{_name(path)} is not as generated from the registries: {FIX}\n{shown}", pytrace=False)


@pytest.mark.parametrize("rel", list(docgen.FILES))
def test_the_file_is_as_generated_from_the_registries(rel: str) -> None:
    """A file docgen writes whole (docs/schemas/start.request.json's options): a new rule option is one
    declaration, and the schema an engine's author reads follows it."""
    text = (ROOT / rel).read_text(encoding="utf-8")
    assert docgen.FILES[rel](text) == text, f"{rel} is not as generated from the registries: {FIX}"


def test_the_generated_blocks_are_where_the_docs_say() -> None:
    """Every doc named in docgen.REQUIRED exists (README.md may be absent in a mutation workspace)."""
    for rel in docgen.REQUIRED:
        assert (ROOT / rel).exists() or rel == "README.md", rel
    found = {_name(p): docgen.block_keys(p.read_text(encoding="utf-8")) for p in docgen.documents()}
    assert {rel for rel, keys in found.items() if keys} >= {rel for rel in docgen.REQUIRED if (ROOT / rel).exists()}


def _copy_docs(tmp_path: Path) -> Path:
    for path in docgen.documents():
        target = tmp_path / _name(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(path, target)
    return tmp_path


def test_the_check_names_a_stale_doc_and_the_command_and_writing_repairs_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = _copy_docs(tmp_path)
    assert docgen.main([], root=root) == 0  # the copy as generated: another doc gone stale is the test above's
    capsys.readouterr()
    doc = root / "docs" / "rule-options.md"
    text = doc.read_text(encoding="utf-8")
    doc.write_text(text.replace("| `free_trade` | `false` |", "| `free_trade` | `true` |", 1), encoding="utf-8")
    assert docgen.main(["--check"], root=root) == 1
    assert capsys.readouterr().out == f"docs/rule-options.md: out of date; run {docgen.COMMAND}\n"
    assert docgen.main([], root=root) == 0
    assert doc.read_text(encoding="utf-8") == text
    assert docgen.main(["--check"], root=root) == 0


def test_only_the_blocks_are_rewritten(tmp_path: Path) -> None:
    root = _copy_docs(tmp_path)
    doc = root / "docs" / "editions.md"
    text = doc.read_text(encoding="utf-8")
    start = text.index("<!-- generated: editions-example")
    end = text.index("<!-- end generated -->", start)
    doc.write_text("Hand-written.\n" + text[: start + text[start:].index("\n") + 1] + text[end:], encoding="utf-8")
    assert docgen.main([], root=root) == 0
    assert doc.read_text(encoding="utf-8") == "Hand-written.\n" + text


def test_a_missing_or_unknown_block_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = _copy_docs(tmp_path)
    doc = root / "docs" / "protocol.md"
    text = doc.read_text(encoding="utf-8")
    doc.write_text(text.replace("generated: protocol-options", "generated: protocol-opts"), encoding="utf-8")
    assert docgen.main(["--check"], root=root) == 1
    err = capsys.readouterr().err
    assert "docs/protocol.md: add the block <!-- generated: protocol-options" in err
    assert "docs/protocol.md: unknown generated block 'protocol-opts'" in err


def _limits() -> list[tuple[str, str]]:
    """Each limit the prose of the docs states, as it must read there, from the constant that sets it."""
    from constantinopolis.suite.protocol import MAX_LINE_BYTES
    from constantinopolis.suite.verify.engine_options import DEFAULT_STARTUP_TIMEOUT, DEFAULT_STEP_TIMEOUT
    from constantinopolis.suite.verify.process import MAX_ANSWER_BYTES, STDERR_TAIL_BYTES
    from constantinopolis.suite.verify.untrusted import MAX_DEPTH, MAX_INT_DIGITS, MAX_QUOTED

    return [
        ("README.md", f"`--step-timeout`, default {DEFAULT_STEP_TIMEOUT:g} s"),
        ("README.md", f"`--startup-timeout`, default {DEFAULT_STARTUP_TIMEOUT:g} s"),
        ("docs/protocol.md", f"{docgen._bytes(STDERR_TAIL_BYTES)} of it"),
        ("docs/protocol.md", f"at most\n  {docgen._bytes(MAX_ANSWER_BYTES)} (a real view"),
        ("docs/protocol.md", f"or longer than {docgen._bytes(MAX_ANSWER_BYTES)} |"),
        ("docs/protocol.md", f"nesting deeper than {MAX_DEPTH}, an integer over {MAX_INT_DIGITS:,} digits"),
        ("docs/protocol.md", f"refuses a request line over {docgen._bytes(MAX_LINE_BYTES)}"),
        ("docs/cli.md", f"at most {docgen._bytes(MAX_LINE_BYTES)} (`MAX_LINE_BYTES`, {MAX_LINE_BYTES:,} bytes"),
        ("docs/report.md", f"cut at {MAX_QUOTED:,} characters"),
    ]


@pytest.mark.parametrize(("doc", "said"), _limits(), ids=[f"{doc}-{i}" for i, (doc, _) in enumerate(_limits())])
def test_the_limits_the_prose_states_are_the_codes(doc: str, said: str) -> None:
    """A limit written in a sentence (the generated tables aside) reads as its constant is: a changed constant
    fails here until the sentence says the new value."""
    text = (docgen.ROOT / doc).read_text(encoding="utf-8")
    assert said in text, f"{doc} no longer says {said!r}: the constant changed, or the sentence did"
