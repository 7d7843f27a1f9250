"""Refuses with its own codes (``E`` and five digits) instead of the suite's rule ids;
``codes.yaml`` maps them back (``--refusals mapped --refusal-map``).  Otherwise the reference."""

import zlib
from typing import Any

import common


def own_code(rule_id: str) -> str:
    return f"E{10000 + zlib.crc32(rule_id.encode()) % 90000}"


def recode(answer: dict[str, Any]) -> dict[str, Any]:
    if answer.get("type") == "refused":
        return {**answer, "code": own_code(answer["code"])}
    return answer


if __name__ == "__main__":
    common.run_hooked(after=recode)
