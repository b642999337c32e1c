// The answer, then 10 MiB of spaces (ten times the output limit), then a normal end: OUTPUT-LIMIT.
#include <iostream>
#include <string>

int main() {
    std::cout << "Hello world!" << std::endl;
    std::string spaces(1000, ' ');
    for (int i = 0; i < 10 * 1024; i++) std::cout << spaces << '\n';
    return 0;
}
