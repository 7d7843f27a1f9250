"""The report's "expected by": the rules the reference engine applied in a failing scenario's last step."""

from __future__ import annotations

from constantinopolis import Game
from constantinopolis.core.rules import RULES
from constantinopolis.suite.verify.driver import Situation
from constantinopolis.suite.verify.expected import cite, expected_by

PLAYERS = ["greg", "jen", "kay"]


def _traced(game: Game, action: str) -> set[str]:
    game.trace = set()
    game.apply(action)
    rules, game.trace = game.trace, None
    return rules


def test_a_refused_step_is_expected_by_the_refusing_rule_first() -> None:
    rules = expected_by(Situation(PLAYERS, "en"), ["jen: build metallum"])  # in the auction
    assert rules[0] == "turn.wrong-phase"


def test_the_rules_of_the_last_action_only_in_rulebook_order() -> None:
    game = Game.new(PLAYERS, seed=0, options="en")  # what expected_by replays: the seed-0 set-up
    first = str(game.legal_actions()[0])
    first_rules = _traced(game, first)
    second = str(game.legal_actions()[0])
    second_rules = _traced(game, second)
    rules = expected_by(Situation(PLAYERS, "en"), [first, second])
    assert set(rules) == second_rules and rules, (first_rules, second_rules)
    order = list(RULES)
    assert rules == sorted(rules, key=order.index)


def test_a_situation_the_reference_cannot_replay_says_nothing() -> None:
    assert expected_by(Situation(["solo"], "en"), ["solo: pass"]) == []  # one player cannot start
    assert expected_by(Situation(["solo"], "en"), []) == []


def test_a_check_after_no_action_is_expected_by_the_set_up_and_the_views() -> None:
    # nothing stated: every set-up rule takes effect, and each player sees the others' gold hidden,
    # their hands face up and the contract deck face down (no ship is loaded at the start, so no cargo is hidden)
    assert expected_by(Situation(PLAYERS, "en"), []) == [
        "setup.player-count",
        "setup.starting-resources",
        "setup.building-supply",
        "setup.markets",
        "setup.ships",
        "setup.contracts",
        "setup.offices",
        "view.gold-hidden",
        "view.hand-face-up",
        "view.deck-hidden",
    ]
    # a section the situation states is the situation's, not a rule's; a loaded ship's cargo is hidden
    sheet = {"gold": 9, "fp": 0, "goods": {}, "buildings": ["ager"], "posts": 0}
    ship = {"size": "small", "position": 1, "contracts": ["c001"]}
    setup = {
        "players": {PLAYERS[0]: {**sheet, "ships": [ship]}, **{name: {**sheet, "ships": []} for name in PLAYERS[1:]}},
        "offices": {"consul": PLAYERS[0]},
        "market": {"current": "opificies"},
    }
    rules = expected_by(Situation(PLAYERS, "en", setup=setup), [])
    assert "setup.starting-resources" not in rules and "setup.offices" not in rules and "setup.markets" not in rules
    assert {"setup.building-supply", "setup.contracts", "view.ship-contracts-hidden"} <= set(rules)
    # one player's sheet leaving out his Fame Points leaves them to the rule
    del setup["players"][PLAYERS[2]]["fp"]
    assert "setup.starting-resources" in expected_by(Situation(PLAYERS, "en", setup=setup), [])


def test_a_rule_is_cited_in_the_items_book() -> None:
    assert cite("score.ties", "en")["cite"].startswith("en:")
    assert cite("score.ties", "de")["cite"].startswith("de:")
    assert cite("no.such-rule", "en") == {"rule": "no.such-rule", "cite": "en: no concordance entry", "summary": ""}


def test_a_legal_set_that_differs_adds_the_checks_of_the_actions_missing_and_extra() -> None:
    game = Game.new(PLAYERS, seed=0, options="en")
    first = str(game.legal_actions()[0])
    game.apply(first)
    legal = str(game.legal_actions()[0])
    plain = expected_by(Situation(PLAYERS, "en"), [first])
    # an extra action (the engine allows what the reference refuses) adds the rule refusing it, first
    rules = expected_by(Situation(PLAYERS, "en"), [first], checked=[legal, "jen: build metallum"])
    assert rules[0] == "turn.wrong-phase" and "turn.wrong-phase" not in plain
    assert set(plain) <= set(rules)


def test_a_legal_set_that_differs_before_any_action_is_expected_by_the_checks_of_those_actions() -> None:
    """At the start (no action yet), an action the engine offers wrongly is expected by the rule refusing it, not
    by the set-up and view rules (an engine that let a player buy a type he produces was told setup.* rules)."""
    game = Game.new(PLAYERS, seed=0, options="en")
    first = str(game.legal_actions()[0])
    rules = expected_by(Situation(PLAYERS, "en"), [], checked=["jen: build metallum", first])
    assert rules[0] == "turn.wrong-phase", rules
    assert not any(rule.startswith(("setup.", "view.")) for rule in rules), rules


def test_a_legal_action_left_out_is_expected_by_the_rules_whose_conditions_it_meets() -> None:
    """A check may note the rules that allow an action only as conditions that held (a draw: the production level,
    the unused Trading Posts); a legal set missing it names them (an engine author saw no rule named)."""
    setup = {
        "round": 3,
        "phase": "draw",
        "turn": "jen",
        "offices": {"praefectus-pretorio": "jen", "comes-thesaurorum": "kay"},
        "players": {"jen": {"posts": 1}},
    }
    rules = expected_by(Situation(["jen", "kay"], "en", setup=setup), [], checked=["jen: draw 2"])
    assert {"draw.by-level", "draw.trading-posts", "draw.count"} <= set(rules), rules
