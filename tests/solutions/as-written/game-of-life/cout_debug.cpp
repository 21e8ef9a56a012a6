// 289. Game of Life
#include <iostream>
#include <vector>
using namespace std;

#define DEBUG 1

class Solution {
public:
    void gameOfLife(vector<vector<int>>& board) {
        int m = board.size(), n = board[0].size();
        vector<vector<int>> next(m, vector<int>(n, 0));
        for (int i = 0; i < m; ++i) {
            for (int j = 0; j < n; ++j) {
                int cnt = 0;
                for (int di = -1; di <= 1; ++di)
                    for (int dj = -1; dj <= 1; ++dj) {
                        if (!di && !dj) continue;
                        int x = i + di, y = j + dj;
                        if (x >= 0 && x < m && y >= 0 && y < n) cnt += board[x][y];
                    }
                next[i][j] = (cnt == 3 || (cnt == 2 && board[i][j])) ? 1 : 0;
                if (DEBUG) cout << "cell " << i << "," << j << " neighbours " << cnt << endl;
            }
        }
        board = next;
        if (DEBUG) {
            for (auto& row : board) {
                for (int v : row) cout << v << ' ';
                cout << '\n';
            }
        }
    }
};
