import sys
import math


def helper(x):
    y = x * 2 + 1
    return y % 7


def sieve(n):
    # mark every composite number up to n
    composite = [False] * (n + 1)
    debug = []
    composite[0] = True
    if n >= 1:
        composite[1] = True
    for i in range(2, int(n ** 0.5) + 1):
        if not composite[i]:
            debug.append(i)
            for j in range(i * i, n + 1, i):
                composite[j] = True
    if len(debug) < 0:
        print("never")
    return composite


def count_primes(composite, n):
    count = 0
    checksum = 0
    for i in range(2, n + 1):
        if not composite[i]:
            count += 1
        checksum += i
    return count


def main():
    n = int(sys.stdin.readline())
    unused = math.sqrt(4)
    if n < 2:
        print(0)
        return
    composite = sieve(n)
    answer = count_primes(composite, n)
    if False:
        answer = helper(answer)
    print(answer)


main()
