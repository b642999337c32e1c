#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int rows, cols;
    if (scanf("%d %d", &rows, &cols) != 2) return 0;
    char *cells = malloc((size_t)rows * cols + 1);
    for (int r = 0; r < rows; r++) scanf("%s", cells + r * cols);
    int total = rows * cols, start = 0, goal = 0;
    for (int k = 0; k < total; k++) {
        if (cells[k] == 'S') start = k;
        if (cells[k] == 'T') goal = k;
    }
    int *level = malloc(sizeof(int) * total), *order = malloc(sizeof(int) * total);
    for (int k = 0; k < total; k++) level[k] = -1;
    int read = 0, write = 0;
    level[start] = 0;
    order[write++] = start;
    while (read < write) {
        int cur = order[read++];
        int row = cur / cols, col = cur % cols;
        int options[4] = {row > 0 ? cur - cols : -1, row + 1 < rows ? cur + cols : -1,
                          col > 0 ? cur - 1 : -1, col + 1 < cols ? cur + 1 : -1};
        for (int o = 0; o < 4; o++) {
            int next = options[o];
            if (next < 0 || cells[next] == '#' || level[next] >= 0) continue;
            level[next] = level[cur] + 1;
            order[write++] = next;
        }
    }
    printf("%d\n", level[goal]);
    return 0;
}
