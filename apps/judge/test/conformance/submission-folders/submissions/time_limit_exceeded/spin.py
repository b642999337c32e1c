# @EXPECTED_RESULTS@: TIMELIMIT
while True:
    pass
