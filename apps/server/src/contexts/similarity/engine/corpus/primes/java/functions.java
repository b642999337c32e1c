import java.util.Scanner;

public class Main {
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

    static int countPrimes(boolean[] composite, int n) {
        int count = 0;
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) count++;
        }
        return count;
    }

    // Sieve of Eratosthenes: marks composites up to n.
    static boolean[] sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        composite[0] = true;
        if (n >= 1) composite[1] = true;
        for (int i = 2; (long) i * i <= n; i++) {
            if (!composite[i]) {
                for (int j = i * i; j <= n; j += i) composite[j] = true;
            }
        }
        return composite;
    }
}
