# check-move (LeetCode 1958) memoised by the move alone, in a class
# attribute: one dict for every instance, never emptied, so a testcase
# with the same move as an earlier one gets the earlier board's answer.
# Alone, a seed's few testcases rarely share a move; run together, many
# do. LeetCode runs a submission's testcases in one process, so its
# judge fails this too.
class Solution:
    memo = {}

    def checkMove(self, board: List[List[str]], rMove: int, cMove: int, color: str) -> bool:
        key = (rMove, cMove, color)
        if key not in self.memo:
            self.memo[key] = self.legal(board, rMove, cMove, color)
        return self.memo[key]

    def legal(self, board, rMove, cMove, color):
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
