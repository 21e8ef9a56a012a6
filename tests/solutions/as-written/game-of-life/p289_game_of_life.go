package leetcode

import (
	"fmt"
	"testing"

	"leetcode/util"
)

func TestGameOfLife(t *testing.T) {
	board := util.ParseMatrix("[[0,1,0],[0,0,1],[1,1,1],[0,0,0]]")
	gameOfLife(board)
	fmt.Println(board)
}

//leetcode submit region begin(Prohibit modification and deletion)
func gameOfLife(board [][]int) {
	m, n := len(board), len(board[0])
	next := make([][]int, m)
	for i := range next {
		next[i] = make([]int, n)
		for j := range next[i] {
			live := 0
			for x := max(0, i-1); x <= min(m-1, i+1); x++ {
				for y := max(0, j-1); y <= min(n-1, j+1); y++ {
					if x != i || y != j {
						live += board[x][y]
					}
				}
			}
			if live == 3 || live == 2 && board[i][j] == 1 {
				next[i][j] = 1
			}
		}
	}
	copy(board, next)
}

//leetcode submit region end(Prohibit modification and deletion)
