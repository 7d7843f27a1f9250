"""Shared test configuration.

Hypothesis profiles: ``ci`` (the default, a few seconds) and ``thorough`` (many
more random games, for hunting bugs).  Choose with ``HYPOTHESIS_PROFILE=thorough``.

The rulebooks: a test that reads the five rulebook texts takes the ``rulebooks`` fixture (their
folder).  Without the folder such a test is skipped, all for one reason (README, "The
rulebooks"); in CI (``CI=true``) it fails instead, so that CI never goes green by skipping.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, settings

from constantinopolis.rulebooks import CODES, default_folder

settings.register_profile("ci", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

CHECKOUT = Path(__file__).resolve().parents[1]
RULEBOOKS_SETTING = "CONSTANTINOPOLIS_RULEBOOKS"
DEFAULT_RULEBOOKS = default_folder(CHECKOUT)  # verify's default too


def rulebooks_folder(environ: Mapping[str, str] = os.environ) -> Path:
    """Where the tests read the rulebooks: the folder ``CONSTANTINOPOLIS_RULEBOOKS`` names, else
    ``../shared/rulebooks`` beside the checkout."""
    named = environ.get(RULEBOOKS_SETTING)
    return Path(named) if named else DEFAULT_RULEBOOKS


def in_ci(environ: Mapping[str, str] = os.environ) -> bool:
    """``CI`` set to true (GitHub Actions, GitLab CI and most others set ``CI=true``)."""
    return environ.get("CI", "").strip().lower() in ("true", "1", "yes")


def load_yaml(text: str) -> Any:
    """What ``yaml.safe_load`` builds (plain data only), with libyaml's safe loader where PyYAML has it: about fifteen
    times faster, for the catalogues the test modules read when they are collected, in every pytest-xdist worker."""
    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def missing_rulebooks(folder: Path) -> str:
    """The one reason given for every test that needs the rulebooks when ``folder`` is not there."""
    return f"the five rulebooks are not at {folder} (set {RULEBOOKS_SETTING}): see README, 'The rulebooks'"


def require_rulebooks(environ: Mapping[str, str] = os.environ) -> Path:
    """The rulebooks' folder; when it is missing, or lacks one of the five books, skip the calling test, or fail
    it in CI."""
    folder = rulebooks_folder(environ)
    absent = [f"{code}.txt" for code in CODES if not (folder / f"{code}.txt").is_file()]
    if not absent:
        return folder
    reason = missing_rulebooks(folder)
    if folder.is_dir():  # a folder named, or made, without the books in it
        reason += f" (the folder has no {', '.join(absent)})"
    if in_ci(environ):
        pytest.fail(f"{reason} (CI=true: a test that needs them fails instead of being skipped)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture
def rulebooks() -> Path:
    """The folder of ``en.txt``, ``es.txt``, ``fr.txt``, ``de.txt`` and ``it.txt`` (:func:`require_rulebooks`)."""
    return require_rulebooks()
