import java.util.Scanner;

public class Main {
    // Sieve of Eratosthenes: marks composites up to n.
    static boolean[] sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        composite[0] = true;
        if (n >= 1) composite[1] = true;
        int i = 2;
        while ((long) i * i <= n) {
            if (!composite[i]) {
                int j = i * i;
                while (j <= n) {
                    composite[j] = true;
                    j += i;
                }
            }
            i++;
        }
        return composite;
    }

    static int countPrimes(boolean[] composite, int n) {
        int count = 0;
        int i = 2;
        while (i <= n) {
            if (!composite[i]) count++;
            i++;
        }
        return count;
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        if (n < 2) {
            System.out.println(0);
            return;
        }
        boolean[] composite = sieve(n);
        int answer = countPrimes(composite, n);
        System.out.println(answer);
    }
}
