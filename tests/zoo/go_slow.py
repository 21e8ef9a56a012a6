# go-capture (Luogu P10864), correct but far too slow for the judge: after
# each move it looks at every group on the board for a lost liberty (an
# O(361) scan a move, minutes in Python on 5*10^5 moves; P10864 allows 4 s),
# where only the groups next to the move can lose one.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    m = int(data[0])
    board = [0] * 361  # 0 empty, 1 black, 2 white
    out = []
    for i in range(m):
        x, y = int(data[1 + 2 * i]) - 1, int(data[2 + 2 * i]) - 1
        me = 1 if i % 2 == 0 else 2
        board[x * 19 + y] = me
        removed = [0, 0]
        for color in (3 - me, me):
            seen = [False] * 361
            for p in range(361):
                if board[p] != color or seen[p]:
                    continue
                stones, free, stack = [], False, [p]
                seen[p] = True
                while stack:
                    q = stack.pop()
                    stones.append(q)
                    r, c = divmod(q, 19)
                    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                        if 0 <= nr < 19 and 0 <= nc < 19:
                            n = nr * 19 + nc
                            if board[n] == 0:
                                free = True
                            elif board[n] == color and not seen[n]:
                                seen[n] = True
                                stack.append(n)
                if not free:
                    for q in stones:
                        board[q] = 0
                    removed[color - 1] += len(stones)
        out.append("%d %d" % (removed[0], removed[1]))
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
