"""The reference engine with one rule broken: ``python tests/rule_sweep/engine.py RULE_ID``.

It speaks ``docs/protocol.md`` as ``constantinopolis serve`` does, with the fault ``faults.FAULTS[RULE_ID]``
applied (a generated or written fault through :mod:`patching`; a reused engine of ``tests/faulty_engines/``
run as it is).  A rule that cannot be broken alone, or a fault that no longer applies to the reference's
source (an edit's text is gone), is an error on stderr with exit status 2.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
FAULTY_ENGINES = HERE.parent / "faulty_engines"
sys.path[:0] = [str(HERE), str(FAULTY_ENGINES)]

import faults  # noqa: E402  (imports nothing of constantinopolis)
import patching  # noqa: E402


def main(argv: list[str]) -> None:
    if len(argv) != 1 or argv[0] not in faults.FAULTS:
        sys.exit(f"usage: engine.py RULE_ID (one of the {len(faults.FAULTS)} rule ids of faults.FAULTS)")
    rule = argv[0]
    fault = faults.FAULTS[rule]
    if fault.kind == "not-breakable":
        sys.exit(f"{rule} is not breakable alone: {fault.description}")
    if fault.reuse:
        runpy.run_path(str(FAULTY_ENGINES / f"{fault.reuse}.py"), run_name="__main__")
        return
    edits: dict[str, list[tuple[str, str]]] = {}
    for e in fault.edits:
        edits.setdefault(e.module, []).append((e.old, e.new))
    try:
        finder = patching.install(rule if fault.kind == "generated" else None, edits)
        import common  # the reference loop; imports constantinopolis through the fault

        import constantinopolis.tools.cli  # noqa: F401  (every module a fault may touch is imported now)
    except patching.FaultError as e:
        sys.exit(f"the fault of {rule} does not apply: {e}")
    missing = set(edits) - finder.applied
    if missing:
        sys.exit(f"the fault of {rule} does not apply: modules never imported: {', '.join(sorted(missing))}")
    if fault.kind == "generated" and not finder.sites:
        sys.exit(f"the fault of {rule} does not apply: no refusal by {rule} in the reference")
    common.run()


if __name__ == "__main__":
    main(sys.argv[1:])
