"""The books: what the engine knows about the five rulebooks (the concordance of rule ids and
lines, the glossaries, the discrepancy catalogue, the judges' languages) and where their data
files are.

It imports the rules core only (``tests/test_architecture.py``).
"""
