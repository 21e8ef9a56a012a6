class Solution:
    def gameOfLife(self, board: List[List[int]]) -> None:
        # In place: bit 1 holds the next state, bit 0 the current one.
        m, n = len(board), len(board[0])
        for i in range(m):
            for j in range(n):
                live = sum(
                    board[x][y] & 1
                    for x in range(max(0, i - 1), min(m, i + 2))
                    for y in range(max(0, j - 1), min(n, j + 2))
                    if (x, y) != (i, j)
                )
                if live == 3 or (live == 2 and board[i][j] & 1):
                    board[i][j] |= 2
        for i in range(m):
            for j in range(n):
                board[i][j] >>= 1
