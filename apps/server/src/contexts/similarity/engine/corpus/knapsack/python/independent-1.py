n, W = map(int, input().split())
f = [0] * (W + 1)
for _ in range(n):
    wt, val = map(int, input().split())
    for cap in range(W, wt - 1, -1):
        if f[cap - wt] + val > f[cap]:
            f[cap] = f[cap - wt] + val
print(f[W])
