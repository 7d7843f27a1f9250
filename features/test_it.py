"""The Italian rulebook (../shared/rulebooks/it.txt) as executable scenarios."""

from pytest_bdd import scenarios

from .phrases import register

LANGUAGE = "it"
register(LANGUAGE)
scenarios(LANGUAGE)
