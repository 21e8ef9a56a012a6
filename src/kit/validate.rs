//! `validate`: a judge's test file in the canonical layout
//! ([`crate::layout`], each problem's rules in its folder's `layout.rs`)
//! and within the judge's constraints (the solver under `--strict`).

use crate::error::Error;
use crate::layout::{Fault, Format, Layout};
use crate::out::Out;
use crate::problems::Problem;
use crate::solve::Solve;

/// A step of a layout walk.
pub type Step = Result<(), Fault>;

/// What a problem provides to `validate`.
pub trait Validate {
    /// The source of the problem's layout rules (`layout.rs`), std only and
    /// Rust 1.63, for a self-contained validator built on
    /// `crate::layout`.
    const LAYOUT: &'static str;

    /// The emitted validator's check of the judge's constraints: the body
    /// of a closure of `input: &[u8]` (lines at eight spaces) returning the
    /// solver's `Result<(), Error>` as [`crate::solve::Solve::default_mode`]
    /// gives it under `--strict` on the judge's board. The default runs
    /// `solver.rs`'s `run` with `Options { strict: true, ..Default::default() }`.
    const STRICT: &'static str = "        let opts = Options {
            strict: true,
            ..Default::default()
        };
        run(&opts, input, &mut Out::new(io::sink()))
";

    /// Walks the whole input in the judge's exact layout (`format` for the
    /// board problems; the others have one); the values are left to the
    /// solver, except the counts the layout follows.
    fn layout(l: &mut Layout, format: Format) -> Step;
}

pub use crate::layout::Invalid;

/// Problem `p`'s layout walk over `input`.
pub fn layout(p: Problem, input: &[u8], format: Format) -> Result<(), Fault> {
    let mut l = Layout::new(input)?;
    crate::with_problem!(p, P => <P as Validate>::layout(&mut l, format))
}

/// The judge's constraints: `p`'s solver under `--strict` (its answers
/// dropped).
fn strict(p: Problem, input: &[u8]) -> Result<(), Error> {
    crate::with_problem!(p, P => P::default_mode(
        input,
        p.judge_size(),
        true,
        &mut Out::new(std::io::sink()),
    ))
}

/// Whether `input` is a judge's test file of problem `p`: the layout, then
/// the judge's constraints (`--strict`), as [`crate::layout::verdict`]
/// weighs them (the emitted validator's logic too).
pub fn validate(p: Problem, input: &[u8], format: Format) -> Result<(), Invalid> {
    let walk = |l: &mut Layout| crate::with_problem!(p, P => <P as Validate>::layout(l, format));
    crate::layout::verdict(input, walk, |input| strict(p, input))
}

/// What `validate` reports of `input` (read up to one byte past
/// [`crate::layout::MAX_INPUT`]): `Err` the line after `FAIL `, as
/// [`crate::layout::judged`] words it.
pub fn report(p: Problem, input: &[u8], format: Format) -> Result<(), String> {
    let walk = |l: &mut Layout| crate::with_problem!(p, P => <P as Validate>::layout(l, format));
    crate::layout::judged(input, walk, |input| strict(p, input))
}
