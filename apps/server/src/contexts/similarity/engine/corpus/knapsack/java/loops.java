import java.util.Scanner;

public class Main {
    static int[] weight, value;

    static void readItems(Scanner in, int n) {
        weight = new int[n];
        value = new int[n];
        int i = 0;
        while (i < n) {
            weight[i] = in.nextInt();
            value[i] = in.nextInt();
            i++;
        }
    }

    static long bestValue(int n, int capacity) {
        long[][] dp = new long[n + 1][capacity + 1];
        int i = 1;
        while (i <= n) {
            int c = 0;
            while (c <= capacity) {
                dp[i][c] = dp[i - 1][c];
                if (c >= weight[i - 1]) {
                    dp[i][c] = Math.max(dp[i][c], dp[i - 1][c - weight[i - 1]] + value[i - 1]);
                }
                c++;
            }
            i++;
        }
        return dp[n][capacity];
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        int capacity = in.nextInt();
        readItems(in, n);
        System.out.println(bestValue(n, capacity));
    }
}
