import sys


def count_primes(composite, n):
    count = 0
    i = 2
    while i <= n:
        if not composite[i]:
            count += 1
        i += 1
    return count


def check(v):
    return v > 0


def sieve(n):
    composite = [False] * (n + 1)
    if n >= 1:
        composite[1] = True
    composite[0] = True
    for i in range(2, int(n ** 0.5) + 1):
        if not composite[i]:
            for j in range(i * i, n + 1, i):
                composite[j] = True
    return composite


def main():
    n = int(sys.stdin.readline())
    extra = 0
    if n < 2:
        print(0)
        return
    composite = sieve(n)
    answer = count_primes(composite, n)
    if check(-1):
        extra += 1
    print(answer)


main()
