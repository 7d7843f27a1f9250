"""verify at scale: ``--shard K/N``, ``constantinopolis report merge`` and ``--jobs N`` (docs/cli.md).

The English book against the reference in-process (unsharded, and as shards 1/2 and 2/2) and, through
``constantinopolis serve`` like any engine, a -k selection with ``--jobs 1`` and ``--jobs 2``.  The
shards partition the items; their merge is the unsharded report (apart from times); ``--jobs 2`` is
``--jobs 1``; a merge of shards that are not one run's is exit 2 naming the file; fuzz sections merge.
"""

from __future__ import annotations

import contextlib
import io
import json
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from constantinopolis.tools.cli import main
from helpers_verify import REFERENCE, ROOT, Run, Verified, start_cli

SCHEMA = json.loads((ROOT / "docs" / "schemas" / "report.schema.json").read_text(encoding="utf-8"))
SELECTION = "auction or trade"


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Run]:
    base: Path = tmp_path_factory.mktemp("scale")
    return {
        "whole": start_cli(base, "--books", "en"),
        "1/2": start_cli(base, "--books", "en", "--shard", "1/2"),
        "2/2": start_cli(base, "--books", "en", "--shard", "2/2"),
        "jobs1": start_cli(base, "--engine", REFERENCE, "--books", "en", "-k", SELECTION, "--jobs", "1"),
        "jobs2": start_cli(base, "--engine", REFERENCE, "--books", "en", "-k", SELECTION, "--jobs", "2"),
    }


def merge(*args: str | Path) -> subprocess.CompletedProcess[str]:
    """``constantinopolis report merge ARGS``, run in-process (the console script is the same main(): see
    tests/test_cli_entry.py), with what it wrote to standard output and error."""
    argv = ["report", "merge", *map(str, args)]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(ROOT), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return subprocess.CompletedProcess(argv, code, out.getvalue(), err.getvalue())


@pytest.fixture(scope="module")
def merged(runs: dict[str, Run], tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Verified]:
    out = tmp_path_factory.mktemp("merged")
    proc = merge(runs["1/2"].out, runs["2/2"].out, "--report", out)
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    return out, Verified(report, proc.returncode, proc.stdout, proc.stderr)


def timeless(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {**i, "scenarios": [{k: v for k, v in s.items() if k != "duration_s"} for s in i["scenarios"]]} for i in items
    ]


def scenario_keys(verified: Verified) -> set[tuple[str, int, str, str]]:
    return {(s["file"], s["line"], s["name"], s["edition"]) for i in verified.report["items"] for s in i["scenarios"]}


# The tests of the runs (the whole English book three times): slow tests, run by .ci/run (pytest -m slow),
# beside its own shard-and-merge step (docs/tag-conventions.md).
@pytest.mark.slow
def test_the_shards_partition_the_items_and_their_scenarios(runs: dict[str, Run]) -> None:
    whole, one, two = (runs[k].result() for k in ("whole", "1/2", "2/2"))
    assert whole.exit_code == one.exit_code == two.exit_code == 0, one.stdout + two.stdout
    assert one.report["shard"] == "1/2" and two.report["shard"] == "2/2" and "shard" not in whole.report
    ids = [set(v.items()) for v in (one, two)]
    assert ids[0] and ids[1] and not ids[0] & ids[1]  # an item (all its scenarios) in one shard only
    assert ids[0] | ids[1] == set(whole.items())
    assert not scenario_keys(one) & scenario_keys(two)
    assert scenario_keys(one) | scenario_keys(two) == scenario_keys(whole)
    counts = [v.report["summary"]["scenarios"] for v in (one, two)]
    assert sum(counts) == whole.report["summary"]["scenarios"] and min(counts) > 0.3 * sum(counts)  # balanced
    assert one.report["steps"] + two.report["steps"] == whole.report["steps"] > 0
    for verified in (one, two, whole):
        jsonschema.validate(verified.report, SCHEMA)


@pytest.mark.slow
def test_the_merge_of_the_shards_is_the_unsharded_report(runs: dict[str, Run], merged: tuple[Path, Verified]) -> None:
    out, result = merged
    whole = runs["whole"].result()
    assert result.exit_code == 0, result.stdout + result.stderr
    report = result.report
    assert timeless(report["items"]) == timeless(whole.report["items"])  # in the unsharded order
    assert report["summary"] == whole.report["summary"] and report["books"] == whole.report["books"]
    assert report["steps"] == whole.report["steps"] and report["problems"] == whole.report["problems"] == []
    same = {k for k in whole.report if k not in ("generated", "duration_s", "items", "summary", "books")}
    assert {k: report[k] for k in same} == {k: whole.report[k] for k in same}
    assert "shard" not in report and report["merged"]["shards"] == 2
    durations = [runs[k].result().report["duration_s"] for k in ("1/2", "2/2")]
    assert report["merged"]["durations_s"] == durations and report["duration_s"] == max(durations)
    jsonschema.validate(report, SCHEMA)
    assert "verified: every item passes" in result.stdout and "merged 2 shard(s)" in result.stdout
    # JUnit and Cucumber as the unsharded run wrote them: the same test cases in the same order
    assert junit_cases(out / "junit.xml") == junit_cases(runs["whole"].out / "junit.xml")
    assert cucumber_ids(out / "cucumber.json") == cucumber_ids(runs["whole"].out / "cucumber.json")
    assert "constantinopolis-collected" in (runs["1/2"].out / "junit.xml").read_text(encoding="utf-8")
    assert "constantinopolis-collected" not in (out / "junit.xml").read_text(encoding="utf-8")
    assert (out / "report.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def junit_cases(path: Path) -> tuple[list[tuple[str | None, str | None, bool]], dict[str, str]]:
    suite = ET.parse(path).getroot().find("testsuite")
    assert suite is not None
    cases = [(c.get("classname"), c.get("name"), c.find("failure") is None) for c in suite.findall("testcase")]
    return cases, {k: suite.attrib[k] for k in ("tests", "failures", "errors", "skipped")}


def cucumber_ids(path: Path) -> list[tuple[str, list[str]]]:
    features = json.loads(path.read_text(encoding="utf-8"))
    return [(f["uri"], [e["id"] for e in f["elements"]]) for f in features]


@pytest.mark.slow
def test_jobs_2_is_jobs_1(runs: dict[str, Run]) -> None:
    one, two = runs["jobs1"].result(), runs["jobs2"].result()
    assert one.exit_code == two.exit_code == 0, two.stdout + two.stderr
    assert timeless(two.report["items"]) == timeless(one.report["items"])
    assert two.report["summary"] == one.report["summary"] and two.report["summary"]["items"] > 10
    assert two.report["steps"] == one.report["steps"] > 0
    assert two.report["engine"] == one.report["engine"] and two.report["engine"]["spec"] == REFERENCE
    assert two.report["merged"]["shards"] == 2 and "merged" not in one.report
    assert two.stdout.rstrip().endswith("verified: every item passes")
    assert junit_cases(runs["jobs2"].out / "junit.xml") == junit_cases(runs["jobs1"].out / "junit.xml")


def copy_shard(source: Path, target: Path) -> Path:
    shutil.copytree(source, target)
    return target


def edit(folder: Path, change: dict[str, Any]) -> Path:
    path = folder / "report.json"
    report = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**report, **change}), encoding="utf-8")
    return folder


@pytest.mark.slow
def test_merge_errors_exit_2_naming_the_file(runs: dict[str, Run], tmp_path: Path) -> None:
    one, two = runs["1/2"].out, runs["2/2"].out
    runs["2/2"].result()
    corrupt = copy_shard(two, tmp_path / "corrupt")
    (corrupt / "report.json").write_text('{"format": "constantinopolis-compliance-report/1", "items": [', "utf-8")
    other = edit(copy_shard(two, tmp_path / "other"), {"engine": {"spec": "node my-engine.js"}})
    books = edit(copy_shard(two, tmp_path / "books"), {"books": [{"book": "fr", "language": "French", "summary": {}}]})
    three = edit(copy_shard(two, tmp_path / "three"), {"shard": "2/3"})
    items = json.loads((two / "report.json").read_text(encoding="utf-8"))["items"]
    items[0]["scenarios"][0]["line"] = "x"
    malformed = edit(copy_shard(two, tmp_path / "malformed"), {"items": items})
    cases = [
        ([one, corrupt], f"{corrupt / 'report.json'}: not a readable JSON report"),
        ([one, other], f"{other / 'report.json'}: different engine command from {one / 'report.json'}"),
        ([one, books], f"{books / 'report.json'}: different books"),
        ([one, malformed], f"{malformed / 'report.json'}: item 0 ({items[0]['id']}) has a scenario that is not"),
        ([one, three], f"{three / 'report.json'}: shard 2/3, but {one / 'report.json'} is 1/2"),
        ([one, one], f"{one / 'report.json'}: shard 1/2 twice"),
        ([one], f"shard(s) 2/2 missing (given: 1/2 {one / 'report.json'})"),
        ([one, tmp_path / "nowhere"], f"{tmp_path / 'nowhere'}: no such report"),
    ]
    for folders, error in cases:
        proc = merge(*folders, "--report", tmp_path / "out")
        assert proc.returncode == 2, (folders, proc.stdout, proc.stderr)
        assert proc.stderr.startswith(f"error: {error}"), proc.stderr
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("shard", ["0/2", "3/2", "x", "1/0"])
def test_a_bad_shard_exits_2(shard: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # in-process: the console script is the same main() (tests/test_cli_entry.py)
    assert main(["verify", "--shard", shard]) == 2
    assert capsys.readouterr().err.startswith(
        f"error: --shard {shard!r}" if shard == "x" else f"error: --shard {shard}:"
    )


def fuzz_report(shard: str, games: int, divergences: list[dict[str, Any]], seed: int = 7) -> dict[str, Any]:
    """A fuzz run's report.json as ``constantinopolis fuzz --shard`` writes it (the shape of docs/report.md)."""
    return {
        "format": "constantinopolis-compliance-report/1",
        "generated": "2026-11-26T12:00:00Z",
        "engine": {"spec": "constantinopolis serve", "name": "constantinopolis", "protocol": 1},
        "refusals": "strict",
        "editions": ["en", "fr"],
        "duration_s": 3.0,
        "summary": {"items": 0, "scenarios": 0, "pass": 0, "fail": 0, "error": 0, "unclear": 0, "not-supported": 0},
        "books": [],
        "items": [],
        "problems": [],
        "discrepancies": [],
        "fuzz": {
            "seed": seed,
            "games": games,
            "steps": games * 100,
            "probes": games * 30,
            "duration_s": 2.5 if shard == "1/2" else 3.5,
            "shard": shard,
            "divergences": divergences,
        },
    }


def test_fuzz_sections_are_summed_and_a_divergence_exits_1(tmp_path: Path) -> None:
    divergence = {"game": 3, "step": 12, "action": "jen: sell", "path": "players.jen.gold", "expected": 5, "got": 6}
    for name, report in {
        "a": fuzz_report("1/2", 50, []),
        "b": fuzz_report("2/2", 49, [divergence]),
        "c": fuzz_report("2/2", 49, []),
        "d": fuzz_report("2/2", 49, [], seed=8),
    }.items():
        (tmp_path / name).mkdir()
        (tmp_path / name / "report.json").write_text(json.dumps(report), encoding="utf-8")
    proc = merge(tmp_path / "a", tmp_path / "b", "--report", tmp_path / "ab")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    fuzz = json.loads((tmp_path / "ab" / "report.json").read_text(encoding="utf-8"))["fuzz"]
    assert fuzz == {
        "seed": 7,
        "games": 99,
        "steps": 9900,
        "probes": 2970,
        "duration_s": 3.5,
        "shard": None,
        "divergences": [divergence],
    }
    assert "fuzz: 99 games, 9900 steps, 2970 probes, 1 divergence(s) (seed 7)" in proc.stdout
    clean = merge(tmp_path / "c", tmp_path / "a", "--report", tmp_path / "ac")
    assert clean.returncode == 0, clean.stdout + clean.stderr
    seeds = merge(tmp_path / "a", tmp_path / "d", "--report", tmp_path / "ad")
    assert seeds.returncode == 2 and seeds.stderr.startswith(
        f"error: {tmp_path / 'd' / 'report.json'}: different fuzz seed"
    )


def test_the_github_actions_example_is_a_matrix_of_shards_and_a_merge() -> None:
    workflow = yaml.safe_load((ROOT / "docs" / "examples" / "verify-matrix.yml").read_text(encoding="utf-8"))
    jobs = workflow["jobs"]
    shards = jobs["verify"]["strategy"]["matrix"]["shard"]
    verify_steps = " ".join(str(s.get("run", "")) for s in jobs["verify"]["steps"])
    assert "--shard ${{ matrix.shard }}/" + str(len(shards)) in verify_steps and shards == list(
        range(1, len(shards) + 1)
    )
    assert any("upload-artifact" in str(s.get("uses", "")) for s in jobs["verify"]["steps"])
    merge_job = jobs["merge"]
    assert merge_job["needs"] == "verify" and merge_job["if"] == "${{ always() }}"
    assert any("download-artifact" in str(s.get("uses", "")) for s in merge_job["steps"])
    assert "constantinopolis report merge" in " ".join(str(s.get("run", "")) for s in merge_job["steps"])


@pytest.mark.slow
def test_the_merge_honours_partial_as_verify_does(runs: dict[str, Run], tmp_path: Path) -> None:
    """An item not supported fails the merge (exit 1), unless the shards ran --partial (exit 0)."""
    one, two = runs["1/2"].out, runs["2/2"].out
    runs["2/2"].result()
    items = json.loads((two / "report.json").read_text(encoding="utf-8"))["items"]
    items[0]["result"] = "not-supported"
    for partial in (False, True):
        first = edit(copy_shard(one, tmp_path / f"one-{partial}"), {"partial": partial})
        second = edit(copy_shard(two, tmp_path / f"two-{partial}"), {"partial": partial, "items": items})
        proc = merge(first, second, "--report", tmp_path / f"out-{partial}")
        assert proc.returncode == (0 if partial else 1), proc.stdout + proc.stderr
        report = json.loads((tmp_path / f"out-{partial}" / "report.json").read_text(encoding="utf-8"))
        assert report["summary"]["not-supported"] == 1 and report["partial"] is partial
    mixed = merge(tmp_path / "one-True", tmp_path / "two-False", "--report", tmp_path / "mixed")
    assert mixed.returncode == 2 and "different partial" in mixed.stderr


def test_shards_of_one_command_whose_hellos_differ_are_merged_with_a_problem(tmp_path: Path) -> None:
    """``verify --jobs 2`` of an engine whose hello gives its process id as its version: the shards ran the same
    command, so the run is merged (the report exists) and the difference is a problem of the run, not an error."""
    for name, shard, version in (("a", "1/2", "101"), ("b", "2/2", "202")):
        report = fuzz_report(shard, 10, [])
        report["engine"] = {**report["engine"], "version": version}
        (tmp_path / name).mkdir()
        (tmp_path / name / "report.json").write_text(json.dumps(report), encoding="utf-8")
    proc = merge(tmp_path / "a", tmp_path / "b", "--report", tmp_path / "ab")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    problems = json.loads((tmp_path / "ab" / "report.json").read_text(encoding="utf-8"))["problems"]
    assert len(problems) == 1 and problems[0].startswith("shard 2/2: the engine described itself otherwise")
    assert '"version": "202"' in problems[0] and '"version": "101"' in problems[0]
