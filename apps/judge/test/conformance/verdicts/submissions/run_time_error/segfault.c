int main(void){volatile int*p=0;return *p;}
