# 289. Game of Life
# Time: O(mn), space: O(1)
class Solution:
    def gameOfLife(self, board: List[List[int]]) -> None:
        """
        Do not return anything, modify board in-place instead.
        """
        m, n = len(board), len(board[0])
        print("board", m, "x", n)
        for i in range(m):
            for j in range(n):
                live = 0
                for x in range(i - 1, i + 2):
                    for y in range(j - 1, j + 2):
                        if (x, y) != (i, j) and 0 <= x < m and 0 <= y < n:
                            live += board[x][y] & 1
                if board[i][j] & 1 and live in (2, 3):
                    board[i][j] |= 2
                elif not board[i][j] & 1 and live == 3:
                    board[i][j] |= 2
        for row in board:
            for j in range(n):
                row[j] >>= 1
            print(row)
