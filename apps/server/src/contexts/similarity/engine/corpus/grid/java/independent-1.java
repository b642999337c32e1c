import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader br = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(br.readLine());
        int n = Integer.parseInt(st.nextToken()), m = Integer.parseInt(st.nextToken());
        String[] g = new String[n];
        for (int i = 0; i < n; i++) g[i] = br.readLine();
        int[] d = new int[n * m];
        Arrays.fill(d, Integer.MAX_VALUE);
        int[] q = new int[n * m];
        int head = 0, tail = 0;
        for (int i = 0; i < n * m; i++) if (g[i / m].charAt(i % m) == 'S') { d[i] = 0; q[tail++] = i; }
        int[] mv = {0, 1, 0, -1, 0};
        while (head < tail) {
            int v = q[head++], x = v / m, y = v % m;
            if (g[x].charAt(y) == 'T') { System.out.println(d[v]); return; }
            for (int k = 0; k < 4; k++) {
                int a = x + mv[k], b = y + mv[k + 1];
                if (a < 0 || b < 0 || a >= n || b >= m || g[a].charAt(b) == '#') continue;
                if (d[a * m + b] != Integer.MAX_VALUE) continue;
                d[a * m + b] = d[v] + 1;
                q[tail++] = a * m + b;
            }
        }
        System.out.println(-1);
    }
}
