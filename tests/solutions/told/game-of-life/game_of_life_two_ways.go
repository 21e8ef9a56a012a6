package leetcode

// gameOfLife1 keeps a copy of the board.
func gameOfLife1(board [][]int) {
	m, n := len(board), len(board[0])
	old := make([][]int, m)
	for i := range board {
		old[i] = append([]int{}, board[i]...)
	}
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			live := 0
			for x := i - 1; x <= i+1; x++ {
				for y := j - 1; y <= j+1; y++ {
					if (x != i || y != j) && x >= 0 && x < m && y >= 0 && y < n {
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

// gameOfLife2 works in place: bit 1 holds the next state.
func gameOfLife2(board [][]int) {
	m, n := len(board), len(board[0])
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			live := 0
			for x := i - 1; x <= i+1; x++ {
				for y := j - 1; y <= j+1; y++ {
					if (x != i || y != j) && x >= 0 && x < m && y >= 0 && y < n {
						live += board[x][y] & 1
					}
				}
			}
			if live == 3 || (live == 2 && board[i][j]&1 == 1) {
				board[i][j] |= 2
			}
		}
	}
	for i := range board {
		for j := range board[i] {
			board[i][j] >>= 1
		}
	}
}
