local a, b = io.read("n", "n")
print(a)
