import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        int[][] g = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                in.nextToken();
                g[i][j] = (int) in.nval;
            }
        }
        in.nextToken();
        int p = (int) in.nval, q = 3 - p;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (g[i][j] == 0 && legal(g, n, i, j, p, q)) {
                    out.append(i).append(',').append(j).append('\n');
                }
            }
        }
        System.out.print(out.length() > 0 ? out : "NULL\n");
    }

    static boolean legal(int[][] g, int n, int i, int j, int p, int q) {
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                if (dx == 0 && dy == 0) continue;
                int x = i + dx, y = j + dy, k = 0;
                while (x >= 0 && x < n && y >= 0 && y < n && g[x][y] == q) {
                    x += dx;
                    y += dy;
                    k++;
                }
                if (k > 0 && x >= 0 && x < n && y >= 0 && y < n && g[x][y] == p) return true;
            }
        }
        return false;
    }
}
