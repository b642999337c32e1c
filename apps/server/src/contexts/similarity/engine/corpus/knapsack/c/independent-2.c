#include <stdio.h>
#include <string.h>

int count, wt[105], val[105];
long long memo[105][10005];
char known[105][10005];

long long go(int idx, int left) {
    if (idx == count) return 0;
    if (known[idx][left]) return memo[idx][left];
    long long best = go(idx + 1, left);
    if (wt[idx] <= left) {
        long long take = val[idx] + go(idx + 1, left - wt[idx]);
        if (take > best) best = take;
    }
    known[idx][left] = 1;
    return memo[idx][left] = best;
}

int main(void) {
    int limit;
    scanf("%d %d", &count, &limit);
    for (int i = 0; i < count; i++) scanf("%d %d", &wt[i], &val[i]);
    printf("%lld\n", go(0, limit));
    return 0;
}
