// SYZOJ's call: input, user_out, answer and code in the working directory; the score (0 to 100) on stdout, the
// message on stderr. A submission whose code has no main cannot be the one judged: 0.
#include <cstdio>
#include <cstring>

int main() {
  FILE *output = std::fopen("user_out", "r");
  FILE *answer = std::fopen("answer", "r");
  FILE *code = std::fopen("code", "r");
  char text[4096] = "";
  if (!output || !answer || !code) return 1;
  std::fread(text, 1, sizeof text - 1, code);
  long long expected = 0, found = 0;
  std::fscanf(answer, "%lld", &expected);
  bool read = std::fscanf(output, "%lld", &found) == 1;
  long long gap = found > expected ? found - expected : expected - found;
  int score = !read || !std::strstr(text, "main") ? 0 : gap == 0 ? 100 : gap == 1 ? 50 : 0;
  std::printf("%d\n", score);
  std::fprintf(stderr, "%s\n", score == 100 ? "exact" : score > 0 ? "off by one" : "wrong sum");
  return 0;
}
