public class Adder { static long add(long a, long b) { return a + b; } }
