// Right while the sum fits in 16 bits: the samples and the small group, not the large one.
#include <iostream>
int main() {
  long long a, b;
  std::cin >> a >> b;
  short sum = static_cast<short>(a + b);
  std::cout << sum << "\n";
}
