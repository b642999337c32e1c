// The interactor, in testlib's calling convention (interactor input tout answer; 0 ok, 1 wrong answer) without
// testlib itself: it asks each pair of the input, and writes every reply to tout for the checker to judge.
#include <cstdio>

int main(int argc, char **argv) {
  if (argc < 4) return 3;
  FILE *input = std::fopen(argv[1], "r");
  FILE *tout = std::fopen(argv[2], "w");
  int queries = 0;
  if (!input || !tout || std::fscanf(input, "%d", &queries) != 1) return 3;
  for (int query = 0; query < queries; query++) {
    long long a = 0, b = 0, reply = 0;
    if (std::fscanf(input, "%lld %lld", &a, &b) != 2) return 3;
    std::printf("%lld %lld\n", a, b);
    std::fflush(stdout);
    if (std::scanf("%lld", &reply) != 1) {
      std::fprintf(stderr, "wrong answer: no reply to query %d\n", query + 1);
      return 1;
    }
    std::fprintf(tout, "%lld\n", reply);
  }
  std::fprintf(stderr, "ok %d queries\n", queries);
  return 0;
}
