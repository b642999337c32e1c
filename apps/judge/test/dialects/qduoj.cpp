// QDUOJ's call: input and the user's output by name, and the input on stdin too (no answer: the checker solves).
#include <cstdio>

int main(int argc, char **argv) {
  if (argc != 3) return 255;
  long long a = 0, b = 0, found = 0;
  if (std::scanf("%lld %lld", &a, &b) != 2) return 255;
  FILE *output = std::fopen(argv[2], "r");
  if (!output || std::fscanf(output, "%lld", &found) != 1) return 1;
  return found == a + b ? 0 : 1;
}
