/*
 * DOMjudge's test-cpu-pinning.c: forks children and checks that each runs on its parent's CPU. Every run is
 * pinned to one core, so they do, and the program prints its report: a wrong answer. A child on another core
 * exits 1 and makes it a run-time error.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void) {
    unsigned parent_cpu, cpu;
    getcpu(&parent_cpu, NULL);
    printf("parent on CPU %u\n", parent_cpu);
    fflush(stdout);
    for (int i = 0; i < 10; i++) {
        if (fork() == 0) {
            for (volatile long spin = 0; spin < 20000000; spin++) {
            }
            getcpu(&cpu, NULL);
            return cpu == parent_cpu ? 0 : 1;
        }
    }
    int status, failed = 0;
    while (wait(&status) > 0)
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) failed = 1;
    return failed;
}
