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
use crate::solve::{How, Io, NoArgs, Pick, Solve};
use std::io::{Read, Write};

/// check-move's definition (see [`crate::problems::Definition`]).
pub struct CheckMove;

impl Solve for CheckMove {
    const NAME: &'static str = "check-move";
    const ALIAS: &'static str = "lc1958";
    const HELP: &'static str = "\
Is a move legal: the endpoint of a good line (LeetCode 1958).

Input: `board` (`.`, `W`, `B`), `rMove`, `cMove`, `color`, leetcode or \
plain (`n m`, rows, `r c color`); cases until end of input. Output: `true` \
or `false` per case.";
    const BOARD_CASES: bool = true;
    type Args = NoArgs;

    fn run(_: &NoArgs, how: How, io: Io<impl Read, impl Write>) -> Result<(), Error> {
        let opts = how.options();
        let mut explain = io
            .explain
            .map(|ex| move |number, case: &Case, legal| explain::explain(ex, number, case, legal));
        let report = explain.as_mut().map(|f| f as Report);
        // One query is a few ray walks: nothing to share among threads.
        let solve = match how.pick(1) {
            Pick::Naive => naive,
            Pick::One | Pick::Threads(_) => solve,
        };
        run_with(&opts, io.input, io.out, &solve, report)
    }
}
