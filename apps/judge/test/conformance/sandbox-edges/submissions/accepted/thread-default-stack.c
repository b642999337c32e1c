/*
 * DOMjudge's test-multithread.c: a thread gets glibc's default stack (2 MiB), as when RLIMIT_STACK is unlimited.
 * An ICPC package sets no stack limit of its own; had the judge set RLIMIT_STACK to the 2 GiB memory limit, every
 * thread would ask for 2 GiB and this prints a wrong answer.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>

static size_t stack_size;

static void *measure(void *unused) {
    pthread_attr_t attr;
    (void)unused;
    pthread_getattr_np(pthread_self(), &attr);
    pthread_attr_getstacksize(&attr, &stack_size);
    return NULL;
}

int main(void) {
    pthread_t thread;
    long n;
    if (scanf("%ld", &n) != 1) return 1;
    if (pthread_create(&thread, NULL, measure, NULL) != 0) {
        printf("no thread\n");
        return 0;
    }
    pthread_join(thread, NULL);
    if (stack_size > 64 * 1024 * 1024)
        printf("thread stack of %zu bytes\n", stack_size);
    else
        printf("%ld\n", 2 * n);
    return 0;
}
