p, x = map(int, input().split())
print(2 * x if p == 1 else x)
