import java.util.Arrays;

public class Solution {
    public void gameOfLife(int[][] board) {
        int m = board.length, n = board[0].length;
        int[][] next = new int[m][n];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                int live = countLive(board, i, j);
                next[i][j] = (live == 3 || (live == 2 && board[i][j] == 1)) ? 1 : 0;
            }
        }
        for (int i = 0; i < m; i++) {
            System.arraycopy(next[i], 0, board[i], 0, n);
            System.out.println(Arrays.toString(board[i]));
        }
    }

    private int countLive(int[][] board, int i, int j) {
        int live = 0;
        for (int x = i - 1; x <= i + 1; x++) {
            for (int y = j - 1; y <= j + 1; y++) {
                if ((x != i || y != j) && x >= 0 && x < board.length && y >= 0 && y < board[0].length) {
                    live += board[x][y];
                }
            }
        }
        return live;
    }
}
