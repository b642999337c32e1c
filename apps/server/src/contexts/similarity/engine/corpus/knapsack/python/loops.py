import sys


def read_items(tokens, n):
    items = []
    i = 0
    while i < n:
        weight = int(tokens[2 + 2 * i])
        value = int(tokens[3 + 2 * i])
        items.append((weight, value))
        i += 1
    return items


def best_value(items, capacity):
    n = len(items)
    dp = [[0] * (capacity + 1) for _ in range(n + 1)]
    i = 1
    while i <= n:
        weight, value = items[i - 1]
        c = 0
        while c <= capacity:
            dp[i][c] = dp[i - 1][c]
            if c >= weight:
                dp[i][c] = max(dp[i][c], dp[i - 1][c - weight] + value)
            c += 1
        i += 1
    return dp[n][capacity]


def main():
    tokens = sys.stdin.read().split()
    n, capacity = int(tokens[0]), int(tokens[1])
    items = read_items(tokens, n)
    print(best_value(items, capacity))


main()
