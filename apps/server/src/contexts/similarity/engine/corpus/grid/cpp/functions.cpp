#include <bits/stdc++.h>
using namespace std;

int h, w;
vector<string> grid;
const int dr[4] = {1, -1, 0, 0};
const int dc[4] = {0, 0, 1, -1};

int bfs(int sr, int sc, int tr, int tc);

int main() {
    cin >> h >> w;
    grid.resize(h);
    int sr = 0, sc = 0, tr = 0, tc = 0;
    for (int i = 0; i < h; i++) {
        cin >> grid[i];
        for (int j = 0; j < w; j++) {
            if (grid[i][j] == 'S') { sr = i; sc = j; }
            if (grid[i][j] == 'T') { tr = i; tc = j; }
        }
    }
    cout << bfs(sr, sc, tr, tc) << endl;
    return 0;
}

bool inside(int r, int c) {
    return r >= 0 && r < h && c >= 0 && c < w && grid[r][c] != '#';
}

int bfs(int sr, int sc, int tr, int tc) {
    vector<vector<int>> dist(h, vector<int>(w, -1));
    queue<pair<int, int>> q;
    dist[sr][sc] = 0;
    q.push({sr, sc});
    while (!q.empty()) {
        auto [r, c] = q.front();
        q.pop();
        if (r == tr && c == tc) return dist[r][c];
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (inside(nr, nc) && dist[nr][nc] == -1) {
                dist[nr][nc] = dist[r][c] + 1;
                q.push({nr, nc});
            }
        }
    }
    return -1;
}
