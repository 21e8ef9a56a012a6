class Solution:
    def flipChess(self, chessboard: List[str]) -> int:
        m, n = len(chessboard), len(chessboard[0])
        dirs = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]

        def flips(i: int, j: int) -> int:
            g = [list(row) for row in chessboard]
            g[i][j] = "X"
            q = deque([(i, j)])
            count = 0
            while q:
                x, y = q.popleft()
                for dx, dy in dirs:
                    a, b = x + dx, y + dy
                    line = []
                    while 0 <= a < m and 0 <= b < n and g[a][b] == "O":
                        line.append((a, b))
                        a, b = a + dx, b + dy
                    if line and 0 <= a < m and 0 <= b < n and g[a][b] == "X":
                        for a, b in line:
                            g[a][b] = "X"
                        q.extend(line)
                        count += len(line)
            return count

        return max(
            (flips(i, j) for i in range(m) for j in range(n) if chessboard[i][j] == "."),
            default=0,
        )
