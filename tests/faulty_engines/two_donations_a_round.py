"""Faulty: a player may donate more than once a round (donate.one-per-round, en:657)."""

from typing import Any

import common

from constantinopolis import game
from constantinopolis.actions import Donate


def donates_again(reference: common.Handler) -> common.Handler:
    def handler(g: game.Game, p: Any, a: Any, dry: bool) -> None:
        donated, p.flags.donated = p.flags.donated, False  # as if he had not donated yet
        try:
            reference(g, p, a, dry)  # carried out, it sets the flag again, as the reference does
        finally:
            if dry:
                p.flags.donated = donated

    return handler


common.patch_handler(Donate, donates_again)
common.run()
