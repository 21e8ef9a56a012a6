# Counts and reveals the 4 orthogonal neighbours only, not the 8.
class Solution:
    def updateBoard(self, board: List[List[str]], click: List[int]) -> List[List[str]]:
        m, n = len(board), len(board[0])
        r, c = click
        if board[r][c] == "M":
            board[r][c] = "X"
            return board

        def dfs(i: int, j: int) -> None:
            around = [
                (x, y)
                for x, y in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))
                if 0 <= x < m and 0 <= y < n
            ]
            mines = sum(board[x][y] in "MX" for x, y in around)
            if mines:
                board[i][j] = str(mines)
                return
            board[i][j] = "B"
            for x, y in around:
                if board[x][y] == "E":
                    dfs(x, y)

        dfs(r, c)
        return board
