#include <iostream>
#include <vector>
using namespace std;

int countPrimes(const vector<bool>& composite, int n) {
    int count = 0;
    int i = 2;
    while (i <= n) {
        if (!composite[i]) count++;
        i++;
    }
    return count;
}

bool check(int v) { return v > 0; }

vector<bool> sieve(int n) {
    vector<bool> composite(n + 1, false);
    if (n >= 1) composite[1] = true;
    composite[0] = true;
    int i = 2;
    while ((long long)i * i <= n) {
        if (!composite[i]) {
            for (int j = i * i; j <= n; j += i) composite[j] = true;
        }
        i++;
    }
    return composite;
}

int main() {
    int n;
    cin >> n;
    int extra = 0;
    if (n < 2) {
        cout << 0 << endl;
        return 0;
    }
    vector<bool> composite = sieve(n);
    int answer = countPrimes(composite, n);
    if (check(-1)) extra++;
    cout << answer << endl;
    return 0;
}
