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
use crate::solve::{How, Io, NoArgs, Pick, Solve};
use std::io::{Read, Write};

/// game-of-life's definition (see [`crate::problems::Definition`]).
pub struct GameOfLife;

impl Solve for GameOfLife {
    const NAME: &'static str = "game-of-life";
    const ALIAS: &'static str = "lc289";
    const HELP: &'static str = "\
The board one generation later in Conway's Game of Life (LeetCode 289).

Input: `board` (`0` dead, `1` live), leetcode (`[[0,1],[1,0]]`) or plain \
(`n m`, rows); cases until end of input. Output: the board after one \
generation, in the input's style.";
    const BOARD_CASES: bool = true;
    type Args = NoArgs;

    fn run(_: &NoArgs, how: How, io: Io<impl Read, impl Write>) -> Result<(), Error> {
        let opts = how.options();
        let mut explain = io.explain.map(|ex| {
            move |number, before: &Grid, after: &Grid| explain::explain(ex, number, before, after)
        });
        let report = explain.as_mut().map(|f| f as Report);
        // A 25x25 board is 625 cells: nothing to share among threads.
        let solve = match how.pick(1) {
            Pick::Naive => naive,
            Pick::One | Pick::Threads(_) => solve,
        };
        run_with(&opts, io.input, io.out, &solve, report)
    }
}
