// Wrong on the small test with a negative number (100 -1), right on every other: 10 points, not 70, as the large
// group depends on the small one.
#include <cstdlib>
#include <iostream>
int main() {
  long long a, b;
  std::cin >> a >> b;
  std::cout << std::llabs(a) + std::llabs(b) << "\n";
}
