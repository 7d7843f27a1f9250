"""The protocol's JSON Schemas (docs/schemas/) and a driver that checks every message against them.

``SchemaCheckingDriver`` is an in-process driver (``--engine helpers_protocol:SchemaCheckingDriver``
with ``tests/`` on ``PYTHONPATH``): it talks to the reference engine's :class:`Session` exactly as
the harness would, and writes every request or answer that does not match its schema, one JSON
object per line, to the file named by ``PROTOCOL_VIOLATIONS`` before failing the scenario.
"""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
from referencing import Registry, Resource

from constantinopolis.suite.protocol import Session
from constantinopolis.suite.verify.driver import ProtocolDriver, interpret

SCHEMAS = Path(__file__).resolve().parents[1] / "docs" / "schemas"
PROTOCOL_SCHEMAS = sorted(p.name for p in SCHEMAS.glob("*.json") if p.name != "report.schema.json")


@cache
def registry() -> Registry:
    """Every protocol schema under its file name, so that ``{"$ref": "situation.schema.json"}`` resolves."""
    resources = [(name, Resource.from_contents(json.loads((SCHEMAS / name).read_text()))) for name in PROTOCOL_SCHEMAS]
    return Registry().with_resources(resources)


@cache
def validator(name: str) -> jsonschema.Draft202012Validator:
    schema = json.loads((SCHEMAS / name).read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(schema, registry=registry())


def problems(name: str, message: Any) -> list[str]:
    """Why ``message`` does not match the schema ``name`` ([] when it does)."""
    return [
        f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message[:300]}"
        for e in validator(name).iter_errors(message)
    ]


def assert_valid(name: str, message: Any) -> None:
    found = problems(name, message)
    assert not found, f"{name}: " + "; ".join(found[:5])


def request_schema(request: dict[str, Any]) -> str:
    return f"{request['type']}.request.json"


def answer_schema(request: dict[str, Any]) -> str:
    return f"{request['type']}.answer.json"


class SchemaCheckingDriver(ProtocolDriver):
    """The reference engine behind a :class:`Session`, every message checked against its schema."""

    def __init__(self) -> None:
        self.session = Session()
        self.log = os.environ.get("PROTOCOL_VIOLATIONS")
        self.request({"type": "hello", "protocol": 1})

    def request(self, request: dict[str, Any]) -> dict[str, Any]:
        answer = self.session.handle(json.loads(json.dumps(request)))
        answer = json.loads(json.dumps(answer))  # exactly what would cross the pipe
        found = [f"request: {p}" for p in problems(request_schema(request), request)]
        found += [f"answer: {p}" for p in problems(answer_schema(request), answer)]
        if found:
            if self.log:
                with open(self.log, "a", encoding="utf-8") as out:
                    out.write(json.dumps({"request": request, "problems": found}) + "\n")
            raise AssertionError(f"{request['type']}: not the protocol: {'; '.join(found[:5])}")
        return interpret(request, answer)
