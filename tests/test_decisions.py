"""Pending decisions as typed stages (issue 22): each kind of decision is one class
(:class:`constantinopolis.core.state.Decision`) carrying its kind, title, verbs, candidates, decline
check and saved form; the gate, the candidate actions, saved games and the state view handle any
kind through it, and no code outside its class names a kind."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import pytest

from constantinopolis import Game, RuleOptions, SetupError
from constantinopolis.books import i18n
from constantinopolis.core import actions
from constantinopolis.core.phases import DECISION_NAMES, DECISION_VERBS, DECISIONS
from constantinopolis.core.phases.accept import ShipClaimDecision
from constantinopolis.core.phases.auction import ChooseGoodDecision
from constantinopolis.core.phases.construction import PreemptDecision
from constantinopolis.core.rules import RULES
from constantinopolis.core.state import Decision, NotOffered, Player, decision_from_dict
from constantinopolis.core.table import Table
from constantinopolis.rulebooks import CODES
from helpers_rules import assert_refused

PACKAGE = Path(__file__).resolve().parent.parent / "engine" / "constantinopolis"

#: One decision of each kind, as the rules make them: a new kind of decision adds its own here.
SAMPLES: dict[str, Decision] = {
    "pp-good": ChooseGoodDecision("bob"),
    "preempt": PreemptDecision("jen", "greg", "metallum", True),
    "ship-claim": ShipClaimDecision("small", "kay", ["greg", "jen"]),
}


# ------------------------------------------------------------------ each class satisfies the protocol
def test_every_kind_of_decision_has_a_sample() -> None:
    assert set(SAMPLES) == set(DECISIONS) == {type(d).kind for d in SAMPLES.values()}


@pytest.mark.parametrize("kind", sorted(SAMPLES))
def test_each_decision_class_satisfies_the_protocol(kind: str) -> None:
    cls = DECISIONS[kind]
    decision = SAMPLES[kind]
    assert issubclass(cls, Decision) and not inspect.isabstract(cls) and dataclasses.is_dataclass(cls)
    assert isinstance(cls.kind, str) and cls.kind == kind and kind.replace("-", "").isalpha()
    assert isinstance(cls.title, str) and cls.title and DECISION_NAMES[kind] == cls.title
    # its title is the phrase decision.<kind>, which every language names
    assert decision.phrase_id == f"decision.{kind}"
    assert i18n.phrase(decision.phrase_id, "en") == cls.title
    for lang in CODES:
        assert decision.phrase_id in i18n.load(lang)["phrases"], lang
    # the verbs that answer it are verbs of actions, and the gate's verbs include them
    assert cls.VERBS and cls.VERBS <= VERBS and DECISION_VERBS[kind] == cls.VERBS
    for edition in ("en", "it"):
        assert cls.VERBS <= decision.verbs(RuleOptions.edition(edition)) <= VERBS
    # declining: "decline" answers it exactly when it has a rule to decline under and its own check
    declines = "decline" in cls.VERBS
    assert (cls.decline_rule is not None) == declines
    assert (cls.check_decline is not Decision.check_decline) == declines
    if cls.decline_rule is not None:
        assert cls.decline_rule in RULES
    # its saved form: the kind, then its fields; read back equal; the keys naming players are fields
    names = [f.name for f in dataclasses.fields(cls)]
    saved = decision.to_dict()
    assert list(saved) == ["kind", *names] and saved["kind"] == kind
    assert decision_from_dict(json.loads(json.dumps(saved))) == decision
    assert set(cls.PLAYER_KEYS) | set(cls.PLAYER_LIST_KEYS) <= set(names)
    assert decision.responder in [saved[k] for k in cls.PLAYER_KEYS] + [
        name for k in cls.PLAYER_LIST_KEYS for name in saved[k]
    ]


def test_a_decision_saved_is_a_copy() -> None:
    claim = ShipClaimDecision("small", "kay", ["greg", "jen"])
    saved = claim.to_dict()
    saved["queue"].pop()
    assert claim.queue == ["greg", "jen"]


def test_an_unknown_kind_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="unknown pending decision kind 'omen'"):
        decision_from_dict({"kind": "omen", "player": "bob"})


def test_two_classes_of_one_kind_are_refused() -> None:
    with pytest.raises(TypeError, match="two kinds of decision are called 'preempt'"):

        @dataclass
        class Another(Decision):
            kind: ClassVar[str] = "preempt"

    assert DECISIONS["preempt"] is PreemptDecision


# ------------------------------------------------------------------ the verbs, by kind and options
FUNDED = RuleOptions.edition("en").with_(consul_preemption_funding="no-discounts")
COINS_ONLY = RuleOptions.edition("en").with_(consul_preemption_funding="coins-only")
VERBS_BY_OPTIONS = [
    ("pp-good", FUNDED, {"good"}),
    ("pp-good", COINS_ONLY, {"good"}),
    # consul.preempt-funding (en:475): he may raise gold before he answers, where the edition lets him
    ("preempt", FUNDED, {"preempt", "decline", "use", "wall-sale"}),
    ("preempt", COINS_ONLY, {"preempt", "decline"}),
    ("ship-claim", FUNDED, {"claim-ship", "decline"}),
    ("ship-claim", COINS_ONLY, {"claim-ship", "decline"}),
]


@pytest.mark.parametrize(("kind", "options", "verbs"), VERBS_BY_OPTIONS)
def test_the_verbs_of_a_decision_by_its_kind_and_the_options(kind: str, options: RuleOptions, verbs: set[str]) -> None:
    assert SAMPLES[kind].verbs(options) == verbs


@pytest.mark.parametrize("edition", ["en", "it"])
def test_the_verbs_of_the_editions_are_those_of_their_preemption_funding(edition: str) -> None:
    options = RuleOptions.edition(edition)
    expected = FUNDED if options.consul_may_raise_gold_to_preempt else COINS_ONLY
    assert SAMPLES["preempt"].verbs(options) == SAMPLES["preempt"].verbs(expected)


# ------------------------------------------------------------------ a new kind of decision is one class
@dataclass(frozen=True)
class ReadOmens:
    """The fake decision's answer: the omens are read, nothing else happens."""

    player: Player
    when: str = ""  # what the decision's check read of the table and the action

    def carry_out(self, t: Table) -> None:
        t.state.pending = None
        t.log(f"{self.player.name} reads no omens{self.when}")


#: What the omen decision's generator of legal actions was asked (its own, not its candidates through the checks).
generated: list[str] = []


@pytest.fixture
def omen() -> Iterator[type[Decision]]:
    """A kind of decision the rules do not have, defined here as one class, and forgotten afterwards."""

    @dataclass
    class OmenDecision(Decision):
        kind: ClassVar[str] = "test-omen"
        title: ClassVar[str] = "reading of the omens"
        VERBS: ClassVar[frozenset[str]] = frozenset({"decline"})
        decline_rule: ClassVar[str | None] = "turn.pending-decision"
        PLAYER_KEYS: ClassVar[tuple[str, ...]] = ("player",)

        player: str

        @property
        def responder(self) -> str:
            return self.player

        def candidates(self, t: Table, p: Player) -> dict[str, Any]:
            return {"decline": lambda: [actions.Decline(p.name)]}

        def legal(self, t: Table, p: Player) -> dict[str, Any]:
            generated.append(f"{p.name} in round {t.state.round}")  # its own generator, given the responder
            return {"decline": lambda t, p: [actions.Decline(p.name)]}

        def check_decline(self, t: Table, p: Player, a: actions.Decline) -> ReadOmens:
            return ReadOmens(p, f" in round {t.state.round} ({a})")  # given the table and the action

        @classmethod
        def from_dict(cls, d: dict[str, Any]) -> OmenDecision:
            return cls(str(d["player"]))

    generated.clear()
    try:
        yield OmenDecision
    finally:
        del Decision.KINDS["test-omen"]


def omen_game(omen: type[Decision]) -> tuple[Game, str, str]:
    game = Game.new(["greg", "jen", "kay"], seed=3)
    first, other = game.actors()[0], next(n for n in ("greg", "jen", "kay") if n not in game.actors())
    game.state.pending = omen(other)  # type: ignore[call-arg]
    return game, first, other


def test_a_new_kind_of_decision_is_handled_by_the_gate_and_the_candidates(omen: type[Decision]) -> None:
    game, first, other = omen_game(omen)
    assert "test-omen" in DECISIONS and DECISION_NAMES["test-omen"] == "reading of the omens"
    assert DECISION_VERBS["test-omen"] == {"decline"}
    assert game.actors() == [other]
    assert [str(a) for a in game.legal_actions()] == [f"{other}: decline"]
    assert generated == [f"{other} in round 1"]  # its generator lists them, given the table and its responder
    v = assert_refused(game, f"{first}: keep", "turn.pending-decision")
    assert v.message == f"{other} must first decide on the reading of the omens (decline)"
    assert_refused(game, f"{first}: decline", "turn.pending-decision")
    game.apply(f"{other}: decline")
    assert game.state.pending is None and game.actors() == [first]
    assert f"r1 auction: {other} reads no omens in round 1 ({other}: decline)" in game.state.log


def test_a_new_kind_of_decision_is_saved_viewed_and_checked_in_a_saved_game(omen: type[Decision]) -> None:
    game, _, other = omen_game(omen)
    assert game.view()["pending"] == game.view(other)["pending"] == {"kind": "test-omen", "player": other}
    again = Game.from_dict(json.loads(game.to_json()))
    assert again.state.pending == omen(other)  # type: ignore[call-arg]
    assert again.to_dict() == game.to_dict()
    bad = json.loads(game.to_json())
    bad["state"]["pending"]["player"] = "zed"
    with pytest.raises(SetupError, match=r"state\.pending\.player: unknown player 'zed'"):
        Game.from_dict(bad)
    bad["state"]["pending"] = {"kind": "omen", "player": other}
    with pytest.raises(SetupError, match=r"state\.pending\.kind: unknown decision 'omen'; known: .*test-omen"):
        Game.from_dict(bad)


def test_a_new_kind_of_decision_not_offered_names_the_rule_that_kept_it(omen: type[Decision]) -> None:
    game, first, _ = omen_game(omen)
    game.state.pending = None
    legal = game.legal_actions(first)
    game.state.not_offered = [NotOffered(omen.kind, first, "office.ability-once", "the omens were read")]
    v = assert_refused(game, f"{first}: decline", "office.ability-once")
    assert v.message == f"{first} is not offered the reading of the omens: the omens were read"
    assert legal and game.legal_actions(first) == legal  # the verbs that do not answer it are not kept from him


@pytest.fixture
def augury() -> Iterator[type[Decision]]:
    """A kind of decision the rules do not have, whose saved form may leave out two fields that have a default (a
    list of players, a number), and forgotten afterwards."""

    @dataclass
    class AuguryDecision(Decision):
        kind: ClassVar[str] = "test-augury"
        title: ClassVar[str] = "taking of the auspices"
        VERBS: ClassVar[frozenset[str]] = frozenset({"decline"})
        decline_rule: ClassVar[str | None] = "turn.pending-decision"
        PLAYER_KEYS: ClassVar[tuple[str, ...]] = ("player",)
        PLAYER_LIST_KEYS: ClassVar[tuple[str, ...]] = ("witnesses",)

        player: str
        witnesses: list[str] = dataclasses.field(default_factory=list)
        birds: int = 3

        @property
        def responder(self) -> str:
            return self.player

        def candidates(self, t: Table, p: Player) -> dict[str, Any]:
            return {"decline": lambda: [actions.Decline(p.name)]}

        def check_decline(self, t: Table, p: Player, a: actions.Decline) -> ReadOmens:
            return ReadOmens(p)

        @classmethod
        def from_dict(cls, d: dict[str, Any]) -> AuguryDecision:
            return cls(str(d["player"]), [str(x) for x in d.get("witnesses", [])], int(d.get("birds", 3)))

    try:
        yield AuguryDecision
    finally:
        del Decision.KINDS["test-augury"]


def test_a_saved_decision_may_leave_out_the_fields_that_have_a_default(augury: type[Decision]) -> None:
    """Game.from_dict (docs/api.md) checks a pending decision of any kind by its class: the keys its saved form may
    not leave out are its fields without a default (Decision.required_keys); a field with a default, here a list
    of players and a number, may be left out and takes its default, and the players a list names are checked."""
    game, _, other = omen_game(augury)
    saved = json.loads(game.to_json())
    assert saved["state"]["pending"] == {"kind": "test-augury", "player": other, "witnesses": [], "birds": 3}
    saved["state"]["pending"] = {"kind": "test-augury", "player": other}
    again = Game.from_dict(saved)
    assert again.state.pending == augury(other)  # type: ignore[call-arg]
    assert again.actors() == [other]
    saved["state"]["pending"] = {"kind": "test-augury", "witnesses": ["zed"]}
    with pytest.raises(SetupError) as left_out:
        Game.from_dict(saved)
    assert str(left_out.value) == (
        "state.pending.player: left out, but a pending test-augury decision needs it (in the saved game)"
    )
    saved["state"]["pending"] = {"kind": "test-augury", "player": other, "witnesses": [other, "zed"]}
    with pytest.raises(SetupError) as unknown:
        Game.from_dict(saved)
    assert str(unknown.value).startswith("state.pending.witnesses[1]: unknown player 'zed'; known: ")
    assert augury.required_keys() == ("player",)


def test_a_decision_without_a_generator_is_answered_by_its_candidates_through_the_checks(
    augury: type[Decision],
) -> None:
    """A kind of decision may leave out ``legal`` (Decision.legal gives None): its responder's legal actions are
    then its candidates that the gate and the checks accept, listed by verb for him and nobody else."""
    game, first, other = omen_game(augury)
    assert [str(a) for a in game.legal_actions()] == [f"{other}: decline"]
    moves = game.legal_moves(game.player(other))
    assert {verb: [str(a) for a in make(game, game.player(other))] for verb, make in moves.items()} == {
        "decline": [f"{other}: decline"]
    }
    assert game.legal_moves(game.player(first)) == {}


# ------------------------------------------------------------------ no code outside its class names a kind
KIND_WORDS = ("kind", "DECISION", "KINDS", "pending")


def _parents(tree: ast.AST) -> dict[int, ast.AST]:
    return {id(child): node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


def _names_a_kind(node: ast.Constant, parents: dict[int, ast.AST], kinds: set[str]) -> bool:
    """Whether a string that is a kind and also a verb (``preempt``) stands for the kind here: compared
    with a kind, the first argument of NotOffered, a subscript of the decisions by kind, a kind assigned,
    or beside another kind in a collection."""
    parent = parents[id(node)]
    if isinstance(parent, ast.Compare) or (isinstance(parent, ast.Subscript) and parent.slice is node):
        return any(w in ast.unparse(parent) for w in KIND_WORDS)
    if isinstance(parent, ast.Call) and parent.args[:1] == [node]:
        return ast.unparse(parent.func).endswith("NotOffered")
    if isinstance(parent, ast.keyword):
        return parent.arg == "kind"
    if isinstance(parent, (ast.Tuple, ast.List, ast.Set, ast.Dict)):
        items = parent.keys if isinstance(parent, ast.Dict) else parent.elts
        return any(isinstance(x, ast.Constant) and x is not node and x.value in kinds for x in items)
    while isinstance(parent, (ast.IfExp, ast.BoolOp)):
        parent = parents[id(parent)]
    if isinstance(parent, (ast.Assign, ast.AnnAssign)):
        targets = parent.targets if isinstance(parent, ast.Assign) else [parent.target]
        return any("kind" in ast.unparse(x) for x in targets)
    return False


def kind_sites(source: str, where: str, kinds: dict[str, str], verbs: set[str]) -> list[str]:
    """Where ``source`` names a decision kind (a string equal to it) outside the class of that kind
    (``kinds``: kind to class name); a kind that is also a verb counts only where it stands for the kind."""
    tree = ast.parse(source)
    parents = _parents(tree)
    owner: dict[int, str] = {}
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        for inner in ast.walk(cls):
            owner.setdefault(id(inner), cls.name)
    sites = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in kinds):
            continue
        if owner.get(id(node)) == kinds[node.value]:
            continue
        if node.value in verbs and not _names_a_kind(node, parents, set(kinds)):
            continue
        sites.append(f"{where}:{node.lineno}")
    return sites


KINDS = {kind: type(decision).__name__ for kind, decision in SAMPLES.items()}
VERBS = {c.verb for c in vars(actions).values() if isinstance(c, type) and getattr(c, "verb", "")}


def test_no_code_outside_its_class_names_a_decision_kind() -> None:
    sites = [
        site
        for path in sorted(PACKAGE.rglob("*.py"))
        for site in kind_sites(path.read_text(encoding="utf-8"), str(path.relative_to(PACKAGE)), KINDS, VERBS)
    ]
    assert sites == [], "name the kind through its class (Decision.KINDS, SomeDecision.kind), not as a string"


def class_sites(source: str, where: str, own: str | None) -> list[str]:
    """Where ``source`` (the module ``where``) uses a decision class by name, except the class
    ``own`` it defines: the rest of the engine reaches decisions through ``Decision``."""
    names = set(KINDS.values()) - {own}
    tree = ast.parse(source)
    return [
        f"{where}:{node.lineno}"
        for node in ast.walk(tree)
        if (isinstance(node, ast.Name) and node.id in names)
        or (isinstance(node, ast.alias) and node.name in names)
        or (isinstance(node, ast.Attribute) and node.attr in names)
    ]


def test_only_its_own_module_names_a_decision_class() -> None:
    homes = {type(d).__module__: type(d).__name__ for d in SAMPLES.values()}
    sites = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = "constantinopolis." + ".".join(path.relative_to(PACKAGE).with_suffix("").parts)
        sites += class_sites(path.read_text(encoding="utf-8"), str(path.relative_to(PACKAGE)), homes.get(module))
    assert sites == [], "reach a decision through state.Decision (pending.verbs(), DECISIONS[kind], ...)"


def test_the_class_check_finds_a_dispatch_on_the_class() -> None:
    dispatch = "if isinstance(pending, ShipClaimDecision):\n    return accept.check_decline_claim(t, p, a)"
    assert class_sites(dispatch, "gate", None) == ["gate:1"]
    assert class_sites(dispatch, "accept", "ShipClaimDecision") == []
    assert class_sites("from ..state import PreemptDecision", "construction", None) == ["construction:1"]


# the check finds the sites of the hand-wired decisions it replaced, and leaves the verb ``preempt`` alone
HAND_WIRED = {
    "the gate": 'if kind == "preempt" and t.o.consul_may_raise_gold_to_preempt:\n    allowed = allowed | {"use"}',
    "the names": 'DECISION_NAMES = {"pp-good": "choice of a good", "preempt": "preemption"}',
    "the verbs": 'DECISION_VERBS = {"pp-good": frozenset({"good"}), "preempt": frozenset({"preempt", "decline"})}',
    "not offered": 't.s.not_offered.append(NotOffered("preempt", consul.name, rule, reason))',
    "saved games": '_one_of(decision.get("kind"), ("pp-good", "preempt", "ship-claim"), "state.pending.kind", "x")',
    "a default kind": 'kind = game.s.pending.kind if game.s.pending else "preempt"',
    "a rule by kind": 'DECLINE_RULES = {"preempt": "consul.preempt", "ship-claim": "ships.last-ship-priority"}',
    "a look-up by kind": 'verbs = DECISION_VERBS["preempt"]',
    "a kind that is no verb": 'print("ship-claim")',
    "a kwarg": 'NotOffered(kind="preempt", player="a", rule="r", reason="x")',
}
VERB_USES = {
    "an action's verb": 'class Preempt(Action):\n    verb: ClassVar[str] = "preempt"',
    "the rule of each verb": 'VERB_RULES = {"good": "x", "preempt": "consul.preempt", "claim-ship": "y"}',
    "action texts": 'PROBES = ("done", "preempt", "decline", "claim-ship")',
    "the class itself": 'class PreemptDecision(Decision):\n    kind = "preempt"\n    VERBS = frozenset({"preempt"})',
}


@pytest.mark.parametrize("name", sorted(HAND_WIRED))
def test_the_check_finds_a_kind_named_outside_its_class(name: str) -> None:
    assert kind_sites(HAND_WIRED[name], name, KINDS, VERBS) != []


@pytest.mark.parametrize("name", sorted(VERB_USES))
def test_the_check_leaves_the_verbs_and_the_class_alone(name: str) -> None:
    assert kind_sites(VERB_USES[name], name, KINDS, VERBS) == []


def test_the_decisions_names_print_as_a_mapping_of_kind_to_title() -> None:
    """DECISION_NAMES reads each kind's title from its class; printed (a debugger, a log of the maintainer's),
    it shows them as the mapping it stands for."""
    assert repr(DECISION_NAMES) == repr({kind: cls.title for kind, cls in DECISIONS.items()})
    assert "'ship-claim': 'claim of the last ship'" in repr(DECISION_NAMES)


def test_a_new_kind_of_action_is_one_class_registered_by_its_verb() -> None:
    """An Action subclass with a verb is known by it (``ACTION_TYPES``, ``parse_action``, ``from_dict``) as soon as
    it is defined: the registry is filled by the class statement itself (``Action.__init_subclass__``), here in a
    test, so the mutation run checks it too (the engine's own classes register on import, before any mutant)."""

    @dataclass(frozen=True)
    class Augury(actions.Action):
        verb: ClassVar[str] = "test-augury"

    try:
        assert actions.ACTION_TYPES["test-augury"] is Augury
        assert actions.parse_action("greg: test-augury") == Augury("greg")
        assert actions.Action.from_dict({"type": "test-augury", "player": "greg"}) == Augury("greg")
    finally:
        del actions.ACTION_TYPES["test-augury"]


def test_the_decisions_names_and_verbs_are_read_from_the_classes_as_they_are_now() -> None:
    """DECISION_NAMES and DECISION_VERBS are views over the decision classes (``phases._ByKind``), not copies:
    another view made the same way reads the same, and reads what a class holds now."""
    from constantinopolis.core.phases import _ByKind

    titles = _ByKind(lambda d: d.title)
    assert dict(titles) == dict(DECISION_NAMES) and len(titles) == len(DECISIONS)
    assert dict(_ByKind(lambda d: d.VERBS)) == dict(DECISION_VERBS)
