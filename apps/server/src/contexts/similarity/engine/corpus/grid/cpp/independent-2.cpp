#include <bits/stdc++.h>
using namespace std;

int main() {
    int rows, cols;
    cin >> rows >> cols;
    vector<string> a(rows);
    for (auto& line : a) cin >> line;
    int start = -1, target = -1;
    for (int cell = 0; cell < rows * cols; cell++) {
        char ch = a[cell / cols][cell % cols];
        if (ch == 'S') start = cell;
        else if (ch == 'T') target = cell;
    }
    vector<int> steps(rows * cols, INT_MAX);
    deque<int> frontier{start};
    steps[start] = 0;
    while (frontier.size()) {
        int cell = frontier.front();
        frontier.pop_front();
        int r = cell / cols, c = cell % cols;
        vector<pair<int, int>> next = {{r + 1, c}, {r - 1, c}, {r, c + 1}, {r, c - 1}};
        for (auto [y, x] : next) {
            if (y < 0 || x < 0 || y >= rows || x >= cols || a[y][x] == '#') continue;
            int id = y * cols + x;
            if (steps[id] != INT_MAX) continue;
            steps[id] = steps[cell] + 1;
            frontier.push_back(id);
        }
    }
    cout << (steps[target] == INT_MAX ? -1 : steps[target]) << '\n';
}
