#include <stdio.h>
#include <stdlib.h>

/* Sieve of Eratosthenes: marks composites up to n. */
char *sieve(int n) {
    char *composite = calloc(n + 1, 1);
    composite[0] = 1;
    if (n >= 1) composite[1] = 1;
    int i = 2;
    while ((long long)i * i <= n) {
        if (!composite[i]) {
            int j = i * i;
            while (j <= n) {
                composite[j] = 1;
                j += i;
            }
        }
        i++;
    }
    return composite;
}

int count_primes(const char *composite, int n) {
    int count = 0;
    int i = 2;
    while (i <= n) {
        if (!composite[i]) count++;
        i++;
    }
    return count;
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    if (n < 2) {
        printf("0\n");
        return 0;
    }
    char *composite = sieve(n);
    int answer = count_primes(composite, n);
    printf("%d\n", answer);
    free(composite);
    return 0;
}
