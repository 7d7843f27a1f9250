"""Misbehaving: its handshake claims protocol version 99, which the suite does not speak."""

from typing import Any

import common


def other_protocol(answer: dict[str, Any]) -> dict[str, Any]:
    return {**answer, "protocol": 99} if answer.get("type") == "hello" else answer


common.run_hooked(after=other_protocol)
