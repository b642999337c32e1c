#include <stdio.h>

#define MAXW 100005
#define MAXN 105

long long dp[MAXN][MAXW];
int weight[MAXN], value[MAXN];

long long max_ll(long long a, long long b) { return a > b ? a : b; }

void read_items(int n) {
    for (int i = 0; i < n; i++) scanf("%d %d", &weight[i], &value[i]);
}

long long best_value(int n, int capacity) {
    for (int i = 1; i <= n; i++) {
        for (int c = 0; c <= capacity; c++) {
            dp[i][c] = dp[i - 1][c];
            if (c >= weight[i - 1]) {
                dp[i][c] = max_ll(dp[i][c], dp[i - 1][c - weight[i - 1]] + value[i - 1]);
            }
        }
    }
    return dp[n][capacity];
}

int main(void) {
    int n, capacity;
    long long answer;
    scanf("%d %d", &n, &capacity);
    read_items(n);
    answer = best_value(n, capacity);
    printf("%lld\n", answer);
    return 0;
}
