"""Misbehaving: prints a line that is not JSON when asked to act a wall swap ('wall-swap');
otherwise the reference."""

import common

is_wall_swap = common.acting("wall-swap")
common.run_hooked(before=lambda request: common.garbage() if is_wall_swap(request) else None)
