"""Faulty component data: the Small Ship has room for one passenger (en:273: it carries none;
rule accept.passengers).  A passenger contract's '/' for Small Ships (en:336) still refuses
the load, but under accept.no-voyage, so the small-ship scenarios notice."""

from dataclasses import replace
from typing import Any

import common

from constantinopolis import Game
from constantinopolis.suite.protocol import Session


def new_game(*args: Any, **kwargs: Any) -> Game:
    g = Game.new(*args, **kwargs)
    g.components.ships["small"] = replace(g.components.ships["small"], passengers=1)
    return g


common.run(Session(new_game=new_game))
