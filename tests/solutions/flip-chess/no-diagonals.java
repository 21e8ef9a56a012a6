// Tries the rows and columns only, never the diagonals.
class Solution {
    private static final int[][] DIRS = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};

    public int flipChess(String[] chessboard) {
        int best = 0;
        for (int i = 0; i < chessboard.length; i++) {
            for (int j = 0; j < chessboard[0].length(); j++) {
                if (chessboard[i].charAt(j) == '.') {
                    best = Math.max(best, flips(chessboard, i, j));
                }
            }
        }
        return best;
    }

    private int flips(String[] chessboard, int i, int j) {
        int m = chessboard.length, n = chessboard[0].length();
        char[][] g = new char[m][];
        for (int r = 0; r < m; r++) {
            g[r] = chessboard[r].toCharArray();
        }
        g[i][j] = 'X';
        Deque<int[]> queue = new ArrayDeque<>();
        queue.offer(new int[] {i, j});
        int count = 0;
        while (!queue.isEmpty()) {
            int[] p = queue.poll();
            for (int[] d : DIRS) {
                int a = p[0] + d[0], b = p[1] + d[1];
                List<int[]> line = new ArrayList<>();
                while (a >= 0 && a < m && b >= 0 && b < n && g[a][b] == 'O') {
                    line.add(new int[] {a, b});
                    a += d[0];
                    b += d[1];
                }
                if (!line.isEmpty() && a >= 0 && a < m && b >= 0 && b < n && g[a][b] == 'X') {
                    for (int[] c : line) {
                        g[c[0]][c[1]] = 'X';
                        queue.offer(c);
                    }
                    count += line.size();
                }
            }
        }
        return count;
    }
}
