// go-capture (Luogu P10864) as a contestant writes it in Java: a flood fill
// per neighbouring group on a 19x19 array, stopped at the group's first
// liberty (only a group with none is walked whole, and then taken), in
// arrays allocated once. bench/serve stresses it with and without the JVM
// server. Its first form filled the whole group, in a List<Integer> with
// a new seen-array each time: 3.3 s of CPU on seed 25's judge-size replay
// against this one's 0.6 s, so that its own work, not the JVM's start,
// was what a seed cost.
import java.io.*;

public class GoReplay {
    static final int N = 19;
    static int[] board = new int[N * N];
    static int[] seen = new int[N * N];
    static int stamp = 0;
    static int[] stones = new int[N * N];
    static int count;
    static final int[] DR = {1, -1, 0, 0}, DC = {0, 0, 1, -1};

    // Whether the group of cell p has a liberty; if not, its stones are in
    // stones[0..count).
    static boolean free(int p) {
        int color = board[p];
        stamp++;
        count = 0;
        stones[count++] = p;
        seen[p] = stamp;
        for (int k = 0; k < count; k++) {
            int s = stones[k], r = s / N, c = s % N;
            for (int d = 0; d < 4; d++) {
                int nr = r + DR[d], nc = c + DC[d];
                if (nr < 0 || nr >= N || nc < 0 || nc >= N) continue;
                int q = nr * N + nc;
                if (board[q] == 0) return true;
                if (board[q] == color && seen[q] != stamp) {
                    seen[q] = stamp;
                    stones[count++] = q;
                }
            }
        }
        return false;
    }

    static int take() {
        for (int k = 0; k < count; k++) board[stones[k]] = 0;
        return count;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        in.nextToken();
        int m = (int) in.nval;
        int[] removed = new int[3];
        for (int i = 1; i <= m; i++) {
            in.nextToken();
            int r = (int) in.nval - 1;
            in.nextToken();
            int c = (int) in.nval - 1;
            int me = i % 2 == 1 ? 1 : 2;
            removed[1] = removed[2] = 0;
            board[r * N + c] = me;
            for (int d = 0; d < 4; d++) {
                int nr = r + DR[d], nc = c + DC[d];
                if (nr < 0 || nr >= N || nc < 0 || nc >= N || board[nr * N + nc] != 3 - me) continue;
                if (!free(nr * N + nc)) removed[3 - me] += take();
            }
            if (board[r * N + c] == me && !free(r * N + c)) removed[me] += take();
            out.println(removed[1] + " " + removed[2]);
        }
        out.flush();
    }
}
