// HUSTOJ's order: input, answer, then the user's output. The answer file carries a note the output never has,
// so a checker given the two the other way round rejects every submission.
#include <cstdio>
#include <cstring>

int main(int argc, char **argv) {
  if (argc != 4) return 2;
  FILE *answer = std::fopen(argv[2], "r");
  FILE *output = std::fopen(argv[3], "r");
  long long expected = 0, found = 0;
  char note[64] = "";
  if (!answer || std::fscanf(answer, "%lld %63s", &expected, note) != 2 || std::strcmp(note, "(sum)") != 0) return 3;
  if (!output || std::fscanf(output, "%lld", &found) != 1) return 1;
  return found == expected ? 0 : 1;
}
