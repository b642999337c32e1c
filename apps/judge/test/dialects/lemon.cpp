// Lemon's call: input, the user's output, the answer, the full score, then the files for the score and a message.
// Off by one earns half the full score.
#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv) {
  if (argc != 7) return 1;
  FILE *output = std::fopen(argv[2], "r");
  FILE *answer = std::fopen(argv[3], "r");
  int full = std::atoi(argv[4]);
  long long expected = 0, found = 0;
  std::fscanf(answer, "%lld", &expected);
  bool read = output && std::fscanf(output, "%lld", &found) == 1;
  long long gap = found > expected ? found - expected : expected - found;
  int score = !read ? 0 : gap == 0 ? full : gap == 1 ? full / 2 : 0;
  FILE *score_file = std::fopen(argv[5], "w");
  FILE *message_file = std::fopen(argv[6], "w");
  std::fprintf(score_file, "%d\n", score);
  std::fprintf(message_file, "%s\n", score == full ? "exact" : score > 0 ? "off by one" : "wrong sum");
  return 0;
}
