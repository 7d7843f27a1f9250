"""The checkout's own pytest plugin: ``constantinopolis.suite.verify.plugin`` (``--engine``, ``--edition``,
``--refusals``, ``--refusal-map``, ``--step-timeout``, ``--startup-timeout``) for every pytest run in
the checkout.

It is registered here, not by an entry point of the package, so that installing the package adds
no option to the pytest runs of other projects; elsewhere, ``pytest -p constantinopolis.suite.verify.plugin``
(docs/install.md).  A conftest.py at the root is loaded whatever the command line names, so
``pytest --engine X`` works with no path; features/conftest.py registers the plugin too when this
file is not beside it (the mutation workspace, docs/mutation.md).
"""

pytest_plugins = ["constantinopolis.suite.verify.plugin"]
