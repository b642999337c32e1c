n = int(input())


def is_prime(x):
    if x < 2:
        return False
    d = 2
    while d * d <= x:
        if x % d == 0:
            return False
        d += 1
    return True


print(sum(1 for x in range(1, n + 1) if is_prime(x)))
