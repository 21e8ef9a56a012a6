class Solution {
public:
    vector<vector<char>> updateBoard(vector<vector<char>>& board, vector<int>& click) {
        int m = board.size(), n = board[0].size();
        int r = click[0], c = click[1];
        if (board[r][c] == 'M') {
            board[r][c] = 'X';
            return board;
        }
        queue<pair<int, int>> q;
        q.emplace(r, c);
        board[r][c] = 'B';
        while (!q.empty()) {
            auto [i, j] = q.front();
            q.pop();
            int mines = 0;
            for (int x = max(i - 1, 0); x <= min(i + 1, m - 1); ++x)
                for (int y = max(j - 1, 0); y <= min(j + 1, n - 1); ++y)
                    mines += board[x][y] == 'M' || board[x][y] == 'X';
            if (mines > 0) {
                board[i][j] = '0' + mines;
                continue;
            }
            for (int x = max(i - 1, 0); x <= min(i + 1, m - 1); ++x)
                for (int y = max(j - 1, 0); y <= min(j + 1, n - 1); ++y)
                    if (board[x][y] == 'E') {
                        board[x][y] = 'B';
                        q.emplace(x, y);
                    }
        }
        return board;
    }
};
