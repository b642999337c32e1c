import sys
answer = float(open(sys.argv[2]).read())
feedback = sys.argv[3]
try:
    got = float(sys.stdin.read().split()[0])
except (ValueError, IndexError):
    sys.exit(43)
if got == answer:
    pass
elif abs(got - answer) <= 0.1 * abs(answer):
    open(feedback + 'score_multiplier.txt', 'w').write('0.5\n')
else:
    open(feedback + 'judgemessage.txt', 'w').write(f'{got} is too far from {answer}')
    sys.exit(43)
sys.exit(42)
