"""Which engine rules do the rulebook features exercise?

A rule counts as exercised when some feature scenario carries its id as a tag
(``@market.limit``) or asserts a refusal by it ("refused by rule market.limit").
Run ``python -m features.rule_report`` (optionally ``--language es``); it prints
the rules no scenario names.  Line and branch coverage come from coverage.py
(see the README).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from constantinopolis.core.rules import RULES

FEATURES = Path(__file__).resolve().parent
RULE_ID = re.compile(r"\b([a-z][a-z0-9-]*\.[a-z0-9-]+(?:\.[a-z0-9-]+)*)\b")


def exercised(language: str | None = None) -> dict[str, set[str]]:
    """Rule id -> the feature files that name it."""
    found: dict[str, set[str]] = {}
    folders = [FEATURES / language] if language else [p for p in FEATURES.iterdir() if p.is_dir()]
    for folder in folders:
        for path in sorted(folder.glob("*.feature")):
            for rule in RULE_ID.findall(path.read_text(encoding="utf-8")):
                if rule in RULES:
                    found.setdefault(rule, set()).add(f"{folder.name}/{path.name}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--language")
    args = parser.parse_args(argv)
    seen = exercised(args.language)
    missing = [r for r in RULES if r not in seen]
    print(f"{len(seen)} of {len(RULES)} engine rules are named by a feature scenario")
    if missing:
        print("rules no scenario names:")
        for rule in missing:
            print(f"  {rule:40} {RULES[rule].cite()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
