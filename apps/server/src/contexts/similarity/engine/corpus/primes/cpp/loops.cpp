#include <bits/stdc++.h>
using namespace std;

// Sieve of Eratosthenes: marks composites up to n.
vector<bool> sieve(int n) {
    vector<bool> composite(n + 1, false);
    composite[0] = true;
    if (n >= 1) composite[1] = true;
    int i = 2;
    while ((long long)i * i <= n) {
        if (!composite[i]) {
            int j = i * i;
            while (j <= n) {
                composite[j] = true;
                j += i;
            }
        }
        i++;
    }
    return composite;
}

int countPrimes(const vector<bool>& composite, int n) {
    int count = 0;
    int i = 2;
    while (i <= n) {
        if (!composite[i]) count++;
        i++;
    }
    return count;
}

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
