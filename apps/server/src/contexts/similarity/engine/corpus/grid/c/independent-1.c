#include <stdio.h>

static char map[1005][1005];
static int seen[1005][1005];
static int qy[1010025], qx[1010025];

int main() {
    int n, m, top = 0, end = 0, ty = -1, tx = -1;
    scanf("%d%d", &n, &m);
    for (int y = 0; y < n; y++) {
        scanf("%s", map[y]);
        for (int x = 0; x < m; x++) {
            if (map[y][x] == 'S') { qy[end] = y; qx[end++] = x; seen[y][x] = 1; }
            if (map[y][x] == 'T') { ty = y; tx = x; }
        }
    }
    while (top < end) {
        int y = qy[top], x = qx[top++];
        int ny[4] = {y - 1, y + 1, y, y}, nx[4] = {x, x, x - 1, x + 1};
        for (int k = 0; k < 4; k++) {
            if (ny[k] < 0 || nx[k] < 0 || ny[k] >= n || nx[k] >= m) continue;
            if (map[ny[k]][nx[k]] == '#' || seen[ny[k]][nx[k]]) continue;
            seen[ny[k]][nx[k]] = seen[y][x] + 1;
            qy[end] = ny[k]; qx[end++] = nx[k];
        }
    }
    printf("%d\n", seen[ty][tx] - 1);
    return 0;
}
