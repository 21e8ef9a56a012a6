func fillBoard(mark byte, board [][]byte) {
	for _, row := range board {
		for j := range row {
			row[j] = mark
		}
	}
}
