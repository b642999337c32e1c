#include <bits/stdc++.h>
using namespace std;

struct Item {
    int weight;
    int value;
};

vector<Item> readItems(int n) {
    vector<Item> items(n);
    int i = 0;
    while (i < n) {
        cin >> items[i].weight >> items[i].value;
        i++;
    }
    return items;
}

long long bestValue(const vector<Item>& items, int capacity) {
    int n = items.size();
    vector<vector<long long>> dp(n + 1, vector<long long>(capacity + 1, 0));
    int i = 1;
    while (i <= n) {
        int c = 0;
        while (c <= capacity) {
            dp[i][c] = dp[i - 1][c];
            if (c >= items[i - 1].weight) {
                dp[i][c] = max(dp[i][c], dp[i - 1][c - items[i - 1].weight] + items[i - 1].value);
            }
            c++;
        }
        i++;
    }
    return dp[n][capacity];
}

int main() {
    int n, capacity;
    cin >> n >> capacity;
    vector<Item> items = readItems(n);
    cout << bestValue(items, capacity) << endl;
    return 0;
}
