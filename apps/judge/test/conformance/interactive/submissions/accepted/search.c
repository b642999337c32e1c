#include <stdio.h>
int main(void){long long lo=1,hi=1000000;char r[4];for(;;){long long m=(lo+hi)/2;printf("? %lld\n",m);fflush(stdout);if(scanf("%3s",r)!=1)return 0;if(r[0]=='='){printf("! %lld\n",m);fflush(stdout);return 0;}if(r[0]=='<')lo=m+1;else hi=m-1;}}
