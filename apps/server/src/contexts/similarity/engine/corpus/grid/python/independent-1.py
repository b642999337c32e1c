import sys

lines = sys.stdin.read().split("\n")
n, m = map(int, lines[0].split())
g = [lines[1 + i].strip() for i in range(n)]
src = next((i, j) for i in range(n) for j in range(m) if g[i][j] == "S")
seen = {src: 0}
frontier = [src]
while frontier:
    nxt = []
    for x, y in frontier:
        if g[x][y] == "T":
            print(seen[(x, y)])
            sys.exit()
        for a, b in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if 0 <= a < n and 0 <= b < m and g[a][b] != "#" and (a, b) not in seen:
                seen[(a, b)] = seen[(x, y)] + 1
                nxt.append((a, b))
    frontier = nxt
print(-1)
