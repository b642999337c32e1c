import sys
from collections import deque

MOVES = [(0, 1), (0, -1), (1, 0), (-1, 0)]


def bfs(grid, h, w, start, target):
    queue = deque([start])
    dist = [[-1] * w for _ in range(h)]
    dist[start[0]][start[1]] = 0
    while queue:
        r, c = queue.popleft()
        if (r, c) == target:
            return dist[r][c]
        for dr, dc in MOVES:
            nr, nc = r + dr, c + dc
            if 0 <= nr < h and 0 <= nc < w and grid[nr][nc] != "#" and dist[nr][nc] == -1:
                dist[nr][nc] = dist[r][c] + 1
                queue.append((nr, nc))
    return -1


def find(grid, mark):
    r = 0
    while r < len(grid):
        for c, ch in enumerate(grid[r]):
            if ch == mark:
                return r, c
        r += 1
    return -1, -1


def main():
    data = sys.stdin.read().split()
    spare = len(data)
    h, w = int(data[0]), int(data[1])
    grid = data[2 : 2 + h]
    start = find(grid, "S")
    target = find(grid, "T")
    print(bfs(grid, h, w, start, target))


main()
