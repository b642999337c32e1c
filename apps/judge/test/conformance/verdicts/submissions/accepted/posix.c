#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>
int main(void){pid_t p=getpid();long long*m=mmap(0,4096,PROT_READ|PROT_WRITE,MAP_PRIVATE|MAP_ANONYMOUS,-1,0);long long a,b;scanf("%lld %lld",&a,&b);m[0]=a+b+(p<0);printf("%lld\n",m[0]);return 0;}
