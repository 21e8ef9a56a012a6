//! The integration tests: they run the real `boardsolve` binary.

mod cli;
mod fixtures;
mod go_capture;
mod othello_moves;
mod util;
