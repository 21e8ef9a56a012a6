// minesweeper (LeetCode 529), reading LeetCode's testcase format: the
// board and the click, one a line. Only 'M' counts as a mine: LeetCode
// never sends a revealed 'X', so that is correct there. argv[1]:
// "correct" or:
//   four-flood    opens blank regions through the 4 orthogonal neighbours
//   digit-flood   opens the neighbours of numbered cells too
//   count-four    counts the mines among the 4 orthogonal neighbours
//   mine-stays    leaves a clicked mine as 'M'
#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    std::string bug = argc > 1 ? argv[1] : "correct";
    static const int d[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    std::string line, click;
    while (std::getline(std::cin, line)) {
        if (line.find('[') == std::string::npos) continue;
        std::getline(std::cin, click);
        std::vector<std::string> b(1);
        bool quoted = false;
        for (size_t i = 1; i + 1 < line.size(); i++) {
            if (line[i] == '"') quoted = !quoted;
            else if (quoted) b.back() += line[i];
            else if (line[i] == ']' && line[i + 1] == ',') b.push_back("");
        }
        int n = b.size(), m = b[0].size();
        int r0 = std::stoi(click.substr(1)), c0 = std::stoi(click.substr(click.find(',') + 1));
        if (b[r0][c0] == 'M') {
            if (bug != "mine-stays") b[r0][c0] = 'X';
        } else if (b[r0][c0] == 'E') {
            std::vector<std::pair<int, int>> stack = {{r0, c0}};
            b[r0][c0] = 'B';
            while (!stack.empty()) {
                auto [r, c] = stack.back();
                stack.pop_back();
                int mines = 0;
                for (int k = 0; k < (bug == "count-four" ? 4 : 8); k++) {
                    int nr = r + d[k][0], nc = c + d[k][1];
                    if (nr >= 0 && nr < n && nc >= 0 && nc < m && b[nr][nc] == 'M') mines++;
                }
                if (mines > 0) {
                    b[r][c] = '0' + mines;
                    if (bug != "digit-flood") continue;
                }
                for (int k = 0; k < (bug == "four-flood" ? 4 : 8); k++) {
                    int nr = r + d[k][0], nc = c + d[k][1];
                    if (nr >= 0 && nr < n && nc >= 0 && nc < m && b[nr][nc] == 'E') {
                        b[nr][nc] = 'B';
                        stack.push_back({nr, nc});
                    }
                }
            }
        }
        std::cout << "[";
        for (int r = 0; r < n; r++) {
            std::cout << (r ? ",[" : "[");
            for (int c = 0; c < m; c++) std::cout << (c ? ",\"" : "\"") << b[r][c] << "\"";
            std::cout << "]";
        }
        std::cout << "]\n";
    }
}
