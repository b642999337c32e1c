// Replies to every query, so the interactor accepts; only the checker sees the replies are wrong.
#include <iostream>
int main() {
  long long a, b;
  while (std::cin >> a >> b) std::cout << a - b << std::endl;
}
