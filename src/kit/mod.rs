//! The contest kit: generators, a checker and a stress tester built on the
//! solvers.

pub mod check;
pub mod emit;
pub mod gen;
pub mod input;
pub mod stress;

use crate::error::Error;
use crate::out::Out;
use crate::problems::{check_move, flip_chess, go_capture, minesweeper, othello_moves};
use gen::Problem;

/// boardsolve's answer for `input` of problem `p` (default mode, the fast
/// solver; go-capture on a `size` x `size` board).
pub fn solve(p: Problem, input: &[u8], size: usize) -> Result<Vec<u8>, Error> {
    let mut out = Out::new(Vec::new());
    match p {
        Problem::FlipChess => flip_chess::run(&flip_chess::Options::default(), input, &mut out)?,
        Problem::CheckMove => check_move::run(&check_move::Options::default(), input, &mut out)?,
        Problem::Minesweeper => {
            minesweeper::run(&minesweeper::Options::default(), input, &mut out)?
        }
        Problem::GoCapture => {
            let opts = go_capture::Options {
                size,
                ..Default::default()
            };
            go_capture::run(&opts, input, &mut out)?
        }
        Problem::OthelloMoves => {
            othello_moves::run(&othello_moves::Options::default(), input, &mut out)?
        }
    }
    out.into_inner()
}
