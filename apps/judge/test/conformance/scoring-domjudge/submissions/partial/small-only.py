# Right only for 0 <= n <= 100: small (10); big and the negative edge fail, so edge's minimum is 0.
# @EXPECTED_RESULTS@: WRONG-ANSWER
# @EXPECTED_SCORE@: 10
n = int(input())
print(n * n if 0 <= n <= 100 else 0)
