import sys

limit = int(sys.stdin.read().split()[0])
flags = bytearray([1]) * (limit + 1)
flags[:2] = b"\x00\x00"[: min(2, limit + 1)]
p = 2
while p * p <= limit:
    if flags[p]:
        flags[p * p :: p] = bytearray(len(range(p * p, limit + 1, p)))
    p += 1
print(sum(flags))
