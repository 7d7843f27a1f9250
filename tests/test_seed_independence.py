"""No feature and no scenario file may depend on the engine's random seed.

Another implementation, in another language, is verified with the same features and
scenario files; it cannot reproduce this engine's random generator.  So a situation
states every random outcome it relies on (``setup.offices``, ``setup.market``,
``setup.contracts``, ``setup.shuffles``: docs/scenario-format.md), and:

- the slow test plays every feature of the five books and every scenario file under
  two other seeds and expects the same success as under the default one;
- the fast tests check that no situation can name a seed at all.  They read what the
  steps *do*, not only how they are worded: every step of every feature is matched to
  its phrase and the situation paths it writes are rendered (a seed written in any
  language, through any phrase, is caught), scenario files are parsed as YAML and
  every key at every depth is checked, and no phrase of any phrasebook writes a seed.
  The text of the steps (not the descriptions and comments, which may explain that
  there is no seed) is also searched for the word "seed" in the five languages.
"""

from __future__ import annotations

import functools
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from constantinopolis import ScenarioError
from constantinopolis.rulebooks import CODES
from constantinopolis.suite.scenario import load_scenario, run_scenario

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # the features package, for its phrase matching
    sys.path.insert(0, str(ROOT))

from features.steps import Entry, load_phrasebook, parse_rows, parse_values, render  # noqa: E402

LANGUAGES = CODES
OTHER_SEEDS = (1, 987654321)
SCENARIO_FILES = sorted((ROOT / "scenarios").glob("*.yaml"))
FEATURE_FILES = sorted((ROOT / "features").glob("*/*.feature"))
# "seed" in each book's language, and a step as the old situation steps wrote it
SEED_WORDS_BY_BOOK = {
    "en": (r"seeds?", "the game uses seed 4"),
    "es": (r"semillas?", "la semilla aleatoria 4"),
    "fr": (r"graines?", "la partie utilise la graine 4"),
    "de": (r"startwert(e|s)?|zufallsstartwert", "das Spiel verwendet den Startwert 4"),
    "it": (r"semi|seme", "la partita usa il seme 4"),
}
SEED_WORDS = re.compile(rf"\b({'|'.join(words for words, _ in SEED_WORDS_BY_BOOK.values())})\b", re.IGNORECASE)


# ====================================================================== the slow test
def _tail(text: str, lines: int = 40) -> str:
    return "\n".join(text.splitlines()[-lines:])


@pytest.mark.slow
def test_features_and_scenario_files_pass_under_other_seeds() -> None:
    """The five books' features and the scenario files, under two seeds other than the default 0."""
    runs = {}
    for seed in OTHER_SEEDS:
        env = {**os.environ, "CONSTANTINOPOLIS_SEED": str(seed)}
        env.pop("PYTEST_ADDOPTS", None)
        runs[seed] = subprocess.Popen(
            [sys.executable, "-m", "pytest", "features", "-q", "-p", "no:randomly", "-x"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
    # the scenario files meanwhile, in this process: run_scenario takes the seed
    failed_scenarios = []
    for seed in OTHER_SEEDS:
        for path in SCENARIO_FILES:
            report = run_scenario(path, seed=seed)
            if not report.ok:
                failed_scenarios.append(f"{path.name} under seed {seed}: {report.error or 'an expectation failed'}")
    failures = []
    for seed, proc in runs.items():
        out, _ = proc.communicate(timeout=1800)
        if proc.returncode != 0:
            failures.append(f"features under CONSTANTINOPOLIS_SEED={seed} exited {proc.returncode}:\n{_tail(out)}")
    assert not failed_scenarios, "\n".join(failed_scenarios)
    assert not failures, "\n\n".join(failures)


# ====================================================================== the fast checks
def _seed_keys(value: Any, where: str = "") -> Iterator[str]:
    """The paths of every mapping key named ``seed`` in ``value``, at any depth (dotted keys too)."""
    if isinstance(value, dict):
        for key, sub in value.items():
            path = f"{where}.{key}" if where else str(key)
            if "seed" in str(key).lower().split("."):
                yield path
            yield from _seed_keys(sub, path)
    elif isinstance(value, list):
        for i, sub in enumerate(value):
            yield from _seed_keys(sub, f"{where}.{i}")


def _writes(entry: Entry, values: dict[str, Any], rows: list[dict[str, Any]] | None) -> dict[str, Any]:
    """The situation paths and values a set/add phrase writes, as the steps module renders them."""
    out: dict[str, Any] = {}
    if entry.op not in ("set", "add"):
        return out
    for row in rows if rows is not None else [{}]:
        v = {**values, **row}
        for path, value in entry.template.items():
            out[str(render(path, v))] = render(value, v)
    return out


def _steps(feature: Path) -> Iterator[tuple[str, int, str, str, list[list[str]] | None]]:
    """(language, line, type, text, datatable) of every step a feature runs, outlines expanded."""
    from pytest_bdd.feature import get_features

    language = feature.parent.name
    for parsed in get_features([str(feature)]):
        for template in parsed.scenarios.values():
            contexts = [c for ex in template.examples for c in ex.as_contexts()] or [{}]
            for context in contexts:
                for st in template.render(context).steps:
                    table = st.datatable.raw() if st.datatable is not None else None
                    yield language, st.line_number, st.type, st.name, table


PHRASEBOOKS = {lang: load_phrasebook(lang) for lang in LANGUAGES}


_compiled = functools.cache(re.compile)  # thousands of steps against every phrase: re's own cache is too small


def _match(language: str, kind: str, text: str) -> list[tuple[Entry, re.Match[str]]]:
    found = []
    for entry in PHRASEBOOKS[language]:
        if entry.keyword == kind:
            m = _compiled(entry.regex).match(text)
            if m:
                found.append((entry, m))
    return found


def test_no_feature_step_writes_or_names_a_seed() -> None:
    problems = []
    counted = dict.fromkeys(LANGUAGES, 0)
    for feature in FEATURE_FILES:
        rel = feature.relative_to(ROOT)
        for language, line, kind, text, table in _steps(feature):
            counted[language] += 1
            cells = " ".join(" ".join(row) for row in table or [])
            if SEED_WORDS.search(f"{text} {cells}"):
                problems.append(f"{rel}:{line}: the step names a seed: {text}")
            matches = _match(language, kind, text)
            if not matches:
                problems.append(f"{rel}:{line}: no phrase of the {language} phrasebook reads this step: {text}")
            for entry, m in matches:
                rows = parse_rows(entry, table) if entry.columns is not None and table else None
                for path in _seed_keys(_writes(entry, parse_values(entry, m), rows)):
                    problems.append(f"{rel}:{line}: the step writes {path} into the situation: {text}")
    assert not problems, "\n".join(problems)
    assert all(n > 300 for n in counted.values()), f"too few steps read, the check is broken: {counted}"


def test_no_phrase_of_any_phrasebook_writes_a_seed() -> None:
    for language, entries in PHRASEBOOKS.items():
        for entry in entries:
            if entry.op in ("set", "add"):
                assert not list(_seed_keys(entry.template)), f"{language}: {entry.phrase!r} writes a seed"
            assert not SEED_WORDS.search(entry.phrase), f"{language}: the phrase {entry.phrase!r} names a seed"


@pytest.mark.parametrize("path", SCENARIO_FILES, ids=lambda p: p.name)
def test_no_scenario_file_has_a_seed(path: Path) -> None:
    """Parsed, not grepped: comments and descriptions may explain that there is no seed; no key may be one."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert not list(_seed_keys(data)), f"{path.name}: a seed key at {list(_seed_keys(data))}"
    load_scenario(path)  # the loader refuses a seed too


def test_the_checks_catch_a_seed() -> None:
    """The checks above are not vacuous: they flag what the old situations wrote, in every book's language."""
    assert tuple(SEED_WORDS_BY_BOOK) == CODES, "give the word for 'seed' of every book (SEED_WORDS_BY_BOOK)"
    for _, old in SEED_WORDS_BY_BOOK.values():
        assert SEED_WORDS.search(old), old
        assert not any(_match(lang, "given", old) for lang in LANGUAGES), f"a phrase still reads {old!r}"
    assert list(_seed_keys({"seed": 4})) == ["seed"]
    assert list(_seed_keys({"setup.seed": 4})) == ["setup.seed"]
    assert list(_seed_keys({"shuffles": [{"pile": "markets", "seed": 4}]})) == ["shuffles.0.seed"]
    assert not list(_seed_keys({"shuffles": [{"pile": "markets", "order": ["domus-regia"]}]}))
    assert not SEED_WORDS.search("the market cards will be reshuffled as Domus Regia and Opificies")
    assert not SEED_WORDS.search("Greg ha 3 Merci Alimentari")  # "semi" / "seme" only as words


def test_a_scenario_file_with_a_seed_is_refused_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "old.yaml"
    path.write_text("scenario: an old file\nplayers: [greg, jen]\nseed: 4\n")
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    assert info.value.line == 3
    assert "setup.shuffles" in str(info.value)
    assert "no seed" in str(info.value)
