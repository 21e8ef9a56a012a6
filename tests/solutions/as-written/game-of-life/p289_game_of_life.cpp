#include "include/headers.h"
#include "include/print.h"

using namespace std;

//leetcode submit region begin(Prohibit modification and deletion)
class Solution {
public:
    void gameOfLife(vector<vector<int>>& board) {
        int m = board.size(), n = board[0].size();
        auto old = board;
        for (int i = 0; i < m; ++i)
            for (int j = 0; j < n; ++j) {
                int live = 0;
                for (int x = max(0, i - 1); x < min(m, i + 2); ++x)
                    for (int y = max(0, j - 1); y < min(n, j + 2); ++y)
                        if (x != i || y != j) live += old[x][y];
                board[i][j] = live == 3 || (live == 2 && old[i][j]);
            }
    }
};
//leetcode submit region end(Prohibit modification and deletion)

int main() {
    vector<vector<int>> board = {{0, 1, 0}, {0, 0, 1}, {1, 1, 1}, {0, 0, 0}};
    Solution().gameOfLife(board);
    print(board);
}
