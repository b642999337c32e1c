// A checker with testlib's calling convention and exit codes (check input output answer; 0 ok, 1 wrong answer),
// written without testlib so the repository holds no copy of it.
#include "numbers.h"

int main(int argc, char **argv) {
  if (argc < 4) return 3;
  long long output = read_number(argv[2]);
  long long answer = read_number(argv[3]);
  if (output != answer) {
    std::fprintf(stderr, "wrong answer: expected %lld, found %lld\n", answer, output);
    return 1;
  }
  std::fprintf(stderr, "ok %lld\n", answer);
  return 0;
}
