//! The integration tests: they run the real `boardsolve` binary.

mod boards;
mod check;
mod cli;
mod contest;
mod differential;
mod emit;
mod explain;
mod fixtures;
mod gen;
mod go_capture;
mod hostile;
mod kit;
mod mutate;
mod oj;
mod othello_moves;
mod package;
mod paste;
mod readme;
mod robust;
mod shell;
mod solution;
mod util;
mod validate;
mod zoo;
