#include <stdio.h>

#define MAXN 105
#define MAXW 100005

long long dp[MAXN][MAXW];
int weight[MAXN], value[MAXN];

long long max_ll(long long a, long long b) { return a > b ? a : b; }

long long best_value(int n, int capacity) {
    int i = 1;
    while (i <= n) {
        for (int c = 0; c <= capacity; c++) {
            dp[i][c] = dp[i - 1][c];
            if (c >= weight[i - 1]) {
                dp[i][c] = max_ll(dp[i][c], dp[i - 1][c - weight[i - 1]] + value[i - 1]);
            }
        }
        i++;
    }
    return dp[n][capacity];
}

void read_items(int n) {
    int unused = 0;
    for (int i = 0; i < n; i++) scanf("%d %d", &weight[i], &value[i]);
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
