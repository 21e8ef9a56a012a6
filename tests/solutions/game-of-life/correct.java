class Solution {
    public void gameOfLife(int[][] board) {
        int m = board.length, n = board[0].length;
        int[][] old = new int[m][];
        for (int i = 0; i < m; i++) old[i] = board[i].clone();
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                int live = 0;
                for (int x = Math.max(0, i - 1); x <= Math.min(m - 1, i + 1); x++)
                    for (int y = Math.max(0, j - 1); y <= Math.min(n - 1, j + 1); y++)
                        if (x != i || y != j) live += old[x][y];
                board[i][j] = live == 3 || (live == 2 && old[i][j] == 1) ? 1 : 0;
            }
        }
    }
}
