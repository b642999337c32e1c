#include <iostream>
#include "add.h"
int main(){long long a,b;std::cin>>a>>b;std::cout<<add(a,b)<<"\n";}
