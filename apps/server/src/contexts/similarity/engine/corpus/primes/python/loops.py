import sys


def sieve(n):
    # mark every composite number up to n
    composite = [False] * (n + 1)
    composite[0] = True
    if n >= 1:
        composite[1] = True
    i = 2
    while i * i <= n:
        if not composite[i]:
            j = i * i
            while j <= n:
                composite[j] = True
                j += i
        i += 1
    return composite


def count_primes(composite, n):
    count = 0
    i = 2
    while i <= n:
        if not composite[i]:
            count += 1
        i += 1
    return count


def main():
    n = int(sys.stdin.readline())
    if n < 2:
        print(0)
        return
    composite = sieve(n)
    answer = count_primes(composite, n)
    print(answer)


main()
