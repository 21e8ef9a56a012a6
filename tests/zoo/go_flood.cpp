// go-capture (Luogu P10864) as a contestant writes it in a hurry and the
// judge accepts it: the board as vectors, each neighbouring group found by
// a breadth-first flood fill with a fresh visited grid and a std::queue,
// removed when it has no liberty; then the mover's own group. Correct, and
// no faster than it needs to be: the plain accepted solution the time
// limit is derived against must pass (issue 43).
#include <iostream>
#include <queue>
#include <utility>
#include <vector>

using namespace std;

const int N = 19;
vector<vector<int>> board(N, vector<int>(N, 0));  // 0 empty, 1 black, 2 white

// Removes the group of (r, c) if it has no liberty; how many stones went.
int capture(int r, int c) {
    int color = board[r][c];
    vector<vector<bool>> seen(N, vector<bool>(N, false));
    vector<pair<int, int>> stones;
    queue<pair<int, int>> q;
    q.push({r, c});
    seen[r][c] = true;
    bool liberty = false;
    int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [x, y] = q.front();
        q.pop();
        stones.push_back({x, y});
        for (int d = 0; d < 4; d++) {
            int nx = x + dr[d], ny = y + dc[d];
            if (nx < 0 || nx >= N || ny < 0 || ny >= N || seen[nx][ny]) continue;
            if (board[nx][ny] == 0) liberty = true;
            if (board[nx][ny] == color) {
                seen[nx][ny] = true;
                q.push({nx, ny});
            }
        }
    }
    if (liberty) return 0;
    for (auto [x, y] : stones) board[x][y] = 0;
    return (int)stones.size();
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int m;
    if (!(cin >> m)) return 0;
    int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    for (int i = 1; i <= m; i++) {
        int x, y;
        cin >> x >> y;
        x--, y--;
        int me = i % 2 == 1 ? 1 : 2, other = 3 - me;
        board[x][y] = me;
        int removed[3] = {0, 0, 0};
        for (int d = 0; d < 4; d++) {
            int nx = x + dr[d], ny = y + dc[d];
            if (nx < 0 || nx >= N || ny < 0 || ny >= N) continue;
            if (board[nx][ny] == other) removed[other] += capture(nx, ny);
        }
        removed[me] += capture(x, y);
        cout << removed[1] << ' ' << removed[2] << '\n';
    }
    return 0;
}
