// Asks for memory 16 MiB at a time and touches every byte, until the memory limit stops it (RE or MLE).
#include <cstdlib>
#include <cstring>
int main() {
  for (;;) {
    char *block = static_cast<char *>(std::malloc(16 << 20));
    if (!block) return 1;
    std::memset(block, 1, 16 << 20);
  }
}
