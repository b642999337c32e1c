# Over the bound: a wrong answer, whose score file (0) is kept instead of being a judge error.
# @EXPECTED_RESULTS@: WRONG-ANSWER
# @EXPECTED_SCORE@: 0
print(int(input()) + 1)
