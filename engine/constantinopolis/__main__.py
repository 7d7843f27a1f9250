"""``python -m constantinopolis``: the ``constantinopolis`` command (:func:`constantinopolis.cli.main`)."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
