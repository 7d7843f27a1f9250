"""The French rulebook (../shared/rulebooks/fr.txt) as executable scenarios."""

from pytest_bdd import scenarios

from .phrases import register

LANGUAGE = "fr"
register(LANGUAGE)
scenarios(LANGUAGE)
