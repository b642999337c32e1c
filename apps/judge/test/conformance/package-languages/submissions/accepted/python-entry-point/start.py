# The entry point DOMjudge's submissions.json names (the first file in name order is greet.py).
from greet import greeting

print(greeting())
