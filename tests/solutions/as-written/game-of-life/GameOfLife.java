package com.example.leetcode.array;

/**
 * 289. Game of Life
 *
 * <p>In place, two bits a cell: bit 0 the state now, bit 1 the next.
 */
public class GameOfLife {
    private static final int[][] DIRS = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};

    public void gameOfLife(int[][] board) {
        int m = board.length, n = board[0].length;
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                int live = 0;
                for (int[] d : DIRS) {
                    int x = i + d[0], y = j + d[1];
                    if (x >= 0 && x < m && y >= 0 && y < n) {
                        live += board[x][y] & 1;
                    }
                }
                if (live == 3 || (live == 2 && (board[i][j] & 1) == 1)) {
                    board[i][j] |= 2;
                }
            }
        }
        for (int[] row : board) {
            for (int j = 0; j < n; j++) {
                row[j] >>= 1;
            }
        }
    }

    public static void main(String[] args) {
        int[][] board = {{0, 1, 0}, {0, 0, 1}, {1, 1, 1}, {0, 0, 0}};
        new GameOfLife().gameOfLife(board);
        System.out.println(java.util.Arrays.deepToString(board));
    }
}
