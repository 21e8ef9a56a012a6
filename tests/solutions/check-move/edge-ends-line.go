// The edge of the board ends a good line as a stone of the colour would.
func checkMove(board [][]byte, rMove int, cMove int, color byte) bool {
	m, n := len(board), len(board[0])
	for dx := -1; dx <= 1; dx++ {
		for dy := -1; dy <= 1; dy++ {
			if dx == 0 && dy == 0 {
				continue
			}
			x, y, k := rMove+dx, cMove+dy, 0
			for x >= 0 && x < m && y >= 0 && y < n && board[x][y] != '.' && board[x][y] != color {
				x, y, k = x+dx, y+dy, k+1
			}
			if k > 0 && (x < 0 || x >= m || y < 0 || y >= n || board[x][y] == color) {
				return true
			}
		}
	}
	return false
}
