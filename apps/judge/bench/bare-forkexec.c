/* The bare baseline of bench/sandbox-overhead.ts: fork + execve + waitpid of a program from C, stdout to a file,
 * as cheap as running a program gets. Prints the median in microseconds of N runs. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  if (argc < 4) return 64;
  int runs = atoi(argv[2]);
  double *times = malloc(sizeof(double) * runs);
  for (int i = 0; i < runs; i++) {
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid = fork();
    if (pid == 0) {
      int out = open(argv[3], O_WRONLY | O_CREAT | O_TRUNC, 0644);
      dup2(out, 1);
      char *args[] = {argv[1], NULL};
      execv(argv[1], args);
      _exit(127);
    }
    int status;
    waitpid(pid, &status, 0);
    clock_gettime(CLOCK_MONOTONIC, &end);
    times[i] = (end.tv_sec - start.tv_sec) * 1e6 + (end.tv_nsec - start.tv_nsec) / 1e3;
  }
  qsort(times, runs, sizeof(double), compare);
  printf("%.1f\n", times[runs / 2]);
  return 0;
}
