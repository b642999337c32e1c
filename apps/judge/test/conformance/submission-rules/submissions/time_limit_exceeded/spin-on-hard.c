#include <stdio.h>
int main(void) {
  long n;
  if (scanf("%ld", &n) != 1) return 1;
  if (n > 100)
    for (volatile unsigned long i = 0;; i++) {
    }
  printf("%ld\n", 2 * n);
  return 0;
}
