# Past the 1 MiB output limit.
import sys
while True:
    sys.stdout.write('Hello World!\n' * 1000)
