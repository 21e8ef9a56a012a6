#[clippy::msrv = "1.63"]
pub(super) mod check;
mod emit;
pub mod explain;
mod faults;
mod gen;
#[clippy::msrv = "1.63"]
pub(super) mod layout;
mod package;
pub mod par;
mod shrink;
#[clippy::msrv = "1.63"]
mod solver;

pub use solver::*;

use crate::error::Error;
use crate::grid::Grid;
use crate::par::{threads_arg, Threads};
use crate::solve::{How, Io, Pick, Solve};
use par::Batches;
use std::io::{Read, Write};

/// flip-chess's definition (see [`crate::problems::Definition`]).
pub struct FlipChess;

/// flip-chess's own switches.
#[derive(clap::Args)]
pub struct Args {
    /// Worker threads (0: one per core; at most 256): boards above 8x8
    /// are split among them, smaller boards are solved by all of them in
    /// batches.
    #[arg(long, default_value_t = 0, value_parser = threads_arg)]
    threads: usize,
}

impl Solve for FlipChess {
    const NAME: &'static str = "flip-chess";
    const ALIAS: &'static str = "lcp41";
    const HELP: &'static str = "\
Most white stones one black move flips, with chain flips (LeetCode LCP 41).

Input: `chessboard` rows over `.`, `X`, `O`, leetcode (`[\"....X.\", ...]`) \
or plain (`n m` + rows); cases until end of input. Output: one number per \
case.";
    const BOARD_CASES: bool = true;
    type Args = Args;

    fn run(args: &Args, how: How, io: Io<impl Read, impl Write>) -> Result<(), Error> {
        let opts = how.options();
        let mut explain = io
            .explain
            .map(|ex| move |case, g: &Grid, best| explain::explain(ex, case, g, best));
        let report = explain.as_mut().map(|f| f as Report);
        match how.pick(args.threads) {
            Pick::Naive => run_with(&opts, io.input, io.out, &mut naive, report),
            Pick::One => run_with(&opts, io.input, io.out, &mut solve, report),
            // Explained boards are answered one at a time.
            Pick::Threads(n) if report.is_some() => {
                let split = Threads::new(n);
                run_with(
                    &opts,
                    io.input,
                    io.out,
                    &mut |g: &Grid| solve_in(g, &split),
                    report,
                )
            }
            Pick::Threads(n) => run_with(
                &opts,
                io.input,
                io.out,
                &mut Batches::new(Threads::new(n)),
                None,
            ),
        }
    }
}
