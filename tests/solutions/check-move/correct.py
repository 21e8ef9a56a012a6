class Solution:
    def checkMove(self, board: List[List[str]], rMove: int, cMove: int, color: str) -> bool:
        m, n = len(board), len(board[0])
        other = "W" if color == "B" else "B"
        for dx, dy in product((-1, 0, 1), repeat=2):
            if dx == dy == 0:
                continue
            x, y, k = rMove + dx, cMove + dy, 0
            while 0 <= x < m and 0 <= y < n and board[x][y] == other:
                x, y, k = x + dx, y + dy, k + 1
            if k and 0 <= x < m and 0 <= y < n and board[x][y] == color:
                return True
        return False
