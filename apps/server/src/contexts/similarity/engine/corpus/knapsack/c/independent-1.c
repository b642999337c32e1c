#include <stdio.h>

long long f[100005];

int main() {
    int n, W;
    scanf("%d%d", &n, &W);
    while (n--) {
        int wt, val;
        scanf("%d%d", &wt, &val);
        for (int cap = W; cap >= wt; --cap)
            if (f[cap - wt] + val > f[cap]) f[cap] = f[cap - wt] + val;
    }
    printf("%lld\n", f[W]);
    return 0;
}
