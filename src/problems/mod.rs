pub mod go_capture;
pub mod othello_moves;
