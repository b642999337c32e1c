# Correct, and allowed to run out of time.
print('Hello World!')
