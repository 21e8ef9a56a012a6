//! The contest kit: generators, a checker and a stress tester built on the
//! solvers.

pub mod check;
pub mod contestant;
pub mod emit;
pub mod gen;
pub mod harness;
pub mod input;
pub mod mix;
pub mod package;
pub mod picture;
pub mod shrink;
pub mod solution;
pub mod stress;
pub mod validate;

use crate::error::Error;
use crate::out::Out;
use crate::problems::Problem;
use crate::solve::Solve;
use std::io::{Read, Write};

/// boardsolve's answer for `input` of problem `p` (default mode, the fast
/// solver; go-capture on a `size` x `size` board).
pub fn solve(p: Problem, input: &[u8], size: usize) -> Result<Vec<u8>, Error> {
    solve_stream(p, input, size)
}

/// [`solve`] reading the input as it comes: only the answer is held.
pub fn solve_stream(p: Problem, input: impl Read, size: usize) -> Result<Vec<u8>, Error> {
    let mut out = Out::new(Vec::new());
    run(p, input, size, false, &mut out)?;
    out.into_inner()
}

/// Whether `input` is in the judge's domain: `--strict` accepts it.
pub fn validate(p: Problem, input: &[u8]) -> Result<(), Error> {
    run(
        p,
        input,
        p.judge_size(),
        true,
        &mut Out::new(std::io::sink()),
    )
}

/// Runs problem `p`'s fast solver on `input` into `out` (go-capture on a
/// `size` x `size` board), `--strict` if asked.
pub(crate) fn run(
    p: Problem,
    input: impl Read,
    size: usize,
    strict: bool,
    out: &mut Out<impl Write>,
) -> Result<(), Error> {
    crate::with_problem!(p, P => P::default_mode(input, size, strict, out))
}
