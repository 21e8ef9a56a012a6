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
use crate::grid::Grid;
use crate::par::Threads;
use crate::solve::{How, Io, Pick, Solve};
use std::io::{Read, Write};

/// minesweeper's definition (see [`crate::problems::Definition`]).
pub struct Minesweeper;

/// minesweeper's own switches.
#[derive(clap::Args)]
pub struct Args {
    /// Threads (0: one per core): boards of 2^20 cells and more are
    /// revealed in bands of rows, one per thread.
    #[arg(long, default_value_t = 0)]
    threads: usize,
}

impl Solve for Minesweeper {
    const NAME: &'static str = "minesweeper";
    const ALIAS: &'static str = "lc529";
    const HELP: &'static str = "\
The board after one click (LeetCode 529).

Input: `board` (`M`, `E`, `B`, `X`, `1`-`8`) and `click`, leetcode or plain \
(`n m`, rows, `row col`); cases until end of input. Output: the board after \
the click, in the input's style.";
    const BOARD_CASES: bool = true;
    type Args = Args;

    fn run(args: &Args, how: How, io: Io<impl Read, impl Write>) -> Result<(), Error> {
        let opts = how.options();
        let mut explain = io.explain.map(|ex| {
            move |number, before: &Grid, after: &Grid, click| {
                explain::explain(ex, number, before, after, click)
            }
        });
        let report = explain.as_mut().map(|f| f as Report);
        match how.pick(args.threads) {
            Pick::Naive => run_with(&opts, io.input, io.out, &naive, report),
            Pick::One => run_with(&opts, io.input, io.out, &solve, report),
            Pick::Threads(n) => {
                let split = Threads::new(n);
                let fast = |g: &mut Grid, r, c| solve_in(g, r, c, &split);
                run_with(&opts, io.input, io.out, &fast, report)
            }
        }
    }
}
