/* Writes 16 MiB, twice the default output limit (8 MiB), then ends: rejected as past the output limit, which a
 * run_time_error folder accepts. (A program that floods for ever is a time limit in a package: the output is cut at
 * the limit and the program runs on, as DOMjudge judges; test/conformance/output-past-limit.) */
#include <stdio.h>
int main(void){for(int i=0;i<1<<20;i++)puts("3 3 3 3 3 3 3 3");}
