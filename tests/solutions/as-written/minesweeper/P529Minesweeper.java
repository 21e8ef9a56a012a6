package leetcode.editor.cn;

import java.util.*;

//Java：扫雷游戏
public class P529Minesweeper {
    public static void main(String[] args) {
        Solution solution = new P529Minesweeper().new Solution();
        char[][] board = {{'E', 'E', 'E', 'E', 'E'}, {'E', 'E', 'M', 'E', 'E'},
                {'E', 'E', 'E', 'E', 'E'}, {'E', 'E', 'E', 'E', 'E'}};
        System.out.println(Arrays.deepToString(solution.updateBoard(board, new int[]{3, 0})));
    }

    //leetcode submit region begin(Prohibit modification and deletion)
    class Solution {
        private final int[] dx = {-1, -1, -1, 0, 0, 1, 1, 1};
        private final int[] dy = {-1, 0, 1, -1, 1, -1, 0, 1};

        public char[][] updateBoard(char[][] board, int[] click) {
            int r = click[0], c = click[1];
            if (board[r][c] == 'M') {
                board[r][c] = 'X';
                return board;
            }
            Deque<int[]> queue = new ArrayDeque<>();
            queue.add(new int[]{r, c});
            board[r][c] = 'B';
            while (!queue.isEmpty()) {
                int[] p = queue.poll();
                int mines = 0;
                for (int k = 0; k < 8; k++) {
                    int x = p[0] + dx[k], y = p[1] + dy[k];
                    if (x >= 0 && x < board.length && y >= 0 && y < board[0].length
                            && (board[x][y] == 'M' || board[x][y] == 'X')) {
                        mines++;
                    }
                }
                if (mines > 0) {
                    board[p[0]][p[1]] = (char) ('0' + mines);
                    continue;
                }
                for (int k = 0; k < 8; k++) {
                    int x = p[0] + dx[k], y = p[1] + dy[k];
                    if (x >= 0 && x < board.length && y >= 0 && y < board[0].length
                            && board[x][y] == 'E') {
                        board[x][y] = 'B';
                        queue.add(new int[]{x, y});
                    }
                }
            }
            return board;
        }
    }
    //leetcode submit region end(Prohibit modification and deletion)

}
