package main

import "fmt"

// gameOfLife updates the board in place: 2 marks a cell that dies, 3 one
// that comes alive.
func gameOfLife(board [][]int) {
	m, n := len(board), len(board[0])
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			live := 0
			for x := i - 1; x <= i+1; x++ {
				for y := j - 1; y <= j+1; y++ {
					if (x != i || y != j) && x >= 0 && x < m && y >= 0 && y < n && (board[x][y] == 1 || board[x][y] == 2) {
						live++
					}
				}
			}
			fmt.Println("cell", i, j, "live neighbours:", live)
			if board[i][j] == 1 && (live < 2 || live > 3) {
				board[i][j] = 2
			} else if board[i][j] == 0 && live == 3 {
				board[i][j] = 3
			}
		}
	}
	for i := range board {
		for j := range board[i] {
			board[i][j] %= 2
		}
	}
}

func main() {
	board := [][]int{{0, 1, 0}, {0, 0, 1}, {1, 1, 1}, {0, 0, 0}}
	gameOfLife(board)
	fmt.Println(board)
}
