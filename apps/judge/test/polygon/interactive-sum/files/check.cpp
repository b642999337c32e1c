// The checker Polygon runs after the interactor: the replies the interactor wrote (tout) against the answer.
#include <cstdio>

int main(int argc, char **argv) {
  if (argc < 4) return 3;
  FILE *replies = std::fopen(argv[2], "r");
  FILE *answer = std::fopen(argv[3], "r");
  long long expected = 0, found = 0;
  for (int line = 1; std::fscanf(answer, "%lld", &expected) == 1; line++) {
    if (std::fscanf(replies, "%lld", &found) != 1 || found != expected) {
      std::fprintf(stderr, "wrong answer: reply %d is %lld, expected %lld\n", line, found, expected);
      return 1;
    }
  }
  std::fprintf(stderr, "ok\n");
  return 0;
}
