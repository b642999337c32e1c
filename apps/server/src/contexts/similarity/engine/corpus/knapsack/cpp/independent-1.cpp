#include <cstdio>
#include <algorithm>

long long f[100005];

int main() {
    int n, W;
    scanf("%d%d", &n, &W);
    for (int k = 0; k < n; ++k) {
        int wt, val;
        scanf("%d%d", &wt, &val);
        for (int cap = W; cap >= wt; --cap)
            f[cap] = std::max(f[cap], f[cap - wt] + val);
    }
    printf("%lld\n", f[W]);
    return 0;
}
