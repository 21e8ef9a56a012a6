func flipChess(chessboard []string) (ans int) {
	m, n := len(chessboard), len(chessboard[0])
	dirs := [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}
	flips := func(i, j int) int {
		g := make([][]byte, m)
		for r := range g {
			g[r] = []byte(chessboard[r])
		}
		g[i][j] = 'X'
		q := [][2]int{{i, j}}
		count := 0
		for len(q) > 0 {
			p := q[0]
			q = q[1:]
			for _, d := range dirs {
				a, b, k := p[0]+d[0], p[1]+d[1], 0
				for a >= 0 && a < m && b >= 0 && b < n && g[a][b] == 'O' {
					a, b, k = a+d[0], b+d[1], k+1
				}
				if k > 0 && a >= 0 && a < m && b >= 0 && b < n && g[a][b] == 'X' {
					for t := 1; t <= k; t++ {
						u, v := p[0]+d[0]*t, p[1]+d[1]*t
						g[u][v] = 'X'
						q = append(q, [2]int{u, v})
					}
					count += k
				}
			}
		}
		return count
	}
	for i, row := range chessboard {
		for j := range row {
			if row[j] == '.' {
				ans = max(ans, flips(i, j))
			}
		}
	}
	return
}
