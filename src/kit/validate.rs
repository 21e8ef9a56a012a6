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
    /// Walks the whole input in the judge's exact layout (`format` for the
    /// board problems; the others have one); the values are left to the
    /// solver, except the counts the layout follows. The problem's
    /// `layout.rs` (std only, Rust 1.63: `emit --validator` copies it as
    /// the module `rules`).
    fn layout(l: &mut Layout, format: FormatChoice) -> Step;
}

pub use crate::layout::Invalid;

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
