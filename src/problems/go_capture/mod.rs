#[clippy::msrv = "1.63"]
pub(super) mod check;
mod emit;
pub mod explain;
mod faults;
mod gen;
#[clippy::msrv = "1.63"]
pub(super) mod layout;
mod naive;
mod package;
pub mod par;
mod shrink;
#[clippy::msrv = "1.63"]
mod solver;

use naive::run_naive;
pub use solver::*;

use crate::error::Error;
use crate::out::Out;
use crate::par::threads_arg;
use crate::solve::{How, Io, Sides, Solve};
use par::Pipeline;
use std::io::{Read, Write};
use std::ops::RangeInclusive;

/// go-capture's definition (see [`crate::problems::Definition`]).
pub struct GoCapture;

/// go-capture's own switches.
#[derive(clap::Args)]
pub struct Args {
    /// Board side (the judge plays on 19x19).
    #[arg(long, default_value_t = 19, value_parser = clap::value_parser!(u16).range(1..=MAX_SIZE as i64), conflicts_with = "strict")]
    size: u16,
    /// Explain only move N, or the moves A..B (B excluded) or A..=B
    /// (moves count from 1); implies --explain.
    #[arg(long, value_name = "N|A..B", value_parser = explain::parse_moves)]
    explain_moves: Option<RangeInclusive<u64>>,
    /// Threads: 1 plays on the reading thread; 0 plays long replays on
    /// a second thread when there are two cores (at most 256).
    #[arg(long, default_value_t = 0, value_parser = threads_arg)]
    threads: usize,
}

impl Solve for GoCapture {
    const NAME: &'static str = "go-capture";
    const ALIAS: &'static str = "p10864";
    const HELP: &'static str = "\
Stones removed by each move of a Go replay (Luogu P10864).

Input: m, then m moves `x y` (1-based row and column). Output: one line \
`b w` per move: black and white stones removed by that move.";
    const SIDES: Option<Sides> = Some(Sides {
        judge: JUDGE_SIZE,
        max: MAX_SIZE,
    });
    type Args = Args;

    fn explains(args: &Args) -> bool {
        args.explain_moves.is_some()
    }

    fn run(args: &Args, how: How, io: Io<impl Read, impl Write>) -> Result<(), Error> {
        let opts = Options {
            size: args.size.into(),
            strict: how.strict,
        };
        // The engine (naive or fast) and where it plays (an explained
        // replay on the reading thread) are chosen apart: the naive engine
        // runs in the pipeline too.
        match io.explain {
            Some(ex) => {
                let report = &mut |played: &Played| {
                    explain::explain(ex, args.explain_moves.as_ref(), played)
                };
                play(&opts, how, io.input, io.out, OneThread(Some(report)))
            }
            None if args.threads == 1 => play(&opts, how, io.input, io.out, OneThread(None)),
            None => play(
                &opts,
                how,
                io.input,
                io.out,
                Pipeline {
                    threads: args.threads,
                },
            ),
        }
    }
}

/// A replay on the fast or the naive engine, its moves played as `how`
/// plays them.
fn play(
    opts: &Options,
    how: How,
    input: impl Read,
    out: &mut Out<impl Write>,
    on: impl Play,
) -> Result<(), Error> {
    if how.naive {
        run_naive(opts, input, out, on)
    } else {
        run_with(opts, input, out, on)
    }
}
