p, x = map(int, input().split())
print(2 * x)
