#define ACCEPT 42
#define REJECT 43
