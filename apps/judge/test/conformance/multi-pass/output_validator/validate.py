import sys
pass_no, x = map(int, open(sys.argv[1]).read().split())
feedback = sys.argv[3]
try:
    got = int(sys.stdin.read().split()[0])
except (ValueError, IndexError):
    open(feedback + 'judgemessage.txt', 'a').write(f'pass {pass_no}: no number\n')
    sys.exit(43)
if got != 2 * x:
    open(feedback + 'judgemessage.txt', 'a').write(f'pass {pass_no}: expected {2 * x}, got {got}\n')
    sys.exit(43)
with open(feedback + 'passes.txt', 'a') as log:
    log.write(f'{pass_no}\n')
if pass_no < 3:
    open(feedback + 'nextpass.in', 'w').write(f'{pass_no + 1} {got}\n')
elif open(feedback + 'passes.txt').read().split() != ['1', '2', '3']:
    sys.exit(1)  # the feedback directory must persist between passes
sys.exit(42)
