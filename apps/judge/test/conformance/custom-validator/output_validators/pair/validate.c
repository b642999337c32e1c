#include <stdio.h>
#include "verdicts.h"
int main(int argc,char**argv){FILE*in=fopen(argv[1],"r");long long n,x,y;fscanf(in,"%lld",&n);char p[512];snprintf(p,sizeof p,"%sjudgemessage.txt",argv[3]);FILE*m=fopen(p,"w");if(scanf("%lld %lld",&x,&y)!=2){fprintf(m,"expected two numbers");return REJECT;}if(x<1||y<1||x+y!=n){fprintf(m,"%lld + %lld is not %lld",x,y,n);return REJECT;}char extra[2];if(scanf("%1s",extra)==1){fprintf(m,"trailing output");return REJECT;}return ACCEPT;}
