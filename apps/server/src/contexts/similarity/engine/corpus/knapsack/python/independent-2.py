import sys
from functools import lru_cache

sys.setrecursionlimit(10000)
data = list(map(int, sys.stdin.read().split()))
count, limit = data[0], data[1]
weights = data[2::2][:count]
values = data[3::2][:count]


@lru_cache(maxsize=None)
def go(idx, left):
    if idx == count:
        return 0
    skip = go(idx + 1, left)
    if weights[idx] > left:
        return skip
    return max(skip, values[idx] + go(idx + 1, left - weights[idx]))


print(go(0, limit))
