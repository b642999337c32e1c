import java.util.*;

public class Main {
    static int countPrimes(boolean[] composite, int n) {
        int count = 0;
        int i = 2;
        while (i <= n) {
            if (!composite[i]) count++;
            i++;
        }
        return count;
    }

    static boolean check(int v) {
        return v > 0;
    }

    static boolean[] sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        if (n >= 1) composite[1] = true;
        composite[0] = true;
        for (int i = 2; (long) i * i <= n; i++) {
            if (!composite[i]) {
                for (int j = i * i; j <= n; j += i) composite[j] = true;
            }
        }
        return composite;
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        int extra = 0;
        if (n < 2) {
            System.out.println(0);
            return;
        }
        boolean[] composite = sieve(n);
        int answer = countPrimes(composite, n);
        if (check(-1)) extra++;
        System.out.println(answer);
    }
}
