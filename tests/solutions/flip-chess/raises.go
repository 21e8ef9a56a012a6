func flipChess(chessboard []string) int {
	rows := len(chessboard)
	if rows > 1 {
		panic(fmt.Sprintf("boards of one row only, not %d", rows))
	}
	return 0
}
