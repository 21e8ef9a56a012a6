class Solution:
    def fillBoard(self, mark: str, board: List[List[str]]) -> None:
        for row in board:
            for j in range(len(row)):
                row[j] = mark
