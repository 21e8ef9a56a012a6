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
                for x in range(i - 1, i + 2)
                for y in range(j - 1, j + 2)
                if 0 <= x < m and 0 <= y < n and (x, y) != (i, j)
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
