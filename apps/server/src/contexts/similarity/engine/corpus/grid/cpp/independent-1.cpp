#include <cstdio>
#include <cstring>

char g[1005][1005];
int d[1005][1005];
int qx[1000005], qy[1000005];

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    for (int i = 0; i < n; i++) scanf("%s", g[i]);
    memset(d, -1, sizeof d);
    int head = 0, tail = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (g[i][j] == 'S') { qx[tail] = i; qy[tail++] = j; d[i][j] = 0; }
    int moves[5] = {0, 1, 0, -1, 0};
    while (head < tail) {
        int x = qx[head], y = qy[head++];
        if (g[x][y] == 'T') { printf("%d\n", d[x][y]); return 0; }
        for (int k = 0; k < 4; k++) {
            int a = x + moves[k], b = y + moves[k + 1];
            if (a < 0 || b < 0 || a >= n || b >= m) continue;
            if (g[a][b] == '#' || d[a][b] >= 0) continue;
            d[a][b] = d[x][y] + 1;
            qx[tail] = a; qy[tail++] = b;
        }
    }
    puts("-1");
}
