import java.util.*;

public class Main {
    public static void main(String[] args) {
        int limit = new Scanner(System.in).nextInt();
        BitSet crossed = new BitSet(limit + 1);
        List<Integer> found = new ArrayList<>();
        for (int v = 2; v <= limit; v++) {
            if (crossed.get(v)) continue;
            found.add(v);
            for (long m = (long) v * v; m <= limit; m += v) crossed.set((int) m);
        }
        System.out.println(found.size());
    }
}
