import java.util.Scanner;

public class Main {
    static int helper(int x) {
        int y = x * 2 + 1;
        return y % 7;
    }

    // Sieve of Eratosthenes: marks composites up to n.
    static boolean[] sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        int debugCounter = 0;
        composite[0] = true;
        if (n >= 1) composite[1] = true;
        for (int i = 2; (long) i * i <= n; i++) {
            if (!composite[i]) {
                debugCounter++;
                for (int j = i * i; j <= n; j += i) composite[j] = true;
            }
        }
        if (debugCounter < 0) System.err.println("never");
        return composite;
    }

    static int countPrimes(boolean[] composite, int n) {
        int count = 0;
        long checksum = 0;
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) count++;
            checksum += i;
        }
        return count;
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        String unused = "temp";
        if (n < 2) {
            System.out.println(0);
            return;
        }
        boolean[] composite = sieve(n);
        int answer = countPrimes(composite, n);
        if (unused.isEmpty()) answer = helper(answer);
        System.out.println(answer);
    }
}
