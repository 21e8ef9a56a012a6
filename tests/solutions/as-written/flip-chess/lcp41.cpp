#include <iostream>
#include <queue>
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    int flipChess(vector<string>& chessboard) {
        int best = 0;
        for (size_t i = 0; i < chessboard.size(); ++i)
            for (size_t j = 0; j < chessboard[0].size(); ++j)
                if (chessboard[i][j] == '.') best = max(best, flips(chessboard, i, j));
        return best;
    }

private:
    int flips(vector<string> g, int i, int j) {
        int m = g.size(), n = g[0].size(), count = 0;
        queue<pair<int, int>> q;
        g[i][j] = 'X';
        q.emplace(i, j);
        while (!q.empty()) {
            auto [x, y] = q.front();
            q.pop();
            for (int dx = -1; dx <= 1; ++dx) {
                for (int dy = -1; dy <= 1; ++dy) {
                    if (dx == 0 && dy == 0) continue;
                    int a = x + dx, b = y + dy, k = 0;
                    while (a >= 0 && a < m && b >= 0 && b < n && g[a][b] == 'O') a += dx, b += dy, ++k;
                    if (k == 0 || a < 0 || a >= m || b < 0 || b >= n || g[a][b] != 'X') continue;
                    for (int t = 1; t <= k; ++t) {
                        g[x + dx * t][y + dy * t] = 'X';
                        q.emplace(x + dx * t, y + dy * t);
                    }
                    count += k;
                }
            }
        }
        return count;
    }
};

int main() {
    vector<string> board = {"....X.", "....X.", "XOOO..", "......", "......"};
    cout << Solution().flipChess(board) << endl;  // 3
    return 0;
}
