/* The working directory is writable, the compiled program in it is not: a later case must run the same program. */
#include <stdio.h>

int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    FILE *self = fopen("main", "r+");
    if (self) {
        puts("the program could change itself");
        return 0;
    }
    printf("%ld\n", 2 * n);
    return 0;
}
