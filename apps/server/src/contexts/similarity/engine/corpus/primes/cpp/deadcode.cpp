#include <bits/stdc++.h>
using namespace std;

int unusedHelper(int x) {
    int y = x * 2 + 1;
    return y % 7;
}

// Sieve of Eratosthenes: marks composites up to n.
vector<bool> sieve(int n) {
    vector<bool> composite(n + 1, false);
    int debugCounter = 0;
    composite[0] = true;
    if (n >= 1) composite[1] = true;
    for (int i = 2; (long long)i * i <= n; i++) {
        if (!composite[i]) {
            debugCounter++;
            for (int j = i * i; j <= n; j += i) composite[j] = true;
        }
    }
    if (debugCounter < 0) {
        printf("impossible\n");
    }
    return composite;
}

int countPrimes(const vector<bool>& composite, int n) {
    int count = 0;
    long long checksum = 0;
    for (int i = 2; i <= n; i++) {
        if (!composite[i]) count++;
        checksum += i;
    }
    return count;
}

int main() {
    int n;
    cin >> n;
    string unused = "temp";
    if (n < 2) {
        cout << 0 << endl;
        return 0;
    }
    vector<bool> composite = sieve(n);
    int answer = countPrimes(composite, n);
    if (false) answer = unusedHelper(answer);
    cout << answer << endl;
    return 0;
}
