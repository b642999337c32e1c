n = int(input())
print(2 * n if n < 5 else 3 * n)
