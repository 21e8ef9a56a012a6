// A correct go-capture (Luogu P10864) that is quadratic: after each move it
// replays every earlier move onto a scratch board, as a contestant who
// rebuilds the position from the move list might. Right answers, far too
// slow on the judge's 5·10^5-move replays: bench/shrink-timeout shrinks its
// time-out.
#include <cstdio>
#include <cstring>
#include <vector>

static int board[19][19];  // 0 empty, 1 black, 2 white

static bool inside(int r, int c) { return r >= 0 && r < 19 && c >= 0 && c < 19; }

// The group of (r, c): its stones, and whether it has a liberty.
static bool group(int r, int c, std::vector<int>& stones) {
    static const int d4[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    int color = board[r][c];
    bool seen[19][19];
    memset(seen, 0, sizeof seen);
    stones.clear();
    stones.push_back(r * 19 + c);
    seen[r][c] = true;
    bool liberty = false;
    for (size_t k = 0; k < stones.size(); k++) {
        int sr = stones[k] / 19, sc = stones[k] % 19;
        for (int d = 0; d < 4; d++) {
            int nr = sr + d4[d][0], nc = sc + d4[d][1];
            if (!inside(nr, nc) || seen[nr][nc]) continue;
            if (board[nr][nc] == 0) liberty = true;
            if (board[nr][nc] == color) {
                seen[nr][nc] = true;
                stones.push_back(nr * 19 + nc);
            }
        }
    }
    return liberty;
}

static int take(const std::vector<int>& stones) {
    for (int s : stones) board[s / 19][s % 19] = 0;
    return (int)stones.size();
}

int main() {
    long m;
    if (scanf("%ld", &m) != 1) return 0;
    std::vector<int> stones, history;
    volatile long touched = 0;
    for (long i = 1; i <= m; i++) {
        int x, y;
        if (scanf("%d %d", &x, &y) != 2) return 1;
        int r = x - 1, c = y - 1;
        history.push_back(r * 19 + c);
        // The quadratic part: a pass over the whole history per move.
        for (int h : history) touched = touched + h;
        int me = (i % 2 == 1) ? 1 : 2;
        int removed[3] = {0, 0, 0};
        board[r][c] = me;
        static const int d4[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int d = 0; d < 4; d++) {
            int nr = r + d4[d][0], nc = c + d4[d][1];
            if (!inside(nr, nc) || board[nr][nc] != 3 - me) continue;
            if (!group(nr, nc, stones)) removed[3 - me] += take(stones);
        }
        if (board[r][c] == me && !group(r, c, stones)) removed[me] += take(stones);
        printf("%d %d\n", removed[1], removed[2]);
    }
    return 0;
}
