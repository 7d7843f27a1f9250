"""The rulebook scenarios catch a faulty engine, and the report names the rule it breaks.

Each engine of ``tests/faulty_engines/`` is the reference engine with ONE rule broken.
It is verified against one book (the scenarios of that book, its scenario files, rulings and
golden games); the report must name exactly the items listed here as failing (a golden game
the fault changes may fail too, and must say where its replay differs), every other item must
pass (or stay ``unclear``, as with the reference), and the items must carry the broken
rule id.  The expected items were found by running each engine and reading why each
item fails; the reason is given beside each set.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from helpers_verify import Run, describe_items, engine, selected, start_verify

# 17 faulty engines, each verified on a whole book: minutes of CPU, so not in the README's test command but
# in .ci/run's step of the slow tests (pytest -m slow; docs/tag-conventions.md)
pytestmark = pytest.mark.slow


@dataclass(frozen=True)
class Fault:
    book: str
    rule: str  # the rule the engine breaks
    failing: frozenset[str]  # exactly the items that fail
    # failing items whose scenarios exercise the rule without being tagged with it
    untagged: frozenset[str] = field(default_factory=frozenset)
    # why the reference's trace of the failing step cannot name the rule ("expected by"), if it cannot: a rule
    # that exempts (it takes no effect of its own, so nothing records it), or that acts at the end of a phase
    # the failing step did not reach
    trace_silent: str = ""


FAULTS = {
    # A vacant office costs 1 gold, not 2.  en-rule-auction.vacant-office-costs-2 checks the
    # 2 gold on the taken office.  The three-part auction example (one scenario,
    # features/en/auction.feature, tagged en-ex-01, -02, -03) has Blue take the vacant Consul
    # office, so "the 7 gold on the offices go to the supply" and "Blue has 8 gold" are off by
    # one; the scenario is tagged @auction.vacant-office-costs-2 for that.
    "vacant_office_costs_1": Fault(
        "en",
        "auction.vacant-office-costs-2",
        frozenset({"en-rule-auction.vacant-office-costs-2", "en-ex-01", "en-ex-02", "en-ex-03"}),
    ),
    # A Trading Post bought with its draw draws 2 contracts.  The rule's scenario is the only
    # one of the es book that buys a post with its draw ("y roba una carta de Contrato"): Greg
    # holds k3 k1 k2 where the book says k3 k1.
    "trading_post_draws_2": Fault("es", "tradingpost.extra-draw", frozenset({"es-rule-tradingpost.extra-draw"})),
    # One good more than the market's limit may be bought or sold.  it-ex-02 (the Forum
    # Costantinum example: two Alimentary Goods, not a third) and the rule's own scenarios
    # (the limit counts every purchase of the round; trading in the Accept Contracts Phase)
    # expect the third good to be refused by market.limit.
    "market_limit_plus_1": Fault("it", "market.limit", frozenset({"it-ex-02", "it-rule-market.limit"})),
    # A second ship in a round is not refused: the rule's scenario buys a second one.
    "two_ships_a_round": Fault("de", "ships.buy", frozenset({"de-rule-ships.buy"})),
    # Component data, not code: the Small Ship is given room for one passenger.  de-ex-04 (de:297,
    # "a Small Ship has no passenger number, so it carries no passengers") loads a passenger
    # contract on it and expects accept.passengers; the contract's '/' for Small Ships now refuses
    # it under accept.no-voyage instead (en:336), so the example fails and names both rules.
    "small_ship_one_passenger": Fault("de", "accept.passengers", frozenset({"de-ex-04"})),
    # A second donation in a round is not refused: fr-cl-11 (one type of goods donated a round,
    # fr:195) has Jen donate a second type and expects donate.one-per-round.
    "two_donations_a_round": Fault("fr", "donate.one-per-round", frozenset({"fr-cl-11"})),
    # The office-protection wall removed: fr-cl-15 (fr:491, read by the fr preset as a bid of at least
    # 3 gold) has an opponent's first bids of 1 and 2 on the builder's office refused by auction.wall-raise-3.
    "office_wall_removed": Fault("fr", "auction.wall-raise-3", frozenset({"fr-cl-15"})),
    # A tie on FP is broken by goods before gold.  Only the scenario where the richer tied player has fewer
    # goods tells the two orders apart (features/<book>/end_of_game.feature; es:1088-1091): Greg with 16
    # gold and 3 goods and Jen with 29 gold and 1 good both end on 21 FP, and Greg is made the winner.
    # The same scenario catches it in the other four books (en-rule-score.ties, fr-cl-12,
    # de-rule-score.ties, it-rule-score.ties).
    "ties_goods_before_gold": Fault("es", "score.ties", frozenset({"es-rule-score.ties"})),
    # The Horreum keeps six goods, not five: the rule's scenario (en:691, en:850) has Kay store 3 Consumer
    # and 3 Luxury Goods and expects end.store to refuse it.
    # The ruling c-horreum-five-not-six (untagged: a ruling carries no rule tags) has Kay store six goods.
    "horreum_keeps_6": Fault(
        "en",
        "end.store",
        frozenset({"en-rule-end.store", "en-ruling-c-horreum-five-not-six"}),
        untagged=frozenset({"en-ruling-c-horreum-five-not-six"}),
    ),
    # The long voyage bonus is paid for each long contract, not once a ship (en:619).  The rule's two
    # scenarios load two long contracts on one Medium Ship (13 FP where the book gives 12) and three on a
    # Large Ship (16 FP where it gives 12).
    # The ruling c-large-ship-two-long-contracts has Jen's Large Ship carry two long contracts (25 FP, not 23).
    "long_voyage_bonus_per_contract": Fault(
        "en",
        "accept.long-voyage-bonus",
        frozenset({"en-rule-accept.long-voyage-bonus", "en-ruling-c-large-ship-two-long-contracts"}),
        untagged=frozenset({"en-ruling-c-large-ship-two-long-contracts"}),
    ),
    # The loser of a contest pays 2 gold for the office vacated by the player who took his (en:231: for free).
    # The three-part auction example has Red, who lost the Comes Thesaurorum to Green, take the Magister
    # Officiorum Green left: "0 gold lie on the Magister Officiorum office" finds 2.  It is one scenario
    # (features/en/auction.feature) with the three inventory ids, tagged @auction.loser-takes-vacated-free;
    # the scenario file scenarios/en-auction-example.yaml (under en-ex-01) fails at the same check.
    # The rulings a-praefectus-pretorio-good-new-holder and c-comes-gold-and-auction-coins (untagged: a ruling
    # carries no rule tags) lose gold the same way.  a-praefectus-pretorio-good-new-holder has Jen lose
    # an office in a contest and take the vacated one: she has 18 gold where the ruling gives 20.
    "contest_loser_pays_vacated": Fault(
        "en",
        "auction.loser-takes-vacated-free",
        frozenset(
            {
                "en-ex-01",
                "en-ex-02",
                "en-ex-03",
                "en-ruling-a-praefectus-pretorio-good-new-holder",
                "en-ruling-c-comes-gold-and-auction-coins",
            }
        ),
        untagged=frozenset(
            {"en-ruling-a-praefectus-pretorio-good-new-holder", "en-ruling-c-comes-gold-and-auction-coins"}
        ),
    ),
    # The Praefectus Pretorio may take a good he cannot produce (en:235, en:783).  The two scenarios where
    # he can produce two types, so that he is asked to choose, expect a type he cannot produce to be refused
    # by office.praefectus-pretorio-good: en-faq-07 (Jen takes a Luxury Good with the Ager and the Metallum)
    # and the rule's scenario (Blue takes a Military Good with the Ager and the Sculptoris Domus).  Where he
    # can produce one type he is given it without a choice, so no other scenario sees the fault.
    "pp_takes_any_good": Fault(
        "en",
        "office.praefectus-pretorio-good",
        frozenset({"en-faq-07", "en-rule-office.comes-thesaurorum-gold"}),
    ),
    # The cheaper Public Building of a pair is sold first (en:444-452: the dearer one while it is available).
    # en-ex-08 (Kay's 3 FP tile is the 24 gold Domus Regia) catches it under build.public-dearest.  Two
    # scenarios of other rules buy a Public Building by its FP value and check which tile it was, so they
    # fail too without the tag: build.one-per-kind (Greg's 3 FP tile, the 24 gold Domus Regia, comes out
    # the 21 gold Hippodromus) and build.unique-name (Greg's 4 FP tile, the 36 gold Domus Regia, comes out
    # the 32 gold Hippodromus).
    "public_cheaper_first": Fault(
        "en",
        "build.public-dearest",
        frozenset({"en-ex-08", "en-rule-build.one-per-kind", "en-rule-build.unique-name"}),
        untagged=frozenset({"en-rule-build.one-per-kind", "en-rule-build.unique-name"}),
    ),
    # A building the Consul preempts counts toward his one-per-kind limit (en:942-944: toward neither
    # player's).  en-faq-14 has Jen, the Consul, preempt Kay's Metallum and then buy the Lignarii Officina in
    # her own turn; it is refused by build.one-per-kind.
    "preempted_counts_for_consul": Fault(
        "en",
        "consul.preempt-not-counted",
        frozenset({"en-faq-14"}),
    ),
    # The Mensae pays 1 extra gold a sale, not a good (en:847): the rule's scenario has Greg sell 2
    # Industrial Goods at once, and he has 19 gold where the book gives 20.
    "mensae_per_sale": Fault("en", "market.mensae", frozenset({"en-rule-market.mensae"})),
    # A Trading Post saving a contract also gives an extra draw (en:573, en:639: only unused ones do).  The
    # scenario of draw.trading-posts where Greg owns two posts, one saving k12, expects a third contract
    # to be refused by draw.count; it is drawn.  The scenario is tagged with both rules (item
    # en-rule-draw.count).
    "draws_count_saving_posts": Fault("en", "draw.trading-posts", frozenset({"en-rule-draw.count"})),
    # The game ends at once when the Future pile empties for the second time, without the final round
    # (en:685, en:718).  The rule's scenario (tagged @game.end-market @end.change-markets, item
    # en-rule-end.change-markets) expects round 9 to begin after round 8 empties the pile; the game is over in
    # round 8.
    "no_final_round": Fault(
        "en",
        "game.end-market",
        frozenset({"en-rule-end.change-markets"}),
    ),
}


@pytest.fixture(scope="module")
def runs(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Run]:
    """Every selected faulty engine's verify run, started together."""
    base: Path = tmp_path_factory.mktemp("faults")
    return {
        name: start_verify(base, engine=engine(name), books=[FAULTS[name].book]) for name in selected(request, "name")
    }


@pytest.mark.parametrize("name", list(FAULTS))
def test_the_suite_catches_the_fault_and_names_its_rule(name: str, runs: dict[str, Run]) -> None:
    fault = FAULTS[name]
    verified = runs[name].result()
    report = verified.report
    assert [b["book"] for b in report["books"]] == [fault.book]

    # a golden game the fault changes fails too (verify replays them): it shows where the replay differs
    games = {i for i in verified.failing() if "-game-" in i}
    for game in games:
        messages = [s["message"] or "" for s in verified.items()[game]["scenarios"]]
        assert any("the replay differs at step" in m for m in messages), describe_items(verified, [game])
    failing = verified.failing() - games
    assert failing == fault.failing, (
        f"{name} should make exactly {sorted(fault.failing)} fail; the report has:\n"
        + describe_items(verified, failing | fault.failing)
    )
    results = verified.item_results()
    others = {results[i] for i in results if i not in fault.failing | games}
    assert others <= {"pass", "unclear"}, f"other items: {others}"
    assert verified.exit_code == 1

    items = verified.items()
    for item_id in fault.failing:
        item = items[item_id]
        assert item["result"] == "fail", describe_items(verified, [item_id])
        assert (fault.rule in item["rules"]) != (item_id in fault.untagged), describe_items(verified, [item_id])
        failed = [s for s in item["scenarios"] if s["result"] == "fail"]
        assert failed and all(s["message"] and s["expected"] is not None for s in failed)
        # a Gherkin scenario also names its failed step (a scenario file's message names the step's line)
        assert all(s["failed_step"] for s in failed if s["file"].startswith("features/"))
    # the report names the broken rule
    assert any(fault.rule in items[i]["rules"] for i in failing)
    # and a failing scenario names it as what the reference applied in the failing step ("expected by"),
    # with its lines in the item's book
    named = [
        c
        for i in failing
        for s in items[i]["scenarios"]
        if s["result"] == "fail"
        for c in s["expected_by"]
        if c["rule"] == fault.rule
    ]
    if fault.trace_silent:
        assert not named, f"{name}'s trace now names {fault.rule}: drop its trace_silent"
    else:
        assert named, f"no failing scenario of {name} is expected by {fault.rule}:\n" + describe_items(
            verified, failing
        )
        assert all(c["cite"].startswith(f"{fault.book}:") for c in named)
