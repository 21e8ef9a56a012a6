//! `validate`: a judge's test file in the canonical layout
//! ([`crate::layout`], each problem's rules in its folder's `layout.rs`)
//! and within the judge's constraints (the solver under `--strict`).

use crate::cases::FormatChoice;
use crate::kit::within_constraints;
use crate::layout::{Fault, Layout};
use crate::solve::Solve;

/// A step of a layout walk.
pub type Step = Result<(), Fault>;

/// What a problem provides to `validate`. The registry implements it for
/// every problem from the problem's `layout.rs`.
pub trait Validate {
    /// The source of the problem's layout rules (`layout.rs`), std only and
    /// Rust 1.63, for a self-contained validator built on
    /// `crate::layout`.
    const LAYOUT: &'static str;

    /// Walks the whole input in the judge's exact layout (`format` for the
    /// board problems; the others have one); the values are left to the
    /// solver, except the counts the layout follows.
    fn layout(l: &mut Layout, format: FormatChoice) -> Step;
}

pub use crate::layout::Invalid;

/// The emitted validator's check of the judge's constraints: the body of a
/// closure of `input: &[u8]` (lines at eight spaces) returning the solver's
/// `Result<(), Error>` as [`crate::kit::within_constraints`] gives it:
/// `solver.rs`'s `run` with `Options { strict: true, ..Default::default() }`.
pub const STRICT: &str = "        let opts = Options {
            strict: true,
            ..Default::default()
        };
        run(&opts, input, &mut Out::new(io::sink()))
";

/// `P`'s layout walk over `input`.
pub fn layout<P: Validate>(input: &[u8], format: FormatChoice) -> Result<(), Fault> {
    let mut l = Layout::new(input)?;
    P::layout(&mut l, format)
}

/// Whether `input` is a judge's test file of problem `P`: the layout, then
/// the judge's constraints (`--strict`), as [`crate::layout::verdict`]
/// weighs them (the emitted validator's logic too).
pub fn test_file<P: Validate + Solve>(input: &[u8], format: FormatChoice) -> Result<(), Invalid> {
    let walk = |l: &mut Layout| P::layout(l, format);
    crate::layout::verdict(input, walk, within_constraints::<P>)
}

/// What `validate` reports of `input` (read up to one byte past
/// [`crate::layout::MAX_INPUT`]): `Err` the line after `FAIL `, as
/// [`crate::layout::judged`] words it.
pub fn report<P: Validate + Solve>(input: &[u8], format: FormatChoice) -> Result<(), String> {
    let walk = |l: &mut Layout| P::layout(l, format);
    crate::layout::judged(input, walk, within_constraints::<P>)
}
