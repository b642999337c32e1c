#include <bits/stdc++.h>
using namespace std;

int countPrimes(const vector<bool>& composite, int n) {
    int count = 0;
    for (int i = 2; i <= n; i++) {
        if (!composite[i]) count++;
    }
    return count;
}

vector<bool> sieve(int n);

int main() {
    int n;
    cin >> n;
    if (n < 2) {
        cout << 0 << endl;
        return 0;
    }
    vector<bool> composite = sieve(n);
    int answer = countPrimes(composite, n);
    cout << answer << endl;
    return 0;
}

// Sieve of Eratosthenes: marks composites up to n.
vector<bool> sieve(int n) {
    vector<bool> composite(n + 1, false);
    composite[0] = true;
    if (n >= 1) composite[1] = true;
    for (int i = 2; (long long)i * i <= n; i++) {
        if (!composite[i]) {
            for (int j = i * i; j <= n; j += i) composite[j] = true;
        }
    }
    return composite;
}
