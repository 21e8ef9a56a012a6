class Solution:
    def flipChess(self, chessboard: List[str]) -> int:
        # Counts the stones the placed stone flips, but never lets a flipped
        # stone flip others in turn.
        m, n = len(chessboard), len(chessboard[0])
        best = 0
        for i in range(m):
            for j in range(n):
                if chessboard[i][j] != ".":
                    continue
                count = 0
                for dx in (-1, 0, 1):
                    for dy in (-1, 0, 1):
                        if dx == 0 and dy == 0:
                            continue
                        a, b, k = i + dx, j + dy, 0
                        while 0 <= a < m and 0 <= b < n and chessboard[a][b] == "O":
                            a, b, k = a + dx, b + dy, k + 1
                        if k and 0 <= a < m and 0 <= b < n and chessboard[a][b] == "X":
                            count += k
                best = max(best, count)
        return best
