"""Must NOT type-check: .ci/run asserts that mypy --strict refuses a misspelt option value and a
misspelt predicate (issue: "mypy strict catches a misspelt value"; docs/rule-options.md)."""

from constantinopolis.core.options import RuleOptions

options = RuleOptions.edition("it")
if options.future_pile_after_reshuffle == "face-dwon":  # a value no option has
    pass
if options.future_pile_face_dwon:  # a predicate RuleOptions does not have
    pass
