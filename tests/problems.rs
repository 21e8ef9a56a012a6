//! The rules of one problem's input that no registry-driven group reaches:
//! a file a problem, named for it. A new problem needs none (see
//! `tests/tests.rs`); one goes here only for what its fixtures and the
//! registry sweeps cannot say.

mod go_capture; // go-capture's move errors, --size, --strict, streaming
mod othello_moves; // othello-moves' own errors and --strict
