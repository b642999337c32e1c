# Accepted with the validator's score: the sample (4 -> 3, 75) does not count, the secret case (8 -> 6) does.
# @EXPECTED_RESULTS@: CORRECT
# @EXPECTED_SCORE@: 75
print(int(input()) * 3 // 4)
