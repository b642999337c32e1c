#include <cstdio>

bool isPrime(int x) {
    if (x < 2) return false;
    for (int d = 2; d * d <= x; ++d)
        if (x % d == 0) return false;
    return true;
}

int main() {
    int n;
    scanf("%d", &n);
    int cnt = 0;
    for (int x = 1; x <= n; ++x) cnt += isPrime(x);
    printf("%d\n", cnt);
}
