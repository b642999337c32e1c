# Past the 1 MiB output limit (2.6 MB), then a normal end. (Flooding for ever would be TIMELIMIT, as in DOMjudge:
# the output is cut at the limit and the program runs on.)
import sys
for _ in range(200):
    sys.stdout.write('Hello World!\n' * 1000)
