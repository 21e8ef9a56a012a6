class Solution:
    def gameOfLife(self, board: List[List[int]]) -> None:
        # Wrong: each cell is changed at once, so later cells count
        # neighbours that already moved on.
        m, n = len(board), len(board[0])
        for i in range(m):
            for j in range(n):
                live = sum(
                    board[x][y]
                    for x in range(max(0, i - 1), min(m, i + 2))
                    for y in range(max(0, j - 1), min(n, j + 2))
                    if (x, y) != (i, j)
                )
                board[i][j] = 1 if live == 3 or (live == 2 and board[i][j]) else 0
