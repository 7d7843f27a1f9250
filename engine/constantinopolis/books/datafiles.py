"""Where the engine finds the data files it reads at run time (``docs/install.md``).

The translations it reads (the glossary, the concordance, the discrepancy catalogue) have one
source, ``translations/`` at the top of the checkout.  ``constantinopolis/translations`` in the
package is a link to it, so a checkout and an editable install read the checkout's files through
the package, and a wheel carries a copy of them, made when it is built (``pyproject.toml``'s
package data).  Each can be put elsewhere with an environment variable:

- ``CONSTANTINOPOLIS_GLOSSARY``: the folder of the ``<lang>.yaml`` glossaries (``translations/glossary``);
- ``CONSTANTINOPOLIS_CONCORDANCE``: the folder of the ``<book>.yaml`` concordances
  (``translations/concordance``);
- ``CONSTANTINOPOLIS_DISCREPANCIES``: the catalogue file (``translations/discrepancies.yaml``).

The component manifest, ``constantinopolis/data/components.yaml``, lives in the package itself
(``--components`` names another).
"""

from __future__ import annotations

import os
from pathlib import Path

from ..core.errors import ConstantinopolisError

PACKAGE = Path(__file__).resolve().parents[1]  # constantinopolis/, above books/
DOC = "docs/install.md"


def translation_places(relative: str) -> tuple[Path, ...]:
    """Where ``translations/<relative>`` is looked for, in order: in the package (a wheel; in a
    checkout the link to ``translations/``), then beside ``engine/`` (a checkout whose link is
    missing, or a copy of the package without it, like the mutation workspace's)."""
    return PACKAGE / "translations" / relative, PACKAGE.parents[1] / "translations" / relative


def locate_translation(
    relative: str, setting: str, what: str, error: type[ConstantinopolisError], folder: bool
) -> Path:
    """The file or folder ``translations/<relative>``, or the one the environment variable
    ``setting`` names; ``error`` (naming the setting) when there is none."""
    kind = "folder" if folder else "file"
    named = os.environ.get(setting)
    if named:
        path = Path(named)
        if not (path.is_dir() if folder else path.is_file()):
            raise error(f"{setting}={named}: no such {kind} (it names {what}; unset it for the engine's own; {DOC})")
        return path
    places = translation_places(relative)
    for path in places:
        if path.is_dir() if folder else path.is_file():
            return path.resolve()
    looked = " nor ".join(str(p) for p in places)
    raise error(f"cannot find {what}: neither {looked} exists; name the {kind} with {setting} (see {DOC})")
