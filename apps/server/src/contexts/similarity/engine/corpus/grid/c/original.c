#include <stdio.h>
#include <string.h>

#define MAXN 1005

int h, w;
char grid[MAXN][MAXN];
int dist[MAXN][MAXN];
int queue_r[MAXN * MAXN], queue_c[MAXN * MAXN];
const int dr[4] = {1, -1, 0, 0};
const int dc[4] = {0, 0, 1, -1};

int inside(int r, int c) {
    return r >= 0 && r < h && c >= 0 && c < w && grid[r][c] != '#';
}

int bfs(int sr, int sc, int tr, int tc) {
    int head = 0, tail = 0;
    memset(dist, -1, sizeof(dist));
    dist[sr][sc] = 0;
    queue_r[tail] = sr;
    queue_c[tail++] = sc;
    while (head < tail) {
        int r = queue_r[head], c = queue_c[head++];
        if (r == tr && c == tc) return dist[r][c];
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (inside(nr, nc) && dist[nr][nc] == -1) {
                dist[nr][nc] = dist[r][c] + 1;
                queue_r[tail] = nr;
                queue_c[tail++] = nc;
            }
        }
    }
    return -1;
}

int main(void) {
    scanf("%d %d", &h, &w);
    int sr = 0, sc = 0, tr = 0, tc = 0;
    for (int i = 0; i < h; i++) {
        scanf("%s", grid[i]);
        for (int j = 0; j < w; j++) {
            if (grid[i][j] == 'S') { sr = i; sc = j; }
            if (grid[i][j] == 'T') { tr = i; tc = j; }
        }
    }
    printf("%d\n", bfs(sr, sc, tr, tc));
    return 0;
}
