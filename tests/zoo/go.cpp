// go-capture (Luogu P10864) the way a contestant writes it: flood fills
// on a 19x19 array. argv[1] picks the solution: "correct", or one of the
// mistakes below, each a plausible slip.
//   zero           prints "0 0" for every move (never captures)
//   no-suicide     forgets that a move without liberties removes itself
//   suicide-first  checks the mover's own group before removing captures
//   one-group      stops after the first captured group of a move
//   parity         gives move 1 to white
//   diagonal       joins groups (and counts liberties) diagonally too
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

static int board[19][19];  // 0 empty, 1 black, 2 white
static std::string bug;

static bool inside(int r, int c) { return r >= 0 && r < 19 && c >= 0 && c < 19; }

// The group of (r, c): its stones, and whether it has a liberty.
static bool group(int r, int c, std::vector<int>& stones) {
    static const int d4[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static const int d8[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    bool diag = bug == "diagonal";
    int nd = diag ? 8 : 4;
    int color = board[r][c];
    bool seen[19][19];
    memset(seen, 0, sizeof seen);
    stones.clear();
    stones.push_back(r * 19 + c);
    seen[r][c] = true;
    bool liberty = false;
    for (size_t k = 0; k < stones.size(); k++) {
        int sr = stones[k] / 19, sc = stones[k] % 19;
        for (int d = 0; d < nd; d++) {
            int nr = sr + (diag ? d8[d][0] : d4[d][0]);
            int nc = sc + (diag ? d8[d][1] : d4[d][1]);
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

int main(int argc, char** argv) {
    bug = argc > 1 ? argv[1] : "correct";
    long m;
    if (scanf("%ld", &m) != 1) return 0;
    std::vector<int> stones;
    for (long i = 1; i <= m; i++) {
        int x, y;
        if (scanf("%d %d", &x, &y) != 2) return 1;
        int r = x - 1, c = y - 1;
        int me = (i % 2 == 1) ? 1 : 2;
        if (bug == "parity") me = 3 - me;
        int removed[3] = {0, 0, 0};
        board[r][c] = me;
        if (bug == "suicide-first" && !group(r, c, stones)) removed[me] += take(stones);
        static const int d4[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int d = 0; d < 4; d++) {
            int nr = r + d4[d][0], nc = c + d4[d][1];
            if (!inside(nr, nc) || board[nr][nc] != 3 - me) continue;
            if (!group(nr, nc, stones)) {
                removed[3 - me] += take(stones);
                if (bug == "one-group") break;
            }
        }
        if (bug != "no-suicide" && bug != "suicide-first" && board[r][c] == me && !group(r, c, stones))
            removed[me] += take(stones);
        if (bug == "zero") removed[1] = removed[2] = 0;
        printf("%d %d\n", removed[1], removed[2]);
    }
    return 0;
}
