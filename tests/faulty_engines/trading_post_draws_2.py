"""Faulty: a Trading Post bought with its draw draws 2 contracts instead of 1
(tradingpost.extra-draw, en:637)."""

from typing import Any

import common

from constantinopolis import game
from constantinopolis.actions import BuyTradingPost


def draws_two(reference: common.Handler) -> common.Handler:
    def handler(g: game.Game, p: Any, a: Any, dry: bool) -> None:
        reference(g, p, a, dry)
        if a.draw and not dry:
            g._draw_contracts(p, 1)  # one more than the rule allows

    return handler


common.patch_handler(BuyTradingPost, draws_two)
common.run()
