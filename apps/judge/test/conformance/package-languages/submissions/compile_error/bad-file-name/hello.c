/* DOMjudge's bogus-filename: a submission holding a file whose name DOMjudge's submit refuses (a space, #) is not compiled. */
#include <stdio.h>
int main(void) { puts("Hello world!"); return 0; }
