import sys


def count_primes(composite, n):
    count = 0
    for i in range(2, n + 1):
        if not composite[i]:
            count += 1
    return count


def main():
    n = int(sys.stdin.readline())
    if n < 2:
        print(0)
        return
    composite = sieve(n)
    answer = count_primes(composite, n)
    print(answer)


def sieve(n):
    # mark every composite number up to n
    composite = [False] * (n + 1)
    composite[0] = True
    if n >= 1:
        composite[1] = True
    for i in range(2, int(n ** 0.5) + 1):
        if not composite[i]:
            for j in range(i * i, n + 1, i):
                composite[j] = True
    return composite


main()
