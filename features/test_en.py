"""The English rulebook (../shared/rulebooks/en.txt) as executable scenarios."""

from pytest_bdd import scenarios

LANGUAGE = "en"

scenarios("en")
