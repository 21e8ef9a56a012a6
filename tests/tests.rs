//! The integration tests: they run the real `boardsolve` binary.

mod boards;
mod cli;
mod differential;
mod fixtures;
mod go_capture;
mod hostile;
mod mutate;
mod othello_moves;
mod readme;
mod util;
