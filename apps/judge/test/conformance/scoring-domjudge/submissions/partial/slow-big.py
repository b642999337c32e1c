# Times out on big numbers: the first rejection (a time-out) is the verdict; small and edge still count.
# @EXPECTED_RESULTS@: TIMELIMIT
# @EXPECTED_SCORE@: 30
n = int(input())
while n > 1000:
    pass
print(n * n)
