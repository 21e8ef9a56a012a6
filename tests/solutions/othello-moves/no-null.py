# Prints nothing, not NULL, when there is no legal move.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    board = [[int(data[1 + i * n + j]) for j in range(n)] for i in range(n)]
    p = int(data[1 + n * n])
    q = 3 - p
    moves = []
    for i in range(n):
        for j in range(n):
            if board[i][j] != 0:
                continue
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    x, y, k = i + dx, j + dy, 0
                    while (dx or dy) and 0 <= x < n and 0 <= y < n and board[x][y] == q:
                        x, y, k = x + dx, y + dy, k + 1
                    if k and 0 <= x < n and 0 <= y < n and board[x][y] == p:
                        break
                else:
                    continue
                moves.append(f"{i},{j}")
                break
    print("\n".join(moves))


main()
