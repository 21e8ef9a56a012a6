func gameOfLife(board [][]int) {
	m, n := len(board), len(board[0])
	old := make([][]int, m)
	for i := range board {
		old[i] = append([]int(nil), board[i]...)
	}
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			live := 0
			for x := i - 1; x <= i+1; x++ {
				for y := j - 1; y <= j+1; y++ {
					if x >= 0 && x < m && y >= 0 && y < n && (x != i || y != j) {
						live += old[x][y]
					}
				}
			}
			if live == 3 || (live == 2 && old[i][j] == 1) {
				board[i][j] = 1
			} else {
				board[i][j] = 0
			}
		}
	}
}
