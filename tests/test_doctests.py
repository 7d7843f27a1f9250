"""Every doctest of the engine package runs (the examples in the docstrings are part of the docs)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import constantinopolis

MODULES = sorted(
    m.name
    for m in pkgutil.walk_packages(constantinopolis.__path__, "constantinopolis.")
    if ".translations" not in m.name and not m.name.endswith("__main__")
)


def test_the_package_has_doctests() -> None:
    found = sum(len(doctest.DocTestFinder().find(importlib.import_module(name))) for name in MODULES)
    assert found >= 5, f"only {found} doctest(s) found in the package"


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE, verbose=False)
    assert result.failed == 0, (
        f"{result.failed} of {result.attempted} doctest example(s) of {name} failed (run it: python -m doctest)"
    )
