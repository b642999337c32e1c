n = int(input())
print(n * n if n == 1 else -1)
