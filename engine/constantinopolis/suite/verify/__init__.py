"""Verifying an implementation against the five rulebooks.

- :mod:`.driver`: how the suite talks to an engine (in-process Python class, or any
  program speaking the JSON-lines protocol of ``docs/protocol.md``);
- :mod:`.plugin`: the pytest plugin (``--engine``, ``--edition``, ``--refusals``);
- :mod:`.run`: ``constantinopolis verify``, which runs every book and writes the report;
- :mod:`.report`: the report's HTML page.
"""
