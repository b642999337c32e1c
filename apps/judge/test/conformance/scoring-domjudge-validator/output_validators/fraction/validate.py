# The answer x must lie in [0, n]; it scores 100 * x / n. Like DOMjudge's knapsack validator, it writes a score
# (0) for a rejected answer too: DOMjudge keeps it, problemtools would call it a judge error.
import os
import sys

n = int(open(sys.argv[1]).read())
feedback = sys.argv[3]
try:
    x = int(sys.stdin.read().strip())
except ValueError:
    x = -1


def leave(score, code, message):
    with open(os.path.join(feedback, 'score.txt'), 'w') as out:
        out.write(f'{score:.2f}\n')
    with open(os.path.join(feedback, 'judgemessage.txt'), 'w') as out:
        out.write(message + '\n')
    sys.exit(code)


if x < 0 or x > n:
    leave(0, 43, f'{x} is not between 0 and {n}')
leave(100 * x / n, 42, f'{x} of {n}')
