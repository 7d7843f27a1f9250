"""The English rulebook (../shared/rulebooks/en.txt) as executable scenarios."""

from pytest_bdd import scenarios

from .phrases import register

LANGUAGE = "en"
register(LANGUAGE)
scenarios(LANGUAGE)
