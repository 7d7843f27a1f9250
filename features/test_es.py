"""The Spanish rulebook (../shared/rulebooks/es.txt) as executable scenarios."""

from pytest_bdd import scenarios

from .phrases import register

LANGUAGE = "es"
register(LANGUAGE)
scenarios(LANGUAGE)
