// Wrong: only the 4 neighbours across a side are counted.
class Solution {
public:
    void gameOfLife(vector<vector<int>>& board) {
        int m = board.size(), n = board[0].size();
        vector<vector<int>> old = board;
        int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                int live = 0;
                for (int k = 0; k < 4; k++) {
                    int x = i + dr[k], y = j + dc[k];
                    if (x >= 0 && x < m && y >= 0 && y < n) live += old[x][y];
                }
                board[i][j] = live == 3 || (live == 2 && old[i][j]) ? 1 : 0;
            }
        }
    }
};
