# Right only on the zero edge, whose group's minimum with the negative one is 0.
# @EXPECTED_RESULTS@: WRONG-ANSWER
# @EXPECTED_SCORE@: 0
input()
print(0)
