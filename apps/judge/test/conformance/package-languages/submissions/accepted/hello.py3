# Kattis reads .py3 as Python 3.
print("Hello world!")
