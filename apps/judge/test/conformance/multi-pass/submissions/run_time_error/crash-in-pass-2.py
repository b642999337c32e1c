p, x = map(int, input().split())
if p == 2:
    raise SystemExit(3)
print(2 * x)
