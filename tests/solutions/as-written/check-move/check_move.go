// Package array holds the array problems of this repository.
package array

import "fmt"

// checkMove: LeetCode 1958, Check if Move is Legal.
func checkMove(board [][]byte, rMove int, cMove int, color byte) bool {
	dirs := [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}
	for _, d := range dirs {
		if good(board, rMove, cMove, d, color) {
			return true
		}
	}
	return false
}

func good(board [][]byte, r, c int, d [2]int, color byte) bool {
	m, n := len(board), len(board[0])
	x, y, k := r+d[0], c+d[1], 0
	for x >= 0 && x < m && y >= 0 && y < n && board[x][y] != '.' && board[x][y] != color {
		x, y, k = x+d[0], y+d[1], k+1
	}
	return k > 0 && x >= 0 && x < m && y >= 0 && y < n && board[x][y] == color
}

func debugBoard(board [][]byte) string {
	return fmt.Sprint(board)
}
