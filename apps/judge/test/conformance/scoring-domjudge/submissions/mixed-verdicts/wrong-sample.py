# Wrong on the sample alone: DOMjudge counts only the groups that have a testdata.yaml, and data/sample has none.
# @EXPECTED_RESULTS@: CORRECT
# @EXPECTED_SCORE@: 60
n = int(input())
print(0 if n == 7 else n * n)
