// othello-moves (Huawei OD): N, the N x N cells, the player. argv[1]:
// "correct" or:
//   four-dirs    looks in the 4 orthogonal directions only
//   empty-run    accepts an own stone right next to the empty cell
//   col-major    lists the moves column by column
//   edge-closes  accepts a run of the opponent that reaches the edge
#include <cstdio>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    std::string bug = argc > 1 ? argv[1] : "correct";
    static const int d[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    int n, p;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<std::vector<int>> b(n, std::vector<int>(n));
    for (auto& row : b)
        for (int& v : row) scanf("%d", &v);
    scanf("%d", &p);
    auto legal = [&](int r0, int c0) {
        if (b[r0][c0] != 0) return false;
        for (int k = 0; k < (bug == "four-dirs" ? 4 : 8); k++) {
            int r = r0 + d[k][0], c = c0 + d[k][1], len = 0;
            while (r >= 0 && r < n && c >= 0 && c < n && b[r][c] == 3 - p)
                r += d[k][0], c += d[k][1], len++;
            bool inside = r >= 0 && r < n && c >= 0 && c < n;
            bool closed = inside ? b[r][c] == p : bug == "edge-closes";
            if (closed && (len > 0 || (bug == "empty-run" && inside))) return true;
        }
        return false;
    };
    bool any = false;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int r = bug == "col-major" ? j : i, c = bug == "col-major" ? i : j;
            if (legal(r, c)) {
                printf("%d,%d\n", r, c);
                any = true;
            }
        }
    if (!any) printf("NULL\n");
}
