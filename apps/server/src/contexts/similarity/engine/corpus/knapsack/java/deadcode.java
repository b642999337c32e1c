import java.util.Scanner;

public class Main {
    static int[] weight, value;
    static boolean verbose = false;

    static int totalWeight() {
        int sum = 0;
        for (int x : weight) sum += x;
        return sum;
    }

    static void readItems(Scanner in, int n) {
        weight = new int[n];
        value = new int[n];
        for (int i = 0; i < n; i++) {
            weight[i] = in.nextInt();
            value[i] = in.nextInt();
        }
    }

    static long bestValue(int n, int capacity) {
        long[][] dp = new long[n + 1][capacity + 1];
        int calls = 0;
        for (int i = 1; i <= n; i++) {
            for (int c = 0; c <= capacity; c++) {
                calls++;
                dp[i][c] = dp[i - 1][c];
                if (c >= weight[i - 1]) {
                    dp[i][c] = Math.max(dp[i][c], dp[i - 1][c - weight[i - 1]] + value[i - 1]);
                }
            }
        }
        if (calls < 0) System.err.println(totalWeight());
        return dp[n][capacity];
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        int capacity = in.nextInt();
        readItems(in, n);
        System.out.println(bestValue(n, capacity));
        if (verbose) System.out.println("done");
    }
}
