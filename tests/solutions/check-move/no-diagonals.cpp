// Tries the rows and columns only, never the diagonals.
class Solution {
public:
    bool checkMove(vector<vector<char>>& board, int rMove, int cMove, char color) {
        int m = board.size(), n = board[0].size();
        for (int dx = -1; dx <= 1; ++dx) {
            for (int dy = -1; dy <= 1; ++dy) {
                if ((dx == 0) == (dy == 0)) continue;
                int x = rMove + dx, y = cMove + dy, len = 1;
                while (x >= 0 && x < m && y >= 0 && y < n) {
                    if (board[x][y] == '.') break;
                    if (board[x][y] == color) {
                        if (len >= 3) return true;
                        break;
                    }
                    x += dx, y += dy, ++len;
                }
            }
        }
        return false;
    }
};
