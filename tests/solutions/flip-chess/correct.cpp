class Solution {
public:
    int flipChess(vector<string>& chessboard) {
        int m = chessboard.size(), n = chessboard[0].size();
        int best = 0;
        for (int i = 0; i < m; ++i) {
            for (int j = 0; j < n; ++j) {
                if (chessboard[i][j] == '.') {
                    best = max(best, bfs(chessboard, i, j));
                }
            }
        }
        return best;
    }

private:
    int bfs(vector<string> g, int i, int j) {
        int m = g.size(), n = g[0].size();
        const int dirs[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
        queue<pair<int, int>> q;
        g[i][j] = 'X';
        q.emplace(i, j);
        int count = 0;
        while (!q.empty()) {
            auto [x, y] = q.front();
            q.pop();
            for (auto& d : dirs) {
                int a = x + d[0], b = y + d[1], k = 0;
                while (a >= 0 && a < m && b >= 0 && b < n && g[a][b] == 'O') {
                    a += d[0], b += d[1], ++k;
                }
                if (k > 0 && a >= 0 && a < m && b >= 0 && b < n && g[a][b] == 'X') {
                    for (int t = 1; t <= k; ++t) {
                        int u = x + d[0] * t, v = y + d[1] * t;
                        g[u][v] = 'X';
                        q.emplace(u, v);
                    }
                    count += k;
                }
            }
        }
        return count;
    }
};
