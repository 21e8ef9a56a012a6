// Off by one: a line never reaches the last row.
class Solution {
    public boolean checkMove(char[][] board, int rMove, int cMove, char color) {
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        for (int[] d : dirs) {
            if (good(board, rMove, cMove, color, d[0], d[1])) {
                return true;
            }
        }
        return false;
    }

    private boolean good(char[][] board, int r, int c, char color, int dr, int dc) {
        int x = r + dr, y = c + dc, steps = 0;
        while (x >= 0 && x < board.length - 1 && y >= 0 && y < board[0].length) {
            char cell = board[x][y];
            if (cell == '.') {
                return false;
            }
            if (cell == color) {
                return steps > 0;
            }
            x += dr;
            y += dc;
            steps++;
        }
        return false;
    }
}
