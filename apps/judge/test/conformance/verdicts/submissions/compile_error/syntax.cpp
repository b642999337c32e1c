int main() { this is not C++ }
