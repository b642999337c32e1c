#include <stdio.h>

int is_prime(int x) {
    if (x < 2) return 0;
    for (int d = 2; d * d <= x; ++d)
        if (x % d == 0) return 0;
    return 1;
}

int main() {
    int n, cnt = 0;
    scanf("%d", &n);
    for (int x = 1; x <= n; ++x) cnt += is_prime(x);
    printf("%d\n", cnt);
    return 0;
}
