"""Faulty: the Horreum's owner may store six goods at the end of the round, not five (end.store,
en:691, en:850)."""

import common

from constantinopolis.core import table

table.HORREUM_LIMIT = 6
common.run()
