local a, b = io.read("n", "n")
print(math.tointeger(a + b) or a + b)
