/* Past the output limit, then exit code 1: DOMjudge looks at the exit code before the truncated output.
 * @EXPECTED_RESULTS@: RUN-ERROR
 */
#include <stdio.h>
#include <string.h>

int main(void) {
    static char line[1 << 16];
    memset(line, 'x', sizeof line);
    for (int i = 0; i < 64; i++) fwrite(line, 1, sizeof line, stdout);
    return 1;
}
