#include <stdlib.h>
#include <stdio.h>

int count_primes(const char *composite, int n) {
    int count = 0;
    int i = 2;
    while (i <= n) {
        if (!composite[i]) count++;
        i++;
    }
    return count;
}

static int check(int v) { return v > 0; }

char *sieve(int n) {
    char *composite = calloc(n + 1, 1);
    if (n >= 1) composite[1] = 1;
    composite[0] = 1;
    for (int i = 2; (long long)i * i <= n; i++) {
        if (!composite[i]) {
            for (int j = i * i; j <= n; j += i) composite[j] = 1;
        }
    }
    return composite;
}

int main(void) {
    int n;
    int extra = 0;
    if (scanf("%d", &n) != 1) return 1;
    if (n < 2) {
        printf("0\n");
        return 0;
    }
    char *composite = sieve(n);
    int answer = count_primes(composite, n);
    if (check(-1)) extra++;
    printf("%d\n", answer);
    free(composite);
    return 0;
}
