# LCP 41. 黑白翻转棋
from typing import List


class Solution:
    def flipChess(self, chessboard: List[str]) -> int:
        m, n = len(chessboard), len(chessboard[0])

        def flips(i, j):
            g = [list(row) for row in chessboard]
            g[i][j] = "X"
            queue, count = [(i, j)], 0
            while queue:
                x, y = queue.pop()
                for dx in (-1, 0, 1):
                    for dy in (-1, 0, 1):
                        if dx == dy == 0:
                            continue
                        a, b, k = x + dx, y + dy, 0
                        while 0 <= a < m and 0 <= b < n and g[a][b] == "O":
                            a, b, k = a + dx, b + dy, k + 1
                        if k and 0 <= a < m and 0 <= b < n and g[a][b] == "X":
                            for t in range(1, k + 1):
                                g[x + dx * t][y + dy * t] = "X"
                                queue.append((x + dx * t, y + dy * t))
                            count += k
            return count

        return max((flips(i, j) for i in range(m) for j in range(n) if chessboard[i][j] == "."), default=0)


if __name__ == "__main__":
    print(Solution().flipChess(["....X.", "....X.", "XOOO..", "......", "......"]))
