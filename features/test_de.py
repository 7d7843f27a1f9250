"""The German rulebook (../shared/rulebooks/de.txt) as executable scenarios."""

from pytest_bdd import scenarios

from .phrases import register

LANGUAGE = "de"
register(LANGUAGE)
scenarios(LANGUAGE)
