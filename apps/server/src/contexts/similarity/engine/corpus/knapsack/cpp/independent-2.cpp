#include <bits/stdc++.h>
using namespace std;

int n, W;
vector<int> wt, val;
map<pair<int, int>, long long> memo;

long long go(int idx, int left) {
    if (idx == n) return 0;
    auto key = make_pair(idx, left);
    auto found = memo.find(key);
    if (found != memo.end()) return found->second;
    long long best = go(idx + 1, left);
    if (wt[idx] <= left) best = max(best, val[idx] + go(idx + 1, left - wt[idx]));
    return memo[key] = best;
}

int main() {
    cin >> n >> W;
    wt.resize(n);
    val.resize(n);
    for (int i = 0; i < n; i++) cin >> wt[i] >> val[i];
    cout << go(0, W) << "\n";
}
