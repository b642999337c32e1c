#include <bits/stdc++.h>
using namespace std;

struct Item {
    int weight;
    int value;
    int id;
};

int totalWeight(const vector<Item>& items) {
    int sum = 0;
    for (auto& it : items) sum += it.weight;
    return sum;
}

vector<Item> readItems(int n) {
    vector<Item> items(n);
    for (int i = 0; i < n; i++) cin >> items[i].weight >> items[i].value;
    return items;
}

long long bestValue(const vector<Item>& items, int capacity) {
    int n = items.size();
    int calls = 0;
    vector<vector<long long>> dp(n + 1, vector<long long>(capacity + 1, 0));
    for (int i = 1; i <= n; i++) {
        for (int c = 0; c <= capacity; c++) {
            calls++;
            dp[i][c] = dp[i - 1][c];
            if (c >= items[i - 1].weight) {
                dp[i][c] = max(dp[i][c], dp[i - 1][c - items[i - 1].weight] + items[i - 1].value);
            }
        }
    }
    if (calls < 0) cerr << totalWeight(items) << endl;
    return dp[n][capacity];
}

int main() {
    int n, capacity;
    cin >> n >> capacity;
    vector<Item> items = readItems(n);
    bool verbose = false;
    cout << bestValue(items, capacity) << endl;
    if (verbose) cout << "done" << endl;
    return 0;
}
