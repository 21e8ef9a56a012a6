#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<vector<int>> g(n, vector<int>(n));
    for (auto& row : g)
        for (int& c : row) cin >> c;
    int p, q;
    cin >> p;
    q = 3 - p;
    bool any = false;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            if (g[i][j] != 0) continue;
            bool legal = false;
            for (int dx = -1; dx <= 1 && !legal; dx++) {
                for (int dy = -1; dy <= 1 && !legal; dy++) {
                    if (!dx && !dy) continue;
                    int x = i + dx, y = j + dy, k = 0;
                    while (x >= 0 && x < n && y >= 0 && y < n && g[x][y] == q) x += dx, y += dy, k++;
                    legal = k > 0 && x >= 0 && x < n && y >= 0 && y < n && g[x][y] == p;
                }
            }
            if (legal) {
                printf("%d,%d\n", i, j);
                any = true;
            }
        }
    }
    if (!any) puts("NULL");
}
