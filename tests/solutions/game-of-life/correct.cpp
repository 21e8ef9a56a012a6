class Solution {
public:
    void gameOfLife(vector<vector<int>>& board) {
        int m = board.size(), n = board[0].size();
        vector<vector<int>> old = board;
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                int live = 0;
                for (int x = max(0, i - 1); x <= min(m - 1, i + 1); x++)
                    for (int y = max(0, j - 1); y <= min(n - 1, j + 1); y++)
                        if (x != i || y != j) live += old[x][y];
                board[i][j] = live == 3 || (live == 2 && old[i][j]) ? 1 : 0;
            }
        }
    }
};
