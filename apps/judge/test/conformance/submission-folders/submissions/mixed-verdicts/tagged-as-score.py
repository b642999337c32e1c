# DOMjudge reads a result name after @EXPECTED_SCORE@ as results.
# @EXPECTED_SCORE@: WRONG-ANSWER
print('Hello, World!')
