#[clippy::msrv = "1.63"]
pub(super) mod check;
mod emit;
pub mod explain;
mod faults;
mod gen;
#[clippy::msrv = "1.63"]
pub(super) mod layout;
mod package;
mod shrink;
#[clippy::msrv = "1.63"]
mod solver;

pub use solver::*;

use crate::error::Error;
use crate::par::Threads;
use crate::solve::{How, Io, Pick, Solve};
use std::io::{Read, Write};

/// othello-moves's definition (see [`crate::problems::Definition`]).
pub struct OthelloMoves;

/// othello-moves's own switches.
#[derive(clap::Args)]
pub struct Args {
    /// Threads (0: one per core): on boards of 2048 x 2048 and more, 2 or
    /// more run the two sweeps on two threads.
    #[arg(long, default_value_t = 0)]
    threads: usize,
}

impl Solve for OthelloMoves {
    const NAME: &'static str = "othello-moves";
    const ALIAS: &'static str = "othello";
    const HELP: &'static str = "\
Every legal move of an Othello player (Huawei OD exam).

Input: N, then N·N cells (0 empty, 1 and 2 stones), then the player p. \
Output: each legal move `r,c` (0-based) in row-major order, or `NULL`.";
    type Args = Args;

    fn run(args: &Args, how: How, io: Io<impl Read, impl Write>) -> Result<(), Error> {
        let opts = Options { strict: how.strict };
        let mut explain = io
            .explain
            .map(|ex| move |pos: &Position, legal: &[u64]| explain::explain(ex, pos, legal));
        let report = explain.as_mut().map(|f| f as Report);
        match how.pick(args.threads) {
            Pick::Naive => run_with(&opts, io.input, io.out, &naive, report),
            Pick::One => run_with(&opts, io.input, io.out, &legal_moves, report),
            Pick::Threads(n) => {
                let split = Threads::new(n);
                let fast = |pos: &Position| legal_moves_in(pos, &split);
                run_with(&opts, io.input, io.out, &fast, report)
            }
        }
    }
}
