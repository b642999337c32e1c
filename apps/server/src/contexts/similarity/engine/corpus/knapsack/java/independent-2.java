import java.util.*;

public class Main {
    static int count;
    static int[] wt, val;
    static HashMap<Long, Long> memo = new HashMap<>();

    static long go(int idx, int left) {
        if (idx == count) return 0;
        long key = (long) idx * 1_000_003L + left;
        Long known = memo.get(key);
        if (known != null) return known;
        long best = go(idx + 1, left);
        if (wt[idx] <= left) best = Math.max(best, val[idx] + go(idx + 1, left - wt[idx]));
        memo.put(key, best);
        return best;
    }

    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        count = sc.nextInt();
        int limit = sc.nextInt();
        wt = new int[count];
        val = new int[count];
        for (int i = 0; i < count; i++) {
            wt[i] = sc.nextInt();
            val[i] = sc.nextInt();
        }
        System.out.println(go(0, limit));
    }
}
