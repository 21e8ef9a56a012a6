package com.github.solutions.array;

/**
 * 1958. Check if Move is Legal
 */
class Solution {
    public boolean checkMove(char[][] board, int rMove, int cMove, char color) {
        int[][] dirs = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
        for (int[] d : dirs) {
            int x = rMove + d[0], y = cMove + d[1], k = 0;
            while (x >= 0 && x < 8 && y >= 0 && y < 8 && board[x][y] != '.' && board[x][y] != color) {
                x += d[0];
                y += d[1];
                k++;
            }
            if (k > 0 && x >= 0 && x < 8 && y >= 0 && y < 8 && board[x][y] == color) {
                return true;
            }
        }
        return false;
    }
}
