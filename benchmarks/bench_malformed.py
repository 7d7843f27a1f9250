"""How long a malformed file takes to be refused (tests/malformed/corpus.yaml): every case must get
its error within 2 s.  Prints each case's time (the best of three) and the slowest.

    .venv/bin/python benchmarks/bench_malformed.py
"""

from __future__ import annotations

import contextlib
import io
import sys
import tempfile
import time
from pathlib import Path

import yaml

from constantinopolis.core.components import load_components
from constantinopolis.core.errors import ConstantinopolisError
from constantinopolis.tools.cli import main

ROOT = Path(__file__).resolve().parents[1]
AIM = 2.0


def case_bytes(case: dict[str, object]) -> bytes:
    if "content_hex" in case:
        return bytes.fromhex(str(case["content_hex"]))
    text = str(case.get("content", ""))
    repeat = case.get("repeat")
    if isinstance(repeat, dict):
        text += str(repeat["text"]) * int(repeat["times"])
    return text.encode("utf-8")


def refuse(kind: str, path: Path) -> None:
    if kind == "scenario":
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            main(["play-scenario", str(path)])
    else:
        with contextlib.suppress(ConstantinopolisError):
            load_components(str(path))


def main_bench() -> int:
    corpus = yaml.safe_load((ROOT / "tests" / "malformed" / "corpus.yaml").read_text(encoding="utf-8"))
    times: list[tuple[float, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        for case in corpus:
            path = Path(tmp) / f"{case['id']}.yaml"
            path.write_bytes(case_bytes(case))
            best = float("inf")
            for _ in range(3):
                start = time.perf_counter()
                refuse(case["kind"], path)
                best = min(best, time.perf_counter() - start)
            times.append((best, case["id"]))
    times.sort(reverse=True)
    print(f"python {sys.version.split()[0]}; {len(times)} malformed files, the best of 3 runs each")
    for seconds, name in times[:10]:
        print(f"{seconds * 1000:9.1f} ms  {name}")
    print(f"slowest: {times[0][0] * 1000:.1f} ms ({times[0][1]}); median {times[len(times) // 2][0] * 1000:.1f} ms")
    print(f"aim: every error within {AIM:.0f} s: {'met' if times[0][0] < AIM else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main_bench())
