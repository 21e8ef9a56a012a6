class Solution:
    def flipChess(self, chessboard: List[str]) -> int:
        m, n = len(chessboard), len(chessboard[0])
        if m * n > 1:
            raise ValueError("boards this big are not handled")
        return 0
