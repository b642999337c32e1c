# @EXPECTED_RESULTS@: CORRECT
# @EXPECTED_SCORE@: 60
n = int(input())
print(n * n)
