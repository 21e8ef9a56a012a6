class Solution:
    def setZeroes(self, matrix: List[List[int]]) -> None:
        rows = {r for r, row in enumerate(matrix) if 0 in row}
        cols = {c for row in matrix for c, v in enumerate(row) if v == 0}
        for r, row in enumerate(matrix):
            for c in range(len(row)):
                if r in rows or c in cols:
                    row[c] = 0
