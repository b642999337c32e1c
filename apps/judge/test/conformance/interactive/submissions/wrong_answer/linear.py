import sys
i = 1
while True:
    print("?", i, flush=True)
    if sys.stdin.readline().strip() == "=":
        print("!", i, flush=True)
        break
    i += 1
