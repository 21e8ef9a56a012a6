# minesweeper (LeetCode 529) with the textbook recursive reveal: correct,
# but a large blank region recurses past Python's default limit (1000).
import json
import sys


def reveal(b, r, c):
    n, m = len(b), len(b[0])
    near = [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)
            if (dr or dc) and 0 <= r + dr < n and 0 <= c + dc < m]
    mines = sum(b[i][j] == "M" for i, j in near)
    if mines:
        b[r][c] = str(mines)
        return
    b[r][c] = "B"
    for i, j in near:
        if b[i][j] == "E":
            reveal(b, i, j)


lines = [l for l in sys.stdin.read().splitlines() if l.strip()]
for k in range(0, len(lines), 2):
    board, (r, c) = json.loads(lines[k]), json.loads(lines[k + 1])
    if board[r][c] == "M":
        board[r][c] = "X"
    elif board[r][c] == "E":
        reveal(board, r, c)
    print(json.dumps(board, separators=(",", ":")))
