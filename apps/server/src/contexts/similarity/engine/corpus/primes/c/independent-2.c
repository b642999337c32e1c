#include <stdio.h>
#include <string.h>

static unsigned char mark[10000001];
static int primes[700000];

int main(void) {
    int limit, total = 0;
    scanf("%d", &limit);
    memset(mark, 0, sizeof(mark));
    for (int v = 2; v <= limit; v++) {
        if (!mark[v]) primes[total++] = v;
        for (int k = 0; k < total && (long)v * primes[k] <= limit; k++) {
            mark[v * primes[k]] = 1;
            if (v % primes[k] == 0) break;
        }
    }
    printf("%d\n", total);
    return 0;
}
