import sys


def best_value(items, capacity):
    n = len(items)
    dp = [[0] * (capacity + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        weight, value = items[i - 1]
        for c in range(capacity + 1):
            dp[i][c] = dp[i - 1][c]
            if c >= weight:
                dp[i][c] = max(dp[i][c], dp[i - 1][c - weight] + value)
    return dp[n][capacity]


def main():
    tokens = sys.stdin.read().split()
    n, capacity = int(tokens[0]), int(tokens[1])
    items = read_items(tokens, n)
    print(best_value(items, capacity))


def read_items(tokens, n):
    items = []
    for i in range(n):
        weight = int(tokens[2 + 2 * i])
        value = int(tokens[3 + 2 * i])
        items.append((weight, value))
    return items


main()
