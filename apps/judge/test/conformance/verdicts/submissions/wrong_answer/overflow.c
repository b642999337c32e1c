#include <stdio.h>
/* 32-bit arithmetic: the sum of the last case wraps around */
int main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\n",(int)((unsigned)a+(unsigned)b));return 0;}
