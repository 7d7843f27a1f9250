"""The rules core: the state, the actions, the rules and their options, the phases, setup,
saved games and views.

It imports nothing from :mod:`constantinopolis.books`, :mod:`constantinopolis.suite` or
:mod:`constantinopolis.tools` (``tests/test_architecture.py``).
"""
