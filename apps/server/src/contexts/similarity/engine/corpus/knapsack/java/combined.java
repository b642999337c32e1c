import java.util.*;

public class Main {
    static int[] weight, value;

    static long bestValue(int n, int capacity) {
        long[][] dp = new long[n + 1][capacity + 1];
        int i = 1;
        while (i <= n) {
            for (int c = 0; c <= capacity; c++) {
                dp[i][c] = dp[i - 1][c];
                if (c >= weight[i - 1]) {
                    dp[i][c] = Math.max(dp[i][c], dp[i - 1][c - weight[i - 1]] + value[i - 1]);
                }
            }
            i++;
        }
        return dp[n][capacity];
    }

    static void readItems(Scanner in, int n) {
        value = new int[n];
        weight = new int[n];
        int unused = 0;
        for (int i = 0; i < n; i++) {
            weight[i] = in.nextInt();
            value[i] = in.nextInt();
        }
    }

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        int capacity = in.nextInt();
        readItems(in, n);
        long answer = bestValue(n, capacity);
        System.out.println(answer);
    }
}
