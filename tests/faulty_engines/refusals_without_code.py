"""Refuses without any code (only a message); otherwise the reference."""

from typing import Any

import common


def no_code(answer: dict[str, Any]) -> dict[str, Any]:
    if answer.get("type") == "refused":
        return {k: v for k, v in answer.items() if k != "code"}
    return answer


common.run_hooked(after=no_code)
