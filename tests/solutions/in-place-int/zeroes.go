func setZeroes(matrix [][]int) {
	rows := make([]bool, len(matrix))
	cols := make([]bool, len(matrix[0]))
	for r, row := range matrix {
		for c, v := range row {
			if v == 0 {
				rows[r], cols[c] = true, true
			}
		}
	}
	for r, row := range matrix {
		for c := range row {
			if rows[r] || cols[c] {
				row[c] = 0
			}
		}
	}
}
