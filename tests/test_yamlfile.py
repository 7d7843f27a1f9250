"""The guarded YAML reader gives the same answer with libyaml's parser as with PyYAML's own.

``yamlfile.read_yaml`` reads with ``yaml.CSafeLoader`` where PyYAML has libyaml (about ten times
faster) and falls back to the pure-Python path for the error report.  A user whose PyYAML lacks
libyaml must get the same data, and the same error with the same line, for every file.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from constantinopolis.core import yamlfile
from test_malformed_files import CORPUS, content

ROOT = Path(__file__).resolve().parents[1]
SUITE_FILES = sorted(
    p
    for folder in ("scenarios", "translations", "features", "tests/malformed", "engine/constantinopolis/data")
    for p in (ROOT / folder).rglob("*")
    if p.suffix in (".yaml", ".yml")
)


def read(raw: bytes | str, source: str, *, libyaml: bool, monkeypatch: pytest.MonkeyPatch) -> Any:
    """(data, line of the root) or the error's text, read with or without libyaml."""
    with monkeypatch.context() as m:
        if not libyaml:
            m.setattr(yamlfile, "_C_SAFE_LOADER", None)
        try:
            doc = yamlfile.read_yaml(raw, source)
        except yamlfile.YamlInputError as exc:
            return ("error", str(exc))
    return (doc.data, doc.root.start_mark.line if doc.root is not None else None)


def headers() -> Iterator[tuple[str, str]]:
    for game in sorted((ROOT / "scenarios" / "games").glob("*.game")):
        text = game.read_text(encoding="utf-8")
        yield game.name, text.split("\n---\n")[0]


def test_pyyaml_here_has_libyaml() -> None:
    # the fast path is what the suite runs: were libyaml missing, the tests below would compare the
    # pure-Python path with itself
    assert yamlfile._C_SAFE_LOADER is yaml.CSafeLoader


@pytest.mark.slow  # every YAML file of the suite read twice, once by the pure-Python reader
def test_every_yaml_file_of_the_suite_reads_the_same_with_and_without_libyaml(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert len(SUITE_FILES) > 50
    for path in SUITE_FILES:
        raw = path.read_bytes()
        fast = read(raw, path.name, libyaml=True, monkeypatch=monkeypatch)
        assert fast == read(raw, path.name, libyaml=False, monkeypatch=monkeypatch), path
    for name, header in headers():
        assert read(header, name, libyaml=True, monkeypatch=monkeypatch) == read(
            header, name, libyaml=False, monkeypatch=monkeypatch
        ), name


@pytest.mark.parametrize("case", CORPUS, ids=[c["id"] for c in CORPUS])
def test_every_malformed_file_gets_the_same_error_with_and_without_libyaml(
    case: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    raw = content(case)
    assert read(raw, "case.yaml", libyaml=True, monkeypatch=monkeypatch) == read(
        raw, "case.yaml", libyaml=False, monkeypatch=monkeypatch
    )
