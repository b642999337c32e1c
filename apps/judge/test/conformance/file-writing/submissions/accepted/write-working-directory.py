# Writes a file beside itself (the working directory) and reads it back.
import os

n = int(input())
with open(os.path.join(os.getcwd(), "scratch.txt"), "w") as out:
    out.write(f"{2 * n}\n")
with open("scratch.txt") as back:
    print(back.read().strip())
