# Right on g2's zero case alone: g2 accepted at min(10, 0) = 0, g1 rejected, the sample rejected.
input()
print(0)
