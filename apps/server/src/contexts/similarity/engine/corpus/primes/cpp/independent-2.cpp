#include <iostream>
#include <vector>

int main() {
    std::ios::sync_with_stdio(false);
    int n;
    std::cin >> n;
    std::vector<int> primes;
    std::vector<char> seen(n + 1, 0);
    for (int x = 2; x <= n; x++) {
        if (seen[x]) continue;
        primes.push_back(x);
        for (long long m = 1LL * x * x; m <= n; m += x) seen[m] = 1;
    }
    std::cout << primes.size() << "\n";
    return 0;
}
