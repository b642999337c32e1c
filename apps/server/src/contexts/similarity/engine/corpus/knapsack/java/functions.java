import java.util.Scanner;

public class Main {
    static int[] weight, value;

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        int capacity = in.nextInt();
        readItems(in, n);
        System.out.println(bestValue(n, capacity));
    }

    static long bestValue(int n, int capacity) {
        long[][] dp = new long[n + 1][capacity + 1];
        for (int i = 1; i <= n; i++) {
            for (int c = 0; c <= capacity; c++) {
                dp[i][c] = dp[i - 1][c];
                if (c >= weight[i - 1]) {
                    dp[i][c] = Math.max(dp[i][c], dp[i - 1][c - weight[i - 1]] + value[i - 1]);
                }
            }
        }
        return dp[n][capacity];
    }

    static void readItems(Scanner in, int n) {
        weight = new int[n];
        value = new int[n];
        for (int i = 0; i < n; i++) {
            weight[i] = in.nextInt();
            value[i] = in.nextInt();
        }
    }
}
