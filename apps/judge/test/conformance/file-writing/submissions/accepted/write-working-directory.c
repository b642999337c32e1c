/* Writes a file in its working directory and reads it back; the file must be new, so each test case's working
 * directory starts empty of what an earlier case wrote. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int main(void) {
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    int fd = open("scratch.txt", O_WRONLY | O_CREAT | O_EXCL, 0644);
    if (fd < 0) return 2;
    FILE *out = fdopen(fd, "w");
    fprintf(out, "%ld\n", 2 * n);
    fclose(out);
    FILE *in = fopen("scratch.txt", "r");
    long doubled;
    if (!in || fscanf(in, "%ld", &doubled) != 1) return 3;
    printf("%ld\n", doubled);
    return 0;
}
