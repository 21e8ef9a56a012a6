pub mod check_move;
pub mod flip_chess;
pub mod go_capture;
pub mod minesweeper;
pub mod othello_moves;
