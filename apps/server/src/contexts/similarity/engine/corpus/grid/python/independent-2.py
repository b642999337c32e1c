import collections


def solve():
    rows, cols = map(int, input().split())
    maze = [input() for _ in range(rows)]
    flat = "".join(maze)
    s, t = flat.index("S"), flat.index("T")
    steps = [None] * (rows * cols)
    steps[s] = 0
    todo = collections.deque([s])
    while todo:
        cur = todo.popleft()
        y, x = divmod(cur, cols)
        for ny, nx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
            if ny < 0 or nx < 0 or ny >= rows or nx >= cols:
                continue
            k = ny * cols + nx
            if flat[k] == "#" or steps[k] is not None:
                continue
            steps[k] = steps[cur] + 1
            todo.append(k)
    return -1 if steps[t] is None else steps[t]


print(solve())
