#include <vector>
#include <cstdio>
int main(){std::vector<long long> v;for(;;)v.push_back(1);}
