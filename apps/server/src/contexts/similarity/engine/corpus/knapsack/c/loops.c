#include <stdio.h>

#define MAXN 105
#define MAXW 100005

int weight[MAXN], value[MAXN];
long long dp[MAXN][MAXW];

long long max_ll(long long a, long long b) { return a > b ? a : b; }

void read_items(int n) {
    int i = 0;
    while (i < n) {
        scanf("%d %d", &weight[i], &value[i]);
        i++;
    }
}

long long best_value(int n, int capacity) {
    int i = 1;
    while (i <= n) {
        int c = 0;
        while (c <= capacity) {
            dp[i][c] = dp[i - 1][c];
            if (c >= weight[i - 1]) {
                dp[i][c] = max_ll(dp[i][c], dp[i - 1][c - weight[i - 1]] + value[i - 1]);
            }
            c++;
        }
        i++;
    }
    return dp[n][capacity];
}

int main(void) {
    int n, capacity;
    scanf("%d %d", &n, &capacity);
    read_items(n);
    printf("%lld\n", best_value(n, capacity));
    return 0;
}
