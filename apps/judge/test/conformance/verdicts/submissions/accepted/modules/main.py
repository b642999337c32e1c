from adder import add
a, b = map(int, input().split())
print(add(a, b))
