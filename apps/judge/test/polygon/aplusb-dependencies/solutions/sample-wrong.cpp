// Wrong on the sample alone: no group that depends on it (directly or not) counts, so 0 points, not 100.
#include <iostream>
int main() {
  long long a, b;
  std::cin >> a >> b;
  std::cout << (a == 1 && b == 2 ? 4 : a + b) << "\n";
}
