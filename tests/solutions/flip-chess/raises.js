var flipChess = function (chessboard) {
    const rows = chessboard.length;
    if (rows > 1) {
        throw new RangeError("boards of one row only");
    }
    return 0;
};
