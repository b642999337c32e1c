/* Writes 4 MiB to stderr, four times the output limit, then the answer: stderr is cut silently, the answer counts
 * (DOMjudge judges only a truncated stdout as OUTPUT-LIMIT). */
#include <stdio.h>
#include <string.h>

int main(void) {
    static char noise[1 << 20];
    memset(noise, '#', sizeof noise);
    for (int i = 0; i < 4; i++) fwrite(noise, 1, sizeof noise, stderr);
    puts("Hello world!");
    return 0;
}
