package com.fishercoder.solutions;

public class _289 {
    public static class Solution1 {
        /**
         * Time: O(m*n), space: O(m*n), a copy of the board.
         */
        public void gameOfLife(int[][] board) {
            int m = board.length;
            int n = board[0].length;
            int[][] next = new int[m][n];
            int[][] directions = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
            for (int i = 0; i < m; i++) {
                for (int j = 0; j < n; j++) {
                    int liveCellsCount = 0;
                    for (int[] dir : directions) {
                        int x = i + dir[0];
                        int y = j + dir[1];
                        if (x >= 0 && x < m && y >= 0 && y < n && board[x][y] == 1) {
                            liveCellsCount++;
                        }
                    }
                    if (board[i][j] == 1) {
                        next[i][j] = (liveCellsCount == 2 || liveCellsCount == 3) ? 1 : 0;
                    } else {
                        next[i][j] = liveCellsCount == 3 ? 1 : 0;
                    }
                }
            }
            for (int i = 0; i < m; i++) {
                board[i] = next[i];
            }
        }
    }

    public static class Solution2 {
        /**
         * In place: 2 marks live -> dead, 3 dead -> live.
         */
        public void gameOfLife(int[][] board) {
            int m = board.length;
            int n = board[0].length;
            for (int i = 0; i < m; i++) {
                for (int j = 0; j < n; j++) {
                    int live = 0;
                    for (int x = Math.max(0, i - 1); x <= Math.min(m - 1, i + 1); x++) {
                        for (int y = Math.max(0, j - 1); y <= Math.min(n - 1, j + 1); y++) {
                            if ((x != i || y != j) && (board[x][y] == 1 || board[x][y] == 2)) {
                                live++;
                            }
                        }
                    }
                    if (board[i][j] == 1 && (live < 2 || live > 3)) {
                        board[i][j] = 2;
                    } else if (board[i][j] == 0 && live == 3) {
                        board[i][j] = 3;
                    }
                }
            }
            for (int i = 0; i < m; i++) {
                for (int j = 0; j < n; j++) {
                    board[i][j] %= 2;
                }
            }
        }
    }
}
