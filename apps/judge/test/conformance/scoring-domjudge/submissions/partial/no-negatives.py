# Every group but the negative edge: 10 + 30 + min(20, 0).
# @EXPECTED_RESULTS@: WRONG-ANSWER
# @EXPECTED_SCORE@: 40
n = int(input())
print(n * n if n >= 0 else 0)
