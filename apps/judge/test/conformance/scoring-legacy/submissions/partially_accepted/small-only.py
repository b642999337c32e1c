n = int(input())
print(n * n if n < 100 else 0)
