import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine());
        int n = Integer.parseInt(st.nextToken()), W = Integer.parseInt(st.nextToken());
        long[] f = new long[W + 1];
        for (int k = 0; k < n; k++) {
            st = new StringTokenizer(br.readLine());
            int wt = Integer.parseInt(st.nextToken()), val = Integer.parseInt(st.nextToken());
            for (int cap = W; cap >= wt; cap--) f[cap] = Math.max(f[cap], f[cap - wt] + val);
        }
        System.out.println(f[W]);
    }
}
