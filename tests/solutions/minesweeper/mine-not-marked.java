// A click on a mine leaves it 'M' instead of marking it 'X'.
class Solution {
    private static final int[] DX = {-1, -1, -1, 0, 0, 1, 1, 1};
    private static final int[] DY = {-1, 0, 1, -1, 1, -1, 0, 1};

    public char[][] updateBoard(char[][] board, int[] click) {
        int r = click[0], c = click[1];
        if (board[r][c] == 'M') {
            return board;
        } else {
            dfs(board, r, c);
        }
        return board;
    }

    private void dfs(char[][] board, int i, int j) {
        int m = board.length, n = board[0].length;
        int mines = 0;
        for (int k = 0; k < 8; k++) {
            int x = i + DX[k], y = j + DY[k];
            if (x >= 0 && x < m && y >= 0 && y < n && (board[x][y] == 'M' || board[x][y] == 'X')) {
                mines++;
            }
        }
        if (mines > 0) {
            board[i][j] = (char) ('0' + mines);
            return;
        }
        board[i][j] = 'B';
        for (int k = 0; k < 8; k++) {
            int x = i + DX[k], y = j + DY[k];
            if (x >= 0 && x < m && y >= 0 && y < n && board[x][y] == 'E') {
                dfs(board, x, y);
            }
        }
    }
}
