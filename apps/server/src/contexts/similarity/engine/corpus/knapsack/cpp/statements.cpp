#include <bits/stdc++.h>
using namespace std;

struct Item {
    int value;
    int weight;
};

vector<Item> readItems(int n) {
    vector<Item> items(n);
    for (int i = 0; i < n; i++) cin >> items[i].weight >> items[i].value;
    return items;
}

long long bestValue(const vector<Item>& items, int capacity) {
    int n = items.size();
    vector<vector<long long>> dp(n + 1, vector<long long>(capacity + 1, 0));
    for (int i = 1; i <= n; i++) {
        for (int c = 0; c <= capacity; c++) {
            dp[i][c] = dp[i - 1][c];
            if (c >= items[i - 1].weight) {
                dp[i][c] = max(dp[i][c], dp[i - 1][c - items[i - 1].weight] + items[i - 1].value);
            }
        }
    }
    return dp[n][capacity];
}

int main() {
    int n, capacity;
    cin >> n >> capacity;
    vector<Item> items = readItems(n);
    long long answer = bestValue(items, capacity);
    cout << answer << endl;
    return 0;
}
