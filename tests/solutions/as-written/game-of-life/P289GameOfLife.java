//根据 百度百科 ，生命游戏，简称为生命，是英国数学家约翰·何顿·康威在 1970 年发明的细胞自动机。
//
// Related Topics 数组 矩阵 模拟
// 👍 567 👎 0

package leetcode.editor.cn;

import leetcode.editor.cn.util.ArrayUtil;

//Java：生命游戏
public class P289GameOfLife {
    public static void main(String[] args) {
        Solution solution = new P289GameOfLife().new Solution();
        int[][] board = ArrayUtil.parse("[[0,1,0],[0,0,1],[1,1,1],[0,0,0]]");
        solution.gameOfLife(board);
        ArrayUtil.print(board);
    }
    
    //leetcode submit region begin(Prohibit modification and deletion)
class Solution {
    public void gameOfLife(int[][] board) {
        int m = board.length, n = board[0].length;
        int[][] copy = new int[m][];
        for (int i = 0; i < m; i++) {
            copy[i] = Arrays.copyOf(board[i], n);
        }
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                int live = 0;
                for (int x = Math.max(i - 1, 0); x <= Math.min(i + 1, m - 1); x++) {
                    for (int y = Math.max(j - 1, 0); y <= Math.min(j + 1, n - 1); y++) {
                        if (x != i || y != j) {
                            live += copy[x][y];
                        }
                    }
                }
                board[i][j] = (live == 3 || live == 2 && copy[i][j] == 1) ? 1 : 0;
            }
        }
    }
}
//leetcode submit region end(Prohibit modification and deletion)

}
