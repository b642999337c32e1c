/* A program may write files in its TMPDIR and read them back within its run. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    char path[4096];
    snprintf(path, sizeof path, "%s/scratch.txt", getenv("TMPDIR"));
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    FILE *out = fopen(path, "w");
    if (!out) return 2;
    fprintf(out, "%ld\n", 2 * n);
    fclose(out);
    FILE *in = fopen(path, "r");
    long doubled;
    if (!in || fscanf(in, "%ld", &doubled) != 1) return 3;
    printf("%ld\n", doubled);
    return 0;
}
