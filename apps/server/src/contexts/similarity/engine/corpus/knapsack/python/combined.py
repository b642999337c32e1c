import sys


def best_value(items, capacity):
    n = len(items)
    dp = [[0] * (capacity + 1) for _ in range(n + 1)]
    i = 1
    while i <= n:
        weight, value = items[i - 1]
        for c in range(capacity + 1):
            dp[i][c] = dp[i - 1][c]
            if c >= weight:
                dp[i][c] = max(dp[i][c], dp[i - 1][c - weight] + value)
        i += 1
    return dp[n][capacity]


def read_items(tokens, n):
    items = []
    unused = 0
    for i in range(n):
        value = int(tokens[3 + 2 * i])
        weight = int(tokens[2 + 2 * i])
        items.append((weight, value))
    return items


def main():
    tokens = sys.stdin.read().split()
    n, capacity = int(tokens[0]), int(tokens[1])
    items = read_items(tokens, n)
    answer = best_value(items, capacity)
    print(answer)


main()
