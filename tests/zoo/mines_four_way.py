# minesweeper (LeetCode 529) in Python, reading boardsolve's LeetCode
# format (a board and a click a case). Correct as it is; with the
# argument `four-way`, a blank reveals only its 4 orthogonal neighbours
# (the digits still count all 8), a usual slip. tests/oj.rs runs both
# under the real `oj test` and `oj generate-input`.
import json
import sys

four_way = sys.argv[1:] == ["four-way"]
near = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]
spread = [(dr, dc) for dr, dc in near if not (four_way and dr and dc)]


def click(b, r, c):
    n, m = len(b), len(b[0])
    if b[r][c] == "M":
        b[r][c] = "X"
        return
    todo = [(r, c)] if b[r][c] == "E" else []
    while todo:
        r, c = todo.pop()
        if b[r][c] != "E":
            continue
        cells = [(r + dr, c + dc) for dr, dc in near]
        mines = sum(0 <= i < n and 0 <= j < m and b[i][j] in "MX" for i, j in cells)
        if mines:
            b[r][c] = str(mines)
            continue
        b[r][c] = "B"
        for dr, dc in spread:
            i, j = r + dr, c + dc
            if 0 <= i < n and 0 <= j < m and b[i][j] == "E":
                todo.append((i, j))


lines = [l for l in sys.stdin.read().splitlines() if l.strip()]
for k in range(0, len(lines), 2):
    board, (r, c) = json.loads(lines[k]), json.loads(lines[k + 1])
    click(board, r, c)
    print(json.dumps(board, separators=(",", ":")))
