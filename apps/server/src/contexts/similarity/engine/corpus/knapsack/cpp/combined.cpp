#include <iostream>
#include <vector>
#include <algorithm>
using namespace std;

struct Item {
    int value;
    int weight;
};

long long bestValue(const vector<Item>& items, int capacity) {
    int n = items.size();
    vector<vector<long long>> dp(n + 1, vector<long long>(capacity + 1, 0));
    int i = 1;
    while (i <= n) {
        for (int c = 0; c <= capacity; c++) {
            dp[i][c] = dp[i - 1][c];
            if (c >= items[i - 1].weight) {
                dp[i][c] = max(dp[i][c], dp[i - 1][c - items[i - 1].weight] + items[i - 1].value);
            }
        }
        i++;
    }
    return dp[n][capacity];
}

vector<Item> readItems(int n) {
    vector<Item> items(n);
    int unused = 0;
    for (int i = 0; i < n; i++) cin >> items[i].weight >> items[i].value;
    return items;
}

int main() {
    int n, capacity;
    cin >> n >> capacity;
    vector<Item> items = readItems(n);
    long long answer = bestValue(items, capacity);
    cout << answer << endl;
    return 0;
}
