n = int(input())
print(2 * n + (1 if n > 100 else 0))
