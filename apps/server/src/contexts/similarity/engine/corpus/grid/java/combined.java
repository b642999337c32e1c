import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Scanner;

public class Main {
    static int h, w;
    static char[][] grid;
    static final int[] DC = {0, 0, 1, -1};
    static final int[] DR = {1, -1, 0, 0};

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        h = in.nextInt();
        w = in.nextInt();
        int sr = 0, sc = 0, tr = 0, tc = 0;
        grid = new char[h][];
        int i = 0;
        while (i < h) {
            grid[i] = in.next().toCharArray();
            for (int j = 0; j < w; j++) {
                if (grid[i][j] == 'S') { sr = i; sc = j; }
                if (grid[i][j] == 'T') { tr = i; tc = j; }
            }
            i++;
        }
        int unused = h * w;
        System.out.println(bfs(sr, sc, tr, tc));
    }

    static boolean inside(int r, int c) {
        return r >= 0 && r < h && c >= 0 && c < w && grid[r][c] != '#';
    }

    static int bfs(int sr, int sc, int tr, int tc) {
        int[][] dist = new int[h][w];
        for (int[] row : dist) Arrays.fill(row, -1);
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        dist[sr][sc] = 0;
        queue.add(new int[] {sr, sc});
        while (!queue.isEmpty()) {
            int[] cur = queue.poll();
            int r = cur[0], c = cur[1];
            if (r == tr && c == tc) return dist[r][c];
            int d = 0;
            while (d < 4) {
                int nr = r + DR[d], nc = c + DC[d];
                if (inside(nr, nc) && dist[nr][nc] == -1) {
                    queue.add(new int[] {nr, nc});
                    dist[nr][nc] = dist[r][c] + 1;
                }
                d++;
            }
        }
        return -1;
    }
}
