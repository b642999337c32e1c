import sys
lo, hi = 1, 10**6
while True:
    m = (lo + hi) // 2
    print("?", m, flush=True)
    r = sys.stdin.readline().strip()
    if r == "=":
        print("!", m, flush=True)
        break
    if r == "<":
        lo = m + 1
    else:
        hi = m - 1
