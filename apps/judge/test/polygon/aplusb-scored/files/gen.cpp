// The package's generator: `gen A B` prints the test "A B" (Polygon runs it as doall.sh does).
#include <cstdio>

int main(int argc, char **argv) {
  if (argc != 3) return 1;
  std::printf("%s %s\n", argv[1], argv[2]);
  return 0;
}
