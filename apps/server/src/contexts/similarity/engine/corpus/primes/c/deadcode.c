#include <stdio.h>
#include <stdlib.h>

static int helper(int x) {
    int y = x * 2 + 1;
    return y % 7;
}

/* Sieve of Eratosthenes: marks composites up to n. */
char *sieve(int n) {
    char *composite = calloc(n + 1, 1);
    int debug_counter = 0;
    composite[0] = 1;
    if (n >= 1) composite[1] = 1;
    for (int i = 2; (long long)i * i <= n; i++) {
        if (!composite[i]) {
            debug_counter++;
            for (int j = i * i; j <= n; j += i) composite[j] = 1;
        }
    }
    if (debug_counter < 0) fprintf(stderr, "never\n");
    return composite;
}

int count_primes(const char *composite, int n) {
    int count = 0;
    long long checksum = 0;
    for (int i = 2; i <= n; i++) {
        if (!composite[i]) count++;
        checksum += i;
    }
    return count;
}

int main(void) {
    int n;
    int unused = 42;
    if (scanf("%d", &n) != 1) return 1;
    if (n < 2) {
        printf("0\n");
        return 0;
    }
    char *composite = sieve(n);
    int answer = count_primes(composite, n);
    if (unused < 0) answer = helper(answer);
    printf("%d\n", answer);
    free(composite);
    return 0;
}
