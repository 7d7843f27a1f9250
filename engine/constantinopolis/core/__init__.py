"""The rules core: the state, the actions, the rules and their options, the phases, setup,
saved games and views.

It imports nothing from :mod:`constantinopolis.books`, :mod:`constantinopolis.suite` or
:mod:`constantinopolis.tools` (``tests/test_architecture.py``).
"""

from __future__ import annotations

import sys


def clear_caches() -> None:
    """Empty the caches the rules keep between games: each module of the core names its module-level caches in
    ``__caches__`` (a list or dict emptied, a ``functools`` cache cleared), and ``tests/test_architecture.py``
    checks that every module-level value that playing games changes is named there.  Afterwards the process
    answers as a new one would, each cache filled again by the code that fills it.

    The mutation run calls it in each mutant's child (``.ci/mutation_lines.py``): the children are forked from
    a process that has run every test, so without it a mutant of the code that fills a cache never ran.  The
    components of the box (``components.default_components``, loaded once) are data, not a cache of the rules,
    and are kept."""
    for name, module in list(sys.modules.items()):
        if name.startswith(__name__ + ".") or name == __name__:
            for cache in getattr(module, "__caches__", ()):
                found = getattr(module, cache)
                if hasattr(found, "cache_clear"):
                    found.cache_clear()
                else:
                    found.clear()
