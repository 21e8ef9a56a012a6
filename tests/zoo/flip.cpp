// flip-chess (LeetCode LCP 41), reading LeetCode's testcase format (one
// chessboard a line, `["..X", ...]`). argv[1]: "correct" or a mistake:
//   no-chain     counts only the stones the placed one flips itself
//   two-waves    lets flipped stones flip once more, but not further
//   four-dirs    looks in the 4 orthogonal directions only
//   any-cell     also tries placing on white stones
//   edge-closes  lets a run of white that reaches the edge flip too
#include <deque>
#include <iostream>
#include <string>
#include <vector>

static std::string bug;

static int flips(std::vector<std::string> b, int r0, int c0) {
    int n = b.size(), m = b[0].size();
    int nd = bug == "four-dirs" ? 4 : 8;
    static const int d[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    b[r0][c0] = 'X';
    std::deque<std::pair<std::pair<int, int>, int>> q;  // stone, wave
    q.push_back({{r0, c0}, 0});
    int count = 0;
    while (!q.empty()) {
        auto [rc, wave] = q.front();
        q.pop_front();
        if (bug == "no-chain" && wave > 0) continue;
        if (bug == "two-waves" && wave > 1) continue;
        for (int k = 0; k < nd; k++) {
            int r = rc.first + d[k][0], c = rc.second + d[k][1], len = 0;
            while (r >= 0 && r < n && c >= 0 && c < m && b[r][c] == 'O') {
                r += d[k][0], c += d[k][1], len++;
            }
            bool inside = r >= 0 && r < n && c >= 0 && c < m;
            bool closed = inside ? b[r][c] == 'X' : bug == "edge-closes";
            if (len == 0 || !closed) continue;
            for (int j = 1; j <= len; j++) {
                int fr = rc.first + j * d[k][0], fc = rc.second + j * d[k][1];
                b[fr][fc] = 'X';
                count++;
                q.push_back({{fr, fc}, wave + 1});
            }
        }
    }
    return count;
}

int main(int argc, char** argv) {
    bug = argc > 1 ? argv[1] : "correct";
    std::string line;
    while (std::getline(std::cin, line)) {
        std::vector<std::string> b;
        size_t i = 0;
        while ((i = line.find('"', i)) != std::string::npos) {
            size_t j = line.find('"', i + 1);
            b.push_back(line.substr(i + 1, j - i - 1));
            i = j + 1;
        }
        if (b.empty()) continue;
        int best = 0;
        for (size_t r = 0; r < b.size(); r++)
            for (size_t c = 0; c < b[0].size(); c++)
                if (b[r][c] == '.' || (bug == "any-cell" && b[r][c] == 'O')) {
                    int f = flips(b, r, c);
                    if (f > best) best = f;
                }
        std::cout << best << "\n";
    }
}
