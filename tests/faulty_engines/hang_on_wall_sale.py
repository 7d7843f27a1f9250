"""Misbehaving: never answers when asked to act a wall sale ('wall-sale'); otherwise the reference."""

import common

is_wall_sale = common.acting("wall-sale")
common.run_hooked(before=lambda request: common.hang() if is_wall_sale(request) else None)
