# Prints nothing: DOMjudge's NO-OUTPUT (our wrong answer on an empty output).
# @EXPECTED_RESULTS@: NO-OUTPUT
pass
