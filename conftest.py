"""The checkout's own pytest plugin: ``constantinopolis.suite.verify.plugin`` (``--engine``, ``--edition``,
``--refusals``, ``--refusal-map``, ``--step-timeout``, ``--startup-timeout``) for every pytest run in
the checkout.

It is registered here, not by an entry point of the package, so that installing the package adds
no option to the pytest runs of other projects; elsewhere, ``pytest -p constantinopolis.suite.verify.plugin``
(docs/install.md).  A conftest.py at the root is loaded whatever the command line names, so
``pytest --engine X`` works with no path; features/conftest.py registers the plugin too when this
file is not beside it (the mutation workspace, docs/mutation.md).

A test run writes the bytecode of what it imports, and pytest its rewritten test modules, even where the
environment sets ``PYTHONDONTWRITEBYTECODE``: each pytest-xdist worker would otherwise compile every module of
the package, the tests and the features again, on every run (5 to 8 s of the README's test command on a two-core
machine).  The ``__pycache__`` folders are git-ignored.
"""

import sys

sys.dont_write_bytecode = False

pytest_plugins = ["constantinopolis.suite.verify.plugin"]
