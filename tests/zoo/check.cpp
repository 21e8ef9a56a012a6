// check-move (LeetCode 1958), reading LeetCode's testcase format: the
// board, rMove, cMove and color, one a line. argv[1]: "correct" or:
//   zero-between   accepts the move's own colour right next to it
//   no-diagonals   looks in the 4 orthogonal directions only
//   edge-closes    accepts a run of the other colour that reaches the edge
//   first-only     answers from the first direction that starts a run
//   two-between    demands at least two cells of the other colour
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    std::string bug = argc > 1 ? argv[1] : "correct";
    static const int d[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    std::string line, rl, cl, colorl;
    while (std::getline(std::cin, line)) {
        if (line.find('[') == std::string::npos) continue;
        std::getline(std::cin, rl);
        std::getline(std::cin, cl);
        std::getline(std::cin, colorl);
        std::vector<std::string> b(1);
        bool quoted = false;
        for (size_t i = 1; i + 1 < line.size(); i++) {
            if (line[i] == '"') quoted = !quoted;
            else if (quoted) b.back() += line[i];
            else if (line[i] == ']' && line[i + 1] == ',') b.push_back("");
        }
        int n = b.size(), m = b[0].size(), r0 = std::stoi(rl), c0 = std::stoi(cl);
        char me = colorl[colorl.find('"') + 1], other = me == 'B' ? 'W' : 'B';
        bool legal = false;
        int nd = bug == "no-diagonals" ? 4 : 8;
        for (int k = 0; k < nd && !legal; k++) {
            int r = r0 + d[k][0], c = c0 + d[k][1], len = 0;
            while (r >= 0 && r < n && c >= 0 && c < m && b[r][c] == other)
                r += d[k][0], c += d[k][1], len++;
            bool inside = r >= 0 && r < n && c >= 0 && c < m;
            bool closed = inside ? b[r][c] == me : bug == "edge-closes" && len > 0;
            int need = bug == "zero-between" ? 0 : bug == "two-between" ? 2 : 1;
            bool good = closed && len >= need;
            if (bug == "first-only" && len > 0) {
                legal = good;
                break;
            }
            legal = good;
        }
        std::cout << (legal ? "true" : "false") << "\n";
    }
}
