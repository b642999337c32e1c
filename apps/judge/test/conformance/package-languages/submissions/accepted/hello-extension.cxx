// Kattis and DOMjudge read this extension as C++.
#include <iostream>
int main() { std::cout << "Hello world!" << std::endl; }
