func updateBoard(board [][]byte, click []int) [][]byte {
	m, n := len(board), len(board[0])
	r, c := click[0], click[1]
	if board[r][c] == 'M' {
		board[r][c] = 'X'
		return board
	}
	var dfs func(i, j int)
	dfs = func(i, j int) {
		mines := 0
		for x := i - 1; x <= i+1; x++ {
			for y := j - 1; y <= j+1; y++ {
				if x >= 0 && x < m && y >= 0 && y < n && (board[x][y] == 'M' || board[x][y] == 'X') {
					mines++
				}
			}
		}
		if mines > 0 {
			board[i][j] = byte('0' + mines)
			return
		}
		board[i][j] = 'B'
		for x := i - 1; x <= i+1; x++ {
			for y := j - 1; y <= j+1; y++ {
				if x >= 0 && x < m && y >= 0 && y < n && board[x][y] == 'E' {
					dfs(x, y)
				}
			}
		}
	}
	dfs(r, c)
	return board
}
