// The seed approach to flip-chess (LeetCode LCP 41): the reference solution
// of the problem page (/work/shared/seeds/000_*.txt, "方法一：广度优先搜索",
// sol1-C++), copied unchanged: for every empty cell, a copy of the board and
// a queue of the stones whose rays are still to be looked at.
//
// Around it, a main that reads what `boardsolve flip-chess` reads in the
// LeetCode format (one `["..X", ...]` value per case, cases until the end)
// and prints one answer a line. It reads all of stdin at once and writes
// through one buffer, so the time measured is the seed's search, not
// iostream's.
//
//   g++ -O2 -std=c++17 -o seed-flip-chess bench/seed-flip-chess.cpp
//   seed-flip-chess < boards.txt > answers.txt
#include <cstdio>
#include <queue>
#include <string>
#include <utility>
#include <vector>
using namespace std;

class Solution {
public:
    const int dirs[8][2] = {
        {1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}
    };

    bool judge(const vector<string>& chessboard, int x, int y, int dx, int dy) {
        x += dx;
        y += dy;
        while (0 <= x && x < chessboard.size() && 0 <= y && y < chessboard[0].size()) {
            if (chessboard[x][y] == 'X') {
                return true;
            } else if (chessboard[x][y] == '.') {
                return false;
            }
            x += dx;
            y += dy;
        }
        return false;
    }

    int bfs(vector<string> chessboard, int px, int py) {
        int cnt = 0;
        queue<pair<int, int>> q;
        q.emplace(px, py);
        chessboard[px][py] = 'X';
        while (!q.empty()) {
            pair<int, int> t = q.front();
            q.pop();
            for (int i = 0; i < 8; ++i) {
                if (judge(chessboard, t.first, t.second, dirs[i][0], dirs[i][1])) {
                    int x = t.first + dirs[i][0], y = t.second + dirs[i][1];
                    while (chessboard[x][y] != 'X') {
                        q.emplace(x, y);
                        chessboard[x][y] = 'X';
                        x += dirs[i][0];
                        y += dirs[i][1];
                        ++cnt;
                    }
                }
            }
        }
        return cnt;
    }

    int flipChess(vector<string>& chessboard) {
        int res = 0;
        for (int i = 0; i < chessboard.size(); ++i) {
            for (int j = 0; j < chessboard[0].size(); ++j) {
                if (chessboard[i][j] == '.') {
                    res = max(res, bfs(chessboard, i, j));
                }
            }
        }
        return res;
    }
};

int main() {
    string in;
    {
        static char block[1 << 16];
        size_t n;
        while ((n = fread(block, 1, sizeof block, stdin)) > 0) in.append(block, n);
    }
    string out;
    vector<string> board;
    Solution solution;
    // One case per `[...]`: the strings between its quotes ('"' or '\'').
    for (size_t i = 0; i < in.size(); ++i) {
        if (in[i] != '[') continue;
        board.clear();
        size_t j = i + 1;
        for (; j < in.size() && in[j] != ']'; ++j) {
            if (in[j] == '"' || in[j] == '\'') {
                size_t k = in.find(in[j], j + 1);
                if (k == string::npos) return 1;
                board.push_back(in.substr(j + 1, k - j - 1));
                j = k;
            }
        }
        i = j;
        if (board.empty()) continue;
        out += to_string(solution.flipChess(board));
        out += '\n';
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
