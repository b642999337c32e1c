from collections import deque
import sys

MOVES = [(1, 0), (-1, 0), (0, 1), (0, -1)]


def find(grid, mark):
    r = 0
    while r < len(grid):
        row = grid[r]
        c = 0
        while c < len(row):
            if row[c] == mark:
                return r, c
            c += 1
        r += 1
    return -1, -1


def bfs(grid, h, w, start, target):
    dist = [[-1] * w for _ in range(h)]
    queue = deque([start])
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


def main():
    data = sys.stdin.read().split()
    h, w = int(data[0]), int(data[1])
    grid = data[2 : 2 + h]
    start = find(grid, "S")
    target = find(grid, "T")
    print(bfs(grid, h, w, start, target))


main()
