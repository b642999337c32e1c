// Floods stderr for ever: cut at the limit like stdout, and the program runs on until its time is up.
#include <iostream>

int main() {
    for (;;) std::cerr << "Fill stderr with nonsense, to test the judge.\n";
}
