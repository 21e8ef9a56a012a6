# 289. Game of Life
from typing import List

from util.board import parse_board

# leetcode submit region begin(Prohibit modification and deletion)
class Solution:
    def gameOfLife(self, board: List[List[int]]) -> None:
        m, n = len(board), len(board[0])
        old = [row[:] for row in board]
        for i in range(m):
            for j in range(n):
                live = sum(old[x][y] for x in range(max(0, i - 1), min(m, i + 2))
                           for y in range(max(0, j - 1), min(n, j + 2)) if (x, y) != (i, j))
                board[i][j] = 1 if live == 3 or (live == 2 and old[i][j]) else 0
# leetcode submit region end(Prohibit modification and deletion)


if __name__ == "__main__":
    b = parse_board("[[0,1,0],[0,0,1],[1,1,1],[0,0,0]]")
    Solution().gameOfLife(b)
    print(b)
