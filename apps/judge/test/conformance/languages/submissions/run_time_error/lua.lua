local a, b = io.read("n", "n")
error("boom")
