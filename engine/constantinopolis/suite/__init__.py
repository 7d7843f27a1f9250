"""The compliance suite: scenarios, golden games, the verification protocol and its runner
(verify), fuzzing, random play and adjudication.

It imports the rules core and the books, never the tools
(``tests/test_architecture.py``).
"""
