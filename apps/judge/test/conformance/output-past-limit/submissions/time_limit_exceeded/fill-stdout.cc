// Floods stdout for ever: the output is cut at the limit and the program runs on until its time is up.
// (Ended at the limit instead, it would be OUTPUT-LIMIT at once.)
#include <iostream>

int main() {
    for (;;) std::cout << "Fill stdout with nonsense, to test the judge.\n";
}
