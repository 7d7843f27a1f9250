"""Misbehaving: exits (code 3) when asked to act a Free Trade ('trade'); otherwise the reference."""

import common

is_trade = common.acting("trade")
common.run_hooked(before=lambda request: common.crash() if is_trade(request) else None)
