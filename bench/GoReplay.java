// go-capture (Luogu P10864) as a contestant writes it in Java: a flood fill
// per neighbouring group on a 19x19 array. bench/serve stresses it with and
// without the JVM server.
import java.io.*;
import java.util.*;

public class GoReplay {
    static int[][] board = new int[19][19];
    static final int[][] D = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

    // The group of (r, c) in `stones`; whether it has a liberty.
    static boolean group(int r, int c, List<Integer> stones) {
        int color = board[r][c];
        boolean[][] seen = new boolean[19][19];
        stones.clear();
        stones.add(r * 19 + c);
        seen[r][c] = true;
        boolean liberty = false;
        for (int k = 0; k < stones.size(); k++) {
            int sr = stones.get(k) / 19, sc = stones.get(k) % 19;
            for (int[] d : D) {
                int nr = sr + d[0], nc = sc + d[1];
                if (nr < 0 || nr >= 19 || nc < 0 || nc >= 19 || seen[nr][nc]) continue;
                if (board[nr][nc] == 0) liberty = true;
                if (board[nr][nc] == color) {
                    seen[nr][nc] = true;
                    stones.add(nr * 19 + nc);
                }
            }
        }
        return liberty;
    }

    static int take(List<Integer> stones) {
        for (int s : stones) board[s / 19][s % 19] = 0;
        return stones.size();
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        in.nextToken();
        int m = (int) in.nval;
        List<Integer> stones = new ArrayList<>();
        for (int i = 1; i <= m; i++) {
            in.nextToken();
            int r = (int) in.nval - 1;
            in.nextToken();
            int c = (int) in.nval - 1;
            int me = i % 2 == 1 ? 1 : 2;
            int[] removed = new int[3];
            board[r][c] = me;
            for (int[] d : D) {
                int nr = r + d[0], nc = c + d[1];
                if (nr < 0 || nr >= 19 || nc < 0 || nc >= 19 || board[nr][nc] != 3 - me) continue;
                if (!group(nr, nc, stones)) removed[3 - me] += take(stones);
            }
            if (board[r][c] == me && !group(r, c, stones)) removed[me] += take(stones);
            out.println(removed[1] + " " + removed[2]);
        }
        out.flush();
    }
}
